"""Where things sit on the 1280x720 table (one place, so scenes and tests agree)."""
import pygame

from scenes.eceg import card
from scenes.ui.sprites.felt import RIM

FELT = pygame.Rect(RIM, RIM, 1280 - 2 * RIM, 720 - 2 * RIM)    # the cloth inside the wooden frame
SIDEBAR_RIGHT = 262
CARD_W, CARD_H = card.CARD
# The nine cards, and the rings of a glowing or chosen one, stay clear of the frame
# (card 9 used to touch the wood on the right, and a chosen card's ring lay over it).
CARDS_TOP = 22
CARDS_LEFT = 276
CARD_GAP = 5
LIFT = 4            # a chosen card rises this much
FOCUS_PAD = (16, 12)     # the white ring around a chosen card: its rect inflated by this
ROLL_AREA = pygame.Rect(300, 182, 950, 336)      # where thrown dice come to rest
HINT_Y = 556
HINT_SIZE = 22      # the hint's text size (at 100 %)
# a thrown die a person may set aside shows its key (1-4) this far under its centre, in
# this size; the dice's area keeps it clear of the hint however large the text (defence.dice_area)
DIE_KEY_BELOW, DIE_KEY_SIZE = 40, 18
BANNER_Y = 300
TRAY = pygame.Rect(470, 578, 400, 114)            # set-aside dice, in front of the player
ROLL_BUTTON = pygame.Rect(1040, 606, 220, 66)
LAST_TURN_BUTTON = pygame.Rect(882, 612, 146, 54)   # between the tray and Roll: the last turn again (T)
# midbottom of the keys line, under the tray, its descenders clear of the wooden frame (at 714
# they lay on it); clear of the Muted sign (bottom right)
HELP_POS = (740, 710)
# the coach's panel (H), left of the tray: from the sidebar's edge (and the pointer beside the
# seat playing) to the tray, from the foot of the dice's area to the keys line
COACH_PANEL = pygame.Rect(274, 518, 192, 174)
# the button giving an away seat to a computer, on its panel: under the name when the panel is
# this tall (2 to 4 seats), else a small one this wide in the name's row (5 and 6 seats)
ROOMY_PANEL = 140
GIVE_SMALL_WIDTH = 140


def card_rects(count: int = 9) -> list[pygame.Rect]:
    return [pygame.Rect(CARDS_LEFT + i * (CARD_W + CARD_GAP), CARDS_TOP, CARD_W, CARD_H) for i in range(count)]


def tray_slots() -> list[tuple[float, float]]:
    """Centres of the four places for dice set aside."""
    step = TRAY.width / 4
    return [(TRAY.x + step * (k + 0.5), TRAY.y + 70) for k in range(4)]
