# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs em português do Brasil: todas as frases que o bot do Discord e o `ribs play` dizem.
#
# Glossário: os termos do próprio jogo, escolhidos uma vez para esta língua e usados em
# todas as mensagens por meio destes termos. Todos aceitam `case` ("capital" para começar
# frase; sem ele, minúscula). Alguns aceitam também `number: "plural"` ou `form`; sem
# parâmetros, cada um dá a forma mais comum (indicada abaixo em primeiro lugar).
#   -ribs-ribs    costelas (f. pl.): as duas cartas que quem arrematou o leilão baixa fechadas.
#            Tradução literal do nome do jogo (que fica "Ribs"); sempre no plural, uma carta
#            só é "uma costela". Combina com "quebrar as costelas" (crack).
#   -ribs-fold    descartar (verbo; form: "present": descarta; form: "imperative": descarte;
#            form: "noun": descarte, com number: "plural": descartes): jogar duas cartas
#            fechadas, fora da vaza, uma vez por mão. "Descartar" é o verbo de quem joga
#            buraco, pife ou tranca para a carta que sai do jogo sem valer nada, que é
#            exatamente o caso aqui (e é o "DESCARTE" do desenho). Por isso as costelas de
#            um lance perdido não são "descartadas": elas "saem do jogo".
#   -ribs-folded  descartou (passado, padrão: "Ana descartou", "você já descartou": serve para
#            "você" e para qualquer nome); form: "play": descartada (a jogada); form:
#            "cards": descartadas (as cartas).
#   -ribs-crack   quebrar (verbo; form: "present": quebra; form: "noun": quebra): jogar os
#            mesmos dois valores das costelas, o que leva todas as cartas abertas. "Quebrar
#            as costelas" é a imagem que o nome do jogo pede, e "quebrar" já é a palavra
#            do brasileiro para estragar o plano de alguém ("quebrou a banca").
#   -ribs-cracked quebrou (passado, padrão: "Ana quebrou as costelas"); form: "adj":
#            quebradas ("costelas quebradas").
#   -ribs-bid     lance (m.; number: "plural": lances): quantos pontos as cartas derrotadas vão
#            valer. É a palavra de qualquer leilão no Brasil ("dar um lance", "quem dá
#            mais?"). A rodada inteira é "o leilão"; quem dá o maior lance "arremata" o
#            leilão ("Ana arrematou com 6"). Dar lance é "dar" ("Ana dá lance de 3"); um
#            lance é "cumprido" ou "perdido"; não se pode "pular" lances; "passar" é passar.
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

-ribs-ribs = { $case ->
        [capital] Costelas
       *[lower] costelas
    }
-ribs-fold = { $form ->
        [noun] { $number ->
            [plural] { $case ->
                [capital] Descartes
               *[lower] descartes
            }
           *[singular] { $case ->
                [capital] Descarte
               *[lower] descarte
            }
        }
        [present] { $case ->
            [capital] Descarta
           *[lower] descarta
        }
        [imperative] { $case ->
            [capital] Descarte
           *[lower] descarte
        }
       *[infinitive] { $case ->
            [capital] Descartar
           *[lower] descartar
        }
    }
-ribs-folded = { $form ->
        [play] { $case ->
            [capital] Descartada
           *[lower] descartada
        }
        [cards] { $case ->
            [capital] Descartadas
           *[lower] descartadas
        }
       *[past] { $case ->
            [capital] Descartou
           *[lower] descartou
        }
    }
-ribs-crack = { $form ->
        [noun] { $case ->
            [capital] Quebra
           *[lower] quebra
        }
        [present] { $case ->
            [capital] Quebra
           *[lower] quebra
        }
       *[infinitive] { $case ->
            [capital] Quebrar
           *[lower] quebrar
        }
    }
-ribs-cracked = { $form ->
        [adj] { $case ->
            [capital] Quebradas
           *[lower] quebradas
        }
       *[past] { $case ->
            [capital] Quebrou
           *[lower] quebrou
        }
    }
-ribs-bid = { $number ->
        [plural] { $case ->
            [capital] Lances
           *[lower] lances
        }
       *[singular] { $case ->
            [capital] Lance
           *[lower] lance
        }
    }

## As palavras do próprio jogo (comuns a todas as interfaces)

# Como uma jogada se saiu contra as costelas (o sujeito é a jogada, ou quem a fez).
ribs-outcome-beat = superou as { -ribs-ribs }
ribs-outcome-defeated = derrotada
ribs-outcome-defeated-kept = derrotada, mas volta para o dono: o { -ribs-bid } foi perdido
ribs-outcome-folded = { -ribs-folded(form: "play") }
ribs-outcome-cracked = { -ribs-cracked } as { -ribs-ribs }
ribs-outcome-cracked-too = também { -ribs-cracked }, mas tarde demais
ribs-outcome-lost-to-crack = perdeu para a { -ribs-crack(form: "noun") }

# $who nomeia o lugar e pode ser "você" (quem lê): com "você" o verbo é o mesmo.
ribs-verdict-cracked = { $who } { -ribs-cracked } as { -ribs-ribs }
ribs-verdict-made = { $who } cumpriu o { -ribs-bid } de { $bid } (as cartas derrotadas valem { $worth })
ribs-verdict-lost = { $who } perdeu o { -ribs-bid } de { $bid } (as cartas derrotadas valem { $worth })
ribs-players-needed = Ribs precisa de { $min } a { $max } jogadores

# "vence quem ganhar 5 mãos primeiro": também começa frase no `ribs play` (em maiúscula).
ribs-options-target = vence quem ganhar { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } primeiro
ribs-options-bid-step = os { -ribs-bid(number: "plural") } sobem de { $step } em { $step }
ribs-options-both-higher = para superar as { -ribs-ribs }, as duas cartas têm que ser maiores
ribs-options-no-folding = sem { -ribs-fold(form: "noun") }
ribs-options-last-face-up = a última { -trick } é jogada aberta

## As opções da mesa como o saguão as oferece: o nome de cada opção e as palavras dos seus
## valores (curtas: cada uma é uma escolha de um menu)

ribs-option-target = { -hand(number: "plural", case: "capital") } ganhas para levar a { -match }
ribs-option-bid_step = Aumento de cada { -ribs-bid }
ribs-option-beat_rule = Para superar as { -ribs-ribs }
ribs-option-beat_rule-one_higher = uma carta acima das duas { -ribs-ribs }
ribs-option-beat_rule-both_higher = as duas cartas acima das duas { -ribs-ribs }
ribs-option-folding = { -ribs-fold(form: "noun", case: "capital") }
ribs-option-folding-once_per_hand = uma vez por { -hand }
ribs-option-folding-never = nunca
ribs-option-last_trick_face_up = Última { -trick } aberta

## Jogadas recusadas, ditas a quem tentou ($who, $seat: o nome de um lugar)

ribs-error-match-over = a { -match } acabou
ribs-error-hand-over = a { -hand } acabou
ribs-error-no-such-seat = { $seat } não está nesta mesa
ribs-error-not-your-turn = não é a sua vez: é a vez de { $seat }
ribs-error-already-passed = você já passou no leilão desta { -trick }
ribs-error-must-open = o primeiro { -ribs-bid } tem que ser { $bid }
ribs-error-wrong-bid = o seu { -ribs-bid } tem que ser { $expected } (um passo acima do último { -ribs-bid }; não dá para pular { -ribs-bid(number: "plural") })
ribs-error-bid-too-high = os { -ribs-bid(number: "plural") } não podem subir mais
ribs-error-below-opening = os { -ribs-bid(number: "plural") } começam em { $opening }, não em { $bid }
ribs-error-off-step = os { -ribs-bid(number: "plural") } sobem de { $step } em { $step } a partir de { $opening }: { $bid } não é um deles
ribs-error-still-bidding = o leilão ainda não acabou: dê lance de { $next } ou passe
ribs-error-bidding-over = o leilão desta { -trick } já acabou
ribs-error-must-lay-ribs = você arrematou o leilão: baixe duas cartas como suas { -ribs-ribs }
ribs-error-not-the-bidder = só quem arrematou o leilão baixa as { -ribs-ribs }
ribs-error-bidder-cannot-fold = quem arrematou o leilão não pode { -ribs-fold }
ribs-error-already-folded = você já { -ribs-folded } nesta { -hand }
ribs-error-folding-off = nesta mesa não se pode { -ribs-fold }
ribs-error-last-trick-face-up = ninguém pode { -ribs-fold } na última { -trick }: ela é jogada aberta
ribs-error-not-held = você não tem { $card }
ribs-error-same-card-twice = escolha duas cartas diferentes

## As regras em poucas palavras, página por página (`**` marca o que se destaca)

ribs-rules-brief-title = Ribs em poucas palavras
ribs-rules-brief =
    De { $min } a { $max } jogadores, { $cards } cartas para cada um: uma cópia de A K Q J 10 9 8 7 por jogador. Os naipes não importam. Valores: **A 0 · K Q J 2 · 10 9 8 7 1** (10 pontos por jogador).

    Uma { -hand } tem quatro **{ -trick(number: "plural") }**. Antes de cada { -trick } há um leilão; quem dá o maior { -ribs-bid } baixa duas cartas fechadas (as **{ -ribs-ribs }**), e cada um dos outros joga duas cartas abertas ou as **{ -ribs-fold(form: "present") }** (uma vez por { -hand }). Ganha a { -hand } quem levar mais pontos; quem ganhar { $target ->
        [one] { $target } { -hand }
       *[other] { $target } { -hand(number: "plural") }
    } primeiro leva a { -match }.
ribs-rules-bidding-title = O leilão
ribs-rules-bidding =
    Na primeira { -trick }, o leilão começa por quem deu as cartas; nas seguintes, por quem arrematou o último. Quem abre **tem que dar { $opening }**. Depois, em sentido horário, cada jogador que ainda está no leilão passa ou dá exatamente um a mais (não dá para pular { -ribs-bid(number: "plural") }). Quem passa está fora do leilão daquela { -trick }. O leilão acaba quando sobra um só.

    Exemplo (de A a F, A começa): A 2, B 3, C passa, D passa, E 4, F passa, A passa, B 5, E 6, B passa: **E arremata com 6**.
ribs-rules-play-title = O jogo
ribs-rules-play = Quem arrematou o leilão baixa as { -ribs-ribs } fechadas. Depois, cada um dos outros, em sentido horário a partir da esquerda de quem arrematou, joga duas cartas **abertas** (todo mundo vê na hora) ou as **{ -ribs-fold(form: "present") }** fechadas: vale uma vez por { -hand }, e nunca para quem arrematou. As cartas { -ribs-folded(form: "cards") } saem do jogo e ninguém fica com elas; ninguém as vê até a { -hand } acabar.
ribs-rules-cracking-title = Quebrar, superar, derrotar
ribs-rules-cracking =
    As { -ribs-ribs } são viradas. Uma jogada com **os mesmos dois valores** das { -ribs-ribs } as **{ -ribs-crack(form: "present") }**: o primeiro a quebrar, na ordem de jogo, leva todas as cartas abertas, { -ribs-ribs } incluídas.
    Se ninguém quebrar, uma jogada que **não casa** com nenhuma costela e tem uma carta **acima das duas { -ribs-ribs }** as **supera**: quem jogou fica com ela. Todo o resto é **derrotado**.

    { -ribs-ribs(case: "capital") } Q-9: K-7 supera (o K está acima das duas, o 7 não casa com nada); K-9, J-10, Q-J e A-Q são derrotadas. { -ribs-ribs(case: "capital") } J-9: A-J é derrotada (os valetes casam).
ribs-rules-winning-title = { -ribs-bid(number: "plural", case: "capital") } cumpridos e perdidos; quem ganha
ribs-rules-winning =
    Se as cartas derrotadas valem **pelo menos o { -ribs-bid }**, quem arrematou leva essas cartas e as { -ribs-ribs }; se não, cada jogador derrotado fica com as próprias cartas e as { -ribs-ribs } saem do jogo. O valor das próprias { -ribs-ribs } nunca conta para o { -ribs-bid }. { -ribs-ribs(case: "capital") } valendo 3 e cartas derrotadas valendo 6: com { -ribs-bid } de 6, leva 9 pontos; com { -ribs-bid } de 7, não leva nada.

    Ganha a { -hand } quem tiver mais pontos (empatados, ganham todos). Leva a { -match } quem chegar primeiro à meta de { -hand(number: "plural") } ganhas; se houver empate na frente, o jogo continua até alguém passar à frente. Opções da mesa: meta, { -ribs-bid(number: "plural") } de 2 em 2, superar com as duas cartas, sem { -ribs-fold(form: "noun", number: "plural") }, última { -trick } aberta.

## `ribs play`: uma partida no terminal

ribs-play-hand-dealt = ── { -hand(case: "capital") } { $hand } · dá as cartas: { $dealer } ──
ribs-play-your-hand = Sua { -hand }: { $cards }
ribs-play-trick-of = { -trick(case: "capital") } { $trick } de { $tricks }.
ribs-play-opens = { $me ->
        [yes] { $who } abre o leilão com { $bid }.
       *[no] { $who } abre o leilão com { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] { $who } dá { -ribs-bid } de { $bid }
       *[no] { $who } dá { -ribs-bid } de { $bid }
    }
ribs-play-passes = { $me ->
        [yes] { $who } passa
       *[no] { $who } passa
    }
ribs-play-bidder = { $me ->
        [yes] Você arrematou o leilão com { $bid }.
       *[no] { $who } arrematou o leilão com { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] { $who } baixa as { -ribs-ribs } abertas: { $cards }
       *[no] { $who } baixa as { -ribs-ribs } abertas: { $cards }
    }
ribs-play-your-ribs = { $who } baixa as { -ribs-ribs } fechadas: { $cards }
ribs-play-ribs-down = { $who } baixa as { -ribs-ribs } fechadas.
ribs-play-plays = { $me ->
        [yes] { $who } joga { $cards }
       *[no] { $who } joga { $cards }
    }
ribs-play-your-fold = { $who } { -ribs-fold(form: "present") } { $cards } (fechadas)
ribs-play-folds = { $who } { -ribs-fold(form: "present") }.
ribs-play-ribs-revealed = { $who } mostra as { -ribs-ribs }: { $cards }
ribs-play-fold-shown = { $who } { -ribs-folded } { $cards } na { -trick } { $trick }
ribs-play-folds-shown = Cartas { -ribs-folded(form: "cards") } reveladas: { $folds }.
ribs-play-hand-goes-to = A { -hand } { $hand } vai para
ribs-play-hand-won-with = { $winners }, com { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }.
ribs-play-hand-wins = { -hand(number: "plural", case: "capital") } ganhas (meta: { $target }): { $line }
ribs-play-face-down = fechadas
ribs-play-cards-face-down = { $cards } fechadas
ribs-play-points-captured = { $points ->
        [0] { $points } pontos levados
        [one] { $points } ponto levado
       *[other] { $points } pontos levados
    }
ribs-play-ribs-discarded = as { -ribs-ribs } saem do jogo
ribs-play-points-this-hand = Pontos nesta { -hand }: { $line }
ribs-play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks } · dá as cartas: { $dealer }
ribs-play-bidding-line = Leilão: { $calls }
ribs-play-call-bid = { $who } { $bid }
ribs-play-call-passed = { $who } passou
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } fechadas
ribs-play-ribs-not-laid = { -ribs-ribs } ainda não baixadas
ribs-play-bidder-line = Arrematou: { $who }, com { $bid } · { $ribs }
ribs-play-played-line = Já jogaram: { $plays }
ribs-play-played-folded = { $who } { -ribs-folded }
ribs-play-to-play-line = Falta jogar: { $names }
ribs-play-folded-line = { -ribs-fold(form: "noun", number: "plural", case: "capital") } nesta { -hand }: { $names }

ribs-play-prompt-open = Você abre o leilão: digite { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = { -ribs-bid(case: "capital") } { $next } ou { ribs-play-word-pass }?
ribs-play-prompt-no-higher = Os { -ribs-bid(number: "plural") } não podem subir mais: { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Baixe suas { -ribs-ribs }, duas cartas abertas (ex.: A K)
       *[no] Baixe suas { -ribs-ribs }, duas cartas fechadas (ex.: A K)
    }
ribs-play-prompt-play = Jogue duas cartas abertas (ex.: K 9) ou { -ribs-fold(form: "imperative") } duas ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Jogue duas cartas abertas (ex.: K 9; { $why })

ribs-play-help =
    Comandos:
      { ribs-play-word-bid }          sobe para o próximo { -ribs-bid } (ou abre o leilão); '{ ribs-play-word-bid } 5' confere que é 5
      { ribs-play-word-pass }          passa no leilão desta { -trick }
      K 9            baixa essas duas cartas como suas { -ribs-ribs }, ou joga as duas abertas
                     (valores A K Q J 10 9 8 7; naipe opcional: K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7   { -ribs-fold(form: "present") } duas cartas fechadas (uma vez por { -hand })
      { play-word-hand }, { play-word-table }      mostra sua { -hand }, ou a mesa como você a vê
      { play-word-scores }         pontos desta { -hand } e { -hand(number: "plural") } ganhas
      { play-word-hint }           o que um computador de nível normal faria
      { play-word-rules }         as regras em poucas palavras, com exemplos
      { play-word-help }, { play-word-quit }    esta ajuda; sair da { -match }

# As palavras digitadas no prompt, nesta língua (as inglesas também são sempre lidas): a
# primeira aparece na ajuda, as outras são atalhos. Nenhuma tem uma letra só nem pode ser
# lida como carta (A K Q J T 10 9 8 7 com naipe h d c s: nada de "as", "ah"...), e nenhuma
# tem hífen (o hífen separa palavras). Vão com e sem acento.
ribs-play-word-bid = lance
ribs-play-word-pass = passo
ribs-play-word-fold = descarto
ribs-play-words-bid = lance, dou, dar, subo, aumento
ribs-play-words-pass = passo, passar, passa
ribs-play-words-fold = descarto, descartar, descarte
ribs-play-words-play = jogo, jogar, costelas
ribs-play-bid-how = digite '{ ribs-play-word-bid }' ou '{ ribs-play-word-bid } N'
ribs-play-name-two = diga duas cartas, ex.: 'K 9' (você disse { $count })
ribs-play-only-one = você só tem uma carta { $card }
ribs-play-do-not-hold = você não tem { $card }
ribs-play-not-a-card = "{ $text }" não é uma carta (os valores são A K Q J 10 9 8 7, ex.: "K", "10", "K♥", "Kh")
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## As imagens: palavras desenhadas na mesa e nas imagens da vaza revelada (curtas: cada uma
## tem um espaço fixo), e seus textos alternativos (o que um leitor de tela lê: frases
## simples). $who é um nome, $cards são cartas (K♥ 9♠), $line uma lista ("Ann 3, Bob 0").

ribs-pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks }
ribs-pic-title-over = { -hand(case: "capital") } { $hand } · encerrada
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = passou
ribs-pic-mark-ribs = COSTELAS
ribs-pic-mark-fold = DESCARTE
ribs-pic-middle-match-over = { -match(case: "capital") } encerrada
ribs-pic-middle-hand-over = { -hand(case: "capital") } encerrada
ribs-pic-middle-bidding = Leilão
ribs-pic-middle-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-pic-footer-wins = { $who } ganhou a { -match }
ribs-pic-footer-open = ▶ Vez de { $who } abrir o leilão com { $bid }
ribs-pic-footer-bid = ▶ Vez de { $who } dar { -ribs-bid } de { $bid } ou passar
ribs-pic-footer-pass = ▶ Vez de { $who } passar
ribs-pic-footer-ribs = ▶ Vez de { $who } baixar as { -ribs-ribs }
ribs-pic-footer-play = ▶ Vez de { $who } jogar duas cartas
ribs-pic-state-open = ▶ abrir
ribs-pic-state-bid = ▶ dar { -ribs-bid }
ribs-pic-state-ribs = ▶ baixar { -ribs-ribs }
ribs-pic-state-play = ▶ jogar
ribs-pic-state-bidder = arrematou com { $bid }
ribs-pic-state-folded = { -ribs-folded }
ribs-pic-state-fold-used = já { -ribs-folded }
ribs-pic-tally = { $points ->
        [0] { $points } pts
        [one] { $points } pt
       *[other] { $points } pts
    } · { $wins ->
        [0] { $wins } vitórias
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
ribs-pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who } deu { -ribs-bid } de { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked(form: "adj") }
ribs-pic-verdict-made = { -ribs-bid } cumprido
ribs-pic-verdict-lost = { -ribs-bid } perdido
ribs-pic-takes-all = { $who } leva todas as cartas abertas
ribs-pic-worth = cartas derrotadas valem { $worth } contra o { -ribs-bid } de { $bid }
ribs-pic-head-player = jogador
ribs-pic-head-played = jogada
ribs-pic-head-outcome = resultado
ribs-pic-head-captured = levou
ribs-pic-bidder-ribs = arrematante · { -ribs-ribs }
ribs-pic-outcome-beat = superou
ribs-pic-outcome-defeated = derrotada
ribs-pic-outcome-folded = { -ribs-folded(form: "play") }
ribs-pic-outcome-cracked = { -ribs-cracked }
ribs-pic-outcome-cracked-too = também { -ribs-cracked }
ribs-pic-outcome-lost-to-crack = perdeu na { -ribs-crack(form: "noun") }
ribs-pic-nothing = nada
ribs-pic-won-points = { $points ->
        [0] +{ $points } pts
        [one] +{ $points } pt
       *[other] +{ $points } pts
    }
ribs-pic-won-cards = { $cards ->
        [0] { $cards } cartas
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
ribs-pic-alt-match-over = Mesa de Ribs com { $players } jogadores: a { -match } acabou e { $who } ganhou.
ribs-pic-alt-hand-over = Mesa de Ribs com { $players } jogadores: a { -hand } { $hand } acabou.
ribs-pic-alt-table = Mesa de Ribs com { $players } jogadores, { -hand } { $hand }, { -trick } { $trick } de { $tricks }, { $target }.
ribs-pic-alt-rules = Regras: { $rules }.
ribs-pic-alt-call-bid = { $who } dá { -ribs-bid } de { $bid }
ribs-pic-alt-call-pass = { $who } passou
ribs-pic-alt-no-bids = Ninguém deu { -ribs-bid } ainda.
ribs-pic-alt-bidding = Leilão até agora: { $calls }.
ribs-pic-alt-bidder = { $who } arrematou o leilão com { $bid }.
ribs-pic-alt-bidder-up = { $who } arrematou o leilão com { $bid }; as { -ribs-ribs } estão abertas: { $cards }.
ribs-pic-alt-bidder-down = { $who } arrematou o leilão com { $bid }; as { -ribs-ribs } estão fechadas.
ribs-pic-alt-play = { $who } { $cards }
ribs-pic-alt-play-folded = { $who } { -ribs-folded }
ribs-pic-alt-played = Jogadas até agora: { $plays }.
ribs-pic-alt-turn-open = É a vez de { $who } abrir o leilão com { $bid }.
ribs-pic-alt-turn-bid = É a vez de { $who } dar { -ribs-bid } de { $bid } ou passar.
ribs-pic-alt-turn-pass = É a vez de { $who } passar.
ribs-pic-alt-turn-ribs = É a vez de { $who } baixar as { -ribs-ribs }.
ribs-pic-alt-turn-play = É a vez de { $who } jogar duas cartas.
ribs-pic-alt-points = Pontos nesta { -hand }: { $line }.
ribs-pic-alt-hand-wins = { -hand(number: "plural", case: "capital") } ganhas: { $line }.
ribs-pic-alt-folded = { -ribs-fold(form: "noun", number: "plural", case: "capital") } nesta { -hand }: { $names }.
ribs-pic-alt-reveal = { -trick(case: "capital") } { $trick } revelada: { $who } deu { -ribs-bid } de { $bid } com as { -ribs-ribs } { $cards }.
ribs-pic-alt-reveal-play = { $who } jogou { $cards }: { $outcome }
ribs-pic-alt-reveal-fold = { $who } { -ribs-folded }
ribs-pic-alt-cracked = { $who } { -ribs-cracked } as { -ribs-ribs } e leva todas as cartas abertas.
ribs-pic-alt-made = As cartas derrotadas valem { $worth } contra o { -ribs-bid } de { $bid }: { -ribs-bid } cumprido.
ribs-pic-alt-lost = As cartas derrotadas valem { $worth } contra o { -ribs-bid } de { $bid }: { -ribs-bid } perdido, e as { -ribs-ribs } saem do jogo.
ribs-pic-alt-capture = { $who } leva { $cards ->
        [0] { $cards } cartas
        [one] { $cards } carta
       *[other] { $cards } cartas
    } ({ $points ->
        [0] { $points } pts
        [one] { $points } pt
       *[other] { $points } pts
    })
ribs-pic-alt-nobody = Ninguém leva nada.
ribs-pic-alt-captured = Cartas levadas: { $captures }.

## Discord: a mensagem pública da mesa

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } de { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Dá as cartas: { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, sua vez de abrir o leilão com { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, sua vez de dar { -ribs-bid } ou passar.
ribs-table-your-turn-ribs = <@{ $user }>, sua vez de baixar as { -ribs-ribs }.
ribs-table-your-turn-play = <@{ $user }>, sua vez de jogar duas cartas.
ribs-table-turn-open = Vez de { $who } abrir o leilão com { $bid }…
ribs-table-turn-bid = Vez de { $who } dar { -ribs-bid } ou passar…
ribs-table-turn-ribs = Vez de { $who } baixar as { -ribs-ribs }…
ribs-table-turn-play = Vez de { $who } jogar duas cartas…
ribs-button-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-button-pass = Passar
ribs-seat-bidder = **arrematou com { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } abertas { $cards }
ribs-seat-ribs-down = { -ribs-ribs } fechadas
ribs-seat-laying-ribs = baixando as { -ribs-ribs }
ribs-seat-folded = { -ribs-folded }
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = passou
ribs-seat-fold-used = já { -ribs-folded }

## Discord: uma vaza revelada, o fim de uma mão, o fechamento da mesa

ribs-reveal-title = { -trick(case: "capital") } { $trick } · { $who } deu { -ribs-bid } de { $bid }
ribs-reveal-ribs = { -ribs-ribs(case: "capital") }: **{ $cards }**
ribs-reveal-face-down = { $cards } fechadas
ribs-reveal-two-face-down = duas cartas fechadas
ribs-reveal-play = { $who }: { $shown } — { $outcome }
ribs-reveal-discarded = As { -ribs-ribs } saem do jogo.
ribs-reveal-captured = Cartas levadas: { $captures }
ribs-hand-over-title = Fim da { -hand } { $hand }
ribs-hand-over-points = Pontos: { $line }
ribs-hand-over-winner = **{ $who }** ganhou a { -hand }.
ribs-hand-over-winners = **{ $who }** empataram e ganharam a { -hand }.
ribs-hand-over-folds = Cartas { -ribs-folded(form: "cards") }: { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = { -hand(number: "plural", case: "capital") } ganhas (meta: { $target }): { $line }

## Discord: o painel particular de cada jogador

ribs-panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } de { $tricks }
ribs-panel-your-hand = Sua { -hand }: **{ $cards }** ({ $points })
ribs-panel-your-fold = Você { -ribs-folded } { $cards } na { -trick } { $trick }.
ribs-panel-your-ribs = Suas { -ribs-ribs }: { $cards }
ribs-panel-your-bid = **Sua vez de dar { -ribs-bid }.**
ribs-panel-lay-ribs-up = **Sua vez.** Baixe suas { -ribs-ribs } (abertas: última { -trick }): escolha exatamente duas cartas.
ribs-panel-lay-ribs = **Sua vez.** Baixe suas { -ribs-ribs } fechadas: escolha exatamente duas cartas.
ribs-panel-play = **Sua vez.** Jogue duas cartas abertas, ou { -ribs-fold(form: "imperative") } as duas: escolha exatamente duas cartas.
ribs-panel-no-fold = Não dá para { -ribs-fold }: { $why }.
ribs-panel-picked = Escolhidas: **{ $cards }**
ribs-panel-pick = Escolha duas cartas
ribs-button-lay-ribs = Baixar { -ribs-ribs }
ribs-button-face-up = Jogar abertas
ribs-button-fold = { -ribs-fold(case: "capital") }
ribs-panel-new-hand = 🃏 **Nova { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **Nova { -hand }** ({ -hand } { $hand }). { $who } ganhou a { -hand } { $last }.
ribs-panel-new-hand-tied = 🃏 **Nova { -hand }** ({ -hand } { $hand }). { $who } empataram na { -hand } { $last }.
ribs-panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
ribs-panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; sua jogada: { $outcome }.
ribs-panel-you-took = Você levou { $points }.
ribs-you-bid = ✅ Você deu { -ribs-bid } de { $bid }.
ribs-you-passed = ✅ Você passou.
ribs-you-laid-ribs = ✅ Você baixou suas { -ribs-ribs }: { $cards }.
ribs-you-played = ✅ Você jogou { $cards } abertas.
ribs-you-folded = ✅ Você { -ribs-folded } { $cards }.
ribs-action-bid = dar { -ribs-bid } de { $bid }
ribs-action-pass = passar
ribs-action-ribs = baixar as { -ribs-ribs } { $cards }
ribs-action-face-up = jogar { $cards } abertas
ribs-action-fold = { -ribs-fold } { $cards }

## Discord: rankings e estatísticas. $here fecha uma frase ("neste servidor"); a de todos
## os servidores ("em nenhum servidor") só aparece em frases negativas, que é como o
## inglês a usa ("No finished matches yet anywhere").

ribs-stats-record = { -match(number: "plural", case: "capital") } jogadas: { $matches } · ganhas: { $wins } ({ $rate }%)
    { -hand(number: "plural", case: "capital") } ganhas: { $hands }
    Pontos conquistados: { $points }
    { -ribs-bid(number: "plural", case: "capital") } cumpridos: { $made } · perdidos: { $lost }
    { -ribs-ribs(case: "capital") } { -ribs-cracked(form: "adj") }: { $cracks } · { -ribs-fold(form: "noun", number: "plural", case: "capital") }: { $folds }

## Discord: histórico e replays

ribs-replay-nothing = Essa { -match } não tem nenhuma { -hand } para mostrar.
ribs-replay-dealt = { $who } deu as cartas. As { -hand(number: "plural") } como foram distribuídas:
ribs-replay-call-pass = { $who } passa
ribs-replay-bids = { -ribs-bid(number: "plural", case: "capital") }: { $calls }
ribs-replay-bidder = **{ $who }** arrematou o leilão com { $bid }.
ribs-replay-points = Pontos até agora: { $line }
ribs-replay-hand-won = **{ $who }** leva a { -hand } com { $points }.
ribs-replay-hand-tied = **{ $who }** empataram na { -hand } com { $points }.
ribs-replay-match-won = 🏆 **{ $who }** ganha a { -match } com { $wins ->
        [0] { $wins } { -hand(number: "plural") } ganhas
        [one] { $wins } { -hand } ganha
       *[other] { $wins } { -hand(number: "plural") } ganhas
    }.
ribs-replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } de { $hands } · { -trick } { $trick } de { $tricks }
ribs-button-prev-hand = ◀◀ { -hand(case: "capital") }
ribs-button-prev-trick = ◀ { -trick(case: "capital") }
ribs-button-next-trick = { -trick(case: "capital") } ▶
ribs-button-next-hand = { -hand(case: "capital") } ▶▶

## Discord: respostas aos comandos de barra ($missing, $yours: nomes de permissões do
## Discord, como o Discord em português os chama)

ribs-options-error-target = a opção { cmd-new-target-name } (target) tem que ficar entre 1 e 20 { -hand(number: "plural") } ganhas, não { $value }
ribs-options-error-bid-step = a opção { cmd-new-bid_step-name } (bid_step) tem que ser 1 ou 2, não { $value }
ribs-options-error-unknown = opção desconhecida "{ $key }" (opções: target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key }: "{ $value }" não é nenhum destes: { $expected }
ribs-options-error-not-key-value = "{ $text }" não está no formato chave=valor

## Recusas sobre um jogador, quando `ribs referee` julga uma partida de fora ($who: quem
## tentou; $seat: outro lugar; $error: a recusa como o jogador a lê)

ribs-error-about = { $who }: { $error }
ribs-error-about-not-your-turn = é a vez de { $seat }, não de { $who }
ribs-error-about-already-passed = { $who } já passou
ribs-error-about-must-open = { $who } abre o leilão e tem que dar { $bid }
ribs-error-about-wrong-bid = o { -ribs-bid } de { $who } tem que ser { $expected } (um passo acima do último { -ribs-bid }; não dá para pular)
ribs-error-about-bidding-over = o leilão acabou: { $seat } arrematou com { $bid }
ribs-error-about-already-folded = { $who } já { -ribs-folded } nesta { -hand }
ribs-error-about-folding-off = { $who } quer { -ribs-fold }, mas nesta mesa não se pode (variante folding = never)
ribs-error-about-last-trick-face-up = { $who } quer { -ribs-fold }, mas a última { -trick } é jogada aberta (variante last_trick_face_up)

## Uma distribuição ou um registro que não se monta nem se reproduz (ferramentas do operador)

ribs-setup-players = { $needed }, não { $players }
ribs-setup-hand-size = { $seat } tem que receber { $cards } cartas, não { $count }
ribs-setup-dealt-twice = { $card } foi distribuída duas vezes
ribs-setup-not-in-pack = { $card } não está num baralho para { $players } jogadores
ribs-setup-dealer = quem dá as cartas tem que ser um dos lugares
ribs-replay-illegal = a ação { $index } ({ $seat } { $action }) não é válida: { $error }
ribs-replay-unfinished = o registro acaba antes da { -match }
