"""YAM color's caller at a person's own speed (game/yam_color/speed.py): the fit finds
the parameters a person's calls were drawn with, reads any damaged statistics without
raising, keeps only people's calls from games, and `yours` replays from its seed; the
levels are ordered in every measure at one table (issue 28)."""
from __future__ import annotations

import math
import random

import pytest

from game.core import stats as game_stats
from game.core.match import Match, Seat, player_rng
from game.core.simulate import play_game
from game.registry import GAMES
from game.yam_color import speed
from game.yam_color.ai.people import DEFAULT_PERSON, Person
from game.yam_color.deck import CARD_LETTERS
from game.yam_color.stats import count_log

YAM = GAMES["yam-color"]
TRUE = Person(mu=1.4, sigma=0.25, tau=0.8, per_colour=0.3, subitize=0.09, per_item=0.32, slip=0.04,
              slip_per_item=0.03, margin=0.8, up=0.7)


def simulated_calls(person: Person, throws: int, seed: int) -> dict[str, int]:
    """A person's practice drawn here, independently of people.py's timeline: a call
    comes after an ex-Gaussian reaction (normal + exponential), a look per colour of
    the card and the matches (the first four at `subitize`, the others at `per_item`),
    off by one with chance slip + slip_per_item per match beyond four, up with chance
    `up`; kept as the statistics keep it (in tenths of a second)."""
    rng = random.Random(seed)
    kept: dict[str, int] = {}
    for _ in range(throws):
        card = rng.choice(list(CARD_LETTERS))
        dice = [rng.choice("RYGB") for _ in range(8)]
        letters = CARD_LETTERS[card]
        matches = sum(min(dice.count(c), letters.count(c)) for c in "RYGB")
        colours = len(set(letters))
        time = (rng.gauss(person.mu, person.sigma) + rng.expovariate(1 / person.tau) + person.per_colour * colours
                + person.subitize * min(matches, 4) + person.per_item * max(0, matches - 4))
        called = matches
        if rng.random() < person.slip + person.slip_per_item * max(0, matches - 4):
            called += 1 if (rng.random() < person.up and matches < 8) or matches == 0 else -1
        key = f"{matches}.{colours}.{called}.{round(time * 10)}"
        kept[key] = kept.get(key, 0) + 1
    return kept


def test_the_fit_recovers_the_parameters_the_calls_were_drawn_with():
    fit = speed.fit_kept(simulated_calls(TRUE, 6000, 1))
    assert fit.fitted and fit.calls == 6000 and fit.damaged == 0
    got = fit.person
    assert got.mu == pytest.approx(TRUE.mu, abs=0.12)
    assert got.sigma == pytest.approx(TRUE.sigma, abs=0.1)
    assert got.tau == pytest.approx(TRUE.tau, abs=0.12)
    assert got.per_colour == pytest.approx(TRUE.per_colour, abs=0.06)
    assert got.per_item == pytest.approx(TRUE.per_item, abs=0.06)
    assert got.subitize == pytest.approx(TRUE.subitize, abs=0.05)
    assert got.slip == pytest.approx(TRUE.slip, abs=0.015)
    assert got.slip_per_item == pytest.approx(TRUE.slip_per_item, abs=0.015)
    assert got.up == pytest.approx(TRUE.up, abs=0.1)
    # the whole time: the mean of a call on a card of 3 colours with 6 matches
    mean = lambda p: p.mu + p.tau + 3 * p.per_colour + 4 * p.subitize + 2 * p.per_item
    assert mean(got) == pytest.approx(mean(TRUE), abs=0.05)


def test_a_quicker_person_is_fitted_quicker_and_the_prior_holds_a_short_record():
    quick = Person(mu=0.8, sigma=0.15, tau=0.4, per_colour=0.25, subitize=0.05, per_item=0.26, slip=0.02,
                   slip_per_item=0.01, margin=0.8)
    slow, fast = (speed.fit_kept(simulated_calls(p, 400, 5)).person for p in (TRUE, quick))
    assert fast.typical_time(6, 3) < slow.typical_time(6, 3) - 0.8
    few = speed.fit_kept(simulated_calls(quick, speed.ENOUGH, 2))
    assert few.fitted and 0 <= few.person.per_item <= 0.6


@pytest.mark.parametrize("kept, calls, damaged", [
    (None, 0, 0), ({}, 0, 0), ([1, 2], 0, 1), ("speed", 0, 1), (7, 0, 1),
    ({"5.3.5.42": 3, "x.3.5.42": 1, "5.3.5": 1, "9.3.9.10": 1, "5.0.5.40": 1, "5.3.5.-4": 1, "5.3.5.42.3": 1,
      "5.3.5.4e1": 1, "５.3.5.40": 1, "5.3.5.40": -2, "5.3.5.41": "3", "5.3.5.43": 2.5, "5.3.5.44": None,
      "5.3.5.45": {"a": 1}, "": 1, "5.3.5.9999999": 1}, 3, 15),
    ({"5.3.5.0": 4, "5.3.5.250": 4}, 0, 0),          # 0 s and 25 s: no count, not measured, not damaged
])
def test_damaged_or_short_measures_give_the_default_person_and_never_raise(kept, calls, damaged):
    fit = speed.fit_kept(kept)
    assert (fit.calls, fit.damaged, fit.fitted) == (calls, damaged, False) and fit.person == DEFAULT_PERSON


@pytest.mark.parametrize("kept", [
    {"5.3.5.42": 40},                                 # every call alike: no spread to measure
    {"5.3.5.42": 10**12, "6.2.6.30": 1},              # a count as large as a file may hold
    {f"{n}.1.{n}.{t}": 1 for n in (0, 8) for t in range(10, 200, 10)},   # two counts only, one colour
    {f"8.4.0.{t}": 2 for t in range(1, 40)},          # always wrong, absurdly quick
])
def test_odd_but_readable_measures_fit_a_person_that_plays(kept):
    fit = speed.fit_kept(kept)
    person = fit.person
    assert fit.fitted
    for value in (person.mu, person.sigma, person.tau, person.per_colour, person.subitize, person.per_item):
        assert math.isfinite(value) and value >= 0
    assert 0 <= person.slip <= 0.5 and 0 <= person.up <= 1
    rules = YAM.make_rules(2)
    match = Match(rules, [Seat("yours"), Seat("medium")], 3, record=False)
    players = [speed.make_yours(player_rng(3, 0), rules, person), YAM.players.make("medium", player_rng(3, 1), rules)]
    assert YAM.play_out(match, players).winners


def test_games_keep_the_calls_of_people_only_and_the_fit_reads_them_back():
    log = play_game(YAM, YAM.make_rules(2), ["medium", "hard"], 4, record=True).log
    log[0] = {**log[0], "players": [{"name": "Ana", "kind": "human"}, {"name": "Hard 2", "kind": "hard"}]}
    ana, hard = count_log(log)
    assert "speed" not in hard and sum(ana["speed"].values()) == ana["calls"] > 0
    stats: dict = {}
    game_stats.record_game(stats, log, YAM)
    speed.add_to(stats, "Ana", {"5.3.5.42": 2})                # practice
    speed.add_to(stats, "Bo", {"4.2.4.31": 1})                 # practice only: a name with no game
    back = game_stats.from_data(game_stats.to_data(stats))
    assert back["Bo"].games == 0 and back["Bo"].by_id["speed"] == {"4.2.4.31": 1}
    fit = speed.fit_kept(back["Ana"].by_id["speed"])
    assert fit.calls == ana["calls"] + 2 and fit.damaged == 0
    with pytest.raises(ValueError, match="name of 1 to"):
        speed.add_to(stats, "", {"5.3.5.42": 1})


def play_yours(seed: int, person: Person):
    rules = YAM.make_rules(2)
    match = Match(rules, [Seat("yours"), Seat("hard")], seed)
    players = [speed.make_yours(player_rng(seed, 0), rules, person), YAM.players.make("hard", player_rng(seed, 1), rules)]
    YAM.play_out(match, players)
    return match.log


def test_yours_replays_from_its_seed():
    person = speed.fit_kept(simulated_calls(TRUE, 200, 9)).person
    first, again, other = play_yours(11, person), play_yours(11, person), play_yours(12, person)
    assert first == again and first != other
    calls = [e for e in first if e["type"] == "call" and e["player"] == 0]
    assert calls and all(0 < e["time"] <= 8 for e in calls)
    assert YAM.players.make("yours", random.Random(1), None).person == DEFAULT_PERSON


def test_the_levels_are_ordered_in_every_measure_at_one_table():
    """150 seeded games of easy, medium and hard together (seats rotated), measured here
    from the logs: slower calls, more wrong calls, fewer rounds and games won, level by
    level (README: the table of tools/bench_yam_callers.py)."""
    levels = ["easy", "medium", "hard"]
    times = {k: [] for k in levels}
    calls, wrong, taken, wins = ({k: 0 for k in levels} for _ in range(4))
    for g in range(150):
        kinds = levels[g % 3:] + levels[:g % 3]
        for e in play_game(YAM, YAM.make_rules(3), kinds, 500 + g, record=True).log:
            if e["type"] == "call":
                times[kinds[e["player"]]].append(e["time"])
                calls[kinds[e["player"]]] += 1
            elif e["type"] == "fine":
                wrong[kinds[e["player"]]] += 1
            elif e["type"] == "take":
                taken[kinds[e["player"]]] += 1
            elif e["type"] == "end":
                for s in e["winners"]:
                    wins[kinds[s]] += 1 / len(e["winners"])
    median = {k: sorted(v)[len(v) // 2] for k, v in times.items()}
    rate = {k: wrong[k] / calls[k] for k in levels}
    assert median["easy"] > median["medium"] > median["hard"]
    assert rate["easy"] > rate["medium"] > rate["hard"]
    assert taken["easy"] < taken["medium"] < taken["hard"]
    assert wins["easy"] <= wins["medium"] < wins["hard"]


def test_calls_by_count_say_how_many_how_many_right_and_the_median():
    kept = {"5.3.5.42": 3, "5.3.6.30": 1, "2.1.2.12": 1, "2.1.1.20": 1, "bad": 4, "7.2.7.999": 1}
    # count 2: 1.2 s right, 2.0 s wrong -> median 1.6; count 5: 3.0 4.2 4.2 4.2 -> 4.2;
    # count 7: 99.9 s is no count (slower than SLOWEST)
    assert speed.by_count(kept) == [(2, 2, 0.5, pytest.approx(1.6)), (5, 4, 0.75, pytest.approx(4.2))]
    assert speed.by_count("garbage") == [] and speed.by_count(None) == []


def test_a_games_calls_are_timed_but_never_taken_for_miscounts():
    """A game's call may be a hedge, a gamble or a count cut short: its time counts, its
    number does not (a person who hedged 40 times is no worse at counting)."""
    right = {f"5.3.5.{30 + k}": 1 for k in range(40)}
    hedges = {f"5.3.4.{30 + k}.1": 1 for k in range(40)}
    fit = speed.fit_kept({**right, **hedges})
    assert fit.calls == 80 and fit.damaged == 0
    assert fit.person.slip <= DEFAULT_PERSON.slip and fit.person.slip_per_item < DEFAULT_PERSON.slip_per_item
    plain = speed.fit_kept({**right, **{k[:-2]: 1 for k in hedges}}).person      # the same calls, unmarked
    assert plain.slip_per_item > 0.2


def test_a_far_outlying_record_is_fitted_within_bounds():
    """Calls all at the edges (0.1 s and 20 s) push the likelihood's search far: it stays
    within its bounds and the fit still plays."""
    kept = {**{f"4.2.4.{t}": 30 for t in (1, 2)}, **{f"4.2.4.{t}": 30 for t in (199, 200)}}
    person = speed.fit_kept(kept).person
    assert 0.02 <= person.sigma <= 21 and 0.02 <= person.tau <= 21 and math.isfinite(person.mu)


def test_the_numbers_called_in_games_never_change_the_fitted_accuracy():
    """In games a person's number may be their play (a hedge while holding cards, a
    gamble, a count cut short by the call time): measured, counting those made `yours`
    miscount two to three times as often as the same person's practice. Practice of 40
    right calls of count 3 gives slip = 10 * prior / (40 + 10) (PRIOR_CALLS = 10), the
    prior's own slip per match and share up (no call beyond four, none wrong); the games'
    marked calls, wrong ones among them, leave those as they are while their times count."""
    assert speed.PRIOR_CALLS == 10
    practice = {"3.2.3.10": 40}      # 1 s each: the games' calls (medium's, about 4 s) are slower
    games: dict[str, int] = {}
    for seed in range(6):
        log = play_game(YAM, YAM.make_rules(2, call_time="5"), ["medium", "hard"], seed, record=True).log
        log[0] = {**log[0], "players": [{"name": "Ana", "kind": "human"}, {"name": "Hard", "kind": "hard"}]}
        for key, n in count_log(log)[0]["speed"].items():
            if key.endswith((".1", ".2")):
                games[key] = games.get(key, 0) + n
    wrong = sum(n for key, n in games.items() if key.split(".")[0] != key.split(".")[2])
    assert wrong >= 10 and any(k.endswith(".1") for k in games) and any(k.endswith(".2") for k in games)
    fit = speed.fit_kept({**practice, **games})
    assert fit.calls == 40 + sum(games.values())
    assert fit.person.slip == pytest.approx(10 * DEFAULT_PERSON.slip / 50)
    assert fit.person.slip_per_item == pytest.approx(DEFAULT_PERSON.slip_per_item)
    assert fit.person.up == pytest.approx(DEFAULT_PERSON.up)
    assert fit.person.typical_time(3, 2) > speed.fit_kept(practice).person.typical_time(3, 2) + 0.5   # times count


def test_a_count_cut_short_by_the_clock_is_a_lower_bound_of_the_time():
    """TRUE's calls with every one at 4 s or later cut there (as a call time's last second
    cuts a count short; half of them here): marked HURRIED, the fit's mean call time over
    these throws is TRUE's (4.02 s) again; the same calls taken as exact times make it
    0.4 s quicker than TRUE."""
    drawn = simulated_calls(TRUE, 3000, 21)
    throws = [(tuple(map(int, key.split(".")[:2])), n) for key, n in drawn.items()]

    def mean_time(person: Person) -> float:
        return sum(n * (person.mu + person.tau + person.per_colour * colours + person.subitize * min(matches, 4)
                        + person.per_item * max(0, matches - 4)) for (matches, colours), n in throws) / 3000

    cut: dict[str, int] = {}
    for key, n in drawn.items():
        matches, colours, called, tenths = key.split(".")
        if int(tenths) >= 40:
            key = f"{matches}.{colours}.{called}.40.2"
        cut[key] = cut.get(key, 0) + n
    hurried = sum(n for k, n in cut.items() if k.endswith(".2"))
    assert 0.3 * 3000 < hurried < 0.7 * 3000         # a large share cut: the test means something
    assert mean_time(speed.fit_kept(cut).person) == pytest.approx(mean_time(TRUE), abs=0.1)
    plain = speed.fit_kept({k.removesuffix(".2"): n for k, n in cut.items()}).person
    assert mean_time(plain) < mean_time(TRUE) - 0.3
