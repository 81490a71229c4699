# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs en español de España: todas las frases que dicen el bot de Discord y `ribs play`.
#
# Glosario: los términos propios del juego, elegidos una vez para este idioma y usados en
# todos los mensajes a través de estos términos. Todos aceptan `case` ("capital" para
# empezar frase; por defecto, minúscula). Algunos aceptan además `number: "plural"` o
# `form`; sin parámetros dan siempre la forma más corriente.
#   -ribs-ribs    costillas (f. pl.): las dos cartas que quien gana la subasta pone boca abajo.
#            Es la traducción literal del nombre del juego y da pie a «romper las
#            costillas» (crack). Siempre en plural; una sola carta es «una costilla».
#   -ribs-fold    retirarse (verbo, por defecto) / retirada (form: "noun"): jugar dos cartas
#            boca abajo, fuera de la baza (una vez por mano). Como «retirarse» en el póquer;
#            «descartar» queda libre para el montón de descarte, adonde van esas cartas.
#   -ribs-folded  retirada (f. sg., por defecto: la jugada) / retiradas (number: "plural": las
#            cartas). Para personas se escribe «se retira / se retiró».
#   -ribs-crack   romper (verbo, por defecto) / rotura (form: "noun"): jugar los mismos dos
#            valores que las costillas, lo que se lleva todas las cartas boca arriba.
#   -ribs-cracked rotas (por defecto: «costillas rotas») / rompe (form: "verb": «la jugada rompe
#            las costillas»).
#   -ribs-bid     puja (number: "plural": pujas): cuántos puntos valdrán las cartas vencidas. El
#            verbo es «pujar»; la ronda entera es «la subasta» (como en el tute subastado).
#            Quien puja más alto «se queda la subasta» (en etiquetas: «gana la puja»,
#            «puja ganadora»); una puja se «cumple» o «falla».
# Otras palabras fijas: «boca arriba / boca abajo», «superar» (beat), «vencida» (defeated),
# «descarte» (discard), «reparte» (dealer; «D» de dador en la imagen), «valor» (rank:
# A K Q J 10 9 8 7), «puntos», «bot» (computer player), «anfitrión» (host), «revancha»
# (rematch), «rating».
# Los valores (nombres, cartas, números) se dejan tal cual: un nombre nunca se traduce y una
# carta es su valor y el símbolo de su palo (K♥, 10♠²).
# Al jugador se le trata de tú. En `ribs play` tu asiento se llama «Tú» ($who): las frases
# que no distinguen $me evitan conjugar un verbo con $who de sujeto (usan «—», «:» o
# paréntesis).

-ribs-ribs = { $case ->
        [capital] Costillas
       *[lower] costillas
    }
-ribs-fold = { $form ->
        [noun] { $case ->
            [capital] Retirada
           *[lower] retirada
        }
       *[verb] { $case ->
            [capital] Retirarse
           *[lower] retirarse
        }
    }
-ribs-folded = { $number ->
        [plural] { $case ->
            [capital] Retiradas
           *[lower] retiradas
        }
       *[singular] { $case ->
            [capital] Retirada
           *[lower] retirada
        }
    }
-ribs-crack = { $form ->
        [noun] { $case ->
            [capital] Rotura
           *[lower] rotura
        }
       *[verb] { $case ->
            [capital] Romper
           *[lower] romper
        }
    }
-ribs-cracked = { $form ->
        [verb] { $case ->
            [capital] Rompe
           *[lower] rompe
        }
       *[adjective] { $case ->
            [capital] Rotas
           *[lower] rotas
        }
    }
-ribs-bid = { $number ->
        [plural] { $case ->
            [capital] Pujas
           *[lower] pujas
        }
       *[singular] { $case ->
            [capital] Puja
           *[lower] puja
        }
    }

## Las palabras del propio juego (comunes a todas las interfaces)

# Cómo le fue a una jugada (el sujeto es la jugada, no el jugador).
ribs-outcome-beat = supera las { -ribs-ribs }
ribs-outcome-defeated = vencida
ribs-outcome-defeated-kept = vencida, pero se la queda: { -ribs-bid } fallida
ribs-outcome-folded = { -ribs-folded }
ribs-outcome-cracked = { -ribs-cracked(form: "verb") } las { -ribs-ribs }
ribs-outcome-cracked-too = también las { -ribs-cracked(form: "verb") }, pero tarde
ribs-outcome-lost-to-crack = perdida por la { -ribs-crack(form: "noun") }

# $who nombra el asiento (en `ribs play`, el tuyo es «Tú»: de ahí la raya).
ribs-verdict-cracked = { $who } — { -ribs-ribs } { -ribs-cracked }
ribs-verdict-made = { $who } — { -ribs-bid } de { $bid } cumplida (las cartas vencidas valen { $worth })
ribs-verdict-lost = { $who } — { -ribs-bid } de { $bid } fallida (las cartas vencidas valen { $worth })
ribs-players-needed = Ribs se juega entre { $min } y { $max } jugadores

ribs-options-target = { -match } a { $target ->
        [one] { $target } { -hand } ganada
       *[other] { $target } { -hand(number: "plural") } ganadas
    }
ribs-options-bid-step = las { -ribs-bid(number: "plural") } suben de { $step } en { $step }
ribs-options-both-higher = para superar las { -ribs-ribs }, las dos cartas tienen que ser más altas
ribs-options-no-folding = nadie puede { -ribs-fold }
ribs-options-last-face-up = la última { -trick } se juega boca arriba

## Las opciones de la mesa tal como las ofrece la sala de espera: el nombre de cada opción
## y las palabras de sus valores (cortas: cada una es una opción de un menú)

ribs-option-target = { -hand(number: "plural", case: "capital") } ganadas para llevarse la { -match }
ribs-option-bid_step = Subida de cada { -ribs-bid }
ribs-option-beat_rule = Para superar las { -ribs-ribs }
ribs-option-beat_rule-one_higher = una carta por encima de las dos { -ribs-ribs }
ribs-option-beat_rule-both_higher = las dos cartas por encima de las dos { -ribs-ribs }
ribs-option-folding = { -ribs-fold(form: "noun", case: "capital") }
ribs-option-folding-once_per_hand = una vez por { -hand }
ribs-option-folding-never = nunca
ribs-option-last_trick_face_up = Última { -trick } boca arriba

## Jugadas no permitidas, dichas a quien lo intentó ($who, $seat: el nombre de un asiento)

ribs-error-match-over = la { -match } ha terminado
ribs-error-hand-over = la { -hand } ha terminado
ribs-error-no-such-seat = { $seat } no está en esta mesa
ribs-error-not-your-turn = no es tu turno: le toca a { $seat }
ribs-error-already-passed = ya has pasado en la subasta de esta { -trick }
ribs-error-must-open = la primera { -ribs-bid } tiene que ser de { $bid }
ribs-error-wrong-bid = tu { -ribs-bid } tiene que ser de { $expected } (un paso por encima de la última; no se puede saltar)
ribs-error-bid-too-high = las { -ribs-bid(number: "plural") } no pueden subir más
ribs-error-below-opening = las { -ribs-bid(number: "plural") } empiezan en { $opening }, no en { $bid }
ribs-error-off-step = las { -ribs-bid(number: "plural") } suben de { $step } en { $step } desde { $opening }: { $bid } no vale
ribs-error-still-bidding = la subasta no ha terminado: puja { $next } o pasa
ribs-error-bidding-over = la subasta de esta { -trick } ya ha terminado
ribs-error-must-lay-ribs = has ganado la subasta: pon dos cartas como { -ribs-ribs }
ribs-error-not-the-bidder = solo quien gana la subasta pone las { -ribs-ribs }
ribs-error-bidder-cannot-fold = quien gana la subasta no puede { -ribs-fold }
ribs-error-already-folded = ya te has retirado en esta { -hand }
ribs-error-folding-off = en esta mesa nadie puede { -ribs-fold }
ribs-error-last-trick-face-up = en la última { -trick } nadie puede { -ribs-fold }: se juega boca arriba
ribs-error-not-held = no tienes { $card }
ribs-error-same-card-twice = elige dos cartas distintas

## Las reglas en pocas palabras, página a página (`**` marca lo que se resalta)

ribs-rules-brief-title = Ribs en pocas palabras
ribs-rules-brief =
    De { $min } a { $max } jugadores, { $cards } cartas cada uno: una copia de A K Q J 10 9 8 7 por jugador. Los palos no importan. Puntos: **A 0 · K Q J 2 · 10 9 8 7 1** (10 puntos por jugador).

    Una { -hand } son cuatro **{ -trick(number: "plural") }**. Antes de cada { -trick } hay una subasta; quien la gana pone dos cartas boca abajo (las **{ -ribs-ribs }**) y los demás juegan dos cartas boca arriba o se **retiran** con ellas (una vez por { -hand }). Gana la { -hand } quien más puntos se lleve; la { -match } es para el primero que gane { $target } { -hand(number: "plural") }.
ribs-rules-bidding-title = La subasta
ribs-rules-bidding =
    En la primera { -trick } abre la subasta quien reparte; en las siguientes, quien ganó la anterior. Quien abre **tiene que pujar { $opening }**. Después, en el sentido de las agujas del reloj, cada jugador que siga en la subasta pasa o puja exactamente una más (sin saltos). Quien pasa ya no puede volver a pujar en esa { -trick }. La subasta acaba cuando solo queda uno.

    Ejemplo (de A a F, empieza A): A 2, B 3, C paso, D paso, E 4, F paso, A paso, B 5, E 6, B paso: **E se queda la subasta con 6**.
ribs-rules-play-title = El juego
ribs-rules-play = Quien gana la subasta pone las { -ribs-ribs } boca abajo. Después, cada uno de los demás, en el sentido de las agujas del reloj y empezando por su izquierda, juega dos cartas **boca arriba** (todos las ven al momento) o se **retira** con ellas boca abajo: se puede una vez por { -hand } y nunca quien ganó la subasta. Las cartas { -ribs-folded(number: "plural") } van al descarte y no son para nadie; nadie las ve hasta que termina la { -hand }.
ribs-rules-cracking-title = { -ribs-crack(case: "capital") }, superar, vencer
ribs-rules-cracking =
    Se destapan las { -ribs-ribs }. Una jugada con **los mismos dos valores** que las { -ribs-ribs } las **rompe**: el primero que las rompe, en orden de juego, se lleva todas las cartas boca arriba, { -ribs-ribs } incluidas.
    Si no, una jugada que **no coincide** con ninguna costilla y tiene una carta **por encima de las dos { -ribs-ribs }** las **supera**: su jugador se la queda. Todas las demás quedan **vencidas**.

    { -ribs-ribs(case: "capital") } Q-9: K-7 supera (la K está por encima de las dos y el 7 no coincide con nada); K-9, J-10, Q-J y A-Q quedan vencidas. { -ribs-ribs(case: "capital") } J-9: A-J queda vencida (las jotas coinciden).
ribs-rules-winning-title = { -ribs-bid(number: "plural", case: "capital") } cumplidas y fallidas; quién gana
ribs-rules-winning =
    Si las cartas vencidas valen **al menos la { -ribs-bid }**, quien ganó la subasta se las lleva junto con las { -ribs-ribs }; si no, cada jugador recupera sus cartas vencidas y las { -ribs-ribs } van al descarte. Lo que valen las propias { -ribs-ribs } nunca cuenta para la { -ribs-bid }. { -ribs-ribs(case: "capital") } que valen 3 y cartas vencidas que valen 6: con una { -ribs-bid } de 6 se lleva 9 puntos; con una de 7, nada.

    Gana la { -hand } quien tenga más puntos (si hay empate, ganan todos). La { -match } es para el primero que llegue al objetivo de { -hand(number: "plural") } ganadas; si hay empate en cabeza, se sigue jugando hasta que uno se adelante. Opciones de la mesa: objetivo, { -ribs-bid(number: "plural") } de 2 en 2, superar con las dos cartas, sin retiradas, última { -trick } boca arriba.

## `ribs play`: una partida en la terminal

ribs-play-hand-dealt = ── { -hand(case: "capital") } { $hand } · reparte: { $dealer } ──
ribs-play-your-hand = Tu { -hand }: { $cards }
ribs-play-trick-of = { -trick(case: "capital") } { $trick } de { $tricks }.
ribs-play-opens = { $me ->
        [yes] { $who } abres la subasta con { $bid }.
       *[no] { $who } abre la subasta con { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] { $who } pujas { $bid }
       *[no] { $who } puja { $bid }
    }
ribs-play-passes = { $me ->
        [yes] { $who } pasas
       *[no] { $who } pasa
    }
ribs-play-bidder = { $me ->
        [yes] Te quedas la subasta con { $bid }.
       *[no] { $who } se queda la subasta con { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] { $who } pones las { -ribs-ribs } boca arriba: { $cards }
       *[no] { $who } pone las { -ribs-ribs } boca arriba: { $cards }
    }
ribs-play-your-ribs = { $who } pones las { -ribs-ribs } boca abajo: { $cards }
ribs-play-ribs-down = { $who } pone las { -ribs-ribs } boca abajo.
ribs-play-plays = { $me ->
        [yes] { $who } juegas { $cards }
       *[no] { $who } juega { $cards }
    }
ribs-play-your-fold = { $who } te retiras con { $cards } (boca abajo)
ribs-play-folds = { $who } se retira.
ribs-play-ribs-revealed = Se destapan las { -ribs-ribs } ({ $who }): { $cards }
ribs-play-fold-shown = { $who } se retiró con { $cards } en la { -trick } { $trick }
ribs-play-folds-shown = Se enseñan las cartas { -ribs-folded(number: "plural") }: { $folds }.
ribs-play-hand-goes-to = Gana la { -hand } { $hand }:
ribs-play-hand-won-with = { $winners }, con { $points } puntos.
ribs-play-hand-wins = { -hand(number: "plural", case: "capital") } ganadas (objetivo: { $target }): { $line }
ribs-play-face-down = boca abajo
ribs-play-cards-face-down = { $cards } boca abajo
ribs-play-points-captured = { $points } puntos capturados
ribs-play-ribs-discarded = las { -ribs-ribs } van al descarte
ribs-play-points-this-hand = Puntos en esta { -hand }: { $line }
ribs-play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks } · reparte { $dealer }
ribs-play-bidding-line = Subasta: { $calls }
ribs-play-call-bid = { $who }: { $bid }
ribs-play-call-passed = { $who }: paso
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } boca abajo
ribs-play-ribs-not-laid = { -ribs-ribs } aún sin poner
ribs-play-bidder-line = { -ribs-bid(case: "capital") } ganadora: { $who } con { $bid } · { $ribs }
ribs-play-played-line = Han jugado: { $plays }
ribs-play-played-folded = { $who } ({ -ribs-fold(form: "noun") })
ribs-play-to-play-line = Faltan por jugar: { $names }
ribs-play-folded-line = Se han retirado en esta { -hand }: { $names }

ribs-play-prompt-open = Abres la subasta: escribe { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = Escribe { ribs-play-word-bid } ({ $next }) o { ribs-play-word-pass }
ribs-play-prompt-no-higher = Las { -ribs-bid(number: "plural") } no pueden subir más: escribe { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Pon tus { -ribs-ribs }: dos cartas boca arriba (p. ej. A K)
       *[no] Pon tus { -ribs-ribs }: dos cartas boca abajo (p. ej. A K)
    }
ribs-play-prompt-play = Juega dos cartas boca arriba (p. ej. K 9) o retírate con dos ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Juega dos cartas boca arriba (p. ej. K 9; { $why })

ribs-play-help =
    Comandos:
      { ribs-play-word-bid }           sube a la siguiente { -ribs-bid } (o abre la subasta); '{ ribs-play-word-bid } 5' comprueba que sea 5
      { ribs-play-word-pass }           pasa en la subasta de esta { -trick }
      K 9            pon estas dos cartas como { -ribs-ribs }, o juégalas boca arriba
                     (valores A K Q J 10 9 8 7; palo opcional: K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7     retírate con dos cartas boca abajo (una vez por { -hand })
      { play-word-hand }, { play-word-table }     tu { -hand }, o la mesa tal como la ves
      { play-word-scores }         puntos de esta { -hand } y { -hand(number: "plural") } ganadas
      { play-word-hint }          lo que haría un bot de nivel normal
      { play-word-rules }         las reglas en pocas palabras, con ejemplos
      { play-word-help }, { play-word-quit }   esta ayuda; dejar la { -match }

# Las palabras que se escriben en el prompt, en este idioma (las inglesas se leen siempre):
# la primera sale en la ayuda; las demás son atajos. Sin guiones: el guion separa palabras.
ribs-play-word-bid = pujo
ribs-play-word-pass = paso
ribs-play-word-fold = retiro
ribs-play-words-bid = pujo, pujar, subo
ribs-play-words-pass = paso, pasar
ribs-play-words-fold = retiro, retirar, retirarse
ribs-play-words-play = juego, jugar
ribs-play-bid-how = escribe '{ ribs-play-word-bid }' o '{ ribs-play-word-bid } N'
ribs-play-name-two = indica dos cartas, p. ej. 'K 9' (has indicado { $count })
ribs-play-only-one = solo tienes una { $card }
ribs-play-do-not-hold = no tienes { $card }
ribs-play-not-a-card = "{ $text }" no es una carta (valores A K Q J 10 9 8 7, p. ej. "K", "10", "K♥", "Kh")
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## Las imágenes: palabras dibujadas en la mesa y en las imágenes de la baza destapada (cortas:
## cada una tiene un hueco fijo), y sus textos alternativos (lo que lee un lector de
## pantalla: frases sencillas). $who es un nombre, $cards unas cartas (K♥ 9♠), $line una
## lista ("Ann 3, Bob 0").

ribs-pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks }
ribs-pic-title-over = { -hand(case: "capital") } { $hand } · terminada
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = paso
ribs-pic-mark-ribs = COSTILLAS
ribs-pic-mark-fold = RETIRADA
ribs-pic-middle-match-over = { -match(case: "capital") } terminada
ribs-pic-middle-hand-over = { -hand(case: "capital") } terminada
ribs-pic-middle-bidding = Subasta
ribs-pic-middle-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-pic-footer-wins = { $who } gana la { -match }
ribs-pic-footer-open = ▶ Le toca a { $who } abrir la subasta con { $bid }
ribs-pic-footer-bid = ▶ Le toca a { $who } pujar { $bid } o pasar
ribs-pic-footer-pass = ▶ Le toca a { $who } pasar
ribs-pic-footer-ribs = ▶ Le toca a { $who } poner las { -ribs-ribs }
ribs-pic-footer-play = ▶ Le toca a { $who } jugar dos cartas
ribs-pic-state-open = ▶ abrir
ribs-pic-state-bid = ▶ pujar
ribs-pic-state-ribs = ▶ { -ribs-ribs }
ribs-pic-state-play = ▶ jugar
ribs-pic-state-bidder = gana la { -ribs-bid }: { $bid }
ribs-pic-state-folded = se retira
ribs-pic-state-fold-used = ya se retiró
ribs-pic-tally = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · { $wins ->
        [one] { $wins } { -hand }
       *[other] { $wins } { -hand(number: "plural") }
    }
ribs-pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who } pujó { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked }
ribs-pic-verdict-made = { -ribs-bid } cumplida
ribs-pic-verdict-lost = { -ribs-bid } fallida
ribs-pic-takes-all = { $who } se lleva todas las cartas boca arriba
ribs-pic-worth = las cartas vencidas valen { $worth } frente a la { -ribs-bid } de { $bid }
ribs-pic-head-player = jugador
ribs-pic-head-played = jugada
ribs-pic-head-outcome = resultado
ribs-pic-head-captured = se lleva
ribs-pic-bidder-ribs = { -ribs-bid } ganadora · { -ribs-ribs }
ribs-pic-outcome-beat = supera
ribs-pic-outcome-defeated = vencida
ribs-pic-outcome-folded = { -ribs-folded }
ribs-pic-outcome-cracked = las { -ribs-cracked(form: "verb") }
ribs-pic-outcome-cracked-too = { -ribs-cracked(form: "verb") } tarde
ribs-pic-outcome-lost-to-crack = cae por { -ribs-crack(form: "noun") }
ribs-pic-nothing = nada
ribs-pic-won-points = { $points ->
        [one] +{ $points } pt
       *[other] +{ $points } pts
    }
ribs-pic-won-cards = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
ribs-pic-alt-match-over = Mesa de Ribs de { $players } jugadores: la { -match } ha terminado y la gana { $who }.
ribs-pic-alt-hand-over = Mesa de Ribs de { $players } jugadores: la { -hand } { $hand } ha terminado.
ribs-pic-alt-table = Mesa de Ribs de { $players } jugadores, { -hand } { $hand }, { -trick } { $trick } de { $tricks }, { $target }.
ribs-pic-alt-rules = Reglas: { $rules }.
ribs-pic-alt-call-bid = { $who } puja { $bid }
ribs-pic-alt-call-pass = { $who } pasa
ribs-pic-alt-no-bids = Todavía no ha pujado nadie.
ribs-pic-alt-bidding = La subasta va así: { $calls }.
ribs-pic-alt-bidder = { $who } se queda la subasta con { $bid }.
ribs-pic-alt-bidder-up = { $who } se queda la subasta con { $bid }; las { -ribs-ribs } están boca arriba: { $cards }.
ribs-pic-alt-bidder-down = { $who } se queda la subasta con { $bid }; las { -ribs-ribs } están boca abajo.
ribs-pic-alt-play = { $who } juega { $cards }
ribs-pic-alt-play-folded = { $who } se retira
ribs-pic-alt-played = Jugadas hasta ahora: { $plays }.
ribs-pic-alt-turn-open = Le toca a { $who } abrir la subasta con { $bid }.
ribs-pic-alt-turn-bid = Le toca a { $who } pujar { $bid } o pasar.
ribs-pic-alt-turn-pass = Le toca a { $who } pasar.
ribs-pic-alt-turn-ribs = Le toca a { $who } poner las { -ribs-ribs }.
ribs-pic-alt-turn-play = Le toca a { $who } jugar dos cartas.
ribs-pic-alt-points = Puntos en esta { -hand }: { $line }.
ribs-pic-alt-hand-wins = { -hand(number: "plural", case: "capital") } ganadas: { $line }.
ribs-pic-alt-folded = Se han retirado en esta { -hand }: { $names }.
ribs-pic-alt-reveal = Se destapa la { -trick } { $trick }: { $who } pujó { $bid } con las { -ribs-ribs } { $cards }.
ribs-pic-alt-reveal-play = { $who } jugó { $cards }: { $outcome }
ribs-pic-alt-reveal-fold = { $who } se retiró
ribs-pic-alt-cracked = { $who } rompe las { -ribs-ribs } y se lleva todas las cartas boca arriba.
ribs-pic-alt-made = Las cartas vencidas valen { $worth } frente a la { -ribs-bid } de { $bid }: { -ribs-bid } cumplida.
ribs-pic-alt-lost = Las cartas vencidas valen { $worth } frente a la { -ribs-bid } de { $bid }: { -ribs-bid } fallida, y las { -ribs-ribs } van al descarte.
ribs-pic-alt-capture = { $who } se lleva { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
ribs-pic-alt-nobody = Nadie se lleva nada.
ribs-pic-alt-captured = Resultado: { $captures }.

## Discord: el mensaje público de la mesa

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } de { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Reparte { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, te toca abrir la subasta con { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, te toca pujar o pasar.
ribs-table-your-turn-ribs = <@{ $user }>, te toca poner las { -ribs-ribs }.
ribs-table-your-turn-play = <@{ $user }>, te toca jugar dos cartas.
ribs-table-turn-open = Le toca a { $who } abrir la subasta con { $bid }…
ribs-table-turn-bid = Le toca a { $who } pujar o pasar…
ribs-table-turn-ribs = Le toca a { $who } poner las { -ribs-ribs }…
ribs-table-turn-play = Le toca a { $who } jugar dos cartas…
ribs-button-bid = Pujar { $bid }
ribs-button-pass = Pasar
ribs-seat-bidder = **gana la { -ribs-bid }: { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } boca arriba { $cards }
ribs-seat-ribs-down = { -ribs-ribs } boca abajo
ribs-seat-laying-ribs = poniendo las { -ribs-ribs }
ribs-seat-folded = se retira
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = paso
ribs-seat-fold-used = ya se retiró

## Discord: una baza destapada, el final de una mano, el cierre de la mesa

ribs-reveal-title = { -trick(case: "capital") } { $trick } · { $who } pujó { $bid }
ribs-reveal-ribs = { -ribs-ribs(case: "capital") }: **{ $cards }**
ribs-reveal-face-down = { $cards } boca abajo
ribs-reveal-two-face-down = dos cartas boca abajo
ribs-reveal-play = { $who }: { $shown } — { $outcome }
ribs-reveal-discarded = Las { -ribs-ribs } van al descarte.
ribs-reveal-captured = Se llevan: { $captures }
ribs-hand-over-title = Fin de la { -hand } { $hand }
ribs-hand-over-points = Puntos: { $line }
ribs-hand-over-winner = **{ $who }** gana la { -hand }.
ribs-hand-over-winners = **{ $who }** empatan y ganan la { -hand }.
ribs-hand-over-folds = Cartas { -ribs-folded(number: "plural") }: { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = { -hand(number: "plural", case: "capital") } ganadas (objetivo: { $target }): { $line }

## Discord: el panel privado de cada jugador

ribs-panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks }
ribs-panel-your-hand = Tu { -hand }: **{ $cards }** ({ $points })
ribs-panel-your-fold = Te has retirado con { $cards } en la { -trick } { $trick }.
ribs-panel-your-ribs = Tus { -ribs-ribs }: { $cards }
ribs-panel-your-bid = **Te toca pujar.**
ribs-panel-lay-ribs-up = **Te toca.** Pon tus { -ribs-ribs } (boca arriba: última { -trick }): elige exactamente dos cartas.
ribs-panel-lay-ribs = **Te toca.** Pon tus { -ribs-ribs } boca abajo: elige exactamente dos cartas.
ribs-panel-play = **Te toca.** Juega dos cartas boca arriba o retírate con ellas: elige exactamente dos cartas.
ribs-panel-no-fold = No puedes retirarte: { $why }.
ribs-panel-picked = Elegidas: **{ $cards }**
ribs-panel-pick = Elige dos cartas
ribs-button-lay-ribs = Poner { -ribs-ribs }
ribs-button-face-up = Jugar boca arriba
ribs-button-fold = { -ribs-fold(case: "capital") }
ribs-panel-new-hand = 🃏 **Nueva { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **Nueva { -hand }** ({ -hand } { $hand }). { $who } se lleva la { -hand } { $last }.
ribs-panel-new-hand-tied = 🃏 **Nueva { -hand }** ({ -hand } { $hand }). { $who } empatan en la { -hand } { $last }.
ribs-panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
ribs-panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; tu jugada: { $outcome }.
ribs-panel-you-took = Te llevas { $points }.
ribs-you-bid = ✅ Has pujado { $bid }.
ribs-you-passed = ✅ Has pasado.
ribs-you-laid-ribs = ✅ Has puesto tus { -ribs-ribs }: { $cards }.
ribs-you-played = ✅ Has jugado { $cards } boca arriba.
ribs-you-folded = ✅ Te has retirado con { $cards }.
ribs-action-bid = pujar { $bid }
ribs-action-pass = pasar
ribs-action-ribs = poner las { -ribs-ribs } { $cards }
ribs-action-face-up = jugar { $cards } boca arriba
ribs-action-fold = retirarte con { $cards }

## Discord: clasificaciones y estadísticas. $here cierra una frase («en este servidor»);
## la de todos los servidores («en ningún servidor») solo sirve en frases negativas, que es
## como la usa el inglés («No finished matches yet anywhere»).

ribs-stats-record =
    { -match(number: "plural", case: "capital") } jugadas: { $matches } · ganadas: { $wins } ({ $rate } %)
    { -hand(number: "plural", case: "capital") } ganadas: { $hands }
    Puntos capturados: { $points }
    { -ribs-bid(number: "plural", case: "capital") } cumplidas: { $made } · fallidas: { $lost }
    { -ribs-ribs(case: "capital") } { -ribs-cracked }: { $cracks } · { -ribs-folded(number: "plural", case: "capital") }: { $folds }

## Discord: historial y repeticiones

ribs-replay-nothing = Esa { -match } no tiene ninguna { -hand } que mostrar.
ribs-replay-dealt = Reparte { $who }. Las { -hand(number: "plural") } tal como se repartieron:
ribs-replay-call-pass = { $who } paso
ribs-replay-bids = { -ribs-bid(number: "plural", case: "capital") }: { $calls }
ribs-replay-bidder = **{ $who }** se quedó la subasta con { $bid }.
ribs-replay-points = Puntos hasta ahora: { $line }
ribs-replay-hand-won = **{ $who }** se lleva la { -hand } con { $points }.
ribs-replay-hand-tied = **{ $who }** empatan en la { -hand } con { $points }.
ribs-replay-match-won = 🏆 **{ $who }** gana la { -match } con { $wins ->
        [one] { $wins } { -hand } ganada
       *[other] { $wins } { -hand(number: "plural") } ganadas
    }.
ribs-replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } de { $hands } · { -trick } { $trick } de { $tricks }
ribs-button-prev-hand = ◀◀ { -hand(case: "capital") }
ribs-button-prev-trick = ◀ { -trick(case: "capital") }
ribs-button-next-trick = { -trick(case: "capital") } ▶
ribs-button-next-hand = { -hand(case: "capital") } ▶▶

## Discord: respuestas a los comandos de barra ($missing, $yours: nombres de permisos de
## Discord, tal como los llama el Discord en español)

ribs-options-error-target = { cmd-new-target-name } (target) tiene que estar entre 1 y 20 { -hand(number: "plural") } ganadas, no { $value }
ribs-options-error-bid-step = { cmd-new-bid_step-name } (bid_step) tiene que ser 1 o 2, no { $value }
ribs-options-error-unknown = opción desconocida "{ $key }" (opciones: target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key }: "{ $value }" no es ninguno de estos valores: { $expected }
ribs-options-error-not-key-value = "{ $text }" no tiene la forma clave=valor

## Rechazos sobre un jugador, cuando `ribs referee` juzga una partida desde fuera ($who: quien
## lo intentó; $seat: otro asiento; $error: el rechazo tal como lo lee el jugador)

ribs-error-about = { $who }: { $error }
ribs-error-about-not-your-turn = le toca a { $seat }, no a { $who }
ribs-error-about-already-passed = { $who } ya ha pasado
ribs-error-about-must-open = { $who } abre la subasta y tiene que pujar { $bid }
ribs-error-about-wrong-bid = la { -ribs-bid } de { $who } tiene que ser de { $expected } (un paso por encima de la última; no se puede saltar)
ribs-error-about-bidding-over = la subasta ha terminado: la ganó { $seat } con { $bid }
ribs-error-about-already-folded = { $who } ya se ha retirado en esta { -hand }
ribs-error-about-folding-off = { $who } quiere { -ribs-fold }, pero en esta mesa nadie puede (variante folding = never)
ribs-error-about-last-trick-face-up = { $who } quiere { -ribs-fold }, pero la última { -trick } se juega boca arriba (variante last_trick_face_up)

## Un reparto o un registro que no se puede montar ni reproducir (herramientas del operador)

ribs-setup-players = { $needed }, no { $players }
ribs-setup-hand-size = { $seat } tiene que recibir { $cards } cartas, no { $count }
ribs-setup-dealt-twice = { $card } se reparte dos veces
ribs-setup-not-in-pack = { $card } no está en una baraja para { $players } jugadores
ribs-setup-dealer = quien reparte tiene que ser uno de los asientos
ribs-replay-illegal = la acción { $index } ({ $seat } { $action }) no es válida: { $error }
ribs-replay-unfinished = el registro termina antes que la { -match }
