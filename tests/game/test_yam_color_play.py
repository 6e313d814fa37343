"""YAM color played whole: headless play with simulated call times over every option,
logs that replay, seeds that replay, what a caller sees, the callers' strategy, and
`main.py simulate --game yam-color`."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import main
from game.core.contract import CHANCE
from game.core.jsonl import LogError
from game.core.match import Match, Seat, player_rng
from game.core.simulate import play_game
from game.registry import GAMES, replay_file, replay_game
from game.yam_color.actions import Call, Throw
from game.yam_color.ai.people import LEVELS, PerfectCaller, best_number, timeline
from game.yam_color.deck import CARD_IDS
from game.yam_color.state import CALLING, THROW

YAM = GAMES["yam-color"]
KINDS = YAM.players.names
ROOT = Path(__file__).resolve().parents[2]


def cards_where(state) -> list[int]:
    in_play = [state.card] if state.card is not None and not state.playoff_seats else []
    return sorted(state.pile + [c for h in state.held for c in h] + in_play)


@settings(max_examples=25, deadline=None)
@given(kinds=st.lists(st.sampled_from(KINDS), min_size=2, max_size=6),
       call_time=st.sampled_from(YAM.options[0].choices), playoff=st.booleans(),
       seed=st.integers(0, 2**32 - 1))
def test_headless_play_over_every_option_ends_validly_and_replays(kinds, call_time, playoff, seed):
    if kinds.count("random") == len(kinds):
        kinds = kinds[:3]    # four or more random seats: about 1,500 rounds and more (ai/reference.py)
    rules = YAM.make_rules(len(kinds), call_time=call_time, playoff=playoff)
    match = play_game(YAM, rules, kinds, seed, record=True)
    state, result = match.state, match.state.result()
    assert state.is_over() and cards_where(state) == list(CARD_IDS)
    assert result.winners and sorted(result.winners) == [s for s, p in enumerate(result.places) if p == 1]
    most = max(len(h) for h in state.held)
    assert all(len(state.held[s]) == most for s in result.winners)
    if playoff:
        assert len(result.winners) == 1
    else:
        assert [s for s, h in enumerate(state.held) if len(h) == most] == list(result.winners)
    for event in match.log:
        if event["type"] == "call":
            assert rules.call_time is None or event["time"] <= rules.call_time
    replayed = replay_game(json.loads(json.dumps(match.log)))
    assert replayed.state.snapshot() == state.snapshot()


def test_calls_in_a_log_come_in_time_order_and_a_seed_replays_the_same_game():
    kinds = ["easy", "medium", "hard", "random"]
    rules = YAM.make_rules(4, call_time="5")
    one = play_game(YAM, rules, kinds, 77, record=True).log
    assert one == play_game(YAM, rules, kinds, 77, record=True).log
    assert one != play_game(YAM, rules, kinds, 78, record=True).log
    times = []
    for event in one:
        if event["type"] == "throw":
            times = []
        elif event["type"] == "call":
            times.append(event["time"])
            assert times == sorted(times) and event["time"] <= 5.0


def test_a_caller_sees_nothing_before_the_reveal_and_only_calls_made():
    match = Match(YAM.make_rules(3), [Seat(f"p{i}") for i in range(3)], 4)
    before = match.state.view(1)
    assert before.phase == THROW and before.dice == () and before.card is None and before.calls == ()
    assert "pile" not in before._fields and before.pile_size == 26
    match.chance()
    match.apply(2, Call(5, 1.25))
    view = match.state.view(1)
    assert view.phase == CALLING and len(view.dice) == 8 and view.card == match.state.card
    assert view.calls == ((2, 5, 1.25),) and view.now == 1.25
    other = YAM.determinize(match.state, 1, random.Random(1))
    assert other.view(1) == view and other.pile != match.state.pile        # the pile order is hidden


def test_a_computer_caller_never_sees_a_call_before_it_is_made():
    """Each caller is asked with views whose calls all came earlier than it calls."""
    seen = []

    class Spy:
        reacts = True

        def __init__(self, inner):
            self.inner = inner

        def propose(self, view):
            proposal = self.inner.propose(view)
            seen.append((view.calls, proposal[0]))
            return proposal

    rules = YAM.make_rules(4)
    match = Match(rules, [Seat(f"p{i}", "hard") for i in range(4)], 3, record=False)
    players = [Spy(YAM.players.make("hard", player_rng(3, s), rules)) for s in range(4)]
    YAM.play_out(match, players)
    assert len(seen) > 100 and all(t >= c[2] for calls, t in seen for c in calls)


def test_the_random_caller_calls_each_number_alike_whatever_the_throw():
    """Uniform over 0-8 (every call is legal), blind to the dice, the card and the calls,
    at a moment within the call time: so a third of its calls are too high here, since
    the count is 5.075 on average (spec, reference numbers): P(call > count) = (8 - 5.075) / 9."""
    rules = YAM.make_rules(2, call_time="5")
    match = Match(rules, [Seat("a", "random"), Seat("b", "random")], 8, record=False)
    match.chance()
    views = [match.state.view(0)]
    match.apply(1, Call(8, 0.5))
    views.append(match.state.view(0))
    other = Match(rules, [Seat("a", "random"), Seat("b", "random")], 9, record=False)
    other.chance()
    views.append(other.state.view(0))
    assert (views[2].dice, views[2].card) != (views[0].dice, views[0].card)
    proposals = [[YAM.players.make("random", player_rng(8, 0), rules).propose(v) for _ in range(3)]
                 for v in views]
    assert proposals[0] == proposals[1] == proposals[2]    # what it sees does not change its call
    caller = YAM.players.make("random", random.Random(1), rules)
    counts = Counter()
    for _ in range(9000):
        time, n = caller.propose(views[0])
        assert 0.0 <= time <= 5.0
        counts[n] += 1
    assert sorted(counts) == list(range(9)) and all(880 < counts[n] < 1120 for n in range(9))
    wrong = calls = 0
    for seed in range(40):
        log = play_game(YAM, YAM.make_rules(2), ["random", "random"], seed, record=True).log
        for event in log:
            if event["type"] == "call":
                calls += 1
            wrong += event["type"] == "fine"
    assert abs(wrong / calls - (8 - 5.075) / 9) < 0.03


def test_the_perfect_caller_calls_the_exact_count_after_its_delay():
    rules = YAM.make_rules(2)
    match = Match(rules, [Seat("a", "perfect"), Seat("b", "perfect")], 5, record=True)
    YAM.play_out(match, [YAM.players.make("perfect", player_rng(5, s), rules) for s in range(2)])
    throw = None
    for event in match.log:
        if event["type"] == "throw":
            throw, first = event, True
        elif event["type"] == "call" and first:
            first = False
            letters = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
            from game.yam_color.deck import CARD_LETTERS
            from collections import Counter
            exact = sum((Counter(letters[d] for d in throw["dice"]) & Counter(CARD_LETTERS[throw["card"]])).values())
            assert event["count"] == exact and event["time"] == 1.0


def test_the_strategy_uses_what_has_been_called():
    # nothing called: its count
    assert best_number(6, 0.1, False, [], holding=True) == 6
    # its count called first by another: it cannot win with it; a card to lose: one lower
    assert best_number(6, 0.1, False, [(1, 6, 0.8)], holding=True) == 5
    # no card to lose: one higher costs nothing and wins if it undercounted
    assert best_number(6, 0.1, False, [(1, 6, 0.8)], holding=False) == 7
    # a higher call already made is, by its count, wrong: it still calls its count
    assert best_number(6, 0.1, False, [(1, 8, 0.5)], holding=True) == 6
    # a partial count is sure: no gamble above it
    assert best_number(4, 0.0, True, [], holding=True) == 4


def test_counting_takes_longer_for_a_harder_comparison():
    person = LEVELS["medium"]
    throws = [tuple(random.Random(i).choice(["red", "yellow", "green", "blue"]) for _ in range(8))
              for i in range(300)]
    easy = [timeline(person, d, 1, random.Random(i))[-1][0] for i, d in enumerate(throws)]   # one colour
    hard = [timeline(person, d, 24, random.Random(i))[-1][0] for i, d in enumerate(throws)]  # four colours
    assert sorted(easy)[150] + 1.0 < sorted(hard)[150]


def test_better_levels_are_faster_and_miscount_less():
    d = ("red", "red", "yellow", "yellow", "yellow", "green", "blue", "blue")
    def stats(kind):
        runs = [timeline(LEVELS[kind], d, 24, random.Random(i)) for i in range(400)]
        return sorted(r[-1][0] for r in runs)[200], sum(r[-1][1] != 7 for r in runs)
    (t_easy, m_easy), (t_med, m_med), (t_hard, m_hard) = map(stats, ("easy", "medium", "hard"))
    assert t_easy > t_med > t_hard and m_easy > m_med > m_hard


def test_the_levels_are_steps_for_a_person():
    """A person who always calls right 4.3 s after the reveal (a steady caller: the
    perfect caller's strategy with that delay) beats easy, is near even with medium
    and loses to hard (README: each level wins half its games against a steady
    caller of about 5.0, 4.3 and 3.5 s)."""
    class Steady(PerfectCaller):
        delay = 4.3

    rules = YAM.make_rules(2)
    won = {}
    for level in ("easy", "medium", "hard"):
        won[level] = 0
        for g in range(30):
            seats = [level, "steady"] if g % 2 else ["steady", level]
            match = Match(rules, [Seat(k) for k in seats], g, record=False)
            players = [Steady() if k == "steady" else YAM.players.make(k, player_rng(g, s), rules)
                       for s, k in enumerate(seats)]
            won[level] += any(seats[s] == level for s in YAM.play_out(match, players).winners)
    assert won["easy"] <= 6 and 6 < won["medium"] < 24 and won["hard"] >= 24


# ----- main.py simulate ----------------------------------------------------------------------
def test_simulate_prints_wins_and_the_games_figures(capsys):
    assert main.main(["simulate", "--game", "yam-color", "--players", "hard,easy,medium", "--games", "30",
                      "--seed", "2", "--call-time", "none", "--playoff"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("30 games, 3 players, call_time none, playoff on, seed 2 (yam-color)")
    rows = [line.split() for line in out[2:5]]
    assert [r[1] for r in rows] == ["hard", "easy", "medium"]
    assert sum(int(r[2]) for r in rows) == 30              # a play-off: one winner a game
    assert any(line.startswith("mean cards turned per game:") for line in out)
    assert any(line.startswith("mean fines paid per game:") for line in out)


def test_simulate_log_replays_and_does_not_depend_on_jobs(tmp_path):
    logs = []
    for jobs in ("1", "2"):
        path = tmp_path / f"g{jobs}.jsonl"
        assert main.main(["simulate", "--game", "yam-color", "--players", "random,hard", "--games", "30",
                          "--seed", "4", "--log", str(path), "--jobs", jobs]) == 0
        logs.append(path.read_text(encoding="utf-8"))
    assert logs[0] == logs[1]
    assert len(replay_file(str(tmp_path / "g1.jsonl"))) == 30


def test_bad_options_are_one_line_and_exit_2():
    for args, words in ((["--call-time", "7"], "invalid choice"), (["--playoff", "yes"], "unrecognized"),
                        (["--faces", "1-6"], "not of yam-color")):
        out = subprocess.run([sys.executable, "main.py", "simulate", "--game", "yam-color", "--players",
                              "random,random", "--games", "2", *args], cwd=ROOT, capture_output=True, text=True)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1 and words in out.stderr


def test_the_call_time_is_a_setting_of_the_spec_yet_a_log_may_hold_any_positive_time():
    """yam-color.md: settings 5, 8, 12 seconds or no limit (the command line refuses 7,
    test above); game-log-yam-color.md: `call_time` is seconds or null."""
    assert YAM.options[0].choices == ("5", "8", "12", "none")
    log = play_game(YAM, YAM.make_rules(2, call_time="5"), ["hard", "easy"], 3, record=True).log
    log[0] = {**log[0], "call_time": 6.5}
    assert replay_game(log).rules.call_time == 6.5
    log[0] = {**log[0], "call_time": 0}
    with pytest.raises(LogError, match="positive number of seconds"):
        replay_game(log)


def test_a_throw_and_a_call_replay_from_their_log_lines():
    match = Match(YAM.make_rules(2), [Seat("a"), Seat("b")], 11)
    match.chance()
    match.apply(1, Call(3, 2))
    throw = match.log[1]
    assert YAM.action_of(throw) == (CHANCE, Throw(tuple(throw["dice"]), throw["card"]))
    assert match.log[2] == {"type": "call", "player": 1, "count": 3, "time": 2.0}


# ----- long games: only random callers at 5 or 6 seats --------------------------------------
def test_a_lineup_of_five_or_six_random_callers_is_warned_of_up_front_then_played(monkeypatch, capsys):
    from game.core import simulate
    seen = {}

    def quick_run(game, rules, kinds, games, seed, log=None, jobs=1, progress=None, chunk=None):
        seen.update(kinds=kinds, chunk=chunk)        # not played here: a real game takes minutes
        return simulate.Tally(kinds)
    monkeypatch.setattr(simulate, "run", quick_run)
    six = ",".join(["random"] * 6)
    assert main.main(["simulate", "--game", "yam-color", "--players", six, "--games", "1"]) == 0
    captured = capsys.readouterr()
    (warning,) = captured.err.splitlines()          # one line, on stderr: stdout keeps the table
    assert warning.startswith("main.py simulate: warning: 6 random callers") and "minutes" in warning
    assert "Ctrl+C" in warning and seen["chunk"] == 1       # one game at a time, progress between
    assert captured.out.startswith("0 games, 6 players")
    for lineup in (["random"] * 5, ["random"] * 5 + ["easy"], ["random"] * 4, ["hard"] * 6):
        assert main.main(["simulate", "--game", "yam-color", "--players", ",".join(lineup), "--games", "1"]) == 0
        warned = bool(capsys.readouterr().err)
        assert warned == (lineup == ["random"] * 5), lineup


def test_five_random_callers_really_are_slow_and_one_other_caller_is_not():
    """The warning's ground: the same seeds, 5 seats, with and without one `easy` caller."""
    from game.registry import GAMES
    yam = GAMES["yam-color"]
    rules = yam.make_rules(5)
    rounds = {}
    for kinds in (["random"] * 5, ["easy"] + ["random"] * 4):
        rounds[kinds[0]] = sorted(play_game(yam, rules, kinds, seed, record=False).state.result().figures["rounds"]
                                  for seed in (11, 12, 13)[:1 if kinds[0] == "random" else 3])
    assert rounds["easy"][-1] < 150               # about 30-50 rounds
    assert rounds["random"][0] > 2000             # thousands at least (22 games measured: 3,223 the fewest)


def test_progress_lines_come_every_ten_seconds_of_a_long_run_on_stderr():
    import io
    from game.core.simulate import Progress
    now = [100.0]
    out = io.StringIO()
    progress = Progress(5, out, clock=lambda: now[0])
    for games, at in ((1, 104.0), (2, 111.0), (3, 115.0), (4, 122.5), (5, 140.0)):
        now[0] = at
        progress(games)
    # the first line 2 s into the run, then 10 s apart; none after the last game
    assert [line.split(" (")[0] for line in out.getvalue().splitlines()] == [
        "main.py simulate: 1 of 5 games played", "main.py simulate: 3 of 5 games played"]


def test_positions_and_steps_read_from_a_log_and_the_round_t_shows_again():
    """position_at and logged_steps read a YAM log as replay does: the check a last call
    writes is that call's, while a check alone (time ran out) is the end of the calls;
    after every action the position rebuilt is the one the game reached. previous_turn
    is the last round whose check is in the log: its throw line up to its check's end."""
    from game.core.log import logged_steps, position_at
    from game.yam_color.actions import EndCalls
    from game.yam_color.log import previous_turn
    kinds = ("easy", "random", "hard")
    rules = YAM.make_rules(3, call_time="5")
    match = Match(rules, [Seat(f"P{i}", k) for i, k in enumerate(kinds)], 21)
    reached = []
    for seat, action in played_actions(match, kinds):
        match.apply(seat, action)
        reached.append((len(match.log), match.state.snapshot(), (seat, action)))
    assert match.state.is_over()
    steps = logged_steps(YAM, match.log)
    assert [repr(pairs) for _, pairs in steps] == [repr([sa]) for _, _, sa in reached]     # times too
    assert any(isinstance(a, EndCalls) for _, _, (_, a) in reached)         # time ran out at least once
    assert any(match.log[i - 1]["type"] == "call" and match.log[i]["type"] in ("fine", "take", "unclaimed")
               for i in range(2, len(match.log)))                             # a check written by a last call
    for length, snapshot, _ in reached:
        assert position_at(YAM, match.log, length).state.snapshot() == snapshot
    log = match.log
    assert previous_turn(log[:2]) is None                      # the first throw, not yet checked
    checks = [i for i, e in enumerate(log) if e["type"] in ("take", "unclaimed")]
    throws = [i for i, e in enumerate(log) if e["type"] == "throw"]
    for k, end in enumerate(checks):
        for length in (end + 1, (throws[k + 1] + 1) if k + 1 < len(throws) else len(log)):
            assert previous_turn(log[:length]) == (throws[k], end + 1)


def played_actions(match, kinds):
    """The actions of a game played as play_out plays it (calls at the callers' proposed
    times, the end of the calls when a proposal passes the call time), one at a time."""
    from game.yam_color.actions import EndCalls
    state, limit = match.state, match.rules.call_time
    players = [YAM.players.make(k, player_rng(match.seed, i), match.rules) for i, k in enumerate(kinds)]
    while not state.is_over():
        yield CHANCE, state.chance_outcome(match.rng)
        pending = {s: players[s].propose(state.view(s)) for s in state.callers}
        while pending and state.phase == CALLING:
            seat = min(pending, key=lambda s: (pending[s][0], s))
            time, count = pending.pop(seat)
            time = max(time, state.view(seat).now)
            if time > limit:
                yield CHANCE, EndCalls()
                break
            yield seat, Call(count, time)
            for other in pending:
                if players[other].reacts:
                    pending[other] = players[other].propose(state.view(other))
