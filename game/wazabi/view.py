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
          "legal", "draws_left", "after_draws", "take_from", "turns")


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
    may draw from); turns (begun so far).

    A view is made at every decision of a simulation, and a `random` player reads only
    `legal`: so seat and legal are set at once, and the other fields are copied from
    the state the first time one is read. Read a view before the
    game moves on (a view read after the next action raises RuntimeError).
    """

    def __getattr__(self, name):       # only called for a field not copied yet
        if name.startswith("__") or name not in FIELDS:
            raise AttributeError(name)
        _copy_seen(self)
        return self.__dict__[name]

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
    view = _new(View)
    fields = view.__dict__
    fields["seat"], fields["legal"] = seat, offered(state, seat)
    fields["_state"], fields["_moves"] = state, state.moves
    return view


def offered(state, seat: int):
    """`seat`'s legal actions now, as a view shows them (shared, not copied)."""
    phase = state.phase
    if phase == KEEPING:
        keep = state.keep_of(seat)
        return () if keep is None else discards(state.hands[seat], keep)
    if seat == state.player and (phase == PLAYING or phase == GIVING or phase == TAKE):
        return state._legal
    return ()


def _copy_seen(view) -> None:
    """Copy the rest of what the seat sees from its state, which must not have moved on."""
    fields = view.__dict__
    state = fields.pop("_state")
    if state.moves != fields.pop("_moves"):
        raise RuntimeError("a view is read after the game moved on: make a new view")
    hands = state.hands
    fields.update({
        "rules": state.rules, "phase": state.phase, "player": state.player, "direction": DIRECTION[state.direction], "hand": tuple(hands[view.seat]),
        "dice": tuple(state.dice), "cards": tuple(map(len, hands)), "skips": tuple(state.skips),
        "finished": tuple(state.finished), "pile": len(state.pile),
        "discard": tuple(state.discard), "played": state.played, "rolled": state.rolled,
        "gives_left": state.gives_left, "in_play": state.in_play,
        "keepers": tuple(map(tuple, state.keepers)) if state.phase == KEEPING else (),
        "draws_left": state.draws_left, "after_draws": state.after_draws,
        "take_from": state.take_from, "turns": state.turns})


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
