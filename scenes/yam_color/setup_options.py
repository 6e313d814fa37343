"""YAM color's options on the shared setup screen: the call time, play-off or shared
win, and beside each person their call keys (chosen here, shown to everyone before
the first throw), or their game controller (which one, once plugged in). The shell
hands over the seats' kinds (`watch_kinds`)."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.text import t
from scenes.ui.widgets import Choice
from scenes.ui.controllers import PADS
from scenes.yam_color.call_keys import BUZZERS, KEYPAD, PAD, ROW, SOLO, schemes_for, valid_keys
from scenes.yam_color.config import YamConfig
from scenes.yam_color.pads import PadSeats
from scenes.yam_color.words import pad_text, scheme_text

CALL_TIMES = ("5", "8", "12", "none")
ROW_TOP, ROW_H = 178, 58          # the setup's seat rows (scenes/shell/setup.py)
KEYS_X, KEYS_W = 1048, 224


class KeyChoice(Choice):
    """One seat's call keys; the first draws the column's heading above it. Its value is
    what the seat will use (`settled`): a choice made for other seats' kinds (one person's
    number keys, then everyone a person) reads as the keys it becomes, and steps from there."""

    heading = False
    settled = None            # settled(): the keys this seat gets with the seats as they are now

    @property
    def raw(self):
        return self.options[self.index]

    @property
    def value(self):
        settled = self.settled() if self.settled is not None else None
        return settled if settled in self.options else self.raw

    def step(self, delta: int) -> None:
        if self.is_enabled():
            self.index = self.options.index(self.value)
        super().step(delta)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.heading:
            title = assets.text(t("yam_keys_heading"), 18, theme.GOLD, "bold")
            surface.blit(title, title.get_rect(midbottom=(self.rect.centerx, self.rect.y - 6)))


class SetupOptions:
    def __init__(self, config: YamConfig, y: int, players):
        self.players = players
        self.kinds = lambda: [s.kind for s in config.seats]       # until the setup hands its own
        seconds = lambda v: t("yam_no_limit") if v == "none" else t("yam_seconds", n=v)  # noqa: E731
        self.call_time = Choice((300, y, 330, 44), CALL_TIMES, CALL_TIMES.index(config.call_time)
                                if config.call_time in CALL_TIMES else 1,
                                label=lambda v: t("yam_call_time", value=seconds(v)), size=17)
        self.playoff = Choice((650, y, 390, 44), [False, True], int(config.playoff),
                              label=lambda v: t("yam_tie", value=t("yam_tie_playoff" if v else "yam_tie_shared")),
                              size=17)
        schemes = [*BUZZERS, ROW, KEYPAD, PAD, SOLO]
        start = valid_keys(config.keys, [s.is_human for s in config.seats])
        self.keys = []
        for seat in range(6):
            chosen = start[seat] if seat < len(start) and start[seat] in schemes else schemes[seat % len(schemes)]
            choice = KeyChoice((KEYS_X, ROW_TOP + seat * ROW_H, KEYS_W, 44), schemes, schemes.index(chosen),
                               label=lambda _v, s=seat: self.shown(s), size=16,
                               enabled=lambda s=seat: self.choosable(s),
                               on_change=lambda _v, s=seat: self.skip_taken(s))
            choice.settled = lambda s=seat: self.settled(s)
            self.keys.append(choice)
        self.keys[0].heading = True
        self.widgets = [self.call_time, self.playoff]
        # remembered by these names (each seat row's keys too: offered again if that row is a person)
        self.named = {"call_time": self.call_time, "playoff": self.playoff,
                      **{f"keys_{seat + 1}": choice for seat, choice in enumerate(self.keys)}}

    # ----- the seats as the setup has them now ----------------------------------------
    def watch_kinds(self, kinds) -> None:
        """kinds(): the kind chosen in each seat row shown (the setup's own)."""
        self.kinds = kinds

    def humans(self) -> list[bool]:
        return [k == "human" for k in self.kinds()[:self.players()]]

    def effective(self) -> tuple[str, ...]:
        humans = self.humans()
        return valid_keys([c.raw for c in self.keys[:len(humans)]], humans)

    def settled(self, seat: int):
        keys = self.effective()
        return keys[seat] if seat < len(keys) else None

    def shown(self, seat: int) -> str:
        """The seat's call keys; a controller seat says which controller (plugged in now) is its."""
        keys = self.effective()
        if seat >= len(keys) or not keys[seat]:
            return "—"
        if keys[seat] == PAD:
            pads = PadSeats(keys)
            pads.sync(PADS.connected())
            return pad_text(pads.controller_of(seat))
        return scheme_text(keys[seat])

    def choosable(self, seat: int) -> bool:
        humans = self.humans()
        return seat < len(humans) and humans[seat] and len(schemes_for(sum(humans))) > 1

    def skip_taken(self, seat: int) -> None:
        """Two people never share a key (controllers are many), and own rows exist only
        for two people."""
        choice, humans = self.keys[seat], self.humans()
        allowed = schemes_for(sum(humans))
        taken = {c.raw for s, c in enumerate(self.keys[:len(humans)]) if s != seat and humans[s]} - {PAD}
        for _ in range(len(choice.options)):
            if choice.raw in allowed and choice.raw not in taken:
                return
            choice.index = (choice.index + choice.last_step) % len(choice.options)

    @property
    def key_widgets(self) -> list:
        return self.keys[:self.players()]

    def config(self, seats, seed: int | None) -> YamConfig:
        humans = [s.is_human for s in seats]
        keys = valid_keys([c.raw for c in self.keys[:len(seats)]], humans)
        return YamConfig(tuple(seats), self.call_time.value, self.playoff.value, keys, seed)
