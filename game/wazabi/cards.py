"""Wazabi's material (shared/spec/wazabi.md, "Material" and "The cards"): the dice
faces and the 36 cards of 10 kinds, with what each kind costs to play."""
from __future__ import annotations

from game.core.dice import DiceSet

GAME_ID = "wazabi"
WAZABI, DRAW, GIVE = "wazabi", "draw", "give"
# Every die: 3 wazabi, 2 draw and 1 give face.
DIE = DiceSet(GAME_ID, (WAZABI, WAZABI, WAZABI, DRAW, DRAW, GIVE))
FACES = frozenset(DIE.faces)

DROP_ONE, PASS_DICE, DROP_TWO, GIVE_ONE = "drop_one", "pass_dice", "drop_two", "give_one"
STEAL_CARD, KEEP_ONE, DRAW_THREE = "steal_card", "keep_one", "draw_three"
OTHERS_KEEP_TWO, SKIP_TURN, PLAY_AGAIN = "others_keep_two", "skip_turn", "play_again"

# id: (how many in the deck, the least number of wazabi faces rolled to play it)
CARDS: dict[str, tuple[int, int]] = {
    DROP_ONE: (7, 1),
    PASS_DICE: (3, 2),
    DROP_TWO: (5, 3),
    GIVE_ONE: (3, 3),
    STEAL_CARD: (3, 1),
    KEEP_ONE: (4, 1),
    DRAW_THREE: (3, 1),
    OTHERS_KEEP_TWO: (4, 2),
    SKIP_TURN: (2, 0),
    PLAY_AGAIN: (2, 0),
}
CARD_IDS = tuple(CARDS)
COST = {card: cost for card, (_count, cost) in CARDS.items()}
DECK = tuple(card for card, (count, _cost) in CARDS.items() for _ in range(count))
HAND_SIZE = 3          # cards dealt to each player
KEEP_ONE_AT_LEAST = 2  # keep_one targets a player holding at least this many cards
OTHERS_KEEP = 2        # others_keep_two: what every other player keeps
LEFT, RIGHT = "left", "right"   # left is the next seat up
STEP = {LEFT: 1, RIGHT: -1}
