"""Colours and sizes shared by every scene (the look of the table in one place)."""

FELT = (28, 96, 62)
FELT_DARK = (14, 52, 34)
WOOD = (84, 52, 30)
WOOD_LIGHT = (130, 86, 50)
CREAM = (246, 238, 218)
PAPER = (240, 230, 204)
INK = (40, 32, 28)
INK_SOFT = (96, 84, 72)
GOLD = (250, 200, 70)
GOLD_DEEP = (200, 140, 30)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
PANEL = (12, 30, 22)
BUTTON = (176, 64, 44)
BUTTON_HOVER = (204, 84, 60)
BUTTON_DISABLED = (90, 90, 84)
DIE_FACE = (250, 246, 236)
DIE_EDGE = (196, 186, 166)
PIP = (36, 30, 30)

# Seat colours: distinct, readable on felt, and named so setup can show them.
SEAT_COLOURS = [
    ("red", (214, 72, 62)),
    ("blue", (70, 130, 220)),
    ("yellow", (236, 190, 50)),
    ("purple", (160, 96, 200)),
    ("orange", (238, 132, 48)),
    ("teal", (60, 190, 180)),
    ("pink", (232, 110, 170)),
    ("white", (230, 230, 230)),
]

SIZE = (1280, 720)

# Colour-blind-safe palette (Okabe & Ito), one per standard seat colour: the setting
# swaps them live everywhere a seat colour is shown. Seats also carry a symbol
# (sprites/seats.py) so colour is never the only cue.
COLOUR_BLIND = {
    (214, 72, 62): (213, 94, 0),      # vermillion
    (70, 130, 220): (30, 130, 200),   # blue
    (236, 190, 50): (240, 228, 66),   # yellow
    (160, 96, 200): (204, 121, 167),  # reddish purple
    (238, 132, 48): (230, 159, 0),    # orange
    (60, 190, 180): (0, 158, 115),    # bluish green
    (232, 110, 170): (86, 180, 233),  # sky blue
    (230, 230, 230): (230, 230, 230),
}
_palette = {"colour_blind": False}


def use_colour_blind_palette(on: bool) -> None:
    _palette["colour_blind"] = bool(on)


def colour_blind() -> bool:
    return _palette["colour_blind"]


COLOUR_BLIND_IDS = {"red": "vermillion", "teal": "green", "pink": "sky", "purple": "mauve"}


def colour_id(colour) -> str:
    """The name id of a seat colour as shown (for the setup screen's label)."""
    name = dict((v, k) for k, v in SEAT_COLOURS).get(tuple(colour), "?")
    return COLOUR_BLIND_IDS.get(name, name) if _palette["colour_blind"] else name


def seat_colour(colour):
    """The colour to draw for a seat's chosen colour, in the palette in use."""
    colour = tuple(colour)
    return COLOUR_BLIND.get(colour, colour) if _palette["colour_blind"] else colour
