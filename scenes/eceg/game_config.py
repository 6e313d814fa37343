"""What the setup screen produces for Easy Come, Easy Go: seats, its options (faces,
hold: game/eceg/game.py declares them) and an optional seed. Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass

from game.eceg.game import GAME
from game.eceg.players import KINDS

from scenes.shell import game_config
from scenes.shell.seating import HUMAN, SeatConfig  # noqa: F401  (every game's seats; re-exported)


def computer_kinds() -> list[str]:
    """The AI kinds game/ registers, in registry order (new levels appear by themselves)."""
    return list(KINDS)


def default_computer_kind() -> str:
    return "hard" if "hard" in KINDS else "greedy"


@dataclass(frozen=True)
class GameConfig(game_config.GameConfig):
    game = GAME


computer_players = GameConfig.computer_players      # (config, match): each computer seat's player
