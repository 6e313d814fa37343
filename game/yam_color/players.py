"""YAM color's computer callers by kind: `random` (a reference for simulations and
the speed benchmark), `easy`, `medium`, `hard` (people with a time to count, a chance
of a miscount and a calling strategy: game/yam_color/ai/people.py), `yours` (the same
model fitted to a person's measured calls: game/yam_color/speed.py; made here, with
nothing measured, it is the default person; the setup's tables make it from the
person's statistics) and `perfect` (the exact count after a fixed delay, a reference
for tests and `simulate`, never offered in the menus).

A caller has `propose(view) -> (time, count)`: the call it would make and when
(seconds since the reveal), from its view alone; `reacts` says whether that depends
on the calls already made (it is asked again after each); `choose(view)` is the
same call as an action."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.yam_color import speed
from game.yam_color.ai import people, reference

PLAYERS = PlayerKinds("yam-color")
# offered to people, in the order the setup shows them: at your own speed first, then the
# levels easiest first (the last, the hardest, is what a stand-in plays)
PEOPLE_KINDS = ("yours", "easy", "medium", "hard")
# a new setup's computer seats start at your own speed: `hard` wins nearly every game
# against a person of usual pace (it needs calls within 3.5 s; the README's yardstick),
# where `yours` (at `medium`'s pace until it has measured 30 calls) gives a fair first race
FIRST_OPPONENT = "yours"

for _name, _factory in (("random", reference.RandomCaller), *people.LEVEL_FACTORIES.items(),
                        ("yours", speed.make_yours), ("perfect", people.PerfectCaller)):
    PLAYERS.register(_name)(_factory)
