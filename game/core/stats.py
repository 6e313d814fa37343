"""Player statistics from game logs (pure: the window stores them, this counts them).

Statistics are kept per player *name* (the same person plays under the same name
in different seats and games): games, wins, prizes taken from the centre,
prizes stolen, prizes lost to thieves, and how often each prize was taken.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from game.core.dice import DICE_SETS
from game.eceg.ai.planner import TurnPlanner
from game.eceg.prizes import prize_table


@dataclass
class PlayerStats:
    games: int = 0
    wins: int = 0
    taken: int = 0          # prizes taken from the centre
    stolen: int = 0         # prizes taken from another player
    lost: int = 0           # prizes others took from this player
    by_prize: dict[str, int] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def best_prize(self) -> str | None:
        """The hardest prize this player has taken (lowest chance in one turn,
        rules.md's reference numbers); ties go to the one taken most often."""
        if not self.by_prize:
            return None
        return min(self.by_prize, key=lambda p: (_difficulty(p), -self.by_prize[p], p))


def _difficulty(prize_id: str) -> float:
    for faces in DICE_SETS:
        table = prize_table(faces)
        if prize_id in table.index:
            return _one_turn_chance(faces, prize_id)
    return 1.0


_CHANCES: dict[tuple[str, str], float] = {}


def _one_turn_chance(faces: str, prize_id: str) -> float:
    key = (faces, prize_id)
    if key not in _CHANCES:
        table = prize_table(faces)
        values = [1.0 if p == prize_id else None for p in table.ids]
        _CHANCES[key] = TurnPlanner(table, values).value()
    return _CHANCES[key]


def record_game(stats: dict[str, PlayerStats], log: list[dict]) -> None:
    """Add one finished game's log (from its start line to its win) to `stats`."""
    if not log or log[0].get("type") != "start" or log[-1].get("type") != "win":
        raise ValueError("only a whole game, from start to win, is counted")
    names = [p["name"] for p in log[0]["players"]]
    players = [stats.setdefault(name, PlayerStats()) for name in names]
    for seat_stats in {id(p): p for p in players}.values():
        seat_stats.games += 1
    for event in log:
        if event["type"] == "claim":
            taker = players[event["player"]]
            if event["from"] is None:
                taker.taken += 1
            else:
                taker.stolen += 1
                players[event["from"]].lost += 1
            taker.by_prize[event["prize"]] = taker.by_prize.get(event["prize"], 0) + 1
    players[log[-1]["player"]].wins += 1


def to_data(stats: dict[str, PlayerStats]) -> dict:
    return {name: asdict(s) for name, s in stats.items()}


def from_data(data: dict) -> dict[str, PlayerStats]:
    """Rebuild from `to_data` (ValueError/TypeError/KeyError if malformed)."""
    result = {}
    for name, s in data.items():
        by_prize = {str(k): int(v) for k, v in s["by_prize"].items()}
        result[str(name)] = PlayerStats(int(s["games"]), int(s["wins"]), int(s["taken"]),
                                        int(s["stolen"]), int(s["lost"]), by_prize)
    return result
