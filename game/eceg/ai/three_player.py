"""The solved three-player game (hold through the next two): positions, their
transitions and the shipped table, read without numpy.

With three players every count of three is fixed by who holds what: a player
holding three at the start of a turn reached it on their own last turn and has
the turns of the other two to survive, so the player who just moved has two left
and the player to move next after the mover has one (the mover never starts a
turn holding three: they would have won). A position at the start of a turn is
therefore just the owner of each prize, seen from the player to move: centre (0),
the mover (1), the next player (2), the player who just moved (3). Its code is
the base-4 number of those nine digits (prize i is digit i).

tools/solve_three.py first solves the game where every player plays each turn to
maximise their own chance of winning (value iteration with the exact turn planner,
for every position at once); then Hard's best reply to opponents who play each
turn that way with chance 0.2 and like Medium (the chance of a useful prize)
otherwise. It writes assets/ai/three_player.bin: for every code, Hard's win
probability when Hard just moved (the value Hard's turn ends in), 16 bits,
zlib-compressed. Codes that no game reaches hold 0.
Classic dice use the same table through solver.CLASSIC_TO_OFFICIAL.
"""
from __future__ import annotations

import struct
import sys
import zlib
from array import array
from functools import lru_cache
from pathlib import Path

from game.core.data import shipped

PRIZES = 9
CENTRE, MOVER, NEXT, PREVIOUS = 0, 1, 2, 3
POW4 = tuple(4 ** i for i in range(PRIZES))
CODES = 4 ** PRIZES
TABLE_PATH = shipped("ai", "three_player.bin")
MAGIC = b"ECEG3P\x00\x01"
SCALE = 65535
# the same owners seen from the next player: the mover becomes the previous player...
_TURN = (CENTRE, PREVIOUS, MOVER, NEXT)


def digits(code: int) -> list[int]:
    return [code // POW4[i] % 4 for i in range(PRIZES)]


def encode(owner_digits) -> int:
    return sum(d * POW4[i] for i, d in enumerate(owner_digits))


def is_position(owner_digits) -> bool:
    """A start of turn some game reaches: the mover holds at most two, the others three."""
    return (owner_digits.count(MOVER) <= 2 and owner_digits.count(NEXT) <= 3
            and owner_digits.count(PREVIOUS) <= 3)


def step(code: int, prize: int | None) -> tuple[bool, int]:
    """The mover's turn at `code` ends taking `prize` (None: nothing). Returns
    (True, -1) if the next player wins now (they held three and were not robbed),
    else (False, the code of the next turn's position, seen from its mover)."""
    d = digits(code)
    victim = None
    if prize is not None:
        victim = d[prize]
        d[prize] = MOVER
    if d.count(NEXT) == 3 and victim != NEXT:
        return True, -1
    return False, encode([_TURN[x] for x in d])


def code_of(state, order=range(PRIZES)) -> int:
    """The position code of a three-player GameState (its turn's starting owners);
    `order[i]` is the official index of the state's prize i."""
    players, mover = state.rules.players, state.seat
    code = 0
    for i, owner in enumerate(state.owners):
        if owner is not None:
            code += (1 + (owner - mover) % players) * POW4[order[i]]
    return code


# ----- the shipped table --------------------------------------------------------------
def encode_table(values) -> bytes:
    """values: for every code (0 .. 4**9 - 1), the just-moved player's win probability."""
    if len(values) != CODES:
        raise ValueError(f"need {CODES} values, got {len(values)}")
    packed = array("H", (round(min(1.0, max(0.0, float(v))) * SCALE) for v in values))
    if sys.byteorder != "little":
        packed.byteswap()
    return MAGIC + struct.pack("<I", CODES) + zlib.compress(packed.tobytes(), 9)


def decode_table(data: bytes) -> array:
    if data[:8] != MAGIC:
        raise ValueError("not a three-player table (bad magic)")
    (n,) = struct.unpack_from("<I", data, 8)
    packed = array("H")
    packed.frombytes(zlib.decompress(data[12:]))
    if sys.byteorder != "little":
        packed.byteswap()
    if n != CODES or len(packed) != n:
        raise ValueError("three-player table is truncated")
    return packed


class ThreePlayerTable:
    def __init__(self, packed: array):
        self.packed = packed

    def just_moved(self, code: int) -> float:
        """Hard's win probability at the start of turn `code` when Hard just moved."""
        return self.packed[code] / SCALE

    def outcome_values(self, code: int, takeable: int) -> tuple[list[float | None], float]:
        """Per prize (official order) Hard's win probability, Hard moving, if the turn ends by
        taking it (None: not in `takeable`), and the value of ending with nothing."""
        def worth(prize):
            lost, nxt = step(code, prize)
            return 0.0 if lost else self.packed[nxt] / SCALE
        values = [worth(i) if takeable >> i & 1 else None for i in range(PRIZES)]
        return values, worth(None)


@lru_cache(maxsize=1)
def load_table(path: Path = TABLE_PATH) -> ThreePlayerTable:
    """The shipped solution (read once, a few ms, no numpy)."""
    return ThreePlayerTable(decode_table(Path(path).read_bytes()))
