"""Texte français de YAM color : options de la partie, table, vérification et page de
règles (fusionné dans la recherche de scenes/ui/text.py par scenes/yam_color/__init__.py)."""

MESSAGES = {
    "yam_keyname_space": "Espace",
    "yam_keyname_space_start": "Espace (Start sur une manette)",
    "game_name_yam-color": "YAM color",
    "game_tagline_yam-color": "Huit dés, une carte : tout le monde annonce en même temps !",
    "level_about_yam-color_yours": "Votre rythme annonce aussi vite, et aussi juste, que la première place Humain, mesuré sur l'entraînement et les parties de cette personne ; avant 30 annonces, au rythme du niveau moyen.",
    "level_about_yam-color_easy": "Facile est un débutant : il annonce en 5 s environ et tente souvent un de trop.",
    "level_about_yam-color_medium": "Moyen est un joueur occasionnel : il annonce en 4 s environ, et trop haut à peu près une fois sur sept.",
    "level_about_yam-color_hard": "Difficile est un joueur entraîné : il annonce en 3,5 s environ et se trompe rarement.",
    # setup
    "yam_call_time": "Temps d'annonce : {value}",
    "yam_seconds": "{n} s",
    "yam_no_limit": "sans limite",
    "yam_tie": "Égalité en tête : {value}",
    "yam_tie_shared": "victoire partagée",
    "yam_tie_playoff": "barrage",
    "yam_keys_heading": "Touches d'annonce",
    "yam_key_solo": "Souris ou 0-8",
    "yam_key_row": "Chiffres 0-8",
    "yam_key_keypad": "Pavé num. 0-8",
    "yam_key_letters": "Touches {first}…{last} = 0…8",
    "yam_rows_hint": "Chacun a sa propre rangée de touches : un seul appui sur la touche au-dessus de votre "
                     "nombre fait toute votre annonce.",
    "yam_key_pad": "Manette : stick, puis un bouton",
    "yam_pad_none": "Manette : aucune",
    "yam_pad": "Manette {n}",
    # table
    "yam_throws": "{name} lance les dés",
    "yam_playoff_round": "Barrage : {names}",
    "yam_call_now": "Annoncez ! Combien de couleurs correspondent ?",
    "yam_time_up": "Temps écoulé !",
    "yam_count": "Compte : {n}",
    "yam_fine": "{name} a annoncé {n} : trop haut, rend une carte",
    "yam_fine_none": "{name} a annoncé {n} : trop haut (aucune carte à rendre)",
    "yam_take": "{name} a annoncé {n} et prend la carte !",
    "yam_unclaimed": "Personne n'a vu juste : la carte retourne sous la pioche",
    "yam_nobody_called": "Personne n'a annoncé : la carte retourne sous la pioche",
    # la vérification montrée (scenes/yam_color/check_marks.py), tenue jusqu'à ce qu'on continue
    "yam_tally": "{colour} {n}/{discs}",
    "yam_amount": "{colour} {n}",
    "yam_pair": "{colour} {n}",
    "yam_go_on": "{key} ou un clic : manche suivante",
    "yam_keys_go_on": "{key} : manche suivante",
    "setting_yam_after_check": "Après la vérification : {value}",
    "yam_after_check_key": "attendre une touche",
    "yam_after_check_auto": "continuer seul",
    "yam_h_dice": "Dés : {dice}",
    "yam_h_card": "Carte {card} : {discs}",
    "yam_h_count": "Compte : {n} = {pairs}",
    "yam_left_over": "{colour} (dés {dice}, carte {discs})",
    "yam_practice_added": "Trop haut de {n} : seules les paires comptent. En trop : {colours}",
    "yam_practice_missed": "Trop bas de {n} : comptez chaque paire : {colours}",
    # la ligne des résultats : pourquoi la partie est gagnée (scenes/yam_color/words.py)
    "yam_why_most": "La pioche est vide : {name} a le plus de cartes ({n}).",
    "yam_why_shared": "La pioche est vide : {n} cartes chacun, la victoire est partagée.",
    "yam_why_playoff": "Égalité à {n} cartes : {name} a gagné le barrage.",
    # history in words (scenes/yam_color/history.py)
    "yam_h_start": "Nouvelle partie : {names}",
    "yam_h_throw": "{name} jette les dés (carte {card})",
    "yam_h_throw_playoff": "Barrage : {name} jette les dés (carte {card})",
    "yam_h_call": "{name} annonce {n} ({time})",
    "yam_h_seconds": "{whole},{cents} s",
    "yam_h_end_alone_one": "{names} gagne avec {n} carte",
    "yam_h_end_alone_other": "{names} gagne avec {n} cartes",
    "yam_h_end_shared_one": "{names} gagnent ex aequo avec {n} carte",
    "yam_h_end_shared_other": "{names} gagnent ex aequo avec {n} cartes",
    "yam_replay_rounds_one": "{n} manche",
    "yam_replay_rounds_other": "{n} manches",
    "yam_pile": "Pioche : {n}",
    "yam_cards": "Cartes : {n}",
    "yam_pad_hint": "Cliquez votre nombre ou tapez 0-8",
    "yam_keys_person": "{name} : {keys}",
    "yam_keys_history": "{key} : historique",
    "yam_keys_export": "E : enregistrer le journal",
    "yam_keys_last_round": "T : dernière manche",
    "yam_key_is_a_call": "{key} est la touche d'annonce de {name} jusqu'à la fin des annonces",
    # la dernière manche remontrée (T)
    "yam_last_round_none": "Pas encore de manche à revoir",
    "yam_last_round_later": "La dernière manche se revoit une fois les annonces closes",
    "yam_last_round_title": "La dernière manche, à nouveau",
    "yam_last_round_bar": "Échap, Espace, T ou un clic : retour à la partie",
    "yam_keys_pause": "Échap : pause",
    # practice (scenes/yam_color/practice.py)
    "yam_practice_title": "Entraînement",
    "yam_practice_watch": "Attention…",
    "yam_practice_again": "Espace, Entrée ou un clic : relancer",
    "yam_practice_right": "Compte : {count}. Vous avez annoncé {n} : juste ! ({time})",
    "yam_practice_wrong": "Compte : {count}. Vous avez annoncé {n} : faux ({time})",
    "yam_practice_throws": "Lancers : {n}",
    "yam_practice_right_count": "Justes : {n}",
    "yam_practice_median": "Temps médian : {time}",
    "yam_practice_match": "Votre niveau : l'ordinateur {level}",
    "yam_practice_faster": "Plus rapide que tous les niveaux de l'ordinateur !",
    "yam_practice_slower": "Plus lent que tous les niveaux de l'ordinateur : entraînez-vous encore",
    "yam_practice_match_later": "Votre niveau face à l'ordinateur : après {total} annonces justes ({n} pour l'instant)",
    "yam_practice_pace_only": "Pour la vitesse seulement : {n} annonces fausses sur {calls} ; l'ordinateur {level}, environ {expected}",
    "yam_practice_pace_only_never": "Pour la vitesse seulement : {n} annonces fausses sur {calls} ; l'ordinateur {level}, presque jamais",
    "yam_yours_measured": "Votre rythme ({name}) : annonces mesurées : {n}",
    "yam_yours_too_few": "Votre rythme ({name}) : annonces mesurées : {n} sur {total} ; d'ici là, le rythme du niveau moyen",
    "yam_yours_seat": "rythme : {name}",
    "yam_yours_damaged": " (entrées illisibles ignorées : {n})",
    "yam_yours_calls": "{n} annonces",
    "yam_yours_calls_few": "{n} annonces sur {total}",
    "yam_yours_nobody": "rythme moyen (personne)",
    "yam_practice_col_count": "Compte",
    "yam_practice_col_calls": "Annonces",
    "yam_practice_col_right": "Justes",
    "yam_practice_col_median": "Médiane",
    "yam_practice_percent": "{n} %",
    "yam_practice_keys": "0-8 ou un clic : annoncer  ·  Échap : retour",
    # statistics (scenes/yam_color/statistics_columns.py)
    "yam_stats_taken": "Cartes",
    "yam_stats_right": "Justes",
    "yam_stats_wrong": "Fausses",
    "yam_stats_median": "Temps médian",
    "yam_stats_seconds": "{whole},{tenth} s",
    # rules pages (scenes/yam_color/rules.py)
    "yam_rules_material_title": "Les dés et les cartes",
    "yam_rules_material": (
        "Huit dés, chacun une petite pyramide de quatre boules, une de chaque couleur : rouge, jaune, vert et "
        "bleu. La boule du haut donne sa couleur au dé ; chaque couleur a aussi son symbole.\n"
        "26 cartes de huit pastilles de couleur, mélangées en une pile face cachée.\n"
        "Le but : gagner le plus de cartes en voyant très vite les couleurs et en annonçant le premier."),
    "yam_rules_count_title": "Le compte",
    "yam_rules_count": (
        "Le lanceur jette les huit dés et, dès qu'ils sont arrêtés, retourne la carte du haut de la pile. "
        "Le compte est le nombre de couleurs qui correspondent entre les dés et la carte : pour chaque couleur, "
        "le plus petit du nombre de dés qui la montrent et du nombre de ses pastilles sur la carte, additionnés "
        "(de 0 à 8)."),
    "yam_rules_count_row": "{colour} : dés {dice}, carte {card} : {n}",
    "yam_rules_count_example": "Exemple : ces dés contre la carte 24 font un compte de 7.",
    "yam_rules_calls_title": "Les annonces",
    "yam_rules_calls": (
        "Dès que la carte est retournée, tout le monde annonce en même temps : un nombre de 0 à 8, une fois "
        "par manche, sans pouvoir le changer. Les annonces sont rangées dans l'ordre où elles sont faites.\n"
        "Les annonces se ferment quand tous ont annoncé ou que le temps d'annonce est écoulé (un réglage : 5, 8 "
        "ou 12 secondes, ou sans limite). Qui n'a pas annoncé ne prend pas part à la vérification."),
    "yam_rules_how_title": "Comment annoncer ici",
    "yam_rules_how": (
        "Seul : cliquez un nombre ou tapez 0-8.\n"
        "À plusieurs au même clavier : chacun a sa propre rangée de neuf touches (choisie à la préparation, "
        "affichée près de son nom) : la rangée des chiffres, le pavé numérique ou une rangée de lettres, dont "
        "les touches annoncent 0 à 8 depuis la gauche. Un seul appui sur la touche au-dessus de votre nombre "
        "fait toute votre annonce ; personne ne partage une touche. Pendant une manche, les lettres d'une "
        "rangée ne servent qu'à annoncer : E, T et M reprennent leur rôle une fois les annonces closes, et "
        "l'historique passe sur Tab quand L est la touche de quelqu'un.\n"
        "Une manette de jeu est une place à elle seule : choisissez d'abord le nombre avec le stick ou la croix, "
        "puis appuyez sur un bouton pour annoncer (tout bouton sauf Start : Start passe à la suite après "
        "la vérification)."),
    "yam_rules_check_title": "La vérification : l'exemple de la règle",
    "yam_rules_check": (
        "De l'annonce la plus haute à la plus basse : une annonce au-dessus du compte est fausse et paie une "
        "amende, une carte du joueur glissée sous la pile (rien s'il n'en a pas). La première annonce qui ne "
        "dépasse pas le compte prend la carte (à égalité, la plus rapide) ; les plus basses ne sont pas "
        "vérifiées. Personne n'a vu juste : la carte retourne sous la pile. Qui prend la carte relance."),
    "yam_rules_example_intro": "Alain jette les dés ; le compte est 6. Les annonces, dans l'ordre :",
    "yam_rules_unchecked": "{name} a annoncé {n} : pas vérifiée, ne gagne rien",
    "yam_rules_end_title": "Fin de la partie et options",
    "yam_rules_end": (
        "La partie s'arrête quand la pile est vide après une manche : qui a le plus de cartes gagne.\n"
        "En cas d'égalité en tête, les joueurs gagnent ex aequo ; avec l'option barrage, ils rejouent des "
        "manches entre eux avec une carte tirée des cartes gagnées, et le premier à gagner une telle manche "
        "gagne la partie (dans un barrage aucune carte ne bouge et aucune amende n'est payée).\n"
        "Le temps d'annonce compte dès que la carte est retournée ; sans limite, les annonces se ferment quand "
        "tous ont annoncé.\n"
        "Les variantes de la règle (miser, jouer les yeux bandés au toucher) ne sont pas jouées ici."),
}
