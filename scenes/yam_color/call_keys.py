"""How people call at one keyboard: each person's scheme, and whose call a key is.

No key is shared between people, so the order in which people type never matters:
one press is a whole call, its moment and its number at once, and it is the call of
the one person whose key it is.

Schemes (ids kept in the config):
- `solo`: the only person at the keyboard; a click on 0-8 or any digit key calls.
- a row of nine keys of one's own, key k calling k (0-8): `row` the digit row (the
  key marked 0 calls 0, 1 calls 1, ... 8 calls 8), `keypad` the numeric keypad,
  `top` (Q W E R T Y U I O on QWERTY), `home` (A S D F G H J K L), `bottom`
  (Z X C V B N M , .). Rows are physical places (scancodes), so on AZERTY or QWERTZ
  they are the same rows of keys, shown with their own keycaps (scenes/ui/key_layout.py).
- `pad`: a game controller (scenes/yam_color/pads.py), any number of people.

Older versions had buzzer keys (`a`, `l`, `space`, ...) followed by a digit shared
by everyone; a saved setup or game naming one gets the first row nobody has.
"""
from __future__ import annotations

import pygame

from scenes.ui.key_layout import key_label, local_key

SOLO, PAD = "solo", "pad"
ROW, KEYPAD, TOP, HOME, BOTTOM = "row", "keypad", "top", "home", "bottom"
ROWS = {        # scheme -> the nine physical keys (scancodes) calling 0, 1, ... 8
    ROW: tuple(getattr(pygame, f"KSCAN_{n}") for n in range(9)),
    KEYPAD: tuple(getattr(pygame, f"KSCAN_KP_{n}") for n in range(9)),
    TOP: tuple(getattr(pygame, f"KSCAN_{c}") for c in "QWERTYUIO"),
    HOME: tuple(getattr(pygame, f"KSCAN_{c}") for c in "ASDFGHJKL"),
    BOTTOM: (*(getattr(pygame, f"KSCAN_{c}") for c in "ZXCVBNM"), pygame.KSCAN_COMMA, pygame.KSCAN_PERIOD),
}
LETTER_ROWS = (TOP, HOME, BOTTOM)        # their keycaps differ between layouts: shown as the keyboard reads
# each row's keys as a US keyboard reads them: the labels when the layout cannot be asked
US_KEYS = {
    ROW: tuple(getattr(pygame, f"K_{n}") for n in range(9)),
    KEYPAD: tuple(getattr(pygame, f"K_KP{n}") for n in range(9)),
    TOP: tuple(getattr(pygame, f"K_{c}") for c in "qwertyuio"),
    HOME: tuple(getattr(pygame, f"K_{c}") for c in "asdfghjkl"),
    BOTTOM: (*(getattr(pygame, f"K_{c}") for c in "zxcvbnm"), pygame.K_COMMA, pygame.K_PERIOD),
}
# an event without a scancode (a tool's, an old test's): its place read from its key as on a US keyboard
US_PLACE = {key: scancode for scheme in ROWS for key, scancode in zip(US_KEYS[scheme], ROWS[scheme])}
SOLO_PLACES = {scancode: n for scheme in (ROW, KEYPAD) for n, scancode in enumerate(ROWS[scheme])}
SOLO_KEYS = {key: n for scheme in (ROW, KEYPAD) for n, key in enumerate(US_KEYS[scheme])}
DIGITS = SOLO_KEYS          # the digit keys 0-8 by key code, both rows (practice reads them)
# who gets which row first: the two digit rows (the key is the number), then the letters, apart
DEFAULT_ROWS = (ROW, KEYPAD, HOME, BOTTOM, TOP)
LEGACY = ("a", "l", "space", "return", "q", "o", "z", "b", "lshift", "rshift")     # the old buzzers


def schemes_for(people: int) -> tuple[str, ...]:
    """The schemes a person may choose with this many people at the keyboard."""
    return (SOLO, PAD) if people <= 1 else (*DEFAULT_ROWS, PAD)


def default_keys(humans) -> tuple[str, ...]:
    """Each seat's default scheme (seats: is it a person?): rows in DEFAULT_ROWS order,
    controllers once the rows run out."""
    return valid_keys((), humans)


def valid_keys(keys, humans) -> tuple[str, ...]:
    """`keys` made usable for these people: each person keeps the scheme they chose if
    it is offered and no earlier person has it; the others (no choice, an old buzzer, a
    row taken) get the first row nobody has, then a controller (controllers are many)."""
    allowed = schemes_for(sum(humans))
    keys = tuple(keys) + ("",) * (len(humans) - len(keys))
    chosen: list[str] = []
    for key, is_human in zip(keys, humans):
        kept = is_human and key in allowed and (key == PAD or key not in chosen)
        chosen.append(key if kept else "")
    for seat, is_human in enumerate(humans):
        if is_human and not chosen[seat]:
            free = [k for k in (SOLO, *DEFAULT_ROWS) if k in allowed and k not in chosen]
            chosen[seat] = free[0] if free else PAD
    return tuple(chosen)


def scancode_of(event) -> int:
    """Where the key pressed is; an event that does not say is read as a US keyboard's."""
    return getattr(event, "scancode", 0) or US_PLACE.get(getattr(event, "key", None), 0)


def labels(scheme: str) -> tuple[str, ...]:
    """The nine keys of a row as they read on this keyboard (digit rows: their digits)."""
    if scheme not in LETTER_ROWS:
        return tuple(str(n) for n in range(9))
    return tuple(key_label(scancode, pygame.key.name(us).upper())
                 for scancode, us in zip(ROWS[scheme], US_KEYS[scheme]))


def row_keys(scheme: str) -> set[int]:
    """The key codes a row's keys give on this keyboard (to know which table keys it hides)."""
    if scheme not in ROWS:
        return set()
    return {local_key(scancode) or us for scancode, us in zip(ROWS[scheme], US_KEYS[scheme])}


class KeyMap:
    """Whose call a key is, from the seats' schemes: each key at most one person's."""

    def __init__(self, keys):
        self.solo = next((s for s, k in enumerate(keys) if k == SOLO), None)
        self.owner = {scancode: (seat, n) for seat, scheme in enumerate(keys) if scheme in ROWS
                      for n, scancode in enumerate(ROWS[scheme])}

    def call_of(self, event) -> tuple[int, int] | None:
        """(seat, number) when this key press is a person's call key, else None."""
        scancode = scancode_of(event)
        if self.solo is not None:
            number = SOLO_PLACES.get(scancode, SOLO_KEYS.get(event.key))
            return None if number is None else (self.solo, number)
        return self.owner.get(scancode)
