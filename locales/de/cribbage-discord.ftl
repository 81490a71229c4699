# cribbage-discord.ftl: Cribbage auf Discord (Tischnachricht, Panel, Ansagen, Abschluss,
# Bild), jede ID mit cribbage- vorne. Die Wörter des Spiels stehen in cribbage.ftl.

## Die Tischnachricht

cribbage-title = Spiel { $game } · Hand { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side }: **{ $points }** von { $target }
cribbage-board-match = { $side }: **{ $points }** von { $target } · { $won ->
        [one] { $won } Matchpunkt
       *[other] { $won } Matchpunkte
    }
cribbage-dealer-mark = { $who } (Geber)
cribbage-seat-choosing = { $who }: wählt, was in die Crib geht
cribbage-seat-laid-away = { $who }: abgelegt ✓
cribbage-seat-holding = { $who }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand
cribbage-starter = Starter: { $card }
cribbage-starter-not-yet = Starter: wird aufgedeckt, sobald alle abgelegt haben
cribbage-count = Stand **{ $count }**: { $laid }
cribbage-gone = Go: { $who }
cribbage-counted = { $pile } von { $who }: { $cards } + { $starter } = **{ $points }**
cribbage-claimed = ({ $claim } angesagt)
cribbage-crib-up = Crib: { $cards }
cribbage-pegs-title = Gepunktet in dieser Hand:
cribbage-peg = { $who }: { $why } für { $points }
cribbage-peg-cards = { $who }: { $why } ({ $cards }) für { $points }
cribbage-your-turn = { $people }: du bist dran.
cribbage-lay-away-all = { $people }: legt in die Crib ab.

## Ansagen

cribbage-laid = { $who }: { $card } (Stand { $count })
cribbage-nothing = Nichts zu zählen.
cribbage-game-won = { $side } gewinnt Spiel { $game } ({ $gained ->
        [one] { $gained } Matchpunkt
       *[other] { $gained } Matchpunkte
    })
cribbage-stake-line = { $side }: { $points } Punkte, { $stake ->
        [1] einfaches Spiel
        [2] Skunk (zählt doppelt)
       *[other] doppelter Skunk (zählt { $stake })
    }

## Das private Panel

cribbage-your-hand = Deine Hand: { $cards }
cribbage-your-kept = Für die Wertung behalten: { $cards }
cribbage-your-discard = Du hast abgelegt: { $cards }
cribbage-prompt-lay-away = Lege { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } in die Crib von { $who }.
cribbage-prompt-lay-away-own = Lege { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } in deine eigene Crib.
cribbage-choose-discard = Wähle die Karten zum Ablegen
cribbage-keeping = behält { $cards }
cribbage-waiting-crib = Warte, bis die anderen abgelegt haben: dann wird der Starter aufgedeckt.
cribbage-prompt-play = Lege eine Karte: der Stand ist { $count }.
cribbage-prompt-go = Der Stand ist { $count } und keine deiner Karten bleibt bei 31 oder darunter: sag Go.
cribbage-button-go = Go
cribbage-prompt-claim = Sage deine { $pile } an: { $cards } mit dem Starter { $starter }. Übersehene Punkte dürfen die anderen nehmen (Muggins).
cribbage-claim-menu = Ansage { $from } bis { $to }
cribbage-you-laid-away = Du hast { $cards } abgelegt.
cribbage-you-laid = Du hast { $card } gelegt.
cribbage-you-go = Du hast Go gesagt.
cribbage-you-claimed = Du hast { $points } angesagt.
cribbage-action-lay-away = { $cards } ablegen
cribbage-action-card = { $card } legen
cribbage-action-go = Go sagen
cribbage-action-claim = { $points } ansagen
cribbage-dealt = Du bekommst { $cards }.
cribbage-new-hand = Hand { $number }: { $who } gibt.
cribbage-news-laid = { $who } legt { $card } (Stand { $count }).

## Der Abschluss

cribbage-winners = { $count ->
        [one] { $who } gewinnt das Match.
       *[other] { $who } teilen sich den Sieg.
    }
cribbage-standing-line = { $place }. { $side }: { $won ->
        [one] { $won } Matchpunkt
       *[other] { $won } Matchpunkte
    }, { $points } im letzten Spiel

cribbage-stats-record = Hände, in denen deine Seite am meisten gepunktet hat: { $hands } · gepunktet: { $points } ({ $average } pro { -match })

## Das Bild und sein Alternativtext

cribbage-pic-title = Cribbage · Spiel { $game } · Hand { $number } · bis { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Stand { $count }
cribbage-pic-laid-away = abgelegt
cribbage-pic-choosing = wählt
cribbage-pic-held = { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
cribbage-pic-alt-head = Ein Cribbage-Brett: Spiel { $game }, Hand { $number }, bis { $target } Punkte.
cribbage-pic-alt-side = { $side } hat { $points } Punkte.
cribbage-pic-alt-starter = Der Starter ist { $card }.
cribbage-pic-alt-no-starter = Der Starter ist noch nicht aufgedeckt.
cribbage-pic-alt-cards = Karten im Spiel, Stand { $count }: { $cards }.
cribbage-pic-alt-shown = { $pile } von { $who } gezeigt: { $cards }, { $points } Punkte.
