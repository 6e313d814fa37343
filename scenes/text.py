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
    "keys_help": "1-4 dice · Space roll · Tab/arrows prize · Enter take · Shift+1-9 take prize n · Esc pause · M mute",
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
    "keys_help": "1-4 dés · Espace lancer · Tab/flèches prix · Entrée prendre · Maj+1-9 prendre le prix n · Échap pause · M son",
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
           "teal": "teal", "pink": "pink", "white": "white"},
    "fr": {"red": "rouge", "blue": "bleu", "yellow": "jaune", "purple": "violet", "orange": "orange",
           "teal": "turquoise", "pink": "rose", "white": "blanc"},
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
