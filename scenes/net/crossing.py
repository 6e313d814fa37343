"""What crosses between the window's table (the pygame thread) and a game hosted from it
(scenes/net/table_host.py, whose network face runs on the network's thread): a `Picture`
of the match after each action, made on the pygame thread and read only on the network's,
and the `RemoteSeat` the driver asks for a seat played from another computer. No pygame."""
from __future__ import annotations

from scenes.net.host import REMOTE


class Picture:
    """The match after one action, for the network's thread: a copy of its log and a
    state of its own (the pygame thread's match is never read from there)."""

    def __init__(self, match, game):
        self.log = list(match.log)
        self.state = game.restore_state(match.state.snapshot())
        self.seed, self.seats, self.game_id = match.seed, list(match.seats), match.game_id


class RemoteSeat:
    """`players[seat]` of the driver for a seat played from another computer: neither a
    person here nor a computer. Asked once per step (`ask`); its answer comes back
    through the table host's `poll`."""

    remote = True
    kind = REMOTE

    def __init__(self, hosting, seat: int):
        self.hosting, self.seat = hosting, seat

    def ask(self, driver) -> None:
        self.hosting.ask(driver, self.seat)
