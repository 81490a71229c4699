# gin-rummy-discord.ftl: el Gin Rummy en Discord (mensaje de mesa, panel, anuncios,
# resultado, imagen); glosario de gin-rummy.ftl: mazo, descarte, carta vuelta,
# combinación, sueltas, cerrar, gin, colocar, contra, bonus de casilla.

## El mensaje de la mesa

gin-rummy-d-title = Gin Rummy · mano { $number }
gin-rummy-d-your-turn = { $people }: te toca.
gin-rummy-d-dealer-mark = { $who } (reparte)
gin-rummy-d-seat-line = { $who }: { $points } puntos, { $hands } { $hands ->
    [one] mano ganada
   *[other] manos ganadas
  } · { $held } cartas
gin-rummy-d-took = cogió { $cards } del descarte
gin-rummy-d-passed = rechazó la carta vuelta
gin-rummy-d-piles = Carta vuelta: { $card } · mazo: { $stock } cartas
gin-rummy-d-piles-empty = Sin carta vuelta · mazo: { $stock } cartas
gin-rummy-d-turn-offer = { $who } puede coger la carta vuelta o pasar.
gin-rummy-d-turn-draw = { $who } roba.
gin-rummy-d-turn-discard = { $who } descarta o cierra.
gin-rummy-d-turn-last-chance = { $who } tiene la última oportunidad: coger el descarte para cerrar, o pasar.
gin-rummy-d-turn-spread = { $who } extiende y coloca.
gin-rummy-d-knock-by = { $who } cerró: { $arrangement }
gin-rummy-d-gin-by = { $who } hizo gin: { $arrangement }
gin-rummy-d-last-hand = Mano { $number }: { $who } anotó { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = La mano { $number } fue nula: sin puntos.

## Las manos

gin-rummy-d-arrangement = { $melds } · sueltas { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = ninguna

## El panel

gin-rummy-d-your-hand = Tu mano: { $arrangement }
gin-rummy-d-you-drew = Robaste { $card } del mazo.
gin-rummy-d-panel-score = Puntos: tú { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = Se te ofrece la carta vuelta { $card }: cógela o pasa.
gin-rummy-d-prompt-first-draw = Ambos pasaron: roba del mazo.
gin-rummy-d-prompt-draw = Roba del mazo o coge { $card }.
gin-rummy-d-prompt-last-chance = Última oportunidad: coge { $card } solo para cerrar, o pasa (la mano es nula).
gin-rummy-d-prompt-discard = Descarta una carta.
gin-rummy-d-prompt-discard-or-knock = Descarta una carta o cierra (la carta boca abajo, se bajan estas combinaciones):
gin-rummy-d-prompt-must-knock = Cogiste la última oportunidad: cierra.
gin-rummy-d-knock-line = { $knock }: { $arrangement }
gin-rummy-d-knock-menu = Cerrar con… ({ $count } cartas)
gin-rummy-d-prompt-spread = Tu extensión: { $arrangement } · colocadas: { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · colocadas: { $lay_offs }
gin-rummy-d-spread-option = Extender: { $count } en sueltas
gin-rummy-d-other-spreads = Extender otras combinaciones… ({ $count })
gin-rummy-d-other-knocks = Cerrar con otras combinaciones… ({ $count })
gin-rummy-d-no-lay-offs = ninguna
gin-rummy-d-button-stock = Robar del mazo ({ $stock })
gin-rummy-d-button-take = Coger { $card }
gin-rummy-d-button-take-knock = Coger { $card } y cerrar
gin-rummy-d-button-pass = Pasar
gin-rummy-d-button-knock = Cerrar: { $card }
gin-rummy-d-button-gin = Gin: { $card }
gin-rummy-d-button-spread = Extender
gin-rummy-d-new-hand = La mano { $number } está repartida.
gin-rummy-d-dealt = Tus cartas: { $cards }
gin-rummy-d-knock-card = Cerraste con { $card } boca abajo.
gin-rummy-d-you-passed = Pasaste.
gin-rummy-d-you-drew-stock = Robaste del mazo.
gin-rummy-d-you-took = Cogiste el descarte.
gin-rummy-d-you-discarded = Descartaste { $card }.
gin-rummy-d-you-spread = Extendiste tus combinaciones.

## Lo que el ordenador hizo por un jugador

gin-rummy-d-action-pass = pasar
gin-rummy-d-action-stock = robar del mazo
gin-rummy-d-action-take = coger el descarte
gin-rummy-d-action-discard = descartar { $card }
gin-rummy-d-action-knock = cerrar
gin-rummy-d-action-spread = extender

## Anuncios

gin-rummy-d-knock-title = { $who } cierra
gin-rummy-d-gin-title = { $who } hace gin
gin-rummy-d-hand-won = Mano { $number }: { $who } anota { $points } ({ $ending })
gin-rummy-d-hand-dead = La mano { $number } es nula: sin puntos, reparte el mismo
gin-rummy-d-result-hand = { $who }: { $arrangement }
gin-rummy-d-lay-offs = Colocadas: { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } anota { $points } ({ $ending }).
   *[other] { $who } anota { $points }, { $bonus } de ellos de bonus ({ $ending }).
  }
gin-rummy-d-game = Partida: { $seats }
gin-rummy-d-game-seat = { $who } { $points } ({ $hands } { $hands ->
    [one] mano
   *[other] manos
  })

## El resultado

gin-rummy-d-winner = 🏆 { $who } gana la partida
gin-rummy-d-unfinished = La partida terminó sin acabar
gin-rummy-d-settlement-line = { $place }. { $who }: { $points } puntos + { $boxes } por { $hands } { $hands ->
    [one] mano ganada
   *[other] manos ganadas
  } + { $game } de bonus de partida = { $total }
gin-rummy-d-shutout = Blanqueo: el perdedor no anotó nada.
gin-rummy-d-margin = { $who } paga la diferencia: { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(number: "plural", case: "capital") } jugadas: { $matches } · ganadas: { $wins } ({ $rate } %) · { $hands } manos ganadas, { $points } puntos

## La imagen de la mesa

gin-rummy-pic-title = Gin Rummy · mano { $number }
gin-rummy-pic-stock = Mazo: { $stock }
gin-rummy-pic-pile = Descartes: { $cards }
gin-rummy-pic-plate = { $points } puntos · { $hands } ganadas · { $held } cartas
gin-rummy-pic-knock = { $who } cerró: { $melds }, sueltas { $count }
gin-rummy-pic-gin = { $who } hizo gin: { $melds }
gin-rummy-pic-turn-offer = { $who } puede coger la carta vuelta o pasar
gin-rummy-pic-turn-draw = { $who } roba
gin-rummy-pic-turn-discard = { $who } descarta o cierra
gin-rummy-pic-turn-last-chance = { $who } tiene la última oportunidad
gin-rummy-pic-turn-spread = { $who } extiende
gin-rummy-pic-alt-head = Una mesa de Gin Rummy, mano { $number }.
gin-rummy-pic-alt-seat = { $who }: { $points } puntos, { $hands } manos ganadas, { $held } cartas.
gin-rummy-pic-alt-piles = Carta vuelta { $card }, { $stock } cartas en el mazo.
gin-rummy-pic-alt-no-pile = Sin carta vuelta, { $stock } cartas en el mazo.
