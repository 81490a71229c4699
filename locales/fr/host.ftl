# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
#
# Ribs en français : toutes les phrases que disent le bot Discord et `ribs play`.
#
# Glossaire : les termes propres au jeu, choisis une fois pour le français et employés
# dans tous les messages au travers de ces termes. Tous acceptent `case` ("capital" en
# début de phrase ; par défaut, minuscule). Certains acceptent aussi `form` ; sans
# paramètre, chacun donne sa forme la plus courante. Le pluriel se fait en ajoutant « s »
# (plis, manches, parties, enchères, défausses), comme en anglais.
#   -trick   pli (m.) : un tour d’enchères et ses jeux ; quatre plis font une manche.
#   -hand    manche (f.) : une donne ; qui la gagne compte une manche gagnée. Les cartes
#            qu’on tient s’appellent « ta main » (jamais « manche »), écrit directement.
#   -match   partie (f.) : se joue en un nombre de manches gagnées.
#   -autopilot  pilote automatique (form: "short" : pilote auto) : l’ordi qui joue la place
#            d’une personne pour elle. Les joueurs de l’ordinateur sont des « ordis ».
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

-trick = { $case ->
        [capital] Pli
       *[lower] pli
    }
-hand = { $case ->
        [capital] Manche
       *[lower] manche
    }
-match = { $case ->
        [capital] Partie
       *[lower] partie
    }
-autopilot = { $form ->
        [short] { $case ->
            [capital] Pilote auto
           *[lower] pilote auto
        }
       *[long] { $case ->
            [capital] Pilote automatique
           *[lower] pilote automatique
        }
    }

## Les mots du jeu lui-même (communs à toutes les interfaces)

you = toi
you-capital = Toi

seat-mark = (place { $seat })

## `ribs play` : une partie dans le terminal

# $me vaut "yes" quand la place est celle du lecteur (« Toi »), sinon "no" ; $who est un nom.
play-you = Toi
play-you-win = Tu remportes la { -match } !
play-wins = { $who } remporte la { -match }.
play-and = { $first } et { $last }
play-word-hand = main
play-word-table = table
play-word-scores = points
play-word-hint = conseil
play-word-rules = règles
play-word-help = aide
play-word-quit = quitter
play-words-hand = main, cartes, jeu
play-words-table = table, état, etat
play-words-scores = points, pts
play-words-hint = conseil, indice
play-words-rules = règles, regles
play-words-help = aide
play-words-quit = quitter, quitte, sortir

play-takes-nothing = « { $word } » s’emploie seul
play-not-a-number = « { $text } » n’est pas un nombre
play-not-a-command = « { $word } » n’est ni une commande ni une carte (tape { play-word-help })

play-resuming = Reprise de la { -match } enregistrée dans { $path } ({ $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    } ; sa table, son niveau et sa graine s’appliquent).
play-input-ended = Fin de l’entrée
play-you-leave = Tu quittes la table
play-stops-here = { $why } : la { -match } s’arrête là (graine { $seed }, { $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    }).
play-saved-in = Elle est enregistrée dans { $path } : `ribs play --db { $path }` la reprend.
play-record = Ton bilan dans { $path } : { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } sur { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match }s
    }, { $hands ->
        [one] { $hands } { -hand } gagnée
       *[other] { $hands } { -hand }s gagnées
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
play-welcome = { $ribs } Toi (place 1) contre { $others } ({ $computers } ordis, niveau { $level }).
play-takes-the-match = { $target } remporte la { -match }. Graine { $seed } (pour la rejouer : --seed { $seed }).
play-table-rules = Règles de la table : { $rules }.
play-type-help = Tape { $help } pour voir les commandes.
play-would = Un ordi normal jouerait : { $action }
play-level-easy = facile
play-level-normal = normal
play-level-hard = difficile

## Les commandes slash (limites de Discord : noms en minuscules, 1 à 32 lettres, chiffres,
## - ou _ ; descriptions de 100 caractères au plus)

cmd-ribs-description = Jouer à Ribs, le jeu de cartes à enchères, de 4 à 10 joueurs
cmd-new-name = nouvelle
cmd-new-description = Ouvrir une table dans ce salon
cmd-new-target-name = objectif
cmd-new-target-description = { -hand(case: "capital") }s gagnées pour remporter la { -match } (5 par défaut)
cmd-new-bid_step-name = pas_enchère
cmd-new-bid_step-description = De combien monte chaque { -ribs-bid } : 1 (par défaut) ou 2
cmd-new-beat_rule-name = pour_battre
cmd-new-beat_rule-description = Ce qu’il faut pour battre les { -ribs-ribs }
cmd-new-beat_rule-choice-0 = une carte au-dessus des deux { -ribs-ribs } (par défaut)
cmd-new-beat_rule-choice-1 = deux cartes au-dessus des deux { -ribs-ribs }
cmd-new-folding-name = défausse
cmd-new-folding-description = Autoriser la { -ribs-fold(form: "noun") } une fois par { -hand } (oui par défaut)
cmd-new-last_trick_face_up-name = dernier_pli_visible
cmd-new-last_trick_face_up-description = Jouer le dernier { -trick } face visible, sans { -ribs-fold(form: "noun") } (non par défaut)
cmd-new-turn_timer-name = chrono
cmd-new-turn_timer-description = Secondes par tour avant que le { -autopilot } joue (0 : pas de chrono)
cmd-new-computers-name = ordis
cmd-new-computers-description = Nombre d’ordis à placer à la table tout de suite (0 à 9)
cmd-new-level-name = niveau
cmd-new-level-description = La force des ordis
cmd-new-level-choice-0 = facile
cmd-new-level-choice-1 = normal
cmd-new-level-choice-2 = difficile
cmd-new-thread-name = fil
cmd-new-thread-description = Ouvrir un fil pour la { -match } (non par défaut)
cmd-hand-name = main
cmd-hand-description = Voir ta main et, à ton tour, choisir quoi jouer (visible par toi seul)
cmd-table-name = table
cmd-table-description = Republier le message de la table en bas du salon
cmd-autopilot-name = pilote-auto
cmd-autopilot-description = Confier ta place à un ordi, ou la reprendre
cmd-autopilot-on-name = activer
cmd-autopilot-on-description = Oui : un ordi joue pour toi ; non : tu reprends la main (par défaut : on bascule)
cmd-stop-name = arrêter
cmd-stop-description = Arrêter la { -match } (l’hôte, ou un membre qui peut gérer le serveur)
cmd-leaderboard-name = classement
cmd-leaderboard-description = Les meilleurs joueurs, sur ce serveur ou partout
cmd-leaderboard-scope-name = portée
cmd-leaderboard-scope-description = Ce serveur (par défaut) ou partout
cmd-leaderboard-scope-choice-0 = ce serveur
cmd-leaderboard-scope-choice-1 = partout
cmd-leaderboard-by-name = par
cmd-leaderboard-by-description = Classer par cote (par défaut), { -match }s gagnées, taux de victoire ou { -hand }s gagnées
cmd-leaderboard-by-choice-0 = cote
cmd-leaderboard-by-choice-1 = { -match }s gagnées
cmd-leaderboard-by-choice-2 = taux de victoire
cmd-leaderboard-by-choice-3 = { -hand }s gagnées
cmd-stats-name = stats
cmd-stats-description = La cote et le bilan Ribs d’un joueur sur ce serveur, et ses dernières { -match }s
cmd-stats-player-name = joueur
cmd-stats-player-description = Quel joueur (par défaut : toi)
cmd-history-name = historique
cmd-history-description = Les dernières { -match }s terminées sur ce serveur (ou celles d’un joueur), avec leur numéro
cmd-history-player-name = joueur
cmd-history-player-description = Seulement les { -match }s de ce joueur
cmd-replay-name = revoir
cmd-replay-description = Revoir une { -match } terminée de ce serveur, { -trick } par { -trick } (visible par toi seul)
cmd-replay-match-name = partie
cmd-replay-match-description = Le numéro de la { -match } (voir /ribs historique)
cmd-rules-name = règles
cmd-rules-description = Comment jouer à Ribs, en quelques pages
cmd-forget-name = oublier
cmd-forget-description = Effacer tes données de Ribs : ton id et tes noms (tes résultats restent, anonymes)
cmd-games-name = jeux
cmd-games-description = Ouvrir une table de n’importe quel jeu, voir les jeux, leurs règles et leurs classements
cmd-games-game-name = jeu
cmd-games-game-description = Quel jeu
cmd-games-new-name = nouvelle
cmd-games-new-description = Ouvrir une table d’un jeu dans ce salon (l’hôte règle ses options avant de lancer)
cmd-games-new-computers-name = ordis
cmd-games-new-computers-description = Nombre d’ordis à placer à la table tout de suite
cmd-games-list-name = liste
cmd-games-list-description = Tous les jeux du bot : joueurs, durée, règles et classements (toi seul le vois)
cmd-games-rules-name = règles
cmd-games-rules-description = Comment jouer à un jeu, en quelques pages (toi seul les vois)
cmd-games-leaderboard-name = classement
cmd-games-leaderboard-description = Les meilleurs joueurs d’un jeu, sur ce serveur ou partout
cmd-games-stats-name = stats
cmd-games-stats-description = La cote et le bilan d’un joueur à un jeu sur ce serveur, et ses dernières { -match }s
cmd-games-history-name = historique
cmd-games-history-description = Les dernières { -match }s d’un jeu terminées sur ce serveur (ou celles d’un joueur)
cmd-games-replay-name = revoir
cmd-games-replay-description = Revoir une { -match } terminée de ce serveur, { -hand } par { -hand } (visible par toi seul)
cmd-games-replay-match-name = partie
cmd-games-replay-match-description = Le numéro de la { -match } (voir /games historique)

## Les images : mots dessinés sur la table et sur les images de révélation (courts : chacun
## a une place fixe), et leurs textes alternatifs (ce que lit un lecteur d’écran : des
## phrases simples). $who est un nom, $cards des cartes (K♥ 9♠), $line une liste
## (« Ann 3, Bob 0 »).

pic-seat = place { $seat }
pic-autopilot = { -autopilot(form: "short") }
pic-dealer = D
pic-alt-deals = { $who } donne.
pic-alt-computers = Ordis : { $names }.
pic-alt-autopilot = En { -autopilot } : { $names }.

## Discord : mots communs aux messages du bot. $who est le nom d’un joueur tel qu’affiché
## (marqué 🤖 pour un ordi), $cards des cartes.

points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
hand-wins-count = { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
list-and = { $first } et { $last }
seat-on-autopilot = { $who } ({ -autopilot(form: "short") })
turn-timer = { $seconds } s par tour
no-turn-timer = sans chrono
level-easy = facile
level-normal = normal
level-hard = difficile
held-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
held-seconds = { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }

## Discord : refus, dits en privé à la personne qui a essayé

refuse-no-table = ⚠️ il n’y a pas de table ici : ouvres-en une avec /ribs nouvelle
refuse-table-exists = ⚠️ ce salon a déjà une table
refuse-over = ⚠️ cette { -match } est finie : la table est passée à autre chose
refuse-stale = ⚠️ la table a avancé : ce bouton date d’une étape précédente
refuse-no-front = ⚠️ { $game } ne se joue pas encore sur Discord
refuse-not-seated = ⚠️ tu n’as pas de place à cette table
refuse-already-seated = ⚠️ tu as déjà une place à cette table
refuse-full = ⚠️ la table est complète ({ $seats } places)
refuse-too-many-computers = ⚠️ ordis : { $room } au maximum ; une table a { $seats } places, dont une pour toi.
refuse-not-host-start = ⚠️ seul l’hôte peut lancer la { -match }
refuse-not-host-cancel = ⚠️ seul l’hôte peut annuler la table
refuse-not-host-remove = ⚠️ seul l’hôte peut retirer des ordis
refuse-not-host-stop = ⚠️ seul l’hôte peut arrêter la { -match } (ou un gestionnaire du serveur)
refuse-not-host-options = ⚠️ seul l’hôte peut changer les options de la table
refuse-bad-option = ⚠️ cette table n’a pas cette option, ou l’option ne prend pas cette valeur
refuse-players = ⚠️ { $needed } ; la table en a { $players }
refuse-started = ⚠️ la { -match } a déjà commencé
refuse-too-many-tables = ⚠️ tu es déjà hôte ou joueur à { $limit } tables ouvertes, le maximum : termine ou quitte l’une d’elles d’abord
refuse-not-a-player = ⚠️ seuls ceux qui ont joué cette { -match } peuvent demander sa revanche
refuse-rematch-taken = ⚠️ cette { -match } a déjà eu sa revanche
refuse-server-full = ⚠️ ce serveur a déjà { $limit } tables ouvertes, le maximum : il faut d’abord en terminer une
refuse-not-started = ⚠️ la { -match } n’a pas encore commencé
refuse-no-computer = ⚠️ il n’y a pas d’ordi à retirer
refuse-autopilot-on = ⚠️ un ordi joue déjà ta place
refuse-autopilot-off = ⚠️ ta place est déjà à toi : rien n’a changé
refuse-not-overdue = ⚠️ ce tour n’a pas encore assez duré pour passer cette place en { -autopilot }
refuse-own-seat = ⚠️ c’est ta propre place : confie-la avec /ribs pilote-auto
refuse-cannot-leave = ⚠️ on ne peut pas quitter une { -match } en cours ; confie ta place à un ordi avec /ribs pilote-auto
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ la table n’a pas pu enregistrer ça ; réessaie
refuse-interrupted = ⚠️ la table a été interrompue ; réessaie
refuse-shutting-down = ⚠️ le bot redémarre ; réessaie dans un instant
refuse-not-finished = ⚠️ cette { -match } est encore en cours : on pourra la revoir une fois finie
refuse-at-open-table = ⚠️ Tu as une place à une table ouverte dans <#{ $place }> : Ribs pourra t’oublier une fois cette table fermée. Rien n’a été effacé.
refuse-at-open-table-invited = ⚠️ Une revanche t’attend dans <#{ $place }> : Ribs pourra t’oublier une fois cette table fermée. Rien n’a été effacé.

## Discord : le message public de la table

button-your-hand = Ta main
table-cannot-save = ⚠️ Le bot ne peut pas enregistrer cette table pour l’instant (sa base de données refuse les écritures) : la { -match } attend, et reprendra d’elle-même dès que possible.
table-overdue = ⏳ C’est à { $who } depuis { $held } : n’importe qui d’autre à la table peut passer cette place en { -autopilot }.
button-take-over = { -autopilot(form: "short", case: "capital") } pour { $who }
table-taken-over = ⏳ { $by } a passé { $who } en { -autopilot } : c’était son tour depuis { $held }. { $who } peut reprendre sa place avec /ribs pilote-auto.

## Discord : la révélation d’un pli, la fin d’une manche, la fermeture de la table

closed-a-manager = un gestionnaire du serveur
closed-resigned-title = 🏳 { $who } abandonne : { $winner } remporte la { -match }
closed-resigned = { $who } a arrêté la { -match } après une { -hand } complète, ce qui vaut abandon : la { -match } est enregistrée avec { $who } à la dernière place.
    { -hand(case: "capital") }s gagnées à l’arrêt : { $line }
closed-won-title = 🏆 { $winner } remporte la { -match }
closed-won = { -hand(case: "capital") }s gagnées au final : { $line }
closed-ratings = Cotes : { $line }
closed-recorded = Le résultat est enregistré : voir /ribs classement et /ribs historique.
closed-expired-title = Table fermée
closed-expired = Personne n’a lancé cette table en { $held }, elle est donc fermée. Ouvres-en une nouvelle avec /ribs nouvelle.
closed-cancelled-title = Table annulée
closed-cancelled = Annulée par { $who }.
closed-stopped-title = { -match(case: "capital") } arrêtée
closed-stopped-by-manager = { $who } (gestionnaire du serveur)
closed-stopped = Arrêtée par { $who }. Elle ne compte pas comme jouée.
closed-failed = La table a rencontré un problème qu’elle n’a pas pu surmonter : la { -match } est arrêtée. Elle ne compte pas comme jouée ; désolé. Ouvre une nouvelle table avec /ribs nouvelle.
closed-place-lost = Le bot n’a plus accès au salon de cette table : la { -match } est arrêtée. Elle ne compte pas comme jouée.
button-rematch = Revanche

## Discord : le panneau privé d’un joueur

panel-no-cards = plus de cartes
panel-match-over = La { -match } est finie.
panel-waiting = En attente de ton tour.
panel-you = toi
acted-for-you = ⏱ Temps écoulé : le { -autopilot } a joué pour toi ({ $action }).
taken-over-from-you = ⏳ { $by } a passé ta place en { -autopilot } : c’était ton tour depuis { $held }. Reprends-la avec /ribs pilote-auto.
panel-replaced = Ce panneau est remplacé par ton panneau le plus récent.
panel-expired = ⏳ Ce panneau ne se met plus à jour : Discord ne le garde actif que 15 minutes. Appuie sur **Ta main** sous le message de la table pour en ouvrir un nouveau.
panel-finished = 🏁 La { -match } est finie : le résultat est sur la table.
panel-closed = La table est fermée.

## Discord : la salle d’attente

lobby-title = { $game } · une table est ouverte
lobby-footer = On joue dans le sens horaire, dans cet ordre ; le premier donneur est tiré au sort.
lobby-rematch = Revanche ! { $people } : rejoignez-la en un clic.
lobby-host = { $who } (hôte)
lobby-ready = { $seated ->
        [one] { $seated } joueur à table
       *[other] { $seated } joueurs à table
    } : l’hôte peut lancer.
lobby-not-ready = { $seated ->
        [one] { $seated } joueur à table
       *[other] { $seated } joueurs à table
    } : { $needed }.
button-join = Rejoindre
button-leave = Quitter
button-start = Lancer
button-cancel = Annuler
button-add-computer = Ajouter un ordi
button-remove-computer = Retirer un ordi
lobby-options-menu = ⚙ Changer une option de la table (l’hôte)
option-line = **{ $name }** : { $value }
option-on = oui
option-off = non
option-default = par défaut
option-menu = **{ $name }** : { $value } pour l’instant. Choisis la nouvelle valeur ; la table l’affiche à tous.
option-menu-placeholder = Choisir une valeur
option-set = ✅ { $name } : { $value }
lobby-closed-title = { $game } · table fermée aux nouveaux joueurs
another-player = Un autre joueur
lobby-begun = La { -match } a commencé.
lobby-begun-in-thread = La { -match } a commencé. Suis-la dans <#{ $thread }>.
thread-name = { $game } · chez { $host }

## Discord : classements et statistiques. $here termine une phrase (« sur ce serveur »).

scope-server = ce serveur
scope-everywhere = partout
where-server = sur ce serveur
where-everywhere = tous serveurs confondus
board-title = Classement { $game } · { $scope } · par { $by }
board-by-rating = cote
board-by-wins = { -match }s gagnées
board-by-rate = taux de victoire (dès { $min } { -match }s)
board-by-hands = { -hand }s gagnées
board-empty = Aucune { -match } terminée pour l’instant { $here } : termines-en une pour apparaître ici.
board-rate-empty = Personne n’est encore classé : le classement au taux de victoire attend qu’un joueur ait terminé { $min } { -match }s.
board-row = { $rank }. **{ $who }** · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } sur { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match }s
    } ({ $rate } %) · { $hands ->
        [one] { $hands } { -hand } gagnée
       *[other] { $hands } { -hand }s gagnées
    }
rating-empty = Aucune { -match } cotée pour l’instant { $here } : termines-en une pour apparaître ici.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [one] { $matches } { -match } cotée
       *[other] { $matches } { -match }s cotées
    }
rating-footer = Cote : le niveau qu’un joueur est sûr d’avoir (Weng-Lin, μ − 3σ). « ? » avant { $matches } { -match }s cotées.
rater-computer = 🤖 ordi { $level }
stats-title = { $who } · stats { $game } · { $scope }
stats-rating = Cote : **{ $rating }** (rang { $rank } { $here })
stats-changes = Dernières variations : { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Aucune { -match } terminée pour l’instant { $here }.
stats-last = Dernières { -match }s :
stats-match = { -match } { $number } · { $players } joueurs · { $result } · { $hands ->
        [one] { $hands } { -hand } gagnée
       *[other] { $hands } { -hand }s gagnées
    } · { $points }
stats-won = **gagnée**
stats-lost = perdue

## Discord : historique et rediffusions

other-server = Cette { -match } s’est jouée sur un autre serveur.
history-none-theirs = Aucune { -match } terminée de ce joueur sur ce serveur pour l’instant.
history-none = Aucune { -match } terminée sur ce serveur pour l’instant.
history-row = **{ -match(case: "capital") } { $number }** · { $date } · gagnée par { $who } · { -hand }s gagnées : { $line }
history-title-theirs = { $game } · { $who } : dernières { -match }s
history-title = { $game } · les dernières { -match }s de ce serveur
history-footer = /ribs revoir partie:<numéro> en rejoue une, { -trick } par { -trick }.
replay-no-match = ⚠️ Pas de { -match } terminée numéro { $number } sur ce serveur : consulte /ribs historique.
replay-title = { $game } · { -match(case: "capital") } { $number } · { -hand(case: "capital") } { $hand } sur { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = Rien n’a été annoncé dans cette { -hand }.
replay-unreadable = ⚠️ La { -match } { $number } ne se rejoue plus telle qu’elle a été enregistrée : elle ne peut pas être montrée.
replay-button-prev-hand = ◀◀ { -hand(case: "capital") }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand(case: "capital") } ▶▶
history-footer-hands = /games revoir partie:<numéro> en rejoue une, { -hand } par { -hand }.
replay-bad-number = ⚠️ Les numéros de { -match } commencent à 1 : consulte /ribs historique.

## Discord : /ribs oublier ($former est ce qu’affiche la place d’un joueur oublié)

forget-title = M’oublier ?
forget-asked = **M’oublier** te retire, { $who }, des archives de Ribs sur tous les serveurs :
    • ton id Discord et tous les noms sous lesquels tu as joué (ton nom d’affichage, tes pseudos de serveur) sont effacés ;
    • dans chaque { -match } que tu as jouée, ta place affiche « { $former } » : les résultats restent, sans appartenir à personne, pour que les résultats et les cotes des autres joueurs ne changent en rien ;
    • tu quittes tous les classements, et /ribs stats et /ribs historique ne te connaissent plus ;
    • ce que le bot gardait pour mettre à jour tes panneaux privés (leurs jetons d’interaction) et tes éventuelles invitations à une revanche disparaissent aussi.

    C’est définitif : si tu rejoues, tu repars avec un bilan vierge. C’est impossible tant que tu as une place à une table ouverte.
forget-footer = Ce message n’est visible que par toi, et toi seul peux confirmer.
button-forget-me = M’oublier
forgotten-title = Données effacées
forgotten-nothing = C’est fait : Ribs n’avait rien gardé sur toi, et n’a toujours rien.
forgotten-names = C’est fait : ton id Discord et tes noms ne sont plus dans les archives de Ribs.
forgotten-matches = C’est fait : ton id Discord et tous les noms sous lesquels tu as joué ne sont plus dans les archives de Ribs. { $matches ->
        [one] La { -match } que tu as jouée affiche
       *[other] Les { $matches } { -match }s que tu as jouées affichent
    } « { $former } » à ta place, et aucun classement ne te montre.
forget-cancelled = Rien n’a été effacé : Ribs garde ton bilan.

## Discord : /ribs règles (les pages elles-mêmes sont les règles en bref, plus haut)

rules-fair-title = Fair-play sur Discord
rules-fair = **Cotes.** Chaque { -match } terminée est cotée. Un hôte qui arrête une { -match } après une { -hand } complète **abandonne** : la { -match } est enregistrée avec lui à la dernière place (un arrêt par un gestionnaire du serveur ne cote personne). Une place jouée par le { -autopilot } pour **plus de la moitié** de ses décisions n’est pas cotée pour cette { -match } ; les autres le sont.

    {"**"}Personne ne prend une table en otage.** Avec un chrono, le { -autopilot } joue pour qui dépasse son temps. Sans chrono, quand une personne fait attendre la table depuis dix minutes, n’importe qui d’autre à la table peut passer sa place en { -autopilot } (un bouton sur le message de la table) ; elle la reprend avec /ribs pilote-auto.

    {"**"}De la place pour tout le monde.** Une table que personne ne lance se ferme toute seule ; une personne ne peut s’asseoir qu’à quelques tables ouvertes à la fois, et un serveur n’en accueille qu’un certain nombre.
rules-title = Règles · { $title }
rules-page = Page { $page } sur { $pages }
button-previous = ◀ Précédent
button-next = Suivant ▶

## Discord : réponses aux commandes slash ($missing, $yours : noms de permissions Discord)

perm-view-channel = Voir le salon
perm-embed-links = Intégrer des liens
perm-send-messages = Envoyer des messages
perm-send-in-threads = Envoyer des messages dans les fils
perm-create-threads = Créer des fils publics
reply-slash-only = ⚠️ Utilise /ribs nouvelle comme commande slash.
reply-thread-of-match = ⚠️ Ce fil appartient à une { -match } : ouvre une nouvelle table dans un salon.
reply-thread-already = ⚠️ Tu es déjà dans un fil : ouvre la table sans l’option fil, ou dans un salon.
reply-bot-missing = ⚠️ Je ne peux pas accueillir de table ici : il me manque { $count ->
        [one] la permission « { $missing } » dans ce salon. Demande à un gestionnaire du serveur de me l’accorder
       *[other] les permissions « { $missing } » dans ce salon. Demande à un gestionnaire du serveur de me les accorder
    }, ou ouvre la table dans un autre salon.
reply-you-missing = ⚠️ Avec l’option fil, la table ouvre un fil, ce qui demande « { $yours } » ici, et tu { $count ->
        [one] ne l’as pas
       *[other] ne les as pas
    }. Ouvre la table sans l’option fil, ou demande à un gestionnaire du serveur.
reply-timer-max = ⚠️ chrono : 3600 secondes au maximum (une heure).
reply-options = ⚠️ { $why }
reply-opened = Ta table est ouverte : elle est affichée dans ce salon.
reply-reposted-link = La table vient d’être republiée, la voici : { $link }
reply-reposted-above = La table vient d’être republiée, juste au-dessus.
reply-reposted = La table est republiée ci-dessous.
reply-autopilot-on = Un ordi joue ta place maintenant. Reprends-la avec /ribs pilote-auto.
reply-autopilot-off = Ta place est de nouveau à toi.
reply-stopped = La { -match } est arrêtée.
reply-went-wrong = ⚠️ Quelque chose s’est mal passé ; réessaie.

## Discord : réponses aux clics

click-not-in-server = ⚠️ Ribs se joue dans les salons d’un serveur, pas ici.
click-panel-only = ⚠️ Ce bouton appartient à un panneau privé : appuie sur Ta main sous le message de la table.
click-private-page = ⚠️ Ce bouton appartient à une page privée : ouvre-la avec sa commande.
click-other-channel = ⚠️ Ce bouton appartient à une table d’un autre salon.
click-unknown = Ce bouton n’est pas connu de ce bot (il vient peut-être d’une ancienne version).
click-pick-from-menu = ⚠️ Choisis deux cartes dans le menu.
click-pick-two = ⚠️ Choisis exactement deux cartes.
click-choose-from-menu = ⚠️ Choisis une valeur dans le menu.
note-no-thread-permission = Impossible d’ouvrir un fil pour cette table (je n’ai peut-être pas le droit d’en créer ici) : la { -match } se joue dans ce salon.
note-no-threads = Impossible d’ouvrir un fil pour cette table (les fils ne sont pas disponibles ici) : la { -match } se joue dans ce salon.

## Discord : /games list, le catalogue des jeux ($new, $rules, $board : les commandes,
## en liens ; $game : l’option game de la commande, avec le nom du jeu)

catalog-title = { $count ->
        [one] Le jeu
       *[other] Les { $count } jeux
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = de { $min } à { $max } joueurs
catalog-players-exactly = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
catalog-minutes = une { -match } dure environ { $from } à { $to } minutes
catalog-options = Options de table (l’hôte les règle avant de lancer) : { $options }
catalog-links = Ouvrir une table avec { $new }, lire les règles avec { $rules }, voir le classement avec { $board }, chaque fois avec { $game }.
catalog-footer = Chaque commande demande d’abord le jeu.

## Outils de l’exploitant : nombres

count-matches = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
count-hands = { $count ->
        [one] { $count } manche
       *[other] { $count } manches
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } se joue de { $min } à { $max } joueurs
players-needed-exactly = { $game } se joue à { $seats } joueurs exactement

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(case: "capital") }s : { $matches ->
        [one] { $matches } jouée
       *[other] { $matches } jouées
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    } ({ $rate } %)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Vos cartes { $suit } ({ $count })
