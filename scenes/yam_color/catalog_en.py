"""English text of YAM color: its setup options, table, check and rules page (merged
into scenes/ui/text.py's lookup by scenes/yam_color/__init__.py)."""

MESSAGES = {
    "yam_keyname_space": "Space",
    "yam_keyname_space_start": "Space (Start on a controller)",
    "game_name_yam-color": "YAM color",
    "game_tagline_yam-color": "Eight dice, one card: everyone calls at once!",
    # how each computer level plays, shown in the setup (README: Computer levels)
    "level_about_yam-color_yours": "Your speed calls as fast, and as right, as the first Human seat, measured from that person's practice and games; until 30 calls, at the medium level's pace.",
    "level_about_yam-color_easy": "Easy is a newcomer: it calls in about 5 s and often gambles one too high.",
    "level_about_yam-color_medium": "Medium is a casual player: it calls in about 4 s and is too high about one time in seven.",
    "level_about_yam-color_hard": "Hard is a practised player: it calls in about 3.5 s and is seldom wrong.",
    # setup
    "yam_call_time": "Call time: {value}",
    "yam_seconds": "{n} s",
    "yam_no_limit": "no limit",
    "yam_tie": "Tie at the top: {value}",
    "yam_tie_shared": "shared win",
    "yam_tie_playoff": "play-off",
    "yam_keys_heading": "Call keys",
    "yam_key_solo": "Mouse or 0-8",
    "yam_key_row": "Digit keys 0-8",
    "yam_key_keypad": "Keypad 0-8",
    "yam_key_letters": "Keys {first}…{last} = 0…8",
    "yam_rows_hint": "Each person has a row of keys of their own: one press of the key over your number "
                     "is your whole call.",
    "yam_key_pad": "Game controller: stick, then a button",
    "yam_pad_none": "Controller: none yet",
    "yam_pad": "Controller {n}",
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
    "yam_nobody_called": "Nobody called: the card goes under the pile",
    # the check shown (scenes/yam_color/check_marks.py) and held until a person goes on
    "yam_tally": "{colour} {n}/{discs}",
    "yam_amount": "{n} {colour}",
    "yam_pair": "{colour} {n}",
    "yam_go_on": "{key} or a click: next round",
    "yam_keys_go_on": "{key}: next round",
    "setting_yam_after_check": "After the check: {value}",
    "yam_after_check_key": "wait for a key",
    "yam_after_check_auto": "go on by itself",
    "yam_h_dice": "Dice: {dice}",
    "yam_h_card": "Card {card}: {discs}",
    "yam_h_count": "Count: {n} = {pairs}",
    "yam_left_over": "{colour} (dice {dice}, card {discs})",
    "yam_practice_added": "Too high by {n}: only pairs count. Left over: {colours}",
    "yam_practice_missed": "Too low by {n}: count every pair: {colours}",
    # the results' line: why the game was won (scenes/yam_color/words.py)
    "yam_why_most": "The pile is empty: {name} has the most cards ({n}).",
    "yam_why_shared": "The pile is empty: {n} cards each, the win is shared.",
    "yam_why_playoff": "Tied at {n} cards: {name} won the play-off.",
    # history in words (scenes/yam_color/history.py)
    "yam_h_start": "New game: {names}",
    "yam_h_throw": "{name} throws the dice (card {card})",
    "yam_h_throw_playoff": "Play-off: {name} throws the dice (card {card})",
    "yam_h_call": "{name} calls {n} ({time})",
    "yam_h_seconds": "{whole}.{cents} s",
    "yam_h_end_alone_one": "{names} wins with {n} card",
    "yam_h_end_alone_other": "{names} wins with {n} cards",
    "yam_h_end_shared_one": "{names} share the win with {n} card",
    "yam_h_end_shared_other": "{names} share the win with {n} cards",
    "yam_replay_rounds_one": "{n} round",
    "yam_replay_rounds_other": "{n} rounds",
    "yam_pile": "Pile: {n}",
    "yam_cards": "Cards: {n}",
    "yam_pad_hint": "Click your number or press 0-8",
    "yam_keys_person": "{name}: {keys}",
    "yam_keys_history": "{key}: history",
    "yam_keys_export": "E: save the log",
    "yam_keys_last_round": "T: last round",
    "yam_key_is_a_call": "{key} is {name}'s call key until the calls close",
    # the last round shown again (T)
    "yam_last_round_none": "No round to show again yet",
    "yam_last_round_later": "The last round can be shown again once the calls are closed",
    "yam_last_round_title": "The last round again",
    "yam_last_round_bar": "Esc, Space, T or a click: back to the game",
    "yam_keys_pause": "Esc: pause",
    # practice (scenes/yam_color/practice.py)
    "yam_practice_title": "Practice",
    "yam_practice_watch": "Get ready…",
    "yam_practice_again": "Space, Enter or a click: throw again",
    "yam_practice_right": "Count: {count}. You called {n}: right! ({time})",
    "yam_practice_wrong": "Count: {count}. You called {n}: wrong ({time})",
    "yam_practice_throws": "Throws: {n}",
    "yam_practice_right_count": "Right: {n}",
    "yam_practice_median": "Median time: {time}",
    "yam_practice_match": "Your match: the {level} computer level",
    "yam_practice_faster": "Quicker than every computer level!",
    "yam_practice_slower": "Slower than every computer level: keep practising",
    "yam_practice_match_later": "Your match among the computer levels: after {total} right calls ({n} so far)",
    "yam_practice_pace_only": "In pace only: you called wrong {n} times in {calls}; the {level} level, about {expected}",
    "yam_practice_pace_only_never": "In pace only: you called wrong {n} times in {calls}; the {level} level, hardly ever",
    "yam_yours_measured": "Your speed ({name}): calls measured: {n}",
    "yam_yours_too_few": "Your speed ({name}): calls measured: {n} of {total}; until then, the medium level's pace",
    "yam_yours_seat": "{name}'s speed",
    "yam_yours_damaged": " (unreadable entries skipped: {n})",
    "yam_yours_calls": "{n} calls",
    "yam_yours_calls_few": "{n} of {total} calls",
    "yam_yours_nobody": "medium's pace (no person)",
    "yam_practice_col_count": "Count",
    "yam_practice_col_calls": "Calls",
    "yam_practice_col_right": "Right",
    "yam_practice_col_median": "Median",
    "yam_practice_percent": "{n}%",
    "yam_practice_keys": "0-8 or a click: call  ·  Esc: back",
    # statistics (scenes/yam_color/statistics_columns.py)
    "yam_stats_taken": "Cards",
    "yam_stats_right": "Right",
    "yam_stats_wrong": "Wrong",
    "yam_stats_median": "Median time",
    "yam_stats_seconds": "{whole}.{tenth} s",
    # rules pages (scenes/yam_color/rules.py)
    "yam_rules_material_title": "The dice and the cards",
    "yam_rules_material": (
        "Eight dice, each a small pyramid of four balls, one of each colour: red, yellow, green and blue. "
        "The ball that ends on top gives the die its colour; each colour also has its own symbol.\n"
        "26 cards, each with eight coloured discs, shuffled into a pile face down.\n"
        "The goal: win the most cards, by seeing the colours fast and calling first."),
    "yam_rules_count_title": "The count",
    "yam_rules_count": (
        "The thrower throws the eight dice and, once they rest, turns the top card of the pile face up. "
        "The count is the number of colours that correspond between the dice and the card: for each colour, "
        "the smaller of the dice showing it and the discs of it on the card, added up (0 to 8)."),
    "yam_rules_count_row": "{colour}: dice {dice}, card {card}: {n}",
    "yam_rules_count_example": "Example: these dice against card 24 count 7.",
    "yam_rules_calls_title": "Calling",
    "yam_rules_calls": (
        "As soon as the card is face up, everyone calls at once: one number from 0 to 8, once per round, "
        "never changed. Calls are ordered by the moment they are made.\n"
        "Calls close when everyone has called or when the call time runs out (a setting: 5, 8 or 12 seconds, "
        "or no limit). Whoever did not call takes no part in the check."),
    "yam_rules_how_title": "How to call here",
    "yam_rules_how": (
        "One person: click a number or press 0-8.\n"
        "Several people at one keyboard: each has a row of nine keys of their own (chosen in the setup, shown "
        "beside their name): the digit row, the numeric keypad or a row of letters, its keys calling 0 to 8 "
        "from the left. One press of the key over your number is your whole call; nobody shares a key. "
        "While a round is on, a row's letters are calls only: E, T and M work again once the calls close, and "
        "the history is on Tab when L is someone's key.\n"
        "A game controller is a seat of its own: choose the number with the stick or the pad first, then press "
        "a button to call (any but Start: Start goes on after the check)."),
    "yam_rules_check_title": "The check: the rulebook's example",
    "yam_rules_check": (
        "From the highest call down: a call above the count is wrong and pays a fine, one of that player's cards "
        "slid under the pile (nothing if they have none). The first call not above the count takes the card "
        "(among equal calls, the earlier); lower calls are not checked. Nobody right: the card goes under "
        "the pile. Whoever takes the card throws next."),
    "yam_rules_example_intro": "Alain throws; the count is 6. The calls, in the order made:",
    "yam_rules_unchecked": "{name} called {n}: not checked, gets nothing",
    "yam_rules_end_title": "End of the game and options",
    "yam_rules_end": (
        "The game ends when the pile is empty after a round: the player with the most cards wins.\n"
        "A tie at the top is a shared win; with the play-off option, the tied players play further rounds "
        "with a card turned from the won cards, and the first to win such a round wins the game (in a "
        "play-off no card moves and no fine is paid).\n"
        "The call time counts from the moment the card is face up; with no limit, calls close when everyone "
        "has called.\n"
        "The rulebook's variants (bets, playing blindfolded by touch) are not played here."),
}
