"""The title opens on the game chosen there last time (a YAM color player no longer
switches at every start): chosen with the title's arrows, kept in the shared settings
file, shown by the next start; --game still decides, and a game this version does not
have (another version's file) is passed over without calling the file damaged."""
from __future__ import annotations

import json

import pygame

from scenes import registry
from scenes.ui import userdata

from tests.scenes.scene_helpers import key, make_app, top


def title_of(*argv):
    app = make_app(*argv)
    app.push(app.build("title"))
    return app, top(app)


def test_the_game_chosen_on_the_title_is_the_one_shown_at_the_next_start():
    first, *others = registry.games()
    app, title = title_of()
    assert app.game == first                         # nothing chosen yet: the first game
    title.ring.focus(title.game_choice)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.game == others[1]
    app.quit()
    stored = json.loads(userdata.settings_path(None).read_text(encoding="utf-8"))
    assert stored["title_game"] == others[1]
    app, title = title_of()                          # the next start
    assert app.game == others[1] and title.game_choice.value == others[1]
    app.quit()
    app, _ = title_of("--game", first)               # --game still decides...
    assert app.game == first
    app.quit()
    app, _ = title_of()                              # ...for that run only
    assert app.game == others[1]
    app.quit()


def test_a_game_this_version_does_not_have_is_passed_over_and_the_file_kept():
    path = userdata.settings_path(None)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"title_game": "chess", "speed": "fast"}), encoding="utf-8")
    app, _ = title_of()
    assert app.game == registry.games()[0]
    assert app.settings["speed"] == "fast"          # the rest of the file is used: not damaged
    assert not any("settings" in str(n).lower() for n in userdata.notices)
    app.quit()
