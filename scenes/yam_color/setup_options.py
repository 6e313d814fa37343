"""YAM color on the shared setup screen: its rule options (the call time, play-off
or shared win) come from its spec (game/yam_color/game.py); beside each person, their
call keys (chosen here, shown to everyone before the first throw: a row of letters
as its keycaps with the number each calls under it), or their game controller (which
one, once plugged in), and under the options how a row of one's own is used. A seat at
`yours` (your speed) has no keys: its cell says how many calls its speed is fitted to."""
from __future__ import annotations

import pygame

from game.yam_color.speed import ENOUGH

from scenes.shell.seating import HUMAN
from scenes.shell.setup_part import SetupPart
from scenes.ui import assets, theme
from scenes.ui.text import t
from scenes.ui.widgets import Choice
from scenes.ui.controllers import PADS
from scenes.yam_color.call_keys import (BOTTOM, HOME, KEYPAD, LETTER_ROWS, PAD, ROW, ROWS, SOLO, TOP, schemes_for,
                                       valid_keys)
from scenes.yam_color.key_legend import legend
from scenes.yam_color import your_speed
from scenes.yam_color.pads import PadSeats
from scenes.yam_color.words import pad_text, scheme_text

ROW_TOP, ROW_H = 178, 58          # the setup's seat rows (scenes/shell/setup.py)
KEYS_GAP, KEYS_W = 8, 224         # the keys' column, right of the kinds (which end where the options row does)
HINT_SIZE = 17


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
        super().draw(surface)           # a letter row's label is empty: its keycaps instead
        # a computer's seat settles on no keys: its "—" alone, not the row it had as a person
        shown = self.settled() if self.settled is not None else self.value
        if shown in LETTER_ROWS:
            inner = self.inner
            keys = legend(self.value, inner.width)
            surface.blit(keys, keys.get_rect(center=inner.center))
        if self.heading:
            title = assets.text(t("yam_keys_heading"), 18, theme.GOLD, "bold")
            surface.blit(title, title.get_rect(midbottom=(self.rect.centerx, self.rect.y - 6)))


class SetupOptions(SetupPart):
    seat_column = True

    def __init__(self, config, area: pygame.Rect, players, kinds, names=None):
        super().__init__(config, area, players, kinds, names)
        self.measured: tuple[str, tuple[int, int]] | None = None     # (name, its calls) read last
        keys_x = area.right + KEYS_GAP
        schemes = [ROW, TOP, HOME, BOTTOM, KEYPAD, PAD, SOLO]       # the rows top to bottom, then the keypad
        start = valid_keys(config.keys, [s.is_human for s in config.seats])
        everyone = valid_keys((), [True] * 6)        # a seat made a person later: the rows in order
        self.keys = []
        for seat in range(6):
            chosen = start[seat] if seat < len(start) and start[seat] in schemes else everyone[seat]
            choice = KeyChoice((keys_x, ROW_TOP + seat * ROW_H, KEYS_W, 44), schemes, schemes.index(chosen),
                               label=lambda _v, s=seat: self.shown(s), size=16,
                               enabled=lambda s=seat: self.choosable(s),
                               on_change=lambda _v, s=seat: self.skip_taken(s))
            choice.settled = lambda s=seat: self.settled(s)
            self.keys.append(choice)
        self.keys[0].heading = True

    def seat_widgets(self) -> list:
        return self.keys

    def named(self) -> dict:
        """Each seat row's keys, offered again if that row is a person."""
        return {f"keys_{seat + 1}": choice for seat, choice in enumerate(self.keys)}

    def config_fields(self, seats) -> dict:
        humans = [s.is_human for s in seats]
        return {"keys": valid_keys([c.raw for c in self.keys[:len(seats)]], humans)}

    # ----- the seats as the setup has them now ----------------------------------------
    def humans(self) -> list[bool]:
        return [k == "human" for k in self.kinds()[:self.players()]]

    def effective(self) -> tuple[str, ...]:
        humans = self.humans()
        return valid_keys([c.raw for c in self.keys[:len(humans)]], humans)

    def settled(self, seat: int):
        keys = self.effective()
        return keys[seat] if seat < len(keys) else None

    def shown(self, seat: int) -> str:
        """The seat's call keys; a controller seat says which controller (plugged in now) is
        its; a row of letters is drawn as keycaps (KeyChoice.draw), with no words; a seat
        at `yours` (no keys) how many calls its speed is fitted to."""
        keys = self.effective()
        if seat < len(keys) and self.kinds()[seat] == your_speed.YOURS:
            return self.yours_calls()
        if seat >= len(keys) or not keys[seat]:
            return "—"
        if keys[seat] in LETTER_ROWS:
            return ""
        if keys[seat] == PAD:
            pads = PadSeats(keys)
            pads.sync(PADS.connected())
            return pad_text(pads.controller_of(seat))
        return scheme_text(keys[seat])

    def choosable(self, seat: int) -> bool:
        """A person with something else to choose: a sixth person at the keyboard, once the
        five rows are others', has only a controller."""
        humans = self.humans()
        return seat < len(humans) and humans[seat] and len(self.free_for(seat)) > 1

    def free_for(self, seat: int) -> list[str]:
        """What this seat may have: the others' rows as they are without it (set aside as
        a controller, which takes nothing from anyone), so a step never moves another's."""
        humans = self.humans()
        raws = [c.raw for c in self.keys[:len(humans)]]
        raws[seat] = PAD
        taken = {k for s, k in enumerate(valid_keys(raws, humans)) if s != seat and humans[s]} - {PAD}
        return [k for k in schemes_for(sum(humans)) if k not in taken]

    def skip_taken(self, seat: int) -> None:
        """Two people never share a row of keys (controllers are many)."""
        choice, free = self.keys[seat], self.free_for(seat)
        for _ in range(len(choice.options)):
            if choice.raw in free:
                return
            choice.index = (choice.index + choice.last_step) % len(choice.options)

    def yours_calls(self) -> str:
        """How many calls `yours` is fitted to: the first person's at the table (the
        statistics read once per name, never fitted here: a frame never waits on a fit)."""
        kinds = self.kinds()[:self.players()]
        person = next((name for name, kind in zip(self.names(), kinds) if kind == HUMAN), None)
        if person is None:
            return t("yam_yours_nobody")
        if self.measured is None or self.measured[0] != person:
            self.measured = person, your_speed.measured(your_speed.kept_for(person))
        calls = self.measured[1][0]
        if calls < ENOUGH:
            return t("yam_yours_calls_few", n=calls, total=ENOUGH)
        return t("yam_yours_calls", n=calls)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Under the options, while people share the keyboard: how a row of one's own calls."""
        if not any(k in ROWS for k in self.effective()):
            return
        left, right = area.left, self.keys[0].rect.right
        y = area.bottom + 12
        for line in assets.wrap(t("yam_rows_hint"), HINT_SIZE, right - left):
            image = assets.text(line, HINT_SIZE, theme.CREAM)
            surface.blit(image, image.get_rect(midtop=((left + right) // 2, y)))
            y += max(HINT_SIZE + 6, image.get_height())      # the larger text sizes: a line apart still
