"""Issue 27's window target: a host's event is drawn at a joined window in the first
frame after it arrives. Every event message the network thread posts is stamped with
the frame that reads it (the one under way if its reading has not ended, else the next),
and every message the table starts showing with the frame it did so (another seat's
decision is then announced: its choice marked and said, drawn that frame, and made after
the announcement's moment, as at one screen; the window's own is made at once). When the
table had nothing left to show as that frame began, it must show the first of them
(the ones with it follow at the
table's pace, one action's lines after another's, as at one screen: an action's event
and the dice thrown after it come as two messages). A whole game is played by keys
meanwhile, at the instant speed."""
from __future__ import annotations

import queue
import threading

import pygame

from tests.net.window_helpers import HostThread, fresh_app, join, play_eceg_by_keys


class StampedInbox:
    """The NetThread's inbox (its own queue, taken over: a message already in it stays; the
    host's first lines, landing as the table was made, went with a new queue once, and the
    table waited for them to the game's time limit), noting for each host event the frame
    that reads it: the one under way while its reading (the drain) has not ended, else the
    next. (Stamped with the frame begun, one landing in a frame before its drain seemed read
    a frame early.) The lock orders a landing against the drain's end."""

    def __init__(self, net, frames: list[int]):
        self.items: queue.SimpleQueue = net._inbox
        self.frames = frames                       # [frames begun]
        self.read = frames[0]                      # the last frame whose drain has ended
        self.lock = threading.Lock()
        self.landed: dict[int, list[int]] = {}     # the frame that reads them -> their positions
        net._inbox = self

    def put(self, item) -> None:
        with self.lock:
            if item[0] == "message" and item[1].get("type") == "event":
                due = self.frames[0] + 1 if self.read == self.frames[0] else self.frames[0]
                self.landed.setdefault(due, []).append(item[1]["position"])
            self.items.put(item)

    def get_nowait(self):
        with self.lock:
            try:
                return self.items.get_nowait()
            except queue.Empty:
                self.read = self.frames[0]
                raise


def test_a_hosts_event_is_drawn_at_the_joined_window_in_the_next_frame():
    host = HostThread("easy-come-easy-go", ["easy", "remote", "easy"], seed=11)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        driver = table.driver
        frames = [0]
        idle: dict[int, bool] = {}          # frame -> nothing left to show at its end
        shown: dict[int, int] = {}          # position -> the frame its message began to be shown in
        inbox = StampedInbox(table.net, frames)
        update, show = app.update, driver.show

        def counted_update(dt):
            frames[0] += 1
            update(dt)
            idle[frames[0]] = not driver.inbox and not driver.queue.busy

        def stamped_show(message):
            if message.get("type") == "event":
                shown.setdefault(message["position"], frames[0])
            return show(message)
        app.update, driver.show = counted_update, stamped_show
        play_eceg_by_keys(app, table)
        assert driver.match.state.is_over()
        # the first of the events read in a frame begun with nothing left to show
        firsts = {min(positions): due for due, positions in inbox.landed.items() if idle.get(due - 1)}
        # not a vacuous pass: several events did land in a frame begun idle (the computers'
        # moves, the window's own, the dice). 13-14 on a quiet machine; the clean-clone CI,
        # sharing 2 cores with the rest of the suite, once saw 9, so the floor is 5, not 10
        assert len(firsts) >= 5
        late = {position: (due, shown.get(position)) for position, due in firsts.items()
                if shown.get(position) != due}
        assert late == {}, f"events not shown in the first frame after they landed: {late}"
    finally:
        host.close()
