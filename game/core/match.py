"""A match: one game with its seats, seed, dice and log.

`GameState` is the position; a Match adds what a game needs around it: who sits
where (names and kinds), the seeded `random.Random` the dice come from, and the
game log (every event, starting with the `start` line). Headless simulation and
the window both play through a Match, so both produce the same log.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.eceg.actions import Action, Roll
from game.eceg.state import GameState, Rules

LOG_FORMAT = 1


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"   # "human" or a registered AI kind


def player_rng(seed: int, seat: int) -> random.Random:
    """The random source of the computer player in `seat`, derived from the game seed,
    so a seed replays the computer's choices as well as the dice."""
    return random.Random(f"{seed}/seat/{seat}")


class Match:
    def __init__(self, rules: Rules, seats: list[Seat], seed: int, record: bool = True):
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats, not {len(seats)}")
        self.rules = rules
        self.seats = list(seats)
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = GameState(rules)
        self.record = record
        self.log: list[dict] = [self.start_event()] if record else []
        # callables watcher(match, events), told after every action (saving, statistics)
        self.watchers: list = []

    def start_event(self) -> dict:
        return {"type": "start", "format": LOG_FORMAT, "seed": self.seed,
                "faces": self.rules.faces, "hold": self.rules.hold,
                "players": [{"name": s.name, "kind": s.kind} for s in self.seats]}

    def throw(self) -> list[dict]:
        """Throw the dice the state is waiting for, from this match's random source."""
        return self.apply(Roll(self.rules.dice.roll(self.rng, self.state.dice_to_roll)))

    @property
    def starter(self) -> int | None:
        """The seat that won the roll-off, once known."""
        return self.state.starter

    def apply(self, action: Action) -> list[dict]:
        events = self.state.apply(action)
        if self.record:
            self.log.extend(events)
        for watcher in self.watchers:
            watcher(self, events)
        return events

    def step(self, players) -> list[dict]:
        """Advance by one decision: throw dice, or ask the seat's player (a list
        indexed by seat of objects with `choose(state)`)."""
        if self.state.is_chance():
            return self.throw()
        return self.apply(players[self.state.seat].choose(self.state))

    def play_out(self, players) -> int:
        """Play to the end; return the winner's seat. (`step` in a loop, inlined:
        headless simulation spends its time here.)"""
        state, rng, dice, log = self.state, self.rng, self.rules.dice, self.log
        record = self.record
        while not state.is_over():
            if state.is_chance():
                events = state.apply(Roll(dice.roll(rng, state.dice_to_roll)))
            else:
                events = state.apply(players[state.seat].choose(state))
            if record:
                log.extend(events)
        return state.winner

    # ----- save / resume --------------------------------------------------------
    def snapshot(self) -> dict:
        version, internal, gauss = self.rng.getstate()
        return {"seed": self.seed, "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
                "state": self.state.snapshot(), "rng": [version, list(internal), gauss],
                "log": list(self.log)}

    @classmethod
    def restore(cls, data: dict) -> "Match":
        """Rebuild a match from `snapshot()` data (ValueError if malformed)."""
        try:
            state = GameState.restore(data["state"])
            seats = [Seat(str(s["name"]), str(s["kind"])) for s in data["seats"]]
            match = cls(state.rules, seats, int(data["seed"]), record=True)
            version, internal, gauss = data["rng"]
            match.rng.setstate((version, tuple(internal), gauss))
            match.state = state
            match.log = list(data["log"])
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a saved match: {exc}") from exc
        return match
