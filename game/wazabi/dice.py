"""Rolling Wazabi's dice, and shuffling its cards, from the match's random source.

A roll of up to TABLED dice is one `random()` call picking one of the 6**n equally
likely throws, whose `Roll` actions are made once: the simulator rolls at every
turn, and one call instead of n (and no new object) is a good part of a turn's
time. More dice are thrown one by one (game/core/dice.py). Either way every die
shows each of its six faces with probability 1/6 (the pick's bias, at most
6**5 / 2**53, is far below anything a game could show).
"""
from __future__ import annotations

import random
from itertools import product

from game.wazabi.actions import Roll
from game.wazabi.cards import DIE, DRAW, GIVE, WAZABI

TABLED = 5
_THROWS = [tuple(Roll(faces) for faces in product(DIE.faces, repeat=n)) for n in range(TABLED + 1)]
# the same throws with their faces counted: (faces, wazabi, draw, give)
_COUNTED = [tuple((r.faces, r.faces.count(WAZABI), r.faces.count(DRAW), r.faces.count(GIVE))
                  for r in throws) for throws in _THROWS]


def roll(rng: random.Random, dice: int) -> Roll:
    if dice <= TABLED:
        throws = _THROWS[dice]
        return throws[int(rng.random() * len(throws))]
    return Roll(DIE.roll(rng, dice))


def counted(rng: random.Random, dice: int) -> tuple[tuple[str, ...], int, int, int]:
    """`roll(rng, dice)`'s faces (the same draw from `rng`) with their wazabi, draw and
    give faces counted."""
    if dice <= TABLED:
        throws = _COUNTED[dice]
        return throws[int(rng.random() * len(throws))]
    faces = DIE.roll(rng, dice)
    return faces, faces.count(WAZABI), faces.count(DRAW), faces.count(GIVE)


def shuffle(rng: random.Random, items: list) -> None:
    """`rng.shuffle(items)`, step for step (CPython 3.11's Random.shuffle and
    _randbelow), written out here: the same draws give the same order, in about half
    the time (a game deals once and reshuffles about twice). Another kind of random
    source shuffles by itself."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
