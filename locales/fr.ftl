# Les textes de Backrank en français. Mêmes identifiants que en.ftl.
#
# Pluriels : en français, la catégorie [one] de CLDR vaut pour 0 et 1
# (« 0 tirage »). Une forme qui écrit « un » ou « une » en lettres prend
# donc la clé [1], pour que 0 ne devienne pas « une fois ».

## Le message d'un tirage

key-facts = **{ $heading }** · { $side } `{ $white }`{ $legend }{ $black } · replay `{ $code }`
key-facts-black = { " " }· { $side } `{ $row }`
letters-janggi = R char, N cheval, B éléphant, A conseiller

roll-footer = À refaire à la table : chaque étape dit quoi lancer et comment compter.
roll-too-long = Le relevé compte { $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
}, trop pour l'afficher ici : il est joint en record.txt.
roll-record-attached = Le relevé compte { $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
} : il est joint en record.txt.
record-file-description = Le relevé complet du tirage, étape par étape

field-not-uniform = ⚠️ Non uniforme
warning-not-uniform = Cette procédure publiée n’est pas uniforme : certaines positions sortent { $most }/{ $least } fois plus souvent que d’autres. Utilisez la méthode par défaut pour un tirage équitable.
field-record = Relevé
field-method = Méthode
field-device = Instrument
field-source = Source
field-standard = Position standard
field-standard-excluded = exclue : relancée si elle sort
field-pair = Parties
field-pair-value = une paire : jouez-la deux fois, couleurs inversées
field-repeats = Répétitions
field-repeats-no = aucune : un tirage qui donne la position d'une ronde précédente est refait
field-repeats-allowed = permises : une position peut sortir dans plusieurs rondes
field-excluded = Écartées
field-excluded-value = { $positions } : un tirage qui en donne une est refait
field-avoided = Évitées
field-avoided-value = { $count ->
    [1] la position révélée
    [one] { $count } position révélée
   *[other] les { $count } positions révélées
} par « { $event } » : { $positions }
field-number = Numéro
field-throws = Lancers
field-fen = FEN
field-replay = Code de replay
# A fact on a line of its own: its label and its value.
fact-line = { $label } : { $value }

button-roll-again = Relancer
button-full-record = Relevé complet
button-web = Ouvrir sur le web
button-lichess = Analyser sur lichess

## L'échiquier en mots (le texte alternatif de l'image)

alt-board = { $heading }. Blancs : { $white }. Noirs : { $black }.
alt-piece = { $piece } en { $square }
alt-pawns = { $count ->
    [one] { $count } pion
   *[other] { $count } pions
}
alt-nothing = rien pour l'instant

piece-king = roi
piece-queen = dame
piece-rook = tour
piece-bishop = fou
piece-knight = cavalier
piece-archbishop = archevêque
piece-chancellor = chancelier
piece-prime-minister = premier ministre
piece-pawn = pion
piece-general = général
piece-advisor = conseiller
piece-elephant = éléphant
piece-horse = cheval
piece-chariot = char
piece-cannon = canon
piece-soldier = soldat

## Descriptions des commandes (les noms restent en anglais)

-variant-default = Chess960, crc, korean, … (par défaut : celle du serveur)
-variant-search = Chess960, crc, korean, … (tapez pour chercher)
-method = La procédure à la main (par défaut : l'équitable)
-dice = coin (pièce), d4, d6, d8, d10, d12 ou d20 (par défaut d6)
-source = D'où viennent les lancers
-event-name = Le nom de l'événement (par défaut : le seul en cours du serveur)

cmd-random = Tirer une position de départ au hasard, avec le relevé de chaque lancer
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = Les faces que vous avez obtenues, dans l'ordre (« 5 3 6 », H/T pour une pièce)
cmd-random-private = Vous seul voyez la réponse
cmd-random-text = Un échiquier en texte seulement, sans image (lecteurs d'écran)
cmd-random-exclude_standard = Relancer sur la position standard (518 au Chess960) ; par défaut : celui du serveur
cmd-random-pair = La position sert à deux parties, couleurs inversées ; par défaut : celui du serveur
cmd-position = Afficher une position de départ numérotée
cmd-position-variant = { -variant-search }
cmd-position-number = Le numéro de la position (Chess960 : SP 0–959)
cmd-replay = Reproduire un tirage à partir de son code replay
cmd-replay-code = Le code sous un tirage, comme 960-p6-…
cmd-variants = Les variantes, leurs positions et leurs méthodes
cmd-fairness = L'audit exact d'équité d'une méthode avec un instrument
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-stats = Comment les tirages de ce serveur sont sortis, face à des dés équitables, avec un graphique
cmd-stats-days = Seulement les derniers jours, ce nombre-ci (depuis le début sinon)
cmd-stats-source = Seulement les tirages d'une source : la tour à dés, avec ses tests de santé
cmd-record = Afficher un tirage enregistré par son numéro
cmd-record-id = Le numéro de relevé sous un tirage (#42)
cmd-roll-along = Lancez de vrais dés à la table ; le bot tient le relevé pas à pas
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = Les personnes qui lancent à tour de rôle avec vous, dans l'ordre : @Ana @Ben
cmd-prefs = Comment vous voyez les tirages : couleurs, côté, taille ou texte seul
cmd-prefs-show = Afficher vos préférences
cmd-prefs-set = Changer la façon dont vous voyez les tirages, partout
cmd-prefs-set-theme = Les couleurs de l'échiquier
cmd-prefs-set-flipped = Les Noirs en bas
cmd-prefs-set-width = La largeur de l'image en pixels
cmd-prefs-set-text_only = Un échiquier en texte au lieu d'une image (lecteurs d'écran)
cmd-prefs-set-language = La langue des réponses qui vous sont faites (auto : celle de votre Discord)
cmd-prefs-reset = Revenir aux réglages du serveur
cmd-settings = Les réglages de ce serveur et qui peut saisir les lancers
cmd-settings-show = Afficher les réglages de ce serveur
cmd-settings-set = Changer certains réglages de ce serveur
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = Qui peut saisir les lancers d'un /roll-along
cmd-settings-set-role = Le rôle pour guided: role
cmd-settings-set-public = Réponses visibles par tous (oui) ou par le seul demandeur (non)
cmd-settings-set-log_channel = Où le bot signale les problèmes des publications quotidiennes
cmd-settings-set-missed_daily = Une publication quotidienne manquée pendant que le bot était arrêté
cmd-settings-set-manager_role = Les membres de ce rôle peuvent aussi utiliser /settings et /daily
cmd-settings-set-exclude_standard = Relancer quand un tirage donne la position standard (518 au Chess960)
cmd-settings-set-pairs = Chaque position sert à deux parties, couleurs inversées
cmd-settings-set-event_study = Minutes entre la révélation d'une ronde et le début du jeu (0–60 ; 0 : aucune)
cmd-settings-set-lichess = Proposer « Jouer sur lichess » sous les tirages que lichess peut jouer
cmd-settings-set-lichess_clock = La cadence des parties sur lichess : 10+5 (minutes+secondes) ou 3d (jours par coup)
cmd-settings-set-language = Pour les publications quotidiennes et ceux dont Discord est dans une autre langue
cmd-settings-set-reset = Revenir d'abord aux réglages par défaut
cmd-daily = Une position au hasard publiée chaque jour
cmd-daily-set = Publier un défi quotidien dans un salon
cmd-daily-set-channel = Où publier
cmd-daily-set-time = Heure locale, comme 18:30
cmd-daily-set-timezone = Comme Europe/Paris ou America/Montreal (tapez pour chercher)
cmd-daily-set-variants = Les variantes, comme « chess960, crc », ou « all »
cmd-daily-set-order = Comment la variante du jour est choisie
cmd-daily-set-thread = Ouvrir un fil de discussion sur chaque publication
cmd-daily-off = Arrêter les publications quotidiennes
cmd-daily-off-channel = Le salon dont la publication quotidienne s'arrête (nécessaire s'il y en a plusieurs)
cmd-daily-off-all = Arrêter toutes les publications quotidiennes de ce serveur
cmd-daily-show = Afficher les publications quotidiennes de ce serveur
cmd-daily-now = Publier un défi ici maintenant (ne change pas le programme)
cmd-daily-now-channel = Utiliser les variantes du programme de ce salon
cmd-variant = Les variantes propres à ce serveur, depuis des fichiers de variante
cmd-variant-add = Ajouter un fichier de variante (.toml) à ce serveur, ou une nouvelle version
cmd-variant-add-file = Le fichier de variante, tel que `backrank variants check` le lit
cmd-variant-show = Les variantes de ce serveur, ou l'une avec son audit et son fichier
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = Ne plus utiliser l'une des variantes de ce serveur
cmd-variant-remove-variant = { -variant-search }
cmd-event = Une position par ronde pour tout un tournoi, engagée à l'avance ou tirée de la balise drand
cmd-event-start = Lancer un tournoi : graines engagées maintenant, ou la balise drand à chaque révélation (draw:)
cmd-event-start-name = Le nom de l'événement, comme « Open du club 2026 »
cmd-event-start-rounds = Combien de rondes
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-start-exclude_standard = Relancer sur la position standard à chaque ronde ; par défaut : celui du serveur
cmd-event-start-pair = Chaque ronde, deux parties aux couleurs inversées ; par défaut : celui du serveur
cmd-event-start-draw = Graines engagées maintenant (par défaut), ou la balise publique de drand à chaque révélation
cmd-event-start-repeats = Aucune position deux fois (défaut), ou répétitions permises
cmd-event-start-exclude = Positions à écarter : 518,534 ou 0-16 ou standard
cmd-event-start-avoid = Écarter chaque position révélée par un événement précédent
cmd-event-next = Révéler la ronde suivante
cmd-event-next-name = { -event-name }
cmd-event-next-study = Minutes pour étudier la position avant le jeu (0–60) ; par défaut : celles du serveur
cmd-event-show = Les engagements de l'événement et les rondes révélées jusqu'ici
cmd-event-show-name = { -event-name }
cmd-event-verify = Vérifier la graine d'une ronde révélée contre son engagement publié
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = La ronde, à partir de 1
cmd-event-verify-seed = La graine révélée de la ronde
cmd-event-verify-commitment = L'engagement de la ronde, tel que publié au départ
cmd-event-list = Les événements de ce serveur, les plus récents d'abord

# Les choix que proposent certaines options, tels que Discord les liste.
choice-source-beacon = la balise publique de drand : personne ne peut la connaître à l'avance
choice-guided-role = les membres d'un rôle (indiquez `role`)
choice-missed-post = la publier en retard, une fois
choice-missed-skip = la sauter
choice-lichess-on = oui : proposer « Jouer sur lichess »
choice-lichess-off = non : ne pas le proposer
choice-order-rotate = dans l'ordre
choice-order-random = au hasard
choice-draw-seeds = graines
choice-draw-beacon = balise
choice-repeats-no = no
choice-repeats-allow = allow
choice-language-auto = automatique

side-white = Blancs
side-black = Noirs
side-cho = Cho
side-han = Han

## Tirage accompagné (/roll-along) : de vrais dés à la table

along-title = Tirage accompagné #{ $id } · { $variant }
along-heading = { $variant }, en cours de mise en place, tirage accompagné #{ $id }
along-step = **Étape { $step } · { $title }**
along-step-so-far = Cette étape jusqu'ici : { $throws }
along-done-so-far = **Déjà fait**
along-progress = lancer { $throw } sur environ { $expected }
along-progress-open = lancer { $throw }
along-progress-over = lancer { $throw } : plus que les { $expected } habituels, car un lancer qui ne donne aucune position est relancé
along-field-progress = Avancement
along-field-throws = Lancers jusqu'ici
along-field-who = Qui a lancé quoi
along-none-yet = aucun pour l'instant
along-toss-coin = Lancez la pièce et appuyez sur la face visible.
along-pick-face = Lancez le dé et choisissez la face dans la liste.
along-press-face = Lancez le dé et appuyez sur la face visible.
along-anyone = Tout le monde ici peut saisir les lancers.
along-starter-and-role = { $starter } et les membres ayant le rôle des dés du serveur peuvent saisir les lancers.
along-only-starter = Seul·e { $starter } peut saisir les lancers.
along-in-turn = Chacun son tour : seule la personne nommée plus haut saisit ce lancer, et seule la dernière à avoir lancé peut l'annuler.
along-turn = 🎲 **Au tour de { $player }** · ordre : { $order }
along-threw = { $player } a lancé { $faces } ({ $count } en tout)
along-threw-more = { $player } a lancé { $faces } … et { $more } de plus ({ $count } en tout)
along-no-throws = { $player } : aucun lancer
along-complete = ✅ Le tirage accompagné #{ $id } est terminé : { $throws ->
    [one] { $throws } lancer
   *[other] { $throws } lancers
}. Placez les pièces comme montré.
along-cancelled = ✖️ Tirage accompagné #{ $id } ({ $variant }) annulé par { $name } après { $throws ->
    [one] { $throws } lancer
   *[other] { $throws } lancers
}.

button-heads = Face
button-tails = Pile
button-type-several = En taper plusieurs…
button-type-yours = Taper votre lancer…
button-undo = Annuler le dernier lancer
button-cancel = Annuler…
button-cancel-yes = Oui, annuler
button-keep-rolling = Continuer à lancer
along-cancel-question = ⚠️ Annuler le tirage accompagné #{ $id } ? { $throws ->
    [0] Aucun lancer n'est encore fait.
    [one] Son seul lancer est perdu.
   *[other] Ses { $throws } lancers sont perdus.
} Rien ne change tant que vous n'appuyez pas sur **Oui, annuler**.
along-select = Le { $die } montre…
along-form-title = Saisir plusieurs lancers
along-form-title-yours = Saisir votre lancer
along-form-label = Les faces du { $die }, dans l'ordre des lancers
along-form-label-yours = La face de votre { $die }

## Titres au-dessus d'un tirage

replay-confirmed = ✅ Replay confirmé : { $throws ->
    [one] { $throws } lancer donne
   *[other] { $throws } lancers donnent
} { $position }.
record-file-numbered = Relevé complet n° { $number } (`{ $code }`) :
record-file-code = Relevé complet de `{ $code }` :
daily-headline = 🗓️ **Défi du jour, { $date }** : { $position }. Installez-la et jouez-la à la prochaine rencontre — le relevé ci-dessous permet à chacun de refaire les lancers à la main.
daily-headline-late = 🗓️ **Défi du jour, { $date }** (publié en retard : le bot était arrêté à l'heure habituelle) : { $position }. Installez-la et jouez-la à la prochaine rencontre — le relevé ci-dessous permet à chacun de refaire les lancers à la main.
daily-thread = Défi quotidien { $date } · { $variant }

## /record

record-headline = Relevé #{ $number } : { $kind } par { $name } le { $when }.
record-kind-random = tirage au hasard
record-kind-roll-along = tirage accompagné
record-kind-daily = défi du jour
record-kind-event = ronde d’événement

## /prefs

prefs-title = Vos préférences
prefs-description = Comment vous voyez les tirages, où que vous tiriez. Changez-les avec `/prefs set`, effacez-les avec `/prefs reset`.
prefs-theme = Couleurs
prefs-flipped = Retourné
prefs-width = Largeur
prefs-text-only = Texte seul
prefs-language = Langue
prefs-default = (par défaut)
prefs-your-discord = (celle de votre Discord)
prefs-yes = oui
prefs-no = non
prefs-saved = ✅ Enregistré : vos tirages ressemblent désormais à ceci.
prefs-reset-done = ✅ Retour aux réglages par défaut.

## Refus

refused-outside-servers = /{ $command } modifie le Backrank d'un serveur : cette commande ne marche que sur un serveur qui a ajouté le bot (quelqu'un avec « Gérer le serveur » peut l'y ajouter). Ici, vous pouvez utiliser { $commands }

## /settings

settings-title = Réglages Backrank de ce serveur
settings-description = Changez-les avec `/settings set` ; `reset: true` revient aux réglages par défaut.
settings-saved = ✅ Enregistré.
settings-beacon-silent = ⚠️ Enregistré, mais la balise de drand ne répond pas pour l’instant ({ $why }) : les tirages depuis la balise échouent tant qu’elle ne répond pas. Qui fait tourner le bot peut vérifier `[beacon] relays` avec `backrank doctor`.
settings-default = (par défaut)
settings-variant = Variante
settings-dice = Dé
settings-method-fair = la méthode équitable de la variante
settings-guided = Qui saisit les lancers dans /roll-along
settings-guided-starter = la personne qui l'a lancé
settings-guided-anyone = tout le monde
settings-guided-role = la personne qui l'a lancé, et { $role }
settings-guided-role-unset = un rôle (non défini)
settings-replies = Réponses
settings-replies-public = publiques
settings-replies-private = visibles par le seul demandeur
settings-log = Salon de journal
settings-log-none = aucun : les problèmes vont dans le journal du bot
settings-missed = Publications quotidiennes manquées
settings-missed-post = publiées en retard, une fois
settings-missed-skip = sautées
settings-daily = Défis quotidiens
settings-daily-count = { $count } (voir `/daily show`)
settings-language = Langue
settings-language-auto = celle du Discord de chacun (publications quotidiennes : anglais)
settings-language-set = { $language } (et publications quotidiennes)
settings-managers-title = Qui gère Backrank ici
settings-standard = Position standard
settings-standard-excluded = relancée (règle de tournoi)
settings-standard-allowed = tirée comme les autres
settings-pairs-on = deux parties par position, couleurs inversées
settings-pairs-off = une partie par position
settings-study = Temps d'étude des tournois
settings-managers = les membres avec « Gérer le serveur »
settings-managers-and-role = les membres avec « Gérer le serveur », et { $role }

## /event

event-started = 🏁 **{ $name }** : la position de chaque ronde est tirée et fixée dès maintenant. Chaque ligne ci-dessous est le SHA-256 du nom de l'événement, de la ronde, de la graine secrète de cette ronde et des règles de l'événement (listées ci-dessous) ; `/event next` révèle les graines une ronde à la fois, et chacun peut les vérifier contre ces lignes.
event-round = 🏁 **{ $name }**, ronde { $round } sur { $rounds } : { $position }.
event-started-beacon = 🏁 **{ $name }** : aucune position n'existe encore, et personne ne peut en connaître une à l'avance. Chaque ronde est décidée par la première ronde de la balise publique de drand publiée après son `/event next` : un nombre signé par la League of Entropy, que personne ne détient seul. Chaque révélation donne la ronde de la balise, sa signature et la commande qui la vérifie sans réseau.
event-beacon-rule = Chaque ronde : la première ronde de la balise **{ $chain }** de drand après son `/event next`, tirée pour `event { $server } { $name } round N`.
event-beacon-unfixed = pas encore tirée
event-round-forged = ⚠️ son relevé gardé ne correspond pas à ce qui a été publié : non montrée
event-round-unchecked = n’a pas pu être vérifiée pour l’instant : non montrée
event-verified = ✅ Ronde { $round } de « { $name } » : la graine correspond à l'engagement `{ $commitment }` et donne { $position }.
field-study = Temps d'étude
event-study-rule = { $minutes ->
    [0] aucun : le jeu commence à la révélation de chaque ronde, sauf si l'arbitre donne du temps d'étude avec elle
    [one] { $minutes } minute entre chaque révélation et le début du jeu, sauf si l'arbitre en donne un autre avec elle
   *[other] { $minutes } minutes entre chaque révélation et le début du jeu, sauf si l'arbitre en donne un autre avec elle
}
event-play-starts = ⏱️ { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} pour étudier la position : le jeu commence à { $time } ({ $relative }).
field-play-starts = Début du jeu
round-study-given = après { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} d'étude
event-title = { $name } · { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} de { $variant }
event-footer = { $method } avec un { $dice }. Révélées : { $revealed } sur { $rounds }. Vérifier une ronde : backrank verify-event.
event-list-title = { $count ->
    [1] Un événement
    [one] { $count } événement
   *[other] { $count } événements
}
event-list-running = **{ $name }** · { $variant } · { $revealed ->
    [one] { $revealed } ronde révélée
   *[other] { $revealed } rondes révélées
} sur { $rounds }
event-list-finished = **{ $name }** · { $variant } · { $rounds ->
    [1] sa seule ronde révélée
    [2] les deux rondes révélées
    [one] { $rounds } ronde révélée
   *[other] les { $rounds } rondes révélées
}
event-list-more = …et { $more } plus anciens
event-again-seeds = Un tirage qui donne une position { $repeats ->
    [no] écartée, ou celle d'une ronde précédente,
   *[allowed] écartée
} est refait à partir de la graine suivie de ` attempt 2`, ` attempt 3`… jusqu'à ce qu'une position soit permise.
event-again-beacon = Un tirage qui donne une position { $repeats ->
    [no] écartée, ou celle d'une ronde précédente,
   *[allowed] écartée
} est refait pour l'usage suivi de ` attempt 2`, ` attempt 3`… jusqu'à ce qu'une position soit permise.

## Le protocole : chaque consigne que l'on suit à la table
#
# Les cases (a1), les faces (H = face, T = pile, 1–20) et les nombres restent
# les mêmes dans chaque langue, pour qu'un protocole se rejoue dans toutes.

ordinal = { $n ->
    [1] 1er
   *[other] { $n }e
}
nth-word = { $n ->
    [1] 1er lancer
   *[other] { $n }e lancer
}
option = { $nth } : { $name }
number-word = { $n ->
    [0] aucun
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
    [12] douze
   *[other] plusieurs
}
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }

pieces-king = rois
pieces-queen = dames
pieces-rook = tours
pieces-bishop = fous
pieces-knight = cavaliers
pieces-archbishop = archevêques
pieces-chancellor = chanceliers
pieces-prime-minister = premiers ministres
pieces-pawn = pions
pieces-general = généraux
pieces-advisor = conseillers
pieces-elephant = éléphants
pieces-horse = chevaux
pieces-chariot = chars
pieces-cannon = canons
pieces-soldier = soldats

rule-one-choice = Aucun lancer : il n'y a qu'un choix.
rule-coin-two = Lancez une pièce : face (H) = 1er, pile (T) = 2e.
rule-binary = Lancez une pièce { $throws ->
    [1] une fois
   *[other] { $throws } fois
} ; notez face (H) comme 1 et pile (T) comme 0, le premier lancer en premier : un nombre binaire de 0 à { $top }.
rule-binary-start-over = Recommencez dès qu'il ne peut plus faire que { $accept } ou plus{ $hint } ; { $throws ->
    [1] vous pouvez aussi faire le lancer d'abord, qui ne compte alors pour rien.
    [one] vous pouvez aussi faire { $throws } lancer d'abord, qui ne compte alors pour rien.
   *[other] vous pouvez aussi faire les { $throws } lancers d'abord, qui ne comptent alors pour rien.
}
rule-binary-hint = { $lead ->
    [1] { " " }(le premier lancer face)
    [one] { " " }({ $lead } premier lancer face)
   *[other] { " " }(les { $lead } premiers lancers tous face)
}
rule-throw-once = { $die ->
    [coin] Lancez une pièce
   *[other] Lancez un { $die }
}
rule-throw-times = Lancez un { $die } { $times ->
    [1] une fois
   *[other] { $times } fois
} : le nombre est { $formula }, de 1 à { $span }
rule-weight = { $weight } × ({ $nth } − 1)
rule-coins-table = { $coins ->
    [1] Lancez une pièce et lisez-la
    [one] Lancez { $coins } pièce et lisez-la
   *[other] Lancez { $coins } pièces et lisez-les dans l'ordre
} (H = face, T = pile) : { $table }
rule-coins-binary = { $coins ->
    [1] Lancez une pièce et lisez-la
    [one] Lancez { $coins } pièce et lisez-la
   *[other] Lancez { $coins } pièces et lisez-les dans l'ordre
} comme un nombre binaire avec pile (T) = 1, la première pièce la plus forte, plus 1 ({ $first } … { $last })
rule-again = ; sur { $range }, relancez
rule-again-all = ; sur { $range }, { $throws ->
    [1] relancez
    [one] relancez-en { $throws }
   *[other] relancez les { $throws }
}
rule-count = { " " }et comptez { $range }
rule-odd-even = : impair = 1er, pair = 2e
rule-fold = ; { $high } comptent comme { $low }
rule-take-away = ; retirez { $k } jusqu'à obtenir { $k } ou moins

from-left = depuis la gauche
from-blacks-left = depuis la gauche des Noirs
count-empty = Comptez les cases vides { $from } : { $names }.
count-colour = Comptez les cases { $colour ->
    [dark] sombres
   *[light] claires
} vides { $from } : { $names }.
count-inner = Le roi ne peut prendre ni la première ni la dernière case vide ; comptez { $from } à partir de la deuxième : { $names }.
count-left-of = Comptez les cases vides à gauche { $piece ->
    [dame] de la dame
    [tour] de la tour
   *[other] du { $piece }
} { $from } : { $names }.
count-right-of = Comptez les cases vides à droite { $piece ->
    [dame] de la dame
    [tour] de la tour
   *[other] du { $piece }
} { $from } : { $names }.
count-left-of-general = Comptez les cases vides à gauche du général { $from } : { $names }.
count-right-of-general = Comptez les cases vides à droite du général { $from } : { $names }.
only-one-left = Il n'en reste qu'une : { $choice }.
number-the-sets = Numérotez les façons d'y placer { $how_many } { $pieces }, la plus à gauche d'abord : { $list }.
sets-in-order = comptez les ensembles dans l'ordre alphabétique de leurs cases

outcome-on = { $piece } en { $squares }.
placed-on = { $piece } en { $square }
title-king-and-rooks = Roi et tours
fill-king-between-rooks = Il reste trois cases : le roi prend celle du milieu et les tours les deux autres.
title-colour = { $title } : couleur
pick-colour = Choisissez la couleur des cases : 1er = sombre, 2e = claire.
dark-squares = cases sombres
light-squares = cases claires
start-over-because = { $why }, donc cette rangée n'est pas permise : recommencez à la première étape.
step-start-over = Recommencer
step-standard-again = C'est la position standard ({ $row }), que ce tirage exclut : relancez depuis la première étape.

violation-wrong-pieces = la rangée n'a pas les bonnes pièces pour cette variante
violation-same-colour = les deux fous sont sur des cases { $colour ->
    [dark] sombres
   *[light] claires
}
violation-queen-archbishop = la dame et l'archevêque sont tous deux sur des cases { $colour ->
    [dark] sombres
   *[light] claires
}
violation-king-between-rooks = le roi n'est pas entre les tours
violation-unprotected-pawn = le pion en { $square } n'est pas protégé
violation-uneven-half = le côté { $side ->
    [left] gauche
   *[right] droit
} du général n'a pas un char, un cheval et un éléphant
violation-not-a-relocation = aucun échange du roi puis de la dame ne mène de la position standard à cette rangée

title-nth-piece = { $n ->
    [1] Premier { $piece }
    [2] Second { $piece }
   *[other] { $n }e { $piece }
}
title-dark-bishop = Fou de cases sombres
title-light-bishop = Fou de cases claires
title-rook-left-of-king = Tour à gauche du roi
title-rook-right-of-king = Tour à droite du roi
fill-one = Il reste une case : { $piece ->
    [dame] la dame la prend
    [tour] la tour la prend
   *[other] le { $piece } la prend
}.
fill-many = Il reste { $how_many } cases : les { $pieces } les prennent.
title-left-of-general = { $piece }, à gauche du général
title-right-of-general = { $piece }, à droite du général
title-king-relocation = Échange du roi
title-queen-relocation = Échange de la dame
square-and-piece = { $square } ({ $piece })
count-relocations = Comptez depuis la gauche les pièces avec lesquelles { $piece ->
    [dame] la dame
   *[other] le { $piece }
} peut s'échanger (elle-même signifie qu'elle reste) : { $list }.
relocation-stays = { $piece ->
    [dame] La dame reste
   *[other] Le { $piece } reste
} en { $square }.
relocation-swaps = { $piece ->
    [dame] la dame
   *[other] le { $piece }
} va en { $to }, { $other ->
    [dame] la dame
    [tour] la tour
   *[other] le { $other }
} en { $from }.

title-pawn-marked = { $n ->
    [1] Premier pion marqué { $mark }
    [2] Second pion marqué { $mark }
   *[other] Pion marqué { $mark }
}
title-black-pawn = Pion noir
pick-black-pawn = Les deux fous sont sur la même couleur. Tirez un des pions noirs marqués L1–L4, R1–R4 : L ou R désigne le fou de gauche ou de droite, le nombre la case de l'autre couleur (les quatre comptées depuis la gauche) où il va.
bishop-moves = Le fou en { $from } va en { $to }, la { $nth } case { $colour ->
    [dark] sombre
   *[light] claire
}
bishop-moves-alone = { $moved }.
bishop-moves-and-swaps = { $moved }, et { $piece ->
    [dame] la dame
    [tour] la tour
   *[other] le { $piece }
} va en { $from }.
no-black-pawn = Les fous sont sur des couleurs opposées : pas besoin de pion noir.

title-queen-or-archbishop-first = Dame ou archevêque d'abord
title-first-piece-light = Première pièce, case claire
title-second-piece-dark = Seconde pièce, case sombre
pick-queen-or-archbishop = Choisissez quelle pièce va sur une case claire : 1er = la dame, 2e = l'archevêque.
queen-on-light = la dame sur une case claire
archbishop-on-light = l'archevêque sur une case claire
title-queen-or-archbishop-light = Dame ou archevêque sur une case claire
title-piece-light = Pièce sur une case claire
title-piece-dark = Pièce sur une case sombre
number-division = { $before } ÷ { $k } = { $after } reste { $digit } → { $choice }.

title-position-number = Numéro de la position
title-row-number = { $side ->
    [white] Numéro de la rangée blanche
   *[black] Numéro de la rangée noire
}
title-number-part = { $whose }, partie { $part } sur { $parts }
number-runs = Le nombre va de 0 à { $top }.
number-part-runs = Cette partie va de 0 à { $top } : c'est le compte moins 1.
number-formula = { $formula } = { $number }.

record-throws = Lancers : { $throws } → { $choice }
record-again = { $face } (relancé)
record-setup-from-number = Mise en place à partir du numéro :

## Erreurs : ce qui n'a pas marché et que faire

error-store-unreached = les relevés du bot sont injoignables, donc rien n'a été fait : réessayez dans un instant, ou prévenez la personne qui gère le bot
error-roll-unsaved = le tirage n'a pas pu être enregistré, il n'est donc pas montré : réessayez, ou prévenez la personne qui gère le bot
error-store-full = le disque du bot est plein, donc rien ne peut être enregistré (ni aucun tirage montré) tant que de la place n'est pas libérée : prévenez la personne qui gère le bot
error-store-slow = les relevés du bot n'ont pas répondu à temps, donc cela n'a peut-être pas été fait : réessayez dans un instant (un tirage enregistré apparaît dans /record)
error-render = le dessin de l'échiquier a échoué : réessayez, ou prévenez la personne qui gère le bot
error-rate = c'est plus { $most ->
    [1] d'un tirage
    [one] de { $most } tirage
   *[other] de { $most } tirages
} par minute, le maximum que ce bot accepte d'une personne : réessayez dans { $seconds } s
error-no-record = il n'y a pas de relevé n° { $record } ici : le numéro est sous chaque tirage, comme « Relevé », et les relevés sont montrés là où ils ont été faits (un relevé privé à son auteur seulement)
error-in-option = `{ $option }` : { $problem }
face-hint = { $die ->
    [coin] H (face) ou T (pile)
   *[other] un nombre de 1 à { $sides }
}
error-faces-too-long = les faces font { $bytes ->
    [one] { $bytes } octet
   *[other] { $bytes } octets
} ; tapez-en au plus { $most }
error-faces-too-many = { $count ->
    [one] { $count } face
   *[other] { $count } faces
}, c'est plus qu'il n'en faut pour un tirage ; tapez-en au plus { $most }
error-bad-face = face { $position } (« { $token } ») : { $problem }
error-faces-look-like-coin = { $problem }. On dirait des lancers de pièce : ajoutez { $option }
error-typed-needs-faces = `{ $typed }` demande les faces : ajoutez-les avec `{ $rolls }`, comme "5 3 6 …"
error-faces-and-source = `{ $rolls }` donne des faces tapées, mais `{ $source }` est nommé à côté : retirez `{ $source }` (les faces tapées sont leur propre source)
error-face-out-of-range = { $value } n'est pas une face d'un { $die } : utilisez { $hint }
error-not-a-face = « { $token } » n'est pas une face d'un { $die } : utilisez { $hint }
error-need-more = plus de faces à l'étape { $step } ({ $side ->
    [black] Noirs : { LOWER($title) }
   *[white] { LOWER($title) }
}) : lancez ensuite { $die ->
    [coin] une pièce
   *[other] un { $die }
}
error-add-to-rolls = { $error }, puis ajoutez-le à `{ $rolls }`
error-left-over = la position était complète après { $used ->
    [one] { $used } face
   *[other] { $used } faces
} sur { $total } ; { $unused ->
    [one] la dernière ({ $extra }) n'a pas servi
   *[other] les autres ({ $extra }) n'ont pas servi
} : vérifiez les faces avec le relevé, ou mettez-en moins
error-wrong-device = la face { $position } est un { $found }, mais ce tirage utilise un { $expected }
error-witnesses-none = nommez au moins une autre personne dans `witnesses` avec qui lancer à tour de rôle, comme witnesses:@Ana
error-witnesses-too-many = `witnesses` nomme { $count ->
    [one] { $count } personne
   *[other] { $count } personnes
} ; un tirage accompagné alterne entre au plus { $most ->
    [one] { $most } personne
   *[other] { $most } personnes
} en plus de vous : nommez-en moins
error-witness-role = « { $shown } » dans `witnesses` est un rôle ; nommez les personnes qui lanceront, comme witnesses:@Ana @Ben
error-witness-not-a-person = « { $shown } » dans `witnesses` n'est pas une personne : tapez @ et choisissez chaque personne qui lancera, comme witnesses:@Ana @Ben
error-not-a-player = seuls les joueurs de ce tirage accompagné saisissent ses lancers, à tour de rôle : { $order }. Lancez le vôtre avec /roll-along
error-undo-not-yours = seul { $player }, qui a fait le dernier lancer, peut l'annuler
error-not-your-turn = c'est au tour de { $player } : les joueurs alternent ({ $order }), attendez le vôtre
error-one-face-only = ici on lance à tour de rôle, tapez donc seulement votre lancer (une face) ; vous en avez tapé { $count } : rien n'a été saisi
error-guided-role = seuls { $owner } et les membres ayant le rôle <@&{ $role }> peuvent saisir des lancers ici
error-guided-starter = seul { $owner } peut saisir des lancers ici : c'est qui a commencé ce tirage accompagné. Lancez le vôtre avec /roll-along
error-nothing-to-undo = il n'y a pas encore de lancer à annuler
error-too-many-throws = un tirage accompagné prend au plus { $most ->
    [one] { $most } lancer
   *[other] { $most } lancers
}, et cela en ferait { $count } : rien n'a été saisi. Vérifiez les lancers à la table
error-along-finished = ce tirage accompagné est terminé : il a donné le relevé n° { $record }
error-along-cancelled = ce tirage accompagné a été annulé : lancez-en un nouveau avec /roll-along
error-along-left-over = la position est complète après { $used ->
    [1] un de vos lancers en plus
   *[other] { $used } de vos lancers en plus
} ; { $unused ->
    [one] le dernier ({ $extra }) ne sert pas
   *[other] les autres ({ $extra }) ne servent pas
}. Rien n'a été saisi : vérifiez-les à la table et tapez seulement ceux qui comptent
error-along-conflict = un autre lancer a été saisi au même moment : le message montre maintenant la dernière étape ; appuyez à nouveau si votre lancer est encore nécessaire
error-change-busy = d'autres modifiaient les mêmes réglages au même moment, les vôtres n'ont donc pas été enregistrés : regardez-les à nouveau et réessayez
error-along-not-a-face = « { $text } » n'est pas une face d'un { $die } : appuyez sur l'un des boutons
error-along-expired = Le tirage accompagné n° { $id } a expiré après { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} sans lancer. Lancez-en un nouveau avec /roll-along.
error-along-expired-with-throws = Le tirage accompagné n° { $id } a expiré après { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} sans lancer. Lancez-en un nouveau avec /roll-along ; les lancers jusque-là étaient { $throws }.

## /variants et /fairness
# D'où vient une méthode intégrée.
method-ref-carrillo-1 = procédure n° 1 de Carrillo
method-ref-carrillo-2 = procédure n° 2 de Carrillo, telle que publiée
method-ref-numbering = numérotation des positions de Backrank
method-ref-after-carrillo-1 = Backrank, d'après la procédure n° 1 de Carrillo
method-ref-derived-placement = placement de Backrank, déduit des règles
method-ref-pawns = méthode des pions (Walker et Suzman)
method-ref-carrillo-ajax = Ajax Random 8x8 de Carrillo, tel que publié
method-ref-carrillo-capablanca-1a = Capablanca Random 1a de Carrillo, tel que publié
method-ref-carrillo-capablanca-1b = Capablanca Random 1b de Carrillo, tel que publié
method-ref-carrillo-english-1 = procédure n° 1 d'English Random de Carrillo, telle que publiée
method-ref-carrillo-english-2 = procédure n° 2 d'English Random de Carrillo (uniforme avec tout instrument)
method-ref-carrillo-korean = procédure de Korean Random de Carrillo (déjà uniforme)
method-ref-carrillo-korean-published = procédure de Korean Random de Carrillo, telle que publiée (4–6 comptent comme 1–3)
method-ref-carrillo-modern = Modern Random 9x9 de Carrillo, tel que publié
method-ref-scharnagl = étapes b.1–b.13 de Scharnagl
method-ref-winther = méthode au dé de Winther

variants-title = Variantes
variants-description = `/random variante` en tire une ; `/fairness variante` montre son audit exact.
variants-line = { $files }x{ $ranks } · { $positions ->
        [one] { $positions } position
       *[other] { GROUPED($positions) } positions
    } · { $summary }
    méthodes : **{ $default }** (par défaut){ $others }
fairness-title = Équité · { $variant } · { $method } · { $dice }
fairness-positions = Positions
fairness-positions-value = { GROUPED($positions) } sur { GROUPED($legal) } permises
fairness-uniform = Uniforme
fairness-uniform-yes = oui : chaque position est également probable
fairness-uniform-no = non : la position la plus probable sort { $ratio } fois plus souvent que la moins probable
fairness-expected = Lancers attendus
fairness-expected-value = { $decimal } (exactement { $exact })
fairness-lower-bound = Borne inférieure
fairness-skew = Cases de la pièce : { $piece }
fairness-skew-value = Sur la colonne { $file } dans { $method } des cas avec cette méthode, contre { $uniform } avec un tirage uniforme. Le diagramme montre chaque colonne : une barre pour cette méthode, un trait pour un tirage uniforme.
fairness-chart-alt = Diagramme en barres des cases de la pièce { $piece } avec { $method }, colonne par colonne, entre parenthèses un tirage uniforme : { $bars }.
fairness-skew-none-name = Où se trouvent les pièces
fairness-skew-none = Chaque pièce se trouve sur chaque colonne aussi souvent qu'avec un tirage uniforme : le biais tient à la façon dont les pièces se combinent, aucun diagramme d'une seule pièce ne le montre.
fairness-table-title = Équité · { $variant } · toutes les méthodes
fairness-table-method = méthode
fairness-table-intro = Lancers attendus de chaque méthode avec chaque appareil, sur { $positions ->
    [1] la seule position permise
    [one] { GROUPED($positions) } position permise
   *[other] les { GROUPED($positions) } positions permises
} ; * marque un tirage non uniforme.
fairness-table-all-uniform = Tous sont uniformes ici : chaque position est également probable.
fairness-table-not-uniform = Non uniforme : { $methods }. `/fairness` avec une seule `method` donne le rapport.

## /stats : comment les tirages d'un serveur sont sortis
stats-title-server = Tirages sur ce serveur · { $period }
stats-title-dms = Vos tirages hors des serveurs · { $period }
stats-period-days = { $days ->
    [1] dernier jour
    [one] { $days } dernier jour
   *[other] { $days } derniers jours
}
stats-period-all = depuis le début
stats-none = Aucun tirage sur cette période pour l'instant. `/random` en fait un.
stats-summary = { $rolls ->
    [one] { $rolls } tirage
   *[other] { GROUPED($rolls) } tirages
}. Variantes : { $variants }. Dés : { $devices }. Sources : { $sources }.
stats-faces = Faces · { $source } · { $dice }
stats-piece = Où se trouvait { $role ->
    [queen] la { $piece }
    [rook] la { $piece }
    [elephant] l’{ $piece }
    [archbishop] l’{ $piece }
   *[other] le { $piece }
} · { $variant }
stats-fit = { $total ->
    [one] { $total } compté
   *[other] { GROUPED($total) } comptés
} : khi-deux { $chi } avec { $df ->
    [one] { $df } degré
   *[other] { $df } degrés
} de liberté, p = { $p }.
stats-verdict-few = Trop peu pour juger : chaque barre devrait être attendue au moins 5 fois. Continuez à tirer.
stats-verdict-fine = Bien dans ce que donnent des tirages équitables.
stats-verdict-unusual = Des tirages équitables donnent des comptes aussi inégaux { $percent ->
    [1] une fois
   *[other] { $percent } fois
} sur 100. Inhabituel, mais parmi plusieurs tests, l'un tombe ici de temps en temps : ce n'est pas à lui seul une preuve de biais.
stats-verdict-rare = Des tirages équitables donneraient des comptes aussi inégaux moins d'une fois sur 1 000 : vérifiez le dé ou la méthode.
stats-impossible = ⚠️ { $count ->
    [one] { $count } tirage est une position
   *[other] { GROUPED($count) } tirages sont des positions
} que cette méthode ne peut pas produire : prévenez la personne qui gère le bot.
stats-others = Position standard et répétitions
stats-others-value = Tirages donnant la position standard : { GROUPED($standard) }. Tirages répétant une position déjà tirée sur la période : { GROUPED($repeats) }.
stats-unread = { $count ->
    [one] { $count } tirage n'a pas pu être relu (une variante du serveur supprimée depuis) et n'est pas testé.
   *[other] { GROUPED($count) } tirages n'ont pas pu être relus (une variante du serveur supprimée depuis) et ne sont pas testés.
}
stats-p-value-note = Une valeur p dit à quelle fréquence des tirages équitables sembleraient au moins aussi inégaux. Ce n'est pas la probabilité que les dés soient équitables.
stats-chart-alt = Diagramme en barres : { $what } : { $bars }. Une ligne marque ce que donnent en moyenne des tirages équitables, une bande l'intervalle où ils tombent 95 fois sur 100.
stats-health = Tests de santé · { $source }
stats-health-stream = { $stream } : { $samples ->
    [one] { $samples } lancer vérifié
   *[other] { GROUPED($samples) } lancers vérifiés
}, { $failures ->
    [one] { $failures } échec
   *[other] { GROUPED($failures) } échecs
} depuis la dernière remise à zéro des tests ; { $state }.
stats-health-passing = réussis
stats-health-refused = refusé ({ $why }) ; { $healthy } sur { $needed ->
    [one] { $needed } lancer sain
   *[other] { $needed } lancers sains
} d'affilée pour être réadmis
stats-health-none = Aucun lancer vérifié : les tests commencent au premier lancer de la tour.
stats-title-server-id = Tirages du serveur { $id } · { $period }
stats-title-user-id = Tirages de l'utilisateur { $id } hors des serveurs · { $period }
stats-column-seen = vus
stats-column-expected = attendus
stats-column-range = intervalle équitable (95 sur 100)
stats-charts-written = Diagrammes écrits : { $files }
variants-also = Aussi
variants-board = Échiquier
variants-rules = Règles
variants-methods = Méthodes
variants-default = { $method } (par défaut)
variants-file = Origine
variants-file-value = un fichier de variante, empreinte { $digest }
audit-whole-set = tout l'ensemble permis
audit-not-whole-set = PAS tout l'ensemble permis
audit-whole-but-standard = toutes les positions légales sauf la standard
audit-excludes-standard = La position standard est relancée : chaque chiffre porte sur les positions restantes.
audit-lower-bound-value = { $bound } (logarithme en base { $sides } de { GROUPED($legal) })
audit-start-over = Recommencer
audit-start-over-value = { $share } des essais ({ $percent } %)
audit-paths = Chemins parcourus
# `backrank verify-event` dans un terminal.
verify-event-seed = ✓ Ronde { $round } de « { $event } » : la graine correspond à l'engagement publié { $commitment }.
verify-event-seed-rules = ✓ Ronde { $round } de « { $event } » : la graine correspond à l'engagement publié { $commitment }, qui couvre les règles de l'événement ({ $rules }).
verify-event-beacon = ✓ Ronde { $round } de « { $event } » : le tour { $number } de la balise { $chain } de drand est authentique (sa signature se vérifie), tiré pour « { $purpose } ».
verify-event-attempt = ✓ L'essai { $attempt } donne { $position }, la première position que les règles permettent.
verify-event-attempt-revealed = ✓ L'essai { $attempt } donne { $position }, la première position que les règles permettent, comme révélé.
verify-event-other-position = ✗ la ronde { $round } de « { $event } » donne { $position } (essai { $attempt }), pas { $given }
verify-event-other-position-why = ✗ la ronde { $round } de « { $event } » donne { $position } (essai { $attempt }), pas { $given } : { $why }
verify-event-earlier-missing = la ronde { $round } vient après { $before ->
    [one] { $before } ronde
   *[other] { $before } rondes
}, et le tirage a besoin de la position de chacune : --earlier en donne { $given } (copiez entière la ligne de vérification de la ronde)
verify-event-earlier-with-repeats = --earlier sert à un événement sans position en double (--repeats no) : si les répétitions sont permises, les rondes précédentes ne comptent pas
verify-event-seed-or-beacon = donnez la --seed et la --commitment de la ronde, ou son tour --beacon
verify-event-rules-need-repeats = --exclude et --earlier demandent à côté la règle --repeats de l'événement (la ligne de vérification de la ronde la donne) : son engagement couvre les règles
verify-event-no-beacon = ce backrank a été compilé sans la fonction beacon
error-unknown-variant = variante inconnue « { $given } »{ $suggestion } : les variantes sont { $list }
did-you-mean = { " " }(vouliez-vous dire { $name } ?)
error-unknown-method = { $variant } n'a pas de méthode « { $method } » : utilisez { $list }
error-unknown-device = appareil inconnu « { $given } » : utilisez coin, d4, d6, d8, d10, d12 ou d20

## /daily

daily-schedule = <#{ $channel }> chaque jour à { $time } { $timezone } : { $variants }{ $order ->
    [random] {" "}au hasard
    [single] {""}
   *[rotate] {" "}à tour de rôle
}{ $thread ->
    [yes] , avec un fil pour chaque publication
   *[no] {""}
}.{ $next }
daily-next = { " " }Prochain : <t:{ $at }:F> (<t:{ $at }:R>).
daily-set = ✅ Défi quotidien programmé. { $schedule }
daily-stopped = { $count ->
    [1] ✅ Le défi quotidien de { $channels } est arrêté.
    [one] ✅ { $count } défi quotidien arrêté, dans { $channels }.
   *[other] ✅ { $count } défis quotidiens arrêtés, dans { $channels }.
}
daily-none-yet = Pas encore de défi quotidien : `/daily set channel time timezone variants` en crée un.
daily-title = Défis quotidiens
daily-last = dernier : { $date } { $status }
# Un défi tiré avant que son programme (ou la variante du serveur) ne
# change reste celui de sa date (issue 59).
daily-kept-stands = Le défi du { $date } était déjà tiré, il reste donc celui de ce jour ; les nouvelles variantes s'appliquent à partir du { $next }.
error-daily-none-in = il n'y a pas de défi quotidien dans <#{ $channel }> : `/daily show` les liste
error-daily-none = ce serveur n'a pas de défi quotidien
error-daily-which = ce serveur a { $count ->
    [one] { $count } défi quotidien
   *[other] { $count } défis quotidiens
} ({ $channels }) : nommez celui à arrêter avec `channel`, ou arrêtez-les tous avec `all: true`
error-daily-off-both = donnez `channel` pour arrêter un défi quotidien, ou `all: true` pour tous les arrêter, pas les deux

## Refus de ce que quelqu'un a tapé dans une option, une préférence, un
## réglage, un programme quotidien, un événement ou un code de replay.
## Rien n'a été changé.

error-option-too-long = `{ $option }` est trop long ({ $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
})
error-option-missing = il manque `{ $option }`
error-option-needs-file = `{ $option }` demande un fichier joint : choisissez le fichier dans l'option `{ $option }` de Discord
error-use-subcommand = utilisez /{ $command } { $list }
error-option-not-an-id = `{ $option }` doit être un salon ou un rôle, pas « { $given } »
error-option-not-a-number = `{ $option }` doit être un nombre entier, pas « { $given } »
error-option-out-of-range = `{ $option }` doit aller de { $min } à { $max }, pas { $given }
error-not-one-of = « { $given } » n'est pas l'un de : { $list }
error-old-control = ce contrôle vient d'une ancienne version du bot : relancez la commande
error-no-tower = ce bot n'a pas de tour à dés : utilisez `source: os`, ou demandez à la personne qui gère le bot de régler [bot] hardware_source
error-no-tower-server-default = ce serveur tire par défaut avec la tour à dés, mais ce bot n'en a plus : tirez avec `source: os` pour l'instant ; un gestionnaire peut en faire la valeur par défaut avec `/settings set source:os`
source-tower = la tour à dés du club
source-os = les nombres aléatoires de l'ordinateur
source-typed = lancers saisis
source-table = dés à la table
source-table-players = dés à la table, lancés à tour de rôle par { $players }
source-seed = graine { $seed }
source-seeded = une graine
source-beacon = balise drand, tour { $round } ({ $chain })
source-beacons = la balise drand
source-beacon-published = { $source }, publiée à { $at } UTC
beacon-drawn-from = Tiré de drand { $chain }, tour { $round } (publié { $published } UTC) pour « { $purpose } » : sa signature est vérifiée avec la clé de la chaîne.
beacon-check-offline = Vérifier hors ligne : { $command }
source-replay-code = les lancers de son code de replay
error-tower-refused = { $tower } est refusée par les tests de santé : { $why }. Les tirages avec elle restent refusés jusqu'à ce que la personne qui gère le bot vérifie l'appareil ; utilisez `source: os` en attendant
error-tower-cannot-throw = { $tower } ne peut pas lancer de { $die } : elle peut lancer { $dice }. Laissez `{ $dice_option }` vide, ou utilisez `{ $os }`
error-tower-failed = { $tower } n'a pas pu lancer à l'instant (débranchée, éteinte ou bloquée, peut-être) : aucune position n'a été faite et rien d'autre n'a été utilisé à la place. Réessayez dans un instant, ou utilisez `source: os`. La personne qui gère le bot trouve la cause dans son journal
error-tower-records = { $tower } n'a pas été utilisée, car son bilan de santé n'a pas pu être lu : réessayez dans un instant, ou prévenez la personne qui gère le bot
error-unknown-source = source inconnue « { $given } » : utilisez os (par défaut), tower, ou donnez vos propres lancers dans `rolls`
error-unknown-stats-source = source inconnue '{ $given }' : /stats compte l'une de { $list }
error-unknown-command = commande inconnue /{ $name } : les commandes de Backrank ont peut-être changé depuis son enregistrement ; réessayez dans une minute
error-panicked = quelque chose s'est mal passé du côté du bot : réessayez, ou prévenez la personne qui gère le bot
error-form-too-late = le formulaire a mis trop de temps à s'ouvrir : appuyez de nouveau sur le bouton
error-os-random = le système d'exploitation n'a fourni aucun nombre aléatoire, donc aucune position n'a été créée : réessayez, ou prévenez la personne qui gère le bot
error-beacon-unreadable = la balise drand n'a pas pu être lue à l'instant (aucun relais n'a donné le tour à temps, ou aucun n'a pu être vérifié), donc aucune position n'a été créée : réessayez dans une minute, ou tirez avec une autre source
error-source-setup = la source de lancers de ce bot n'est pas bien configurée, aucune position n'a donc été tirée : prévenez la personne qui gère le bot (son journal dit quoi corriger)
error-variant-file-unreadable = le fichier de variante de ce serveur n'a pas pu être lu : réessayez, ou prévenez la personne qui gère le bot
error-variant-file-unchecked = le fichier de variante n'a pas pu être vérifié : réessayez, ou prévenez la personne qui gère le bot
error-round-unrolled = cette ronde n'a pas pu être tirée depuis sa graine : prévenez la personne qui gère le bot
error-roll-along-unreadable = l'état enregistré de ce tirage accompagné n'a pas pu être lu : commencez-en un nouveau, et prévenez la personne qui gère le bot
error-audit-failed = l'audit d'équité a échoué : réessayez, ou prévenez la personne qui gère le bot
error-stats-failed = les statistiques n'ont pas pu être calculées : réessayez, ou prévenez la personne qui gère le bot
error-event-unreadable = l'état enregistré de cet événement n'a pas pu être lu : prévenez la personne qui gère le bot
error-restarted = Backrank a redémarré avant que ce soit fini : veuillez réessayer
error-no-throws-needed = cette méthode ne demande aucun lancer
error-along-missing = ce tirage accompagné n'est pas enregistré : lancez-en un nouveau avec /roll-along
error-along-elsewhere = ce tirage accompagné appartient à un autre salon : lancez le vôtre avec /roll-along
error-no-such-number = { $variant } n'a pas de position numéro { $number } : utilisez 0 à { $last }
error-number-not-legal = le numéro { $number } de { $variant } n'est pas une position de départ : { $why } (les règles de Scharnagl le sautent)
error-server-only = ceci appartient à un serveur : utilisez la commande sur un serveur
error-not-manager = seuls les membres ayant « Gérer le serveur » (ou le rôle de gestion du serveur) peuvent utiliser `/{ $command }`
error-manager-role = seuls les membres ayant « Gérer le serveur » peuvent choisir le rôle de gestion
error-settings-method-unfit = { $reason }. La méthode du serveur a été choisie pour une autre variante : indiquez-en une de celles-ci dans la même commande (`method:`), ou repartez des valeurs par défaut (`reset:`). Rien n'a été modifié
error-guided-needs-role = `guided: role` demande un `role` : choisissez le rôle dont les membres peuvent saisir les lancers
error-no-tower-default = ce bot n'a pas de tour à dés ([bot] hardware_source), donc `source: tower` ne peut pas être la valeur par défaut
error-unknown-language = « { $given } » n'est pas une langue que parle Backrank : utilisez en, de, fr, es ou ko
error-prefs-nothing = donnez au moins l'un de theme, flipped, width, text_only, language ou lichess
error-unknown-theme = le `theme` « { $given } » n'existe pas dans Backrank : choisissez { $list }
error-not-a-time = « { $given } » n'est pas une heure : écrivez-la sur 24 heures, HH:MM, comme 18:30
error-not-a-zone = « { $given } » n'est pas un nom de fuseau horaire : utilisez un nom comme Europe/Paris ou America/Montreal
error-not-a-zone-near = « { $given } » n'est pas un nom de fuseau horaire : vouliez-vous dire { $near } ?
error-no-variants = `variants` est vide : nommez-en une ou plusieurs, comme « chess960, crc », ou « all »
error-event-name = le nom d'un événement fait { $most ->
    [one] { $most } caractère
   *[other] de 1 à { $most } caractères
} sur une ligne, sans commencer par - ni contenir d'accent grave (`), comme « Open du club 2026 »
error-event-name-hidden = le nom d'un événement ne peut pas contenir { $kind ->
        [formatting] `` { $char } ``
       *[invisible] de caractère invisible
    } (U+{ $code }) : les caractères invisibles, les caractères de direction et les caractères de mise en forme de Discord (`` { $formatting } ``, et { $at_start } au début) changent l'affichage du nom et du texte autour ; utilisez des lettres, des chiffres, des espaces, une ponctuation comme ( ) - ' . , : / + et des emoji
error-event-exists = ce serveur a déjà un événement nommé « { $name } » : choisissez un autre nom, ou `/event show name:{ $name }`
error-event-all-revealed = { $rounds ->
    [1] la seule ronde de « { $name } » est révélée : `/event show` la montre
    [2] les deux rondes de « { $name } » sont révélées : `/event show` les liste
    [one] { $rounds } ronde de « { $name } » est révélée : `/event show` la montre
   *[other] les { $rounds } rondes de « { $name } » sont toutes révélées : `/event show` les liste
}
error-event-forged = la ronde { $round } de « { $name } » n'a pas été révélée : sa graine enregistrée ne correspond plus à l'engagement publié au début de l'événement, les registres du bot ont donc été modifiés depuis. Prévenez la personne qui gère le bot ; la position de cette ronde n'est pas fiable
error-event-busy = la ronde { $round } a été révélée par quelqu'un d'autre au même moment : `/event show` la montre, et `/event next` révèle la suivante
error-event-missing = ce serveur n'a pas d'événement nommé « { $name } » : lancez-en un avec `/event start`
error-event-server-only = les événements appartiennent à un serveur : utilisez ceci sur un serveur
error-event-none = ce serveur n'a pas encore d'événement : `/event start` en lance un
error-event-which = quel événement ? Ce serveur en a plusieurs : { $names }. Donnez son `name`, ou voyez-les tous avec `/event list`
error-event-draw = `draw` vaut `seeds` (chaque ronde tirée maintenant et engagée) ou `beacon` (la balise publique de drand, ronde par ronde), pas « { $given } »
error-event-beacon-down = la balise de drand n'a pas pu être lue à l'instant, donc aucune ronde de balise n'a été fixée et rien n'a été révélé : réessayez `/event next` dans une minute
error-event-beacon-clock = l'horloge de cette machine ne s'accorde pas avec celle de drand (elle retarde sur la chaîne, ou est avant le début de l'événement), donc aucune ronde de balise n'a été fixée et rien n'a été révélé : demandez à qui fait tourner le bot de régler l'horloge (NTP), puis `/event next` à nouveau
error-event-beacon-unread = la ronde { $round } de la balise { $chain } de drand, qui décide cette ronde, n'a pas pu être obtenue et vérifiée à l'instant, donc rien n'a été révélé. La ronde reste fixée : `/event next` révèle à nouveau cette même ronde
error-event-beacon-forged = la ronde { $round } de « { $name } » n'a pas été révélée : la ronde de balise gardée pour elle enfreint la règle publiée au départ (la première ronde après son `/event next`), donc les registres du bot ont été modifiés après coup. Prévenez qui fait tourner le bot ; la position de cette ronde n'est pas fiable
error-event-verify-beacon = « { $name } » est tiré de la balise de drand, pas de graines : vérifiez une ronde avec la commande de sa révélation (`backrank verify-event … --beacon …`), qui n'a pas besoin de réseau
error-exclude-item = `{ $option }` : « { $given } » n'est ni un numéro de position, ni une plage comme 0-16, ni `standard`
error-exclude-range = `{ $option }` : { $variant } n'a pas de position numéro { $number } : utilisez 0 à { $last }
error-exclude-no-standard = `{ $option }` : le placement standard de { $variant } n'est pas une de ses positions aléatoires, donc `standard` n'écarte rien
error-event-repeats = `repeats` vaut `no` (aucune position deux fois, par défaut) ou `allow`, pas « { $given } »
error-event-nothing-left = toutes les positions de { $variant } sont écartées : rien ne pourrait être tiré
error-event-too-few-positions = { $rounds ->
    [1] une ronde sans position répétée demande
    [one] { $rounds } ronde sans position répétée demande
   *[other] { $rounds } rondes sans position répétée demandent
} autant de positions, mais il ne reste à { $variant } { $left ->
    [1] qu'une seule position
    [one] que { $left } position
   *[other] que { $left } positions
} après les exclusions : demandez moins de rondes, écartez moins de positions, ou autorisez les répétitions (`repeats:allow`)
error-event-draw-too-long = il ne resterait pour la dernière ronde que { GROUPED($left) } des { $total ->
    [one] { $total } position
   *[other] { GROUPED($total) } positions
} de { $variant } : son tirage demanderait environ { $attempts ->
    [one] { $attempts } essai
   *[other] { GROUPED($attempts) } essais
}. Écartez moins de positions, ou demandez moins de rondes
error-event-avoid-missing = ce serveur n'a pas d'événement nommé « { $name } » à éviter : `/event list` liste ses événements
error-event-avoid-variant = « { $name } » a été tiré en { $theirs }, pas en { $variant } : ses numéros de position désignent d'autres positions
error-event-avoid-none = « { $name } » n'a encore révélé aucune position : il n'y a rien à éviter
error-event-avoid-unchecked = la ronde { $round } de « { $name } » ne peut pas être vérifiée pour l'instant, donc sa position ne peut pas être écartée : réessayez dans un moment
error-event-verify-earlier = la graine correspond à l'engagement de la ronde { $round }, mais sa position dépend des rondes précédentes (aucune position ne revient deux fois), et la ronde { $before } n'est pas encore révélée : `/event verify` pourra la vérifier une fois cette ronde révélée
error-event-round-unchecked = la ronde { $round } de « { $name } » n'a pas pu être vérifiée pour l'instant, et le tirage de la ronde suivante a besoin de sa position : rien n'a été révélé. Relancez `/event next` dans un moment
event-round-held = ⚠️ son propre relevé correspond à ce qui a été publié, mais son tirage a besoin de la position de la ronde { $round }, dont le relevé ne correspond pas : non montrée
web-event-held = Le relevé propre à cette ronde correspond à ce qui a été publié au départ, mais son tirage a besoin de la position de la ronde { $round }, dont le relevé ne correspond pas : sa position n'est donc pas montrée. Prévenez la personne qui fait tourner le bot.
web-event-held-fix = Prévenez la personne qui fait tourner le bot : l'enregistrement d'une ronde précédente a été modifié après sa publication.
error-event-avoid-forged = la ronde { $round } de « { $name } » ne correspond pas à ce qui a été publié : les registres du bot ont été modifiés depuis, ses positions ne sont donc pas fiables pour être écartées. Prévenez la personne qui gère le bot, ou évitez un autre événement
error-exclude-not-position = `{ $option }` : { $why }, ce n'est donc pas une position à écarter
error-exclude-no-position-in = `{ $option }` : { $variant } n'a aucune position de { $from } à { $to } (sa numérotation saute tous ces numéros), la plage n'écarte donc rien
error-event-name-mark-alone = le nom d'un événement ne peut pas commencer par un accent ou un autre signe combinant (U+{ $code }), ni en contenir un après une espace : un tel signe a besoin d'une lettre, d'un chiffre ou d'un symbole sur lequel se poser, comme le é de « Café Open »
error-event-name-marks = le nom d'un événement peut mettre au plus { $most ->
    [one] { $most } accent ou autre signe combinant
   *[other] { $most } accents ou autres signes combinants
} sur un caractère, pas { $count } sur « { $base } » : des signes empilés débordent sur le texte autour du nom
error-option-longest = `{ $option }` prend au plus { $most ->
    [one] { $most } caractère
   *[other] { $most } caractères
}, pas { $count } : raccourcissez-le
event-check-attached = { $label } : `{ $command }` (la ligne de vérification est trop longue pour un message Discord, elle est donc jointe en entier dans { $file } : lancez ceci là où vous l'avez enregistrée)
event-rounds-attached = Les rondes 1 à { $shown } sur { $rounds } figurent ici, autant qu'un message Discord peut en contenir ; la liste entière est jointe dans { $file }.
error-not-a-commitment = l'engagement doit faire 64 chiffres hexadécimaux (un SHA-256), pas « { $given } »
error-commitment-mismatch = la ronde { $round } de « { $event } » avec la graine { $seed } donne le hachage { $actual }, pas l'engagement publié { $published } : ce n'est pas la graine engagée (ou le nom de l'événement ou la ronde diffèrent)
error-code-too-long = le code de replay fait { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
} ; un code en fait au plus { $most }
error-code-shape = « { $given } » n'est pas un code de replay : il ressemble à 960-p6-655354225554-9 (variante, méthode et appareil, faces, contrôle)
error-code-variant = variante inconnue « { $given } » dans le code de replay
error-code-changed = ce code de replay est pour { $id } tel qu'était son fichier quand le code a été fait (empreinte { $digest }), mais le fichier chargé ici a changé (empreinte { $loaded }) : rejouez-le avec le fichier d'alors, ou tirez à nouveau
error-code-not-loaded = ce code de replay est pour la variante { $id } (empreinte du fichier { $digest }), qui n'est pas chargée ici : chargez son fichier avec --variant-file FICHIER, ou ajoutez-la à ce serveur avec /variant add
error-code-method = méthode et appareil inconnus « { $given } » dans le code de replay
error-code-face = le caractère { $position } des faces (« { $found } ») n'est pas une face d'un { $die }
error-code-check = le caractère de contrôle du code de replay ne correspond pas : un caractère a sans doute été mal tapé

## /variant : les variantes propres à un serveur. Le nom, l'identifiant, le
## résumé et la version (l'empreinte du fichier) restent tels que le
## fichier les donne.

variant-added = ✅ { $name } (`{ $id }`) a été ajoutée à ce serveur : `/random variant:{ $id }` la tire.
variant-replaced = ✅ { $name } (`{ $id }`) utilise maintenant ce fichier (version { $version } ; avant, { $was }). Les tirages faits avec l'ancienne version se rejouent toujours tels quels.
variant-removed = ✅ { $name } (`{ $id }`) a été retirée de ce serveur. Les tirages faits avec elle restent visibles et rejouables.
variant-file-alt = Le fichier de variante de { $name }
variant-board = Échiquier
variant-legal = Positions légales
variant-codes = Codes de replay
variant-method = Méthode `{ $method }`
variant-audit-line = { $dice } : { $uniform }, { $expected } lancers attendus
variant-uniform = uniforme
variant-not-uniform = non uniforme (rapport { $ratio })
variant-list-title = Les variantes propres à ce serveur
variant-list-none = Aucune pour l'instant. Écrivez-en une (voir « Variant files » dans le guide), vérifiez-la avec `backrank variants check FILE`, et ajoutez-la avec `/variant add`.
variant-list-count = { $count } sur { $most } au plus. `/variant show variant:ID` en montre une avec son audit et son fichier.
variant-list-line = { $files }x{ $ranks } · { $positions ->
    [one] { $positions } position
   *[other] { GROUPED($positions) } positions
} · version { $version }
error-variant-in-use = { $id } est encore utilisée : { $uses }. Changez cela d'abord, puis retirez-la
variant-used-by-default = la variante par défaut du serveur (`/settings set variant:`)
variant-used-by-daily = le défi quotidien de <#{ $channel }>
error-variant-missing = ce serveur n'a pas de variante propre nommée « { $given } » : `/variant show` les liste
error-variant-server-only = les variantes propres à un serveur appartiennent à un serveur : utilisez ceci sur un serveur
error-variant-checks = ce serveur a fait vérifier { $most ->
    [one] { $most } nouveau fichier
   *[other] { $most } nouveaux fichiers
} de variante dans la dernière heure, le maximum que le bot accepte : réessayez dans { $minutes } min
error-variant-digest-clash = l'empreinte { $digest } de ce fichier est la même que celle d'une version antérieure différente : changez n'importe quoi dans sa définition (son nom, par exemple) et ajoutez-le à nouveau
error-variant-full = ce serveur a { $most ->
    [one] { $most } variante propre
   *[other] { $most } variantes propres
}, le maximum permis : retirez-en une avec /variant remove d'abord
error-variant-name-taken = « { $name } » désigne déjà la variante { $variant } ({ $id }) ici : choisissez un autre identifiant ou alias

## The console's own words.
console-welcome = Console Backrank : tapez /random chess960, /variants, /help ou /quit.
console-nothing-to-press = rien à presser pour l'instant : /press prend un bouton du dernier message qui en a, et aucun n'est encore venu
console-no-such-button = pas de bouton { $given } : le dernier message à boutons a { $count ->
    [1] un bouton (/press 1)
    [one] { $count } bouton
   *[other] { $count } boutons (/press 1 à { $count })
}

## The web pages (backrank web)
web-home-title = Ouvrir un tirage ou une position
web-home-intro = Le code de rejeu de chaque tirage redonne sa position et chaque étape de son relevé, pour que chacun à la table puisse le suivre ou le refaire à la main.
web-home-link = Retour à la page d’accueil
web-code-label = Code de rejeu
web-variant-label = Variante
web-number-label = Numéro de position
web-open = Ouvrir
web-steps = Chaque étape, telle que faite à la table
web-qr-alt = Code QR de l’adresse de cette page
web-qr-caption = Scannez pour ouvrir cette page sur un téléphone.
web-links = Ce tirage ailleurs
web-position-link = Cette position par son numéro
web-bad-code-title = Ce code de rejeu est illisible
web-bad-code-fix = Comparez le code avec celui qu’on vous a donné (le dernier caractère détecte la plupart des fautes de frappe), ou ouvrez la page d’accueil et saisissez-le à nouveau.
web-bad-position-title = Cette position n’existe pas
web-bad-position-fix = Donnez une variante que Backrank connaît et un numéro dans sa plage, par exemple /p/chess960/518.
web-bad-number = « { $given } » n’est pas un numéro de position : écrivez-le en chiffres, par exemple 518.
web-not-found-title = Aucune page ici
web-not-found = Il n’y a pas de page à cette adresse.
web-not-found-fix = La page d’un tirage est /r/ suivi de son code de rejeu ; celle d’une position est /p/ suivi de sa variante et de son numéro.
web-along-heading = Tirer avec vos propres dés
web-along-home = Lancez de vrais dés à la table et touchez chaque face : chaque étape dit quoi lancer. Choisissez la variante :
web-along-title = Tirage en direct : { $variant }
web-along-intro = Choisissez la méthode et le dé que vous avez à la table. Chaque étape dit alors quoi lancer ; touchez la face qui tombe dessus. Retour annule un lancer, et l’adresse peut être partagée en cours de route.
web-method-label = Méthode
web-dice-label = Dé
web-along-start = Commencer
web-along-progress = Étape { $step } · { $throws ->
    [0] aucun lancer jusqu’ici
    [one] un lancer jusqu’ici
   *[other] { $throws } lancers jusqu’ici
}
web-along-this-step = Cette étape jusqu’ici
web-along-undo = Annuler le dernier lancer
web-along-faces = Les faces du { $die }
web-along-refused-title = Ce tirage ne peut pas continuer
web-along-refused-fix = Recommencez depuis la page de la variante, ou revenez d’un lancer.
web-along-too-many = Un tirage en direct contient ici au plus { $most ->
    [one] { $most } lancer
   *[other] { $most } lancers
}.
web-along-exclude-standard = Relancer si la position standard sort
web-along-pair = Pour une paire de parties, couleurs inversées
web-along-bad-rule = { $name }={ $given } dans l’adresse n’est ni true ni false : cochez ou décochez la case sur la page de tirage en direct de la variante, puis appuyez de nouveau sur Commencer.
web-bad-address-title = Cette adresse est illisible
web-bad-address-fix = Rouvrez la page depuis son lien ou son code QR, ou partez de la page d’accueil.
web-bad-query-twice = L’adresse donne « { $field } » deux fois : une page ne lit chacun de ses champs qu’une fois.
web-bad-query-value = « { $given } » n’est pas une valeur que « { $field } » accepte dans cette adresse.
web-bad-query = La partie de cette adresse après son « ? » est illisible.
web-bad-path = Le chemin de cette adresse ne se lit pas comme du texte.
web-variant-fairness = méthodes et équité
web-variant-board = Un échiquier de { $files ->
    [one] { $files } colonne
   *[other] { $files } colonnes
} et { $ranks ->
    [one] { $ranks } rangée
   *[other] { $ranks } rangées
} ; { $positions ->
    [one] { $positions } position
   *[other] { GROUPED($positions) } positions
} de départ dans l’ensemble légal.
web-variant-first = Ses positions par numéro
web-variant-methods = Méthodes
web-variant-audit = Chaque méthode est vérifiée exactement : chaque suite de lancers est parcourue, ce sont donc les vraies moyennes, pas des estimations.
web-variant-caption = Nombre moyen de lancers jusqu’à une position, par méthode et par dé
web-variant-not-uniform = non uniforme : certaines positions sortent plus souvent que d’autres
web-bad-variant-title = Cette variante n’existe pas
web-bad-variant-fix = Choisissez une variante sur la page d’accueil.
web-audit-failed-title = La vérification n’a pas pu être calculée
web-audit-failed-fix = C’est une faute de Backrank : réessayez plus tard, et prévenez l’opérateur du club si cela dure.
error-event-unrevealed = la ronde { $round } de « { $name } » n'est pas encore révélée
web-event-missing-title = Aucun tournoi à cette adresse
web-event-missing = Cette adresse ne désigne aucun tournoi. La page d'un tournoi est le lien de son message de départ : ouvrez-la depuis ce message, ou copiez le lien en entier.
web-event-missing-fix = Demandez le lien à l'organisateur : `/event show` le publie à nouveau.
web-roll-down-title = Ce tirage ne peut pas être lu pour l'instant
web-file-down-title = Ce fichier de variante ne peut pas être lu pour l'instant
web-event-down-title = Le tournoi ne peut pas être lu pour l'instant
web-event-down = Les registres du bot n'ont pas répondu.
web-event-down-fix = Rechargez dans un moment, et prévenez l'opérateur du club si cela dure.
web-file-missing-title = Aucun fichier de variante à cette adresse
web-file-missing = Aucun fichier de variante d'un serveur n'a ici l'empreinte { $digest } et le nom { $name }.
web-file-missing-fix = Ouvrez le fichier de variante depuis la page du tournoi ou du tirage, par le lien à côté de la ligne qui le nomme, ou copiez ce lien en entier. Une variante intégrée n'a besoin d'aucun fichier.
web-event-summary = { $variant } · { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} · { $method } avec un { $dice } · { $revealed ->
    [one] { $revealed } révélée
   *[other] { $revealed } révélées
} sur { $rounds }
web-event-screen = Écran de l'arbitre
web-event-drawn = Comment les rondes sont tirées
web-event-seeds = La position de chaque ronde vient d'une graine tirée avant la première ronde. Son engagement (le SHA-256 du nom du tournoi, de la ronde et de la graine) a été publié au départ du tournoi : personne ne pouvait choisir une position ensuite. Une ronde révélée montre sa graine et les lignes qui la refont et la vérifient.
web-event-seeds-rules = La position de chaque ronde vient d'une graine tirée avant la première ronde. Son engagement (le SHA-256 du nom du tournoi, de la ronde, de la graine et des règles de l'événement) a été publié au départ du tournoi : personne ne pouvait choisir une position ni changer les règles ensuite. Une ronde révélée montre sa graine et les lignes qui la refont et la vérifient.
web-event-beacon = Chaque ronde est décidée par la première ronde de la balise drand { $chain } publiée après que l'arbitre l'a révélée, tirée pour « event { $server } { $name } round N ». Personne, l'organisateur compris, ne peut connaître une position avant. Une ronde révélée montre sa ronde de balise, sa signature et la ligne qui la vérifie sans réseau.
web-event-round = Ronde { $round }
web-event-not-yet = Pas encore révélée.
web-event-forged = Ce qui est conservé pour cette ronde ne correspond pas à ce qui a été publié au départ : sa position n'est donc pas montrée. Prévenez la personne qui fait tourner le bot.
web-event-forged-title = Cette ronde ne peut pas être montrée
web-event-forged-fix = Prévenez la personne qui fait tourner le bot : l'enregistrement de la ronde a été modifié après sa publication.
round-commitment = Engagement
round-beacon-round = Ronde de balise
web-event-beacon-unfixed = fixée quand la ronde est révélée
round-seed = Graine
round-signature = Signature
round-fixed = Fixée à
round-published = Publiée à
round-redo = La refaire
round-check = La vérifier
round-file = Fichier de variante
round-attempts = Tentatives
round-attempt-excluded = l'essai { $attempt } a donné { $position }, écarté au départ : tirage refait
round-attempt-avoided = l'essai { $attempt } a donné { $position }, une position de « { $event } » : tirage refait
round-attempt-taken = l'essai { $attempt } a donné { $position }, la position de la ronde { $round } : tirage refait
round-attempts-more = …et { $more ->
    [1] un essai de plus, qui a donné
    [one] { $more } essai de plus, qui a donné
   *[other] { $more } essais de plus, qui ont donné
} une position écartée ou déjà tirée
web-event-sheets = Feuilles pour les échiquiers
web-event-roll-page = La page de tirage de cette ronde
web-event-back = Retour au tournoi
web-event-boards = Échiquiers
web-bad-round-title = Cette ronde n'existe pas
web-bad-round = « { $given } » n'est pas une ronde de ce tournoi : { $rounds ->
    [1] il n'a que la ronde 1.
    [one] il a { $rounds } ronde.
   *[other] il a les rondes 1 à { $rounds }.
}
web-bad-round-fix = Ouvrez la page du tournoi et choisissez une ronde révélée.
web-bad-boards = Les feuilles s'impriment { $most ->
    [1] pour 1 échiquier seulement
    [one] pour { $most } échiquier
   *[other] pour 1 à { $most } échiquiers
}, pas { $given }.
web-bad-boards-fix = Indiquez le nombre d'échiquiers de la salle.
web-sheets-title = { $name } · ronde { $round } · feuilles
web-sheets-intro = Une feuille par échiquier, chacune avec le numéro de l'échiquier, la position et ses rangées, à poser à côté. Imprimez-les en A4 ou Letter : chaque échiquier commence une nouvelle page.
web-sheets-make = Faire les feuilles
web-sheet-board = Échiquier { $board }
web-screen-title = { $name } · ronde { $round } sur { $rounds }
web-screen-waiting = La ronde { $round } n'est pas encore révélée : cet écran la montre dès que l'arbitre la révèle.
web-screen-countdown = Temps d'étude restant
web-screen-play-started = Le jeu a commencé
web-event-links = Ce tournoi ailleurs
web-event-unchecked = Cette ronde n'a pas pu être vérifiée pour l'instant, elle n'est donc pas montrée : elle le sera dans un moment.
error-file-too-big = { $name } fait { $size ->
    [one] { $size } octet
   *[other] { $size } octets
} ; le fichier peut faire au plus { $max ->
    [one] { $max } octet
   *[other] { $max } octets
}
error-file-foreign = { $name } n'est pas sur le serveur de fichiers de Discord : il n'a pas été récupéré
error-file-unfetched = { $name } n'a pas pu être récupéré depuis Discord ({ $why }) : joignez-le à nouveau
error-file-not-text = { $name } n'est pas du texte brut (UTF-8) : enregistrez-le comme fichier texte brut
error-daily-roll-missing = le tirage gardé pour ce défi du jour manque dans les registres du bot ; prévenez la personne qui fait tourner le bot
error-along-stuck = les lancers de ce tirage accompagné ne mènent plus à une étape à attendre ; prévenez la personne qui fait tourner le bot

# Jouer sur lichess (ticket 53).
button-play-lichess = Jouer sur lichess
settings-lichess = Jouer sur lichess
settings-lichess-on = proposé, { $clock }
settings-lichess-off = non proposé
settings-lichess-install-off = non proposé : la personne qui gère le bot l'a désactivé pour tous les serveurs
lichess-made = ♟️ **{ $name }** est prête sur lichess : { $url } (les deux premières personnes qui l'ouvrent la jouent)
lichess-colours = Pour choisir les couleurs : Blancs { $white } · Noirs { $black }
lichess-terms = Non classée, { $clock } ; la partie attend ses joueurs 24 heures.
lichess-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
lichess-pair = Une paire : à la fin de la partie, la Revanche de lichess rejoue la position couleurs inversées.
lichess-off = le jeu sur lichess est désactivé ici
lichess-not-playable = lichess n'a pas d'échiquier pour { $variant } : il joue le Chess960 et les autres positions 8x8 avec les pièces habituelles
lichess-rate-person = vous avez créé { $most ->
    [1] une partie lichess
    [one] { $most } partie lichess
   *[other] { $most } parties lichess
} dans la dernière heure, le maximum pour une personne : réessayez dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-rate-server = ce serveur a créé { $most ->
    [1] une partie lichess
    [one] { $most } partie lichess
   *[other] { $most } parties lichess
} dans la dernière heure, le maximum pour un serveur : réessayez dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-rate-visitor = { $most ->
    [1] une partie lichess a été créée
    [one] { $most } partie lichess a été créée
   *[other] { $most } parties lichess ont été créées
} depuis votre adresse dans la dernière heure, le maximum pour une adresse : réessayez dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-too-many = lichess demande une pause : réessayez dans une minute
lichess-waiting = votre dernière partie est encore en cours de création sur lichess : attendez-la, puis appuyez à nouveau
lichess-refused = lichess a refusé la partie : { $reason }
lichess-timed-out = lichess n'a pas répondu à temps : réessayez dans un instant
lichess-unreachable = lichess est injoignable : réessayez plus tard
lichess-unexpected = lichess a répondu autre chose qu'une partie : réessayez plus tard
lichess-refused-silent = lichess a refusé la partie sans dire pourquoi
lichess-round-none = « { $name } » n'a pas de ronde { $round } : { $rounds ->
    [1] il n'a que la ronde 1
    [one] il a { $rounds } ronde
   *[other] ses rondes vont de 1 à { $rounds }
}
lichess-round-forged = la ronde { $round } de « { $name } » ne correspond pas à ce qui a été publié à son début, aucune partie n'en est donc créée : prévenez la personne qui gère le bot
lichess-round-unchecked = la ronde { $round } de « { $name } » ne peut pas être vérifiée pour l'instant, aucune partie n'en est donc créée : réessayez dans un moment
lichess-round-held = la ronde { $round } de « { $name } » a besoin de la position de la ronde { $by }, dont le relevé ne correspond pas à ce qui a été publié au départ, aucune partie n'en est donc créée : prévenez la personne qui gère le bot
lichess-round-other = ce bouton ne montre pas la ronde { $round } de « { $name } » : appuyez sur le bouton sous la ronde elle-même
lichess-daily-other = ce bouton ne montre pas le défi du jour du { $date } : appuyez sur le bouton sous la publication de ce jour-là
web-play-refused-fix = lichess refusera de nouveau cette partie : installez la position sur n’importe quel échiquier d’après ses rangées ou sa FEN, et prévenez l’opérateur du club.
error-lichess-clock = `lichess_clock` : { $given } n'est pas une cadence que lichess joue : écrivez minutes+secondes, comme 10+5 (jusqu'à 180 minutes et 60 secondes par coup), ou des jours par coup, comme 3d (1, 2, 3, 5, 7, 10 ou 14)
# Play on lichess on the web pages (issue 53).
web-play-note = Une partie non classée sur lichess depuis cette position : les deux premières personnes qui ouvrent son adresse la jouent.
web-play-made-title = Votre partie est prête sur lichess
web-play-open = Les deux premières personnes qui ouvrent cette adresse jouent la partie : envoyez-la à votre adversaire, ou ouvrez-la vous-même.
web-play-colours = Pour choisir les couleurs, ouvrez plutôt l’une de celles-ci :
web-play-white = Jouer les Blancs
web-play-black = Jouer les Noirs
web-play-back-roll = Retour au tirage
web-play-back-position = Retour à la position
web-play-none-title = Pas de partie lichess depuis cette page
web-play-none-fix = La position peut toujours être installée sur n’importe quel échiquier d’après ses rangées ou sa FEN.
web-play-wait-title = Attendez avant la prochaine partie lichess
web-play-wait-fix = Appuyez de nouveau sur « Jouer sur lichess » une fois l’attente passée.
web-play-failed-title = Aucune partie n’a été créée sur lichess
web-play-failed-fix = Revenez en arrière et appuyez de nouveau sur « Jouer sur lichess » dans un moment, et prévenez l’opérateur du club si cela dure.
web-play-cross-title = Demandé depuis un autre site
web-play-cross = Cette demande de partie lichess vient de la page d’un autre site, pas de ce site : rien n’a été créé.
web-play-cross-fix = Ouvrez la page du tirage sur ce site et appuyez sur « Jouer sur lichess » là.

# meetups: times people type, pairings, the calendar
meetup-when-unreadable = « { $given } » n'est pas un jour et une heure que je sais lire : écrivez-le comme 2026-12-10 19:00, jeudi 19h, demain 18h30 ou 19:00 seul
meetup-when-no-time = « { $given } » n'a pas d'heure : ajoutez-en une, comme « { $given } 19:00 »
meetup-when-no-such-date = « { $given } » n'est pas une date du calendrier : vérifiez le mois et le jour (2026-12-10 est le 10 décembre)
meetup-when-past = « { $given } » tombe le { $at } ({ $zone }), déjà passé : donnez une heure encore à venir
meetup-when-too-far = « { $given } » tombe le { $at } ({ $zone }), dans plus d'un an : prévoyez une rencontre au plus un an à l'avance
meetup-pairing-board = Échiquier { $board } : { $white } (Blancs) – { $black } (Noirs)
meetup-pairing-bye = Exempt : { $player }
pairings-from-seed = Appariements tirés de la graine « { $seed } » :
pairings-from-beacon = ✓ Le tour { $round } de la balise { $chain } de drand est authentique (sa signature se vérifie) ; appariements tirés pour « { $purpose } » :
pairings-seed-or-round = donnez la --seed de la ronde 1, ou son tour de balise avec --round, sa --signature et le --purpose
pairings-player-bad = --players : « { $given } » n'est pas un identifiant d'utilisateur Discord : donnez des identifiants (des nombres comme 123456789012345678) séparés par des virgules, chacun avec un nom si vous voulez, comme ann=123456789012345678
pairings-player-twice = --players : { $id } est donné deux fois : donnez chaque joueur une seule fois

# meetups: the server's time zone and members' lichess usernames
cmd-settings-set-timezone = Fuseau des heures saisies, comme Europe/Paris
settings-timezone = Fuseau horaire
settings-timezone-unset = non défini (le fuseau d'un défi quotidien s'applique, s'il y en a un)
error-timezone-setting = `timezone` : { $problem } — tapez une ville dans `timezone:` et choisissez l'un des noms proposés (noms IANA, comme Europe/Paris), ou écrivez `none` pour le retirer
cmd-prefs-set-lichess = Votre nom d'utilisateur lichess, pour des parties réservées aux soirées du club (none : retirer)
prefs-lichess = lichess
prefs-lichess-unset = non lié
error-lichess-username = `lichess` : « { $given } » n'est pas un nom d'utilisateur lichess : de 2 à 20 lettres, chiffres, _ ou -, commençant par une lettre ou un chiffre (comme dans l'adresse de votre profil lichess), ou `none` pour le retirer
error-lichess-same-player = les deux joueurs d'un échiquier sont { $name } sur lichess : une partie demande deux comptes

# pages on a phone, a projector and paper (issue 63)
web-die-coin = pièce
web-coin-key = H = face, T = pile : le relevé et le code de replay écrivent les lancers avec ces lettres.
web-along-double-tap = Un second appui sur { $face } est venu juste après le premier et n’a pas été compté. Si c’était un lancer à part, appuyez de nouveau sur { $face }.
web-along-so-far = Jusqu’ici
web-along-start-again = Recommencer

# meetups: the lead
error-meetup-round-out = la ronde 1 de « { $name } » est déjà sortie : la soirée ne peut plus être déplacée
error-meetup-not-started = « { $name } » commence { $start } : sa première ronde vient d'un hasard que personne n'a avant
error-meetup-gone = cette rencontre n'est plus gardée : `/meetup list` montre les prochaines
error-meetup-cancelled = « { $name } » est annulée
error-meetup-started = « { $name } » a commencé et les appariements sont tirés : les réponses sont closes
error-meetup-zone = « { $zone } » n'est pas un fuseau horaire : utilisez un nom comme `Europe/Paris` ou `America/Montreal` (`/settings timezone:` les propose pendant la saisie)
error-meetup-no-zone = ce serveur n'a pas encore de fuseau horaire : réglez-en un avec `/settings timezone:` (comme `Europe/Paris`), pour que les heures soient lues comme vos membres les entendent
error-meetup-name-long = le nom d'une rencontre a au plus { $most } caractères (les rondes de chaque soirée hebdomadaire y ajoutent la date)
error-meetup-place = `where:` tient en une ligne de 1 à { $most } caractères, comme `Café de la Régence, 161 rue Saint-Honoré`
error-meetup-range = `{ $option }:` prend de { $least } à { $most } (vous avez donné { $given })
error-meetup-unreadable = les données gardées de cette rencontre ne se lisent plus : le journal de l'opérateur dit pourquoi
error-meetup-unknown = ce serveur n'a pas de rencontre à venir nommée « { $name } » : `/meetup list` montre les prochaines
error-meetup-none = ce serveur n'a aucune rencontre à venir : `/meetup plan` en organise une
error-meetup-which = plusieurs rencontres sont à venir ici ({ $names }) : nommez-en une avec `name:`
error-meetup-busy = « { $name } » a été modifiée par quelqu'un d'autre au même moment : réessayez
meetup-and-more = et { $count } de plus
meetup-coming = Viennent ({ $count })
meetup-coming-of = Viennent ({ $count } sur { $places } places)
meetup-waiting = En attente d'une place ({ $count })
meetup-maybe = Peut-être ({ $count })
meetup-draw-beacon = 🎲 **Comment la ronde 1 est tirée** : avec la ronde { $round } de la balise publique **{ $chain }** de drand, la première publiée après { $start }. Personne, ni les organisateurs ni le bot, ne peut connaître la position avant, et chacun peut la vérifier après.
meetup-draw-seeds = 🎲 **Comment les rondes sont tirées** : avec des graines tirées maintenant et engagées ; l'engagement de la ronde 1 est `{ $commitment }` (ceux de toutes les rondes sont sur la page de l'événement et dans `/event show`). Chaque révélation donne sa graine, que chacun peut vérifier.
meetup-is-cancelled = ❌ **Annulée.**
meetup-is-started = ▶️ **Commencée** : la ronde 1 et les appariements sont plus bas.
meetup-when = 🕖 { $start } – { $end }
meetup-where = 📍 { $place }
meetup-what = ♟️ { $variant }, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
meetup-moved-after = ⚠️ Déplacée après { $was }, quand la ronde de la balise de cette heure était déjà publique : le message du déplacement dit quelle position elle donnait.
meetup-weekly = 🔁 Chaque semaine à cette heure ; la liste repart de zéro chaque semaine.
meetup-calendar = 🗓️ S'abonner dans votre agenda : <{ $webcal }>
button-meetup-coming = Je viens
button-meetup-maybe = Peut-être
button-meetup-cannot = Je ne peux pas
button-meetup-calendar = Ajouter à l'agenda
meetup-reminder = ⏰ **{ $name }** commence { $start } à { $place }. { $people }
meetup-pairings = **Appariements**, tirés du même hasard que la position :
meetup-no-players = Personne n'a dit venir, donc il n'y a pas d'appariements.
meetup-pairings-check = Vérifier les appariements sans réseau :
meetup-late = ⏱️ Ce message arrive en retard : le bot était arrêté à { $start }.
meetup-list-empty = Aucune rencontre à venir ici : `/meetup plan` en organise une.
meetup-list-line = **{ $name }** : { $start }, { $place } · { $coming ->
    [1] une personne vient
   *[other] { $coming } viennent
}
meetup-list-title = Rencontres à venir
meetup-list-now = 🟢 en cours jusqu'à { $end }
meetup-planned = 📅 **{ $name }** est organisée : son annonce paraît dans un instant dans <#{ $channel }>.
meetup-no-discord-event = Le bot ne peut pas créer d'événements sur ce serveur (il lui faut la permission **Créer des événements**), donc cette soirée n'a pas d'événement Discord : l'annonce et ses boutons marchent tout de même.
meetup-moved-up = 🎟️ Une place s'est libérée pour { $people }.
meetup-you-moved-up = 🎟️ { $person }, une place s'est libérée pour vous : vous venez à **{ $name }**, { $start }, { $place }.
meetup-moved = 📅 **{ $name }** est déplacée à { $start }.
meetup-moved-public = La ronde de balise de la première heure, la ronde { $round }, était déjà publique : elle donne la position { $position }, qui reste consignée avec ce déplacement.
meetup-cancelled-one = ❌ **{ $name }** est annulée.
meetup-cancelled-series = ❌ **{ $name }** est annulée, et plus aucune soirée hebdomadaire n'est prévue.
meetup-cancelled-week = ❌ **{ $name }** est annulée cette semaine ; la série reprend la semaine prochaine.
meetup-event-beacon = 🎲 La ronde 1 vient de la ronde { $round } de la balise publique { $chain } de drand, la première après le début : personne ne peut la connaître avant.
meetup-event-seeds = 🎲 Les rondes viennent de graines engagées quand la soirée a été organisée : chaque révélation peut être vérifiée.
choice-every-week = chaque semaine
error-meetup-every = `every:` prend `week` (chaque semaine), pas « { $given } »
cmd-meetup = Soirées de club : organiser, répondre, puis la ronde 1 et les appariements
cmd-meetup-plan = Organiser une soirée : quand, où, la variante ; le bot l'annonce et la lance
cmd-meetup-plan-name = Le nom de la soirée, comme « Jeudi 960 »
cmd-meetup-plan-when = Quand : 2026-12-10 19:00, jeudi 19:00, demain 18:30 (fuseau du serveur)
cmd-meetup-plan-where = Où, comme « Café de la Régence, rue Saint-Honoré »
cmd-meetup-plan-variant = { -variant-search }
cmd-meetup-plan-rounds = Combien de rondes (par défaut 1)
cmd-meetup-plan-hours = Durée de la soirée, en heures (par défaut 3)
cmd-meetup-plan-places = Le plus de personnes qui peuvent venir ; les autres attendent une place
cmd-meetup-plan-every = Chaque semaine à cette heure, jusqu'à /meetup cancel
cmd-meetup-plan-remind = Rappeler aux participants tant de minutes avant (par défaut : pas de rappel)
cmd-meetup-plan-round_every = Révéler seule chaque ronde suivante tant de minutes après
cmd-meetup-plan-study = Minutes pour étudier chaque ronde avant le jeu (0–60)
cmd-meetup-plan-pair = Chaque ronde compte deux parties, couleurs inversées
cmd-meetup-plan-draw = Balise de drand au début, ou graines engagées maintenant
cmd-meetup-plan-repeats = Aucune position deux fois (par défaut), ou permettre les répétitions
cmd-meetup-plan-exclude = Positions à écarter : 518,534 ou 0-16 ou standard
cmd-meetup-plan-avoid = Écarter chaque position révélée par un événement antérieur
cmd-meetup-list = Les rencontres à venir de ce serveur
cmd-meetup-move = Déplacer une soirée (une semaine d'une série) ; l'événement Discord suit
cmd-meetup-move-when = La nouvelle heure : 2026-12-10 19:00, vendredi 19:30
cmd-meetup-move-name = La soirée (par défaut : la seule à venir du serveur)
cmd-meetup-cancel = Annuler une soirée ou une série hebdomadaire ; l'événement Discord aussi
cmd-meetup-cancel-name = La soirée (par défaut : la seule à venir du serveur)
cmd-meetup-cancel-this_week_only = Seulement la soirée de cette semaine ; la série continue
web-meetup-starts = La soirée commence à
web-meetup-countdown = Temps restant avant le tirage de la ronde 1
web-meetup-drawing = La ronde 1 est en cours de tirage…
meetup-calendar-name = Soirées du club
web-calendar-missing-title = Cet agenda n'existe pas
web-calendar-missing = Cette adresse ne correspond à l'agenda de rencontres d'aucun serveur.
web-calendar-missing-fix = Copiez l'adresse de l'agenda en entier depuis l'annonce d'une rencontre (« Ajouter à l'agenda »).
web-calendar-down-title = L'agenda ne peut pas être lu pour le moment
meetup-board-lichess = ♞ Échiquier { $board } sur lichess, pour ses deux joueurs seulement : <{ $url }>
