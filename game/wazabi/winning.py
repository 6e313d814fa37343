"""Winning (shared/spec/wazabi.md, "Winning"): a player whose dice reach 0 wins at
that moment, mid-turn included; playing to the last, the others play on for places."""
from __future__ import annotations

from game.wazabi.cards import SKIP_TURN
from game.wazabi.phases import OVER


def finish(state, seat: int, out) -> None:
    """`seat` has no dice left: it wins at once; playing to the last, it takes the
    next place, its cards are discarded, and the last one left takes the last place.
    The log records go to `out` (None: none)."""
    rules = state.rules
    place = sum(1 for p in state.finished if p) + 1
    state.finished[seat] = place
    state.seat_finished()
    events = [{"type": "finish", "player": seat, "place": place}]
    if place == 1:
        side = rules.side_of(seat)
        state.points = sum(d for s, d in enumerate(state.dice) if s not in side)
    if rules.to_the_last:
        state.discard.extend(state.hands[seat])
        state.discard.extend([SKIP_TURN] * state.skips[seat])
        state.hands[seat], state.skips[seat] = [], 0
        left = [s for s in range(rules.players) if not state.finished[s]]
        if len(left) > 1:
            if out is not None:
                out += events
            return
        state.finished[left[0]] = rules.players
        state.seat_finished()
        events.append({"type": "finish", "player": left[0], "place": rules.players})
    else:
        for partner in rules.side_of(seat):
            state.finished[partner] = 1
        state.seat_finished()
    state.phase = OVER
    winner = state.finished.index(1) if rules.to_the_last else seat
    teams = rules.team_seats
    events.append({"type": "win", "player": winner,
                   "team": list(rules.side_of(winner)) if teams else None})
    if out is not None:     # (a rare moment: its records are made either way)
        out += events
