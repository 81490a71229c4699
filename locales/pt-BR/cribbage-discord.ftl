# cribbage-discord.ftl: o cribbage no Discord (mensagem da mesa, painel, anúncios,
# encerramento, imagem), cada id com o prefixo cribbage-. As palavras do jogo estão em
# cribbage.ftl.

## A mensagem da mesa

cribbage-title = Partida { $game } · mão { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side }: **{ $points }** de { $target }
cribbage-board-match = { $side }: **{ $points }** de { $target } · { $won ->
        [one] { $won } ponto de disputa
       *[other] { $won } pontos de disputa
    }
cribbage-dealer-mark = { $who } (dá as cartas)
cribbage-seat-choosing = { $who }: escolhendo o que descartar
cribbage-seat-laid-away = { $who }: descartou ✓
cribbage-seat-holding = { $who }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão
cribbage-starter = Starter: { $card }
cribbage-starter-not-yet = Starter: virado quando todos tiverem descartado
cribbage-count = Contagem **{ $count }**: { $laid }
cribbage-gone = Go: { $who }
cribbage-counted = { $pile } de { $who }: { $cards } + { $starter } = **{ $points }**
cribbage-claimed = ({ $claim } declarados)
cribbage-crib-up = Crib: { $cards }
cribbage-pegs-title = Pontos desta mão:
cribbage-peg = { $who }: { $why } por { $points }
cribbage-peg-cards = { $who }: { $why } ({ $cards }) por { $points }
cribbage-your-turn = { $people }: sua vez.
cribbage-lay-away-all = { $people }: descartem para o crib.

## Anúncios

cribbage-laid = { $who }: { $card } (contagem { $count })
cribbage-nothing = Nada a contar.
cribbage-game-won = { $side } vence a partida { $game } ({ $gained ->
        [one] { $gained } ponto de disputa
       *[other] { $gained } pontos de disputa
    })
cribbage-stake-line = { $side }: { $points } pontos, { $stake ->
        [1] partida simples
        [2] skunk (vale o dobro)
       *[other] skunk duplo (vale { $stake })
    }

## O painel privado

cribbage-your-hand = Sua mão: { $cards }
cribbage-your-kept = Guardadas para a contagem: { $cards }
cribbage-your-discard = Você descartou: { $cards }
cribbage-prompt-lay-away = Descarte { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para o crib de { $who }.
cribbage-prompt-lay-away-own = Descarte { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para o seu próprio crib.
cribbage-choose-discard = Escolha as cartas a descartar
cribbage-keeping = fica com { $cards }
cribbage-waiting-crib = Esperando os outros descartarem: então o starter é virado.
cribbage-prompt-play = Jogue uma carta: a contagem está em { $count }.
cribbage-prompt-go = A contagem está em { $count } e nenhuma carta sua a mantém em 31 ou menos: diga go.
cribbage-button-go = Go
cribbage-prompt-claim = Declare seu { $pile }: { $cards } com o starter { $starter }. Os pontos esquecidos podem ser tomados pelos outros (muggins).
cribbage-claim-menu = Declarar de { $from } a { $to }
cribbage-you-laid-away = Você descartou { $cards }.
cribbage-you-laid = Você jogou { $card }.
cribbage-you-go = Você disse go.
cribbage-you-claimed = Você declarou { $points }.
cribbage-action-lay-away = descartar { $cards }
cribbage-action-card = jogar { $card }
cribbage-action-go = dizer go
cribbage-action-claim = declarar { $points }
cribbage-dealt = Você recebe { $cards }.
cribbage-new-hand = Mão { $number }: { $who } dá as cartas.
cribbage-news-laid = { $who } jogou { $card } (contagem { $count }).

## O encerramento

cribbage-winners = { $count ->
        [one] { $who } vence a disputa.
       *[other] { $who } dividem a vitória.
    }
cribbage-standing-line = { $place }. { $side }: { $won ->
        [one] { $won } ponto de disputa
       *[other] { $won } pontos de disputa
    }, { $points } na última partida

cribbage-stats-record = mãos em que seu lado marcou mais: { $hands } · pontos marcados: { $points } ({ $average } por { -match })

## A imagem e seu texto alternativo

cribbage-pic-title = Cribbage · partida { $game } · mão { $number } · até { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Contagem { $count }
cribbage-pic-laid-away = descartou
cribbage-pic-choosing = escolhendo
cribbage-pic-held = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
cribbage-pic-alt-head = Um tabuleiro de cribbage: partida { $game }, mão { $number }, até { $target } pontos.
cribbage-pic-alt-side = { $side } tem { $points } pontos.
cribbage-pic-alt-starter = O starter é { $card }.
cribbage-pic-alt-no-starter = O starter ainda não foi virado.
cribbage-pic-alt-cards = Cartas em jogo, contagem { $count }: { $cards }.
cribbage-pic-alt-shown = { $pile } de { $who } mostrado: { $cards }, { $points } pontos.
