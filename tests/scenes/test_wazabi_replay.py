"""Wazabi's saved logs replayed on the table (issue 14): the title's replay list (with
Wazabi chosen) lists them, `--replay FILE` opens one, and each step shows exactly the
position the engine reaches from the same lines (game/core/log.py's position_at, which
knows nothing of the table's steps); back, Home and End rebuild it; the hands are
face up and the screen says why; a damaged Wazabi log says its line and what is wrong
in words, in English and French."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core.log import replay, write_events
from game.core.match import Match, Seat
from game.registry import replay_file
from game.wazabi.game import GAME as WAZABI
from game.wazabi.phases import KEEPING, OVER, ROLL_OFF
from game.wazabi.players import PLAYERS
from game.wazabi.rules import Rules
from scenes.app import open_scenes
from scenes.shell.replay_list import ReplayListScene
from scenes.shell.title import TitleScene
from scenes.ui.text import t
from scenes.ui.userdata import game_logs_dir
from scenes.shell.replay_table import ReplayTable

from tests.scenes.scene_helpers import click, key, make_app, top


def played(seed: int = 4, players: int = 3) -> Match:
    match = Match(Rules(players), [Seat(f"P{i + 1}", "easy") for i in range(players)], seed)
    match.play_out([PLAYERS.make("easy", random.Random(i), match.rules) for i in range(players)])
    return match


def write(path, events) -> None:
    with open(path, "w", encoding="utf-8") as f:
        write_events(events, f)


def wazabi_chosen_title(app) -> TitleScene:
    title = TitleScene(app)
    app.push(title)
    for _ in range(12):
        if title.ring.current is title.game_choice:
            break
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    for _ in range(4):
        if title.game_choice.value == "wazabi":
            break
        key(app, pygame.K_RIGHT)
    assert title.game_choice.value == app.game == "wazabi"
    return title


def open_from_the_title(app, name: str) -> ReplayTable:
    title = wazabi_chosen_title(app)
    while getattr(title.ring.current, "text", None) != t("replay_menu"):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    listing = top(app)
    assert isinstance(listing, ReplayListScene)
    while listing.entries[listing.index][0].name != name:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    return top(app)


def public(state) -> tuple:
    return tuple(state.dice), tuple(map(len, state.hands)), tuple(state.skips), len(state.pile), tuple(state.discard)


def test_every_step_shows_the_engines_position_from_the_same_lines():
    match = played()
    folder = game_logs_dir("wazabi")
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "three.jsonl", match.log)
    app = make_app("--speed", "fast")
    table = open_from_the_title(app, "three.jsonl")
    assert isinstance(table, ReplayTable)
    events = json.loads(json.dumps(match.log))
    seen = []
    while table.position < len(table.steps):
        key(app, pygame.K_RIGHT)
        done = len(table.match.log)
        assert table.match.log == events[:done]            # the table wrote the file's lines, no other
        expected = replay(WAZABI, events[:done]).state
        assert table.match.state.snapshot() == expected.snapshot()
        seen.append(table.match.state.snapshot())
        if table.position % 7 == 0:
            table.settle()
            app.render()
            shown = table.layer.shown
            assert public(expected) == (tuple(shown.dice), tuple(shown.cards), tuple(shown.skips),
                                        shown.pile, tuple(shown.discard))      # what is drawn
            acting = expected.actors()[0] if expected.phase == KEEPING else expected.player
            if expected.phase not in (ROLL_OFF, OVER):
                assert table.layer.view.face_up_seat == acting              # the acting hand, face up
    assert table.match.state.is_over() and table.match.log == events
    assert table.match.state.snapshot() == replay_file(str(folder / "three.jsonl"))[0].state.snapshot()
    # back (Left, a right click): rebuilt from the start to the step before
    key(app, pygame.K_LEFT)
    table = top(app)
    assert table.match.state.snapshot() == seen[-2]
    click(app, (640, 300), button=3)
    table = top(app)
    assert table.match.state.snapshot() == seen[-3]
    key(app, pygame.K_HOME)
    table = top(app)
    assert table.position == 0 and len(table.match.log) == 1
    click(app, (640, 300))                  # a click steps forward
    assert table.position == 1 and table.match.state.snapshot() == seen[0]
    key(app, pygame.K_END)
    assert table.match.state.is_over()
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), ReplayListScene)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_list_and_the_table_say_what_they_show(language):
    match = played(9, players=4)
    folder = game_logs_dir("wazabi")
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "four.jsonl", match.log)
    app = make_app("--lang", language)
    table = open_from_the_title(app, "four.jsonl")
    listing = app.stack[-2]
    turns = sum(1 for e in match.log if e["type"] == "turn")
    names = "P1, P2, P3, P4"
    assert listing.entries[0][2] == t("replay_item", file="four.jsonl", n=1, names=names,
                                      what=f"{turns} {dict(en='turn', fr='tour')[language]}"
                                      + ("" if turns == 1 else "s"))
    first_roll = {"en": "Next: P1 rolls {n} W to see who starts", "fr": "Ensuite : P1 obtient {n} W pour savoir qui commence"}
    n = match.log[1]["faces"].count("wazabi")
    assert table.layer.next_text() == first_roll[language].format(n=n)
    while table.state.phase == ROLL_OFF or table.state.player is None:
        key(app, pygame.K_RIGHT)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    table.settle()
    app.render()
    assert table.layer.view.face_up_seat == table.state.player
    assert table.layer.keys_line() == t("replay_bar", n=table.position, total=len(table.steps))


def test_replay_from_the_command_line_opens_a_wazabi_log(tmp_path):
    match = played(6, players=2)
    path = tmp_path / "given.jsonl"
    write(path, match.log)
    app = make_app("--replay", str(path))
    open_scenes(app)
    assert isinstance(app.stack[0], TitleScene) and app.game == "wazabi"
    table = top(app)
    assert isinstance(table, ReplayTable)
    key(app, pygame.K_END)
    assert table.match.state.snapshot() == match.state.snapshot()


# ----- damaged Wazabi logs -----------------------------------------------------------------
def lines_of(match) -> list[str]:
    return [json.dumps(e) for e in match.log]


def first(lines, kind: str) -> int:
    return next(n for n, line in enumerate(lines) if json.loads(line)["type"] == kind)


def cut(lines):
    lines[4] = lines[4][:len(lines[4]) // 2]
    return lines, 5


def unknown_line(lines):
    n = first(lines, "give")
    event = json.loads(lines[n])
    event["type"] = "juggle"
    lines[n] = json.dumps(event)
    return lines, n + 1


def given_to_oneself(lines):
    """A give die handed back to its own roller: each goes to another player."""
    n = first(lines, "give")
    event = json.loads(lines[n])
    event["to"] = event["player"]
    lines[n] = json.dumps(event)
    return lines, n + 1


def stops_after_a_roll_that_drew(lines):
    """A roll that drew cards, the log ending on the roll itself (the draws are part of it)."""
    for n, line in enumerate(lines):
        if json.loads(line)["type"] == "roll" and json.loads(lines[n + 1])["type"] == "draw":
            return lines[:n + 1], n + 1
    raise AssertionError("no roll drew a card")


CASES = {
    "truncated": (cut, {"en": "Line {n} is not a complete record: it stops part-way.",
                        "fr": "La ligne {n} n'est pas un enregistrement complet : elle s'arrête en chemin."}),
    "unknown line": (unknown_line, {"en": "Line {n} records an action that Wazabi does not have: “juggle”.",
                                    "fr": "La ligne {n} enregistre une action que Wazabi n'a pas : « juggle »."}),
    "broken rule": (given_to_oneself, {"en": "Line {n} (“give”) is a move the rules do not allow.",
                                       "fr": "La ligne {n} (« give ») est un coup que les règles interdisent."}),
    "cut mid-move": (stops_after_a_roll_that_drew, {
        "en": "The log stops after line {n}, in the middle of a move.",
        "fr": "Le journal s'arrête après la ligne {n}, au milieu d'un coup."}),
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_wazabi_log_says_its_line_and_what_is_wrong(tmp_path, language, case):
    damage, words = CASES[case]
    lines, number = damage(lines_of(played(12)))
    path = tmp_path / "damaged.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    app = make_app("--lang", language, "--replay", str(path))
    open_scenes(app)
    listing = top(app)
    assert isinstance(listing, ReplayListScene)            # no table for a damaged log
    assert listing.error == t("replay_bad", error=words[language].format(n=number))
    app.render()
