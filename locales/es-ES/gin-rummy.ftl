# gin-rummy.ftl: las frases del Gin Rummy (robos, descartes, cierres, tendidas, reglas y
# opciones), cada id con el prefijo gin-rummy-; las del anfitrión están en host.ftl.
#
# Glosario: el mazo, el descarte, la carta vuelta, una combinación (trío/póker del mismo
# valor, o escalera de 3+ del mismo palo), cartas sueltas y su cuenta, cerrar (knock), gin
# (sin sueltas), colocar (lay off), contracierre (undercut), bono por mano. Los valores no cambian.

gin-rummy = Gin Rummy

## Por qué se rechaza una acción

gin-rummy-error-game-over = La partida ha terminado.
gin-rummy-error-hand-over = La mano ha terminado.
gin-rummy-error-no-such-seat = No hay { $seat } en esta mesa.
gin-rummy-error-not-your-turn = Es el turno de { $seat }.
gin-rummy-error-stock-before-passes = En el primer turno solo se roba del mazo cuando los dos han rechazado la carta vuelta.
gin-rummy-error-upcard-passed = Los dos rechazaron la carta vuelta: el que no reparte roba del mazo.
gin-rummy-error-no-pass = Ahora no hay nada que rechazar.
gin-rummy-error-already-drew = Ya se ha robado en este turno: descarta o cierra.
gin-rummy-error-draw-first = Primero roba, del mazo o del descarte.
gin-rummy-error-no-draw-on-eleven = Con once cartas repartidas, el primer turno es un descarte sin robar.
gin-rummy-error-not-held = { $card } no está en la mano.
gin-rummy-error-just-taken = { $card } se acaba de tomar del descarte: no puede volver enseguida.
gin-rummy-error-not-a-meld = La combinación { $index } no es ni trío ni escalera.
gin-rummy-error-meld-not-held = La combinación { $index } tiene { $card }, que no está en la mano.
gin-rummy-error-meld-twice = { $card } está en dos combinaciones (combinación { $index }).
gin-rummy-error-knock-card-melded = { $card } es la carta del cierre: no puede estar en una combinación.
gin-rummy-error-count-over = Esas combinaciones dejan { $count } en sueltas: para cerrar, 10 o menos.
gin-rummy-error-last-chance-stock = En la última oportunidad solo se puede tomar el descarte, para cerrar.
gin-rummy-error-no-knock-possible = Tomar este descarte no permitiría cerrar.
gin-rummy-error-must-knock = El descarte se tomó en la última oportunidad: hay que cerrar.
gin-rummy-error-no-knock-to-answer = Nadie ha cerrado: no hay nada que tender.
gin-rummy-error-spread-now = Tras un cierre, el rival solo puede tender.
gin-rummy-error-lay-off-not-held = { $card } no está en la mano para colocarla.
gin-rummy-error-lay-off-melded = { $card } está en una combinación: no puede colocarse también.
gin-rummy-error-lay-off-fits-nothing = { $card } no encaja en ninguna combinación del que cerró.
gin-rummy-error-lay-off-after-gin = No se coloca nada sobre un gin.

## Abrir una mesa

gin-rummy-setup-seats = { $needed }, no { $players }
gin-rummy-setup-return-discard = return_discard: last_chance necesita last_chance: true
gin-rummy-options-error-unknown = El Gin Rummy no tiene la opción «{ $key }»
gin-rummy-options-error-bad-value = «{ $value }» no es un valor de { $key } (valores: { $values })
gin-rummy-options-error-not-key-value = «{ $text }» no es clave=valor
gin-rummy-replay-illegal = la acción { $index } se rechaza: { $error }

## Las opciones de mesa en la sala

gin-rummy-option-start = El reparto
gin-rummy-option-start-upcard = 10 cartas cada uno y una carta vuelta
gin-rummy-option-start-eleven = 11 al que no reparte, sin carta vuelta
gin-rummy-option-last_chance = Última oportunidad con el descarte antes de una mano nula
gin-rummy-option-return_discard = Descarte tomado devuelto enseguida
gin-rummy-option-return_discard-never = nunca
gin-rummy-option-return_discard-always = siempre
gin-rummy-option-return_discard-last_chance = solo en la última oportunidad
gin-rummy-option-gin_bonus = Bono de gin
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Bono de contracierre
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Bono por mano ganada
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Blanqueo
gin-rummy-option-shutout-double_bonus = bono de partida 200
gin-rummy-option-shutout-double_score = total del ganador doblado

## Cómo terminó una mano, manos mostradas

gin-rummy-ending-knock = cierre
gin-rummy-ending-gin = gin
gin-rummy-ending-undercut = contracierre
gin-rummy-ending-dead = mano nula
gin-rummy-no-melds = sin combinaciones

## Las reglas en breve, página a página (** marca lo importante)

gin-rummy-rules-brief-title = El Gin Rummy en breve
gin-rummy-rules-brief = Dos jugadores, una baraja de 52 cartas, 10 cartas cada uno. Forma **combinaciones**: 3 o 4 cartas del mismo valor, o 3 o más del mismo palo seguidas (el as es **bajo**: A-2-3, nunca Q-K-A). Las cartas fuera de combinación son **sueltas**: ases 1, figuras 10, las demás su valor. Una partida son manos hasta **100** puntos.
gin-rummy-rules-play-title = El juego
gin-rummy-rules-play = Tras el reparto se vuelve una carta. El que no reparte puede tomarla o pasar, luego el que reparte; si los dos pasan, el que no reparte roba del mazo. Cada turno: **roba** la carta de arriba del mazo o del descarte y **descarta** una (no la que acabas de tomar del descarte). Cuando un descarte deja 2 cartas en el mazo, la mano es nula: sin puntos, reparte el mismo.
gin-rummy-rules-knock-title = Cerrar
gin-rummy-rules-knock = Tras robar, con **10 o menos** en sueltas puedes **cerrar**: deja una carta boca abajo y muestra tus combinaciones. Sin sueltas es **gin**. El rival muestra las suyas y, salvo tras un gin, **coloca** cartas en las tuyas (la 4.ª de un trío, cartas que alargan una escalera).
gin-rummy-rules-scoring-title = Puntuación
gin-rummy-rules-scoring = Menos sueltas que el rival: el que cierra gana la diferencia. Si no, es un **contracierre**: el rival gana la diferencia + 10. Un gin gana 20 + las sueltas del rival y nunca sufre contracierre. El primero en llegar a 100 gana y suma **100** (200 si el otro no anotó nada); cada uno suma **20 por mano ganada**.

## ribs play --game gin-rummy: la partida en el terminal

gin-rummy-play-welcome = { $game } Tú (asiento 1) contra { $other } (ordenador, nivel { $level }), una partida a 100 puntos.
gin-rummy-play-seed = Semilla { $seed } (vuelve a jugarla con --seed { $seed }).
gin-rummy-play-hand-dealt = ── Mano { $number } · reparte: { $dealer } ──
gin-rummy-play-upcard = La carta vuelta es { $card }.
gin-rummy-play-no-upcard = Sin carta vuelta: once cartas al que no reparte.
gin-rummy-play-your-hand = Tu mano: { $melds } · sueltas { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] Pasas.
   *[no] { $who } pasa.
}
gin-rummy-play-takes = { $me ->
    [yes] Tomas { $card }.
   *[no] { $who } toma { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] Robas del mazo (quedan { $stock }).
   *[no] { $who } roba del mazo (quedan { $stock }).
}
gin-rummy-play-you-drew = Has robado { $card }.
gin-rummy-play-discards = { $me ->
    [yes] Descartas { $card }.
   *[no] { $who } descarta { $card }.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } hace gin: { $melds }
   *[no] { $who } cierra: { $melds } · sueltas { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } tiende: { $melds } · coloca { $lay_offs } · sueltas { $deadwood } ({ $count })
gin-rummy-play-scored = Mano { $number }, { $ending }: { $who } gana { $points } (bono { $bonus }).
gin-rummy-play-dead = La mano { $number } es nula: sin puntos, reparte el mismo.
gin-rummy-play-points-of = { $who } { $points } ({ $hands } manos)
gin-rummy-play-points = Puntos: { $line }
gin-rummy-play-game-over = { $who } gana la partida: bono de partida { $bonus }; totales con bonos por mano: { $totals }; diferencia { $margin }.
gin-rummy-play-status = Mano { $number } · reparte { $dealer } · mazo { $stock } · descarte { $top }
gin-rummy-play-prompt-offer = Toma la carta vuelta { $card } (take) o pasa (pass)
gin-rummy-play-prompt-first-draw = Los dos pasaron: roba del mazo (stock)
gin-rummy-play-prompt-draw = Roba del mazo (stock) o toma { $card } (take)
gin-rummy-play-prompt-last-chance = Última oportunidad: toma el descarte para cerrar (take) o pasa (pass)
gin-rummy-play-prompt-discard = Tu descarte (una carta como Qh)
gin-rummy-play-prompt-discard-or-knock = Tu descarte, o cierra con una carta (knock Qh): { $count } en sueltas como mucho
gin-rummy-play-prompt-spread = Tiende tus combinaciones y coloca (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p, pasar
gin-rummy-play-words-stock = stock, draw, d, robar
gin-rummy-play-words-take = take, tomar
gin-rummy-play-words-knock = knock, gin, k, cerrar
gin-rummy-play-words-spread = spread, tender
gin-rummy-play-not-an-action = «{ $text }» no es una acción (stock, take, pass, una carta como Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = «{ $text }» no es una combinación: escribe sus cartas juntas, como 7h8h9h
gin-rummy-play-help =
    Órdenes:
      stock              robar la carta de arriba del mazo
      take               tomar el descarte de arriba (en el primer turno, la carta vuelta)
      pass               rechazar la carta vuelta, o la última oportunidad
      una carta          descartarla: Qh, 10s, ts, K♥ (mayúsculas o minúsculas)
      knock Qh           cerrar con esa carta, con las combinaciones de menos sueltas
      spread             responder a un cierre: tus mejores combinaciones y colocaciones
      knock Qh 7h8h9h …  cerrar con tus combinaciones (sus cartas juntas)
      spread 7h8h9h + 5s responder con tus combinaciones; coloca lo que va tras +
      hand               tus cartas, combinaciones y sueltas
      table              cómo va la mano
      scores             los puntos hasta ahora
      hint               lo que haría un ordenador normal
      rules              las reglas en breve
      quit               dejar la mesa
