"""Wazabi's English text: its messages by id, and the cards' names and effects."""

MESSAGES = {
    "game_name_wazabi": "Wazabi",
    "game_tagline_wazabi": "Get rid of your dice first",
    # how each computer level plays, shown in the setup (README: Computer levels)
    "level_about_wazabi_easy": "Easy is a beginner who knows the cards: it plays a sensible card, aimed at anyone.",
    "level_about_wazabi_medium": "Medium looks one play ahead: its own dice first, then a turn more for itself or one less for the leader, and the cards the others lose.",
    "level_about_wazabi_hard": "Hard searches: it plays its likeliest choices a round further against hundreds of guesses at the hidden cards and keeps the best. Like every level, it sees only what its seat may see.",
    "wz_option": "{name}: {value}",
    "wz_option_dice": "Starting dice: {n}",
    "wz_teams": "Teams: {value}",
    "wz_to_the_last": "To the last: {value}",
    "wz_tournament_off": "Tournament: off",
    "wz_tournament_games": "Tournament: {n} games",
    # the table
    "wz_turn_of": "{name}'s turn",
    "wz_roll_hint_one": "{name}: roll your die (Space)",
    "wz_roll_hint_other": "{name}: roll your {n} dice (Space)",
    "wz_give_hint": "{name}, give a die: click a player, or arrows then Enter ({n} to give)",
    "wz_play_hint": "{name}: play a glowing card (click, or arrows then Enter), or pass (P)",
    "wz_target_hint": "{card}: choose a player (click, or arrows then Enter; Esc: back)",
    "wz_direction_hint": "{card}: pass every player's dice to the left or to the right (Esc: back)",
    "wz_keep_hint_one": "{name}, keep {n} card: click it (or its number key), then Enter",
    "wz_keep_hint_other": "{name}, keep {n} cards: click them (or number keys), then Enter",
    "wz_steal_take_hint": "{card}: take one unseen from {name} (click their seat, or Enter)",
    "wz_take_hint": "Pile and discard are empty: take a card unseen from a player",
    "wz_roll": "Roll",
    "wz_pass": "Pass",
    "wz_keep": "Keep",
    "wz_left": "To the left",
    "wz_right": "To the right",
    "wz_pile": "Pile: {n}",
    "wz_discard": "Discard: {n}",
    "wz_in_play": "In play",
    "wz_dice_one": "{n} die",
    "wz_dice_other": "{n} dice",
    "wz_cards_one": "{n} card",
    "wz_cards_other": "{n} cards",
    "wz_skips_one": "skips {n} turn",
    "wz_skips_other": "skips {n} turns",
    "wz_team": "Team {team}",
    "wz_place": "Out: place {n}",
    "wz_needs": "needs {n} W",
    "wz_no_drop": "not after 2 gives",
    "wz_no_target": "no one to aim at",
    "wz_direction_left": "Play goes to the left",
    "wz_direction_right": "Play goes to the right",
    "wz_again": "{name} plays again",
    "wz_turned": "Play now goes to the {direction}",
    "wz_hidden_hand": "{name}'s hand is hidden",
    "wz_keys": "Space roll · arrows/Tab choose · Enter play · P pass · U undo · T last turn · L history · Esc pause",
    "wz_keys_no_undo": "Space roll · arrows/Tab choose · Enter play · P pass · T last turn · L history · Esc pause",
    "wz_keys_joined": "arrows/Tab choose · Enter play · P pass · T last turn · L history · Esc pause",
    # the hint (H: scenes/wazabi/hint.py)
    "wz_setting_hint_allowed": "Hint allowed against computers: {value}",
    "wz_key_hint": "H hint",
    "wz_hint_title": "Hint (H)",
    "wz_hint_thinking": "Thinking…",
    "wz_hint_thinking_how": "Each choice is tried in games dealt from what you can see. Your keys still work meanwhile.",
    "wz_hint_best": "Best: {choice}, about {p} to win the game.",
    "wz_hint_close_call": "Close call: {choice} comes first, about {p} to win the game; the search cannot tell the next ones apart from it.",
    "wz_hint_rows": "Your chance to win the game after each choice:",
    "wz_hint_how": "From {n} games played out from what you can see; each figure within about ±{m}.",
    "wz_thousands": "{a},{b}",        # 2,700
    "wz_hint_untried_one": "{n} other choice not tried",
    "wz_hint_untried_other": "{n} other choices not tried",
    "wz_hint_more_one": "{n} more choice, less good",
    "wz_hint_more_other": "{n} more choices, less good",
    "wz_hint_close": "H or Esc: close",
    "wz_hint_not_allowed": "The hint is not allowed in games against the computer (Settings)",
    "wz_hint_none": "No hint now: it comes when you have a choice to make",
    "wz_do_give": "Give a die to {name}",
    "wz_do_play": "{card}",
    "wz_do_play_on": "{card} on {name}",
    "wz_do_play_from": "{card} from {name}",
    "wz_do_play_dir": "{card}, to the {direction}",
    "wz_do_pass": "Pass (play no card)",
    "wz_do_take": "Take a card from {name}",
    "wz_do_keep": "Keep {cards}",
    # the last turn shown again (T: scenes/wazabi/past_turn.py)
    "wz_last_turn_showing": "Showing {name}'s last turn",
    "wz_last_turn_bar": "Showing {name}'s last turn again · Esc, Space or a click: back to the game",
    # what happens, in words (the table's line and the history)
    "wz_h_start": "New game: {names}",
    "wz_h_first_roll": "{name} rolls {n} W to see who starts",
    "wz_h_turn": "{name}'s turn",
    "wz_h_skip": "{name} skips a turn",
    "wz_no_card": "{name} can play no card: the turn passes",
    "wz_h_roll": "{name} rolls {faces}",
    "wz_h_draw": "{name} draws a card",
    "wz_h_draw_from": "{name} takes a card unseen from {victim}",
    "wz_h_reshuffle": "The discard pile is shuffled into a new pile",
    "wz_h_give": "{name} gives a die to {to}",
    "wz_h_play": "{name} plays {card}",
    "wz_h_play_on": "{name} plays {card} on {target}",
    "wz_h_play_dir": "{name} plays {card}, to the {direction}",
    "wz_h_drop_one": "{name} removes {n} die from the game",
    "wz_h_drop_other": "{name} removes {n} dice from the game",
    "wz_h_pass": "Everyone passes their dice to the {direction}",
    "wz_h_discard_one": "{name} discards {n} card",
    "wz_h_discard_other": "{name} discards {n} cards",
    "wz_h_pass_turn": "{name} passes",
    "wz_h_finish": "{name} has no dice left: place {place}",
    "wz_h_win": "{name} wins!",
    "wz_h_win_team": "{name} wins for the team of {names}!",
    "wz_confirm_give": "Give a die to {to}?",
    "wz_confirm_take_from": "Take a card unseen from {victim}?",
    "wz_confirm_play": "Play {card}?",
    "wz_confirm_play_on": "Play {card} on {target}?",
    "wz_confirm_play_dir": "Play {card}, to the {direction}?",
    "wz_left_word": "left",
    "wz_right_word": "right",
    "wz_face_wazabi": "W",
    "wz_face_draw": "card",
    "wz_face_give": "give",
    # hand-over between people at one screen
    "wz_cover_title": "Pass the computer to {name}",
    "wz_cover_turn": "It is {name}'s turn. Others, look away.",
    "wz_cover_keep": "{name} chooses which cards to keep. Others, look away.",
    "wz_cover_button": "I am {name}: show my hand",
    "wz_log_after": "The log can be saved once the game is over",
    # a saved log replayed (scenes/wazabi/replay.py)
    "wz_replay_turns_one": "{n} turn",
    "wz_replay_turns_other": "{n} turns",
    "wz_replay_hand_of": "Face up: {name}'s hand",
    "wz_replay_open_hands": "Replay of a finished game: its log records every card, so the hand of the "
                            "player acting is shown face up.",
    # the tutorial: a first turn guided (scenes/wazabi/tutorial.py)
    "wz_tut_title": "Tutorial: your first turn",
    "wz_tut_teacher": "Teacher",
    "wz_tut_continue": "Enter, Space or a click: continue",
    "wz_tut_goal": (
        "Wazabi: be the first to get rid of all your dice.\n"
        "You and {teacher} start with 4 dice and 3 cards each. A die shows W (the money that pays "
        "for cards), a card (draw a card) or a die (give this die away).\n"
        "A turn goes: roll, draw, give, then play one card. Let us play your first turn together."),
    "wz_tut_roll": (
        "You rolled the most W to see who starts: you begin.\n"
        "Step 1: roll all your dice. Press Space, or click Roll."),
    "wz_tut_draw": (
        "You rolled two W, a card and a die.\n"
        "Step 2: each card face draws a card from the pile. Watch it fly into your hand."),
    "wz_tut_give": (
        "Step 3: the die face means that die leaves you: give it to another player.\n"
        "Click {teacher}'s seat, or press Enter (the seat in gold is chosen; arrows move it)."),
    "wz_tut_play": (
        "Step 4: you may play one card whose cost (its W marks) is at most the W you rolled: two.\n"
        "The glowing cards can be played; the dimmed ones say why not.\n"
        "Play {card}: it removes one of your dice. Click it, or choose it with the arrows and press Enter."),
    "wz_tut_done": (
        "Well played: roll, draw, give, play: that is a whole turn. You have 2 dice left, "
        "and the first with none wins.\n"
        "The game goes on against {teacher}: play it out, or press Esc to leave."),
    "wz_tut_do_roll": "Roll all your dice: Space, or click Roll.",
    "wz_tut_do_give": "Give the die to {teacher}: click their seat, or press Enter.",
    "wz_tut_do_play": "Play {card} (it glows): click it, or arrows then Enter.",
    "wz_tut_do_after": "Your card is played: one die less. Now it is {teacher}'s turn.",
    "wz_tut_do_done": "Play on against {teacher}: the first with no dice wins. Esc: pause, or leave.",
    "wz_tut_wrong_card": "Not this one here: play {card}, which removes one of your dice.",
    "wz_tut_no_pass": "Playing is never compulsory, but this lesson asks for {card}.",
    # a tournament's standings (scenes/wazabi/standings.py)
    "wz_tournament_place": "Tournament: game {n} of {total}",
    "wz_standings_title": "Tournament: after game {n} of {total}",
    "wz_standings_over": "The tournament is over",
    "wz_standings_won": "{name} wins game {n} and scores {points}: a point for each die the opponents still hold.",
    "wz_standings_team": "Team {names}",
    "wz_standings_points": "Points: {points}",
    "wz_standings_leading": "In the lead: {names}",
    "wz_standings_winner": "{names} wins the tournament!",
    "wz_standings_shared": "Shared first place: {names}!",
    "wz_standings_next": "Next game",
    "wz_standings_new": "New tournament",
    "wz_standings_saved": "The tournament is saved: Resume on the title carries on with game {n}.  ·  L history  ·  E log",
    "wz_standings_keys": "L history  ·  E save the log  ·  Esc title",
    # results
    "wz_holdings": "{dice}, {cards}",
    # why the game was won (scenes/wazabi/words.py win_reason): how, then the rule
    "wz_why": "{cause}: {rule}.",
    "wz_why_give": "{name} gave away the last die",
    "wz_why_card": "A card took {name}'s last dice",
    "wz_why_out": "{name} has no dice left",
    "wz_rule_first": "the first without dice wins",
    "wz_rule_team": "a team wins as soon as one of its players has no dice",
    "wz_rule_last": "the first without dice wins; the others played on for the places",
    # statistics
    "wz_stats_given": "Given",
    "wz_stats_shed": "Shed",
    # rules pages
    "wz_rules_title": "Wazabi: the rules",
    "wz_rules_goal_title": "The goal and the dice",
    "wz_rules_goal": (
        "Be the first to get rid of all your dice. Everyone starts with 4 dice (2 to 6 as an option) "
        "and 3 cards.\nEach die has three faces W (wazabi: the money to play cards), two faces with a "
        "card (draw a card) and one face with a die (give this die to another player)."),
    "wz_rules_turn_title": "A turn, in order",
    "wz_rules_turn": (
        "0. A skip card lying before you: your turn is skipped and the card discarded.\n"
        "1. Roll all your dice.\n2. Draw one card per card face.\n"
        "3. Give each die showing the die face to another player of your choice.\n"
        "4. You may play one card whose cost (W) is at most the number of W you rolled.\n"
        "5. Play passes on in the current direction.\n"
        "When the pile is empty, the discard pile is shuffled into a new pile."),
    "wz_rules_cards_title": "The cards (cost in W)",
    "wz_rules_end_title": "Winning and options",
    "wz_rules_end": (
        "A player with no dice left wins at once, even in the middle of a turn.\n"
        "Teams (4 or 6 players): partners sit opposite; the first of a team out of dice wins for "
        "the team. Hands stay private.\nTo the last: the game goes on without the finished players "
        "until only one still holds dice; the result is the order of finishing.\n"
        "Hot-seat: before each person's turn a cover asks to pass the computer, so nobody sees "
        "another person's hand.\nHint (H): at your choice, the table plays each option out in games "
        "dealt from what you can see and shows its chance of winning, the best outlined in blue "
        "(Settings: whether it may help against the computer)."),
}

CARD_NAMES = {
    "drop_one": "Drop one", "pass_dice": "Pass the dice", "drop_two": "Drop two",
    "give_one": "Give one", "steal_card": "Steal a card", "keep_one": "Keep one",
    "draw_three": "Draw three", "others_keep_two": "Others keep two", "skip_turn": "Skip a turn",
    "play_again": "Play again",
}

CARD_EFFECTS = {
    "drop_one": "Remove one of your dice. Not after rolling 2 or more give faces.",
    "pass_dice": "Everyone hands all their dice to the left or right neighbour.",
    "drop_two": "Remove two of your dice from the game.",
    "give_one": "Give one of your dice to a player of your choice.",
    "steal_card": "Take one card, unseen, from another player's hand.",
    "keep_one": "A player with 2+ cards keeps one of their choice, discards the rest.",
    "draw_three": "Draw three cards from the pile.",
    "others_keep_two": "Every other player keeps two cards of their choice.",
    "skip_turn": "A player of your choice skips their next turn.",
    "play_again": "Play another turn now; then play goes the other way.",
}
