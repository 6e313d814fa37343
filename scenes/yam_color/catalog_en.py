"""English text of YAM color: its setup options, table, check and rules page (merged
into scenes/ui/text.py's lookup by scenes/yam_color/__init__.py)."""

MESSAGES = {
    "game_name_yam-color": "YAM color",
    "game_tagline_yam-color": "Eight dice, one card: everyone calls at once!",
    # setup
    "yam_call_time": "Call time: {value}",
    "yam_seconds": "{n} s",
    "yam_no_limit": "no limit",
    "yam_tie": "Tie at the top: {value}",
    "yam_tie_shared": "shared win",
    "yam_tie_playoff": "play-off",
    "yam_keys_heading": "Call keys",
    "yam_key_solo": "Mouse or 0-8",
    "yam_key_row": "Own row: keys 0-8",
    "yam_key_keypad": "Own keypad: 0-8",
    "yam_key_buzzer": "Buzzer {key}, then 0-8",
    "yam_keyname_space": "Space",
    "yam_keyname_return": "Enter",
    "yam_keyname_lshift": "Left Shift",
    "yam_keyname_rshift": "Right Shift",
    # table
    "yam_throws": "{name} throws the dice",
    "yam_playoff_round": "Play-off: {names}",
    "yam_call_now": "Call! How many colours match?",
    "yam_time_up": "Time's up!",
    "yam_count": "Count: {n}",
    "yam_fine": "{name} called {n}: too high, pays a card",
    "yam_fine_none": "{name} called {n}: too high (no card to pay)",
    "yam_take": "{name} called {n} and takes the card!",
    "yam_unclaimed": "Nobody was right: the card goes under the pile",
    "yam_pile": "Pile: {n}",
    "yam_cards": "Cards: {n}",
    "yam_pad_hint": "Click your number or press 0-8",
    "yam_keys_pause": "Esc: pause",
    # rules page
    "yam_rules_title": "YAM color",
    "yam_rules_text": (
        "Eight dice, each a pyramid of four balls: the ball on top is the die's colour. "
        "Once the dice rest, a card with eight coloured discs is turned up.\n"
        "The count: for each colour, the smaller of the dice showing it and the discs of it on the card, "
        "added up (0 to 8).\n"
        "Everyone calls a number at once, once per round; calls are ordered by the moment they are made. "
        "Calls close when all have called or the call time runs out.\n"
        "The check goes from the highest call down: a call above the count pays one of that player's cards "
        "(nothing if they have none); the first call not above the count takes the card (among equal calls, "
        "the earlier). Nobody right: the card goes under the pile.\n"
        "When the pile is empty, the most cards wins (a tie: shared, or a play-off)."),
    "yam_rules_example": ("Example, count 6: Bernard 7, Christine 8, Alain 6, Dorothée 5. Christine pays a card, "
                          "Bernard has none and pays nothing, Alain takes the card, Dorothée gets nothing."),
    "yam_rules_close": "Esc, Enter or a click: close",
}
