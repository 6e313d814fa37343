"""The effect of each card (shared/spec/wazabi.md, "The cards"), applied to a state
whose step 4 chose it. The played card lies aside while its effect runs and goes on
the discard pile after it (`GameState.end_effect`), as the rulebook says: "the
card's effect is played, then it is laid face up beside the pile"."""
from __future__ import annotations

from game.wazabi import legal
from game.wazabi.actions import EndTurn, Play
from game.wazabi.phases import KEEPING, TAKE, THEN_END
from game.wazabi.cards import (COST, DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE,
                               OTHERS_KEEP, OTHERS_KEEP_TWO, PASS_DICE, PLAY_AGAIN, SKIP_TURN,
                               STEAL_CARD, STEP)


def play(state, action: Play, out) -> None:
    """Play a legal `action` (checked by the caller), its log records appended to `out`
    (None: no records)."""
    player, card, target = state.player, action.card, action.target
    state.hands[player].remove(card)
    state.in_play = card
    state.played += ((player, card, target, action.direction),)
    if out is not None:
        out.append({"type": "play", "player": player, "card": card, "target": target,
                    "direction": action.direction})
    EFFECTS[card](state, action, out)


def _drop(state, count: int, out) -> None:
    player = state.player
    count = min(count, state.dice[player])
    state.dice[player] -= count
    if out is not None:
        out.append({"type": "drop", "player": player, "dice": count})
    if not state.dice[player]:
        state.finish(player, out)     # the win comes at once, mid-turn
        if state.is_over():
            return
    state.end_effect(out)


def drop_one(state, action, out) -> None:
    _drop(state, 1, out)


def drop_two(state, action, out) -> None:
    _drop(state, 2, out)


def pass_dice(state, action, out) -> None:
    """Every player still in the game hands all their dice to the neighbour that way."""
    step, dice = STEP[action.direction], state.dice
    moved = list(dice)
    for seat in range(state.rules.players):
        if not state.finished[seat]:
            moved[state.next_seat(seat, step)] = dice[seat]
    state.dice = moved
    if out is not None:
        out.append({"type": "pass", "direction": action.direction, "dice": list(moved)})
    state.end_effect(out)


def give_one(state, action, out) -> None:
    player = state.player
    state.dice[player] -= 1
    state.dice[action.target] += 1
    if out is not None:
        out.append({"type": "give", "player": player, "to": action.target})
    # (cost 3: the player still holds 3 dice, so this never empties their hand of dice)
    state.end_effect(out)


def steal_card(state, action, out) -> None:
    """A card unseen from the target's hand; with no target (nobody else holds a
    card) one from the pile instead."""
    state.draws_left = 1
    state.after_draws = THEN_END
    if action.target is None:
        state.draw_on(out)
        return
    state.take_from = (action.target,)
    state._legal = legal.takes(state.take_from)
    state.phase = TAKE


def keep_one(state, action, out) -> None:
    state.keepers = [[action.target, 1]]
    state.phase = KEEPING


def others_keep_two(state, action, out) -> None:
    state.keepers = [[seat, OTHERS_KEEP] for seat in state.others(state.player)
                     if len(state.hands[seat]) > OTHERS_KEEP]
    if state.keepers:
        state.phase = KEEPING
    else:
        state.end_effect(out)


def draw_three(state, action, out) -> None:
    state.draws_left = 3
    state.after_draws = THEN_END
    state.draw_on(out)


def skip_turn(state, action, out) -> None:
    """The card lies before the target (not on the discard) until it costs them a turn."""
    state.skips[action.target] += 1
    state.in_play = None
    state.end_effect(out)


def play_again(state, action, out) -> None:
    """Another whole turn at once; play then goes on the other way. The direction
    turns now, so the extra turn's `turn` line already shows the new one."""
    state.again = True
    state.direction = -state.direction
    state.end_effect(out)


EFFECTS = {DROP_ONE: drop_one, PASS_DICE: pass_dice, DROP_TWO: drop_two, GIVE_ONE: give_one,
           STEAL_CARD: steal_card, KEEP_ONE: keep_one, DRAW_THREE: draw_three,
           OTHERS_KEEP_TWO: others_keep_two, SKIP_TURN: skip_turn, PLAY_AGAIN: play_again}


def why_not(state, action) -> str:
    """The rule an illegal step-4 action breaks."""
    if isinstance(action, EndTurn):
        return "end turn: (A turn 4)"
    card, hand = action.card, state.hands[state.player]
    if card not in COST:
        return f"there is no card {card!r} (The cards)"
    if card not in hand:
        return f"play {card}: the player holds no such card (A turn 4)"
    if COST[card] > state.wazabi:
        return (f"play {card}: it needs {COST[card]} wazabi faces, {state.wazabi} were rolled "
                "this turn (A turn 4)")
    return f"play {card} (target {action.target}, direction {action.direction}): " + \
        legal.RULES.get(card, legal.NO_AIM.format(card=card))
