"""What each way of ending a turn is worth to a player: the outcome values the
turn planner maximises for the computer levels.

Two players (either dice): the exact solution (game/solver.py), so the values are
true win probabilities and Hard plays perfectly. Classic dice use the same table
through the face shift (solver.CLASSIC_TO_OFFICIAL).

Three players: the solved table (game/three_player.py, `three_player_values()`).

Four or more players (game/lookahead.py): the mover's estimated win probability
after the turn, `estimated_values()`, in three steps:
1. The outcome (take prize i, or nothing) is applied to a light copy of the
   position by `advance()`, the engine's end of turn (a test checks it against
   the engine), so immediate wins and cancelled counts follow the rules exactly.
2. `foresee()` plays out the next players' turns, up to LOOKAHEAD_TURNS (two with
   3-4 players: with three, the whole round until the mover plays again; one with
   5-6, to stay within a few milliseconds per decision), each as a robber
   plays it: the exact distribution of how the turn ends (FastPlanner.endings)
   for a player who plays for the prizes of whoever counts down with three (else
   for any prize) and then takes a count's prize first, then the leader's, then
   the centre's (Medium's play: a fair model of any robber). Each ending is weighted by its exact probability (endings
   rarer than PRUNE = 3% are left out and the rest renormalised).
3. `estimate()` values each resulting position with game/standing.py: every
   player's win chance as a softmax of scores whose weights were fitted by
   maximum likelihood on the start of every turn of simulated games
   (tools/fit_standing.py -> assets/ai/standing.json). A score depends on the
   player's prize count, how soon they play, how hard their prizes are to steal
   (`reach`: the exact one-turn chance of taking any prize of a set), their own
   chance of taking one of the prizes they do not hold (3 players), whether
   they lead, and for a player counting down on the turns left and the log of
   the chance that every robber misses. Values are probabilities in [0, 1]
   summing to 1 over the players. Tests check: robbing a player counting down
   is worth more on average than a prize from the centre when at most one robber
   plays after the mover (with more robbers to come, a prize hard to steal such
   as four of a kind may come first), and is the only thing worth anything for
   the last robber; a prize hard to steal is worth more than none or than an easy
   one, and two prizes more than one.
Weights for 4 players (hold next two) were fitted on games of this Hard, for
3 players on the turns this Hard starts (the only positions its lookahead judges
with three: `fit_standing.py --hard-to-move`, with the own-chance term): 41.7%
against 41.3% over 30,000 games (the bench's seeds and two fresh sets of 10,000:
ahead by 0.8, 0.2, 0.3 points, a gain within the noise); the others on games of its one-turn predecessor. Cost: a few hundred positions judged per turn, about 2 ms (memos are
emptied each turn, which also keeps the garbage collector's pauses short).
Without fitted weights for a configuration, `lookahead.heuristic_estimate()` (the
first, hand-tuned estimate) is used; tools/fit_standing.py prints how much better the
fitted model predicts winners (held-out log-loss).
"""
from __future__ import annotations

from game.core.contract import CHANCE
from game.eceg.actions import Roll, SetAside, Take
from game.eceg.ai.lookahead import advance, estimate, estimated_values, foresee, position_of, warm
from game.eceg.ai import solver, three_player
from game.eceg.state import ROLL

def two_player_values(state) -> tuple[list[float | None], float]:
    """Exact win probabilities of each outcome for the mover (two players)."""
    classic = state.rules.faces != "0-5"
    order = solver.CLASSIC_TO_OFFICIAL if classic else range(solver.PRIZES)
    key = solver.key_of(state, order)
    official, none_value = solver.load_table().outcome_values(key)
    return [official[order[i]] for i in range(solver.PRIZES)], none_value


def after(state, prize_index: int | None):
    """A copy of the state as it is once the mover's turn ends by taking prize
    `prize_index` (None: with nothing), applied through the real rules (slow:
    tests and tools use it to check `advance`)."""
    table = state.table
    trial = state.copy()
    trial.phase, trial.kept, trial.rolled = ROLL, (), ()
    if prize_index is None:
        hand = table.prizes[0].example
        trial.apply(CHANCE, Roll(hand))
        trial.apply(trial.seat, SetAside(hand))
    else:
        prize = table.prizes[prize_index]
        trial.apply(CHANCE, Roll(prize.example))
        trial.apply(trial.seat, Take(prize.id))
    return trial


def three_player_values(state) -> tuple[list[float | None], float]:
    """Win probabilities of each outcome for the mover, Hard's best reply to
    modelled opponents (the solved three-player table, game/three_player.py)."""
    classic = state.rules.faces != "0-5"
    order = solver.CLASSIC_TO_OFFICIAL if classic else range(solver.PRIZES)
    code = three_player.code_of(state, order)
    takeable = sum(1 << order[i] for i in range(solver.PRIZES) if state.takeable >> i & 1)
    official, none_value = three_player.load_table().outcome_values(code, takeable)
    return [official[order[i]] for i in range(solver.PRIZES)], none_value


def outcome_values(state) -> tuple[list[float | None], float]:
    """The values Hard plays by: exact with two players, the solved game with
    three, estimated otherwise."""
    if state.rules.players == 2:
        return two_player_values(state)
    if state.rules.players == 3:
        return three_player_values(state)
    return estimated_values(state)

