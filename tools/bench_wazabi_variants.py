"""Win rate of a variant of Wazabi's `hard` (halving.py) that no kind name gives: the
screening behind issue 28's choices (README, Wazabi's computer levels).

    python tools/bench_wazabi_variants.py h250score,greedy 600 100000

Arguments: the lineup (a variant below or any kind tools/bench_levels.py accepts, one a
seat, the first the one measured), games, first seed. Seats are rotated and games seeded
exactly as tools/bench_ai.py --game wazabi --only matrix plays them (one process), so
`h250` here is `--lineup hard:250,greedy` there, game for game.
"""
from __future__ import annotations

import functools
import json
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import bench_levels  # noqa: E402
from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.wazabi.ai import flat, halving, levels, lookahead
from game.wazabi.ai import judge as judges  # noqa: E402

WAZABI = GAMES["wazabi"]


FROM_HARD = ROOT / "tools" / "data" / "wazabi_judge_from_hard.json"


@functools.cache
def from_hard_judge():
    """The judge fitted on `hard`'s own games against `greedy` (tools/fit_wazabi_judge.py
    --from-hard), read once, when the variant is first made: 2 players only."""
    data = json.loads(FROM_HARD.read_text(encoding="utf-8"))
    return judges.Judge({int(n): w for n, w in data["weights"].items()}, judges.card_features)


def nested_play_on(state, seat: int, rng, policy, inner_budget: int, extra_turns: int) -> None:
    """halving.play_on, but the searching seat's own decisions with a real choice are made
    by a small peeking search (`inner_budget` play-outs of `policy`) from the play-out's
    true position; the others play `policy`."""
    stop_at = state.turns + state.rules.players + extra_turns
    state.log_events = False
    while not state.is_over() and state.turns <= stop_at:
        if state.is_chance():
            state.play_chance(rng)
            continue
        actor = state.actors()[0]
        view = state.view(actor)
        if actor == seat and len(view.legal) > 1:
            inner = _TruePosition(random.Random(rng.getrandbits(32)), state.rules, budget=inner_budget)
            inner.state = state
            action = inner.analyse(view)[0][0]
        else:
            action = policy.choose(view)
        state.apply(actor, action)


class _TruePosition(halving.HalvingPlayer):
    """A search whose every world is the position it is given (the inner search of NestedPeek)."""

    def deal(self, view):
        return self.state.copy()


class NestedPeek(halving.PeekHalving):
    """A second cheating bound: `hard_peek` (the true hands and pile order) whose own later
    decisions inside its play-outs are made by a small `hard_peek` search from the
    play-out's position instead of `greedy` (nested Monte Carlo, one level: Cazenave 2009,
    "Nested Monte-Carlo Search"). It asks whether play after the decision better than
    `greedy`'s, with every card seen, lifts the bound; about 9 times `hard`'s time (README).
    Only its play-out differs from halving's: the inner searches draw their seeds from the
    play-out's own random source, as the measured run did."""

    def __init__(self, rng, rules=None, budget: int | None = None, inner_budget: int = 24):
        super().__init__(rng, rules, budget=budget)
        self.inner_budget = inner_budget

    def play_out(self, trial, seat: int, rng) -> None:
        nested_play_on(trial, seat, rng, self.policy, self.inner_budget, self.extra_turns)


def variant(**options):
    return lambda rng, rules: halving.HalvingPlayer(rng, rules, **options)


# hNNN: NNN play-outs; score: flat.score's hand-set curve instead of the fitted judge;
# xK: K turns of its own after the round (default 1); own_medium: its own play-out
# decisions by `medium`. Every variant below but the ...cards ones is judged by
# judge.plain(), the fitted judge without the card counts (`hard`'s until 2026-11-28),
# so the README's lines measured before then replay game for game.
PLAIN = judges.plain()
TO_THE_END = 10_000          # turns of its own after the round: every play-out ends the game
VARIANTS = {
    "h250": variant(budget=250, judge=PLAIN),
    "h250x0": variant(budget=250, extra_turns=0, judge=PLAIN),
    "h250x2": variant(budget=250, extra_turns=2, judge=PLAIN),
    "h250score": variant(budget=250, judge=flat.score),
    "h250score_x0": variant(budget=250, judge=flat.score, extra_turns=0),
    "h250score_x2": variant(budget=250, judge=flat.score, extra_turns=2),
    "h250score_x4": variant(budget=250, judge=flat.score, extra_turns=4),
    "h250score_own_medium": variant(budget=250, judge=flat.score, own=levels.MediumPlayer()),
    # look250: lookahead.py's search (its own play-out decisions one move ahead with the
    # judge), each option's turn finished by greedy before it is judged; look250now (the
    # kind `hard_look`): judged right after the option
    "look250": lambda rng, rules: lookahead.LookaheadHalving(rng, rules, budget=250, finish=True,
                                                             judge=PLAIN),
    "look250now": lambda rng, rules: lookahead.LookaheadHalving(rng, rules, budget=250, finish=False,
                                                                judge=PLAIN),
    # hplain: `hard` until 2026-11-28 (1,000 play-outs, the plain judge)
    "hplain": variant(judge=PLAIN),
    # ...cards: judged (the play-outs' ends, and the look-ahead's) by judge.load(), the
    # fitted judge with each card's count in the two nearest hands: `hard` since
    # 2026-11-28 (hcards is `hard` itself, game for game; the kind `hard_look` is look250cards)
    "hcards": variant(judge=judges.load()),
    "look250cards": lambda rng, rules: lookahead.LookaheadHalving(rng, rules, budget=250, finish=False,
                                                                  judge=judges.load()),
    # hselfjudge: `hard` judged by the judge fitted on hard's own games (from_hard_judge)
    "hselfjudge": lambda rng, rules: halving.HalvingPlayer(rng, rules, judge=from_hard_judge()),
    # nested_peek: the cheating bound with its own play-out decisions searched (NestedPeek),
    # 250 play-outs, 24 in each inner search
    "nested_peek": lambda rng, rules: NestedPeek(rng, rules, budget=250, inner_budget=24),
    # hendNNN: NNN play-outs each played to the game's end (no judge: the judge's own error
    # is measured by tools/probe_wazabi_judge.py); hendNNN_peek: the same given the true
    # hands and pile order (PeekHalving)
    "hend400": variant(budget=400, extra_turns=TO_THE_END),
    "hend1000": variant(budget=1000, extra_turns=TO_THE_END),
    "hend400_peek": lambda rng, rules: halving.PeekHalving(rng, rules, budget=400, extra_turns=TO_THE_END),
}


def make(kind: str, seed: int, seat: int, rules):
    if kind in VARIANTS:
        return VARIANTS[kind](player_rng(seed, seat), rules)
    return bench_levels.make(WAZABI, kind, seed, seat, rules)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        lineup, games = argv[0].split(","), int(argv[1])
        first = int(argv[2]) if len(argv) > 2 else 0
        rules = WAZABI.make_rules(len(lineup))
        for kind in lineup:
            make(kind, 0, 0, rules)
    except (IndexError, ValueError) as exc:
        print(f"usage: bench_wazabi_variants.py LINEUP GAMES [SEED] ({exc})", file=sys.stderr)
        return 2
    n, wins = len(lineup), 0
    for seed in range(first, first + games):
        shift = seed % n
        kinds = lineup[-shift:] + lineup[:-shift] if shift else list(lineup)
        match = Match(rules, [Seat(k, k) for k in kinds], seed, record=False)
        bots = [make(k, seed, s, rules) for s, k in enumerate(kinds)]
        for bot in bots:
            watch = getattr(bot, "watch", None)
            if watch is not None:
                watch(match.state)
        wins += shift in match.play_out(bots).winners
    p = wins / games
    print(f"{' vs '.join(lineup)}: {p:.1%} ± {1.96 * math.sqrt(p * (1 - p) / games):.1%} "
          f"({games} games, first seed {first})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
