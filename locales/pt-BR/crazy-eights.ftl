# crazy-eights.ftl: as frases de Crazy Eights (jogadas, compras, oitos, regras e opções),
# cada id com crazy-eights- na frente. Glossário: o monte (de compra), a pilha de descarte, a
# carta de cima, o naipe a seguir, o coringa (o oito), bater (ficar sem cartas), mão travada,
# pontos de penalidade. O jogador é tratado por você.

crazy-eights = Crazy Eights
crazy-eights-players-needed = Crazy Eights precisa de { $min } a { $max } jogadores

crazy-eights-suit-clubs = paus
crazy-eights-suit-diamonds = ouros
crazy-eights-suit-hearts = copas
crazy-eights-suit-spades = espadas

crazy-eights-option-target = Penalidade que encerra a partida
crazy-eights-option-hand_size = Cartas por jogador
crazy-eights-option-hand_size-standard = 7 com 2 jogadores, 5 com mais
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Compra
crazy-eights-option-drawing-one = uma carta, fim da vez
crazy-eights-option-drawing-play_drawn = uma carta, pode jogá-la
crazy-eights-option-drawing-limit = até o limite, depois jogar ou passar
crazy-eights-option-drawing-until_play = comprar até poder jogar
crazy-eights-option-draw_limit = Compras máximas por vez (com limite)
crazy-eights-option-must_play = Jogar quando puder
crazy-eights-option-reshuffle = Embaralhar o descarte quando o monte acaba
crazy-eights-option-last_card = Avisar "última carta"
crazy-eights-option-last_card_penalty = Cartas de castigo sem aviso
crazy-eights-option-wild_rank = Coringa
crazy-eights-option-wild_rank-8 = os oitos
crazy-eights-option-wild_rank-J = os valetes
crazy-eights-option-wild_rank-A = os ases
crazy-eights-option-wild_play = Jogar o coringa
crazy-eights-option-wild_play-any = sobre tudo, escolhe naipe
crazy-eights-option-wild_play-matching = só se combinar, escolhe naipe
crazy-eights-option-wild_play-no_change = sobre tudo, não escolhe naipe
crazy-eights-option-wild_play-change_if_matching = sobre tudo, escolhe naipe se combinava
crazy-eights-option-skip = Carta de pular
crazy-eights-option-skip-off = nenhuma
crazy-eights-option-skip-2 = os dois
crazy-eights-option-skip-3 = os três
crazy-eights-option-skip-4 = os quatros
crazy-eights-option-skip-5 = os cincos
crazy-eights-option-skip-6 = os seis
crazy-eights-option-skip-7 = os setes
crazy-eights-option-skip-8 = os oitos
crazy-eights-option-skip-9 = os noves
crazy-eights-option-skip-10 = os dez
crazy-eights-option-skip-J = os valetes
crazy-eights-option-skip-Q = as damas
crazy-eights-option-skip-K = os reis
crazy-eights-option-skip-A = os ases
crazy-eights-option-reverse = Carta de inverter
crazy-eights-option-reverse-off = nenhuma
crazy-eights-option-reverse-2 = os dois
crazy-eights-option-reverse-3 = os três
crazy-eights-option-reverse-4 = os quatros
crazy-eights-option-reverse-5 = os cincos
crazy-eights-option-reverse-6 = os seis
crazy-eights-option-reverse-7 = os setes
crazy-eights-option-reverse-8 = os oitos
crazy-eights-option-reverse-9 = os noves
crazy-eights-option-reverse-10 = os dez
crazy-eights-option-reverse-J = os valetes
crazy-eights-option-reverse-Q = as damas
crazy-eights-option-reverse-K = os reis
crazy-eights-option-reverse-A = os ases
crazy-eights-option-draw_two = Os dois fazem comprar duas

crazy-eights-error-game-over = A partida acabou.
crazy-eights-error-no-such-seat = Não há { $seat } nesta mesa.
crazy-eights-error-not-your-turn = É a vez de { $seat }.
crazy-eights-error-not-held = Você não tem { $card }.
crazy-eights-error-not-matching = { $card } não serve: siga o naipe ({ $suit }) ou o valor de { $top }.
crazy-eights-error-suit-due = Escolha primeiro um naipe para o seu coringa.
crazy-eights-error-no-suit-due = Não há naipe a escolher agora.
crazy-eights-error-draw-or-two = { $count ->
        [one] Compre uma carta ou jogue um dois.
       *[other] Compre { $count } cartas ou jogue um dois.
    }
crazy-eights-error-only-drawn = Depois de comprar você só pode jogar { $card }, a carta comprada, ou passar.
crazy-eights-error-stock-empty = O monte está vazio: jogue ou passe.
crazy-eights-error-draw-limit = { $count ->
        [one] Você só pode comprar uma carta por vez.
       *[other] Você pode comprar no máximo { $count } cartas por vez.
    }
crazy-eights-error-must-play = Uma das suas cartas serve, e você deve jogar quando puder.
crazy-eights-error-must-draw = O monte ainda tem cartas: compre antes de passar.
crazy-eights-error-no-last-card = "Última carta" só se avisa com a jogada que deixa você com uma carta.

crazy-eights-error-about = { $who }: { $error }
crazy-eights-error-about-hand-over = a mão acabou: { $who } não pode mais agir
crazy-eights-error-about-not-your-turn = é a vez de { $seat }, não de { $who }
crazy-eights-error-about-not-held = { $who } não tem { $card }
crazy-eights-error-about-not-matching = { $who } não pode jogar { $card }: não segue o naipe ({ $suit }) nem o valor de { $top }
crazy-eights-error-about-suit-due = { $who } precisa escolher um naipe
crazy-eights-error-about-no-suit-due = { $who } não tem naipe a escolher
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } precisa comprar uma carta ou jogar um dois
       *[other] { $who } precisa comprar { $count } cartas ou jogar um dois
    }
crazy-eights-error-about-only-drawn = { $who } só pode jogar { $card }, a carta recém-comprada, ou passar
crazy-eights-error-about-stock-empty = { $who } não pode comprar: o monte está vazio
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } só pode comprar uma carta nesta vez
       *[other] { $who } pode comprar no máximo { $count } cartas nesta vez
    }
crazy-eights-error-about-must-play = { $who } tem uma carta que serve e precisa jogá-la (must_play)
crazy-eights-error-about-must-draw = { $who } precisa comprar antes de passar: o monte tem cartas
crazy-eights-error-about-no-last-card = { $who } só avisa "última carta" com uma jogada que deixa uma carta, com essa regra

crazy-eights-setup-seats = { $needed }, não { $players }
crazy-eights-setup-hand-size = não dá para dar { $size } cartas a cada um de { $players } jogadores e virar uma carta
crazy-eights-options-error-unknown = Crazy Eights não tem a opção "{ $key }"
crazy-eights-options-error-bad-value = "{ $value }" não é um valor de { $key } (valores: { $values })
crazy-eights-options-error-not-key-value = "{ $text }" não é chave=valor
crazy-eights-options-error-same-rank = { $key } não pode ser { $rank }: { $other } já dá um poder a esse valor
crazy-eights-replay-illegal = a ação { $index } foi recusada: { $error }

crazy-eights-rules-brief-title = Crazy Eights em resumo
crazy-eights-rules-brief = De { $min } a { $max } jogadores, um baralho de 52 cartas (dois a partir de 6 jogadores). A cada mão, 7 cartas para cada com 2 jogadores, 5 com mais; a carta seguinte é virada para começar a **pilha de descarte**, o resto é o **monte**. Livre-se de todas as cartas: quem conseguir primeiro encerra a mão.
crazy-eights-rules-play-title = O jogo
crazy-eights-rules-play = A partir da esquerda de quem dá as cartas, na vez de cada um: jogue uma carta do **mesmo naipe ou valor** da carta de cima, ou um **oito** sobre qualquer carta, escolhendo o naipe que o próximo deve seguir. Sobre um oito, segue-se o naipe escolhido (ou joga-se outro oito).
crazy-eights-rules-drawing-title = Comprar
crazy-eights-rules-drawing = Em vez de jogar você pode **comprar** uma carta do monte, e sua vez acaba. Quando o monte acaba, quem não joga passa; quando todos passaram seguidos, a mão fica **travada**.
crazy-eights-rules-scoring-title = Pontuação
crazy-eights-rules-scoring = Quem bate marca 0; os outros marcam as cartas na mão: **oito 50**, rei, dama, valete 10, ás 1, as outras o seu valor. Depois de uma mão em que alguém chega a **100**, vence o total **mais baixo** (em caso de empate, joga-se mais).
