"""Tutorial: placeholder (being written)."""
from __future__ import annotations

from game.match import Match


class ScriptedMatch(Match):
    """A match whose next throws are given in advance (the tutorial's and the tests'
    dice); once the script runs out the dice come from the seeded source as usual."""

    def __init__(self, rules, seats, seed, script=()):
        super().__init__(rules, seats, seed)
        self.script = [tuple(d) for d in script]

    def throw(self):
        from game.actions import Roll
        if self.script:
            return self.apply(Roll(self.script.pop(0)))
        return super().throw()
