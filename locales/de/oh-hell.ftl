# oh-hell.ftl: die Sätze von Oh Hell! (Gebote, Stiche, Trumpf, Regeln und Optionen),
# jede Id mit oh-hell- davor; die des Hosts stehen in host.ftl.
#
# Glossar: Gebot / bieten (wie viele Stiche man machen will), der Haken (der Geber darf nicht
# so bieten, dass die Gebote zusammen die Zahl der ausgeteilten Karten ergeben), Trumpf,
# Farbe bedienen, erfüllt (genau so viele Stiche wie geboten), Runde (eine Hand: einmal
# Geben und ihre Stiche), Spiel (die ganze Folge von Runden). Spieler werden geduzt.
# Werte (Namen, Karten, Zahlen) bleiben, wie sie sind.

oh-hell = Oh Hell!
oh-hell-players-needed = Oh Hell! braucht { $min } bis { $max } Spieler

## Farben und Trumpf

oh-hell-suit-clubs = Kreuz
oh-hell-suit-diamonds = Karo
oh-hell-suit-hearts = Herz
oh-hell-suit-spades = Pik
oh-hell-suit-jokers = Joker
oh-hell-trumps-turned = Trumpf: { $suit } ({ $card } aufgedeckt)
oh-hell-trumps = Trumpf: { $suit }
oh-hell-no-trumps-turned = kein Trumpf ({ $card } aufgedeckt)
oh-hell-no-trumps = kein Trumpf

## Die Tischoptionen, wie die Lobby sie anbietet

oh-hell-option-sequence = Kartenzahl je Runde
oh-hell-option-sequence-down_up = hinab bis 1, dann wieder hinauf
oh-hell-option-sequence-up_down = ab 1 hinauf, dann wieder hinab
oh-hell-option-sequence-down = hinab bis 1
oh-hell-option-sequence-up = ab 1 hinauf
oh-hell-option-max_cards = Höchstens Karten je Runde
oh-hell-option-max_cards-auto = nach den Regeln (10, 8 oder 7)
oh-hell-option-max_cards-1 = 1
oh-hell-option-max_cards-2 = 2
oh-hell-option-max_cards-3 = 3
oh-hell-option-max_cards-4 = 4
oh-hell-option-max_cards-5 = 5
oh-hell-option-max_cards-6 = 6
oh-hell-option-max_cards-7 = 7
oh-hell-option-max_cards-8 = 8
oh-hell-option-max_cards-9 = 9
oh-hell-option-max_cards-10 = 10
oh-hell-option-max_cards-11 = 11
oh-hell-option-max_cards-12 = 12
oh-hell-option-max_cards-13 = 13
oh-hell-option-max_cards-14 = 14
oh-hell-option-max_cards-15 = 15
oh-hell-option-max_cards-16 = 16
oh-hell-option-max_cards-17 = 17
oh-hell-option-max_cards-18 = 18
oh-hell-option-trumps = Trumpf
oh-hell-option-trumps-turn_up = die nach dem Geben aufgedeckte Karte
oh-hell-option-trumps-turn_up_high = aufgedeckt, keiner bei 2 bis 6
oh-hell-option-trumps-spades = immer Pik
oh-hell-option-trumps-cycle = Herz, Karo, Kreuz, Pik reihum
oh-hell-option-trumps-cycle_nt = die vier Farben, dann kein Trumpf, reihum
oh-hell-option-bidding = Bieten
oh-hell-option-bidding-hook = reihum, mit Haken
oh-hell-option-bidding-no_hook = reihum, ohne Haken
oh-hell-option-bidding-simultaneous = alle zugleich, verdeckt
oh-hell-option-first_lead = Erstes Ausspiel
oh-hell-option-first_lead-left_of_dealer = links vom Geber
oh-hell-option-first_lead-dealer = der Geber
oh-hell-option-must_trump = Trumpfzwang, wer nicht bedienen kann
oh-hell-option-jokers = Zwei Joker
oh-hell-option-scoring = Wertung
oh-hell-option-scoring-tricks_bonus = 1 je Stich, 10 mehr wenn genau
oh-hell-option-scoring-exact_only = 10 + Gebot wenn genau, sonst 0
oh-hell-option-scoring-ten_per_trick = 10 je gebotenem Stich, minus 10 je Stich daneben
oh-hell-option-scoring-five_ten = 5 + 10 je Stich, minus 5 + 5 je Stich daneben
oh-hell-option-scoring-squares = 10 + Gebot², minus Abweichung²
oh-hell-option-zero_bid = Ein erfülltes Gebot 0
oh-hell-option-zero_bid-standard = wie die Wertung sagt
oh-hell-option-zero_bid-five = zählt 5
oh-hell-option-zero_bid-five_plus_cards = zählt 5 + ausgeteilte Karten
oh-hell-option-tie = Gleichstand an der Spitze
oh-hell-option-tie-shared = wird geteilt
oh-hell-option-tie-play_off = wird ausgespielt
oh-hell-option-forehead_last_hand = Letzte 1-Karten-Runde an der Stirn

## Abgelehnte Züge, dem Spieler gesagt, der es versucht hat ($seat: ein Name)

oh-hell-error-game-over = Das Spiel ist vorbei.
oh-hell-error-no-such-seat = An diesem Tisch gibt es keinen Platz { $seat }.
oh-hell-error-not-your-turn = { $seat } ist am Zug.
oh-hell-error-bidding-over = Das Bieten ist vorbei: spiel eine Karte.
oh-hell-error-still-bidding = Das Bieten läuft noch: erst bieten.
oh-hell-error-bid-too-high = Du kannst 0 bis { $cards } bieten, nicht { $bid }.
oh-hell-error-hooked = Als Geber darfst du nicht { $bid } bieten: die Gebote ergäben zusammen die Zahl der Karten (der Haken).
oh-hell-error-bid-final = Dein Gebot steht: der nächste Spieler hat geboten.
oh-hell-error-already-bid = Du hast schon geboten, und Gebote lassen sich nicht ändern.
oh-hell-error-not-held = Du hast { $card } nicht.
oh-hell-error-must-follow = Du musst Farbe bedienen: spiel { $suit }.
oh-hell-error-must-trump = Du kannst nicht bedienen, also musst du Trumpf spielen ({ $suit }).
oh-hell-error-not-blind = Nur die letzte Runde wird blind gespielt: nenne die Karte.

## Dieselben Ablehnungen über einen Spieler, wie der Schiedsrichter urteilt

oh-hell-error-about = { $who }: { $error }
oh-hell-error-about-not-your-turn = { $seat } ist am Zug, nicht { $who }
oh-hell-error-about-bid-too-high = { $who } kann 0 bis { $cards } bieten, nicht { $bid }
oh-hell-error-about-hooked = { $who } gibt und darf nicht { $bid } bieten (der Haken)
oh-hell-error-about-bid-final = { $who } darf das Gebot nicht ändern: der nächste Spieler hat geboten
oh-hell-error-about-already-bid = { $who } hat schon geboten (beim verdeckten Bieten keine Änderung)
oh-hell-error-about-not-held = { $who } hat { $card } nicht
oh-hell-error-about-must-follow = { $who } muss Farbe bedienen ({ $suit })
oh-hell-error-about-must-trump = { $who } kann nicht bedienen und muss Trumpf spielen ({ $suit })

## Ein Tisch oder ein Protokoll, das sich nicht aufbauen lässt

oh-hell-setup-seats = { $needed }, nicht { $players }
oh-hell-setup-max-cards = an diesem Tisch können höchstens { $limit } Karten je Spieler ausgeteilt werden, nicht { $max }
oh-hell-options-error-unknown = Oh Hell! hat keine Option „{ $key }“
oh-hell-options-error-bad-value = „{ $value }“ ist kein Wert von { $key } (Werte: { $values })
oh-hell-options-error-not-key-value = „{ $text }“ ist nicht schlüssel=wert
oh-hell-replay-illegal = Zug { $index } wird abgelehnt: { $error }

## Die Regeln in Kürze, Seite für Seite (** hebt hervor)

oh-hell-rules-brief-title = Oh Hell! in Kürze
oh-hell-rules-brief = { $min } bis { $max } Spieler, ein Blatt mit 52 Karten, Ass hoch. Ein Spiel ist eine Folge von **Runden**: 10 Karten je Spieler (8 bei 6 Spielern, 7 bei 7), jede Runde eine Karte weniger bis 1, dann wieder hinauf. Das Geben wandert nach links. In jeder Runde **bietest** du, wie viele Stiche du machst, und versuchst, **genau** so viele zu machen.
oh-hell-rules-bidding-title = Geben und Bieten
oh-hell-rules-bidding = Nach dem Geben wird die nächste Karte aufgedeckt: ihre Farbe ist **Trumpf** (keine Karte übrig: kein Trumpf). Von links vom Geber bis zum Geber bietet jeder 0 oder mehr Stiche; du darfst dein Gebot ändern, bis der Nächste geboten hat. **Der Haken**: der Geber darf nicht so bieten, dass die Gebote zusammen die Zahl der Karten ergeben – einer liegt also immer daneben.
oh-hell-rules-play-title = Das Spiel
oh-hell-rules-play = Links vom Geber wird eine beliebige Karte ausgespielt. Jeder **bedient Farbe**, wenn er kann, sonst spielt er irgendeine Karte. Der höchste Trumpf macht den Stich, sonst die höchste Karte der ausgespielten Farbe; wer ihn macht, spielt als Nächster aus.
oh-hell-rules-scoring-title = Wertung
oh-hell-rules-scoring = Du bekommst 1 Punkt je Stich und **10 dazu**, wenn du genau dein Gebot machst (Gebot 2: 12 Punkte mit 2 Stichen, 1 mit 1, 3 mit 3). Nach der letzten Runde gewinnt die höchste Summe; wer gleichauf vorn liegt, teilt den Sieg.

## ribs play --game oh-hell: das Spiel im Terminal ($me: „yes“, wenn $who der Leser ist)

oh-hell-play-welcome = { $game } Du (Platz 1) gegen { $others }.
oh-hell-play-sequence = Computerspieler der Stufe { $level }; { $hands } Runden, zu Beginn { $first } Karten.
oh-hell-play-seed = Seed { $seed } (noch einmal spielen mit --seed { $seed }).
oh-hell-play-hand-dealt = ── Runde { $number } von { $hands } · { $cards } Karten · Geber: { $dealer } ──
oh-hell-play-play-off = ── Stechen, Runde { $number } · { $cards } Karten · Geber: { $dealer } ──
oh-hell-play-your-hand = Deine Karten: { $cards }
oh-hell-play-foreheads = Deine Karte ist an deiner Stirn; du siehst: { $cards }
oh-hell-play-bids = { $me ->
        [yes] { $who } bietest { $bid }.
       *[no] { $who } bietet { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] { $who } änderst dein Gebot auf { $bid }.
       *[no] { $who } ändert das Gebot auf { $bid }.
    }
oh-hell-play-chose = { $who }: Gebot gewählt.
oh-hell-play-bids-shown = Gebote aufgedeckt: { $bids }
oh-hell-play-leads = { $who } spielt aus.
oh-hell-play-plays = { $me ->
        [yes] { $who } spielst { $card }.
       *[no] { $who } spielt { $card }.
    }
oh-hell-play-trick-taken = Stich { $number }: { $cards } → { $who }
oh-hell-play-hand-over = Runde { $number } gewertet:
oh-hell-play-score-line = { $who }: Gebot { $bid }, { $won } Stiche, { $made ->
        [yes] erfüllt
       *[no] daneben
    }: { $points } (Summe { $total })
oh-hell-play-totals = Summen: { $line }
oh-hell-play-settlement = Gegenüber dem Durchschnitt: { $line }
oh-hell-play-winners = { $count ->
        [one] { $who } gewinnt das Spiel.
       *[other] { $who } teilen sich den Sieg.
    }
oh-hell-play-status = Runde { $number } von { $hands } · { $cards } Karten · Geber { $dealer } · { $trumps }
oh-hell-play-bids-line = Gebote: { $bids } ({ $total } von { $cards })
oh-hell-play-won-line = Stiche: { $line }
oh-hell-play-trick-line = Stich: { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Dein Gebot, 0 bis { $cards }
oh-hell-play-prompt-bid-hooked = Dein Gebot, 0 bis { $cards }, nicht { $hooked } (der Haken)
oh-hell-play-prompt-card = Deine Karte (etwa Qh oder 10s)
oh-hell-play-prompt-follow = Deine Karte: bediene { $suit }, wenn du kannst
oh-hell-play-prompt-blind = Tippe spielen: deine Karte ist die, die du nicht siehst
oh-hell-play-word-play = spielen
oh-hell-play-words-play = spielen, play, p
oh-hell-play-not-a-card = „{ $text }“ ist weder eine Karte noch ein Gebot (eine Zahl, oder eine Karte wie Qh, 10s, K♥)
oh-hell-play-help =
    Befehle:
      eine Zahl          sie bieten (0 bis zur Zahl der Karten)
      eine Karte         sie spielen: Qh, 10s, ts, K♥ (Buchstaben groß oder klein)
      spielen            in der letzten Runde an der Stirn die Karte spielen, die du nicht siehst
      karten             deine Karten
      tisch              wo die Runde steht
      punkte             die Summen bisher
      tipp               was ein normaler Computerspieler täte
      regeln             die Regeln in Kürze
      ende               den Tisch verlassen

## Auf Discord: die Tischnachricht, die Ansagen, das Panel

oh-hell-title = Oh Hell! · Runde { $number } von { $hands } · { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } je Spieler
oh-hell-title-play-off = Oh Hell! · Stechen, Runde { $number } · { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } je Spieler
oh-hell-seat-line = { $who }: Gebot { $bid } · Stiche { $won } · Summe { $total }
oh-hell-dealer-mark = { $who } (Geber)
oh-hell-bid-secret = gewählt
oh-hell-bids-total = Gebote: { $total } von { $cards }
oh-hell-hooked = { $who } gibt und darf nicht { $bid } bieten (der Haken).
oh-hell-trick-now = Stich { $number }: { $plays }
oh-hell-trick-last = Letzter Stich: { $plays } → { $who }
oh-hell-your-turn = { $people }: du bist dran.
oh-hell-trick-taken = Stich { $number } geht an { $who }
oh-hell-hand-scored = Runde { $number } gewertet ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, { $trumps })
oh-hell-standing-line = { $place }. { $who }: { $total } ({ $against } gegenüber dem Schnitt)
oh-hell-panel-status = { $trumps } · dein Gebot: { $bid } · deine Stiche: { $won }
oh-hell-may-change = Du hast { $bid } geboten: du kannst es ändern, bis { $who } bietet.
oh-hell-prompt-lead = Du spielst aus: jede Karte.
oh-hell-prompt-follow = Bediene { $suit }, wenn du kannst: diese Karten darfst du spielen.
oh-hell-prompt-blind = Deine Karte ist an deiner Stirn: spiel sie ungesehen.
oh-hell-button-blind = Meine Karte spielen
oh-hell-new-hand = Runde { $number }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } je Spieler.
oh-hell-dealt = Deine Karten: { $cards }
oh-hell-you-bid = Du bietest { $bid }.
oh-hell-you-played = Du spielst { $card }.
oh-hell-you-played-blind = Du spielst deine ungesehene Karte.
oh-hell-action-bid = { $bid } bieten
oh-hell-action-card = { $card } spielen
oh-hell-action-blind = die ungesehene Karte spielen

## Das Bild des Tisches
oh-hell-pic-title = Runde { $number } · { $cards } Karten
oh-hell-pic-turned = aufgedeckt
oh-hell-pic-bid-secret = gewählt
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = noch keins
oh-hell-pic-plate = Gebot { $bid } · Stiche { $won }
oh-hell-pic-alt-head = Oh-Hell!-Tisch, Runde { $number }, je { $cards } Karten, { $trumps }.
oh-hell-pic-alt-seat = { $who }: Gebot { $bid }, Stiche { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = Im Stich: { $plays }.
oh-hell-pic-alt-no-trick = Noch keine Karte im Stich.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(number: "plural") }: { $matches } gespielt, { $wins } gewonnen ({ $rate } %)
    Genau erfüllte Ansagen: { $made } von { $bids }
