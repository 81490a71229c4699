# gin-rummy-discord.ftl : le Gin Rummy sur Discord (message de table, panneau, annonces,
# résultat, image) ; glossaire de gin-rummy.ftl : pioche, défausse, carte retournée,
# combinaison, cartes mortes, frapper, gin, poser, contre, bonus de case.

## Le message de table

gin-rummy-d-title = Gin Rummy · donne { $number }
gin-rummy-d-your-turn = { $people } : à vous de jouer.
gin-rummy-d-dealer-mark = { $who } (donneur)
gin-rummy-d-seat-line = { $who } : { $points } points, { $hands } { $hands ->
    [one] donne gagnée
   *[other] donnes gagnées
  } · { $held } cartes
gin-rummy-d-took = a pris { $cards } à la défausse
gin-rummy-d-passed = a refusé la carte retournée
gin-rummy-d-piles = Carte retournée : { $card } · pioche : { $stock } cartes
gin-rummy-d-piles-empty = Pas de carte retournée · pioche : { $stock } cartes
gin-rummy-d-turn-offer = { $who } peut prendre la carte retournée ou passer.
gin-rummy-d-turn-draw = À { $who } de piocher.
gin-rummy-d-turn-discard = À { $who } de défausser ou de frapper.
gin-rummy-d-turn-last-chance = { $who } a la dernière chance : prendre la défausse pour frapper, ou passer.
gin-rummy-d-turn-spread = À { $who } d'étaler et de poser.
gin-rummy-d-knock-by = { $who } a frappé : { $arrangement }
gin-rummy-d-gin-by = { $who } a fait gin : { $arrangement }
gin-rummy-d-last-hand = Donne { $number } : { $who } a marqué { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = La donne { $number } était nulle : pas de points.

## Les mains

gin-rummy-d-arrangement = { $melds } · cartes mortes { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = aucune

## Le panneau

gin-rummy-d-your-hand = Votre main : { $arrangement }
gin-rummy-d-you-drew = Vous avez pioché { $card }.
gin-rummy-d-panel-score = Points : vous { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = La carte retournée { $card } vous est proposée : prenez-la ou passez.
gin-rummy-d-prompt-first-draw = Les deux ont passé : piochez.
gin-rummy-d-prompt-draw = Piochez, ou prenez { $card }.
gin-rummy-d-prompt-last-chance = Dernière chance : prenez { $card } seulement pour frapper, ou passez (la donne est nulle).
gin-rummy-d-prompt-discard = Défaussez une carte.
gin-rummy-d-prompt-discard-or-knock = Défaussez une carte, ou frappez (la carte face cachée, ces combinaisons étalées) :
gin-rummy-d-prompt-must-knock = Vous avez pris la dernière chance : frappez.
gin-rummy-d-knock-line = { $knock } : { $arrangement }
gin-rummy-d-knock-menu = Frapper avec… ({ $count } cartes)
gin-rummy-d-prompt-spread = Votre étalage : { $arrangement } · posées : { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · posées : { $lay_offs }
gin-rummy-d-spread-option = Étaler : { $count } en cartes mortes
gin-rummy-d-other-spreads = Étaler d’autres combinaisons… ({ $count })
gin-rummy-d-other-knocks = Frapper avec d’autres combinaisons… ({ $count })
gin-rummy-d-no-lay-offs = aucune
gin-rummy-d-button-stock = Piocher ({ $stock })
gin-rummy-d-button-take = Prendre { $card }
gin-rummy-d-button-take-knock = Prendre { $card } et frapper
gin-rummy-d-button-pass = Passer
gin-rummy-d-button-knock = Frapper : { $card }
gin-rummy-d-button-gin = Gin : { $card }
gin-rummy-d-button-spread = Étaler
gin-rummy-d-new-hand = La donne { $number } est distribuée.
gin-rummy-d-dealt = Vos cartes : { $cards }
gin-rummy-d-knock-card = Vous avez frappé avec { $card } face cachée.
gin-rummy-d-you-passed = Vous avez passé.
gin-rummy-d-you-drew-stock = Vous avez pioché.
gin-rummy-d-you-took = Vous avez pris la défausse.
gin-rummy-d-you-discarded = Vous avez défaussé { $card }.
gin-rummy-d-you-spread = Vous avez étalé vos combinaisons.

## Ce que l'ordinateur a fait pour un joueur

gin-rummy-d-action-pass = passer
gin-rummy-d-action-stock = piocher
gin-rummy-d-action-take = prendre la défausse
gin-rummy-d-action-discard = défausser { $card }
gin-rummy-d-action-knock = frapper
gin-rummy-d-action-spread = étaler

## Annonces

gin-rummy-d-knock-title = { $who } frappe
gin-rummy-d-gin-title = { $who } fait gin
gin-rummy-d-hand-won = Donne { $number } : { $who } marque { $points } ({ $ending })
gin-rummy-d-hand-dead = La donne { $number } est nulle : pas de points, le même donneur redistribue
gin-rummy-d-result-hand = { $who } : { $arrangement }
gin-rummy-d-lay-offs = Posées : { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } marque { $points } ({ $ending }).
   *[other] { $who } marque { $points }, dont { $bonus } de bonus ({ $ending }).
  }
gin-rummy-d-game = Partie : { $seats }
gin-rummy-d-game-seat = { $who } { $points } ({ $hands } { $hands ->
    [one] donne
   *[other] donnes
  })

## Le résultat

gin-rummy-d-winner = 🏆 { $who } gagne la partie
gin-rummy-d-unfinished = La partie s'est terminée inachevée
gin-rummy-d-settlement-line = { $place }. { $who } : { $points } points + { $boxes } pour { $hands } { $hands ->
    [one] donne gagnée
   *[other] donnes gagnées
  } + { $game } de bonus de partie = { $total }
gin-rummy-d-shutout = Blanchissage : le perdant n'a rien marqué.
gin-rummy-d-margin = { $who } paie l'écart : { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(case: "capital") }s : { $matches } jouées, { $wins } gagnées ({ $rate } %) · { $hands } donnes gagnées, { $points } points

## L'image de la table

gin-rummy-pic-title = Gin Rummy · donne { $number }
gin-rummy-pic-stock = Pioche : { $stock }
gin-rummy-pic-pile = Défausse : { $cards }
gin-rummy-pic-plate = { $points } points · { $hands } gagnées · { $held } cartes
gin-rummy-pic-knock = { $who } a frappé : { $melds }, cartes mortes { $count }
gin-rummy-pic-gin = { $who } a fait gin : { $melds }
gin-rummy-pic-turn-offer = { $who } peut prendre la carte retournée ou passer
gin-rummy-pic-turn-draw = À { $who } de piocher
gin-rummy-pic-turn-discard = À { $who } de défausser ou de frapper
gin-rummy-pic-turn-last-chance = { $who } a la dernière chance
gin-rummy-pic-turn-spread = À { $who } d'étaler
gin-rummy-pic-alt-head = Une table de Gin Rummy, donne { $number }.
gin-rummy-pic-alt-seat = { $who } : { $points } points, { $hands } donnes gagnées, { $held } cartes.
gin-rummy-pic-alt-piles = Carte retournée { $card }, { $stock } cartes dans la pioche.
gin-rummy-pic-alt-no-pile = Pas de carte retournée, { $stock } cartes dans la pioche.
