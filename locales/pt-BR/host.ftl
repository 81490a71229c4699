# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
#
# Ribs em português do Brasil: todas as frases que o bot do Discord e o `ribs play` dizem.
#
# Glossário: os termos do próprio jogo, escolhidos uma vez para esta língua e usados em
# todas as mensagens por meio destes termos. Todos aceitam `case` ("capital" para começar
# frase; sem ele, minúscula). Alguns aceitam também `number: "plural"` ou `form`; sem
# parâmetros, cada um dá a forma mais comum (indicada abaixo em primeiro lugar).
#   -trick   vaza (f.; vazas): um leilão e as jogadas que vêm depois; quatro fazem uma mão.
#            É o nome de sempre da rodada de cartas em copas, sueca ou bridge.
#   -hand    mão (f.; mãos): uma distribuição de cartas; quem a ganha soma uma "mão
#            ganha". Como em inglês, "sua mão" também são as cartas que você segura.
#   -match   partida (f.; partidas): jogada até alguém atingir a meta de mãos ganhas.
#   -autopilot  piloto automático (m.; form: "short": automático): o computador que joga
#            no lugar de uma pessoa. Expressão do dia a dia ("estar no piloto automático").
# Outras palavras fixas: aberta / fechada (face up / face down: "cartas abertas",
# "costelas fechadas", como no pôquer), baixar (lay: baixar as costelas), superar (beat),
# derrotada (defeated), casar (match: "casa com uma costela"), levar (capture), sair do
# jogo (discarded: ninguém fica com as cartas), dá as cartas (dealer; "D" no desenho),
# lugar (seat), vez (turn: "sua vez"), valor (rank: A K Q J 10 9 8 7), naipe (suit),
# pontos, computador (computer player), anfitrião (host), revanche (rematch), rating,
# partida ranqueada (rated match), ranking (leaderboard), retrospecto (record),
# administrador do servidor (server manager), tópico (thread, como no Discord em português).
# Os valores (nomes, cartas, números) ficam como estão: um nome nunca se traduz e uma carta
# é o seu valor e o símbolo do seu naipe (K♥, 10♠²).
# O jogador é tratado por "você". Como "você" conjuga o verbo na 3ª pessoa, as frases em
# que $who pode ser "Você" (no `ribs play`) ou "você" (no painel) servem para os dois.
# Plurais: em pt, o CLDR põe o 0 na categoria "one"; por isso os seletores têm uma
# variante [0] antes de [one], para que se leia "0 pontos", e não "0 ponto".

-trick = { $number ->
        [plural] { $case ->
            [capital] Vazas
           *[lower] vazas
        }
       *[singular] { $case ->
            [capital] Vaza
           *[lower] vaza
        }
    }
-hand = { $number ->
        [plural] { $case ->
            [capital] Mãos
           *[lower] mãos
        }
       *[singular] { $case ->
            [capital] Mão
           *[lower] mão
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

## As palavras do próprio jogo (comuns a todas as interfaces)

you = você
you-capital = Você

seat-mark = (lugar { $seat })

## `ribs play`: uma partida no terminal

# $me é "yes" quando o lugar é o seu ("Você"), se não "no"; $who é um nome. Com "você" o
# verbo é o mesmo da 3ª pessoa, por isso as duas variantes costumam coincidir.
play-you = Você
play-you-win = Você ganhou a { -match }!
play-wins = { $who } ganhou a { -match }.
play-and = { $first } e { $last }
play-word-hand = mão
play-word-table = mesa
play-word-scores = placar
play-word-hint = dica
play-word-rules = regras
play-word-help = ajuda
play-word-quit = sair
play-words-hand = mão, mao, cartas
play-words-table = mesa, estado
play-words-scores = placar, pontos
play-words-hint = dica, sugestão, sugestao
play-words-rules = regras
play-words-help = ajuda, comandos
play-words-quit = sair, tchau, fim

play-takes-nothing = '{ $word }' não leva nada depois
play-not-a-number = "{ $text }" não é um número
play-not-a-command = '{ $word }' não é um comando nem uma carta (digite { play-word-help })

play-resuming = Retomando a { -match } salva em { $path } ({ $actions ->
        [0] { $actions } ações jogadas
        [one] { $actions } ação jogada
       *[other] { $actions } ações jogadas
    }; valem a mesa, o nível e a semente dela).
play-input-ended = A entrada acabou
play-you-leave = Você sai da mesa
play-stops-here = { $why }: a { -match } para aqui (semente { $seed }, { $actions ->
        [0] { $actions } ações jogadas
        [one] { $actions } ação jogada
       *[other] { $actions } ações jogadas
    }).
play-saved-in = Ela está salva em { $path }: `ribs play --db { $path }` retoma a { -match }.
play-record = Seu retrospecto em { $path }: { $won ->
        [0] { $won } vitórias
        [one] { $won } vitória
       *[other] { $won } vitórias
    } em { $matches ->
        [0] { $matches } { -match(number: "plural") }
        [one] { $matches } { -match }
       *[other] { $matches } { -match(number: "plural") }
    }, { $hands ->
        [0] { $hands } { -hand(number: "plural") } ganhas
        [one] { $hands } { -hand } ganha
       *[other] { $hands } { -hand(number: "plural") } ganhas
    }, { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }.
play-welcome = { $ribs } Você (lugar 1) contra { $others } ({ $computers } computadores, nível { $level }).
# $target é options-target com maiúscula ("Vence quem ganhar 5 mãos primeiro"), que já
# diz quem leva a partida.
play-takes-the-match = { $target }. Semente { $seed } (para jogar de novo: --seed { $seed }).
play-table-rules = Regras da mesa: { $rules }.
play-type-help = Digite { $help } para ver os comandos.
play-would = Um computador de nível normal faria: { $action }
play-level-easy = fácil
play-level-normal = normal
play-level-hard = difícil

## Os comandos de barra (limites do Discord: nomes em minúsculas, de 1 a 32 letras,
## algarismos, - ou _; descrições de até 100 caracteres)

cmd-ribs-description = Jogue Ribs, o jogo de cartas com leilão para 4 a 10 jogadores
cmd-new-name = nova
cmd-new-description = Abre uma mesa neste canal
cmd-new-target-name = meta
cmd-new-target-description = { -hand(number: "plural", case: "capital") } ganhas para levar a { -match } (padrão 5)
cmd-new-bid_step-name = aumento
cmd-new-bid_step-description = Quanto cada { -ribs-bid } sobe: 1 (padrão) ou 2
cmd-new-beat_rule-name = superar
cmd-new-beat_rule-description = O que é preciso para superar as { -ribs-ribs }
cmd-new-beat_rule-choice-0 = uma carta acima das duas { -ribs-ribs } (padrão)
cmd-new-beat_rule-choice-1 = as duas cartas acima das duas { -ribs-ribs }
cmd-new-folding-name = descarte
cmd-new-folding-description = Permite { -ribs-fold } uma vez por { -hand } (padrão: sim)
cmd-new-last_trick_face_up-name = última_vaza_aberta
cmd-new-last_trick_face_up-description = A última { -trick } é jogada aberta, sem { -ribs-fold(form: "noun") } (padrão: não)
cmd-new-turn_timer-name = tempo_por_vez
cmd-new-turn_timer-description = Segundos por vez antes que o { -autopilot } jogue (0: sem limite de tempo)
cmd-new-computers-name = computadores
cmd-new-computers-description = Quantos computadores já sentam à mesa (de 0 a 9)
cmd-new-level-name = nível
cmd-new-level-description = O nível dos computadores
cmd-new-level-choice-0 = fácil
cmd-new-level-choice-1 = normal
cmd-new-level-choice-2 = difícil
cmd-new-thread-name = tópico
cmd-new-thread-description = Abre um tópico para a { -match } (padrão: não)
cmd-hand-name = mão
cmd-hand-description = Mostra suas cartas e, na sua vez, deixa você escolher o que jogar (só você vê)
cmd-table-name = mesa
cmd-table-description = Publica de novo a mensagem da mesa no fim do canal
cmd-autopilot-name = piloto
cmd-autopilot-description = Passa o seu lugar para um computador, ou pega de volta
cmd-autopilot-on-name = ligar
cmd-autopilot-on-description = sim: um computador joga por você; não: você volta a jogar (padrão: alterna)
cmd-stop-name = parar
cmd-stop-description = Para a { -match } (o anfitrião, ou quem pode gerenciar o servidor)
cmd-leaderboard-name = ranking
cmd-leaderboard-description = Os melhores jogadores, neste servidor ou em todos
cmd-leaderboard-scope-name = alcance
cmd-leaderboard-scope-description = Este servidor (padrão) ou todos
cmd-leaderboard-scope-choice-0 = este servidor
cmd-leaderboard-scope-choice-1 = todos os servidores
cmd-leaderboard-by-name = por
cmd-leaderboard-by-description = Ordena por rating (padrão), { -match(number: "plural") } ganhas, % de vitórias ou { -hand(number: "plural") } ganhas
cmd-leaderboard-by-choice-0 = rating
cmd-leaderboard-by-choice-1 = { -match(number: "plural") } ganhas
cmd-leaderboard-by-choice-2 = % de vitórias
cmd-leaderboard-by-choice-3 = { -hand(number: "plural") } ganhas
cmd-stats-name = estatísticas
cmd-stats-description = O rating e o retrospecto de um jogador de Ribs neste servidor, e suas últimas { -match(number: "plural") }
cmd-stats-player-name = jogador
cmd-stats-player-description = De quem (padrão: você)
cmd-history-name = histórico
cmd-history-description = As últimas { -match(number: "plural") } terminadas neste servidor (ou as de um jogador), com seus números
cmd-history-player-name = jogador
cmd-history-player-description = Só as { -match(number: "plural") } deste jogador
cmd-replay-name = rever
cmd-replay-description = Revê uma { -match } terminada deste servidor, { -trick } por { -trick } (só você vê)
cmd-replay-match-name = partida
cmd-replay-match-description = O número da { -match } (veja /ribs { cmd-history-name })
cmd-rules-name = regras
cmd-rules-description = Como jogar Ribs, em páginas curtas
cmd-forget-name = esquecer
cmd-forget-description = Apaga você dos registros do Ribs: seu id e seus nomes (seus resultados ficam, anônimos)
cmd-games-name = jogos
cmd-games-description = Abre uma mesa de qualquer jogo e mostra os jogos, suas regras e seus rankings
cmd-games-game-name = jogo
cmd-games-game-description = Qual jogo
cmd-games-new-name = nova
cmd-games-new-description = Abre uma mesa de um jogo neste canal (o anfitrião escolhe as opções no saguão)
cmd-games-new-computers-name = computadores
cmd-games-new-computers-description = Quantos computadores já sentam à mesa
cmd-games-list-name = lista
cmd-games-list-description = Todos os jogos do bot: jogadores, duração, regras e rankings (só você vê)
cmd-games-rules-name = regras
cmd-games-rules-description = Como jogar um jogo, em páginas curtas (só você vê)
cmd-games-leaderboard-name = ranking
cmd-games-leaderboard-description = Os melhores jogadores de um jogo, neste servidor ou em todos
cmd-games-stats-name = estatísticas
cmd-games-stats-description = O rating e o retrospecto de um jogador num jogo neste servidor, e suas últimas { -match(number: "plural") }
cmd-games-history-name = histórico
cmd-games-history-description = As últimas { -match(number: "plural") } de um jogo terminadas neste servidor (ou as de um jogador)
cmd-games-replay-name = rever
cmd-games-replay-description = Revê uma { -match } terminada deste servidor, { -hand } por { -hand } (só você vê)
cmd-games-replay-match-name = partida
cmd-games-replay-match-description = O número da { -match } (veja /games { cmd-games-history-name })

## As imagens: palavras desenhadas na mesa e nas imagens da vaza revelada (curtas: cada uma
## tem um espaço fixo), e seus textos alternativos (o que um leitor de tela lê: frases
## simples). $who é um nome, $cards são cartas (K♥ 9♠), $line uma lista ("Ann 3, Bob 0").

pic-seat = lugar { $seat }
pic-autopilot = { -autopilot(form: "short") }
pic-dealer = D
pic-alt-deals = { $who } dá as cartas.
pic-alt-computers = Computadores: { $names }.
pic-alt-autopilot = No { -autopilot }: { $names }.

## Discord: palavras comuns às mensagens do bot. $who é o nome de um jogador como aparece
## (com 🤖 se for um computador), $cards são cartas.

points = { $points ->
        [0] { $points } pts
        [one] { $points } pt
       *[other] { $points } pts
    }
hand-wins-count = { $wins ->
        [0] { $wins } vitórias
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
list-and = { $first } e { $last }
seat-on-autopilot = { $who } ({ -autopilot })
turn-timer = { $seconds } s por vez
no-turn-timer = sem limite de tempo
level-easy = fácil
level-normal = normal
level-hard = difícil
held-minutes = { $minutes ->
        [0] { $minutes } minutos
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
held-seconds = { $seconds ->
        [0] { $seconds } segundos
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }

## Discord: recusas, ditas em particular a quem tentou

refuse-no-table = ⚠️ não há mesa aqui: abra uma com /ribs { cmd-new-name }
refuse-table-exists = ⚠️ este canal já tem uma mesa
refuse-over = ⚠️ essa { -match } acabou: a mesa já seguiu em frente
refuse-stale = ⚠️ a mesa já seguiu em frente: esse botão é de uma etapa anterior
refuse-no-front = ⚠️ { $game } ainda não pode ser jogado no Discord
refuse-not-seated = ⚠️ você não tem lugar nesta mesa
refuse-already-seated = ⚠️ você já tem lugar nesta mesa
refuse-full = ⚠️ a mesa está cheia ({ $seats } lugares)
refuse-too-many-computers = ⚠️ a opção { cmd-new-computers-name } vai no máximo até { $room }: uma mesa tem { $seats } lugares, e um deles é seu.
refuse-not-host-start = ⚠️ só o anfitrião pode começar a { -match }
refuse-not-host-cancel = ⚠️ só o anfitrião pode cancelar a mesa
refuse-not-host-remove = ⚠️ só o anfitrião pode tirar computadores
refuse-not-host-stop = ⚠️ só o anfitrião pode parar a { -match } (ou um administrador do servidor)
refuse-not-host-options = ⚠️ só o anfitrião pode mudar as opções da mesa
refuse-bad-option = ⚠️ a mesa não tem essa opção, ou a opção não aceita esse valor
refuse-players = ⚠️ { $needed }; a mesa tem { $players }
refuse-started = ⚠️ a { -match } já começou
refuse-too-many-tables = ⚠️ você já abriu ou ocupa lugar em { $limit ->
        [one] { $limit } mesa aberta
       *[other] { $limit } mesas abertas
    }, o máximo permitido por pessoa: termine ou saia de uma antes
refuse-not-a-player = ⚠️ só quem jogou essa { -match } pode pedir a revanche
refuse-rematch-taken = ⚠️ essa { -match } já teve a sua revanche
refuse-server-full = ⚠️ este servidor já tem { $limit ->
        [one] { $limit } mesa aberta
       *[other] { $limit } mesas abertas
    }, o máximo permitido: termine uma antes
refuse-not-started = ⚠️ a { -match } ainda não começou
refuse-no-computer = ⚠️ não há nenhum computador para tirar
refuse-autopilot-on = ⚠️ um computador já está jogando no seu lugar
refuse-autopilot-off = ⚠️ o seu lugar já é seu: nada mudou
refuse-not-overdue = ⚠️ esse lugar ainda não segurou a vez por tempo suficiente para passar para o { -autopilot }
refuse-own-seat = ⚠️ esse lugar é o seu: para entregá-lo a um computador, use /ribs { cmd-autopilot-name }
refuse-cannot-leave = ⚠️ durante uma { -match } você não pode sair; passe o seu lugar para um computador com /ribs { cmd-autopilot-name }
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ a mesa não conseguiu salvar isso; tente de novo
refuse-interrupted = ⚠️ a mesa foi interrompida; tente de novo
refuse-shutting-down = ⚠️ o bot está reiniciando; tente de novo daqui a pouco
refuse-not-finished = ⚠️ essa { -match } ainda está sendo jogada: dá para rever quando ela acabar
refuse-at-open-table = ⚠️ Você tem lugar numa mesa aberta em <#{ $place }>: o Ribs pode esquecer você quando essa mesa fechar. Nada foi apagado.
refuse-at-open-table-invited = ⚠️ Uma revanche está chamando você de volta em <#{ $place }>: o Ribs pode esquecer você quando essa mesa fechar. Nada foi apagado.

## Discord: a mensagem pública da mesa

button-your-hand = Sua { -hand }
table-cannot-save = ⚠️ O bot não consegue salvar esta mesa agora (o banco de dados está recusando gravações): a { -match } espera e continua sozinha assim que der.
table-overdue = ⏳ { $who } está com a vez há { $held }: qualquer outro jogador da mesa pode passar o lugar para o { -autopilot }.
button-take-over = { -autopilot(case: "capital") } para { $who }
table-taken-over = ⏳ { $by } passou o lugar de { $who } para o { -autopilot }: { $who } estava com a vez havia { $held }. Dá para pegar o lugar de volta com /ribs { cmd-autopilot-name }.

## Discord: uma vaza revelada, o fim de uma mão, o fechamento da mesa

closed-a-manager = um administrador do servidor
closed-resigned-title = 🏳 { $who } abandonou: { $winner } leva a { -match }
closed-resigned = { $who } parou a { -match } depois de uma { -hand } completa, o que conta como abandono: a { -match } fica registrada com { $who } em último lugar.
    { -hand(number: "plural", case: "capital") } ganhas quando parou: { $line }
closed-won-title = 🏆 { $winner } ganhou a { -match }
closed-won = { -hand(number: "plural", case: "capital") } ganhas no final: { $line }
closed-ratings = Rating: { $line }
closed-recorded = O resultado está registrado: veja /ribs { cmd-leaderboard-name } e /ribs { cmd-history-name }.
closed-expired-title = Mesa fechada
closed-expired = Ninguém começou esta mesa em { $held }, então ela foi fechada. Abra outra com /ribs { cmd-new-name }.
closed-cancelled-title = Mesa cancelada
closed-cancelled = Cancelada por { $who }.
closed-stopped-title = { -match(case: "capital") } interrompida
closed-stopped-by-manager = { $who } (administrador do servidor)
closed-stopped = Interrompida por { $who }. Não conta como jogada.
closed-failed = A mesa esbarrou num problema que não conseguiu contornar, então a { -match } foi interrompida. Ela não conta como jogada; desculpe. Abra uma mesa nova com /ribs { cmd-new-name }.
closed-place-lost = O bot não tem mais acesso ao canal desta mesa, então a { -match } foi interrompida. Ela não conta como jogada.
button-rematch = Revanche

## Discord: o painel particular de cada jogador

panel-no-cards = nenhuma carta sobrando
panel-match-over = A { -match } acabou.
panel-waiting = Esperando a sua vez.
panel-you = você
acted-for-you = ⏱ Seu tempo acabou, e o { -autopilot } decidiu por você: { $action }.
taken-over-from-you = ⏳ { $by } passou o seu lugar para o { -autopilot }: você estava com a vez havia { $held }. Pegue o lugar de volta com /ribs { cmd-autopilot-name }.
panel-replaced = Este painel foi substituído por um mais novo.
panel-expired = ⏳ Este painel para de se atualizar agora: o Discord só o mantém ativo por 15 minutos. Aperte **{ button-your-hand }** na mensagem da mesa para abrir um novo.
panel-finished = 🏁 A { -match } acabou: veja o resultado na mesa.
panel-closed = A mesa está fechada.

## Discord: o saguão (a sala de espera da mesa)

lobby-title = { $game } · mesa aberta
lobby-footer = Os lugares jogam em sentido horário, nesta ordem; quem dá as cartas primeiro é sorteado.
lobby-rematch = Revanche! { $people }: entrem com um clique.
lobby-host = { $who } (anfitrião)
lobby-ready = { $seated } na mesa: o anfitrião já pode começar.
lobby-not-ready = { $seated } na mesa: { $needed }.
button-join = Entrar
button-leave = Sair
button-start = Começar
button-cancel = Cancelar
button-add-computer = Adicionar computador
button-remove-computer = Remover computador
lobby-options-menu = ⚙ Mudar uma opção da mesa (o anfitrião)
option-line = **{ $name }:** { $value }
option-on = sim
option-off = não
option-default = padrão
option-menu = **{ $name }**: agora { $value }. Escolha o novo valor; o saguão mostra para todos.
option-menu-placeholder = Escolha um valor
option-set = ✅ { $name }: { $value }
lobby-closed-title = { $game } · mesa fechada para novos jogadores
another-player = Outro jogador
lobby-begun = A { -match } começou.
lobby-begun-in-thread = A { -match } começou. Acompanhe em <#{ $thread }>.
thread-name = { $game } · mesa de { $host }

## Discord: rankings e estatísticas. $here fecha uma frase ("neste servidor"); a de todos
## os servidores ("em nenhum servidor") só aparece em frases negativas, que é como o
## inglês a usa ("No finished matches yet anywhere").

scope-server = este servidor
scope-everywhere = todos os servidores
where-server = neste servidor
where-everywhere = em nenhum servidor
board-title = Ranking de { $game } · { $scope } · por { $by }
board-by-rating = rating
board-by-wins = { -match(number: "plural") } ganhas
board-by-rate = % de vitórias (a partir de { $min ->
        [0] { $min } { -match(number: "plural") }
        [one] { $min } { -match }
       *[other] { $min } { -match(number: "plural") }
    })
board-by-hands = { -hand(number: "plural") } ganhas
board-empty = Ainda não há { -match(number: "plural") } terminadas { $here }: termine uma para aparecer aqui.
board-rate-empty = Ninguém se qualifica ainda: só entra no ranking de % de vitórias quem já terminou { $min ->
        [0] { $min } { -match(number: "plural") }
        [one] { $min } { -match }
       *[other] { $min } { -match(number: "plural") }
    }.
board-row = { $rank }. **{ $who }** · { $wins ->
        [0] { $wins } vitórias
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    } em { $matches ->
        [0] { $matches } { -match(number: "plural") }
        [one] { $matches } { -match }
       *[other] { $matches } { -match(number: "plural") }
    } ({ $rate }%) · { $hands ->
        [0] { $hands } { -hand(number: "plural") } ganhas
        [one] { $hands } { -hand } ganha
       *[other] { $hands } { -hand(number: "plural") } ganhas
    }
rating-empty = Ainda não há { -match(number: "plural") } ranqueadas { $here }: termine uma para aparecer aqui.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [0] { $matches } { -match(number: "plural") } ranqueadas
        [one] { $matches } { -match } ranqueada
       *[other] { $matches } { -match(number: "plural") } ranqueadas
    }
rating-footer = Rating: a habilidade que um jogador tem com certeza (Weng-Lin, μ − 3σ). Aparece com ? até { $matches ->
        [0] { $matches } { -match(number: "plural") } ranqueadas
        [one] { $matches } { -match } ranqueada
       *[other] { $matches } { -match(number: "plural") } ranqueadas
    }.
rater-computer = 🤖 computador { $level }
stats-title = { $who } · estatísticas de { $game } · { $scope }
stats-rating = Rating: **{ $rating }** ({ $rank }º lugar { $here })
stats-changes = Últimas mudanças: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Ainda não há { -match(number: "plural") } terminadas { $here }.
stats-last = Últimas { -match(number: "plural") }:
stats-match = { -match } { $number } · { $players } jogadores · { $result } · { $hands ->
        [0] { $hands } { -hand(number: "plural") } ganhas
        [one] { $hands } { -hand } ganha
       *[other] { $hands } { -hand(number: "plural") } ganhas
    } · { $points }
stats-won = **ganha**
stats-lost = perdida

## Discord: histórico e replays

other-server = Essa { -match } foi jogada em outro servidor.
history-none-theirs = Ainda não há { -match(number: "plural") } terminadas desse jogador neste servidor.
history-none = Ainda não há { -match(number: "plural") } terminadas neste servidor.
history-row = **{ -match(case: "capital") } { $number }** · { $date } · { $who } ganhou · { -hand(number: "plural") } ganhas: { $line }
history-title-theirs = { $game } · últimas { -match(number: "plural") } de { $who }
history-title = { $game } · últimas { -match(number: "plural") } neste servidor
history-footer = /ribs { cmd-replay-name } { cmd-replay-match-name }:<número> mostra uma delas, { -trick } por { -trick }.
replay-no-match = ⚠️ Não há { -match } terminada número { $number } neste servidor: veja /ribs { cmd-history-name }.
replay-title = { $game } · { -match(case: "capital") } { $number } · { -hand(case: "capital") } { $hand } de { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = Nada foi anunciado nesta { -hand }.
replay-unreadable = ⚠️ A { -match } { $number } já não pode ser rejogada como foi guardada, por isso não pode ser mostrada.
replay-button-prev-hand = ◀◀ { -hand(case: "capital") }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand(case: "capital") } ▶▶
history-footer-hands = /games { cmd-games-replay-name } { cmd-games-replay-match-name }:<número> mostra uma delas, { -hand } por { -hand }.
replay-bad-number = ⚠️ Os números de { -match } começam em 1: veja /ribs { cmd-history-name }.

## Discord: /ribs esquecer ($former é como aparece o lugar de um jogador esquecido)

forget-title = Esquecer você?
forget-asked = **{ button-forget-me }** apaga você, { $who }, dos registros do Ribs em todos os servidores:
    • seu id do Discord e todos os nomes com que você jogou (seu nome de exibição, seus apelidos nos servidores) são apagados;
    • em cada { -match } que você jogou, o seu lugar passa a mostrar "{ $former }": os resultados ficam, sem dono, para que os resultados e o rating dos outros jogadores continuem exatamente como estavam;
    • você sai de todos os rankings, e /ribs { cmd-stats-name } e /ribs { cmd-history-name } deixam de conhecer você;
    • o que o bot guardava para atualizar seus painéis particulares (os tokens de interação) e qualquer convite de revanche seu também vão embora.

    Não dá para desfazer: se você voltar a jogar, começa com um retrospecto novo. Não é possível enquanto você tiver lugar numa mesa aberta.
forget-footer = Só você vê isto, e só você pode confirmar.
button-forget-me = Me esqueça
forgotten-title = Dados apagados
forgotten-nothing = Pronto: o Ribs não tinha nada guardado sobre você, e continua sem ter.
forgotten-names = Pronto: seu id do Discord e seus nomes saíram dos registros do Ribs.
forgotten-matches = Pronto: seu id do Discord e todos os nomes com que você jogou saíram dos registros do Ribs. { $matches ->
        [one] A { -match } que você jogou mostra
       *[other] As { $matches } { -match(number: "plural") } que você jogou mostram
    } "{ $former }" no seu lugar, e nenhum ranking mostra você.
forget-cancelled = Nada foi apagado: o Ribs mantém o seu retrospecto.

## Discord: /ribs regras (as páginas são as regras em poucas palavras, lá em cima)

rules-fair-title = Jogo limpo no Discord
rules-fair = **Rating.** Toda { -match } terminada vale rating. Um anfitrião que para uma { -match } depois de uma { -hand } completa **abandona**: a { -match } fica registrada com quem parou em último lugar (se quem para é um administrador do servidor, ninguém ganha nem perde rating). Um lugar que o { -autopilot } jogou em **mais da metade** das decisões não recebe rating por essa { -match }; os outros recebem.

    {"**"}Ninguém faz a mesa de refém.** Com tempo por vez, o { -autopilot } joga por quem deixar o tempo acabar. Sem ele, quando alguém segura a vez por dez minutos, qualquer outro jogador da mesa pode passar o lugar dessa pessoa para o { -autopilot } (um botão na mensagem da mesa); ela pega o lugar de volta com /ribs { cmd-autopilot-name }.

    {"**"}Lugar para todo mundo.** Um saguão que ninguém começa se fecha sozinho; cada pessoa só pode estar em poucas mesas abertas ao mesmo tempo, e cada servidor só pode ter um certo número delas.
rules-title = Regras · { $title }
rules-page = Página { $page } de { $pages }
button-previous = ◀ Anterior
button-next = Próxima ▶

## Discord: respostas aos comandos de barra ($missing, $yours: nomes de permissões do
## Discord, como o Discord em português os chama)

perm-view-channel = Ver canal
perm-embed-links = Inserir links
perm-send-messages = Enviar mensagens
perm-send-in-threads = Enviar mensagens em tópicos
perm-create-threads = Criar tópicos públicos
reply-slash-only = ⚠️ Use /ribs { cmd-new-name } como comando de barra.
reply-thread-of-match = ⚠️ Este tópico é de uma { -match }: abra uma mesa nova num canal.
reply-thread-already = ⚠️ Isto já é um tópico: abra a mesa sem { cmd-new-thread-name }:true, ou num canal.
reply-bot-missing = ⚠️ Não consigo abrir uma mesa aqui: { $count ->
        [one] falta a permissão { $missing } neste canal. Peça a um administrador do servidor que a conceda
       *[other] faltam as permissões { $missing } neste canal. Peça a um administrador do servidor que as conceda
    }, ou abra a mesa em outro canal.
reply-you-missing = ⚠️ Uma mesa com { cmd-new-thread-name }:true abre um tópico, o que exige aqui { $count ->
        [one] a permissão { $yours }, que você não tem
       *[other] as permissões { $yours }, que você não tem
    }. Abra a mesa sem { cmd-new-thread-name }:true, ou peça a um administrador do servidor.
reply-timer-max = ⚠️ a opção { cmd-new-turn_timer-name } vai no máximo até 3600 segundos (uma hora).
reply-options = ⚠️ { $why }
reply-opened = Sua mesa está aberta: o saguão foi publicado neste canal.
reply-reposted-link = A mesa foi publicada de novo agora há pouco; ela está aqui: { $link }
reply-reposted-above = A mesa foi publicada de novo agora há pouco, logo acima.
reply-reposted = A mesa é publicada de novo logo abaixo.
reply-autopilot-on = Agora um computador joga no seu lugar. Pegue o lugar de volta com /ribs { cmd-autopilot-name }.
reply-autopilot-off = O seu lugar é seu de novo.
reply-stopped = A { -match } foi interrompida.
reply-went-wrong = ⚠️ Algo deu errado; tente de novo.

## Discord: respostas aos cliques

click-not-in-server = ⚠️ Ribs se joga nos canais de um servidor, não aqui.
click-panel-only = ⚠️ Esse controle é de um painel particular: aperte "{ button-your-hand }" na mesa.
click-private-page = ⚠️ Esse controle é de uma página particular: use o comando dela para abri-la.
click-other-channel = ⚠️ Esse controle é de uma mesa de outro canal.
click-unknown = Este bot não conhece esse controle (talvez seja de uma versão mais antiga).
click-pick-from-menu = ⚠️ Escolha duas cartas no menu.
click-pick-two = ⚠️ Escolha exatamente duas cartas.
click-choose-from-menu = ⚠️ Escolha um valor no menu.
note-no-thread-permission = Não consegui abrir um tópico para esta mesa (talvez eu não possa criar tópicos aqui); a { -match } é jogada neste canal.
note-no-threads = Não consegui abrir um tópico para esta mesa (aqui não há tópicos disponíveis); a { -match } é jogada neste canal.

## Discord: /games list, o catálogo dos jogos ($new, $rules, $board: os comandos, como
## links; $game: a opção game do comando, com o nome do jogo)

catalog-title = { $count ->
        [one] O jogo
       *[other] Os { $count } jogos
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = de { $min } a { $max } jogadores
catalog-players-exactly = { $count ->
        [0] { $count } jogadores
        [one] { $count } jogador
       *[other] { $count } jogadores
    }
catalog-minutes = uma { -match } dura uns { $from } a { $to } minutos
catalog-options = Opções de mesa (o anfitrião escolhe no saguão): { $options }
catalog-links = Abra uma mesa com { $new }, leia as regras com { $rules } e veja o ranking com { $board }, sempre com { $game }.
catalog-footer = Cada comando pergunta primeiro qual é o jogo.

## Ferramentas do operador: contagens

count-matches = { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
count-hands = { $count ->
        [one] { $count } mão
       *[other] { $count } mãos
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } precisa de { $min } a { $max } jogadores
players-needed-exactly = { $game } precisa de exatamente { $seats } jogadores

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(number: "plural", case: "capital") } jogadas: { $matches } · ganhas: { $wins } ({ $rate }%)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Suas cartas de { $suit } ({ $count })
