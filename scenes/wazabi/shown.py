"""The public position as Wazabi's table draws it. The engine applies a whole action
at once; the table then animates its events one by one, and this copy follows them
step by step (a die leaves one seat when it takes off and reaches the other when it
lands), so the counts on the table always agree with what is seen moving. Once an
action's animation is over it is read again from the state (`of_state`): the two
agree then (tests/scenes/test_wazabi_motion.py checks it over whole games).

It holds every hand's cards because the events name them; only the hand of the
person looking is ever drawn face up (table.hand_seat())."""
from __future__ import annotations

from bisect import insort
from dataclasses import dataclass


@dataclass
class Shown:
    dice: list[int]
    hands: list[list[str]]
    skips: list[int]
    finished: list[int]
    pile: int
    discard: list[str]
    direction: str                 # "left" or "right"
    aside: str | None = None       # the card played, lying beside the discard while its effect runs

    @classmethod
    def of_state(cls, state) -> "Shown":
        return cls(list(state.dice), [list(h) for h in state.hands], list(state.skips),
                   list(state.finished), len(state.pile), list(state.discard),
                   "left" if state.direction == 1 else "right", state.in_play)

    @property
    def cards(self) -> list[int]:
        return [len(h) for h in self.hands]

    def public(self) -> tuple:
        """What every player may see, to compare with the state's."""
        return (tuple(self.dice), tuple(self.cards), tuple(self.skips), tuple(self.finished), self.pile,
                tuple(self.discard), self.direction, self.aside)

    # ----- the steps the animation takes ------------------------------------------------
    def card_in(self, seat: int, card: str) -> None:
        insort(self.hands[seat], card)

    def card_out(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        if card in hand:
            hand.remove(card)
        elif hand:                 # a hand the table never saw whole (cannot happen; stay drawable)
            hand.pop()

    def slot_of(self, seat: int, card: str) -> int:
        """Where `card` lies, or will lie once added, in a seat's sorted hand."""
        hand = self.hands[seat]
        return hand.index(card) if card in hand else sum(1 for c in hand if c < card)
