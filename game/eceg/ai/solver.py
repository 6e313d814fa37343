"""The solved two-player game: its states, their transitions, and the shipped table.

A two-player position at the start of a turn is seen from the player to move:
each prize is in the centre (0), mine (1) or the opponent's (2), and the turn is
either normal (phase 0) or a defence turn against an opponent holding three
(phase 1: first of the two tries, phase 2: the last). The key of a position is
`code * 3 + phase`, where `code` is the base-3 number of the nine owner digits
(prize i is digit i). W[key] is the mover's probability of winning with perfect
play by both sides; tools/solve.py computes it (value iteration, each turn
optimised by the turn planner) and writes assets/ai/two_player.bin, which this
module loads without numpy.

Classic dice are the official game with every face one higher: even and odd
swap, so the classic `three_odd` is the official `three_even` and vice versa;
every other prize keeps its place. `CLASSIC_TO_OFFICIAL` maps prize indices.
"""
from __future__ import annotations

import hashlib
import struct
import sys
from array import array
from functools import lru_cache
from pathlib import Path

from game.core.data import shipped

PRIZES = 9
CENTRE, MINE, THEIRS = 0, 1, 2
NORMAL, FIRST_TRY, LAST_TRY = 0, 1, 2
POW3 = tuple(3 ** i for i in range(PRIZES))
NONE = PRIZES                      # outcome index of "the turn ends with no prize"
TABLE_PATH = shipped("ai", "two_player.bin")
MAGIC = b"ECEG2P\x00\x01"
# classic prize index -> official prize index (three_odd <-> three_even)
CLASSIC_TO_OFFICIAL = (0, 1, 3, 2, 4, 5, 6, 7, 8)
# Official dice read upside down (face x -> 5 - x) swap these prizes, so
# positions that differ by this permutation have the same value.
MIRROR = (0, 1, 3, 2, 5, 4, 7, 6, 8)


def digits(code: int) -> list[int]:
    return [code // POW3[i] % 3 for i in range(PRIZES)]


def encode(owner_digits) -> int:
    return sum(d * POW3[i] for i, d in enumerate(owner_digits))


@lru_cache(maxsize=None)
def swap(code: int) -> int:
    """The same owners seen by the other player (mine <-> theirs)."""
    return encode([(0, 2, 1)[d] for d in digits(code)])


def mirror(key: int) -> int:
    """The position with every prize replaced by its mirror image (same value)."""
    code, phase = divmod(key, 3)
    d = digits(code)
    return encode([d[MIRROR[i]] for i in range(PRIZES)]) * 3 + phase


@lru_cache(maxsize=1)
def states() -> tuple[int, ...]:
    """Every reachable position key, ascending. Normal turns: both hold at most two
    (three starts a defence); defence turns: the opponent holds exactly three."""
    keys = []
    for code in range(3 ** PRIZES):
        d = digits(code)
        mine, theirs = d.count(MINE), d.count(THEIRS)
        if mine <= 2 and theirs <= 2:
            keys.append(code * 3 + NORMAL)
        elif mine <= 2 and theirs == 3:
            keys += [code * 3 + FIRST_TRY, code * 3 + LAST_TRY]
    return tuple(sorted(keys))


START = 0 * 3 + NORMAL             # every prize in the centre, normal turn


def outcomes(key: int) -> list[tuple[int, float, float, int]]:
    """The ways the turn at `key` can end, as (outcome, a, b, next key): outcome
    is a prize index or NONE, and the mover's win probability after it is
    a + b * W[next key] (b = -1 when the opponent moves next, +1 when the mover
    plays again, 0 when the game is decided). Prizes not takeable are absent."""
    code, phase = divmod(key, 3)
    d = digits(code)
    mine = d.count(MINE)
    result = []
    for i in range(PRIZES):
        if d[i] == MINE or (phase != NORMAL and d[i] != THEIRS):
            continue
        after = code + (MINE - d[i]) * POW3[i]
        nxt_phase = FIRST_TRY if mine + 1 == 3 else NORMAL
        result.append((i, 1.0, -1.0, swap(after) * 3 + nxt_phase))
    if phase == NORMAL:
        result.append((NONE, 1.0, -1.0, swap(code) * 3 + NORMAL))
    elif phase == FIRST_TRY:
        result.append((NONE, 0.0, 1.0, code * 3 + LAST_TRY))
    else:
        result.append((NONE, 0.0, 0.0, START))  # missed the last try: the holder wins
    return result


def key_of(state, order=range(PRIZES)) -> int:
    """The position key of a two-player GameState at any point of a turn (the turn's
    starting position). `order[i]` is the official index of the state's prize i
    (CLASSIC_TO_OFFICIAL for classic dice)."""
    mover = state.seat
    code = 0
    for i, owner in enumerate(state.owners):
        if owner is not None:
            code += (MINE if owner == mover else THEIRS) * POW3[order[i]]
    phase = NORMAL
    if state.in_defence():
        phase = FIRST_TRY if state.counts[0][1] == 2 else LAST_TRY
    return code * 3 + phase


# ----- the shipped table --------------------------------------------------------------
def encode_table(values) -> bytes:
    keys = states()
    if len(values) != len(keys):
        raise ValueError(f"need {len(keys)} values, got {len(values)}")
    k = array("I", keys)
    v = array("d", (float(x) for x in values))
    if sys.byteorder != "little":
        k.byteswap()
        v.byteswap()
    return MAGIC + struct.pack("<I", len(keys)) + k.tobytes() + v.tobytes()


def decode_table(data: bytes) -> dict[int, float]:
    if data[:8] != MAGIC:
        raise ValueError("not a two-player table (bad magic)")
    (n,) = struct.unpack_from("<I", data, 8)
    k, v = array("I"), array("d")
    k.frombytes(data[12:12 + 4 * n])
    v.frombytes(data[12 + 4 * n:12 + 12 * n])
    if sys.byteorder != "little":
        k.byteswap()
        v.byteswap()
    if len(k) != n or len(v) != n:
        raise ValueError("two-player table is truncated")
    return dict(zip(k, v))


class TwoPlayerTable:
    """W (win probability of the player to move) for every position key."""

    def __init__(self, values: dict[int, float]):
        self.values = values

    def __getitem__(self, key: int) -> float:
        return self.values[key]

    def outcome_values(self, key: int) -> tuple[list[float | None], float]:
        """Per prize (official order) the mover's win probability if the turn ends by
        taking it (None: not takeable), and the value of ending with nothing."""
        per_prize: list[float | None] = [None] * PRIZES
        none_value = 0.0
        for outcome, a, b, nxt in outcomes(key):
            value = a + b * self.values[nxt] if b else a
            if outcome == NONE:
                none_value = value
            else:
                per_prize[outcome] = value
        return per_prize, none_value


def sha256(path: Path = TABLE_PATH) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@lru_cache(maxsize=1)
def load_table(path: Path = TABLE_PATH) -> TwoPlayerTable:
    """The shipped solution (read once, ~1 ms, no numpy)."""
    return TwoPlayerTable(decode_table(Path(path).read_bytes()))
