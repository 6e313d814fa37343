"""The messages between a host and its remote seats: JSON objects over a WebSocket.

Every message is one JSON object with a `type`. The client speaks first (`hello`,
naming the protocol version, the game and the program's version, and the seat token
of a seat it held before); every message of the host carries `seq`, counting the
host's messages on that connection from 1 (a reconnection starts again at 1 with a
fresh snapshot).

client -> host
  hello   {v, game, program, token?, seat?, name?, window?}   join (a seat or an offer), or take a seat
                                                     back; `window`: a window will show the table
  sit     {seat, name}                               take a free seat from the offer
  action  {action, position?, seat?}                 the seat's decision; `action` as the game's
                                                     action_to_json gives it; `position` the one
                                                     it was decided at; `at` (host time) in a race
  ping    {t0}                                       the clock: answered by pong at once
host -> client (each with seq)
  offer     {v, game, program, seats}                the seats: who sits, which are free (each
                                                     {seat, name, kind, status, former?}: former,
                                                     a resumed game's free seat, `name`'s before)
  seated    {seat, token, name, players, options, clock}
  snapshot  {seat, start, history, view, position, actors}   the seat's start line, lines and view
  event     {events, position, view, reveal_at?}    one action's lines as the seat may see them, and
                                                     the seat's view after them (a window draws from it)
  your_turn {view, legal, position, reveal_at?}     the seat may act: its view and its actions
  throwing  {reveal_at}                              a race's round is thrown (no outcome in it): its
                                                     lines follow just before the reveal (race.py)
  seat      {seat, status}                           someone joined, left, or a computer took over
  held      {on}                                     the host's own window holds the game still (its
                                                     pause, a past turn shown) or, off, goes on again
  error     {code, message}                          to that client alone; the state is unchanged
  pong      {t0, host}
  game_over {result, log, more, game, games}          the full log, offered only now; more: the
                                                      series goes on (game `game` of `games` is over)

Nothing here trusts a client: `read_client` refuses (and names why) a message over
MAX_MESSAGE, text that is not JSON, JSON that is not an object, an unknown type and
fields of the wrong kind; `Flood` refuses a client that sends too fast. Never pickle.
"""
from __future__ import annotations

import json
import math
import time

PROTOCOL = 1
MAX_MESSAGE = 16 * 1024          # characters of one client message the host reads
TRANSPORT_LIMIT = 1024 * 1024    # bytes: above it the WebSocket itself closes the connection
CLIENT_LIMIT = 64 * 1024 * 1024  # bytes a client accepts in one host message (a long game's log)

# the refusals the host counts (Host.refused), by reason
REASONS = ("too_big", "not_text", "not_json", "not_object", "unknown_type", "bad_field", "bad_version",
           "wrong_game", "bad_token", "seat_taken", "no_seat", "other_seat", "not_your_turn", "illegal",
           "flood", "too_early", "too_late")

# client message type -> {field: the JSON types it may have}; fields not listed are refused
_NUMBER = (int, float)
CLIENT_FIELDS = {
    "hello": {"type": str, "v": int, "game": str, "program": str, "token": (str, type(None)),
              "seat": (int, type(None)), "name": (str, type(None)), "window": (bool, type(None))},
    "sit": {"type": str, "seat": int, "name": (str, type(None))},
    "action": {"type": str, "action": dict, "position": (int, type(None)), "seat": (int, type(None)),
               "at": _NUMBER + (type(None),)},
    "ping": {"type": str, "t0": _NUMBER},
}
REQUIRED = {"hello": ("v",), "sit": ("seat",), "action": ("action",), "ping": ("t0",)}
MAX_NAME = 40
# the reason the host closes a seat's connection with when the seat's token comes from a new
# one: the person is back from elsewhere (a program started again). The old one stays closed:
# trying to get back with the same token would take the seat from the new one, and so on.
TAKEN_OVER = "taken over by a new connection"


class Refused(ValueError):
    """A client message the host will not act on; `reason` is one of REASONS."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def encode(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def decode(text) -> dict:
    """A message as JSON (Refused if it is not one an object with a type); used by both
    sides (a client reads the host's messages with it too)."""
    if not isinstance(text, str):
        raise Refused("not_text", "messages are JSON text, not binary frames")
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused("not_json", "not JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise Refused("not_object", "a message is a JSON object with a type")
    return message


def read_client(text) -> dict:
    """A client's message, checked: Refused naming what is wrong."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        raise Refused("not_text", "messages are JSON text, not binary frames")
    if len(text) > MAX_MESSAGE:
        raise Refused("too_big", f"a message is at most {MAX_MESSAGE} characters")
    message = decode(text)
    fields = CLIENT_FIELDS.get(message["type"])
    if fields is None:
        raise Refused("unknown_type", f"unknown message type {message['type'][:30]!r}")
    for name, value in message.items():
        kinds = fields.get(name)
        if kinds is None:
            raise Refused("bad_field", f"a {message['type']} has no field {str(name)[:30]!r}")
        if not isinstance(value, kinds) or isinstance(value, bool) and bool not in _tuple(kinds):
            raise Refused("bad_field", f"{message['type']}.{name} is of the wrong kind")
        if isinstance(value, float) and not math.isfinite(value):
            raise Refused("bad_field", f"{message['type']}.{name} is not a finite number")
    missing = [name for name in REQUIRED[message["type"]] if name not in message]
    if missing:
        raise Refused("bad_field", f"a {message['type']} needs {', '.join(missing)}")
    name = message.get("name")
    if name is not None and (len(name) > MAX_NAME or not name.isprintable()):
        raise Refused("bad_field", f"a name is at most {MAX_NAME} printable characters")
    return message


def _tuple(kinds) -> tuple:
    return kinds if isinstance(kinds, tuple) else (kinds,)


class Flood:
    """A client's allowance of messages: `burst` at once, refilled at `rate` a second
    (a token bucket), and one more for each question the host asks it (`grant`): a
    seat may always answer, however fast the game goes; a flood is refused."""

    def __init__(self, rate: float = 100.0, burst: float = 200.0, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.last = burst, clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = max(self.tokens, min(self.burst, self.tokens + (now - self.last) * self.rate))
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def grant(self) -> None:
        self.tokens += 1.0


def clean_name(name: str | None, seat: int) -> str:
    return name.strip() if name and name.strip() else f"Player {seat + 1}"
