# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs en français : toutes les phrases que disent le bot Discord et `ribs play`.
#
# Glossaire : les termes propres au jeu, choisis une fois pour le français et employés
# dans tous les messages au travers de ces termes. Tous acceptent `case` ("capital" en
# début de phrase ; par défaut, minuscule). Certains acceptent aussi `form` ; sans
# paramètre, chacun donne sa forme la plus courante. Le pluriel se fait en ajoutant « s »
# (plis, manches, parties, enchères, défausses), comme en anglais.
#   -ribs-ribs    côtes (f. pl.) : les deux cartes que le preneur pose face cachée. C’est le nom
#            du jeu traduit, et il donne « casser les côtes » (crack). Toujours au pluriel ;
#            une seule carte est « une côte ». Le jeu lui-même garde son nom : Ribs.
#   -ribs-fold    défausser (verbe, par défaut) / défausse (form: "noun") : jouer deux cartes
#            face cachée, hors du pli (une fois par manche). Défausser, c’est jeter des
#            cartes qui ne comptent pour personne : exactement ce qui arrive ici. Préféré
#            à « se coucher » (poker), qui n’a pas de nom commode (« défausse jouée ») et
#            qui accorde au féminin (« s’est couchée »), alors que « a défaussé » ne varie
#            pas. Les côtes d’une enchère ratée, elles, sont « écartées ».
#   -ribs-folded  défaussé (par défaut : le jeu, le joueur) / défaussées (form: "f-pl" : les
#            cartes).
#   -ribs-crack   casser (verbe, par défaut) / casseur (form: "agent" : qui casse) : jouer les
#            deux mêmes hauteurs que les côtes, ce qui ramasse toutes les cartes visibles.
#   -ribs-cracked cassé (par défaut, avec « a » : « a cassé les côtes ») / cassées (form: "f-pl" :
#            « côtes cassées »).
#   -ribs-bid     enchère (nom, par défaut) / annoncer (form: "verb") : combien de points
#            vaudront les cartes battues. On « annonce 3 », on « ouvre à 2 », on « monte »
#            d’un cran ; le tour entier, ce sont « les enchères ». Celui qui l’emporte est
#            « le preneur » et « prend à 6 » (comme au tarot) ; une enchère est « réussie »
#            ou « ratée ».
# Autres mots fixes : « face visible / face cachée », « battre » (beat : « bat les côtes »),
# « battu » (defeated), « toucher » (match : avoir une carte de même hauteur qu’une côte),
# « hauteur » (rank : A K Q J 10 9 8 7), « valeur » / « points », « donneur » (dealer ; « D »
# sur l’image), « ramasser » (capture), « écarter » (discard), « place » (seat), « hôte »
# (host), « revanche » (rematch), « cote » (rating, sans rapport avec les côtes ; « partie
# cotée »), « graine » (seed), « salon » et « fil » (channel, thread) comme dans Discord.
# Les valeurs (noms, cartes, nombres) restent telles quelles : un nom ne se traduit
# jamais, une carte est sa hauteur et le symbole de sa couleur (K♥, 10♠²).
# On tutoie les joueurs. Dans `ribs play`, ta place s’appelle « Toi » ($who) : les phrases
# sans $me évitent de conjuguer un verbe avec $who pour sujet (ou disent « Toi, tu… »),
# et on n’écrit jamais « de { $who } » (d’Ann ?). Espace fine insécable avant : ; ! ? % et
# dans « ».

-ribs-ribs = { $case ->
        [capital] Côtes
       *[lower] côtes
    }
-ribs-fold = { $form ->
        [noun] { $case ->
            [capital] Défausse
           *[lower] défausse
        }
       *[verb] { $case ->
            [capital] Défausser
           *[lower] défausser
        }
    }
-ribs-folded = { $form ->
        [f-pl] { $case ->
            [capital] Défaussées
           *[lower] défaussées
        }
       *[m] { $case ->
            [capital] Défaussé
           *[lower] défaussé
        }
    }
-ribs-crack = { $form ->
        [agent] { $case ->
            [capital] Casseur
           *[lower] casseur
        }
       *[verb] { $case ->
            [capital] Casser
           *[lower] casser
        }
    }
-ribs-cracked = { $form ->
        [f-pl] { $case ->
            [capital] Cassées
           *[lower] cassées
        }
       *[m] { $case ->
            [capital] Cassé
           *[lower] cassé
        }
    }
-ribs-bid = { $form ->
        [verb] { $case ->
            [capital] Annoncer
           *[lower] annoncer
        }
       *[noun] { $case ->
            [capital] Enchère
           *[lower] enchère
        }
    }

## Les mots du jeu lui-même (communs à toutes les interfaces)

ribs-outcome-beat = bat les { -ribs-ribs }
ribs-outcome-defeated = battu
ribs-outcome-defeated-kept = battu, mais repris : l’{ -ribs-bid } est ratée
ribs-outcome-folded = { -ribs-folded }
ribs-outcome-cracked = casse les { -ribs-ribs }
ribs-outcome-cracked-too = casse aussi, mais trop tard
ribs-outcome-lost-to-crack = pris par le { -ribs-crack(form: "agent") }

# $who nomme la place ; ce peut être « Toi » ou « toi » (le lecteur) : d’où la forme passive.
ribs-verdict-cracked = { -ribs-ribs(case: "capital") } { -ribs-cracked(form: "f-pl") } par { $who }
ribs-verdict-made = { -ribs-bid(case: "capital") } de { $bid } réussie par { $who } (les cartes battues valent { $worth })
ribs-verdict-lost = { -ribs-bid(case: "capital") } de { $bid } ratée par { $who } (les cartes battues ne valent que { $worth })
ribs-players-needed = Ribs se joue de { $min } à { $max } joueurs

ribs-options-target = premier à { $target ->
        [one] { $target } { -hand } gagnée
       *[other] { $target } { -hand }s gagnées
    }
ribs-options-bid-step = { -ribs-bid }s de { $step } en { $step }
ribs-options-both-higher = pour battre les { -ribs-ribs }, deux cartes plus hautes
ribs-options-no-folding = pas de { -ribs-fold(form: "noun") }
ribs-options-last-face-up = dernier { -trick } face visible

## Les options de table telles que la table les propose : le nom de chaque option et les
## mots de ses valeurs (courts : chacun est un choix d’un menu)

ribs-option-target = { -hand(case: "capital") }s gagnées pour remporter la { -match }
ribs-option-bid_step = Pas d’{ -ribs-bid }
ribs-option-beat_rule = Pour battre les { -ribs-ribs }
ribs-option-beat_rule-one_higher = une carte au-dessus des deux { -ribs-ribs }
ribs-option-beat_rule-both_higher = deux cartes au-dessus des deux { -ribs-ribs }
ribs-option-folding = { -ribs-fold(form: "noun", case: "capital") }
ribs-option-folding-once_per_hand = une fois par { -hand }
ribs-option-folding-never = jamais
ribs-option-last_trick_face_up = Dernier { -trick } face visible

## Refus des règles, dits au joueur qui a essayé ($who, $seat : le nom d’une place)

ribs-error-match-over = la { -match } est finie
ribs-error-hand-over = la { -hand } est finie
ribs-error-no-such-seat = il n’y a pas de { $seat } à cette table
ribs-error-not-your-turn = ce n’est pas ton tour : on attend { $seat }
ribs-error-already-passed = tu as déjà passé aux { -ribs-bid }s de ce { -trick }
ribs-error-must-open = il faut ouvrir à { $bid }
ribs-error-wrong-bid = ton { -ribs-bid } doit être de { $expected } (un cran au-dessus de la dernière ; pas de saut)
ribs-error-bid-too-high = les { -ribs-bid }s ne peuvent pas monter plus haut
ribs-error-below-opening = les { -ribs-bid }s commencent à { $opening }, pas à { $bid }
ribs-error-off-step = les { -ribs-bid }s montent de { $step } en { $step } à partir de { $opening } : { $bid } n’en fait pas partie
ribs-error-still-bidding = les { -ribs-bid }s ne sont pas finies : { -ribs-bid(form: "verb") } { $next } ou passer
ribs-error-bidding-over = les { -ribs-bid }s de ce { -trick } sont finies
ribs-error-must-lay-ribs = c’est toi qui prends : pose deux cartes en { -ribs-ribs }
ribs-error-not-the-bidder = seul le preneur pose les { -ribs-ribs }
ribs-error-bidder-cannot-fold = le preneur ne peut pas { -ribs-fold }
ribs-error-already-folded = tu as déjà { -ribs-folded } dans cette { -hand }
ribs-error-folding-off = pas de { -ribs-fold(form: "noun") } à cette table
ribs-error-last-trick-face-up = personne ne peut { -ribs-fold } au dernier { -trick } : il se joue face visible
ribs-error-not-held = tu n’as pas de { $card }
ribs-error-same-card-twice = choisis deux cartes différentes

## Les règles en bref, page par page (`**` marque ce qu’il faut souligner)

ribs-rules-brief-title = Ribs en bref
ribs-rules-brief =
    De { $min } à { $max } joueurs, { $cards } cartes chacun : un exemplaire de A K Q J 10 9 8 7 par joueur. Les couleurs ne comptent pas. Valeurs : **A 0 · K Q J 2 · 10 9 8 7 1** (10 points par joueur).

    Une { -hand } se joue en quatre **{ -trick }s**. Avant chaque { -trick }, un tour d’{ -ribs-bid }s ; le preneur pose deux cartes face cachée (les **{ -ribs-ribs }**), les autres jouent chacun deux cartes face visible ou les **défaussent** (une fois par { -hand }). Qui ramasse le plus de points gagne la { -hand } ; le premier à { $target } { -hand }s gagnées remporte la { -match }.
ribs-rules-bidding-title = Les { -ribs-bid }s
ribs-rules-bidding =
    Au premier { -trick }, les { -ribs-bid }s commencent par le donneur ; ensuite, par le dernier preneur. Celui qui ouvre **doit { -ribs-bid(form: "verb") } { $opening }**. Puis, dans le sens horaire, chaque joueur encore en lice passe ou **monte** d’un cran, pas plus (pas de saut). Qui a passé ne peut plus { -ribs-bid(form: "verb") } de tout le { -trick }. Les { -ribs-bid }s s’arrêtent quand il ne reste qu’un joueur.

    Exemple (A..F, A commence) : A 2, B 3, C passe, D passe, E 4, F passe, A passe, B 5, E 6, B passe : **E prend à 6**.
ribs-rules-play-title = Le jeu
ribs-rules-play = Le preneur pose les { -ribs-ribs } face cachée. Puis chacun des autres, dans le sens horaire à partir de sa gauche, joue deux cartes **face visible** (tout le monde les voit aussitôt) ou les **défausse** face cachée : permis une fois par { -hand }, jamais pour le preneur. Les cartes { -ribs-folded(form: "f-pl") } sont écartées et personne ne les ramasse ; personne ne les voit avant la fin de la { -hand }.
ribs-rules-cracking-title = { -ribs-crack(case: "capital") }, battre, être battu
ribs-rules-cracking =
    On retourne les { -ribs-ribs }. Un jeu avec **les deux mêmes hauteurs** que les { -ribs-ribs } les **casse** : le premier { -ribs-crack(form: "agent") } dans l’ordre de jeu ramasse toutes les cartes face visible, { -ribs-ribs } comprises.
    Sinon, un jeu qui ne **touche** aucune côte (aucune carte de même hauteur) et qui a une carte **au-dessus des deux { -ribs-ribs }** les **bat** : son joueur garde ses deux cartes. Tout le reste est **battu**.

    { -ribs-ribs(case: "capital") } Q-9 : K-7 bat (le K dépasse les deux, le 7 ne touche rien) ; K-9, J-10, Q-J et A-Q sont battus. { -ribs-ribs(case: "capital") } J-9 : A-J est battu (le J touche).
ribs-rules-winning-title = { -ribs-bid(case: "capital") } réussie ou ratée ; la victoire
ribs-rules-winning =
    Si les cartes battues valent **au moins l’{ -ribs-bid }**, le preneur les ramasse avec les { -ribs-ribs } ; sinon, chaque joueur battu reprend ses cartes et les { -ribs-ribs } sont écartées. La valeur des { -ribs-ribs } ne compte jamais pour l’{ -ribs-bid }. { -ribs-ribs(case: "capital") } à 3 et cartes battues à 6 : une { -ribs-bid } de 6 ramasse 9 points ; une { -ribs-bid } de 7 ne ramasse rien.

    Qui a le plus de points gagne la { -hand } (en cas d’égalité, tous gagnent). Le premier à atteindre l’objectif de { -hand }s gagnées remporte la { -match } ; si les meneurs sont à égalité, on continue jusqu’à ce que l’un passe devant. Options de table : objectif, { -ribs-bid }s de 2 en 2, battre avec deux cartes plus hautes, pas de { -ribs-fold(form: "noun") }, dernier { -trick } face visible.

## `ribs play` : une partie dans le terminal

ribs-play-hand-dealt = ── { -hand(case: "capital") } { $hand } · donneur : { $dealer } ──
ribs-play-your-hand = Ta main : { $cards }
ribs-play-trick-of = { -trick(case: "capital") } { $trick } sur { $tricks }.
ribs-play-opens = { $me ->
        [yes] Tu ouvres les { -ribs-bid }s à { $bid }.
       *[no] { $who } ouvre les { -ribs-bid }s à { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] Tu annonces { $bid }
       *[no] { $who } annonce { $bid }
    }
ribs-play-passes = { $me ->
        [yes] Tu passes
       *[no] { $who } passe
    }
ribs-play-bidder = { $me ->
        [yes] Tu prends à { $bid }.
       *[no] { $who } prend à { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] Tu poses les { -ribs-ribs } face visible : { $cards }
       *[no] { $who } pose les { -ribs-ribs } face visible : { $cards }
    }
ribs-play-your-ribs = { $who }, tu poses tes { -ribs-ribs } face cachée : { $cards }
ribs-play-ribs-down = { $who } pose les { -ribs-ribs } face cachée.
ribs-play-plays = { $me ->
        [yes] Tu joues { $cards }
       *[no] { $who } joue { $cards }
    }
ribs-play-your-fold = { $who }, tu défausses { $cards } (face cachée)
ribs-play-folds = { $who } défausse.
ribs-play-ribs-revealed = { -ribs-ribs(case: "capital") } dévoilées ({ $who }) : { $cards }
ribs-play-fold-shown = { $who } a { -ribs-folded } { $cards } au { -trick } { $trick }
ribs-play-folds-shown = { -ribs-fold(form: "noun", case: "capital") }s dévoilées : { $folds }.
ribs-play-hand-goes-to = La { -hand } { $hand } revient à
ribs-play-hand-won-with = { $winners }, avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ribs-play-hand-wins = { -hand(case: "capital") }s gagnées (premier à { $target }) : { $line }
ribs-play-face-down = face cachée
ribs-play-cards-face-down = { $cards } face cachée
ribs-play-points-captured = { $points ->
        [one] { $points } point ramassé
       *[other] { $points } points ramassés
    }
ribs-play-ribs-discarded = les { -ribs-ribs } sont écartées
ribs-play-points-this-hand = Points de la { -hand } : { $line }
ribs-play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } sur { $tricks } · donneur : { $dealer }
ribs-play-bidding-line = { -ribs-bid(case: "capital") }s : { $calls }
ribs-play-call-bid = { $who } { $bid }
ribs-play-call-passed = { $who } passe
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } face cachée
ribs-play-ribs-not-laid = { -ribs-ribs } pas encore posées
ribs-play-bidder-line = Preneur : { $who } à { $bid } · { $ribs }
ribs-play-played-line = Joué : { $plays }
ribs-play-played-folded = { $who } ({ -ribs-fold(form: "noun") })
ribs-play-to-play-line = Reste à jouer : { $names }
ribs-play-folded-line = { -ribs-fold(form: "noun", case: "capital") }s de la { -hand } : { $names }

ribs-play-prompt-open = À toi d’ouvrir les { -ribs-bid }s : tape { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = Tu annonces { $next } ou tu passes ?
ribs-play-prompt-no-higher = Les { -ribs-bid }s ne peuvent pas monter plus haut : { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Pose tes { -ribs-ribs }, deux cartes face visible (ex. A K)
       *[no] Pose tes { -ribs-ribs }, deux cartes face cachée (ex. A K)
    }
ribs-play-prompt-play = Joue deux cartes face visible (ex. K 9), ou défausses-en deux ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Joue deux cartes face visible (ex. K 9 ; { $why })

ribs-play-help =
    Commandes :
      { ribs-play-word-bid }        annoncer l’{ -ribs-bid } suivante (ou ouvrir) ; « { ribs-play-word-bid } 5 » vérifie que c’est 5
      { ribs-play-word-pass }          passer aux { -ribs-bid }s de ce { -trick }
      K 9            poser ces deux cartes en { -ribs-ribs }, ou les jouer face visible
                     (hauteurs A K Q J 10 9 8 7 ; couleur facultative : K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7   { -ribs-fold } deux cartes face cachée (une fois par { -hand })
      { play-word-hand }, { play-word-table }    voir ta main, ou la table telle que tu la vois
      { play-word-scores }         les points de la { -hand } et les { -hand }s gagnées
      { play-word-hint }        ce que jouerait un ordi normal
      { play-word-rules }         les règles en bref, avec des exemples
      { play-word-help }, { play-word-quit }  cette aide ; quitter la { -match }

# Les mots tapés à l’invite, en français (les mots anglais sont toujours compris aussi) :
# le premier est celui de l’aide, les autres sont des raccourcis.
ribs-play-word-bid = annonce
ribs-play-word-pass = passe
ribs-play-word-fold = défausse
ribs-play-words-bid = annonce, monte, enchère, enchere
ribs-play-words-pass = passe
ribs-play-words-fold = défausse, defausse, def
ribs-play-words-play = joue, côtes, cotes
ribs-play-bid-how = tape « { ribs-play-word-bid } » ou « { ribs-play-word-bid } N »
ribs-play-name-two = nomme deux cartes, ex. « K 9 » (tu en as nommé { $count })
ribs-play-only-one = tu n’as qu’un seul { $card }
ribs-play-do-not-hold = tu n’as pas de { $card }
ribs-play-not-a-card = « { $text } » n’est pas une carte (hauteurs : A K Q J 10 9 8 7, ex. « K », « 10 », « K♥ », « Kh »)
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## Les images : mots dessinés sur la table et sur les images de révélation (courts : chacun
## a une place fixe), et leurs textes alternatifs (ce que lit un lecteur d’écran : des
## phrases simples). $who est un nom, $cards des cartes (K♥ 9♠), $line une liste
## (« Ann 3, Bob 0 »).

ribs-pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } sur { $tricks }
ribs-pic-title-over = { -hand(case: "capital") } { $hand } · terminée
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = passe
ribs-pic-mark-ribs = CÔTES
ribs-pic-mark-fold = DÉFAUSSE
ribs-pic-middle-match-over = { -match(case: "capital") } terminée
ribs-pic-middle-hand-over = { -hand(case: "capital") } terminée
ribs-pic-middle-bidding = { -ribs-bid(case: "capital") }s
ribs-pic-middle-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-pic-footer-wins = { $who } remporte la { -match }
ribs-pic-footer-open = ▶ À { $who } d’ouvrir les { -ribs-bid }s à { $bid }
ribs-pic-footer-bid = ▶ À { $who } d’{ -ribs-bid(form: "verb") } { $bid } ou de passer
ribs-pic-footer-pass = ▶ À { $who } de passer
ribs-pic-footer-ribs = ▶ À { $who } de poser les { -ribs-ribs }
ribs-pic-footer-play = ▶ À { $who } de jouer deux cartes
ribs-pic-state-open = ▶ ouvre
ribs-pic-state-bid = ▶ annonce
ribs-pic-state-ribs = ▶ pose les { -ribs-ribs }
ribs-pic-state-play = ▶ joue
ribs-pic-state-bidder = preneur à { $bid }
ribs-pic-state-folded = { -ribs-folded }
ribs-pic-state-fold-used = { -ribs-fold(form: "noun") } jouée
ribs-pic-tally = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
ribs-pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who } prend à { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked(form: "f-pl") }
ribs-pic-verdict-made = { -ribs-bid } réussie
ribs-pic-verdict-lost = { -ribs-bid } ratée
ribs-pic-takes-all = { $who } ramasse toutes les cartes visibles
ribs-pic-worth = cartes battues : { $worth } pour une { -ribs-bid } de { $bid }
ribs-pic-head-player = joueur
ribs-pic-head-played = jeu
ribs-pic-head-outcome = résultat
ribs-pic-head-captured = ramassé
ribs-pic-bidder-ribs = preneur · les { -ribs-ribs }
ribs-pic-outcome-beat = bat
ribs-pic-outcome-defeated = battu
ribs-pic-outcome-folded = { -ribs-folded }
ribs-pic-outcome-cracked = a { -ribs-cracked }
ribs-pic-outcome-cracked-too = a { -ribs-cracked } aussi
ribs-pic-outcome-lost-to-crack = au { -ribs-crack(form: "agent") }
ribs-pic-nothing = rien
ribs-pic-won-points = { $points ->
        [one] +{ $points } pt
       *[other] +{ $points } pts
    }
ribs-pic-won-cards = { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
ribs-pic-alt-match-over = Table de Ribs à { $players } joueurs : la { -match } est finie, { $who } la remporte.
ribs-pic-alt-hand-over = Table de Ribs à { $players } joueurs : la { -hand } { $hand } est finie.
ribs-pic-alt-table = Table de Ribs à { $players } joueurs, { -hand } { $hand }, { -trick } { $trick } sur { $tricks }, { $target }.
ribs-pic-alt-rules = Règles : { $rules }.
ribs-pic-alt-call-bid = { $who } annonce { $bid }
ribs-pic-alt-call-pass = { $who } passe
ribs-pic-alt-no-bids = Pas encore d’{ -ribs-bid }.
ribs-pic-alt-bidding = { -ribs-bid(case: "capital") }s jusqu’ici : { $calls }.
ribs-pic-alt-bidder = { $who } prend à { $bid }.
ribs-pic-alt-bidder-up = { $who } prend à { $bid } ; les { -ribs-ribs } sont face visible : { $cards }.
ribs-pic-alt-bidder-down = { $who } prend à { $bid } ; les { -ribs-ribs } sont face cachée.
ribs-pic-alt-play = { $who } { $cards }
ribs-pic-alt-play-folded = { $who } a { -ribs-folded }
ribs-pic-alt-played = Joué jusqu’ici : { $plays }.
ribs-pic-alt-turn-open = À { $who } d’ouvrir les { -ribs-bid }s à { $bid }.
ribs-pic-alt-turn-bid = À { $who } d’{ -ribs-bid(form: "verb") } { $bid } ou de passer.
ribs-pic-alt-turn-pass = À { $who } de passer.
ribs-pic-alt-turn-ribs = À { $who } de poser les { -ribs-ribs }.
ribs-pic-alt-turn-play = À { $who } de jouer deux cartes.
ribs-pic-alt-points = Points de la { -hand } : { $line }.
ribs-pic-alt-hand-wins = { -hand(case: "capital") }s gagnées : { $line }.
ribs-pic-alt-folded = { -ribs-fold(form: "noun", case: "capital") }s de la { -hand } : { $names }.
ribs-pic-alt-reveal = { -trick(case: "capital") } { $trick } dévoilé : { $who } a pris à { $bid } avec les { -ribs-ribs } { $cards }.
ribs-pic-alt-reveal-play = { $who } a joué { $cards } : { $outcome }
ribs-pic-alt-reveal-fold = { $who } a { -ribs-folded }
ribs-pic-alt-cracked = { $who } a { -ribs-cracked } les { -ribs-ribs } et ramasse toutes les cartes visibles.
ribs-pic-alt-made = Les cartes battues valent { $worth } pour une { -ribs-bid } de { $bid } : { -ribs-bid } réussie.
ribs-pic-alt-lost = Les cartes battues valent { $worth } pour une { -ribs-bid } de { $bid } : { -ribs-bid } ratée, et les { -ribs-ribs } sont écartées.
ribs-pic-alt-capture = { $who } { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
ribs-pic-alt-nobody = Personne ne ramasse rien.
ribs-pic-alt-captured = Ramassé : { $captures }.

## Discord : le message public de la table

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } sur { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Donneur : { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, à toi d’ouvrir les { -ribs-bid }s à { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, à toi d’{ -ribs-bid(form: "verb") } ou de passer.
ribs-table-your-turn-ribs = <@{ $user }>, à toi de poser les { -ribs-ribs }.
ribs-table-your-turn-play = <@{ $user }>, à toi de jouer deux cartes.
ribs-table-turn-open = À { $who } d’ouvrir les { -ribs-bid }s à { $bid }…
ribs-table-turn-bid = À { $who } d’{ -ribs-bid(form: "verb") } ou de passer…
ribs-table-turn-ribs = À { $who } de poser les { -ribs-ribs }…
ribs-table-turn-play = À { $who } de jouer deux cartes…
ribs-button-bid = { -ribs-bid(form: "verb", case: "capital") } { $bid }
ribs-button-pass = Passer
ribs-seat-bidder = **preneur à { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } face visible { $cards }
ribs-seat-ribs-down = { -ribs-ribs } face cachée
ribs-seat-laying-ribs = pose les { -ribs-ribs }
ribs-seat-folded = { -ribs-folded }
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = passe
ribs-seat-fold-used = { -ribs-fold(form: "noun") } jouée

## Discord : la révélation d’un pli, la fin d’une manche, la fermeture de la table

ribs-reveal-title = { -trick(case: "capital") } { $trick } · { $who } prend à { $bid }
ribs-reveal-ribs = { -ribs-ribs(case: "capital") } : **{ $cards }**
ribs-reveal-face-down = { $cards } face cachée
ribs-reveal-two-face-down = deux cartes face cachée
ribs-reveal-play = { $who } : { $shown } — { $outcome }
ribs-reveal-discarded = Les { -ribs-ribs } sont écartées.
ribs-reveal-captured = Ramassé : { $captures }
ribs-hand-over-title = { -hand(case: "capital") } { $hand } terminée
ribs-hand-over-points = Points : { $line }
ribs-hand-over-winner = **{ $who }** gagne la { -hand }.
ribs-hand-over-winners = **{ $who }** sont à égalité et gagnent la { -hand }.
ribs-hand-over-folds = Cartes { -ribs-folded(form: "f-pl") } : { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = { -hand(case: "capital") }s gagnées (premier à { $target }) : { $line }

## Discord : le panneau privé d’un joueur

ribs-panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } sur { $tricks }
ribs-panel-your-hand = Ta main : **{ $cards }** ({ $points })
ribs-panel-your-fold = Tu as { -ribs-folded } { $cards } au { -trick } { $trick }.
ribs-panel-your-ribs = Tes { -ribs-ribs } : { $cards }
ribs-panel-your-bid = **À toi d’{ -ribs-bid(form: "verb") }.**
ribs-panel-lay-ribs-up = **À toi.** Pose tes { -ribs-ribs } (face visible : dernier { -trick }) : choisis exactement deux cartes.
ribs-panel-lay-ribs = **À toi.** Pose tes { -ribs-ribs } face cachée : choisis exactement deux cartes.
ribs-panel-play = **À toi.** Joue deux cartes face visible, ou défausse-les : choisis exactement deux cartes.
ribs-panel-no-fold = { -ribs-fold(form: "noun", case: "capital") } impossible : { $why }.
ribs-panel-picked = Choisies : **{ $cards }**
ribs-panel-pick = Choisis deux cartes
ribs-button-lay-ribs = Poser les { -ribs-ribs }
ribs-button-face-up = Face visible
ribs-button-fold = { -ribs-fold(case: "capital") }
ribs-panel-new-hand = 🃏 **Nouvelle { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **Nouvelle { -hand }** ({ -hand } { $hand }). { $who } remporte la { -hand } { $last }.
ribs-panel-new-hand-tied = 🃏 **Nouvelle { -hand }** ({ -hand } { $hand }). { $who } se partagent la { -hand } { $last }.
ribs-panel-trick = 🂠 { -trick(case: "capital") } { $trick } · { $how }.
ribs-panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick } · { $how } ; ton jeu : { $outcome }.
ribs-panel-you-took = Tu ramasses { $points }.
ribs-you-bid = ✅ Tu as annoncé { $bid }.
ribs-you-passed = ✅ Tu as passé.
ribs-you-laid-ribs = ✅ Tu as posé tes { -ribs-ribs } : { $cards }.
ribs-you-played = ✅ Tu as joué { $cards } face visible.
ribs-you-folded = ✅ Tu as { -ribs-folded } { $cards }.
ribs-action-bid = annonce de { $bid }
ribs-action-pass = passe
ribs-action-ribs = { -ribs-ribs } { $cards }
ribs-action-face-up = { $cards } face visible
ribs-action-fold = { -ribs-fold(form: "noun") } de { $cards }

## Discord : classements et statistiques. $here termine une phrase (« sur ce serveur »).

ribs-stats-record = { -match(case: "capital") }s : { $matches ->
        [one] { $matches } jouée
       *[other] { $matches } jouées
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    } ({ $rate } %)
    { -hand(case: "capital") }s gagnées : { $hands }
    Points ramassés : { $points }
    { -ribs-bid(case: "capital") }s : { $made ->
        [one] { $made } réussie
       *[other] { $made } réussies
    }, { $lost ->
        [one] { $lost } ratée
       *[other] { $lost } ratées
    }
    { -ribs-ribs(case: "capital") } { -ribs-cracked(form: "f-pl") } : { $cracks } · { -ribs-fold(form: "noun", case: "capital") }s : { $folds }

## Discord : historique et rediffusions

ribs-replay-nothing = Cette { -match } n’a aucune { -hand } à montrer.
ribs-replay-dealt = Donneur : { $who }. Les mains distribuées :
ribs-replay-call-pass = { $who } passe
ribs-replay-bids = { -ribs-bid(case: "capital") }s : { $calls }
ribs-replay-bidder = **{ $who }** prend à { $bid }.
ribs-replay-points = Points jusqu’ici : { $line }
ribs-replay-hand-won = **{ $who }** gagne la { -hand } avec { $points }.
ribs-replay-hand-tied = **{ $who }** se partagent la { -hand } avec { $points }.
ribs-replay-match-won = 🏆 **{ $who }** remporte la { -match } avec { $wins ->
        [one] { $wins } { -hand } gagnée
       *[other] { $wins } { -hand }s gagnées
    }.
ribs-replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } sur { $hands } · { -trick } { $trick } sur { $tricks }
ribs-button-prev-hand = ◀◀ { -hand(case: "capital") }
ribs-button-prev-trick = ◀ { -trick(case: "capital") }
ribs-button-next-trick = { -trick(case: "capital") } ▶
ribs-button-next-hand = { -hand(case: "capital") } ▶▶

## Discord : réponses aux commandes slash ($missing, $yours : noms de permissions Discord)

ribs-options-error-target = target (objectif) : entre 1 et 20 { -hand }s gagnées, pas { $value }
ribs-options-error-bid-step = bid_step (pas d’{ -ribs-bid }) : 1 ou 2, pas { $value }
ribs-options-error-unknown = option inconnue « { $key } » (options : target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key } : « { $value } » ne fait pas partie de { $expected }
ribs-options-error-not-key-value = « { $text } » n’est pas de la forme clé=valeur

## Refus au sujet d’un joueur, quand `ribs referee` juge une partie de l’extérieur ($who : qui
## a essayé ; $seat : une autre place ; $error : le refus tel que le joueur le lit)

ribs-error-about = { $who } : { $error }
ribs-error-about-not-your-turn = c’est le tour de { $seat }, pas de { $who }
ribs-error-about-already-passed = { $who } a déjà passé
ribs-error-about-must-open = { $who } ouvre les enchères et doit annoncer { $bid }
ribs-error-about-wrong-bid = l’{ -ribs-bid } de { $who } doit être de { $expected } (un cran au-dessus de la dernière ; pas de saut)
ribs-error-about-bidding-over = les enchères sont finies : { $seat } les a remportées à { $bid }
ribs-error-about-already-folded = { $who } a déjà { -ribs-folded } dans cette { -hand }
ribs-error-about-folding-off = { $who } veut { -ribs-fold }, mais la défausse est désactivée (variante folding = never)
ribs-error-about-last-trick-face-up = { $who } veut { -ribs-fold }, mais le dernier { -trick } se joue face visible (variante last_trick_face_up)

## Une donne ou un journal qui ne se met pas en place ou ne se rejoue pas (outils de l’exploitant)

ribs-setup-players = { $needed }, pas { $players }
ribs-setup-hand-size = { $seat } doit recevoir { $cards } cartes, pas { $count }
ribs-setup-dealt-twice = { $card } est distribuée deux fois
ribs-setup-not-in-pack = { $card } n’est pas dans un paquet pour { $players } joueurs
ribs-setup-dealer = le donneur doit être l’une des places
ribs-replay-illegal = l’action { $index } ({ $seat } { $action }) est interdite : { $error }
ribs-replay-unfinished = le journal s’arrête avant la fin de la { -match }
