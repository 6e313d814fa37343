"""YAM color's `yours` measured: does a person win about half the games against the
caller fitted to them? (game/yam_color/speed.py; README, "YAM color", computer levels.)

For each simulated person (a `Person` of game/yam_color/ai/people.py with a given
distribution), FITS times: the person practises (PRACTICE throws, as the practice
screen has them: eight dice, a card drawn from the deck, no rival, no call time; the
person calls its count at its own moment), `yours` is fitted to those calls exactly
as from the statistics file (the `speed` counter, in tenths of a second), then the
person plays GAMES / FITS two-seat games against it (seats alternate, call time 8 s).
Side by side in the same run, on the same seeds: the person against itself (a
reference: what exactly the same distribution gives) and against each level.

    python tools/bench_yam_yours.py [--games 2000] [--fits 20] [--practice 100] [--seed 1]

The interval of a line is 95%, from the spread of the FITS win rates (each fit is one
draw of practice, so games of one fit are not independent draws of the question). The
spread of the fits (their standard deviation) holds both the fit's error and the games'
luck; the same spread against itself is the games' luck alone, so the difference is
what a fit from that much practice gets wrong.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.yam_color.ai.people import LEVELS, Person, PersonCaller, timeline  # noqa: E402
from game.yam_color.deck import CARD_IDS, throw  # noqa: E402
from game.yam_color.speed import ENOUGH, counter, fit_kept, measure  # noqa: E402

YAM = GAMES["yam-color"]
MARGIN = LEVELS["medium"].margin      # the strategy is not measured: the person and yours share it

PEOPLE = {
    "slow": Person(mu=1.5, sigma=0.35, tau=1.2, per_colour=0.6, subitize=0.1, per_item=0.35, slip=0.06,
                   slip_per_item=0.04, margin=MARGIN, up=0.6),
    "usual": Person(mu=1.2, sigma=0.25, tau=0.8, per_colour=0.45, subitize=0.08, per_item=0.3, slip=0.03,
                    slip_per_item=0.025, margin=MARGIN),
    "quick": Person(mu=0.8, sigma=0.2, tau=0.45, per_colour=0.3, subitize=0.05, per_item=0.27, slip=0.02,
                    slip_per_item=0.015, margin=MARGIN, up=0.4),
}


def practise(person: Person, throws: int, rng: random.Random) -> dict[str, int]:
    """The `speed` counter a person's practice leaves in the statistics."""
    measures = []
    for _ in range(throws):
        dice, card = throw(rng), rng.choice(CARD_IDS)
        moment, called = timeline(person, dice, card, rng)[-1]
        measures.append(measure(dice, card, called, moment))
    return counter(measures)


def face_to_face(person: Person, rival, games: int, seed: int, call_time: str = "8") -> float:
    """The person's share of the wins against `rival` (a factory of rng), seats alternating."""
    rules = YAM.make_rules(2, call_time=call_time)
    wins = 0.0
    for g in range(games):
        seats = ["person", "rival"] if g % 2 else ["rival", "person"]
        match = Match(rules, [Seat(k) for k in seats], seed + g, record=False)
        players = [PersonCaller("person", person, player_rng(seed + g, s)) if k == "person"
                   else rival(player_rng(seed + g, s)) for s, k in enumerate(seats)]
        winners = YAM.play_out(match, players).winners
        wins += sum(1 / len(winners) for s in winners if seats[s] == "person")
    return wins / games


def interval(rates: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(rates)
    half = 1.96 * statistics.stdev(rates) / math.sqrt(len(rates)) if len(rates) > 1 else float("nan")
    return mean, half


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--fits", type=int, default=20)
    parser.add_argument("--practice", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.games < 2 or not 2 <= args.fits <= args.games or args.practice < ENOUGH:
        parser.error(f"--games at least 2, --fits from 2 to --games, --practice at least {ENOUGH} "
                     "(yours needs that many calls to be fitted)")
    per_fit = args.games // args.fits
    print(f"Each person against yours fitted to {args.practice} practice throws: {args.fits} fits x "
          f"{per_fit} games = {args.fits * per_fit} games a line, call time 8 s, seats alternate; "
          "the person's win rate (95% interval over the fits); the same seeds against itself and the levels.\n")
    print("| person | median call time (practice) | yours fitted: median | against yours | range of the fits | "
          "fits within 45-55% | spread of the fits (sd) | against itself | its spread (sd) | against easy | "
          "against medium | against hard |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, person in PEOPLE.items():
        rates, own, fitted_medians, practice_medians = [], [], [], []
        for f in range(args.fits):
            seed = args.seed + 100_000 * f
            kept = practise(person, args.practice, random.Random(f"{args.seed}/{name}/{f}"))
            fit = fit_kept(kept)
            times = [float(k.split(".")[3]) / 10 for k, n in kept.items() for _ in range(n)]
            practice_medians.append(statistics.median(times))
            again = practise(fit.person, 2000, random.Random(f"{args.seed}/{name}/{f}/fitted"))
            fitted_medians.append(statistics.median(float(k.split(".")[3]) / 10 for k, n in again.items()
                                                    for _ in range(n)))
            rates.append(face_to_face(person, lambda rng, p=fit.person: PersonCaller("yours", p, rng),
                                      per_fit, seed))
            own.append(face_to_face(person, lambda rng: PersonCaller("itself", person, rng), per_fit, seed))
        levels = [face_to_face(person, lambda rng, k=k: YAM.players.make(k, rng, None), per_fit * args.fits,
                               args.seed) for k in ("easy", "medium", "hard")]
        mean, half = interval(rates)
        own_mean, own_half = interval(own)
        print(f"| {name} | {statistics.median(practice_medians):.2f} s | {statistics.median(fitted_medians):.2f} s | "
              f"{mean:.1%} ± {half:.1%} | {min(rates):.0%}-{max(rates):.0%} | "
              f"{sum(0.45 <= r <= 0.55 for r in rates)} of {len(rates)} | {statistics.stdev(rates):.1%} | "
              f"{own_mean:.1%} ± {own_half:.1%} | {statistics.stdev(own):.1%} | "
              + " | ".join(f"{r:.1%}" for r in levels) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
