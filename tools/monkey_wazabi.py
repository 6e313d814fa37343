"""The monkey on Wazabi's screens (tools/monkey.py drops it there in turn): setup, the
table with people only, with people and computers, with computers only, the cover
screen between two people, a person's hand choosing the cards to keep, a card waiting
for its target, pause, results, rules, the history panel, statistics and its title;
the tutorial (the title's Tutorial entry), a tournament's standings (its table plays
the game out and opens them itself; Enter there now and then deals the next game)
and the replay table (a finished game's log saved, the title's replay list, Enter on
the newest). Positions are reached by real play (computer players act for every seat
until the wanted moment), so each game's log replays to its state at the monkey's end.

Wazabi's invariants, checked after every event: the 36 cards each in one place (pile,
a hand, the discard, the card in play, the skip cards lying before seats), no negative
dice, the dice in play those dealt less those the log says were dropped, and a seat
out of the game holding no dice (the last one playing to the last aside)."""
from __future__ import annotations

from collections import Counter

GAME = "wazabi"
PLACES = ("wz_setup", "wz_table_people", "wz_table_mixed", "wz_table_computers", "wz_cover", "wz_keep",
          "wz_target", "wz_pause", "wz_results", "wz_rules", "wz_history", "wz_statistics", "wz_title",
          "wz_tutorial", "wz_standings", "wz_replay")
KINDS = ("easy", "medium", "hard", "random", "greedy")


def config(rng, humans: str, players: int | None = None):
    """Seats for a table: "all" people, "some" (seat 0 and others now and then), "none"."""
    from scenes.shell.seating import HUMAN, SeatConfig
    from scenes.ui.theme import SEAT_COLOURS
    from scenes.wazabi.game_config import GameConfig
    n = players or rng.randint(2, 6)
    seats = []
    for i in range(n):
        human = humans == "all" or (humans == "some" and (i == 0 or rng.random() < 0.4))
        seats.append(SeatConfig(f"P{i + 1}", SEAT_COLOURS[i][1], HUMAN if human else rng.choice(KINDS)))
    teams = n in (4, 6) and rng.random() < 0.3
    return GameConfig(tuple(seats), {"dice": rng.randint(2, 6), "teams": teams,
                                     "to_the_last": not teams and rng.random() < 0.3})


def played_until(rng, cfg, wanted, steps: int = 600):
    """A match of `cfg` played by computer players for every seat until `wanted(state)`
    (or for at most `steps` actions, or to its end)."""
    from game.core.match import player_rng
    from game.wazabi.players import PLAYERS
    match = cfg.build_match(rng.randrange(10**6))
    deciders = [PLAYERS.make("medium", player_rng(match.seed, i), match.rules) for i in range(len(cfg.seats))]
    for _ in range(steps):
        if match.state.is_over() or (match.state.phase != "roll_off" and wanted(match.state)):
            break
        match.step(deciders)
    return match


def person_keeps(cfg):
    people = set(cfg.people)
    return lambda state: state.phase == "keep" and any(seat in people for seat in state.actors())


def person_aims(cfg):
    """A person is to play and one of their cards asks for a target."""
    from game.wazabi.actions import Play
    people = set(cfg.people)
    return lambda state: (state.phase == "play" and state.player in people and
                          any(isinstance(a, Play) and a.target is not None for a in state.legal_actions(state.player)))


def table(monkey, cfg, match):
    """The table screen of `match` (the shared TableScene; `scene.layer` is Wazabi's)."""
    from scenes.wazabi.table import table as wazabi_table
    scene = wazabi_table(monkey.app, cfg, match)
    monkey.app.push(scene)
    return scene


def jump(monkey, where: str) -> None:
    """Drop the monkey on one of Wazabi's screens (over a fresh title showing Wazabi)."""
    from scenes.shell.title import TitleScene
    app, rng = monkey.app, monkey.rng
    app.game = GAME
    app.reset(TitleScene(app))
    if where == "wz_setup":
        app.open("setup")
    elif where in ("wz_table_people", "wz_table_mixed", "wz_table_computers", "wz_pause", "wz_history"):
        humans = {"wz_table_people": "all", "wz_table_computers": "none"}.get(where, "some")
        cfg = config(rng, humans)
        scene = table(monkey, cfg, played_until(rng, cfg, lambda s: rng.random() < 0.05))
        if where == "wz_pause":
            app.open("pause", scene)
        elif where == "wz_history":
            scene.toggle_history()
    elif where == "wz_cover":                 # two people: the table hands over at once
        cfg = config(rng, "all", rng.randint(2, 4))
        scene = table(monkey, cfg, played_until(rng, cfg, lambda s: s.phase == "roll"))
        scene.update(0.0)
    elif where == "wz_keep":
        for _ in range(4):             # a game in which somebody plays a keep card soon enough
            cfg = config(rng, "all", rng.randint(3, 5))
            match = played_until(rng, cfg, person_keeps(cfg), 3000)
            if match.state.phase == "keep":
                break
        scene = table(monkey, cfg, match)
        if scene.state.phase == "keep":
            scene.layer.looker = next(s for s in scene.state.actors() if s in cfg.people)
            monkey.features.add("a hand choosing the cards to keep")
    elif where == "wz_target":
        cfg = config(rng, "some", rng.randint(2, 6))
        scene = table(monkey, cfg, played_until(rng, cfg, person_aims(cfg), 2000))
        if pick_aimed_card(scene.layer):
            monkey.features.add("a card waiting for its target")
    elif where == "wz_results":
        cfg = config(rng, "some")
        scene = table(monkey, cfg, played_until(rng, cfg, lambda s: False, 5000))
        scene.driver.finished = True
        app.open("results", cfg, scene.match, scene)
    elif where == "wz_rules":
        app.open(app.game_screen("rules"), rng.randrange(4))
    elif where == "wz_statistics":
        app.open("statistics")
    elif where == "wz_tutorial":
        app.stack[-1].tutorial()                # the title's Tutorial entry
    elif where == "wz_standings":
        standings(monkey)
    elif where == "wz_replay":
        replay(monkey)
    monkey.features.add(where)


def press(app, key) -> None:
    import pygame
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def standings(monkey) -> None:
    """A game of a tournament (now and then its last) played out by the computers; its
    table, left to run, opens the standings itself; Enter there sometimes deals the
    next game on the table."""
    from dataclasses import replace
    import pygame
    app, rng = monkey.app, monkey.rng
    games = rng.choice((2, 3, 5))
    cfg = config(rng, rng.choice(("none", "some")))
    cfg = replace(cfg, games=games, played=rng.randrange(games))
    sides = len(cfg.tournament().sides)
    cfg = replace(cfg, scores=tuple(rng.randrange(3 * cfg.played + 1) for _ in range(sides)))
    scene = table(monkey, cfg, played_until(rng, cfg, lambda s: False, 5000))
    for _ in range(200):                     # the table's own pause before it shows them
        if app.stack[-1] is not scene:
            break
        app.update(0.1)
        monkey.check()
    if type(app.stack[-1]).__name__ == "StandingsScene":
        monkey.features.add("tournament standings")          # shown, at its end or not
        if app.stack[-1].tournament.over:
            monkey.features.add("tournament standings, its end")
        app.render()
        monkey.check()
        if not app.stack[-1].tournament.over and rng.random() < 0.4:
            press(app, pygame.K_RETURN)      # Next game: the tournament's next table
            monkey.features.add("a tournament's next game")


def replay(monkey) -> None:
    """A finished game's log saved as E does, then the title's replay list and Enter on
    the newest (the list puts it first): its replay table, a few steps taken."""
    import pygame
    from scenes.ui.history_panel import export_log
    app, rng = monkey.app, monkey.rng
    cfg = config(rng, "none")
    export_log(played_until(rng, cfg, lambda s: False, 5000))
    app.stack[-1].replay()                   # the title's replay entry
    app.render()
    monkey.check()                           # the list seen; Esc at the table comes back to it
    press(app, pygame.K_RETURN)
    if type(app.stack[-1]).__name__ == "ReplayTable":
        monkey.features.add("a replayed game")
        for _ in range(rng.randrange(4)):
            press(app, rng.choice((pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT)))


def pick_aimed_card(layer) -> bool:
    """The person takes the computer and picks a card that asks for a target: the
    table waits for the seat to aim at (True when it does)."""
    from game.wazabi.actions import Play
    state = layer.state
    if state.phase != "play" or state.player not in layer.people:
        return False
    layer.looker = state.player
    aimed = {a.card for a in state.legal_actions(state.player) if isinstance(a, Play) and a.target is not None}
    hand = layer.shown_hand(state.player)
    for index, card in enumerate(hand):
        if card in aimed:
            layer.choose_card(index)
            break
    return layer.pending is not None


def check_match(match) -> None:
    """Wazabi's invariants (module docstring)."""
    from game.wazabi.cards import DECK, SKIP_TURN
    state, rules = match.state, match.rules
    places = list(state.pile) + [c for h in state.hands for c in h] + list(state.discard)
    places += [state.in_play] if state.in_play is not None else []
    places += [SKIP_TURN] * sum(state.skips)
    assert Counter(places) == Counter(DECK), Counter(places) - Counter(DECK) or Counter(DECK) - Counter(places)
    assert all(d >= 0 for d in state.dice), state.dice
    dropped = sum(e["dice"] for e in match.log if e["type"] == "drop")
    assert sum(state.dice) == rules.dice * rules.players - dropped, (state.dice, dropped)
    last = rules.players if rules.to_the_last else None
    for seat, place in enumerate(state.finished):
        if place and place != last and not (rules.teams and place == 1 and state.dice[seat]):
            assert state.dice[seat] == 0, (seat, place, state.dice)
