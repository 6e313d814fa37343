"""YAM color's invariants for the monkey (tools/monkey_yam.py), checked after every event:
the 26 cards each in one place (pile, a seat's won cards, the card face up), the
log's takes and fines giving what each seat holds, every round checked as the spec
says (calls at most one per seat, in time order, within the call time; the highest
right call, earliest of equals, takes the card; every higher call pays, except in a
play-off), final scores the cards won and the winners those the spec names, and the
log so far replaying to the state (followed line by line). At the table: at most one
call per seat shown, and the scores shown are the cards won once the check has been
played out. In the setup: two people never share call keys. What the monkey saw
(which ways of calling reached the table, time running out, a play-off) goes into
its features."""
from __future__ import annotations

from collections import Counter


# ----- what the monkey sees --------------------------------------------------------------------
def observe(monkey, scene) -> None:
    """YAM's screens as the monkey leaves them: the calls the table shows, its scores,
    the setup's call keys; what was seen goes into the features."""
    name = type(scene).__name__
    if name in ("TableScene", "ReplayTable"):
        observe_table(monkey, scene)
    elif name == "SetupScene" and scene.spec.id == "yam-color":
        check_setup_keys(scene.part.effective())
        options, seen = scene.option_choices, monkey.features
        if options["call_time"].value != scene.spec.option_defaults()["call_time"]:
            seen.add("yam setup: call time changed")
        if options["playoff"].value:
            seen.add("yam setup: play-off chosen")
        if any(c.raw != c.options[0] for c in scene.part.seat_widgets()[:scene.count.value]):
            seen.add("yam setup: call keys chosen")
    elif name == "RulesScene":
        monkey.features.add(f"yam rules page {scene.page + 1}")


def observe_table(monkey, scene) -> None:
    """The table screen's YAM layer, and the last round shown again over it (its own
    driver and layer, on the position before that round)."""
    if scene.history is not None:
        monkey.features.add("yam history panel")
    if scene.past is not None:
        monkey.features.add("the last round shown again")
        observe_layer(monkey, scene.past.layer, "past")
    observe_layer(monkey, scene.layer, type(scene).__name__)


def observe_layer(monkey, layer, name: str) -> None:
    from scenes.yam_color.call_keys import LETTER_ROWS, PAD, ROWS, SOLO
    desk, state = layer.desk, layer.state
    seats = [e.seat for e in desk.made]
    assert len(seats) == len(set(seats)), ("one call a seat a round", seats)
    if not layer.queue.busy and not state.is_over():
        assert layer.shown_held == [len(h) for h in state.held], (layer.shown_held, state.held)
    if layer.count is not None and layer.check_line:
        monkey.features.add("a check played out at the table")
    last = monkey.yam_arrivals.get(id(desk), 0)
    if desk.arrivals == last:
        return
    monkey.yam_arrivals[id(desk)] = desk.arrivals
    sent = {e.type for e in monkey.last_events}
    import pygame
    for entry in desk.made:
        if entry.order <= last:
            continue
        scheme = layer.keys[entry.seat] if entry.seat < len(layer.keys) else ""
        if name == "ReplayTable":
            what = "a call shown by the replay"
        elif name == "past":
            what = "a call shown in the last round again"
        elif not scheme:
            what = "a computer's call"
        elif scheme in LETTER_ROWS:
            what = "a call on a person's own letter row"
        elif scheme in ROWS:
            what = "a call on a person's own digits"
        elif scheme == SOLO:
            what = "a call by a click on a number" if pygame.MOUSEBUTTONDOWN in sent else "a call by a digit"
        elif scheme == PAD:
            what = "a call by a game controller"
        monkey.features.add(what)
    if len([e for e in desk.made if e.seat < len(layer.keys) and layer.keys[e.seat] in ROWS]) > 1:
        monkey.features.add("two people's calls at one keyboard in a round")


def check_setup_keys(keys) -> None:
    """Two people never share a row of keys (controllers are many); the number pad by
    click (and any digit) only for one person alone."""
    from scenes.yam_color.call_keys import ROWS
    people = [k for k in keys if k]
    shared = [k for k in people if k != "pad"]
    assert len(shared) == len(set(shared)), keys
    assert all(k in ROWS or k == "pad" for k in people) or len(people) == 1, keys
    assert "solo" not in people or len(people) == 1, keys


# ----- invariants of a game ------------------------------------------------------------------
def right_count(dice, card: int) -> int:
    """The count as the spec defines it: the common part of dice and card, colour by colour."""
    from game.yam_color.deck import CARD_LETTERS
    letters = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
    return sum((Counter(letters[d] for d in dice) & Counter(CARD_LETTERS[card])).values())


def check_match(match) -> None:
    """YAM color's invariants of a game (module docstring)."""
    state = match.state
    places = list(state.pile) + [c for h in state.held for c in h]
    if state.card is not None and not state.in_playoff:
        places.append(state.card)
    assert sorted(places) == list(range(1, 27)), places
    held = follow_log(match.log, state.rules)
    assert held == state.held, (held, state.held)
    calls = state.calls
    assert len({c[0] for c in calls}) == len(calls) and all(c[0] in state.callers for c in calls), calls
    if state.is_over():
        end = match.log[-1]
        assert end["type"] == "end" and end["scores"] == [len(h) for h in state.held], end
        most = max(end["scores"])
        top = [s for s, n in enumerate(end["scores"]) if n == most]
        if len(top) > 1 and state.rules.playoff:      # played off: one of the tied wins
            assert len(end["winners"]) == 1 and end["winners"][0] in top, end
        else:                                         # the most cards win, a tie shared
            assert end["winners"] == top, end


def follow_log(log, rules) -> list[list[int]]:
    """What each seat holds by the log, every round checked as the spec's check says."""
    held = [[] for _ in range(rules.players)]
    lines = iter(log[1:])
    round_calls, throw = [], None
    for event in lines:
        kind = event["type"]
        if kind == "throw":
            assert throw is None, ("a throw before the last round's check", event)
            throw, round_calls = event, []
        elif kind == "call":
            assert throw is not None, event
            seat = event["player"]
            assert seat not in [c[0] for c in round_calls], ("a second call this round", event)
            assert not round_calls or event["time"] >= round_calls[-1][2], event
            assert rules.call_time is None or event["time"] <= rules.call_time, event
            round_calls.append((seat, event["count"], event["time"]))
        elif kind in ("fine", "take", "unclaimed"):
            assert throw is not None, event
            right = right_count(throw["dice"], throw["card"])
            expected = [("fine", s) for s, n, _ in sorted(round_calls, key=lambda c: -c[1])
                        if n > right and not throw["playoff"]]      # a play-off round has no fines
            fit = [c for c in round_calls if c[1] <= right]
            best = max((c[1] for c in fit), default=None)
            winner = next((c[0] for c in fit if c[1] == best), None)
            expected.append(("unclaimed", None) if winner is None else ("take", winner))
            lines_of_check = [event] + [next(lines) for _ in range(len(expected) - 1)]
            assert [(e["type"], e.get("player")) for e in lines_of_check] == expected, (lines_of_check, expected)
            for e in lines_of_check:
                if throw["playoff"]:
                    continue                      # a play-off round moves no card, pays no fine
                if e["type"] == "fine" and e["card"] is not None:
                    assert held[e["player"]] and held[e["player"]][-1] == e["card"], e
                    held[e["player"]].pop()
                elif e["type"] == "fine":
                    assert not held[e["player"]], ("a fine unpaid by a seat holding cards", e)
                elif e["type"] == "take":
                    held[e["player"]].append(e["card"])
            throw = None
    return held


class Follower:
    """The match's log replayed line by line as it grows: each action a line records is
    applied again to a match of its own, which must write exactly the lines that follow,
    and reach the same state."""

    def __init__(self, log):
        from game.core.match import Match, Seat
        from game.yam_color.game import GAME as YAM
        start = log[0]
        self.game = YAM
        self.match = Match(YAM.rules_from_start(start), [Seat(p["name"], p["kind"]) for p in start["players"]],
                           start["seed"])
        assert self.match.log[0] == start, (self.match.log[0], start)
        self.done, self.expected = 1, []

    def follow(self, match) -> None:
        log = match.log
        while self.done < len(log):
            line = log[self.done]
            if not self.expected:
                seat, action = self.game.action_of(line)
                self.expected = self.match.apply(seat, action)
            assert self.expected.pop(0) == line, (line, self.done)
            self.done += 1
        assert not self.expected and self.match.state.snapshot() == match.state.snapshot(), self.done


def follow(monkey, match) -> None:
    follower = monkey.yam_followers.get(id(match))
    if follower is None:
        follower = monkey.yam_followers[id(match)] = Follower(match.log)
    follower.follow(match)


def log_features(match) -> set[str]:
    """What happened in a game, by its log: call time run out, all called, play-off, fines."""
    seen, calls, people = set(), 0, {i for i, p in enumerate(match.log[0]["players"]) if p["kind"] == "human"}
    callers = match.rules.players
    for event in match.log[1:]:
        kind = event["type"]
        if kind == "throw":
            calls, callers = 0, len(match.state.callers) if event["playoff"] else match.rules.players
            if event["playoff"]:
                seen.add("a play-off round")
        elif kind == "call":
            calls += 1
            if event["player"] in people:
                seen.add("a person's call reached the rules")
        elif kind in ("take", "unclaimed") and calls < callers:
            seen.add("calls closed by the call time")
        elif kind == "fine" and event["card"] is not None:
            seen.add("a fine paid")
    return seen
