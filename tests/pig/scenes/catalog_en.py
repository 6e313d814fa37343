"""English text of Pig: its name, rules, table, history and results (merged into
scenes/ui/text.py's lookup through its "messages" part)."""

MESSAGES = {
    "game_name_pig": "Pig",
    "game_tagline_pig": "Roll or hold: a 1 loses it all",
    "game_rules_pig": (
        "Two players take turns. On your turn you roll one die as often as you like: each roll adds "
        "its value to your turn total.\n"
        "Hold to add the turn total to your score and end your turn.\n"
        "Roll a 1 and the turn total is lost: your turn ends with nothing added.\n"
        "The first player whose score reaches the target (20, 30 or 50, chosen at the setup) wins.\n"
        "At the table: Space or R rolls, H holds (or click the buttons); T shows the last turn again."),
    # its option on the setup screen (its Game spec declares it; "pig_target" is another test's made-up Pig)
    "pig_goal": "Target: {value} points",
    # the table
    "pig_roll": "Roll",
    "pig_hold": "Hold",
    "pig_score": "Score",
    "pig_turn_total": "Turn total: {n}",
    "pig_to_win": "First to {n} points",
    "pig_person": "person",
    "pig_turn_of": "{name}'s turn",
    "pig_decide": "{name}: Roll (Space or R) or Hold (H)",
    "pig_decide_first": "{name}: Roll (Space or R)",
    "pig_chooses_roll": "{name} rolls again",
    "pig_chooses_hold": "{name} holds",
    "pig_rolled": "{name} rolls {n}",
    "pig_bust": "{name} rolls a 1 and loses {n}!",
    "pig_held": "{name} banks {n}: {score} points",
    "pig_wins": "{name} wins with {score} points!",
    "pig_keys": "Space/R roll  ·  H hold  ·  T last turn  ·  L history  ·  E save log  ·  Esc pause",
    "pig_last_turn": "{name}'s last turn again  ·  Space, T or Esc: back to the game",
    # the history (L), one line per log line
    "pig_h_start": "{names} sit down: first to {target} points",
    "pig_h_roll": "{name} rolls {n}",
    "pig_h_bust": "{name} rolls a 1: {n} lost",
    "pig_h_hold": "{name} holds {n}: {score} points",
    "pig_h_turn": "{name}'s turn",
    "pig_h_win": "{name} wins",
    # the results and the statistics
    "pig_points": "{score} points",
    "pig_why": "{name} reached {target} points first.",
    "pig_stats_busts": "Busts",
    "pig_stats_lost": "Points lost",
}
