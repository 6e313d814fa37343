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

HIDDEN = ""        # a card in a hand whose face this screen was not told


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
    # A card this screen may not see (another seat's draw, at a window joined from another
    # computer: its line names no card) is None: it joins that hand as HIDDEN, at its end,
    # and the hand is read again from the state once the action is shown.
    def card_in(self, seat: int, card: str | None) -> None:
        if card is None:
            self.hands[seat].append(HIDDEN)
        else:
            insort(self.hands[seat], card)

    def card_out(self, seat: int, card: str | None) -> None:
        hand = self.hands[seat]
        if card is not None and card in hand:
            hand.remove(card)
        elif hand:                 # a card not seen, or a hand the table never saw whole: stay drawable
            hand.pop()

    def slot_of(self, seat: int, card: str | None) -> int:
        """Where `card` lies, or will lie once added, in a seat's sorted hand (a card
        not seen: at its end)."""
        hand = self.hands[seat]
        if card is None:
            return len(hand)
        return hand.index(card) if card in hand else sum(1 for c in hand if c is not HIDDEN and c < card)
