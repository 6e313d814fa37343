"""Every screen fits at every text size in both languages (issue 30): the title (with
each game chosen), settings (with each game's own rows), statistics (empty, and with six
long names), the join screen (its form, games found, refusals, the host's seats), each
game's setup with 6 seats and with a Remote seat, its rules page by page, its tutorial
(ECEG's lessons and first turn; YAM color's practice after sixty calls), its replay list
and replay table, its results, Wazabi's standings, every confirm question, the lobby of a hosted table, and 6-seat tables over a
few hundred frames (computers alone, two people at one screen, one person with moves
confirmed and kept to be taken back), drawn at 1280x720 where design units are pixels
(layouts are in design units: what fits there fits at any window size). No two lines of
text may share ink, no line may run off the frame, out of the box it sits in or over a
symbol beside it (tests/scenes/text_fit.py and text_fit_more.py walk them;
tests/scenes/text_boxes.py records the text and what the layout draws)."""
from __future__ import annotations

import pytest

from tests.scenes import text_boxes, text_fit


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_screen_fits(monkeypatch, lang, text_size):
    text_boxes.record(monkeypatch)
    find = text_fit.Findings()
    text_fit.screens(find, lang, text_size)
    assert find.frames > 200                    # every screen was drawn and looked at
    assert not find.found, find.report()


def test_the_walk_sees_text_that_does_not_fit(monkeypatch):
    """The check can fail: a line drawn over another, one off the frame and one cut by its card are seen."""
    import pygame
    from scenes.ui import assets
    text_boxes.record(monkeypatch)
    screen = text_boxes.Tracked((1280, 720))
    screen.cut = []
    screen.blit(assets.text("Hello", 30), (100, 100))
    screen.blit(assets.text("World", 30), (110, 110))
    screen.blit(assets.text("Edge", 30), (1260, 700))
    assert ("Hello", "World") in text_boxes.overlaps(screen)
    card = text_boxes.Tracked((60, 40), pygame.SRCALPHA)
    card.blit(assets.text("exactement", 20), (4, 4))
    screen.blit(card, (400, 400))
    assert screen.cut == ["Edge", "exactement"]
    assert isinstance(screen, pygame.Surface)


def test_the_walk_sees_text_out_of_its_box_or_under_a_symbol(monkeypatch):
    """Text against what the layout drew (issue 30): a placeholder running out of its field
    and a colour name under the seat symbol drawn beside it are seen; a label inside its
    button (its face drawn in layers), a title grazing a panel and a die flying over words
    are not."""
    import pygame
    from scenes.ui import assets, pen
    from scenes.ui.sprites import die, seats
    from scenes.ui.widgets import Button
    text_boxes.record(monkeypatch)
    screen = text_boxes.Tracked((1280, 720))
    field = pygame.Rect(100, 100, 120, 40)
    pen.rect(screen, (250, 246, 236), field, border_radius=8)
    screen.blit(assets.text("vide = au hasard, très long", 20), (110, 108))
    screen.blit(assets.text("turquoise", 20), (400, 108))
    seats.draw_symbol(screen, 0, (40, 180, 170), (440, 120), 11)
    Button((600, 300, 200, 56), "Jouer", lambda: None).draw(screen)
    panel = text_boxes.Tracked((400, 300), pygame.SRCALPHA)
    pen.rect(panel, (6, 22, 14, 170), panel.get_rect(), border_radius=20)
    screen.blit(panel, (100, 400))
    screen.blit(assets.text("Statistiques", 60, style="display"), (120, 330))
    screen.blit(assets.text("Who starts?", 24), (900, 500))
    face = die.face(5)
    screen.blit(face, (930, 490))
    found = {message: what for message, what in text_boxes.strays(screen)}
    assert set(found) == {"vide = au hasard, très long", "turquoise"}, found
    assert "box at (100, 100, 120, 40)" in found["vide = au hasard, très long"]
    assert "symbol" in found["turquoise"]
