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
