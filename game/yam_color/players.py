"""YAM color's computer callers by kind: `random` (a reference for simulations and
the speed benchmark), `easy`, `medium`, `hard` (people with a time to count, a chance
of a miscount and a calling strategy: game/yam_color/ai/people.py) and `perfect`
(the exact count after a fixed delay, a reference for tests).

A caller has `propose(view) -> (time, count)`: the call it would make and when
(seconds since the reveal), from its view alone; `reacts` says whether that depends
on the calls already made (it is asked again after each); `choose(view)` is the
same call as an action."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.yam_color.ai import people, reference

PLAYERS = PlayerKinds("yam-color")
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomCaller), *people.LEVEL_FACTORIES.items(),
                        ("perfect", people.PerfectCaller)):
    PLAYERS.register(_name)(_factory)
