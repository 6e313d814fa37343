"""What every game's save format shares (the shell's saves.py keeps the file; each
game's "saved game" part adds what only it keeps): the seats (name, colour, kind),
the game's options (each a field named like the option, one of its declared
choices), the seed, and the match read back and checked to fit its setup, its whole
log replayed by the rules to the saved position."""
from __future__ import annotations

from game.core.contract import Game
from game.core.log import replay
from game.core.match import Match
from game.registry import game as game_spec

from scenes import registry
from scenes.shell.game_config import config_type
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig

# The setup allows 14 characters; a little room for names typed in another version.
LONGEST_NAME = 40
MOST_SEATS = 6


def seats_to_data(seats) -> list[dict]:
    return [{"name": s.name, "colour": list(s.colour), "kind": s.kind} for s in seats]


def text(value, what: str, longest: int = LONGEST_NAME) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= longest:
        raise ValueError(f"{what} is a text of 1 to {longest} characters, not {str(value)[:40]!r}")
    return value


def colour(value) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3 or any(type(c) is not int or not 0 <= c <= 255 for c in value):
        raise ValueError(f"a colour is three whole numbers from 0 to 255, not {value!r}")
    return tuple(value)


def seat(data, game: Game) -> SeatConfig:
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    kind = text(data["kind"], "a seat's kind")
    if kind not in (HUMAN, REMOTE) and kind not in game.players:
        raise ValueError(f"a computer player of an unknown kind: {kind!r}")
    return SeatConfig(text(data["name"], "a name"), colour(data["colour"]), kind)


def seats_from_data(data: dict, game: Game) -> tuple[SeatConfig, ...]:
    if not isinstance(data, dict) or not isinstance(data["seats"], list) or len(data["seats"]) > MOST_SEATS:
        raise ValueError(f"the setup lists at most {MOST_SEATS} seats")
    return tuple(seat(s, game) for s in data["seats"])


def seed_from_data(data: dict) -> int | None:
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or abs(seed) >= 2**63):
        raise ValueError(f"a seed is a whole number, not {str(seed)[:40]!r}")
    return seed


def options_to_data(config) -> dict:
    """Each of the game's options by its name, as the config has it."""
    return {o.name: config.option(o.name) for o in config.game.options}


def options_from_data(data: dict, game: Game) -> dict:
    """The game's options a save holds (every one: KeyError if one is missing)."""
    options = {}
    for option in game.options:
        value = data[option.name]
        if not option.offers(value):
            raise ValueError(f"{option.name} is one of {', '.join(map(str, option.choices))}, not {str(value)[:40]!r}")
        options[option.name] = value
    return options


def config_to_data(config) -> dict:
    """A config of any game, without fields of its own."""
    return {"seats": seats_to_data(config.seats), **options_to_data(config), "seed": config.seed}


def config_from_data(data: dict, config_type, **fields):
    """The config `config_to_data` wrote (`fields`: the game's own, read by its part)."""
    return config_type(seats_from_data(data, config_type.game), options_from_data(data, config_type.game),
                       seed_from_data(data), **fields)


def read_match(data: dict, config, game: Game) -> Match:
    """The saved match, if it fits the saved setup and its log leads to it by the rules
    (a card, a die or a move edited in the log is refused here, naming its line)."""
    match = Match.restore(data["match"], game)
    if len(config.seats) != len(match.seats) or match.state.is_over():
        raise ValueError("the saved game does not fit together")
    if config.rules() != match.rules:
        raise ValueError("the saved setup and the saved match have different rules")
    if [(s.name, s.kind) for s in config.seats] != [(s.name, s.kind) for s in match.seats]:
        raise ValueError("the saved setup and the saved match seat different players")
    replayed = replay(game, match.log)
    if replayed.state.snapshot() != match.state.snapshot() or replayed.seed != match.seed \
            or replayed.seats != match.seats:
        raise ValueError("the saved game's log does not lead to the saved position")
    return match


# ----- the save of a game that keeps nothing of its own (the shell's default parts) ----------
def config_class(game_id: str):
    """A game's config: its own ("config" part), else the shared one made for its spec."""
    name = registry.game_name(game_id, "config")
    return registry.resolve(name) if registry.has(name) else config_type(game_spec(game_id))


def read_saved(data: dict):
    """The "saved game" part of a game whose save is `config_to_data`'s: (config, match),
    ValueError (or KeyError, TypeError) if they do not fit. The game is the one the save
    names (scenes/shell/saves.py has checked it is its folder's)."""
    made = config_class(data["game"])
    config = config_from_data(data["config"], made)
    return config, read_match(data, config, made.game)
