"""The last turn shown again (T) at a window joined to a host, in Wazabi and YAM color,
whose seen lines hide cards (scenes/net/past_turn.py): the real app headless, real
key events (T and Space mashed during the motion too), time stepped by hand, a real
host on loopback. What the past turn holds is checked against the host's full state
at each position (tests/net/helpers.py: Secrets; the other hands held against the true
ones), and the turn shown against the host's full log: the same steps a table at one
screen would show."""
from __future__ import annotations

import random

import pygame

from game.core.log import logged_steps
from game.registry import game as game_spec
from game.wazabi.phases import PLAYING
from game.yam_color.deck import count as count_of
from scenes.net.past_turn import PastMirror
from scenes.shell.remote_table import RemoteTable
from scenes.shell.results import ResultsScene
from scenes.shell.seating import REMOTE
from scenes.ui.text import t
from tests.net.helpers import Secrets
from tests.net.test_window_yam import DIGIT, REACTION, join_seat, quick, short_pile, yam_config
from tests.net.window import hosting_app, run_until, start_and_watch
from tests.net.window_helpers import (GAME_LIMIT, HostThread, decide_wazabi_by_keys, fresh_app, join, key, overlap, step,
                                      top, until)

WAZABI = game_spec("wazabi")


def steps_at_one_screen(full_log: list[dict], length: int) -> list[tuple]:
    """The (seat, action) steps a table at one screen shows for T when the log is
    `length` lines long: from the host's full log, through the rules."""
    log = full_log[:length]
    first, after = WAZABI.previous_turn(log)
    return [pair for i, pairs in logged_steps(WAZABI, log) if first <= i < after for pair in pairs]


def same_step(seen: tuple, full: tuple) -> bool:
    """A step as the seat saw it and as the host made it: the same seat and kind of action,
    the same action wherever the seat sees it (a card taken unseen by another: no card)."""
    (seat, action), (true_seat, true_action) = seen, full
    if seat != true_seat or type(action) is not type(true_action):
        return False
    return action == true_action or getattr(action, "card", "") is None


def asked(table):
    """The person's decision the joined table waits for (what, seat), or None."""
    driver, found = table.driver, table.layer.decision()
    if found and driver.sent_at != driver.match.position and not driver.inbox:
        return found
    return None


def play_until(app, table, wanted, what: str) -> None:
    """The person plays every decision asked until one is `wanted(found)` (left unmade)."""
    def step_on():
        found = asked(table)
        if found is None:
            return False
        if wanted(found):
            return True
        decide_wazabi_by_keys(app, table, found)
        return False
    until(app, step_on, GAME_LIMIT, what)


def test_wazabi_joined_window_shows_the_last_turn_from_what_its_seat_was_sent():
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        seat, live = table.driver.seat, table.driver.match
        assert table.layer.keys_line() == t("wz_keys_joined") and "T " in table.layer.keys_line()
        shown = []            # (the live log's length at T, the steps the past turn played)
        pasts: list[PastMirror] = []
        held = {"matches": 0, "total": 0, "by_chance": 0, "frames": 0}
        rng = random.Random(11)

        def watch_past() -> None:
            """A frame of the past turn: nothing the window was not sent, its own hand the
            true one, no other hand face up, the others' cards no more than chance's."""
            past = table.past
            mirror = past.driver.match
            assert mirror.log == live.log[:len(mirror.log)]           # only lines this window took
            full = host.host.truth[mirror.position][0]
            assert sorted(mirror.state.hands[seat]) == sorted(full["hands"][seat])
            assert past.layer.hand_seat() in (seat, None)
            # what chance alone gives: the cards the seat has not seen dealt again at random
            hidden = list(full["pile"]) + [c for s, h in enumerate(full["hands"]) if s != seat for c in h]
            rng.shuffle(hidden)
            for other in range(3):
                if other != seat:
                    held["matches"] += overlap(mirror.state.hands[other], full["hands"][other])
                    held["total"] += len(full["hands"][other])
                    held["by_chance"] += overlap([hidden.pop() for _ in full["hands"][other]], full["hands"][other])
            held["frames"] += 1

        def show_last_turn(mash: bool) -> None:
            length, position = len(live.log), live.position
            at_the_game = app.render().copy()
            key(app, pygame.K_t)
            assert table.past is not None, table.notice
            step(app, 0.1)
            assert app.render().get_view("2").raw != at_the_game.get_view("2").raw     # the past drawn, not the game
            pasts.append(table.past.driver.match)
            assert table.past.layer.view.rects == table.layer.view.rects        # one's own seat still at the bottom
            assert table.past.layer.keys_line() == t("wz_last_turn_bar",
                                                     name=table.driver.seat_name(table.past.layer.past_seat))
            steps = list(table.past.driver.script.steps)
            if mash:
                # T and Space mashed while the past turn moves: each leaves it or opens it again
                for n in range(16):
                    key(app, pygame.K_t if n % 2 else pygame.K_SPACE)
                    step(app, 0.05)
                    if table.past is not None:
                        watch_past()
                if table.past is None:
                    key(app, pygame.K_t)
                    assert table.past is not None
                    pasts.append(table.past.driver.match)
            until(app, lambda: table.past is None or watch_past(), what="the past turn's end")
            assert live.position == position and len(live.log) == length      # the live game untouched
            shown.append((length, steps))

        mashed = []

        def turn():
            driver = table.driver
            if driver.queue.busy and table.past is None and len(mashed) < 40:
                key(app, pygame.K_t)             # T while the live table moves: not now, said so
                assert table.past is None and table.notice[0] in (t("last_turn_later"), t("last_turn_none"))
                mashed.append(len(live.log))
                return False
            found = asked(table)
            if found:
                if found[0] == PLAYING and len(shown) < 3 and WAZABI.previous_turn(live.log) is not None \
                        and (not shown or shown[-1][0] != len(live.log)):
                    show_last_turn(mash=len(shown) == 1)
                    return False
                decide_wazabi_by_keys(app, table, found)
            return isinstance(top(app), ResultsScene)
        until(app, turn, GAME_LIMIT, "the end of the game")
        record = host.host.finished[0]
        assert len(shown) >= 2 and held["frames"] > 30 and len(mashed) == 40
        # the turn shown: the steps a table at one screen shows, as far as the seat sees them
        for length, steps in shown:
            truth = steps_at_one_screen(record.log, length)
            assert len(steps) == len(truth) >= 2 and all(map(same_step, steps, truth)), (steps, truth)
        # everything the past turns held, against the host's full state at its position
        secrets = Secrets(host.host)
        for past in pasts:
            secrets.check(seat, {"type": "snapshot", **past.snapshot})
            for _, message in past.received:
                secrets.check(seat, message)
        assert secrets.checked >= 2 * len(pasts)
        # the other hands drawn: dealt at random from what the seat had not seen (the true
        # hands would match every card), about as often as a deal by chance
        assert held["matches"] < 1.3 * held["by_chance"] + 20 and held["matches"] < 0.8 * held["total"], held
        assert host.host.refused == {}
    finally:
        host.close()


def test_yam_joined_window_shows_the_last_round_from_what_its_seat_was_sent(monkeypatch):
    """Hosted from a window (its table paused while the joined window looks back: the
    host's next round is not thrown meanwhile), joined from another; Ann calls each round
    by keys and, after a round's check, T shows it again: its throw, the calls at their
    moments, the check; never a call the host had not made by then nor the pile's order."""
    short_pile(monkeypatch)
    app, lobby = hosting_app("yam-color", yam_config(["easy", REMOTE]), "normal")
    quick(lobby)
    port = lobby.hosting.port_now()
    window = fresh_app("--speed", "normal")
    join_seat(window, f"127.0.0.1:{port}", "Ann", pygame.K_2)
    run_until(app, lambda: lobby.hosting.all_taken())
    truth = start_and_watch(app, lobby)
    match = lobby.hosting.match
    run_until(window, lambda: isinstance(top(window), RemoteTable))
    joined = top(window)
    driver, live = joined.driver, joined.driver.match
    assert t("yam_keys_last_round") in joined.layer.view.keys_line()
    pasts: list[PastMirror] = []
    shown = []            # the live log's length at each T
    seen = {"frames": 0, "calls": 0, "checks": 0}
    asked_during_calls = set()

    def both():
        """A frame of the joined window; Ann calls the right count once the card is readable
        (T during the calls: not now, said so)."""
        window.update(1 / 60)
        layer = driver.layer if isinstance(top(window), RemoteTable) else None
        if layer is not None and layer.desk.is_open and driver.state.round not in asked_during_calls:
            key(window, pygame.K_t)
            assert joined.past is None and joined.notice[0] in (t("yam_last_round_later"), t("yam_last_round_none"))
            asked_during_calls.add(driver.state.round)
        if layer is not None and layer.desk.is_open and 1 in layer.desk.allowed and layer.desk.clock >= REACTION:
            key(window, DIGIT[count_of(driver.state.dice, driver.state.card)])

    def watch_past() -> None:
        """A frame of the round shown again: only lines the window took, no call the host
        had not made at that position, the calls held those of the host's state then (the
        pile's order: in no message it took, Secrets below)."""
        mirror = joined.past.driver.match
        assert mirror.log == live.log[:len(mirror.log)]
        full, length = truth.truth[mirror.position]
        made = {(e["player"], e["count"], e["time"]) for e in match.log[:length] if e["type"] == "call"}
        assert {tuple(c) for c in mirror.state.calls} <= made
        assert [list(c) for c in mirror.state.calls] == [list(c) for c in full["calls"]]
        seen["frames"] += 1
        seen["calls"] = max(seen["calls"], len(mirror.state.calls))
        seen["checks"] += mirror.log[-1]["type"] in ("take", "unclaimed")

    def checked() -> bool:
        """The host's round is checked and its next not yet thrown; the window shows it at rest."""
        return bool(match.log) and match.log[-1]["type"] in ("take", "unclaimed") \
            and len(live.log) == len(match.log) and not driver.inbox and joined.layer.at_rest_for_past()

    while len(shown) < 2 and not match.state.is_over():
        run_until(app, lambda: match.state.is_over() or (match.log[-1]["type"] in ("take", "unclaimed")
                                                         and len(match.log) not in shown), wall=30.0, each=both)
        if match.state.is_over():
            break
        # the host's table stands still here: only the joined window moves
        run_until(window, lambda: checked() or match.state.is_over(), wall=10.0)
        shown.append(len(match.log))
        key(window, pygame.K_t)
        assert joined.past is not None, joined.notice
        pasts.append(joined.past.driver.match)
        steps = list(joined.past.driver.script.steps)
        first, after = game_spec("yam-color").previous_turn(match.log)
        truth_steps = [pair for i, pairs in logged_steps(game_spec("yam-color"), match.log)
                       if first <= i < after for pair in pairs]
        assert steps == truth_steps                    # the round a table at one screen shows
        if len(shown) == 2:                            # T and Space mashed while it moves
            for n in range(12):
                key(window, pygame.K_SPACE if n % 2 else pygame.K_t)
                step(window, 0.04)
                if joined.past is not None:
                    watch_past()
            if joined.past is None:
                key(window, pygame.K_t)
                pasts.append(joined.past.driver.match)
        run_until(window, lambda: joined.past is None or watch_past(), wall=20.0)
        assert len(live.log) == len(match.log)         # the live game as it was
    assert len(shown) == 2 and seen["frames"] > 60 and seen["calls"] >= 1 and seen["checks"] > 0, seen
    # once more, the host going on meanwhile: its next round thrown closes the round shown
    # again, so that Ann is at her live table for its reveal
    run_until(app, lambda: match.state.is_over() or match.log[-1]["type"] == "throw", wall=30.0, each=both)
    run_until(app, lambda: match.state.is_over() or match.log[-1]["type"] in ("take", "unclaimed"),
              wall=30.0, each=both)
    assert not match.state.is_over()          # (six rounds: this is the third)
    run_until(window, checked, wall=10.0)
    key(window, pygame.K_t)
    assert joined.past is not None
    length, reveal_before = len(live.log), driver.reveal_at
    run_until(app, lambda: match.log[-1]["type"] == "throw", wall=20.0)       # the window not stepped
    frames = run_until(window, lambda: joined.past is None, wall=10.0)
    # closed by the next round: its `throwing` notice (the outcome follows just before the
    # reveal) or its throw already taken
    assert frames <= 30 and (len(live.log) > length or driver.reveal_at != reveal_before)
    run_until(app, lambda: match.state.is_over(), wall=30.0, each=both)
    run_until(window, lambda: isinstance(top(window), ResultsScene), wall=10.0)
    assert live.log == match.log and len(asked_during_calls) >= 4
    secrets = Secrets(truth.as_host())
    for past in pasts:
        secrets.check(1, {"type": "snapshot", **past.snapshot})
        for _, message in past.received:
            secrets.check(1, message)
    assert secrets.checked >= 3 * len(pasts)


def test_a_past_turn_the_layer_cannot_show_ends_it_and_the_live_game_keeps_its_lines():
    """The last turn shown again failing (a bug, lines a layer cannot draw) ends only that:
    the live mirror drops nothing, the game goes on."""
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        live = table.driver.match
        play_until(app, table, lambda found: found[0] == PLAYING and WAZABI.previous_turn(live.log) is not None,
                   "a turn to show again")
        for where in ("update", "draw"):
            log, bad = list(live.log), table.driver.bad
            key(app, pygame.K_t)
            assert table.past is not None

            def broken(*args):
                raise RuntimeError("a line this layer cannot show")
            setattr(table.past.layer, where, broken)
            step(app, 0.1)
            assert table.past is None and live.log == log and table.driver.bad == bad + 1
        decide_wazabi_by_keys(app, table, asked(table))       # the game goes on: the move reaches the host
        until(app, lambda: len(live.log) > len(log), what="the host's lines after the move")
    finally:
        host.close()


def test_a_window_joined_again_mid_game_shows_no_turn_it_saw_only_in_its_snapshot():
    """Back to the title and joined again: the table comes from a snapshot (every line so far
    at once), so the turn before is not shown (said so) until one is played while it watches."""
    from scenes.shell.pause import PauseScene
    from tests.net.window_helpers import open_join
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        live = table.driver.match
        play_until(app, table, lambda found: found[0] == PLAYING and WAZABI.previous_turn(live.log) is not None,
                   "a turn to show again")
        key(app, pygame.K_ESCAPE)
        assert isinstance(top(app), PauseScene)
        top(app).quit_to_title()
        until(app, lambda: host.host.places[1].conn is None, what="the seat left")
        open_join(app)
        key(app, pygame.K_RETURN)
        until(app, lambda: isinstance(top(app), RemoteTable), what="the seat taken back")
        again = top(app)
        live = again.driver.match
        begun = len(live.log)                  # the lines that came in the snapshot
        play_until(app, again, lambda found: found[0] == PLAYING, "the person's turn")
        key(app, pygame.K_t)
        assert again.past is None and again.notice[0] == t("last_turn_not_seen")
        play_until(app, again, lambda found: found[0] == PLAYING and WAZABI.previous_turn(live.log)[0] >= begun,
                   "a turn played since")
        key(app, pygame.K_t)
        assert again.past is not None
        key(app, pygame.K_ESCAPE)
        assert again.past is None
    finally:
        host.close()
