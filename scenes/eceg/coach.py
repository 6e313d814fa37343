"""The coach overlay on the table (H): for the person whose turn it is, the exact
chance of getting each prize this turn with best play, the set-aside the planner
recommends (dice outlined in blue), and, in a two-player game, each player's
chance of winning. The numbers come from game/coach.py; this module only draws.

Advice is asked once per decision point (when the position changes, in update),
never while drawing, and only once the dice are at rest: the state runs ahead of
the animation, so earlier advice would give the roll away.
"""
from __future__ import annotations

import pygame

from game.eceg.actions import SetAside, Take

from scenes.ui import assets, theme
from scenes.eceg import layout
from scenes.ui.sprites import die
from scenes.ui.text import t
from scenes.eceg.words import prize_name

OUTLINE = (90, 205, 255)
NOTE_TIME = 3.0
PANEL = pygame.Rect(280, 530, 180, 160)    # left of the tray, free at every seat count


def percent(p: float | None) -> str:
    """How a chance is shown: '—' for a prize not for this player, else a whole percent
    ('<1%' rather than a misleading 0% when it is possible but rare)."""
    if p is None:
        return "—"
    if 0 < p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def overlay(table):
    """The table's H hook: the coach, or a short note when it may not be used here."""
    allowed = table.app.settings.get("coach_allowed", True)
    against_computer = any(p is not None for p in table.players)
    if not allowed and against_computer and not getattr(table, "coach_forced", False):
        return NotAllowedNote(table)
    return CoachOverlay(table)


class NotAllowedNote:
    """'Coach not allowed in games against the computer', fading out by itself."""

    def __init__(self, table):
        self.table = table
        self.left = NOTE_TIME

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and self.table.coach is self:
            self.table.coach = None

    def draw(self, surface: pygame.Surface) -> None:
        img = assets.shadowed(t("coach_not_allowed"), 22, theme.GOLD, "bold")
        box = img.get_rect(center=(layout.ROLL_AREA.centerx, layout.ROLL_AREA.y + 30)).inflate(30, 16)
        pygame.draw.rect(surface, (10, 26, 18), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(img, img.get_rect(center=box.center))


class CoachOverlay:
    def __init__(self, table, coach=None):
        from game.eceg.ai.coach import Coach
        self.table = table
        self.coach = coach or Coach()
        self.key = None
        self.computed = None        # advice for the position in `key`
        state = table.state
        if state.phase in ("roll", "decide"):
            self.coach.advise(state)     # loads this player count's planners now, at the key press
        self.update(0.0)

    # ----- what to show -------------------------------------------------------------
    def position(self):
        """The person's decision point, or None (a computer's turn, a throw due, game over).
        The state runs ahead of the animation, so this is known (and computed, in the frame
        of the click that led to it) while the dice still tumble."""
        table = self.table
        s = table.state
        if s.phase != "decide" or table.players[s.seat] is not None:
            return None
        return (tuple(s.owners), tuple(map(tuple, s.counts)), s.seat, s.takeable, s.kept, s.rolled)

    def update(self, dt: float) -> None:
        key = self.position()
        if key != self.key:
            self.key = key
            self.computed = None if key is None else self.coach.advise(self.table.state)

    @property
    def advice(self):
        """What is shown: only once the dice are at rest (earlier would give the roll away)."""
        return self.computed if self.table.awaiting_human else None

    def labels(self) -> dict[str, str]:
        """Prize id -> the text of its badge (what the test compares with the coach)."""
        if self.advice is None:
            return {}
        return {pid: percent(p) for pid, p in self.advice.chances.items()}

    def outlined_dice(self) -> list:
        """The die sprites the recommendation points at: the set-aside among the rolled
        dice, or all four (set aside and rolled) for a take."""
        advice = self.advice
        if advice is None or advice.recommended is None:
            return []
        table = self.table
        if isinstance(advice.recommended, Take):
            return [d for d in table.dice]
        chosen, pool = [], table.rolled_dice()
        for v in advice.recommended.dice:
            for d in pool:
                if d.value == v and d not in chosen:
                    chosen.append(d)
                    break
        return chosen

    # ----- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.advice is None:
            s = self.table.state
            if s.current_player is not None and self.table.players[s.current_player] is None:
                self.draw_panel(surface, None)     # a person's turn, dice still moving
            return
        table = self.table
        state = table.state
        recommended = self.advice.recommended
        best_take = recommended.prize if isinstance(recommended, Take) else None
        for i, pid in enumerate(state.table.ids):
            label = self.labels()[pid]
            rect = table.view.prize_rect(i)
            owner = table.shown_owners[i]
            if owner is None:
                centre = (rect.centerx, rect.bottom + 9)
            elif owner == state.seat:
                continue       # the player's own prize: nothing to win
            else:
                centre = (rect.right - 18, rect.bottom - 6)
            self.badge(surface, label, centre, pid == best_take)
        for d in self.outlined_dice():
            box = pygame.Rect(0, 0, die.SIZE + 16, die.SIZE + 16)
            lift = 6 if d.selected else 0
            box.center = (round(d.pos[0]), round(d.pos[1]) - lift)
            pygame.draw.rect(surface, OUTLINE, box, 4, border_radius=16)
        self.draw_panel(surface, self.advice)

    def badge(self, surface, label: str, centre, best: bool) -> None:
        colour = theme.GOLD if best else OUTLINE
        img = assets.text(label, 15, theme.INK if best else (8, 30, 44), "bold")
        box = img.get_rect(center=centre).inflate(12, 2)
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_panel(self, surface, advice) -> None:
        """The compact box left of the tray: title, what to do, chance of any prize, win bar."""
        box = PANEL
        pygame.draw.rect(surface, (8, 24, 16), box, border_radius=12)
        pygame.draw.rect(surface, OUTLINE, box, 2, border_radius=12)
        title = assets.text(t("coach_title"), 18, OUTLINE, "bold")
        surface.blit(title, (box.x + 12, box.y + 8))
        y = box.y + 34
        if advice is None:
            for line in assets.wrap(t("coach_waiting"), 15, box.width - 24):
                surface.blit(assets.text(line, 15, theme.CREAM), (box.x + 12, y))
                y += 19
            return
        rec = advice.recommended
        if isinstance(rec, Take):
            tip = t("coach_take", prize=prize_name(rec.prize))
        elif isinstance(rec, SetAside):
            tip = t("coach_keep", dice=" ".join(map(str, rec.dice)))
        else:
            tip = ""
        for line in assets.wrap(tip, 15, box.width - 24, "bold")[:3]:
            surface.blit(assets.text(line, 15, theme.CREAM, "bold"), (box.x + 12, y))
            y += 19
        for line in assets.wrap(t("coach_any", p=percent(advice.any_prize)), 15, box.width - 24)[:2]:
            surface.blit(assets.text(line, 15, theme.CREAM), (box.x + 12, y + 2))
            y += 19
        if advice.win is not None:
            self.win_bar(surface, advice.win, pygame.Rect(box.x + 12, box.bottom - 38, box.width - 24, 14))

    def win_bar(self, surface, win, rect: pygame.Rect) -> None:
        seats = self.table.config.seats
        split = rect.x + round(rect.width * win[0])
        pygame.draw.rect(surface, seats[0].colour, (rect.x, rect.y, split - rect.x, rect.height))
        pygame.draw.rect(surface, seats[1].colour, (split, rect.y, rect.right - split, rect.height))
        pygame.draw.rect(surface, theme.CREAM, rect, 1)
        left = assets.text(percent(win[0]), 14, theme.CREAM, "bold")
        right = assets.text(percent(win[1]), 14, theme.CREAM, "bold")
        surface.blit(left, (rect.x, rect.bottom + 2))
        surface.blit(right, right.get_rect(topright=(rect.right, rect.bottom + 2)))
        label = assets.text(t("coach_win"), 13, (170, 200, 180))
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 3)))
