"""How people call at one keyboard: each person's scheme, and which seat a key is.

Schemes (ids kept in the config): `solo` (the only person: a click on 0-8 or any
digit key calls at once), a buzzer key (`a`, `l`, `space`, ...: the press fixes
the call's moment, then a digit typed within two seconds gives the number), or,
with exactly two people, a row of digits of one's own (`row`: the main row,
`keypad`: the numeric keypad), where a digit calls at once; or a game controller
(`pad`, any number of people: scenes/yam_color/pads.py), not a key at all.
"""
from __future__ import annotations

import pygame

SOLO, ROW, KEYPAD, PAD = "solo", "row", "keypad", "pad"
# Buzzers spread over the keyboard so people sit apart (never M: mute, nor Esc, P).
BUZZERS = {"a": pygame.K_a, "l": pygame.K_l, "space": pygame.K_SPACE, "return": pygame.K_RETURN,
           "q": pygame.K_q, "o": pygame.K_o, "z": pygame.K_z, "b": pygame.K_b,
           "lshift": pygame.K_LSHIFT, "rshift": pygame.K_RSHIFT}
DEFAULT_BUZZERS = ("a", "l", "space", "return", "q", "o")
ROW_DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(9)}
KEYPAD_DIGITS = {getattr(pygame, f"K_KP{n}"): n for n in range(9)}
DIGITS = {**ROW_DIGITS, **KEYPAD_DIGITS}
BUZZER_WINDOW = 2.0      # seconds after a buzz to type the number


def schemes_for(people: int) -> tuple[str, ...]:
    """The schemes a person may choose with this many people at the keyboard."""
    if people <= 1:
        return (SOLO, PAD)
    return tuple(BUZZERS) + ((ROW, KEYPAD) if people == 2 else ()) + (PAD,)


def default_keys(humans) -> tuple[str, ...]:
    """Each seat's default scheme (seats: is it a person?): spread buzzers."""
    people = sum(humans)
    keys, k = [], 0
    for is_human in humans:
        if people == 1 and is_human:
            keys.append(SOLO)
        elif is_human:
            keys.append(DEFAULT_BUZZERS[k % len(DEFAULT_BUZZERS)])
            k += 1
        else:
            keys.append("")
    return tuple(keys)


def valid_keys(keys, humans) -> tuple[str, ...]:
    """`keys` made usable for these people: a scheme not offered, or a key an earlier
    person has, gives way to the first default nobody has (controllers are many)."""
    allowed = schemes_for(sum(humans))
    keys = tuple(keys) + ("",) * (len(humans) - len(keys))
    chosen: list[str] = []
    for key, is_human in zip(keys, humans):
        if not is_human:
            chosen.append("")
            continue
        if key not in allowed or (key in chosen and key != PAD):
            free = [k for k in (*DEFAULT_BUZZERS, *allowed) if k in allowed and k not in chosen]
            key = free[0]
        chosen.append(key)
    return tuple(chosen)


class KeyMap:
    """Which seat a key press belongs to, from the seats' schemes."""

    def __init__(self, keys):
        self.solo = next((s for s, k in enumerate(keys) if k == SOLO), None)
        self.buzzers = {BUZZERS[k]: s for s, k in enumerate(keys) if k in BUZZERS}
        self.row = next((s for s, k in enumerate(keys) if k == ROW), None)
        self.keypad = next((s for s, k in enumerate(keys) if k == KEYPAD), None)

    def direct(self, key: int) -> tuple[int, int] | None:
        """(seat, number) when this key is a whole call by itself (solo, own rows)."""
        if key not in DIGITS:
            return None
        if self.solo is not None:
            return self.solo, DIGITS[key]
        owner = self.row if key in ROW_DIGITS else self.keypad
        return (owner, DIGITS[key]) if owner is not None else None

    def buzzer(self, key: int) -> int | None:
        return self.buzzers.get(key)
