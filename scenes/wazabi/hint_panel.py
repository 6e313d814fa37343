"""Drawing the hint's panel (H, scenes/wazabi/hint.py) over the middle of Wazabi's
table: between the seats at every count (2 to 6 players), over the pile and the roll,
clear of the hand, its hint line and the buttons, so the cards and seats it talks
about stay in sight. While the search runs: "Thinking…"; then the best choice in a
sentence, each choice with its chance of winning as a bar and a percent (the best in
gold), the choices not tried, and how the figures were found; the card, cards or seat
the best choice points at are outlined in blue."""
from __future__ import annotations

import pygame

from game.wazabi.actions import Discard, Give, Play, TakeFrom
from scenes.ui import assets, pen, theme
from scenes.ui.text import counted, language, t
from scenes.wazabi import layout
from scenes.wazabi.hint import choice_words, margin, rounded

PANEL_X, PANEL_WIDTH = 360, 560       # between the side seats at every count, and their blue outlines
TOP, BOTTOM = 100, 408    # under the arrows; over the bottom seat's outline (its panel at y 416)
PAD = 14
ROW = 19
BAR_WIDTH = 130
BLUE = (90, 205, 255)         # the coach's colour in Easy Come, Easy Go: advice, not the game
SOFT = (170, 200, 180)
MOST_ROWS = 10            # (a search tries 10 choices at most: ismcts.CANDIDATES)


def lines(text: str, size: int, bold: bool = False) -> list[str]:
    return assets.wrap(text, size, PANEL_WIDTH - 2 * PAD, "bold" if bold else "body")


def panel_top(table) -> int:
    """Under the seats above the middle that reach into the panel's columns (the top
    seat at 4 and 6 players, the two upper seats at 5)."""
    top = TOP
    for rect in table.view.rects:
        outline = rect.inflate(10, 10)
        if outline.right > PANEL_X and outline.left < PANEL_X + PANEL_WIDTH and rect.centery < layout.CENTRE[1]:
            top = max(top, outline.bottom + 4)
    return top


def content(table, room: int | None = None) -> list[tuple]:
    """What the panel says, top to bottom, in `room` pixels: ("text", line, size, colour,
    bold), ("row", words, chance, best) and ("gap", pixels) items. Rows that do not fit
    (five seats leave less room) are counted in a line instead. Worked out once for what
    it depends on (wrapping loads fonts: not every frame)."""
    hint = table.hint_search
    room = BOTTOM - panel_top(table) if room is None else room
    key = (hint.rows is None, language(), room, tuple(table.names()), pen.epoch())
    cached = getattr(hint, "panel_content", None)
    if cached is None or cached[0] != key:
        cached = hint.panel_content = (key, worked_out(table, hint, room))
    return cached[1]


def worked_out(table, hint, room: int) -> list[tuple]:
    rows = hint.rows
    items = []
    if rows is None:
        items += [("text", line, 18, theme.CREAM, True) for line in lines(t("wz_hint_thinking"), 18, True)]
        items += [("text", line, 15, SOFT, False) for line in lines(t("wz_hint_thinking_how"), 15)]
        return items
    names = table.names()
    tried = [(action, chance) for action, chance, visits in rows if visits]
    best, chance = tried[0]
    # when the next choice shows the same figure, "best" would claim more than the search knows
    close = len(tried) > 1 and rounded(tried[1][1]) == rounded(chance)
    sentence = t("wz_hint_close_call" if close else "wz_hint_best", choice=choice_words(best, hint.view, names),
                 p=rounded(chance))
    items += [("text", line, 16, theme.GOLD, True) for line in lines(sentence, 16, True)]
    header = [("gap", 4)] + [("text", line, 13, SOFT, False) for line in lines(t("wz_hint_rows"), 13)]
    how = [("gap", 4)] + [("text", line, 13, SOFT, False)
                          for line in lines(t("wz_hint_how", n=grouped(sum(visits for _a, _c, visits in rows)), m=f"{margin(rows)}%"), 13)]
    untried = len(rows) - len(tried)
    notes = [("text", counted("wz_hint_untried", untried), 13, SOFT, False)] if untried else []
    kinds = len(chosen(tried, len(tried), firsts_only=True))
    for header_kept in (header, []):   # the rows' header gives way if each kind of choice needs its row
        fixed = FRAME + sum(map(height_of, items + header_kept + notes + how))
        shown = min(len(tried), MOST_ROWS, (room - fixed) // ROW)
        if shown < len(tried):          # a line for the rows left out takes a row's room
            shown = min(len(tried), MOST_ROWS, (room - fixed - 18) // ROW)
        if shown >= min(kinds, MOST_ROWS):
            break
    items += header_kept
    if shown < len(tried):
        notes.insert(0, ("text", counted("wz_hint_more", len(tried) - shown), 13, SOFT, False))
    kept = set(map(id, chosen(tried, shown)))
    items += [("row", choice_words(action, hint.view, names), chance, k == 0)
              for k, (action, chance) in enumerate(tried) if id(tried[k]) in kept]
    return items + notes + how


def chosen(tried: list, count: int, firsts_only: bool = False) -> list:
    """The `count` rows shown when not all fit: first each card's best (each playable
    card keeps its chance in sight, its other targets left out), then the best of the
    rest; `tried` is best first."""
    firsts, seen = [], set()
    for row in tried:
        card = getattr(row[0], "card", row[0])       # a card's plays are one kind; any other choice its own
        if card not in seen:
            seen.add(card)
            firsts.append(row)
    if firsts_only:
        return firsts[:count]
    rest = [row for row in tried if all(row is not first for first in firsts)]
    return (firsts + rest)[:count]


def grouped(n: int) -> str:
    """A count as the language writes it (2,700; 2 700)."""
    return str(n) if n < 1000 else t("wz_thousands", a=grouped(n // 1000), b=f"{n % 1000:03d}")


def height_of(item) -> int:
    if item[0] == "gap":
        return item[1]
    if item[0] == "row":
        return ROW
    return item[2] + 5


FRAME = 36 + 10           # the title above the items, the margin under them


def panel_rect(table) -> pygame.Rect:
    top = panel_top(table)
    items = content(table, BOTTOM - top)
    return pygame.Rect(PANEL_X, top, PANEL_WIDTH, FRAME + sum(height_of(item) for item in items))


def pointed(table) -> tuple[list[int], list[int]]:
    """(cards of the hand, seats) the best choice points at, outlined in blue as the
    coach outlines dice: the card to play, the cards to keep, the seat a die goes to or
    a card is taken from, the target of the card."""
    rows = table.hint_search.rows
    seat = table.hand_seat()
    if not rows or seat is None:
        return [], []
    best = rows[0][0]
    hand = list(table.shown_hand(seat))
    if isinstance(best, Discard):
        thrown, kept = list(best.cards), []
        for i, card in enumerate(hand):
            if card in thrown:
                thrown.remove(card)
            else:
                kept.append(i)
        return kept, []
    if isinstance(best, Give):
        return [], [best.to]
    if isinstance(best, TakeFrom):
        return [], [best.victim]
    if isinstance(best, Play):
        card = [hand.index(best.card)] if best.card in hand else []
        return card, [best.target] if best.target is not None else []
    return [], []


def draw_pointers(surface: pygame.Surface, table) -> None:
    cards, seats = pointed(table)
    if cards:
        rects = layout.hand_rects(len(table.shown_hand(table.hand_seat())))
        focus = table.focus_card()
        for i in cards:
            lift = -14 if i in table.keep_marks or i == focus else 0
            pen.rect(surface, BLUE, rects[i].move(0, lift).inflate(12, 12), 4, border_radius=13)
    for seat in seats:
        pen.rect(surface, BLUE, table.view.rects[seat].inflate(10, 10), 4, border_radius=14)


def draw(surface: pygame.Surface, table) -> pygame.Rect:
    """The panel, and the blue outlines of what its best choice points at; returns where
    the panel lies."""
    draw_pointers(surface, table)
    box = panel_rect(table)
    items = content(table, BOTTOM - box.y)
    shade = pen.Surface(box.size, pygame.SRCALPHA)
    pen.rect(shade, (8, 24, 16, 246), shade.get_rect(), border_radius=12)
    surface.blit(shade, box)
    pen.rect(surface, BLUE, box, 2, border_radius=12)
    title = assets.text(t("wz_hint_title"), 19, BLUE, "bold")
    surface.blit(title, (box.x + PAD, box.y + 8))
    close = assets.text(t("wz_hint_close"), 13, SOFT)
    surface.blit(close, close.get_rect(topright=(box.right - PAD, box.y + 12)))
    y = box.y + 36
    for item in items:
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
    surface.blit(percent, percent.get_rect(topright=(right, y)))
    bar = pygame.Rect(right - 48 - BAR_WIDTH, y + 4, BAR_WIDTH, 10)
    pen.rect(surface, (30, 60, 44), bar, border_radius=4)
    filled = round(BAR_WIDTH * max(0.0, min(1.0, chance)))
    if filled:
        pen.rect(surface, theme.GOLD if best else BLUE, (bar.x, bar.y, filled, bar.height), border_radius=4)
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
