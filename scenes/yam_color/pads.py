"""Game controllers at YAM color's table: each controller is the seat of one person
whose call scheme is `pad` (chosen in the setup); the first controller plugged in
goes to the first such seat, and a seat whose controller is unplugged waits for the
next one plugged in.

A person first chooses the number with the pad (hat) or the stick (either axis;
one step each time it is pushed past half-way), up or right for more, down or left
for less, 0 to 8; then any button but Start calls it, at the moment the button is read
(Start lets the held check go on: scenes/yam_color/check_hold.py). The number chosen
stays for the next round."""
from __future__ import annotations

import pygame

from game.yam_color.deck import MAX_COUNT

from scenes.ui.controllers import INPUT_EVENTS, PADS
from scenes.yam_color.call_keys import PAD

PUSHED, RELEASED = 0.5, 0.3      # an axis steps once past PUSHED, again only after coming back under RELEASED
FIRST_NUMBER = 5                 # the commonest count (yam-color.md, reference numbers)


class PadSeats:
    def __init__(self, keys):
        self.seats = [s for s, k in enumerate(keys) if k == PAD]
        self.seat_of: dict[int, int] = {}               # instance id -> seat
        self.names: dict[int, str] = {}                 # seat -> its controller's name
        self.number = {s: FIRST_NUMBER for s in self.seats}
        self.armed: dict[tuple[int, int], bool] = {}    # (instance id, axis) -> may step

    def sync(self, connected) -> None:
        """Seat the controllers plugged in (instance id, name), the earliest first."""
        present = dict(connected)
        for iid in [i for i in self.seat_of if i not in present]:
            self.names.pop(self.seat_of.pop(iid), None)
        for iid, name in connected:
            if iid in self.seat_of:
                continue
            free = [s for s in self.seats if s not in self.seat_of.values()]
            if not free:
                break
            self.seat_of[iid] = free[0]
            self.names[free[0]] = name

    def controller_of(self, seat: int) -> int | None:
        """The controller's number (1, 2, ... in the order of the pad seats) if one is seated."""
        return self.seats.index(seat) + 1 if seat in self.names else None

    def choose(self, seat: int, step: int) -> None:
        self.number[seat] = max(0, min(MAX_COUNT, self.number[seat] + step))

    def read(self, event) -> int | None:
        """A controller's input: moves its seat's number; returns the seat that calls
        (a button), else None."""
        if event.type not in INPUT_EVENTS:
            return None
        seat = self.seat_of.get(getattr(event, "instance_id", None))
        if seat is None:
            return None
        if event.type == pygame.JOYBUTTONDOWN:
            return None if PADS.goes_on(event) else seat      # Start never calls
        if event.type == pygame.JOYHATMOTION:
            x, y = event.value
            self.choose(seat, y or x)
        else:
            key = (event.instance_id, event.axis)
            value = event.value if event.axis % 2 == 0 else -event.value     # odd axes: up is negative
            if abs(value) < RELEASED:
                self.armed[key] = True
            elif abs(value) >= PUSHED and self.armed.get(key, True):
                self.armed[key] = False
                self.choose(seat, 1 if value > 0 else -1)
        return None
