"""The window: display, fixed-step loop and the scene stack (its command line is read
by scenes/app_args.py). With --frames every frame
advances game time by exactly one 1/60 s step, whatever the real time, so a run is
reproducible. Scenes are opened by name (scenes/registry.py): `app.open(name, ...)`.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import sys

from game.core import files
from game.core.cli import shown
from game import registry as game_registry
from scenes import registry
from scenes.frame_rest import FrameRest
from scenes.app_args import DESIGN_SIZE, parse_args  # noqa: F401  (both read from here too)
from scenes.run_log import RunLog

STEP = 1 / 60
MAX_CATCH_UP = 5          # fixed steps per frame at most, so a stall never snowballs


class App:
    """Owns the display, audio, settings and the scene stack. Tests build one with
    `App(parse_args([...]))` and drive `dispatch`, `update` and `render` by hand."""

    def __init__(self, options: argparse.Namespace):
        import pygame
        from scenes.ui import mute_badge, text
        from scenes.ui.assets import asset_path
        from scenes.ui.audio import Audio
        from scenes.ui.letterbox import Letterbox

        from scenes.shell import settings as settings_model

        self.pygame = pygame
        self.mute_badge = mute_badge
        self.options = options
        # stored settings; --speed / --lang win for this run only (the file keeps its own)
        from scenes.shell.migrate import open_data_folder
        unusable = open_data_folder()     # 0.1's files moved into place, or: nothing can be kept
        self.settings, problems = settings_model.load()
        # messages for the player (a damaged file kept aside, ...), shown by the title screen
        self.notices: list[tuple] = [text.notice("settings_damaged", p) for p in problems]
        self.notices += [unusable] if unusable else []
        self.run_only: dict = {}
        for key, value in (("speed", options.speed), ("language", options.lang)):
            if value is not None:
                self.run_only[key] = self.settings[key]
                self.settings[key] = value
        self.fullscreen = False
        text.set_language(self.settings["language"])
        pygame.init()
        pygame.display.set_caption(text.t("title"))
        icon = asset_path("icon.png")     # drawn by tools/make_icon.py, when present
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass
        # the scenes lay out a 1280x720 frame, drawn at the picture's pixels in any window
        self.window = Letterbox(options.size)
        self.screen = self.window.frame
        self.audio = Audio()
        from scenes.ui.sprites.felt import felt
        felt(DESIGN_SIZE, whole=True)        # drawn once now rather than in the first frames
        self.rng = random.Random(options.seed)   # seeds of new games and looks only; never the dice
        self.stack: list = []
        settings_model.apply(self)
        self.demo = options.demo
        # the game chosen on the title: --game, else the one chosen there last time (a game
        # this version does not have, from another version's file, is passed over)
        remembered = self.settings.get("title_game", "")
        self.game = options.game or (remembered if remembered in registry.games() else registry.games()[0])
        # messages for the table scene in play (e.g. --log failing), shown when it next updates
        self.table_messages: list[str] = []
        self.run_log = RunLog(options.log, self.table_messages.append) if options.log else None
        self.time = 0.0
        self.running = True
        self.hosting = None          # a game hosted for other computers (scenes/net/table_host.py)
        self.next_seed = options.seed
        # the keys down now, as this window saw them (a cover takes no key pressed before it)
        self.keys_down: set[int] = set()

    # ----- scene stack -------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene) -> None:
        """Swap the top scene for another."""
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset(self, scene) -> None:
        """Empty the stack (back to a fresh screen) and show `scene`."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    # ----- scenes by name (scenes/registry.py) --------------------------------------
    def build(self, name: str, *args, **kwargs):
        """The scene named `name`, made with these arguments (not yet shown)."""
        return registry.resolve(name)(self, *args, **kwargs)

    def open(self, name: str, *args, **kwargs):
        """Show the scene named `name` on top of the current one."""
        scene = self.build(name, *args, **kwargs)
        self.push(scene)
        return scene

    def replace_with(self, name: str, *args, **kwargs):
        """Show the scene named `name` in place of the current one."""
        scene = self.build(name, *args, **kwargs)
        self.replace(scene)
        return scene

    def reset_to(self, name: str, *args, **kwargs):
        """Close every scene and show the one named `name`."""
        scene = self.build(name, *args, **kwargs)
        self.reset(scene)
        return scene

    def game_screen(self, role: str) -> str:
        """The name of the current game's screen (or part) playing `role`."""
        return registry.game_name(self.game, role)

    def game_part(self, role: str):
        """The current game's part playing `role` (e.g. its setup options), or None."""
        name = self.game_screen(role)
        return registry.resolve(name) if registry.has(name) else None

    def record(self, match) -> None:
        """A game of this run starts (or resumes): --log follows it, move by move."""
        if self.run_log is not None:
            self.run_log.follow(match)
        if self.hosting is not None:          # the seats at other computers follow it too
            self.hosting.follow(match)

    def host(self, hosting) -> None:
        """A game hosted for other computers (scenes/net/table_host.py) from now on."""
        self.stop_hosting()
        self.hosting = hosting

    def stop_hosting(self) -> None:
        """No game hosted any more: its connections closed (never waits)."""
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None

    def new_seed(self) -> int:
        """The seed for the next game: --seed for the first one, then drawn from it."""
        if self.next_seed is not None:
            seed, self.next_seed = self.next_seed, None
            return seed
        return self.rng.randrange(1, 10**9)

    # ----- one frame ------------------------------------------------------------------
    def dispatch(self, event) -> None:
        pygame = self.pygame
        if event.type == pygame.QUIT:
            self.quit()
            return
        self.window.heard(event)        # the window's pixels may be gone: the next frame copied whole
        if hasattr(event, "pos"):
            event = self.window.to_design(event)
            if event is None:       # a click on a black bar
                return
        if event.type == pygame.KEYDOWN:
            self.keys_down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()           # their releases go to another window
        if event.type == pygame.KEYDOWN:
            from scenes.shell.settings import change
            if event.key == pygame.K_F11:
                change(self, "fullscreen", not self.fullscreen)
                return
            if event.key == pygame.K_m and not _typing(self.top):
                change(self, "muted", not self.audio.muted)
                return
        for scene in reversed(list(self.stack)):
            event = scene.handle_event(event)
            if event is None:
                return

    def update(self, dt: float) -> None:
        self.time += dt
        if self.top is not None:
            self.top.update(dt)

    def render(self):
        """Draw the frame. After a resize the window may hold the last frame a few frames
        while the new one is made (scenes/ui/letterbox.py): `screen` is then the one made."""
        if self.window.fit():          # the window changed size: a frame of the new size
            self.screen = self.window.frame
        self.window.render(self._draw, self.screen)
        return self.screen

    def _draw(self, frame) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(frame)
        if self.audio.muted:          # over every screen: why the game is quiet, and the key
            self.mute_badge.draw(frame)

    def present(self) -> None:
        """Show the frame just rendered, scaled into the window."""
        self.window.present()

    def quit(self) -> None:
        """Close: every scene gets exit() (the save issue hooks in there); nothing asked."""
        self.running = False
        while self.stack:
            self.stack.pop().exit()
        self.stop_hosting()

    def run(self, frames: int = 0, fps: int = 60, screenshot: str | None = None) -> int:
        from scenes.ui import spare
        pygame = self.pygame
        # a computer's think runs only while the window rests between frames (frame_rest.py);
        # with no frame rate (--fps 0) there is no rest, and the think runs beside the frames
        rest = FrameRest(fps) if fps else None
        if rest is not None:
            rest.start()
        spare.serve(True)
        try:
            surface = self._frames(frames, rest)
        finally:                   # quitting, or failing, never hangs on a parked worker
            spare.serve(False)
            if rest is not None:
                rest.stop()
        code = 0
        if self.window.shown:      # what the window shows, at its size (bars included)
            surface = pygame.display.get_surface()
        if screenshot and not self._save_screenshot(surface, screenshot):
            code = 2
        if self.running:
            self.quit()
        return code

    def _frames(self, frames: int, rest: FrameRest | None):
        """The loop: `frames` frames (0: until quit), each resting as `rest` says; the
        last frame's surface."""
        from scenes.ui import spare
        pygame = self.pygame
        clock = pygame.time.Clock()
        fixed = frames > 0
        lag = 0.0
        count = 0
        surface = self.screen
        while self.running:
            for event in pygame.event.get():
                self.dispatch(event)
            if not self.running:
                break
            if fixed:
                self.update(STEP)
            else:
                lag = min(lag + clock.get_time() / 1000, STEP * MAX_CATCH_UP)
                while lag >= STEP:
                    self.update(STEP)
                    lag -= STEP
            if not self.running:
                break
            surface = self.render()
            self.present()
            # after a resize, the new size's surfaces asked for this frame (scenes/ui/spare.py)
            spare.make_waiting()
            if count:    # in the spare time of later frames: nothing delays the first one
                self.audio.prepare_next()
            if rest is not None:
                rest.rest()
            clock.tick()         # the time since the last frame, for the fixed steps
            count += 1
            if fixed and count >= frames:
                break
        return surface

    def _save_screenshot(self, surface, path: str) -> bool:
        """Save the last frame as PNG; a failure (a full disk, a folder gone) is one line."""
        try:     # encoded first, then written whole (game/core/files.py): never half a PNG
            encoded = io.BytesIO()
            self.pygame.image.save(surface, encoded, "png")
            files.write_atomic(path, encoded.getvalue())
            return True
        except (OSError, self.pygame.error) as error:
            if sys.stderr is not None:
                sys.stderr.write(f"main.py: error: cannot save the screenshot {shown(path)}: {error}\n")
            return False


def _typing(scene) -> bool:
    return bool(getattr(scene, "typing", False))


def start_scene(app: App):
    """Title screen, or straight to a demo game of the chosen game."""
    if app.demo:
        config = app.build("demo config", app.options.players)
        return app.build(app.game_screen("rolloff"), config)
    return app.build("title")


def open_scenes(app: App) -> None:
    """The first scenes: the start scene, then a log given with --replay on top."""
    app.push(start_scene(app))
    if app.options.replay and not app.demo:
        app.game = game_of_log(app.options.replay, app.game)
        app.game_part("open log")(app, app.options.replay)


def game_of_log(path: str, default: str) -> str:
    """The game a log file's first line names, when it is one this window can replay (a
    log of version 0.1 names none: it is the legacy game's, game/registry.py); else the
    default game's replay list says what is wrong with the file."""
    try:
        with open(path, encoding="utf-8") as f:
            start = json.loads(f.readline(1_000_000))     # a start line is short; a huge one is no log
        game = start.get("game", game_registry.legacy_game())
    except (OSError, ValueError, AttributeError):
        return default       # the replay list says what is wrong with the file
    replays = game in registry.games() and registry.has(registry.game_name(game, "open log"))
    return game if replays else default


def window_environment(environ, platform: str) -> None:
    """What SDL is asked before the window opens; a value the player set wins."""
    environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if platform.startswith("linux"):
        # the frame goes to the window by X11's shared-memory copy, not an OpenGL texture:
        # without a GPU driver (a virtual machine, a remote desktop) that texture is Mesa's
        # software renderer, 3 to 4 times the CPU at rest (tools/bench_idle.py, README)
        environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def main(argv: list[str]) -> int:
    window_environment(os.environ, sys.platform)      # first: checking --game imports pygame
    options = parse_args(argv)
    if options.frames and os.environ.get("SDL_VIDEODRIVER") == "dummy":
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.shell import crash   # log file in the user data folder; an error shows in the window
    crash.start_logging()
    try:
        return crash.guard(lambda: _play(options), wait=not options.frames)
    finally:
        import pygame
        pygame.quit()


def _play(options: argparse.Namespace) -> int:
    app = App(options)
    open_scenes(app)
    return app.run(options.frames, options.fps, options.screenshot)
