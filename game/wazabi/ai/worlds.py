"""The positions a seat cannot tell apart, built from its view alone: what it does
not see (the other hands and the pile's order) dealt from the cards it has not seen
(information-set sampling, after Cowling, Powley & Whitehouse 2012, "Information Set
Monte Carlo Tree Search"). Used by `hard` to look ahead without peeking."""
from __future__ import annotations

import random
from collections import Counter

from game.wazabi import legal
from game.wazabi.cards import DECK, KEEP_ONE, OTHERS_KEEP_TWO, SKIP_TURN
from game.wazabi.phases import GIVING, PLAYING, TAKE
from game.wazabi.state import GameState

STEPS = {"left": 1, "right": -1}
_DECK = Counter(DECK)


def unseen_cards(view) -> list[str]:
    """Every card the seat has not seen where it is: the deck less its own hand, the
    discard pile, the card whose effect runs and the skip_turn cards lying out."""
    seen = Counter(view.hand) + Counter(view.discard)
    if view.in_play is not None:
        seen[view.in_play] += 1
    seen[SKIP_TURN] += sum(view.skips)
    return sorted((_DECK - seen).elements())


def known_cards(view) -> dict[int, list[str]]:
    """The cards the seat knows another player still holds: those taken unseen from its
    own hand, as long as nothing since may have taken them away (the holder played one
    like it, threw cards away to keep_one or others_keep_two, or lost a card it did not
    see). A lower bound: every card listed is in that hand."""
    seat, known = view.seat, {}
    takes, t = view.taken, 0
    for i in range(len(view.played) + 1):
        while t < len(takes) and takes[t][3] <= i:      # the takes before play i
            drawer, victim, card, _plays = takes[t]
            t += 1
            if victim == seat:
                known.setdefault(drawer, Counter())[card] += 1
            elif victim in known:
                if drawer == seat:                      # seen leaving: no longer there
                    known[victim][card] -= known[victim][card] > 0
                else:                                   # some card left: which, unknown
                    del known[victim]
        if i == len(view.played):
            break
        player, card, target, _direction = view.played[i]
        if player in known:
            known[player][card] -= known[player][card] > 0
        if card == KEEP_ONE:
            known.pop(target, None)
        elif card == OTHERS_KEEP_TWO:
            known = {s: cards for s, cards in known.items() if s == player}
    unseen = Counter(unseen_cards(view))
    found = {}
    for s, cards in known.items():
        cards = +cards
        if cards and sum(cards.values()) <= view.cards[s] and not cards - unseen:
            found[s] = sorted(cards.elements())
            unseen -= cards
    return found


def world(view, rng: random.Random, in_play_order: bool = False) -> GameState:
    """A full position agreeing with everything `view` shows, hidden cards dealt at random:
    to the seats in the order of play from `view.seat` when `in_play_order` (`hard`: the
    same view turned round the table deals the same world turned round, so no seat is
    favoured), and each hand holding the cards the seat knows are there (`known_cards`);
    else by seat number, nothing known (the former `hard`, now `hard_flat16`, as it was)."""
    hidden = unseen_cards(view)
    known = known_cards(view) if in_play_order and view.taken else {}
    for cards in known.values():
        for card in cards:
            hidden.remove(card)
    rng.shuffle(hidden)
    n, seat = view.rules.players, view.seat
    hands = [sorted(view.hand) if s == seat else None for s in range(n)]
    if in_play_order:
        step = STEPS[view.direction]
        order = [(seat + k * step) % n for k in range(1, n)]
    else:
        order = [s for s in range(n) if s != seat]
    for s in order:
        held = known.get(s, [])
        hands[s] = sorted(held + [hidden.pop() for _ in range(view.cards[s] - len(held))])
    state = GameState.__new__(GameState)
    state.rules = view.rules
    state.hands = hands
    state.pile = hidden                     # what is left, in a random order (top: last)
    state.discard = list(view.discard)
    state.dice, state.skips, state.finished = list(view.dice), list(view.skips), list(view.finished)
    state.phase, state.player = view.phase, view.player
    state.direction = STEPS[view.direction]
    state.contenders, state.rolloff = [], []
    state.rolled = view.rolled
    state.wazabi = view.rolled.count("wazabi")
    state.gives = view.rolled.count("give")
    state.gives_left, state.draws_left, state.after_draws = view.gives_left, view.draws_left, view.after_draws
    state.take_from, state.victim, state.in_play = view.take_from, None, view.in_play
    state.keepers = [list(k) for k in view.keepers]
    state.again = False                     # a play_again turns into a new turn at once
    state.turns, state.starter, state.played, state.points = view.turns, None, view.played, None
    state.taken = view.taken
    state.log_events = True
    state.seat_finished()
    if state.phase == PLAYING:
        state._legal = legal.plays(hands[state.player], state.wazabi, state.gives,
                                   state.others(state.player), hands)
    elif state.phase == GIVING:
        state._legal = legal.gives(state.others(state.player))
    elif state.phase == TAKE:
        state._legal = legal.takes(state.take_from)
    else:
        state._legal = ()
    return state
