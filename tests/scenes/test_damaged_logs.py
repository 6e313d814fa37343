"""A damaged game log says which line and what is wrong, in words, in English and
French (issue 12), never Python's JSON message: opened from the command line
(`--replay FILE`) and from the title's replay list, with a truncated line, a line that
is not JSON, an action the game does not have, a log labelled as another game's, a log
of a game with no replay table (or of none this program knows), a rule broken, a log
that stops mid-move, and an empty file."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.state import Rules
from scenes.app import open_scenes
from scenes.eceg.replay import ReplayListScene, ReplayTable
from scenes.shell.title import TitleScene
from scenes.ui.text import t
from scenes.ui.userdata import game_logs_dir

from tests.scenes.scene_helpers import key, make_app

ECEG = "easy-come-easy-go"

PYTHON_WORDS = ("Expecting", "Unterminated", "JSONDecodeError", "delimiter", "char ", "column", "Traceback",
                "'type'", "{\"", "KeyError")


def good_lines() -> list[str]:
    """A whole game of three computer players, as JSON Lines."""
    match = Match(Rules(3), [Seat("Ana", "greedy"), Seat("Bot", "greedy"), Seat("Cy", "greedy")], 12)
    match.play_out([make_player("greedy", random.Random(i), match.rules) for i in range(3)])
    return [json.dumps(e) for e in match.log]


def cut(lines):                  # line 3 stops half-way, as a write cut short leaves it
    lines[2] = lines[2][:len(lines[2]) // 2]
    return lines


def not_json(lines):
    lines[2] = "Ana rolls 0 1 2 5"
    return lines


def unknown_action(lines):
    event = json.loads(lines[3])
    event["type"] = "teleport"
    lines[3] = json.dumps(event)
    return lines


def other_game(lines):
    start = json.loads(lines[0])
    start["game"] = "wazabi"
    return [json.dumps(start)] + lines[1:]


def unknown_game(lines):
    start = json.loads(lines[0])
    start["game"] = "chess"
    return [json.dumps(start)] + lines[1:]


def broken_rule(lines):
    """The first prize taken becomes one its dice do not make (four alike needs four
    equal dice, and the dice of a turn that took another prize are never all equal)."""
    for n, line in enumerate(lines):
        event = json.loads(line)
        if event["type"] == "claim" and event["prize"] != "four_of_a_kind":
            event["prize"] = "four_of_a_kind"
            lines[n] = json.dumps(event)
            return lines, n + 1
    raise AssertionError("no prize taken")


def stops_mid_move(lines):
    """The log ends on a prize taken, without the end of that turn the take wrote with
    it (a log may stop between two moves, never inside one)."""
    first_take = next(n for n, line in enumerate(lines) if json.loads(line)["type"] == "claim")
    return lines[:first_take + 1], first_take + 1


def text_seed(lines):
    start = json.loads(lines[0])
    start["seed"] = "/../../.."
    return [json.dumps(start)] + lines[1:]


def changed_die(lines):           # the roll-off's first die: any face is allowed, not this seed's
    event = json.loads(lines[1])
    event["dice"][0] = (event["dice"][0] + 1) % 6
    return [lines[0], json.dumps(event)] + lines[2:]


CASES = {
    "text seed": (text_seed, {"en": "Line 1 starts a game with a “seed” that the log format does not allow.",
                              "fr": "La ligne 1 commence une partie avec un champ « seed » que le format du "
                                    "journal n'admet pas."}),
    "changed die": (changed_die, {
        "en": "Line 2 (“first_roll”) records dice or cards that the game's own seed does not give: the log was "
              "changed.",
        "fr": "La ligne 2 (« first_roll ») note des dés ou des cartes que la graine de la partie ne donne pas : "
              "le journal a été modifié."}),
    "truncated": (cut, {"en": "Line 3 is not a complete record: it stops part-way.",
                        "fr": "La ligne 3 n'est pas un enregistrement complet : elle s'arrête en chemin."}),
    "bad JSON": (not_json, {"en": "Line 3 is not a game record: it is not written in the log's format (JSON).",
                            "fr": "La ligne 3 n'est pas un enregistrement de partie : elle n'est pas écrite "
                                  "au format du journal (JSON)."}),
    "unknown action": (unknown_action, {
        "en": "Line 4 records an action that Easy Come, Easy Go does not have: “teleport”.",
        "fr": "La ligne 4 enregistre une action que Easy Come, Easy Go n'a pas : « teleport »."}),
    # Wazabi replays: its start line must say what a Wazabi game starts with
    "wrong game": (other_game, {
        "en": "Line 1 (“start”) lacks what it must say: dice, teams, to_the_last, hands, pile.",
        "fr": "Il manque à la ligne 1 (« start ») ce qu'elle doit dire : dice, teams, to_the_last, hands, pile."}),
    "unknown game": (unknown_game, {
        "en": "Line 1 starts a game this program does not know: “chess”.",
        "fr": "La ligne 1 commence une partie d'un jeu que ce programme ne connaît pas : « chess »."}),
    "empty": (lambda lines: [], {"en": "The file holds no game: it is empty, or has no start line.",
                                 "fr": "Le fichier ne contient aucune partie : il est vide, ou n'a pas de "
                                       "ligne de début."}),
}


def write(path, lines) -> None:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def open_from_the_command_line(tmp_path, lang, lines):
    path = tmp_path / "damaged.jsonl"
    write(path, lines)
    app = make_app("--lang", lang, "--replay", str(path))
    open_scenes(app)
    listing = app.stack[-1]
    assert isinstance(listing, ReplayListScene), app.stack       # no table for a bad log
    app.render()
    return listing


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_log_says_the_line_and_what_is_wrong_in_words(tmp_path, lang, case):
    damage, words = CASES[case]
    listing = open_from_the_command_line(tmp_path, lang, damage(good_lines()))
    assert listing.error == t("replay_bad", error=words[lang])
    if case not in ("unknown action", "wrong game", "changed die"):     # the quick look (no replay) says it too
        assert listing.entries[0][2] == f"damaged.jsonl · {words[lang]}"
    assert not any(w in listing.error for w in PYTHON_WORDS), listing.error


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_log_of_a_game_with_no_replay_table_says_so(tmp_path, lang, monkeypatch):
    """Every game replays now; one without a replay table (Wazabi's taken away here, and
    the shell's stand-in for a game that registers none) is named, and the list's quick
    look says it too."""
    from scenes import registry
    registry.names()                     # the games registered first, then one table taken away
    monkeypatch.delitem(registry._targets, registry.game_name("wazabi", "replay table"))
    monkeypatch.delitem(registry._defaults, "replay table")
    listing = open_from_the_command_line(tmp_path, lang, other_game(good_lines()))
    words = {"en": "Line 1 starts a game of Wazabi, whose logs cannot be replayed here yet.",
             "fr": "La ligne 1 commence une partie de Wazabi, dont les journaux ne peuvent pas encore être revus ici."}
    assert listing.error == t("replay_bad", error=words[lang])
    assert listing.entries[0][2] == f"damaged.jsonl · {words[lang]}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_broken_rule_and_a_log_cut_mid_move_name_their_lines(tmp_path, lang):
    lines, number = broken_rule(good_lines())
    listing = open_from_the_command_line(tmp_path, lang, lines)
    said = {"en": f"Line {number} (“claim”) is a move the rules do not allow.",
            "fr": f"La ligne {number} (« claim ») est un coup que les règles interdisent."}
    assert listing.error == t("replay_bad", error=said[lang])
    lines, number = stops_mid_move(good_lines())
    listing = open_from_the_command_line(tmp_path, lang, lines)
    said = {"en": f"The log stops after line {number}, in the middle of a move.",
            "fr": f"Le journal s'arrête après la ligne {number}, au milieu d'un coup."}
    assert listing.error == t("replay_bad", error=said[lang])


def test_the_title_replay_list_says_it_too_and_a_good_log_beside_opens():
    """From the title, by keys: the damaged files are listed with what is wrong; Enter on
    one shows it and stays on the list; the good file opens on the table."""
    folder = game_logs_dir(ECEG)
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "cut.jsonl", cut(good_lines()))
    write(folder / "good.jsonl", good_lines())
    app = make_app("--lang", "fr")
    app.push(TitleScene(app))
    title = app.stack[-1]
    while getattr(title.ring.current, "text", None) != t("replay_menu"):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    listing = app.stack[-1]
    assert isinstance(listing, ReplayListScene)
    words = CASES["truncated"][1]["fr"]
    while listing.entries[listing.index][0].name != "cut.jsonl":
        key(app, pygame.K_DOWN)
    assert listing.entries[listing.index][2] == f"cut.jsonl · {words}"
    key(app, pygame.K_RETURN)
    assert app.stack[-1] is listing and listing.error == t("replay_bad", error=words)
    app.render()
    while listing.entries[listing.index][0].name != "good.jsonl":
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack[-1], ReplayTable)
