"""The monkey on a game it has no module of its own for (a game registered beyond the
program's own, such as the tests' Pig): tools/monkey.py drops it there in turn, only
while such a game is registered, through nothing but the shared screens and the
roles every game has (its own or the shell's defaults): the title with the game
chosen, the setup, its table with people only, with people and computers, with
computers only, pause, the history panel, the last turn (T), results, rules,
statistics, and the replay list with a saved log opened on its replay table.
Positions are reached by real play (the game's own computer players act for every
seat until the wanted moment), so each game's log replays to its state at the end.
The invariants checked are the engine contract's (tools/monkey.py check_any_match).
"""
from __future__ import annotations

PLACES = ("any_title", "any_setup", "any_table_people", "any_table_mixed", "any_table_computers", "any_pause",
          "any_history", "any_last_turn", "any_results", "any_rules", "any_statistics", "any_replay")


def games(known) -> list[str]:
    """The registered games with screens that the monkey has no module of its own for."""
    from scenes import registry
    return [g for g in registry.games() if g not in known]


def config(app, rng, humans: str):
    """Seats for a table of the chosen game: "all" people, "some" (seat 0 and others now
    and then), "none"; its declared options chosen at random."""
    from game.registry import game as game_spec
    from scenes.shell.saved_seats import config_class
    from scenes.shell.seating import HUMAN, SeatConfig
    from scenes.ui.theme import SEAT_COLOURS
    spec = game_spec(app.game)
    n = rng.randint(spec.min_players, spec.max_players)
    kinds = spec.players.names
    seats = []
    for i in range(n):
        human = humans == "all" or (humans == "some" and (i == 0 or rng.random() < 0.4))
        seats.append(SeatConfig(f"P{i + 1}", SEAT_COLOURS[i][1], HUMAN if human else rng.choice(kinds)))
    options = {o.name: rng.choice(o.choices) for o in spec.options}
    return config_class(app.game)(tuple(seats), spec.options_in_effect(n, options))


def played_until(rng, cfg, wanted, steps: int = 2000):
    """A match of `cfg` played by the game's computer players for every seat until
    `wanted(match)` at a seat's decision (or for at most `steps` actions, or to its end):
    never stopped with chance about to act, a position some games' logs cannot lead to
    (Pig writes a roll with its die)."""
    from game.core.match import player_rng
    match = cfg.build_match(rng.randrange(10**6))
    kinds = cfg.game.players.names
    deciders = [cfg.game.players.make(rng.choice(kinds), player_rng(match.seed, i), match.rules)
                for i in range(len(cfg.seats))]
    for _ in range(steps):
        if match.state.is_over() or (not match.state.is_chance() and wanted(match)):
            break
        match.step(deciders)
    while match.state.is_chance():         # out of steps: chance's outcome still comes
        match.step(deciders)
    return match


def table(monkey, cfg, match):
    """The game's table for `match`, on the stack, as a game started from the title is."""
    app = monkey.app
    monkey.app.record(match)
    return app.open(app.game_screen("table"), cfg, match, keep=True)


def jump(monkey, where: str) -> None:
    """Drop the monkey on one of the game's screens (over a fresh title showing it)."""
    from scenes.shell.title import TitleScene
    app, rng = monkey.app, monkey.rng
    app.game = rng.choice(games(monkey.known_games))
    app.reset(TitleScene(app))
    if where == "any_setup":
        app.open("setup")
    elif where in ("any_table_people", "any_table_mixed", "any_table_computers", "any_pause", "any_history"):
        humans = {"any_table_people": "all", "any_table_computers": "none"}.get(where, "some")
        cfg = config(app, rng, humans)
        scene = table(monkey, cfg, played_until(rng, cfg, lambda m: rng.random() < 0.05))
        if where == "any_pause":
            app.open("pause", scene)
        elif where == "any_history":
            scene.toggle_history()
    elif where == "any_last_turn":
        last_turn(monkey)
    elif where == "any_results":
        cfg = config(app, rng, "some")
        scene = table(monkey, cfg, played_until(rng, cfg, lambda m: False, 20000))
        scene.driver.finished = True          # its end is shown here, not by the table
        app.open("results", cfg, scene.match, scene)
    elif where == "any_rules":
        app.stack[-1].rules()                 # the title's Rules entry
    elif where == "any_statistics":
        app.stack[-1].statistics()
    elif where == "any_replay":
        replay(monkey)
    monkey.features.add(f"{app.game} {where}")


def press(app, key) -> None:
    import pygame
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def last_turn(monkey) -> None:
    """A game of people a few turns in, its table left to come to rest, then T: the
    last turn shown again (when the game has it)."""
    import pygame
    from game.registry import game as game_spec
    app, rng = monkey.app, monkey.rng
    spec = game_spec(app.game)
    cfg = config(app, rng, "all")
    shown = spec.previous_turn or (lambda log: None)
    scene = table(monkey, cfg, played_until(rng, cfg, lambda m: shown(m.log) is not None and rng.random() < 0.2))
    for _ in range(300):                      # the table comes to rest, a person to act
        if scene.layer.at_rest_for_past() or app.stack[-1] is not scene:
            break
        app.update(1 / 30)
    if app.stack[-1] is scene:
        press(app, pygame.K_t)
        if scene.showing_past:
            monkey.features.add("a last turn shown again")


def replay(monkey) -> None:
    """A finished game's log saved as E does, then the title's replay list and Enter on
    the newest (the list puts it first): its replay table, a few steps taken."""
    import pygame
    from scenes.ui.history_panel import export_log
    app, rng = monkey.app, monkey.rng
    cfg = config(app, rng, "none")
    export_log(played_until(rng, cfg, lambda m: False, 20000))
    app.stack[-1].replay()                    # the title's replay entry
    app.render()
    monkey.check()                            # the list seen; Esc at the table comes back to it
    press(app, pygame.K_RETURN)
    if type(app.stack[-1]).__name__ == "ReplayTable":
        monkey.features.add("a replayed game")
        for _ in range(rng.randrange(5)):
            press(app, rng.choice((pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT)))
