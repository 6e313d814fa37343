"""Where a game of Wazabi stands: who must act next (shared by the state and the
card effects)."""
ROLL_OFF, ROLL, RESHUFFLE, UNSEEN = "roll_off", "roll", "reshuffle", "unseen"   # chance acts
TAKE, GIVING, PLAYING, KEEPING = "take", "give", "play", "keep"                 # players decide
OVER = "over"
CHANCE_PHASES = frozenset({ROLL_OFF, ROLL, RESHUFFLE, UNSEEN})
PHASES = CHANCE_PHASES | {TAKE, GIVING, PLAYING, KEEPING, OVER}
THEN_GIVE, THEN_END = "give", "end"     # what follows a run of draws: step 3, or the effect's end
