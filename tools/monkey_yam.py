"""The monkey on YAM color's screens (tools/monkey.py drops it there in turn, each time
through the title's game choice): the setup (seats, call time, play-off, each
person's call keys, Start), tables with people calling by rows of keys of their own
(letters, digits, the keypad: one press a call; now and then a key of nobody's row,
two keys at once or a key held down), by clicks on the numbers and by game controllers
(real JOYDEVICEADDED / JOYHATMOTION / JOYAXISMOTION / JOYBUTTONDOWN events), tables
with computer callers only, call time running out, a play-off, pause, results, the
rules' pages, the history panel, statistics, practice, a saved log replayed from
the title's list, and a real game kept between rounds and resumed from the title.
Positions are reached by real play (computer callers play a game out, its log is
cut before a throw and replayed), so each game's log replays to its state.

While one of YAM's screens is on top, some events are aimed at what it reads: a
seated person's own keys, the number pad, a seated controller, the setup's arrows.

YAM's invariants, checked after every event: tools/monkey_yam_checks.py."""
from __future__ import annotations

from tools.monkey_yam_checks import check_match, follow, log_features, observe  # noqa: F401  (monkey.py uses)

GAME = "yam-color"
PLACES = ("yam_title", "yam_setup", "yam_table_letters", "yam_table_rows", "yam_table_solo", "yam_table_pads",
          "yam_table_mixed", "yam_table_computers", "yam_time_up", "yam_playoff", "yam_pause", "yam_history",
          "yam_results", "yam_rules", "yam_statistics", "yam_practice", "yam_replay", "yam_resume")
KINDS = ("easy", "medium", "hard", "perfect", "random")
AIMED = 0.35          # share of the events aimed at YAM's own inputs while its screen is on top
T_EVERY = 23          # of the events aimed at a table, one in about this many is T instead
SCHEMES = {"yam_table_letters": "letters", "yam_table_rows": "rows", "yam_table_solo": "solo",
           "yam_table_pads": "pads", "yam_time_up": "letters"}


# ----- seats and positions -----------------------------------------------------------
def config(rng, humans: str, scheme: str | None = None, players: int | None = None, **options):
    """Seats: "all" people, "some" (seat 0, others now and then), "none"; `scheme`: how
    the people call (letters: rows of their own, letters first; rows: two people on the
    digit row and the keypad; solo: one; pads), else chosen at random."""
    from scenes.shell.seating import HUMAN, SeatConfig
    from scenes.ui.theme import SEAT_COLOURS
    from scenes.yam_color.call_keys import KEYPAD, LETTER_ROWS, PAD, ROW, ROWS, SOLO, schemes_for
    from scenes.yam_color.config import YamConfig
    n = players or {"rows": 2}.get(scheme, rng.randint(2, 6))
    people = {"rows": 2, "solo": 1}.get(scheme)
    seats = []
    for i in range(n):
        human = i < people if people else humans == "all" or (humans == "some" and (i == 0 or rng.random() < 0.3))
        seats.append(SeatConfig(f"P{i + 1}", SEAT_COLOURS[i][1], HUMAN if human else rng.choice(KINDS)))
    count = sum(s.is_human for s in seats)
    rows = rng.sample(LETTER_ROWS, len(LETTER_ROWS)) + rng.sample((ROW, KEYPAD), 2)
    assert set(rows) == set(ROWS)
    keys = []
    for seat in seats:
        pick = {"letters": lambda: rows.pop(0) if rows else PAD, "rows": lambda: (ROW, KEYPAD)[len(keys)],
                "solo": lambda: SOLO, "pads": lambda: PAD}.get(scheme, lambda: rng.choice(schemes_for(count)))
        keys.append(pick() if seat.is_human else "")
    call_time = next(o for o in YamConfig.game.options if o.name == "call_time")
    return YamConfig(tuple(seats), {"call_time": options.get("call_time", rng.choice(call_time.choices)),
                                    "playoff": options.get("playoff", rng.random() < 0.5)}, keys=tuple(keys))


def deciders(cfg, match):
    """A computer caller for every seat (people's seats too: they play the way there)."""
    from game.core.match import player_rng
    from game.yam_color.game import GAME as YAM
    return [YAM.players.make(s.kind if not s.is_human else "medium", player_rng(match.seed, i), match.rules)
            for i, s in enumerate(cfg.seats)]


def played_until(rng, cfg, wanted):
    """A game of `cfg` played out by computer callers, then replayed from its log up to
    the first throw `wanted(event)` picks (the whole game if none)."""
    from game.core.log import replay
    from game.yam_color.game import GAME as YAM
    match = cfg.build_match(rng.randrange(10**6))
    YAM.play_out(match, deciders(cfg, match))
    for index, event in enumerate(match.log):
        if event["type"] == "throw" and wanted(event):
            return replay(YAM, match.log[:index])
    return match


def table(monkey, cfg, match, keep: bool = False):
    """The shared table screen with YAM's layer (`scene.layer`) on `match`."""
    from scenes.yam_color.table import table as yam_table
    scene = yam_table(monkey.app, cfg, match, keep=keep)
    monkey.app.push(scene)
    return scene


# ----- real events -------------------------------------------------------------------------
def window_pos(app, pos) -> tuple[int, int]:
    """Where on the window a point of the 1280x720 design is (the window may be resized)."""
    picture, _ = app.window.layout()
    return (picture.x + int((pos[0] + 0.5) * picture.w / 1280), picture.y + int((pos[1] + 0.5) * picture.h / 720))


def click(app, pos, button: int = 1) -> list:
    import pygame
    E, where = pygame.event.Event, window_pos(app, pos)
    return [E(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)),
            E(pygame.MOUSEBUTTONDOWN, pos=where, button=button), E(pygame.MOUSEBUTTONUP, pos=where, button=button)]


def press(key) -> list:
    import pygame
    return [pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0) for kind in (pygame.KEYDOWN, pygame.KEYUP)]


def choose_game(monkey, game_id: str) -> None:
    """A fresh title showing any game, then clicks on its game choice's arrow until it
    shows `game_id` (the way a person picks the game)."""
    from scenes import registry
    from scenes.shell.title import TitleScene
    app, rng = monkey.app, monkey.rng
    games = registry.games()
    app.game = rng.choice(games)
    app.reset(TitleScene(app))
    back = rng.random() < 0.5           # one arrow, clicked until the game comes round
    for _ in range(len(games)):
        if app.game == game_id:
            break
        choice = app.stack[-1].game_choice
        for event in click(app, (choice.back_rect if back else choice.forward_rect).center):
            app.dispatch(event)
    assert app.game == game_id, (app.game, game_id)
    monkey.features.add(f"{game_id} chosen on the title")


def aimed_events(monkey) -> list | None:
    """Events aimed at the YAM screen on top (None: not one that reads its own keys)."""
    top = type(monkey.app.stack[-1]).__name__ if monkey.app.stack else ""
    scene = monkey.app.stack[-1] if top else None
    if top == "TableScene":
        return table_events(monkey, scene)
    if top == "PracticeScene":
        return practice_events(monkey, scene)
    if top == "SetupScene" and scene.spec.id == GAME:
        return setup_events(monkey, scene)
    return None


def digit(rng, keypad: bool = False):
    import pygame
    return getattr(pygame, f"K_KP{rng.randrange(9)}" if keypad else f"K_{rng.randrange(9)}")


def table_events(monkey, scene) -> list:
    """A seated person's call (`call_events`), or now and then T (the last round again,
    or words saying why not now), or the key that goes on from a held check: the
    call's draws are made alike, so the monkey's
    random stream, and all it reaches, stay as they were without T."""
    import pygame
    events = call_events(monkey, scene.layer)
    if monkey.events % T_EVERY == 0:
        return press(pygame.K_t)
    if scene.layer.held and scene.past is None:     # the check held: its key goes on (same draws)
        return press(scene.layer.hold.key)
    return events


def row_key(scheme: str, number: int, kind=None) -> list:
    """The key of a row that calls `number`, pressed and let go (or only `kind`), with its
    place (scancode) and its key as a US keyboard has it."""
    import pygame
    from scenes.yam_color.call_keys import ROWS, US_KEYS
    kinds = (kind,) if kind else (pygame.KEYDOWN, pygame.KEYUP)
    return [pygame.event.Event(k, key=US_KEYS[scheme][number], mod=0, unicode="", scancode=ROWS[scheme][number])
            for k in kinds]


def call_events(monkey, scene) -> list:
    """A seated person calls their way: a key of their own row (now and then two at once,
    or one held down and repeated), a click on a number, or their controller (plugged
    in first); now and then a key of any row, whoever's it is."""
    import pygame
    from scenes.yam_color.call_keys import PAD, ROWS, SOLO
    rng, app = monkey.rng, monkey.app
    people = [s for s, k in enumerate(scene.keys) if k]
    if not people or rng.random() < 0.1:
        return press(digit(rng, rng.random() < 0.3))       # nobody's digit, or anybody's
    seat = rng.choice(people)
    scheme = scene.keys[seat]
    if scheme in ROWS:
        chance = rng.random()
        if chance < 0.1:
            return row_key(rng.choice(list(ROWS)), rng.randrange(9))
        if chance < 0.2:        # two keys of the row at once: the first read is the call
            first, second = rng.sample(range(9), 2)
            return (row_key(scheme, first, pygame.KEYDOWN) + row_key(scheme, second, pygame.KEYDOWN)
                    + row_key(scheme, first, pygame.KEYUP) + row_key(scheme, second, pygame.KEYUP))
        if chance < 0.25:       # held down: the OS repeats it
            return row_key(scheme, rng.randrange(9), pygame.KEYDOWN) * 3
        return row_key(scheme, rng.randrange(9))
    if scheme == SOLO:
        if rng.random() < 0.6:
            return click(app, scene.view.pad[rng.randrange(9)].center)
        return press(digit(rng, rng.random() < 0.3))
    if scheme == PAD:
        return pad_events(monkey, scene.pads, seat)
    return []


def pad_events(monkey, pads, seat: int) -> list:
    """The seat's controller: plugged in if none is seated, else its pad, stick or a button."""
    import pygame
    rng, E = monkey.rng, pygame.event.Event
    iid = next((i for i, s in pads.seat_of.items() if s == seat), None)
    if iid is None:
        iid = rng.randrange(6)
        return [E(pygame.JOYDEVICEADDED, device_index=iid, instance_id=iid, joy=iid)]
    kind = rng.choice((pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.JOYAXISMOTION, pygame.JOYBUTTONDOWN))
    if kind == pygame.JOYHATMOTION:
        return [E(kind, instance_id=iid, joy=iid, hat=0, value=rng.choice(((0, 1), (0, -1), (1, 0), (-1, 0))))]
    if kind == pygame.JOYAXISMOTION:
        axis = rng.randrange(2)
        return [E(kind, instance_id=iid, joy=iid, axis=axis, value=rng.choice((-1.0, -0.6, 0.0, 0.2, 0.7, 1.0)))]
    return [E(kind, instance_id=iid, joy=iid, button=rng.randrange(4))]


def practice_events(monkey, scene) -> list:
    rng = monkey.rng
    roll = rng.random()
    if roll < 0.4:
        return click(monkey.app, scene.pad[rng.randrange(9)].center)
    if roll < 0.7:
        return press(digit(rng, rng.random() < 0.3))
    if roll < 0.85:
        return pad_events(monkey, scene.pads, 0)
    import pygame
    return press(rng.choice((pygame.K_SPACE, pygame.K_RETURN)))


def setup_events(monkey, scene) -> list:
    """An arrow of the setup's choices: players, a seat's kind, the call time, play-off,
    a person's call keys; now and then Start."""
    rng = monkey.rng
    if rng.random() < 0.04:
        return click(monkey.app, scene.start.rect.center)
    widgets = [scene.count, *scene.option_choices.values(), *scene.part.seat_widgets()[:scene.count.value],
               *(kind for _, _, kind in scene.rows[:scene.count.value])]
    widget = rng.choice(widgets)
    return click(monkey.app, (widget.back_rect if rng.random() < 0.4 else widget.forward_rect).center)


# ----- the jumps -----------------------------------------------------------------------------
def jump(monkey, where: str) -> None:
    """Drop the monkey on one of YAM color's screens (its title chosen first)."""
    app, rng = monkey.app, monkey.rng
    choose_game(monkey, GAME)
    if where == "yam_setup":
        app.open("setup")
    elif where in SCHEMES or where.startswith("yam_table") or where in ("yam_pause", "yam_history"):
        humans = {"yam_table_computers": "none", "yam_table_mixed": "some"}.get(where, rng.choice(("all", "some")))
        options = {"call_time": "5"} if where == "yam_time_up" else {}
        cfg = config(rng, humans, SCHEMES.get(where), **options)
        scene = table(monkey, cfg, played_until(rng, cfg, lambda e: rng.random() < 0.12))
        if where == "yam_pause":
            app.open("pause", scene)
        elif where == "yam_history":
            scene.toggle_history()
        elif where == "yam_time_up":         # nobody calls: the clock runs past the call time
            for _ in range(100):
                app.update(0.2)
                monkey.check()
                if scene.layer.message == time_up_text():
                    monkey.features.add("call time ran out at the table")
                    break
    elif where == "yam_playoff":
        playoff(monkey)
    elif where == "yam_results":
        cfg = config(rng, "some")
        scene = table(monkey, cfg, played_until(rng, cfg, lambda e: False))
        scene.driver.finished = True
        app.open("results", cfg, scene.match, scene)
    elif where == "yam_rules":
        app.open(app.game_screen("rules"), rng.randrange(6))
    elif where == "yam_statistics":
        app.open("statistics")
    elif where == "yam_practice":
        app.stack[-1].tutorial()                 # the title's Tutorial entry: practice
    elif where == "yam_replay":
        replay(monkey)
    elif where == "yam_resume":
        resume(monkey)
    monkey.features.add(where)


def time_up_text() -> str:
    from scenes.ui.text import t
    return t("yam_time_up")


def playoff(monkey) -> None:
    """A game with the play-off option reaching a tie at the top: its table just before
    the first play-off round (a few games are tried for a tie)."""
    rng = monkey.rng
    for _ in range(120):     # about one game in twenty ends in a tie at the top (40 missed it 1 time in 8)
        cfg = config(rng, rng.choice(("none", "some")), players=2, playoff=True)
        match = played_until(rng, cfg, lambda e: e["playoff"])
        if match.state.in_playoff:
            monkey.features.add("a play-off at the table")
            break
    table(monkey, cfg, match)


def replay(monkey) -> None:
    """A finished game's log saved as E does, the title's replay list, Enter on the newest."""
    import pygame
    from scenes.ui.history_panel import export_log
    app, rng = monkey.app, monkey.rng
    cfg = config(rng, "none")
    export_log(played_until(rng, cfg, lambda e: False))
    app.stack[-1].replay()                        # the title's replay entry
    app.render()
    monkey.check()
    for event in press(pygame.K_RETURN):
        app.dispatch(event)
    if type(app.stack[-1]).__name__ == "ReplayTable":
        monkey.features.add("a YAM game replayed from the list")
        for _ in range(rng.randrange(5)):
            for event in press(rng.choice((pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_SPACE))):
                app.dispatch(event)


def resume(monkey) -> None:
    """A real game (kept between rounds) plays a round by itself; a fresh title then
    offers it, holding the game as it stood, and Enter resumes it."""
    import pygame
    from scenes.shell.title import TitleScene
    app, rng = monkey.app, monkey.rng
    cfg = config(rng, rng.choice(("none", "some")), call_time=rng.choice(("5", "8")))
    match = played_until(rng, cfg, lambda e: rng.random() < 0.15)
    if match.state.is_over():
        return
    scene = table(monkey, cfg, match, keep=True)
    rounds = match.state.round
    for _ in range(400):                # one round at the table: thrown, called, checked
        app.update(0.25)
        if match.state.round > rounds and match.state.is_chance() or match.state.is_over():
            break
    monkey.check()
    if match.state.is_over() or app.stack[-1] is not scene:
        return
    title = TitleScene(app)
    app.reset(title)
    assert title.saved is not None, "a game kept between rounds is offered again"
    assert title.saved[1].snapshot() == match.snapshot(), "the save holds the game as it stood"
    for event in press(pygame.K_RETURN):          # Resume has the focus
        app.dispatch(event)
    resumed = app.stack[-1]
    if type(resumed).__name__ == "TableScene":
        monkey.features.add("a YAM game kept between rounds and resumed")
