"""Every line the coach, history, rules, tutorial and replay screens draw comes
from the catalog of the language in use (the i18n test's recorder, on these screens)."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import assets, text
from scenes.eceg.replay import ReplayListScene
from scenes.eceg.rules import PAGES, RulesScene
from scenes.shell.title import TitleScene
from scenes.eceg.tutorial import lesson_table

from tests.scenes.scene_helpers import key, make_app, step, step_until, top
from tests.scenes.test_i18n import Recorder, allowed_data, patterns, wrapped_pieces
from tests.scenes.test_replay_viewer import open_viewer


@pytest.mark.parametrize("language", ["en", "fr"])
def test_comfort_screens_draw_only_catalog_text(monkeypatch, language):
    recorder = Recorder(monkeypatch)
    app = make_app("--lang", language)
    assets.clear_caches()
    app.push(TitleScene(app))
    app.render()
    rules = RulesScene(app)
    app.push(rules)
    for page in range(len(PAGES)):
        rules.page = page
        app.render()
    key(app, pygame.K_ESCAPE)
    lesson = lesson_table(app, 1)
    app.push(lesson)
    app.render()                                   # the introduction card
    key(app, pygame.K_RETURN)
    step_until(app, lambda: lesson.layer.awaiting_human)
    key(app, pygame.K_SPACE)                       # nothing selected: a hint
    key(app, pygame.K_h), key(app, pygame.K_l), key(app, pygame.K_e)
    step(app, 1 / 60)
    app.render()
    app.reset(TitleScene(app))
    app2, _, table = open_viewer(f"text-{language}.jsonl", 21, "--lang", language)
    for _ in range(12):
        key(app2, pygame.K_RIGHT)
    key(app2, pygame.K_l)
    app2.render()
    key(app2, pygame.K_ESCAPE)
    listing = top(app2)
    assert isinstance(listing, ReplayListScene)
    listing.error = text.t("replay_bad", error="line 3: x")
    app2.render()
    names = {"Ana", "Bot", "Cy", text.t("tut_you"), text.t("tut_teacher")}
    catalog = patterns(language)
    pieces = wrapped_pieces(language)
    strays = set()
    for line in set(recorder.seen):
        if allowed_data(line, names) or any(p.fullmatch(line) for p in catalog):
            continue
        if all(word in pieces or not any(c.isalpha() for c in word) for word in line.strip().split()):
            continue
        strays.add(line)
    assert len(recorder.seen) > 100
    assert not strays, f"text drawn in {language} that no catalog entry gives: {sorted(strays)}"
    text.set_language("en")
