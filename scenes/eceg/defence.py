"""What the table says when someone holds three prizes (rules.md, "Winning"): who must
steal, how many tries or turns are left, shown beside the player they belong to, and,
in the two-player defence, the centre prizes dimmed because only the holder's count.
While its line shows, thrown dice come to rest lower (`dice_area`): never over it.

Everything reads the scene's shown position (`shown_counts`, `shown_seat`), which
follows the animations, so these words never run ahead of what is on the table."""
from __future__ import annotations

import math

import pygame

from scenes.eceg import layout
from scenes.ui import assets, pen, theme
from scenes.ui.sprites import die
from scenes.ui.text import YOU, counted, spoken, t

LINE_Y = layout.ROLL_AREA.y + 16      # under the row of prizes, above the thrown dice
LINE_SIZE = 20
# from a die's centre up to the top of what is drawn of it, at worst: a die set for
# setting aside (its gold halo), turned 45 degrees and lifted; a die in flight reaches less high
DIE_REACH = round((die.SIZE + 2 * die.GLOW_PAD) * 0.71) + 6


def _keys_clear_of_the_hint(area: pygame.Rect) -> pygame.Rect:
    """`area` with its foot raised by what a die's key and the upper half of the hint grew
    past their 100 % size (the 100 % layout leaves the lowest die's key clear of the
    hint; at 150 % a "2" lay on the hint's words)."""
    scale = pen.text_size()
    if scale <= 1:
        return area
    key = assets.font(layout.DIE_KEY_SIZE, "bold").get_height()
    hint = assets.font(layout.HINT_SIZE, "bold").get_height()
    grown = math.ceil((key + hint / 2) * (1 - 1 / scale))
    return pygame.Rect(area.x, area.y, area.width, area.height - grown)


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
                return scene.say("holds_three", {"name": seat})
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
    if _two_players(scene):
        key = "defence_line_last" if left == 1 else "defence_line"
        return scene.say(key, {"holder": holder, "name": 1 - holder}, n=left)
    return scene.say("hold_line_last" if left == 1 else "hold_line", {"holder": holder}, n=left)


def dimmed(scene) -> bool:
    """The centre prizes step back while the defender plays: only the holder's count."""
    count = _first_count(scene)
    return (count is not None and _two_players(scene) and scene.shown_seat is not None
            and scene.shown_seat != count[0])


def line_image(text: str) -> pygame.Surface:
    # within the roll area: the two-player defence's sentence is long (French, 150 %)
    return assets.shadowed(text, assets.fitted(text, LINE_SIZE, layout.ROLL_AREA.width - 20, "bold", floor=0.5),
                           theme.GOLD, "bold")


def draw_line(scene, surface: pygame.Surface) -> None:
    text = line_text(scene)
    if text:
        img = line_image(text)
        surface.blit(img, img.get_rect(center=(layout.ROLL_AREA.centerx, LINE_Y)))


def dice_area(scene) -> pygame.Rect:
    """Where thrown dice may come to rest: the roll area, less the band of the line while
    it shows (a die resting or bouncing there would cover it), and less at its foot what
    the dice's keys and the hint under them grew past their 100 % size. resting_places
    keeps the dice's centres 0.6 of a die inside the area."""
    area = _keys_clear_of_the_hint(layout.ROLL_AREA)
    if getattr(scene, "coach", None) is not None and hasattr(scene.coach, "panel_rect"):
        # the coach's panel may grow up over the area's left end: dice rest right of it
        left = layout.COACH_PANEL.right + 8
        area = pygame.Rect(left, area.y, area.right - left, area.height)
    text = line_text(scene)
    if not text:
        return area
    line_bottom = line_image(text).get_rect(center=(area.centerx, LINE_Y)).bottom
    top = line_bottom + 2 + DIE_REACH - round(die.SIZE * 0.6)
    return pygame.Rect(area.x, top, area.width, area.bottom - top)


def win_reason(match, config) -> str:
    """The results' line: why the game was won (a count of three prizes ran out)."""
    state = match.state
    winner = state.winner
    names, you = [s.name for s in config.seats], config.extra.get(YOU)
    if state.rules.two_player_defence:
        return spoken("why_defence", {"name": winner, "other": 1 - winner}, names, you)
    return spoken("why_hold", {"name": winner}, names, you, n=state.rules.hold_turns)


@pen.cached(maxsize=8)
def shade(size) -> pygame.Surface:
    """The veil over a prize the defender may not take (made again at another scale)."""
    s = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(s, (10, 20, 14, 150), s.get_rect(), border_radius=10)
    return s
