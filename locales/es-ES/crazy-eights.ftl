# crazy-eights.ftl: las frases de Crazy Eights (jugadas, robos, ochos, reglas y opciones),
# cada id con crazy-eights- delante. Glosario: el mazo (para robar), el montón de descartes, la
# carta de arriba, el palo a seguir, el comodín (el ocho), quedarse sin cartas, mano bloqueada,
# puntos de penalización. Se tutea al jugador.

crazy-eights = Crazy Eights
crazy-eights-players-needed = Crazy Eights se juega con { $min } a { $max } jugadores

crazy-eights-suit-clubs = tréboles
crazy-eights-suit-diamonds = diamantes
crazy-eights-suit-hearts = corazones
crazy-eights-suit-spades = picas

crazy-eights-option-target = Penalización que acaba la partida
crazy-eights-option-hand_size = Cartas por jugador
crazy-eights-option-hand_size-standard = 7 entre dos, 5 con más
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Robar
crazy-eights-option-drawing-one = una carta, fin del turno
crazy-eights-option-drawing-play_drawn = una carta, puedes jugarla
crazy-eights-option-drawing-limit = hasta el límite, luego jugar o pasar
crazy-eights-option-drawing-until_play = robar hasta poder jugar
crazy-eights-option-draw_limit = Robos máximos por turno (con límite)
crazy-eights-option-must_play = Jugar cuando se pueda
crazy-eights-option-reshuffle = Barajar los descartes cuando se acaba el mazo
crazy-eights-option-last_card = Avisar «última carta»
crazy-eights-option-last_card_penalty = Cartas de castigo sin aviso
crazy-eights-option-wild_rank = Comodín
crazy-eights-option-wild_rank-8 = los ochos
crazy-eights-option-wild_rank-J = las jotas
crazy-eights-option-wild_rank-A = los ases
crazy-eights-option-wild_play = Jugar el comodín
crazy-eights-option-wild_play-any = sobre todo, elige palo
crazy-eights-option-wild_play-matching = solo si casa, elige palo
crazy-eights-option-wild_play-no_change = sobre todo, no elige palo
crazy-eights-option-wild_play-change_if_matching = sobre todo, elige palo si casaba
crazy-eights-option-skip = Carta de salto
crazy-eights-option-skip-off = ninguna
crazy-eights-option-skip-2 = los doses
crazy-eights-option-skip-3 = los treses
crazy-eights-option-skip-4 = los cuatros
crazy-eights-option-skip-5 = los cincos
crazy-eights-option-skip-6 = los seises
crazy-eights-option-skip-7 = los sietes
crazy-eights-option-skip-8 = los ochos
crazy-eights-option-skip-9 = los nueves
crazy-eights-option-skip-10 = los dieces
crazy-eights-option-skip-J = las jotas
crazy-eights-option-skip-Q = las reinas
crazy-eights-option-skip-K = los reyes
crazy-eights-option-skip-A = los ases
crazy-eights-option-reverse = Carta de cambio de sentido
crazy-eights-option-reverse-off = ninguna
crazy-eights-option-reverse-2 = los doses
crazy-eights-option-reverse-3 = los treses
crazy-eights-option-reverse-4 = los cuatros
crazy-eights-option-reverse-5 = los cincos
crazy-eights-option-reverse-6 = los seises
crazy-eights-option-reverse-7 = los sietes
crazy-eights-option-reverse-8 = los ochos
crazy-eights-option-reverse-9 = los nueves
crazy-eights-option-reverse-10 = los dieces
crazy-eights-option-reverse-J = las jotas
crazy-eights-option-reverse-Q = las reinas
crazy-eights-option-reverse-K = los reyes
crazy-eights-option-reverse-A = los ases
crazy-eights-option-draw_two = Los doses hacen robar dos

crazy-eights-error-game-over = La partida ha terminado.
crazy-eights-error-no-such-seat = No hay { $seat } en esta mesa.
crazy-eights-error-not-your-turn = Es el turno de { $seat }.
crazy-eights-error-not-held = No tienes { $card }.
crazy-eights-error-not-matching = { $card } no vale: sigue el palo ({ $suit }) o el valor de { $top }.
crazy-eights-error-suit-due = Elige primero un palo para tu comodín.
crazy-eights-error-no-suit-due = Ahora no hay palo que elegir.
crazy-eights-error-draw-or-two = { $count ->
        [one] Roba una carta o juega un dos.
       *[other] Roba { $count } cartas o juega un dos.
    }
crazy-eights-error-only-drawn = Tras robar solo puedes jugar { $card }, la carta robada, o pasar.
crazy-eights-error-stock-empty = El mazo está vacío: juega o pasa.
crazy-eights-error-draw-limit = { $count ->
        [one] Solo puedes robar una carta por turno.
       *[other] Puedes robar como mucho { $count } cartas por turno.
    }
crazy-eights-error-must-play = Una de tus cartas vale, y debes jugar cuando puedas.
crazy-eights-error-must-draw = Al mazo le quedan cartas: roba antes de pasar.
crazy-eights-error-no-last-card = «Última carta» solo se avisa con la jugada que te deja una carta.

crazy-eights-error-about = { $who }: { $error }
crazy-eights-error-about-hand-over = la mano ha terminado: { $who } ya no puede actuar
crazy-eights-error-about-not-your-turn = es el turno de { $seat }, no de { $who }
crazy-eights-error-about-not-held = { $who } no tiene { $card }
crazy-eights-error-about-not-matching = { $who } no puede jugar { $card }: no sigue el palo ({ $suit }) ni el valor de { $top }
crazy-eights-error-about-suit-due = { $who } debe elegir un palo
crazy-eights-error-about-no-suit-due = { $who } no tiene palo que elegir
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } debe robar una carta o jugar un dos
       *[other] { $who } debe robar { $count } cartas o jugar un dos
    }
crazy-eights-error-about-only-drawn = { $who } solo puede jugar { $card }, la carta recién robada, o pasar
crazy-eights-error-about-stock-empty = { $who } no puede robar: el mazo está vacío
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } solo puede robar una carta en este turno
       *[other] { $who } puede robar como mucho { $count } cartas en este turno
    }
crazy-eights-error-about-must-play = { $who } tiene una carta que vale y debe jugarla (must_play)
crazy-eights-error-about-must-draw = { $who } debe robar antes de pasar: al mazo le quedan cartas
crazy-eights-error-about-no-last-card = { $who } solo avisa «última carta» con una jugada que deja una carta, con esa regla

crazy-eights-setup-seats = { $needed }, no { $players }
crazy-eights-setup-hand-size = no se pueden repartir { $size } cartas a cada uno de { $players } jugadores y girar una carta
crazy-eights-options-error-unknown = Crazy Eights no tiene la opción «{ $key }»
crazy-eights-options-error-bad-value = «{ $value }» no es un valor de { $key } (valores: { $values })
crazy-eights-options-error-not-key-value = «{ $text }» no es clave=valor
crazy-eights-options-error-same-rank = { $key } no puede ser { $rank }: { $other } ya da un poder a ese valor
crazy-eights-replay-illegal = la acción { $index } se rechaza: { $error }

crazy-eights-rules-brief-title = Crazy Eights en breve
crazy-eights-rules-brief = De { $min } a { $max } jugadores, una baraja de 52 cartas (dos desde 6 jugadores). Cada mano, 7 cartas por jugador entre dos, 5 con más; la siguiente se gira para empezar el **montón de descartes**, el resto es el **mazo**. Quédate sin cartas: quien lo logre primero acaba la mano.
crazy-eights-rules-play-title = El juego
crazy-eights-rules-play = Desde la izquierda del que reparte, por turnos: juega una carta del **mismo palo o valor** que la de arriba, o un **ocho** sobre cualquiera y elige el palo que debe seguir el siguiente. Sobre un ocho se sigue el palo elegido (o se juega otro ocho).
crazy-eights-rules-drawing-title = Robar
crazy-eights-rules-drawing = En lugar de jugar puedes **robar** una carta del mazo, y tu turno acaba. Cuando el mazo se agota, quien no juega pasa; cuando todos han pasado seguidos, la mano queda **bloqueada**.
crazy-eights-rules-scoring-title = Puntuación
crazy-eights-rules-scoring = Quien se queda sin cartas suma 0; los demás, lo que tienen: **ocho 50**, rey, reina, jota 10, as 1, las demás su valor. Tras una mano en la que alguien llega a **100**, gana el total **más bajo** (si hay empate, se sigue jugando).

## ribs play --game crazy-eights

crazy-eights-direction-clockwise = en el sentido de las agujas del reloj
crazy-eights-direction-counterclockwise = en sentido contrario
crazy-eights-play-welcome = { $game }: tú (puesto 1) contra { $others }.
crazy-eights-play-level = Jugadores de nivel { $level }; tras una mano en la que alguien llega a { $target } puntos de penalización, gana el total más bajo.
crazy-eights-play-seed = Semilla { $seed } (repítela con --seed { $seed }).
crazy-eights-play-hand-dealt = ── Mano { $number } · reparte: { $dealer } · carta inicial { $card } ──
crazy-eights-play-buried = Salió un comodín y volvió al mazo: { $cards }.
crazy-eights-play-your-hand = Tu mano: { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } juegas { $card }.
       *[no] { $who } juega { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } eliges { $suit }.
       *[no] { $who } elige { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } robas una carta.
           *[other] { $who } robas { $count } cartas.
        }
       *[no] { $count ->
            [one] { $who } roba una carta.
           *[other] { $who } roba { $count } cartas.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } te llevas los doses: { $count } cartas.
       *[no] { $who } se lleva los doses: { $count } cartas.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } robas { $count } cartas de castigo.
       *[no] { $who } roba { $count } cartas de castigo.
    }
crazy-eights-play-you-drew = Has robado { $cards }.
crazy-eights-play-passes = { $me ->
        [yes] { $who } pasas.
       *[no] { $who } pasa.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } pierdes el turno.
       *[no] { $who } pierde el turno.
    }
crazy-eights-play-reversed = Ahora se juega { $direction }.
crazy-eights-play-pending = { $me ->
        [yes] { $who } debes robar { $count }.
       *[no] { $who } debe robar { $count }.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } no avisaste «última carta».
       *[no] { $who } no avisó «última carta».
    }
crazy-eights-play-reshuffled = Los descartes se barajan en un mazo nuevo de { $count } cartas.
crazy-eights-play-went-out = { $me ->
        [yes] ¡{ $who } te quedas sin cartas!
       *[no] { $who } se queda sin cartas.
    }
crazy-eights-play-blocked = La mano queda bloqueada: nadie podía jugar.
crazy-eights-play-score-line = { $who }: { $cards } → { $points } (total { $total })
crazy-eights-play-winner = { $me ->
        [yes] ¡{ $who } ganas la partida con { $total } puntos de penalización!
       *[no] { $who } gana la partida con { $total } puntos de penalización.
    }
crazy-eights-play-status = Mano { $number } · arriba { $top } · palo { $suit } · mazo { $stock } · { $direction }
crazy-eights-play-pending-line = Hay que robar { $count } cartas.
crazy-eights-play-counts = Cartas en mano: { $line }
crazy-eights-play-totals = Totales: { $line } (acaba en { $target })
crazy-eights-play-prompt-play = Juega una carta o roba
crazy-eights-play-prompt-after-draw = Juega una carta, roba o pasa
crazy-eights-play-prompt-suit = Elige un palo (c, d, h, s)
crazy-eights-play-prompt-pending = Juega un dos o roba { $count }
crazy-eights-play-help = Escribe una carta para jugarla (Qh, 10s, K♥), con ! para «última carta» (Qh!); robar; pasar; tras un comodín un palo (c, d, h, s); hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = robar, roba, r, draw, d
crazy-eights-play-words-pass = pasar, paso, p, pass
crazy-eights-play-not-understood = '{ $text }' no es una carta, un palo ni una orden (escribe ayuda)
