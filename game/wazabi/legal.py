"""The legal actions of Wazabi's decisions, built from what the deciding seat can
see (its own hand, the public counts), so a seat's view can carry them."""
from __future__ import annotations

from collections.abc import Sequence
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


# how each card is aimed, and where it stands in the table (the order of the choices)
PLAIN, PASSED, STOLEN, KEPT, AIMED = range(5)
_AIM = {card: PLAIN for card in CARD_IDS}
_AIM.update({PASS_DICE: PASSED, STEAL_CARD: STOLEN, KEEP_ONE: KEPT, GIVE_ONE: AIMED, SKIP_TURN: AIMED})
_TABLE_ORDER = {card: i for i, card in enumerate(CARD_IDS)}
_AIMED_AT: dict[tuple, tuple] = {}    # (card, other seats) -> the card aimed at each
# the cards each number of wazabi faces pays for (up to 36 dice)
_PAYS_FOR = tuple(frozenset(c for c in CARD_IDS if COST[c] <= min(w, 6)) for w in range(37))


def plays(hand: list[str], wazabi: int, gives: int, others, hands: list[list[str]]) -> tuple:
    """Step 4's choices: each card of `hand` the roll pays for, in table order, with
    every target or direction it allows (others: the other seats still in the game;
    hands: every seat's hand, only counted), then not playing. Empty when no card can
    be played."""
    payable = _PAYS_FOR[wazabi].intersection(hand)
    if not payable:
        return ()
    found = []
    for card in sorted(payable, key=_TABLE_ORDER.__getitem__) if len(payable) > 1 else payable:
        aim = _AIM[card]
        if aim == PLAIN:
            if card != DROP_ONE or gives < 2:
                found += _UNTARGETED[card]
        elif aim == AIMED:
            aimed = _AIMED_AT.get((card, others))
            if aimed is None:
                aimed = _AIMED_AT[card, others] = tuple(_AIMED[card][s] for s in others)
            found += aimed
        elif aim == PASSED:
            found += _PASSES
        elif aim == STOLEN:
            aimed, before = _AIMED[card], len(found)
            for s in others:
                if hands[s]:
                    found.append(aimed[s])
            if len(found) == before:
                found += _UNTARGETED[card]
        else:
            aimed = _AIMED[card]
            for s in others:
                if len(hands[s]) >= KEEP_ONE_AT_LEAST:
                    found.append(aimed[s])
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


def discards(hand: list[str], keep: int) -> "Discards":
    """Every way of keeping `keep` cards of `hand` (distinct by what is kept), as the
    cards thrown away, in the order of the kept cards' ids."""
    return Discards(tuple(sorted(hand)), keep)


class Discards(Sequence):
    """The Discard actions of `discards`, a read-only sequence equal to the tuple of
    them, each made only when asked for: a hand of nine keeping two has dozens, and
    a random player wants one of them."""

    __slots__ = ("_hand", "_keep", "_firsts", "_doubles", "_size")

    def __init__(self, ordered: tuple[str, ...], keep: int):
        self._hand, self._keep = ordered, keep
        # the first place of each id in the sorted hand, and whether it is held twice:
        # keeping a card there (or there and next to it) throws away the rest, sorted
        size = len(ordered)
        self._firsts = firsts = [i for i, card in enumerate(ordered) if not i or ordered[i - 1] != card]
        self._doubles = [i + 1 < size and ordered[i + 1] == ordered[i] for i in firsts]
        kinds = len(firsts)
        self._size = kinds if keep == 1 else kinds * (kinds - 1) // 2 + sum(self._doubles)

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self.all()[index]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("no such way of keeping cards")
        hand, firsts = self._hand, self._firsts
        if self._keep == 1:
            i = firsts[index]
            return _discard(hand[:i] + hand[i + 1:])
        for k, i in enumerate(firsts):     # (a, a) first, then (a, b) for each later id b
            if self._doubles[k]:
                if not index:
                    return _discard(hand[:i] + hand[i + 2:])
                index -= 1
            later = len(firsts) - k - 1
            if index < later:
                j = firsts[k + 1 + index]
                return _discard(hand[:i] + hand[i + 1:j] + hand[j + 1:])
            index -= later
        raise AssertionError("counted wrong")

    def all(self) -> tuple:
        return _discards(self._hand, self._keep)

    def __iter__(self):
        return iter(self.all())

    def __eq__(self, other):
        if isinstance(other, Discards):
            return self._hand == other._hand and self._keep == other._keep
        return isinstance(other, tuple) and self.all() == other

    def __hash__(self):
        return hash(self.all())

    def __repr__(self):
        return repr(self.all())


_new = object.__new__
_set = object.__setattr__


def _discard(rest: tuple[str, ...]) -> Discard:
    action = _new(Discard)            # `rest` is sorted already: skip __post_init__
    _set(action, "cards", rest)
    return action


@lru_cache(maxsize=8192)
def _discards(ordered: tuple[str, ...], keep: int) -> tuple:
    ways = Discards(ordered, keep)
    return tuple(ways[n] for n in range(len(ways)))
