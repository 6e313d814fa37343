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
from dataclasses import dataclass

from game.wazabi.cards import LEFT, RIGHT
from game.wazabi.phases import GIVING, KEEPING, PLAYING, TAKE
from game.wazabi.rules import Rules

DIRECTION = {1: LEFT, -1: RIGHT}


@dataclass(frozen=True)
class View:
    seat: int
    rules: Rules
    phase: str                       # the state's phase (phases.py)
    player: int                      # whose turn it is
    direction: str                   # the way play goes round now
    hand: tuple[str, ...]            # this seat's cards, sorted
    dice: tuple[int, ...]            # per seat
    cards: tuple[int, ...]           # per seat: how many cards in hand
    skips: tuple[int, ...]           # per seat: skip_turn cards lying before them
    finished: tuple[int, ...]        # per seat: place once out of dice, else 0
    pile: int                        # cards in the pile
    discard: tuple[str, ...]         # the discard pile, bottom first
    played: tuple                    # (seat, card, target, direction) of every play so far
    rolled: tuple[str, ...]          # this turn's roll
    gives_left: int                  # give dice still to hand out
    in_play: str | None              # the card whose effect is under way
    keepers: tuple                   # (seat, cards to keep) still to choose
    legal: tuple                     # this seat's legal actions now
    draws_left: int                  # cards still owed to the player this step
    after_draws: str                 # what follows those draws (step 3, or the effect's end)
    take_from: tuple[int, ...]       # whose hand the player may draw from (when the pile is out)
    turns: int                       # turns begun so far

    @property
    def wazabi(self) -> int:
        return self.rolled.count("wazabi")

    def others(self) -> list[int]:
        return [s for s in range(self.rules.players) if s != self.seat and not self.finished[s]]

    def opponents(self) -> list[int]:
        side = self.rules.side_of(self.seat)
        return [s for s in self.others() if s not in side]


def view_of(state, seat: int) -> View:
    hands, phase = state.hands, state.phase
    if phase == KEEPING:
        legal, keepers = tuple(state.legal_actions(seat)), tuple(map(tuple, state.keepers))
    else:
        keepers = ()
        legal = state._legal if seat == state.player and (
            phase == PLAYING or phase == GIVING or phase == TAKE) else ()
    view = _new(View)
    # A frozen dataclass filled through its __dict__: a view is made at every decision
    # of a simulation, and __init__ costs more than everything else in it.
    view.__dict__.update({
        "seat": seat, "rules": state.rules, "phase": phase, "player": state.player,
        "direction": DIRECTION[state.direction], "hand": tuple(hands[seat]),
        "dice": tuple(state.dice), "cards": tuple(map(len, hands)), "skips": tuple(state.skips),
        "finished": tuple(state.finished), "pile": len(state.pile),
        "discard": tuple(state.discard), "played": state.played, "rolled": state.rolled,
        "gives_left": state.gives_left, "in_play": state.in_play,
        "keepers": keepers, "legal": legal, "draws_left": state.draws_left,
        "after_draws": state.after_draws, "take_from": state.take_from, "turns": state.turns})
    return view


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
