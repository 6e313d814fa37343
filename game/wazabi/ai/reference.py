"""The simplest computer players of Wazabi: `random` and `greedy`. Both decide from
their seat's view alone (game/wazabi/view.py)."""
from __future__ import annotations

import random

from game.wazabi.actions import Discard, EndTurn, Give, Play, TakeFrom
from game.wazabi.cards import (CARD_IDS, COST, DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE,
                               OTHERS_KEEP_TWO, PASS_DICE, PLAY_AGAIN, SKIP_TURN, STEAL_CARD, STEP)


class RandomPlayer:
    """Uniform over the legal actions (a baseline and a fuzzer, not an opponent)."""

    kind = "random"

    def __init__(self, rng: random.Random, rules=None):
        self.random = rng.random

    def choose(self, view):
        return self.pick(view.legal)

    def pick(self, legal):
        """The choice from the legal actions alone (headless play asks this way and
        skips the view: game/wazabi/playout.py)."""
        return legal[int(self.random() * len(legal))]   # rng.choice, without its overhead


# When no card sheds a die, greedy still plays one, in this order (a turn again first:
# another roll is another chance to shed; drawing last: cards are only worth their use).
OTHER_CARDS = (PLAY_AGAIN, SKIP_TURN, KEEP_ONE, OTHERS_KEEP_TWO, STEAL_CARD, DRAW_THREE)
# Which cards greedy keeps when it must throw some away: the cheapest to play first
# (a card the roll cannot pay for is dead weight), then the ones that shed dice.
KEEP_ORDER = sorted(CARD_IDS, key=lambda c: (COST[c], c not in (DROP_ONE, DROP_TWO, GIVE_ONE, PASS_DICE),
                                             CARD_IDS.index(c)))


class GreedyPlayer:
    """A documented baseline with no look-ahead:
    - gives each give die, and aims every card, at the opponent holding the fewest dice
      (the nearest to winning; ties: the most cards, then whoever plays soonest after it);
    - plays the card that leaves it the fewest dice now (drop_two, drop_one, give_one,
      pass_dice the way that brings it the smaller neighbour's dice); if none sheds a
      die, plays the first of OTHER_CARDS it can; never a pass_dice that adds dice;
    - keeps the cheapest cards (KEEP_ORDER) when a card makes it discard;
    - takes an unseen card from whoever holds the most cards."""

    kind = "greedy"

    def __init__(self, rng: random.Random | None = None, rules=None):
        pass

    def choose(self, view):
        legal = view.legal
        first = legal[0]
        if len(legal) == 1:
            return first
        if isinstance(first, Give):
            return _aim(view, [a.to for a in legal], lambda s: Give(s))
        if isinstance(first, TakeFrom):
            return max(legal, key=lambda a: (view.cards[a.victim], -after_me(view, a.victim)))
        if isinstance(first, Discard):
            return min(legal, key=lambda a: _kept_rank(view.hand, a.cards))
        return _best_play(view, legal)


def after_me(view, seat: int) -> int:
    """How soon `seat` plays after the deciding seat, in the order of play now (1: the
    next one). Every tie between players is broken by it, never by the seat's number:
    a tie broken by the lowest seat number aimed the computers at seat 0 more than at
    the others (a person usually sits there), so seat 0 won 21% and seat 3 29% of the
    games between four `medium` players."""
    return ((seat - view.seat) * STEP[view.direction]) % view.rules.players


def target_order(view, action) -> int:
    """An action's place among equal choices: untargeted first, then by its target's
    turn after the deciding seat (after_me)."""
    target = getattr(action, "target", None)
    if target is None:
        target = getattr(action, "to", None)
    return 0 if target is None else after_me(view, target)


def _leader_key(view, seat: int):
    return (view.dice[seat], -view.cards[seat], after_me(view, seat))


def _aim(view, seats: list[int], make):
    """The action aimed at the opponent nearest to winning (a partner only if no
    opponent can be aimed at)."""
    opponents = set(view.opponents())
    pool = [s for s in seats if s in opponents] or seats
    return make(min(pool, key=lambda s: _leader_key(view, s)))


def _kept_rank(hand: tuple[str, ...], thrown: tuple[str, ...]):
    kept = list(hand)
    for card in thrown:
        kept.remove(card)
    return sorted(KEEP_ORDER.index(c) for c in kept)


def _dice_after(view, action: Play) -> int:
    mine = view.dice[view.seat]
    card = action.card
    if card == DROP_TWO:
        return mine - min(2, mine)
    if card in (DROP_ONE, GIVE_ONE):
        return mine - 1
    if card == PASS_DICE:
        seat, n = view.seat, view.rules.players
        step = -STEP[action.direction]     # whose dice come to me: the neighbour the other way
        giver = (seat + step) % n
        while view.finished[giver]:
            giver = (giver + step) % n
        return view.dice[giver]
    return mine


def _best_play(view, legal):
    plays = [a for a in legal if isinstance(a, Play)]
    mine = view.dice[view.seat]
    shedding = [a for a in plays if _dice_after(view, a) < mine]
    if shedding:
        fewest = min(_dice_after(view, a) for a in shedding)
        best = [a for a in shedding if _dice_after(view, a) == fewest]
        aimed = [a for a in best if a.target is not None]
        if aimed:
            return _aim(view, [a.target for a in aimed], lambda s: next(a for a in aimed if a.target == s))
        return best[0]
    for card in OTHER_CARDS:
        options = [a for a in plays if a.card == card]
        if not options:
            continue
        if options[0].target is None:
            return options[0]
        if card == STEAL_CARD:   # from whoever holds the most cards
            return max(options, key=lambda a: (view.cards[a.target], -after_me(view, a.target)))
        if card == KEEP_ONE:     # the opponent losing the most cards
            opponents = [a for a in options if a.target in view.opponents()] or options
            return max(opponents, key=lambda a: (view.cards[a.target], -after_me(view, a.target)))
        return _aim(view, [a.target for a in options], lambda s: next(a for a in options if a.target == s))
    return next(a for a in legal if isinstance(a, EndTurn))
