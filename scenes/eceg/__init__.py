"""Easy Come, Easy Go's screens, registered by role under its game id (names only:
each module is imported when its screen first opens). The shell opens them as
`app.game_screen(role)` and calls the parts (setup options, holdings, ...)."""
from scenes.registry import register_game

# game.eceg.state.GAME_ID, written out: importing the rules here would load them at start-up
GAME_ID = "easy-come-easy-go"

register_game(GAME_ID, {
    # screens
    "rolloff": "scenes.eceg.rolloff:RollOffScene",
    "table": "scenes.eceg.table:table",
    "table layer": "scenes.eceg.table:EcegTable",   # its layer alone (a joining window's table)
    "rules": "scenes.eceg.rules:RulesScene",
    "tutorial": "scenes.eceg.tutorial:first_lesson",
    "replay list": "scenes.shell.replay_list:ReplayListScene",
    "replay table": "scenes.shell.replay_table:ReplayTable",
    "replay setup": "scenes.eceg.replay:setup",
    # parts the shell calls
    "open log": "scenes.shell.replay_list:start_replay",
    "config": "scenes.eceg.game_config:GameConfig",
    "setup options": "scenes.eceg.setup_options:SetupOptions",
    "holdings": "scenes.eceg.card:draw_holdings",
    "win reason": "scenes.eceg.defence:win_reason",
    "export log": "scenes.eceg.history:export_from_table",
    "messages": "scenes.eceg.words:MESSAGES",       # merged into the text lookup at load
    "statistics columns": "scenes.eceg.statistics_columns:COLUMNS",
    "saved game": "scenes.eceg.saved_game:read",
    "saved config": "scenes.eceg.saved_game:config_to_data",
    "settings": "scenes.eceg.settings:SETTINGS",      # its own, shown while it is chosen
})
