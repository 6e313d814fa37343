"""Walking every screen at one text size and language and collecting what does not fit
(issue 30): lines of text whose ink overlaps another's, lines cut by the frame's edge,
and lines that run out of the box they sit in or over a symbol drawn beside them
(tests/scenes/text_boxes.py records where text and the layout's boxes land). Used by
tests/scenes/test_text_size_fit.py and by `tools/crisp_report.py --overlaps`.

Drawn at 1280x720, scale 1: layouts are in design units, so what fits there fits at
every window size; the text size is what changes the geometry."""
from __future__ import annotations

import dataclasses

import pygame

from scenes import registry
from scenes.app import STEP, App, parse_args, start_scene
from scenes.shell import settings
from scenes.shell.seating import HUMAN
from scenes.ui import assets, canvas, text

from tests.scenes import text_boxes, text_fit_more

SHELL_SCREENS = ("title", "settings", "statistics", "join")
GAME_SCREENS = ("rules", "tutorial", "replay list")


def person_at_table(find: Findings, tag: str, game: str, lang: str, text_size: int, frames: int = 300) -> None:
    """Six seats, the first two people with long names: what only a person's turn shows (the
    roll button, the hand, the number pad, the hints, the cover handed over between them),
    the key presses a person's turn waits for given."""
    app = make_app(lang, game, text_size, "--speed", "fast")
    config = app.build("demo config", 6)
    people = [dataclasses.replace(seat, name=name, kind=HUMAN)
              for seat, name in zip(config.seats, ("Joséphine-Éléonore", "Maximilien-Alexandre"))]
    config = dataclasses.replace(config, seats=(*people, *cheap_computers(config, game).seats[2:]))
    app.push(app.build("title"))
    app.open(app.game_screen("rolloff"), config)
    for frame in range(frames):
        if frame % 40 == 39:
            _key(app, pygame.K_RETURN if frame < 120 else pygame.K_SPACE)    # on past the roll-off, then roll
        stepped(app)
        if frame % 25 == 0:
            find.look(app, f"{tag} {game} table (6 seats, 2 people), frame {frame}: {type(app.stack[-1]).__name__}")
    app.quit()


class Walk:
    """One language and text size: apps made at the title, and looks named after them."""

    def __init__(self, find: Findings, lang: str, text_size: int):
        self.find, self.lang, self.text_size = find, lang, text_size
        self.tag = f"{lang} {text_size}%"

    def app(self, game: str, *more: str) -> App:
        app = make_app(self.lang, game, self.text_size, *more)
        app.push(app.build("title"))
        return app

    def look(self, app: App, where: str, frames: int = 2) -> None:
        shown(app, frames)
        self.find.look(app, f"{self.tag} {where}")

    key = staticmethod(lambda app, k: _key(app, k))


class Findings:
    def __init__(self):
        self.found: dict[str, set] = {}
        self.frames = 0

    def look(self, app: App, where: str) -> None:
        frame = text_boxes.frame(app)
        self.frames += 1
        for a, b in text_boxes.overlaps(frame):
            self.found.setdefault(where, set()).add((a, b))
        for message, what in text_boxes.strays(frame):
            self.found.setdefault(where, set()).add((message, what))
        for message in frame.cut:
            self.found.setdefault(where, set()).add((message, "<cut: by an edge (the frame's, a panel's, a card's) or shown in part>"))

    def report(self) -> str:
        return "\n".join(f"{where}: {sorted(pairs)}" for where, pairs in self.found.items())


def make_app(lang: str, game: str, text_size: int, *more: str, size: str = "1280x720") -> App:
    """The app in `lang` at `text_size` (tools/crisp_report.py makes it at other window sizes)."""
    app = App(parse_args(["--size", size, "--lang", lang, "--game", game, "--seed", "3"] + list(more)))
    app.settings["text_size"] = text_size          # as the settings row does (not stored)
    settings.apply(app, ["text_size"])
    app.audio.sounds = _SOUNDS                     # each sound made once for the whole walk, not per app
    return app


_SOUNDS: dict = {}


def cheap_computers(config, game: str):
    """`config` with its computers at the game's "easy" level: they
    decide on the frame (Wazabi's harder ones think on a thread, for a tenth of a second
    a move), and a person's turns come sooner; the demo tables keep the harder ones."""
    from game.registry import game as game_spec
    kinds = game_spec(game).people_kinds
    easiest = "easy" if "easy" in kinds else kinds[0]
    return dataclasses.replace(config, seats=tuple(dataclasses.replace(s, kind=easiest) for s in config.seats))


def shown(app: App, frames: int = 2) -> None:
    """`frames` steps of time, the last one drawn (a look draws its own frame besides)."""
    for _ in range(frames):
        app.update(STEP)
    app.render()


def stepped(app: App) -> None:
    app.update(STEP)


def _key(app: App, k: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def _click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def screens(find: Findings, lang: str, text_size: int, games=None, table_frames: int = 240,
            shell: bool = True) -> None:
    """Every screen of `games` (default: all), and the shell's once; the text size and
    language are put back after."""
    try:
        _screens(find, lang, text_size, list(games or registry.games()), table_frames, shell)
    finally:
        canvas.set_text_size(1.0)
        text.set_language("en")
        assets.clear_caches()


def _screens(find: Findings, lang: str, text_size: int, games: list, table_frames: int, shell: bool) -> None:
    tag = f"{lang} {text_size}%"
    if shell:
        app = make_app(lang, games[0], text_size)
        app.push(app.build("title"))
        for name in SHELL_SCREENS:
            if name != "title":
                app.open(name)
            shown(app)
            find.look(app, f"{tag} {name}")
            if name != "title":
                app.pop()
        app.quit()
    for game in games:
        app = make_app(lang, game, text_size)
        app.push(app.build("title"))
        if game != games[0] or not shell:       # the title with this game chosen, its own settings' rows
            shown(app)
            find.look(app, f"{tag} title, {game}")
            app.open("settings")
            shown(app)
            find.look(app, f"{tag} settings, {game}")
            app.pop()
        app.open("setup")
        shown(app)
        setup = app.stack[-1]
        for _ in range(8):                       # up to the most seats the game takes
            if setup.count.value >= 6:
                break
            _click(app, setup.count.rect.center)
        shown(app)
        find.look(app, f"{tag} {game} setup, {setup.count.value} seats")
        text_fit_more.setup_with_remote(Walk(find, lang, text_size), app, game)
        app.pop()
        for screen in GAME_SCREENS:
            name = app.game_screen(screen)
            if not registry.has(name):
                continue
            app.open(name)
            shown(app)
            opened = app.stack[-1]
            find.look(app, f"{tag} {game} {screen}")
            if screen == "rules":
                for page in range(1, len(getattr(opened, "PAGES", ()))):
                    _key(app, pygame.K_RIGHT)
                    shown(app, 1)
                    find.look(app, f"{tag} {game} rules page {page + 1}")
            elif screen == "tutorial":
                for step in range(6):            # the cards and the first moves of the lesson
                    _key(app, pygame.K_RETURN)
                    shown(app, 20)
                    find.look(app, f"{tag} {game} tutorial, step {step + 2}")
            while len(app.stack) > 1:
                app.pop()
        app.quit()
        walk = Walk(find, lang, text_size)
        text_fit_more.after_game(walk, game)
        text_fit_more.lessons(walk, game)
        text_fit_more.practice_answered(walk, game)
        text_fit_more.confirms(walk, game)
        text_fit_more.lobby(walk, game)
        text_fit_more.join(walk, game)
        text_fit_more.statistics(walk, game)
        text_fit_more.alone_with_computers(walk, game)
        text_fit_more.joined_table(walk, game)
        person_at_table(find, tag, game, lang, text_size)
        app = make_app(lang, game, text_size, "--demo", "--players", "6", "--speed", "fast")   # more phases in fewer frames
        app.push(start_scene(app))
        for frame in range(table_frames):
            stepped(app)
            if frame % 20 == 0:
                find.look(app, f"{tag} {game} table (6 seats), frame {frame}")
            if frame == table_frames // 2:        # the history (L) over the table, then the pause menu
                depth = len(app.stack)
                _key(app, pygame.K_l)
                shown(app, 2)
                find.look(app, f"{tag} {game} table (6 seats), history")
                _key(app, pygame.K_l)
                _key(app, pygame.K_ESCAPE)
                shown(app, 2)
                find.look(app, f"{tag} {game} table (6 seats), pause: {type(app.stack[-1]).__name__}")
                while len(app.stack) > depth:
                    app.pop()
        app.quit()
