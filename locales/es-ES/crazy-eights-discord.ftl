# crazy-eights-discord.ftl: los Ochos locos en Discord (mensaje de mesa, panel, anuncios, imagen).

## El mensaje de la mesa

crazy-eights-title = Crazy Eights · mano { $number } · hasta { $target }
crazy-eights-up-card = Carta visible: **{ $card }** · seguir { $suit }
crazy-eights-up-named = Carta visible: **{ $card }** · pedido **{ $suit }**
crazy-eights-stock = { $count ->
        [0] Mazo vacío
        [one] Mazo: 1 carta
       *[other] Mazo: { $count } cartas
    }
crazy-eights-clockwise = Se juega en el sentido del reloj ↻
crazy-eights-counterclockwise = Se juega en sentido contrario al reloj ↺
crazy-eights-pending = { $count ->
        [one] Robo pendiente: 1 carta
       *[other] Robo pendiente: { $count } cartas
    }
crazy-eights-no-pending = Ningún robo pendiente
crazy-eights-dealer-mark = { $who } (reparte)
crazy-eights-seat-line = { $who }: { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } · total { $total }
crazy-eights-naming = { $who } está eligiendo un palo.
crazy-eights-drawing = { $who } ha robado { $count ->
        [one] una carta
       *[other] { $count } cartas
    } en este turno.
crazy-eights-facing = { $who } debe robar { $count } o jugar un dos.
crazy-eights-your-turn = { $people }: te toca.

## Anuncios

crazy-eights-said-buried = Mano { $number }: { $buried } se volteó y volvió al mazo, { $starter } abre el descarte
crazy-eights-said-last-card = { $who }: ¡última carta!
crazy-eights-said-named = { $who } pide { $suit }
crazy-eights-said-drew = { $who } ha robado { $count ->
        [one] una carta
       *[other] { $count } cartas
    }
crazy-eights-said-drew-twos = { $who } ha robado { $count ->
        [one] una carta
       *[other] { $count } cartas
    } por los doses
crazy-eights-said-drew-penalty = { $who } ha robado { $count ->
        [one] una carta
       *[other] { $count } cartas
    } por no decir «última carta»
crazy-eights-said-passed = { $who } pasa
crazy-eights-said-skipped = { $who } pierde el turno
crazy-eights-said-reversed-clockwise = Cambio de sentido: se juega en el sentido del reloj ↻
crazy-eights-said-reversed-counter = Cambio de sentido: se juega en sentido contrario al reloj ↺
crazy-eights-said-pending = { $who } debe robar { $count } o jugar un dos
crazy-eights-said-last-card-missed = { $who } no dijo «última carta»
crazy-eights-said-reshuffled = El descarte se barajó en un mazo nuevo de { $count }
crazy-eights-said-out = Mano { $number }: { $who } se ha quedado sin cartas
crazy-eights-said-blocked = La mano { $number } está bloqueada: nadie puede jugar
crazy-eights-out-mark = sin cartas
crazy-eights-score-line = { $who }: { $cards } → { $points } · total { $total }

## El resultado

crazy-eights-standing-line = { $place }. { $who }: { $total }
crazy-eights-winners = { $count ->
        [one] { $who } gana la partida con { $total } puntos
       *[other] { $who } comparten la victoria con { $total } puntos
    }
crazy-eights-stats-record = manos ganadas: { $hands } · puntos de penalización: { $points }

## El panel

crazy-eights-your-hand = Tu mano ({ $count }): { $cards }
crazy-eights-prompt-play-or-draw = Juega una carta o roba.
crazy-eights-prompt-play-or-pass = Juega una carta o pasa.
crazy-eights-prompt-draw = Ninguna de tus cartas sirve: roba.
crazy-eights-prompt-draw-again = No sirve: roba otra vez.
crazy-eights-prompt-pass = Nada sirve: pasa.
crazy-eights-prompt-name = Elige el palo a seguir.
crazy-eights-prompt-pending = Juega un dos o roba { $count }.
crazy-eights-button-draw = Robar
crazy-eights-button-draw-pending = Robar { $count }
crazy-eights-button-pass = Pasar
crazy-eights-button-last-card = { $card } · ¡Última carta!
crazy-eights-you-drew = Has robado { $cards }.
crazy-eights-dealt = Tus cartas: { $cards }
crazy-eights-new-hand = Se ha repartido la mano { $number }; la carta visible es { $card }.
crazy-eights-you-played = Has jugado { $card }.
crazy-eights-you-played-last = Has jugado { $card }: ¡última carta!
crazy-eights-you-named = Has pedido { $suit }.
crazy-eights-you-draw = Has robado del mazo.
crazy-eights-you-passed = Has pasado.
crazy-eights-action-play = jugar { $card }
crazy-eights-action-name = pedir { $suit }
crazy-eights-action-draw = robar
crazy-eights-action-pass = pasar

## La imagen

crazy-eights-pic-follow = Seguir { $suit }
crazy-eights-pic-named = Pedido { $suit }
crazy-eights-pic-plate = { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } · total { $total }
crazy-eights-pic-alt-head = Crazy Eights, mano { $number }. La carta visible es { $card }; el mazo tiene { $stock }.
crazy-eights-pic-alt-seat = { $who } tiene { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }, total { $total }.
