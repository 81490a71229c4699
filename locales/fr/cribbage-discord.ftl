# cribbage-discord.ftl : le cribbage sur Discord (message de table, panneau, annonces,
# clôture, image), chaque identifiant préfixé cribbage-. Les mots du jeu sont dans
# cribbage.ftl.

## Le message de table

cribbage-title = Partie { $game } · donne { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side } : **{ $points }** sur { $target }
cribbage-board-match = { $side } : **{ $points }** sur { $target } · { $won ->
        [one] { $won } point de match
       *[other] { $won } points de match
    }
cribbage-dealer-mark = { $who } (donneur)
cribbage-seat-choosing = { $who } : choisit ce qu'il écarte
cribbage-seat-laid-away = { $who } : a écarté ✓
cribbage-seat-holding = { $who } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main
cribbage-starter = Starter : { $card }
cribbage-starter-not-yet = Starter : retourné quand tous auront écarté
cribbage-count = Compte **{ $count }** : { $laid }
cribbage-gone = Go : { $who }
cribbage-counted = { $pile } de { $who } : { $cards } + { $starter } = **{ $points }**
cribbage-claimed = ({ $claim } annoncés)
cribbage-crib-up = Crib : { $cards }
cribbage-pegs-title = Marqué dans cette donne :
cribbage-peg = { $who } : { $why } pour { $points }
cribbage-peg-cards = { $who } : { $why } ({ $cards }) pour { $points }
cribbage-your-turn = { $people } : à vous.
cribbage-lay-away-all = { $people } : écartez dans le crib.

## Annonces

cribbage-laid = { $who } : { $card } (compte { $count })
cribbage-nothing = Rien à compter.
cribbage-game-won = { $side } gagne la partie { $game } ({ $gained ->
        [one] { $gained } point de match
       *[other] { $gained } points de match
    })
cribbage-stake-line = { $side } : { $points } points, { $stake ->
        [1] partie simple
        [2] skunk (compte double)
       *[other] double skunk (compte { $stake })
    }

## Le panneau privé

cribbage-your-hand = Votre main : { $cards }
cribbage-your-kept = Gardées pour le compte : { $cards }
cribbage-your-discard = Vous avez écarté : { $cards }
cribbage-prompt-lay-away = Écartez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } dans le crib de { $who }.
cribbage-prompt-lay-away-own = Écartez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } dans votre propre crib.
cribbage-choose-discard = Choisissez les cartes à écarter
cribbage-keeping = garde { $cards }
cribbage-waiting-crib = En attendant que les autres écartent : le starter sera alors retourné.
cribbage-prompt-play = Posez une carte : le compte est à { $count }.
cribbage-prompt-go = Le compte est à { $count } et aucune de vos cartes ne le garde à 31 ou moins : dites go.
cribbage-button-go = Go
cribbage-prompt-claim = Annoncez votre { $pile } : { $cards } avec le starter { $starter }. Les points oubliés peuvent être pris par les autres (muggins).
cribbage-claim-menu = Annoncer { $from } à { $to }
cribbage-you-laid-away = Vous avez écarté { $cards }.
cribbage-you-laid = Vous avez posé { $card }.
cribbage-you-go = Vous avez dit go.
cribbage-you-claimed = Vous avez annoncé { $points }.
cribbage-action-lay-away = écarter { $cards }
cribbage-action-card = poser { $card }
cribbage-action-go = dire go
cribbage-action-claim = annoncer { $points }
cribbage-dealt = Vous recevez { $cards }.
cribbage-new-hand = Donne { $number } : { $who } distribue.
cribbage-news-laid = { $who } pose { $card } (compte { $count }).

## La clôture

cribbage-winners = { $count ->
        [one] { $who } gagne le match.
       *[other] { $who } se partagent la victoire.
    }
cribbage-standing-line = { $place }. { $side } : { $won ->
        [one] { $won } point de match
       *[other] { $won } points de match
    }, { $points } dans la dernière partie

cribbage-stats-record = donnes où votre camp a marqué le plus : { $hands } · points marqués : { $points } ({ $average } par { -match })

## L'image et son texte alternatif

cribbage-pic-title = Cribbage · partie { $game } · donne { $number } · en { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Compte { $count }
cribbage-pic-laid-away = a écarté
cribbage-pic-choosing = choisit
cribbage-pic-held = { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
cribbage-pic-alt-head = Une planche de cribbage : partie { $game }, donne { $number }, en { $target } points.
cribbage-pic-alt-side = { $side } a { $points } points.
cribbage-pic-alt-starter = Le starter est { $card }.
cribbage-pic-alt-no-starter = Le starter n'est pas encore retourné.
cribbage-pic-alt-cards = Cartes en jeu, compte { $count } : { $cards }.
cribbage-pic-alt-shown = { $pile } de { $who } montré : { $cards }, { $points } points.
