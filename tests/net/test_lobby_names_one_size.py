"""The lobby's names at one size. Each was fitted to its room on its own: "Bérénice-
Alexandra 4" came out a little smaller than "Bérénice-Alexandra 3" (a 4 is wider than a
3), a row of names at odd sizes; a short name beside them is made as small too."""
from __future__ import annotations

import pytest

from scenes.shell.saved_seats import config_class
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.ui import assets
from tests.net.window import COLOURS, hosting_app
from tests.scenes import text_boxes


@pytest.mark.parametrize("names", [
    ["Bérénice-Alexandra 1", "Bérénice-Alexandra 3", "Bérénice-Alexandra 4", "Bo", "Bérénice-Alexandra 8", "Wim"],
    ["Ann", "Bo"]])
def test_every_name_in_the_lobby_is_drawn_at_one_size_within_its_room(monkeypatch, names):
    text_boxes.record(monkeypatch)
    sizes = {}
    real_text = assets.text

    def text(words, size, *args, **kwargs):          # the size each line is asked at
        sizes[words] = size
        return real_text(words, size, *args, **kwargs)
    text.cache_clear = real_text.cache_clear          # (a language switch clears the caches)
    monkeypatch.setattr(assets, "text", text)
    kinds = [HUMAN, REMOTE] + ["easy"] * (len(names) - 2)
    seats = tuple(SeatConfig(name, COLOURS[k], kind) for k, (name, kind) in enumerate(zip(names, kinds)))
    config = config_class("easy-come-easy-go")(seats, extra={"net": {"port": 0, "address": "127.0.0.1"}})
    app, lobby = hosting_app("easy-come-easy-go", config)
    try:
        frame = text_boxes.frame(app)
        drawn = {m: r for r, m in frame.texts if m in names}
        assert set(drawn) == set(names), sorted(drawn)
        assert len({sizes[name] for name in names}) == 1, {name: sizes[name] for name in names}
        assert all(r.left >= 300 and r.right <= 520 - 8 for r in drawn.values()), drawn
    finally:
        app.quit()
