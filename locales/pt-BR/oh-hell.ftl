# oh-hell.ftl: as frases de Oh Hell! (apostas, vazas, trunfo, regras e opções), cada id
# com o prefixo oh-hell-; as do anfitrião estão em host.ftl.
#
# Glossário: aposta / apostar (quantas vazas a pessoa diz que fará), o gancho (quem dá as
# cartas não pode apostar o número que faria as apostas somarem as cartas distribuídas),
# trunfo, seguir o naipe, cumprida (exatamente o apostado), rodada (uma distribuição e suas
# vazas), partida. Os valores (nomes, cartas, números) ficam como estão.

oh-hell = Oh Hell!
oh-hell-players-needed = Oh Hell! precisa de { $min } a { $max } jogadores

## Naipes e trunfo

oh-hell-suit-clubs = paus
oh-hell-suit-diamonds = ouros
oh-hell-suit-hearts = copas
oh-hell-suit-spades = espadas
oh-hell-suit-jokers = curingas
oh-hell-trumps-turned = trunfo: { $suit } ({ $card } virada)
oh-hell-trumps = trunfo: { $suit }
oh-hell-no-trumps-turned = sem trunfo ({ $card } virada)
oh-hell-no-trumps = sem trunfo

## As opções da mesa como o saguão as oferece

oh-hell-option-sequence = Cartas por rodada
oh-hell-option-sequence-down_up = descendo até 1 e subindo de novo
oh-hell-option-sequence-up_down = subindo de 1 e descendo de novo
oh-hell-option-sequence-down = descendo até 1
oh-hell-option-sequence-up = subindo de 1
oh-hell-option-max_cards = Máximo de cartas por rodada
oh-hell-option-max_cards-auto = pelas regras (10, 8 ou 7)
oh-hell-option-max_cards-1 = 1
oh-hell-option-max_cards-2 = 2
oh-hell-option-max_cards-3 = 3
oh-hell-option-max_cards-4 = 4
oh-hell-option-max_cards-5 = 5
oh-hell-option-max_cards-6 = 6
oh-hell-option-max_cards-7 = 7
oh-hell-option-max_cards-8 = 8
oh-hell-option-max_cards-9 = 9
oh-hell-option-max_cards-10 = 10
oh-hell-option-max_cards-11 = 11
oh-hell-option-max_cards-12 = 12
oh-hell-option-max_cards-13 = 13
oh-hell-option-max_cards-14 = 14
oh-hell-option-max_cards-15 = 15
oh-hell-option-max_cards-16 = 16
oh-hell-option-max_cards-17 = 17
oh-hell-option-max_cards-18 = 18
oh-hell-option-trumps = Trunfo
oh-hell-option-trumps-turn_up = a carta virada depois da distribuição
oh-hell-option-trumps-turn_up_high = virada, nenhum se for de 2 a 6
oh-hell-option-trumps-spades = sempre espadas
oh-hell-option-trumps-cycle = copas, ouros, paus, espadas em rodízio
oh-hell-option-trumps-cycle_nt = os quatro naipes e depois sem trunfo, em rodízio
oh-hell-option-bidding = Apostas
oh-hell-option-bidding-hook = na vez, com gancho
oh-hell-option-bidding-no_hook = na vez, sem gancho
oh-hell-option-bidding-simultaneous = todas juntas, em segredo
oh-hell-option-first_lead = Primeira saída
oh-hell-option-first_lead-left_of_dealer = à esquerda de quem dá
oh-hell-option-first_lead-dealer = quem dá as cartas
oh-hell-option-must_trump = Obrigação de trunfar
oh-hell-option-jokers = Dois curingas
oh-hell-option-scoring = Pontuação
oh-hell-option-scoring-tricks_bonus = 1 por vaza, mais 10 se exata
oh-hell-option-scoring-exact_only = 10 + aposta se exata, senão 0
oh-hell-option-scoring-ten_per_trick = 10 por vaza apostada, menos 10 por vaza de diferença
oh-hell-option-scoring-five_ten = 5 + 10 por vaza, menos 5 + 5 por vaza de diferença
oh-hell-option-scoring-squares = 10 + aposta², menos diferença²
oh-hell-option-zero_bid = Uma aposta 0 cumprida
oh-hell-option-zero_bid-standard = como a pontuação diz
oh-hell-option-zero_bid-five = vale 5
oh-hell-option-zero_bid-five_plus_cards = vale 5 + cartas distribuídas
oh-hell-option-tie = Empate no topo
oh-hell-option-tie-shared = é dividido
oh-hell-option-tie-play_off = é desempatado com mais rodadas
oh-hell-option-forehead_last_hand = Última rodada de 1 carta na testa

## Jogadas recusadas, ditas a quem tentou ($seat: um nome)

oh-hell-error-game-over = A partida acabou.
oh-hell-error-no-such-seat = Não há { $seat } nesta mesa.
oh-hell-error-not-your-turn = É a vez de { $seat }.
oh-hell-error-bidding-over = As apostas acabaram: jogue uma carta.
oh-hell-error-still-bidding = As apostas ainda não acabaram: aposte primeiro.
oh-hell-error-bid-too-high = Você pode apostar de 0 a { $cards }, não { $bid }.
oh-hell-error-hooked = Quem dá as cartas não pode apostar { $bid }: as apostas somariam as cartas distribuídas (o gancho).
oh-hell-error-bid-final = Sua aposta está feita: o próximo jogador já apostou.
oh-hell-error-already-bid = Você já escolheu sua aposta, e apostas não mudam.
oh-hell-error-not-held = Você não tem { $card }.
oh-hell-error-must-follow = Você precisa seguir o naipe: jogue { $suit }.
oh-hell-error-must-trump = Você não pode seguir o naipe, então precisa trunfar ({ $suit }).
oh-hell-error-not-blind = Só a última rodada é jogada às cegas: diga a carta.

## As mesmas recusas ditas sobre um jogador, como o árbitro decide

oh-hell-error-about = { $who }: { $error }
oh-hell-error-about-not-your-turn = é a vez de { $seat }, não de { $who }
oh-hell-error-about-bid-too-high = { $who } pode apostar de 0 a { $cards }, não { $bid }
oh-hell-error-about-hooked = { $who } dá as cartas e não pode apostar { $bid } (o gancho)
oh-hell-error-about-bid-final = { $who } não pode mais mudar a aposta: o próximo jogador já apostou
oh-hell-error-about-already-bid = { $who } já apostou (sem mudanças nas apostas secretas)
oh-hell-error-about-not-held = { $who } não tem { $card }
oh-hell-error-about-must-follow = { $who } precisa seguir o naipe ({ $suit })
oh-hell-error-about-must-trump = { $who } não pode seguir o naipe e precisa trunfar ({ $suit })

## Uma mesa ou um registro que não se monta

oh-hell-setup-seats = { $needed }, não { $players }
oh-hell-setup-max-cards = nesta mesa dá para distribuir no máximo { $limit } cartas a cada um, não { $max }
oh-hell-options-error-unknown = Oh Hell! não tem a opção "{ $key }"
oh-hell-options-error-bad-value = "{ $value }" não é um valor de { $key } (valores: { $values })
oh-hell-options-error-not-key-value = "{ $text }" não é chave=valor
oh-hell-replay-illegal = a jogada { $index } é recusada: { $error }

## As regras em resumo, página por página (** destaca)

oh-hell-rules-brief-title = Oh Hell! em resumo
oh-hell-rules-brief = De { $min } a { $max } jogadores, um baralho de 52 cartas, ás alto. Uma partida é uma série de **rodadas**: 10 cartas para cada um (8 com 6 jogadores, 7 com 7), uma carta a menos a cada rodada até 1, e depois subindo. Quem dá as cartas passa para a esquerda. Em cada rodada você **aposta** quantas vazas fará e tenta fazer **exatamente** essas.
oh-hell-rules-bidding-title = A distribuição e as apostas
oh-hell-rules-bidding = Depois da distribuição, a carta seguinte é virada: seu naipe é o **trunfo** (sem carta sobrando: sem trunfo). Da esquerda de quem dá até quem dá, cada um aposta 0 ou mais vazas; você pode mudar sua aposta até o próximo apostar. **O gancho**: quem dá as cartas não pode apostar o número que faria as apostas somarem as cartas distribuídas, então alguém sempre erra.
oh-hell-rules-play-title = O jogo
oh-hell-rules-play = Quem está à esquerda de quem dá sai com qualquer carta. Cada um **segue o naipe** se puder; senão joga qualquer carta. O trunfo mais alto leva a vaza; se não houver, a carta mais alta do naipe de saída; quem leva a vaza sai na próxima.
oh-hell-rules-scoring-title = Pontuação
oh-hell-rules-scoring = Você ganha 1 ponto por vaza e **mais 10** se fizer exatamente sua aposta (aposta 2: 12 pontos com 2 vazas, 1 com 1, 3 com 3). Depois da última rodada vence o maior total; os empatados no topo dividem a vitória.

## ribs play --game oh-hell: a partida no terminal ($me: "yes" quando $who é o leitor)

oh-hell-play-welcome = { $game } Você (lugar 1) contra { $others }.
oh-hell-play-sequence = Jogadores do computador no nível { $level }; { $hands } rodadas, { $first } cartas no começo.
oh-hell-play-seed = Semente { $seed } (jogue de novo com --seed { $seed }).
oh-hell-play-hand-dealt = ── Rodada { $number } de { $hands } · { $cards } cartas · dá: { $dealer } ──
oh-hell-play-play-off = ── Rodada de desempate { $number } · { $cards } cartas · dá: { $dealer } ──
oh-hell-play-your-hand = Sua mão: { $cards }
oh-hell-play-foreheads = Sua carta está na sua testa; você vê: { $cards }
oh-hell-play-bids = { $me ->
        [yes] { $who } aposta { $bid }.
       *[no] { $who } aposta { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] { $who } muda sua aposta para { $bid }.
       *[no] { $who } muda a aposta para { $bid }.
    }
oh-hell-play-chose = { $who }: aposta escolhida.
oh-hell-play-bids-shown = Apostas reveladas: { $bids }
oh-hell-play-leads = { $who } sai.
oh-hell-play-plays = { $me ->
        [yes] { $who } joga { $card }.
       *[no] { $who } joga { $card }.
    }
oh-hell-play-trick-taken = Vaza { $number }: { $cards } → { $who }
oh-hell-play-hand-over = Rodada { $number } contada:
oh-hell-play-score-line = { $who }: aposta { $bid }, { $won } vazas, { $made ->
        [yes] cumprida
       *[no] errada
    }: { $points } (total { $total })
oh-hell-play-totals = Totais: { $line }
oh-hell-play-settlement = Em relação à média: { $line }
oh-hell-play-winners = { $count ->
        [one] { $who } vence a partida.
       *[other] { $who } dividem a vitória.
    }
oh-hell-play-status = Rodada { $number } de { $hands } · { $cards } cartas · dá { $dealer } · { $trumps }
oh-hell-play-bids-line = Apostas: { $bids } ({ $total } de { $cards })
oh-hell-play-won-line = Vazas: { $line }
oh-hell-play-trick-line = Vaza: { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Sua aposta, de 0 a { $cards }
oh-hell-play-prompt-bid-hooked = Sua aposta, de 0 a { $cards }, menos { $hooked } (o gancho)
oh-hell-play-prompt-card = Sua carta (como Qh ou 10s)
oh-hell-play-prompt-follow = Sua carta: siga { $suit } se puder
oh-hell-play-prompt-blind = Digite jogar: sua carta é a que você não vê
oh-hell-play-word-play = jogar
oh-hell-play-words-play = jogar, play, p
oh-hell-play-not-a-card = "{ $text }" não é carta nem aposta (um número, ou uma carta como Qh, 10s, K♥)
oh-hell-play-help =
    Comandos:
      um número          apostá-lo (de 0 às cartas distribuídas)
      uma carta          jogá-la: Qh, 10s, ts, K♥ (maiúsculas ou minúsculas)
      jogar              na última rodada na testa, jogar a carta que você não vê
      mão                suas cartas
      mesa               como está a rodada
      placar             os totais até agora
      dica               o que um jogador do computador normal faria
      regras             as regras em resumo
      sair               deixar a mesa

## No Discord: a mensagem da mesa, os anúncios, o painel

oh-hell-title = Oh Hell! · rodada { $number } de { $hands } · { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada
oh-hell-title-play-off = Oh Hell! · rodada de desempate { $number } · { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada
oh-hell-seat-line = { $who }: aposta { $bid } · vazas { $won } · total { $total }
oh-hell-dealer-mark = { $who } (dá as cartas)
oh-hell-bid-secret = escolhida
oh-hell-bids-total = Apostas: { $total } de { $cards }
oh-hell-hooked = { $who } dá as cartas e não pode apostar { $bid } (o gancho).
oh-hell-trick-now = Vaza { $number }: { $plays }
oh-hell-trick-last = Última vaza: { $plays } → { $who }
oh-hell-your-turn = { $people }: sua vez.
oh-hell-trick-taken = Vaza { $number } para { $who }
oh-hell-hand-scored = Rodada { $number } contada ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $trumps })
oh-hell-standing-line = { $place }. { $who }: { $total } ({ $against } em relação à média)
oh-hell-panel-status = { $trumps } · sua aposta: { $bid } · suas vazas: { $won }
oh-hell-may-change = Você apostou { $bid }: pode mudar até { $who } apostar.
oh-hell-prompt-lead = Você sai: qualquer carta.
oh-hell-prompt-follow = Siga { $suit } se puder: estas são as cartas que você pode jogar.
oh-hell-prompt-blind = Sua carta está na sua testa: jogue sem vê-la.
oh-hell-button-blind = Jogar minha carta
oh-hell-new-hand = Rodada { $number }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } cada.
oh-hell-dealt = Suas cartas: { $cards }
oh-hell-you-bid = Você aposta { $bid }.
oh-hell-you-played = Você jogou { $card }.
oh-hell-you-played-blind = Você jogou sua carta sem vê-la.
oh-hell-action-bid = apostar { $bid }
oh-hell-action-card = jogar { $card }
oh-hell-action-blind = jogar a carta oculta

## A imagem da mesa
oh-hell-pic-title = Mão { $number } · { $cards } cartas
oh-hell-pic-turned = virada
oh-hell-pic-bid-secret = escolhida
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = nenhuma ainda
oh-hell-pic-plate = aposta { $bid } · vazas { $won }
oh-hell-pic-alt-head = Mesa de Oh Hell!, mão { $number }, { $cards } cartas cada, { $trumps }.
oh-hell-pic-alt-seat = { $who }: aposta { $bid }, vazas feitas { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = Na vaza: { $plays }.
oh-hell-pic-alt-no-trick = Nenhuma carta na vaza ainda.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(number: "plural", case: "capital") } jogadas: { $matches } · ganhas: { $wins } ({ $rate }%)
    Apostas cumpridas exatamente: { $made } de { $bids }
