# gin-rummy-discord.ftl: Gin Rummy auf Discord (Tischnachricht, Panel, Ansagen, Ergebnis,
# Bild); Glossar wie gin-rummy.ftl: Stapel, Ablagestapel, offene Karte, Meld, Totholz,
# klopfen, Gin, anlegen, unterbieten, Box-Bonus.

## Die Tischnachricht

gin-rummy-d-title = Gin Rummy · Runde { $number }
gin-rummy-d-your-turn = { $people }: du bist dran.
gin-rummy-d-dealer-mark = { $who } (gibt)
gin-rummy-d-seat-line = { $who }: { $points } Punkte, { $hands } { $hands ->
    [one] Runde
   *[other] Runden
  } gewonnen · { $held } Karten
gin-rummy-d-took = nahm { $cards } vom Ablagestapel
gin-rummy-d-passed = hat die offene Karte abgelehnt
gin-rummy-d-piles = Offene Karte: { $card } · Stapel: { $stock } Karten
gin-rummy-d-piles-empty = Keine offene Karte · Stapel: { $stock } Karten
gin-rummy-d-turn-offer = { $who } darf die offene Karte nehmen oder passen.
gin-rummy-d-turn-draw = { $who } zieht.
gin-rummy-d-turn-discard = { $who } legt ab oder klopft.
gin-rummy-d-turn-last-chance = { $who } hat die letzte Chance: die Ablage nehmen, um zu klopfen, oder passen.
gin-rummy-d-turn-spread = { $who } legt aus und an.
gin-rummy-d-knock-by = { $who } hat geklopft: { $arrangement }
gin-rummy-d-gin-by = { $who } hat Gin: { $arrangement }
gin-rummy-d-last-hand = Runde { $number }: { $who } erhielt { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = Runde { $number } war tot: keine Wertung.

## Blätter

gin-rummy-d-arrangement = { $melds } · Totholz { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = keins

## Das Panel

gin-rummy-d-your-hand = Deine Hand: { $arrangement }
gin-rummy-d-you-drew = Du hast { $card } vom Stapel gezogen.
gin-rummy-d-panel-score = Punkte: du { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = Dir wird die offene Karte { $card } angeboten: nimm sie oder passe.
gin-rummy-d-prompt-first-draw = Beide haben gepasst: zieh vom Stapel.
gin-rummy-d-prompt-draw = Zieh vom Stapel oder nimm { $card }.
gin-rummy-d-prompt-last-chance = Letzte Chance: nimm { $card } nur zum Klopfen, oder passe (die Runde ist tot).
gin-rummy-d-prompt-discard = Leg eine Karte ab.
gin-rummy-d-prompt-discard-or-knock = Leg eine Karte ab oder klopfe (die Karte verdeckt, diese Melds werden ausgelegt):
gin-rummy-d-prompt-must-knock = Du hast die letzte Chance genommen: klopfe.
gin-rummy-d-knock-line = { $knock }: { $arrangement }
gin-rummy-d-knock-menu = Klopfen mit… ({ $count } Karten)
gin-rummy-d-prompt-spread = Deine Auslage: { $arrangement } · angelegt: { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · angelegt: { $lay_offs }
gin-rummy-d-spread-option = Auslegen: { $count } Totholz
gin-rummy-d-other-spreads = Andere Melds auslegen… ({ $count })
gin-rummy-d-other-knocks = Mit anderen Melds klopfen… ({ $count })
gin-rummy-d-no-lay-offs = nichts
gin-rummy-d-button-stock = Vom Stapel ({ $stock })
gin-rummy-d-button-take = { $card } nehmen
gin-rummy-d-button-take-knock = { $card } nehmen und klopfen
gin-rummy-d-button-pass = Passen
gin-rummy-d-button-knock = Klopfen: { $card }
gin-rummy-d-button-gin = Gin: { $card }
gin-rummy-d-button-spread = Auslegen
gin-rummy-d-new-hand = Runde { $number } ist gegeben.
gin-rummy-d-dealt = Deine Karten: { $cards }
gin-rummy-d-knock-card = Du hast mit { $card } verdeckt geklopft.
gin-rummy-d-you-passed = Du hast gepasst.
gin-rummy-d-you-drew-stock = Du hast vom Stapel gezogen.
gin-rummy-d-you-took = Du hast die Ablage genommen.
gin-rummy-d-you-discarded = Du hast { $card } abgelegt.
gin-rummy-d-you-spread = Du hast deine Melds ausgelegt.

## Was der Computer für einen Spieler tat

gin-rummy-d-action-pass = passen
gin-rummy-d-action-stock = vom Stapel ziehen
gin-rummy-d-action-take = die Ablage nehmen
gin-rummy-d-action-discard = { $card } ablegen
gin-rummy-d-action-knock = klopfen
gin-rummy-d-action-spread = auslegen

## Ansagen

gin-rummy-d-knock-title = { $who } klopft
gin-rummy-d-gin-title = { $who } hat Gin
gin-rummy-d-hand-won = Runde { $number }: { $who } erhält { $points } ({ $ending })
gin-rummy-d-hand-dead = Runde { $number } ist tot: keine Wertung, derselbe Spieler gibt erneut
gin-rummy-d-result-hand = { $who }: { $arrangement }
gin-rummy-d-lay-offs = Angelegt: { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } erhält { $points } ({ $ending }).
   *[other] { $who } erhält { $points }, davon { $bonus } Bonus ({ $ending }).
  }
gin-rummy-d-game = Partie: { $seats }
gin-rummy-d-game-seat = { $who } { $points } ({ $hands } { $hands ->
    [one] Runde
   *[other] Runden
  })

## Das Ergebnis

gin-rummy-d-winner = 🏆 { $who } gewinnt die Partie
gin-rummy-d-unfinished = Die Partie endete unvollendet
gin-rummy-d-settlement-line = { $place }. { $who }: { $points } Punkte + { $boxes } für { $hands } { $hands ->
    [one] gewonnene Runde
   *[other] gewonnene Runden
  } + { $game } Partiebonus = { $total }
gin-rummy-d-shutout = Zu null: der Verlierer hat nichts erzielt.
gin-rummy-d-margin = { $who } zahlt die Differenz: { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(number: "plural") }: { $matches } gespielt, { $wins } gewonnen ({ $rate } %) · { $hands } Runden gewonnen, { $points } Punkte

## Das Bild des Tisches

gin-rummy-pic-title = Gin Rummy · Runde { $number }
gin-rummy-pic-stock = Stapel: { $stock }
gin-rummy-pic-pile = Ablage: { $cards }
gin-rummy-pic-plate = { $points } Punkte · { $hands } gewonnen · { $held } Karten
gin-rummy-pic-knock = { $who } hat geklopft: { $melds }, Totholz { $count }
gin-rummy-pic-gin = { $who } hat Gin: { $melds }
gin-rummy-pic-turn-offer = { $who } darf die offene Karte nehmen oder passen
gin-rummy-pic-turn-draw = { $who } zieht
gin-rummy-pic-turn-discard = { $who } legt ab oder klopft
gin-rummy-pic-turn-last-chance = { $who } hat die letzte Chance
gin-rummy-pic-turn-spread = { $who } legt aus
gin-rummy-pic-alt-head = Ein Gin-Rummy-Tisch, Runde { $number }.
gin-rummy-pic-alt-seat = { $who }: { $points } Punkte, { $hands } Runden gewonnen, { $held } Karten.
gin-rummy-pic-alt-piles = Offene Karte { $card }, { $stock } Karten im Stapel.
gin-rummy-pic-alt-no-pile = Keine offene Karte, { $stock } Karten im Stapel.
