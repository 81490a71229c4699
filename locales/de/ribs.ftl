# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs auf Deutsch: jeder Satz, den der Discord-Bot und `ribs play` sagen.
#
# Glossar: die Begriffe des Spiels, einmal für diese Sprache gewählt und in allen
# Nachrichten über diese Terms verwendet. Substantive schreibt man im Deutschen immer groß,
# sie ignorieren daher `case`; Verben und Partizipien nehmen `case: "capital"` für den
# Satzanfang (sonst klein). Manche Terms nehmen zusätzlich `number: "plural"`, `form` oder
# `kasus`; ohne Parameter liefern alle die gängigste Form (Einzahl, Nominativ, Verb im
# Infinitiv). Gebeugte Verbformen („wirft ab“, „bietet“) stehen direkt im Text.
#   -ribs-ribs    Rippen (f., immer Mehrzahl): die zwei Karten, die der Höchstbietende verdeckt
#            legt. Wörtlich wie der Name des Spiels; eine einzelne Karte ist „eine Rippe“.
#   -ribs-fold    abwerfen (Verb; form: "noun": der Abwurf): zwei Karten verdeckt aus dem Stich
#            legen, einmal pro Runde. Wie das Abwerfen im Stichspiel: die Karten zählen für
#            niemanden. Trennbar: „Ann wirft ab“, „du hast abgeworfen“.
#   -ribs-folded  abgeworfen (Partizip); die Karten heißen „abgeworfene Karten“.
#   -ribs-crack   knacken: dieselben zwei Ränge spielen wie die Rippen, was alle offenen Karten
#            holt. Man knackt die Rippen wie einen Code; wer knackt, ist „der Knacker“.
#   -ribs-cracked geknackt (Partizip): „Rippen geknackt“.
#   -ribs-bid     Gebot (n.; number: "plural": Gebote; form: "verb": bieten): wie viele Punkte
#            die besiegten Karten wert sein werden. Die ganze Runde heißt „das Bieten“; wer
#            am höchsten bietet, „hat das Gebot“ (in Labels: „Höchstgebot“, „Bieter“). Ein
#            Gebot wird „erfüllt“ oder „verfehlt“. Springen gibt es nicht, „passen“ schon.
# Weitere feste Wörter: offen / verdeckt (face up / face down), schlagen (beat), besiegt
# (defeated), Zug (a play), holen (capture), aus dem Spiel (discarded), Geber (dealer, „G“
# im Bild), Platz (seat), Rang (rank: A K Q J 10 9 8 7), Farbe (suit), Punkte,
# Computerspieler, Host, Revanche (rematch), Wertung (rating), Server-Admin (server
# manager), Bilanz (record).
# Werte (Namen, Karten, Zahlen) bleiben, wie sie sind: ein Name wird nie übersetzt, eine
# Karte ist ihr Rang und das Symbol ihrer Farbe (K♥, 10♠²).
# Spieler werden geduzt. In `ribs play` heißt dein Platz „Du“ ($who); wo eine Nachricht
# kein $me hat, vermeidet sie ein Verb, das sich nach $who richtet.

-ribs-ribs = Rippen
-ribs-fold = { $form ->
        [noun] Abwurf
       *[verb] { $case ->
            [capital] Abwerfen
           *[lower] abwerfen
        }
    }
-ribs-folded = { $case ->
        [capital] Abgeworfen
       *[lower] abgeworfen
    }
-ribs-crack = { $case ->
        [capital] Knacken
       *[lower] knacken
    }
-ribs-cracked = { $case ->
        [capital] Geknackt
       *[lower] geknackt
    }
-ribs-bid = { $form ->
        [verb] { $case ->
            [capital] Bieten
           *[lower] bieten
        }
       *[noun] { $number ->
            [plural] Gebote
           *[singular] Gebot
        }
    }

## Die Wörter des Spiels selbst (für alle Oberflächen)

# Wie ein Zug ausging: Partizipien, damit sich nichts nach dem Spieler richten muss.
ribs-outcome-beat = { -ribs-ribs } geschlagen
ribs-outcome-defeated = besiegt
ribs-outcome-defeated-kept = besiegt, aber behalten: { -ribs-bid } verfehlt
ribs-outcome-folded = { -ribs-folded }
ribs-outcome-cracked = { -ribs-ribs } { -ribs-cracked }
ribs-outcome-cracked-too = auch { -ribs-cracked }, aber zu spät
ribs-outcome-lost-to-crack = an den Knacker verloren

# $who nennt den Platz und kann „du“ / „Du“ sein (der Leser): daher der Gedankenstrich
# statt eines Verbs, das sich nach $who richten müsste.
ribs-verdict-cracked = { $who } – { -ribs-ribs } { -ribs-cracked }
ribs-verdict-made = { $who } – { -ribs-bid } { $bid } erfüllt (besiegte Karten zählen { $worth })
ribs-verdict-lost = { $who } – { -ribs-bid } { $bid } verfehlt (besiegte Karten zählen nur { $worth })
ribs-players-needed = Ribs braucht { $min } bis { $max } Spieler

ribs-options-target = wer zuerst { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } gewinnt
ribs-options-bid-step = { -ribs-bid(number: "plural") } steigen um { $step }
ribs-options-both-higher = zum Schlagen der { -ribs-ribs } müssen beide Karten höher sein
ribs-options-no-folding = kein { -ribs-fold(case: "capital") }
ribs-options-last-face-up = der letzte { -trick } wird offen gespielt

## Die Tischoptionen, wie die Lobby sie anbietet: der Name jeder Option und die Wörter
## ihrer Werte (kurz: jedes ist eine Auswahl eines Menüs)

ribs-option-target = Gewonnene { -hand(number: "plural") } zum Sieg
ribs-option-bid_step = Gebotsschritt
ribs-option-beat_rule = Zum Schlagen der { -ribs-ribs }
ribs-option-beat_rule-one_higher = eine Karte höher als beide { -ribs-ribs }
ribs-option-beat_rule-both_higher = beide Karten höher als beide { -ribs-ribs }
ribs-option-folding = { -ribs-fold(case: "capital") }
ribs-option-folding-once_per_hand = einmal pro { -hand }
ribs-option-folding-never = nie
ribs-option-last_trick_face_up = Letzter { -trick } offen

## Regelverstöße, gesagt dem Spieler, der es versucht hat ($who, $seat: der Name eines Platzes)

ribs-error-match-over = die { -match } ist vorbei
ribs-error-hand-over = die { -hand } ist vorbei
ribs-error-no-such-seat = { $seat } sitzt nicht an diesem Tisch
ribs-error-not-your-turn = du bist nicht dran: wir warten auf { $seat }
ribs-error-already-passed = du hast in diesem { -trick } schon gepasst
ribs-error-must-open = das erste { -ribs-bid } muss { $bid } sein
ribs-error-wrong-bid = dein { -ribs-bid } muss { $expected } sein (ein Schritt über dem letzten { -ribs-bid }; Springen gibt es nicht)
ribs-error-bid-too-high = höher kann niemand { -ribs-bid(form: "verb") }
ribs-error-below-opening = { -ribs-bid(number: "plural") } beginnen bei { $opening }, nicht bei { $bid }
ribs-error-off-step = { -ribs-bid(number: "plural") } steigen ab { $opening } um { $step }: { $bid } ist keins davon
ribs-error-still-bidding = das Bieten läuft noch: biete { $next } oder passe
ribs-error-bidding-over = das Bieten für diesen { -trick } ist vorbei
ribs-error-must-lay-ribs = du hast das { -ribs-bid }: leg zwei Karten als deine { -ribs-ribs }
ribs-error-not-the-bidder = nur wer das { -ribs-bid } hat, legt { -ribs-ribs }
ribs-error-bidder-cannot-fold = wer das { -ribs-bid } hat, darf nicht { -ribs-fold }
ribs-error-already-folded = du hast in dieser { -hand } schon { -ribs-folded }
ribs-error-folding-off = { -ribs-fold(case: "capital") } ist an diesem Tisch ausgeschaltet
ribs-error-last-trick-face-up = im letzten { -trick } darf niemand { -ribs-fold }: er wird offen gespielt
ribs-error-not-held = du hast { $card } nicht auf der Hand
ribs-error-same-card-twice = wähl zwei verschiedene Karten

## Die Regeln in Kürze, Seite für Seite (`**` markiert, was betont wird)

ribs-rules-brief-title = Ribs in Kürze
ribs-rules-brief =
    { $min } bis { $max } Spieler, je { $cards } Karten: pro Spieler kommt einmal A K Q J 10 9 8 7 ins Spiel. Farben spielen keine Rolle. Punkte: **A 0 · K Q J 2 · 10 9 8 7 1** (10 Punkte pro Spieler).

    Eine { -hand } hat vier **{ -trick(number: "plural") }**. Vor jedem { -trick } wird geboten; wer am höchsten bietet, legt zwei Karten verdeckt (die **{ -ribs-ribs }**), alle anderen spielen zwei Karten offen oder **werfen sie verdeckt ab** (einmal pro { -hand }). Wer die meisten Punkte holt, gewinnt die { -hand }; wer zuerst { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } gewinnt, holt die { -match }.
ribs-rules-bidding-title = Bieten
ribs-rules-bidding =
    Im ersten { -trick } beginnt der Geber mit dem Bieten, danach jeweils, wer zuletzt das { -ribs-bid } hatte. Wer eröffnet, **muss { $opening } { -ribs-bid(form: "verb") }**. Dann passt jeder, der noch dabei ist, im Uhrzeigersinn oder bietet genau eins mehr (kein Springen). Wer passt, ist für diesen { -trick } raus. Das Bieten endet, wenn nur noch einer übrig ist.

    Beispiel (A..F, A beginnt): A 2, B 3, C passt, D passt, E 4, F passt, A passt, B 5, E 6, B passt: **E hat das { -ribs-bid } mit 6**.
ribs-rules-play-title = Spielen
ribs-rules-play = Wer das { -ribs-bid } hat, legt die { -ribs-ribs } verdeckt. Dann spielt jeder andere, im Uhrzeigersinn links davon beginnend, zwei Karten **offen** (alle sehen sie sofort) oder **wirft sie verdeckt ab**: einmal pro { -hand } erlaubt, nie für den Bieter. Abgeworfene Karten sind aus dem Spiel und gehen an niemanden; niemand sieht sie, bevor die { -hand } vorbei ist.
ribs-rules-cracking-title = { -ribs-crack(case: "capital") }, schlagen, besiegen
ribs-rules-cracking =
    Die { -ribs-ribs } werden aufgedeckt. Wer **dieselben zwei Ränge** spielt wie die { -ribs-ribs }, **knackt** sie: der erste Knacker in Spielreihenfolge holt alle offenen Karten, { -ribs-ribs } inklusive.
    Sonst **schlägt** ein Zug die { -ribs-ribs }, wenn keine seiner Karten zu einer Rippe **passt** (gleicher Rang) und eine Karte **höher als beide { -ribs-ribs }** ist: wer ihn gespielt hat, behält ihn. Alles andere ist **besiegt**.

    { -ribs-ribs } Q-9: K-7 schlägt (K ist höher als beide, 7 passt zu keiner); K-9, J-10, Q-J und A-Q sind besiegt. { -ribs-ribs } J-9: A-J ist besiegt (J passt zu J).
ribs-rules-winning-title = { -ribs-bid(number: "plural") } erfüllt und verfehlt; wer gewinnt
ribs-rules-winning =
    Sind die besiegten Karten **mindestens das { -ribs-bid }** wert, holt der Bieter sie und die { -ribs-ribs }; sonst behält jeder Besiegte seine eigenen Karten, und die { -ribs-ribs } gehen aus dem Spiel. Der Wert der { -ribs-ribs } selbst zählt nie für das { -ribs-bid }. { -ribs-ribs } mit 3 Punkten, besiegte Karten mit 6: { -ribs-bid } 6 holt 9 Punkte; { -ribs-bid } 7 holt nichts.

    Wer die meisten Punkte hat, gewinnt die { -hand } (bei Gleichstand alle). Wer zuerst die Zielzahl an { -hand(number: "plural") } gewinnt, holt die { -match }; liegen mehrere gleichauf vorn, wird weitergespielt, bis einer allein führt. Tischoptionen: Ziel, Gebotsschritt 2, Schlagen nur mit zwei höheren Karten, kein { -ribs-fold(case: "capital") }, letzter { -trick } offen.

## `ribs play`: eine Partie im Terminal

ribs-play-hand-dealt = ── { -hand } { $hand } · Geber: { $dealer } ──
ribs-play-your-hand = Deine Karten: { $cards }
ribs-play-trick-of = { -trick } { $trick } von { $tricks }.
ribs-play-opens = { $me ->
        [yes] { $who } eröffnest das Bieten mit { $bid }.
       *[no] { $who } eröffnet das Bieten mit { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] { $who } bietest { $bid }
       *[no] { $who } bietet { $bid }
    }
# „du passt“ und „er passt“ sind gleich.
ribs-play-passes = { $me ->
        [yes] { $who } passt
       *[no] { $who } passt
    }
ribs-play-bidder = { $me ->
        [yes] { $who } hast das { -ribs-bid } mit { $bid }.
       *[no] { $who } hat das { -ribs-bid } mit { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] { $who } legst die { -ribs-ribs } offen: { $cards }
       *[no] { $who } legt die { -ribs-ribs } offen: { $cards }
    }
ribs-play-your-ribs = { $who } legst die { -ribs-ribs } verdeckt: { $cards }
ribs-play-ribs-down = { $who } legt die { -ribs-ribs } verdeckt.
ribs-play-plays = { $me ->
        [yes] { $who } spielst { $cards }
       *[no] { $who } spielt { $cards }
    }
ribs-play-your-fold = { $who } wirfst { $cards } verdeckt ab
ribs-play-folds = { $who } wirft ab.
ribs-play-ribs-revealed = { -ribs-ribs } ({ $who }): { $cards }
ribs-play-fold-shown = { $who } warf { $cards } ab ({ -trick } { $trick })
ribs-play-folds-shown = Abgeworfene Karten aufgedeckt: { $folds }.
ribs-play-hand-goes-to = Sieg in { -hand } { $hand }:
ribs-play-hand-won-with = { $winners } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }.
ribs-play-hand-wins = Gewonnene { -hand(number: "plural") } (bis { $target }): { $line }
ribs-play-face-down = verdeckt
ribs-play-cards-face-down = { $cards } verdeckt
ribs-play-points-captured = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } geholt
ribs-play-ribs-discarded = die { -ribs-ribs } gehen aus dem Spiel
ribs-play-points-this-hand = Punkte in dieser { -hand }: { $line }
ribs-play-status-line = { -hand } { $hand } · { -trick } { $trick } von { $tricks } · Geber { $dealer }
ribs-play-bidding-line = Bieten: { $calls }
ribs-play-call-bid = { $who } { $bid }
ribs-play-call-passed = { $who } passt
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } verdeckt
ribs-play-ribs-not-laid = { -ribs-ribs } noch nicht gelegt
ribs-play-bidder-line = Höchstgebot: { $who } mit { $bid } · { $ribs }
ribs-play-played-line = Gespielt: { $plays }
ribs-play-played-folded = { $who } { -ribs-folded }
ribs-play-to-play-line = Noch dran: { $names }
ribs-play-folded-line = { -ribs-folded(case: "capital") } in dieser { -hand }: { $names }

ribs-play-prompt-open = Du eröffnest das Bieten: tippe { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = Biete { $next } oder { ribs-play-word-pass }?
ribs-play-prompt-no-higher = Höher geht kein { -ribs-bid }: { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Leg deine { -ribs-ribs }, zwei Karten offen (z. B. A K)
       *[no] Leg deine { -ribs-ribs }, zwei Karten verdeckt (z. B. A K)
    }
ribs-play-prompt-play = Spiel zwei Karten offen (z. B. K 9) oder wirf zwei ab ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Spiel zwei Karten offen (z. B. K 9; { $why })

ribs-play-help =
    Befehle:
      { ribs-play-word-bid }          aufs nächste { -ribs-bid } erhöhen (oder das Bieten eröffnen); '{ ribs-play-word-bid } 5' prüft, dass es 5 ist
      { ribs-play-word-pass }          beim Bieten für diesen { -trick } passen
      K 9            diese zwei Karten als deine { -ribs-ribs } legen oder offen spielen
                     (Ränge A K Q J 10 9 8 7; Farbe optional: K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7   zwei Karten verdeckt { -ribs-fold } (einmal pro { -hand })
      { play-word-hand }, { play-word-table }  deine Karten zeigen oder den Tisch, wie du ihn siehst
      { play-word-scores }         Punkte dieser { -hand } und gewonnene { -hand(number: "plural") }
      { play-word-hint }           was ein normaler Computerspieler tun würde
      { play-word-rules }         die Regeln in Kürze, mit Beispielen
      { play-word-help }, { play-word-quit }    diese Hilfe; die { -match } verlassen

# Die Wörter, die man am Prompt tippt, in dieser Sprache (die englischen gelten immer mit):
# das erste steht in der Hilfe, die anderen sind Abkürzungen. Keine Bindestriche (sie
# trennen Wörter), keine einzelnen Buchstaben (B, D, K, A wären Karten).
ribs-play-word-bid = biete
ribs-play-word-pass = passe
ribs-play-word-fold = abwerfen
ribs-play-words-bid = biete, bieten, hoch
ribs-play-words-pass = passe, passen
ribs-play-words-fold = abwerfen, wirf, weg
ribs-play-words-play = spiele, spiel, lege, rippen
ribs-play-bid-how = tippe '{ ribs-play-word-bid }' oder '{ ribs-play-word-bid } N'
ribs-play-name-two = nenne zwei Karten, z. B. 'K 9' (du hast { $count } genannt)
ribs-play-only-one = du hast { $card } nur einmal
ribs-play-do-not-hold = du hast { $card } nicht auf der Hand
ribs-play-not-a-card = „{ $text }“ ist keine Karte (Ränge: A K Q J 10 9 8 7, z. B. „K“, „10“, „K♥“, „Kh“)
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## Die Bilder: Wörter auf dem Tisch- und dem Aufdeckbild (kurz: jedes hat einen festen
## Platz), und ihre Alt-Texte (was ein Screenreader vorliest: schlichte Sätze).
## $who ist ein Name, $cards sind Karten (K♥ 9♠), $line eine Liste („Ann 3, Bob 0“).

ribs-pic-title = { -hand } { $hand } · { -trick } { $trick } von { $tricks }
ribs-pic-title-over = { -hand } { $hand } · vorbei
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = passe
ribs-pic-mark-ribs = RIPPEN
ribs-pic-mark-fold = ABWURF
ribs-pic-middle-match-over = { -match } vorbei
ribs-pic-middle-hand-over = { -hand } vorbei
ribs-pic-middle-bidding = Bieten
ribs-pic-middle-bid = { -ribs-bid } { $bid }
ribs-pic-footer-wins = { $who } gewinnt die { -match }
ribs-pic-footer-open = ▶ { $who }: mit { $bid } eröffnen
ribs-pic-footer-bid = ▶ { $who }: { $bid } { -ribs-bid(form: "verb") } oder passen
ribs-pic-footer-pass = ▶ { $who }: passen
ribs-pic-footer-ribs = ▶ { $who }: { -ribs-ribs } legen
ribs-pic-footer-play = ▶ { $who }: zwei Karten spielen
ribs-pic-state-open = ▶ eröffnen
ribs-pic-state-bid = ▶ { -ribs-bid(form: "verb") }
ribs-pic-state-ribs = ▶ { -ribs-ribs } legen
ribs-pic-state-play = ▶ spielen
ribs-pic-state-bidder = Höchstgebot { $bid }
ribs-pic-state-folded = { -ribs-folded }
ribs-pic-state-fold-used = { -ribs-fold(form: "noun") } genutzt
ribs-pic-tally = { $points } Pkt. · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
ribs-pic-reveal-title = { -trick } { $trick } · { $who } bietet { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked }
ribs-pic-verdict-made = { -ribs-bid } erfüllt
ribs-pic-verdict-lost = { -ribs-bid } verfehlt
ribs-pic-takes-all = { $who } holt alle offenen Karten
ribs-pic-worth = besiegte Karten zählen { $worth } gegen das { -ribs-bid } von { $bid }
ribs-pic-head-player = Spieler
ribs-pic-head-played = gespielt
ribs-pic-head-outcome = Ergebnis
ribs-pic-head-captured = geholt
ribs-pic-bidder-ribs = Bieter · die { -ribs-ribs }
ribs-pic-outcome-beat = schlägt
ribs-pic-outcome-defeated = besiegt
ribs-pic-outcome-folded = { -ribs-folded }
ribs-pic-outcome-cracked = { -ribs-cracked }
ribs-pic-outcome-cracked-too = auch { -ribs-cracked }
ribs-pic-outcome-lost-to-crack = an den Knacker
ribs-pic-nothing = nichts
ribs-pic-won-points = +{ $points } Pkt.
ribs-pic-won-cards = { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
ribs-pic-alt-match-over = Ribs-Tisch mit { $players } Spielern: die { -match } ist vorbei, { $who } gewinnt sie.
ribs-pic-alt-hand-over = Ribs-Tisch mit { $players } Spielern: { -hand } { $hand } ist vorbei.
ribs-pic-alt-table = Ribs-Tisch mit { $players } Spielern, { -hand } { $hand }, { -trick } { $trick } von { $tricks }; die { -match } holt, { $target }.
ribs-pic-alt-rules = Regeln: { $rules }.
ribs-pic-alt-call-bid = { $who } bietet { $bid }
ribs-pic-alt-call-pass = { $who } passt
ribs-pic-alt-no-bids = Noch keine { -ribs-bid(number: "plural") }.
ribs-pic-alt-bidding = Bieten bisher: { $calls }.
ribs-pic-alt-bidder = { $who } hat das { -ribs-bid } mit { $bid }.
ribs-pic-alt-bidder-up = { $who } hat das { -ribs-bid } mit { $bid }; die { -ribs-ribs } liegen offen: { $cards }.
ribs-pic-alt-bidder-down = { $who } hat das { -ribs-bid } mit { $bid }; die { -ribs-ribs } liegen verdeckt.
ribs-pic-alt-play = { $who } { $cards }
ribs-pic-alt-play-folded = { $who } hat { -ribs-folded }
ribs-pic-alt-played = Bisher gespielt: { $plays }.
ribs-pic-alt-turn-open = { $who } muss das Bieten mit { $bid } eröffnen.
ribs-pic-alt-turn-bid = { $who } ist dran: { $bid } { -ribs-bid(form: "verb") } oder passen.
ribs-pic-alt-turn-pass = { $who } ist dran und muss passen.
ribs-pic-alt-turn-ribs = { $who } ist dran und legt die { -ribs-ribs }.
ribs-pic-alt-turn-play = { $who } ist dran und spielt zwei Karten.
ribs-pic-alt-points = Punkte in dieser { -hand }: { $line }.
ribs-pic-alt-hand-wins = Gewonnene { -hand(number: "plural") }: { $line }.
ribs-pic-alt-folded = In dieser { -hand } { -ribs-folded }: { $names }.
ribs-pic-alt-reveal = { -trick } { $trick } aufgedeckt: { $who } hat { $bid } geboten, mit den { -ribs-ribs } { $cards }.
ribs-pic-alt-reveal-play = { $who } hat { $cards } gespielt: { $outcome }
ribs-pic-alt-reveal-fold = { $who } hat { -ribs-folded }
ribs-pic-alt-cracked = { $who } hat die { -ribs-ribs } { -ribs-cracked } und holt alle offenen Karten.
ribs-pic-alt-made = Die besiegten Karten zählen { $worth } gegen das { -ribs-bid } von { $bid }: { -ribs-bid } erfüllt.
ribs-pic-alt-lost = Die besiegten Karten zählen { $worth } gegen das { -ribs-bid } von { $bid }: { -ribs-bid } verfehlt, die { -ribs-ribs } gehen aus dem Spiel.
ribs-pic-alt-capture = { $who } { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
ribs-pic-alt-nobody = Niemand holt etwas.
ribs-pic-alt-captured = Geholt: { $captures }.

## Discord: die öffentliche Tischnachricht

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } von { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Geber: { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, du bist dran: eröffne das Bieten mit { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, du bist dran: { -ribs-bid(form: "verb") } oder passen.
ribs-table-your-turn-ribs = <@{ $user }>, du bist dran: leg die { -ribs-ribs }.
ribs-table-your-turn-play = <@{ $user }>, du bist dran: spiel zwei Karten.
ribs-table-turn-open = { $who } ist dran und eröffnet das Bieten mit { $bid }…
ribs-table-turn-bid = { $who } ist dran: { -ribs-bid(form: "verb") } oder passen…
ribs-table-turn-ribs = { $who } ist dran: { -ribs-ribs } legen…
ribs-table-turn-play = { $who } ist dran: zwei Karten spielen…
ribs-button-bid = { $bid } { -ribs-bid(form: "verb") }
ribs-button-pass = Passen
ribs-seat-bidder = **Höchstgebot { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } offen { $cards }
ribs-seat-ribs-down = { -ribs-ribs } verdeckt
ribs-seat-laying-ribs = legt die { -ribs-ribs }
ribs-seat-folded = { -ribs-folded }
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = gepasst
ribs-seat-fold-used = { -ribs-fold(form: "noun") } genutzt

## Discord: das Aufdecken eines Stichs, das Ende einer Runde, das Schließen des Tisches

ribs-reveal-title = { -trick } { $trick } · { $who } bietet { $bid }
ribs-reveal-ribs = { -ribs-ribs }: **{ $cards }**
ribs-reveal-face-down = { $cards } verdeckt
ribs-reveal-two-face-down = zwei Karten verdeckt
ribs-reveal-play = { $who }: { $shown } — { $outcome }
ribs-reveal-discarded = Die { -ribs-ribs } gehen aus dem Spiel.
ribs-reveal-captured = Geholt: { $captures }
ribs-hand-over-title = { -hand } { $hand } ist vorbei
ribs-hand-over-points = Punkte: { $line }
ribs-hand-over-winner = **{ $who }** gewinnt die { -hand }.
ribs-hand-over-winners = **{ $who }** liegen gleichauf und gewinnen die { -hand }.
ribs-hand-over-folds = Abgeworfene Karten: { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = Gewonnene { -hand(number: "plural") } (bis { $target }): { $line }

## Discord: das private Panel eines Spielers

ribs-panel-hand-line = { -hand } { $hand } · { -trick } { $trick } von { $tricks }
ribs-panel-your-hand = Deine Karten: **{ $cards }** ({ $points })
ribs-panel-your-fold = Du hast in { -trick } { $trick } { $cards } { -ribs-folded }.
ribs-panel-your-ribs = Deine { -ribs-ribs }: { $cards }
ribs-panel-your-bid = **Du bist dran mit { -ribs-bid(form: "verb", case: "capital") }.**
ribs-panel-lay-ribs-up = **Du bist dran.** Leg deine { -ribs-ribs } (offen: letzter { -trick }): wähl genau zwei Karten.
ribs-panel-lay-ribs = **Du bist dran.** Leg deine { -ribs-ribs } verdeckt: wähl genau zwei Karten.
ribs-panel-play = **Du bist dran.** Spiel zwei Karten offen oder wirf sie ab: wähl genau zwei Karten.
ribs-panel-no-fold = { -ribs-fold(case: "capital") } geht nicht: { $why }.
ribs-panel-picked = Gewählt: **{ $cards }**
ribs-panel-pick = Wähl zwei Karten
ribs-button-lay-ribs = { -ribs-ribs } legen
ribs-button-face-up = Offen spielen
ribs-button-fold = { -ribs-fold(case: "capital") }
ribs-panel-new-hand = 🃏 **Neue { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **Neue { -hand }** ({ -hand } { $hand }). { $who } holt { -hand } { $last }.
ribs-panel-new-hand-tied = 🃏 **Neue { -hand }** ({ -hand } { $hand }). { $who } teilen sich { -hand } { $last }.
ribs-panel-trick = 🂠 { -trick } { $trick }: { $how }.
ribs-panel-trick-mine = 🂠 { -trick } { $trick }: { $how }; dein Zug: { $outcome }.
ribs-panel-you-took = Du hast { $points } geholt.
ribs-you-bid = ✅ Du hast { $bid } geboten.
ribs-you-passed = ✅ Du hast gepasst.
ribs-you-laid-ribs = ✅ Du hast deine { -ribs-ribs } gelegt: { $cards }.
ribs-you-played = ✅ Du hast { $cards } offen gespielt.
ribs-you-folded = ✅ Du hast { $cards } { -ribs-folded }.
ribs-action-bid = { -ribs-bid } { $bid }
ribs-action-pass = Passen
ribs-action-ribs = { -ribs-ribs } { $cards }
ribs-action-face-up = { $cards } offen
ribs-action-fold = { -ribs-fold(form: "noun") } { $cards }

## Discord: Bestenlisten und Statistik. $here beendet einen Satz („auf diesem Server“).

ribs-stats-record = { -match(number: "plural") }: { $matches } gespielt, { $wins } gewonnen ({ $rate } %)
    Gewonnene { -hand(number: "plural") }: { $hands }
    Geholte Punkte: { $points }
    { -ribs-bid(number: "plural") }: { $made } erfüllt, { $lost } verfehlt
    { -ribs-cracked(case: "capital") }: { $cracks } · { -ribs-folded(case: "capital") }: { $folds }

## Discord: Verlauf und Wiederholungen

ribs-replay-nothing = Diese { -match } hat keine { -hand } zum Zeigen.
ribs-replay-dealt = Geber: { $who }. Die Karten, wie sie ausgeteilt wurden:
ribs-replay-call-pass = { $who } passt
ribs-replay-bids = { -ribs-bid(number: "plural") }: { $calls }
ribs-replay-bidder = **{ $who }** hat das { -ribs-bid } mit { $bid }.
ribs-replay-points = Punkte bisher: { $line }
ribs-replay-hand-won = **{ $who }** holt die { -hand } ({ $points }).
ribs-replay-hand-tied = **{ $who }** teilen sich die { -hand } ({ $points }).
ribs-replay-match-won = 🏆 **{ $who }** gewinnt die { -match } mit { $wins ->
        [one] { $wins } gewonnenen { -hand }
       *[other] { $wins } gewonnenen { -hand(number: "plural") }
    }.
ribs-replay-title = { -match } { $number } · { -hand } { $hand } von { $hands } · { -trick } { $trick } von { $tricks }
ribs-button-prev-hand = ◀◀ { -hand }
ribs-button-prev-trick = ◀ { -trick }
ribs-button-next-trick = { -trick } ▶
ribs-button-next-hand = { -hand } ▶▶

## Discord: Antworten auf die Slash-Befehle ($missing, $yours: Namen von Discord-Berechtigungen)

ribs-options-error-target = das Ziel muss zwischen 1 und 20 gewonnenen { -hand(number: "plural") } liegen, nicht { $value }
ribs-options-error-bid-step = der Gebotsschritt muss 1 oder 2 sein, nicht { $value }
ribs-options-error-unknown = unbekannte Option „{ $key }“ (Optionen: target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key }: „{ $value }“ ist keiner der Werte { $expected }
ribs-options-error-not-key-value = „{ $text }“ hat nicht die Form key=value

## Regelverstöße über einen Spieler, wie `ribs referee` eine Partie von außen beurteilt ($who:
## wer es versucht hat; $seat: ein anderer Platz; $error: die Ablehnung, wie der Spieler sie liest)

ribs-error-about = { $who }: { $error }
ribs-error-about-not-your-turn = { $seat } ist dran, nicht { $who }
ribs-error-about-already-passed = { $who } hat schon gepasst
ribs-error-about-must-open = { $who } eröffnet das Bieten und muss { $bid } bieten
ribs-error-about-wrong-bid = das { -ribs-bid } von { $who } muss { $expected } sein (ein Schritt über dem letzten { -ribs-bid }; Springen gibt es nicht)
ribs-error-about-bidding-over = das Bieten ist vorbei: { $seat } hat es mit { $bid } gewonnen
ribs-error-about-already-folded = { $who } hat in dieser { -hand } schon { -ribs-folded }
ribs-error-about-folding-off = { $who } will { -ribs-fold }, aber das ist ausgeschaltet (Variante folding = never)
ribs-error-about-last-trick-face-up = { $who } will { -ribs-fold }, aber der letzte { -trick } wird offen gespielt (Variante last_trick_face_up)

## Ein Geben oder Protokoll, das sich nicht aufbauen oder nachspielen lässt (Werkzeuge des Betreibers)

ribs-setup-players = { $needed }, nicht { $players }
ribs-setup-hand-size = { $seat } muss { $cards } Karten bekommen, nicht { $count }
ribs-setup-dealt-twice = { $card } wird zweimal gegeben
ribs-setup-not-in-pack = { $card } gehört nicht zum Stapel für { $players } Spieler
ribs-setup-dealer = der Geber muss einer der Plätze sein
ribs-replay-illegal = Aktion { $index } ({ $seat } { $action }) ist nicht erlaubt: { $error }
ribs-replay-unfinished = das Protokoll endet, bevor die { -match } zu Ende ist
