"""Le texte français de Wazabi : ses messages par identifiant, et les noms et effets des cartes."""

MESSAGES = {
    "game_name_wazabi": "Wazabi",
    "game_tagline_wazabi": "Débarrassez-vous de vos dés le premier",
    "level_about_wazabi_easy": "Facile est un débutant qui connaît les cartes : il joue une carte sensée, contre n'importe qui.",
    "level_about_wazabi_medium": "Moyen regarde un coup en avant : ses propres dés d'abord, puis un tour de plus pour lui ou de moins pour le meneur, et les cartes que perdent les autres.",
    "level_about_wazabi_hard": "Difficile cherche : il joue ses choix les plus prometteurs un tour de table plus loin, face à des centaines de suppositions sur les cartes cachées, et garde le meilleur. Comme tout niveau, il ne voit que ce que sa place peut voir.",
    "wz_option": "{name} : {value}",
    "wz_option_dice": "Dés au départ : {n}",
    "wz_teams": "Équipes : {value}",
    "wz_to_the_last": "Jusqu'au dernier : {value}",
    "wz_tournament_off": "Tournoi : non",
    "wz_tournament_games": "Tournoi : {n} parties",
    "wz_turn_of": "Au tour de {name}",
    "wz_roll_hint_one": "{name} : lancez votre dé (Espace)",
    "wz_roll_hint_other": "{name} : lancez vos {n} dés (Espace)",
    "wz_give_hint": "{name}, donnez un dé : cliquez un joueur, ou flèches puis Entrée ({n} à donner)",
    "wz_play_hint": "{name} : jouez une carte qui brille (clic, ou flèches puis Entrée), ou passez (P)",
    "wz_target_hint": "{card} : choisissez un joueur (clic, ou flèches puis Entrée ; Échap : retour)",
    "wz_direction_hint": "{card} : tous passent leurs dés à gauche ou à droite (Échap : retour)",
    "wz_keep_hint_one": "{name}, gardez {n} carte : cliquez-la (ou sa touche chiffre), puis Entrée",
    "wz_keep_hint_other": "{name}, gardez {n} cartes : cliquez-les (ou touches chiffres), puis Entrée",
    "wz_steal_take_hint": "{card} : prenez-en une au hasard chez {name} (clic sur sa place, ou Entrée)",
    "wz_take_hint": "Pioche et défausse vides : prenez une carte au hasard chez un joueur",
    "wz_roll": "Lancer",
    "wz_pass": "Passer",
    "wz_keep": "Garder",
    "wz_left": "À gauche",
    "wz_right": "À droite",
    "wz_pile": "Pioche : {n}",
    "wz_discard": "Défausse : {n}",
    "wz_in_play": "En jeu",
    "wz_dice_one": "{n} dé",
    "wz_dice_other": "{n} dés",
    "wz_cards_one": "{n} carte",
    "wz_cards_other": "{n} cartes",
    "wz_skips_one": "passe {n} tour",
    "wz_skips_other": "passe {n} tours",
    "wz_team": "Équipe {team}",
    "wz_place": "Sorti : place {n}",
    "wz_needs": "il faut {n} W",
    "wz_no_drop": "pas après 2 dons",
    "wz_no_target": "personne à viser",
    "wz_direction_left": "Le jeu tourne vers la gauche",
    "wz_direction_right": "Le jeu tourne vers la droite",
    "wz_again": "{name} rejoue",
    "wz_turned": "Le jeu tourne maintenant vers la {direction}",
    "wz_hidden_hand": "La main de {name} est cachée",
    "wz_keys": "Espace lancer · flèches/Tab choisir · Entrée jouer · P passer · U reprendre · T dernier tour · L historique · Échap pause",
    "wz_keys_no_undo": "Espace lancer · flèches/Tab choisir · Entrée jouer · P passer · T dernier tour · L historique · Échap pause",
    "wz_keys_joined": "flèches/Tab choisir · Entrée jouer · P passer · T dernier tour · L historique · Échap pause",
    # le conseil (H : scenes/wazabi/hint.py)
    "wz_setting_hint_allowed": "Conseil permis contre l'ordinateur : {value}",
    "wz_key_hint": "H conseil",
    "wz_hint_title": "Conseil (H)",
    "wz_hint_thinking": "Réflexion…",
    "wz_hint_thinking_how": "Chaque choix est essayé dans des parties tirées de ce que vous voyez. Vos touches marchent toujours.",
    "wz_hint_best": "Le mieux : {choice}, environ {p} de chances de gagner.",
    "wz_hint_close_call": "Choix serré : {choice} vient en tête, environ {p} de chances de gagner ; la recherche ne le distingue pas des suivants.",
    "wz_hint_rows": "Vos chances de gagner la partie après chaque choix :",
    "wz_hint_how": "Sur {n} parties jouées à partir de ce que vous voyez ; chaque nombre à ±{m} près environ.",
    "wz_thousands": "{a}\u00a0{b}",     # 2 700
    "wz_hint_untried_one": "{n} autre choix non essayé",
    "wz_hint_untried_other": "{n} autres choix non essayés",
    "wz_hint_more_one": "{n} autre choix, moins bon",
    "wz_hint_more_other": "{n} autres choix, moins bons",
    "wz_hint_close": "H ou Échap : fermer",
    "wz_hint_not_allowed": "Le conseil n'est pas permis dans les parties contre l'ordinateur (Réglages)",
    "wz_hint_none": "Pas de conseil maintenant : il vient quand vous avez un choix à faire",
    "wz_do_give": "Donner un dé à {name}",
    "wz_do_play": "« {card} »",
    "wz_do_play_on": "« {card} » sur {name}",
    "wz_do_play_from": "« {card} » à {name}",
    "wz_do_play_dir": "« {card} », vers la {direction}",
    "wz_do_pass": "Passer (aucune carte)",
    "wz_do_take": "Prendre une carte à {name}",
    "wz_do_keep": "Garder {cards}",
    # le dernier tour remontré (T : scenes/wazabi/past_turn.py)
    "wz_last_turn_showing": "Le dernier tour de {name}",
    "wz_last_turn_bar": "Le dernier tour de {name}, à nouveau · Échap, Espace ou un clic : retour à la partie",
    "wz_h_start": "Nouvelle partie : {names}",
    "wz_h_first_roll": "{name} obtient {n} W pour savoir qui commence",
    "wz_h_turn": "Au tour de {name}",
    "wz_h_skip": "{name} passe son tour",
    "wz_no_card": "{name} ne peut jouer aucune carte : le tour passe",
    "wz_h_roll": "{name} obtient {faces}",
    "wz_h_draw": "{name} pioche une carte",
    "wz_h_draw_from": "{name} prend une carte au hasard chez {victim}",
    "wz_h_reshuffle": "La défausse est mélangée en une nouvelle pioche",
    "wz_h_give": "{name} donne un dé à {to}",
    "wz_h_play": "{name} joue {card}",
    "wz_h_play_on": "{name} joue {card} sur {target}",
    "wz_h_play_dir": "{name} joue {card}, vers la {direction}",
    "wz_h_drop_one": "{name} retire {n} dé du jeu",
    "wz_h_drop_other": "{name} retire {n} dés du jeu",
    "wz_h_pass": "Tous passent leurs dés vers la {direction}",
    "wz_h_discard_one": "{name} défausse {n} carte",
    "wz_h_discard_other": "{name} défausse {n} cartes",
    "wz_h_pass_turn": "{name} passe",
    "wz_h_finish": "{name} n'a plus de dés : place {place}",
    "wz_h_win": "{name} gagne !",
    "wz_h_win_team": "{name} gagne pour l'équipe de {names} !",
    "wz_confirm_give": "Donner un dé à {to} ?",
    "wz_confirm_take_from": "Prendre une carte au hasard chez {victim} ?",
    "wz_confirm_play": "Jouer {card} ?",
    "wz_confirm_play_on": "Jouer {card} sur {target} ?",
    "wz_confirm_play_dir": "Jouer {card}, vers la {direction} ?",
    "wz_left_word": "gauche",
    "wz_right_word": "droite",
    "wz_face_wazabi": "W",
    "wz_face_draw": "carte",
    "wz_face_give": "don",
    "wz_cover_title": "Passez l'ordinateur à {name}",
    "wz_cover_turn": "C'est au tour de {name}. Les autres, détournez les yeux.",
    "wz_cover_keep": "{name} choisit les cartes à garder. Les autres, détournez les yeux.",
    "wz_cover_button": "Je suis {name} : voir ma main",
    # un journal enregistré revu (scenes/wazabi/replay.py)
    "wz_replay_turns_one": "{n} tour",
    "wz_replay_turns_other": "{n} tours",
    "wz_replay_hand_of": "Face visible : la main de {name}",
    "wz_replay_open_hands": "Partie terminée revue : son journal note chaque carte, la main du joueur "
                            "qui agit est donc montrée face visible.",
    # le tutoriel : un premier tour guidé (scenes/wazabi/tutorial.py)
    "wz_tut_title": "Tutoriel : votre premier tour",
    "wz_tut_teacher": "Professeur",
    "wz_tut_continue": "Entrée, Espace ou un clic : continuer",
    "wz_tut_goal": (
        "Wazabi : soyez le premier à vous débarrasser de tous vos dés.\n"
        "Vous et {teacher} commencez avec 4 dés et 3 cartes chacun. Un dé montre W (la monnaie qui "
        "paie les cartes), une carte (piocher une carte) ou un dé (donner ce dé).\n"
        "Un tour : lancer, piocher, donner, puis jouer une carte. Jouons ensemble votre premier tour."),
    "wz_tut_roll": (
        "Vous avez obtenu le plus de W pour savoir qui commence : à vous.\n"
        "Étape 1 : lancez tous vos dés. Appuyez sur Espace, ou cliquez sur Lancer."),
    "wz_tut_draw": (
        "Vous avez obtenu deux W, une carte et un dé.\n"
        "Étape 2 : chaque face carte pioche une carte. Regardez-la arriver dans votre main."),
    "wz_tut_give": (
        "Étape 3 : la face dé veut dire que ce dé vous quitte : donnez-le à un autre joueur.\n"
        "Cliquez sur la place de {teacher}, ou appuyez sur Entrée (la place dorée est choisie ; "
        "les flèches la changent)."),
    "wz_tut_play": (
        "Étape 4 : vous pouvez jouer une carte dont le coût (ses W) ne dépasse pas les W obtenus : deux.\n"
        "Les cartes qui brillent peuvent être jouées ; les cartes grisées disent pourquoi pas.\n"
        "Jouez {card} : elle retire un de vos dés. Cliquez dessus, ou choisissez-la avec les flèches "
        "puis Entrée."),
    "wz_tut_done": (
        "Bien joué : lancer, piocher, donner, jouer : voilà un tour complet. Il vous reste 2 dés, "
        "et le premier qui n'en a plus gagne.\n"
        "La partie continue contre {teacher} : jouez-la jusqu'au bout, ou appuyez sur Échap pour partir."),
    "wz_tut_do_roll": "Lancez tous vos dés : Espace, ou cliquez sur Lancer.",
    "wz_tut_do_give": "Donnez le dé à {teacher} : cliquez sur sa place, ou appuyez sur Entrée.",
    "wz_tut_do_play": "Jouez {card} (elle brille) : cliquez dessus, ou flèches puis Entrée.",
    "wz_tut_do_after": "Votre carte est jouée : un dé de moins. C'est au tour de {teacher}.",
    "wz_tut_do_done": "Jouez la suite contre {teacher} : le premier sans dé gagne. Échap : pause, ou partir.",
    "wz_tut_wrong_card": "Pas celle-ci ici : jouez {card}, qui retire un de vos dés.",
    "wz_tut_no_pass": "Jouer n'est jamais obligatoire, mais cette leçon demande {card}.",
    # le classement d'un tournoi (scenes/wazabi/standings.py)
    "wz_tournament_place": "Tournoi : partie {n} sur {total}",
    "wz_standings_title": "Tournoi : après la partie {n} sur {total}",
    "wz_standings_over": "Le tournoi est terminé",
    "wz_standings_won": "{name} gagne la partie {n} et marque {points} : un point par dé que les adversaires ont encore.",
    "wz_standings_team": "L'équipe {names}",
    "wz_standings_points": "Points : {points}",
    "wz_standings_leading": "En tête : {names}",
    "wz_standings_winner": "{names} gagne le tournoi !",
    "wz_standings_shared": "Première place partagée : {names} !",
    "wz_standings_next": "Partie suivante",
    "wz_standings_new": "Nouveau tournoi",
    "wz_standings_saved": "Le tournoi est enregistré : Reprendre, sur l'écran titre, continue avec la partie {n}.  ·  L historique  ·  E journal",
    "wz_standings_keys": "L historique  ·  E enregistrer le journal  ·  Échap titre",
    "wz_log_after": "Le journal pourra être enregistré à la fin de la partie",
    "wz_why": "{cause} : {rule}.",
    "wz_why_give": "{name} a donné son dernier dé",
    "wz_why_card": "Une carte a retiré à {name} ses derniers dés",
    "wz_why_out": "{name} n'a plus de dé",
    "wz_rule_first": "le premier sans dé gagne",
    "wz_rule_team": "une équipe gagne dès qu'un de ses joueurs n'a plus de dé",
    "wz_rule_last": "le premier sans dé gagne ; les autres ont continué pour les places",
    "wz_holdings": "{dice}, {cards}",
    "wz_stats_given": "Donnés",
    "wz_stats_shed": "Retirés",
    "wz_rules_title": "Wazabi : les règles",
    "wz_rules_goal_title": "Le but et les dés",
    "wz_rules_goal": (
        "Soyez le premier à vous débarrasser de tous vos dés. Chacun commence avec 4 dés (de 2 à 6 "
        "en option) et 3 cartes.\nChaque dé a trois faces W (wazabi : la monnaie pour jouer les cartes), "
        "deux faces carte (piocher une carte) et une face dé (donner ce dé à un autre joueur)."),
    "wz_rules_turn_title": "Un tour, dans l'ordre",
    "wz_rules_turn": (
        "0. Une carte « passe ton tour » devant vous : votre tour est passé et la carte défaussée.\n"
        "1. Lancez tous vos dés.\n2. Piochez une carte par face carte.\n"
        "3. Donnez chaque dé montrant la face dé à un autre joueur de votre choix.\n"
        "4. Vous pouvez jouer une carte dont le coût (W) ne dépasse pas le nombre de W obtenus.\n"
        "5. Le jeu passe au suivant dans le sens en cours.\n"
        "Quand la pioche est vide, la défausse est mélangée en une nouvelle pioche."),
    "wz_rules_cards_title": "Les cartes (coût en W)",
    "wz_rules_end_title": "Gagner, et les options",
    "wz_rules_end": (
        "Un joueur qui n'a plus de dés gagne aussitôt, même au milieu d'un tour.\n"
        "Équipes (4 ou 6 joueurs) : les partenaires sont face à face ; le premier d'une équipe sans dés "
        "la fait gagner. Les mains restent secrètes.\nJusqu'au dernier : la partie continue sans les "
        "joueurs sortis jusqu'à ce qu'un seul ait encore des dés ; le classement suit l'ordre de sortie.\n"
        "Sur un seul écran : avant le tour de chaque personne, un écran demande de passer l'ordinateur, "
        "pour que personne ne voie la main d'un autre.\nConseil (H) : à votre choix, la table joue chaque "
        "option dans des parties tirées de ce que vous voyez et montre ses chances de gagner, la meilleure "
        "entourée de bleu (Réglages : s'il peut aider contre l'ordinateur)."),
}

CARD_NAMES = {
    "drop_one": "Un dé en moins", "pass_dice": "Passez les dés", "drop_two": "Deux dés en moins",
    "give_one": "Donnez un dé", "steal_card": "Volez une carte", "keep_one": "Gardez-en une",
    "draw_three": "Piochez trois", "others_keep_two": "Les autres en gardent deux",
    "skip_turn": "Passe ton tour", "play_again": "Rejouez",
}

CARD_EFFECTS = {
    "drop_one": "Retirez un de vos dés. Pas après avoir obtenu 2 faces dé ou plus.",
    "pass_dice": "Chacun passe tous ses dés à son voisin de gauche ou de droite.",
    "drop_two": "Retirez deux de vos dés du jeu.",
    "give_one": "Donnez un de vos dés au joueur de votre choix.",
    "steal_card": "Prenez une carte, au hasard, dans la main d'un autre joueur.",
    "keep_one": "Un joueur ayant 2 cartes ou plus en garde une à son choix, défausse le reste.",
    "draw_three": "Piochez trois cartes.",
    "others_keep_two": "Chaque autre joueur garde deux cartes de son choix.",
    "skip_turn": "Le joueur de votre choix passe son prochain tour.",
    "play_again": "Rejouez un tour aussitôt ; puis le jeu change de sens.",
}
