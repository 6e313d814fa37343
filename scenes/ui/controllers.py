"""The game controllers plugged in (pygame.joystick), in the order they arrived, by
SDL instance id, with their names: one list for the whole program (SDL's devices
are the process's).

A controller plugged in before the game or while another screen is on top is found
by `connected()`, which looks again whenever SDL's count of devices changes (a
device must be opened to send its buttons). A screen that sees JOYDEVICEADDED /
JOYDEVICEREMOVED passes it to `device_event`: an added device SDL cannot open (a
test's event, no device behind it) is still known by the event's `instance_id`.

How a controller's input is read is each game's: this says which are there, and which
button is its Start (`goes_on`): the button that lets a held table go on, never one a
game reads as a call or a move. A controller SDL knows (a mapping in its controller
database) is opened as a game controller too: it then sends CONTROLLERBUTTONDOWN with
START beside the raw JOYBUTTONDOWN of the same press, whose number the mapping gives.
For a controller SDL has no mapping for, Start is button 9 (DirectInput pads and
PlayStation pads number it so)."""
from __future__ import annotations

import pygame

DEVICE_EVENTS = (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED)
INPUT_EVENTS = (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION)
RAW_START = 9           # Start's raw number on a controller SDL has no mapping for


def _sdl_controller_module():
    """SDL's game controller API (pygame._sdl2.controller), or None where it is missing."""
    try:
        from pygame._sdl2 import controller
        if not controller.get_init():
            controller.init()
        return controller
    except (ImportError, pygame.error, AttributeError):
        return None


class Controllers:
    def __init__(self):
        self.names: dict[int, str] = {}          # instance id -> name, in the order plugged in
        self.opened: dict[int, object] = {}      # instance id -> pygame Joystick (kept open)
        self.told: set[int] = set()              # known from an event alone (no device opened)
        self.starts: dict[int, int] = {}         # instance id -> its Start's raw button number (mapped)
        self.mapped: dict[int, object] = {}      # instance id -> SDL game controller kept open
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
                self.map_start(iid, joystick)

    def map_start(self, iid: int, joystick) -> None:
        """Open a controller SDL knows as a game controller: its Start's raw number, from
        the mapping ("start": "b7"), and CONTROLLERBUTTONDOWN events."""
        controller = _sdl_controller_module()
        if controller is None:
            return
        try:
            pad = controller.Controller.from_joystick(joystick)
            start = pad.get_mapping().get("start", "")
        except (pygame.error, AttributeError, TypeError, ValueError):
            return
        self.mapped[iid] = pad
        if start.startswith("b") and start[1:].isdigit():
            self.starts[iid] = int(start[1:])

    def start_button(self, iid: int) -> int:
        return self.starts.get(iid, RAW_START)

    def goes_on(self, event) -> bool:
        """Is this a controller's Start pressed (the controller's own go-on button)?"""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            return event.button == pygame.CONTROLLER_BUTTON_START
        if event.type == pygame.JOYBUTTONDOWN:
            return event.button == self.start_button(getattr(event, "instance_id", None))
        return False

    def forget(self, iid: int) -> None:
        self.names.pop(iid, None)
        self.opened.pop(iid, None)
        self.starts.pop(iid, None)
        self.mapped.pop(iid, None)
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
