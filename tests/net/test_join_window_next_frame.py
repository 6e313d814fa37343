"""Issue 27's window target: a host's event is drawn at a joined window in the first
frame after it arrives. Every event message the network thread posts is stamped with
the number of frames begun so far, and every message the table starts showing with the
frame it did so (another seat's decision is then announced: its choice marked and said,
drawn that frame, and made after the announcement's moment, as at one screen; the
window's own is made at once). When the table had nothing left to show as messages
landed, the next frame must show the first of them (the ones with it follow at the
table's pace, one action's lines after another's, as at one screen: an action's event
and the dice thrown after it come as two messages). A whole game is played by keys
meanwhile, at the instant speed."""
from __future__ import annotations

import queue

import pygame

from tests.net.window_helpers import HostThread, fresh_app, join, play_eceg_by_keys


class StampedInbox:
    """The NetThread's inbox, as it is, noting when each host event landed."""

    def __init__(self, frames: list[int]):
        self.items: queue.SimpleQueue = queue.SimpleQueue()
        self.frames = frames                       # [frames begun]
        self.landed: dict[int, list[int]] = {}     # frames begun when they landed -> their positions

    def put(self, item) -> None:
        if item[0] == "message" and item[1].get("type") == "event":
            self.landed.setdefault(self.frames[0], []).append(item[1]["position"])
        self.items.put(item)

    def get_nowait(self):
        return self.items.get_nowait()


def test_a_hosts_event_is_drawn_at_the_joined_window_in_the_next_frame():
    host = HostThread("easy-come-easy-go", ["easy", "remote", "easy"], seed=11)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        driver = table.driver
        frames = [0]
        idle: dict[int, bool] = {}          # frame -> nothing left to show at its end
        shown: dict[int, int] = {}          # position -> the frame its message began to be shown in
        table.net._inbox = inbox = StampedInbox(frames)
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
        firsts = {min(positions): begun for begun, positions in inbox.landed.items() if idle.get(begun)}
        assert len(firsts) >= 10                   # the computers' moves, the window's own, the dice
        late = {position: (begun, shown.get(position)) for position, begun in firsts.items()
                if shown.get(position) != begun + 1}
        assert late == {}, f"events not shown in the frame after they landed: {late}"
    finally:
        host.close()
