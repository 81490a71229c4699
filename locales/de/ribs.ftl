# Ribs auf Deutsch: jeder Satz, den der Discord-Bot und `ribs play` sagen.
#
# Glossar: die Begriffe des Spiels, einmal für diese Sprache gewählt und in allen
# Nachrichten über diese Terms verwendet. Substantive schreibt man im Deutschen immer groß,
# sie ignorieren daher `case`; Verben und Partizipien nehmen `case: "capital"` für den
# Satzanfang (sonst klein). Manche Terms nehmen zusätzlich `number: "plural"`, `form` oder
# `kasus`; ohne Parameter liefern alle die gängigste Form (Einzahl, Nominativ, Verb im
# Infinitiv). Gebeugte Verbformen („wirft ab“, „bietet“) stehen direkt im Text.
#   -ribs    Rippen (f., immer Mehrzahl): die zwei Karten, die der Höchstbietende verdeckt
#            legt. Wörtlich wie der Name des Spiels; eine einzelne Karte ist „eine Rippe“.
#   -fold    abwerfen (Verb; form: "noun": der Abwurf): zwei Karten verdeckt aus dem Stich
#            legen, einmal pro Runde. Wie das Abwerfen im Stichspiel: die Karten zählen für
#            niemanden. Trennbar: „Ann wirft ab“, „du hast abgeworfen“.
#   -folded  abgeworfen (Partizip); die Karten heißen „abgeworfene Karten“.
#   -crack   knacken: dieselben zwei Ränge spielen wie die Rippen, was alle offenen Karten
#            holt. Man knackt die Rippen wie einen Code; wer knackt, ist „der Knacker“.
#   -cracked geknackt (Partizip): „Rippen geknackt“.
#   -bid     Gebot (n.; number: "plural": Gebote; form: "verb": bieten): wie viele Punkte
#            die besiegten Karten wert sein werden. Die ganze Runde heißt „das Bieten“; wer
#            am höchsten bietet, „hat das Gebot“ (in Labels: „Höchstgebot“, „Bieter“). Ein
#            Gebot wird „erfüllt“ oder „verfehlt“. Springen gibt es nicht, „passen“ schon.
#   -trick   Stich (m.; Stiche): ein Bieten und die Züge danach; vier ergeben eine Runde.
#   -hand    Runde (f.; Runden): einmal Geben und vier Stiche; wer sie gewinnt, bekommt
#            einen Rundensieg („gewonnene Runden“). Die Karten, die man hält, heißen „deine
#            Karten“ (das englische „hand“ meint beides).
#   -match   Partie (f.; Partien): gespielt, bis jemand genug Runden gewonnen hat.
#   -autopilot  Autopilot (m.; kasus: "dativ"/"akkusativ"/"genitiv": Autopiloten): der
#            Computer, der den Platz eines Menschen für ihn spielt.
# Weitere feste Wörter: offen / verdeckt (face up / face down), schlagen (beat), besiegt
# (defeated), Zug (a play), holen (capture), aus dem Spiel (discarded), Geber (dealer, „G“
# im Bild), Platz (seat), Rang (rank: A K Q J 10 9 8 7), Farbe (suit), Punkte,
# Computerspieler, Host, Revanche (rematch), Wertung (rating), Server-Admin (server
# manager), Bilanz (record).
# Werte (Namen, Karten, Zahlen) bleiben, wie sie sind: ein Name wird nie übersetzt, eine
# Karte ist ihr Rang und das Symbol ihrer Farbe (K♥, 10♠²).
# Spieler werden geduzt. In `ribs play` heißt dein Platz „Du“ ($who); wo eine Nachricht
# kein $me hat, vermeidet sie ein Verb, das sich nach $who richtet.

-ribs = Rippen
-fold = { $form ->
        [noun] Abwurf
       *[verb] { $case ->
            [capital] Abwerfen
           *[lower] abwerfen
        }
    }
-folded = { $case ->
        [capital] Abgeworfen
       *[lower] abgeworfen
    }
-crack = { $case ->
        [capital] Knacken
       *[lower] knacken
    }
-cracked = { $case ->
        [capital] Geknackt
       *[lower] geknackt
    }
-bid = { $form ->
        [verb] { $case ->
            [capital] Bieten
           *[lower] bieten
        }
       *[noun] { $number ->
            [plural] Gebote
           *[singular] Gebot
        }
    }
-trick = { $number ->
        [plural] Stiche
       *[singular] Stich
    }
-hand = { $number ->
        [plural] Runden
       *[singular] Runde
    }
-match = { $number ->
        [plural] Partien
       *[singular] Partie
    }
-autopilot = { $kasus ->
        [dativ] Autopiloten
        [akkusativ] Autopiloten
        [genitiv] Autopiloten
       *[nominativ] Autopilot
    }

## Die Wörter des Spiels selbst (für alle Oberflächen)
# Wie ein Zug ausging: Partizipien, damit sich nichts nach dem Spieler richten muss.

outcome-beat = { -ribs } geschlagen
outcome-defeated = besiegt
outcome-defeated-kept = besiegt, aber behalten: { -bid } verfehlt
outcome-folded = { -folded }
outcome-cracked = { -ribs } { -cracked }
outcome-cracked-too = auch { -cracked }, aber zu spät
outcome-lost-to-crack = an den Knacker verloren

# $who nennt den Platz und kann „du“ / „Du“ sein (der Leser): daher der Gedankenstrich
# statt eines Verbs, das sich nach $who richten müsste.
verdict-cracked = { $who } – { -ribs } { -cracked }
verdict-made = { $who } – { -bid } { $bid } erfüllt (besiegte Karten zählen { $worth })
verdict-lost = { $who } – { -bid } { $bid } verfehlt (besiegte Karten zählen nur { $worth })
you = du
you-capital = Du

seat-mark = (Platz { $seat })
players-needed = Ribs braucht { $min } bis { $max } Spieler

options-target = wer zuerst { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } gewinnt
options-bid-step = { -bid(number: "plural") } steigen um { $step }
options-both-higher = zum Schlagen der { -ribs } müssen beide Karten höher sein
options-no-folding = kein { -fold(case: "capital") }
options-last-face-up = der letzte { -trick } wird offen gespielt

## Regelverstöße, gesagt dem Spieler, der es versucht hat ($who, $seat: der Name eines Platzes)

error-match-over = die { -match } ist vorbei
error-hand-over = die { -hand } ist vorbei
error-no-such-seat = { $seat } sitzt nicht an diesem Tisch
error-not-your-turn = du bist nicht dran: wir warten auf { $seat }
error-already-passed = du hast in diesem { -trick } schon gepasst
error-must-open = das erste { -bid } muss { $bid } sein
error-wrong-bid = dein { -bid } muss { $expected } sein (ein Schritt über dem letzten { -bid }; Springen gibt es nicht)
error-bid-too-high = höher kann niemand { -bid(form: "verb") }
error-below-opening = { -bid(number: "plural") } beginnen bei { $opening }, nicht bei { $bid }
error-off-step = { -bid(number: "plural") } steigen ab { $opening } um { $step }: { $bid } ist keins davon
error-still-bidding = das Bieten läuft noch: biete { $next } oder passe
error-bidding-over = das Bieten für diesen { -trick } ist vorbei
error-must-lay-ribs = du hast das { -bid }: leg zwei Karten als deine { -ribs }
error-not-the-bidder = nur wer das { -bid } hat, legt { -ribs }
error-bidder-cannot-fold = wer das { -bid } hat, darf nicht { -fold }
error-already-folded = du hast in dieser { -hand } schon { -folded }
error-folding-off = { -fold(case: "capital") } ist an diesem Tisch ausgeschaltet
error-last-trick-face-up = im letzten { -trick } darf niemand { -fold }: er wird offen gespielt
error-not-held = du hast { $card } nicht auf der Hand
error-same-card-twice = wähl zwei verschiedene Karten

## Die Regeln in Kürze, Seite für Seite (`**` markiert, was betont wird)

rules-brief-title = Ribs in Kürze
rules-brief =
    { $min } bis { $max } Spieler, je { $cards } Karten: pro Spieler kommt einmal A K Q J 10 9 8 7 ins Spiel. Farben spielen keine Rolle. Punkte: **A 0 · K Q J 2 · 10 9 8 7 1** (10 Punkte pro Spieler).

    Eine { -hand } hat vier **{ -trick(number: "plural") }**. Vor jedem { -trick } wird geboten; wer am höchsten bietet, legt zwei Karten verdeckt (die **{ -ribs }**), alle anderen spielen zwei Karten offen oder **werfen sie verdeckt ab** (einmal pro { -hand }). Wer die meisten Punkte holt, gewinnt die { -hand }; wer zuerst { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } gewinnt, holt die { -match }.
rules-bidding-title = Bieten
rules-bidding =
    Im ersten { -trick } beginnt der Geber mit dem Bieten, danach jeweils, wer zuletzt das { -bid } hatte. Wer eröffnet, **muss { $opening } { -bid(form: "verb") }**. Dann passt jeder, der noch dabei ist, im Uhrzeigersinn oder bietet genau eins mehr (kein Springen). Wer passt, ist für diesen { -trick } raus. Das Bieten endet, wenn nur noch einer übrig ist.

    Beispiel (A..F, A beginnt): A 2, B 3, C passt, D passt, E 4, F passt, A passt, B 5, E 6, B passt: **E hat das { -bid } mit 6**.
rules-play-title = Spielen
rules-play = Wer das { -bid } hat, legt die { -ribs } verdeckt. Dann spielt jeder andere, im Uhrzeigersinn links davon beginnend, zwei Karten **offen** (alle sehen sie sofort) oder **wirft sie verdeckt ab**: einmal pro { -hand } erlaubt, nie für den Bieter. Abgeworfene Karten sind aus dem Spiel und gehen an niemanden; niemand sieht sie, bevor die { -hand } vorbei ist.
rules-cracking-title = { -crack(case: "capital") }, schlagen, besiegen
rules-cracking =
    Die { -ribs } werden aufgedeckt. Wer **dieselben zwei Ränge** spielt wie die { -ribs }, **knackt** sie: der erste Knacker in Spielreihenfolge holt alle offenen Karten, { -ribs } inklusive.
    Sonst **schlägt** ein Zug die { -ribs }, wenn keine seiner Karten zu einer Rippe **passt** (gleicher Rang) und eine Karte **höher als beide { -ribs }** ist: wer ihn gespielt hat, behält ihn. Alles andere ist **besiegt**.

    { -ribs } Q-9: K-7 schlägt (K ist höher als beide, 7 passt zu keiner); K-9, J-10, Q-J und A-Q sind besiegt. { -ribs } J-9: A-J ist besiegt (J passt zu J).
rules-winning-title = { -bid(number: "plural") } erfüllt und verfehlt; wer gewinnt
rules-winning =
    Sind die besiegten Karten **mindestens das { -bid }** wert, holt der Bieter sie und die { -ribs }; sonst behält jeder Besiegte seine eigenen Karten, und die { -ribs } gehen aus dem Spiel. Der Wert der { -ribs } selbst zählt nie für das { -bid }. { -ribs } mit 3 Punkten, besiegte Karten mit 6: { -bid } 6 holt 9 Punkte; { -bid } 7 holt nichts.

    Wer die meisten Punkte hat, gewinnt die { -hand } (bei Gleichstand alle). Wer zuerst die Zielzahl an { -hand(number: "plural") } gewinnt, holt die { -match }; liegen mehrere gleichauf vorn, wird weitergespielt, bis einer allein führt. Tischoptionen: Ziel, Gebotsschritt 2, Schlagen nur mit zwei höheren Karten, kein { -fold(case: "capital") }, letzter { -trick } offen.

## `ribs play`: eine Partie im Terminal
# $me ist "yes", wenn der Platz dein eigener ist („Du“), sonst "no"; $who ist ein Name.

play-you = Du
play-hand-dealt = ── { -hand } { $hand } · Geber: { $dealer } ──
play-your-hand = Deine Karten: { $cards }
play-trick-of = { -trick } { $trick } von { $tricks }.
play-opens = { $me ->
        [yes] { $who } eröffnest das Bieten mit { $bid }.
       *[no] { $who } eröffnet das Bieten mit { $bid }.
    }
play-bids = { $me ->
        [yes] { $who } bietest { $bid }
       *[no] { $who } bietet { $bid }
    }
# „du passt“ und „er passt“ sind gleich.
play-passes = { $me ->
        [yes] { $who } passt
       *[no] { $who } passt
    }
play-bidder = { $me ->
        [yes] { $who } hast das { -bid } mit { $bid }.
       *[no] { $who } hat das { -bid } mit { $bid }.
    }
play-ribs-face-up = { $me ->
        [yes] { $who } legst die { -ribs } offen: { $cards }
       *[no] { $who } legt die { -ribs } offen: { $cards }
    }
play-your-ribs = { $who } legst die { -ribs } verdeckt: { $cards }
play-ribs-down = { $who } legt die { -ribs } verdeckt.
play-plays = { $me ->
        [yes] { $who } spielst { $cards }
       *[no] { $who } spielt { $cards }
    }
play-your-fold = { $who } wirfst { $cards } verdeckt ab
play-folds = { $who } wirft ab.
play-ribs-revealed = { -ribs } ({ $who }): { $cards }
play-fold-shown = { $who } warf { $cards } ab ({ -trick } { $trick })
play-folds-shown = Abgeworfene Karten aufgedeckt: { $folds }.
play-hand-goes-to = Sieg in { -hand } { $hand }:
play-hand-won-with = { $winners } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }.
play-hand-wins = Gewonnene { -hand(number: "plural") } (bis { $target }): { $line }
play-you-win = Du gewinnst die { -match }!
play-wins = { $who } gewinnt die { -match }.
play-face-down = verdeckt
play-cards-face-down = { $cards } verdeckt
play-points-captured = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } geholt
play-ribs-discarded = die { -ribs } gehen aus dem Spiel
play-points-this-hand = Punkte in dieser { -hand }: { $line }
play-status-line = { -hand } { $hand } · { -trick } { $trick } von { $tricks } · Geber { $dealer }
play-bidding-line = Bieten: { $calls }
play-call-bid = { $who } { $bid }
play-call-passed = { $who } passt
play-ribs-shown = { -ribs } { $cards }
play-ribs-face-down = { -ribs } verdeckt
play-ribs-not-laid = { -ribs } noch nicht gelegt
play-bidder-line = Höchstgebot: { $who } mit { $bid } · { $ribs }
play-played-line = Gespielt: { $plays }
play-played-folded = { $who } { -folded }
play-to-play-line = Noch dran: { $names }
play-folded-line = { -folded(case: "capital") } in dieser { -hand }: { $names }
play-and = { $first } und { $last }

play-prompt-open = Du eröffnest das Bieten: tippe { play-word-bid } ({ $next })
play-prompt-bid = Biete { $next } oder { play-word-pass }?
play-prompt-no-higher = Höher geht kein { -bid }: { play-word-pass }
play-prompt-ribs = { $face_up ->
        [yes] Leg deine { -ribs }, zwei Karten offen (z. B. A K)
       *[no] Leg deine { -ribs }, zwei Karten verdeckt (z. B. A K)
    }
play-prompt-play = Spiel zwei Karten offen (z. B. K 9) oder wirf zwei ab ({ play-word-fold } Q 7)
play-prompt-play-no-fold = Spiel zwei Karten offen (z. B. K 9; { $why })

play-help =
    Befehle:
      { play-word-bid }          aufs nächste { -bid } erhöhen (oder das Bieten eröffnen); '{ play-word-bid } 5' prüft, dass es 5 ist
      { play-word-pass }          beim Bieten für diesen { -trick } passen
      K 9            diese zwei Karten als deine { -ribs } legen oder offen spielen
                     (Ränge A K Q J 10 9 8 7; Farbe optional: K♥, Kh, 10s)
      { play-word-fold } Q 7   zwei Karten verdeckt { -fold } (einmal pro { -hand })
      { play-word-hand }, { play-word-table }  deine Karten zeigen oder den Tisch, wie du ihn siehst
      { play-word-scores }         Punkte dieser { -hand } und gewonnene { -hand(number: "plural") }
      { play-word-hint }           was ein normaler Computerspieler tun würde
      { play-word-rules }         die Regeln in Kürze, mit Beispielen
      { play-word-help }, { play-word-quit }    diese Hilfe; die { -match } verlassen

# Die Wörter, die man am Prompt tippt, in dieser Sprache (die englischen gelten immer mit):
# das erste steht in der Hilfe, die anderen sind Abkürzungen. Keine Bindestriche (sie
# trennen Wörter), keine einzelnen Buchstaben (B, D, K, A wären Karten).
play-word-bid = biete
play-word-pass = passe
play-word-fold = abwerfen
play-word-hand = karten
play-word-table = tisch
play-word-scores = punkte
play-word-hint = tipp
play-word-rules = regeln
play-word-help = hilfe
play-word-quit = ende
play-words-bid = biete, bieten, hoch
play-words-pass = passe, passen
play-words-fold = abwerfen, wirf, weg
play-words-play = spiele, spiel, lege, rippen
play-words-hand = karten, blatt
play-words-table = tisch
play-words-scores = punkte, stand, punktestand
play-words-hint = tipp, hinweis
play-words-rules = regeln
play-words-help = hilfe
play-words-quit = ende, beenden, raus

play-takes-nothing = hinter '{ $word }' darf nichts mehr stehen
play-not-a-number = „{ $text }“ ist keine Zahl
play-bid-how = tippe '{ play-word-bid }' oder '{ play-word-bid } N'
play-not-a-command = '{ $word }' ist weder Befehl noch Karte (tippe { play-word-help })
play-name-two = nenne zwei Karten, z. B. 'K 9' (du hast { $count } genannt)
play-only-one = du hast { $card } nur einmal
play-do-not-hold = du hast { $card } nicht auf der Hand
play-not-a-card = „{ $text }“ ist keine Karte (Ränge: A K Q J 10 9 8 7, z. B. „K“, „10“, „K♥“, „Kh“)

play-resuming = Die in { $path } gespeicherte { -match } geht weiter ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } gespielt; es gelten ihr eigener Tisch, ihre Stufe und ihr Seed).
play-input-ended = Die Eingabe ist zu Ende
play-you-leave = Du verlässt den Tisch
play-stops-here = { $why }: die { -match } endet hier (Seed { $seed }, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } gespielt).
play-saved-in = Sie ist in { $path } gespeichert: `ribs play --db { $path }` setzt sie fort.
play-record = Deine Bilanz in { $path }: { $won } von { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match(number: "plural") }
    } gewonnen, dazu { $hands ->
        [one] { $hands } { -hand }
       *[other] { $hands } { -hand(number: "plural") }
    } und { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
play-welcome = { $ribs } Du (Platz 1) gegen { $others } ({ $computers } Computerspieler, Stufe { $level }).
play-takes-the-match = { $target }, holt sich die { -match }. Seed { $seed } (noch mal spielen mit --seed { $seed }).
play-table-rules = Tischregeln: { $rules }.
play-type-help = Tippe { $help } für die Befehle.
play-would = Ein normaler Computerspieler würde jetzt tippen: { $action }
play-action-bid = { play-word-bid } { $bid }
play-action-pass = { play-word-pass }
play-action-fold = { play-word-fold } { $cards }
play-level-easy = leicht
play-level-normal = normal
play-level-hard = schwer

## Die Slash-Befehle (Discords Grenzen: Namen klein, 1–32 Buchstaben, Ziffern, - oder _;
## Beschreibungen höchstens 100 Zeichen)

cmd-ribs-description = Spiel Ribs, das Kartenspiel mit Geboten für 4 bis 10 Spieler
cmd-new-name = neu
cmd-new-description = Eröffne einen Tisch in diesem Kanal
cmd-new-target-name = ziel
cmd-new-target-description = Wie viele gewonnene { -hand(number: "plural") } die { -match } entscheiden (Standard 5)
cmd-new-bid_step-name = gebotsschritt
cmd-new-bid_step-description = Um wie viel jedes { -bid } steigt: 1 (Standard) oder 2
cmd-new-beat_rule-name = schlagregel
cmd-new-beat_rule-description = Was es braucht, um die { -ribs } zu schlagen
cmd-new-beat_rule-choice-0 = eine Karte höher als beide { -ribs } (Standard)
cmd-new-beat_rule-choice-1 = beide Karten höher als beide { -ribs }
cmd-new-folding-name = abwerfen
cmd-new-folding-description = { -fold(case: "capital") } einmal pro { -hand } erlauben (Standard ja)
cmd-new-last_trick_face_up-name = letzter_stich_offen
cmd-new-last_trick_face_up-description = Den letzten { -trick } offen spielen, ohne { -fold(case: "capital") } (Standard nein)
cmd-new-turn_timer-name = zugzeit
cmd-new-turn_timer-description = Sekunden pro Zug, bevor der { -autopilot } spielt (0: keine Zugzeit)
cmd-new-computers-name = computer
cmd-new-computers-description = Wie viele Computerspieler gleich Platz nehmen (0 bis 9)
cmd-new-level-name = stufe
cmd-new-level-description = Wie stark die Computerspieler sind
cmd-new-level-choice-0 = leicht
cmd-new-level-choice-1 = normal
cmd-new-level-choice-2 = schwer
cmd-new-thread-name = thread
cmd-new-thread-description = Einen Thread für die { -match } öffnen (Standard nein)
cmd-hand-name = karten
cmd-hand-description = Zeig deine Karten und wähl in deinem Zug, was du spielst (nur du siehst das)
cmd-table-name = tisch
cmd-table-description = Die Tischnachricht unten im Kanal neu posten
cmd-autopilot-name = autopilot
cmd-autopilot-description = Gib deinen Platz an einen Computerspieler ab oder hol ihn zurück
cmd-autopilot-on-name = an
cmd-autopilot-on-description = an: ein Computer spielt für dich; aus: du spielst wieder (Standard: umschalten)
cmd-stop-name = stopp
cmd-stop-description = Die { -match } stoppen (der Host oder wer den Server verwalten darf)
cmd-leaderboard-name = bestenliste
cmd-leaderboard-description = Die besten Spieler, auf diesem Server oder weltweit
cmd-leaderboard-scope-name = bereich
cmd-leaderboard-scope-description = Dieser Server (Standard) oder weltweit
cmd-leaderboard-scope-choice-0 = dieser Server
cmd-leaderboard-scope-choice-1 = weltweit
cmd-leaderboard-by-name = nach
cmd-leaderboard-by-description = Sortiert nach Wertung (Standard), gewonnenen { -match(number: "plural") }, Siegquote oder gewonnenen { -hand(number: "plural") }
cmd-leaderboard-by-choice-0 = Wertung
cmd-leaderboard-by-choice-1 = gewonnene { -match(number: "plural") }
cmd-leaderboard-by-choice-2 = Siegquote
cmd-leaderboard-by-choice-3 = gewonnene { -hand(number: "plural") }
cmd-stats-name = statistik
cmd-stats-description = Ribs-Wertung und Bilanz eines Spielers auf diesem Server und seine letzten { -match(number: "plural") }
cmd-stats-player-name = spieler
cmd-stats-player-description = Wessen Statistik (Standard: deine)
cmd-history-name = verlauf
cmd-history-description = Die letzten beendeten { -match(number: "plural") } auf diesem Server (oder eines Spielers), mit Nummern
cmd-history-player-name = spieler
cmd-history-player-description = Nur die { -match(number: "plural") } dieses Spielers
cmd-replay-name = wiederholung
cmd-replay-description = Eine beendete { -match } dieses Servers { -trick } für { -trick } ansehen (nur du siehst das)
cmd-replay-match-name = partie
cmd-replay-match-description = Die Nummer der { -match } (siehe /ribs verlauf)
cmd-rules-name = regeln
cmd-rules-description = So geht Ribs, auf kurzen Seiten
cmd-forget-name = vergessen
cmd-forget-description = Lösch dich aus Ribs' Daten: deine ID und Namen (deine Ergebnisse bleiben, anonym)

## Die Bilder: Wörter auf dem Tisch- und dem Aufdeckbild (kurz: jedes hat einen festen
## Platz), und ihre Alt-Texte (was ein Screenreader vorliest: schlichte Sätze).
## $who ist ein Name, $cards sind Karten (K♥ 9♠), $line eine Liste („Ann 3, Bob 0“).

pic-seat = Platz { $seat }
pic-title = { -hand } { $hand } · { -trick } { $trick } von { $tricks }
pic-title-over = { -hand } { $hand } · vorbei
pic-call-bid = { -bid } { $bid }
pic-call-pass = passe
pic-mark-ribs = RIPPEN
pic-mark-fold = ABWURF
pic-middle-match-over = { -match } vorbei
pic-middle-hand-over = { -hand } vorbei
pic-middle-bidding = Bieten
pic-middle-bid = { -bid } { $bid }
pic-footer-wins = { $who } gewinnt die { -match }
pic-footer-open = ▶ { $who }: mit { $bid } eröffnen
pic-footer-bid = ▶ { $who }: { $bid } { -bid(form: "verb") } oder passen
pic-footer-pass = ▶ { $who }: passen
pic-footer-ribs = ▶ { $who }: { -ribs } legen
pic-footer-play = ▶ { $who }: zwei Karten spielen
pic-state-open = ▶ eröffnen
pic-state-bid = ▶ { -bid(form: "verb") }
pic-state-ribs = ▶ { -ribs } legen
pic-state-play = ▶ spielen
pic-state-bidder = Höchstgebot { $bid }
pic-state-folded = { -folded }
pic-state-fold-used = { -fold(form: "noun") } genutzt
pic-tally = { $points } Pkt. · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
pic-autopilot = { -autopilot }
pic-dealer = G
pic-reveal-title = { -trick } { $trick } · { $who } bietet { $bid }
pic-verdict-cracked = { -ribs } { -cracked }
pic-verdict-made = { -bid } erfüllt
pic-verdict-lost = { -bid } verfehlt
pic-takes-all = { $who } holt alle offenen Karten
pic-worth = besiegte Karten zählen { $worth } gegen das { -bid } von { $bid }
pic-head-player = Spieler
pic-head-played = gespielt
pic-head-outcome = Ergebnis
pic-head-captured = geholt
pic-bidder-ribs = Bieter · die { -ribs }
pic-outcome-beat = schlägt
pic-outcome-defeated = besiegt
pic-outcome-folded = { -folded }
pic-outcome-cracked = { -cracked }
pic-outcome-cracked-too = auch { -cracked }
pic-outcome-lost-to-crack = an den Knacker
pic-nothing = nichts
pic-won-points = +{ $points } Pkt.
pic-won-cards = { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
pic-alt-match-over = Ribs-Tisch mit { $players } Spielern: die { -match } ist vorbei, { $who } gewinnt sie.
pic-alt-hand-over = Ribs-Tisch mit { $players } Spielern: { -hand } { $hand } ist vorbei.
pic-alt-table = Ribs-Tisch mit { $players } Spielern, { -hand } { $hand }, { -trick } { $trick } von { $tricks }; die { -match } holt, { $target }.
pic-alt-rules = Regeln: { $rules }.
pic-alt-deals = { $who } gibt.
pic-alt-call-bid = { $who } bietet { $bid }
pic-alt-call-pass = { $who } passt
pic-alt-no-bids = Noch keine { -bid(number: "plural") }.
pic-alt-bidding = Bieten bisher: { $calls }.
pic-alt-bidder = { $who } hat das { -bid } mit { $bid }.
pic-alt-bidder-up = { $who } hat das { -bid } mit { $bid }; die { -ribs } liegen offen: { $cards }.
pic-alt-bidder-down = { $who } hat das { -bid } mit { $bid }; die { -ribs } liegen verdeckt.
pic-alt-play = { $who } { $cards }
pic-alt-play-folded = { $who } hat { -folded }
pic-alt-played = Bisher gespielt: { $plays }.
pic-alt-turn-open = { $who } muss das Bieten mit { $bid } eröffnen.
pic-alt-turn-bid = { $who } ist dran: { $bid } { -bid(form: "verb") } oder passen.
pic-alt-turn-pass = { $who } ist dran und muss passen.
pic-alt-turn-ribs = { $who } ist dran und legt die { -ribs }.
pic-alt-turn-play = { $who } ist dran und spielt zwei Karten.
pic-alt-points = Punkte in dieser { -hand }: { $line }.
pic-alt-hand-wins = Gewonnene { -hand(number: "plural") }: { $line }.
pic-alt-computers = Computerspieler: { $names }.
pic-alt-autopilot = Auf { -autopilot }: { $names }.
pic-alt-folded = In dieser { -hand } { -folded }: { $names }.
pic-alt-reveal = { -trick } { $trick } aufgedeckt: { $who } hat { $bid } geboten, mit den { -ribs } { $cards }.
pic-alt-reveal-play = { $who } hat { $cards } gespielt: { $outcome }
pic-alt-reveal-fold = { $who } hat { -folded }
pic-alt-cracked = { $who } hat die { -ribs } { -cracked } und holt alle offenen Karten.
pic-alt-made = Die besiegten Karten zählen { $worth } gegen das { -bid } von { $bid }: { -bid } erfüllt.
pic-alt-lost = Die besiegten Karten zählen { $worth } gegen das { -bid } von { $bid }: { -bid } verfehlt, die { -ribs } gehen aus dem Spiel.
pic-alt-capture = { $who } { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
pic-alt-nobody = Niemand holt etwas.
pic-alt-captured = Geholt: { $captures }.

## Discord: gemeinsame Wörter der Bot-Nachrichten. $who ist der Name eines Spielers, wie er
## angezeigt wird (🤖 bei einem Computer), $cards sind Karten.

points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
hand-wins-count = { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
list-and = { $first } und { $last }
seat-on-autopilot = { $who } ({ -autopilot })
turn-timer = { $seconds } s pro Zug
no-turn-timer = keine Zugzeit
level-easy = leicht
level-normal = normal
level-hard = schwer
held-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
held-seconds = { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }

## Discord: Absagen, privat an die Person, die es versucht hat

refuse-no-table = ⚠️ hier gibt es keinen Tisch: eröffne einen mit /ribs neu
refuse-table-exists = ⚠️ in diesem Kanal gibt es schon einen Tisch
refuse-over = ⚠️ diese { -match } ist vorbei: der Tisch ist schon weiter
refuse-stale = ⚠️ der Tisch ist schon weiter: dieser Button gehört zu einem früheren Schritt
refuse-not-seated = ⚠️ du sitzt nicht an diesem Tisch
refuse-already-seated = ⚠️ du sitzt schon an diesem Tisch
refuse-full = ⚠️ der Tisch ist voll ({ $seats } Plätze)
refuse-too-many-computers = ⚠️ computer geht höchstens bis { $room }: ein Tisch hat { $seats } Plätze, einer davon ist deiner.
refuse-not-host-start = ⚠️ nur der Host kann die { -match } starten
refuse-not-host-cancel = ⚠️ nur der Host kann den Tisch auflösen
refuse-not-host-remove = ⚠️ nur der Host kann Computerspieler entfernen
refuse-not-host-stop = ⚠️ nur der Host kann die { -match } stoppen (oder ein Server-Admin)
refuse-players = ⚠️ { $needed }; am Tisch sitzen { $players }
refuse-started = ⚠️ die { -match } hat schon begonnen
refuse-too-many-tables = ⚠️ du bist schon an { $limit } offenen Tischen Host oder Spieler, mehr geht nicht: beende oder verlass erst einen
refuse-not-a-player = ⚠️ nur wer diese { -match } gespielt hat, kann eine Revanche fordern
refuse-rematch-taken = ⚠️ für diese { -match } gab es schon eine Revanche
refuse-server-full = ⚠️ dieser Server hat schon { $limit } offene Tische, mehr geht nicht: beende erst einen
refuse-not-started = ⚠️ die { -match } hat noch nicht begonnen
refuse-no-computer = ⚠️ hier sitzt kein Computerspieler, den man entfernen könnte
refuse-autopilot-on = ⚠️ ein Computerspieler spielt deinen Platz schon
refuse-autopilot-off = ⚠️ dein Platz gehört schon dir: nichts geändert
refuse-not-overdue = ⚠️ dieser Platz ist noch nicht lange genug dran, um ihn dem { -autopilot(kasus: "dativ") } zu geben
refuse-own-seat = ⚠️ das ist dein eigener Platz: gib ihn mit /ribs autopilot ab
refuse-cannot-leave = ⚠️ während einer { -match } kannst du nicht gehen; gib deinen Platz mit /ribs autopilot an einen Computerspieler ab
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ der Tisch konnte das nicht speichern; bitte versuch es noch mal
refuse-interrupted = ⚠️ der Tisch wurde unterbrochen; bitte versuch es noch mal
refuse-shutting-down = ⚠️ der Bot startet neu; bitte versuch es gleich noch mal
refuse-not-finished = ⚠️ diese { -match } läuft noch: ansehen kannst du sie, sobald sie vorbei ist
refuse-at-open-table = ⚠️ Du sitzt an einem offenen Tisch in <#{ $place }>: Ribs kann dich vergessen, sobald dieser Tisch geschlossen ist. Es wurde nichts gelöscht.
refuse-at-open-table-invited = ⚠️ Eine Revanche-Lobby in <#{ $place }> wartet auf dich: Ribs kann dich vergessen, sobald dieser Tisch geschlossen ist. Es wurde nichts gelöscht.

## Discord: die öffentliche Tischnachricht

table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } von { $tricks }
table-title-hand = Ribs · { -hand } { $hand }
table-dealer = Geber: { $who } · { $options }
table-your-turn-open = <@{ $user }>, du bist dran: eröffne das Bieten mit { $bid }.
table-your-turn-bid = <@{ $user }>, du bist dran: { -bid(form: "verb") } oder passen.
table-your-turn-ribs = <@{ $user }>, du bist dran: leg die { -ribs }.
table-your-turn-play = <@{ $user }>, du bist dran: spiel zwei Karten.
table-turn-open = { $who } ist dran und eröffnet das Bieten mit { $bid }…
table-turn-bid = { $who } ist dran: { -bid(form: "verb") } oder passen…
table-turn-ribs = { $who } ist dran: { -ribs } legen…
table-turn-play = { $who } ist dran: zwei Karten spielen…
button-your-hand = Deine Karten
button-bid = { $bid } { -bid(form: "verb") }
button-pass = Passen
table-cannot-save = ⚠️ Der Bot kann diesen Tisch gerade nicht speichern (die Datenbank nimmt nichts an): die { -match } wartet und geht von selbst weiter, sobald es wieder geht.
table-overdue = ⏳ { $who } ist seit { $held } dran: jeder andere am Tisch kann den Platz dem { -autopilot(kasus: "dativ") } geben.
button-take-over = { -autopilot } für { $who }
table-taken-over = ⏳ { $by } hat den Platz von { $who } dem { -autopilot(kasus: "dativ") } gegeben: { $who } war { $held } lang dran. Mit /ribs autopilot kann { $who } ihn zurückholen.
seat-bidder = **Höchstgebot { $bid }**
seat-ribs-up = { -ribs } offen { $cards }
seat-ribs-down = { -ribs } verdeckt
seat-laying-ribs = legt die { -ribs }
seat-folded = { -folded }
seat-bid = { -bid } { $bid }
seat-passed = gepasst
seat-fold-used = { -fold(form: "noun") } genutzt

## Discord: das Aufdecken eines Stichs, das Ende einer Runde, das Schließen des Tisches

reveal-title = { -trick } { $trick } · { $who } bietet { $bid }
reveal-ribs = { -ribs }: **{ $cards }**
reveal-face-down = { $cards } verdeckt
reveal-two-face-down = zwei Karten verdeckt
reveal-play = { $who }: { $shown } — { $outcome }
reveal-discarded = Die { -ribs } gehen aus dem Spiel.
reveal-captured = Geholt: { $captures }
hand-over-title = { -hand } { $hand } ist vorbei
hand-over-points = Punkte: { $line }
hand-over-winner = **{ $who }** gewinnt die { -hand }.
hand-over-winners = **{ $who }** liegen gleichauf und gewinnen die { -hand }.
hand-over-folds = Abgeworfene Karten: { $folds }
hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
hand-over-standings = Gewonnene { -hand(number: "plural") } (bis { $target }): { $line }
# Steht immer am Satzanfang, daher groß.
closed-a-manager = Ein Server-Admin
closed-resigned-title = 🏳 { $who } hat aufgegeben: { $winner } holt die { -match }
closed-resigned = { $who } hat die { -match } nach einer abgeschlossenen { -hand } gestoppt, das zählt als Aufgabe: gewertet wird sie mit { $who } auf dem letzten Platz.
    Gewonnene { -hand(number: "plural") } beim Stopp: { $line }
closed-won-title = 🏆 { $winner } gewinnt die { -match }
closed-won = Gewonnene { -hand(number: "plural") } am Ende: { $line }
closed-ratings = Wertungen: { $line }
closed-recorded = Das Ergebnis ist gespeichert: siehe /ribs bestenliste und /ribs verlauf.
closed-expired-title = Tisch geschlossen
closed-expired = Niemand hat diesen Tisch innerhalb von { $held } gestartet, darum ist er geschlossen. Eröffne einen neuen mit /ribs neu.
closed-cancelled-title = Tisch aufgelöst
closed-cancelled = { $who } hat den Tisch aufgelöst.
closed-stopped-title = { -match } gestoppt
closed-stopped-by-manager = { $who } (Server-Admin)
closed-stopped = { $who } hat die { -match } gestoppt. Sie wird nicht als gespielt gewertet.
closed-failed = Der Tisch ist auf ein Problem gestoßen, an dem er nicht vorbeikommt, darum ist die { -match } gestoppt. Sie wird nicht als gespielt gewertet; tut uns leid. Eröffne einen neuen Tisch mit /ribs neu.
closed-place-lost = Der Bot kommt nicht mehr an den Kanal dieses Tisches, darum ist die { -match } gestoppt. Sie wird nicht als gespielt gewertet.
button-rematch = Revanche

## Discord: das private Panel eines Spielers

panel-hand-line = { -hand } { $hand } · { -trick } { $trick } von { $tricks }
panel-your-hand = Deine Karten: **{ $cards }** ({ $points })
panel-no-cards = keine Karten mehr
panel-your-fold = Du hast in { -trick } { $trick } { $cards } { -folded }.
panel-your-ribs = Deine { -ribs }: { $cards }
panel-match-over = Die { -match } ist vorbei.
panel-waiting = Warte, bis du dran bist.
panel-your-bid = **Du bist dran mit { -bid(form: "verb", case: "capital") }.**
panel-lay-ribs-up = **Du bist dran.** Leg deine { -ribs } (offen: letzter { -trick }): wähl genau zwei Karten.
panel-lay-ribs = **Du bist dran.** Leg deine { -ribs } verdeckt: wähl genau zwei Karten.
panel-play = **Du bist dran.** Spiel zwei Karten offen oder wirf sie ab: wähl genau zwei Karten.
panel-no-fold = { -fold(case: "capital") } geht nicht: { $why }.
panel-picked = Gewählt: **{ $cards }**
panel-pick = Wähl zwei Karten
button-lay-ribs = { -ribs } legen
button-face-up = Offen spielen
button-fold = { -fold(case: "capital") }
panel-new-hand = 🃏 **Neue { -hand }** ({ -hand } { $hand }).
panel-new-hand-won = 🃏 **Neue { -hand }** ({ -hand } { $hand }). { $who } holt { -hand } { $last }.
panel-new-hand-tied = 🃏 **Neue { -hand }** ({ -hand } { $hand }). { $who } teilen sich { -hand } { $last }.
panel-you = du
panel-trick = 🂠 { -trick } { $trick }: { $how }.
panel-trick-mine = 🂠 { -trick } { $trick }: { $how }; dein Zug: { $outcome }.
panel-you-took = Du hast { $points } geholt.
you-bid = ✅ Du hast { $bid } geboten.
you-passed = ✅ Du hast gepasst.
you-laid-ribs = ✅ Du hast deine { -ribs } gelegt: { $cards }.
you-played = ✅ Du hast { $cards } offen gespielt.
you-folded = ✅ Du hast { $cards } { -folded }.
action-bid = { -bid } { $bid }
action-pass = Passen
action-ribs = { -ribs } { $cards }
action-face-up = { $cards } offen
action-fold = { -fold(form: "noun") } { $cards }
acted-for-you = ⏱ Deine Zeit ist abgelaufen, der { -autopilot } hat für dich übernommen: { $action }.
taken-over-from-you = ⏳ { $by } hat deinen Platz dem { -autopilot(kasus: "dativ") } gegeben: du warst { $held } lang dran. Mit /ribs autopilot holst du ihn zurück.
panel-replaced = Dieses Panel wurde durch dein neueres ersetzt.
panel-expired = ⏳ Dieses Panel wird ab jetzt nicht mehr aktualisiert: Discord hält es nur 15 Minuten lang aktiv. Drück an der Tischnachricht auf **Deine Karten**, um ein neues zu öffnen.
panel-finished = 🏁 Die { -match } ist vorbei: das Ergebnis steht am Tisch.
panel-closed = Der Tisch ist geschlossen.

## Discord: die Lobby

lobby-title = Ribs · ein Tisch ist offen
lobby-footer = Gespielt wird im Uhrzeigersinn in dieser Reihenfolge; der erste Geber wird ausgelost.
lobby-rematch = Revanche! { $people }: ein Klick, und ihr seid dabei.
lobby-host = { $who } (Host)
lobby-ready = { $seated } am Tisch: der Host kann starten.
lobby-not-ready = { $seated } am Tisch: { $needed }.
button-join = Beitreten
button-leave = Verlassen
button-start = Starten
button-cancel = Auflösen
button-add-computer = Computer dazu
button-remove-computer = Computer weg
lobby-closed-title = Ribs · Tisch für neue Spieler geschlossen
another-player = Ein anderer Spieler
lobby-begun = Die { -match } hat begonnen.
lobby-begun-in-thread = Die { -match } hat begonnen. Verfolge sie in <#{ $thread }>.
thread-name = Ribs · Tisch von { $host }

## Discord: Bestenlisten und Statistik. $here beendet einen Satz („auf diesem Server“).

scope-server = dieser Server
scope-everywhere = weltweit
where-server = auf diesem Server
where-everywhere = weltweit
# $by folgt auf „nach“: board-by-* stehen im Dativ.
board-title = Ribs-Bestenliste · { $scope } · nach { $by }
board-by-rating = Wertung
board-by-wins = gewonnenen { -match(number: "plural") }
board-by-rate = Siegquote (ab { $min } { -match(number: "plural") })
board-by-hands = gewonnenen { -hand(number: "plural") }
board-empty = Noch keine beendeten { -match(number: "plural") } { $here }: beende eine, um hier aufzutauchen.
board-rate-empty = Noch niemand qualifiziert: die Siegquoten-Liste zeigt Spieler erst, wenn sie { $min } { -match(number: "plural") } beendet haben.
board-row = { $rank }. **{ $who }** · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } in { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match(number: "plural") }
    } ({ $rate } %) · { $hands ->
        [one] { $hands } gewonnene { -hand }
       *[other] { $hands } gewonnene { -hand(number: "plural") }
    }
rating-empty = Noch keine gewerteten { -match(number: "plural") } { $here }: beende eine, um hier aufzutauchen.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [one] { $matches } gewertete { -match }
       *[other] { $matches } gewertete { -match(number: "plural") }
    }
rating-footer = Wertung: die Spielstärke, die ein Spieler sicher hat (Weng-Lin, μ − 3σ). „?“, bis { $matches } gewertete { -match(number: "plural") } gespielt sind.
rater-computer = 🤖 Computer ({ $level })
stats-title = { $who } · Ribs-Statistik · { $scope }
stats-rating = Wertung: **{ $rating }** (Rang { $rank } { $here })
stats-changes = Letzte Änderungen: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Noch keine beendeten { -match(number: "plural") } { $here }.
stats-record = { -match(number: "plural") }: { $matches } gespielt, { $wins } gewonnen ({ $rate } %)
    Gewonnene { -hand(number: "plural") }: { $hands }
    Geholte Punkte: { $points }
    { -bid(number: "plural") }: { $made } erfüllt, { $lost } verfehlt
    { -cracked(case: "capital") }: { $cracks } · { -folded(case: "capital") }: { $folds }
stats-last = Letzte { -match(number: "plural") }:
stats-match = { -match } { $number } · { $players } Spieler · { $result } · { $hands ->
        [one] { $hands } gewonnene { -hand }
       *[other] { $hands } gewonnene { -hand(number: "plural") }
    } · { $points }
stats-won = **gewonnen**
stats-lost = verloren

## Discord: Verlauf und Wiederholungen

other-server = Diese { -match } wurde auf einem anderen Server gespielt.
history-none-theirs = Von diesem Spieler gibt es auf diesem Server noch keine beendeten { -match(number: "plural") }.
history-none = Auf diesem Server gibt es noch keine beendeten { -match(number: "plural") }.
history-row = **{ -match } { $number }** · { $date } · Sieg: { $who } · { -hand(number: "plural") }: { $line }
history-title-theirs = Ribs · die letzten { -match(number: "plural") } von { $who }
history-title = Ribs · die letzten { -match(number: "plural") } auf diesem Server
history-footer = /ribs wiederholung partie:<nummer> zeigt eine davon, { -trick } für { -trick }.
replay-nothing = Diese { -match } hat keine { -hand } zum Zeigen.
replay-dealt = Geber: { $who }. Die Karten, wie sie ausgeteilt wurden:
replay-call-pass = { $who } passt
replay-bids = { -bid(number: "plural") }: { $calls }
replay-bidder = **{ $who }** hat das { -bid } mit { $bid }.
replay-points = Punkte bisher: { $line }
replay-hand-won = **{ $who }** holt die { -hand } ({ $points }).
replay-hand-tied = **{ $who }** teilen sich die { -hand } ({ $points }).
replay-match-won = 🏆 **{ $who }** gewinnt die { -match } mit { $wins ->
        [one] { $wins } gewonnenen { -hand }
       *[other] { $wins } gewonnenen { -hand(number: "plural") }
    }.
replay-title = { -match } { $number } · { -hand } { $hand } von { $hands } · { -trick } { $trick } von { $tricks }
button-prev-hand = ◀◀ { -hand }
button-prev-trick = ◀ { -trick }
button-next-trick = { -trick } ▶
button-next-hand = { -hand } ▶▶
replay-no-match = ⚠️ Auf diesem Server gibt es keine beendete { -match } { $number }: siehe /ribs verlauf.
replay-bad-number = ⚠️ { -match }-Nummern beginnen bei 1: siehe /ribs verlauf.

## Discord: /ribs vergessen ($former ist, wie der Platz eines vergessenen Spielers erscheint)

forget-title = Mich vergessen?
forget-asked = **Mich vergessen** löscht dich, { $who }, auf allen Servern aus den Daten von Ribs:
    • deine Discord-ID und jeder Name, unter dem du gespielt hast (dein Anzeigename, deine Server-Spitznamen), werden gelöscht;
    • in jeder { -match }, die du gespielt hast, steht auf deinem Platz „{ $former }“: die Ergebnisse bleiben, gehören aber niemandem, damit die Ergebnisse und Wertungen der anderen genau so bleiben, wie sie waren;
    • du verschwindest aus allen Bestenlisten und Wertungen, und /ribs statistik und /ribs verlauf kennen dich nicht mehr;
    • was der Bot gespeichert hat, um deine privaten Panels zu aktualisieren (ihre Interaction-Tokens), und jede Revanche-Einladung von dir verschwinden ebenfalls.

    Das lässt sich nicht rückgängig machen: spielst du wieder, fängst du mit einer leeren Bilanz an. Solange du an einem offenen Tisch sitzt, geht es nicht.
forget-footer = Nur du siehst das, und nur du kannst es bestätigen.
button-forget-me = Mich vergessen
forgotten-title = Vergessen
forgotten-nothing = Erledigt: Ribs hatte nichts über dich gespeichert und hat jetzt auch nichts.
forgotten-names = Erledigt: deine Discord-ID und deine Namen sind aus den Daten von Ribs verschwunden.
forgotten-matches = Erledigt: deine Discord-ID und jeder Name, unter dem du gespielt hast, sind aus den Daten von Ribs verschwunden. { $matches ->
        [one] Die { -match }, die du gespielt hast, zeigt
       *[other] Die { $matches } { -match(number: "plural") }, die du gespielt hast, zeigen
    } „{ $former }“ auf deinem Platz, und keine Liste zeigt dich mehr.
forget-cancelled = Nichts wurde gelöscht: Ribs behält deine Bilanz.

## Discord: /ribs regeln (die Seiten selbst sind die Regeln in Kürze, oben)

rules-fair-title = Fair Play auf Discord
rules-fair = **Wertungen.** Jede beendete { -match } wird gewertet. Ein Host, der eine { -match } nach einer abgeschlossenen { -hand } stoppt, **gibt auf**: die { -match } wird mit ihm auf dem letzten Platz gewertet (stoppt ein Server-Admin, wird niemand gewertet). Ein Platz, den der { -autopilot } bei **mehr als der Hälfte** seiner Entscheidungen gespielt hat, wird in dieser { -match } nicht gewertet; die anderen schon.

    {"**"}Niemand nimmt einen Tisch als Geisel.** Mit Zugzeit spielt der { -autopilot } für jeden, dessen Zeit abläuft. Ohne Zugzeit darf, sobald jemand zehn Minuten lang dran war, jeder andere am Tisch diesen Platz dem { -autopilot(kasus: "dativ") } geben (ein Button an der Tischnachricht); mit /ribs autopilot holt man ihn zurück.

    {"**"}Platz für alle.** Eine Lobby, die niemand startet, schließt sich von selbst; eine Person kann nur an wenigen offenen Tischen gleichzeitig sitzen, und ein Server hat nur begrenzt viele.
rules-title = Regeln · { $title }
rules-page = Seite { $page } von { $pages }
button-previous = ◀ Zurück
button-next = Weiter ▶

## Discord: Antworten auf die Slash-Befehle ($missing, $yours: Namen von Discord-Berechtigungen)

perm-view-channel = Kanal ansehen
perm-embed-links = Links einbetten
perm-send-messages = Nachrichten senden
perm-send-in-threads = Nachrichten in Threads senden
perm-create-threads = Öffentliche Threads erstellen
reply-slash-only = ⚠️ Nutze /ribs neu als Slash-Befehl.
reply-thread-of-match = ⚠️ Dieser Thread gehört zu einer { -match }: eröffne einen neuen Tisch in einem Kanal.
reply-thread-already = ⚠️ Das hier ist schon ein Thread: eröffne den Tisch ohne thread:true oder in einem Kanal.
reply-bot-missing = ⚠️ Hier kann ich keinen Tisch anbieten: { $count ->
        [one] mir fehlt die Berechtigung { $missing } in diesem Kanal. Bitte einen Server-Admin, sie mir zu geben
       *[other] mir fehlen die Berechtigungen { $missing } in diesem Kanal. Bitte einen Server-Admin, sie mir zu geben
    }, oder eröffne den Tisch in einem anderen Kanal.
reply-you-missing = ⚠️ Ein Tisch mit thread:true öffnet einen Thread, und dafür braucht man hier { $yours }; { $count ->
        [one] diese Berechtigung
       *[other] diese Berechtigungen
    } hast du nicht. Eröffne den Tisch ohne thread:true oder frag einen Server-Admin.
reply-timer-max = ⚠️ zugzeit geht höchstens bis 3600 Sekunden (eine Stunde).
reply-options = ⚠️ { $why }
reply-opened = Dein Tisch ist offen: die Lobby steht in diesem Kanal.
reply-reposted-link = Der Tisch wurde eben erst neu gepostet, er ist hier: { $link }
reply-reposted-above = Der Tisch wurde eben erst neu gepostet, direkt darüber.
reply-reposted = Der Tisch wird unten neu gepostet.
reply-autopilot-on = Ein Computerspieler spielt jetzt deinen Platz. Mit /ribs autopilot holst du ihn zurück.
reply-autopilot-off = Dein Platz gehört wieder dir.
reply-stopped = Die { -match } ist gestoppt.
reply-went-wrong = ⚠️ Da ist etwas schiefgegangen; bitte versuch es noch mal.
options-error-target = das Ziel muss zwischen 1 und 20 gewonnenen { -hand(number: "plural") } liegen, nicht { $value }
options-error-bid-step = der Gebotsschritt muss 1 oder 2 sein, nicht { $value }
options-error-unknown = unbekannte Option „{ $key }“ (Optionen: target, bid_step, beat_rule, folding, last_trick_face_up)
options-error-bad-value = { $key }: „{ $value }“ ist keiner der Werte { $expected }
options-error-not-key-value = „{ $text }“ hat nicht die Form key=value

## Discord: Antworten auf Klicks

click-not-in-server = ⚠️ Ribs wird in den Kanälen eines Servers gespielt, nicht hier.
click-panel-only = ⚠️ Das gehört zu einem privaten Panel: drück am Tisch auf „Deine Karten“.
click-private-page = ⚠️ Das gehört zu einer privaten Seite: öffne sie mit ihrem Befehl.
click-other-channel = ⚠️ Das gehört zu einem Tisch in einem anderen Kanal.
click-unknown = Dieses Bedienelement kennt der Bot nicht (vielleicht stammt es aus einer älteren Version).
click-pick-from-menu = ⚠️ Wähl zwei Karten aus dem Menü.
click-pick-two = ⚠️ Wähl genau zwei Karten.
note-no-thread-permission = Für diesen Tisch konnte kein Thread geöffnet werden (ich darf hier wohl keine Threads erstellen); die { -match } läuft in diesem Kanal.
note-no-threads = Für diesen Tisch konnte kein Thread geöffnet werden (Threads gibt es hier nicht); die { -match } läuft in diesem Kanal.
