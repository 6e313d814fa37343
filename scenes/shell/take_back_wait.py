"""The time to take back a move: after a person's last decision of their part (the next
thing is another seat's move or chance), the table waits a moment before going on, so
that U still finds the decision there, as board-game apps' "undo window" does.

Only where a move can be taken back at all (one person alone with computers, a game
that offers it, no race: `TableDriver.may_take_back`). The setting `take_back_time`
(shared, in Settings) says how long: Off (the game goes on at once, as before), two
seconds (the Undo button shows the time left shrinking), or until the person goes on
(a Done button, or Space/Enter: the table screen's keys). Names no game and imports no
pygame (the driver's part; the table screen draws it and reads the keys)."""
from __future__ import annotations

SETTING = "take_back_time"
CHOICES = ("off", "2s", "until_done")
DEFAULT = "2s"
SECONDS = {"off": 0.0, "2s": 2.0, "until_done": None}     # None: until the person goes on
# Space or Enter counts only once the wait has shown this long: a key mashed to hurry the
# move's own animation (Space hurries it) does not also throw away the time to take it back
ARMED = 0.3


def seconds(settings: dict) -> float | None:
    """The wait's length from the settings (0: none; None: until the person goes on)."""
    return SECONDS.get(settings.get(SETTING, DEFAULT), SECONDS[DEFAULT])


class TakeBackWait:
    """One wait: whose decision may still be taken back, its length (None: until they go
    on) and how long it has been shown."""

    def __init__(self, seat: int, total: float | None):
        self.seat = seat
        self.total = total
        self.shown = 0.0

    def update(self, dt: float) -> bool:
        """Time passes; True once a timed wait has run out."""
        self.shown += dt
        return self.total is not None and self.shown >= self.total

    @property
    def armed(self) -> bool:
        """Space or Enter now ends the wait (not a key pressed the moment it began)."""
        return self.shown >= ARMED

    @property
    def left(self) -> float | None:
        """The share of a timed wait still to run, from 1 to 0 (None: until the person goes on)."""
        if self.total is None:
            return None
        return max(0.0, 1.0 - self.shown / self.total) if self.total > 0 else 0.0
