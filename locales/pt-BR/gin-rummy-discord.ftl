# gin-rummy-discord.ftl: o Gin Rummy no Discord (mensagem da mesa, painel, anúncios,
# resultado, imagem); glossário de gin-rummy.ftl: monte, descarte, carta virada, jogo,
# soltas, bater, gin, encaixar, contra, bônus de casa.

## A mensagem da mesa

gin-rummy-d-title = Gin Rummy · mão { $number }
gin-rummy-d-your-turn = { $people }: sua vez.
gin-rummy-d-dealer-mark = { $who } (dá as cartas)
gin-rummy-d-seat-line = { $who }: { $points } pontos, { $hands } { $hands ->
    [one] mão ganha
   *[other] mãos ganhas
  } · { $held } cartas
gin-rummy-d-took = pegou { $cards } do descarte
gin-rummy-d-passed = recusou a carta virada
gin-rummy-d-piles = Carta virada: { $card } · monte: { $stock } cartas
gin-rummy-d-piles-empty = Sem carta virada · monte: { $stock } cartas
gin-rummy-d-turn-offer = { $who } pode pegar a carta virada ou passar.
gin-rummy-d-turn-draw = { $who } compra.
gin-rummy-d-turn-discard = { $who } descarta ou bate.
gin-rummy-d-turn-last-chance = { $who } tem a última chance: pegar o descarte para bater, ou passar.
gin-rummy-d-turn-spread = { $who } baixa e encaixa.
gin-rummy-d-knock-by = { $who } bateu: { $arrangement }
gin-rummy-d-gin-by = { $who } fez gin: { $arrangement }
gin-rummy-d-last-hand = Mão { $number }: { $who } marcou { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = A mão { $number } foi anulada: sem pontos.

## As mãos

gin-rummy-d-arrangement = { $melds } · soltas { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = nenhuma

## O painel

gin-rummy-d-your-hand = Sua mão: { $arrangement }
gin-rummy-d-you-drew = Você comprou { $card } do monte.
gin-rummy-d-panel-score = Pontos: você { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = A carta virada { $card } é oferecida a você: pegue-a ou passe.
gin-rummy-d-prompt-first-draw = Os dois passaram: compre do monte.
gin-rummy-d-prompt-draw = Compre do monte ou pegue { $card }.
gin-rummy-d-prompt-last-chance = Última chance: pegue { $card } só para bater, ou passe (a mão é anulada).
gin-rummy-d-prompt-discard = Descarte uma carta.
gin-rummy-d-prompt-discard-or-knock = Descarte uma carta ou bata (a carta virada para baixo, estes jogos baixados):
gin-rummy-d-prompt-must-knock = Você pegou a última chance: bata.
gin-rummy-d-knock-line = { $knock }: { $arrangement }
gin-rummy-d-knock-menu = Bater com… ({ $count } cartas)
gin-rummy-d-prompt-spread = Seus jogos: { $arrangement } · encaixadas: { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · encaixadas: { $lay_offs }
gin-rummy-d-spread-option = Baixar: { $count } em soltas
gin-rummy-d-other-spreads = Baixar outros jogos… ({ $count })
gin-rummy-d-other-knocks = Bater com outros jogos… ({ $count })
gin-rummy-d-no-lay-offs = nenhuma
gin-rummy-d-button-stock = Comprar do monte ({ $stock })
gin-rummy-d-button-take = Pegar { $card }
gin-rummy-d-button-take-knock = Pegar { $card } e bater
gin-rummy-d-button-pass = Passar
gin-rummy-d-button-knock = Bater: { $card }
gin-rummy-d-button-gin = Gin: { $card }
gin-rummy-d-button-spread = Baixar
gin-rummy-d-new-hand = A mão { $number } foi dada.
gin-rummy-d-dealt = Suas cartas: { $cards }
gin-rummy-d-knock-card = Você bateu com { $card } virada para baixo.
gin-rummy-d-you-passed = Você passou.
gin-rummy-d-you-drew-stock = Você comprou do monte.
gin-rummy-d-you-took = Você pegou o descarte.
gin-rummy-d-you-discarded = Você descartou { $card }.
gin-rummy-d-you-spread = Você baixou seus jogos.

## O que o computador fez por um jogador

gin-rummy-d-action-pass = passar
gin-rummy-d-action-stock = comprar do monte
gin-rummy-d-action-take = pegar o descarte
gin-rummy-d-action-discard = descartar { $card }
gin-rummy-d-action-knock = bater
gin-rummy-d-action-spread = baixar

## Anúncios

gin-rummy-d-knock-title = { $who } bate
gin-rummy-d-gin-title = { $who } faz gin
gin-rummy-d-hand-won = Mão { $number }: { $who } marca { $points } ({ $ending })
gin-rummy-d-hand-dead = A mão { $number } é anulada: sem pontos, o mesmo jogador dá de novo
gin-rummy-d-result-hand = { $who }: { $arrangement }
gin-rummy-d-lay-offs = Encaixadas: { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } marca { $points } ({ $ending }).
   *[other] { $who } marca { $points }, { $bonus } deles de bônus ({ $ending }).
  }
gin-rummy-d-game = Partida: { $seats }
gin-rummy-d-game-seat = { $who } { $points } ({ $hands } { $hands ->
    [one] mão
   *[other] mãos
  })

## O resultado

gin-rummy-d-winner = 🏆 { $who } vence a partida
gin-rummy-d-unfinished = A partida terminou inacabada
gin-rummy-d-settlement-line = { $place }. { $who }: { $points } pontos + { $boxes } por { $hands } { $hands ->
    [one] mão ganha
   *[other] mãos ganhas
  } + { $game } de bônus de partida = { $total }
gin-rummy-d-shutout = Lavada: o perdedor não marcou nada.
gin-rummy-d-margin = { $who } paga a diferença: { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(number: "plural", case: "capital") } jogadas: { $matches } · ganhas: { $wins } ({ $rate }%) · { $hands } mãos ganhas, { $points } pontos

## A imagem da mesa

gin-rummy-pic-title = Gin Rummy · mão { $number }
gin-rummy-pic-stock = Monte: { $stock }
gin-rummy-pic-pile = Descartes: { $cards }
gin-rummy-pic-plate = { $points } pontos · { $hands } ganhas · { $held } cartas
gin-rummy-pic-knock = { $who } bateu: { $melds }, soltas { $count }
gin-rummy-pic-gin = { $who } fez gin: { $melds }
gin-rummy-pic-turn-offer = { $who } pode pegar a carta virada ou passar
gin-rummy-pic-turn-draw = { $who } compra
gin-rummy-pic-turn-discard = { $who } descarta ou bate
gin-rummy-pic-turn-last-chance = { $who } tem a última chance
gin-rummy-pic-turn-spread = { $who } baixa os jogos
gin-rummy-pic-alt-head = Uma mesa de Gin Rummy, mão { $number }.
gin-rummy-pic-alt-seat = { $who }: { $points } pontos, { $hands } mãos ganhas, { $held } cartas.
gin-rummy-pic-alt-piles = Carta virada { $card }, { $stock } cartas no monte.
gin-rummy-pic-alt-no-pile = Sem carta virada, { $stock } cartas no monte.
