"""A seeded monkey on games played across computers, over loopback only (127.0.0.1, a
free port). `tools/monkey.py` reaches the lobby and the join screen, but nobody ever
takes a seat of its games nor does it join one: here other programs do, and the network's
screens are where a person least expects a crash. Each seed plays one of two rounds:

- **host**: the window hosts a game (one to three of its seats Remote, the others
  people here or computers); headless clients (scenes/net/client.py, each on a thread
  of its own) take remote seats, drop as a pulled cable would and come back with their
  token, and new ones join; random keys (number keys for any of six seats, Start, G,
  Esc...) and clicks go to the host's lobby and table;
- **join**: a second window joins a game hosted by a first (its other seats computers)
  through the title's *Join a game*, as a person does; random keys and clicks go to the
  joined window, whose connection is pulled now and then and which joins again from its
  title; the host's table gets a few keys too.

Random events seldom bring a game to its end; so in half the rounds the game is then
pushed on (keys that move it on, pressed every few frames; seats pulled out come back)
until it ends, for what happens then across computers. (YAM color's races run on the
host's real clock, a round at least its call time: its games are seldom over even so.)

Both apps are the real ones, headless, stepped by hand (1/60 s a frame), in English or
in French (one language a round). After each
round the host's game, if one began, must replay from its log to its state. Any
exception is a failure, printed with the seed and the last events:

    python tools/monkey_net.py [--seeds N] [--seed S] [--frames F]

Every wait is bounded in frames; a seed takes a few seconds."""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import threading
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402

DATA = setup_environment("eceg-monkey-net-")

import pygame  # noqa: E402

from game.registry import replay_game  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.net.client import Client, JoinError  # noqa: E402
from scenes.shell.saved_seats import config_class  # noqa: E402
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig  # noqa: E402
from scenes.ui.text import t  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402

GAMES = ("easy-come-easy-go", "wazabi", "yam-color")
LEVELS = ("easy", "medium")          # quick computers: the rounds are about the network's screens
WAIT_FRAMES = 3000                   # the longest any set-up step is waited for (50 s of game time)
FINISH_FRAMES = 30000                # the most a round's game is pushed on for, to its end (below)


def _moving_keys():
    """The keys that move a game on at any of the three tables (roll, play or take the
    first, a die or card, pass, a direction, give the away seats, go on after a check)."""
    k = pygame
    return [k.K_SPACE, k.K_RETURN, k.K_1, k.K_2, k.K_3, k.K_p, k.K_LEFT, k.K_g, k.K_4]


def _keys():
    k = pygame
    return [k.K_SPACE, k.K_RETURN, k.K_ESCAPE, k.K_g, k.K_h, k.K_l, k.K_t, k.K_u, k.K_e, k.K_p, k.K_TAB,
            k.K_LEFT, k.K_RIGHT, k.K_UP, k.K_DOWN, k.K_BACKSPACE] + [getattr(k, f"K_{n}") for n in range(10)]


def click(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k: int) -> None:
    name = pygame.key.name(k)
    text = name if len(name) == 1 else ""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0))


def on_top(app) -> str:
    return type(app.stack[-1]).__name__ if app.stack else ""


class Remote:
    """A headless client on a thread of its own; `pull()` drops it as a pulled cable."""

    def __init__(self, port: int, **options):
        self.client = Client(f"ws://127.0.0.1:{port}", reconnect=0, **options)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self.client.run())
        except (JoinError, asyncio.CancelledError, OSError):
            pass                     # refused, or dropped: what a monkey's remote seats do
        finally:                     # what a pulled cable left under way (a press), ended
            pending = asyncio.all_tasks(self.loop)
            for task in pending:
                task.cancel()
            if pending:
                self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.close()

    def pull(self) -> None:
        if not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(self.client.kill)
            except RuntimeError:     # its loop ended meanwhile
                pass


class Round:
    """One seed's round: its apps, its remote clients, what happened (for the report)."""

    def __init__(self, seed: int, frames: int, counts: Counter, finish: int = FINISH_FRAMES):
        self.rng = random.Random(seed)
        self.lang = self.rng.choice(("en", "fr"))     # one per round: the language is the process's
        self.seed, self.frames, self.counts = seed, frames, counts
        self.finish_frames = finish         # at most, pushing a game on to its end
        self.keys = _keys()
        self.story: list[str] = []
        self.apps: list[App] = []
        self.remotes: dict[int, Remote] = {}

    def app(self, *argv: str) -> App:
        made = App(parse_args(["--lang", self.lang,
                               "--speed", self.rng.choice(("instant", "instant", "fast", "normal")),
                               "--seed", str(self.rng.randrange(10**6)), *argv]))
        self.apps.append(made)
        return made

    def step(self, *apps) -> None:
        for app in apps:
            if app.running and app.stack:
                app.update(STEP)
        self.frame += 1
        if self.frame % 20 == 0:
            for app in apps:
                if app.running and app.stack:
                    app.render()
        time.sleep(0.0003)           # the network's threads run meanwhile (the GIL)

    def wait(self, apps, condition, what: str) -> None:
        for _ in range(WAIT_FRAMES):
            if condition():
                return
            self.step(*apps)
        raise AssertionError(f"waited {WAIT_FRAMES} frames for {what}")

    def poke(self, app, who: str) -> None:
        """A random key or click on `app`'s top screen (Esc seldom: it leaves)."""
        if self.rng.random() < 0.65:
            k = self.rng.choice(self.keys)
            if k == pygame.K_ESCAPE and self.rng.random() < 0.8:
                return
            self.story.append(f"{self.frame} {who} key {pygame.key.name(k)} on {on_top(app)}")
            key(app, k)
        else:
            pos = (self.rng.randrange(1280), self.rng.randrange(720))
            self.story.append(f"{self.frame} {who} click {pos} on {on_top(app)}")
            click(app, pos)
        self.counts["events"] += 1

    # ----- the window hosts ---------------------------------------------------------------
    def hosted_config(self, game: str, with_people: bool):
        n = self.rng.randint(2, 4)
        first = HUMAN if with_people and self.rng.random() < 0.5 else self.rng.choice(LEVELS)
        kinds = [first] + [REMOTE if self.rng.random() < 0.6 else self.rng.choice(LEVELS) for _ in range(n - 1)]
        if REMOTE not in kinds:
            kinds[-1] = REMOTE
        seats = tuple(SeatConfig(f"S{i + 1}", SEAT_COLOURS[i][1], k) for i, k in enumerate(kinds))
        self.story.append(f"{game}: {kinds}")
        return kinds, config_class(game)(seats, seed=self.seed, extra={"net": {"port": 0, "address": "127.0.0.1"}})

    def open_lobby(self, game: str, with_people: bool):
        kinds, config = self.hosted_config(game, with_people)
        host = self.app("--game", game)
        host.open("lobby", config)
        lobby = host.stack[-1]
        self.wait([host], lambda: lobby.hosting.ready or lobby.hosting.error, "the lobby to listen")
        if not lobby.hosting.ready:
            raise AssertionError(f"the lobby could not listen: {lobby.hosting.error}")
        return host, lobby, kinds

    def host_round(self, game: str) -> object:
        host, lobby, kinds = self.open_lobby(game, with_people=True)
        port, tokens = lobby.hosting.port_now(), {}
        for seat, kind in enumerate(kinds):
            if kind == REMOTE and self.rng.random() < 0.6:
                self.remotes[seat] = Remote(port, play=self.rng.choice(LEVELS), seat=seat, name=f"R{seat + 1}",
                                            seed=self.seed + seat)
        for _ in range(self.frames):
            if not host.running or not host.stack:
                break
            self.step(host)
            roll = self.rng.random()
            if roll < 0.03:
                self.poke(host, "host")
            elif roll < 0.0303 and self.remotes:
                seat = self.rng.choice(list(self.remotes))
                remote = self.remotes.pop(seat)
                tokens[seat] = remote.client.token or tokens.get(seat)
                self.story.append(f"{self.frame} seat {seat + 1}'s cable pulled")
                remote.pull()
                self.counts["cables pulled"] += 1
            elif roll < 0.0323 and any(s not in self.remotes and t for s, t in tokens.items()):
                seat = self.rng.choice([s for s, t in tokens.items() if s not in self.remotes and t])
                self.story.append(f"{self.frame} seat {seat + 1} back with its token")
                self.remotes[seat] = Remote(port, play=self.rng.choice(LEVELS), token=tokens[seat],
                                            seed=self.seed + 100 + seat)
                self.counts["comebacks"] += 1
            elif roll < 0.0333:
                free = [s for s, k in enumerate(kinds) if k == REMOTE and s not in self.remotes and s not in tokens]
                if free:
                    seat = self.rng.choice(free)
                    self.story.append(f"{self.frame} a newcomer asks for seat {seat + 1}")
                    self.remotes[seat] = Remote(port, play=self.rng.choice(LEVELS), seat=seat, name=f"N{seat + 1}",
                                                seed=self.seed + 200 + seat)
        if self.rng.random() < 0.5 and host.running:
            for seat in [s for s, t in tokens.items() if s not in self.remotes and t]:
                self.remotes[seat] = Remote(port, play=self.rng.choice(LEVELS), token=tokens[seat],
                                            seed=self.seed + 300 + seat)    # back, to see the game end
            self.finish([host], host, lobby.hosting)
        return lobby.hosting

    def finish(self, apps, person, hosting) -> None:
        """Half the rounds: the game pushed on to its end (the random events rarely get
        there), a key that moves it on pressed at `person`'s window every few frames, so
        that what happens at a game's end across computers is reached too: the results,
        the full log sent, a joined window's statistics, its seat forgotten."""
        self.story.append(f"{self.frame} pushed on to the end")
        moving = _moving_keys()
        for n in range(self.finish_frames):
            match = hosting.match
            if match is not None and match.state.is_over() or not person.running or not person.stack:
                break
            self.step(*apps)
            held = [a for a in apps if a is not person and on_top(a) not in ("TableScene", "ResultsScene", "")]
            if n % 6 == 0 and held:                 # the host's window under its pause holds the game
                key(held[0], pygame.K_ESCAPE)
            elif n % 6 == 0:
                k = self.rng.choice(moving)
                self.story.append(f"{self.frame} push {pygame.key.name(k)} on {on_top(person)}")
                key(person, k)
                self.counts["pushes"] += 1
        for _ in range(240):                        # the end's lines and results shown
            self.step(*apps)

    # ----- a window joins ---------------------------------------------------------------------
    def join_from_title(self, window, address: str, seat: int | None) -> None:
        from scenes.shell.title import TitleScene
        title = window.stack[-1]
        assert isinstance(title, TitleScene)
        button = next(b for b in title.buttons if b.text == t("join_game"))     # in the language shown
        click(window, button.rect.center)
        if seat is None:                  # joining again: the address and name are remembered
            key(window, pygame.K_RETURN)
            return
        join = window.stack[-1]
        click(window, join.address.rect.center)
        for _ in range(len(join.address.value)):
            key(window, pygame.K_BACKSPACE)
        window.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=address))
        key(window, pygame.K_TAB)
        window.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
        key(window, pygame.K_RETURN)
        self.wait([window], lambda: join.phase == "seats", "the host's seats")
        key(window, getattr(pygame, f"K_{seat + 1}"))

    def join_round(self, game: str) -> object:
        from scenes.app import open_scenes
        host, lobby, kinds = self.open_lobby(game, with_people=False)
        window = self.app()
        open_scenes(window)
        seat = kinds.index(REMOTE)
        for other in (s for s, k in enumerate(kinds) if k == REMOTE and s != seat):
            self.remotes[other] = Remote(lobby.hosting.port_now(), play=self.rng.choice(LEVELS), seat=other,
                                         name=f"R{other + 1}", seed=self.seed + other)
        self.join_from_title(window, f"127.0.0.1:{lobby.hosting.port_now()}", seat)
        self.wait([host, window], lobby.ready, "every seat taken")
        click(host, lobby.start.rect.center)
        for _ in range(self.frames):
            if not window.running or not window.stack:
                break
            self.step(host, window)
            roll = self.rng.random()
            if roll < 0.01 and on_top(host) == "TableScene":
                self.poke(host, "host")
            if roll < 0.03:
                self.poke(window, "window")
            elif roll < 0.0302 and on_top(window) == "RemoteTable":
                table = window.stack[-1]
                self.story.append(f"{self.frame} the window's cable pulled")
                table.net.call(table.client.kill)
                self.counts["cables pulled"] += 1
            elif roll < 0.035 and on_top(window) == "TitleScene":
                self.story.append(f"{self.frame} the window joins again")
                self.join_from_title(window, "", None)
                self.counts["comebacks"] += 1
        if self.rng.random() < 0.5 and window.running and window.stack:
            if on_top(window) == "TitleScene":
                self.join_from_title(window, "", None)
            self.finish([host, window], window, lobby.hosting)
        return lobby.hosting

    # ----- a seed ---------------------------------------------------------------------------
    def play(self) -> str | None:
        game = self.rng.choice(GAMES)
        mode = "host" if self.seed % 2 == 0 else "join"
        self.frame = 0
        folder = DATA / f"round-{self.seed}"          # each round's files its own (saves, settings)
        folder.mkdir(exist_ok=True)
        os.environ["ECEG_DATA_DIR"] = os.environ["XDG_DATA_HOME"] = str(folder)
        try:
            hosting = self.host_round(game) if mode == "host" else self.join_round(game)
            match = hosting.match
            if match is not None:
                replayed = replay_game(match.log)
                assert replayed.state.snapshot() == match.state.snapshot(), "the host's log does not replay"
                self.counts["games begun"] += 1
                self.counts["games over"] += match.state.is_over()
            self.counts[f"{mode} rounds"] += 1
            self.counts["frames"] += self.frame
            return None
        except Exception:
            return "\n".join(self.story[-20:]) + "\n" + traceback.format_exc()
        finally:
            for remote in self.remotes.values():
                remote.pull()
            for app in self.apps:
                try:
                    app.quit()
                except Exception:        # a round's failure is the exception above, not the quit
                    pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=40, help="rounds to play (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="the first round's seed (default 1)")
    parser.add_argument("--frames", type=int, default=20000,
                        help="frames a round (default 20000: 333 s of game time)")
    parser.add_argument("--finish-frames", type=int, default=FINISH_FRAMES,
                        help=f"frames a game may be pushed on to its end, at most (default {FINISH_FRAMES})")
    args = parser.parse_args(argv)
    counts, failures, began = Counter(), [], time.monotonic()
    for seed in range(args.seed, args.seed + args.seeds):
        failure = Round(seed, args.frames, counts, args.finish_frames).play()
        print(f"seed {seed}: {'failed' if failure else 'ok'}", flush=True)
        if failure:
            failures.append(seed)
            print(failure, flush=True)
    took = time.monotonic() - began
    print(", ".join(f"{what} {n}" for what, n in sorted(counts.items())) + f"; {took:.0f} s")
    print(f"failures: {failures or 'none'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
