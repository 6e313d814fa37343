"""New game setup: 2-6 seats (colour, name, human or a registered computer kind),
the rule options, an optional seed; then the roll-off."""
from __future__ import annotations

import pygame

from game.eceg.state import ALL_OTHERS, NEXT_TWO

from scenes.ui import assets, theme
from scenes.shell import saves
from scenes.eceg.game_config import HUMAN, GameConfig, SeatConfig, computer_kinds, default_computer_kind
from scenes.scene import Scene
from scenes.ui.sprites import seats
from scenes.ui.sprites.felt import felt
from scenes.ui.text import colour_name, kind_name, t
from scenes.ui.widgets import Button, Choice, FocusRing, TextField

COLOURS = [c for _, c in theme.SEAT_COLOURS]
ROW_TOP, ROW_H = 178, 58


def default_config() -> GameConfig:
    kind = default_computer_kind()
    return GameConfig((SeatConfig(t("seat_name", n=1), COLOURS[0], HUMAN),
                       SeatConfig(t("seat_name", n=2), COLOURS[1], kind)))


def demo_config(app, players: int) -> GameConfig:
    kind = default_computer_kind()
    seats = tuple(SeatConfig(f"{kind_name(kind).capitalize()} {i + 1}", COLOURS[i], kind) for i in range(players))
    return GameConfig(seats)


class SetupScene(Scene):
    def __init__(self, app, config: GameConfig | None = None):
        super().__init__(app)
        config = config or default_config()
        kinds = [HUMAN] + computer_kinds()
        self.rows = []
        for i in range(6):
            seat = config.seats[i] if i < len(config.seats) else SeatConfig(
                t("seat_name", n=i + 1), COLOURS[i], default_computer_kind())
            y = ROW_TOP + i * ROW_H
            colour = Choice((300, y, 160, 44), COLOURS, COLOURS.index(seat.colour) if seat.colour in COLOURS else i,
                            label=lambda c: colour_name(theme.colour_id(c)), size=18,
                            on_change=lambda _, i=i: self.unique_colour(i))
            name = TextField((476, y, 264, 44), seat.name, max_length=14)
            kind = Choice((760, y, 280, 44), kinds, kinds.index(seat.kind) if seat.kind in kinds else 0,
                          label=lambda k: t("human") if k == HUMAN else t("computer", kind=kind_name(k)))
            self.rows.append((colour, name, kind))
        self.count = Choice((460, 112, 120, 46), [2, 3, 4, 5, 6], len(config.seats) - 2,
                            on_change=lambda _: self.relayout(), size=22)
        oy = ROW_TOP + 6 * ROW_H + 8
        self.classic = Choice((300, oy, 300, 44), [False, True], int(config.faces == "1-6"),
                              label=lambda v: t("option", name=t("classic_dice"), value=t("on") if v else t("off")), size=17)
        self.hold_all = Choice((620, oy, 420, 44), [False, True], int(config.hold == ALL_OTHERS),
                               label=lambda v: t("option", name=t("hold_all"), value=t("on") if v else t("off")),
                               enabled=lambda: self.count.value >= 4, size=17)
        self.seed = TextField((760, 112, 180, 46), "" if config.seed is None else str(config.seed),
                              max_length=9, accept=str.isdigit, placeholder=t("seed_hint"), size=18)
        self.back = Button((300, 640, 200, 56), t("back"), app.pop, colour=(60, 110, 80))
        self.start = Button((840, 640, 200, 56), t("start"), self.begin)
        self.ring = FocusRing([])
        self.relayout()

    def unique_colour(self, seat: int) -> None:
        """Two seats never share a colour: skip the ones taken, in the direction clicked."""
        choice = self.rows[seat][0]
        taken = {row[0].value for k, row in enumerate(self.rows[:self.count.value]) if k != seat}
        for _ in range(len(choice.options)):
            if choice.value not in taken:
                return
            choice.index = (choice.index + choice.last_step) % len(choice.options)

    @property
    def typing(self) -> bool:
        return isinstance(self.ring.current, TextField)

    def relayout(self) -> None:
        for seat in range(self.count.value):
            self.unique_colour(seat)
        widgets = [self.count]
        for colour, name, kind in self.rows[:self.count.value]:
            widgets += [colour, name, kind]
        widgets += [self.classic, self.hold_all, self.seed, self.back, self.start]
        current = self.ring.current
        self.ring = FocusRing(widgets)
        if current in widgets:
            self.ring.focus(current)
        else:
            self.ring.focus(self.start)
        pygame.key.start_text_input()

    def config(self) -> GameConfig:
        seats = tuple(SeatConfig(name.value.strip() or t("seat_name", n=i + 1), colour.value, kind.value)
                      for i, (colour, name, kind) in enumerate(self.rows[:self.count.value]))
        hold = ALL_OTHERS if self.hold_all.value and len(seats) >= 4 else NEXT_TWO
        seed = int(self.seed.value) if self.seed.value else None
        return GameConfig(seats, "1-6" if self.classic.value else "0-5", hold, seed)

    def begin(self) -> None:
        """Start the game; if an unfinished game is saved, ask first (starting replaces it)."""
        if saves.exists() and not self.app.demo:
            from scenes.shell.confirm import ConfirmScene
            self.app.push(ConfirmScene(self.app, "replace_save", "replace_save_yes", self.start_game))
        else:
            self.start_game()

    def start_game(self) -> None:
        from scenes.eceg.rolloff import RollOffScene
        self.app.replace(RollOffScene(self.app, self.config()))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typing:
            self.ring.move(1)
            return None
        if event.type == pygame.MOUSEMOTION:
            for w in self.ring.widgets:
                if hasattr(w, "hover"):
                    w.hover = w.rect.collidepoint(event.pos)
            return None
        self.ring.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        for _, name, _ in self.rows:
            name.update(dt)
        self.seed.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel = pygame.Surface((820, 610), pygame.SRCALPHA)
        pygame.draw.rect(panel, (6, 22, 14, 170), panel.get_rect(), border_radius=20)
        surface.blit(panel, (260, 95))
        title = assets.shadowed(t("setup_title"), 60, theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(midtop=(640, 14)))
        label = assets.text(t("players"), 22, theme.CREAM, "bold")
        surface.blit(label, label.get_rect(midright=(445, 135)))
        label = assets.text(t("seed"), 22, theme.CREAM, "bold")
        surface.blit(label, label.get_rect(midright=(745, 135)))
        for i, (colour, name, kind) in enumerate(self.rows[:self.count.value]):
            swatch = colour.rect.move(0, 0)
            colour.draw(surface)
            seats.draw_symbol(surface, i, theme.seat_colour(colour.value), (swatch.right - 48, swatch.centery), 11)
            name.draw(surface)
            kind.draw(surface)
        for w in (self.count, self.classic, self.hold_all, self.seed, self.back, self.start):
            w.draw(surface)
