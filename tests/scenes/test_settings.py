"""Settings: defaults from the system language, stored as JSON, changed live from the
overlay (title and pause), command-line values winning for one run only."""
from __future__ import annotations

import json

import pygame
import pytest

from scenes import registry
from scenes.eceg import settings as eceg_settings
from scenes.shell import settings
from scenes.ui import text, theme, userdata
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell.pause import PauseScene
from scenes.shell.settings import SettingsScene
from scenes.ui.sprites import seats
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import until_deciding, click, key, make_app, top
from tests.scenes.test_save_resume import table_of

ECEG = "easy-come-easy-go"
# the shared rows each game's table uses, then its own: Easy Come, Easy Go takes nothing back
# (a roll follows each decision), YAM color's race neither asks to confirm nor takes back
SHARED = ["language", "speed", "volume", "muted", "fullscreen", "colour_blind"]
ROWS = {ECEG: SHARED + ["confirm_moves", "text_size", "coach_allowed"],
        "wazabi": SHARED + ["confirm_moves", "take_back_time", "text_size", "hint_allowed"],
        "yam-color": SHARED + ["text_size", "yam_after_check"]}


def stored(game: str | None = None) -> dict:
    """The shared settings file, or one game's own."""
    return json.loads(userdata.settings_path(game).read_text(encoding="utf-8"))


def stored_anywhere(name: str):
    """A setting from the file that holds it: the game's own file first (the coach setting)."""
    own = userdata.settings_path(ECEG)
    return (stored(ECEG) if own.exists() and name in stored(ECEG) else stored())[name]


def open_settings_from_title(app) -> SettingsScene:
    app.push(TitleScene(app))
    title = top(app)
    key(app, pygame.K_RIGHT)          # New game, then Tutorial beside it and Settings under it
    key(app, pygame.K_DOWN)
    assert title.ring.current.text == text.t("settings")
    key(app, pygame.K_RETURN)
    overlay = top(app)
    assert isinstance(overlay, SettingsScene)
    return overlay


@pytest.mark.parametrize("env, expected", [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "de_DE.UTF-8"}, "en"),
                                           ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US"}, "fr"),
                                           ({"LC_MESSAGES": "fr_BE"}, "fr")])
def test_the_system_language_picks_the_default(monkeypatch, env, expected):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert settings.system_language() == expected
    app = make_app()
    assert app.settings["language"] == expected and text.language() == expected


def test_the_language_changes_live_from_the_title_and_is_stored():
    app = make_app()
    overlay = open_settings_from_title(app)
    title = app.stack[-2]
    assert overlay.ring.current is overlay.choices["language"]
    key(app, pygame.K_RETURN)                       # English -> Français
    assert text.language() == "fr" and stored()["language"] == "fr"
    app.render()
    assert [b.text for b in title.buttons][0] == "Nouvelle partie"
    assert overlay.close.text == "Fermer"
    assert pygame.display.get_caption()[0] == text.t("title")
    key(app, pygame.K_ESCAPE)
    assert top(app) is title
    again = make_app()                              # next start: French, from the file
    assert again.settings["language"] == "fr" and text.language() == "fr"


def test_every_setting_can_be_changed_by_keyboard_and_is_written_atomically():
    app = make_app()
    overlay = open_settings_from_title(app)
    assert list(overlay.choices) == ROWS[ECEG]                    # Easy Come, Easy Go's own last
    for name in overlay.choices:
        before = app.settings[name]
        while overlay.ring.current is not overlay.choices[name]:
            key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)
        assert app.settings[name] != before and stored_anywhere(name) == app.settings[name], name
    assert app.audio.muted is True and theme.colour_blind() is True
    assert app.audio.volume == app.settings["volume"] == 0.9
    assert app.fullscreen is True
    assert "coach_allowed" not in stored() and stored(ECEG) == {"coach_allowed": False}
    for folder in (userdata.data_dir(), userdata.game_dir(ECEG)):   # no temporary file left
        assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []
    key(app, pygame.K_m)                            # M mutes from anywhere: the setting follows
    assert app.settings["muted"] is False and stored()["muted"] is False
    app.update(1 / 60)
    assert overlay.choices["muted"].value is False
    settings.change(app, "colour_blind", False)


def test_the_take_back_time_is_changed_by_keyboard_where_a_table_takes_back_and_kept_where_not():
    app = make_app("--game", "wazabi")
    overlay = open_settings_from_title(app)
    while overlay.ring.current is not overlay.choices["take_back_time"]:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)                        # 2 seconds -> until I go on
    assert app.settings["take_back_time"] == stored()["take_back_time"] == "until_done"
    key(app, pygame.K_ESCAPE)
    app.game = ECEG                                 # its table takes nothing back: no row, the value kept
    overlay = open_settings_from_title(app)
    assert "take_back_time" not in overlay.choices and app.settings["take_back_time"] == "until_done"


def test_command_line_speed_and_language_win_for_the_run_but_are_not_stored():
    userdata.save_settings({"speed": "slow", "language": "fr"})
    app = make_app("--speed", "instant", "--lang", "en")
    assert app.settings["speed"] == "instant" and text.language() == "en"
    settings.change(app, "volume", 0.5)
    assert stored()["speed"] == "slow" and stored()["language"] == "fr" and stored()["volume"] == 0.5
    settings.change(app, "speed", "fast")          # changed by the player: stored
    assert stored()["speed"] == "fast"


@pytest.mark.parametrize("stored", [
    {"speed": "ludicrous"}, {"language": "xx"}, {"volume": 7.5}, {"volume": -0.1}, {"muted": 1},
    {"fullscreen": "yes"}, {"colour_blind": None}, {"volume": True}, {"volume": 10**400}, [], "normal", 3])
def test_settings_that_parse_but_are_wrong_are_kept_aside_with_a_message(stored):
    userdata.save_settings({"muted": True, "speed": "fast"})
    path = userdata.settings_path()
    content = json.dumps(stored if not isinstance(stored, dict) else {"muted": True, **stored})
    path.write_text(content, encoding="utf-8")
    app = make_app()
    assert app.settings == settings.defaults() and not app.audio.muted      # all defaults, none half-used
    kept = list(userdata.data_dir().glob("settings.json.bad-*"))
    assert [p.read_text(encoding="utf-8") for p in kept] == [content] and not path.exists()
    assert app.notices == [("settings_damaged", {"file": kept[0].name})]


@pytest.mark.parametrize("content", ['{"volume": NaN}', '{"volume": 1e999}', '{"coach_allowed": 0}'])
def test_settings_with_numbers_no_setting_takes_are_kept_aside(content):
    own = userdata.settings_path(ECEG) if "coach" in content else userdata.settings_path()
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(content, encoding="utf-8")
    app = make_app()
    assert app.settings == settings.defaults()
    assert [m for m, _ in app.notices] == ["settings_damaged"] and not own.exists()


def test_a_volume_between_steps_takes_the_nearest_step():
    userdata.save_settings({"volume": 0.47, "muted": True})
    app = make_app()
    assert app.settings["volume"] == 0.5 and app.settings["muted"] is True and app.notices == []


def test_animation_speed_sets_the_pace_of_people_and_computers():
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "greedy")), seed=3)
    table = table_of(app, config)
    paces = {}
    for speed in settings.SPEEDS:
        settings.change(app, "speed", speed)
        paces[speed] = (table.driver.pace(0), table.driver.pace(1))
    assert paces["slow"][0] > paces["normal"][0] > paces["fast"][0] > paces["instant"][0] == 0
    assert paces["slow"][1] > paces["normal"][1] > paces["fast"][1] > paces["instant"][1] == 0


def test_instant_speed_skips_the_dice_tumble_of_a_person():
    app = make_app()
    settings.change(app, "speed", "instant")
    table = table_of(app)
    until_deciding(app, table, 5)
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)
    assert len(table.state.kept) == 1 and table.state.phase == "roll"   # one die aside, three to throw
    app.update(1 / 60)
    app.update(1 / 60)
    # two frames later the three dice have been thrown, are at rest, and the person decides
    assert table.state.phase == "decide" and len(table.state.rolled) == 3
    assert table.layer.awaiting_human
    assert len(table.layer.dice) == 4 and all(not d.moving for d in table.layer.dice)


def test_settings_from_the_pause_menu_and_speed_cycles_there():
    app = make_app()
    table = table_of(app)
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[1].rect.center)
    assert app.settings["speed"] == "fast" and stored()["speed"] == "fast"
    click(app, pause.buttons[3].rect.center)
    overlay = top(app)
    assert isinstance(overlay, SettingsScene)
    click(app, overlay.choices["language"].rect.center)
    assert text.language() == "fr"
    surface = app.render()
    assert surface.get_size() == (1280, 720)
    assert pause.buttons[0].text == "Reprendre"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert top(app) is table
    assert table.layer.view.roll_label() in ("Lancer", "Finir le tour")
    text.set_language("en")


def test_colour_blind_palette_and_seat_symbols():
    app = make_app()
    red = theme.SEAT_COLOURS[0][1]
    area = seats.SeatArea(0, "Ana", red, "Human")
    assert area.colour == red
    settings.change(app, "colour_blind", True)
    assert area.colour == theme.COLOUR_BLIND[red] != red
    safe = [theme.seat_colour(c) for _, c in theme.SEAT_COLOURS]
    assert len(set(safe)) == len(safe)
    settings.change(app, "colour_blind", False)
    # six seats, six shapes: the masks of the drawn symbols all differ
    masks = []
    for seat in range(6):
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        seats.draw_symbol(s, seat, (200, 200, 200), (20, 20), 12)
        masks.append(pygame.mask.from_surface(s))
    for a in range(6):
        for b in range(a + 1, 6):
            differing = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
            assert differing >= 60, (a, b, differing)


def test_coach_allowed_applies_to_games_with_a_computer_only():
    class Seat:
        def __init__(self, kind):
            self.kind = kind

    class Match:
        def __init__(self, *kinds):
            self.seats = [Seat(k) for k in kinds]
    allowed = {"coach_allowed": False}
    assert eceg_settings.coach_allowed(allowed, Match("human", "human"))
    assert not eceg_settings.coach_allowed(allowed, Match("human", "hard"))
    assert eceg_settings.coach_allowed({"coach_allowed": True}, Match("human", "hard"))


@pytest.mark.parametrize("game, own", [("easy-come-easy-go", ["coach_allowed"]), ("wazabi", ["hint_allowed"]),
                                       ("yam-color", ["yam_after_check"])])
def test_a_games_own_settings_are_shown_only_while_it_is_chosen(game, own):
    app = make_app("--game", game)
    overlay = open_settings_from_title(app)
    assert list(overlay.choices) == ROWS[game] and ROWS[game][-len(own):] == own
    app.render()
    close = overlay.close.rect
    assert all(c.rect.bottom < close.top and overlay.rect.contains(c.rect) for c in overlay.choices.values())
    if own == ["coach_allowed"]:
        coach = overlay.choices["coach_allowed"]
        assert coach.label(coach.value) == "Coach allowed against computers: on"
        click(app, coach.rect.center)
        assert app.settings["coach_allowed"] is False and stored("easy-come-easy-go") == {"coach_allowed": False}


def test_each_games_stored_settings_are_those_it_declares():
    declared = {game: defaults for game in registry.games() if (defaults := settings.game_setting_defaults(game))}
    assert declared == {game: own for game, own in settings.game_defaults().items() if own}
    assert declared == {"easy-come-easy-go": {"coach_allowed": True}, "wazabi": {"hint_allowed": True},
                        "yam-color": {"yam_after_check": "key"}}


def test_settings_show_the_chosen_games_rows_after_choosing_it_on_the_title_and_from_its_pause():
    """Issue 26: "Settings on the Wazabi and YAM titles show ECEG's coach setting". Fixed
    before this branch (each game's own rows come from its "settings" part); this guards
    it through the real way there: the title's game choice with the arrows, then Settings;
    and Settings from each game's pause."""
    from tests.scenes.test_history_panel import three_tables
    own = {"easy-come-easy-go": ["coach_allowed"], "wazabi": ["hint_allowed"], "yam-color": ["yam_after_check"]}
    app = make_app("--game", ECEG)
    app.push(TitleScene(app))
    title = top(app)
    seen = []
    for _ in registry.games():
        title.ring.focus(title.game_choice)
        key(app, pygame.K_RIGHT)                         # the next game on the title
        game = app.game
        for _ in range(len(title.ring.widgets)):          # Tab round the menu to Settings
            if getattr(title.ring.current, "text", None) == text.t("settings"):
                break
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        overlay = top(app)
        assert isinstance(overlay, SettingsScene)
        assert list(overlay.choices) == ROWS[game] and ROWS[game][-1:] == own[game], game
        app.render()
        key(app, pygame.K_ESCAPE)
        seen.append(game)
    assert sorted(seen) == sorted(own)
    for _, app, table in three_tables():
        game = table.match.game_id
        app.game = ECEG if game != ECEG else "wazabi"     # whatever the title showed last: the table's game counts
        key(app, pygame.K_ESCAPE)
        pause = top(app)
        click(app, next(b for b in pause.buttons if b.text == text.t("settings")).rect.center)
        overlay = top(app)
        assert isinstance(overlay, SettingsScene)
        assert list(overlay.choices) == ROWS[game] and ROWS[game][-1:] == own[game], game


def test_the_text_size_is_a_setting_that_enlarges_the_text_live_and_is_stored():
    from scenes.ui import assets, canvas
    app = make_app()
    overlay = open_settings_from_title(app)
    height = assets.text("Settings", 24).get_height()
    while overlay.ring.current is not overlay.choices["text_size"]:
        key(app, pygame.K_TAB)
    assert overlay.choices["text_size"].label(125).startswith("Text size: 125")
    key(app, pygame.K_RIGHT)                        # 100% -> 125%
    assert app.settings["text_size"] == 125 and stored()["text_size"] == 125
    assert canvas.text_size() == 1.25 and assets.text("Settings", 24).get_height() > height
    app.render()
    canvas.set_text_size(1.0)
    again = make_app()                              # next start: 125%, from the file
    assert again.settings["text_size"] == 125 and canvas.text_size() == 1.25
    text.set_language("fr")
    assert overlay.choices["text_size"].label(150) == "Taille du texte : 150 %"
