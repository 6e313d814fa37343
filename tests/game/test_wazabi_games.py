"""Whole games of Wazabi: random legal play over every option ends well and its log
replays; each log follows shared/spec/game-log-wazabi.md as read by an independent
reader written from that page; a seed plays the same game twice; cards and dice
are conserved at every step."""
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.core.log import LogError
from game.core.match import Match, Seat
from game.core.simulate import play_game
from game.registry import GAMES, replay_game
from game.wazabi.cards import DECK
from game.wazabi.rules import Rules
from tests.game.test_contract import play_randomly

WAZABI = GAMES["wazabi"]
SPEC_FIELDS = {   # from the log page's table
    "start": {"game", "format", "seed", "players", "dice", "teams", "to_the_last", "hands", "pile"},
    "first_roll": {"player", "faces"}, "turn": {"player", "direction"}, "skip": {"player"},
    "roll": {"player", "faces"}, "draw": {"player", "card", "from"}, "reshuffle": {"pile"},
    "give": {"player", "to"}, "play": {"player", "card", "target", "direction"},
    "drop": {"player", "dice"}, "pass": {"direction", "dice"}, "discard": {"player", "cards"},
    "turn_end": {"player"}, "finish": {"player", "place"}, "win": {"player", "team"},
}


def every_option():
    for players in range(2, 7):
        for dice in (2, 4, 6):
            for teams in ((False, True) if players in (4, 6) else (False,)):
                for to_the_last in ((False,) if teams else (False, True)):
                    yield Rules(players, dice=dice, teams=teams, to_the_last=to_the_last)


def read_log(log: list[dict]) -> dict:
    """An independent reader: follows the dice of every seat through the log lines
    alone and checks the turn's order of lines; returns what it found."""
    start = log[0]
    n = len(start["players"])
    dice = [start["dice"]] * n
    assert set(start) >= SPEC_FIELDS["start"] and start["game"] == "wazabi"
    assert sorted(sum(start["hands"], []) + start["pile"]) == sorted(DECK)
    out, turn, finishes = set(), None, []
    for event in log[1:]:
        kind = event["type"]
        assert set(event) >= SPEC_FIELDS[kind], event
        if kind == "turn":
            assert event["direction"] in ("left", "right") and event["player"] not in out
            turn = {"player": event["player"], "lines": []}
        elif kind == "roll":
            assert turn["lines"] == [] and len(event["faces"]) == dice[event["player"]]
            turn["faces"] = Counter(event["faces"])
        elif kind == "give":
            assert event["to"] != event["player"] and event["to"] not in out
            dice[event["player"]] -= 1
            dice[event["to"]] += 1
        elif kind == "drop":
            assert event["dice"] in (1, 2)
            dice[event["player"]] -= event["dice"]
        elif kind == "pass":
            step = 1 if event["direction"] == "left" else -1    # left: the next seat up
            playing = [s for s in range(n) if s not in out]
            moved = [0] * n
            for i, seat in enumerate(playing):
                moved[playing[(i + step) % len(playing)]] = dice[seat]
            assert event["dice"] == moved
            dice = moved
        elif kind == "finish":
            finishes.append(event["place"])
            assert dice[event["player"]] == 0 or event["place"] == n
            out.add(event["player"])
        if turn is not None and kind in ("draw", "give", "play"):
            turn["lines"].append(kind)
        if kind == "turn_end":
            lines = turn["lines"]
            # step 2 then step 3 then step 4: draws (steps 2), gives, then at most one play
            first_play = lines.index("play") if "play" in lines else len(lines)
            before = lines[:first_play]
            assert before == sorted(before, key=("draw", "give").index)
            assert before.count("draw") <= turn["faces"]["draw"]
            assert before.count("give") == turn["faces"]["give"]
            assert lines.count("play") <= 1
        assert min(dice) >= 0
    assert log[-1]["type"] == "win" and finishes[0] == 1
    return {"dice": dice, "finishes": finishes}


def test_random_play_over_every_option_ends_and_its_log_reads_and_replays():
    games = 0
    for rules in every_option():
        for seed in range(3):
            match = Match(rules, [Seat(f"p{i}", "random") for i in range(rules.players)], seed)
            play_randomly(match, random.Random(seed))
            result = match.state.result()
            found = read_log(match.log)
            if rules.to_the_last:
                assert sorted(result.places) == list(range(1, rules.players + 1))
                assert found["finishes"] == list(range(1, rules.players + 1))
            else:
                assert found["finishes"] == [1]
                assert len(result.winners) == (2 if rules.teams else 1)
            assert replay_game(json.loads(json.dumps(match.log))).state.snapshot() == match.state.snapshot()
            games += 1
    assert games == 3 * sum(1 for _ in every_option())


def test_a_seed_plays_the_same_game_twice_and_another_seed_another():
    logs = [play_game(WAZABI, Rules(4), ["greedy", "random", "greedy", "random"], seed, True).log
            for seed in (11, 11, 12)]
    assert logs[0] == logs[1]
    assert logs[0] != logs[2]


def conserved(state) -> None:
    cards = Counter(c for h in state.hands for c in h) + Counter(state.pile) + Counter(state.discard)
    cards += Counter({"skip_turn": sum(state.skips)})
    if state.in_play:
        cards[state.in_play] += 1
    assert cards == Counter(DECK)
    assert min(state.dice) >= 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), dice=st.sampled_from([2, 3, 4, 5, 6]),
       to_the_last=st.booleans())
def test_cards_are_conserved_and_dice_only_leave_by_drop_cards(seed, players, dice, to_the_last):
    match = Match(Rules(players, dice=dice, to_the_last=to_the_last),
                  [Seat(str(i), "random") for i in range(players)], seed)
    rng = random.Random(seed)
    dropped = 0
    while not match.state.is_over():
        before = sum(match.state.dice)
        state = match.state
        if state.is_chance():
            events = match.chance()
        else:
            seat = rng.choice(state.actors())
            events = match.apply(seat, rng.choice(state.legal_actions(seat)))
        dropped += sum(e["dice"] for e in events if e["type"] == "drop")
        assert sum(match.state.dice) == players * dice - dropped
        assert sum(match.state.dice) <= before
        conserved(match.state)


def test_a_log_that_breaks_a_rule_or_is_cut_short_does_not_replay():
    match = play_game(WAZABI, Rules(3), ["random"] * 3, 8, True)
    log = json.loads(json.dumps(match.log))
    rolls = [i for i, e in enumerate(log) if e["type"] == "roll"]
    bad = json.loads(json.dumps(log))
    bad[rolls[3]]["faces"] = bad[rolls[3]]["faces"] + ["wazabi"]     # one die too many
    with pytest.raises(LogError, match=f"line {rolls[3] + 1}: roll breaks a rule"):
        replay_game(bad)
    with pytest.raises(LogError, match="stops before"):
        replay_game(log[:-1])                                        # the finish without its win


def test_a_log_is_dealt_from_its_start_line_and_a_deal_that_is_not_the_deck_is_refused():
    log = json.loads(json.dumps(play_game(WAZABI, Rules(2), ["random"] * 2, 5, True).log))
    start = log[0]
    # the start line's deal, not the seed's: the first card of the pile swapped with a
    # card of seat 0's hand still replays while play has not touched them
    other = json.loads(json.dumps(log[:2]))
    other[0]["seeded"] = False       # a deal not the seed's: the log must not say its seed replays it
    hand, pile = other[0]["hands"][0], other[0]["pile"]
    hand[0], pile[0] = pile[0], hand[0]
    other[0]["hands"][0] = sorted(hand)
    state = replay_game(other).state
    assert state.hands[0] == sorted(hand) and state.pile[-1] == pile[0]      # pile[-1]: its top
    for broken in ({"hands": [start["hands"][0], start["hands"][0]]},          # a card twice
                   {"pile": start["pile"][1:]},                                 # a card missing
                   {"hands": [start["hands"][0][:2], start["hands"][1]]}):      # a hand of two
        with pytest.raises(LogError, match="line 1: bad start line"):
            replay_game([{**start, **broken}, *log[1:]])


def test_a_card_taken_unseen_must_come_from_the_chosen_hand():
    for seed in range(40):     # the first game where a card is taken from a hand
        log = json.loads(json.dumps(play_game(WAZABI, Rules(2), ["random"] * 2, seed, True).log))
        taken = [i for i, e in enumerate(log) if e["type"] == "draw" and e["from"] is not None]
        if taken:
            break
    at = taken[0]
    before = replay_game(log[:at]).state
    victim = log[at]["from"]
    assert log[at]["card"] in before.hands[victim]
    absent = next(c for c in sorted(set(DECK)) if c not in before.hands[victim])
    log[at]["card"] = absent
    with pytest.raises(LogError, match=f"line {at + 1}: draw breaks a rule: seat {victim} holds no"):
        replay_game(log)
