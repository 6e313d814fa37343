"""Information-set Monte Carlo tree search for Wazabi (Cowling, Powley & Whitehouse
2012, "Information Set Monte Carlo Tree Search": the single-observer variant, SO-ISMCTS).

One tree, keyed on what the searching seat knows. Each iteration:

1. deals a world it cannot tell from the real one (`deal()`: for `hard`, the other hands
   and the pile from the cards its view has not seen, game/wazabi/ai/worlds.py); with
   SWEEP (`hard`'s way) one world and one draw of the dice serve a batch of iterations,
   one per root action (common random numbers, as the flat search `flat.py` did: in a
   game this much of dice, comparing actions under the same throws removes most of the
   noise), and the choice is the best mean;
2. walks down the tree in that world: at every decision (its own and the others'), the
   seat to act picks, among the actions legal *in this world*, by UCB1 on its own
   reward with availability counts (an action's exploration term counts the
   iterations it was legal in, since the others' legal cards change from world to
   world); a throw of the dice is a chance edge keyed by what it shows (wazabi, give
   faces and dice thrown: the order of the faces plays no part); hidden chance (a
   card drawn, a reshuffle, a card taken unseen) does not branch, so the tree stays
   on what the searching seat can tell apart;
3. adds one node (the play-out policy's choice first: a random first choice would have
   the others play at random in every new branch), then plays on with `medium` for
   every seat (stronger than `greedy`)
   until the searching seat has had one more turn after every other seat has played
   once, and scores the position there for every seat (`flat.score`: 1 a won game, 0
   a lost one, else from the dice and cards held);
4. adds each seat's reward to the nodes of its own decisions on the path.

Why a single-observer tree: every decision of Wazabi is public (gives, cards played,
hands chosen, cards kept and thrown away face up), so the history of decisions and
throws is the same information for every seat except the hands; the others' nodes are
then their choices as the searching seat can tell them (their own hand unseen, as it
is), which is what it must answer. A multi-observer tree would key the others' nodes
on their own hands too: more memory and slower learning for what the benchmarks show
(tools/bench_ai.py: `hard_tree_peek`, then `hard_peek`, the same search given the true hands, is no stronger:
53.8% ± 7.7% against `greedy` over 160 games, README) a small part of the strength.

Everything comes from one `random.Random`, and the work is counted in iterations,
never in time: the same seed and view make the same search and the same choice,
however the iterations are sliced (`step(n, budget)`, e.g. a few per frame).
"""
from __future__ import annotations

import math
import random

from game.core import pace
from game.wazabi.ai.flat import EXTRA_TURNS, score
from game.wazabi.ai.levels import MediumPlayer
from game.wazabi.ai.reference import target_order
from game.wazabi.ai.worlds import world
from game.wazabi.phases import CHANCE_PHASES, OVER, ROLL
from game.wazabi.view import offered

EXPLORE = 0.7        # UCB1's exploration weight (rewards lie in [0, 1])
SWEEP = True         # the root's actions each tried in every dealt world, with the same dice
CANDIDATES = 10      # a sweep's root actions at most (ways to keep cards can be dozens)
OTHERS_BY_POLICY = False   # True: the others' decisions in the tree made by the play-out policy
STEPS = {"left": 1, "right": -1}
WIDE = 12            # another seat's decision with more choices (cards to keep from a big
                     # hand) is played by the policy, not searched: too many to learn


def first_of(state, actors, seat: int) -> int:
    """Of several seats choosing at once (cards to keep), the one to ask first: the
    searching seat, else the next in the order of play after it (never by number)."""
    if seat in actors:
        return seat
    n, step = state.rules.players, state.direction
    return min(actors, key=lambda s: ((s - seat) * step) % n)


def relative(action, actor: int, direction: int, players: int) -> tuple:
    """An action as the actor sees it round the table: its kind and card, and the seat
    it aims at counted in turns after the actor. Equal choices are ordered by it, so
    turning the table round turns the search round."""
    kind = type(action).__name__
    seat = getattr(action, "target", None)
    if seat is None:
        seat = getattr(action, "to", None)
    if seat is None:
        seat = getattr(action, "victim", None)
    card = getattr(action, "card", None) or getattr(action, "cards", None) or ()
    where = -1 if seat is None else ((seat - actor) * direction) % players
    return (kind, card, getattr(action, "direction", None) or "", where)



def in_turn_order(view) -> list:
    """`view`'s legal actions ordered by where their target sits after the chooser
    (relative), never by a seat number: turning the table round turns the order round."""
    turn = (view.seat, STEPS[view.direction], view.rules.players)
    return sorted(view.legal, key=lambda a: relative(a, *turn))


def root_candidates(view, policy, rng) -> list:
    """The root actions a search tries: all of them, or (dozens of ways to keep cards)
    the play-out policy's pick and others drawn from `rng`, in turn order."""
    legal = in_turn_order(view)
    if len(legal) > CANDIDATES:
        first = policy.choose(view)
        legal = [first] + rng.sample([a for a in legal if a != first], CANDIDATES - 1)
    return legal

class Node:
    """What the searching seat knows after a history: the statistics of the edge into
    it (for the seat that acted on that edge) and the nodes after it."""

    __slots__ = ("children", "total", "visits", "available")

    def __init__(self):
        self.children: dict = {}
        self.total = 0.0          # the acting seat's rewards summed over the visits
        self.visits = 0
        self.available = 0        # iterations in which this action was legal at its parent


class Search:
    """An SO-ISMCTS search for `view.seat`'s decision. `deal()` returns a fresh world
    (a GameState the search may change); by default one dealt from the view."""

    def __init__(self, view, rng: random.Random, deal=None, policy=None, sweep: bool = SWEEP):
        self.view, self.seat, self.rng = view, view.seat, rng
        self.deal = deal if deal is not None else (lambda: world(view, rng, in_play_order=True))
        self.policy = policy if policy is not None else MediumPlayer()
        self.root = Node()
        self.iterations = 0
        self.stop_at = view.turns + view.rules.players + EXTRA_TURNS
        self.sweep = sweep
        self.others_by_policy = OTHERS_BY_POLICY
        self._batch: list = []          # root actions still to try in the world dealt last
        self._world = self._luck = None

    def candidates(self) -> list:
        """The root actions a sweep tries (root_candidates)."""
        return root_candidates(self.view, self.policy, self.rng)

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self.iterate()
        self.iterations += iterations

    def step(self, iterations: int, budget: int) -> bool:
        """At most `iterations` more, never past `budget` in all; True once the budget is
        spent (a window's frame: a few iterations, then back to drawing)."""
        self.run(max(0, min(iterations, budget - self.iterations)))
        return self.iterations >= budget

    def iterate(self) -> None:
        pace.pause()           # a window's frame is due: the worker waits here (game/core/pace.py)
        rng, seat, policy, stop_at = self.rng, self.seat, self.policy, self.stop_at
        node, path, in_tree = self.root, [], True
        if self.sweep:
            if not self._batch:             # a new world, and the dice it will throw
                self._world, self._luck = self.deal(), rng.getrandbits(32)
                self._batch = self.candidates()[::-1]
            first = self._batch.pop()
            state, chance = self._world.copy(), random.Random(self._luck)
            state.log_events = False
            node = self.root.children.get(first)
            if node is None:
                node = self.root.children[first] = Node()
            node.available += 1
            path.append((node, first, seat))
            state.apply(seat, first)
        else:
            state, chance = self.deal(), rng
            state.log_events = False
        while state.phase != OVER and state.turns <= stop_at:
            phase = state.phase
            if phase in CHANCE_PHASES:
                state.play_chance(chance)
                if phase == ROLL and in_tree:       # a throw everyone sees: a chance edge
                    key = (state.wazabi, state.gives, len(state.rolled))
                    child = node.children.get(key)
                    if child is None:
                        child = node.children[key] = Node()
                    node = child
                continue
            actors = state.actors()
            actor = actors[0] if len(actors) == 1 else first_of(state, actors, seat)
            if not in_tree:
                state.apply(actor, policy.choose(state.view(actor)))
                continue
            options = offered(state, actor)
            if len(options) == 1:
                state.apply(actor, options[0])
                continue
            if actor != seat and self.others_by_policy:      # the others as the policy plays
                action = policy.choose(state.view(actor))
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node()
                node = child
                state.apply(actor, action)
                continue
            if actor != seat and len(options) > WIDE:
                in_tree = False
                state.apply(actor, policy.choose(state.view(actor)))
                continue
            node, in_tree = self._select(node, options, actor, (actor, state.direction, state.rules.players),
                                         path, rng, lambda: policy.choose(state.view(actor)))
            state.apply(actor, path[-1][1])
        rewards = {}
        for child, _action, actor in path:
            reward = rewards.get(actor)
            if reward is None:
                reward = rewards[actor] = score(state, actor)
            child.visits += 1
            child.total += reward

    @staticmethod
    def _select(node, options, actor, turn, path, rng, prefer):
        """The child to follow (UCB1 with availability); a new one ends the walk in the
        tree. Returns (next node, still in the tree). turn: (actor, direction, players)."""
        children = node.children
        fresh, best, best_value = [], None, -1.0
        for action in options:
            child = children.get(action)
            if child is None or not child.visits:
                fresh.append(action)
                continue
            child.available += 1
            value = child.total / child.visits + EXPLORE * math.sqrt(
                math.log(child.available) / child.visits)
            if value > best_value or (value == best_value and
                                      relative(action, *turn) < relative(best, *turn)):
                best, best_value = action, value
        if fresh:
            for action in fresh:                     # (each legal here: available)
                child = children.get(action)
                if child is None:
                    child = children[action] = Node()
                child.available += 1
            action = prefer() if len(fresh) > 1 else fresh[0]
            if action not in fresh:                  # the policy's choice is tried first,
                fresh.sort(key=lambda a: relative(a, *turn))    # then the others at random
                action = fresh[int(rng.random() * len(fresh))]
            child = children[action]
            path.append((child, action, actor))
            return child, False
        child = children[best]
        path.append((child, best, actor))
        return child, True

    # ----- what the search found ----------------------------------------------------------
    def statistics(self) -> list[tuple]:
        """(action, mean reward, visits) of each legal action of the view, most visited
        first (ties: the better mean, then the untargeted action or the target playing
        soonest after the seat, then the order of the legal actions)."""
        view, children = self.view, self.root.children
        rows = []
        for index, action in enumerate(view.legal):
            child = children.get(action)
            visits = child.visits if child is not None else 0
            mean = child.total / visits if visits else 0.0
            rows.append((action, mean, visits, index))
        if self.sweep:      # every candidate tried in the same worlds: the best mean
            rows.sort(key=lambda r: (-r[1], -r[2], target_order(view, r[0]), r[3]))
        else:
            rows.sort(key=lambda r: (-r[2], -r[1], target_order(view, r[0]), r[3]))
        return [(action, mean, visits) for action, mean, visits, _index in rows]

    def choice(self):
        return self.statistics()[0][0]
