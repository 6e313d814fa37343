"""Building positions and playing scripted dice in tests."""
from game.eceg.actions import Roll, SetAside, Take
from game.eceg.state import GameState, Rules
from game.core.contract import CHANCE
from game.eceg.snapshot import restore as restore_position


def position(players=2, owners=None, seat=0, counts=(), faces="0-5", hold="next-two") -> GameState:
    """A state at the start of `seat`'s turn (dice about to be thrown).

    `owners` maps prize id -> seat; `counts` is [[holder, left], ...]."""
    state = GameState(Rules(players, faces, hold))
    snap = state.snapshot()
    ids = state.table.ids
    owners = owners or {}
    snap.update(phase="roll", seat=seat, contenders=[seat], starter=seat, turn_number=1,
                owners=[owners.get(i) for i in ids], counts=[list(c) for c in counts])
    return restore_position(snap)


def play(state: GameState, *steps):
    """Apply a script: tuples/lists are dice thrown, ("aside", dice...) a set-aside,
    a str a prize to take. Returns all events."""
    events = []
    for step in steps:
        if isinstance(step, str):
            events += state.apply(state.seat, Take(step))
        elif step[0] == "aside":
            events += state.apply(state.seat, SetAside(tuple(step[1:])))
        else:
            events += state.apply(CHANCE, Roll(tuple(step)))
    return events


def types(events):
    return [e["type"] for e in events]
