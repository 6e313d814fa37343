"""A match: one game with its seats, seed, random source and log, for any game.

The state is the position; a Match adds what a game needs around it: who sits
where (names and kinds), the seeded `random.Random` every chance outcome comes
from, and the game log (every event, starting with the `start` line). Headless
simulation and the window both play through a Match, so both produce the same
log. Watchers (saving, statistics) are told of every action's events.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.contract import CHANCE, Game

LOG_FORMAT = 1


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"   # "human" or a registered computer kind


def player_rng(seed: int, seat: int) -> random.Random:
    """The random source of the computer player in `seat`, derived from the game seed,
    so a seed replays the computer's choices as well as the chance outcomes."""
    return random.Random(f"{seed}/seat/{seat}")


class Match:
    replays_from_seed = True       # a match with set dice or a set deal (a tutorial's) says False

    def __init__(self, rules, seats: list[Seat], seed: int, record: bool = True, seeded: bool | None = None):
        # seeded: what the log of a replayed game says of its seed (game/core/start_line.py),
        # so a replay claims no more than its log did; None: the class's own claim
        if seeded is not None:
            self.replays_from_seed = seeded
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats, not {len(seats)}")
        self.rules = rules
        self.seats = list(seats)
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = rules.new_state(self.rng)
        self.record = record
        self.log: list[dict] = [self.start_event()] if record else []
        # callables watcher(match, events), told after every action (saving, statistics)
        self.watchers: list = []
        # callables rewound(match), told after `rewind` (the log is shorter: its writers cut it)
        self.rewinders: list = []

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    def start_event(self) -> dict:
        # `seeded`: the log says its seed gives every chance outcome it records, and a
        # replay checks each one against it (game/core/start_line.py)
        return {"type": "start", "game": self.game_id, "format": LOG_FORMAT, "seed": self.seed,
                "seeded": self.replays_from_seed, **self.state.start_fields(),
                "players": [{"name": s.name, "kind": s.kind} for s in self.seats]}

    def chance(self) -> list[dict]:
        """Let chance act (throw the dice, deal), from this match's random source."""
        return self.apply(CHANCE, self.state.chance_outcome(self.rng))

    @property
    def starter(self) -> int | None:
        """The seat that started (won the roll-off), once known; None if the game has none."""
        return getattr(self.state, "starter", None)

    def apply(self, seat: int, action) -> list[dict]:
        events = self.state.apply(seat, action)
        if self.record:
            self.log.extend(events)
        for watcher in self.watchers:
            watcher(self, events)
        return events

    def step(self, players) -> list[dict]:
        """Advance by one action: chance's, or the first seat that may act (players: a
        list indexed by seat of objects with `choose(view)`)."""
        state = self.state
        if state.is_chance():
            return self.chance()
        seat = state.actors()[0]
        return self.apply(seat, players[seat].choose(state.view(seat)))

    def play_out(self, players):
        """Play to the end; return the result. (`step` in a loop, inlined: headless
        simulation spends its time here.)"""
        state, rng, log, record = self.state, self.rng, self.log, self.record
        # the state's methods looked up once: this loop is most of a simulation's time
        is_over, is_chance, apply = state.is_over, state.is_chance, state.apply
        outcome, actors, view = state.chance_outcome, state.actors, state.view
        choosers = [p.choose for p in players]
        while not is_over():
            if is_chance():
                events = apply(CHANCE, outcome(rng))
            else:
                seat = actors()[0]
                events = apply(seat, choosers[seat](view(seat)))
            if record:
                log.extend(events)
        return state.result()

    # ----- taking back a decision --------------------------------------------
    def mark(self) -> tuple:
        """A point to come back to with `rewind`: the position (as a save holds it), the
        random source and the length of the log."""
        return self.state.snapshot(), self.rng.getstate(), len(self.log)

    def rewind(self, mark: tuple, game: Game) -> None:
        """Back to `mark` (of this match, made since): the position, the random source and
        the log as they were, as if what followed had never been played; the rewinders
        are told (a log file cuts what it wrote since)."""
        position, rng, length = mark
        if length > len(self.log):
            raise ValueError("a mark from a later point of this match, or of another one")
        self.state = game.restore_state(position)
        self.rng.setstate(rng)
        del self.log[length:]
        for rewound in self.rewinders:
            rewound(self)

    # ----- save / resume --------------------------------------------------------
    def snapshot(self) -> dict:
        version, internal, gauss = self.rng.getstate()
        return {"game": self.game_id, "seed": self.seed,
                "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
                "state": self.state.snapshot(), "rng": [version, list(internal), gauss],
                "log": list(self.log)}

    @classmethod
    def restore(cls, data: dict, game: Game) -> "Match":
        """Rebuild a match of `game` from `snapshot()` data (ValueError if malformed)."""
        try:
            if data.get("game", game.id) != game.id:
                raise ValueError(f"a match of {data['game']}, not of {game.id}")
            state = game.restore_state(data["state"])
            seats = [Seat(str(s["name"]), str(s["kind"])) for s in data["seats"]]
            match = cls(state.rules, seats, int(data["seed"]), record=True)
            version, internal, gauss = data["rng"]
            match.rng.setstate((version, tuple(internal), gauss))
            match.state = state
            match.log = list(data["log"])
        except (KeyError, TypeError, AttributeError, IndexError, OverflowError) as exc:
            raise ValueError(f"not a saved match: {exc!r}") from exc
        return match
