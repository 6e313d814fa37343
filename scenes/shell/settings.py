"""Settings: the model (defaults, stored as JSON in the per-user folder, applied
live) and the overlay that edits it, opened from the title and the pause menu.

`app.settings` is the one source of truth, one flat dict; scenes read it when they
need it (the table reads "speed" for every animation). Stored, it is split: the
shared settings in the data folder's settings.json, each game's own
in that game's folder (paths: scenes/ui/userdata.py). A game declares its own
settings (`game_settings`: game/core/contract.py's Option, registered as its scenes'
"settings" part); the overlay shows them while that game is chosen. A change goes
through `change`, which applies it at once and writes the file that holds it
(atomically).
"""
from __future__ import annotations

import locale
import os

import pygame

from scenes import registry
from scenes.shell import option_choices, take_back_wait
from scenes.ui import assets, canvas, text, theme, userdata
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.text import t
from scenes.ui.widgets import Button, Choice, FocusRing

LANGUAGES = ("en", "fr")
SPEEDS = ("slow", "normal", "fast", "instant")
VOLUMES = tuple(round(v / 10, 1) for v in range(0, 11))
TEXT_SIZES = (100, 125, 150)      # per cent: every text of the interface that much larger


def system_language() -> str:
    """French if the system speaks it (LC_ALL, LC_MESSAGES, LANG, then the locale), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except (ValueError, TypeError):
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def shared_defaults() -> dict:
    return {"language": system_language(), "speed": "normal", "volume": 0.8, "muted": False,
            "fullscreen": False, "colour_blind": False,
            "confirm_moves": False,    # asked before a move that cannot be taken back
            # how long the table waits, a move just made, before the others go on
            take_back_wait.SETTING: take_back_wait.DEFAULT,
            "text_size": 100,
            "join_address": "", "join_name": "",    # Join a game: the last address and name typed
            "title_game": ""}     # the game last chosen on the title, shown at the next start ("": the first)


def game_defaults() -> dict[str, dict]:
    """Each game's own settings with their defaults, by game id: the "settings" part its
    scenes package registers (a game without one has none). Their keys are unique
    across games and the shared ones, so app.settings can hold them all side by side."""
    found: dict[str, dict] = {}
    taken = set(shared_defaults())
    for game in registry.games():
        part = registry.game_name(game, "settings")
        if registry.has(part):
            own = game_setting_defaults(game)
            if taken & set(own):
                raise ValueError(f"{game}: settings already named elsewhere: {', '.join(sorted(taken & set(own)))}")
            taken |= set(own)
            found[game] = own
    return found


def game_settings(game_id: str) -> tuple:
    """The settings game `game_id` declares as its own (Options), in the order shown."""
    name = registry.game_name(game_id, "settings")
    return tuple(registry.resolve(name)) if registry.has(name) else ()


def game_setting_defaults(game_id: str) -> dict:
    return {setting.name: setting.default for setting in game_settings(game_id)}


def defaults() -> dict:
    merged = shared_defaults()
    for own in game_defaults().values():
        merged.update(own)
    return merged


def owner(key: str) -> str | None:
    """The game whose setting `key` is, or None for a shared one."""
    return next((game for game, own in game_defaults().items() if key in own), None)


def check(values: dict) -> dict:
    """The stored settings' values beyond their types (scenes/ui/userdata.py checks
    those): a value no screen offers is a damaged file (ValueError), kept aside."""
    for key, allowed in (("language", LANGUAGES), ("speed", SPEEDS),
                         (take_back_wait.SETTING, take_back_wait.CHOICES)):
        if key in values and values[key] not in allowed:
            raise ValueError(f"{key}: {values[key][:30]!r} is not one of {', '.join(allowed)}")
    if "text_size" in values and values["text_size"] not in TEXT_SIZES:
        raise ValueError(f"text_size: {values['text_size']!r} is not one of {', '.join(map(str, TEXT_SIZES))}")
    for key in ("join_address", "join_name", "title_game"):
        if key in values and (len(values[key]) > 100 or not values[key].isprintable()):
            raise ValueError(f"{key}: not a short line of text")
    if "volume" in values:
        volume = values["volume"]
        if not 0 <= volume <= 1:          # NaN too
            raise ValueError(f"volume: {volume!r} is not from 0 to 1")
        values["volume"] = min(VOLUMES, key=lambda v: abs(v - volume))    # the nearest step offered
    return values


def load() -> tuple[dict, list[str]]:
    """(settings, problems): the stored settings over the defaults; `problems` has a
    short message for each file that could not be used (it has been kept aside)."""
    settings, problem = userdata.load_settings_checked(shared_defaults(), check=check)
    problems = [problem] if problem else []
    for game, own in game_defaults().items():
        values, problem = userdata.load_settings_checked(own, game, check)
        settings.update(values)
        problems += [problem] if problem else []
    return settings, problems


def save(settings: dict, keys=None) -> bool:
    """Store the settings (only the files holding `keys`, when given); False if they
    could not all be kept (an unusable data folder: kept for this run only)."""
    own_by_game = game_defaults()
    games = {next((g for g, own in own_by_game.items() if key in own), None)
             for key in (settings if keys is None else keys)}
    stored = True
    for game in sorted(games, key=str):
        own = shared_defaults() if game is None else own_by_game[game]
        stored &= userdata.save_settings({k: settings[k] for k in own if k in settings}, game)
    return stored


def apply(app, keys=None) -> None:
    """Make the settings (or just `keys`) take effect now."""
    settings = app.settings
    keys = set(settings) if keys is None else set(keys)
    if "text_size" in keys:
        canvas.set_text_size(settings["text_size"] / 100)
    if keys & {"language", "text_size"}:
        text.set_language(settings["language"])
        assets.clear_caches()
        pygame.display.set_caption(text.t("title"))
        for scene in app.stack:          # scenes that keep laid-out text rebuild it
            refresh = getattr(scene, "refresh_text", None)
            if refresh:
                refresh()
    if keys & {"volume", "muted"}:
        app.audio.volume = settings["volume"]
        if app.audio.muted != settings["muted"]:
            app.audio.toggle_mute()
    if "colour_blind" in keys:
        theme.use_colour_blind_palette(settings["colour_blind"])
    if "fullscreen" in keys and getattr(app, "fullscreen", False) != settings["fullscreen"]:
        app.fullscreen = settings["fullscreen"]
        app.window.set_fullscreen(app.fullscreen)     # the picture stays whole (scenes/ui/letterbox.py)


def change(app, key: str, value) -> None:
    """Set one setting, apply it and store the file. A value given on the command
    line for this run is not stored, unless the player changes it here."""
    app.settings[key] = value
    run_only = getattr(app, "run_only", {})
    run_only.pop(key, None)
    apply(app, [key])
    save({**app.settings, **run_only}, [key])


def shared_rows(game: str, rows: tuple[str, ...]) -> tuple[str, ...]:
    """The shared settings that do something at `game`'s table: a table that never asks to
    confirm a move, or takes nothing back, has no row for it (the stored value stays, for
    the games that use it)."""
    part = registry.game_name(game, "table layer")
    layer = registry.resolve(part) if registry.has(part) else None      # (none: every row)
    unused = {row for row, used in (("confirm_moves", "confirms"), (take_back_wait.SETTING, "takes_back"))
              if not getattr(layer, used, True)}
    return tuple(row for row in rows if row not in unused)


class SettingsScene(Scene):
    """Overlay: one row per setting (the shared ones its table uses, then the chosen game's own); click
    (or Enter/Space/arrows) to change it, Tab to move, Esc to close."""
    overlay = True
    ROWS = ("language", "speed", "volume", "muted", "fullscreen", "colour_blind", "confirm_moves",
            take_back_wait.SETTING, "text_size")   # every game's
    ROW_STEP = 58
    TALLEST = 700            # the panel's height at most (a game with several of its own rows)

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        # `game`: the table's, from its pause (its rows whatever the title showed), else the title's
        own = game_settings(game or app.game)
        self.rows = shared_rows(game or app.game, self.ROWS)
        rows = len(self.rows) + len(own)
        step = min(self.ROW_STEP, (self.TALLEST - 214) // rows)     # rows closer when many
        self.rect = pygame.Rect(0, 0, 720, 214 + step * rows)
        self.rect.center = (640, 360)
        s = app.settings
        x, w = self.rect.x + 60, self.rect.width - 120
        y = self.rect.y + 100
        on_off = (False, True)
        options = {"language": LANGUAGES, "speed": SPEEDS, "volume": VOLUMES, "muted": on_off,
                   "fullscreen": on_off, "colour_blind": on_off, "confirm_moves": on_off,
                   take_back_wait.SETTING: take_back_wait.CHOICES, "text_size": TEXT_SIZES}
        self.choices = {}
        for k, key in enumerate(self.rows):
            values = options[key]
            current = values.index(s[key]) if s[key] in values else 0
            self.choices[key] = Choice((x, y + k * step, w, 48), values, current,
                                       label=lambda v, key=key: self.label(key, v),
                                       on_change=lambda v, key=key: change(self.app, key, v), size=21)
        for k, setting in enumerate(own, start=len(self.rows)):
            self.choices[setting.name] = option_choices.choice(
                setting, (x, y + k * step, w, 48), s.get(setting.name, setting.default), size=21,
                on_change=lambda v, key=setting.name: change(self.app, key, v))
        self.close = Button((self.rect.centerx - 110, self.rect.bottom - 96, 220, 54), lambda: t("close"),
                            app.pop, size=24)
        self.ring = FocusRing(list(self.choices.values()) + [self.close])

    @staticmethod
    def label(key: str, value) -> str:
        if key == "language":
            return t("setting_language", value=t("language_" + value))
        if key == "speed":
            return t("setting_speed", value=t("speed_" + value))
        if key == "volume":
            return t("setting_volume", value=round(value * 100))
        if key == "text_size":
            return t("setting_text_size", value=value)
        if key == take_back_wait.SETTING:
            return t("setting_take_back_time", value=t("take_back_time_" + value))
        return t("setting_" + key, value=t("on") if value else t("off"))

    def sync(self) -> None:
        """Show values changed elsewhere (M mutes, F11 toggles full screen)."""
        for key, choice in self.choices.items():
            if key in self.app.settings and self.app.settings[key] in choice.options:
                choice.set(self.app.settings[key])

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        if event.type == pygame.MOUSEMOTION:
            for w in self.ring.widgets:
                w.handle_event(event)
            return None
        self.ring.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        self.sync()

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        title = assets.shadowed(t("settings"), assets.heading(48), theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 24)))
        for choice in self.choices.values():
            choice.draw(surface)
        self.close.draw(surface)
        # the keys' line under Close, within the frame: no taller than the room there, and
        # smaller when too long for the panel (French at 150 % ran over both edges)
        room = self.rect.bottom - 12 - (self.close.rect.bottom + 4)
        size = assets.fitted(t("settings_hint"), assets.no_taller(16, room), self.rect.width - 60)
        hint = assets.text(t("settings_hint"), size, (170, 200, 180))
        surface.blit(hint, hint.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 12)))
