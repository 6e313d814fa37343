"""The check held on the table until a person goes on: the keys that do it and their
name on screen. They are nobody's call key (every person's row is digits, the keypad's
digits or letters: scenes/yam_color/call_keys.py), so pressed again and again to hurry
they can never become a call in the next round: Space, Enter, the keypad's Enter, and a
left click. A call key pressed during the hold does nothing: the calls are closed.
A game controller's call is any button but Start, and Start goes on (scenes/ui/
controllers.py `goes_on`): neither is ever taken for the other, so a call button mashed
through the hold calls nothing, and Start mashed into the next round never calls."""
from __future__ import annotations

import pygame

from scenes.ui.controllers import PADS
from scenes.ui.text import t
from scenes.yam_color.call_keys import PAD
from scenes.yam_color.settings import AFTER_CHECK

GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class CheckHold:
    def __init__(self, keys=(), pads=None):
        self.keys = set(GO_ON_KEYS)
        self.key = pygame.K_SPACE          # the one named on screen
        self.held = False
        self.with_pads = PAD in keys       # a seat plays with a controller: its Start is named too
        self.pads = pads                   # the table's controller seats (PadSeats)

    def name(self) -> str:
        return t("yam_keyname_space_start" if self.with_pads else "yam_keyname_space")

    def goes_on(self, event) -> bool:
        """Does this input, while held, let the table go on? A key named, a left click,
        or the Start of a controller seated at the table."""
        if event.type == pygame.KEYDOWN:
            return event.key in self.keys
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN):
            seated = self.pads is not None and getattr(event, "instance_id", None) in self.pads.seat_of
            return seated and PADS.goes_on(event)
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


class HeldCheck:
    """The table layer's side of the hold (a mixin of YamTable, scenes/yam_color/table.py,
    whose `hold` is a CheckHold): when the check is held, its words, and going on."""

    def goes_on_by_itself(self) -> bool:
        """Nobody here to go on (computers only, the demo), or the automatic pace chosen.
        A joined table never holds it: the host throws the next round when its table goes on."""
        return (not self.driver.people() or self.app.settings.get(AFTER_CHECK.name) == "auto"
                or getattr(self.match, "joined", False))

    def hold_check(self) -> None:
        self.hold.held = True
        self.say_line(lambda: t("yam_go_on", key=self.go_on_name()))

    @property
    def held(self) -> bool:
        return self.hold.held

    def go_on_name(self) -> str:
        return self.hold.name()

    def go_on(self) -> None:
        self.hold.held, self.message = False, ""
        self.app.audio.play("click", 0.5)

    def before_next(self) -> bool:
        """The next throw (or the results) waits while the check is held."""
        return self.held
