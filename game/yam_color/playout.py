"""Headless play of YAM color with simulated call times (`Game.play_out`).

The generic `Match.play_out` asks one seat at a time; here the seats call at once,
so the order of calls comes from when each computer caller would call. A caller
proposes `(time, count)` from its view (`propose`); the earliest proposal is applied,
and callers that react to what has been called (`reacts`) are asked again, from the
view with that call in it. A proposal after the call time ends the calls instead
(`EndCalls`). Equal times: the lower seat first. Nothing reads a clock, so a seed
replays a game exactly, and the log is the one a table scene would write.
"""
from __future__ import annotations

from game.core.contract import CHANCE
from game.yam_color.actions import Call, EndCalls
from game.yam_color.state import OVER


def play_out(match, players):
    state, rng, log, record = match.state, match.rng, match.log, match.record
    apply, view, outcome = state.apply, state.view, state.chance_outcome
    propose = [p.propose for p in players]
    reacting = [getattr(p, "reacts", True) for p in players]
    limit = state.rules.call_time
    while state.phase != OVER:
        events = apply(CHANCE, outcome(rng))
        if record:
            log.extend(events)
        callers = state.callers
        if not any(reacting[s] for s in callers):       # one order for the round (speed)
            events = []
            for time, count, seat in sorted([(*propose[s](view(s)), s) for s in callers]):
                if limit is not None and time > limit:
                    events += apply(CHANCE, EndCalls())
                    break
                events += apply(seat, Call(count, time))
            if record:
                log.extend(events)
            continue
        pending = {s: propose[s](view(s)) for s in callers}
        now = 0.0
        while pending:
            seat = min(pending, key=lambda s: (pending[s][0], s))
            time, count = pending.pop(seat)
            time = max(time, now)
            if limit is not None and time > limit:
                events = apply(CHANCE, EndCalls())
            else:
                events = apply(seat, Call(count, time))
                now = time
                for other in pending:
                    if reacting[other]:
                        pending[other] = propose[other](view(other))
            if record:
                log.extend(events)
            if limit is not None and time > limit:
                break
    return state.result()
