"""The last turn shown again on the table (T, or the "Last turn" button), for the
turn one missed: its rolls, the dice set aside sliding to the tray, and its take,
steal or empty end, at the pace of the speed setting.

The past position is rebuilt from the match's log (game/core/log.py `position_at`:
the game's own apply, line by line, nothing decided again) and put on the table in
place of the live match for the time of the showing; everything the table draws
from (dice, owners, banners, the queue of animations) is set aside first and put
back as it was at the end, so the live game and a person's pending choice (dice
selected, the prize in focus) are exactly as they were. Esc, Space, Enter, T or a
click end it at once.
"""
from __future__ import annotations

import pygame

from game.core.contract import CHANCE
from game.core.log import position_at
from game.eceg.game import GAME
from game.eceg.log import action_of, previous_turn

from scenes.eceg import layout
from scenes.eceg.table_motion import STICKY
from scenes.ui import assets, theme
from scenes.ui.text import t
from scenes.ui.tween import TweenQueue, call, wait

KEY = pygame.K_t
END_KEYS = (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, KEY, pygame.K_BACKSPACE)
END_HOLD = 1.2          # the last step stays in view this long (times the pace) before the live table
READ_ROLL = 0.7         # a roll's dice and words stay this long (times the pace) before the choice
# what the table draws from: set aside while the past is shown, then put back as it was
SHOWN_FIELDS = ("match", "players", "dice", "shown_owners", "shown_counts", "shown_seat", "flying",
                "focus", "banner", "message", "queue", "motions", "flights")


class _Shown:
    """Stands for every seat while a past turn is shown: nobody is asked to choose."""
    kind = "shown"


SHOWN = _Shown()


def available(table) -> bool:
    """A finished turn to show, and the table at rest waiting for a person (nothing moving)."""
    return at_rest(table) and previous_turn(table.match.log) is not None


def at_rest(table) -> bool:
    return ((table.awaiting_human or table.awaiting_start) and not table.motions and not table.flights
            and not table.state.is_over())


def live_state(table):
    """The game being played, also while a past turn stands in its place on the table."""
    shown = table.last_turn
    return shown.saved["match"].state if shown is not None else table.state


def why_not(table) -> str:
    """The word said when T (or the greyed button) cannot show a turn now."""
    if previous_turn(table.match.log) is None:
        return t("last_turn_none")
    return t("last_turn_later")


class LastTurn:
    def __init__(self, table):
        self.table = table
        log = table.match.log
        first, after = previous_turn(log)
        self.seat = log[first]["player"]
        self.steps = [pair for e in log[first + 1:after] if (pair := action_of(e)) is not None]
        self.next = 0
        self.ending = False
        self.over = False         # shown to the end: the table puts the live game back after this frame
        self.saved = {name: getattr(table, name) for name in SHOWN_FIELDS}
        self.looks = table.visual_rng.getstate()
        shown = position_at(GAME, log, first + 1)       # the turn has begun: its dice not yet thrown
        # its own record, true to the position shown (the history panel reads the live log)
        shown.record, shown.log = True, log[:first + 1]
        table.match = shown
        table.players = [SHOWN] * len(table.players)
        table.queue, table.motions, table.flights = TweenQueue(), [], []
        table.dice, table.flying, table.focus = [], {}, None
        table.shown_owners = list(shown.state.owners)
        table.shown_counts = [list(c) for c in shown.state.counts]
        table.start_turn(self.seat)
        self.banner_text = table.say("last_turn_showing", {"name": self.seat})
        table.banner = (self.banner_text, STICKY)       # until the first dice rest (landed() fades it)
        table.queue.add(wait(0.5 * table.pace(self.seat)))

    # ----- the flow: one logged action at a time, as a computer's turn is shown ---------
    def advance(self) -> None:
        """Called by the table whenever its queue is empty."""
        table = self.table
        if self.next < len(self.steps):
            seat, action = self.steps[self.next]
            self.next += 1
            if seat == CHANCE:
                self.apply(seat, action)
            else:
                table.queue.add(wait(READ_ROLL * table.pace(self.seat)))
                table.queue.add(call(lambda: table.announce(action, lambda: self.apply(seat, action))))
        elif not self.ending:
            self.ending = True
            table.queue.add_waiting(lambda: not table.motions and not table.flights)
            table.queue.add(wait(END_HOLD * table.pace(self.seat)))
            table.queue.add(call(lambda: setattr(self, "over", True)))

    def apply(self, seat, action) -> None:
        """One logged action through the game's own apply; the next player's turn is not shown."""
        events = self.table.match.apply(seat, action)
        shown = []
        for event in events:
            if event["type"] in ("turn", "win"):
                break
            shown.append(event)
        self.table.play(shown)

    def finish(self) -> None:
        """Back to the live table, exactly as it was."""
        table = self.table
        if table.last_turn is not self:
            return
        for name, value in self.saved.items():
            setattr(table, name, value)
        table.visual_rng.setstate(self.looks)
        table.last_turn = None

    # ----- input and words ------------------------------------------------------------
    def handle_event(self, event):
        """Esc, Space, Enter, T or a click: back to the game at once; other keys wait."""
        if event.type == pygame.KEYDOWN and event.key in END_KEYS:
            self.finish()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.finish()
        elif event.type == pygame.MOUSEMOTION:
            self.table.view.hover(event.pos)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The band in the key line's place: whose turn this is, and how to leave."""
        img = assets.text(self.table.say("last_turn_bar", {"name": self.seat}), 15, theme.CREAM, "bold")
        band = img.get_rect(midbottom=layout.HELP_POS).inflate(20, 6)
        pygame.draw.rect(surface, (10, 30, 20), band, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, band, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=band.center))
