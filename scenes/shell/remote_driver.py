"""The table driver of a seat joined to a host on another computer (the table is
scenes/shell/remote_table.py's `RemoteTable`): fed like a script by the host's messages,
its one person's decisions sent to the host, chance and the end of a race's round left
to the host. Names no game."""
from __future__ import annotations

import collections

from game.core.contract import CHANCE
from scenes.net.mirror import actor_of
from scenes.shell import statistics
from scenes.shell.table_driver import PERSON, TableDriver

HURRY = 60.0           # seconds of motion played out at once when a race's next round is due


class AtAnotherScreen:
    """Stands for a seat decided elsewhere (a person at another computer, or the host's
    computer player): it is never asked here; its decisions come as the host's lines."""
    kind = "remote"
    reacts = False


AT_ANOTHER = AtAnotherScreen()


class RemoteDriver(TableDriver):
    """The table driver of a joined seat: fed by the host's messages, its one person's
    decisions sent to the host."""

    joined = True

    def __init__(self, app, config, mirror, seat: int, send):
        players = [PERSON if s == seat else AT_ANOTHER for s in range(len(mirror.seats))]
        super().__init__(app, config, mirror, players)
        self.seat = self.home_seat = seat
        self.send = send                   # send(action): to the host (scenes/net/window_client.py)
        # `event` messages still to show (and `game_over`, behind them)
        self.inbox: collections.deque = collections.deque()
        self.sent_at: int | None = None    # the position this seat's last decision was sent at
        self.bad = 0                        # host messages that could not be shown
        self.closed = False                 # the connection ended: nothing more will come
        self.counted = False                # this game is in the person's statistics
        self.reveal_at: float | None = mirror.reveal_at   # the round being raced: its reveal in host time
        self.host_time = None                 # host_time() -> now in host time (None: no estimate yet)
        self.speed = 1.0                      # the host's game seconds per real second

    def computer(self, seat: int):
        return None                          # nobody is asked here

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.inbox and self.queue.busy and isinstance(self.inbox[0].get("reveal_at"), (int, float)) \
                and not getattr(self.layer, "blind", False):      # (not the new round's own throw)
            # a race's next round is thrown: its card is due at the host's reveal, so what is left
            # of the last round's motion here (a slower pace's check) is played out at once
            self.queue.update(HURRY)

    # ----- the flow ----------------------------------------------------------------------
    def advance(self) -> None:
        layer = self.layer
        if layer.before_next():
            return
        while self.inbox and not self.queue.busy:
            if self.show(self.inbox.popleft()):
                return
        if self.inbox:
            return
        state = self.state
        if state.is_over():
            if not self.match.over and not self.closed:
                return                       # the full log (game_over) is on its way: the results need it
            if not self.finished:
                self.finished = True
                layer.finale()
            return
        if state.is_chance():
            return                           # the host's chance: its lines are on their way
        if layer.timed():                    # a race: the desk's presses go to the host
            layer.timed_turn(state.actors())
            return
        if self.seat in state.actors() and self.sent_at != self.match.position:
            layer.await_person([self.seat])

    def show(self, message: dict) -> bool:
        """One action's lines from the host: announced (another seat's decision) and
        animated. False if the message could not be shown (dropped, counted). The
        game's end (`game_over`, queued behind the last lines) brings the full log."""
        if message.get("type") == "throwing":     # a race's round thrown, its outcome to follow
            if isinstance(message.get("reveal_at"), (int, float)) and hasattr(self.layer, "throw_coming"):
                self.reveal_at = float(message["reveal_at"])
                self.layer.throw_coming()
            return True
        if message.get("type") == "game_over":
            whole = self.match.finish(message.get("log"), message.get("more") is True,
                                      (message.get("game"), message.get("games")))
            if whole and not self.counted:   # this person's game, in their statistics (only their seat)
                self.counted = True
                statistics.record_soon(self.match, seats=[self.seat])
            return False
        try:
            events = message["events"]
            found = actor_of(self.match.game, events) if isinstance(events, list) else None
        except (KeyError, TypeError):
            self.bad += 1
            return False
        seat, action = found if found is not None else (None, None)
        if isinstance(message.get("reveal_at"), (int, float)):
            self.reveal_at = float(message["reveal_at"])      # a round's opening: shown to end at it

        def made() -> None:
            try:
                self.match.take(message)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                self.bad += 1                # a message that does not fit: the table stays as it was
                return
            self.layer.play(events)

        if seat is not None and seat != CHANCE and seat != self.seat:
            try:
                self.layer.announce(seat, action, made)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                made()
        else:
            made()
        return True

    def act(self, seat: int, action) -> list[dict]:
        """This seat's decision goes to the host (once per step); its lines come back."""
        if seat != self.seat or self.sent_at == self.match.position or self.inbox:
            return []
        self.sent_at = self.match.position
        self.send(action)
        return []

    def timed_act(self, seat: int, action, moment: float) -> list[dict]:
        """This seat's press of a race, `moment` seconds after the card became readable here:
        to the host with its press time in host time; its lines come back in press order."""
        if seat == self.seat and self.reveal_at is not None:
            self.send(action, self.reveal_at + moment / self.speed)
        return []

    ends_rounds_here = False                 # the host ends a round when its time is up

    def reveal_in(self) -> float | None:
        now = None if self.host_time is None else self.host_time()
        return None if self.reveal_at is None or now is None else self.reveal_at - now

    def refused(self) -> None:
        """The host did not take the decision: the person may choose again."""
        self.sent_at = None

    def chance(self) -> list[dict]:
        return []                            # chance acts on the host

    def may_take_back(self, seat: int) -> bool:
        return False

    def why_no_take_back(self) -> str | None:
        return "undo_remote"
