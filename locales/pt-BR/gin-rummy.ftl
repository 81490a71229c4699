# gin-rummy.ftl: as frases do Gin Rummy (compras, descartes, batidas, mesas, regras e
# opções), cada id com o prefixo gin-rummy-; as do anfitrião estão em host.ftl.
#
# Glossário: o monte, o descarte, a carta virada, um jogo (trinca/quadra do mesmo valor, ou
# sequência de 3+ do mesmo naipe), cartas soltas e sua contagem, bater (knock), gin (sem
# soltas), encaixar (lay off), contra-batida (undercut), bônus por mão. Valores não mudam.

gin-rummy = Gin Rummy

## Por que uma ação é recusada

gin-rummy-error-game-over = A partida acabou.
gin-rummy-error-hand-over = A mão acabou.
gin-rummy-error-no-such-seat = Não há { $seat } nesta mesa.
gin-rummy-error-not-your-turn = É a vez de { $seat }.
gin-rummy-error-stock-before-passes = Na primeira vez, só se compra do monte depois que os dois recusaram a carta virada.
gin-rummy-error-upcard-passed = Os dois recusaram a carta virada: quem não deu compra do monte.
gin-rummy-error-no-pass = Não há nada a recusar agora.
gin-rummy-error-already-drew = Já se comprou nesta vez: descarte ou bata.
gin-rummy-error-draw-first = Compre primeiro, do monte ou do descarte.
gin-rummy-error-no-draw-on-eleven = Com onze cartas dadas, a primeira vez é um descarte sem comprar.
gin-rummy-error-not-held = { $card } não está na mão.
gin-rummy-error-just-taken = { $card } acabou de sair do descarte: não pode voltar logo.
gin-rummy-error-not-a-meld = O jogo { $index } não é trinca nem sequência.
gin-rummy-error-meld-not-held = O jogo { $index } tem { $card }, que não está na mão.
gin-rummy-error-meld-twice = { $card } está em dois jogos (jogo { $index }).
gin-rummy-error-knock-card-melded = { $card } é a carta da batida: não pode estar num jogo.
gin-rummy-error-count-over = Esses jogos deixam { $count } em soltas: para bater, 10 ou menos.
gin-rummy-error-last-chance-stock = Na última chance só se pode pegar o descarte, para bater.
gin-rummy-error-no-knock-possible = Pegar este descarte não permitiria bater.
gin-rummy-error-must-knock = O descarte foi pego na última chance: só resta bater.
gin-rummy-error-no-knock-to-answer = Ninguém bateu: não há o que abrir.
gin-rummy-error-spread-now = Depois de uma batida, o adversário só pode abrir a mão.
gin-rummy-error-lay-off-not-held = { $card } não está na mão para encaixar.
gin-rummy-error-lay-off-melded = { $card } está num jogo: não pode também ser encaixada.
gin-rummy-error-lay-off-fits-nothing = { $card } não cabe em nenhum jogo de quem bateu.
gin-rummy-error-lay-off-after-gin = Nada se encaixa num gin.

## Abrir uma mesa

gin-rummy-setup-seats = { $needed }, não { $players }
gin-rummy-setup-return-discard = return_discard: last_chance precisa de last_chance: true
gin-rummy-options-error-unknown = O Gin Rummy não tem a opção "{ $key }"
gin-rummy-options-error-bad-value = "{ $value }" não é um valor de { $key } (valores: { $values })
gin-rummy-options-error-not-key-value = "{ $text }" não é chave=valor
gin-rummy-replay-illegal = a ação { $index } foi recusada: { $error }

## As opções da mesa no saguão

gin-rummy-option-start = A distribuição
gin-rummy-option-start-upcard = 10 cartas cada e uma carta virada
gin-rummy-option-start-eleven = 11 para quem não deu, sem carta virada
gin-rummy-option-last_chance = Última chance no descarte antes de uma mão morta
gin-rummy-option-return_discard = Descarte pego devolvido logo
gin-rummy-option-return_discard-never = nunca
gin-rummy-option-return_discard-always = sempre
gin-rummy-option-return_discard-last_chance = só na última chance
gin-rummy-option-gin_bonus = Bônus de gin
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Bônus de contra-batida
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Bônus por mão ganha
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Zerado
gin-rummy-option-shutout-double_bonus = bônus de partida 200
gin-rummy-option-shutout-double_score = total do vencedor dobrado

## Como uma mão terminou, mãos mostradas

gin-rummy-ending-knock = batida
gin-rummy-ending-gin = gin
gin-rummy-ending-undercut = contra-batida
gin-rummy-ending-dead = mão morta
gin-rummy-no-melds = nenhum jogo

## As regras em resumo, página por página (** marca o que importa)

gin-rummy-rules-brief-title = Gin Rummy em resumo
gin-rummy-rules-brief = Dois jogadores, um baralho de 52 cartas, 10 cartas cada. Forme **jogos**: 3 ou 4 cartas do mesmo valor, ou 3 ou mais do mesmo naipe em sequência (o ás é **baixo**: A-2-3, nunca Q-K-A). Cartas fora de jogo são **soltas**: ases 1, figuras 10, as outras seu valor. Uma partida são mãos até **100** pontos.
gin-rummy-rules-play-title = O jogo
gin-rummy-rules-play = Depois da distribuição, uma carta é virada. Quem não deu pode pegá-la ou passar, depois quem deu; se os dois passam, quem não deu compra do monte. A cada vez: **compre** a carta de cima do monte ou do descarte e **descarte** uma (não a que acabou de pegar do descarte). Quando um descarte deixa 2 cartas no monte, a mão morre: sem pontos, o mesmo dá de novo.
gin-rummy-rules-knock-title = Bater
gin-rummy-rules-knock = Depois de comprar, com **10 ou menos** em soltas você pode **bater**: ponha uma carta virada para baixo e mostre seus jogos. Sem soltas é **gin**. O adversário mostra os seus e, exceto após um gin, **encaixa** cartas nos seus (a 4ª de uma trinca, cartas que alongam uma sequência).
gin-rummy-rules-scoring-title = Pontuação
gin-rummy-rules-scoring = Menos soltas que o adversário: quem bateu marca a diferença. Senão é **contra-batida**: o adversário marca a diferença + 10. Um gin marca 20 + as soltas do adversário e nunca sofre contra-batida. Quem chegar primeiro a 100 vence e soma **100** (200 se o outro não marcou nada); cada um soma **20 por mão ganha**.

## ribs play --game gin-rummy: a partida no terminal

gin-rummy-play-welcome = { $game } Você (lugar 1) contra { $other } (computador, nível { $level }), uma partida até 100 pontos.
gin-rummy-play-seed = Semente { $seed } (jogue de novo com --seed { $seed }).
gin-rummy-play-hand-dealt = ── Mão { $number } · dá as cartas: { $dealer } ──
gin-rummy-play-upcard = A carta virada é { $card }.
gin-rummy-play-no-upcard = Sem carta virada: onze cartas para quem não deu.
gin-rummy-play-your-hand = Sua mão: { $melds } · soltas { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] Você passa.
   *[no] { $who } passa.
}
gin-rummy-play-takes = { $me ->
    [yes] Você pega { $card }.
   *[no] { $who } pega { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] Você compra do monte (restam { $stock }).
   *[no] { $who } compra do monte (restam { $stock }).
}
gin-rummy-play-you-drew = Você comprou { $card }.
gin-rummy-play-discards = { $me ->
    [yes] Você descarta { $card }.
   *[no] { $who } descarta { $card }.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } faz gin: { $melds }
   *[no] { $who } bate: { $melds } · soltas { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } abre: { $melds } · encaixa { $lay_offs } · soltas { $deadwood } ({ $count })
gin-rummy-play-scored = Mão { $number }, { $ending }: { $who } marca { $points } (bônus { $bonus }).
gin-rummy-play-dead = A mão { $number } morreu: sem pontos, o mesmo dá de novo.
gin-rummy-play-points-of = { $who } { $points } ({ $hands } mãos)
gin-rummy-play-points = Pontos: { $line }
gin-rummy-play-game-over = { $who } vence a partida: bônus de partida { $bonus }; totais com bônus por mão: { $totals }; diferença { $margin }.
gin-rummy-play-status = Mão { $number } · dá { $dealer } · monte { $stock } · descarte { $top }
gin-rummy-play-prompt-offer = Pegue a carta virada { $card } (take) ou passe (pass)
gin-rummy-play-prompt-first-draw = Os dois passaram: compre do monte (stock)
gin-rummy-play-prompt-draw = Compre do monte (stock) ou pegue { $card } (take)
gin-rummy-play-prompt-last-chance = Última chance: pegue o descarte para bater (take) ou passe (pass)
gin-rummy-play-prompt-discard = Seu descarte (uma carta como Qh)
gin-rummy-play-prompt-discard-or-knock = Seu descarte, ou bata com uma carta (knock Qh): { $count } em soltas no melhor caso
gin-rummy-play-prompt-spread = Abra seus jogos e encaixe (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p, passar
gin-rummy-play-words-stock = stock, draw, d, comprar
gin-rummy-play-words-take = take, pegar
gin-rummy-play-words-knock = knock, gin, k, bater
gin-rummy-play-words-spread = spread, abrir
gin-rummy-play-not-an-action = "{ $text }" não é uma ação (stock, take, pass, uma carta como Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = "{ $text }" não é um jogo: escreva as cartas juntas, como 7h8h9h
gin-rummy-play-help =
    Comandos:
      stock              comprar a carta de cima do monte
      take               pegar o descarte de cima (na primeira vez, a carta virada)
      pass               recusar a carta virada, ou a última chance
      uma carta          descartá-la: Qh, 10s, ts, K♥ (maiúsculas ou minúsculas)
      knock Qh           bater com essa carta, com os jogos de menos soltas
      spread             responder a uma batida: seus melhores jogos e encaixes
      knock Qh 7h8h9h …  bater com jogos seus (as cartas de um jogo juntas)
      spread 7h8h9h + 5s responder com seus jogos, encaixando as cartas após +
      hand               suas cartas, jogos e soltas
      table              como está a mão
      scores             os pontos até agora
      hint               o que um computador normal faria
      rules              as regras em resumo
      quit               sair da mesa
