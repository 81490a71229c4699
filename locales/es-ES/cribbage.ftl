# cribbage.ftl: las frases propias del cribbage (el crib, el juego hasta 31, el recuento,
# el marcador, el tablero, sus reglas y opciones), cada id con el prefijo cribbage-.

cribbage = Cribbage
cribbage-players-needed = El cribbage se juega de { $min } a { $max } jugadores

## Por qué se marcan puntos

cribbage-why-fifteen = quince
cribbage-why-pair = una pareja
cribbage-why-pair-royal = un trío
cribbage-why-double-pair-royal = un póquer
cribbage-why-run = una escalera de { $length }
cribbage-why-thirty-one = treinta y uno
cribbage-why-go = go
cribbage-why-last-card = última carta
cribbage-why-his-heels = his heels (sota de salida)
cribbage-why-flush = un color
cribbage-why-his-nobs = his nobs (sota del palo de salida)
cribbage-why-claim = lo declarado
cribbage-why-muggins = muggins
cribbage-side-a = Bando A
cribbage-side-b = Bando B
cribbage-pile-hand = mano
cribbage-pile-crib = crib

## Las opciones de la mesa

cribbage-option-target = Partida a
cribbage-option-target-121 = 121 puntos
cribbage-option-target-91 = 91 puntos
cribbage-option-target-61 = 61 puntos
cribbage-option-two_hand_deal = Entre dos, cada uno recibe
cribbage-option-two_hand_deal-six = seis cartas
cribbage-option-two_hand_deal-five = cinco, dos van al crib
cribbage-option-skunk = Una derrota abultada
cribbage-option-skunk-none = no cuesta más
cribbage-option-skunk-skunk = skunk: doble por debajo de 91
cribbage-option-skunk-double_skunk = también doble skunk: cuádruple por debajo de 61
cribbage-option-skunk-lurch = lurch: doble por debajo de 61
cribbage-option-muggins = Muggins (declarar tu propia cuenta)
cribbage-option-next_first_dealer = Primer repartidor de la siguiente partida
cribbage-option-next_first_dealer-loser = a la izquierda del ganador
cribbage-option-next_first_dealer-alternate = por turno
cribbage-option-match_to = Puntos de partida para ganar

## Rechazos, dichos al jugador que lo intentó

cribbage-error-game-over = La partida ha terminado.
cribbage-error-hand-over = La mano ha terminado.
cribbage-error-no-such-seat = No hay { $seat } en esta mesa.
cribbage-error-not-your-turn = Es el turno de { $seat }.
cribbage-error-already-discarded = Ya has descartado, y el descarte es definitivo.
cribbage-error-still-discarding = Aún no han descartado todos al crib.
cribbage-error-not-discarding = El crib está completo: ya no se descarta nada.
cribbage-error-discard-count = Descarta { $wanted ->
        [one] { $wanted } carta
       *[other] { $wanted } cartas
    }, no { $given }.
cribbage-error-not-held = No tienes { $card }.
cribbage-error-past-thirty-one = { $card } llevaría la cuenta por encima de 31 (va por { $count }).
cribbage-error-card-fits = No puedes decir go: una de tus cartas deja la cuenta en 31 o menos.
cribbage-error-still-playing = El juego no ha terminado: el recuento viene después.
cribbage-error-showing = El juego ha terminado: se están contando las manos.
cribbage-error-no-muggins = Esta mesa cuenta sola (sin muggins): no hay nada que declarar.
cribbage-error-claim-too-high = Una mano vale como mucho 29, no { $claim }.

## Los mismos rechazos dichos de un jugador, como juzga el árbitro

cribbage-error-about = { $who }: { $error }
cribbage-error-about-not-your-turn = es el turno de { $seat }, no de { $who }
cribbage-error-about-already-discarded = { $who } ya ha descartado (es definitivo)
cribbage-error-about-discard-count = { $who } debe descartar { $wanted }, no { $given }
cribbage-error-about-not-held = { $who } no tiene { $card }
cribbage-error-about-past-thirty-one = { $who } no puede jugar { $card }: la cuenta { $count } pasaría de 31
cribbage-error-about-card-fits = { $who } no puede decir go: una carta deja la cuenta en 31 o menos
cribbage-error-about-still-discarding = { $who } no puede actuar antes de que todos descarten al crib
cribbage-error-about-not-discarding = { $who } ya no puede descartar: el crib está completo
cribbage-error-about-still-playing = { $who } no puede declarar durante el juego
cribbage-error-about-showing = { $who } no puede jugar: el juego ha terminado y se cuentan las manos
cribbage-error-about-no-muggins = { $who } no puede declarar: esta mesa juega sin muggins

## Una mesa o un registro que no se puede montar

cribbage-setup-seats = { $needed }, no { $players }
cribbage-options-error-unknown = El cribbage no tiene la opción «{ $key }»
cribbage-options-error-bad-value = «{ $value }» no es un valor de { $key } (valores: { $values })
cribbage-options-error-not-key-value = «{ $text }» no es clave=valor
cribbage-replay-illegal = la acción { $index } se rechaza: { $error }

## Las reglas en breve

cribbage-rules-brief-title = El cribbage en breve
cribbage-rules-brief = De { $min } a { $max } jugadores: dos o tres, cada uno por su cuenta; cuatro, en dos parejas sentadas frente a frente. Una baraja de 52 cartas, **el as es bajo**; J Q K valen 10. Los puntos se **marcan** en cuanto se hacen; el primer bando que llega a **121** gana la partida, incluso a mitad de una mano. El reparto pasa a la izquierda.
cribbage-rules-crib-title = El reparto y el crib
cribbage-rules-crib = Entre dos, 6 cartas cada uno y se descartan 2; entre tres o cuatro, 5 y se descarta 1 (entre tres, una carta más va directa al crib). Todos **descartan a la vez y en secreto** al **crib**, la mano extra del repartidor. Luego se descubre la **carta de salida**: una sota da 2 al repartidor (**his heels**).
cribbage-rules-play-title = El juego
cribbage-rules-play = Desde la izquierda del repartidor, cada uno juega una carta y dice la **cuenta**, nunca por encima de **31**. 2 puntos por una cuenta de **15**, 2 por una **pareja** (6 por tres, 12 por cuatro del mismo valor seguidas), la longitud de una **escalera** (en cualquier orden), 2 por **31** justo. Quien no puede jugar dice **go**; la última carta jugada vale 1 (**go** o **última carta**) y la cuenta vuelve a 0.
cribbage-rules-show-title = El recuento
cribbage-rules-show = Cada mano se cuenta con la carta de salida, desde la izquierda del repartidor, la del repartidor la última, y luego el **crib**: 2 por cada grupo de cartas que sume **15**, 2 por cada **pareja**, cada **escalera**, 4 por un **color** en mano (5 con la carta de salida; el crib solo con ella), 1 por **his nobs** (la sota del palo de salida). Quien pierde por debajo de 91 sufre un **skunk**: la partida cuenta doble.

## ribs play --game cribbage: la partida en la terminal

cribbage-play-welcome = { $game } Tú (puesto 1) contra { $others }.
cribbage-play-partners = Parejas: { $a } contra { $b }.
cribbage-play-match = Jugadores de la computadora de nivel { $level }; cada partida a { $target }, el match a { $match_to }.
cribbage-play-seed = Semilla { $seed } (vuelve a jugarla con --seed { $seed }).
cribbage-play-cut-for-deal = Corte para repartir: { $cards }. { $me ->
        [yes] Tú repartes
       *[other] { $dealer } reparte
    } primero.
cribbage-play-game-began = ── Partida { $game } · primer repartidor: { $dealer } ──
cribbage-play-hand-dealt = ── Mano { $number } · reparte: { $dealer } ──
cribbage-play-your-hand = Tu mano: { $cards }
cribbage-play-discarded = { $who } ha descartado al crib.
cribbage-play-laid-away = Has descartado { $cards }.
cribbage-play-starter = Carta de salida: { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } juegas { $card }: { $count }
       *[no] { $who } juega { $card }: { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } dices go.
       *[no] { $who } dice go.
    }
cribbage-play-reset = La cuenta vuelve a 0.
cribbage-play-pegged = { $who }: { $why } por { $points } ({ $side }: { $total })
cribbage-play-counted = { $who }, { $pile }: { $cards } con { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } declaras { $claim }.
       *[no] { $who } declara { $claim }.
    }
cribbage-play-hand-over = Mano terminada. { $totals }
cribbage-play-game-over = { $side } gana la partida { $game }: { $totals }; apuesta { $gained } (puntos de match: { $points })
cribbage-play-match-over = { $side } gana el match.
cribbage-play-status = Mano { $number } · reparte { $dealer } · partida { $game } a { $target } · { $totals }
cribbage-play-count-line = Cuenta { $count }: { $plays }
cribbage-play-laid-away-line = Han descartado: { $who }
cribbage-play-prompt-discard = Descarta { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } al crib (por ejemplo { $example })
cribbage-play-prompt-card = Tu carta, la cuenta va por { $count } (por ejemplo 5h)
cribbage-play-prompt-go = Ninguna carta deja la cuenta en 31 o menos: escribe go
cribbage-play-prompt-claim = Declara los puntos de tu { $pile }, de 0 a 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = «{ $text }» no es una carta, ni go, ni una declaración (cartas como Qh, 10s, K♥)
cribbage-play-scores = Puntos: { $line } · puntos de match: { $match }
cribbage-play-help =
    Órdenes:
      cartas             descartarlas, luego jugarlas de una en una: Qh, 10s, ts, K♥
      go                 cuando ninguna carta deja la cuenta en 31 o menos
      un número          con muggins, declarar los puntos de tu mano (o del crib)
      hand               tus cartas
      table              cómo va la mano
      scores             los puntos hasta ahora
      hint               lo que haría un jugador normal de la computadora
      rules              las reglas en breve
      quit               dejar la mesa
