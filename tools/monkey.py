"""The monkey: random real events on every screen, checking the rules' invariants
after every single one.

    python tools/monkey.py [--events 100000] [--seed 1]

Events are what a window can receive: clicks anywhere (all buttons), motion, keys
(with Shift now and then), typed text, the wheel, resizes and focus changes; time
is stepped between them. Now and then the monkey is dropped on a screen it may not
find by itself (every scene: title, setup, roll-off, tables with all people and
with computers at 2-6 seats, pause, rules, tutorial, results, settings,
statistics, history, replay; the title's game choice; YAM color's:
tools/monkey_yam.py; Wazabi's: tools/monkey_wazabi.py; any other game registered,
such as the tests' Pig, through the shared screens only: tools/monkey_any.py, whose
places join the round while such a game is registered). Game controllers are
plugged in and used now and then. After every event each game on the stack must
hold: every prize at most one owner (a valid seat), nobody above three prizes,
dice counts right, a winner with three prizes, and the claims in its log giving
the owners on the table (YAM color's and Wazabi's invariants: their modules); at
the end every game touched replays through game.log.replay to the same state.
Quit requests: the app has no "are you sure?" dialog, so a quit (Quit button, Esc
on the title) ends that app and the monkey opens a new one.

The suite runs a smaller count (tests/scenes/test_monkey.py); this script runs the
full one and prints its figures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


from tools.throwaway_data import setup_environment  # noqa: E402

DATA = setup_environment("eceg-monkey-")      # headless, never the player's settings, saves and logs

import pygame  # noqa: E402

from game.registry import replay_game as replay  # noqa: E402
from game.core.contract import CHANCE  # noqa: E402
from game.eceg.game import GAME as ECEG  # noqa: E402
from scenes.shell.table_scene import TableScene  # noqa: E402
from tools import monkey_any, monkey_wazabi, monkey_yam  # noqa: E402

# layers counted as screens of their own on the shared table screen (the tutorial's)
TABLE_LAYERS_NAMED = {"LessonTable", "FirstTurnTable", "TutorialTable"}     # ECEG's lessons, Wazabi's

STEPS = (1 / 60, 1 / 60, 0.05, 0.2, 0.6)
DRAW_EVERY = 7
JUMP_CHANCE = 1 / 250
PLACES = ("setup", "table_people", "rolloff", "table_mixed", "pause", "rules", "tutorial", "table_computers",
          "results", "settings", "statistics", "history", "replay", "coach", "tutorial_real",
          "game_choice") + monkey_yam.PLACES + monkey_wazabi.PLACES
YAM = monkey_yam.GAME
KNOWN_GAMES = (ECEG.id, YAM, monkey_wazabi.GAME)      # the games with a module of their own here


def _keys():
    k = pygame
    return [k.K_1, k.K_2, k.K_3, k.K_4, k.K_5, k.K_9, k.K_SPACE, k.K_RETURN, k.K_KP_ENTER, k.K_TAB,
            k.K_LEFT, k.K_RIGHT, k.K_UP, k.K_DOWN, k.K_PAGEUP, k.K_PAGEDOWN, k.K_HOME, k.K_END,
            k.K_ESCAPE, k.K_h, k.K_l, k.K_e, k.K_p, k.K_m, k.K_BACKSPACE, k.K_a, k.K_z, k.K_F1]


class Monkey:
    def __init__(self, seed: int, jump_chance: float = JUMP_CHANCE, places: tuple[str, ...] | None = None):
        from scenes.app import App, parse_args
        self.rng = random.Random(seed)
        self.App, self.parse_args = App, parse_args
        self.known_games = KNOWN_GAMES
        others = monkey_any.games(KNOWN_GAMES)      # a registered game of the tests' (Pig)
        # the places dropped on in turn: another game's join only while one is registered
        self.places = places or (PLACES + (monkey_any.PLACES if others else ()))
        # R and T (a roll, the last turn) too while another game is there: the three
        # games' runs stay as they were
        self.keys = _keys() + ([pygame.K_r, pygame.K_t] if others else [])
        self.app = None
        self.matches: dict[int, object] = {}     # id -> every Match seen, checked at the end
        self.seen: set[str] = set()               # names of the scenes that were on top
        self.events = 0
        self.checks = 0
        self.apps = 0
        self.jumps = seed
        self.jump_chance = jump_chance
        self.features: set[str] = set()          # history panel open, coach shown, kinds of tables
        self.last_events: list = []               # the events of the latest step (what made a call)
        self.yam_arrivals: dict[int, int] = {}    # YAM tables' call desks: calls seen so far
        self.yam_followers: dict[int, object] = {}   # YAM matches: their logs replayed as they grow
        self.new_app()

    # ----- apps and scenes -------------------------------------------------------
    def new_app(self) -> None:
        from scenes.shell.title import TitleScene
        speed = self.rng.choice(("normal", "fast", "instant", "instant"))
        self.app = self.App(self.parse_args(["--speed", speed, "--seed", str(self.rng.randrange(10**6)),
                                             "--lang", self.rng.choice(("en", "fr"))]))
        self.app.push(TitleScene(self.app))
        self.apps += 1

    def config(self, humans: str):
        from scenes.eceg.game_config import GameConfig, SeatConfig, computer_kinds
        from scenes.ui.theme import SEAT_COLOURS
        n = self.rng.randint(2, 6)
        kinds = computer_kinds()
        seats = []
        for i in range(n):
            human = humans == "all" or (humans == "some" and (i == 0 or self.rng.random() < 0.3))
            kind = "human" if human else self.rng.choice([k for k in kinds if k != "hard"] + ["hard"] * (n == 2))
            seats.append(SeatConfig(f"P{i + 1}", SEAT_COLOURS[i][1], kind))
        faces, hold = GameConfig.game.options[0], GameConfig.game.options[1]     # official dice twice as often
        options = {"faces": self.rng.choice((faces.default, *faces.choices)),
                   "hold": hold.choices[-1] if n >= 4 and self.rng.random() < 0.3 else hold.default}
        return GameConfig(seats=tuple(seats), options=options)

    def table(self, humans: str):
        from scenes.eceg.table import table as eceg_table
        config = self.config(humans)
        match = config.build_match(self.rng.randrange(10**6))
        while match.state.phase == "roll_off":
            match.chance()
        return eceg_table(self.app, config, match)

    def jump(self) -> None:
        """Drop the monkey on a screen (over a fresh title)."""
        from scenes.shell.title import TitleScene
        app = self.app
        where = self.places[self.jumps % len(self.places)]      # in turn, so a short run sees them all
        self.jumps += 1
        if where.startswith("any_"):
            monkey_any.jump(self, where)
            return
        if where.startswith("yam_"):
            monkey_yam.jump(self, where)
            return
        if where == "game_choice":       # any game, picked on the title as a person does
            from scenes import registry
            monkey_yam.choose_game(self, self.rng.choice(registry.games()))
            return
        if where.startswith("wz_"):
            monkey_wazabi.jump(self, where)
            return
        app.game = ECEG.id
        app.reset(TitleScene(app))
        if where == "setup":
            from scenes.shell.setup import SetupScene
            app.push(SetupScene(app))
        elif where == "rolloff":
            from scenes.eceg.rolloff import RollOffScene
            app.push(RollOffScene(app, self.config("some")))
        elif where.startswith("table") or where in ("pause", "history", "coach"):
            humans = {"table_people": "all", "table_computers": "none"}.get(where, "some")
            table = self.table(humans)
            app.push(table)
            if where == "pause":
                from scenes.shell.pause import PauseScene
                app.push(PauseScene(app, table))
            elif where == "history":
                table.toggle_history()
            elif where == "coach":
                table.layer.toggle_coach()
        elif where == "rules":
            from scenes.eceg.rules import RulesScene
            app.push(RulesScene(app, self.rng.randrange(5)))
        elif where == "tutorial":
            from scenes.eceg.tutorial import start_tutorial
            start_tutorial(app)
        elif where == "tutorial_real":
            from scenes.eceg.tutorial import first_turn_table
            app.push(first_turn_table(app))
        elif where == "results":
            from game.eceg.players import make_player
            from scenes.shell.results import ResultsScene
            table = self.table("some")
            app.push(table)
            match = table.match
            match.play_out([make_player("greedy", random.Random(i), match.rules) for i in range(match.rules.players)])
            table.driver.finished = True
            app.push(ResultsScene(app, table.config, match, table))
        elif where in ("settings", "statistics"):
            try:
                if where == "settings":
                    from scenes.shell.settings import SettingsScene as Screen
                else:
                    from scenes.shell.statistics import StatsScene as Screen
            except ImportError:
                return
            app.push(Screen(app))
        elif where == "replay":
            self.write_log()
            from scenes.eceg.replay import ReplayListScene
            listing = ReplayListScene(app)
            app.push(listing)
            if listing.entries and self.rng.random() < 0.7:
                listing.open(listing.entries[0])

    def write_log(self) -> None:
        from game.eceg.players import make_player
        from scenes.eceg.history import export_log
        config = self.config("none")
        match = config.build_match(self.rng.randrange(10**6))
        match.play_out([make_player("greedy", random.Random(i), match.rules) for i in range(match.rules.players)])
        export_log(match)

    # ----- events ---------------------------------------------------------------------
    def random_event(self):
        rng = self.rng
        if self.app.game == YAM and self.app.stack and rng.random() < monkey_yam.AIMED:
            aimed = monkey_yam.aimed_events(self)
            if aimed:
                return aimed
        roll = rng.random()
        E = pygame.event.Event
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.30:
            button = rng.choice((1, 1, 1, 1, 2, 3, 4, 5))
            return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    E(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        if roll < 0.38:
            return [E(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        if roll < 0.80:
            k = rng.choice(self.keys)
            mod = pygame.KMOD_SHIFT if rng.random() < 0.15 else 0
            return [E(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
                    E(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]
        if roll < 0.85:
            return [E(pygame.TEXTINPUT, text=rng.choice(["a", "Z", "7", "é", " ", "ß"]))]
        if roll < 0.92:
            y = rng.choice((-3, -1, 1, 3))
            return [E(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]
        if roll < 0.96:
            w, h = rng.choice(((1280, 720), (800, 600), (1920, 1080), (640, 360)))
            return [E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h), E(pygame.WINDOWRESIZED, x=w, y=h)]
        if roll < 0.98:     # a game controller: plugged in or out, its pad, stick or buttons
            iid = rng.randrange(3)
            kind = rng.choice((pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.JOYHATMOTION,
                               pygame.JOYAXISMOTION, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONDOWN))
            fields = {pygame.JOYDEVICEADDED: {"device_index": iid},
                      pygame.JOYHATMOTION: {"hat": 0, "value": rng.choice(((0, 1), (0, -1), (1, 0), (0, 0)))},
                      pygame.JOYAXISMOTION: {"axis": rng.randrange(2), "value": rng.uniform(-1, 1)},
                      pygame.JOYBUTTONDOWN: {"button": rng.randrange(4)}}.get(kind, {})
            return [E(kind, instance_id=iid, joy=iid, **fields)]
        gained = rng.random() < 0.5
        return [E(pygame.WINDOWFOCUSGAINED if gained else pygame.WINDOWFOCUSLOST),
                E(pygame.ACTIVEEVENT, gain=int(gained), state=1)]

    def step(self) -> None:
        if not self.app.running:
            self.new_app()
        if self.rng.random() < self.jump_chance:
            self.jump()
            self.app.render()          # the screen it landed on is drawn and counted as seen
            self.check()
        self.last_events = self.random_event()
        for event in self.last_events:
            self.app.dispatch(event)
            if not self.app.running:
                break
        if self.app.running:
            self.app.update(self.rng.choice(STEPS))
        if self.app.running and self.events % DRAW_EVERY == 0:
            self.app.render()
        self.events += 1
        self.check()

    # ----- invariants -------------------------------------------------------------------
    def check(self) -> None:
        if not self.app.running:
            return
        if self.app.stack:
            top = self.app.stack[-1]
            name = type(top).__name__
            if isinstance(top, TableScene) and type(top.layer).__name__ in TABLE_LAYERS_NAMED:
                name = type(top.layer).__name__      # the tutorial's tables, on the shared table screen
            self.seen.add(name)
            if self.app.game != ECEG.id:         # another game's screens (and the shell's with it chosen)
                self.seen.add(f"{self.app.game}/{name}")
        for scene in self.app.stack:
            if self.app.game == YAM:
                monkey_yam.observe(self, scene)
            match = getattr(scene, "match", None)
            if match is not None:
                self.matches[id(match)] = match
                if isinstance(scene, TableScene):
                    players = scene.driver.players
                    self.features.add("table, all people" if all(p is None for p in players)
                                      else "table with computers")
                    if scene.history_shown():
                        self.features.add("history panel")
                    if getattr(scene.layer, "coach", None) is not None:     # Easy Come, Easy Go's layer only
                        self.features.add("coach")
                check_match(match)
                if match.game_id == YAM:
                    monkey_yam.follow(self, match)
                self.checks += 1

    def finish(self) -> dict[str, int]:
        """Every game touched replays from its log to the same state; returns how many, by game."""
        replayed: dict[str, int] = {}
        for match in self.matches.values():
            again = replay(match.log)
            assert again.state.snapshot() == match.state.snapshot(), match.game_id
            replayed[match.game_id] = replayed.get(match.game_id, 0) + 1
            if match.game_id == YAM:
                self.features |= monkey_yam.log_features(match)
        return replayed


def check_match(match) -> None:
    """The rules' invariants of one game's state, and its log agreeing with the table."""
    if match.game_id != "easy-come-easy-go":
        if match.game_id == YAM:
            monkey_yam.check_match(match)      # first: its cards, said plainly
        elif match.game_id == monkey_wazabi.GAME:
            monkey_wazabi.check_match(match)
        check_any_match(match)
        return
    state = match.state
    n = state.rules.players
    assert len(state.owners) == len(state.table)
    assert all(o is None or 0 <= o < n for o in state.owners), state.owners
    counts = [state.prize_count(p) for p in range(n)]
    assert max(counts) <= 3, counts
    if state.phase == "decide":
        assert len(state.kept) + len(state.rolled) == 4 and state.rolled
    if state.is_over():
        assert counts[state.winner] == 3
    owners = [None] * len(state.table)
    for event in match.log:
        if event["type"] == "claim":
            owners[state.table.index[event["prize"]]] = event["player"]
    assert owners == list(state.owners)


def check_any_match(match) -> None:
    """What the engine contract promises of any game: the position saves and restores
    whole, whoever may act has something to do, and a result exactly when it is over."""
    from game.registry import GAMES
    state = match.state
    data = json.loads(json.dumps(state.snapshot()))
    assert GAMES[match.game_id].restore_state(data).snapshot() == state.snapshot()
    for seat in state.actors():
        assert state.legal_actions(seat), (match.game_id, seat)
    assert (state.result() is not None) == state.is_over()


def run(events: int, seed: int = 1, jump_chance: float = JUMP_CHANCE, places: tuple[str, ...] | None = None) -> dict:
    """`places`: the screens dropped on in turn (default: every one, PLACES, and
    monkey_any's while a game of its kind is registered)."""
    from scenes.ui.controllers import PADS
    monkey = Monkey(seed, jump_chance, places)
    started = time.perf_counter()
    try:
        for _ in range(events):
            monkey.step()
    finally:
        PADS.reset()          # the controllers it plugged in were never there
    replayed = monkey.finish()
    return {"events": monkey.events, "checks": monkey.checks, "games": sum(replayed.values()),
            "replayed": replayed, "apps": monkey.apps,
            "scenes": sorted(monkey.seen), "features": sorted(monkey.features), "seconds": time.perf_counter() - started}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Random events on every screen; invariants after each.")
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.events < 1:
        parser.error("--events must be at least 1")
    figures = run(args.events, args.seed)
    by_game = ", ".join(f"{game} {n}" for game, n in sorted(figures["replayed"].items()))
    print(f"{figures['events']} events, {figures['checks']} game-state checks, {figures['games']} games "
          f"replayed from their logs ({by_game}), {figures['apps']} app starts, {figures['seconds']:.1f} s "
          f"({figures['events'] / figures['seconds']:.0f} events/s, load {os.getloadavg()[0]:.1f})")
    print("scenes on top:", ", ".join(figures["scenes"]))
    print("also seen:", ", ".join(figures["features"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
