"""The last turn shown again on Wazabi's table (T), for the turn one missed: from its
`turn` line (shared/spec/game-log-wazabi.md) to the next one, its roll, draws, gives,
the card played and its effect, each step said on the table's line, at the pace of
the speed setting (never instant: it would show nothing).

The table screen (scenes/shell/table_scene.py) plays the logged steps on a driver of
their own with a layer of its own, so the live game is never touched; this mixin is
what such a layer does differently. Hidden hands: the layer showing the past knows
the people of the game (its driver's `seated`) and takes as the one looking the
person whose hand the live table shows now (`live.hand_seat()`, none between people
before the cover is lifted); it follows the live table's rule (a hand face up only
while its owner acts and looks), so the past never shows a hand the live table
hides. Its end (Esc, Space, Enter, T, Backspace or a click; the hold after its last
step) is every layer's (scenes/shell/table_layer.py). A mixin of WazabiTable."""
from __future__ import annotations

from scenes.ui.text import t
from scenes.ui.tween import wait

OPENING = 0.5          # the words saying whose turn it is stay this long (times the pace) before its roll
READ_STEP = 0.45       # before each logged choice: as long as a computer seat thinks (times the pace)
NOT_SHOWN = ("turn", "win")     # the next player's turn is the live table's


class PastTurn:
    def at_rest_for_past(self) -> bool:
        """A person at this screen is to act (with several people, once they have taken
        the computer) and nothing moves."""
        return self.current() is not None and self.at_rest()

    def begin_past(self, seat: int) -> None:
        self.looker = self.live.hand_seat()
        self.say_line(lambda: t("wz_last_turn_showing", name=self.seat_name(seat)))
        self.queue.add(wait(OPENING * self.pace(seat)))

    def read_time(self) -> float:
        return READ_STEP

    def shown_part(self, events: list[dict]) -> list[dict]:
        """The logged step's events up to the next player's turn."""
        shown = []
        for event in events:
            if event["type"] in NOT_SHOWN:
                break
            shown.append(event)
        return shown

    def keys_line(self) -> str:
        """Showing the past: whose turn it is and how to leave, in the key line's place."""
        if self.past_seat is None:
            return super().keys_line()
        return t("wz_last_turn_bar", name=self.seat_name(self.past_seat))
