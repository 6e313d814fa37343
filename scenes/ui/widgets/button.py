"""A clickable, focusable button with a cached face per state."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import assets, pen, theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Button:
    def __init__(self, rect, label: str | Callable[[], str], action: Callable[[], None],
                 size: int = 26, colour=theme.BUTTON, enabled: Callable[[], bool] | None = None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.size = size
        self.colour = colour
        self.is_enabled = enabled or (lambda: True)
        self.hover = False
        self.focused = False
        self._faces: dict[tuple, pygame.Surface] = {}
        self.group: list[Button] = [self]      # buttons whose labels share one size (same_size)

    @property
    def text(self) -> str:
        return self.label() if callable(self.label) else self.label

    def handle_event(self, event) -> bool:
        """True if the button used the event."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return self.press()
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return self.press()
        return False

    def press(self) -> bool:
        if not self.is_enabled():
            return False
        self.action()
        return True

    def fitted_size(self) -> int:
        """The size its own label fits the button at (a long label, French, shrinks)."""
        return fitted(self.text, self.size, self.rect.width - 16)

    def drawn_size(self) -> int:
        """The size its label is drawn at: the smallest of its group's, so that one long
        label does not leave its neighbours looking bigger."""
        return min(b.fitted_size() for b in self.group)

    def face(self, state: str) -> pygame.Surface:
        key = (state, self.text, self.rect.size, self.drawn_size(), pen.epoch())
        surface = self._faces.get(key)
        if surface is None:
            surface = self._faces[key] = self._render(state)
            if len(self._faces) > 16:
                self._faces.pop(next(iter(self._faces)))
        return surface

    def _render(self, state: str) -> pygame.Surface:
        w, h = self.rect.size
        surface = pen.Surface((w, h + 4), pygame.SRCALPHA)
        base = {"disabled": theme.BUTTON_DISABLED, "hover": _lighter(self.colour)}.get(state, self.colour)
        radius = min(14, h // 2)
        pen.rect(surface, (0, 0, 0, 110), (0, 4, w, h), border_radius=radius)
        pen.rect(surface, _darker(base), (0, 0, w, h), border_radius=radius)
        pen.rect(surface, base, (0, 0, w, h - 3), border_radius=radius)
        pen.rect(surface, _lighter(base), (4, 2, w - 8, (h - 3) // 2), border_radius=radius)
        pen.rect(surface, base, (3, h // 3, w - 6, (h - 3) - h // 3 - 2), border_radius=radius)
        colour = (200, 200, 196) if state == "disabled" else theme.WHITE
        label = assets.text(self.text, self.drawn_size(), colour, "bold")
        surface.blit(label, label.get_rect(center=(w // 2, (h - 3) // 2)))
        if state == "focus" or state == "hover_focus":
            pen.rect(surface, theme.GOLD, (0, 0, w, h), 3, border_radius=radius)
        return surface

    def draw(self, surface: pygame.Surface) -> None:
        if not self.is_enabled():
            state = "disabled"
        elif self.focused:
            state = "hover_focus" if self.hover else "focus"
        else:
            state = "hover" if self.hover else "normal"
        surface.blit(self.face(state), self.rect.topleft)


def same_size(buttons: list[Button]) -> list[Button]:
    """One text size for a row or menu of buttons: the size at which the longest label
    (in the language shown) fits its button. Returns the buttons."""
    for b in buttons:
        b.group = buttons
    return buttons


@pen.cached(maxsize=512)
def fitted(text: str, size: int, width: int) -> int:
    """The largest size up to `size` (down to 12) at which `text` is at most `width` wide."""
    while size > 12 and assets.font(size, "bold").size(text)[0] > width:
        size -= 1
    return size


def _lighter(c):
    return tuple(min(255, int(v * 1.18 + 12)) for v in c[:3])


def _darker(c):
    return tuple(int(v * 0.62) for v in c[:3])
