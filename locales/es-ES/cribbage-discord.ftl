# cribbage-discord.ftl: el cribbage en Discord (mensaje de mesa, panel, anuncios, cierre,
# imagen), cada identificador con el prefijo cribbage-. Las palabras del juego están en
# cribbage.ftl.

## El mensaje de mesa

cribbage-title = Partida { $game } · mano { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side }: **{ $points }** de { $target }
cribbage-board-match = { $side }: **{ $points }** de { $target } · { $won ->
        [one] { $won } punto de encuentro
       *[other] { $won } puntos de encuentro
    }
cribbage-dealer-mark = { $who } (reparte)
cribbage-seat-choosing = { $who }: elige qué descartar
cribbage-seat-laid-away = { $who }: ha descartado ✓
cribbage-seat-holding = { $who }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano
cribbage-starter = Starter: { $card }
cribbage-starter-not-yet = Starter: se vuelve cuando todos hayan descartado
cribbage-count = Cuenta **{ $count }**: { $laid }
cribbage-gone = Go: { $who }
cribbage-counted = { $pile } de { $who }: { $cards } + { $starter } = **{ $points }**
cribbage-claimed = ({ $claim } reclamados)
cribbage-crib-up = Crib: { $cards }
cribbage-pegs-title = Puntos de esta mano:
cribbage-peg = { $who }: { $why } por { $points }
cribbage-peg-cards = { $who }: { $why } ({ $cards }) por { $points }
cribbage-your-turn = { $people }: te toca.
cribbage-lay-away-all = { $people }: descartad al crib.

## Anuncios

cribbage-laid = { $who }: { $card } (cuenta { $count })
cribbage-nothing = Nada que contar.
cribbage-game-won = { $side } gana la partida { $game } ({ $gained ->
        [one] { $gained } punto de encuentro
       *[other] { $gained } puntos de encuentro
    })
cribbage-stake-line = { $side }: { $points } puntos, { $stake ->
        [1] partida sencilla
        [2] skunk (cuenta doble)
       *[other] doble skunk (cuenta { $stake })
    }

## El panel privado

cribbage-your-hand = Tu mano: { $cards }
cribbage-your-kept = Guardadas para el recuento: { $cards }
cribbage-your-discard = Has descartado: { $cards }
cribbage-prompt-lay-away = Descarta { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } al crib de { $who }.
cribbage-prompt-lay-away-own = Descarta { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a tu propio crib.
cribbage-choose-discard = Elige las cartas que descartas
cribbage-keeping = te quedas { $cards }
cribbage-waiting-crib = Esperando a que los demás descarten: entonces se vuelve el starter.
cribbage-prompt-play = Juega una carta: la cuenta va por { $count }.
cribbage-prompt-go = La cuenta va por { $count } y ninguna carta tuya la deja en 31 o menos: di go.
cribbage-button-go = Go
cribbage-prompt-claim = Reclama tu { $pile }: { $cards } con el starter { $starter }. Los puntos que se te pasen pueden llevárselos los demás (muggins).
cribbage-claim-menu = Reclamar de { $from } a { $to }
cribbage-you-laid-away = Has descartado { $cards }.
cribbage-you-laid = Has jugado { $card }.
cribbage-you-go = Has dicho go.
cribbage-you-claimed = Has reclamado { $points }.
cribbage-action-lay-away = descartar { $cards }
cribbage-action-card = jugar { $card }
cribbage-action-go = decir go
cribbage-action-claim = reclamar { $points }
cribbage-dealt = Recibes { $cards }.
cribbage-new-hand = Mano { $number }: reparte { $who }.
cribbage-news-laid = { $who } juega { $card } (cuenta { $count }).

## El cierre

cribbage-winners = { $count ->
        [one] { $who } gana el encuentro.
       *[other] { $who } comparten la victoria.
    }
cribbage-standing-line = { $place }. { $side }: { $won ->
        [one] { $won } punto de encuentro
       *[other] { $won } puntos de encuentro
    }, { $points } en la última partida

cribbage-stats-record = manos en que tu bando anotó más: { $hands } · puntos anotados: { $points } ({ $average } por { -match })

## La imagen y su texto alternativo

cribbage-pic-title = Cribbage · partida { $game } · mano { $number } · a { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Cuenta { $count }
cribbage-pic-laid-away = ha descartado
cribbage-pic-choosing = eligiendo
cribbage-pic-held = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
cribbage-pic-alt-head = Un tablero de cribbage: partida { $game }, mano { $number }, a { $target } puntos.
cribbage-pic-alt-side = { $side } tiene { $points } puntos.
cribbage-pic-alt-starter = El starter es { $card }.
cribbage-pic-alt-no-starter = El starter aún no se ha vuelto.
cribbage-pic-alt-cards = Cartas en juego, cuenta { $count }: { $cards }.
cribbage-pic-alt-shown = { $pile } de { $who } mostrado: { $cards }, { $points } puntos.
