"""The time left of a remote seat's decision, shown on the table (the host's window and
every joined window alike), each window at its own pace from the deadline in host time
(scenes/net/turn_timer.py): the host reads its own clock, a joined window its estimate
of the host's (scenes/net/clock.py), so nothing ticks over the network.

Drawn as a small pill, by default at the bottom left of the table; a table whose own
pieces lie there (Wazabi's hand) says where it is free with its layer's `clock_place`
(a rectangle: the pill's top left and the widest it may be). Its words shrink to fit
that width (the longest French warning at the largest text size). It turns to a
warning when little time is left, and the person whose time it is hears it once.
Names no game.
"""
from __future__ import annotations

import pygame

from scenes.net.turn_timer import warn_at
from scenes.ui import assets, pen, theme
from scenes.ui.text import t

PILL = pygame.Rect(20, 626, 360, 42)
WIDEST = 440                 # the default place's widest pill (bottom left, short of the games' trays)
SMALLEST = 13                # the words' smallest size when they shrink to fit
CALM, WARNING = (12, 44, 28, 225), (120, 34, 22, 240)


def host_clocks(table) -> list[tuple[int, float, bool]]:
    """(seat, seconds left, warning) of each remote seat timed now, at the host's table."""
    hosting = table.driver.hosting
    timer = getattr(hosting, "timer", None)
    if timer is None or timer.limit is None or table.past is not None:
        return []
    return [(seat, left, left <= warn_at(timer.limit)) for seat, left in timer.left()]


def joined_clocks(table) -> list[tuple[int, float, bool]]:
    """The same at a joined window, from the host's last `turn_clock` (kept with this
    table's time it came at): shown while the table is at the step it names, this
    seat's until its decision is sent."""
    kept = getattr(table, "turn_clock", None)
    driver = table.driver
    if kept is None or table.past is not None:
        return []
    message, came = kept
    try:
        position, seats, deadline, limit = (message["position"], message["seats"], float(message["deadline"]),
                                            float(message["limit"]))
        if position != driver.match.position or driver.inbox or not 0 < limit <= 3600:
            return []
        now = driver.host_time() if driver.host_time is not None else None
        left = deadline - now if now is not None else limit - (driver.time - came)
        left = max(0.0, min(limit, left))          # a clock estimate gone wrong never shows more
        return [(int(s), left, left <= warn_at(limit)) for s in seats
                if not (s == driver.seat and driver.sent_at == position)]
    except (KeyError, TypeError, ValueError):
        return []


def words(table, seat: int, left: float, warning: bool, others=()) -> str:
    """What the pill says of `seat`'s time (and of `others` timed with it: one deadline)."""
    seconds = int(left + 0.999)
    if getattr(table.driver, "seat", None) == seat:
        return t("clock_mine_warn" if warning else "clock_mine", seconds=seconds)
    name = ", ".join(table.driver.seat_name(s) for s in (seat, *others))
    return t("clock_theirs_warn" if warning else "clock_theirs", name=name, seconds=seconds)


def shown(table, clocks) -> tuple[int, float, bool, list[int]]:
    """(seat, seconds left, warning, other seats named with it): this window's person's
    own time first, else every timed seat's (seats acting at once share one deadline)."""
    mine = [c for c in clocks if c[0] == getattr(table.driver, "seat", None)]
    seat, left, warning = (mine or clocks)[0]
    return seat, left, warning, [] if mine else [c[0] for c in clocks[1:]]


def draw(surface: pygame.Surface, table, clocks) -> None:
    if not clocks:
        return
    seat, left, warning, others = shown(table, clocks)
    text = words(table, seat, left, warning, others)
    place = getattr(table.layer, "clock_place", None) or pygame.Rect(PILL.topleft, (WIDEST, PILL.height))
    size = 19
    label = assets.text(text, size, theme.CREAM, "bold")
    while label.get_width() + 36 > place.width and size > SMALLEST:
        size -= 1
        label = assets.text(text, size, theme.CREAM, "bold")
    rect = pygame.Rect(place.topleft, PILL.size)
    rect.width = min(place.width, max(PILL.width, label.get_width() + 36))
    pill = pen.Surface(rect.size, pygame.SRCALPHA)
    pen.rect(pill, WARNING if warning else CALM, pill.get_rect(), border_radius=rect.height // 2)
    pen.rect(pill, (*theme.GOLD, 255), pill.get_rect(), 2, border_radius=rect.height // 2)
    surface.blit(pill, rect)
    surface.blit(label, label.get_rect(center=rect.center))
