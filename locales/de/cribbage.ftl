# cribbage.ftl: die eigenen Sätze von Cribbage (Crib, das Spiel bis 31, das Zählen, das
# Stecken, das Brett, Regeln und Optionen), jede ID mit cribbage- davor.

cribbage = Cribbage
cribbage-players-needed = Cribbage braucht { $min } bis { $max } Spieler

## Warum Punkte gesteckt werden

cribbage-why-fifteen = Fünfzehn
cribbage-why-pair = ein Paar
cribbage-why-pair-royal = ein Drilling
cribbage-why-double-pair-royal = ein Vierling
cribbage-why-run = eine Folge von { $length }
cribbage-why-thirty-one = Einunddreißig
cribbage-why-go = Go
cribbage-why-last-card = letzte Karte
cribbage-why-his-heels = His Heels (Bube als Startkarte)
cribbage-why-flush = ein Flush
cribbage-why-his-nobs = His Nobs (Bube der Startfarbe)
cribbage-why-claim = die Ansage
cribbage-why-muggins = Muggins
cribbage-side-a = Seite A
cribbage-side-b = Seite B
cribbage-pile-hand = Hand
cribbage-pile-crib = Crib

## Tischoptionen

cribbage-option-target = Spiel bis
cribbage-option-target-121 = 121 Punkte
cribbage-option-target-91 = 91 Punkte
cribbage-option-target-61 = 61 Punkte
cribbage-option-two_hand_deal = Zu zweit erhält jeder
cribbage-option-two_hand_deal-six = sechs Karten
cribbage-option-two_hand_deal-five = fünf, zwei gehen in die Crib
cribbage-option-skunk = Eine hohe Niederlage
cribbage-option-skunk-none = kostet nicht mehr
cribbage-option-skunk-skunk = Skunk: doppelt unter 91
cribbage-option-skunk-double_skunk = auch Doppel-Skunk: vierfach unter 61
cribbage-option-skunk-lurch = Lurch: doppelt unter 61
cribbage-option-muggins = Muggins (eigene Punkte ansagen)
cribbage-option-next_first_dealer = Erster Geber des nächsten Spiels
cribbage-option-next_first_dealer-loser = links vom Sieger
cribbage-option-next_first_dealer-alternate = reihum
cribbage-option-match_to = Matchpunkte zum Sieg

## Ablehnungen, an den Spieler gerichtet

cribbage-error-game-over = Das Match ist vorbei.
cribbage-error-hand-over = Die Runde ist vorbei.
cribbage-error-no-such-seat = An diesem Tisch gibt es kein { $seat }.
cribbage-error-not-your-turn = { $seat } ist am Zug.
cribbage-error-already-discarded = Du hast schon abgelegt, und das ist endgültig.
cribbage-error-still-discarding = Noch haben nicht alle in die Crib abgelegt.
cribbage-error-not-discarding = Die Crib ist vollständig: Es wird nichts mehr abgelegt.
cribbage-error-discard-count = Lege { $wanted ->
        [one] { $wanted } Karte
       *[other] { $wanted } Karten
    } ab, nicht { $given }.
cribbage-error-not-held = Du hast { $card } nicht.
cribbage-error-past-thirty-one = { $card } brächte die Zählung über 31 (sie steht bei { $count }).
cribbage-error-card-fits = Du kannst nicht Go sagen: Eine deiner Karten hält die Zählung bei höchstens 31.
cribbage-error-still-playing = Das Spiel läuft noch: Gezählt wird danach.
cribbage-error-showing = Das Spiel ist vorbei: Die Hände werden gezählt.
cribbage-error-no-muggins = Dieser Tisch zählt selbst (kein Muggins): Es gibt nichts anzusagen.
cribbage-error-claim-too-high = Eine Hand ist höchstens 29 wert, nicht { $claim }.

## Dieselben Ablehnungen über einen Spieler, wie der Schiedsrichter urteilt

cribbage-error-about = { $who }: { $error }
cribbage-error-about-not-your-turn = { $seat } ist am Zug, nicht { $who }
cribbage-error-about-already-discarded = { $who } hat schon abgelegt (endgültig)
cribbage-error-about-discard-count = { $who } muss { $wanted } ablegen, nicht { $given }
cribbage-error-about-not-held = { $who } hat { $card } nicht
cribbage-error-about-past-thirty-one = { $who } darf { $card } nicht legen: die Zählung { $count } ginge über 31
cribbage-error-about-card-fits = { $who } darf nicht Go sagen: eine Karte hält die Zählung bei höchstens 31
cribbage-error-about-still-discarding = { $who } darf nicht handeln, bevor alle in die Crib abgelegt haben
cribbage-error-about-not-discarding = { $who } darf jetzt nicht ablegen: die Crib ist vollständig
cribbage-error-about-still-playing = { $who } darf während des Spiels nichts ansagen
cribbage-error-about-showing = { $who } darf nicht legen: das Spiel ist vorbei, die Hände werden gezählt
cribbage-error-about-no-muggins = { $who } darf nichts ansagen: dieser Tisch spielt ohne Muggins

## Ein Tisch oder ein Protokoll, das nicht aufgebaut werden kann

cribbage-setup-seats = { $needed }, nicht { $players }
cribbage-options-error-unknown = Cribbage hat keine Option „{ $key }“
cribbage-options-error-bad-value = „{ $value }“ ist kein Wert von { $key } (Werte: { $values })
cribbage-options-error-not-key-value = „{ $text }“ ist nicht schlüssel=wert
cribbage-replay-illegal = Aktion { $index } wird abgelehnt: { $error }

## Die Regeln in Kürze

cribbage-rules-brief-title = Cribbage in Kürze
cribbage-rules-brief = { $min } bis { $max } Spieler: zu zweit oder dritt jeder für sich, zu viert zwei Partnerschaften, die sich gegenübersitzen. Ein Blatt mit 52 Karten, **das Ass ist niedrig**; B D K zählen 10. Punkte werden **gesteckt**, sobald sie entstehen; die erste Seite mit **121** gewinnt das Spiel, auch mitten in einer Runde. Der Geber wechselt nach links.
cribbage-rules-crib-title = Geben und die Crib
cribbage-rules-crib = Zu zweit gibt es 6 Karten, 2 werden abgelegt; zu dritt oder viert 5, 1 wird abgelegt (zu dritt geht eine weitere Karte direkt in die Crib). Alle **legen gleichzeitig und verdeckt** in die **Crib** ab, die Extrahand des Gebers. Dann wird die **Startkarte** aufgedeckt: Ein Bube bringt dem Geber 2 (**His Heels**).
cribbage-rules-play-title = Das Spiel
cribbage-rules-play = Links vom Geber beginnend legt jeder eine Karte und nennt die **Zählung**, nie über **31**. 2 Punkte für eine Zählung von **15**, 2 für ein **Paar** (6 für drei, 12 für vier gleiche in Folge), die Länge einer **Folge** (beliebige Reihenfolge), 2 für genau **31**. Wer keine Karte legen kann, sagt **Go**; die letzte gelegte Karte bringt 1 (**Go** oder **letzte Karte**), dann beginnt die Zählung wieder bei 0.
cribbage-rules-show-title = Das Zählen
cribbage-rules-show = Jede Hand wird mit der Startkarte gezählt, links vom Geber beginnend, die des Gebers zuletzt, dann die **Crib**: 2 für jede Kartengruppe mit **15**, 2 für jedes **Paar**, jede **Folge**, 4 für einen **Flush** auf der Hand (5 mit der Startkarte; die Crib nur mit der Startkarte), 1 für **His Nobs** (den Buben der Startfarbe). Wer unter 91 verliert, ist **geskunkt**: Das Spiel zählt doppelt.

## ribs play --game cribbage: das Match im Terminal

cribbage-play-welcome = { $game } Du (Platz 1) gegen { $others }.
cribbage-play-partners = Partner: { $a } gegen { $b }.
cribbage-play-match = Computerspieler der Stufe { $level }; jedes Spiel bis { $target }, das Match bis { $match_to }.
cribbage-play-seed = Seed { $seed } (noch einmal spielen mit --seed { $seed }).
cribbage-play-cut-for-deal = Abheben für das Geben: { $cards }. { $me ->
        [yes] Du gibst
       *[other] { $dealer } gibt
    } zuerst.
cribbage-play-game-began = ── Spiel { $game } · erster Geber: { $dealer } ──
cribbage-play-hand-dealt = ── Runde { $number } · Geber: { $dealer } ──
cribbage-play-your-hand = Deine Hand: { $cards }
cribbage-play-discarded = { $who } hat in die Crib abgelegt.
cribbage-play-laid-away = Du hast { $cards } abgelegt.
cribbage-play-starter = Startkarte: { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } legst { $card }: { $count }
       *[no] { $who } legt { $card }: { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } sagst Go.
       *[no] { $who } sagt Go.
    }
cribbage-play-reset = Die Zählung beginnt wieder bei 0.
cribbage-play-pegged = { $who }: { $why } für { $points } ({ $side }: { $total })
cribbage-play-counted = { $who }, { $pile }: { $cards } mit { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } sagst { $claim } an.
       *[no] { $who } sagt { $claim } an.
    }
cribbage-play-hand-over = Runde vorbei. { $totals }
cribbage-play-game-over = { $side } gewinnt Spiel { $game }: { $totals }; Einsatz { $gained } (Matchpunkte: { $points })
cribbage-play-match-over = { $side } gewinnt das Match.
cribbage-play-status = Runde { $number } · Geber { $dealer } · Spiel { $game } bis { $target } · { $totals }
cribbage-play-count-line = Zählung { $count }: { $plays }
cribbage-play-laid-away-line = Abgelegt: { $who }
cribbage-play-prompt-discard = Lege { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } in die Crib (etwa { $example })
cribbage-play-prompt-card = Deine Karte, die Zählung steht bei { $count } (etwa 5h)
cribbage-play-prompt-go = Keine Karte hält die Zählung bei höchstens 31: tippe go
cribbage-play-prompt-claim = Sage die Punkte deiner { $pile } an, 0 bis 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = „{ $text }“ ist keine Karte, kein Go und keine Ansage (Karten wie Qh, 10s, K♥)
cribbage-play-scores = Punkte: { $line } · Matchpunkte: { $match }
cribbage-play-help =
    Befehle:
      Karten             ablegen, dann einzeln legen: Qh, 10s, ts, K♥
      go                 wenn keine Karte die Zählung bei höchstens 31 hält
      eine Zahl          mit Muggins die Punkte deiner Hand (oder Crib) ansagen
      hand               deine Karten
      table              wo die Runde steht
      scores             die Punkte bisher
      hint               was ein normaler Computerspieler täte
      rules              die Regeln in Kürze
      quit               den Tisch verlassen
