# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
#
# Ribs en español de España: todas las frases que dicen el bot de Discord y `ribs play`.
#
# Glosario: los términos propios del juego, elegidos una vez para este idioma y usados en
# todos los mensajes a través de estos términos. Todos aceptan `case` ("capital" para
# empezar frase; por defecto, minúscula). Algunos aceptan además `number: "plural"` o
# `form`; sin parámetros dan siempre la forma más corriente.
#   -trick   baza: una subasta y sus jugadas; cuatro forman una mano.
#   -hand    mano: un reparto de cartas; quien la gana suma una mano ganada. También «tu
#            mano» son tus cartas, igual que en inglés.
#   -match   partida: se juega a un número de manos ganadas («partida a 5 manos ganadas»).
#   -autopilot  piloto automático (form: "short": automático): el bot que juega el asiento
#            de una persona por ella. A los jugadores del ordenador se les llama «bots».
# Otras palabras fijas: «boca arriba / boca abajo», «superar» (beat), «vencida» (defeated),
# «descarte» (discard), «reparte» (dealer; «D» de dador en la imagen), «valor» (rank:
# A K Q J 10 9 8 7), «puntos», «bot» (computer player), «anfitrión» (host), «revancha»
# (rematch), «rating».
# Los valores (nombres, cartas, números) se dejan tal cual: un nombre nunca se traduce y una
# carta es su valor y el símbolo de su palo (K♥, 10♠²).
# Al jugador se le trata de tú. En `ribs play` tu asiento se llama «Tú» ($who): las frases
# que no distinguen $me evitan conjugar un verbo con $who de sujeto (usan «—», «:» o
# paréntesis).

-trick = { $number ->
        [plural] { $case ->
            [capital] Bazas
           *[lower] bazas
        }
       *[singular] { $case ->
            [capital] Baza
           *[lower] baza
        }
    }
-hand = { $number ->
        [plural] { $case ->
            [capital] Manos
           *[lower] manos
        }
       *[singular] { $case ->
            [capital] Mano
           *[lower] mano
        }
    }
-match = { $number ->
        [plural] { $case ->
            [capital] Partidas
           *[lower] partidas
        }
       *[singular] { $case ->
            [capital] Partida
           *[lower] partida
        }
    }
-autopilot = { $form ->
        [short] { $case ->
            [capital] Automático
           *[lower] automático
        }
       *[long] { $case ->
            [capital] Piloto automático
           *[lower] piloto automático
        }
    }

## Las palabras del propio juego (comunes a todas las interfaces)

you = tú
you-capital = Tú

seat-mark = (asiento { $seat })

## `ribs play`: una partida en la terminal

# $me es "yes" cuando el asiento es el tuyo («Tú»), si no "no"; $who es un nombre.
play-you = Tú
play-you-win = ¡Ganas la { -match }!
play-wins = { $who } gana la { -match }.
play-and = { $first } y { $last }
play-word-hand = mano
play-word-table = mesa
play-word-scores = puntos
play-word-hint = pista
play-word-rules = reglas
play-word-help = ayuda
play-word-quit = salir
play-words-hand = mano, cartas
play-words-table = mesa, estado
play-words-scores = puntos, marcador, tanteo
play-words-hint = pista, consejo
play-words-rules = reglas, normas
play-words-help = ayuda
play-words-quit = salir, adiós, adios

play-takes-nothing = '{ $word }' no lleva nada detrás
play-not-a-number = "{ $text }" no es un número
play-not-a-command = '{ $word }' no es un comando ni una carta (escribe { play-word-help })

play-resuming = Se reanuda la { -match } guardada en { $path } ({ $actions ->
        [one] { $actions } acción jugada
       *[other] { $actions } acciones jugadas
    }; con su propia mesa, nivel y semilla).
play-input-ended = Se ha acabado la entrada
play-you-leave = Te levantas de la mesa
play-stops-here = { $why }: la { -match } se queda aquí (semilla { $seed }, { $actions ->
        [one] { $actions } acción jugada
       *[other] { $actions } acciones jugadas
    }).
play-saved-in = Está guardada en { $path }: `ribs play --db { $path }` la reanuda.
play-record = Tu historial en { $path }: { $won } de { $matches ->
        [one] { $matches } { -match } ganada
       *[other] { $matches } { -match(number: "plural") } ganadas
    }, { $hands ->
        [one] { $hands } { -hand } ganada
       *[other] { $hands } { -hand(number: "plural") } ganadas
    }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
play-welcome = { $ribs } Tú (asiento 1) contra { $others } ({ $computers } bots, nivel { $level }).
play-takes-the-match = { $target }. Semilla { $seed } (para volver a jugarla: --seed { $seed }).
play-table-rules = Reglas de la mesa: { $rules }.
play-type-help = Escribe { $help } para ver los comandos.
play-would = Un bot de nivel normal haría: { $action }
play-level-easy = fácil
play-level-normal = normal
play-level-hard = difícil

## Los comandos de barra (límites de Discord: nombres en minúscula, de 1 a 32 letras,
## cifras, - o _; descripciones de 100 caracteres como mucho)

cmd-ribs-description = Juega a Ribs, el juego de cartas con subasta para 4 a 10 jugadores
cmd-new-name = nueva
cmd-new-description = Abre una mesa en este canal
cmd-new-target-name = objetivo
cmd-new-target-description = { -hand(number: "plural", case: "capital") } ganadas que hacen falta para llevarse la { -match } (por defecto 5)
cmd-new-bid_step-name = subida
cmd-new-bid_step-description = Cuánto sube cada { -ribs-bid }: 1 (por defecto) o 2
cmd-new-beat_rule-name = superar
cmd-new-beat_rule-description = Qué hace falta para superar las { -ribs-ribs }
cmd-new-beat_rule-choice-0 = una carta por encima de las dos { -ribs-ribs } (por defecto)
cmd-new-beat_rule-choice-1 = las dos cartas por encima de las dos { -ribs-ribs }
cmd-new-folding-name = retirada
cmd-new-folding-description = Permitir { -ribs-fold } una vez por { -hand } (por defecto sí)
cmd-new-last_trick_face_up-name = última_baza_boca_arriba
cmd-new-last_trick_face_up-description = Jugar la última { -trick } boca arriba, sin poder { -ribs-fold } (por defecto no)
cmd-new-turn_timer-name = tiempo_turno
cmd-new-turn_timer-description = Segundos por turno antes de que juegue el { -autopilot } (0: sin límite)
cmd-new-computers-name = bots
cmd-new-computers-description = Bots que se sientan ya a la mesa (de 0 a 9)
cmd-new-level-name = nivel
cmd-new-level-description = Qué nivel tienen los bots
cmd-new-level-choice-0 = fácil
cmd-new-level-choice-1 = normal
cmd-new-level-choice-2 = difícil
cmd-new-thread-name = hilo
cmd-new-thread-description = Abrir un hilo para la { -match } (por defecto no)
cmd-hand-name = mano
cmd-hand-description = Mira tus cartas y, en tu turno, elige qué jugar (solo lo ves tú)
cmd-table-name = mesa
cmd-table-description = Vuelve a publicar el mensaje de la mesa al final del canal
cmd-autopilot-name = piloto
cmd-autopilot-description = Cede tu asiento a un bot o recupéralo
cmd-autopilot-on-name = activo
cmd-autopilot-on-description = Sí: un bot juega por ti; no: vuelves a jugar tú (por defecto: cambia)
cmd-stop-name = parar
cmd-stop-description = Detén la { -match } (el anfitrión o alguien que pueda gestionar el servidor)
cmd-leaderboard-name = clasificación
cmd-leaderboard-description = Los mejores jugadores, en este servidor o en todos
cmd-leaderboard-scope-name = ámbito
cmd-leaderboard-scope-description = Este servidor (por defecto) o todos
cmd-leaderboard-scope-choice-0 = este servidor
cmd-leaderboard-scope-choice-1 = todos los servidores
cmd-leaderboard-by-name = por
cmd-leaderboard-by-description = Ordenar por rating (por defecto), { -match(number: "plural") } ganadas, % de victorias o { -hand(number: "plural") } ganadas
cmd-leaderboard-by-choice-0 = rating
cmd-leaderboard-by-choice-1 = { -match(number: "plural") } ganadas
cmd-leaderboard-by-choice-2 = % de victorias
cmd-leaderboard-by-choice-3 = { -hand(number: "plural") } ganadas
cmd-stats-name = estadísticas
cmd-stats-description = El rating y el historial de Ribs de un jugador en este servidor, y sus últimas { -match(number: "plural") }
cmd-stats-player-name = jugador
cmd-stats-player-description = Qué jugador (por defecto: tú)
cmd-history-name = historial
cmd-history-description = Las últimas { -match(number: "plural") } terminadas en este servidor (o las de un jugador), con su número
cmd-history-player-name = jugador
cmd-history-player-description = Solo las { -match(number: "plural") } de este jugador
cmd-replay-name = repetición
cmd-replay-description = Repasa { -trick } a { -trick } una { -match } terminada de este servidor (solo la ves tú)
cmd-replay-match-name = partida
cmd-replay-match-description = El número de la { -match } (mira /ribs historial)
cmd-rules-name = reglas
cmd-rules-description = Cómo se juega a Ribs, en páginas cortas
cmd-forget-name = olvidar
cmd-forget-description = Bórrate de los registros de Ribs: tu id y tus nombres (tus resultados quedan, anónimos)
cmd-games-name = juegos
cmd-games-description = Abre una mesa de cualquier juego y consulta los juegos, sus reglas y sus clasificaciones
cmd-games-game-name = juego
cmd-games-game-description = Qué juego
cmd-games-new-name = nueva
cmd-games-new-description = Abre una mesa de un juego en este canal (el anfitrión elige sus opciones en la sala de espera)
cmd-games-new-computers-name = bots
cmd-games-new-computers-description = Bots que se sientan ya a la mesa
cmd-games-list-name = lista
cmd-games-list-description = Todos los juegos del bot: jugadores, duración, reglas y clasificaciones (solo lo ves tú)
cmd-games-rules-name = reglas
cmd-games-rules-description = Cómo se juega a un juego, en páginas cortas (solo lo ves tú)
cmd-games-leaderboard-name = clasificación
cmd-games-leaderboard-description = Los mejores jugadores de un juego, en este servidor o en todos
cmd-games-stats-name = estadísticas
cmd-games-stats-description = El rating y el historial de un jugador en un juego en este servidor, y sus últimas { -match(number: "plural") }
cmd-games-history-name = historial
cmd-games-history-description = Las últimas { -match(number: "plural") } de un juego terminadas en este servidor (o las de un jugador)
cmd-games-replay-name = repetición
cmd-games-replay-description = Repasa { -hand } a { -hand } una { -match } terminada de este servidor (solo la ves tú)
cmd-games-replay-match-name = partida
cmd-games-replay-match-description = El número de la { -match } (mira /games historial)

## Las imágenes: palabras dibujadas en la mesa y en las imágenes de la baza destapada (cortas:
## cada una tiene un hueco fijo), y sus textos alternativos (lo que lee un lector de
## pantalla: frases sencillas). $who es un nombre, $cards unas cartas (K♥ 9♠), $line una
## lista ("Ann 3, Bob 0").

pic-seat = asiento { $seat }
pic-autopilot = { -autopilot(form: "short") }
pic-dealer = D
pic-alt-deals = Reparte { $who }.
pic-alt-computers = Bots: { $names }.
pic-alt-autopilot = En { -autopilot }: { $names }.

## Discord: palabras comunes de los mensajes del bot. $who es el nombre de un jugador tal
## como se muestra (con 🤖 si es un bot), $cards unas cartas.

points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
hand-wins-count = { $wins ->
        [one] { $wins } { -hand } ganada
       *[other] { $wins } { -hand(number: "plural") } ganadas
    }
list-and = { $first } y { $last }
seat-on-autopilot = { $who } ({ -autopilot })
turn-timer = { $seconds } s por turno
no-turn-timer = sin límite de tiempo
level-easy = fácil
level-normal = normal
level-hard = difícil
held-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
held-seconds = { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }

## Discord: negativas, dichas en privado a quien lo intentó

refuse-no-table = ⚠️ aquí no hay ninguna mesa: abre una con /ribs { cmd-new-name }
refuse-table-exists = ⚠️ este canal ya tiene una mesa
refuse-over = ⚠️ esa { -match } ya ha terminado: la mesa ha seguido adelante
refuse-stale = ⚠️ la mesa ya ha avanzado: ese botón es de antes
refuse-no-front = ⚠️ { $game } aún no se puede jugar en Discord
refuse-not-seated = ⚠️ no tienes asiento en esta mesa
refuse-already-seated = ⚠️ ya tienes asiento en esta mesa
refuse-full = ⚠️ la mesa está llena ({ $seats } asientos)
refuse-too-many-computers = ⚠️ la opción { cmd-new-computers-name } admite como mucho { $room }: una mesa tiene { $seats } asientos y uno es el tuyo.
refuse-not-host-start = ⚠️ solo el anfitrión puede empezar la { -match }
refuse-not-host-cancel = ⚠️ solo el anfitrión puede cancelar la mesa
refuse-not-host-remove = ⚠️ solo el anfitrión puede quitar bots
refuse-not-host-stop = ⚠️ solo el anfitrión puede parar la { -match } (o un administrador del servidor)
refuse-not-host-options = ⚠️ solo el anfitrión puede cambiar las opciones de la mesa
refuse-bad-option = ⚠️ la mesa no tiene esa opción, o la opción no admite ese valor
refuse-players = ⚠️ { $needed }; en la mesa hay { $players }
refuse-started = ⚠️ la { -match } ya ha empezado
refuse-too-many-tables = ⚠️ ya eres anfitrión o jugador en { $limit ->
        [one] { $limit } mesa abierta
       *[other] { $limit } mesas abiertas
    }, el máximo por persona: termina o deja alguna primero
refuse-not-a-player = ⚠️ solo quienes jugaron esa { -match } pueden pedir la revancha
refuse-rematch-taken = ⚠️ esa { -match } ya tuvo su revancha
refuse-server-full = ⚠️ este servidor ya tiene { $limit ->
        [one] { $limit } mesa abierta
       *[other] { $limit } mesas abiertas
    }, el máximo permitido: termina alguna primero
refuse-not-started = ⚠️ la { -match } todavía no ha empezado
refuse-no-computer = ⚠️ no hay ningún bot que quitar
refuse-autopilot-on = ⚠️ ya hay un bot jugando en tu asiento
refuse-autopilot-off = ⚠️ tu asiento ya es tuyo: no ha cambiado nada
refuse-not-overdue = ⚠️ ese asiento todavía no lleva bastante tiempo con el turno como para pasárselo al { -autopilot }
refuse-own-seat = ⚠️ ese es tu propio asiento: cédelo con /ribs { cmd-autopilot-name }
refuse-cannot-leave = ⚠️ durante una { -match } no puedes irte; cede tu asiento a un bot con /ribs { cmd-autopilot-name }
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ la mesa no ha podido guardar eso; inténtalo otra vez
refuse-interrupted = ⚠️ la mesa se ha interrumpido; inténtalo otra vez
refuse-shutting-down = ⚠️ el bot se está reiniciando; inténtalo otra vez en un momento
refuse-not-finished = ⚠️ esa { -match } todavía se está jugando: podrás repasarla cuando termine
refuse-at-open-table = ⚠️ Tienes asiento en una mesa abierta en <#{ $place }>: Ribs podrá olvidarte cuando esa mesa se cierre. No se ha borrado nada.
refuse-at-open-table-invited = ⚠️ Te esperan para una revancha en <#{ $place }>: Ribs podrá olvidarte cuando esa mesa se cierre. No se ha borrado nada.

## Discord: el mensaje público de la mesa

button-your-hand = Tu { -hand }
table-cannot-save = ⚠️ El bot no puede guardar esta mesa ahora mismo (su base de datos no admite escrituras): la { -match } espera y seguirá sola en cuanto pueda.
table-overdue = ⏳ { $who } lleva { $held } con el turno: cualquier otro jugador de la mesa puede pasarle el asiento al { -autopilot }.
button-take-over = { -autopilot(case: "capital") }: { $who }
table-taken-over = ⏳ { $by } ha pasado el asiento de { $who } al { -autopilot }: llevaba { $held } con el turno. Puede recuperarlo con /ribs { cmd-autopilot-name }.

## Discord: una baza destapada, el final de una mano, el cierre de la mesa

closed-a-manager = un administrador del servidor
closed-resigned-title = 🏳 { $who } abandona: { $winner } se lleva la { -match }
closed-resigned = { $who } ha parado la { -match } al acabar una { -hand }, y eso cuenta como abandono: queda en último lugar en el registro.
    { -hand(number: "plural", case: "capital") } ganadas al parar: { $line }
closed-won-title = 🏆 { $winner } gana la { -match }
closed-won = { -hand(number: "plural", case: "capital") } ganadas al final: { $line }
closed-ratings = Rating: { $line }
closed-recorded = El resultado queda registrado: mira /ribs { cmd-leaderboard-name } y /ribs { cmd-history-name }.
closed-expired-title = Mesa cerrada
closed-expired = Nadie ha empezado esta mesa en { $held }, así que se cierra. Abre otra con /ribs { cmd-new-name }.
closed-cancelled-title = Mesa cancelada
closed-cancelled = Cancelada por { $who }.
closed-stopped-title = { -match(case: "capital") } detenida
closed-stopped-by-manager = { $who } (administrador del servidor)
closed-stopped = Detenida por { $who }. No cuenta como jugada.
closed-failed = La mesa ha tenido un problema que no ha podido superar, así que la { -match } se detiene. No cuenta como jugada; lo sentimos. Abre una mesa nueva con /ribs { cmd-new-name }.
closed-place-lost = El bot ya no tiene acceso al canal de esta mesa, así que la { -match } se detiene. No cuenta como jugada.
button-rematch = Revancha

## Discord: el panel privado de cada jugador

panel-no-cards = no te quedan cartas
panel-match-over = La { -match } ha terminado.
panel-waiting = Esperando tu turno.
panel-you = tú
acted-for-you = ⏱ Se te ha acabado el tiempo: el { -autopilot } ha decidido por ti: { $action }.
taken-over-from-you = ⏳ { $by } ha pasado tu asiento al { -autopilot }: llevabas { $held } con el turno. Recupéralo con /ribs { cmd-autopilot-name }.
panel-replaced = Este panel se ha sustituido por uno más reciente.
panel-expired = ⏳ Este panel deja de actualizarse: Discord lo mantiene activo 15 minutos. Pulsa **{ button-your-hand }** en el mensaje de la mesa para abrir uno nuevo.
panel-finished = 🏁 La { -match } ha terminado: mira la mesa para ver el resultado.
panel-closed = La mesa está cerrada.

## Discord: la sala de espera

lobby-title = { $game } · mesa abierta
lobby-footer = Se juega en el sentido de las agujas del reloj, en este orden; quien reparte primero se sortea.
lobby-rematch = ¡Revancha! { $people }: uníos con un clic.
lobby-host = { $who } (anfitrión)
lobby-ready = { $seated } en la mesa: el anfitrión ya puede empezar.
lobby-not-ready = { $seated } en la mesa: { $needed }.
button-join = Unirse
button-leave = Salir
button-start = Empezar
button-cancel = Cancelar
button-add-computer = Añadir bot
button-remove-computer = Quitar bot
lobby-options-menu = ⚙ Cambiar una opción de la mesa (el anfitrión)
option-line = **{ $name }:** { $value }
option-on = sí
option-off = no
option-default = por defecto
option-menu = **{ $name }**: ahora { $value }. Elige el nuevo valor; la sala de espera se lo muestra a todos.
option-menu-placeholder = Elige un valor
option-set = ✅ { $name }: { $value }
lobby-closed-title = { $game } · mesa cerrada a nuevos jugadores
another-player = Otro jugador
lobby-begun = La { -match } ha empezado.
lobby-begun-in-thread = La { -match } ha empezado. Síguela en <#{ $thread }>.
thread-name = { $game } · mesa de { $host }

## Discord: clasificaciones y estadísticas. $here cierra una frase («en este servidor»);
## la de todos los servidores («en ningún servidor») solo sirve en frases negativas, que es
## como la usa el inglés («No finished matches yet anywhere»).

scope-server = este servidor
scope-everywhere = todos los servidores
where-server = en este servidor
where-everywhere = en ningún servidor
board-title = Clasificación de { $game } · { $scope } · por { $by }
board-by-rating = rating
board-by-wins = { -match(number: "plural") } ganadas
board-by-rate = % de victorias (mínimo { $min ->
        [one] { $min } { -match }
       *[other] { $min } { -match(number: "plural") }
    })
board-by-hands = { -hand(number: "plural") } ganadas
board-empty = Todavía no hay { -match(number: "plural") } terminadas { $here }: termina una para aparecer aquí.
board-rate-empty = Todavía nadie llega al mínimo: el % de victorias solo cuenta a quien haya terminado { $min ->
        [one] { $min } { -match }
       *[other] { $min } { -match(number: "plural") }
    }.
board-row = { $rank }. **{ $who }** · { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } en { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match(number: "plural") }
    } ({ $rate } %) · { $hands ->
        [one] { $hands } { -hand } ganada
       *[other] { $hands } { -hand(number: "plural") } ganadas
    }
rating-empty = Todavía no hay { -match(number: "plural") } con rating { $here }: termina una para aparecer aquí.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [one] { $matches } { -match } con rating
       *[other] { $matches } { -match(number: "plural") } con rating
    }
rating-footer = Rating: la habilidad que un jugador tiene casi con seguridad (Weng-Lin, μ − 3σ). Lleva «?» hasta { $matches } { -match(number: "plural") } con rating.
rater-computer = 🤖 bot { $level }
stats-title = { $who } · estadísticas de { $game } · { $scope }
stats-rating = Rating: **{ $rating }** (puesto { $rank } { $here })
stats-changes = Últimos cambios: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Todavía no hay { -match(number: "plural") } terminadas { $here }.
stats-last = Últimas { -match(number: "plural") }:
stats-match = { -match } { $number } · { $players } jugadores · { $result } · { $hands ->
        [one] { $hands } { -hand } ganada
       *[other] { $hands } { -hand(number: "plural") } ganadas
    } · { $points }
stats-won = **ganada**
stats-lost = perdida

## Discord: historial y repeticiones

other-server = Esa { -match } se jugó en otro servidor.
history-none-theirs = Todavía no hay { -match(number: "plural") } terminadas de este jugador en este servidor.
history-none = Todavía no hay { -match(number: "plural") } terminadas en este servidor.
history-row = **{ -match } { $number }** · { $date } · ganó { $who } · { -hand(number: "plural") } ganadas: { $line }
history-title-theirs = { $game } · últimas { -match(number: "plural") } de { $who }
history-title = { $game } · últimas { -match(number: "plural") } en este servidor
history-footer = /ribs { cmd-replay-name } { cmd-replay-match-name }:<número> repasa una, { -trick } a { -trick }.
replay-no-match = ⚠️ En este servidor no hay ninguna { -match } terminada con el número { $number }: mira /ribs { cmd-history-name }.
replay-title = { $game } · { -match(case: "capital") } { $number } · { -hand(case: "capital") } { $hand } de { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = No se anunció nada en esta { -hand }.
replay-unreadable = ⚠️ La { -match } { $number } ya no se puede volver a jugar tal como se guardó, así que no se puede mostrar.
replay-button-prev-hand = ◀◀ { -hand(case: "capital") }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand(case: "capital") } ▶▶
history-footer-hands = /games { cmd-games-replay-name } { cmd-games-replay-match-name }:<número> repasa una, { -hand } a { -hand }.
replay-bad-number = ⚠️ Los números de { -match } empiezan en 1: mira /ribs { cmd-history-name }.

## Discord: /ribs olvidar ($former es cómo se ve el asiento de un jugador olvidado)

forget-title = ¿Te olvidamos?
forget-asked = **{ button-forget-me }** te borra a ti, { $who }, de los registros de Ribs en todos los servidores:
    • se borran tu id de Discord y todos los nombres con los que has jugado (tu nombre visible y tus apodos en los servidores);
    • en cada { -match } que jugaste, tu asiento pasa a mostrar «{ $former }»: los resultados se quedan, sin dueño, para que los resultados y el rating de los demás sigan exactamente igual;
    • desapareces de todas las clasificaciones, y /ribs { cmd-stats-name } y /ribs { cmd-history-name } dejan de conocerte;
    • también se borra lo que el bot guardaba para actualizar tus paneles privados (sus tokens de interacción) y cualquier invitación tuya a una revancha.

    No se puede deshacer: si vuelves a jugar, empiezas con un historial nuevo. No se puede hacer mientras tengas asiento en una mesa abierta.
forget-footer = Solo tú ves esto, y solo tú puedes confirmarlo.
button-forget-me = Olvídame
forgotten-title = Datos borrados
forgotten-nothing = Hecho: Ribs no tenía nada guardado sobre ti, y ahora tampoco.
forgotten-names = Hecho: tu id de Discord y tus nombres ya no están en los registros de Ribs.
forgotten-matches = Hecho: tu id de Discord y todos los nombres con los que jugaste ya no están en los registros de Ribs. { $matches ->
        [one] La { -match } que jugaste muestra
       *[other] Las { $matches } { -match(number: "plural") } que jugaste muestran
    } «{ $former }» en tu asiento, y no apareces en ninguna clasificación.
forget-cancelled = No se ha borrado nada: Ribs conserva tu historial.

## Discord: /ribs reglas (las páginas son las reglas en pocas palabras, más arriba)

rules-fair-title = Juego limpio en Discord
rules-fair = **Rating.** Todas las { -match(number: "plural") } terminadas cuentan para el rating. Si el anfitrión detiene una { -match } al terminar una { -hand }, **abandona**: queda en último lugar en el registro (si la detiene un administrador del servidor, no cuenta para el rating de nadie). Un asiento que el { -autopilot } jugó en **más de la mitad** de sus decisiones no recibe rating por esa { -match }; los demás sí.

    {"**"}Nadie secuestra una mesa.** Con límite de tiempo por turno, el { -autopilot } juega por quien se quede sin tiempo. Sin límite, cuando alguien lleva diez minutos con el turno, cualquier otro jugador de la mesa puede pasar su asiento al { -autopilot } (con un botón del mensaje de la mesa); lo recupera con /ribs { cmd-autopilot-name }.

    {"**"}Sitio para todos.** Una sala que nadie empieza se cierra sola; cada persona puede sentarse solo en unas pocas mesas abiertas a la vez, y cada servidor solo puede tener unas cuantas.
rules-title = Reglas · { $title }
rules-page = Página { $page } de { $pages }
button-previous = ◀ Anterior
button-next = Siguiente ▶

## Discord: respuestas a los comandos de barra ($missing, $yours: nombres de permisos de
## Discord, tal como los llama el Discord en español)

perm-view-channel = Ver canal
perm-embed-links = Insertar enlaces
perm-send-messages = Enviar mensajes
perm-send-in-threads = Enviar mensajes en hilos
perm-create-threads = Crear hilos públicos
reply-slash-only = ⚠️ Usa /ribs { cmd-new-name } como comando de barra.
reply-thread-of-match = ⚠️ Este hilo es de una { -match }: abre una mesa nueva en un canal.
reply-thread-already = ⚠️ Esto ya es un hilo: abre la mesa sin { cmd-new-thread-name }:true, o en un canal.
reply-bot-missing = ⚠️ No puedo abrir una mesa aquí: { $count ->
        [one] me falta el permiso { $missing } en este canal. Pide a un administrador del servidor que me lo dé
       *[other] me faltan los permisos { $missing } en este canal. Pide a un administrador del servidor que me los dé
    }, o abre la mesa en otro canal.
reply-you-missing = ⚠️ Una mesa con { cmd-new-thread-name }:true abre un hilo, y para eso necesitas aquí { $count ->
        [one] el permiso { $yours }, que no tienes
       *[other] los permisos { $yours }, que no tienes
    }. Abre la mesa sin { cmd-new-thread-name }:true o pídeselo a un administrador del servidor.
reply-timer-max = ⚠️ La opción { cmd-new-turn_timer-name } admite como mucho 3600 segundos (una hora).
reply-options = ⚠️ { $why }
reply-opened = Tu mesa está abierta: la sala de espera está publicada en este canal.
reply-reposted-link = La mesa se ha vuelto a publicar hace un momento; la tienes aquí: { $link }
reply-reposted-above = La mesa se ha vuelto a publicar hace un momento, justo encima.
reply-reposted = La mesa se vuelve a publicar aquí debajo.
reply-autopilot-on = Ahora un bot juega en tu asiento. Recupéralo con /ribs { cmd-autopilot-name }.
reply-autopilot-off = Tu asiento vuelve a ser tuyo.
reply-stopped = La { -match } se ha detenido.
reply-went-wrong = ⚠️ Algo ha ido mal; inténtalo otra vez.

## Discord: respuestas a los clics

click-not-in-server = ⚠️ Ribs se juega en los canales de un servidor, no aquí.
click-panel-only = ⚠️ Ese control es de un panel privado: pulsa «{ button-your-hand }» en la mesa.
click-private-page = ⚠️ Ese control es de una página privada: ábrela con su comando.
click-other-channel = ⚠️ Ese control es de una mesa de otro canal.
click-unknown = Este bot no reconoce ese control (quizá sea de una versión anterior).
click-pick-from-menu = ⚠️ Elige dos cartas del menú.
click-pick-two = ⚠️ Elige exactamente dos cartas.
click-choose-from-menu = ⚠️ Elige un valor del menú.
note-no-thread-permission = No he podido abrir un hilo para esta mesa (puede que aquí no tenga permiso para crear hilos); la { -match } se juega en este canal.
note-no-threads = No he podido abrir un hilo para esta mesa (aquí no se pueden usar hilos); la { -match } se juega en este canal.

## Discord: /games list, el catálogo de los juegos ($new, $rules, $board: los comandos,
## como enlaces; $game: la opción game del comando, con el nombre del juego)

catalog-title = { $count ->
        [one] El juego
       *[other] Los { $count } juegos
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = de { $min } a { $max } jugadores
catalog-players-exactly = { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
catalog-minutes = una { -match } dura unos { $from } a { $to } minutos
catalog-options = Opciones de mesa (las elige el anfitrión en la sala de espera): { $options }
catalog-links = Abre una mesa con { $new }, lee las reglas con { $rules } y mira la clasificación con { $board }, siempre con { $game }.
catalog-footer = Cada comando pregunta primero por el juego.

## Herramientas del operador: cantidades

count-matches = { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
count-hands = { $count ->
        [one] { $count } mano
       *[other] { $count } manos
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } se juega entre { $min } y { $max } jugadores
players-needed-exactly = { $game } se juega con { $seats } jugadores exactamente

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(number: "plural", case: "capital") } jugadas: { $matches } · ganadas: { $wins } ({ $rate } %)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Tus cartas de { $suit } ({ $count })
