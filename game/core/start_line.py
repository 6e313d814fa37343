"""A log's start line, checked against the spec before a replay believes it.

The start line says which game, which rules, who sat where and the seed. A replay builds
the match from it, and the seed may end up in a file name (E on the replay table), so
every field is checked for its type and range (shared/spec/game-log*.md): the seed a
whole number (random.Random takes a text, a float, null or true as well, and replayed a
log "seeded" so), `format` the number 1 (true == 1 in Python), each player a name and a
kind as text. A game's own fields are typed by its spec (`Game.start_types`); their
values are then the rules' to refuse (Rules.__post_init__) and the engine's start line
to match (game/core/log.py).

`seeded` (an extra field, which the spec allows) is true in a log that says its seed
gives every chance outcome it records: every log this program writes says so, but a
tutorial's (its dice, its prepared deal are set: false). The replay of such a log checks
every throw, deal and draw against the seed (NotFromSeed), so a log that lies is
refused. A log that does not say so (the spec's example, a log of another tool or of
an older version) records its outcomes without a claim on its seed: they follow the
rules, and the seed is only a number.
"""
from __future__ import annotations

from typing import Mapping

SEED_LIMIT = 2**63 - 1       # what a save keeps and the window's --seed takes
LONGEST_TEXT = 40            # a player's name or kind in a start line (the setup allows 14)


class NotFromSeed(ValueError):
    """A chance outcome recorded (a deal) that the log's seed does not give."""


def seeded(start: dict) -> bool:
    """Does the log say its seed gives every chance outcome it records? (see above)"""
    return start.get("seeded") is True


def _type_name(value) -> str:
    return {bool: "true/false", int: "a whole number", float: "a number", str: "a text",
            list: "a list", dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


def start_problem(game_id: str, start: dict, types: Mapping[str, tuple], min_players: int,
                  max_players: int) -> tuple[str, str] | None:
    """(the field, what is wrong with it in words) for the first field of a start line
    that the spec does not allow, or None. Fields that must be present are checked
    before (check_fields); extra fields are allowed and not looked at, but `seeded`."""
    def wrong(field: str, want: str) -> tuple[str, str]:
        return field, f"{field} must be {want}, not {_type_name(start[field])}"
    if "game" in start and start["game"] != game_id:
        return "game", f"game must be {game_id!r}"
    if type(start.get("format")) is not int or start["format"] != 1:
        return "format", "format must be the number 1"
    seed = start["seed"]
    if type(seed) is not int:
        return wrong("seed", "a whole number")
    if not -SEED_LIMIT <= seed <= SEED_LIMIT:
        return "seed", f"seed must be at most {SEED_LIMIT} either side of 0"
    if "seeded" in start and type(start["seeded"]) is not bool:
        return wrong("seeded", "true or false")
    players = start["players"]
    if type(players) is not list:
        return wrong("players", "a list")
    if not min_players <= len(players) <= max_players:
        return "players", f"players must be {min_players} to {max_players}, not {len(players)}"
    for player in players:
        if type(player) is not dict or type(player.get("name")) is not str or type(player.get("kind")) is not str \
                or len(player["name"]) > LONGEST_TEXT or not 0 < len(player["kind"]) <= LONGEST_TEXT:
            return "players", f"each player must have a name and a kind, texts of at most {LONGEST_TEXT} characters"
    for field, allowed in types.items():
        if type(start[field]) not in allowed:
            return wrong(field, " or ".join(_type_name(kind()) if kind is not type(None) else "null"
                                            for kind in allowed))
    return None
