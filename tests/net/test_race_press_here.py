"""A press made at the host's own screen in YAM color's race, dated before the reveal by
that screen's frames (a table whose frames run ahead of the host's clock opens the round at
its deadline: frames stepped faster than real time, as the monkeys step them). It was
refused: a computer seat there is not asked again, so its call was lost and a round without
a time limit waited for ever. It counts from the reveal now."""
from __future__ import annotations

from game.yam_color.actions import Call
from scenes.net import race
from tests.net.test_race_stand_in import REVEAL, ClockedHost, run_until


def test_a_press_here_dated_before_the_reveal_is_held_at_the_reveal_and_applied():
    host = ClockedHost()
    round_ = race.Round(host, REVEAL, race.window(host))
    host.now = REVEAL - 1.2                           # the host's clock: 1.2 s short of the reveal
    assert round_.press_here(0, Call(4), REVEAL + 3.0, host.now)
    assert round_.held[0][0] == REVEAL                # at the reveal, no earlier, no later than now allows
    run_until(host, round_, REVEAL + 2.0)
    assert host.calls() == [(0, 0.0)]                 # made, at moment 0 of the round


def test_a_press_here_the_round_cannot_take_is_still_refused():
    host = ClockedHost()
    round_ = race.Round(host, REVEAL, race.window(host))
    host.now = REVEAL + 1.0
    assert round_.press_here(0, Call(4), host.now, host.now)
    assert not round_.press_here(0, Call(5), host.now, host.now)      # once a round
    assert not round_.press_here(1, "not a call", host.now, host.now)
