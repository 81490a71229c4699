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

## ribs play --game crazy-eights

crazy-eights-direction-clockwise = no sentido horário
crazy-eights-direction-counterclockwise = no sentido anti-horário
crazy-eights-play-welcome = { $game }: você (lugar 1) contra { $others }.
crazy-eights-play-level = Jogadores do computador de nível { $level }; depois de uma mão em que alguém chega a { $target } pontos de penalidade, vence o total mais baixo.
crazy-eights-play-seed = Semente { $seed } (jogue de novo com --seed { $seed }).
crazy-eights-play-hand-dealt = ── Mão { $number } · dá as cartas: { $dealer } · carta inicial { $card } ──
crazy-eights-play-buried = Um coringa foi virado e voltou ao monte: { $cards }.
crazy-eights-play-your-hand = Sua mão: { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } joga { $card }.
       *[no] { $who } joga { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } escolhe { $suit }.
       *[no] { $who } escolhe { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } compra uma carta.
           *[other] { $who } compra { $count } cartas.
        }
       *[no] { $count ->
            [one] { $who } compra uma carta.
           *[other] { $who } compra { $count } cartas.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } leva os dois: { $count } cartas.
       *[no] { $who } leva os dois: { $count } cartas.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } compra { $count } cartas de castigo.
       *[no] { $who } compra { $count } cartas de castigo.
    }
crazy-eights-play-you-drew = Você comprou { $cards }.
crazy-eights-play-passes = { $me ->
        [yes] { $who } passa.
       *[no] { $who } passa.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } perde a vez.
       *[no] { $who } perde a vez.
    }
crazy-eights-play-reversed = Agora o jogo segue { $direction }.
crazy-eights-play-pending = { $me ->
        [yes] { $who } precisa comprar { $count }.
       *[no] { $who } precisa comprar { $count }.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } não avisou "última carta".
       *[no] { $who } não avisou "última carta".
    }
crazy-eights-play-reshuffled = O descarte vira um novo monte de { $count } cartas.
crazy-eights-play-went-out = { $me ->
        [yes] { $who } bateu!
       *[no] { $who } bateu.
    }
crazy-eights-play-blocked = A mão travou: ninguém podia jogar.
crazy-eights-play-score-line = { $who }: { $cards } → { $points } (total { $total })
crazy-eights-play-winner = { $me ->
        [yes] { $who } vence a partida com { $total } pontos de penalidade!
       *[no] { $who } vence a partida com { $total } pontos de penalidade.
    }
crazy-eights-play-status = Mão { $number } · em cima { $top } · naipe { $suit } · monte { $stock } · { $direction }
crazy-eights-play-pending-line = Há { $count } cartas a comprar.
crazy-eights-play-counts = Cartas na mão: { $line }
crazy-eights-play-totals = Totais: { $line } (acaba em { $target })
crazy-eights-play-prompt-play = Jogue uma carta ou compre
crazy-eights-play-prompt-after-draw = Jogue uma carta, compre ou passe
crazy-eights-play-prompt-suit = Escolha um naipe (c, d, h, s)
crazy-eights-play-prompt-pending = Jogue um dois ou compre { $count }
crazy-eights-play-help = Digite uma carta para jogá-la (Qh, 10s, K♥), com ! para "última carta" (Qh!); comprar; passar; depois de um coringa um naipe (c, d, h, s); hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = comprar, compra, c, draw, d
crazy-eights-play-words-pass = passar, passo, p, pass
crazy-eights-play-not-understood = '{ $text }' não é uma carta, um naipe nem um comando (digite ajuda)
