# crazy-eights-discord.ftl: Oito Maluco no Discord (mensagem da mesa, painel, anúncios, imagem).

## A mensagem da mesa

crazy-eights-title = Crazy Eights · mão { $number } · até { $target }
crazy-eights-up-card = Carta da mesa: **{ $card }** · siga { $suit }
crazy-eights-up-named = Carta da mesa: **{ $card }** · pedido **{ $suit }**
crazy-eights-stock = { $count ->
        [0] Monte vazio
        [one] Monte: 1 carta
       *[other] Monte: { $count } cartas
    }
crazy-eights-clockwise = O jogo segue no sentido horário ↻
crazy-eights-counterclockwise = O jogo segue no sentido anti-horário ↺
crazy-eights-pending = { $count ->
        [one] Compra pendente: 1 carta
       *[other] Compra pendente: { $count } cartas
    }
crazy-eights-no-pending = Nenhuma compra pendente
crazy-eights-dealer-mark = { $who } (dá as cartas)
crazy-eights-seat-line = { $who }: { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } · total { $total }
crazy-eights-naming = { $who } está escolhendo um naipe.
crazy-eights-drawing = { $who } comprou { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } nesta vez.
crazy-eights-facing = { $who } deve comprar { $count } ou jogar um dois.
crazy-eights-your-turn = { $people }: sua vez.

## Anúncios

crazy-eights-said-buried = Mão { $number }: { $buried } virado e devolvido ao monte, { $starter } abre o descarte
crazy-eights-said-last-card = { $who }: última carta!
crazy-eights-said-named = { $who } pediu { $suit }
crazy-eights-said-drew = { $who } comprou { $count ->
        [one] uma carta
       *[other] { $count } cartas
    }
crazy-eights-said-drew-twos = { $who } comprou { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } pelos dois
crazy-eights-said-drew-penalty = { $who } comprou { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } por não dizer "última carta"
crazy-eights-said-passed = { $who } passou
crazy-eights-said-skipped = { $who } perde a vez
crazy-eights-said-reversed-clockwise = Sentido invertido: o jogo segue no sentido horário ↻
crazy-eights-said-reversed-counter = Sentido invertido: o jogo segue no sentido anti-horário ↺
crazy-eights-said-pending = { $who } deve comprar { $count } ou jogar um dois
crazy-eights-said-last-card-missed = { $who } não disse "última carta"
crazy-eights-said-reshuffled = O descarte foi embaralhado num novo monte de { $count }
crazy-eights-said-out = Mão { $number }: { $who } bateu
crazy-eights-said-blocked = A mão { $number } está travada: ninguém pode jogar
crazy-eights-out-mark = bateu
crazy-eights-score-line = { $who }: { $cards } → { $points } · total { $total }

## O resultado

crazy-eights-standing-line = { $place }. { $who }: { $total }
crazy-eights-winners = { $count ->
        [one] { $who } vence a partida com { $total } pontos
       *[other] { $who } dividem a vitória com { $total } pontos
    }
crazy-eights-stats-record = mãos ganhas: { $hands } · pontos de penalidade: { $points }

## O painel

crazy-eights-your-hand = Sua mão ({ $count }): { $cards }
crazy-eights-prompt-play-or-draw = Jogue uma carta ou compre.
crazy-eights-prompt-play-or-pass = Jogue uma carta ou passe.
crazy-eights-prompt-draw = Nenhuma carta sua serve: compre.
crazy-eights-prompt-draw-again = Ela não serve: compre de novo.
crazy-eights-prompt-pass = Nada serve: passe.
crazy-eights-prompt-name = Escolha o naipe a seguir.
crazy-eights-prompt-pending = Jogue um dois ou compre { $count }.
crazy-eights-button-draw = Comprar
crazy-eights-button-draw-pending = Comprar { $count }
crazy-eights-button-pass = Passar
crazy-eights-button-last-card = { $card } · Última carta!
crazy-eights-you-drew = Você comprou { $cards }.
crazy-eights-dealt = Suas cartas: { $cards }
crazy-eights-new-hand = A mão { $number } foi dada; a carta da mesa é { $card }.
crazy-eights-you-played = Você jogou { $card }.
crazy-eights-you-played-last = Você jogou { $card }: última carta!
crazy-eights-you-named = Você pediu { $suit }.
crazy-eights-you-draw = Você comprou do monte.
crazy-eights-you-passed = Você passou.
crazy-eights-action-play = jogar { $card }
crazy-eights-action-name = pedir { $suit }
crazy-eights-action-draw = comprar
crazy-eights-action-pass = passar

## A imagem

crazy-eights-pic-follow = Siga { $suit }
crazy-eights-pic-named = Pedido { $suit }
crazy-eights-pic-plate = { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } · total { $total }
crazy-eights-pic-alt-head = Crazy Eights, mão { $number }. A carta da mesa é { $card }; o monte tem { $stock }.
crazy-eights-pic-alt-seat = { $who } tem { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }, total { $total }.
