# cribbage.ftl : les phrases propres au cribbage (le crib, le jeu jusqu'à 31, le décompte,
# la marque, la planche, ses règles et options), chaque id préfixé cribbage-.

cribbage = Cribbage
cribbage-players-needed = Le cribbage se joue à { $min } à { $max } joueurs

## Pourquoi des points sont marqués

cribbage-why-fifteen = quinze
cribbage-why-pair = une paire
cribbage-why-pair-royal = un brelan
cribbage-why-double-pair-royal = un carré
cribbage-why-run = une suite de { $length }
cribbage-why-thirty-one = trente et un
cribbage-why-go = go
cribbage-why-last-card = dernière carte
cribbage-why-his-heels = his heels (valet retourné)
cribbage-why-flush = une couleur
cribbage-why-his-nobs = his nobs (valet de la couleur de la retourne)
cribbage-why-claim = l'annonce
cribbage-why-muggins = muggins
cribbage-side-a = Camp A
cribbage-side-b = Camp B
cribbage-pile-hand = main
cribbage-pile-crib = crib

## Les options de la table

cribbage-option-target = Partie en
cribbage-option-target-121 = 121 points
cribbage-option-target-91 = 91 points
cribbage-option-target-61 = 61 points
cribbage-option-two_hand_deal = À deux, chacun reçoit
cribbage-option-two_hand_deal-six = six cartes
cribbage-option-two_hand_deal-five = cinq, deux vont au crib
cribbage-option-skunk = Une lourde défaite
cribbage-option-skunk-none = ne coûte rien de plus
cribbage-option-skunk-skunk = skunk : double sous 91
cribbage-option-skunk-double_skunk = double skunk aussi : quadruple sous 61
cribbage-option-skunk-lurch = lurch : double sous 61
cribbage-option-muggins = Muggins (annoncer son propre compte)
cribbage-option-next_first_dealer = Premier donneur de la partie suivante
cribbage-option-next_first_dealer-loser = à gauche du gagnant
cribbage-option-next_first_dealer-alternate = à tour de rôle
cribbage-option-match_to = Points de match pour gagner

## Refus, dits au joueur qui a essayé

cribbage-error-game-over = Le match est terminé.
cribbage-error-hand-over = La donne est terminée.
cribbage-error-no-such-seat = Il n'y a pas de { $seat } à cette table.
cribbage-error-not-your-turn = C'est au tour de { $seat }.
cribbage-error-already-discarded = Vous avez déjà écarté, et un écart est définitif.
cribbage-error-still-discarding = Tout le monde n'a pas encore écarté au crib.
cribbage-error-not-discarding = Le crib est complet : on n'écarte plus rien.
cribbage-error-discard-count = Écartez { $wanted ->
        [one] { $wanted } carte
       *[other] { $wanted } cartes
    }, pas { $given }.
cribbage-error-not-held = Vous n'avez pas { $card }.
cribbage-error-past-thirty-one = { $card } ferait dépasser 31 au total (il est à { $count }).
cribbage-error-card-fits = Vous ne pouvez pas dire go : une de vos cartes garde le total à 31 ou moins.
cribbage-error-still-playing = Le jeu n'est pas fini : le décompte vient après.
cribbage-error-showing = Le jeu est fini : on compte les mains.
cribbage-error-no-muggins = Cette table compte elle-même (pas de muggins) : il n'y a rien à annoncer.
cribbage-error-claim-too-high = Une main vaut au plus 29, pas { $claim }.

## Les mêmes refus dits d'un joueur, comme l'arbitre juge

cribbage-error-about = { $who } : { $error }
cribbage-error-about-not-your-turn = c'est au tour de { $seat }, pas de { $who }
cribbage-error-about-already-discarded = { $who } a déjà écarté (c'est définitif)
cribbage-error-about-discard-count = { $who } doit écarter { $wanted }, pas { $given }
cribbage-error-about-not-held = { $who } n'a pas { $card }
cribbage-error-about-past-thirty-one = { $who } ne peut pas jouer { $card } : le total { $count } dépasserait 31
cribbage-error-about-card-fits = { $who } ne peut pas dire go : une carte garde le total à 31 ou moins
cribbage-error-about-still-discarding = { $who } ne peut pas agir avant que tous aient écarté au crib
cribbage-error-about-not-discarding = { $who } ne peut plus écarter : le crib est complet
cribbage-error-about-still-playing = { $who } ne peut rien annoncer pendant le jeu
cribbage-error-about-showing = { $who } ne peut pas jouer : le jeu est fini, on compte les mains
cribbage-error-about-no-muggins = { $who } ne peut rien annoncer : cette table joue sans muggins

## Une table ou un journal impossible à mettre en place

cribbage-setup-seats = { $needed }, pas { $players }
cribbage-options-error-unknown = Le cribbage n'a pas d'option « { $key } »
cribbage-options-error-bad-value = « { $value } » n'est pas une valeur de { $key } (valeurs : { $values })
cribbage-options-error-not-key-value = « { $text } » n'est pas clé=valeur
cribbage-replay-illegal = l'action { $index } est refusée : { $error }

## Les règles en bref

cribbage-rules-brief-title = Le cribbage en bref
cribbage-rules-brief = De { $min } à { $max } joueurs : à deux ou trois chacun pour soi, à quatre en deux équipes assises face à face. Un jeu de 52 cartes, **l'as est bas** ; V D R valent 10. Les points sont **marqués** dès qu'ils sont faits ; le premier camp à **121** gagne la partie, même au milieu d'une donne. La donne passe à gauche.
cribbage-rules-crib-title = La donne et le crib
cribbage-rules-crib = À deux, 6 cartes chacun et 2 écartées ; à trois ou quatre, 5 et 1 écartée (à trois, une carte de plus va directement au crib). Tout le monde **écarte en même temps et en secret** au **crib**, la main supplémentaire du donneur. Puis la **retourne** est dévoilée : un valet rapporte 2 au donneur (**his heels**).
cribbage-rules-play-title = Le jeu
cribbage-rules-play = À partir de la gauche du donneur, chacun pose une carte et annonce le **total**, jamais au-delà de **31**. 2 points pour un total de **15**, 2 pour une **paire** (6 pour trois, 12 pour quatre de même rang à la suite), la longueur d'une **suite** (dans n'importe quel ordre), 2 pour **31** pile. Qui ne peut pas poser dit **go** ; la dernière carte posée rapporte 1 (**go** ou **dernière carte**), puis le total repart de 0.
cribbage-rules-show-title = Le décompte
cribbage-rules-show = Chaque main est comptée avec la retourne, à partir de la gauche du donneur, celle du donneur en dernier, puis le **crib** : 2 par groupe de cartes faisant **15**, 2 par **paire**, chaque **suite**, 4 pour une **couleur** en main (5 avec la retourne ; le crib seulement avec la retourne), 1 pour **his nobs** (le valet de la couleur de la retourne). Un perdant sous 91 est **skunké** : la partie compte double.

## ribs play --game cribbage : le match dans le terminal

cribbage-play-welcome = { $game } Vous (place 1) contre { $others }.
cribbage-play-partners = Équipes : { $a } contre { $b }.
cribbage-play-match = Joueurs ordinateurs de niveau { $level } ; chaque partie en { $target }, le match en { $match_to }.
cribbage-play-seed = Graine { $seed } (rejouez-la avec --seed { $seed }).
cribbage-play-cut-for-deal = Tirage pour la donne : { $cards }. { $me ->
        [yes] Vous donnez
       *[other] { $dealer } donne
    } en premier.
cribbage-play-game-began = ── Partie { $game } · premier donneur : { $dealer } ──
cribbage-play-hand-dealt = ── Donne { $number } · donneur : { $dealer } ──
cribbage-play-your-hand = Votre main : { $cards }
cribbage-play-discarded = { $who } a écarté au crib.
cribbage-play-laid-away = Vous avez écarté { $cards }.
cribbage-play-starter = Retourne : { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } jouez { $card } : { $count }
       *[no] { $who } joue { $card } : { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } dites go.
       *[no] { $who } dit go.
    }
cribbage-play-reset = Le total repart de 0.
cribbage-play-pegged = { $who } : { $why } pour { $points } ({ $side } : { $total })
cribbage-play-counted = { $who }, { $pile } : { $cards } avec { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } annoncez { $claim }.
       *[no] { $who } annonce { $claim }.
    }
cribbage-play-hand-over = Donne terminée. { $totals }
cribbage-play-game-over = { $side } gagne la partie { $game } : { $totals } ; mise { $gained } (points de match : { $points })
cribbage-play-match-over = { $side } gagne le match.
cribbage-play-status = Donne { $number } · donneur { $dealer } · partie { $game } en { $target } · { $totals }
cribbage-play-count-line = Total { $count } : { $plays }
cribbage-play-laid-away-line = Ont écarté : { $who }
cribbage-play-prompt-discard = Écartez { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } au crib (par exemple { $example })
cribbage-play-prompt-card = Votre carte, le total est à { $count } (par exemple 5h)
cribbage-play-prompt-go = Aucune carte ne garde le total à 31 ou moins : tapez go
cribbage-play-prompt-claim = Annoncez les points de votre { $pile }, de 0 à 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = « { $text } » n'est ni une carte, ni go, ni une annonce (cartes comme Qh, 10s, K♥)
cribbage-play-scores = Points : { $line } · points de match : { $match }
cribbage-play-help =
    Commandes :
      des cartes         les écarter, puis les poser une à une : Qh, 10s, ts, K♥
      go                 quand aucune carte ne garde le total à 31 ou moins
      un nombre          avec muggins, annoncer les points de votre main (ou du crib)
      hand               vos cartes
      table              où en est la donne
      scores             les points jusqu'ici
      hint               ce que ferait un joueur ordinateur normal
      rules              les règles en bref
      quit               quitter la table
