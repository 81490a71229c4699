# crazy-eights-discord.ftl : le Huit américain sur Discord (message de table, panneau, annonces, image).

## Le message de table

crazy-eights-title = Crazy Eights · donne { $number } · jusqu’à { $target }
crazy-eights-up-card = Carte visible : **{ $card }** · suivre { $suit }
crazy-eights-up-named = Carte visible : **{ $card }** · **{ $suit }** demandé
crazy-eights-stock = { $count ->
        [0] Pioche vide
        [one] Pioche : 1 carte
       *[other] Pioche : { $count } cartes
    }
crazy-eights-clockwise = Le jeu tourne dans le sens horaire ↻
crazy-eights-counterclockwise = Le jeu tourne dans le sens antihoraire ↺
crazy-eights-pending = { $count ->
        [one] À piocher : 1 carte
       *[other] À piocher : { $count } cartes
    }
crazy-eights-no-pending = Rien à piocher
crazy-eights-dealer-mark = { $who } (donneur)
crazy-eights-seat-line = { $who } : { $cards ->
        [one] 1 carte
       *[other] { $cards } cartes
    } · total { $total }
crazy-eights-naming = { $who } choisit une couleur.
crazy-eights-drawing = { $who } a pioché { $count ->
        [one] une carte
       *[other] { $count } cartes
    } ce tour-ci.
crazy-eights-facing = { $who } doit piocher { $count } ou jouer un deux.
crazy-eights-your-turn = { $people } : à toi de jouer.

## Annonces

crazy-eights-said-buried = Donne { $number } : { $buried } retourné et remis dans la pioche, { $starter } commence la défausse
crazy-eights-said-last-card = { $who } : dernière carte !
crazy-eights-said-named = { $who } demande { $suit }
crazy-eights-said-drew = { $who } a pioché { $count ->
        [one] une carte
       *[other] { $count } cartes
    }
crazy-eights-said-drew-twos = { $who } a pioché { $count ->
        [one] une carte
       *[other] { $count } cartes
    } pour les deux
crazy-eights-said-drew-penalty = { $who } a pioché { $count ->
        [one] une carte
       *[other] { $count } cartes
    } faute d’avoir dit « dernière carte »
crazy-eights-said-passed = { $who } passe
crazy-eights-said-skipped = { $who } passe son tour
crazy-eights-said-reversed-clockwise = Sens inversé : le jeu tourne dans le sens horaire ↻
crazy-eights-said-reversed-counter = Sens inversé : le jeu tourne dans le sens antihoraire ↺
crazy-eights-said-pending = { $who } doit piocher { $count } ou jouer un deux
crazy-eights-said-last-card-missed = { $who } n’a pas dit « dernière carte »
crazy-eights-said-reshuffled = La défausse a été mélangée en une nouvelle pioche de { $count }
crazy-eights-said-out = Donne { $number } : { $who } a tout posé
crazy-eights-said-blocked = La donne { $number } est bloquée : personne ne peut jouer
crazy-eights-out-mark = sorti
crazy-eights-score-line = { $who } : { $cards } → { $points } · total { $total }

## Le résultat

crazy-eights-standing-line = { $place }. { $who } : { $total }
crazy-eights-winners = { $count ->
        [one] { $who } gagne la partie avec { $total } points
       *[other] { $who } se partagent la victoire avec { $total } points
    }
crazy-eights-stats-record = donnes gagnées : { $hands } · points de pénalité : { $points }

## Le panneau

crazy-eights-your-hand = Ta main ({ $count }) : { $cards }
crazy-eights-prompt-play-or-draw = Joue une carte ou pioche.
crazy-eights-prompt-play-or-pass = Joue une carte ou passe.
crazy-eights-prompt-draw = Aucune de tes cartes ne va : pioche.
crazy-eights-prompt-draw-again = Elle ne va pas : pioche encore.
crazy-eights-prompt-pass = Rien ne va : passe.
crazy-eights-prompt-name = Choisis la couleur à suivre.
crazy-eights-prompt-pending = Joue un deux, ou pioche { $count }.
crazy-eights-button-draw = Piocher
crazy-eights-button-draw-pending = Piocher { $count }
crazy-eights-button-pass = Passer
crazy-eights-button-last-card = { $card } · Dernière carte !
crazy-eights-you-drew = Tu as pioché { $cards }.
crazy-eights-dealt = Tes cartes : { $cards }
crazy-eights-new-hand = La donne { $number } est distribuée ; la carte visible est { $card }.
crazy-eights-you-played = Tu as joué { $card }.
crazy-eights-you-played-last = Tu as joué { $card } : dernière carte !
crazy-eights-you-named = Tu as demandé { $suit }.
crazy-eights-you-draw = Tu as pioché.
crazy-eights-you-passed = Tu as passé.
crazy-eights-action-play = jouer { $card }
crazy-eights-action-name = demander { $suit }
crazy-eights-action-draw = piocher
crazy-eights-action-pass = passer

## L’image

crazy-eights-pic-follow = Suivre { $suit }
crazy-eights-pic-named = { $suit } demandé
crazy-eights-pic-plate = { $cards ->
        [one] 1 carte
       *[other] { $cards } cartes
    } · total { $total }
crazy-eights-pic-alt-head = Crazy Eights, donne { $number }. La carte visible est { $card } ; la pioche a { $stock } cartes.
crazy-eights-pic-alt-seat = { $who } a { $cards ->
        [one] 1 carte
       *[other] { $cards } cartes
    }, total { $total }.
