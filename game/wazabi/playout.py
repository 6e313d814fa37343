"""Headless play of Wazabi (`Game.play_out`): `Match.play_out` with the state's
questions answered inline, since simulation spends its time in this loop. The same
actions are applied in the same order, from the same random sources, so the game
and its log are the ones `Match.play_out` (or a table scene) would make. Without a
log the state is told not to write its records (`log_events`)."""
from __future__ import annotations

from game.wazabi.phases import CHANCE_PHASES, KEEPING, OVER
from game.wazabi.view import offered


def play_out(match, players):
    state, rng, log, record = match.state, match.rng, match.log, match.record
    apply, chance, view = state.apply, state.play_chance, state.view
    choosers = [p.choose for p in players]
    # a player that decides from its legal actions alone (`random`) is asked without a view
    pickers = [getattr(p, "pick", None) for p in players]
    state.log_events = record      # no log: the state need not write its records
    phase = state.phase
    while phase != OVER:
        if phase in CHANCE_PHASES:
            events = chance(rng)
        elif phase != KEEPING:      # the player's decision: its legal actions are the state's
            seat = state.player
            pick = pickers[seat]
            events = apply(seat, pick(state._legal) if pick else choosers[seat](view(seat)))
        else:
            seat = min(k[0] for k in state.keepers)
            pick = pickers[seat]
            events = apply(seat, pick(offered(state, seat)) if pick else choosers[seat](view(seat)))
        if record:
            log.extend(events)
        phase = state.phase
    state.log_events = True
    return state.result()
