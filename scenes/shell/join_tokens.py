"""The seats this program holds at other computers' tables, kept in the data folder.

Joining a game, the host gives the seat a token (scenes/net/protocol.py, `seated`);
saying it again in `hello` takes that seat back, the game where it is. The token was
kept for the run only: a person whose program closed, crashed or whose computer
restarted mid-game came back to "seat taken" and watched a computer play their seat
to the end. Kept here (joined_seats.json, shared by the games: an address may host any
of them), a program started again takes its seat back as if the cable had only been
pulled (the join screen's button then reads "Back to my seat"); a host that no longer
knows the token (another game there now) says so, and the join screen forgets it and
starts afresh. A seat is forgotten too once its last game is over (remote_table.py).

A token lets whoever holds it play that seat, as a session cookie does: it stays in
the person's own data folder, is never logged, and the file keeps the newest KEEP only.
A damaged file is kept aside and said at the title; a data folder that cannot be used
keeps them for the run, as before."""
from __future__ import annotations

import logging
import threading
import time

from scenes.ui import userdata
from scenes.ui.storage import load_json
from scenes.ui.text import notice

log = logging.getLogger("eceg.join")
FILE = "joined_seats.json"
KEEP = 16                 # addresses remembered: a person joins a few tables, not hundreds
MAX_FIELD = 300           # characters of an address or a token worth keeping (the host's are far shorter)

# data folder -> (address -> {"token", "at"}): its file, once read
_held: dict = {}
_writing = threading.Lock()
_running: list[threading.Thread] = []
_asked = 0                # writes asked so far (the last one asked is the one written)


def _path():
    return userdata.data_dir() / FILE


def _checked(data) -> dict[str, dict]:
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise ValueError("joined seats are an object with a list of seats")
    held = {}
    for seat in data["seats"]:
        address, token, at = seat.get("address"), seat.get("token"), seat.get("at", 0)
        if not (isinstance(address, str) and isinstance(token, str) and 0 < len(address) <= MAX_FIELD
                and 0 < len(token) <= MAX_FIELD and isinstance(at, (int, float))):
            raise ValueError("a joined seat is an address, a token and a time")
        held[address] = {"token": token, "at": float(at)}
    return held


def _all() -> dict[str, dict]:
    path = _path()
    if path not in _held:
        _held[path] = {}
        if userdata.writable():
            value, problem = load_json(path, _checked)
            if problem:
                log.warning("%s", problem)
                userdata.notices.append(notice("joined_seats_damaged", problem))
            _held[path] = value or {}
    return _held[path]


def _store() -> None:
    """The file written beside the frame (a write waits for the disk: fsync), the newest
    of the writes asked only; `wait` returns once it is."""
    global _asked
    newest = sorted(_all().items(), key=lambda item: -item[1]["at"])[:KEEP]
    _all().clear()
    _all().update(newest)
    data = {"seats": [{"address": a, "token": s["token"], "at": s["at"]} for a, s in newest]}
    _asked += 1
    worker = threading.Thread(target=_write, args=(_path(), data, _asked), name="joined seats", daemon=False)
    _running.append(worker)
    worker.start()


def _write(path, data: dict, asked: int) -> None:
    with _writing:
        if asked == _asked:         # a later write has the newer seats: this one is not needed
            userdata.write_json(path, data)


def wait() -> None:
    """Return once every write asked is done."""
    while _running:
        _running.pop(0).join()


def token_for(address: str) -> str | None:
    """The token of the seat this program held at `address` (a ws:// address), or None."""
    held = _all().get(address)
    return held["token"] if held else None


def remember(address: str, token: str) -> None:
    """The seat just taken at `address`: kept (a token the host gave, short)."""
    if not (0 < len(address) <= MAX_FIELD and 0 < len(token) <= MAX_FIELD):
        return
    held = _all().get(address)
    if held is not None and held["token"] == token:
        return                  # taken back with it: nothing new to write
    _all()[address] = {"token": token, "at": time.time()}
    _store()


def forget(address: str) -> bool:
    """The host no longer knows the seat at `address`: True if one was held."""
    if _all().pop(address, None) is None:
        return False
    _store()
    return True


def reread() -> None:
    """Read the file again when next asked (a program started again, in the tests)."""
    wait()
    _held.clear()
