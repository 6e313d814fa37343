"""French text of Easy Come, Easy Go: its table, roll-off, coach, rules pages, tutorial,
history and replay, and the prize names (merged into scenes/ui/text.py's lookup by
scenes/eceg/__init__.py)."""

MESSAGES = {
    # its name and line under it on the title
    "game_name_easy-come-easy-go": "Easy Come, Easy Go",
    "game_tagline_easy-come-easy-go": "Un jeu de dés de Reiner Knizia",
    # its columns on the statistics screen
    "stats_taken": "Pris",
    "stats_stolen": "Volés",
    "stats_best": "Plus beau prix",
    "classic_dice": "Dés classiques (1-6) : {value}",
    "hold_all": "Tenir face à tous (4 joueurs et +) : {value}",
    "rolloff_title": "Qui commence ?",
    "rolloff_help": "Chacun lance les quatre dés : le plus gros total commence.",
    "rolloff_tie": "Égalité ! {names} relancent.",
    "rolloff_tie@you": "Égalité ! {names} relancez.",
    "rolloff_tied": "égalité : {totals}",
    "rolloff_winner": "{name} commence !",
    "rolloff_winner@name": "Vous commencez !",
    "continue": "Continuer",
    "total": "Total {n}",
    "end_turn": "Finir le tour",
    "turn_of": "À {name} de jouer",
    "turn_of@name": "À vous de jouer",
    "defence_turn": "{name} : volez {holder} ! (essai {n} sur 2)",
    "defence_turn@name": "Volez {holder} ! (votre essai {n} sur 2)",
    "defence_turn@holder": "{name} veut vous voler un prix (essai {n} sur 2)",
    "choose_dice": "Cliquez les dés à garder (1-4), puis Lancer (Espace)",
    "choose_or_take": "Prenez un prix qui brille (Entrée), ou gardez des dés puis Lancer (Espace)",
    "choose_last": "Un seul dé reste : sélectionnez-le (1), puis Finir le tour (Espace)",
    "take_or_last": "Prenez un prix qui brille (Entrée), ou sélectionnez le dernier dé (1) et Finir le tour",
    "end_now": "Finir le tour (Espace) garde ces dés : pas de prix ce tour-ci",
    "take_or_end": "Prenez un prix qui brille (Entrée), ou Finir le tour (Espace) sans prix",
    "rolled": "{name} lance {dice}",
    "rolled@name": "Vous lancez {dice}",
    "sets_aside": "{name} garde {dice}",
    "sets_aside@name": "Vous gardez {dice}",
    "takes_now": "{name} prend {prize}",
    "takes_now@name": "Vous prenez {prize}",
    "no_prize_of": "{name} : pas de prix ce tour-ci",
    "no_prize_of@name": "Pas de prix pour vous ce tour-ci",
    "press_roll": "{name}, appuyez sur Lancer (Espace) pour commencer",
    "press_roll@name": "Appuyez sur Lancer (Espace) pour commencer votre tour",
    "holds_three": "a trois prix",
    "holds_three@name": "avez trois prix",
    "defence_line": "{holder} a trois prix : {name} a {n} essais pour en voler un. Seuls les prix de {holder} comptent.",
    "defence_line@name": "{holder} a trois prix : vous avez {n} essais pour en voler un. Seuls les prix de {holder} comptent.",
    "defence_line@holder": "Vous avez trois prix : {name} a {n} essais pour vous en voler un. Seuls vos prix comptent.",
    "defence_line_last": "{holder} a trois prix : {name} a un dernier essai pour en voler un. Seuls les prix de {holder} comptent.",
    "defence_line_last@name": "{holder} a trois prix : vous avez un dernier essai pour en voler un. Seuls les prix de {holder} comptent.",
    "defence_line_last@holder": "Vous avez trois prix : {name} a un dernier essai pour vous en voler un. Seuls vos prix comptent.",
    "hold_line": "{holder} a trois prix et gagne si aucun n'est volé pendant les {n} prochains tours.",
    "hold_line@holder": "Vous avez trois prix et gagnez si aucun n'est volé pendant les {n} prochains tours.",
    "hold_line_last": "{holder} a trois prix et gagne si aucun n'est volé pendant ce tour.",
    "hold_line_last@holder": "Vous avez trois prix et gagnez si aucun n'est volé pendant ce tour.",
    "why_defence": "{name} a gardé ses trois prix malgré les deux essais de {other}.",
    "why_defence@name": "Vous avez gardé vos trois prix malgré les deux essais de {other}.",
    "why_defence@other": "{name} a gardé ses trois prix malgré vos deux essais.",
    "why_hold": "{name} a gardé ses trois prix pendant {n} tours des autres.",
    "why_hold@name": "Vous avez gardé vos trois prix pendant {n} tours des autres.",
    "thinking": "{name} réfléchit...",
    "took": "{name} prend {prize}",
    "took@name": "Vous prenez {prize}",
    "stole": "{name} vole {prize} à {victim} !",
    "stole@name": "Vous volez {prize} à {victim} !",
    "stole@victim": "{name} vous vole {prize} !",
    "keys_help": "1-4 dés · Espace lancer · Tab/flèches prix · Entrée prendre · Maj+1-9 prix n · T dernier tour · H coach · L historique · E journal · Échap pause · M son",
    "keys_help_lesson": "1-4 dés · Espace lancer · Tab/flèches prix · Entrée prendre · Maj+1-9 prix n · H coach · L historique · E journal · Échap pause · M son",
    # le dernier tour remontré (scenes/eceg/last_turn.py)
    "last_turn_button": "Dernier tour (T)",
    "last_turn_back": "Retour à la partie",
    "last_turn_showing": "Le dernier tour de {name}",
    "last_turn_showing@name": "Votre dernier tour",
    "last_turn_bar": "Le dernier tour de {name}, à nouveau  ·  Échap, Espace ou un clic : retour à la partie",
    "last_turn_bar@name": "Votre dernier tour, à nouveau  ·  Échap, Espace ou un clic : retour à la partie",
    "last_turn_none": "Pas encore de tour à revoir",
    "last_turn_later": "Le dernier tour se revoit quand la table attend un joueur",
    # --- coach, règles, tutoriel, historique, relecture
    "coach_title": "Coach (H)",
    "coach_waiting": "Les conseils viennent quand vos dés sont arrêtés.",
    "coach_roll": "Lancez : {p} de chances de gagner un prix ce tour-ci en jouant au mieux",
    "coach_keep": "Gardez {dice} : {w} de chances de gagner la partie ({p} de finir le tour avec un prix)",
    "coach_pass": "Gardez {dice} : {w} de chances de gagner la partie, contre {q} si vous prenez {prize} maintenant.",
    "coach_why_easy": "{prize} se vole facilement, et en relançant vous gagnez encore un prix {p} du temps.",
    "coach_why_rob": "En relançant, vous volez {victim} {p} du temps : un prix pour vous, un de moins pour l'autre.",
    "coach_why_count": "En relançant, vous volez {victim} {p} du temps, et {victim} compte ses tours vers la victoire.",
    "coach_why_worth": "En relançant, vous gagnez encore un prix {p} du temps, et un meilleur pour vous que {prize}.",
    "coach_stop": "Finissez le tour : gardez {dice}, aucun prix ne va avec ces dés",
    "coach_take": "Prenez {prize} maintenant : {w} de chances de gagner la partie, contre {q} si vous relancez",
    "coach_take_last": "Prenez {prize} maintenant : {w} de chances de gagner la partie, contre {q} sans ce prix",
    "coach_steal": "Volez {prize} à {victim} maintenant : {w} de chances de gagner la partie, contre {q} si vous relancez",
    "coach_steal_last": "Volez {prize} à {victim} maintenant : {w} de chances de gagner la partie, contre {q} sans ce prix",
    "coach_die": "le {v}",
    "coach_dice": "les {n} {v}",
    "coach_n2": "deux",
    "coach_n3": "trois",
    "coach_n4": "quatre",
    "coach_and": "et",
    "coach_win": "victoire",
    "coach_not_allowed": "Le coach n'est pas permis dans les parties contre l'ordinateur",
    "rules_p1_title": "Les neuf prix",
    "rules_p1_intro": "Les quatre dés comptent : ceux gardés et ceux qu'on vient de lancer. Un lancer peut réaliser plusieurs prix ; vous en choisissez un.",
    "rule_four_of_a_kind": "Les quatre dés montrent le même nombre.",
    "rule_two_pairs": "Deux paires de nombres différents (un carré n'est pas deux paires).",
    "rule_three_odd": "Trois dés pareils et impairs, le quatrième un autre nombre impair.",
    "rule_three_even": "Trois dés pareils et pairs, le quatrième un autre nombre pair (0 est pair).",
    "rule_seven": "Les quatre dés font exactement 7.",
    "rule_thirteen": "Les quatre dés font exactement 13.",
    "rule_three_or_less": "Les quatre dés font 3 ou moins.",
    "rule_seventeen_or_more": "Les quatre dés font 17 ou plus.",
    "rule_straight": "Quatre nombres qui se suivent : 0 1 2 3, 1 2 3 4 ou 2 3 4 5.",
    "rules_p2_title": "Votre tour",
    "rules_p2_text": (
        "Lancez les quatre dés. Après chaque lancer, regardez les quatre dés : s'ils réalisent un prix "
        "que vous pouvez prendre, vous pouvez le prendre, et votre tour s'arrête. Un seul prix par tour.\n"
        "Sinon continuez : gardez au moins un des dés que vous venez de lancer et relancez les autres. "
        "Les dés gardés ne changent plus. Quand les quatre sont gardés sans prix, le tour finit sans rien."
    ),
    "rules_example_a": "Exemple A",
    "rules_example_b": "Exemple B",
    "rules_step_keep": "lancer {dice} : garder {kept}",
    "rules_step_take": "lancer {dice} : prendre {prize}",
    "rules_step_none": "lancer {dice} : aucun prix, le {dice} doit être gardé ; le tour s'arrête",
    "rules_p3_title": "Prendre et voler",
    "rules_p3_text": (
        "On peut prendre un prix au centre de la table, ou chez un autre joueur : c'est le vol, "
        "et c'est tout le sel du jeu. Un prix que vous avez déjà ne vous est plus proposé.\n"
        "Rien n'est acquis : ce que vous avez peut vous être volé au tour de n'importe quel autre joueur."
    ),
    "rules_p4_title": "Comment gagner",
    "rules_p4_text": (
        "Réunissez trois prix, puis gardez-les tous les trois pendant les tours des deux joueurs suivants. "
        "Si personne ne vous en prend un pendant ces tours, vous gagnez. Sinon le compte est annulé et "
        "repart quand vous aurez de nouveau trois prix.\n"
        "À deux joueurs : votre adversaire a jusqu'à deux tours de suite pour vous voler un de vos trois "
        "prix, et pendant ces tours il ne peut prendre que les vôtres, pas ceux du centre. Si le premier "
        "essai réussit, il n'y a pas de second, et la partie continue."
    ),
    "rules_p5_title": "Qui commence, et les options",
    "rules_p5_text": (
        "Qui commence : chacun lance les quatre dés ; le plus gros total commence, les ex aequo relancent. "
        "On joue ensuite à tour de rôle autour de la table.\n"
        "Dés classiques (option) : des dés ordinaires de 1 à 6. Les figures restent, et les totaux "
        "deviennent 11 exactement, 17 exactement, 4, 5, 6 ou 7 et 21 ou plus.\n"
        "Tenir face à tous (option, 4 joueurs et plus) : il faut garder ses trois prix pendant les tours "
        "de tous les autres joueurs, pas seulement des deux suivants.\n"
        "Touches à la table : 1-4 choisir des dés, Espace lancer, Tab et flèches choisir un prix, Entrée "
        "le prendre, T remontre le dernier tour, H le coach, L l'historique, E enregistrer le journal de la partie, Échap pause."
    ),
    "tut_you": "Vous",
    "tut_teacher": "Professeur",
    "tut_teacher_role": "Votre guide",
    "tut_lesson": "Tutoriel · leçon {n} sur {total}",
    "tut_a0": "Exemple A. Votre premier lancer : 0 2 2 5. Aucun prix pour l'instant : gardez des dés et relancez.",
    "tut_a1": "Gardez les deux 2 : cliquez-les (ou tapez leur numéro, 1-4), puis Lancer (Espace).",
    "tut_a2": "Vous avez lancé 2 et 5. Gardez le 2 et lancez le dernier dé.",
    "tut_a3": "2 2 2 4 : un brelan, tous pairs ! Prenez le prix qui brille : cliquez-le, ou Entrée.",
    "tut_b0": "Exemple B. Parfois rien ne vient : voici comment un tour finit sans prix.",
    "tut_b1": "0 1 2 5 : gardez le 0, le 1 et le 2, puis lancez.",
    "tut_b2": "Un 5 : 0 1 2 5 ne réalise aucun prix. Le dernier dé doit être gardé : sélectionnez-le et Finir le tour (Espace).",
    "tut_s0": "Voler. Un prix qu'un autre joueur possède peut lui être pris, comme un prix du milieu : c'est voler, le cœur du jeu. Vous gagnez un prix et il en perd un. {teacher} a 3 ou moins et 13 exactement.",
    "tut_s1": "0 0 0 2 réalise deux prix : BRELAN et tous les dés PAIRS, au milieu, et 3 ou moins, que {teacher} possède. Volez 3 ou moins : Tab jusqu'à lui, puis Entrée (ou cliquez-le).",
    "tut_s_done": "Volé ! 3 ou moins est à vous, et il ne reste qu'un prix à {teacher}.",
    "tut_d0": "La défense à deux joueurs. Quand un joueur a trois prix, l'autre a jusqu'à deux tours de suite pour lui en voler un, et ne peut prendre que ses prix, pas ceux du milieu. Si les deux essais échouent, celui qui a les trois prix gagne. {teacher} vient de prendre un troisième prix : voici votre premier essai.",
    "tut_d1": "0 0 0 2 réaliserait deux prix du milieu, mais ils ne comptent pas maintenant : seuls ceux de {teacher} comptent. Visez 7 exactement : gardez le 0 et le 2, puis Lancer (Espace).",
    "tut_d2": "1 et 4 : 0 1 2 4 font 7, et {teacher} a 7 exactement. Volez-le : Entrée (ou cliquez-le).",
    "tut_d_done": "Volé ! {teacher} n'a plus trois prix : la partie continue, et {teacher} joue ensuite.",
    "tut_c0": "Maintenant votre premier vrai tour, contre l'ordinateur, avec le coach : les nombres bleus sont vos chances exactes, le contour bleu montre les dés qu'il garderait.",
    "tut_c1": "À vous : suivez le coach ou votre idée. H cache le coach.",
    "tut_done": "Tutoriel terminé ! Continuez cette partie, ou Échap pour le menu.",
    "tut_continue": "Entrée ou Espace : continuer",
    "tut_wrong_dice": "Pas tout à fait : gardez {dice}.",
    "tut_wrong_take": "Pas celui-ci : prenez {prize}.",
    "tut_select": "Sélectionnez {dice}, puis Espace.",
    "h_start": "Nouvelle partie : {names}",
    "h_first_roll": "{name} lance {dice} pour savoir qui commence",
    "h_first_roll@name": "Vous lancez {dice} pour savoir qui commence",
    "h_turn": "À {name} de jouer",
    "h_turn@name": "À vous de jouer",
    "h_roll": "{name} lance {dice}",
    "h_roll@name": "Vous lancez {dice}",
    "h_roll_kept": "{name} lance {dice} (gardés {kept})",
    "h_roll_kept@name": "Vous lancez {dice} (gardés {kept})",
    "h_set_aside": "{roll}, garde {dice}",
    "h_set_aside@name": "{roll} et gardez {dice}",
    "h_take": "{name} prend {prize}",
    "h_take@name": "Vous prenez {prize}",
    "h_steal": "{name} vole {prize} à {victim}",
    "h_steal@name": "Vous volez {prize} à {victim}",
    "h_steal@victim": "{name} vous vole {prize}",
    "h_no_prize": "{name} n'obtient aucun prix",
    "h_no_prize@name": "Vous n'obtenez aucun prix",
    "h_win": "{name} gagne la partie !",
    "h_win@name": "Vous gagnez la partie !",
}


PRIZE_NAMES = {
        "four_of_a_kind": "CARRÉ", "two_pairs": "2 paires",
        "three_odd": "BRELAN et tous les dés IMPAIRS", "three_even": "BRELAN et tous les dés PAIRS",
        "seven": "7 exactement", "thirteen": "13 exactement", "three_or_less": "3 ou moins",
        "seventeen_or_more": "17 ou plus", "straight": "SUITE",
        "eleven": "11 exactement", "seventeen": "17 exactement", "four_to_seven": "4, 5, 6 ou 7",
        "twenty_one_or_more": "21 ou plus",
    }

# Les étiquettes des petites cartes devant un joueur : des mots (le nom du prix quand il
# tient sur deux ou trois lignes courtes), jamais d'abréviation comme « 3+1 ».
PRIZE_SHORT = {
        "four_of_a_kind": "Carré", "two_pairs": "2 paires", "three_odd": "Brelan, tous impairs",
        "three_even": "Brelan, tous pairs", "seven": "7 exactement", "thirteen": "13 exactement",
        "three_or_less": "3 ou moins", "seventeen_or_more": "17 ou plus", "straight": "Suite",
        "eleven": "11 exactement", "seventeen": "17 exactement", "four_to_seven": "4 à 7",
        "twenty_one_or_more": "21 ou plus",
    }
