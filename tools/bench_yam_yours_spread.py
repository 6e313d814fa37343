"""YAM color's `yours`: how far ONE fit lands from a fair game, by how many calls it is
fitted to (issue 28; README, "YAM color", computer levels).

tools/bench_yam_yours.py asks whether a person wins about half the games against
`yours` averaged over many fits. This asks what one person with one statistics file
sees: for each number of calls N (practice throws, as the practice screen has them;
calls kept from real games count the same), FITS independent fits, each from its own
N calls, each played over GAMES two-seat games (call time 8 s, seats alternating), so
each fit's own win rate is known to within its games' luck. Printed per person and N:
the median of the per-fit win rates, their 10th-90th percentile range, the share of
fits within 45-55%, the pooled rate over every game with its 95% interval (from the
spread of the fits: the games of one fit are not independent draws of the question),
and the fits' own spread with the games' luck taken out (sqrt(var - p(1-p)/GAMES)).
Side by side, on the same seeds, the person against itself: the same distribution
exactly, so its spread is the games' luck alone (the best any fit could show).

--shrink M (a variant measured, not the game's fit): the fitted reaction's mean is
pulled towards the default person's, as if it had M calls of the default person's
pace added (weight M / (N + M)); the shape (sigma, tau) and the costs are kept.

    python tools/bench_yam_yours_spread.py [--calls 40,100,300,1000] [--fits 30] [--games 300]
        [--people slow,usual,quick] [--shrink M] [--seed 1]
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_yam_yours import PEOPLE, face_to_face, practise  # noqa: E402

from game.yam_color.ai.people import DEFAULT_PERSON, PersonCaller  # noqa: E402
from game.yam_color.speed import ENOUGH, fit_kept  # noqa: E402

BAND = (0.45, 0.55)


def shrunk(person, calls: int, weight: float, prior=DEFAULT_PERSON):
    """`person` with its reaction's mean (mu + tau) pulled towards the prior's by
    weight / (calls + weight): the variant --shrink measures."""
    if weight <= 0:
        return person
    pull = weight / (calls + weight)
    shift = pull * ((prior.mu + prior.tau) - (person.mu + person.tau))
    return replace(person, mu=max(0.02, person.mu + shift))


def summary(rates: list[float], games: int) -> dict:
    """Median, 10th and 90th percentiles, share within BAND, pooled mean and its 95%
    half-width over the fits, and the fits' spread with the games' luck taken out."""
    deciles = statistics.quantiles(rates, n=10, method="inclusive")
    mean = statistics.fmean(rates)
    sd = statistics.stdev(rates)
    luck = statistics.fmean(r * (1 - r) for r in rates) / games
    return {"median": statistics.median(rates), "p10": deciles[0], "p90": deciles[-1],
            "within": sum(BAND[0] <= r <= BAND[1] for r in rates) / len(rates),
            "mean": mean, "half": 1.96 * sd / math.sqrt(len(rates)),
            "sd": sd, "fit_sd": math.sqrt(max(0.0, sd * sd - luck))}


def row(label: str, s: dict) -> str:
    return (f"| {label} | {s['median']:.1%} | {s['p10']:.0%}-{s['p90']:.0%} | {s['within']:.0%} | "
            f"{s['mean']:.1%} ± {s['half']:.1%} | {s['sd']:.1%} | {s['fit_sd']:.1%} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", default="40,100,300,1000")
    parser.add_argument("--fits", type=int, default=30)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--people", default="slow,usual,quick")
    parser.add_argument("--shrink", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        lengths = [int(n) for n in args.calls.split(",")]
    except ValueError:
        parser.error("--calls: numbers separated by commas, e.g. 40,100,300")
    people = args.people.split(",")
    if (any(n < ENOUGH for n in lengths) or args.fits < 3 or args.games < 2 or args.shrink < 0
            or any(p not in PEOPLE for p in people)):
        parser.error(f"--calls each at least {ENOUGH}, --fits at least 3, --games at least 2, --shrink >= 0, "
                     f"--people among {','.join(PEOPLE)}")
    print(f"One fit each: {args.fits} fits x {args.games} games per line, call time 8 s, seats alternate; "
          f"shrink {args.shrink:g}; seed {args.seed}. The person's win rate per fit.\n")
    print("| person, calls in the fit | median per fit | 10-90% of the fits | fits within 45-55% | "
          "pooled (95%) | spread of the fits (sd) | without the games' luck |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    every: dict[int, list[float]] = {n: [] for n in lengths}
    own_every: list[float] = []
    for name in people:
        person = PEOPLE[name]
        seeds = [args.seed + 100_000 * f for f in range(args.fits)]
        own = [face_to_face(person, lambda rng: PersonCaller("itself", person, rng), args.games, s) for s in seeds]
        own_every += own
        print(row(f"{name}, against itself", summary(own, args.games)), flush=True)
        for n in lengths:
            rates = []
            for f, seed in enumerate(seeds):
                kept = practise(person, n, random.Random(f"{args.seed}/{name}/{n}/{f}"))
                fit = fit_kept(kept)
                rival = shrunk(fit.person, fit.calls, args.shrink)
                rates.append(face_to_face(person, lambda rng, p=rival: PersonCaller("yours", p, rng),
                                          args.games, seed))
            every[n] += rates
            print(row(f"{name}, {n:,}", summary(rates, args.games)), flush=True)
    if len(people) > 1:
        print(row("all, against itself", summary(own_every, args.games)))
        for n in lengths:
            print(row(f"all, {n:,}", summary(every[n], args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
