"""Player statistics from finished game logs, for any game (pure: the window
stores them, this counts them).

Statistics are kept per player *name* (the same person plays under the same name
in different seats and games): games, wins, places, and the game's own counters
(`Game.count_log`: for each seat, numbers, and numbers by id such as how often
each card or prize was won). A game's places and winners come from replaying its log
through the engine, so only a whole, legal game is ever counted.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.contract import Game
from game.core.log import LogError, replay


@dataclass
class PlayerStats:
    games: int = 0
    wins: int = 0
    places: dict[str, int] = field(default_factory=dict)     # "1", "2", ... -> how often
    counts: dict[str, int] = field(default_factory=dict)     # the game's own counters
    by_id: dict[str, dict[str, int]] = field(default_factory=dict)  # counters by id

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def count(self, name: str) -> int:
        return self.counts.get(name, 0)


def record_game(stats: dict[str, PlayerStats], log: list[dict], game: Game, seats=None) -> None:
    """Add one finished game's log (from its start line to its end) to `stats`;
    ValueError if the log is not a whole game of `game` by its rules. `seats`: count
    only these seats' players (a window joined to a game hosted elsewhere counts its
    own person; the others are counted where they sit); None: every seat."""
    try:
        result = replay(game, log).state.result()
    except (LogError, IndexError) as exc:
        raise ValueError(f"not a whole game: {exc}") from None
    if result is None:
        raise ValueError("only a whole game, from start to end, is counted")
    names = [p["name"] for p in log[0]["players"]]
    counted = set(range(len(names))) if seats is None else {s for s in seats if 0 <= s < len(names)}
    players = [stats.setdefault(name, PlayerStats()) if s in counted else None for s, name in enumerate(names)]
    for seat_stats in {id(p): p for p in players if p is not None}.values():   # one game per name
        seat_stats.games += 1
    for name in {names[s] for s in counted}:
        own = [s for s, n in enumerate(names) if n == name and s in counted]
        best = min(result.places[s] for s in own)
        stats[name].wins += any(s in result.winners for s in own)
        stats[name].places[str(best)] = stats[name].places.get(str(best), 0) + 1
    for seat, extra in enumerate(game.count_log(log)):
        if players[seat] is not None:
            _add(players[seat], extra)


def _add(player: PlayerStats, extra: dict) -> None:
    for key, value in extra.items():
        if isinstance(value, dict):
            into = player.by_id.setdefault(key, {})
            for k, n in value.items():
                into[k] = into.get(k, 0) + n
        else:
            player.counts[key] = player.counts.get(key, 0) + value


def to_data(stats: dict[str, PlayerStats]) -> dict:
    """As stored: per name, games, wins, places, then each counter under its own name
    (the layout version 0.1 wrote, which had no places)."""
    return {name: {"games": s.games, "wins": s.wins, "places": dict(s.places), **s.counts,
                   **{k: dict(v) for k, v in s.by_id.items()}}
            for name, s in stats.items()}


# A count past this is no one's record (a game a second for 30 years is 10**9): refused,
# so no absurd number reaches a division or a table cell.
MOST = 10**12
LONGEST_NAME = 100      # player names, counter names and ids


def from_data(data: dict) -> dict[str, PlayerStats]:
    """Rebuild from `to_data`; ValueError naming the first field that is not a count
    of at most MOST, a name of at most LONGEST_NAME characters, or wins > games."""
    if not isinstance(data, dict):
        raise ValueError("statistics are an object of players by name")
    result = {}
    for name, s in data.items():
        _name(name)
        if not isinstance(s, dict):
            raise ValueError(f"{name}: not an object of counts")
        places = s.get("places", {})
        if not isinstance(places, dict):
            raise ValueError(f"{name}: places is not an object")
        player = PlayerStats(_count(s["games"]), _count(s["wins"]),
                             {_name(k): _count(v) for k, v in places.items()})
        for key, value in s.items():
            if key in ("games", "wins", "places"):
                continue
            if isinstance(value, dict):
                player.by_id[_name(key)] = {_name(k): _count(v) for k, v in value.items()}
            else:
                player.counts[_name(key)] = _count(value)
        if player.wins > player.games:
            raise ValueError(f"{name}: more wins than games")
        result[name] = player
    return result


def _count(value) -> int:
    if type(value) is not int or not 0 <= value <= MOST:
        raise ValueError(f"not a count: {str(value)[:30]!r}")
    return value


def _name(value) -> str:
    if not 0 < len(value) <= LONGEST_NAME:     # JSON keys are always text
        raise ValueError(f"a name of 1 to {LONGEST_NAME} characters, not {value[:30]!r}")
    return value
