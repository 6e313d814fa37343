"""Who starts: every seat throws the four dice in turn, totals are shown, the tied
roll again, then the table opens. Dice come from the match, like every throw."""
from __future__ import annotations

import random

import pygame

from scenes.ui import assets, canvas, pen, theme
from scenes.eceg.game_config import computer_players
from scenes.scene import Scene
from scenes.ui.sprites import seats
from scenes.ui.sprites.die import Die
from scenes.ui.sprites.felt import felt
from scenes.ui.still_layer import StillLayer, reaches
from scenes.shell.table_driver import COMPUTER_PACE as PACE
from scenes.eceg.table_motion import TUMBLE
from scenes.ui.text import YOU, language, listed, spoken, t
from scenes.ui.tween import TweenQueue, call, wait
from scenes.ui.widgets import Button
from scenes import registry


class RollOffScene(Scene):
    def __init__(self, app, config, match=None):
        super().__init__(app)
        self.config = config
        self.match = match or config.build_match(config.seed if config.seed is not None else app.new_seed())
        app.record(self.match)          # --log: the game's start line now, its moves as they come
        self.players = computer_players(config, self.match)
        n = len(config.seats)
        self.row_h = min(92, 470 // n)
        self.top = 170 + (470 - self.row_h * n) // 2
        self.dice: dict[int, list[Die]] = {}
        self.totals: dict[int, int] = {}
        self.out: set[int] = set()          # seats no longer in the roll-off
        self.earlier: dict[int, list[int]] = {}   # totals of tied rounds, shown beside the new one
        self.queue = TweenQueue()
        self.rng = random.Random(f"{self.match.seed}/rolloff")
        self.message = t("rolloff_help")
        self.done = False
        self.idle = 0.0
        self.button = Button((540, 640, 200, 56), t("continue"), self.go_on, enabled=lambda: self.done)
        humans = any(s.is_human for s in config.seats)
        self.pace = 1.0 if humans else PACE[app.settings["speed"]]
        self._still = StillLayer()      # the screen but the dice in the air (drawn where it changed)

    def row_y(self, seat: int) -> int:
        return self.top + seat * self.row_h + self.row_h // 2

    def tied_label(self, seat: int) -> str:
        """"tied: 9" (or "tied: 9, 12" after two tied rounds): the earlier totals, said."""
        return t("rolloff_tied", totals=", ".join(map(str, self.earlier[seat])))

    def update(self, dt: float) -> None:
        for dice in self.dice.values():
            for d in dice:
                d.update(dt, self.rng)
        self.queue.update(dt)
        if self.queue.busy:
            return
        state = self.match.state
        if state.phase == "roll_off":
            self.chance()
        elif not self.done:
            self.done = True
            self.message = spoken("rolloff_winner", {"name": state.seat}, [s.name for s in self.config.seats],
                                  self.config.extra.get(YOU))       # the tutorial's learner: "You start!"
        else:
            self.idle += dt
            if not any(s.is_human for s in self.config.seats) and self.idle >= 0.9 * self.pace:
                self.go_on()

    def chance(self) -> None:
        state = self.match.state
        first_of_round = not state.rolloff_totals
        if first_of_round and self.totals:        # a tie: the others drop out
            tied = [s for s in range(len(self.config.seats)) if s in state.contenders]
            self.out = {s for s in range(len(self.config.seats)) if s not in tied}
            you = self.config.extra.get(YOU)         # the tutorial's learner, named first: "Vous et ... relancez"
            names = [self.config.seats[s].name for s in sorted(tied, key=lambda s: s != you)]
            self.message = t("rolloff_tie@you" if you in tied else "rolloff_tie", names=listed(names))
            for s in tied:
                self.earlier.setdefault(s, []).append(self.totals[s])
            self.totals = {s: v for s, v in self.totals.items() if s in self.out}
            self.queue.add(wait(1.2 * max(self.pace, 0.3)))
            self.queue.add(call(self._tie_break))
            return
        self._throw_now()

    def _tie_break(self) -> None:
        """The tied throw again: the totals of the seats out go, so the column holds only
        this round's (a greyed "10" beside a new "10" read as another tie)."""
        self.totals = {}
        self._throw_now()

    def _throw_now(self) -> None:
        seat = self.match.state.seat
        event = self.match.chance()[0]
        values = event["dice"]
        y = self.row_y(seat)
        dice = [Die(v, faces=self.match.rules.dice.faces) for v in values]
        for k, d in enumerate(dice):
            d.throw((470, y + self.rng.uniform(-20, 20)), (610 + k * 82, y), self.rng.uniform(*TUMBLE) * self.pace,
                    self.rng)
            if self.pace == 0:
                d.settle()
        self.dice[seat] = dice
        self.totals.pop(seat, None)
        if self.pace > 0:
            self.app.audio.play("rattle", 0.7)
        self.queue.add_waiting(lambda: not any(d.moving for d in dice))
        self.queue.add(call(lambda: self.totals.__setitem__(seat, sum(values))), wait(0.25 * self.pace))

    def skip(self) -> None:
        """Impatient players: the rest of the roll-off without animation."""
        self.pace = 0.0
        for dice in self.dice.values():
            for d in dice:
                d.settle()
        self.queue.update(1e9)        # what was queued plays out at once (dice are at rest)

    def go_on(self) -> None:
        self.app.replace_with(registry.game_name(self.match.game_id, "table"), self.config, self.match, self.players,
                              keep=not self.app.demo)      # a demo game is never saved

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.reset_to("title")
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.go_on() if self.done else self.skip()
                return None
        if event.type == pygame.MOUSEBUTTONDOWN and not self.done:
            self.skip()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.button.handle_event(event)
        return None          # the whole screen: what it does not use reaches no scene below it

    def draw(self, surface: pygame.Surface) -> None:
        """Everything but the dice in the air comes from a still layer drawn again where
        a row changed; where dice fly the whole screen is drawn again, clipped to them,
        so the frame is pixel for pixel `draw_whole`'s (a die may cross the next row)."""
        size = surface.get_size()
        leader = self.match.state.seat if self.done else None
        parts = {"header": ((self.message, self.done), [r for r, _ in self.header()])}
        for seat in range(len(self.config.seats)):
            y = self.row_y(seat)
            resting = [d for d in self.dice.get(seat, ()) if not d.moving]
            key = (seat in self.out, seat == leader, tuple(self.earlier.get(seat, ())), self.totals.get(seat),
                   tuple((d.shown, d.pos, d.angle, d.selected, d.hover) for d in resting))
            rects = [pygame.Rect(290, y - self.row_h // 2 - 12, 740, self.row_h + 24)] + [d.bounds() for d in resting]
            parts[("row", seat)] = (key, rects)
        surface.blit(self._still.get(size, language(), parts, lambda layer: self.draw_all(layer, False)), (0, 0))
        flying = [d.bounds() for dice in self.dice.values() for d in dice if d.moving]
        if flying:
            clip = surface.get_clip()
            areas, tile = canvas.coalesced(flying, size, tile=8), 8
            while len(areas) > 4:        # each area draws the screen again: a few larger ones
                tile *= 2
                areas = canvas.coalesced(flying, size, tile=tile)
            for area in areas:
                surface.set_clip(area.clip(clip))
                self.draw_all(surface, True, area)
            surface.set_clip(clip)
        if self.done:
            self.button.draw(surface)

    def draw_whole(self, surface: pygame.Surface) -> None:
        """The screen drawn whole, in order (what `draw` gives, pixel for pixel)."""
        self.draw_all(surface, True)
        if self.done:
            self.button.draw(surface)

    def header(self) -> list:
        """(where, image) of the title and the message."""
        title = assets.shadowed(t("rolloff_title"), assets.heading(60), theme.CREAM, "display", offset=3)
        msg = assets.shadowed(self.message, 26, theme.GOLD if self.done else theme.CREAM, "bold")
        return [(title.get_rect(midtop=(640, 30)), title), (msg.get_rect(midtop=(640, 112)), msg)]

    def draw_all(self, surface: pygame.Surface, flying: bool, area: pygame.Rect | None = None) -> None:
        """The felt (only `area` of it, when given), the title, the rows, the dice
        (those in the air too when `flying`)."""
        table = felt(surface.get_size())
        surface.blit(table, (0, 0)) if area is None else surface.blit(table, area.topleft, area)
        # what the clip cannot show is skipped (still_layer.reaches): the screen is drawn
        # again once per area where dice fly, and drawing every row and die each time
        # was the roll-off's slowest frames at 2560x1440
        for where, image in self.header():
            if reaches(surface, [where]):
                surface.blit(image, where)
        leader = self.match.state.seat if self.done else None
        for seat, cfg in enumerate(self.config.seats):
            y = self.row_y(seat)
            row = reaches(surface, [pygame.Rect(290, y - self.row_h // 2 - 12, 740, self.row_h + 24)])
            band = pygame.Rect(300, y - self.row_h // 2 + 4, 720, self.row_h - 8)
            colour = (150, 160, 150) if seat in self.out else theme.CREAM
            if row:
                surface.blit(_band(band.size, 90 if seat in self.out else 160, seat == leader), band)
                seats.draw_symbol(surface, seat, theme.seat_colour(cfg.colour), (330, y), 12)
                name = assets.text(cfg.name, 26, colour, "bold")
                surface.blit(name, name.get_rect(midleft=(352, y - 6 if seat in self.earlier else y)))
            for d in self.dice.get(seat, ()):
                if (flying or not d.moving) and reaches(surface, [d.bounds()]):
                    d.draw(surface)
            if not row:
                continue
            if seat in self.totals:
                total = assets.text(str(self.totals[seat]), 40, theme.GOLD if seat == leader else colour, "bold")
                surface.blit(total, total.get_rect(center=(960, y)))
            if seat in self.earlier:      # under the name: the totals it tied with before
                tied = assets.text(self.tied_label(seat), 17, (185, 205, 190), "bold")
                surface.blit(tied, tied.get_rect(midleft=(352, y + 20)))


@pen.cached(maxsize=8)
def _band(size, alpha: int, leading: bool) -> pygame.Surface:
    """A seat's translucent row (gold-edged for the one who starts): drawn once, not every frame."""
    panel = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(panel, (6, 22, 14, alpha), panel.get_rect(), border_radius=14)
    if leading:
        pen.rect(panel, (*theme.GOLD, 255), panel.get_rect(), 3, border_radius=14)
    return panel
