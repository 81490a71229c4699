# oh-hell.ftl : les phrases d'Oh Hell! (annonces, plis, atout, règles et options), chaque
# id préfixé oh-hell- ; celles de l'hôte sont dans host.ftl.
#
# Glossaire : annonce / annoncer (le nombre de plis qu'on dit faire), le crochet (le donneur
# ne peut pas annoncer le nombre qui rendrait la somme des annonces égale aux cartes
# distribuées), atout, fournir (jouer la couleur demandée), réussie (exactement le nombre
# annoncé), donne (une main : une distribution et ses plis), partie. On tutoie le joueur.
# Les valeurs (noms, cartes, nombres) restent telles quelles.

oh-hell = Oh Hell!
oh-hell-players-needed = Oh Hell! se joue de { $min } à { $max } joueurs

## Couleurs et atout

oh-hell-suit-clubs = trèfle
oh-hell-suit-diamonds = carreau
oh-hell-suit-hearts = cœur
oh-hell-suit-spades = pique
oh-hell-suit-jokers = jokers
oh-hell-trumps-turned = atout : { $suit } ({ $card } retournée)
oh-hell-trumps = atout : { $suit }
oh-hell-no-trumps-turned = sans atout ({ $card } retournée)
oh-hell-no-trumps = sans atout

## Les options de la table telles que le salon les propose

oh-hell-option-sequence = Cartes par donne
oh-hell-option-sequence-down_up = en descendant jusqu'à 1, puis en remontant
oh-hell-option-sequence-up_down = en montant depuis 1, puis en redescendant
oh-hell-option-sequence-down = en descendant jusqu'à 1
oh-hell-option-sequence-up = en montant depuis 1
oh-hell-option-max_cards = Cartes au plus par donne
oh-hell-option-max_cards-auto = selon les règles (10, 8 ou 7)
oh-hell-option-max_cards-1 = 1
oh-hell-option-max_cards-2 = 2
oh-hell-option-max_cards-3 = 3
oh-hell-option-max_cards-4 = 4
oh-hell-option-max_cards-5 = 5
oh-hell-option-max_cards-6 = 6
oh-hell-option-max_cards-7 = 7
oh-hell-option-max_cards-8 = 8
oh-hell-option-max_cards-9 = 9
oh-hell-option-max_cards-10 = 10
oh-hell-option-max_cards-11 = 11
oh-hell-option-max_cards-12 = 12
oh-hell-option-max_cards-13 = 13
oh-hell-option-max_cards-14 = 14
oh-hell-option-max_cards-15 = 15
oh-hell-option-max_cards-16 = 16
oh-hell-option-max_cards-17 = 17
oh-hell-option-max_cards-18 = 18
oh-hell-option-trumps = Atout
oh-hell-option-trumps-turn_up = la carte retournée après la donne
oh-hell-option-trumps-turn_up_high = retournée, aucun si 2 à 6
oh-hell-option-trumps-spades = toujours pique
oh-hell-option-trumps-cycle = cœur, carreau, trèfle, pique à tour de rôle
oh-hell-option-trumps-cycle_nt = les quatre couleurs puis sans atout, à tour de rôle
oh-hell-option-bidding = Annonces
oh-hell-option-bidding-hook = à tour de rôle, avec crochet
oh-hell-option-bidding-no_hook = à tour de rôle, sans crochet
oh-hell-option-bidding-simultaneous = toutes ensemble, en secret
oh-hell-option-first_lead = Première entame
oh-hell-option-first_lead-left_of_dealer = à gauche du donneur
oh-hell-option-first_lead-dealer = le donneur
oh-hell-option-must_trump = Obligation de couper
oh-hell-option-jokers = Deux jokers
oh-hell-option-scoring = Décompte
oh-hell-option-scoring-tricks_bonus = 1 par pli, 10 de plus si exact
oh-hell-option-scoring-exact_only = 10 + annonce si exact, sinon 0
oh-hell-option-scoring-ten_per_trick = 10 par pli annoncé, moins 10 par pli d'écart
oh-hell-option-scoring-five_ten = 5 + 10 par pli, moins 5 + 5 par pli d'écart
oh-hell-option-scoring-squares = 10 + annonce², moins écart²
oh-hell-option-zero_bid = Une annonce de 0 réussie
oh-hell-option-zero_bid-standard = selon le décompte
oh-hell-option-zero_bid-five = vaut 5
oh-hell-option-zero_bid-five_plus_cards = vaut 5 + cartes distribuées
oh-hell-option-tie = Égalité en tête
oh-hell-option-tie-shared = partagée
oh-hell-option-tie-play_off = départagée par d'autres donnes
oh-hell-option-forehead_last_hand = Dernière donne d'1 carte sur le front

## Coups refusés, dits au joueur qui a essayé ($seat : un nom)

oh-hell-error-game-over = La partie est finie.
oh-hell-error-no-such-seat = Il n'y a pas de { $seat } à cette table.
oh-hell-error-not-your-turn = C'est à { $seat } de jouer.
oh-hell-error-bidding-over = Les annonces sont finies : joue une carte.
oh-hell-error-still-bidding = Les annonces ne sont pas finies : annonce d'abord.
oh-hell-error-bid-too-high = Tu peux annoncer de 0 à { $cards }, pas { $bid }.
oh-hell-error-hooked = Donneur, tu ne peux pas annoncer { $bid } : les annonces feraient le compte des cartes (le crochet).
oh-hell-error-bid-final = Ton annonce est définitive : le joueur suivant a annoncé.
oh-hell-error-already-bid = Tu as déjà choisi ton annonce, et les annonces ne changent pas.
oh-hell-error-not-held = Tu n'as pas { $card }.
oh-hell-error-must-follow = Tu dois fournir : joue du { $suit }.
oh-hell-error-must-trump = Tu ne peux pas fournir, tu dois donc couper ({ $suit }).
oh-hell-error-not-blind = Seule la dernière donne se joue à l'aveugle : nomme la carte.

## Les mêmes refus dits d'un joueur, comme l'arbitre tranche

oh-hell-error-about = { $who } : { $error }
oh-hell-error-about-not-your-turn = c'est à { $seat } de jouer, pas à { $who }
oh-hell-error-about-bid-too-high = { $who } peut annoncer de 0 à { $cards }, pas { $bid }
oh-hell-error-about-hooked = { $who } donne et ne peut pas annoncer { $bid } (le crochet)
oh-hell-error-about-bid-final = { $who } ne peut plus changer son annonce : le joueur suivant a annoncé
oh-hell-error-about-already-bid = { $who } a déjà annoncé (pas de changement en annonces secrètes)
oh-hell-error-about-not-held = { $who } n'a pas { $card }
oh-hell-error-about-must-follow = { $who } doit fournir ({ $suit })
oh-hell-error-about-must-trump = { $who } ne peut pas fournir et doit couper ({ $suit })

## Une table ou un journal impossible à mettre en place

oh-hell-setup-seats = { $needed }, pas { $players }
oh-hell-setup-max-cards = à cette table on ne peut distribuer que { $limit } cartes chacun au plus, pas { $max }
oh-hell-options-error-unknown = Oh Hell! n'a pas d'option « { $key } »
oh-hell-options-error-bad-value = « { $value } » n'est pas une valeur de { $key } (valeurs : { $values })
oh-hell-options-error-not-key-value = « { $text } » n'est pas clé=valeur
oh-hell-replay-illegal = le coup { $index } est refusé : { $error }

## Les règles en bref, page par page (** met en valeur)

oh-hell-rules-brief-title = Oh Hell! en bref
oh-hell-rules-brief = De { $min } à { $max } joueurs, un jeu de 52 cartes, l'as en haut. Une partie est une suite de **donnes** : 10 cartes chacun (8 à 6 joueurs, 7 à 7), une carte de moins à chaque donne jusqu'à 1, puis on remonte. La donne passe à gauche. À chaque donne tu **annonces** combien de plis tu feras, et tu essaies d'en faire **exactement** autant.
oh-hell-rules-bidding-title = La donne et les annonces
oh-hell-rules-bidding = Après la distribution, la carte suivante est retournée : sa couleur est l'**atout** (plus de carte : sans atout). De la gauche du donneur jusqu'au donneur, chacun annonce 0 pli ou plus ; tu peux changer ton annonce tant que le suivant n'a pas annoncé. **Le crochet** : le donneur ne peut pas annoncer le nombre qui ferait le compte des cartes, donc quelqu'un rate toujours.
oh-hell-rules-play-title = Le jeu de la carte
oh-hell-rules-play = Le joueur à gauche du donneur entame n'importe quelle carte. Chacun **fournit** s'il le peut, sinon joue n'importe quelle carte. Le plus fort atout remporte le pli, sinon la plus forte carte de la couleur demandée ; qui remporte le pli entame le suivant.
oh-hell-rules-scoring-title = Décompte
oh-hell-rules-scoring = Tu marques 1 point par pli, et **10 de plus** si tu fais exactement ton annonce (annonce 2 : 12 points avec 2 plis, 1 avec 1, 3 avec 3). Après la dernière donne, le plus haut total gagne ; les ex æquo en tête partagent la victoire.

## ribs play --game oh-hell : la partie au terminal ($me : « yes » quand $who est le lecteur)

oh-hell-play-welcome = { $game } Toi (place 1) contre { $others }.
oh-hell-play-sequence = Ordinateurs de niveau { $level } ; { $hands } donnes, { $first } cartes pour commencer.
oh-hell-play-seed = Graine { $seed } (rejoue-la avec --seed { $seed }).
oh-hell-play-hand-dealt = ── Donne { $number } sur { $hands } · { $cards } cartes · donneur : { $dealer } ──
oh-hell-play-play-off = ── Donne de barrage { $number } · { $cards } cartes · donneur : { $dealer } ──
oh-hell-play-your-hand = Ta main : { $cards }
oh-hell-play-foreheads = Ta carte est sur ton front ; tu vois : { $cards }
oh-hell-play-bids = { $me ->
        [yes] Tu annonces { $bid }.
       *[no] { $who } annonce { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] Tu changes ton annonce pour { $bid }.
       *[no] { $who } change son annonce pour { $bid }.
    }
oh-hell-play-chose = { $who } : annonce choisie.
oh-hell-play-bids-shown = Annonces dévoilées : { $bids }
oh-hell-play-leads = { $who } entame.
oh-hell-play-plays = { $me ->
        [yes] Tu joues { $card }.
       *[no] { $who } joue { $card }.
    }
oh-hell-play-trick-taken = Pli { $number } : { $cards } → { $who }
oh-hell-play-hand-over = Donne { $number } comptée :
oh-hell-play-score-line = { $who } : annonce { $bid }, { $won } plis, { $made ->
        [yes] réussie
       *[no] ratée
    } : { $points } (total { $total })
oh-hell-play-totals = Totaux : { $line }
oh-hell-play-settlement = Par rapport à la moyenne : { $line }
oh-hell-play-winners = { $count ->
        [one] { $who } gagne la partie.
       *[other] { $who } se partagent la victoire.
    }
oh-hell-play-status = Donne { $number } sur { $hands } · { $cards } cartes · donneur { $dealer } · { $trumps }
oh-hell-play-bids-line = Annonces : { $bids } ({ $total } sur { $cards })
oh-hell-play-won-line = Plis : { $line }
oh-hell-play-trick-line = Pli : { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Ton annonce, de 0 à { $cards }
oh-hell-play-prompt-bid-hooked = Ton annonce, de 0 à { $cards }, sauf { $hooked } (le crochet)
oh-hell-play-prompt-card = Ta carte (comme Qh ou 10s)
oh-hell-play-prompt-follow = Ta carte : fournis à { $suit } si tu peux
oh-hell-play-prompt-blind = Tape jouer : ta carte est celle que tu ne vois pas
oh-hell-play-word-play = jouer
oh-hell-play-words-play = jouer, play, p
oh-hell-play-not-a-card = « { $text } » n'est ni une carte ni une annonce (un nombre, ou une carte comme Qh, 10s, K♥)
oh-hell-play-help =
    Commandes :
      un nombre          l'annoncer (de 0 au nombre de cartes)
      une carte          la jouer : Qh, 10s, ts, K♥ (majuscules ou minuscules)
      jouer              à la dernière donne sur le front, jouer la carte que tu ne vois pas
      main               tes cartes
      table              où en est la donne
      points             les totaux jusqu'ici
      conseil            ce que ferait un ordinateur de niveau normal
      règles             les règles en bref
      quitter            quitter la table

## Sur Discord : le message de la table, les annonces, le panneau

oh-hell-title = Oh Hell! · donne { $number } sur { $hands } · { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } chacun
oh-hell-title-play-off = Oh Hell! · donne de barrage { $number } · { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } chacun
oh-hell-seat-line = { $who } : annonce { $bid } · plis { $won } · total { $total }
oh-hell-dealer-mark = { $who } (donneur)
oh-hell-bid-secret = choisie
oh-hell-bids-total = Annonces : { $total } sur { $cards }
oh-hell-hooked = { $who } donne et ne peut pas annoncer { $bid } (le crochet).
oh-hell-trick-now = Pli { $number } : { $plays }
oh-hell-trick-last = Dernier pli : { $plays } → { $who }
oh-hell-your-turn = { $people } : à toi de jouer.
oh-hell-trick-taken = Pli { $number } pour { $who }
oh-hell-hand-scored = Donne { $number } comptée ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, { $trumps })
oh-hell-standing-line = { $place }. { $who } : { $total } ({ $against } par rapport à la moyenne)
oh-hell-panel-status = { $trumps } · ton annonce : { $bid } · tes plis : { $won }
oh-hell-may-change = Tu as annoncé { $bid } : tu peux changer jusqu'à ce que { $who } annonce.
oh-hell-prompt-lead = À toi d'entamer : n'importe quelle carte.
oh-hell-prompt-follow = Fournis à { $suit } si tu peux : voici les cartes que tu peux jouer.
oh-hell-prompt-blind = Ta carte est sur ton front : joue-la sans la voir.
oh-hell-button-blind = Jouer ma carte
oh-hell-new-hand = Donne { $number } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } chacun.
oh-hell-dealt = Tes cartes : { $cards }
oh-hell-you-bid = Tu annonces { $bid }.
oh-hell-you-played = Tu as joué { $card }.
oh-hell-you-played-blind = Tu as joué ta carte sans la voir.
oh-hell-action-bid = annoncer { $bid }
oh-hell-action-card = jouer { $card }
oh-hell-action-blind = jouer la carte cachée

## L'image de la table
oh-hell-pic-title = Donne { $number } · { $cards } cartes
oh-hell-pic-turned = retournée
oh-hell-pic-bid-secret = choisie
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = pas encore
oh-hell-pic-plate = annonce { $bid } · plis { $won }
oh-hell-pic-alt-head = Table d'Oh Hell!, donne { $number }, { $cards } cartes chacun, { $trumps }.
oh-hell-pic-alt-seat = { $who } : annonce { $bid }, plis pris { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = Dans le pli : { $plays }.
oh-hell-pic-alt-no-trick = Aucune carte dans le pli pour l'instant.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(case: "capital") }s : { $matches ->
        [one] { $matches } jouée
       *[other] { $matches } jouées
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    } ({ $rate } %)
    Annonces réussies exactement : { $made } sur { $bids }
