"""Properties over random legal play (hypothesis), for every player count and option."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.eceg.actions import Roll, RuleError, SetAside, Take
from game.registry import replay_game as replay
from game.core.match import Match, Seat, player_rng
from game.eceg.players import make_player
from game.eceg.state import Rules
from game.eceg.game import GAME as ECEG
from game.eceg.snapshot import restore as restore_position
from tests.game.independent_rules import check_game


@st.composite
def rules(draw):
    players = draw(st.integers(2, 6))
    hold = draw(st.sampled_from(["next-two", "all-others"])) if players >= 4 else "next-two"
    return Rules(players, draw(st.sampled_from(["0-5", "1-6"])), hold)


def play_checked(rules, seed, kinds):
    """Play one game, checking the invariants after every action; return the match."""
    match = Match(rules, [Seat(f"p{i}", k) for i, k in enumerate(kinds)], seed)
    players = [make_player(k, player_rng(seed, i), rules) for i, k in enumerate(kinds)]
    state = match.state
    while not state.is_over():
        held_before = list(state.owners)
        match.step(players)
        counts = [state.prize_count(s) for s in range(rules.players)]
        assert max(counts) <= 3, "nobody holds more than three"
        assert sum(counts) + state.owners.count(None) == 9, "each prize has at most one owner"
        changed = [i for i, (a, b) in enumerate(zip(held_before, state.owners)) if a != b]
        assert len(changed) <= 1, "at most one prize moves per action"
    return match


kinds_strategy = st.lists(st.sampled_from(["random", "greedy"]), min_size=6, max_size=6)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules(), st.integers(0, 2**32 - 1), kinds_strategy)
def test_random_legal_play_keeps_the_invariants_and_logs_by_the_rules(rules, seed, kinds):
    match = play_checked(rules, seed, kinds[:rules.players])
    log = match.log
    assert check_game(log) == match.state.winner          # independent referee
    claims = [e for e in log if e["type"] == "claim"]
    ends = [e for e in log if e["type"] == "turn_end"]
    assert len(claims) == sum(e["prize"] is not None for e in ends), "one prize per claiming turn"
    assert replay(log).state == match.state              # replaying gives the same end


@settings(max_examples=40, deadline=None)
@given(rules(), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_any_action_is_either_legal_or_refused_without_change(rules, seed, noise):
    match = Match(rules, [Seat(f"p{i}", "random") for i in range(rules.players)], seed)
    players = [make_player("random", player_rng(seed, i), rules) for i in range(rules.players)]
    rng = random.Random(noise)
    table = match.state.table
    for _ in range(200):
        state = match.state
        if state.is_over():
            break
        attempt = rng.choice([
            Take(rng.choice(table.ids)),
            SetAside(tuple(rng.choice(table.dice.faces) for _ in range(rng.randint(0, 4)))),
            Roll(tuple(rng.randint(-1, 7) for _ in range(rng.randint(1, 4))))])
        legal = state.legal_actions(state.seat)
        before = state.snapshot()
        try:
            state.apply(state.seat, attempt)
        except RuleError:
            assert state.snapshot() == before
            assert attempt not in legal
        else:
            assert attempt in legal or isinstance(attempt, Roll)
        if not state.is_over():
            match.step(players)


@settings(max_examples=30, deadline=None)
@given(rules(), st.integers(0, 2**32 - 1), st.integers(1, 300))
def test_snapshot_restore_mid_game_continues_identically(rules, seed, cut):
    kinds = ["random"] * rules.players
    whole = Match(rules, [Seat(f"p{i}", k) for i, k in enumerate(kinds)], seed)
    whole_players = [make_player(k, player_rng(seed, i), rules) for i, k in enumerate(kinds)]
    whole.play_out(whole_players)

    part = Match(rules, [Seat(f"p{i}", k) for i, k in enumerate(kinds)], seed)
    players = [make_player(k, player_rng(seed, i), rules) for i, k in enumerate(kinds)]
    for _ in range(cut):
        if part.state.is_over():
            break
        part.step(players)
    resumed = Match.restore(json.loads(json.dumps(part.snapshot())), ECEG)
    assert restore_position(part.state.snapshot()) == part.state
    resumed.play_out(players)
    assert resumed.log == whole.log
