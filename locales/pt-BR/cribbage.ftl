# cribbage.ftl: as frases próprias do cribbage (o crib, o jogo até 31, a contagem, a
# marcação, o tabuleiro, suas regras e opções), cada id com o prefixo cribbage-.

cribbage = Cribbage
cribbage-players-needed = O cribbage é jogado por { $min } a { $max } jogadores

## Por que pontos são marcados

cribbage-why-fifteen = quinze
cribbage-why-pair = um par
cribbage-why-pair-royal = uma trinca
cribbage-why-double-pair-royal = uma quadra
cribbage-why-run = uma sequência de { $length }
cribbage-why-thirty-one = trinta e um
cribbage-why-go = go
cribbage-why-last-card = última carta
cribbage-why-his-heels = his heels (valete virado)
cribbage-why-flush = um flush
cribbage-why-his-nobs = his nobs (valete do naipe da virada)
cribbage-why-claim = o declarado
cribbage-why-muggins = muggins
cribbage-side-a = Lado A
cribbage-side-b = Lado B
cribbage-pile-hand = mão
cribbage-pile-crib = crib

## As opções da mesa

cribbage-option-target = Partida até
cribbage-option-target-121 = 121 pontos
cribbage-option-target-91 = 91 pontos
cribbage-option-target-61 = 61 pontos
cribbage-option-two_hand_deal = Em dois, cada um recebe
cribbage-option-two_hand_deal-six = seis cartas
cribbage-option-two_hand_deal-five = cinco, duas vão para o crib
cribbage-option-skunk = Uma derrota pesada
cribbage-option-skunk-none = não custa mais
cribbage-option-skunk-skunk = skunk: dobro abaixo de 91
cribbage-option-skunk-double_skunk = também duplo skunk: quádruplo abaixo de 61
cribbage-option-skunk-lurch = lurch: dobro abaixo de 61
cribbage-option-muggins = Muggins (declarar a própria contagem)
cribbage-option-next_first_dealer = Primeiro a dar na próxima partida
cribbage-option-next_first_dealer-loser = à esquerda do vencedor
cribbage-option-next_first_dealer-alternate = em rodízio
cribbage-option-match_to = Pontos de match para vencer

## Recusas, ditas ao jogador que tentou

cribbage-error-game-over = O match acabou.
cribbage-error-hand-over = A mão acabou.
cribbage-error-no-such-seat = Não há { $seat } nesta mesa.
cribbage-error-not-your-turn = É a vez de { $seat }.
cribbage-error-already-discarded = Você já descartou, e o descarte é definitivo.
cribbage-error-still-discarding = Ainda nem todos descartaram para o crib.
cribbage-error-not-discarding = O crib está completo: nada mais é descartado.
cribbage-error-discard-count = Descarte { $wanted ->
        [one] { $wanted } carta
       *[other] { $wanted } cartas
    }, não { $given }.
cribbage-error-not-held = Você não tem { $card }.
cribbage-error-past-thirty-one = { $card } levaria a contagem além de 31 (está em { $count }).
cribbage-error-card-fits = Você não pode dizer go: uma carta sua mantém a contagem em 31 ou menos.
cribbage-error-still-playing = O jogo não acabou: a contagem das mãos vem depois.
cribbage-error-showing = O jogo acabou: as mãos estão sendo contadas.
cribbage-error-no-muggins = Esta mesa conta sozinha (sem muggins): não há nada a declarar.
cribbage-error-claim-too-high = Uma mão vale no máximo 29, não { $claim }.

## As mesmas recusas ditas sobre um jogador, como o árbitro julga

cribbage-error-about = { $who }: { $error }
cribbage-error-about-not-your-turn = é a vez de { $seat }, não de { $who }
cribbage-error-about-already-discarded = { $who } já descartou (é definitivo)
cribbage-error-about-discard-count = { $who } deve descartar { $wanted }, não { $given }
cribbage-error-about-not-held = { $who } não tem { $card }
cribbage-error-about-past-thirty-one = { $who } não pode jogar { $card }: a contagem { $count } passaria de 31
cribbage-error-about-card-fits = { $who } não pode dizer go: uma carta mantém a contagem em 31 ou menos
cribbage-error-about-still-discarding = { $who } não pode agir antes de todos descartarem para o crib
cribbage-error-about-not-discarding = { $who } não pode mais descartar: o crib está completo
cribbage-error-about-still-playing = { $who } não pode declarar durante o jogo
cribbage-error-about-showing = { $who } não pode jogar: o jogo acabou e as mãos estão sendo contadas
cribbage-error-about-no-muggins = { $who } não pode declarar: esta mesa joga sem muggins

## Uma mesa ou um registro que não pode ser montado

cribbage-setup-seats = { $needed }, não { $players }
cribbage-options-error-unknown = O cribbage não tem a opção "{ $key }"
cribbage-options-error-bad-value = "{ $value }" não é um valor de { $key } (valores: { $values })
cribbage-options-error-not-key-value = "{ $text }" não é chave=valor
cribbage-replay-illegal = a ação { $index } é recusada: { $error }

## As regras em resumo

cribbage-rules-brief-title = O cribbage em resumo
cribbage-rules-brief = De { $min } a { $max } jogadores: dois ou três, cada um por si; quatro, em duas duplas sentadas frente a frente. Um baralho de 52 cartas, **o ás é baixo**; J Q K valem 10. Os pontos são **marcados** assim que feitos; o primeiro lado a chegar a **121** vence a partida, mesmo no meio de uma mão. A vez de dar passa para a esquerda.
cribbage-rules-crib-title = A distribuição e o crib
cribbage-rules-crib = Em dois, 6 cartas cada e 2 descartadas; em três ou quatro, 5 e 1 descartada (em três, mais uma carta vai direto para o crib). Todos **descartam ao mesmo tempo e em segredo** para o **crib**, a mão extra de quem dá. Depois a **virada** é revelada: um valete dá 2 a quem deu (**his heels**).
cribbage-rules-play-title = O jogo
cribbage-rules-play = A partir da esquerda de quem dá, cada um joga uma carta e diz a **contagem**, nunca acima de **31**. 2 pontos por uma contagem de **15**, 2 por um **par** (6 por três, 12 por quatro do mesmo valor seguidas), o tamanho de uma **sequência** (em qualquer ordem), 2 por **31** exato. Quem não pode jogar diz **go**; a última carta jogada vale 1 (**go** ou **última carta**) e a contagem volta a 0.
cribbage-rules-show-title = A contagem das mãos
cribbage-rules-show = Cada mão é contada com a virada, a partir da esquerda de quem deu, a de quem deu por último, depois o **crib**: 2 por grupo de cartas somando **15**, 2 por **par**, cada **sequência**, 4 por um **flush** na mão (5 com a virada; o crib só com a virada), 1 por **his nobs** (o valete do naipe da virada). Quem perde abaixo de 91 leva um **skunk**: a partida vale o dobro.

## ribs play --game cribbage: o match no terminal

cribbage-play-welcome = { $game } Você (lugar 1) contra { $others }.
cribbage-play-partners = Duplas: { $a } contra { $b }.
cribbage-play-match = Jogadores do computador de nível { $level }; cada partida até { $target }, o match até { $match_to }.
cribbage-play-seed = Semente { $seed } (jogue de novo com --seed { $seed }).
cribbage-play-cut-for-deal = Corte para dar as cartas: { $cards }. { $me ->
        [yes] Você dá
       *[other] { $dealer } dá
    } primeiro.
cribbage-play-game-began = ── Partida { $game } · primeiro a dar: { $dealer } ──
cribbage-play-hand-dealt = ── Mão { $number } · dá: { $dealer } ──
cribbage-play-your-hand = Sua mão: { $cards }
cribbage-play-discarded = { $who } descartou para o crib.
cribbage-play-laid-away = Você descartou { $cards }.
cribbage-play-starter = Virada: { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } joga { $card }: { $count }
       *[no] { $who } joga { $card }: { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } diz go.
       *[no] { $who } diz go.
    }
cribbage-play-reset = A contagem volta a 0.
cribbage-play-pegged = { $who }: { $why } por { $points } ({ $side }: { $total })
cribbage-play-counted = { $who }, { $pile }: { $cards } com { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } declara { $claim }.
       *[no] { $who } declara { $claim }.
    }
cribbage-play-hand-over = Mão encerrada. { $totals }
cribbage-play-game-over = { $side } vence a partida { $game }: { $totals }; aposta { $gained } (pontos de match: { $points })
cribbage-play-match-over = { $side } vence o match.
cribbage-play-status = Mão { $number } · dá { $dealer } · partida { $game } até { $target } · { $totals }
cribbage-play-count-line = Contagem { $count }: { $plays }
cribbage-play-laid-away-line = Descartaram: { $who }
cribbage-play-prompt-discard = Descarte { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } para o crib (por exemplo { $example })
cribbage-play-prompt-card = Sua carta, a contagem está em { $count } (por exemplo 5h)
cribbage-play-prompt-go = Nenhuma carta mantém a contagem em 31 ou menos: digite go
cribbage-play-prompt-claim = Declare os pontos da sua { $pile }, de 0 a 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = "{ $text }" não é uma carta, nem go, nem uma declaração (cartas como Qh, 10s, K♥)
cribbage-play-scores = Pontos: { $line } · pontos de match: { $match }
cribbage-play-help =
    Comandos:
      cartas             descartá-las, depois jogar uma de cada vez: Qh, 10s, ts, K♥
      go                 quando nenhuma carta mantém a contagem em 31 ou menos
      um número          com muggins, declarar os pontos da sua mão (ou do crib)
      hand               suas cartas
      table              como está a mão
      scores             os pontos até agora
      hint               o que um jogador normal do computador faria
      rules              as regras em resumo
      quit               sair da mesa
