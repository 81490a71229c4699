# gin-rummy.ftl: die Sätze von Gin Rummy (Ziehen, Abwerfen, Klopfen, Auslegen, Regeln und
# Optionen), jede Id mit gin-rummy- davor; die des Hosts stehen in host.ftl.
#
# Glossar: Stapel (verdeckt), Ablagestapel, Aufkarte, Meld (Satz: 3-4 gleichen Ranges;
# Folge: 3+ einer Farbe in Reihe), Totholz (Karten in keinem Meld) und sein Wert, klopfen,
# Gin (kein Totholz), anlegen, Unterbieten (undercut), Box-Bonus. Werte bleiben, wie sie sind.

gin-rummy = Gin Rummy

## Warum eine Aktion abgelehnt wird

gin-rummy-error-game-over = Das Spiel ist vorbei.
gin-rummy-error-hand-over = Die Runde ist vorbei.
gin-rummy-error-no-such-seat = An diesem Tisch gibt es kein { $seat }.
gin-rummy-error-not-your-turn = { $seat } ist am Zug.
gin-rummy-error-stock-before-passes = Im ersten Zug wird erst vom Stapel gezogen, wenn beide die Aufkarte abgelehnt haben.
gin-rummy-error-upcard-passed = Beide haben die Aufkarte abgelehnt: der Nicht-Geber zieht vom Stapel.
gin-rummy-error-no-pass = Jetzt gibt es nichts abzulehnen.
gin-rummy-error-already-drew = In diesem Zug wurde schon gezogen: abwerfen oder klopfen.
gin-rummy-error-draw-first = Erst ziehen, vom Stapel oder vom Ablagestapel.
gin-rummy-error-no-draw-on-eleven = Bei elf Karten ist der erste Zug ein Abwurf ohne Ziehen.
gin-rummy-error-not-held = { $card } ist nicht auf der Hand.
gin-rummy-error-just-taken = { $card } wurde gerade vom Ablagestapel genommen: sie darf nicht gleich zurück.
gin-rummy-error-not-a-meld = Meld { $index } ist weder Satz noch Folge.
gin-rummy-error-meld-not-held = Meld { $index } enthält { $card }, die nicht auf der Hand ist.
gin-rummy-error-meld-twice = { $card } steht in zwei Melds (Meld { $index }).
gin-rummy-error-knock-card-melded = { $card } ist die Klopfkarte: sie kann in keinem Meld stehen.
gin-rummy-error-count-over = Diese Melds lassen { $count } Totholz: zum Klopfen höchstens 10.
gin-rummy-error-last-chance-stock = Bei der letzten Chance darf nur die Ablage genommen werden, um zu klopfen.
gin-rummy-error-no-knock-possible = Mit dieser Ablage wäre kein Klopfen möglich.
gin-rummy-error-must-knock = Die Ablage wurde bei der letzten Chance genommen: es bleibt nur Klopfen.
gin-rummy-error-no-knock-to-answer = Es wurde nicht geklopft: nichts auszulegen.
gin-rummy-error-spread-now = Nach dem Klopfen bleibt dem Gegner nur das Auslegen.
gin-rummy-error-lay-off-not-held = { $card } ist nicht auf der Hand zum Anlegen.
gin-rummy-error-lay-off-melded = { $card } steht in einem Meld: sie kann nicht auch angelegt werden.
gin-rummy-error-lay-off-fits-nothing = { $card } passt an kein Meld des Klopfenden.
gin-rummy-error-lay-off-after-gin = An Gin darf nichts angelegt werden.

## Einen Tisch einrichten

gin-rummy-setup-seats = { $needed }, nicht { $players }
gin-rummy-setup-return-discard = return_discard: last_chance braucht last_chance: true
gin-rummy-options-error-unknown = Gin Rummy hat keine Option „{ $key }“
gin-rummy-options-error-bad-value = „{ $value }“ ist kein Wert von { $key } (Werte: { $values })
gin-rummy-options-error-not-key-value = „{ $text }“ ist nicht Schlüssel=Wert
gin-rummy-replay-illegal = Aktion { $index } wird abgelehnt: { $error }

## Die Tischoptionen in der Lobby

gin-rummy-option-start = Das Geben
gin-rummy-option-start-upcard = je 10 Karten und eine Aufkarte
gin-rummy-option-start-eleven = 11 an den Nicht-Geber, keine Aufkarte
gin-rummy-option-last_chance = Letzte Chance an der Ablage vor einer toten Runde
gin-rummy-option-return_discard = Genommene Ablage gleich zurück
gin-rummy-option-return_discard-never = nie
gin-rummy-option-return_discard-always = immer
gin-rummy-option-return_discard-last_chance = nur bei der letzten Chance
gin-rummy-option-gin_bonus = Gin-Bonus
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Unterbieten-Bonus
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Box-Bonus je gewonnener Runde
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Zu null
gin-rummy-option-shutout-double_bonus = Spielbonus 200
gin-rummy-option-shutout-double_score = Summe des Siegers verdoppelt

## Wie eine Runde endete, Hände wie gezeigt

gin-rummy-ending-knock = Klopfen
gin-rummy-ending-gin = Gin
gin-rummy-ending-undercut = Unterboten
gin-rummy-ending-dead = tote Runde
gin-rummy-no-melds = keine Melds

## Die Regeln kurz, Seite für Seite (** hebt hervor)

gin-rummy-rules-brief-title = Gin Rummy kurz
gin-rummy-rules-brief = Zwei Spieler, ein Blatt mit 52 Karten, je 10 Karten. Bilde **Melds**: Sätze aus 3 oder 4 gleichen Ranges oder Folgen aus 3 oder mehr einer Farbe (das Ass ist **niedrig**: A-2-3, nie D-K-A). Karten in keinem Meld sind **Totholz**: Asse 1, Bilder 10, die anderen ihr Wert. Ein Spiel geht über Runden bis **100** Punkte.
gin-rummy-rules-play-title = Das Spiel
gin-rummy-rules-play = Nach dem Geben wird eine Karte aufgedeckt. Der Nicht-Geber darf sie nehmen oder ablehnen, dann der Geber; lehnen beide ab, zieht der Nicht-Geber vom Stapel. Jeder Zug: **ziehen** (oberste Stapelkarte oder oberste Ablage), dann eine Karte **abwerfen** (nicht die gerade vom Ablagestapel genommene). Bleiben nach einem Abwurf 2 Karten im Stapel, ist die Runde tot: keine Wertung, derselbe Geber gibt neu.
gin-rummy-rules-knock-title = Klopfen
gin-rummy-rules-knock = Nach dem Ziehen darfst du mit **10 oder weniger** Totholz **klopfen**: eine Karte verdeckt ablegen und deine Melds zeigen. Ohne Totholz ist das **Gin**. Der Gegner zeigt seine Melds und **legt an** deine an, außer bei Gin (die 4. Karte eines Satzes, Karten, die eine Folge verlängern).
gin-rummy-rules-scoring-title = Wertung
gin-rummy-rules-scoring = Weniger Totholz als der Gegner: der Klopfende bekommt den Unterschied. Sonst ist er **unterboten**: der Gegner bekommt den Unterschied + 10. Gin bringt 20 + das Totholz des Gegners und wird nie unterboten. Wer zuerst 100 hat, gewinnt und bekommt **100** dazu (200, wenn der andere nichts hat); jeder bekommt **20 je gewonnener Runde**.

## ribs play --game gin-rummy: das Spiel im Terminal

gin-rummy-play-welcome = { $game } Du (Platz 1) gegen { $other } (Computer, Stufe { $level }), ein Spiel bis 100 Punkte.
gin-rummy-play-seed = Seed { $seed } (nochmal spielen mit --seed { $seed }).
gin-rummy-play-hand-dealt = ── Runde { $number } · Geber: { $dealer } ──
gin-rummy-play-upcard = Die Aufkarte ist { $card }.
gin-rummy-play-no-upcard = Keine Aufkarte: elf Karten an den Nicht-Geber.
gin-rummy-play-your-hand = Deine Hand: { $melds } · Totholz { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] Du lehnst ab.
   *[no] { $who } lehnt ab.
}
gin-rummy-play-takes = { $me ->
    [yes] Du nimmst { $card }.
   *[no] { $who } nimmt { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] Du ziehst vom Stapel (noch { $stock }).
   *[no] { $who } zieht vom Stapel (noch { $stock }).
}
gin-rummy-play-you-drew = Du hast { $card } gezogen.
gin-rummy-play-discards = { $me ->
    [yes] Du wirfst { $card } ab.
   *[no] { $who } wirft { $card } ab.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } macht Gin: { $melds }
   *[no] { $who } klopft: { $melds } · Totholz { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } legt aus: { $melds } · legt an { $lay_offs } · Totholz { $deadwood } ({ $count })
gin-rummy-play-scored = Runde { $number }, { $ending }: { $who } bekommt { $points } (Bonus { $bonus }).
gin-rummy-play-dead = Runde { $number } ist tot: keine Wertung, derselbe Geber gibt neu.
gin-rummy-play-points-of = { $who } { $points } ({ $hands } Runden)
gin-rummy-play-points = Punkte: { $line }
gin-rummy-play-game-over = { $who } gewinnt das Spiel: Spielbonus { $bonus }; Summen mit Box-Bonus: { $totals }; Abstand { $margin }.
gin-rummy-play-status = Runde { $number } · Geber { $dealer } · Stapel { $stock } · oberste Ablage { $top }
gin-rummy-play-prompt-offer = Aufkarte { $card } nehmen (take) oder ablehnen (pass)
gin-rummy-play-prompt-first-draw = Beide haben abgelehnt: vom Stapel ziehen (stock)
gin-rummy-play-prompt-draw = Vom Stapel ziehen (stock) oder { $card } nehmen (take)
gin-rummy-play-prompt-last-chance = Letzte Chance: die Ablage zum Klopfen nehmen (take) oder ablehnen (pass)
gin-rummy-play-prompt-discard = Dein Abwurf (eine Karte wie Qh)
gin-rummy-play-prompt-discard-or-knock = Dein Abwurf, oder mit einer Karte klopfen (knock Qh): bestenfalls { $count } Totholz
gin-rummy-play-prompt-spread = Melds auslegen und anlegen (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p, ablehnen
gin-rummy-play-words-stock = stock, draw, d, ziehen
gin-rummy-play-words-take = take, nehmen
gin-rummy-play-words-knock = knock, gin, k, klopfen
gin-rummy-play-words-spread = spread, auslegen
gin-rummy-play-not-an-action = „{ $text }“ ist keine Aktion (stock, take, pass, eine Karte wie Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = „{ $text }“ ist kein Meld: schreib seine Karten zusammen, etwa 7h8h9h
gin-rummy-play-help =
    Befehle:
      stock              die oberste Karte des Stapels ziehen
      take               die oberste Ablage nehmen (im ersten Zug die Aufkarte)
      pass               die Aufkarte oder die letzte Chance ablehnen
      eine Karte         sie abwerfen: Qh, 10s, ts, K♥ (Groß- oder Kleinbuchstaben)
      knock Qh           mit dieser Karte klopfen, Melds mit dem wenigsten Totholz
      spread             auf ein Klopfen antworten: beste Melds und Anlegen
      knock Qh 7h8h9h …  mit eigenen Melds klopfen (Karten je Meld zusammen)
      spread 7h8h9h + 5s mit eigenen Melds antworten, die Karten nach + anlegen
      hand               deine Karten, Melds und Totholz
      table              wo die Runde steht
      scores             die Punkte bisher
      hint               was ein normaler Computer täte
      rules              die Regeln kurz
      quit               den Tisch verlassen
