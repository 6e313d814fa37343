"""YAM color's `yours` learning from real games: a person practises a little, then plays
game after game against `yours`, refitted before each game from the practice and every
call of theirs the games so far have kept (as the app does: the statistics keep a
person's calls, game/yam_color/stats.py; the table reads the fit at Start and Rematch).
Does a single fit narrow as it does with practice calls alone
(tools/bench_yam_yours_spread.py), and do the calls of real games (cut short by the
call time, some after another's call) bias it?

For each person, HISTORIES independent histories: PRACTICE practice throws, then
games against `yours` (call time 8 s, seats alternating). At each checkpoint (before
game 1, 5, 13, 37 with the default --checkpoints 0,4,12,36) the fit of that moment is
played over GAMES more games (not kept) to know its own win rate; printed per
checkpoint: the calls in the fit (median over histories), the median per-fit win rate,
its 10-90% range, the share within 45-55%, the pooled rate (95% interval over the
histories); and the share of the history's own games the person won up to there.

    python tools/bench_yam_yours_learning.py [--histories 30] [--practice 40]
        [--checkpoints 0,4,12,36] [--games 300] [--people slow,usual,quick] [--seed 1]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_yam_yours import PEOPLE, YAM, face_to_face, practise  # noqa: E402
from bench_yam_yours_spread import row, summary  # noqa: E402

from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.yam_color.ai.people import PersonCaller  # noqa: E402
from game.yam_color.speed import COUNTER, ENOUGH, add_to, fit_kept  # noqa: E402
from game.yam_color.stats import count_log  # noqa: E402

NAME = "Ana"


def real_game(person, rival, seed: int, person_first: bool) -> tuple[float, dict[str, int]]:
    """One recorded game: the person's share of the win and the calls it keeps of theirs."""
    rules = YAM.make_rules(2, call_time="8")
    seats = [Seat(NAME, "human"), Seat("yours", "yours")]
    if not person_first:
        seats.reverse()
    match = Match(rules, seats, seed, record=True)
    players = [PersonCaller(NAME, person, player_rng(seed, s)) if seat.kind == "human"
               else PersonCaller("yours", rival, player_rng(seed, s)) for s, seat in enumerate(seats)]
    winners = YAM.play_out(match, players).winners
    mine = 0 if person_first else 1
    share = sum(1 / len(winners) for s in winners if s == mine)
    return share, count_log(match.log)[mine][COUNTER]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--histories", type=int, default=30)
    parser.add_argument("--practice", type=int, default=40)
    parser.add_argument("--checkpoints", default="0,4,12,36")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--people", default="slow,usual,quick")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        checkpoints = sorted({int(n) for n in args.checkpoints.split(",")})
    except ValueError:
        parser.error("--checkpoints: numbers of games separated by commas, e.g. 0,4,12,36")
    people = args.people.split(",")
    if (args.histories < 3 or args.practice < ENOUGH or args.games < 2 or checkpoints[0] < 0
            or any(p not in PEOPLE for p in people)):
        parser.error(f"--histories at least 3, --practice at least {ENOUGH}, --games at least 2, "
                     f"--checkpoints >= 0, --people among {','.join(PEOPLE)}")
    print(f"{args.histories} histories a person: {args.practice} practice throws, then games against yours "
          f"refitted before each; at each checkpoint the fit of the moment over {args.games} more games; "
          f"call time 8 s, seats alternate; seed {args.seed}.\n")
    print("| person, games played (calls in the fit, median) | median per fit | 10-90% of the fits | "
          "fits within 45-55% | pooled (95%) | spread of the fits (sd) | without the games' luck | "
          "the history's own games won so far |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in people:
        person = PEOPLE[name]
        rates = {c: [] for c in checkpoints}
        calls = {c: [] for c in checkpoints}
        played = {c: [] for c in checkpoints}
        for h in range(args.histories):
            stats: dict = {}
            add_to(stats, NAME, practise(person, args.practice, random.Random(f"{args.seed}/{name}/learn/{h}")))
            won = []
            for g in range(checkpoints[-1] + 1):
                fit = fit_kept(stats[NAME].by_id[COUNTER])
                seed = args.seed + 1_000_000 * h + 1000 * g
                if g in rates:
                    calls[g].append(fit.calls)
                    rates[g].append(face_to_face(person, lambda rng, p=fit.person: PersonCaller("yours", p, rng),
                                                 args.games, seed + 500_000_000))
                    played[g] += won
                if g == checkpoints[-1]:
                    break
                share, kept = real_game(person, fit.person, seed, g % 2 == 0)
                won.append(share)
                add_to(stats, NAME, kept)
        for c in checkpoints:
            so_far = f"{statistics.fmean(played[c]):.1%} of {len(played[c])}" if played[c] else "-"
            print(row(f"{name}, {c} ({statistics.median(calls[c]):,.0f} calls)", summary(rates[c], args.games))
                  [:-1] + f"| {so_far} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
