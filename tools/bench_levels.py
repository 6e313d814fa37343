"""Win rates and decision times of any registered game's computer levels, from its
views alone: the part of tools/bench_ai.py that every game shares.

    python tools/bench_ai.py --game wazabi [--games 10000] [--only matrix,times]

Seats are rotated (the tested level sits in every seat in turn); intervals are 95%
(normal approximation). Decision time is CPU time per decision after start-up.
`--lineups TEXT` keeps the lines whose lineup contains TEXT; `--lineups "=hard vs medium"`
keeps that lineup alone (not "hard vs medium vs medium vs medium").

A lineup may name a game's benchmark references (`PlayerKinds.make_reference`: Wazabi's
`hard_flat`, `hard_flat16`, `hard_tree`, `hard_peek`, `hard_tree_peek`), and give a search
its budget: `hard:3000` is `hard` with 3,000 play-outs a decision at 2 players (the tree
search's: iterations), a curve of strength against budget. A player that reads
the true state (`watch(state)`: `hard_peek`) is given the game's.
"""
from __future__ import annotations

import math
import statistics
import time

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES

# The lineups each game's README table shows: the first-named level is the one tested.
LINEUPS = {
    "wazabi": [["hard", "greedy"], ["hard", "greedy", "greedy", "greedy"], ["hard", "medium"],
               ["medium", "easy"], ["easy", "random"], ["hard", "medium", "medium", "medium"],
               ["hard", "hard_flat16"], ["hard", "hard_flat"], ["hard_flat16", "greedy"],
               ["hard_flat", "greedy"], ["hard_peek", "greedy"], ["hard_peek", "hard"], ["medium", "greedy"]],
}


def make(game, kind: str, seed: int, seat: int, rules):
    """The player of `kind` in `seat` of game `seed`: "name", "name:iterations" or
    "name:iterations:policy" (a search's play-outs by another kind, e.g. hard:1600:greedy)."""
    name, _, rest = kind.partition(":")
    budget, _, policy = rest.partition(":")
    player = game.players.make_reference(name, player_rng(seed, seat), rules)
    if budget:
        player.iterations = int(budget)
    if policy:
        player.policy = game.players.make(policy, player_rng(seed, seat), rules)
    return player


def seat_players(game, kinds: list[str], seed: int, match) -> list:
    bots = [make(game, k, seed, s, match.rules) for s, k in enumerate(kinds)]
    for bot in bots:
        watch = getattr(bot, "watch", None)
        if watch is not None:
            watch(match.state)
    return bots


def _series(job) -> int:
    game_id, players, lineup, seeds = job
    game = GAMES[game_id]
    rules = game.make_rules(players)
    wins = 0
    for seed in seeds:
        shift = seed % players
        kinds = lineup[-shift:] + lineup[:-shift] if shift else list(lineup)
        match = Match(rules, [Seat(k, k) for k in kinds], seed, record=False)
        wins += shift in match.play_out(seat_players(game, kinds, seed, match)).winners
    return wins


def win_rate(game_id: str, lineup: list[str], games: int, pool, first_seed: int = 0):
    chunks = [(game_id, len(lineup), lineup, range(first_seed + i, first_seed + games, 16)) for i in range(16)]
    wins = sum(pool.map(_series, chunks))
    p = wins / games
    return p, 1.96 * math.sqrt(p * (1 - p) / games)


def section_matrix(game_id: str, games: int, pool, wanted: str = "", first_seed: int = 0,
                   lineups: list[list[str]] | None = None) -> None:
    print(f"{game_id}: win rate of the first-named level, seats rotated, {games} games per line "
          "(± 95% interval):\n")
    print("| seats | lineup | win rate | fair share | above fair |")
    print("|---|---|---|---|---|")
    for lineup in lineups or LINEUPS[game_id]:
        name = " vs ".join(lineup)
        if (name != wanted[1:]) if wanted.startswith("=") else (wanted not in name):
            continue
        p, half = win_rate(game_id, lineup, games, pool, first_seed)
        fair = 1 / len(lineup)
        print(f"| {len(lineup)} | {name} | {p:.1%} ± {half:.1%} | {fair:.1%} | {(p - fair) * 100:+.1f} pts |",
              flush=True)


def decision_times(game_id: str, level: str, players: int, games: int) -> list[float]:
    """CPU seconds of each decision `level` makes in seat 0 with a real choice (more
    than one legal action), against `greedy` seats."""
    game = GAMES[game_id]
    rules = game.make_rules(players)
    kinds = [level] + ["greedy"] * (players - 1)
    times = []
    for seed in range(games):
        match = Match(rules, [Seat(k, k) for k in kinds], 20_000 + seed, record=False)
        bots = seat_players(game, kinds, seed, match)
        state = match.state
        while not state.is_over():
            if state.is_chance():
                match.chance()
                continue
            seat = state.actors()[0]
            view = state.view(seat)
            start = time.thread_time()
            action = bots[seat].choose(view)
            if seat == 0 and len(state.legal_actions(seat)) > 1:
                times.append(time.thread_time() - start)
            match.apply(seat, action)
    return times


def section_times(game_id: str, games: int, levels=None, seats=(2, 4, 6)) -> None:
    print("| level | seats | decisions | median | p99 (CPU time) |")
    print("|---|---|---|---|---|")
    levels = levels or GAMES[game_id].people_kinds
    for players in seats:
        for level in levels:
            times = sorted(decision_times(game_id, level, players, games))
            if not times:
                continue
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            print(f"| {level} | {players} | {len(times)} | {statistics.median(times) * 1e3:.2f} ms | "
                  f"{p99 * 1e3:.2f} ms |", flush=True)
