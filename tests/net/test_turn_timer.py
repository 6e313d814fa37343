"""The turn time of a table hosted from the window (scenes/net/turn_timer.py, the lobby's
choice): the real app headless with real events, a real client on loopback, the host's
clock injected and stepped with the frames. A silent seat's step is decided by the
chosen computer at its deadline and not before; an answer that arrived before the
deadline wins even when the window takes it up after; one that came after is stale and
changes nothing; the person plays their next decision; a save keeps the choice."""
from __future__ import annotations

import asyncio
import time

import pygame
import pytest

from game.registry import replay_game

from scenes.app import STEP
from scenes.net.client import Client
from scenes.net.turn_timer import TurnTimer, warn_at
from scenes.shell import saves, turn_clock
from scenes.shell.lobby import LobbyScene
from scenes.shell.table_scene import TableScene
from scenes.ui import userdata
from scenes.ui.text import t
from tests.net.window import Remote, hosting_app, run_until, table_of, two_seats
from tests.scenes.scene_helpers import click, key, top

WALL = 20.0


class HostClock:
    """The host's clock, moved by the test only (with the frames)."""

    def __init__(self):
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


class Holder(Client):
    """Plays as `play` chooses, but while `silent` each question is held, answered only
    when the test says (`answer_held`)."""

    silent = True
    held = None

    async def _decide(self, message):
        if self.silent:
            self.held = message
            return
        await super()._decide(message)

    async def answer_held(self):
        message, self.held = self.held, None
        await Client._decide(self, message)


@pytest.fixture(autouse=True)
def setup_memory_kept():
    """What the lobbies here remember (the setup's memory) is put back as it was after each
    test: other tests' lobbies start from no limit."""
    paths = [userdata.setup_path(game) for game in ("easy-come-easy-go", "wazabi")]
    before = {path: path.read_bytes() if path.exists() else None for path in paths}
    yield
    for path, data in before.items():
        if data is None:
            path.unlink(missing_ok=True)
        else:
            path.write_bytes(data)


@pytest.fixture
def clock(monkeypatch):
    clock = HostClock()
    monkeypatch.setattr("scenes.shell.lobby.HOST_CLOCK", clock)
    return clock


def open_timed(clock, seed=918273645):
    """The lobby of an ECEG table (a computer, a remote seat), its turn time set to 30 s
    decided by `easy` with the mouse; a holding client seated; the table reached."""
    app, lobby = hosting_app("easy-come-easy-go", two_seats("easy", seed=seed))
    assert lobby.turn_time.value is None                      # off by default: nobody is hurried
    assert not lobby.fill.is_enabled()
    click(app, lobby.turn_time.forward_rect.center)
    assert lobby.turn_time.value == 30.0 and lobby.fill.value == "hard"
    lobby.ring.focus(lobby.fill)                              # the level with the keyboard
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert lobby.fill.value == "easy"
    hosting = lobby.hosting
    assert hosting.timer.limit == 30.0 and hosting.timer.level == "easy"
    app.render()
    remote = Remote(hosting.port_now(), play="easy", seat=1, name="Remy", seed=4)
    remote.client.__class__ = Holder
    run_until(app, lobby.ready)
    click(app, lobby.start.rect.center)
    assert lobby.config.extra is not None
    run_until(app, lambda: any(isinstance(s, TableScene) for s in app.stack) or key(app, pygame.K_RETURN))
    return app, hosting, remote


def held_question(app, remote, hosting):
    """Step (the host's clock still) until the remote seat holds a question of the step now."""
    run_until(app, lambda: remote.client.held is not None and remote.client.held["position"] == hosting.position)
    return remote.client.held


def frames(app, clock, until_time: float, limit: int = 5000) -> None:
    """Frames of STEP, the host's clock moved with them, up to `until_time` (not past it)."""
    for _ in range(limit):
        if clock.now + STEP > until_time:
            break
        clock.now += STEP
        app.update(STEP)
    clock.now = until_time
    app.update(STEP)


def test_a_silent_seat_is_decided_for_at_its_deadline_not_before_and_plays_its_next_decision(clock):
    app, hosting, remote = open_timed(clock)
    client = remote.client
    question = held_question(app, remote, hosting)
    step, deadline = hosting.position, hosting.timer.timer.deadline
    assert deadline is not None and hosting.timer.timer.seats == {1}
    run_until(app, lambda: any(m["type"] == "turn_clock" and m["position"] == step for m in client.received))
    told = next(m for m in client.received if m["type"] == "turn_clock" and m["position"] == step)
    # the deadline crosses as host time: 30 s after the question, by the host's clock
    assert told["deadline"] == deadline and told["limit"] == 30.0 and told["seats"] == [1]
    assert question["position"] == step
    table = table_of(app)
    asked_at = deadline - 30.0
    frames(app, clock, deadline - 25.0)
    (seat, left, warning), = table.turn_clocks()
    assert seat == 1 and left == pytest.approx(25.0) and not warning
    app.render()
    calm = app.screen.get_at(turn_clock.PILL.move(8, 0).midleft)
    frames(app, clock, deadline - 0.001)                       # a hair before: nothing decided
    assert hosting.position == step and hosting.timer.thinking == {} and hosting.timer.decided == 0
    (seat, left, warning), = table.turn_clocks()
    assert warning and 0 < left <= warn_at(30.0)
    app.render()
    warned = app.screen.get_at(turn_clock.PILL.move(8, 0).midleft)
    assert warned != calm and warned.r > warned.g              # the pill turned to a warning
    assert asked_at < clock.now < deadline
    clock.now = deadline                                        # the deadline: the computer decides
    run_until(app, lambda: hosting.position > step)
    assert hosting.timer.decided == 1
    made = [e for e in table.match.log if e.get("player") == 1]
    assert made, "the seat's step was made"
    run_until(app, lambda: any(e.get("code") == "timed_out" for e in client.errors))
    # the seat stays the person's: asked again at their next decision, which is theirs
    client.silent = False
    if client.held is not None and client.held["position"] == hosting.position:
        asyncio.run_coroutine_threadsafe(client.answer_held(), remote.loop).result(WALL)
    before = len(table.match.log)
    run_until(app, lambda: hosting.acted.get(1, -1) > step and len(table.match.log) > before)
    assert hosting.timer.decided == 1 and table.driver.remote(1) is not None
    remote.kill()
    app.stop_hosting()


def test_an_answer_that_came_before_the_deadline_wins_and_one_after_it_is_stale(clock):
    app, hosting, remote = open_timed(clock, seed=918273646)
    client = remote.client
    came = []
    net_host = hosting.host
    deliver = net_host.deliver
    net_host.deliver = lambda item: (came.append((item[0], clock.now)), deliver(item))[1]
    # just before the deadline: the answer leaves, arrives; the window takes it up only after
    held_question(app, remote, hosting)
    step, deadline = hosting.position, hosting.timer.timer.deadline
    frames(app, clock, deadline - 0.01)
    asyncio.run_coroutine_threadsafe(client.answer_held(), remote.loop).result(WALL)
    started = time.monotonic()
    while not any(kind == "action" for kind, _ in came):       # arrived at the host (no frame stepped)
        assert time.monotonic() - started < WALL
        time.sleep(0.002)
    assert [at for kind, at in came if kind == "action"] == [deadline - 0.01]
    clock.now = deadline + 1.0                                  # the frame comes after the deadline
    run_until(app, lambda: hosting.position > step)
    assert hosting.timer.decided == 0 and hosting.acted.get(1) == step
    assert not any(e.get("code") == "timed_out" for e in client.errors)
    # the next: silent past the deadline, the computer decides; the answer after it is stale
    came.clear()
    held_question(app, remote, hosting)
    step, deadline = hosting.position, hosting.timer.timer.deadline
    frames(app, clock, deadline)
    run_until(app, lambda: hosting.timer.decided == 1)
    run_until(app, lambda: hosting.position > step)
    stale_before, refused_before, made = client.stale, hosting.refused_here, hosting.position
    asyncio.run_coroutine_threadsafe(client.answer_held(), remote.loop).result(WALL)
    run_until(app, lambda: client.stale > stale_before)
    # refused on this side as stale: the host's match did not take it (whatever came since is
    # the game's own: the computer's step was made, and chance or the next seat go on)
    assert hosting.refused_here == refused_before + 1 and hosting.acted.get(1) == step
    assert hosting.position >= made and replay_game(table_of(app).match.log).state.snapshot() \
        == table_of(app).match.state.snapshot()
    assert [e.get("code") for e in client.errors].count("timed_out") == 1
    remote.kill()
    app.stop_hosting()


def test_the_turn_time_is_kept_in_the_save_and_offered_again_on_resume(clock):
    app, hosting, remote = open_timed(clock, seed=918273647)
    held_question(app, remote, hosting)
    loaded, problem = saves.load("easy-come-easy-go")
    assert problem is None and loaded is not None
    config, match = loaded
    net = config.extra["net"]
    assert net["turn_time"] == 30.0 and net["fill"] == "easy" and net["tokens"]
    remote.kill()
    app.stop_hosting()
    app.reset_to("title")
    app.open("lobby", config, match)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene)
    run_until(app, lambda: lobby.hosting.ready)
    assert lobby.turn_time.value == 30.0 and lobby.fill.value == "easy"
    assert lobby.hosting.timer.limit == 30.0
    app.stop_hosting()


def test_the_timer_alone():
    timer = TurnTimer(30.0)
    told = timer.start(4, [2], now=100.0)
    assert told == {"type": "turn_clock", "position": 4, "seats": [2], "deadline": 130.0, "limit": 30.0}
    assert timer.start(4, [2], now=110.0) is None                 # asked again: the same clock
    assert timer.start(4, [3], now=110.0)["deadline"] == 130.0     # a second seat at once: the same deadline
    assert timer.due(4, 129.999) == [] and timer.left(4, 129.0) == pytest.approx(1.0)
    assert not timer.late(2, 4, 129.999) and timer.late(2, 4, 130.0) and not timer.late(2, 3, 131.0)
    assert timer.due(4, 130.0) == [2, 3] and timer.due(4, 140.0) == []      # each once
    assert timer.start(5, [2], now=131.0)["deadline"] == 161.0 and timer.ran_out == set()
    assert TurnTimer(None).start(1, [0], 0.0) is None and warn_at(15.0) == 5.0 and warn_at(120.0) == 10.0


def test_a_joined_window_shows_its_own_time_at_its_own_pace_warns_once_and_is_told_when_it_ran_out(monkeypatch):
    from tests.net.window_helpers import HostThread, fresh_app, join, until
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=3, fill="easy", turn_time=4.0, grace=1e5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Jo", seat_key=pygame.K_1)
        driver = table.driver

        def asked():
            return table.layer.awaiting_human and driver.seat in driver.state.actors() and not driver.inbox
        until(app, lambda: asked() and table.turn_clocks(), what="the seat's turn, timed")
        message, _came = table.turn_clock
        assert message["position"] == driver.match.position and message["seats"] == [0]
        (seat, left, warning), = table.turn_clocks()
        assert seat == 0 and 0 < left <= 4.0
        # the time shown is the deadline less this window's estimate of the host's clock
        monkeypatch.setattr(driver, "host_time", lambda: message["deadline"] - 2.5)
        assert table.turn_clocks() == [(0, 2.5, False)]
        heard = []
        monkeypatch.setattr(app.audio, "play", lambda name, *a, **k: heard.append(name))
        monkeypatch.setattr(driver, "host_time", lambda: message["deadline"] - 0.75)
        for _ in range(5):
            app.update(STEP)
        assert table.turn_clocks() == [(0, 0.75, True)] and heard.count("chime") == 1     # warned once
        app.render()
        assert turn_clock.words(table, 0, 0.75, True) == "Hurry: 1 s, then a computer decides for you"
        pill = app.screen.get_at(turn_clock.PILL.move(8, 0).midleft)
        assert pill.r > pill.g
        monkeypatch.setattr(driver, "host_time", lambda: message["deadline"] + 9.0)     # never below 0
        assert table.turn_clocks() == [(0, 0.0, True)]
        monkeypatch.undo()
        # the person never answers: the host's computer decides; the window says so
        until(app, lambda: table.notice is not None and table.notice[0] == t("net_timed_out"),
              what="told the host's computer played")
        assert host.host.timed_out >= 1 and host.host.places[0].token is not None
    finally:
        host.close()


def test_wazabi_decisions_out_of_turn_are_timed_too_and_the_game_ends(clock):
    """Every silent step of a remote seat, a Wazabi seat's choice of the cards it keeps while
    another seat plays included, is decided at its deadline; the game reaches its end."""
    from game.wazabi.phases import KEEPING
    from scenes.wazabi.game_config import GameConfig as WazabiConfig
    from tests.net.window import COLOURS
    from scenes.shell.seating import REMOTE, SeatConfig
    seats = (SeatConfig("Cy", COLOURS[0], "easy"), SeatConfig("Sid", COLOURS[1], REMOTE),
             SeatConfig("Bo", COLOURS[2], "easy"))
    config = WazabiConfig(seats, {"dice": 4}, seed=3,
                          extra={"net": {"port": 0, "address": "127.0.0.1", "turn_time": 60.0, "fill": "easy"}})
    app, lobby = hosting_app("wazabi", config)
    assert lobby.turn_time.value == 60.0 and lobby.fill.value == "easy"   # (a resumed or rematch config's)
    hosting = lobby.hosting
    remote = Remote(hosting.port_now(), play="easy", seat=1, name="Sid", seed=4)
    remote.client.__class__ = Holder                     # silent all game
    run_until(app, lobby.ready)
    click(app, lobby.start.rect.center)
    decided = []

    def jump():                                           # the host's clock to each deadline
        timer = hosting.timer
        if timer.timer.deadline is not None and timer.left():
            state = hosting.driver.state
            decided.append((state.phase, state.player))
            clock.now = max(clock.now, timer.timer.deadline)

    def over():
        if type(top(app)).__name__ == "RollOffScene" and top(app).done:
            key(app, pygame.K_RETURN)
        tables = [s for s in app.stack if isinstance(s, TableScene)]
        return bool(tables) and tables[-1].state.is_over()
    run_until(app, over, wall=60.0, each=jump)
    table = table_of(app)
    assert hosting.timer.decided >= 3 and hosting.timer.decided == len(decided)
    assert any(phase == KEEPING and player != 1 for phase, player in decided), decided
    told = [e for e in remote.client.errors if e.get("code") == "timed_out"]
    assert len(told) == hosting.timer.decided
    assert replay_game(table.match.log).state.snapshot() == table.match.state.snapshot()
    remote.join()                                         # (its game is over: the client ends)
    app.stop_hosting()


@pytest.mark.parametrize("bad", [{"turn_time": "30", "fill": "easy"}, {"turn_time": 0, "fill": "easy"},
                                 {"turn_time": 1e9, "fill": "easy"}, {"turn_time": 30}, {"turn_time": 30, "fill": ""},
                                 {"turn_time": float("nan"), "fill": "easy"}, {"turn_time": True, "fill": "easy"}])
def test_a_saved_turn_time_that_makes_no_sense_is_a_damaged_save(bad):
    base = {"port": 0, "address": "127.0.0.1", "tokens": {}}
    assert saves.net_from_data({**base, "turn_time": 60, "fill": "hard"})["turn_time"] == 60.0
    assert "turn_time" not in saves.net_from_data(base)
    with pytest.raises(ValueError):
        saves.net_from_data({**base, **bad})


@pytest.mark.parametrize("garbage", [
    {}, {"position": 3}, {"position": 3, "seats": 1, "deadline": 10.0, "limit": 30.0},
    {"position": 3, "seats": ["x"], "deadline": 10.0, "limit": 30.0},
    {"position": 3, "seats": [0], "deadline": "soon", "limit": 30.0},
    {"position": 3, "seats": [0], "deadline": 10.0, "limit": -1},
    {"position": 3, "seats": [0], "deadline": 10.0, "limit": float("inf")},
    {"position": 3, "seats": [0], "deadline": float("nan"), "limit": 30.0},
    {"position": 3, "seats": [0], "deadline": 1e308, "limit": 30.0},
    {"position": 3, "seats": [0], "deadline": -1e308, "limit": 30.0}])
def test_a_joined_window_reads_a_garbled_turn_clock_without_failing_and_never_shows_more_than_the_limit(garbage):
    from types import SimpleNamespace
    driver = SimpleNamespace(match=SimpleNamespace(position=3), inbox=[], host_time=lambda: 9.0, time=1.0, seat=0,
                             sent_at=None, seat_name=lambda seat: "Sid")
    table = SimpleNamespace(turn_clock=(garbage, 0.0), driver=driver, past=None)
    for seat, left, warning in turn_clock.joined_clocks(table):
        assert seat == 0 and 0.0 <= left <= 30.0
        assert turn_clock.words(table, seat, left, warning).startswith(("Your time", "Hurry"))


def test_the_lobby_offers_the_last_turn_time_again_from_the_setup_but_a_resumed_game_keeps_its_own(clock):
    from scenes.shell.seating import REMOTE
    from scenes.shell.setup import SetupScene
    from tests.scenes.scene_helpers import make_app
    app = make_app("--speed", "instant", "--game", "easy-come-easy-go")

    def lobby_from_setup():
        app.reset_to("title")
        app.open("setup")
        setup = top(app)
        assert isinstance(setup, SetupScene)
        setup.rows[1][2].set(REMOTE)
        setup.relayout()
        setup.port.value = ""
        setup.listen.set("127.0.0.1")
        click(app, setup.start.rect.center)
        lobby = top(app)
        assert isinstance(lobby, LobbyScene)
        run_until(app, lambda: lobby.hosting.ready)
        return lobby
    lobby = lobby_from_setup()
    assert lobby.turn_time.value is None
    for _ in range(2):
        click(app, lobby.turn_time.forward_rect.center)      # 1 min
    click(app, lobby.fill.back_rect.center)                  # medium
    assert (lobby.turn_time.value, lobby.fill.value) == (60.0, "medium")
    lobby.give(1)                                            # nobody comes: a computer (the lobby's Start)
    run_until(app, lobby.ready)
    click(app, lobby.start.rect.center)
    assert top(app) is not lobby
    app.stop_hosting()
    again = lobby_from_setup()
    assert (again.turn_time.value, again.fill.value) == (60.0, "medium")     # offered again
    assert again.hosting.timer.limit == 60.0
    app.stop_hosting()
    # a resumed game without a turn time keeps none, whatever was chosen since
    from game.core.match import Match, Seat
    from scenes.shell.saved_seats import config_class
    config = again.config
    resumed = config_class("easy-come-easy-go")(config.seats, seed=1,
                                                extra={"net": {"port": 0, "address": "127.0.0.1"}})
    match = Match(config.rules(), [Seat(s.name, "human" if s.kind == REMOTE else s.kind) for s in config.seats], 1)
    app.reset_to("title")
    app.open("lobby", resumed, match)
    lobby = top(app)
    assert lobby.turn_time.value is None and lobby.hosting.timer.limit is None
    app.stop_hosting()


def test_seats_timed_at_once_are_named_together_and_a_joined_person_sees_their_own_first():
    from types import SimpleNamespace
    names = {0: "Ana", 1: "Sid", 2: "Bo"}
    host_table = SimpleNamespace(layer=None, driver=SimpleNamespace(seat_name=names.get))
    joined = SimpleNamespace(layer=None, driver=SimpleNamespace(seat=2, seat_name=names.get))
    surface = pygame.Surface((1280, 720))
    assert turn_clock.words(host_table, 1, 21.2, False, [2]) == "Sid, Bo's time: 22 s"
    turn_clock.draw(surface, host_table, [(1, 21.2, False), (2, 21.2, False)])
    turn_clock.draw(surface, joined, [(1, 5.0, True), (2, 5.0, True)])
    assert turn_clock.shown(host_table, [(1, 21.2, False), (2, 21.2, False)]) == (1, 21.2, False, [2])
    assert turn_clock.shown(joined, [(1, 5.0, True), (2, 5.0, True)]) == (2, 5.0, True, [])
    assert turn_clock.words(joined, 2, 5.0, True) == "Hurry: 5 s, then a computer decides for you"
