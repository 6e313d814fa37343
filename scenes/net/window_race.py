"""A race (YAM color's calls) hosted from the window: scenes/net/race.py's `Round`,
the headless host's own, played on the pygame thread against the window's driver.

The window's table host (scenes/net/table_host.py) keeps the match on the pygame
thread, so the round is played there too, with this object standing for the host
`Round` expects:
- `match.apply` is the driver's `act` (the layer shows the action; the match's
  watcher publishes its lines to the seats), `publish` does nothing more;
- every press comes to the round the same way the headless host's do: a remote
  seat's as the network delivers it (`receive`, with its press time in host time),
  one made at this screen (a person's key, a computer seat's proposed moment, both
  through the table's call desk) with `press` in host time: the reveal plus its
  moment since the card became readable here. The round holds each for the
  collection window and applies them in press order (`tick`, once a frame);
- the reveal is a lead after the throw (`race.lead`: the collection window plus the
  time a window shows the round's opening), measured on the network's thread and
  posted here (`measured`); the table fits its animation into it (`reveal_in`).

No pygame here (scenes/net imports none).
"""
from __future__ import annotations

import time

from scenes.net import latency, race
from scenes.net.host import REMOTE, your_turn

MARGIN = 0.015        # as the headless host's `Host.margin`


class _AtThisScreen:
    """A place as `Round` reads it: it never decides one here (the desk brings those presses)."""
    decided_here = False
    player = None


class _DriversMatch:
    """The match as `Round` uses it: its state, and an action applied through the driver."""

    def __init__(self, driver):
        self.driver = driver

    @property
    def state(self):
        return self.driver.match.state

    def apply(self, seat: int, action) -> list[dict]:
        return self.driver.act(seat, action)


class WindowRace:
    """The host `Round` plays against, on the pygame thread. `hosting`: the TableHost."""

    speed = 1.0            # a window plays in real time
    margin = MARGIN
    cap = latency.CAP      # as the headless host's `Host.cap`

    def __init__(self, hosting, clock=time.monotonic):
        self.hosting = hosting
        self.game, self.rules = hosting.game, hosting.rules
        self.clock = clock              # the host's clock (Host.clock: what the pongs answer)
        self.places = [_AtThisScreen() for _ in hosting.kinds]
        self.hold = latency.UNMEASURED / 2 + MARGIN       # until the seats' round trips are measured
        self.lead = self.hold + self.game.remote.race.shown
        self.match = None
        self.round: race.Round | None = None

    # ----- the network's figures -------------------------------------------------------
    def measured(self, hold: float, lead: float) -> None:
        """The collection window and the lead as the network measured them (race.window, race.lead)."""
        self.hold, self.lead = hold, lead

    # ----- a round ---------------------------------------------------------------------------
    def begin(self, driver) -> float:
        """The card is thrown (the match has just taken chance's step): the round reveals a
        lead from now; returns its host time. Its questions go out with `open`."""
        self.match = _DriversMatch(driver)
        reveal_at = self.clock() + self.lead
        self.round = race.Round(self, reveal_at, self.hold)
        return reveal_at

    def after(self, driver, state) -> dict:
        """An action of the match was made (`state` after it): a round ends at chance's
        step or the game's end; the card thrown begins one. The fields its lines go out
        with ({"reveal_at": host time} when a round begins, else none)."""
        if state.is_chance() or state.is_over():
            self.over()
        elif self.round is None and state.actors():
            return {"reveal_at": self.begin(driver)}
        return {}

    def open(self) -> None:
        if self.round is not None:
            self.round.open()

    def reveal_in(self) -> float | None:
        """Seconds (host time) until the round's card is to be readable; None: no round."""
        return None if self.round is None else self.round.reveal_at - self.clock()

    def press(self, seat: int, action, moment: float) -> bool:
        """A press at this screen, `moment` seconds after the card became readable here."""
        round_ = self.round
        if round_ is None:
            return False
        return round_.press_here(seat, action, round_.reveal_at + moment / self.speed, self.clock())

    def receive(self, item, arrived: float | None = None) -> bool:
        """A remote seat's press (or "ask again"), for the round, judged at the host time it
        `arrived` (stamped on the network's thread); False if no round is on."""
        if self.round is None:
            return False
        self.round.receive(item, self.clock() if arrived is None else min(arrived, self.clock()))
        return True

    def tick(self) -> None:
        """Once a frame: the presses whose collection window has passed, applied in order."""
        round_ = self.round
        if round_ is not None and round_.apply_due(self.clock()):
            if self.round is round_:
                self.round = None

    def over(self) -> None:
        """The round was closed (its last call, or the time up): no more presses."""
        self.round = None

    # ----- what Round asks of its host --------------------------------------------------------
    def ask(self, seat: int, **extra) -> None:
        hosting = self.hosting
        if hosting.kinds[seat] != REMOTE or seat in hosting.given or self.match is None:
            return
        question = your_turn(self.game.remote, self.match.state, seat, hosting.position, **extra)
        hosting.net.call(hosting.host.put_question, seat, question)

    def refuse(self, conn, refused) -> None:
        self.hosting._turn_down(conn, refused)

    def publish(self, events, **extra) -> None:
        """The match's watcher has published them already."""
