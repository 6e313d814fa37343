"""The legal actions of Wazabi's decisions, built from what the deciding seat can
see (its own hand, the public counts), so a seat's view can carry them."""
from __future__ import annotations

from functools import lru_cache

from game.wazabi.actions import END_TURN, Discard, Give, Play, TakeFrom
from game.wazabi.cards import (CARD_IDS, COST, DROP_ONE, GIVE_ONE, KEEP_ONE, KEEP_ONE_AT_LEAST,
                               LEFT, PASS_DICE, RIGHT, SKIP_TURN, STEAL_CARD)

GIVES = tuple(Give(seat) for seat in range(6))
TAKES = tuple(TakeFrom(seat) for seat in range(6))
_UNTARGETED = {card: (Play(card),) for card in CARD_IDS}
_PASSES = (Play(PASS_DICE, None, LEFT), Play(PASS_DICE, None, RIGHT))
_AIMED = {card: tuple(Play(card, seat) for seat in range(6))
          for card in (GIVE_ONE, STEAL_CARD, KEEP_ONE, SKIP_TURN)}

# Why a card cannot be played as asked (the rule it would break).
RULES = {
    DROP_ONE: "drop_one is not playable after rolling 2 or more give faces this turn (The cards)",
    PASS_DICE: "pass_dice takes a direction, left or right, and no target (The cards)",
    GIVE_ONE: "give_one gives a die to another player still in the game (The cards)",
    STEAL_CARD: "steal_card takes from another player holding a card; with no target only when "
                "no other player holds one (The cards)",
    KEEP_ONE: "keep_one targets another player who holds at least 2 cards (The cards)",
    SKIP_TURN: "skip_turn targets another player still in the game (The cards)",
}
NO_AIM = "{card} takes no target and no direction (The cards)"


# the cards each number of wazabi faces pays for, in table order
_AFFORDABLE = tuple(tuple(c for c in CARD_IDS if COST[c] <= w) for w in range(7))


def plays(hand: list[str], wazabi: int, gives: int, others, hands: list[list[str]]) -> tuple:
    """Step 4's choices: each card of `hand` the roll pays for, with every target or
    direction it allows (others: the other seats still in the game; hands: every
    seat's hand, only counted), then not playing. Empty when no card can be played."""
    found = []
    for card in _AFFORDABLE[min(wazabi, 6)]:
        if card not in hand or (card == DROP_ONE and gives >= 2):
            continue
        if card == PASS_DICE:
            found += _PASSES
        elif card in _AIMED:
            aimed = _AIMED[card]
            if card == STEAL_CARD:
                holders = [aimed[s] for s in others if hands[s]]
                found += holders or _UNTARGETED[card]
            elif card == KEEP_ONE:
                found += [aimed[s] for s in others if len(hands[s]) >= KEEP_ONE_AT_LEAST]
            else:
                found += [aimed[s] for s in others]
        else:
            found += _UNTARGETED[card]
    if found:
        found.append(END_TURN)
    return tuple(found)


_GIVES_TO: dict[tuple[int, ...], tuple] = {}


def gives(others: tuple[int, ...]) -> tuple:
    found = _GIVES_TO.get(others)
    if found is None:
        found = _GIVES_TO[others] = tuple(GIVES[s] for s in others)
    return found


def takes(victims) -> tuple:
    return tuple(TAKES[s] for s in victims)


def discards(hand: list[str], keep: int) -> tuple:
    """Every way of keeping `keep` cards of `hand` (distinct by what is kept), as the
    cards thrown away, in the order of the kept cards' ids."""
    return _discards(tuple(sorted(hand)), keep)


_new = object.__new__
_set = object.__setattr__


@lru_cache(maxsize=8192)
def _discards(ordered: tuple[str, ...], keep: int) -> tuple:
    kinds = sorted(set(ordered))
    if keep == 1:
        kept_sets = [(a,) for a in kinds]
    else:   # two: two different ids, or one id held at least twice
        kept_sets = [(a, b) for i, a in enumerate(kinds) for b in kinds[i:]
                     if a != b or ordered.count(a) >= 2]
    actions = []
    for kept in kept_sets:
        rest = list(ordered)
        for card in kept:
            rest.remove(card)
        action = _new(Discard)            # `rest` is sorted already: skip __post_init__
        _set(action, "cards", tuple(rest))
        actions.append(action)
    return tuple(actions)
