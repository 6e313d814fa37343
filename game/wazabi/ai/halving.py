"""Wazabi's `hard` from issue 28: flat information-set Monte Carlo, as flat.py, with its
play-outs spent where they decide something (sequential halving, Karnin, Koren & Somekh
2013, "Almost optimal exploration in multi-armed bandits"; the root allocation of
Danihelka et al.'s Gumbel MuZero without the Gumbel noise).

At a decision it keeps a few candidate actions (all of them, or among dozens of ways
to keep cards the play-out policy's pick and others drawn). Then, round by round, it
deals worlds from its view (worlds.world in the order of play, each hand holding the
cards the seat knows are there), plays every candidate still in from each world with
the same dice (common random numbers: the comparison is between the actions, not the
luck), everyone on as the play-out policy until the searching seat has had
`extra_turns` turns after every other seat's, scores the position reached
(judge.py: a won or lost game, else the chance of winning fitted on `greedy` self-play
from dice, cards and turn order, and since 2026-11-28 each kind of card in the two
nearest hands: with flat.score's hand-set curve instead it won 65.5% +- 3.8 against
`greedy` where the fitted judge without the card counts won 71.3% +- 3.6, same 600
seeds, 250 play-outs),
and keeps the better half
of the candidates for the next round. The last one standing is the choice. The budget
(play-outs a decision) is split evenly between the rounds, so the two best candidates
get most of it, where the uniform flat search gave every candidate the same share.

Everything is counted (play-outs), never timed, and comes from the player's one
random.Random, so a seed replays its choices exactly. Candidates and ties are ordered
by where their target sits after the chooser (ismcts.relative), never by a seat
number, so turning the table round turns the choice round.
"""
from __future__ import annotations

import random

from game.core import pace
from game.wazabi.ai import judge as judges
from game.wazabi.ai.ismcts import in_turn_order, root_candidates
from game.wazabi.ai.reference import GreedyPlayer
from game.wazabi.ai.worlds import world

EXTRA_TURNS = 1      # after the round, turns of its own still played out
# play-outs a decision at 2 players; with n players a play-out runs a whole round (n
# turns), so the budget is scaled by 2 / n (3 players: 666, 4: 500, 6: 333): the decision
# time's p99 stays within issue 28's 250 ms (README, Wazabi's computer levels)
BUDGET = 1000


_JUDGE = []


def _judge():
    """The fitted judge (judge.py), read once."""
    if not _JUDGE:
        _JUDGE.append(judges.load())
    return _JUDGE[0]


def play_on(state, seat: int, rng: random.Random, policy, own, extra_turns: int) -> None:
    """Everyone plays `policy` (the searching seat `own`) until `seat` has had
    `extra_turns` more turns after every other seat has played once, or the game ends."""
    pace.pause()           # a window's frame is due: the worker waits here (game/core/pace.py)
    stop_at = state.turns + state.rules.players + extra_turns
    state.log_events = False        # nobody reads a play-out's log records
    while not state.is_over() and state.turns <= stop_at:
        if state.is_chance():
            state.play_chance(rng)
        else:
            actor = state.actors()[0]
            player = own if actor == seat else policy
            state.apply(actor, player.choose(state.view(actor)))


class HalvingPlayer:
    """Flat Monte Carlo over information sets with sequential halving at the root."""

    kind = "hard"
    thinks_long = True       # up to ~0.2 s: a window thinks it off the frame (scenes/shell/thinking.py)

    def __init__(self, rng: random.Random, rules=None, budget: int | None = None, policy=None, own=None,
                 extra_turns: int = EXTRA_TURNS, judge=None):
        self.rng = rng
        self.iterations = budget if budget is not None else BUDGET     # (the benchmarks' `hard:N` sets it)
        self.policy = policy if policy is not None else GreedyPlayer()
        self.own = own                    # the searching seat's play-out policy (None: `policy`)
        self.extra_turns = extra_turns
        self.judge = judge if judge is not None else _judge()    # a stopped play-out's value
        self.state = None                 # a peeking reference's true state (PeekHalving)

    def budget(self, view) -> int:
        players = view.rules.players
        return self.iterations if players <= 2 else max(1, self.iterations * 2 // players)

    def candidates(self, view) -> list:
        return root_candidates(view, self.policy, self.rng)

    def scores(self, base, seat: int, options: list, luck: int) -> list[float]:
        """Each of `options` played from the dealt world `base` with the same dice
        (`luck`: common random numbers), everyone on as the play-out policy, and the
        position reached judged."""
        found = []
        for option in options:
            trial = base.copy()
            trial.apply(seat, option)
            self.play_out(trial, seat, random.Random(luck))
            found.append(self.judge(trial, seat))
        return found

    def play_out(self, trial, seat: int, rng: random.Random) -> None:
        """Play `trial` on from the option tried (the searches built on this one play
        their own later decisions otherwise: lookahead.py, and a benchmark's nested search)."""
        own = self.own if self.own is not None else self.policy
        play_on(trial, seat, rng, self.policy, own, self.extra_turns)

    def deal(self, view):
        return world(view, self.rng, in_play_order=True)

    def choose(self, view):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        return self.analyse(view)[0][0]

    def analyse(self, view) -> list[tuple]:
        """[(candidate, mean score, play-outs)], the choice first: the last standing,
        then the others by the round they fell in and their mean."""
        options = self.candidates(view)
        seat, rng = view.seat, self.rng
        totals, counts = [0.0] * len(options), [0] * len(options)
        alive = list(range(len(options)))
        rounds = max(1, (len(options) - 1).bit_length())        # ceil(log2(candidates))
        budget = self.budget(view)
        fell = {}
        for r in range(rounds):
            worlds = max(1, budget // (rounds * len(alive)))
            for _ in range(worlds):
                base = self.deal(view)
                luck = rng.getrandbits(32)
                for k, score in zip(alive, self.scores(base, seat, [options[k] for k in alive], luck)):
                    totals[k] += score
                    counts[k] += 1
            alive.sort(key=lambda k: (-totals[k] / counts[k], k))
            keep = (len(alive) + 1) // 2 if r < rounds - 1 else 1
            for k in alive[keep:]:
                fell[k] = r
            alive = alive[:keep]
        order = sorted(range(len(options)), key=lambda k: (-fell.get(k, rounds), -totals[k] / max(1, counts[k]), k))
        return [(options[k], totals[k] / max(1, counts[k]), counts[k]) for k in order]


SLICE = 8            # worlds between two looks at a hint's stop(): it answers within a few ms


def hard_analysis(view, rng: random.Random, playouts: int | None = None, stop=None) -> list[tuple] | None:
    """For the hint (scenes/wazabi/hint.py): `hard`'s own search (its worlds, play-outs and
    judge) at `view`'s decision, but every legal action given the same play-outs, from
    the same worlds and the same dice, so each one's figure is as sure as the others' and
    the person sees all of them (hard itself spends its budget on the two best and, among
    dozens of ways to keep cards, tries a few). `playouts` in all (else hard's own budget).
    [(action, chance of winning, play-outs)], best first; ties ordered as hard orders its
    candidates (by where a target sits after the chooser), never by seat number.
    `stop()`, asked every SLICE worlds (a hint no longer wanted), ends it early: None."""
    player = HalvingPlayer(rng, view.rules)
    options = in_turn_order(view)
    budget = playouts if playouts is not None else player.budget(view)
    worlds = max(1, budget // len(options))
    totals = [0.0] * len(options)
    seat = view.seat
    for n in range(worlds):
        if stop is not None and n % SLICE == 0 and stop():
            return None
        base = player.deal(view)
        luck = rng.getrandbits(32)
        for k, score in enumerate(player.scores(base, seat, options, luck)):
            totals[k] += score
    order = sorted(range(len(options)), key=lambda k: (-totals[k], k))
    return [(options[k], totals[k] / worlds, worlds) for k in order]


class PeekHalving(HalvingPlayer):
    """`hard_peek`: the same search, every world the true position (the other hands
    and the pile's order as they are; the dice still unknown). A cheating upper bound
    for the benchmarks; it reads the state `watch` gave it."""

    kind = "hard_peek"

    def watch(self, state) -> None:
        self.state = state

    def deal(self, view):
        state = self.state
        if state is None or state.phase != view.phase or list(state.hands[view.seat]) != list(view.hand):
            raise RuntimeError("hard_peek reads the true position: a benchmark gives it the game's "
                               "state (watch(state)) before play")
        return state.copy()
