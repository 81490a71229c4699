# crazy-eights-discord.ftl: Crazy Eights auf Discord (Tischnachricht, Panel, Ansagen, Bild).

## Die Tischnachricht

crazy-eights-title = Crazy Eights · Runde { $number } · bis { $target }
crazy-eights-up-card = Oben: **{ $card }** · bedienen: { $suit }
crazy-eights-up-named = Oben: **{ $card }** · **{ $suit }** gewünscht
crazy-eights-stock = { $count ->
        [0] Stapel leer
        [one] Stapel: 1 Karte
       *[other] Stapel: { $count } Karten
    }
crazy-eights-clockwise = Gespielt wird im Uhrzeigersinn ↻
crazy-eights-counterclockwise = Gespielt wird gegen den Uhrzeigersinn ↺
crazy-eights-pending = { $count ->
        [one] Offen zu ziehen: 1 Karte
       *[other] Offen zu ziehen: { $count } Karten
    }
crazy-eights-no-pending = Nichts offen zu ziehen
crazy-eights-dealer-mark = { $who } (gibt)
crazy-eights-seat-line = { $who }: { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    } · gesamt { $total }
crazy-eights-naming = { $who } wünscht sich eine Farbe.
crazy-eights-drawing = { $who } hat in diesem Zug { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } gezogen.
crazy-eights-facing = { $who } muss { $count } ziehen oder eine Zwei spielen.
crazy-eights-your-turn = { $people }: du bist dran.

## Ansagen

crazy-eights-said-buried = Runde { $number }: { $buried } aufgedeckt und untergemischt, { $starter } beginnt den Ablagestapel
crazy-eights-said-last-card = { $who }: letzte Karte!
crazy-eights-said-named = { $who } wünscht sich { $suit }
crazy-eights-said-drew = { $who } hat { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } gezogen
crazy-eights-said-drew-twos = { $who } hat { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } für die Zweien gezogen
crazy-eights-said-drew-penalty = { $who } hat { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } gezogen, weil „letzte Karte“ fehlte
crazy-eights-said-passed = { $who } passt
crazy-eights-said-skipped = { $who } setzt aus
crazy-eights-said-reversed-clockwise = Richtungswechsel: jetzt im Uhrzeigersinn ↻
crazy-eights-said-reversed-counter = Richtungswechsel: jetzt gegen den Uhrzeigersinn ↺
crazy-eights-said-pending = { $who } muss { $count } ziehen oder eine Zwei spielen
crazy-eights-said-last-card-missed = { $who } hat „letzte Karte“ nicht angesagt
crazy-eights-said-reshuffled = Der Ablagestapel wurde zu einem neuen Stapel von { $count } gemischt
crazy-eights-said-out = Runde { $number }: { $who } ist raus
crazy-eights-said-blocked = Runde { $number } ist blockiert: niemand kann spielen
crazy-eights-out-mark = raus
crazy-eights-score-line = { $who }: { $cards } → { $points } · gesamt { $total }

## Das Ergebnis

crazy-eights-standing-line = { $place }. { $who }: { $total }
crazy-eights-winners = { $count ->
        [one] { $who } gewinnt das Spiel mit { $total } Punkten
       *[other] { $who } teilen sich den Sieg mit { $total } Punkten
    }
crazy-eights-stats-record = gewonnene Runden: { $hands } · Strafpunkte: { $points }

## Das Panel

crazy-eights-your-hand = Deine Hand ({ $count }): { $cards }
crazy-eights-prompt-play-or-draw = Spiel eine Karte oder zieh.
crazy-eights-prompt-play-or-pass = Spiel eine Karte oder passe.
crazy-eights-prompt-draw = Keine deiner Karten passt: zieh.
crazy-eights-prompt-draw-again = Sie passt nicht: zieh noch einmal.
crazy-eights-prompt-pass = Nichts passt: passe.
crazy-eights-prompt-name = Wünsch dir die Farbe, die bedient werden muss.
crazy-eights-prompt-pending = Spiel eine Zwei oder zieh { $count }.
crazy-eights-button-draw = Ziehen
crazy-eights-button-draw-pending = { $count } ziehen
crazy-eights-button-pass = Passen
crazy-eights-button-last-card = { $card } · Letzte Karte!
crazy-eights-you-drew = Du hast { $cards } gezogen.
crazy-eights-dealt = Deine Karten: { $cards }
crazy-eights-new-hand = Runde { $number } ist gegeben; oben liegt { $card }.
crazy-eights-you-played = Du hast { $card } gespielt.
crazy-eights-you-played-last = Du hast { $card } gespielt: letzte Karte!
crazy-eights-you-named = Du hast dir { $suit } gewünscht.
crazy-eights-you-draw = Du hast vom Stapel gezogen.
crazy-eights-you-passed = Du hast gepasst.
crazy-eights-action-play = { $card } spielen
crazy-eights-action-name = { $suit } wünschen
crazy-eights-action-draw = ziehen
crazy-eights-action-pass = passen

## Das Bild

crazy-eights-pic-follow = Bedienen: { $suit }
crazy-eights-pic-named = { $suit } gewünscht
crazy-eights-pic-plate = { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    } · gesamt { $total }
crazy-eights-pic-alt-head = Crazy Eights, Runde { $number }. Oben liegt { $card }; der Stapel hat { $stock }.
crazy-eights-pic-alt-seat = { $who } hat { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    }, gesamt { $total }.
