"""What YAM color's setup produces: seats, its options (call time, play-off or shared
win: game/yam_color/game.py declares them), each person's call keys and an optional
seed. Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass

from game.yam_color.game import GAME

from scenes.shell import game_config
from scenes.shell.seating import SeatConfig  # noqa: F401  (every game's seats)
from scenes.yam_color.call_keys import valid_keys


@dataclass(frozen=True)
class YamConfig(game_config.GameConfig):
    game = GAME
    keys: tuple[str, ...] = ()       # per seat: its call scheme (call_keys.py); () = defaults

    def seat_keys(self) -> tuple[str, ...]:
        """Each seat's scheme; computer seats have none ("")."""
        return valid_keys(self.keys, [s.is_human for s in self.seats])


computer_players = YamConfig.computer_players      # (config, match): each caller (None for people)
