# oh-hell.ftl: las frases de Oh Hell! (apuestas, bazas, triunfo, reglas y opciones), cada
# id con el prefijo oh-hell-; las del anfitrión están en host.ftl.
#
# Glosario: apuesta / apostar (las bazas que uno dice que hará), el gancho (el repartidor no
# puede apostar el número que haría que las apuestas sumen las cartas repartidas), triunfo,
# asistir (jugar el palo salido), cumplida (exactamente lo apostado), mano (un reparto y sus
# bazas), partida. Se tutea al jugador. Los valores (nombres, cartas, números) no cambian.

oh-hell = Oh Hell!
oh-hell-players-needed = Oh Hell! se juega con { $min } a { $max } jugadores

## Palos y triunfo

oh-hell-suit-clubs = tréboles
oh-hell-suit-diamonds = diamantes
oh-hell-suit-hearts = corazones
oh-hell-suit-spades = picas
oh-hell-suit-jokers = comodines
oh-hell-trumps-turned = triunfo: { $suit } ({ $card } vuelta)
oh-hell-trumps = triunfo: { $suit }
oh-hell-no-trumps-turned = sin triunfo ({ $card } vuelta)
oh-hell-no-trumps = sin triunfo

## Las opciones de la mesa tal como las ofrece la sala

oh-hell-option-sequence = Cartas por mano
oh-hell-option-sequence-down_up = bajando hasta 1 y subiendo de nuevo
oh-hell-option-sequence-up_down = subiendo desde 1 y bajando de nuevo
oh-hell-option-sequence-down = bajando hasta 1
oh-hell-option-sequence-up = subiendo desde 1
oh-hell-option-max_cards = Máximo de cartas por mano
oh-hell-option-max_cards-auto = según las reglas (10, 8 o 7)
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
oh-hell-option-trumps = Triunfo
oh-hell-option-trumps-turn_up = la carta vuelta tras el reparto
oh-hell-option-trumps-turn_up_high = vuelta, ninguno si es de 2 a 6
oh-hell-option-trumps-spades = siempre picas
oh-hell-option-trumps-cycle = corazones, diamantes, tréboles, picas por turnos
oh-hell-option-trumps-cycle_nt = los cuatro palos y luego sin triunfo, por turnos
oh-hell-option-bidding = Apuestas
oh-hell-option-bidding-hook = por turnos, con gancho
oh-hell-option-bidding-no_hook = por turnos, sin gancho
oh-hell-option-bidding-simultaneous = todas a la vez, en secreto
oh-hell-option-first_lead = Primera salida
oh-hell-option-first_lead-left_of_dealer = a la izquierda del repartidor
oh-hell-option-first_lead-dealer = el repartidor
oh-hell-option-must_trump = Obligación de fallar
oh-hell-option-jokers = Dos comodines
oh-hell-option-scoring = Puntuación
oh-hell-option-scoring-tricks_bonus = 1 por baza, 10 más si es exacta
oh-hell-option-scoring-exact_only = 10 + apuesta si es exacta, si no 0
oh-hell-option-scoring-ten_per_trick = 10 por baza apostada, menos 10 por baza de diferencia
oh-hell-option-scoring-five_ten = 5 + 10 por baza, menos 5 + 5 por baza de diferencia
oh-hell-option-scoring-squares = 10 + apuesta², menos diferencia²
oh-hell-option-zero_bid = Una apuesta de 0 cumplida
oh-hell-option-zero_bid-standard = según la puntuación
oh-hell-option-zero_bid-five = vale 5
oh-hell-option-zero_bid-five_plus_cards = vale 5 + cartas repartidas
oh-hell-option-tie = Empate en cabeza
oh-hell-option-tie-shared = se comparte
oh-hell-option-tie-play_off = se desempata con más manos
oh-hell-option-forehead_last_hand = Última mano de 1 carta en la frente

## Jugadas rechazadas, dichas al jugador que lo intentó ($seat: un nombre)

oh-hell-error-game-over = La partida ha terminado.
oh-hell-error-no-such-seat = No hay { $seat } en esta mesa.
oh-hell-error-not-your-turn = Es el turno de { $seat }.
oh-hell-error-bidding-over = Las apuestas han terminado: juega una carta.
oh-hell-error-still-bidding = Las apuestas no han terminado: apuesta primero.
oh-hell-error-bid-too-high = Puedes apostar de 0 a { $cards }, no { $bid }.
oh-hell-error-hooked = Como repartidor no puedes apostar { $bid }: las apuestas sumarían las cartas repartidas (el gancho).
oh-hell-error-bid-final = Tu apuesta es definitiva: el siguiente jugador ya ha apostado.
oh-hell-error-already-bid = Ya elegiste tu apuesta, y las apuestas no se cambian.
oh-hell-error-not-held = No tienes { $card }.
oh-hell-error-must-follow = Debes asistir: juega { $suit }.
oh-hell-error-must-trump = No puedes asistir, así que debes fallar ({ $suit }).
oh-hell-error-not-blind = Solo la última mano se juega a ciegas: nombra la carta.

## Los mismos rechazos dichos de un jugador, como dictamina el árbitro

oh-hell-error-about = { $who }: { $error }
oh-hell-error-about-not-your-turn = es el turno de { $seat }, no de { $who }
oh-hell-error-about-bid-too-high = { $who } puede apostar de 0 a { $cards }, no { $bid }
oh-hell-error-about-hooked = { $who } reparte y no puede apostar { $bid } (el gancho)
oh-hell-error-about-bid-final = { $who } ya no puede cambiar su apuesta: el siguiente jugador ha apostado
oh-hell-error-about-already-bid = { $who } ya ha apostado (sin cambios con apuestas secretas)
oh-hell-error-about-not-held = { $who } no tiene { $card }
oh-hell-error-about-must-follow = { $who } debe asistir ({ $suit })
oh-hell-error-about-must-trump = { $who } no puede asistir y debe fallar ({ $suit })

## Una mesa o un registro que no se puede montar

oh-hell-setup-seats = { $needed }, no { $players }
oh-hell-setup-max-cards = en esta mesa se reparten como mucho { $limit } cartas a cada uno, no { $max }
oh-hell-options-error-unknown = Oh Hell! no tiene la opción «{ $key }»
oh-hell-options-error-bad-value = «{ $value }» no es un valor de { $key } (valores: { $values })
oh-hell-options-error-not-key-value = «{ $text }» no es clave=valor
oh-hell-replay-illegal = la jugada { $index } se rechaza: { $error }

## Las reglas en breve, página a página (** resalta)

oh-hell-rules-brief-title = Oh Hell! en breve
oh-hell-rules-brief = De { $min } a { $max } jugadores, una baraja de 52 cartas, el as alto. Una partida es una serie de **manos**: 10 cartas a cada uno (8 con 6 jugadores, 7 con 7), una carta menos en cada mano hasta 1, y luego subiendo. El reparto pasa a la izquierda. En cada mano **apuestas** cuántas bazas harás e intentas hacer **exactamente** esas.
oh-hell-rules-bidding-title = El reparto y las apuestas
oh-hell-rules-bidding = Tras el reparto se vuelve la carta siguiente: su palo es el **triunfo** (sin carta: sin triunfo). Desde la izquierda del repartidor hasta el repartidor, cada uno apuesta 0 o más bazas; puedes cambiar tu apuesta hasta que apueste el siguiente. **El gancho**: el repartidor no puede apostar el número que haría que las apuestas sumen las cartas repartidas, así que alguien siempre falla.
oh-hell-rules-play-title = El juego
oh-hell-rules-play = Sale el jugador a la izquierda del repartidor con cualquier carta. Cada uno **asiste** si puede; si no, juega cualquier carta. El triunfo más alto se lleva la baza; si no hay, la carta más alta del palo salido; quien la gana sale en la siguiente.
oh-hell-rules-scoring-title = Puntuación
oh-hell-rules-scoring = Ganas 1 punto por baza y **10 más** si haces exactamente tu apuesta (apuesta 2: 12 puntos con 2 bazas, 1 con 1, 3 con 3). Tras la última mano gana el total más alto; los empatados en cabeza comparten la victoria.

## ribs play --game oh-hell: la partida en el terminal ($me: «yes» cuando $who es el lector)

oh-hell-play-welcome = { $game } Tú (puesto 1) contra { $others }.
oh-hell-play-sequence = Jugadores de ordenador de nivel { $level }; { $hands } manos, { $first } cartas al empezar.
oh-hell-play-seed = Semilla { $seed } (vuelve a jugarla con --seed { $seed }).
oh-hell-play-hand-dealt = ── Mano { $number } de { $hands } · { $cards } cartas · reparte: { $dealer } ──
oh-hell-play-play-off = ── Mano de desempate { $number } · { $cards } cartas · reparte: { $dealer } ──
oh-hell-play-your-hand = Tu mano: { $cards }
oh-hell-play-foreheads = Tu carta está en tu frente; ves: { $cards }
oh-hell-play-bids = { $me ->
        [yes] { $who } apuestas { $bid }.
       *[no] { $who } apuesta { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] { $who } cambias tu apuesta a { $bid }.
       *[no] { $who } cambia su apuesta a { $bid }.
    }
oh-hell-play-chose = { $who }: apuesta elegida.
oh-hell-play-bids-shown = Apuestas a la vista: { $bids }
oh-hell-play-leads = { $who } sale.
oh-hell-play-plays = { $me ->
        [yes] { $who } juegas { $card }.
       *[no] { $who } juega { $card }.
    }
oh-hell-play-trick-taken = Baza { $number }: { $cards } → { $who }
oh-hell-play-hand-over = Mano { $number } puntuada:
oh-hell-play-score-line = { $who }: apuesta { $bid }, { $won } bazas, { $made ->
        [yes] cumplida
       *[no] fallada
    }: { $points } (total { $total })
oh-hell-play-totals = Totales: { $line }
oh-hell-play-settlement = Frente a la media: { $line }
oh-hell-play-winners = { $count ->
        [one] { $who } gana la partida.
       *[other] { $who } comparten la victoria.
    }
oh-hell-play-status = Mano { $number } de { $hands } · { $cards } cartas · reparte { $dealer } · { $trumps }
oh-hell-play-bids-line = Apuestas: { $bids } ({ $total } de { $cards })
oh-hell-play-won-line = Bazas: { $line }
oh-hell-play-trick-line = Baza: { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Tu apuesta, de 0 a { $cards }
oh-hell-play-prompt-bid-hooked = Tu apuesta, de 0 a { $cards }, salvo { $hooked } (el gancho)
oh-hell-play-prompt-card = Tu carta (como Qh o 10s)
oh-hell-play-prompt-follow = Tu carta: asiste a { $suit } si puedes
oh-hell-play-prompt-blind = Escribe jugar: tu carta es la que no ves
oh-hell-play-word-play = jugar
oh-hell-play-words-play = jugar, play, p
oh-hell-play-not-a-card = «{ $text }» no es una carta ni una apuesta (un número, o una carta como Qh, 10s, K♥)
oh-hell-play-help =
    Órdenes:
      un número          apostarlo (de 0 a las cartas repartidas)
      una carta          jugarla: Qh, 10s, ts, K♥ (mayúsculas o minúsculas)
      jugar              en la última mano en la frente, jugar la carta que no ves
      mano               tus cartas
      mesa               cómo va la mano
      puntos             los totales hasta ahora
      pista              lo que haría un jugador de ordenador normal
      reglas             las reglas en breve
      salir              dejar la mesa

## En Discord: el mensaje de la mesa, los anuncios, el panel

oh-hell-title = Oh Hell! · mano { $number } de { $hands } · { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada uno
oh-hell-title-play-off = Oh Hell! · mano de desempate { $number } · { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada uno
oh-hell-seat-line = { $who }: apuesta { $bid } · bazas { $won } · total { $total }
oh-hell-dealer-mark = { $who } (reparte)
oh-hell-bid-secret = elegida
oh-hell-bids-total = Apuestas: { $total } de { $cards }
oh-hell-hooked = { $who } reparte y no puede apostar { $bid } (el gancho).
oh-hell-trick-now = Baza { $number }: { $plays }
oh-hell-trick-last = Última baza: { $plays } → { $who }
oh-hell-your-turn = { $people }: te toca.
oh-hell-trick-taken = Baza { $number } para { $who }
oh-hell-hand-scored = Mano { $number } puntuada ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $trumps })
oh-hell-standing-line = { $place }. { $who }: { $total } ({ $against } respecto a la media)
oh-hell-panel-status = { $trumps } · tu apuesta: { $bid } · tus bazas: { $won }
oh-hell-may-change = Apostaste { $bid }: puedes cambiarla hasta que { $who } apueste.
oh-hell-prompt-lead = Sales tú: cualquier carta.
oh-hell-prompt-follow = Asiste a { $suit } si puedes: estas son las cartas que puedes jugar.
oh-hell-prompt-blind = Tu carta está en tu frente: juégala sin verla.
oh-hell-button-blind = Jugar mi carta
oh-hell-new-hand = Mano { $number }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada uno.
oh-hell-dealt = Tus cartas: { $cards }
oh-hell-you-bid = Apuestas { $bid }.
oh-hell-you-played = Jugaste { $card }.
oh-hell-you-played-blind = Jugaste tu carta sin verla.
oh-hell-action-bid = apostar { $bid }
oh-hell-action-card = jugar { $card }
oh-hell-action-blind = jugar la carta oculta

## La imagen de la mesa
oh-hell-pic-title = Mano { $number } · { $cards } cartas
oh-hell-pic-turned = vuelta
oh-hell-pic-bid-secret = elegida
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = ninguna aún
oh-hell-pic-plate = apuesta { $bid } · bazas { $won }
oh-hell-pic-alt-head = Mesa de Oh Hell!, mano { $number }, { $cards } cartas cada uno, { $trumps }.
oh-hell-pic-alt-seat = { $who }: apuesta { $bid }, bazas ganadas { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = En la baza: { $plays }.
oh-hell-pic-alt-no-trick = Aún no hay cartas en la baza.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(number: "plural", case: "capital") } jugadas: { $matches } · ganadas: { $wins } ({ $rate } %)
    Apuestas cumplidas exactamente: { $made } de { $bids }
