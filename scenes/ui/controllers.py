"""The game controllers plugged in (pygame.joystick), in the order they arrived, by
SDL instance id, with their names: one list for the whole program (SDL's devices
are the process's).

A controller plugged in before the game or while another screen is on top is found
by `connected()`, which looks again whenever SDL's count of devices changes (a
device must be opened to send its buttons). A screen that sees JOYDEVICEADDED /
JOYDEVICEREMOVED passes it to `device_event`: an added device SDL cannot open (a
test's event, no device behind it) is still known by the event's `instance_id`.

How a controller's input is read is each game's: this only says which are there."""
from __future__ import annotations

import pygame

DEVICE_EVENTS = (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED)
INPUT_EVENTS = (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION)


class Controllers:
    def __init__(self):
        self.names: dict[int, str] = {}          # instance id -> name, in the order plugged in
        self.opened: dict[int, object] = {}      # instance id -> pygame Joystick (kept open)
        self.told: set[int] = set()              # known from an event alone (no device opened)
        self.count = None                        # SDL's device count when last looked

    def reset(self) -> None:
        self.__init__()

    def connected(self) -> list[tuple[int, str]]:
        """(instance id, name) of each controller, the first plugged in first."""
        self.look()
        return list(self.names.items())

    def look(self) -> None:
        """Open the devices SDL has that are not open yet; forget those gone."""
        try:
            if not pygame.joystick.get_init():
                pygame.joystick.init()
            count = pygame.joystick.get_count()
        except pygame.error:
            return
        if count == self.count:
            return
        self.count = count
        present = {}
        for index in range(count):
            try:
                joystick = pygame.joystick.Joystick(index)
                present[joystick.get_instance_id()] = joystick
            except pygame.error:        # unplugged while looking
                continue
        for iid in [i for i in self.names if i not in present and i not in self.told]:
            self.forget(iid)
        for iid, joystick in present.items():
            if iid not in self.names:
                self.names[iid] = joystick.get_name()
                self.opened[iid] = joystick

    def forget(self, iid: int) -> None:
        self.names.pop(iid, None)
        self.opened.pop(iid, None)
        self.told.discard(iid)

    def device_event(self, event) -> None:
        """A controller plugged in or out."""
        if event.type == pygame.JOYDEVICEADDED:
            self.count = None           # look again: this device, and any other news
            self.look()
            iid = getattr(event, "instance_id", None)
            if iid is not None and iid not in self.names:
                self.names[iid] = getattr(event, "name", "") or ""
                self.told.add(iid)
        elif event.type == pygame.JOYDEVICEREMOVED:
            self.forget(event.instance_id)
            self.count = None


PADS = Controllers()
