"""What one seat of a Wazabi game may see (shared/spec/wazabi.md, "Hidden
information"), and states a seat cannot tell apart (for search, and for the test
that computer players decide from their view alone).

A seat sees its own hand; every player's numbers of cards and dice and the
skip_turn cards before them; the pile's size (never its order); the discard pile
(every card in it went there face up); everything played; the turn in progress
(its roll, the card whose effect runs, who must choose); and its own legal
actions. Other hands are absent.
"""
from __future__ import annotations

import random

from game.wazabi.cards import LEFT, RIGHT
from game.wazabi.legal import discards
from game.wazabi.phases import GIVING, KEEPING, PLAYING, TAKE

DIRECTION = {1: LEFT, -1: RIGHT}


# The fields of a view, in the order they compare and print.
FIELDS = ("seat", "rules", "phase", "player", "direction", "hand", "dice", "cards", "skips",
          "finished", "pile", "discard", "played", "rolled", "gives_left", "in_play", "keepers",
          "legal", "draws_left", "after_draws", "take_from", "turns", "taken")


class View:
    """What `seat` sees, read-only:

    seat, rules; phase (phases.py); player (whose turn it is); direction (the way play
    goes round now); hand (this seat's cards, sorted); dice, cards (how many in hand),
    skips (skip_turn cards lying before them), finished (place once out of dice, else
    0): per seat; pile (cards in it); discard (bottom first); played ((seat, card,
    target, direction) of every play so far); rolled (this turn's roll); gives_left;
    in_play (the card whose effect is under way); keepers ((seat, cards to keep) still
    to choose); legal (this seat's legal actions now); draws_left, after_draws (cards
    still owed to the player, and what follows them); take_from (whose hand the player
    may draw from); turns (begun so far); taken ((drawer, victim, card, plays before
    it) of every card taken unseen from a hand, the card None unless this seat took it
    or lost it: the two who see it).

    A view is made at every decision of a search's play-outs: it is filled through its
    __dict__ (a dataclass's __init__ costs more than everything else in it). A player
    that needs only `legal` can be asked without a view (game/wazabi/playout.py).
    """

    def __setattr__(self, name, value):
        raise AttributeError(f"a view cannot be changed (field {name!r})")

    __delattr__ = __setattr__

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in FIELDS)

    def __eq__(self, other):
        return type(other) is View and self._fields() == other._fields()

    def __hash__(self):
        return hash(self._fields())

    def __repr__(self):
        return "View(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in FIELDS) + ")"

    @property
    def wazabi(self) -> int:
        return self.rolled.count("wazabi")

    def others(self) -> list[int]:
        return [s for s in range(self.rules.players) if s != self.seat and not self.finished[s]]

    def opponents(self) -> list[int]:
        side = self.rules.side_of(self.seat)
        return [s for s in self.others() if s not in side]


def view_of(state, seat: int) -> View:
    hands = state.hands
    view = _new(View)
    view.__dict__.update({
        "seat": seat, "rules": state.rules, "phase": state.phase, "player": state.player,
        "direction": DIRECTION[state.direction], "hand": tuple(hands[seat]),
        "dice": tuple(state.dice), "cards": tuple(map(len, hands)), "skips": tuple(state.skips),
        "finished": tuple(state.finished), "pile": len(state.pile),
        "discard": tuple(state.discard), "played": state.played, "rolled": state.rolled,
        "gives_left": state.gives_left, "in_play": state.in_play,
        "keepers": tuple(map(tuple, state.keepers)) if state.phase == KEEPING else (),
        "legal": offered(state, seat), "draws_left": state.draws_left,
        "after_draws": state.after_draws, "take_from": state.take_from, "turns": state.turns,
        "taken": seen_takes(state.taken, seat) if state.taken else ()})
    return view


def seen_takes(taken: tuple, seat: int) -> tuple:
    """The cards taken unseen as `seat` knows them: each card seen by its drawer and by
    the player it was taken from, nobody else (shared/spec/wazabi.md, "Hidden
    information")."""
    return tuple(t if seat == t[0] or seat == t[1] else (t[0], t[1], None, t[3]) for t in taken)


def offered(state, seat: int):
    """`seat`'s legal actions now, as a view shows them (shared, not copied)."""
    phase = state.phase
    if phase == KEEPING:
        keep = state.keep_of(seat)
        return () if keep is None else discards(state.hands[seat], keep)
    if seat == state.player and (phase == PLAYING or phase == GIVING or phase == TAKE):
        return state._legal
    return ()


_new = object.__new__


def determinize(state, seat: int, rng: random.Random):
    """A state `seat` cannot tell from `state`: the cards it does not see (the pile
    and the other hands) dealt anew from `rng`, each hand keeping its size."""
    other = state.copy()
    hidden = list(other.pile)
    for s, hand in enumerate(other.hands):
        if s != seat:
            hidden += hand
    rng.shuffle(hidden)
    for s, hand in enumerate(other.hands):
        if s != seat:
            other.hands[s] = sorted(hidden.pop() for _ in hand)
    other.pile = hidden
    return other
