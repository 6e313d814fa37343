"""A game's declared options (game/core/contract.py's Option) as choices on a screen:
their words, one Choice widget each, and a row of them sized to their words. The
setup draws a game's rule options so, the Settings screen a game's own settings."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

if TYPE_CHECKING:      # annotations only: the Settings screen loads at start-up, no game spec with it
    from game.core.option import Option

from scenes.ui import assets
from scenes.ui.text import t
from scenes.ui.widgets import Choice
from scenes.ui.widgets.choice import ARROW_W

# a choice's arrows and their margins (scenes/ui/widgets/choice.py), beside its words
ARROWS_WIDTH = 2 * (4 + ARROW_W + 6)


def value_text(option: Option, value) -> str:
    """How the screens name one value: as the option declares, on/off for a switch,
    else the value as written."""
    message = option.named(value)
    if message:
        return t(message)
    if option.is_switch:
        return t("on") if value else t("off")
    if option.value_name:
        return t(option.value_name, n=value)
    return str(value)


def label(option: Option, value) -> str:
    """The option with `value` chosen, in the words of its label message (its name
    when the catalogs have none)."""
    words = value_text(option, value)
    try:
        return t(option.label, value=words, n=value)
    except KeyError:         # a game that gives no words yet: its name, as a stand-in
        return f"{option.name.replace('_', ' ').capitalize()}: {words}"


def choice(option: Option, rect, value, size: int = 17, enabled: Callable[[], bool] | None = None,
           on_change: Callable[[object], None] | None = None) -> Choice:
    """A widget for `option` showing `value` (its default when `value` is not offered)."""
    offered = value if option.offers(value) else option.default
    index = next(i for i, c in enumerate(option.choices) if type(c) is type(offered) and c == offered)
    return Choice(rect, option.choices, index, label=lambda v: label(option, v), size=size, enabled=enabled,
                  on_change=on_change)


def row(options: Sequence[Option], area: pygame.Rect, gap: int = 20, size: int = 17) -> list[pygame.Rect]:
    """One rectangle per option across `area`, each as wide as its longest words need
    (in the language shown) plus an even share of the room left; they shrink in
    proportion when the words need more than there is."""
    if not options:
        return []
    needs = [ARROWS_WIDTH + max(assets.text(label(o, v), size, (0, 0, 0)).get_width() for v in o.choices)
             for o in options]
    room = area.width - gap * (len(options) - 1)
    spare = room - sum(needs)
    widths = ([n + spare // len(options) for n in needs] if spare >= 0
              else [n * room // sum(needs) for n in needs])
    widths[-1] += room - sum(widths) if spare >= 0 else 0      # the last one ends at the area's end
    rects, x = [], area.x
    for width in widths:
        rects.append(pygame.Rect(x, area.y, width, area.height))
        x += width + gap
    return rects
