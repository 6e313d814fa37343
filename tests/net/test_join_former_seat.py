"""A resumed hosted game's free seats say whose they were. A person whose program lost its
token (closed, or its computer restarted) joined again and saw "2. Free seat" for every
seat the saved game waits for: with three remote seats, which was theirs? The offer now
marks such a seat (`former`) and the join screen names its person."""
from __future__ import annotations

import pytest

from scenes.net.seats import Place
from scenes.shell.join import JoinScene
from scenes.ui import text


def test_a_saved_games_free_seat_is_marked_in_the_offer_until_it_is_taken():
    place = Place(2, "remote", "Rosa")
    assert place.public() == {"seat": 2, "name": "Rosa", "kind": "remote", "status": "free"}
    place.former = "the token she held"          # as a resumed game's lobby sets it (table_host.py)
    assert place.public() == {"seat": 2, "name": "Rosa", "kind": "remote", "status": "free", "former": True}
    place.take("Zed")                             # taken anew: it is Zed's now, nobody's former seat
    assert "former" not in place.public() and place.public()["status"] != "free"


@pytest.mark.parametrize("language, former, plain", [
    ("en", "3. Rosa (free: their seat in the saved game)", "3. Free seat"),
    ("fr", "3. Rosa (libre : sa place dans la partie sauvegardée)", "3. Place libre")])
def test_the_join_screen_names_whose_seat_it_was(language, former, plain):
    text.set_language(language)
    try:
        seat = {"seat": 2, "name": "Rosa", "kind": "remote", "status": "free"}
        assert JoinScene.seat_words(2, {**seat, "former": True}) == former
        assert JoinScene.seat_words(2, seat) == plain
        for odd in ("yes", 1, None, [True]):          # a host's garbage is not a name to trust as such
            assert JoinScene.seat_words(2, {**seat, "former": odd}) == plain
        assert JoinScene.seat_words(2, {**seat, "former": True, "name": ""}) == plain
    finally:
        text.set_language("en")
