"""Both languages complete: the catalogs have the same messages with the same fields,
and every piece of text any scene draws (caught at assets.text, the one place text
is rendered) comes from a catalog entry of the language in use, names and numbers aside."""
from __future__ import annotations

import re
import string

import pygame
import pytest

from game.eceg.prizes import prize_table
from scenes.eceg import words
from scenes import registry
from scenes.ui import assets, text
from scenes.shell import settings
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell.pause import PauseScene
from scenes.shell.results import ResultsScene
from scenes.eceg.rolloff import RollOffScene
from scenes.shell.settings import SettingsScene
from scenes.shell.setup import SetupScene
from scenes.shell.statistics import StatsScene
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import until_deciding, click, key, make_app, step, step_until, top

registry.games()      # every game's messages merged into the lookup, as at start-up
RULEBOOK_NAMES = ["CARRÉ", "2 paires", "BRELAN et tous les dés IMPAIRS", "BRELAN et tous les dés PAIRS",
                  "7 exactement", "13 exactement", "3 ou moins", "17 ou plus", "SUITE"]


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_both_catalogs_have_the_same_messages_with_the_same_fields():
    assert set(text.ENGLISH) == set(text.FRENCH)
    assert {"turn_of", "rules_p1_title", "stats_best"} <= set(text.ENGLISH)    # the game's own too
    for key_ in text.ENGLISH:
        assert fields(text.ENGLISH[key_]) == fields(text.FRENCH[key_]), key_
        assert text.ENGLISH[key_].strip() and text.FRENCH[key_].strip(), key_
    for table in (words.PRIZE_NAMES, words.PRIZE_SHORT, text.KIND_NAMES, text.COLOUR_NAMES):
        assert set(table["en"]) == set(table["fr"])


def test_french_prize_names_are_the_rulebooks():
    official = prize_table("0-5")
    text.set_language("fr")
    try:
        assert [words.prize_name(p) for p in official.ids] == RULEBOOK_NAMES
    finally:
        text.set_language("en")
    for faces in ("0-5", "1-6"):
        for prize in prize_table(faces).ids:
            assert prize in words.PRIZE_NAMES["en"] and prize in words.PRIZE_NAMES["fr"]


def patterns(language: str) -> list[re.Pattern]:
    """Every catalog entry of `language` as a full-match pattern, format fields as wildcards."""
    entries = list(text.CATALOGS[language].values())
    for table in (words.PRIZE_NAMES, words.PRIZE_SHORT, text.KIND_NAMES, text.COLOUR_NAMES):
        entries += table[language].values()
    result = []
    for entry in entries:
        for line in entry.split("\n"):
            regex = ""
            for literal, name, _, _ in string.Formatter().parse(line):
                regex += re.escape(literal) + (".+" if name is not None else "")
            result.append(re.compile(regex, re.S))
    return result


class Recorder:
    def __init__(self, monkeypatch):
        self.seen: list[str] = []
        original = assets.text.__wrapped__

        def text_(message, size, colour=(255, 255, 255), style="body"):
            self.seen.append(message)
            return original(message, size, colour, style)
        text_.cache_clear = lambda: None         # nothing cached: every draw is seen
        monkeypatch.setattr(assets, "text", text_)


def allowed_data(line: str, names: set[str]) -> bool:
    """Not words: numbers and signs, a player's name, the version."""
    return (not any(c.isalpha() for c in line)) or line in names or re.fullmatch(r"v\d+(\.\d+)*\w*", line)


def wrapped_pieces(language: str) -> set[str]:
    """Words of long catalog texts (wrapped into lines by assets.wrap), small cards' labels too."""
    entries = (list(text.CATALOGS[language].values()) + list(words.PRIZE_NAMES[language].values())
               + list(words.PRIZE_SHORT[language].values()))
    return {w for entry in entries for w in entry.split()}


def visit_every_scene(app) -> None:
    """Title (with a save and a notice), settings, statistics, rules, setup, roll-off,
    a table with people and a computer (deciding, taking, stealing), pause, results."""
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "greedy"),
                         SeatConfig("Zoé", (236, 190, 50))), seed=21)
    app.notices.append(("stats_damaged", {"file": "statistics.json.bad-1"}))
    app.push(TitleScene(app))
    step(app, 0.2)
    for opener in (top(app).settings, top(app).statistics, top(app).rules):
        opener()
        step(app, 0.1)
        key(app, pygame.K_ESCAPE)
    top(app).new_game()
    setup = top(app)
    assert isinstance(setup, SetupScene)
    for _ in range(4):
        click(app, setup.count.rect.center)
    step(app, 0.1)
    app.pop()
    app.push(RollOffScene(app, config))
    step_until(app, lambda: top(app).done, limit=30)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    for _ in range(400):
        until_deciding(app, table, 30, or_over=True)
        if table.state.is_over():
            break
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layer.view.area_rects[0].center,
                                        rel=(0, 0), buttons=(0, 0, 0)))
        options = table.layer.claimable()
        if options:
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_1)
            key(app, pygame.K_SPACE)
        if table.state.turn_number == 3:
            key(app, pygame.K_ESCAPE)
            assert isinstance(top(app), PauseScene)
            step(app, 0.05)
            key(app, pygame.K_ESCAPE)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=30)
    step(app, 0.2)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_text_drawn_by_the_scenes_is_in_the_catalog(monkeypatch, language):
    recorder = Recorder(monkeypatch)
    app = make_app("--lang", language, "--speed", "instant")
    assets.clear_caches()
    visit_every_scene(app)
    app.push(StatsScene(app))
    app.render()
    names = {"Ana", "Bot", "Zoé"} | {text.t("seat_name", n=n) for n in range(1, 7)}
    catalog = patterns(language)
    pieces = wrapped_pieces(language)
    strays = set()
    for line in set(recorder.seen):
        if allowed_data(line, names) or any(p.fullmatch(line) for p in catalog):
            continue
        if all(word in pieces for word in line.split()):     # a line of a wrapped paragraph
            continue
        strays.add(line)
    assert len(recorder.seen) > 100
    assert not strays, f"text drawn in {language} that no catalog entry gives: {sorted(strays)}"
    text.set_language("en")


def test_switching_language_live_redraws_the_table_in_the_other_language(monkeypatch):
    recorder = Recorder(monkeypatch)
    app = make_app("--speed", "instant")
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bea", (70, 130, 220))), seed=5)
    app.push(RollOffScene(app, config))
    step_until(app, lambda: top(app).done, limit=30)
    key(app, pygame.K_RETURN)
    table = top(app)
    until_deciding(app, table, 10)
    app.render()
    assert text.ENGLISH["roll"] in recorder.seen
    key(app, pygame.K_ESCAPE)
    top(app).settings()
    assert isinstance(top(app), SettingsScene)
    settings.change(app, "language", "fr")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    recorder.seen.clear()
    app.render()
    assert text.FRENCH["roll"] in recorder.seen and text.ENGLISH["roll"] not in recorder.seen
    assert any(line.startswith("1-4 dés") for line in recorder.seen)
    assert "Humain" in recorder.seen and "Human" not in recorder.seen          # seat areas relabelled
    assert table.layer.message in ("", "À Ana de jouer", "À Bea de jouer")
    text.set_language("en")
