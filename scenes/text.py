"""Every piece of interface text, by message id, in English and French.

Scenes call `t("id", **values)`; prize names come from `prize_name(id)`. The
language is one module-level setting (`set_language`), so a settings screen can
switch it and every scene re-reads its text.
"""
from __future__ import annotations

ENGLISH = {
    "title": "Easy Come, Easy Go",
    "subtitle": "A dice game by Reiner Knizia",
    "new_game": "New game",
    "rules": "Rules",
    "quit": "Quit",
    "setup_title": "New game",
    "players": "Players",
    "seat_name": "Player {n}",
    "human": "Human",
    "computer": "Computer: {kind}",
    "classic_dice": "Classic dice (1-6)",
    "hold_all": "Hold through everyone (4+ players)",
    "seed": "Seed",
    "seed_hint": "blank = random",
    "start": "Start",
    "back": "Back",
    "on": "on",
    "off": "off",
    "rolloff_title": "Who starts?",
    "rolloff_help": "Everyone rolls the four dice: the highest total starts.",
    "rolloff_tie": "Tie! {names} roll again.",
    "rolloff_winner": "{name} starts!",
    "continue": "Continue",
    "roll": "Roll",
    "total": "Total {n}",
    "end_turn": "End turn",
    "take": "Take",
    "turn_of": "{name}'s turn",
    "defence_turn": "{name}: steal from {holder}! (try {n} of 2)",
    "choose_dice": "Click dice to set aside (1-4), then Roll (Space)",
    "choose_or_take": "Take a glowing prize (Enter) or set dice aside and roll",
    "rolling": "Rolling...",
    "thinking": "{name} is thinking...",
    "no_prize": "No prize this turn",
    "took": "{name} takes {prize}",
    "stole": "{name} steals {prize} from {victim}!",
    "turns_left": "{n} turns left",
    "turn_left": "1 turn left",
    "tries_left": "{n} tries left",
    "try_left": "1 try left",
    "pause": "Paused",
    "seed_line": "Game seed {seed}: type it in the setup to replay this game",
    "resume": "Resume",
    "speed": "Computer speed: {speed}",
    "speed_normal": "normal",
    "speed_fast": "fast",
    "speed_instant": "instant",
    "sound": "Sound: {state}",
    "quit_to_title": "Quit to title",
    "winner": "{name} wins!",
    "rematch": "Rematch",
    "to_setup": "New setup",
    "to_title": "Title",
    "results_title": "Game over",
    "keys_help": "1-4 dice · Space roll · Tab/arrows prize · Enter take · Shift+1-9 prize n · H coach · L history · E save log · Esc pause · M mute",
    "rules_title": "How to play",
    "rules_text": (
        "Nine prizes lie in the middle of the table. On your turn, roll the four dice.\n"
        "After every roll, look at all four dice (those set aside and those just rolled): "
        "if they satisfy a prize you may take, you may take it, from the middle or from "
        "another player, and your turn ends. One prize per turn.\n"
        "Otherwise set aside at least one of the dice just rolled and roll the others. "
        "Dice set aside stay fixed. When all four are set aside, the turn ends with no prize.\n"
        "Hold three prizes through the turns of the next two players to win "
        "(with two players, your opponent gets two tries to steal one, and may take only yours).\n"
        "The highest total in a first roll of all players decides who starts."
    ),
    "close": "Close",
    "crash_title": "Something went wrong",
    "crash_body": "The game met an unexpected error and has to close.",
    "crash_log": "The details are in this file (please send it with a bug report):",
    "crash_close": "Press a key or click to close  ·  L: open the log folder",
    # settings, saves, statistics (comforts)
    "settings": "Settings",
    "settings_hint": "Click or Enter: next value · Left arrow: previous · Tab: move · Esc: close",
    "setting_language": "Language: {value}",
    "option": "{name}: {value}",
    "language_en": "English",
    "language_fr": "Français",
    "setting_speed": "Animation speed: {value}",
    "speed_slow": "slow",
    "setting_volume": "Sound volume: {value}%",
    "setting_muted": "Mute: {value}",
    "setting_fullscreen": "Full screen (F11): {value}",
    "setting_colour_blind": "Colour-blind-safe colours: {value}",
    "setting_coach_allowed": "Coach allowed against computers: {value}",
    "resume_game": "Resume game",
    "statistics": "Statistics",
    "stats_name": "Player",
    "stats_games": "Games",
    "stats_wins": "Wins",
    "stats_rate": "Win rate",
    "stats_taken": "Taken",
    "stats_stolen": "Stolen",
    "stats_best": "Best prize",
    "stats_none": "none yet",
    "stats_empty": "No finished games yet: play one and it will be counted here.",
    "percent": "{n}%",
    "page_of": "Page {n} of {total} (arrows)",
    "settings_damaged": "Your settings could not be read: defaults are used (the file was kept as {file}).",
    "save_damaged": "The saved game could not be read: a new game starts (the file was kept as {file}).",
    "stats_damaged": "The statistics could not be read: counting starts again (the file was kept as {file}).",
    # --- coach, rules, tutorial, history, replay (scenes/coach.py, rules.py, tutorial.py, history.py, replay.py)
    "coach_title": "Coach (H)",
    "coach_waiting": "Advice comes when your dice are still.",
    "coach_keep": "Best: set aside {dice}",
    "coach_take": "Best: take {prize}",
    "coach_any": "Some prize this turn: {p}",
    "coach_win": "win",
    "coach_not_allowed": "The coach is not allowed in games against the computer",
    "rules_page": "{n} / {total}",
    "rules_nav": "Left / Right or Page Up / Page Down: turn the page  ·  Esc: close",
    "rules_p1_title": "The nine prizes",
    "rules_p1_intro": "All four dice count: those set aside and those just rolled. One roll may fit several prizes; you choose one.",
    "rule_four_of_a_kind": "All four dice show the same number.",
    "rule_two_pairs": "Two pairs of different numbers (four alike is not two pairs).",
    "rule_three_odd": "Three alike and odd, the fourth a different odd number.",
    "rule_three_even": "Three alike and even, the fourth a different even number (0 is even).",
    "rule_seven": "The four dice add up to exactly 7.",
    "rule_thirteen": "The four dice add up to exactly 13.",
    "rule_three_or_less": "The four dice add up to 3 or less.",
    "rule_seventeen_or_more": "The four dice add up to 17 or more.",
    "rule_straight": "Four numbers in a row: 0 1 2 3, 1 2 3 4 or 2 3 4 5.",
    "rules_p2_title": "Your turn",
    "rules_p2_text": (
        "Roll the four dice. After every roll, look at all four dice: if they fit a prize you may take, "
        "you may take it, and your turn ends. One prize per turn.\n"
        "Or go on: set aside at least one of the dice you just rolled and roll the others. Dice set aside "
        "never change. When all four are set aside without a prize, your turn ends with nothing."
    ),
    "rules_example_a": "Example A",
    "rules_example_b": "Example B",
    "rules_step_keep": "roll {dice}: set aside {kept}",
    "rules_step_take": "roll {dice}: take {prize}",
    "rules_step_none": "roll {dice}: no prize, the {dice} must be set aside; the turn ends",
    "rules_p3_title": "Taking and stealing",
    "rules_p3_text": (
        "A prize may be taken from the middle of the table, or from another player: that is stealing, "
        "and it is the heart of the game. A prize you already hold is never offered to you again.\n"
        "Nothing is safe: whatever you hold can be stolen on any other player's turn."
    ),
    "rules_p4_title": "How to win",
    "rules_p4_text": (
        "Reach three prizes, then keep all three through the turns of the next two players. If nobody "
        "takes one of them during those turns, you win. If someone does, the count is cancelled and "
        "starts again when you next reach three.\n"
        "Two players: your opponent gets up to two turns in a row to steal one of your three prizes, "
        "and during those turns may take only yours, not prizes from the middle. If the first try "
        "succeeds there is no second one, and play goes on."
    ),
    "rules_p5_title": "Who starts, and options",
    "rules_p5_text": (
        "Who starts: everyone rolls the four dice; the highest total begins, and tied players roll again. "
        "Play then goes round the table.\n"
        "Classic dice (option): ordinary dice showing 1 to 6. The prizes keep their shapes, and the totals "
        "become exactly 11, exactly 17, 4 to 7 and 21 or more.\n"
        "Hold through everyone (option, 4 players or more): three prizes must be kept through the turns "
        "of all the other players, not just the next two.\n"
        "Keys at the table: 1-4 choose dice, Space rolls, Tab and arrows pick a prize, Enter takes it, "
        "H shows the coach, L the history, E saves the game log, Esc pauses."
    ),
    "tutorial": "Tutorial",
    "tut_you": "You",
    "tut_teacher": "Teacher",
    "tut_lesson": "Tutorial · lesson {n} of 3",
    "tut_a0": "Example A. Your first roll: 0 2 2 5. No prize fits yet, so set dice aside and roll again.",
    "tut_a1": "Set aside the two 2s: click them (or press their numbers, 1-4), then Roll (Space).",
    "tut_a2": "You rolled 2 and 5. Set aside the 2 and roll the last die.",
    "tut_a3": "2 2 2 4: three alike, all even! Take the glowing prize: click it, or press Enter.",
    "tut_b0": "Example B. Sometimes nothing comes: here is how a turn ends with no prize.",
    "tut_b1": "0 1 2 5: set aside the 0, the 1 and the 2, then roll.",
    "tut_b2": "A 5: 0 1 2 5 fits no prize. The last die must be set aside: select it and End turn (Space).",
    "tut_c0": "Now your first real turn, against the computer, with the coach on: blue numbers are your exact chances, blue outlines the dice it would keep.",
    "tut_c1": "Your turn: follow the coach or your own idea. H hides the coach.",
    "tut_done": "Tutorial complete! Play this game on, or Esc for the menu.",
    "tut_continue": "Enter or Space: continue",
    "tut_wrong_dice": "Not quite: set aside {dice}.",
    "tut_wrong_take": "Not this one: take {prize}.",
    "tut_select": "Select {dice}, then Space.",
    "history_title": "History",
    "history_help": "L close · wheel or Page Up/Down scroll",
    "history_empty": "Nothing has happened yet.",
    "h_start": "New game: {names}",
    "h_first_roll": "{name} rolls {dice} to see who starts",
    "h_turn": "{name}'s turn",
    "h_roll": "{name} rolls {dice}",
    "h_roll_kept": "{name} rolls {dice} (kept {kept})",
    "h_set_aside": "{roll}, sets aside {dice}",
    "h_take": "{name} takes {prize}",
    "h_steal": "{name} steals {prize} from {victim}",
    "h_no_prize": "{name} gets no prize",
    "h_win": "{name} wins the game!",
    "export_log": "Save game log (E)",
    "export_done": "Game log saved: {file}",
    "export_failed": "Could not save the game log: {error}",
    "replay_menu": "Replay a log",
    "replay_title": "Replay a game log",
    "replay_empty": "No game logs yet. Logs saved with E at the table go to:",
    "replay_help": "Up / Down choose  ·  Enter open  ·  Esc back",
    "replay_bad": "Not a valid game log: {error}",
    "replay_item": "{file} · game {n}: {names} · {count} moves",
    "replay_bar": "Replay {n} / {total}  ·  Right or Space: next  ·  Left: back  ·  Home / End  ·  Esc: close",
    "replay_next": "Next: {what}",
    "replay_end": "End of the log",
    "replay_roll": "{name} rolls",
}

FRENCH = {
    "title": "Easy Come, Easy Go",
    "subtitle": "Un jeu de dés de Reiner Knizia",
    "new_game": "Nouvelle partie",
    "rules": "Règles",
    "quit": "Quitter",
    "setup_title": "Nouvelle partie",
    "players": "Joueurs",
    "seat_name": "Joueur {n}",
    "human": "Humain",
    "computer": "Ordinateur : {kind}",
    "classic_dice": "Dés classiques (1-6)",
    "hold_all": "Tenir face à tous (4 joueurs et +)",
    "seed": "Graine",
    "seed_hint": "vide = au hasard",
    "start": "Jouer",
    "back": "Retour",
    "on": "oui",
    "off": "non",
    "rolloff_title": "Qui commence ?",
    "rolloff_help": "Chacun lance les quatre dés : le plus gros total commence.",
    "rolloff_tie": "Égalité ! {names} relancent.",
    "rolloff_winner": "{name} commence !",
    "continue": "Continuer",
    "roll": "Lancer",
    "total": "Total {n}",
    "end_turn": "Finir le tour",
    "take": "Prendre",
    "turn_of": "À {name} de jouer",
    "defence_turn": "{name} : volez {holder} ! (essai {n} sur 2)",
    "choose_dice": "Cliquez les dés à garder (1-4), puis Lancer (Espace)",
    "choose_or_take": "Prenez un prix qui brille (Entrée) ou gardez des dés et relancez",
    "rolling": "Lancer...",
    "thinking": "{name} réfléchit...",
    "no_prize": "Pas de prix ce tour-ci",
    "took": "{name} prend {prize}",
    "stole": "{name} vole {prize} à {victim} !",
    "turns_left": "encore {n} tours",
    "turn_left": "encore 1 tour",
    "tries_left": "encore {n} essais",
    "try_left": "encore 1 essai",
    "pause": "Pause",
    "seed_line": "Graine {seed} : entrez-la dans la configuration pour rejouer cette partie",
    "resume": "Reprendre",
    "speed": "Vitesse de l'ordinateur : {speed}",
    "speed_normal": "normale",
    "speed_fast": "rapide",
    "speed_instant": "instantanée",
    "sound": "Son : {state}",
    "quit_to_title": "Retour au titre",
    "winner": "{name} gagne !",
    "rematch": "Revanche",
    "to_setup": "Nouvelle configuration",
    "to_title": "Titre",
    "results_title": "Partie terminée",
    "keys_help": "1-4 dés · Espace lancer · Tab/flèches prix · Entrée prendre · Maj+1-9 prix n · H coach · L historique · E journal · Échap pause · M son",
    "rules_title": "Comment jouer",
    "rules_text": (
        "Neuf prix sont au centre de la table. À votre tour, lancez les quatre dés.\n"
        "Après chaque lancer, regardez les quatre dés (gardés et lancés) : s'ils "
        "réalisent un prix que vous pouvez prendre, prenez-le, au centre ou chez un "
        "autre joueur, et votre tour s'arrête. Un prix par tour.\n"
        "Sinon gardez au moins un des dés lancés et relancez les autres. Les dés gardés "
        "ne bougent plus. Quand les quatre sont gardés, le tour finit sans prix.\n"
        "Gardez trois prix pendant les tours des deux joueurs suivants pour gagner "
        "(à deux, l'adversaire a deux essais pour vous en voler un, et ne peut prendre que les vôtres).\n"
        "Le plus gros total d'un premier lancer de tous décide qui commence."
    ),
    "close": "Fermer",
    "crash_title": "Un problème est survenu",
    "crash_body": "Le jeu a rencontré une erreur inattendue et doit se fermer.",
    "crash_log": "Les détails sont dans ce fichier (joignez-le à un rapport de bug) :",
    "crash_close": "Appuyez sur une touche ou cliquez pour fermer  ·  L : ouvrir le dossier du journal",
    # réglages, sauvegardes, statistiques
    "settings": "Réglages",
    "settings_hint": "Clic ou Entrée : valeur suivante · Flèche gauche : précédente · Tab : changer · Échap : fermer",
    "setting_language": "Langue : {value}",
    "option": "{name} : {value}",
    "language_en": "English",
    "language_fr": "Français",
    "setting_speed": "Vitesse des animations : {value}",
    "speed_slow": "lente",
    "setting_volume": "Volume du son : {value} %",
    "setting_muted": "Couper le son : {value}",
    "setting_fullscreen": "Plein écran (F11) : {value}",
    "setting_colour_blind": "Couleurs pour daltoniens : {value}",
    "setting_coach_allowed": "Coach permis contre l'ordinateur : {value}",
    "resume_game": "Reprendre la partie",
    "statistics": "Statistiques",
    "stats_name": "Joueur",
    "stats_games": "Parties",
    "stats_wins": "Victoires",
    "stats_rate": "% victoires",
    "stats_taken": "Pris",
    "stats_stolen": "Volés",
    "stats_best": "Plus beau prix",
    "stats_none": "aucun encore",
    "stats_empty": "Aucune partie terminée pour l'instant : jouez-en une, elle sera comptée ici.",
    "percent": "{n} %",
    "page_of": "Page {n} sur {total} (flèches)",
    "settings_damaged": "Vos réglages n'ont pas pu être lus : réglages par défaut (fichier gardé sous {file}).",
    "save_damaged": "La partie sauvegardée n'a pas pu être lue : nouvelle partie (fichier gardé sous {file}).",
    "stats_damaged": "Les statistiques n'ont pas pu être lues : le compte repart de zéro (fichier gardé sous {file}).",
    # --- coach, règles, tutoriel, historique, relecture
    "coach_title": "Coach (H)",
    "coach_waiting": "Les conseils viennent quand vos dés sont arrêtés.",
    "coach_keep": "Le mieux : garder {dice}",
    "coach_take": "Le mieux : prendre {prize}",
    "coach_any": "Un prix ce tour-ci : {p}",
    "coach_win": "victoire",
    "coach_not_allowed": "Le coach n'est pas permis dans les parties contre l'ordinateur",
    "rules_page": "{n} / {total}",
    "rules_nav": "Gauche / Droite ou Page préc. / suiv. : tourner la page  ·  Échap : fermer",
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
        "le prendre, H le coach, L l'historique, E enregistrer le journal de la partie, Échap pause."
    ),
    "tutorial": "Tutoriel",
    "tut_you": "Vous",
    "tut_teacher": "Prof",
    "tut_lesson": "Tutoriel · leçon {n} sur 3",
    "tut_a0": "Exemple A. Votre premier lancer : 0 2 2 5. Aucun prix pour l'instant : gardez des dés et relancez.",
    "tut_a1": "Gardez les deux 2 : cliquez-les (ou tapez leur numéro, 1-4), puis Lancer (Espace).",
    "tut_a2": "Vous avez lancé 2 et 5. Gardez le 2 et lancez le dernier dé.",
    "tut_a3": "2 2 2 4 : un brelan, tous pairs ! Prenez le prix qui brille : cliquez-le, ou Entrée.",
    "tut_b0": "Exemple B. Parfois rien ne vient : voici comment un tour finit sans prix.",
    "tut_b1": "0 1 2 5 : gardez le 0, le 1 et le 2, puis lancez.",
    "tut_b2": "Un 5 : 0 1 2 5 ne réalise aucun prix. Le dernier dé doit être gardé : sélectionnez-le et Finir le tour (Espace).",
    "tut_c0": "Maintenant votre premier vrai tour, contre l'ordinateur, avec le coach : les nombres bleus sont vos chances exactes, le contour bleu montre les dés qu'il garderait.",
    "tut_c1": "À vous : suivez le coach ou votre idée. H cache le coach.",
    "tut_done": "Tutoriel terminé ! Continuez cette partie, ou Échap pour le menu.",
    "tut_continue": "Entrée ou Espace : continuer",
    "tut_wrong_dice": "Pas tout à fait : gardez {dice}.",
    "tut_wrong_take": "Pas celui-ci : prenez {prize}.",
    "tut_select": "Sélectionnez {dice}, puis Espace.",
    "history_title": "Historique",
    "history_help": "L fermer · molette, Page préc./suiv.",
    "history_empty": "Rien ne s'est encore passé.",
    "h_start": "Nouvelle partie : {names}",
    "h_first_roll": "{name} lance {dice} pour savoir qui commence",
    "h_turn": "À {name} de jouer",
    "h_roll": "{name} lance {dice}",
    "h_roll_kept": "{name} lance {dice} (gardés {kept})",
    "h_set_aside": "{roll}, garde {dice}",
    "h_take": "{name} prend {prize}",
    "h_steal": "{name} vole {prize} à {victim}",
    "h_no_prize": "{name} n'obtient aucun prix",
    "h_win": "{name} gagne la partie !",
    "export_log": "Enregistrer le journal (E)",
    "export_done": "Journal de la partie enregistré : {file}",
    "export_failed": "Impossible d'enregistrer le journal : {error}",
    "replay_menu": "Revoir une partie",
    "replay_title": "Revoir un journal de partie",
    "replay_empty": "Aucun journal pour l'instant. Ceux enregistrés avec E à la table vont dans :",
    "replay_help": "Haut / Bas choisir  ·  Entrée ouvrir  ·  Échap retour",
    "replay_bad": "Ce n'est pas un journal de partie valide : {error}",
    "replay_item": "{file} · partie {n} : {names} · {count} coups",
    "replay_bar": "Relecture {n} / {total}  ·  Droite ou Espace : suivant  ·  Gauche : retour  ·  Début / Fin  ·  Échap : fermer",
    "replay_next": "Ensuite : {what}",
    "replay_end": "Fin du journal",
    "replay_roll": "{name} lance",
}

PRIZE_NAMES = {
    "en": {
        "four_of_a_kind": "Four of a kind", "two_pairs": "Two pairs",
        "three_odd": "Three of a kind, all odd", "three_even": "Three of a kind, all even",
        "seven": "Exactly 7", "thirteen": "Exactly 13", "three_or_less": "3 or less",
        "seventeen_or_more": "17 or more", "straight": "Straight",
        "eleven": "Exactly 11", "seventeen": "Exactly 17", "four_to_seven": "4 to 7",
        "twenty_one_or_more": "21 or more",
    },
    "fr": {
        "four_of_a_kind": "CARRÉ", "two_pairs": "2 paires",
        "three_odd": "BRELAN et tous les dés IMPAIRS", "three_even": "BRELAN et tous les dés PAIRS",
        "seven": "7 exactement", "thirteen": "13 exactement", "three_or_less": "3 ou moins",
        "seventeen_or_more": "17 ou plus", "straight": "SUITE",
        "eleven": "11 exactement", "seventeen": "17 exactement", "four_to_seven": "4, 5, 6 ou 7",
        "twenty_one_or_more": "21 ou plus",
    },
}

# Short labels for the small cards in a player's area.
PRIZE_SHORT = {
    "en": {
        "four_of_a_kind": "4 alike", "two_pairs": "2 pairs", "three_odd": "3+1 odd",
        "three_even": "3+1 even", "seven": "= 7", "thirteen": "= 13", "three_or_less": "3 or less",
        "seventeen_or_more": "17+", "straight": "Straight", "eleven": "= 11",
        "seventeen": "= 17", "four_to_seven": "4-7", "twenty_one_or_more": "21+",
    },
    "fr": {
        "four_of_a_kind": "Carré", "two_pairs": "2 paires", "three_odd": "Brelan imp.",
        "three_even": "Brelan pair", "seven": "= 7", "thirteen": "= 13", "three_or_less": "3 ou moins",
        "seventeen_or_more": "17+", "straight": "Suite", "eleven": "= 11",
        "seventeen": "= 17", "four_to_seven": "4-7", "twenty_one_or_more": "21+",
    },
}

# Computer kinds and seat colours by id; a kind without a name here shows its id.
KIND_NAMES = {
    "en": {"random": "random", "greedy": "greedy", "easy": "easy", "medium": "medium", "hard": "hard"},
    "fr": {"random": "hasard", "greedy": "glouton", "easy": "facile", "medium": "moyen", "hard": "difficile"},
}
COLOUR_NAMES = {
    "en": {"red": "red", "blue": "blue", "yellow": "yellow", "purple": "purple", "orange": "orange",
           "teal": "teal", "pink": "pink", "white": "white",
           "vermillion": "vermilion", "green": "green", "sky": "sky blue", "mauve": "mauve"},
    "fr": {"red": "rouge", "blue": "bleu", "yellow": "jaune", "purple": "violet", "orange": "orange",
           "teal": "turquoise", "pink": "rose", "white": "blanc",
           "vermillion": "vermillon", "green": "vert", "sky": "bleu ciel", "mauve": "mauve"},
}

CATALOGS = {"en": ENGLISH, "fr": FRENCH}
_language = "en"


def set_language(code: str) -> None:
    global _language
    if code not in CATALOGS:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(CATALOGS)})")
    _language = code


def language() -> str:
    return _language


def t(message_id: str, **values) -> str:
    """The text of a message in the current language (English if missing)."""
    text = CATALOGS[_language].get(message_id) or ENGLISH[message_id]
    return text.format(**values) if values else text


def prize_name(prize_id: str) -> str:
    return PRIZE_NAMES[_language].get(prize_id) or PRIZE_NAMES["en"][prize_id]


def prize_short(prize_id: str) -> str:
    return PRIZE_SHORT[_language].get(prize_id) or PRIZE_SHORT["en"][prize_id]


def kind_name(kind: str) -> str:
    return KIND_NAMES[_language].get(kind, kind)


def colour_name(colour_id: str) -> str:
    return COLOUR_NAMES[_language].get(colour_id, colour_id)


def notice(message_id: str, problem: str) -> tuple[str, dict]:
    """A message for the player about a damaged file (from storage.load_json's problem
    text), kept as (id, values) so it shows in whatever language is current."""
    kept = problem.rsplit("kept as ", 1)[1] if "kept as " in problem else "?"
    return message_id, {"file": kept}
