"""The screens the fit walk reaches past a game's menu (issue 30; tests/scenes/text_fit.py
walks the rest): the setup with a Remote seat, the network lobby of a hosted table (six
seats, the turn time's row, its one- and two-line address), the confirm questions, each
game's results and replay (its list with a game in it, its table a few steps on), Wazabi's
standings between the games of a tournament and at its end, Easy Come, Easy Go's tutorial
lessons past the first and its first real turn, the join screen past its form, the
statistics with players, a table where one person plays with moves confirmed and kept to
be taken back, and the table of a game joined from this window.

The finished games they show are played once per test run by computers at the instant
speed (Wazabi's "easy" level: it thinks on the frame, not on a thread)."""
from __future__ import annotations

import dataclasses
import tempfile
import time
from functools import lru_cache
from pathlib import Path

import pygame

from game.core.log import write_events
from scenes import registry
from scenes.app import STEP
from scenes.shell import lobby as lobby_screen
from scenes.shell.confirm import ConfirmScene
from scenes.shell.replay_list import ReplayListScene
from scenes.shell.results import ResultsScene
from scenes.shell.seating import HUMAN, REMOTE
from scenes.ui import canvas
from scenes.ui.text import t

LONG_NAME = "Maximilien-Alexandre"       # as long as a name typed in the setup may be
WALL = 10.0                              # seconds of wall time the lobby may take to open


@lru_cache(maxsize=None)
def finished(game: str):
    """(config, match, standings or None) of a game 6 computers played to its end at the
    instant speed (once per test run); Wazabi's as the first game of a tournament of two,
    so that its standings come too."""
    from tests.scenes.text_fit import make_app
    app = make_app("en", game, 100, "--speed", "instant")
    config = app.build("demo config", 6)
    if game == "wazabi":
        config = dataclasses.replace(config, games=2,
                                     seats=tuple(dataclasses.replace(s, kind="easy") for s in config.seats))
    app.push(app.build("title"))
    app.open(app.game_screen("rolloff"), config)
    for _ in range(60 * 600):
        if type(app.stack[-1]).__name__ in ("ResultsScene", "StandingsScene"):
            break
        app.update(STEP)
    over = app.stack[-1]
    assert over.match.state.is_over(), f"{game}: not over after 600 s of game time"
    app.quit()
    canvas.set_text_size(1.0)
    return over.config, over.match


@lru_cache(maxsize=None)
def log_file(game: str) -> Path:
    """The finished game's log, written once to a folder of its own."""
    _config, match = finished(game)
    path = Path(tempfile.mkdtemp(prefix="fit-walk-")) / f"{game}.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    return path


def after_game(walk, game: str) -> None:
    """Results, standings (a tournament's, between games and at its end), the replay list
    with the game in it and its replay table a few steps on."""
    config, match = finished(game)
    single = dataclasses.replace(config, games=1) if hasattr(config, "games") else config
    app = walk.app(game)
    app.push(ResultsScene(app, single, match))
    walk.look(app, f"{game} results (6 seats)", 3)
    app.quit()
    if registry.has(registry.game_name(game, "standings")):
        for played, when in ((0, "between games"), (config.games - 1, "at the end")):
            app = walk.app(game)
            app.open(app.game_screen("table"), config, match)
            app.open(registry.game_name(game, "standings"), dataclasses.replace(config, played=played), match,
                     app.stack[-1])
            walk.look(app, f"{game} standings, {when}", 3)
            app.quit()
    app = walk.app(game)
    listing = ReplayListScene(app, [log_file(game)])
    app.push(listing)
    walk.look(app, f"{game} replay list, one game")
    listing.open(listing.entries[0])
    for step in range(4):
        walk.key(app, pygame.K_RIGHT)
        walk.look(app, f"{game} replay table, step {step + 1}", 20)
    walk.key(app, pygame.K_END)
    walk.look(app, f"{game} replay table, the end", 20)
    app.quit()


def setup_with_remote(walk, app, game: str) -> None:
    """The setup (open, six seats or the most) with its second seat Remote: the port and
    who may join, between Back and Start."""
    setup = app.stack[-1]
    kinds = setup.rows[1][2]
    if REMOTE not in kinds.options:
        return
    kinds.set(REMOTE)
    setup.relayout()
    walk.look(app, f"{game} setup, {setup.count.value} seats, one Remote")


def lobby(walk, game: str) -> None:
    """The lobby of a game hosted from the window, every seat but the first Remote: opened
    for real on the loopback (any free port, never announced), one seat given to a computer;
    then as it reads listening on the network (its address in two lines in French)."""
    if game_spec_remote(game) is None:          # a game the window cannot host
        return
    app = walk.app(game)
    config = app.build("demo config", 6)
    seats = tuple(dataclasses.replace(s, kind=HUMAN if i == 0 else REMOTE, name=LONG_NAME if i == 1 else s.name)
                  for i, s in enumerate(config.seats))
    config = dataclasses.replace(config, seats=seats, extra={"net": {"port": 0, "address": lobby_screen.HERE}})
    announce = lobby_screen.advertiser
    lobby_screen.advertiser = lambda *args, **kwargs: None       # nothing announced, even on the loopback
    try:
        app.open("lobby", config)
        scene = app.stack[-1]
        started = time.monotonic()
        while not (scene.hosting.ready or scene.hosting.error):
            assert time.monotonic() - started < WALL, "the lobby did not open"
            app.update(STEP)
            time.sleep(0.001)            # the host's thread starts meanwhile
        assert scene.hosting.ready, scene.hosting.error
        scene.give(5)
        walk.look(app, f"{game} lobby, 6 seats")
        scene.on_network = lambda: True          # as listening on the network: its address read aloud
        walk.look(app, f"{game} lobby, 6 seats, address on the network")
    finally:
        lobby_screen.advertiser = announce
        app.quit()


def game_spec_remote(game: str):
    from game.registry import game as game_spec
    return game_spec(game).remote


def confirms(walk, game: str) -> None:
    """Every question asked before a move (with the longest names they may hold) and the
    one before a new game replaces the saved one, over the title."""
    questions = [(t("replace_save"), "replace_save_yes")]
    if game == "easy-come-easy-go":
        from scenes.eceg.words import PRIZE_NAMES, prize_name
        prize = max((prize_name(p) for p in PRIZE_NAMES["en"]), key=len)
        questions += [(t("confirm_take", prize=prize), "confirm_move"),
                      (t("confirm_steal", prize=prize, victim=LONG_NAME), "confirm_move")]
    elif game == "wazabi":
        from scenes.wazabi.words import CARD_NAMES, card_name
        card = max((card_name(c) for c in CARD_NAMES["en"]), key=len)
        direction = max((t("wz_left_word"), t("wz_right_word")), key=len)
        questions += [(t("wz_confirm_give", to=LONG_NAME), "confirm_move"),
                      (t("wz_confirm_take_from", victim=LONG_NAME), "confirm_move"),
                      (t("wz_confirm_play", card=card), "confirm_move"),
                      (t("wz_confirm_play_on", card=card, target=LONG_NAME), "confirm_move"),
                      (t("wz_confirm_play_dir", card=card, direction=direction), "confirm_move")]
    app = walk.app(game)
    for question, yes in questions:
        app.push(ConfirmScene(app, lambda question=question: question, yes, lambda: None))
        walk.look(app, f"{game} confirm: {question[:40]}")
        app.pop()
    app.quit()


def lessons(walk, game: str) -> None:
    """Easy Come, Easy Go's lessons past the first (their cards, then their first moves)
    and the tutorial's last step, a real first turn against the computer."""
    if game != "easy-come-easy-go":
        return
    from scenes.eceg import tutorial
    for lesson in range(2, tutorial.LESSON_COUNT + 1):
        app = walk.app(game)
        app.push(tutorial.lesson_table(app, lesson) if lesson in tutorial.LESSONS else tutorial.first_turn_table(app))
        walk.look(app, f"{game} tutorial lesson {lesson}, its card", 2)
        for step in range(3):
            walk.key(app, pygame.K_RETURN)
            walk.look(app, f"{game} tutorial lesson {lesson}, step {step + 1}", 60)     # (the banner gone)
        app.quit()


def join(walk, game: str) -> None:
    """The join screen past its empty form: games found on the network (as many as it
    lists, long host names), a connection refused or under way, the host's seats (this
    game's, free, taken and given to computers, long names), then waiting for the host.
    What a host would send is given to the screen as its network thread hands it over;
    nothing is opened."""
    from types import SimpleNamespace
    from scenes.shell import join as join_screen
    host = "ordinateur-de-maximilien"
    found = [SimpleNamespace(name=f"table {k}", address=f"192.168.100.{200 + k}", port=65535, game=g, host=host,
                             free=k % 3, total=6)
             for k, g in zip(range(join_screen.MAX_FOUND), [game, *registry.games()] * 3)]
    app = walk.app(game)
    app.push(join_screen.JoinScene(app, browse=lambda: found))
    scene = app.stack[-1]
    scene.address.value, scene.name.value = "192.168.100.200:65535", LONG_NAME[:join_screen.NAME_LENGTH]
    walk.look(app, f"join, {len(found)} games found")
    scene.shown_address = scene.address.value
    for problem in (t("join_nobody", address=scene.shown_address), t("join_other_version"),
                    t("join_failed", why="[Errno 113] Connect call failed ('192.168.100.200', 65535): no route")):
        scene.problem = problem
        walk.look(app, f"join, refused: {problem[:30]}")
    scene.problem, scene.phase = "", join_screen.CONNECTING
    walk.look(app, "join, connecting")
    scene.offered({"game": game, "seats": [
        {"seat": k, "status": ("free", "taken", "computer")[k % 3], "name": LONG_NAME} for k in range(6)]})
    walk.look(app, f"join {game}, the host's seats")
    scene.phase, scene.seated = join_screen.WAITING, {"name": LONG_NAME}
    walk.look(app, f"join {game}, waiting for the host")
    scene.phase = join_screen.FORM          # nothing to stop: no connection was made
    app.quit()


def statistics(walk, game: str) -> None:
    """The statistics with players in them: the finished game counted under long names,
    one of them at a five-figure count (the widest numbers its columns show), for two
    pages of players (the page line under the rows)."""
    import copy
    from game.core.stats import record_game
    from scenes.shell.statistics import ROWS_PER_PAGE, StatsScene, game_of, ordered
    _config, match = finished(game)
    stats = {}
    for round_ in range(2):                  # the six seats under other names: two pages
        log = copy.deepcopy(match.log)
        for k, player in enumerate(log[0]["players"]):
            player["name"] = LONG_NAME if k == 0 and not round_ else f"Joséphine-É {round_}{k}"[:14]
        record_game(stats, log, game_of(game))
    assert len(stats) > ROWS_PER_PAGE
    stats[LONG_NAME].games, stats[LONG_NAME].wins = 12345, 6789
    app = walk.app(game)
    app.push(StatsScene(app, game))
    scene = app.stack[-1]
    scene.stats, scene.rows = stats, ordered(stats)
    walk.look(app, f"{game} statistics, {len(stats)} players")
    walk.key(app, pygame.K_RIGHT)
    walk.look(app, f"{game} statistics, {len(stats)} players, page 2")
    app.quit()


def alone_with_computers(walk, game: str, frames: int = 300, every: int = 20) -> None:
    """One person with a long name and five computers, moves confirmed and kept to be
    taken back until the person goes on: the questions asked at the table, the Undo and
    Done buttons, the keys a person's turn waits for given (the computers at the instant
    speed: more turns of the person's in fewer frames)."""
    app = walk.app(game, "--speed", "instant")
    app.settings.update(confirm_moves=True, take_back_time="until_done")     # as the settings rows do
    from tests.scenes.text_fit import cheap_computers
    config = cheap_computers(app.build("demo config", 6), game)
    config = dataclasses.replace(config, seats=(dataclasses.replace(config.seats[0], name=LONG_NAME[:14], kind=HUMAN),
                                                *config.seats[1:]))
    app.open(app.game_screen("rolloff"), config)
    for frame in range(frames):
        if frame % every == every - 1:
            walk.key(app, (pygame.K_RETURN, pygame.K_SPACE, pygame.K_1)[frame // every % 3])
        app.update(STEP)
        if frame % every == every // 2:
            walk.look(app, f"{game} table (6 seats, 1 person), frame {frame}: {type(app.stack[-1]).__name__}", 1)
    app.quit()
    from scenes.shell import saves
    if saves.exists(game):           # a real game: the title offers to resume it
        app = walk.app(game)
        walk.look(app, f"title, {game}, a game saved")
        app.quit()


def joined_table(walk, game: str, frames: int = 120, every: int = 20) -> None:
    """The table of a game joined from this window (the joining window's screen: the seats
    as the host names them, its turn clock, the words said when the host is gone): a host
    on the loopback, any free port, five easy computers and this window's seat; then the
    host killed, as a closed program."""
    from scenes.shell import join as join_screen
    from scenes.shell.remote_table import RemoteTable
    from tests.net.window_helpers import HostThread
    if game_spec_remote(game) is None or game_spec_remote(game).state_from_view is None:
        return
    host = HostThread(game, ["remote"] + ["easy"] * 5, seed=3)
    try:
        app = walk.app(game, "--speed", "instant")
        app.push(join_screen.JoinScene(app, browse=None))
        scene = app.stack[-1]
        scene.address.value, scene.name.value = host.address, LONG_NAME[:join_screen.NAME_LENGTH]
        scene.connect()
        _until(app, lambda: scene.phase == join_screen.SEATS or scene.problem)
        assert not scene.problem, scene.problem
        walk.key(app, pygame.K_1)
        _until(app, lambda: isinstance(app.stack[-1], RemoteTable))
        table = app.stack[-1]
        for frame in range(frames):
            if frame % every == every - 1:
                walk.key(app, (pygame.K_RETURN, pygame.K_SPACE, pygame.K_1)[frame // every % 3])
            app.update(STEP)
            time.sleep(0.001)             # the network's threads run meanwhile
            if frame % every == every // 2:
                walk.look(app, f"{game} joined table, frame {frame}: {type(app.stack[-1]).__name__}", 1)
        host.kill()
        _until(app, lambda: table.lost or table.gone)
        walk.look(app, f"{game} joined table, the host gone")
        app.quit()
    finally:
        host.close()


def _until(app, condition, wall: float = WALL) -> None:
    started = time.monotonic()
    while not condition():
        assert time.monotonic() - started < wall, f"timed out waiting for {condition}"
        app.update(STEP)
        time.sleep(0.001)


def practice_answered(walk, game: str) -> None:
    """YAM color's practice after many calls: the summary with its match in pace only (a
    third of the calls wrong, at hard's pace), the calls by count filled, and a wrong
    call's verdict, tally and advice (the longest: too high, four colours left over)."""
    if game != "yam-color":
        return
    from game.yam_color.deck import count
    from game.yam_color.practice import typical_time
    app = walk.app(game, "--seed", "6")
    app.open(app.game_screen("tutorial"))
    practice = app.stack[-1]
    for k in range(60):
        for _ in range(600):
            if practice.calling:
                break
            app.update(STEP)
        for _ in range(round(typical_time("hard", practice.round_dice, practice.card) / STEP)):
            app.update(STEP)
        if k == 59:       # the last throw set to the longest advice: four colours left over
            practice.round_dice, practice.card = ("red",) * 2 + ("green",) * 5 + ("blue",), 12
        right = count(practice.round_dice, practice.card)
        walk.key(app, pygame.K_0 + (right if k % 3 != 2 else (right + 1) % 9))
        if k < 59:
            walk.key(app, pygame.K_SPACE)
    assert practice.accuracy_text() is not None and len(practice.practice.answers) == 60
    assert practice.advice().count("(") == 4
    walk.look(app, f"{game} practice after 60 calls, the last one wrong")
    app.quit()
