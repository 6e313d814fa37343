"""What the table says when someone holds three prizes (rules.md, "Winning"): who must
steal, how many tries or turns are left, shown beside the player they belong to, and,
in the two-player defence, the centre prizes dimmed because only the holder's count.

Everything reads the scene's shown position (`shown_counts`, `shown_seat`), which
follows the animations, so these words never run ahead of what is on the table."""
from __future__ import annotations

import pygame

from scenes.eceg import layout
from scenes.ui import assets, theme
from scenes.ui.text import counted, t

LINE_Y = layout.ROLL_AREA.y + 16      # under the row of prizes, above the thrown dice


def _first_count(scene):
    """(holder, tries or turns left) of the count that finishes first, or None."""
    if scene.state.is_over() or not scene.shown_counts:
        return None
    holder, left = scene.shown_counts[0]
    return holder, left


def _two_players(scene) -> bool:
    return scene.state.rules.two_player_defence


def status(scene, seat: int) -> str:
    """The gold line in a seat's area. Two players: the holder "holds three", and the
    tries left are shown with the defender who has them. More players: the holder's
    countdown of turns, as the rulebook counts them."""
    if scene.state.is_over():
        return ""
    for holder, left in scene.shown_counts:
        if _two_players(scene):
            if seat == holder:
                return t("holds_three")
            return counted("tries_left", left)
        if seat == holder:
            return counted("turns_left", left)
    return ""


def line_text(scene) -> str:
    """The sentence under the prizes: what happens next, in words ("" when nobody holds three)."""
    count = _first_count(scene)
    if count is None:
        return ""
    holder, left = count
    name = scene.seat_name(holder)
    if _two_players(scene):
        thief = scene.seat_name(1 - holder)
        key = "defence_line_last" if left == 1 else "defence_line"
        return t(key, holder=name, name=thief, n=left)
    return t("hold_line_last" if left == 1 else "hold_line", holder=name, n=left)


def dimmed(scene) -> bool:
    """The centre prizes step back while the defender plays: only the holder's count."""
    count = _first_count(scene)
    return (count is not None and _two_players(scene) and scene.shown_seat is not None
            and scene.shown_seat != count[0])


def draw_line(scene, surface: pygame.Surface) -> None:
    text = line_text(scene)
    if text:
        img = assets.shadowed(text, 20, theme.GOLD, "bold")
        surface.blit(img, img.get_rect(center=(layout.ROLL_AREA.centerx, LINE_Y)))


def win_reason(match, config) -> str:
    """The results' line: why the game was won (a count of three prizes ran out)."""
    state = match.state
    winner = state.winner
    name = config.seats[winner].name
    if state.rules.two_player_defence:
        return t("why_defence", name=name, other=config.seats[1 - winner].name)
    return t("why_hold", name=name, n=state.rules.hold_turns)


_shades: dict = {}


def shade(size) -> pygame.Surface:
    if size not in _shades:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (10, 20, 14, 150), s.get_rect(), border_radius=10)
        _shades[size] = s
    return _shades[size]
