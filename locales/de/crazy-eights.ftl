# crazy-eights.ftl: die Sätze von Crazy Eights (Spielzüge, Ziehen, Joker-Acht, Regeln und
# Optionen), jede Id mit crazy-eights- davor. Glossar: Talon (der verdeckte Stapel), Ablagestapel,
# oberste Karte, zu bedienende Farbe, Wunschkarte (die Acht, sofern der Tisch nichts anderes sagt),
# ausspielen / fertig sein, blockiert, Strafpunkte. Spieler werden geduzt.

crazy-eights = Crazy Eights
crazy-eights-players-needed = Crazy Eights braucht { $min } bis { $max } Spieler

crazy-eights-suit-clubs = Kreuz
crazy-eights-suit-diamonds = Karo
crazy-eights-suit-hearts = Herz
crazy-eights-suit-spades = Pik

crazy-eights-option-target = Strafpunkte, die das Spiel beenden
crazy-eights-option-hand_size = Karten pro Spieler
crazy-eights-option-hand_size-standard = 7 zu zweit, sonst 5
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Ziehen
crazy-eights-option-drawing-one = eine Karte, Zug vorbei
crazy-eights-option-drawing-play_drawn = eine Karte, darf sie spielen
crazy-eights-option-drawing-limit = bis zur Grenze, dann spielen oder passen
crazy-eights-option-drawing-until_play = ziehen, bis du spielst
crazy-eights-option-draw_limit = Höchstens gezogen pro Zug (mit Grenze)
crazy-eights-option-must_play = Spielen, wenn möglich
crazy-eights-option-reshuffle = Ablagestapel mischen, wenn der Talon leer ist
crazy-eights-option-last_card = „Letzte Karte“ ansagen
crazy-eights-option-last_card_penalty = Strafkarten ohne Ansage
crazy-eights-option-wild_rank = Wunschkarte
crazy-eights-option-wild_rank-8 = Achten
crazy-eights-option-wild_rank-J = Buben
crazy-eights-option-wild_rank-A = Asse
crazy-eights-option-wild_play = Wunschkarte spielen
crazy-eights-option-wild_play-any = auf alles, wünscht eine Farbe
crazy-eights-option-wild_play-matching = nur passend, wünscht eine Farbe
crazy-eights-option-wild_play-no_change = auf alles, wünscht keine Farbe
crazy-eights-option-wild_play-change_if_matching = auf alles, wünscht nur, wenn passend
crazy-eights-option-skip = Aussetzen-Karte
crazy-eights-option-skip-off = keine
crazy-eights-option-skip-2 = Zweien
crazy-eights-option-skip-3 = Dreien
crazy-eights-option-skip-4 = Vieren
crazy-eights-option-skip-5 = Fünfen
crazy-eights-option-skip-6 = Sechsen
crazy-eights-option-skip-7 = Siebenen
crazy-eights-option-skip-8 = Achten
crazy-eights-option-skip-9 = Neunen
crazy-eights-option-skip-10 = Zehnen
crazy-eights-option-skip-J = Buben
crazy-eights-option-skip-Q = Damen
crazy-eights-option-skip-K = Könige
crazy-eights-option-skip-A = Asse
crazy-eights-option-reverse = Richtungswechsel-Karte
crazy-eights-option-reverse-off = keine
crazy-eights-option-reverse-2 = Zweien
crazy-eights-option-reverse-3 = Dreien
crazy-eights-option-reverse-4 = Vieren
crazy-eights-option-reverse-5 = Fünfen
crazy-eights-option-reverse-6 = Sechsen
crazy-eights-option-reverse-7 = Siebenen
crazy-eights-option-reverse-8 = Achten
crazy-eights-option-reverse-9 = Neunen
crazy-eights-option-reverse-10 = Zehnen
crazy-eights-option-reverse-J = Buben
crazy-eights-option-reverse-Q = Damen
crazy-eights-option-reverse-K = Könige
crazy-eights-option-reverse-A = Asse
crazy-eights-option-draw_two = Zweien: der Nächste zieht zwei

crazy-eights-error-game-over = Das Spiel ist vorbei.
crazy-eights-error-no-such-seat = An diesem Tisch gibt es kein { $seat }.
crazy-eights-error-not-your-turn = { $seat } ist am Zug.
crazy-eights-error-not-held = Du hast { $card } nicht.
crazy-eights-error-not-matching = { $card } passt nicht: bediene { $suit } oder den Rang von { $top }.
crazy-eights-error-suit-due = Wünsch dir zuerst eine Farbe für deine Wunschkarte.
crazy-eights-error-no-suit-due = Jetzt ist keine Farbe zu wünschen.
crazy-eights-error-draw-or-two = { $count ->
        [one] Zieh eine Karte oder spiel eine Zwei.
       *[other] Zieh { $count } Karten oder spiel eine Zwei.
    }
crazy-eights-error-only-drawn = Nach dem Ziehen darfst du nur { $card }, die gezogene Karte, spielen oder passen.
crazy-eights-error-stock-empty = Der Talon ist leer: spiel oder passe.
crazy-eights-error-draw-limit = { $count ->
        [one] Du darfst nur eine Karte pro Zug ziehen.
       *[other] Du darfst höchstens { $count } Karten pro Zug ziehen.
    }
crazy-eights-error-must-play = Eine deiner Karten passt, und du musst spielen, wenn du kannst.
crazy-eights-error-must-draw = Der Talon hat noch Karten: zieh, bevor du passt.
crazy-eights-error-no-last-card = „Letzte Karte“ sagt man nur mit dem Zug an, nach dem dir eine Karte bleibt.

crazy-eights-error-about = { $who }: { $error }
crazy-eights-error-about-hand-over = die Runde ist vorbei: { $who } kann nichts mehr tun
crazy-eights-error-about-not-your-turn = { $seat } ist am Zug, nicht { $who }
crazy-eights-error-about-not-held = { $who } hat { $card } nicht
crazy-eights-error-about-not-matching = { $who } kann { $card } nicht spielen: passt weder zu { $suit } noch zum Rang von { $top }
crazy-eights-error-about-suit-due = { $who } muss eine Farbe wünschen
crazy-eights-error-about-no-suit-due = { $who } hat keine Farbe zu wünschen
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } muss eine Karte ziehen oder eine Zwei spielen
       *[other] { $who } muss { $count } Karten ziehen oder eine Zwei spielen
    }
crazy-eights-error-about-only-drawn = { $who } darf nur { $card }, die gerade gezogene Karte, spielen oder passen
crazy-eights-error-about-stock-empty = { $who } kann nicht ziehen: der Talon ist leer
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } darf in diesem Zug nur eine Karte ziehen
       *[other] { $who } darf in diesem Zug höchstens { $count } Karten ziehen
    }
crazy-eights-error-about-must-play = { $who } hat eine passende Karte und muss sie spielen (must_play)
crazy-eights-error-about-must-draw = { $who } muss vor dem Passen ziehen: der Talon hat Karten
crazy-eights-error-about-no-last-card = { $who } darf „Letzte Karte“ nur mit einem Zug ansagen, nach dem eine Karte bleibt, und nur mit dieser Regel

crazy-eights-setup-seats = { $needed }, nicht { $players }
crazy-eights-setup-hand-size = { $players } Spielern können nicht je { $size } Karten und eine Startkarte gegeben werden
crazy-eights-options-error-unknown = Crazy Eights hat keine Option „{ $key }“
crazy-eights-options-error-bad-value = „{ $value }“ ist kein Wert von { $key } (Werte: { $values })
crazy-eights-options-error-not-key-value = „{ $text }“ ist nicht Schlüssel=Wert
crazy-eights-options-error-same-rank = { $key } kann nicht { $rank } sein: { $other } gibt diesem Rang schon eine Macht
crazy-eights-replay-illegal = Zug { $index } wird abgelehnt: { $error }

crazy-eights-rules-brief-title = Crazy Eights kurz
crazy-eights-rules-brief = { $min } bis { $max } Spieler, ein Paket mit 52 Karten (zwei ab 6 Spielern). Jede Runde: 7 Karten pro Spieler zu zweit, sonst 5; die nächste Karte wird offen zum **Ablagestapel**, der Rest ist der **Talon**. Werde alle Karten los: wer es zuerst schafft, beendet die Runde.
crazy-eights-rules-play-title = Das Spiel
crazy-eights-rules-play = Links vom Geber beginnend, reihum: spiel eine Karte, die in **Farbe oder Rang** zur obersten Karte passt, oder eine **Acht** auf alles und wünsch dir die Farbe, die der Nächste bedienen muss. Auf einer Acht bedient man die gewünschte Farbe (oder spielt eine Acht).
crazy-eights-rules-drawing-title = Ziehen
crazy-eights-rules-drawing = Statt zu spielen darfst du eine Karte vom Talon **ziehen**; damit ist dein Zug vorbei. Ist der Talon leer, passt, wer nicht spielt; haben alle nacheinander gepasst, ist die Runde **blockiert**.
crazy-eights-rules-scoring-title = Wertung
crazy-eights-rules-scoring = Wer ausspielt, bekommt 0; alle anderen die Karten in ihrer Hand: **Acht 50**, König, Dame, Bube 10, Ass 1, die anderen ihren Augenwert. Nach einer Runde, in der jemand **100** erreicht, gewinnt die **niedrigste** Summe (bei Gleichstand wird weitergespielt).

## ribs play --game crazy-eights

crazy-eights-direction-clockwise = im Uhrzeigersinn
crazy-eights-direction-counterclockwise = gegen den Uhrzeigersinn
crazy-eights-play-welcome = { $game }: du (Platz 1) gegen { $others }.
crazy-eights-play-level = Computerspieler der Stufe { $level }; nach einer Runde, in der jemand { $target } Strafpunkte erreicht, gewinnt die niedrigste Summe.
crazy-eights-play-seed = Seed { $seed } (noch einmal mit --seed { $seed }).
crazy-eights-play-hand-dealt = ── Runde { $number } · Geber: { $dealer } · Startkarte { $card } ──
crazy-eights-play-buried = Eine Wunschkarte wurde aufgedeckt und kam zurück in den Talon: { $cards }.
crazy-eights-play-your-hand = Deine Hand: { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } spielst { $card }.
       *[no] { $who } spielt { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } wünschst { $suit }.
       *[no] { $who } wünscht { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } ziehst eine Karte.
           *[other] { $who } ziehst { $count } Karten.
        }
       *[no] { $count ->
            [one] { $who } zieht eine Karte.
           *[other] { $who } zieht { $count } Karten.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } nimmst die Zweien: { $count } Karten.
       *[no] { $who } nimmt die Zweien: { $count } Karten.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } ziehst { $count } Strafkarten.
       *[no] { $who } zieht { $count } Strafkarten.
    }
crazy-eights-play-you-drew = Du hast { $cards } gezogen.
crazy-eights-play-passes = { $me ->
        [yes] { $who } passt.
       *[no] { $who } passt.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } setzt aus.
       *[no] { $who } setzt aus.
    }
crazy-eights-play-reversed = Jetzt geht es { $direction } weiter.
crazy-eights-play-pending = { $me ->
        [yes] { $who } musst { $count } ziehen.
       *[no] { $who } muss { $count } ziehen.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } hast nicht „letzte Karte“ gesagt.
       *[no] { $who } hat nicht „letzte Karte“ gesagt.
    }
crazy-eights-play-reshuffled = Der Ablagestapel wird zu einem neuen Talon von { $count } Karten gemischt.
crazy-eights-play-went-out = { $me ->
        [yes] { $who } bist fertig!
       *[no] { $who } ist fertig.
    }
crazy-eights-play-blocked = Die Runde ist blockiert: niemand konnte spielen.
crazy-eights-play-score-line = { $who }: { $cards } → { $points } (Summe { $total })
crazy-eights-play-winner = { $me ->
        [yes] { $who } gewinnst das Spiel mit { $total } Strafpunkten!
       *[no] { $who } gewinnt das Spiel mit { $total } Strafpunkten.
    }
crazy-eights-play-status = Runde { $number } · oben { $top } · bedienen { $suit } · Talon { $stock } · { $direction }
crazy-eights-play-pending-line = { $count } Karten sind zu ziehen.
crazy-eights-play-counts = Karten: { $line }
crazy-eights-play-totals = Summen: { $line } (Schluss bei { $target })
crazy-eights-play-prompt-play = Spiel eine Karte oder zieh
crazy-eights-play-prompt-after-draw = Spiel eine Karte, zieh oder passe
crazy-eights-play-prompt-suit = Wünsch eine Farbe (c, d, h, s)
crazy-eights-play-prompt-pending = Spiel eine Zwei oder zieh { $count }
crazy-eights-play-help = Tippe eine Karte, um sie zu spielen (Qh, 10s, K♥), mit ! für „letzte Karte“ (Qh!); ziehen; passen; nach einer Wunschkarte eine Farbe (c, d, h, s); hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = ziehen, z, draw, d
crazy-eights-play-words-pass = passen, p, pass
crazy-eights-play-not-understood = '{ $text }' ist keine Karte, keine Farbe und kein Befehl (tippe hilfe)
