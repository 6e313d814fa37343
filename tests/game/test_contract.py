"""The engine contract (game/core/contract.py), checked for every registered game:
random legal play ends with a valid result; the log replays to the same state;
snapshot/restore round-trips and play goes on identically; an illegal action raises
RuleError and changes nothing; a computer player decides from its view alone.

Pig (tests/pig/), a game that exists only for the tests, is checked with them: each
test that plays it registers it for its own duration, so the contract is shown to
hold for a game the program never shipped, reached through the registry alone."""
from __future__ import annotations

import contextlib
import itertools
import json
import random

import pytest

from game.core.contract import CHANCE, RuleError
from game.core.match import Match, Seat, player_rng
from game.registry import GAMES, replay_game
from tests import pig

TEST_GAMES = {pig.GAME.id: pig.registered}     # registered by the test that plays it
GAME_IDS = sorted({*GAMES, *TEST_GAMES})
MAX_STEPS = 20_000        # far beyond any real game: a game that never ends fails
# Seats for uniformly random play to the end, where more make it endless in practice:
# a uniformly random YAM color call is too high a third of the time and each wrong
# caller holding a card puts one back under the pile, so with 4 random seats the pile
# empties after about 1,500 rounds, with 6 after hundreds of thousands. With more
# seats than this, random play goes CUT_STEPS actions and is checked where it stands
# (YAM color's own tests play 4 to 6 seats to the end with its computer callers).
RANDOM_PLAY_MAX_SEATS = {"yam-color": 3}
CUT_STEPS = 1_500


def option_sets(game, players: int) -> list[dict]:
    """Every combination of the game's option choices that the rules accept with
    this many players (an option may need more players, or exclude another)."""
    sets = []
    for choices in itertools.product(*(o.choices for o in game.options)):
        options = {o.name: c for o, c in zip(game.options, choices)}
        try:
            game.make_rules(players, **options)
        except ValueError:
            continue
        sets.append(options)
    return sets


def new_match(game, players: int, seed: int, kinds=None) -> Match:
    """A match whose options are the seed's turn through every accepted combination."""
    sets = option_sets(game, players)
    rules = game.make_rules(players, **sets[seed % len(sets)])
    kinds = kinds or ["human"] * players
    return Match(rules, [Seat(f"p{i}", k) for i, k in enumerate(kinds)], seed)


def random_step(match: Match, rng: random.Random) -> None:
    """One action: chance from the match's source, else a random legal action of a
    random seat that may act."""
    state = match.state
    if state.is_chance():
        assert state.actors() == ()
        match.chance()
        return
    actors = state.actors()
    assert actors, "a game not over and not at chance has someone to act"
    for seat in range(match.rules.players):
        if seat not in actors:
            assert state.legal_actions(seat) == []
    seat = rng.choice(actors)
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} may act but has no legal action"
    match.apply(seat, rng.choice(legal))


def play_randomly(match: Match, rng: random.Random, stop=None, steps: int = MAX_STEPS) -> None:
    """Random play until the game ends (or `stop()`); a game still going after
    `steps` actions fails unless `steps` was asked for (a cut)."""
    for _ in range(steps):
        if match.state.is_over() or (stop is not None and stop()):
            return
        assert match.state.result() is None
        random_step(match, rng)
    if steps == MAX_STEPS:
        pytest.fail("the game did not end")


def most_seats(game) -> int:
    return RANDOM_PLAY_MAX_SEATS.get(game.id, game.max_players)


@pytest.fixture(params=GAME_IDS)
def game_id(request):
    """Each registered game's id, and each test game's, registered for the test."""
    with TEST_GAMES.get(request.param, contextlib.nullcontext)():
        yield request.param


def steps_for(game, players: int) -> int:
    """To the end, or a cut where random play with this many seats would not end."""
    return MAX_STEPS if players <= most_seats(game) else CUT_STEPS


def test_random_play_ends_with_a_valid_result_and_the_log_replays(game_id):
    """Every seat count, every accepted combination of options; to the end where
    random play ends, else a cut checked where it stands."""
    game = GAMES[game_id]
    played_seats, played_choices = set(), set()
    for players in range(game.min_players, game.max_players + 1):
        combinations = len(option_sets(game, players))
        for seed in range(max(12, combinations) if players <= most_seats(game) else combinations):
            match = new_match(game, players, seed)
            played_seats.add(players)
            played_choices.update(option_sets(game, players)[seed % combinations].items())
            play_randomly(match, random.Random(seed), steps=steps_for(game, players))
            state = match.state
            start = match.log[0]
            assert start["type"] == "start" and start["game"] == game.id
            replayed = replay_game(json.loads(json.dumps(match.log)))
            assert replayed.state.snapshot() == state.snapshot()
            if players > most_seats(game) and not state.is_over():
                assert len(match.log) > CUT_STEPS // 4 and state.result() is None
                continue
            assert state.actors() == () and not state.is_chance()
            result = state.result()
            assert len(result.places) == players
            assert result.winners and all(result.places[s] == 1 for s in result.winners)
            assert all(1 <= p <= players for p in result.places)
            assert sorted(s for s in range(players) if result.places[s] == 1) == sorted(result.winners)
    assert played_seats == set(range(game.min_players, game.max_players + 1))
    assert played_choices == {(o.name, c) for o in game.options for c in o.choices}


def test_snapshot_restore_round_trips_and_play_goes_on_identically(game_id):
    game = GAMES[game_id]
    for seed in range(20):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        cut = random.Random(seed).randrange(1, 120)
        whole = new_match(game, players, seed)
        steps = iter(range(cut))
        play_randomly(whole, random.Random(seed), stop=lambda: next(steps, None) is None)
        saved = json.loads(json.dumps(whole.snapshot()))
        resumed = Match.restore(saved, game)
        assert resumed.state.snapshot() == whole.state.snapshot()
        assert resumed.snapshot() == whole.snapshot()
        play_randomly(whole, random.Random(seed + 1), steps=steps_for(game, players))
        play_randomly(resumed, random.Random(seed + 1), steps=steps_for(game, players))
        assert resumed.log == whole.log


def test_an_illegal_action_raises_a_rule_error_and_changes_nothing(game_id):
    game = GAMES[game_id]
    tried = 0
    for seed in range(6):
        players = game.max_players if seed % 2 else game.min_players
        match = new_match(game, players, seed)
        rng = random.Random(seed)
        seen: list = []          # actions legal somewhere in this game: candidates elsewhere
        for _ in range(steps_for(game, players)):
            state = match.state
            if state.is_over():
                break
            before = json.dumps(state.snapshot(), sort_keys=True)
            actors = state.actors()
            for seat in [CHANCE, *range(match.rules.players)]:
                legal = state.legal_actions(seat) if seat != CHANCE else []
                if seat == CHANCE and state.is_chance():
                    continue
                for action in rng.sample(seen, min(len(seen), 6)):
                    if action in legal:
                        continue
                    with pytest.raises(RuleError) as error:
                        state.apply(seat, action)
                    assert str(error.value), "the error names the rule"
                    assert json.dumps(state.snapshot(), sort_keys=True) == before
                    tried += 1
            if actors:
                seen.extend(a for s in actors for a in state.legal_actions(s) if a not in seen)
            random_step(match, rng)
        # once over, nothing more is legal
        for action in seen[:5] if match.state.is_over() else ():
            with pytest.raises(RuleError):
                match.state.apply(0, action)
    assert tried > 100


def test_a_computer_decides_from_its_view_alone(game_id):
    """The same decision from a state the seat cannot tell apart (what it does not
    see dealt anew, the match's random source elsewhere), and the state untouched."""
    game = GAMES[game_id]
    decisions = 0
    for kind in game.players.names:
        for seed in range(4):
            players = (game.min_players, game.min_players + 1, game.max_players - 1, game.max_players)[seed]
            players = min(max(players, game.min_players), game.max_players)     # a game of 2 only
            match = new_match(game, players, seed, kinds=[kind] * players)
            rng = random.Random(seed)
            for step in range(400):
                state = match.state
                if state.is_over():
                    break
                if state.actors() and step % 3 == 0:
                    seat = state.actors()[0]
                    other = game.determinize(state, seat, random.Random(step))
                    assert other.view(seat) == state.view(seat)
                    before = json.dumps(state.snapshot(), sort_keys=True)
                    first = game.players.make(kind, player_rng(seed, seat), match.rules).choose(state.view(seat))
                    again = game.players.make(kind, player_rng(seed, seat), match.rules).choose(other.view(seat))
                    assert first == again
                    assert first in state.legal_actions(seat)
                    assert json.dumps(state.snapshot(), sort_keys=True) == before
                    decisions += 1
                random_step(match, rng)
    assert decisions > 20 * len(game.players.names)


def test_a_rewound_match_is_the_match_before_and_plays_on_as_if_nothing_was_taken_back(game_id):
    """Taking a decision back (the table's undo): after `rewind(mark)` the position, the
    random source and the log are those of the mark, compared with a copy of the
    match that never played the steps taken back (not with the mark itself), and the
    same steps played again give the same log."""
    game = GAMES[game_id]
    rewound_any = 0
    for seed in range(12):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = new_match(game, players, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 80)):
            if match.state.is_over():
                break
            random_step(match, rng)
        if match.state.is_over():
            continue
        before = Match.restore(json.loads(json.dumps(match.snapshot())), game)
        mark = match.mark()
        told: list = []
        match.rewinders.append(lambda m: told.append(len(m.log)))
        taken_back = random.Random(seed + 50)
        for _ in range(1 + seed % 3):
            if match.state.is_over():
                break
            random_step(match, taken_back)
        match.rewind(mark, game)
        assert match.snapshot() == before.snapshot()
        assert told == [len(before.log)]
        rewound_any += 1
        again, same = random.Random(seed + 99), random.Random(seed + 99)
        play_randomly(match, again, steps=min(300, steps_for(game, players)))
        play_randomly(before, same, steps=min(300, steps_for(game, players)))
        assert match.log == before.log
    assert rewound_any >= 6


def test_a_mark_of_a_later_point_is_refused():
    game = GAMES["easy-come-easy-go"]
    match = new_match(game, 2, 1)
    random_step(match, random.Random(1))
    later = match.mark()
    short = new_match(game, 2, 1)
    with pytest.raises(ValueError):
        short.rewind(later, game)
