"""English text of Easy Come, Easy Go: its table, roll-off, coach, rules pages, tutorial,
history and replay, and the prize names (merged into scenes/ui/text.py's lookup by
scenes/eceg/__init__.py)."""

MESSAGES = {
    # its name and line under it on the title
    "game_name_easy-come-easy-go": "Easy Come, Easy Go",
    "game_tagline_easy-come-easy-go": "A dice game by Reiner Knizia",
    # its columns on the statistics screen
    "stats_taken": "Taken",
    "stats_stolen": "Stolen",
    "stats_best": "Best prize",
    "classic_dice": "Classic dice (1-6): {value}",
    "hold_all": "Hold through everyone (4+ players): {value}",
    "rolloff_title": "Who starts?",
    "rolloff_help": "Everyone rolls the four dice: the highest total starts.",
    "rolloff_tie": "Tie! {names} roll again.",
    "rolloff_tie@you": "Tie! {names} roll again.",
    "rolloff_tied": "tied: {totals}",
    "rolloff_winner": "{name} starts!",
    "rolloff_winner@name": "You start!",
    "continue": "Continue",
    "total": "Total {n}",
    "end_turn": "End turn",
    "turn_of": "{name}'s turn",
    "turn_of@name": "Your turn",
    "defence_turn": "{name}: steal from {holder}! (try {n} of 2)",
    "defence_turn@name": "Steal from {holder}! (your try {n} of 2)",
    "defence_turn@holder": "{name} tries to steal from you (try {n} of 2)",
    "choose_dice": "Click dice to set aside (1-4), then Roll (Space)",
    "choose_or_take": "Take a glowing prize (Enter), or set dice aside and Roll (Space)",
    "choose_last": "One die left: select it (1), then End turn (Space)",
    "take_or_last": "Take a glowing prize (Enter), or select the last die (1) and End turn",
    "end_now": "End turn (Space) sets these dice aside: no prize this turn",
    "take_or_end": "Take a glowing prize (Enter), or End turn (Space) with no prize",
    "rolled": "{name} rolls {dice}",
    "rolled@name": "You roll {dice}",
    "sets_aside": "{name} sets aside {dice}",
    "sets_aside@name": "You set aside {dice}",
    "takes_now": "{name} takes {prize}",
    "takes_now@name": "You take {prize}",
    "no_prize_of": "{name}: no prize this turn",
    "no_prize_of@name": "No prize for you this turn",
    "press_roll": "{name}, press Roll (Space) to begin your turn",
    "press_roll@name": "Press Roll (Space) to begin your turn",
    "holds_three": "holds three prizes",
    "holds_three@name": "hold three prizes",
    "defence_line": "{holder} holds three prizes: {name} has {n} tries to steal one. Only {holder}'s prizes count.",
    "defence_line@name": "{holder} holds three prizes: you have {n} tries to steal one. Only {holder}'s prizes count.",
    "defence_line@holder": "You hold three prizes: {name} has {n} tries to steal one. Only your prizes count.",
    "defence_line_last": "{holder} holds three prizes: {name} has a last try to steal one. Only {holder}'s prizes count.",
    "defence_line_last@name": "{holder} holds three prizes: you have a last try to steal one. Only {holder}'s prizes count.",
    "defence_line_last@holder": "You hold three prizes: {name} has a last try to steal one. Only your prizes count.",
    "hold_line": "{holder} holds three prizes and wins if none is stolen in the next {n} turns.",
    "hold_line@holder": "You hold three prizes and win if none is stolen in the next {n} turns.",
    "hold_line_last": "{holder} holds three prizes and wins if none is stolen this turn.",
    "hold_line_last@holder": "You hold three prizes and win if none is stolen this turn.",
    "why_defence": "{name} kept three prizes through both of {other}'s tries to steal one.",
    "why_defence@name": "You kept three prizes through both of {other}'s tries to steal one.",
    "why_defence@other": "{name} kept three prizes through both of your tries to steal one.",
    "why_hold": "{name} kept three prizes through {n} turns of the others.",
    "why_hold@name": "You kept three prizes through {n} turns of the others.",
    "thinking": "{name} is thinking...",
    "took": "{name} takes {prize}",
    "took@name": "You take {prize}",
    "stole": "{name} steals {prize} from {victim}!",
    "stole@name": "You steal {prize} from {victim}!",
    "stole@victim": "{name} steals {prize} from you!",
    "keys_help": "1-4 dice · Space roll · Tab/arrows prize · Enter take · Shift+1-9 prize n · T last turn · H coach · L history · E save log · Esc pause · M mute",
    "keys_help_lesson": "1-4 dice · Space roll · Tab/arrows prize · Enter take · Shift+1-9 prize n · H coach · L history · E save log · Esc pause · M mute",
    # the last turn shown again (scenes/eceg/last_turn.py)
    "last_turn_button": "Last turn (T)",
    "last_turn_back": "Back to the game",
    "last_turn_showing": "Showing {name}'s last turn",
    "last_turn_showing@name": "Showing your last turn",
    "last_turn_bar": "Showing {name}'s last turn again  ·  Esc, Space or a click: back to the game",
    "last_turn_bar@name": "Showing your last turn again  ·  Esc, Space or a click: back to the game",
    "last_turn_none": "No earlier turn to show yet",
    "last_turn_later": "The last turn can be shown again when the table waits for a player",
    # --- coach, rules, tutorial, history, replay (scenes/coach.py, rules.py, tutorial.py, history.py, replay.py)
    "coach_title": "Coach (H)",
    "coach_waiting": "Advice comes when your dice are still.",
    "coach_roll": "Roll: {p} to win a prize this turn with the best play",
    "coach_keep": "Set aside {dice}: {w} to win the game ({p} to end the turn with a prize)",
    "coach_pass": "Set aside {dice}: {w} to win the game, against {q} if you take {prize} now.",
    "coach_why_easy": "{prize} is easy to steal back, and rolling on still wins a prize {p} of the time.",
    "coach_why_rob": "Rolling on robs {victim} {p} of the time: a prize for you, one less for them.",
    "coach_why_count": "Rolling on robs {victim} {p} of the time, and {victim} is counting down to a win.",
    "coach_why_worth": "Rolling on still wins a prize {p} of the time, and a better one for you than {prize}.",
    "coach_stop": "End the turn: set aside {dice}, no prize fits these dice",
    "coach_take": "Take {prize} now: {w} to win the game, against {q} if you roll on",
    "coach_take_last": "Take {prize} now: {w} to win the game, against {q} without it",
    "coach_steal": "Steal {prize} from {victim} now: {w} to win the game, against {q} if you roll on",
    "coach_steal_last": "Steal {prize} from {victim} now: {w} to win the game, against {q} without it",
    "coach_die": "the {v}",
    "coach_dice": "the {n} {v}s",
    "coach_n2": "two",
    "coach_n3": "three",
    "coach_n4": "four",
    "coach_and": "and",
    "coach_win": "win",
    "coach_not_allowed": "The coach is not allowed in games against the computer",
    "rules_p1_title": "The nine prizes",
    "rules_p1_intro": "All four dice count: those set aside and those just rolled. One roll may fit several prizes; you choose one.",
    "rule_four_of_a_kind": "All four dice show the same number.",
    "rule_two_pairs": "Two pairs of different numbers (four alike is not two pairs).",
    "rule_three_odd": "Three alike and odd, the fourth a different odd number.",
    "rule_three_even": "Three alike and even, the fourth a different even number (0 is even).",
    "rule_seven": "The four dice add up to exactly 7.",
    "rule_thirteen": "The four dice add up to exactly 13.",
    "rule_three_or_less": "The four dice add up to 3 or less.",
    "rule_seventeen_or_more": "The four dice add up to 17 or more.",
    "rule_straight": "Four numbers in a row: 0 1 2 3, 1 2 3 4 or 2 3 4 5.",
    "rules_p2_title": "Your turn",
    "rules_p2_text": (
        "Roll the four dice. After every roll, look at all four dice: if they fit a prize you may take, "
        "you may take it, and your turn ends. One prize per turn.\n"
        "Or go on: set aside at least one of the dice you just rolled and roll the others. Dice set aside "
        "never change. When all four are set aside without a prize, your turn ends with nothing."
    ),
    "rules_example_a": "Example A",
    "rules_example_b": "Example B",
    "rules_step_keep": "roll {dice}: set aside {kept}",
    "rules_step_take": "roll {dice}: take {prize}",
    "rules_step_none": "roll {dice}: no prize, the {dice} must be set aside; the turn ends",
    "rules_p3_title": "Taking and stealing",
    "rules_p3_text": (
        "A prize may be taken from the middle of the table, or from another player: that is stealing, "
        "and it is the heart of the game. A prize you already hold is never offered to you again.\n"
        "Nothing is safe: whatever you hold can be stolen on any other player's turn."
    ),
    "rules_p4_title": "How to win",
    "rules_p4_text": (
        "Reach three prizes, then keep all three through the turns of the next two players. If nobody "
        "takes one of them during those turns, you win. If someone does, the count is cancelled and "
        "starts again when you next reach three.\n"
        "Two players: your opponent gets up to two turns in a row to steal one of your three prizes, "
        "and during those turns may take only yours, not prizes from the middle. If the first try "
        "succeeds there is no second one, and play goes on."
    ),
    "rules_p5_title": "Who starts, and options",
    "rules_p5_text": (
        "Who starts: everyone rolls the four dice; the highest total begins, and tied players roll again. "
        "Play then goes round the table.\n"
        "Classic dice (option): ordinary dice showing 1 to 6. The prizes keep their shapes, and the totals "
        "become exactly 11, exactly 17, 4 to 7 and 21 or more.\n"
        "Hold through everyone (option, 4 players or more): three prizes must be kept through the turns "
        "of all the other players, not just the next two.\n"
        "Keys at the table: 1-4 choose dice, Space rolls, Tab and arrows pick a prize, Enter takes it, "
        "T shows the last turn again, H shows the coach, L the history, E saves the game log, Esc pauses."
    ),
    "tut_you": "You",
    "tut_teacher": "Teacher",
    "tut_teacher_role": "Your guide",
    "tut_lesson": "Tutorial · lesson {n} of {total}",
    "tut_a0": "Example A. Your first roll: 0 2 2 5. No prize fits yet, so set dice aside and roll again.",
    "tut_a1": "Set aside the two 2s: click them (or press their numbers, 1-4), then Roll (Space).",
    "tut_a2": "You rolled 2 and 5. Set aside the 2 and roll the last die.",
    "tut_a3": "2 2 2 4: three alike, all even! Take the glowing prize: click it, or press Enter.",
    "tut_b0": "Example B. Sometimes nothing comes: here is how a turn ends with no prize.",
    "tut_b1": "0 1 2 5: set aside the 0, the 1 and the 2, then roll.",
    "tut_b2": "A 5: 0 1 2 5 fits no prize. The last die must be set aside: select it and End turn (Space).",
    "tut_s0": "Stealing. A prize another player holds may be taken from them, just like one in the middle: that is stealing, the heart of the game. You gain a prize and they lose one. {teacher} holds 3 or less and Exactly 13.",
    "tut_s1": "0 0 0 2 makes two prizes: Three of a kind, all even, in the middle, and 3 or less, which {teacher} holds. Steal 3 or less: Tab to it, then Enter (or click it).",
    "tut_s_done": "Stolen! 3 or less is yours now, and {teacher} is down to one prize.",
    "tut_d0": "The two-player defence. When one player holds three prizes, the other gets up to two turns in a row to steal one of them, and may take only that player's prizes, not those in the middle. If both tries fail, the holder wins. {teacher} has just taken a third prize: here is your first try.",
    "tut_d1": "0 0 0 2 would make two prizes in the middle, but they do not count now: only {teacher}'s do. Aim for Exactly 7: set aside the 0 and the 2, then Roll (Space).",
    "tut_d2": "1 and 4: 0 1 2 4 adds up to 7, and {teacher} holds Exactly 7. Steal it: Enter (or click it).",
    "tut_d_done": "Stolen! {teacher} no longer holds three prizes, so the game goes on, and {teacher} plays next.",
    "tut_c0": "Now your first real turn, against the computer, with the coach on: blue numbers are your exact chances, blue outlines the dice it would keep.",
    "tut_c1": "Your turn: follow the coach or your own idea. H hides the coach.",
    "tut_done": "Tutorial complete! Play this game on, or Esc for the menu.",
    "tut_continue": "Enter or Space: continue",
    "tut_wrong_dice": "Not quite: set aside {dice}.",
    "tut_wrong_take": "Not this one: take {prize}.",
    "tut_select": "Select {dice}, then Space.",
    "h_start": "New game: {names}",
    "h_first_roll": "{name} rolls {dice} to see who starts",
    "h_first_roll@name": "You roll {dice} to see who starts",
    "h_turn": "{name}'s turn",
    "h_turn@name": "Your turn",
    "h_roll": "{name} rolls {dice}",
    "h_roll@name": "You roll {dice}",
    "h_roll_kept": "{name} rolls {dice} (kept {kept})",
    "h_roll_kept@name": "You roll {dice} (kept {kept})",
    "h_set_aside": "{roll}, sets aside {dice}",
    "h_set_aside@name": "{roll}, set aside {dice}",
    "h_take": "{name} takes {prize}",
    "h_take@name": "You take {prize}",
    "h_steal": "{name} steals {prize} from {victim}",
    "h_steal@name": "You steal {prize} from {victim}",
    "h_steal@victim": "{name} steals {prize} from you",
    "h_no_prize": "{name} gets no prize",
    "h_no_prize@name": "You get no prize",
    "h_win": "{name} wins the game!",
    "h_win@name": "You win the game!",
}


PRIZE_NAMES = {
        "four_of_a_kind": "Four of a kind", "two_pairs": "Two pairs",
        "three_odd": "Three of a kind, all odd", "three_even": "Three of a kind, all even",
        "seven": "Exactly 7", "thirteen": "Exactly 13", "three_or_less": "3 or less",
        "seventeen_or_more": "17 or more", "straight": "Straight",
        "eleven": "Exactly 11", "seventeen": "Exactly 17", "four_to_seven": "4 to 7",
        "twenty_one_or_more": "21 or more",
    }

# The labels of the small cards in a player's area: words (the prize's name where it
# fits on two or three short lines), never shorthand like "3+1".
PRIZE_SHORT = {
        "four_of_a_kind": "Four of a kind", "two_pairs": "Two pairs", "three_odd": "Three and one, all odd",
        "three_even": "Three and one, all even", "seven": "Exactly 7", "thirteen": "Exactly 13",
        "three_or_less": "3 or less", "seventeen_or_more": "17 or more", "straight": "Straight",
        "eleven": "Exactly 11", "seventeen": "Exactly 17", "four_to_seven": "4 to 7",
        "twenty_one_or_more": "21 or more",
    }
