# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
#
# Ribs auf Deutsch: jeder Satz, den der Discord-Bot und `ribs play` sagen.
#
# Glossar: die Begriffe des Spiels, einmal für diese Sprache gewählt und in allen
# Nachrichten über diese Terms verwendet. Substantive schreibt man im Deutschen immer groß,
# sie ignorieren daher `case`; Verben und Partizipien nehmen `case: "capital"` für den
# Satzanfang (sonst klein). Manche Terms nehmen zusätzlich `number: "plural"`, `form` oder
# `kasus`; ohne Parameter liefern alle die gängigste Form (Einzahl, Nominativ, Verb im
# Infinitiv). Gebeugte Verbformen („wirft ab“, „bietet“) stehen direkt im Text.
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

you = du
you-capital = Du

seat-mark = (Platz { $seat })

## `ribs play`: eine Partie im Terminal

# $me ist "yes", wenn der Platz dein eigener ist („Du“), sonst "no"; $who ist ein Name.
play-you = Du
play-you-win = Du gewinnst die { -match }!
play-wins = { $who } gewinnt die { -match }.
play-and = { $first } und { $last }
play-word-hand = karten
play-word-table = tisch
play-word-scores = punkte
play-word-hint = tipp
play-word-rules = regeln
play-word-help = hilfe
play-word-quit = ende
play-words-hand = karten, blatt
play-words-table = tisch
play-words-scores = punkte, stand, punktestand
play-words-hint = tipp, hinweis
play-words-rules = regeln
play-words-help = hilfe
play-words-quit = ende, beenden, raus

play-takes-nothing = hinter '{ $word }' darf nichts mehr stehen
play-not-a-number = „{ $text }“ ist keine Zahl
play-not-a-command = '{ $word }' ist weder Befehl noch Karte (tippe { play-word-help })

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
cmd-new-bid_step-description = Um wie viel jedes { -ribs-bid } steigt: 1 (Standard) oder 2
cmd-new-beat_rule-name = schlagregel
cmd-new-beat_rule-description = Was es braucht, um die { -ribs-ribs } zu schlagen
cmd-new-beat_rule-choice-0 = eine Karte höher als beide { -ribs-ribs } (Standard)
cmd-new-beat_rule-choice-1 = beide Karten höher als beide { -ribs-ribs }
cmd-new-folding-name = abwerfen
cmd-new-folding-description = { -ribs-fold(case: "capital") } einmal pro { -hand } erlauben (Standard ja)
cmd-new-last_trick_face_up-name = letzter_stich_offen
cmd-new-last_trick_face_up-description = Den letzten { -trick } offen spielen, ohne { -ribs-fold(case: "capital") } (Standard nein)
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
cmd-games-name = spiele
cmd-games-description = Einen Tisch für jedes Spiel eröffnen; die Spiele, ihre Regeln und Bestenlisten ansehen
cmd-games-game-name = spiel
cmd-games-game-description = Welches Spiel
cmd-games-new-name = neu
cmd-games-new-description = Eröffne hier einen Tisch für ein Spiel (seine Optionen stellt der Host in der Lobby ein)
cmd-games-new-computers-name = computer
cmd-games-new-computers-description = Wie viele Computerspieler gleich Platz nehmen
cmd-games-list-name = liste
cmd-games-list-description = Alle Spiele des Bots: Spieler, Dauer, Regeln und Bestenlisten (nur du siehst es)
cmd-games-rules-name = regeln
cmd-games-rules-description = So geht ein Spiel, auf kurzen Seiten (nur du siehst es)
cmd-games-leaderboard-name = bestenliste
cmd-games-leaderboard-description = Die besten Spieler eines Spiels, auf diesem Server oder weltweit
cmd-games-stats-name = statistik
cmd-games-stats-description = Wertung und Bilanz eines Spielers in einem Spiel auf diesem Server und seine letzten { -match(number: "plural") }
cmd-games-history-name = verlauf
cmd-games-history-description = Die letzten beendeten { -match(number: "plural") } eines Spiels auf diesem Server (oder eines Spielers)
cmd-games-replay-name = wiederholung
cmd-games-replay-description = Eine beendete { -match } dieses Servers { -hand } für { -hand } ansehen (nur du siehst das)
cmd-games-replay-match-name = partie
cmd-games-replay-match-description = Die Nummer der { -match } (siehe /games verlauf)

## Die Bilder: Wörter auf dem Tisch- und dem Aufdeckbild (kurz: jedes hat einen festen
## Platz), und ihre Alt-Texte (was ein Screenreader vorliest: schlichte Sätze).
## $who ist ein Name, $cards sind Karten (K♥ 9♠), $line eine Liste („Ann 3, Bob 0“).

pic-seat = Platz { $seat }
pic-autopilot = { -autopilot }
pic-dealer = G
pic-alt-deals = { $who } gibt.
pic-alt-computers = Computerspieler: { $names }.
pic-alt-autopilot = Auf { -autopilot }: { $names }.

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
refuse-no-front = ⚠️ { $game } kann auf Discord noch nicht gespielt werden
refuse-not-seated = ⚠️ du sitzt nicht an diesem Tisch
refuse-already-seated = ⚠️ du sitzt schon an diesem Tisch
refuse-full = ⚠️ der Tisch ist voll ({ $seats } Plätze)
refuse-too-many-computers = ⚠️ computer geht höchstens bis { $room }: ein Tisch hat { $seats } Plätze, einer davon ist deiner.
refuse-not-host-start = ⚠️ nur der Host kann die { -match } starten
refuse-not-host-cancel = ⚠️ nur der Host kann den Tisch auflösen
refuse-not-host-remove = ⚠️ nur der Host kann Computerspieler entfernen
refuse-not-host-stop = ⚠️ nur der Host kann die { -match } stoppen (oder ein Server-Admin)
refuse-not-host-options = ⚠️ nur der Host kann die Optionen des Tisches ändern
refuse-bad-option = ⚠️ diese Option hat der Tisch nicht, oder sie nimmt diesen Wert nicht an
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

button-your-hand = Deine Karten
table-cannot-save = ⚠️ Der Bot kann diesen Tisch gerade nicht speichern (die Datenbank nimmt nichts an): die { -match } wartet und geht von selbst weiter, sobald es wieder geht.
table-overdue = ⏳ { $who } ist seit { $held } dran: jeder andere am Tisch kann den Platz dem { -autopilot(kasus: "dativ") } geben.
button-take-over = { -autopilot } für { $who }
table-taken-over = ⏳ { $by } hat den Platz von { $who } dem { -autopilot(kasus: "dativ") } gegeben: { $who } war { $held } lang dran. Mit /ribs autopilot kann { $who } ihn zurückholen.

## Discord: das Aufdecken eines Stichs, das Ende einer Runde, das Schließen des Tisches

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

panel-no-cards = keine Karten mehr
panel-match-over = Die { -match } ist vorbei.
panel-waiting = Warte, bis du dran bist.
panel-you = du
acted-for-you = ⏱ Deine Zeit ist abgelaufen, der { -autopilot } hat für dich übernommen: { $action }.
taken-over-from-you = ⏳ { $by } hat deinen Platz dem { -autopilot(kasus: "dativ") } gegeben: du warst { $held } lang dran. Mit /ribs autopilot holst du ihn zurück.
panel-replaced = Dieses Panel wurde durch dein neueres ersetzt.
panel-expired = ⏳ Dieses Panel wird ab jetzt nicht mehr aktualisiert: Discord hält es nur 15 Minuten lang aktiv. Drück an der Tischnachricht auf **Deine Karten**, um ein neues zu öffnen.
panel-finished = 🏁 Die { -match } ist vorbei: das Ergebnis steht am Tisch.
panel-closed = Der Tisch ist geschlossen.

## Discord: die Lobby

lobby-title = { $game } · ein Tisch ist offen
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
lobby-options-menu = ⚙ Eine Tischoption ändern (der Host)
option-line = **{ $name }:** { $value }
option-on = ja
option-off = nein
option-default = Standard
option-menu = **{ $name }** steht jetzt auf { $value }. Wähl den neuen Wert; die Lobby zeigt ihn allen.
option-menu-placeholder = Wert wählen
option-set = ✅ { $name }: { $value }
lobby-closed-title = { $game } · Tisch für neue Spieler geschlossen
another-player = Ein anderer Spieler
lobby-begun = Die { -match } hat begonnen.
lobby-begun-in-thread = Die { -match } hat begonnen. Verfolge sie in <#{ $thread }>.
thread-name = { $game } · Tisch von { $host }

## Discord: Bestenlisten und Statistik. $here beendet einen Satz („auf diesem Server“).

scope-server = dieser Server
scope-everywhere = weltweit
where-server = auf diesem Server
where-everywhere = weltweit
# $by folgt auf „nach“: board-by-* stehen im Dativ.
board-title = { $game }-Bestenliste · { $scope } · nach { $by }
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
stats-title = { $who } · { $game }-Statistik · { $scope }
stats-rating = Wertung: **{ $rating }** (Rang { $rank } { $here })
stats-changes = Letzte Änderungen: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Noch keine beendeten { -match(number: "plural") } { $here }.
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
history-title-theirs = { $game } · die letzten { -match(number: "plural") } von { $who }
history-title = { $game } · die letzten { -match(number: "plural") } auf diesem Server
history-footer = /ribs wiederholung partie:<nummer> zeigt eine davon, { -trick } für { -trick }.
replay-no-match = ⚠️ Auf diesem Server gibt es keine beendete { -match } { $number }: siehe /ribs verlauf.
replay-title = { $game } · { -match } { $number } · { -hand } { $hand } von { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = In dieser { -hand } wurde nichts angesagt.
replay-unreadable = ⚠️ { -match } { $number } lässt sich so, wie sie gespeichert ist, nicht mehr nachspielen und kann nicht gezeigt werden.
replay-button-prev-hand = ◀◀ { -hand }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand } ▶▶
history-footer-hands = /games wiederholung partie:<nummer> zeigt eine davon, { -hand } für { -hand }.
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

## Discord: Antworten auf Klicks

click-not-in-server = ⚠️ Ribs wird in den Kanälen eines Servers gespielt, nicht hier.
click-panel-only = ⚠️ Das gehört zu einem privaten Panel: drück am Tisch auf „Deine Karten“.
click-private-page = ⚠️ Das gehört zu einer privaten Seite: öffne sie mit ihrem Befehl.
click-other-channel = ⚠️ Das gehört zu einem Tisch in einem anderen Kanal.
click-unknown = Dieses Bedienelement kennt der Bot nicht (vielleicht stammt es aus einer älteren Version).
click-pick-from-menu = ⚠️ Wähl zwei Karten aus dem Menü.
click-pick-two = ⚠️ Wähl genau zwei Karten.
click-choose-from-menu = ⚠️ Wähl einen Wert aus dem Menü.
note-no-thread-permission = Für diesen Tisch konnte kein Thread geöffnet werden (ich darf hier wohl keine Threads erstellen); die { -match } läuft in diesem Kanal.
note-no-threads = Für diesen Tisch konnte kein Thread geöffnet werden (Threads gibt es hier nicht); die { -match } läuft in diesem Kanal.

## Discord: /games list, der Katalog der Spiele ($new, $rules, $board: die Befehle als
## Links; $game: die Option game des Befehls mit dem Namen des Spiels)

catalog-title = { $count ->
        [one] Das Spiel
       *[other] Die { $count } Spiele
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = { $min } bis { $max } Spieler
catalog-players-exactly = { $count } Spieler
catalog-minutes = eine { -match } dauert etwa { $from } bis { $to } Minuten
catalog-options = Tischoptionen (der Host stellt sie in der Lobby ein): { $options }
catalog-links = Tisch eröffnen mit { $new }, Regeln lesen mit { $rules }, Bestenliste ansehen mit { $board }, jeweils mit { $game }.
catalog-footer = Jeder Befehl fragt zuerst nach dem Spiel.

## Werkzeuge des Betreibers: Anzahlen

count-matches = { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
count-hands = { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } braucht { $min } bis { $max } Spieler
players-needed-exactly = { $game } braucht genau { $seats } Spieler

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(number: "plural") }: { $matches } gespielt, { $wins } gewonnen ({ $rate } %)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Deine { $suit }-Karten ({ $count })
