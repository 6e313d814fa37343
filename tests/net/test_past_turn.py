"""The last turn at a joined window, from the messages its mirror kept
(scenes/net/past_turn.py), without pygame or a network: a Wazabi game played here,
each action's lines sent to one seat as the host sends them (seen_by, the view after
them), taken by a Mirror; the past turn built from it against the host's full log."""
from __future__ import annotations

import random

from game.core.contract import CHANCE
from game.core.log import logged_steps
from game.core.match import Match, Seat
from game.registry import game as game_spec
from scenes.net.mirror import Mirror
from scenes.net.past_turn import past_turn

WAZABI = game_spec("wazabi")
SEAT = 1


def snapshot_of(match: Match, position: int) -> dict:
    remote = WAZABI.remote
    return {"start": remote.seen_by(match.log[0], SEAT), "history": [remote.seen_by(e, SEAT) for e in match.log[1:]],
            "view": remote.view_to_json(match.state.view(SEAT)), "position": position}


def step(match: Match, rng: random.Random, position: int) -> dict | None:
    """One action at the host (chance's, or a seat's chosen at random) and its message to
    SEAT (None: no lines, nothing sent)."""
    state = match.state
    if state.is_chance():
        events = match.chance()
    else:
        seat = state.actors()[0]
        events = match.apply(seat, rng.choice(list(state.legal_actions(seat))))
    remote = WAZABI.remote
    if not events:
        return None
    return {"type": "event", "events": [remote.seen_by(e, SEAT) for e in events], "position": position,
            "view": remote.view_to_json(match.state.view(SEAT))}


def host_steps(log: list[dict]) -> list[tuple]:
    first, after = WAZABI.previous_turn(log)
    return [pair for i, pairs in logged_steps(WAZABI, log) if first <= i < after for pair in pairs]


def play(seed: int, join_at: int = 0, actions: int = 200):
    """A game played `actions` steps, SEAT's mirror joined after `join_at` of them; yields
    (the host's match, the mirror) after each step from then on."""
    rules = WAZABI.make_rules(3)
    match = Match(rules, [Seat(n, "remote") for n in "ABC"], seed)
    rng = random.Random(seed)
    mirror = None
    for position in range(actions):
        if position == join_at:
            mirror = Mirror(WAZABI, rules, match.seats, SEAT, snapshot_of(match, position), random.Random(seed))
        if match.state.is_over():
            return
        message = step(match, rng, position + 1)
        if mirror is not None and message is not None:
            mirror.take(message)
            yield match, mirror


def test_the_past_turn_is_the_host_s_turn_as_the_seat_saw_it_and_plays_to_its_end():
    built = 0
    for seed in (2, 9):
        for match, mirror in play(seed):
            if WAZABI.previous_turn(mirror.log) is None or match.state.is_chance():
                continue
            found = past_turn(mirror, *WAZABI.previous_turn(mirror.log))
            assert found is not None
            past, steps = found
            truth = host_steps(match.log)
            # the same steps; chance's as far as the seat saw it (a card drawn by another, the
            # pile shuffled again: no card)
            assert [s for s, _ in steps] == [s for s, _ in truth]
            assert all(a == b if s != CHANCE else a is None or type(a) is type(b)
                       for (s, a), (_, b) in zip(steps, truth))
            # the past's position at its start: the seat's view then, its own hand the host's
            begin = len(past.log)
            assert past.log == mirror.log[:begin]
            for seat, action in steps:                      # played through as a script does
                past.apply(seat, action)
            assert past.log == mirror.log[:len(past.log)] and len(past.log) > begin
            assert past.log[-1]["type"] in ("turn", "skip", "win", "finish", "turn_end") or \
                any(e["type"] == "turn" for e in past.log[begin:]), past.log[begin:]
            built += 1
    assert built > 50


def test_a_turn_begun_before_the_window_joined_is_not_shown_then_the_next_is():
    said_none = shown = 0
    for match, mirror in play(4, join_at=23):
        found = WAZABI.previous_turn(mirror.log)
        if found is None:
            continue
        if found[0] < min(mirror.views):        # its turn line came in the snapshot, not as it was played
            assert past_turn(mirror, *found) is None
            said_none += 1
        else:
            assert past_turn(mirror, *found) is not None
            shown += 1
    assert said_none > 0 and shown > 0


def test_lines_dropped_by_the_table_leave_no_message_behind():
    for match, mirror in play(6, actions=40):
        pass
    kept, views = len(mirror.received), dict(mirror.views)
    message = mirror.received[-1][1]
    mirror.drop_last()
    assert len(mirror.received) == kept - 1 and len(mirror.views) == len(views) - 1
    assert mirror.received[-1][0] + len(mirror.received[-1][1]["events"]) == len(mirror.log)
    assert message not in [m for _, m in mirror.received]
