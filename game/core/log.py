"""Game logs as JSON Lines (shared/spec/game-log*.md): write, read, check and replay.

The engine produces the events (`State.apply`, `Match.start_event`); this module
moves them to and from files, checks each line's fields against its game's log
format, and replays a logged game through the engine again, failing at the first
line the engine would not have written, so a log that replays is correct by the
rules. Which game a log is of comes from its start line's `game` (see
game/registry.py); everything here is told the game.
"""
from __future__ import annotations

import dataclasses
from typing import Iterable

from game.core.contract import CHANCE, Game, RuleError
from game.core.jsonl import LogError, dumps, read_events, write_events  # noqa: F401  (one import for readers)
from game.core.match import LOG_FORMAT, Match, Seat
from game.core.start_line import NotFromSeed, seeded, start_problem


Numbered = list[tuple[int, dict]]


def split_games(numbered: Iterable[tuple[int, dict]]) -> list[Numbered]:
    """Group events into games, each starting at a `start` line."""
    games: list[Numbered] = []
    for number, event in numbered:
        if event["type"] == "start":
            games.append([])
        elif not games:
            raise LogError.at(number, "before_start", f"{event['type']} before any start line")
        games[-1].append((number, event))
    return games


def check_fields(game: Game, numbered: Numbered) -> None:
    """Every line is of a type the game's log knows, with its required fields."""
    for number, event in numbered:
        fields = game.log_fields.get(event["type"])
        if fields is None:
            raise LogError.at(number, "unknown_line", f"{event['type']!r} is not a line of a {game.id} log",
                              kind=event["type"])
        missing = [f for f in fields if f not in event]
        if missing:
            raise LogError.at(number, "missing", f"{event['type']} lacks {', '.join(missing)}",
                              kind=event["type"], fields=", ".join(missing))


def replay(game: Game, events: Numbered | list[dict]) -> Match:
    """Play one logged game of `game` through the engine; return the match at its end.

    Every line must be exactly what the engine emits at that point (extra fields
    are allowed). Raises LogError naming the first line that is not.
    """
    numbered = [(i + 1, e) for i, e in enumerate(events)] if events and isinstance(events[0], dict) else events
    check_fields(game, numbered)
    number, start = numbered[0]
    if start.get("type") != "start":
        raise LogError.at(number, "bad_start", f"a game starts with a format-{LOG_FORMAT} start line")
    problem = start_problem(game.id, start, game.start_types, game.min_players, game.max_players)
    if problem:
        raise LogError.at(number, "bad_field", problem[1], field=problem[0])
    from_seed = seeded(start)
    try:
        seats = [Seat(p["name"], p["kind"]) for p in start["players"]]
        match = Match(game.rules_from_start(start), seats, start["seed"], seeded=from_seed)
    except NotFromSeed as exc:
        raise LogError.at(number, "not_from_seed", f"{exc} (seed {start['seed']})", kind="start") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise LogError.at(number, "bad_start", f"bad start line ({exc})") from None
    want_start = match.log[0]      # claiming what the log claims of its seed (seeded=), no more
    if not _same(game, start, want_start):
        raise LogError.at(number, "bad_start", f"expected {dumps(want_start)}, found {dumps(start)}")
    expected: list[dict] = []
    for number, event in numbered[1:]:
        if not expected:
            expected = _apply_line(game, match, number, event, from_seed)
        want = expected.pop(0)
        if not _same(game, event, want):
            raise LogError.at(number, "unexpected", f"expected {dumps(want)}, found {dumps(event)}",
                              kind=event["type"])
    if expected:
        raise LogError(f"after line {number}: the log stops before {dumps(expected[0])}", number, "cut_off")
    return match


def position_at(game: Game, events: list[dict], upto: int) -> Match:
    """The match as it stood after the first `upto` lines of a game's log (the start
    line first): each recorded action applied again by the engine, nothing decided anew.
    The log is trusted (it is a live match's own, or one `replay` accepted); the
    returned match keeps no log of its own."""
    match = _match_of_start(game, events[0])
    for index, pairs in _recorded(game, events, match):
        if index >= upto:
            break
    return match


def logged_steps(game: Game, events: list[dict]) -> list[tuple[int, list[tuple]]]:
    """The actions a game's log records, in order: (index of the line each begins with,
    its (seat, action) pairs). The lines an action writes after its first are its own,
    not actions read again (a line may record an action only where no earlier action
    wrote it: a round's check that the last call wrote, or that the end of the call
    time brought), so each action is applied to a match rebuilt from the start line, as
    `replay` reads a log. The log is trusted, as in `position_at`."""
    return list(_recorded(game, events, _match_of_start(game, events[0])))


def actions_between(game: Game, events: list[dict], first: int, after: int) -> list[tuple]:
    """The (seat, action) pairs of the actions whose first line lies strictly between
    lines `first` and `after` (a turn's, from its `turn` line to the next)."""
    return [pair for index, pairs in logged_steps(game, events) if first < index < after for pair in pairs]


def _match_of_start(game: Game, start: dict) -> Match:
    return Match(game.rules_from_start(start), [Seat(str(p["name"]), str(p["kind"])) for p in start["players"]],
                 start["seed"], record=False, seeded=seeded(start))


def _recorded(game: Game, events: list[dict], match: Match):
    """Yields (index, pairs) of each recorded action, then applies it to `match` (so a
    caller that stops at a step has the position just before it)."""
    written = 0          # lines still to come that the last action wrote
    for index in range(1, len(events)):
        if written:
            written -= 1
            continue
        seat_action = game.action_of(events[index])
        if seat_action is None:
            continue
        pairs = seat_action if isinstance(seat_action, list) else [seat_action]
        yield index, pairs
        written = max(0, sum(len(match.apply(seat, action)) for seat, action in pairs) - 1)


def lines_follow(game: Game, state, lines: list[dict]) -> bool:
    """Do `lines` follow from `state` by the rules (each action they record, applied to a
    copy, writes exactly them)? The state is untouched. Used where lines come from
    elsewhere (a window joined to a host checks each action's lines so)."""
    position = game.restore_state(state.snapshot())
    expected: list[dict] = []
    try:
        for line in lines:
            if not expected:
                found = game.action_of(line)
                if found is None:
                    return False
                pairs = found if isinstance(found, list) else [found]
                expected = [e for seat, action in pairs for e in position.apply(seat, action)]
                if not expected:
                    return False
            if not _same(game, line, expected.pop(0)):
                return False
    except (RuleError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        return False
    return not expected


def _apply_line(game: Game, match: Match, number: int, event: dict, from_seed: bool = False) -> list[dict]:
    try:
        seat_action = game.action_of(event)
    except (KeyError, TypeError, ValueError) as exc:
        raise LogError.at(number, "malformed", f"malformed {event['type']} ({exc})", kind=event["type"]) from None
    if seat_action is None:
        raise LogError.at(number, "out_of_place", f"{event['type']} cannot come here: the engine expected "
                          f"an action (seats {list(match.state.actors())} or chance)", kind=event["type"])
    # A line may record several actions (e.g. a card taken unseen: the drawer
    # chose the hand, chance the card); together they must write that line first.
    pairs = seat_action if isinstance(seat_action, list) else [seat_action]
    try:
        events = []
        for seat, action in pairs:
            # the seed's outcome drawn where play drew it; the rules judge the line first
            seeds = from_seed and seat == CHANCE and match.state.is_chance()
            want = match.state.chance_outcome(match.rng) if seeds else None
            events += match.apply(seat, action)
            if seeds:
                _check_from_seed(match, number, event, action, want)
    except LogError:
        raise
    except RuleError as exc:
        raise LogError.at(number, "breaks_rule", f"{event['type']} breaks a rule: {exc}", kind=event["type"]) from None
    except (KeyError, TypeError, ValueError) as exc:
        raise LogError.at(number, "malformed", f"malformed {event['type']} ({exc})", kind=event["type"]) from None
    if not events:
        raise LogError.at(number, "malformed", f"{event['type']} records an action that writes nothing",
                          kind=event["type"])
    return events


def _check_from_seed(match: Match, number: int, event: dict, action, want) -> None:
    """The chance outcome a line records must be `want`, the one the match's seeded random
    source gave at that point, as it gave it when the game was played."""
    if _plain(want) != _plain(action):
        raise LogError.at(number, "not_from_seed", f"{event['type']} records {_plain(action)[1]}, "
                          f"but the game's seed {match.seed} gives {_plain(want)[1]}", kind=event["type"])


def _plain(action) -> tuple:
    """(type name, fields) of an action, lists read as tuples: a throw read from a log
    and one drawn by the engine compare by their values."""
    def plain(value):
        return tuple(plain(v) for v in value) if isinstance(value, (list, tuple)) else value
    fields = dataclasses.astuple(action) if dataclasses.is_dataclass(action) else (action,)
    return type(action).__name__, plain(fields)


def _same(game: Game, found: dict, want: dict) -> bool:
    """`found` has every field of `want` with the same value (and JSON type); the
    game's unordered list fields may come in any order; `game` may be absent from a
    start line of the default game (the caller chose the game from it)."""
    for key, value in want.items():
        if key not in found:
            # a start line may leave out `game` (of the default game: the caller chose the
            # game from it) and `seeded` (false: the log claims nothing of its seed)
            if key in ("game", "seeded") and found.get("type") == "start" and not (key == "seeded" and value):
                continue
            return False
        got = found[key]
        if key in game.unordered_fields:
            if not isinstance(got, list) or sorted(map(str, got)) != sorted(map(str, value)):
                return False
        elif got != value or type(got) is not type(value):
            return False
    return True
