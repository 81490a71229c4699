# crazy-eights.ftl : les phrases de Crazy Eights (coups, pioche, huit, règles et options),
# chaque id précédée de crazy-eights-. Glossaire : la pioche, la défausse, la carte du dessus,
# la couleur demandée, le huit (carte joker), se débarrasser de toutes ses cartes, main bloquée,
# points de pénalité. Le joueur est tutoyé.

crazy-eights = Crazy Eights
crazy-eights-players-needed = Crazy Eights se joue de { $min } à { $max } joueurs

crazy-eights-suit-clubs = trèfle
crazy-eights-suit-diamonds = carreau
crazy-eights-suit-hearts = cœur
crazy-eights-suit-spades = pique

crazy-eights-option-target = Total de pénalité qui finit la partie
crazy-eights-option-hand_size = Cartes par joueur
crazy-eights-option-hand_size-standard = 7 à deux, 5 sinon
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Pioche
crazy-eights-option-drawing-one = une carte, fin du tour
crazy-eights-option-drawing-play_drawn = une carte, jouable aussitôt
crazy-eights-option-drawing-limit = jusqu'à la limite, puis jouer ou passer
crazy-eights-option-drawing-until_play = piocher jusqu'à pouvoir jouer
crazy-eights-option-draw_limit = Cartes piochées au plus par tour (limite)
crazy-eights-option-must_play = Jouer quand on peut
crazy-eights-option-reshuffle = Remélanger la défausse quand la pioche est vide
crazy-eights-option-last_card = Annoncer « dernière carte »
crazy-eights-option-last_card_penalty = Cartes de pénalité sans annonce
crazy-eights-option-wild_rank = Carte joker
crazy-eights-option-wild_rank-8 = les huit
crazy-eights-option-wild_rank-J = les valets
crazy-eights-option-wild_rank-A = les as
crazy-eights-option-wild_play = Jouer le joker
crazy-eights-option-wild_play-any = sur tout, demande une couleur
crazy-eights-option-wild_play-matching = seulement s'il correspond, demande une couleur
crazy-eights-option-wild_play-no_change = sur tout, ne demande rien
crazy-eights-option-wild_play-change_if_matching = sur tout, demande une couleur s'il correspondait
crazy-eights-option-skip = Carte qui fait passer son tour
crazy-eights-option-skip-off = aucune
crazy-eights-option-skip-2 = les deux
crazy-eights-option-skip-3 = les trois
crazy-eights-option-skip-4 = les quatre
crazy-eights-option-skip-5 = les cinq
crazy-eights-option-skip-6 = les six
crazy-eights-option-skip-7 = les sept
crazy-eights-option-skip-8 = les huit
crazy-eights-option-skip-9 = les neuf
crazy-eights-option-skip-10 = les dix
crazy-eights-option-skip-J = les valets
crazy-eights-option-skip-Q = les dames
crazy-eights-option-skip-K = les rois
crazy-eights-option-skip-A = les as
crazy-eights-option-reverse = Carte qui change de sens
crazy-eights-option-reverse-off = aucune
crazy-eights-option-reverse-2 = les deux
crazy-eights-option-reverse-3 = les trois
crazy-eights-option-reverse-4 = les quatre
crazy-eights-option-reverse-5 = les cinq
crazy-eights-option-reverse-6 = les six
crazy-eights-option-reverse-7 = les sept
crazy-eights-option-reverse-8 = les huit
crazy-eights-option-reverse-9 = les neuf
crazy-eights-option-reverse-10 = les dix
crazy-eights-option-reverse-J = les valets
crazy-eights-option-reverse-Q = les dames
crazy-eights-option-reverse-K = les rois
crazy-eights-option-reverse-A = les as
crazy-eights-option-draw_two = Les deux font piocher deux cartes

crazy-eights-error-game-over = La partie est terminée.
crazy-eights-error-no-such-seat = Il n'y a pas de { $seat } à cette table.
crazy-eights-error-not-your-turn = C'est à { $seat } de jouer.
crazy-eights-error-not-held = Tu n'as pas { $card }.
crazy-eights-error-not-matching = { $card } ne se joue pas : fournis la couleur demandée ({ $suit }) ou le rang de { $top }.
crazy-eights-error-suit-due = Demande d'abord une couleur pour ton joker.
crazy-eights-error-no-suit-due = Il n'y a pas de couleur à demander maintenant.
crazy-eights-error-draw-or-two = { $count ->
        [one] Pioche une carte ou joue un deux.
       *[other] Pioche { $count } cartes ou joue un deux.
    }
crazy-eights-error-only-drawn = Après avoir pioché, tu ne peux jouer que { $card }, la carte piochée, ou passer.
crazy-eights-error-stock-empty = La pioche est vide : joue ou passe.
crazy-eights-error-draw-limit = { $count ->
        [one] Tu ne peux piocher qu'une carte par tour.
       *[other] Tu peux piocher au plus { $count } cartes par tour.
    }
crazy-eights-error-must-play = Une de tes cartes se joue, et tu dois jouer quand tu le peux.
crazy-eights-error-must-draw = La pioche a encore des cartes : pioche avant de passer.
crazy-eights-error-no-last-card = « Dernière carte » ne s'annonce qu'avec le coup qui te laisse une carte.

crazy-eights-error-about = { $who } : { $error }
crazy-eights-error-about-hand-over = la manche est finie : { $who } ne peut plus agir
crazy-eights-error-about-not-your-turn = c'est à { $seat } de jouer, pas à { $who }
crazy-eights-error-about-not-held = { $who } n'a pas { $card }
crazy-eights-error-about-not-matching = { $who } ne peut pas jouer { $card } : ni la couleur demandée ({ $suit }) ni le rang de { $top }
crazy-eights-error-about-suit-due = { $who } doit demander une couleur
crazy-eights-error-about-no-suit-due = { $who } n'a pas de couleur à demander
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } doit piocher une carte ou jouer un deux
       *[other] { $who } doit piocher { $count } cartes ou jouer un deux
    }
crazy-eights-error-about-only-drawn = { $who } ne peut jouer que { $card }, la carte qu'il vient de piocher, ou passer
crazy-eights-error-about-stock-empty = { $who } ne peut pas piocher : la pioche est vide
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } ne peut piocher qu'une carte ce tour-ci
       *[other] { $who } peut piocher au plus { $count } cartes ce tour-ci
    }
crazy-eights-error-about-must-play = { $who } a une carte jouable et doit la jouer (must_play)
crazy-eights-error-about-must-draw = { $who } doit piocher avant de passer : la pioche a des cartes
crazy-eights-error-about-no-last-card = { $who } n'annonce « dernière carte » qu'avec un coup qui laisse une carte, sous cette règle

crazy-eights-setup-seats = { $needed }, pas { $players }
crazy-eights-setup-hand-size = impossible de donner { $size } cartes à chacun de { $players } joueurs et de retourner une carte
crazy-eights-options-error-unknown = Crazy Eights n'a pas d'option « { $key } »
crazy-eights-options-error-bad-value = « { $value } » n'est pas une valeur de { $key } (valeurs : { $values })
crazy-eights-options-error-not-key-value = « { $text } » n'est pas clé=valeur
crazy-eights-options-error-same-rank = { $key } ne peut pas être { $rank } : { $other } donne déjà un pouvoir à ce rang
crazy-eights-replay-illegal = le coup { $index } est refusé : { $error }

crazy-eights-rules-brief-title = Crazy Eights en bref
crazy-eights-rules-brief = { $min } à { $max } joueurs, un jeu de 52 cartes (deux à partir de 6 joueurs). À chaque manche, 7 cartes chacun à deux, 5 sinon ; la carte suivante est retournée pour commencer la **défausse**, le reste forme la **pioche**. Débarrasse-toi de toutes tes cartes : le premier qui y arrive finit la manche.
crazy-eights-rules-play-title = Le jeu
crazy-eights-rules-play = À partir de la gauche du donneur, chacun son tour : joue une carte de **même couleur ou même rang** que celle du dessus, ou un **huit** sur n'importe quoi en demandant la couleur que le suivant doit fournir. Sur un huit, on fournit la couleur demandée (ou on joue un huit).
crazy-eights-rules-drawing-title = La pioche
crazy-eights-rules-drawing = Au lieu de jouer, tu peux **piocher** une carte, ce qui finit ton tour. Quand la pioche est vide, qui ne joue pas passe ; quand tous ont passé à la suite, la manche est **bloquée**.
crazy-eights-rules-scoring-title = Les points
crazy-eights-rules-scoring = Qui se débarrasse de tout marque 0 ; les autres marquent leurs cartes : **huit 50**, roi, dame, valet 10, as 1, les autres leur valeur. Après une manche où quelqu'un atteint **100**, le total **le plus bas** gagne (en cas d'égalité, on continue).

## ribs play --game crazy-eights

crazy-eights-direction-clockwise = dans le sens des aiguilles d'une montre
crazy-eights-direction-counterclockwise = dans le sens inverse
crazy-eights-play-welcome = { $game } : toi (place 1) contre { $others }.
crazy-eights-play-level = Ordinateurs de niveau { $level } ; après une manche où quelqu'un atteint { $target } points de pénalité, le total le plus bas gagne.
crazy-eights-play-seed = Graine { $seed } (rejoue-la avec --seed { $seed }).
crazy-eights-play-hand-dealt = ── Manche { $number } · donneur : { $dealer } · carte retournée { $card } ──
crazy-eights-play-buried = Un joker retourné est reparti dans la pioche : { $cards }.
crazy-eights-play-your-hand = Ta main : { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } joues { $card }.
       *[no] { $who } joue { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } demandes { $suit }.
       *[no] { $who } demande { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } pioches une carte.
           *[other] { $who } pioches { $count } cartes.
        }
       *[no] { $count ->
            [one] { $who } pioche une carte.
           *[other] { $who } pioche { $count } cartes.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } prends les deux : { $count } cartes.
       *[no] { $who } prend les deux : { $count } cartes.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } pioches { $count } cartes de pénalité.
       *[no] { $who } pioche { $count } cartes de pénalité.
    }
crazy-eights-play-you-drew = Tu as pioché { $cards }.
crazy-eights-play-passes = { $me ->
        [yes] { $who } passes.
       *[no] { $who } passe.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } passes ton tour.
       *[no] { $who } passe son tour.
    }
crazy-eights-play-reversed = Le jeu tourne maintenant { $direction }.
crazy-eights-play-pending = { $me ->
        [yes] { $who } dois piocher { $count }.
       *[no] { $who } doit piocher { $count }.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } n'as pas annoncé « dernière carte ».
       *[no] { $who } n'a pas annoncé « dernière carte ».
    }
crazy-eights-play-reshuffled = La défausse est mélangée en une nouvelle pioche de { $count } cartes.
crazy-eights-play-went-out = { $me ->
        [yes] { $who } t'es débarrassé de tout !
       *[no] { $who } s'est débarrassé de tout.
    }
crazy-eights-play-blocked = La manche est bloquée : personne ne pouvait jouer.
crazy-eights-play-score-line = { $who } : { $cards } → { $points } (total { $total })
crazy-eights-play-winner = { $me ->
        [yes] { $who } gagnes la partie avec { $total } points de pénalité !
       *[no] { $who } gagne la partie avec { $total } points de pénalité.
    }
crazy-eights-play-status = Manche { $number } · dessus { $top } · couleur { $suit } · pioche { $stock } · { $direction }
crazy-eights-play-pending-line = Il y a { $count } cartes à piocher.
crazy-eights-play-counts = Cartes en main : { $line }
crazy-eights-play-totals = Totaux : { $line } (fin à { $target })
crazy-eights-play-prompt-play = Joue une carte ou pioche
crazy-eights-play-prompt-after-draw = Joue une carte, pioche ou passe
crazy-eights-play-prompt-suit = Demande une couleur (c, d, h, s)
crazy-eights-play-prompt-pending = Joue un deux ou pioche { $count }
crazy-eights-play-help = Tape une carte pour la jouer (Qh, 10s, K♥), avec ! pour « dernière carte » (Qh!) ; piocher ; passer ; après un joker une couleur (c, d, h, s) ; hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = piocher, pioche, draw, d
crazy-eights-play-words-pass = passer, passe, p, pass
crazy-eights-play-not-understood = « { $text } » n'est ni une carte, ni une couleur, ni une commande (tape aide)
