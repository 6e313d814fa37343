"""Pig's screens: its table layer, its words and the few parts of the shared screens
that show its own figures, registered under its id exactly as a game in scenes/
does. Everything else (no roll-off, the shared table with this layer, its save, its
replay, a rules page from its words, the log saved with E) is the shell's default
(scenes/shell/__init__.py)."""
from scenes.registry import register_game

# tests.pig.game.state.GAME_ID, written out: the window loads no rules at start-up
GAME_ID = "pig"

register_game(GAME_ID, {
    "table layer": "tests.pig.scenes.table:PigTable",
    "messages": "tests.pig.scenes.words:MESSAGES",
    "holdings": "tests.pig.scenes.parts:draw_holdings",
    "win reason": "tests.pig.scenes.parts:win_reason",
    "statistics columns": "tests.pig.scenes.parts:COLUMNS",
})
