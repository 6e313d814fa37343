"""The proof that a fourth game joins through the one registry (issue 25): Pig, which
exists only under tests/ (its rules in tests/pig/game/, its screens in
tests/pig/scenes/: a table layer, its words, three parts showing its own figures),
registered by the `pig` fixture alone, is played through every shared screen by real
pygame events with time stepped by hand: the title's game choice, the setup (its
option drawn from its spec), the table by keys and by mouse against a computer and
between two people, pause, history, the last turn (T), results, save and resume,
statistics, the log saved with E and replayed from the title's list. Its files land
in its own data folder and no other game's file changes, byte for byte."""
from __future__ import annotations

import json

import pygame

from game import registry as game_registry
from game.core.log import read_events, split_games
from scenes import registry
from scenes.shell import settings as settings_model
from scenes.shell import statistics
from scenes.shell.pause import PauseScene
from scenes.shell.replay_list import ReplayListScene
from scenes.shell.replay_table import ReplayTable
from scenes.shell.results import CELEBRATION, ResultsScene
from scenes.shell.rules_text import RulesText
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import SeatConfig
from scenes.shell.setup import SetupScene
from scenes.shell.statistics import StatsScene
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene
from scenes.ui import userdata
from scenes.ui.text import t
from tests.pig.pig_driving import (PIG, at_rest_for_a_person, choose_pig_on_the_title, files_under,
                                   fill_other_games_folders, other_games_files, person_plays,
                                   play_against_the_computer, press_button, registry_part, said)
from tests.pig.scenes.table import PigTable
from tests.pig.scenes.words import MESSAGES, sentences
from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top


# ----- the proof ------------------------------------------------------------------------------
def test_pig_through_the_title_setup_table_pause_history_save_resume_results_statistics_and_replay(pig):
    fill_other_games_folders()
    others_before = other_games_files()
    assert all(others_before.values())             # each has files that could be overwritten
    app = make_app("--speed", "fast", "--seed", "11")
    app.open("title")

    # title: Pig chosen as a person does; its words; its menu has every entry but the tutorial
    # (Join a game is every game's: the host says which game it plays)
    title = choose_pig_on_the_title(app)
    app.render()
    entries = {b.text: b.is_enabled() for b in title.buttons}
    assert entries == {"New game": True, "Tutorial": False, "Rules": True, "Settings": True,
                       "Statistics": True, "Replay a log": True, "Join a game": True, "Quit": True}
    press_button(app, title, "Rules")              # the shell's rules page, in Pig's words
    assert isinstance(top(app), RulesText) and top(app).page_title("rules") == "Rules: Pig"
    assert top(app).words() == MESSAGES["en"]["game_rules_pig"]
    app.render()
    key(app, pygame.K_ESCAPE)

    # setup: its one option drawn from its spec; changed with the mouse
    press_button(app, title, "New game")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    target = setup.option_choices["target"]
    spec_option = pig.options[0]
    assert list(target.options) == list(spec_option.choices) and target.value == spec_option.default == 30
    assert [row[2].value for row in setup.rows[:2]] == ["human", "easy"]     # a person and its easiest opponent
    click(app, target.forward_rect.center)
    assert target.value == 50 and target.label(50) == "Target: 50 points"
    app.render()
    click(app, setup.start.rect.center)

    # no roll-off: the shared table with Pig's layer, its option in its rules
    table = top(app)
    assert isinstance(table, TableScene) and isinstance(table.layer, PigTable)
    assert table.match.game_id == PIG and table.match.rules.target == 50
    assert [s.kind for s in table.match.seats] == ["human", "easy"]
    assert table.match.log[0]["target"] == 50
    at_rest_for_a_person(app, table)
    assert said(table) == t("pig_decide_first", name=table.config.seats[0].name)
    assert not table.layer.hold_button.is_enabled()           # nothing to hold before a roll
    key(app, pygame.K_h)
    assert len(table.match.log) == 1                           # H did nothing

    # T before any finished turn says why
    key(app, pygame.K_t)
    assert not table.showing_past and table.notice[0] == t("last_turn_none")

    # play by keys and by mouse against the computer, a few turns
    chosen = play_against_the_computer(app, table, lambda: table.state.turn_number >= 4)
    assert "roll" in chosen and "hold" in chosen           # (the seed's computer did both)
    at_rest_for_a_person(app, table)
    assert not table.state.is_over() and table.state.seat == 0     # (the seed's game goes on)

    # pause (Esc) and back; the history (L) says the log line by line
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene) and top(app).table is table
    app.render()
    key(app, pygame.K_ESCAPE)
    assert top(app) is table
    key(app, pygame.K_l)
    assert table.history_shown()
    names = [s.name for s in table.config.seats]
    step(app)
    assert [line for line, _ in table.history.lines] == [s for s, _ in sentences(table.match.log, names)]
    assert table.history.lines[0][0] == f"{names[0]} & {names[1]} sit down: first to 50 points"
    app.render()
    key(app, pygame.K_l)
    assert not table.history_shown()

    # E: the log saved in Pig's own logs folder
    key(app, pygame.K_e)
    saved_logs = sorted(userdata.game_logs_dir(PIG).glob("*.jsonl"))
    assert len(saved_logs) == 1 and table.notice[0] == t("export_done", file=saved_logs[0].name)
    with open(saved_logs[0], "rb") as f:
        assert [e for _, e in split_games(read_events(f))[0]] == table.match.log

    # quit to the title mid-game: saved in Pig's folder; Resume brings the same game back
    at_rest_for_a_person(app, table)
    snapshot = table.match.snapshot()
    key(app, pygame.K_ESCAPE)
    press_button(app, top(app), "Quit to title")
    title = top(app)
    assert isinstance(title, TitleScene) and app.game == PIG
    save = userdata.game_dir(PIG) / "saves" / "current.json"
    assert json.loads(save.read_text(encoding="utf-8"))["game"] == PIG
    assert title.buttons[0].text == "Resume game"
    click(app, title.buttons[0].rect.center)
    table = top(app)
    assert isinstance(table, TableScene) and isinstance(table.layer, PigTable)
    assert table.match.snapshot() == snapshot                   # state, dice source and log
    assert table.layer.shown_scores == table.state.scores and table.layer.shown_total == table.state.turn_total
    at_rest_for_a_person(app, table)

    # on to the end: the results say who won and why, with both scores
    play_against_the_computer(app, table, lambda: table.state.is_over())
    step_until(app, lambda: isinstance(top(app), ResultsScene), 30)
    results = top(app)
    log = table.match.log
    winner = log[-1]["player"]
    assert log[-1]["type"] == "win" and log[-2]["type"] == "hold" and log[-2]["score"] >= 50
    why = registry_part("win reason")(results.match, results.config)
    assert why == f"{names[winner]} reached 50 points first."
    app.render()
    assert not save.exists()                                    # a finished game leaves no save
    step(app, CELEBRATION + 0.1)            # the confetti over (a key meanwhile only ends them)
    press_button(app, results, "Title")

    # statistics: the title's screen shows Pig's game, with Pig's own columns
    title = top(app)
    assert app.game == PIG
    press_button(app, title, "Statistics")
    stats = top(app)
    assert isinstance(stats, StatsScene)
    rows = dict(stats.rows)
    assert set(rows) == set(names) and all(rows[n].games == 1 for n in names)
    assert [rows[n].wins for n in names] == [int(s == winner) for s in range(2)]
    busts = [sum(1 for e in log if e["type"] == "bust" and e["player"] == s) for s in range(2)]
    lost = [sum(e["lost"] for e in log if e["type"] == "bust" and e["player"] == s) for s in range(2)]
    assert [[cell(rows[n]) for _, _, _, cell in stats.extra] for n in names] == \
        [[str(busts[s]), str(lost[s])] for s in range(2)]
    assert [key_ for key_, _, _ in stats.columns][-2:] == ["pig_stats_busts", "pig_stats_lost"]
    app.render()
    key(app, pygame.K_ESCAPE)

    # the replay list finds the log saved with E; its replay ends where the log does
    press_button(app, title, "Replay a log")
    listing = top(app)
    assert isinstance(listing, ReplayListScene) and listing.folder == userdata.game_logs_dir(PIG)
    assert [entry[0] for entry in listing.entries] == saved_logs
    key(app, pygame.K_RETURN)
    replay = top(app)
    assert isinstance(replay, ReplayTable) and isinstance(replay.layer, PigTable)
    exported = snapshot["log"][:len(replay.game)]
    app.render()                                              # drawn: the next step in words
    assert replay.next_event() == exported[replay.steps[0][0]]
    key(app, pygame.K_RIGHT)
    step(app, 2.0)
    assert replay.match.log == exported[:len(replay.match.log)] and replay.position == 1
    key(app, pygame.K_END)
    assert replay.position == len(replay.steps) and replay.next_event() is None
    with open(saved_logs[0], "rb") as f:
        lines = [e for _, e in split_games(read_events(f))[0]]
    assert replay.match.log == lines                           # every logged line made again
    app.render()
    key(app, pygame.K_ESCAPE)
    assert top(app) is listing
    key(app, pygame.K_ESCAPE)
    assert top(app) is title

    # Pig's files: its own folder only; nobody else's changed
    statistics.wait()
    mine = files_under(userdata.game_dir(PIG))
    # (the lock a count holds, so that two programs sharing the folder count in turn)
    assert sorted(mine) == ["logs/" + saved_logs[0].name, "setup.json", "statistics.json", "statistics.json.lock"]
    assert json.loads(mine["setup.json"])["options"] == {"target": 50}
    assert other_games_files() == others_before
    everything = {str(p.relative_to(userdata.data_dir())) for p in userdata.data_dir().rglob("*") if p.is_file()}
    outside = {p for p in everything if p.split("/")[0] not in game_registry.ids()}
    # outside every game's folder only the shared settings, saying which game the title
    # opens on next (chosen there: Pig); no game's own setting among them
    assert outside == {"settings.json"}
    shared = json.loads((userdata.data_dir() / "settings.json").read_text(encoding="utf-8"))
    assert shared["title_game"] == PIG and set(shared) <= set(settings_model.shared_defaults())


def test_two_people_share_the_screen_and_play_pig_by_mouse_to_the_end(pig):
    """Hot seat: both seats people; Roll and Hold are clicked for whoever's turn it is,
    the scores and the turn total drawn are the log's."""
    app = make_app("--speed", "instant", "--seed", "5")
    app.game = PIG
    people = config_class(PIG)((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bea", (70, 130, 220))),
                               {"target": 20}, 3)
    app.open("title")
    table = app.open(app.game_screen("rolloff"), people)      # the shell's default: straight to the table
    assert isinstance(table, TableScene) and table.driver.people() == [0, 1]
    seats_seen = set()
    while not table.state.is_over():
        at_rest_for_a_person(app, table)
        if table.state.is_over():
            break
        seats_seen.add(table.state.seat)
        assert table.layer.shown_scores == table.state.scores          # what is drawn is the game's
        assert table.layer.shown_total == table.state.turn_total
        person_plays(app, table, by_mouse=True, hold_at=5 + table.state.seat * 3)
    assert seats_seen == {0, 1}
    step_until(app, lambda: isinstance(top(app), ResultsScene), 10)
    scores = [0, 0]
    for e in table.match.log:
        if e["type"] == "hold":
            scores[e["player"]] = e["score"]
    assert table.state.scores == scores and max(scores) >= 20


def test_the_last_turn_T_is_shown_again_and_the_live_game_is_untouched(pig):
    """T at a person's decision: the previous turn played back from the log on a table of
    its own, said as the log has it; a key during it never acts in the live game; it
    returns by itself at its end, the live game as it was."""
    app = make_app("--speed", "fast", "--seed", "21")
    app.game = PIG
    config = config_class(PIG)((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Cal", (70, 130, 220), "easy")),
                               {"target": 50}, 21)
    app.open("title")
    table = app.open(app.game_screen("rolloff"), config)
    play_against_the_computer(app, table, lambda: table.state.turn_number >= 3 and table.layer.awaiting_person)
    log_before, state_before = list(table.match.log), table.state.snapshot()
    first, after = pig.previous_turn(table.match.log)
    previous = table.match.log[first + 1:after]
    assert previous and previous[0]["type"] == "roll"

    key(app, pygame.K_t)
    assert table.showing_past
    key(app, pygame.K_h)                       # never holds in the live game
    key(app, pygame.K_r)                       # nor rolls
    assert table.showing_past and table.match.log == log_before
    key(app, pygame.K_SPACE)                   # back to the game at once, without rolling
    assert not table.showing_past and table.match.log == log_before

    key(app, pygame.K_t)
    past = table.past
    assert past.layer.past_seat == previous[0]["player"]
    words = []
    while table.showing_past:
        step(app, 1 / 60, draw_every=10)
        line = past.layer.said_line()
        if not words or words[-1] != line:
            words.append(line)
        assert table.match.log == log_before                       # the live game waits, untouched
    names = [s.name for s in config.seats]
    expected = []
    for e in previous:
        if e["type"] == "roll" and e["value"] != 1:
            expected.append(t("pig_rolled", name=names[e["player"]], n=e["value"]))
        elif e["type"] == "bust":
            expected.append(t("pig_bust", name=names[e["player"]], n=e["lost"]))
        elif e["type"] == "hold":
            expected.append(t("pig_held", name=names[e["player"]], n=e["total"], score=e["score"]))
    assert [w for w in words if w in expected] == expected          # each step said, in the log's order
    assert table.state.snapshot() == state_before and table.match.log == log_before
    assert table.layer.awaiting_person                               # the live game goes on as it was
    key(app, pygame.K_SPACE)
    assert table.match.log[len(log_before)]["type"] == "roll"


def test_pig_speaks_french_from_its_own_catalog(pig):
    assert set(MESSAGES["en"]) == set(MESSAGES["fr"])
    fields = lambda s: sorted(part.split("}")[0] for part in s.split("{")[1:])    # noqa: E731
    assert all(fields(MESSAGES["en"][k]) == fields(MESSAGES["fr"][k]) for k in MESSAGES["en"])
    app = make_app("--lang", "fr", "--speed", "instant")
    app.game = PIG
    app.open("title")
    config = config_class(PIG)((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Cal", (70, 130, 220), "easy")))
    table = app.open(app.game_screen("rolloff"), config)
    at_rest_for_a_person(app, table)
    app.render()
    assert table.layer.roll_button.text == "Lancer" and table.layer.hold_button.text == "Garder"
    assert said(table) == "Ana : Lancer (Espace ou R)"


def test_the_monkey_covers_pig_and_its_games_replay(pig):
    """tools/monkey.py with Pig registered drops itself on Pig's screens (the shared
    ones, with Pig chosen) among random events; every Pig game it touched replays from
    its log to the same state."""
    from tools import monkey, monkey_any
    assert monkey_any.games(monkey.KNOWN_GAMES) == [PIG]
    figures = monkey.run(3000, seed=4, jump_chance=1 / 30, places=monkey_any.PLACES + ("game_choice",))
    seen = set(figures["scenes"])
    wanted = {f"{PIG}/{name}" for name in ("TitleScene", "SetupScene", "TableScene", "PauseScene", "RulesText",
                                           "ResultsScene", "StatsScene", "ReplayListScene", "ReplayTable")}
    assert wanted <= seen, wanted - seen
    assert {"a replayed game", "a last turn shown again", f"{PIG} chosen on the title"} <= set(figures["features"])
    assert figures["replayed"].get(PIG, 0) >= 10


def test_what_pig_leaves_to_the_shell_is_the_shells_and_a_game_keeps_its_own(pig):
    """The roles Pig registers are its own; those it leaves are the shell's defaults
    (scenes/shell/__init__.py); a game that registers a role keeps its own; a name of
    no registered game stands for nothing."""
    from scenes.shell import plain_table, saved_seats
    from scenes.shell.replay_list import ReplayListScene as SharedList
    from tests.pig.scenes import parts
    assert registry.games()[-1] == PIG
    assert registry_part("table layer") is PigTable and registry_part("holdings") is parts.draw_holdings
    assert registry_part("rolloff") is plain_table.start and registry_part("table") is plain_table.table
    assert registry_part("rules") is RulesText and registry_part("replay list") is SharedList
    assert registry_part("saved game") is saved_seats.read_saved
    assert registry_part("saved config") is saved_seats.config_to_data
    assert not registry.has(registry.game_name(PIG, "tutorial"))          # the title greys it
    eceg = game_registry.ids()[0]
    assert registry.resolve(registry.game_name(eceg, "rules")) is not RulesText
    assert not registry.has("no-such-game/rules")
    from tests.scenes import other_dice            # a game with no rules words: said, no failure
    with game_registry.registered(other_dice.SPEC, other_dice.SCENES):
        app = make_app()
        app.game = other_dice.GAME_ID
        rules = app.open(app.game_screen("rules"))
        assert isinstance(rules, RulesText)
        assert rules.words() == "The rules of other-dice are not written out here yet."
        app.render()
