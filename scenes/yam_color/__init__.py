"""YAM color's screens, registered by role under its game id (names only: each
module is imported when its screen first opens)."""
from scenes.registry import register_game

# game.yam_color.state.GAME_ID, written out: importing the rules here would load them at start-up
GAME_ID = "yam-color"

register_game(GAME_ID, {
    # screens
    "rolloff": "scenes.yam_color.table:start",      # no roll-off: seat 0 throws first
    "table": "scenes.yam_color.table:table",
    "table layer": "scenes.yam_color.table:YamTable",   # its layer alone (a joining window's table)
    "rules": "scenes.yam_color.rules:RulesScene",
    "tutorial": "scenes.yam_color.practice:PracticeScene",     # practice: throws with no opponent
    "replay list": "scenes.shell.replay_list:ReplayListScene",
    "replay table": "scenes.shell.replay_table:ReplayTable",
    "replay setup": "scenes.yam_color.replay:setup",
    # parts the shell calls
    "title die": "scenes.yam_color.pieces:title_die",     # the resting dice on the title
    "config": "scenes.yam_color.config:YamConfig",
    "setup options": "scenes.yam_color.setup_options:SetupOptions",
    "holdings": "scenes.yam_color.pieces:draw_holdings",
    "win reason": "scenes.yam_color.words:win_reason",
    "messages": "scenes.yam_color.words:MESSAGES",    # merged into the text lookup at load
    "open log": "scenes.shell.replay_list:start_replay",
    "export log": "scenes.ui.history_panel:export_from_table",
    "replay summary": "scenes.yam_color.replay:summary",
    "statistics columns": "scenes.yam_color.statistics_columns:COLUMNS",
    "settings": "scenes.yam_color.settings:SETTINGS",      # its own, shown while it is chosen
    "saved game": "scenes.yam_color.saved_game:read",
    "saved config": "scenes.yam_color.saved_game:config_to_data",
})
