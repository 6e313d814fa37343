"""What YAM color's setup produces: seats, its options (call time, play-off or shared
win: game/yam_color/game.py declares them), each person's call keys and an optional
seed. Rematches reuse it. A seat of the level `yours` calls at the speed fitted to the
table's first person's measured calls (scenes/yam_color/your_speed.py)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.match import player_rng
from game.yam_color.game import GAME
from game.yam_color.speed import make_yours

from scenes.shell import game_config
from scenes.shell.seating import SeatConfig  # noqa: F401  (every game's seats)
from scenes.yam_color import your_speed
from scenes.yam_color.call_keys import valid_keys
from scenes.yam_color.your_speed import YOURS


@dataclass(frozen=True)
class YamConfig(game_config.GameConfig):
    game = GAME
    keys: tuple[str, ...] = ()       # per seat: its call scheme (call_keys.py); () = defaults

    def seat_keys(self) -> tuple[str, ...]:
        """Each seat's scheme; computer seats have none ("")."""
        return valid_keys(self.keys, [s.is_human for s in self.seats])

    def computer_players(self, match) -> list:
        """Each seat's caller; `yours` from the table's first person's statistics (read
        once here, at Start or Rematch, so a game's callers never change mid-game)."""
        players = super().computer_players(match)
        if any(s.kind == YOURS for s in self.seats):
            person = your_speed.fit_for(your_speed.person_of(self.seats)).person
            players = [make_yours(player_rng(match.seed, i), match.rules, person) if s.kind == YOURS else p
                       for i, (s, p) in enumerate(zip(self.seats, players))]
        return players


computer_players = YamConfig.computer_players      # (config, match): each caller (None for people)
