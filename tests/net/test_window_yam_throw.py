"""A race's throw at the windows (scenes/yam_color/race_throw.py): the host sends the
round's outcome only shortly before the reveal, so a joined window tumbles its dice
without it from the host's `throwing` notice; every window, the host's own too, shows
the dice's colours and the card at the reveal (each in its estimate of host time),
never before; the joined window's copy of the match has no outcome before it either.
The real apps headless, time stepped by frames, loopback; the windows' lead is 0.6 s
here (real: 1.55 s)."""
from __future__ import annotations

import pygame

from scenes.net import race
from scenes.shell.remote_table import RemoteTable
from scenes.shell.seating import REMOTE
from scenes.yam_color.table import YamTable
from tests.net.test_window_yam import join_seat, short_pile, yam_config
from tests.net.window import hosting_app, run_until, start_and_watch, table_of
from tests.net.window_helpers import fresh_app
from tests.scenes.scene_helpers import top

SHOWN_HERE = 0.6


def frame_of(layer, before: float) -> tuple:
    """(seconds to the reveal, card readable, a die's colour shown, dice in the air)."""
    readable = layer.card is not None and layer.flip >= 0.5
    known = any(d.colour is not None for d in layer.dice)
    return before, readable, known, bool(layer.dice) and layer.blind


def test_the_dice_tumble_without_the_outcome_and_the_card_is_readable_at_the_reveal_never_before(monkeypatch):
    short_pile(monkeypatch)
    # frames are stepped faster than the wall clock here: the table-time bound on waiting for a
    # reveal (MAX_LEAD, for a clock estimate gone wrong) put off, the host's clock decides
    monkeypatch.setattr("scenes.yam_color.table.MAX_LEAD", 600.0)
    app, lobby = hosting_app("yam-color", yam_config(["perfect", REMOTE]))
    hosting = lobby.hosting
    hosting.host.speed, hosting.host.shown, hosting.host.margin = 10.0, SHOWN_HERE, 0.1
    hosting.race.speed, hosting.race.margin = 10.0, 0.1
    hosting.race.measured(hosting.race.hold, hosting.race.hold + SHOWN_HERE)
    window = fresh_app("--speed", "normal")     # the normal pace: a 1.55 s throw fitted into 0.6 s
    join_seat(window, f"127.0.0.1:{hosting.port_now()}", "Bo", pygame.K_2)
    run_until(app, lambda: hosting.all_taken())
    start_and_watch(app, lobby)
    match = hosting.match
    run_until(window, lambda: isinstance(top(window), RemoteTable))
    joined = top(window).driver
    host_layer = table_of(app).layer
    assert isinstance(joined.layer, YamTable)
    seen: dict[int, list] = {}          # round -> frames of the joined window
    at_host: dict[int, list] = {}       # round -> frames of the host's window

    def both():
        window.update(1 / 60)
        if not isinstance(top(window), RemoteTable) or joined.reveal_at is None or joined.host_time() is None:
            return
        layer = joined.layer
        before = joined.reveal_at - joined.host_time()
        number = joined.state.round + (1 if layer.blind and joined.state.is_chance() else 0)
        frame = frame_of(layer, before)
        seen.setdefault(number, []).append(frame)
        if before > 0.005:
            assert not (frame[1] or frame[2]), (number, frame)
        if before > race.OUTCOME_MARGIN + 0.03:     # the window's own copy of the match: no outcome yet
            assert joined.state.is_chance() or joined.state.round < number, (number, before)
        left = hosting.reveal_in()
        if left is not None:
            at_host.setdefault(match.state.round, []).append(frame_of(host_layer, left))

    run_until(app, lambda: sum(e["type"] in ("take", "unclaimed") for e in match.log) >= 3, wall=30.0, each=both)
    hosting.close()
    rounds = [n for n in seen if n >= 1 and any(f[3] for f in seen[n])][:3]
    assert len(rounds) >= 2, sorted(seen)
    firsts = []
    for number in rounds:
        frames = seen[number]
        blind = [f for f in frames if f[3]]
        assert len(blind) >= 10, len(blind)              # the dice tumbled with no outcome for frames
        early = [f for f in frames if f[0] > 0.005]
        assert early and not any(f[1] or f[2] for f in early)        # nothing readable before the reveal
        first = next(f for f in frames if f[1])
        assert first[0] <= 0.005, first                               # never before the reveal
        firsts.append(first[0])
        assert first[2]                                               # the dice's colours with it
    # ... and at it: a frame or so late in the best round, never half a second (a machine loaded
    # by other work may hold a round's lines back a little)
    assert max(firsts) > -0.1 and min(firsts) > -0.5, firsts
    for number, frames in at_host.items():                            # the host's window: never before either
        assert not any((f[1] or f[2]) and f[0] > 0.005 for f in frames), number
