"""Wazabi's opponents for people: `easy` and `medium` (documented heuristics; `hard`,
information-set search, is a later step). Both decide from their seat's view alone.

- **easy** plays like a beginner who knows what the cards do: each give die to a
  random opponent; a random card among those it can play (never a pass_dice that
  brings it more dice than it has, never ending the turn when it could shed a die),
  aimed at a random opponent; keeps random cards; draws from a random hand.
- **medium** looks one play ahead. It scores each possible play by the position it
  leaves (VALUES below: its own dice count most, then a turn more for itself or
  less for the leader, the cards opponents lose and those it draws, the leading
  opponent's dice, less what the card was worth in hand), and plays the best, or
  no card when nothing scores above keeping the hand. It gives dice to the opponent
  nearest to winning, keeps the cards most useful to it (shedding and cheap first),
  and draws from the fullest hand.
"""
from __future__ import annotations

import random

from game.wazabi.actions import Discard, EndTurn, Give, Play, TakeFrom
from game.wazabi.ai.reference import _dice_after, _leader_key, after_me, target_order
from game.wazabi.cards import (COST, DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE,
                               OTHERS_KEEP, OTHERS_KEEP_TWO, PASS_DICE, PLAY_AGAIN, SKIP_TURN,
                               STEAL_CARD)

# What a card in hand is worth to medium (shedding and cheap cards most).
CARD_WORTH = {DROP_ONE: 3.0, DROP_TWO: 3.5, GIVE_ONE: 2.5, PASS_DICE: 1.5, PLAY_AGAIN: 2.0,
              SKIP_TURN: 1.5, STEAL_CARD: 1.2, KEEP_ONE: 1.2, DRAW_THREE: 1.5, OTHERS_KEEP_TWO: 1.0}
# The weights were set by play: medium against easy in two-player games (seats rotated,
# 6,000 games a setting, tools/bench_ai.py's way), then checked on other seeds and in
# four-player games against easy and greedy. Raising the turns (play_again, skip_turn
# on the leader: in two players, another turn of one's own) from 6/5 to 15, and the
# cards opponents lose from 0.8 to 5 (keep_one, others_keep_two, steal_card: a player
# with fewer cards sheds fewer dice), took medium from 52.6% to 59-60% of two-player
# games against easy; drawn cards fell from 8 to 4 (no clear change either way).
VALUES = {
    "own_die": -10.0,          # each die medium still holds
    "leader_die": 4.0,         # each die the opponent nearest to winning holds
    "card_drawn": 4.0,         # an unknown card drawn (steal_card, draw_three)
    "card_lost": 5.0,          # each card an opponent throws away
    "extra_turn": 15.0,        # play_again: another roll, another chance to shed
    "skip_leader": 15.0,       # skip_turn on the opponent nearest to winning...
    "skip_other": 5.0,         # ...or on another
}


class EasyPlayer:
    kind = "easy"

    def __init__(self, rng: random.Random, rules=None):
        self.rng = rng

    def choose(self, view):
        legal, rng = view.legal, self.rng
        first = legal[0]
        if len(legal) == 1 or isinstance(first, (Discard, TakeFrom)):
            return rng.choice(legal)
        opponents = set(view.opponents())
        if isinstance(first, Give):
            return rng.choice([a for a in legal if a.to in opponents] or legal)
        mine = view.dice[view.seat]
        plays = [a for a in legal if isinstance(a, Play) and _dice_after(view, a) <= mine
                 and (a.target is None or a.target in opponents or a.card == STEAL_CARD)]
        if not plays:
            return next(a for a in legal if isinstance(a, EndTurn))
        return rng.choice(plays)


class MediumPlayer:
    kind = "medium"

    def __init__(self, rng: random.Random | None = None, rules=None):
        pass

    def choose(self, view):
        legal = view.legal
        first = legal[0]
        if len(legal) == 1:
            return first
        if isinstance(first, Give):
            opponents = set(view.opponents())
            pool = [a for a in legal if a.to in opponents] or list(legal)
            return min(pool, key=lambda a: _leader_key(view, a.to))
        if isinstance(first, TakeFrom):
            return max(legal, key=lambda a: (view.cards[a.victim], -after_me(view, a.victim)))
        if isinstance(first, Discard):
            return max(legal, key=lambda a: _kept_worth(view.hand, a.cards))
        # equal scores: the untargeted card, else the target playing soonest after this
        # seat (never the lowest seat number: reference.after_me), then the legal order
        return max(legal, key=lambda a: (score(view, a), -target_order(view, a), -legal.index(a)))


def _kept_worth(hand, thrown) -> float:
    kept = list(hand)
    for card in thrown:
        kept.remove(card)
    return sum(CARD_WORTH[c] - 0.3 * COST[c] for c in kept)


def score(view, action) -> float:
    """How much better the position is after `action` than after ending the turn."""
    if isinstance(action, EndTurn):
        return 0.0
    card, target = action.card, action.target
    opponents = view.opponents()
    leader = min(opponents, key=lambda s: _leader_key(view, s)) if opponents else None
    mine = view.dice[view.seat]
    value = VALUES["own_die"] * (_dice_after(view, action) - mine) - CARD_WORTH[card]
    if card == PASS_DICE and leader is not None:    # the leader's dice after the pass
        step = 1 if action.direction == "left" else -1
        giver = _neighbour(view, leader, -step)
        value += VALUES["leader_die"] * (view.dice[giver] - view.dice[leader])
    elif card == GIVE_ONE and target == leader:
        value += VALUES["leader_die"]
    elif card == STEAL_CARD:
        value += VALUES["card_drawn"] * min(1, _drawable(view)) + (
            VALUES["card_lost"] if target in opponents else 0)
    elif card == DRAW_THREE:
        value += VALUES["card_drawn"] * min(3, _drawable(view))
    elif card == KEEP_ONE:
        lost = view.cards[target] - 1
        value += VALUES["card_lost"] * lost * (1 if target in opponents else -1)
    elif card == OTHERS_KEEP_TWO:
        for seat in view.others():
            lost = max(0, view.cards[seat] - OTHERS_KEEP)
            value += VALUES["card_lost"] * lost * (1 if seat in opponents else -1)
    elif card == SKIP_TURN:
        if target in opponents:
            value += VALUES["skip_leader"] if target == leader else VALUES["skip_other"]
        else:
            value -= VALUES["skip_other"]
    elif card == PLAY_AGAIN:
        value += VALUES["extra_turn"]
    return value


def _neighbour(view, seat: int, step: int) -> int:
    n = view.rules.players
    seat = (seat + step) % n
    while view.finished[seat]:
        seat = (seat + step) % n
    return seat


def _drawable(view) -> int:
    """Cards a draw can still find: the pile, the discard, the other hands."""
    return view.pile + len(view.discard) + sum(view.cards[s] for s in view.others())
