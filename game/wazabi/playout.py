"""Headless play of Wazabi (`Game.play_out`): `Match.play_out` with the state's
questions answered inline, since simulation spends its time in this loop.

The same actions are applied in the same order, from the same random sources, so
the game and its log are the ones `Match.play_out` (or a table scene) would make.
A player with `pick(legal)` (`random`) is asked without a view, and its choice, one
of the actions the state offers, goes straight to the turn step that carries it
out (turn.py, effects.py): `GameState.apply`'s checks are for actions made
elsewhere. Chance's outcomes go straight to their steps too, drawn as
`GameState.chance_outcome` draws them. A player that needs its view is asked
through `apply`. Without a log no step writes records (`out` is None)."""
from __future__ import annotations

from game.wazabi import dice, effects, legal
from game.wazabi.actions import END_TURN
from game.wazabi.phases import GIVING, KEEPING, OVER, PLAYING, RESHUFFLE, ROLL, ROLL_OFF, TAKE, UNSEEN


def play_out(match, players):
    state, rng, log, record = match.state, match.rng, match.log, match.record
    apply, view = state.apply, state.view
    choosers = [p.choose for p in players]
    pickers = [getattr(p, "pick", None) for p in players]
    counted, roll_off_dice = dice.counted, state.rules.dice
    state.log_events = record      # (for the players asked through `apply`)
    phase = state.phase
    while phase != OVER:
        out = [] if record else None
        if phase == ROLL:                                   # chance, the commonest first
            state._rolled(*counted(rng, state.dice[state.player]), out)
        elif phase == ROLL_OFF:
            state._roll_off(dice.roll(rng, roll_off_dice).faces, out)
        elif phase == RESHUFFLE:
            order = list(state.discard)
            dice.shuffle(rng, order)
            state._reshuffled(order, out)
        elif phase == UNSEEN:
            state._unseen(rng.choice(state.hands[state.victim]), out)
        else:                                               # a seat decides
            # (keepers: [seat, cards to keep], one per seat: the lowest seat keeps first, as in actors())
            seat = state.player if phase != KEEPING else min(state.keepers)[0]
            pick = pickers[seat]
            if pick is None:
                out = apply(seat, choosers[seat](view(seat)))
            elif phase == PLAYING:
                action = pick(state._legal)
                if action is END_TURN:
                    state._end_turn(out)
                else:
                    effects.play(state, action, out)
            elif phase == GIVING:
                state._give(pick(state._legal).to, out)
            elif phase == TAKE:
                state._take_from(pick(state._legal).victim)
            else:
                keep = state.keep_of(seat)
                state._keep(seat, pick(legal.discards(state.hands[seat], keep)).cards, out)
        if record:
            log.extend(out)
        phase = state.phase
    state.log_events = True
    return state.result()
