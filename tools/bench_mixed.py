"""Mixed tables for tools/bench_ai.py (section `mixed`): several kinds at one table,
each kind's win rate per seat over every seating, and whether Hard leads.

    python tools/bench_ai.py --only mixed --games 3000 [--lineups 'hard, hard'] [--seed S]

Seatings: game g of a line (seed first_seed + g) uses the table's distinct seat
orders in turn (every permutation of the lineup, each once per cycle; 3 players: 6,
6 players with two alike: 360), so every kind sits in every seat *and* before and
after every other kind equally often. Rotations alone keep who plays after whom:
a kind always seated just before a Random (who almost never robs) keeps its counts
of three far more often, whatever its skill.

Per kind: wins / (games x seats of that kind), with a 95% interval. Hard's lead over
another kind is the mean, over games, of (Hard won)/(Hard seats) - (kind won)/(its
seats), a paired difference, with a 95% interval (normal approximation). A line
passes when every lead's interval is above 0 and Hard's rate's interval is above
the fair share 1/seats.
"""
from __future__ import annotations

import itertools
import math

from game.core.match import Match, Seat, player_rng
from game.eceg.players import make_player
from game.eceg.state import ALL_OTHERS, NEXT_TWO, Rules

Z95 = 1.96

# (lineup, hold): tables of one kind against Hard, and mixed ones with two Hards,
# a Random (it almost never steals), a Greedy, and the hold-through-everyone rule
LINEUPS = [
    ("hard,medium,medium", NEXT_TWO),
    ("hard,hard,medium", NEXT_TWO),
    ("hard,medium,easy", NEXT_TWO),
    ("hard,greedy,random", NEXT_TWO),
    ("hard,hard,random", NEXT_TWO),
    ("hard,medium,medium,medium", NEXT_TWO),
    ("hard,hard,medium,easy", NEXT_TWO),
    ("hard,medium,easy,greedy", NEXT_TWO),
    ("hard,medium,greedy,random", NEXT_TWO),
    ("hard,hard,medium,easy", ALL_OTHERS),
    ("hard,medium,medium,medium,medium", NEXT_TWO),
    ("hard,medium,easy,greedy,random", NEXT_TWO),
    ("hard,hard,medium,easy,greedy", NEXT_TWO),
    ("hard,hard,medium,greedy,random", ALL_OTHERS),
    ("hard,medium,medium,medium,medium,medium", NEXT_TWO),
    ("hard,easy,easy,easy,easy,easy", NEXT_TWO),
    ("hard,hard,medium,easy,greedy,random", NEXT_TWO),
    ("hard,hard,medium,medium,easy,greedy", NEXT_TWO),
    ("hard,hard,medium,easy,greedy,random", ALL_OTHERS),
]


def seatings(lineup: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every distinct order of the lineup's kinds around the table, in a fixed order."""
    return sorted(set(itertools.permutations(lineup)))


def play_games(job) -> list[str | None]:
    """The winning kind of each game in `job` = (lineup, hold, game numbers, first seed)."""
    lineup, hold, numbers, first_seed = job
    orders = seatings(lineup)
    rules = Rules(len(lineup), hold=hold)
    winners = []
    for g in numbers:
        kinds = orders[g % len(orders)]
        seed = first_seed + g
        match = Match(rules, [Seat(k, k) for k in kinds], seed, record=False)
        players = [make_player(k, player_rng(seed, s), rules) for s, k in enumerate(kinds)]
        won = match.play_out(players).winners
        winners.append(kinds[won[0]] if won else None)
    return winners


def mean_interval(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, Z95 * math.sqrt(var / n)


def summarise(lineup: tuple[str, ...], winners: list[str | None]) -> dict:
    """Per kind (rate, half interval); Hard's lead over each other kind (mean, half)."""
    seats = {k: lineup.count(k) for k in lineup}
    share = {k: [(w == k) / seats[k] for w in winners] for k in seats}
    rates = {k: mean_interval(v) for k, v in share.items()}
    leads = {k: mean_interval([h - o for h, o in zip(share["hard"], share[k])])
             for k in seats if k != "hard"}
    fair = 1 / len(lineup)
    hard, half = rates["hard"]
    passed = hard - half > fair and all(m - h > 0 for m, h in leads.values())
    return {"rates": rates, "leads": leads, "fair": fair, "passed": passed}


def run_line(lineup: tuple[str, ...], hold: str, games: int, pool, first_seed: int = 0, jobs: int = 16):
    chunks = [(lineup, hold, range(i, games, jobs), first_seed) for i in range(jobs)]
    parts = pool.map(play_games, chunks)
    winners = [None] * games
    for i, part in enumerate(parts):
        winners[i::jobs] = part
    return summarise(lineup, winners)


def section_mixed(games: int, pool, wanted: str = "", first_seed: int = 0) -> None:
    print(f"Mixed tables: win rate per seat of each kind over every seating, {games} games per line "
          "(± 95% interval); lead = Hard minus the best other kind (paired, ± 95%):\n")
    print("| seats | lineup | hold | win rate per seat | fair share | Hard's lead | Hard leads |")
    print("|---|---|---|---|---|---|---|")
    for names, hold in LINEUPS:
        lineup = tuple(names.split(","))
        title = ", ".join(lineup)
        if wanted and wanted not in f"{title}, {hold}":
            continue
        result = run_line(lineup, hold, games, pool, first_seed)
        rates = sorted(result["rates"].items(), key=lambda kv: -kv[1][0])
        cells = ", ".join(f"{k} {p:.1%} ± {h:.1%}" for k, (p, h) in rates)
        rival = max(result["leads"], key=lambda k: result["rates"][k][0])
        lead, half = result["leads"][rival]
        print(f"| {len(lineup)} | {title} | {hold} | {cells} | {result['fair']:.1%} | "
              f"{lead * 100:+.1f} ± {half * 100:.1f} pts over {rival} | "
              f"{'yes' if result['passed'] else 'NO'} |", flush=True)
