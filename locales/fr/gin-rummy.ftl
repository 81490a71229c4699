# gin-rummy.ftl : les phrases du Gin Rummy (pioches, défausses, coups, étalages, règles et
# options), chaque id préfixée gin-rummy- ; celles de l'hôte sont dans host.ftl.
#
# Glossaire : la pioche, la défausse, la carte retournée, une combinaison (un brelan/carré
# de même rang, ou une suite de 3+ d'une couleur), les cartes mortes (hors combinaison) et
# leur total, frapper (knock), gin (aucune carte morte), poser (lay off), contre (undercut),
# prime de manche. Les valeurs restent telles quelles.

gin-rummy = Gin Rummy

## Pourquoi une action est refusée

gin-rummy-error-game-over = La partie est finie.
gin-rummy-error-hand-over = La donne est finie.
gin-rummy-error-no-such-seat = Il n'y a pas de { $seat } à cette table.
gin-rummy-error-not-your-turn = C'est au tour de { $seat }.
gin-rummy-error-stock-before-passes = Au premier tour, on ne pioche qu'une fois que les deux joueurs ont refusé la carte retournée.
gin-rummy-error-upcard-passed = Les deux joueurs ont refusé la carte retournée : le non-donneur pioche.
gin-rummy-error-no-pass = Il n'y a rien à refuser maintenant.
gin-rummy-error-already-drew = Une carte a déjà été prise ce tour : défaussez ou frappez.
gin-rummy-error-draw-first = Prenez d'abord une carte, de la pioche ou de la défausse.
gin-rummy-error-no-draw-on-eleven = Avec onze cartes distribuées, le premier tour est une défausse sans pioche.
gin-rummy-error-not-held = { $card } n'est pas dans la main.
gin-rummy-error-just-taken = { $card } vient d'être prise à la défausse : elle ne peut pas y retourner aussitôt.
gin-rummy-error-not-a-meld = La combinaison { $index } n'est ni un brelan ni une suite.
gin-rummy-error-meld-not-held = La combinaison { $index } contient { $card }, qui n'est pas dans la main.
gin-rummy-error-meld-twice = { $card } est dans deux combinaisons (combinaison { $index }).
gin-rummy-error-knock-card-melded = { $card } est la carte du coup : elle ne peut pas être dans une combinaison.
gin-rummy-error-count-over = Ces combinaisons laissent { $count } en cartes mortes : pour frapper, 10 au plus.
gin-rummy-error-last-chance-stock = À la dernière chance, seule la défausse peut être prise, pour frapper.
gin-rummy-error-no-knock-possible = Prendre cette défausse ne permettrait pas de frapper.
gin-rummy-error-must-knock = La défausse a été prise à la dernière chance : il faut frapper.
gin-rummy-error-no-knock-to-answer = Personne n'a frappé : rien à étaler.
gin-rummy-error-spread-now = Après un coup, l'adversaire ne peut qu'étaler.
gin-rummy-error-lay-off-not-held = { $card } n'est pas dans la main pour être posée.
gin-rummy-error-lay-off-melded = { $card } est dans une combinaison : elle ne peut pas aussi être posée.
gin-rummy-error-lay-off-fits-nothing = { $card } ne va sur aucune combinaison de celui qui a frappé.
gin-rummy-error-lay-off-after-gin = Rien ne se pose sur un gin.

## Ouvrir une table

gin-rummy-setup-seats = { $needed }, pas { $players }
gin-rummy-setup-return-discard = return_discard: last_chance demande last_chance: true
gin-rummy-options-error-unknown = Le Gin Rummy n'a pas d'option « { $key } »
gin-rummy-options-error-bad-value = « { $value } » n'est pas une valeur de { $key } (valeurs : { $values })
gin-rummy-options-error-not-key-value = « { $text } » n'est pas clé=valeur
gin-rummy-replay-illegal = l'action { $index } est refusée : { $error }

## Les options de table dans le salon

gin-rummy-option-start = La donne
gin-rummy-option-start-upcard = 10 cartes chacun et une carte retournée
gin-rummy-option-start-eleven = 11 au non-donneur, pas de carte retournée
gin-rummy-option-last_chance = Dernière chance à la défausse avant une donne nulle
gin-rummy-option-return_discard = Défausse prise rejetée aussitôt
gin-rummy-option-return_discard-never = jamais
gin-rummy-option-return_discard-always = toujours
gin-rummy-option-return_discard-last_chance = seulement à la dernière chance
gin-rummy-option-gin_bonus = Prime de gin
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Prime de contre
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Prime par donne gagnée
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Blanchissage
gin-rummy-option-shutout-double_bonus = prime de partie 200
gin-rummy-option-shutout-double_score = total du gagnant doublé

## Comment une donne a fini, mains montrées

gin-rummy-ending-knock = coup
gin-rummy-ending-gin = gin
gin-rummy-ending-undercut = contre
gin-rummy-ending-dead = donne nulle
gin-rummy-no-melds = aucune combinaison

## Les règles en bref, page par page (** marque ce qui compte)

gin-rummy-rules-brief-title = Le Gin Rummy en bref
gin-rummy-rules-brief = Deux joueurs, un jeu de 52 cartes, 10 cartes chacun. Formez des **combinaisons** : 3 ou 4 cartes de même rang, ou 3 cartes ou plus d'une couleur qui se suivent (l'as est **bas** : A-2-3, jamais D-R-A). Les cartes hors combinaison sont **mortes** : as 1, figures 10, les autres leur valeur. Une partie se joue en donnes jusqu'à **100** points.
gin-rummy-rules-play-title = Le jeu
gin-rummy-rules-play = Après la donne, une carte est retournée. Le non-donneur peut la prendre ou la refuser, puis le donneur ; si les deux refusent, le non-donneur pioche. À chaque tour : **prenez** la carte du dessus de la pioche ou de la défausse, puis **défaussez** une carte (pas celle qu'on vient de prendre à la défausse). Quand une défausse laisse 2 cartes dans la pioche, la donne est nulle : pas de points, le même donneur redonne.
gin-rummy-rules-knock-title = Frapper
gin-rummy-rules-knock = Après avoir pris une carte, avec **10 ou moins** en cartes mortes, vous pouvez **frapper** : posez une carte face cachée et montrez vos combinaisons. Sans carte morte, c'est **gin**. L'adversaire montre ses combinaisons et, sauf après un gin, **pose** des cartes sur les vôtres (la 4e d'un brelan, des cartes qui prolongent une suite).
gin-rummy-rules-scoring-title = Les points
gin-rummy-rules-scoring = Moins de cartes mortes que l'adversaire : celui qui frappe marque la différence. Sinon c'est un **contre** : l'adversaire marque la différence + 10. Un gin marque 20 + les cartes mortes de l'adversaire et n'est jamais contré. Le premier à 100 gagne et ajoute **100** (200 si l'autre n'a rien marqué) ; chacun ajoute **20 par donne gagnée**.

## ribs play --game gin-rummy : la partie au terminal

gin-rummy-play-welcome = { $game } Vous (place 1) contre { $other } (ordinateur, niveau { $level }), une partie en 100 points.
gin-rummy-play-seed = Graine { $seed } (rejouez-la avec --seed { $seed }).
gin-rummy-play-hand-dealt = ── Donne { $number } · donneur : { $dealer } ──
gin-rummy-play-upcard = La carte retournée est { $card }.
gin-rummy-play-no-upcard = Pas de carte retournée : onze cartes au non-donneur.
gin-rummy-play-your-hand = Votre main : { $melds } · cartes mortes { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] Vous passez.
   *[no] { $who } passe.
}
gin-rummy-play-takes = { $me ->
    [yes] Vous prenez { $card }.
   *[no] { $who } prend { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] Vous piochez ({ $stock } restantes).
   *[no] { $who } pioche ({ $stock } restantes).
}
gin-rummy-play-you-drew = Vous avez pioché { $card }.
gin-rummy-play-discards = { $me ->
    [yes] Vous défaussez { $card }.
   *[no] { $who } défausse { $card }.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } fait gin : { $melds }
   *[no] { $who } frappe : { $melds } · cartes mortes { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } étale : { $melds } · pose { $lay_offs } · cartes mortes { $deadwood } ({ $count })
gin-rummy-play-scored = Donne { $number }, { $ending } : { $who } marque { $points } (prime { $bonus }).
gin-rummy-play-dead = La donne { $number } est nulle : pas de points, le même donneur redonne.
gin-rummy-play-points-of = { $who } { $points } ({ $hands } donnes)
gin-rummy-play-points = Points : { $line }
gin-rummy-play-game-over = { $who } gagne la partie : prime de partie { $bonus } ; totaux avec primes de donne : { $totals } ; écart { $margin }.
gin-rummy-play-status = Donne { $number } · donneur { $dealer } · pioche { $stock } · défausse { $top }
gin-rummy-play-prompt-offer = Prendre la carte retournée { $card } (take) ou passer (pass)
gin-rummy-play-prompt-first-draw = Les deux ont passé : piochez (stock)
gin-rummy-play-prompt-draw = Piocher (stock) ou prendre { $card } (take)
gin-rummy-play-prompt-last-chance = Dernière chance : prendre la défausse pour frapper (take) ou passer (pass)
gin-rummy-play-prompt-discard = Votre défausse (une carte comme Qh)
gin-rummy-play-prompt-discard-or-knock = Votre défausse, ou frappez avec une carte (knock Qh) : { $count } en cartes mortes au mieux
gin-rummy-play-prompt-spread = Étalez vos combinaisons et posez (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p, passer
gin-rummy-play-words-stock = stock, draw, d, piocher
gin-rummy-play-words-take = take, prendre
gin-rummy-play-words-knock = knock, gin, k, frapper
gin-rummy-play-words-spread = spread, étaler
gin-rummy-play-not-an-action = « { $text } » n'est pas une action (stock, take, pass, une carte comme Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = « { $text } » n'est pas une combinaison : écrivez ses cartes accolées, comme 7h8h9h
gin-rummy-play-help =
    Commandes :
      stock              piocher la carte du dessus
      take               prendre la défausse du dessus (au premier tour, la carte retournée)
      pass               refuser la carte retournée, ou la dernière chance
      une carte          la défausser : Qh, 10s, ts, K♥ (majuscules ou minuscules)
      knock Qh           frapper avec cette carte, les combinaisons au moins de cartes mortes
      spread             répondre à un coup : vos meilleures combinaisons et poses
      knock Qh 7h8h9h …  frapper avec vos combinaisons (cartes accolées)
      spread 7h8h9h + 5s répondre avec vos combinaisons, posant les cartes après +
      hand               vos cartes, combinaisons et cartes mortes
      table              où en est la donne
      scores             les points jusqu'ici
      hint               ce que ferait un ordinateur normal
      rules              les règles en bref
      quit               quitter la table
