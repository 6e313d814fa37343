"""YAM color's material (shared/spec/yam-color.md, "Material"): four colours, eight
pyramid dice that each show one colour with chance 1/4, and the 26 cards of eight
coloured discs; and the count, the size of the common part of dice and card."""
from __future__ import annotations

COLOURS = ("red", "yellow", "green", "blue")
COLOUR_SET = frozenset(COLOURS)
DICE = 8
MAX_COUNT = 8
_LETTER = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}

# The deck as the spec writes it (card id -> its discs as colour letters).
CARD_LETTERS = {
    1: "BBBBBBBB", 2: "RYYYGGBB", 3: "RRRRYYBB", 4: "RRRYGGBB", 5: "RRRYGGGB", 6: "RYGGGGGB",
    7: "YYYYGGGG", 8: "RRRYYGGB", 9: "RYYYYYGB", 10: "GGGGGGGG", 11: "RYYGGBBB", 12: "RYYYGBBB",
    13: "RYYYGGGB", 14: "RRRYGBBB", 15: "RRRRRYGB", 16: "RRYYYYGB", 17: "RRYYGBBB", 18: "RRYYYGBB",
    19: "RRYYBBBB", 20: "RYYYYGBB", 21: "RRYGGGGB", 22: "RRRRBBBB", 23: "RRRRYYGB", 24: "RRYYGGBB",
    25: "RRYYGGGB", 26: "RRYGGGBB",
}
CARD_IDS = tuple(CARD_LETTERS)
CARD_ID_SET = frozenset(CARD_IDS)


def _discs(letters: str) -> tuple[int, int, int, int]:
    return tuple(sum(1 for ch in letters if _LETTER[ch] == colour) for colour in COLOURS)


# card id -> discs of each colour, in COLOURS order
CARD_DISCS: dict[int, tuple[int, int, int, int]] = {i: _discs(s) for i, s in CARD_LETTERS.items()}


def dice_colours(dice) -> tuple[int, int, int, int]:
    """How many dice show each colour, in COLOURS order."""
    return (dice.count("red"), dice.count("yellow"), dice.count("green"), dice.count("blue"))


def count(dice, card: int) -> int:
    """The number of colours that correspond (yam-color.md, "The count"): for each colour
    the smaller of dice showing it and discs of it on the card, added up."""
    r, y, g, b = CARD_DISCS[card]
    return (min(dice.count("red"), r) + min(dice.count("yellow"), y)
            + min(dice.count("green"), g) + min(dice.count("blue"), b))


def paired(colours, limits) -> tuple[bool, ...]:
    """Which of `colours` (dice, or a card's discs) are in the common part that the count
    measures, given how many of each colour the other side has (`limits`, in COLOURS
    order): the first of each colour, up to that many. For the table and practice to
    mark the dice and discs that pair up; the count is how many are marked."""
    left = dict(zip(COLOURS, limits))
    marks = []
    for colour in colours:
        marks.append(left[colour] > 0)
        left[colour] -= 1
    return tuple(marks)


def paired_dice(dice, card: int) -> tuple[bool, ...]:
    return paired(dice, CARD_DISCS[card])


def paired_discs(card: int, dice) -> tuple[bool, ...]:
    """Of the card's discs (in CARD_LETTERS order), those a die pairs with."""
    return paired([_LETTER[ch] for ch in CARD_LETTERS[card]], dice_colours(tuple(dice)))


# Eight dice from one 16-bit draw: two bits a die, four dice per byte (simulation speed:
# one call of the random source per throw, each colour 1/4 exactly).
_FOUR = tuple(tuple(COLOURS[byte >> shift & 3] for shift in (0, 2, 4, 6)) for byte in range(256))


def throw(rng) -> tuple[str, ...]:
    bits = rng.getrandbits(16)
    return _FOUR[bits & 255] + _FOUR[bits >> 8]
