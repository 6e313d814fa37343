"""Drawing the hint's panel (H, scenes/wazabi/hint.py) over the middle of Wazabi's
table: between the seats at every count (2 to 6 players), over the pile and the roll,
clear of the hand, its hint line and the buttons, so the cards and seats it talks
about stay in sight. While the search runs: "Thinking…"; then the best choice in a
sentence, each choice with its chance of winning as a bar and a percent (the best in
gold), the choices not tried, and how the figures were found."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.text import counted, t
from scenes.wazabi.hint import choice_words, margin, rounded

PANEL_X, PANEL_TOP, PANEL_WIDTH = 352, 100, 576
TALLEST = 312             # down to y 412: above the bottom seat's panel (y 416 with 2 players)
PAD = 14
ROW = 21
BAR_WIDTH = 130
BLUE = (90, 205, 255)         # the coach's colour in Easy Come, Easy Go: advice, not the game
SOFT = (170, 200, 180)
MOST_ROWS = 10


def lines(text: str, size: int, bold: bool = False) -> list[str]:
    return assets.wrap(text, size, PANEL_WIDTH - 2 * PAD, "bold" if bold else "body")


def content(table) -> list[tuple]:
    """What the panel says, top to bottom: ("text", line, size, colour, bold) and
    ("row", words, chance, best) items."""
    hint = table.hint_search
    rows = hint.rows
    items = []
    if rows is None:
        items += [("text", line, 18, theme.CREAM, True) for line in lines(t("wz_hint_thinking"), 18, True)]
        items += [("text", line, 15, SOFT, False) for line in lines(t("wz_hint_thinking_how"), 15)]
        return items
    names = table.names()
    tried = [(action, chance) for action, chance, visits in rows if visits]
    best, chance = tried[0]
    sentence = t("wz_hint_best", choice=choice_words(best, hint.view, names), p=rounded(chance))
    items += [("text", line, 17, theme.GOLD, True) for line in lines(sentence, 17, True)]
    items.append(("gap", 6))
    items += [("text", line, 14, SOFT, False) for line in lines(t("wz_hint_rows"), 14)]
    for k, (action, chance) in enumerate(tried[:MOST_ROWS]):
        items.append(("row", choice_words(action, hint.view, names), chance, k == 0))
    untried = len(rows) - min(len(tried), MOST_ROWS)
    if untried:
        items.append(("text", counted("wz_hint_untried", untried), 14, SOFT, False))
    items.append(("gap", 6))
    how = t("wz_hint_how", n=grouped(hint.iterations), m=f"{margin(rows)}%")
    items += [("text", line, 13, SOFT, False) for line in lines(how, 13)]
    return items


def grouped(n: int) -> str:
    """A count as the language writes it (2,700; 2 700)."""
    return str(n) if n < 1000 else t("wz_thousands", a=grouped(n // 1000), b=f"{n % 1000:03d}")


def height_of(item) -> int:
    if item[0] == "gap":
        return item[1]
    if item[0] == "row":
        return ROW
    return item[2] + 5


def panel_rect(table) -> pygame.Rect:
    items = content(table)
    height = 40 + sum(height_of(item) for item in items) + PAD - 4
    return pygame.Rect(PANEL_X, PANEL_TOP, PANEL_WIDTH, min(TALLEST, height))


def draw(surface: pygame.Surface, table) -> pygame.Rect:
    """The panel; returns where it lies."""
    items = content(table)
    box = panel_rect(table)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (8, 24, 16, 246), shade.get_rect(), border_radius=12)
    surface.blit(shade, box)
    pygame.draw.rect(surface, BLUE, box, 2, border_radius=12)
    title = assets.text(t("wz_hint_title"), 19, BLUE, "bold")
    surface.blit(title, (box.x + PAD, box.y + 9))
    close = assets.text(t("wz_hint_close"), 13, SOFT)
    surface.blit(close, close.get_rect(topright=(box.right - PAD, box.y + 13)))
    y = box.y + 40
    for item in items:
        if y + height_of(item) > box.bottom - 4:
            break                          # (never at 2-6 players: TALLEST holds ten rows)
        if item[0] == "text":
            _kind, line, size, colour, bold = item
            surface.blit(assets.text(line, size, colour, "bold" if bold else "body"), (box.x + PAD, y))
        elif item[0] == "row":
            draw_row(surface, box, y, *item[1:])
        y += height_of(item)
    return box


def draw_row(surface, box: pygame.Rect, y: int, words: str, chance: float, best: bool) -> None:
    """A choice: its words, a bar as long as its chance, the chance in whole fives."""
    colour = theme.GOLD if best else theme.CREAM
    percent = assets.text(rounded(chance), 15, colour, "bold")
    right = box.right - PAD
    surface.blit(percent, percent.get_rect(topright=(right, y + 1)))
    bar = pygame.Rect(right - 48 - BAR_WIDTH, y + 5, BAR_WIDTH, 10)
    pygame.draw.rect(surface, (30, 60, 44), bar, border_radius=4)
    filled = round(BAR_WIDTH * max(0.0, min(1.0, chance)))
    if filled:
        pygame.draw.rect(surface, theme.GOLD if best else BLUE, (bar.x, bar.y, filled, bar.height), border_radius=4)
    room = bar.x - 10 - (box.x + PAD)
    text = fitted(words, 15, room, best)
    surface.blit(assets.text(text, 15, colour, "bold" if best else "body"), (box.x + PAD, y))


def fitted(words: str, size: int, width: int, bold: bool) -> str:
    """Words cut short with "…" to fit `width` (a long name in French)."""
    font = assets.font(size, "bold" if bold else "body")
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1].rstrip()
    return words + "…"
