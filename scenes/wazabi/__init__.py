"""Wazabi's screens, registered by role under its game id (names only: each module
is imported when its screen first opens). The shell opens them as
`app.game_screen(role)` and calls the parts (setup options, holdings, ...)."""
from scenes.registry import register_game

# game.wazabi.cards.GAME_ID, written out: importing the rules here would load them at start-up
GAME_ID = "wazabi"

register_game(GAME_ID, {
    # screens
    "rolloff": "scenes.wazabi.table:new_game",      # the roll-off is played on the table itself
    "table": "scenes.wazabi.table:table",         # the shared table screen with Wazabi's layer
    "table layer": "scenes.wazabi.table:WazabiTable",   # its layer alone (a joining window's table)
    "standings": "scenes.wazabi.standings:StandingsScene",     # a tournament's, between games and at its end
    "rules": "scenes.wazabi.rules:RulesScene",
    "tutorial": "scenes.wazabi.tutorial:tutorial",      # a first turn guided
    "replay list": "scenes.shell.replay_list:ReplayListScene",
    "replay table": "scenes.shell.replay_table:ReplayTable",
    "replay setup": "scenes.wazabi.replay:setup",
    # parts the shell calls
    "title die": "scenes.wazabi.pieces:title_die",     # the resting dice on the title
    "config": "scenes.wazabi.game_config:GameConfig",
    "setup options": "scenes.wazabi.setup_options:SetupOptions",
    "holdings": "scenes.wazabi.holdings:draw_holdings",
    "win reason": "scenes.wazabi.words:win_reason",     # the results' line: why the game was won
    "export log": "scenes.wazabi.history:export_from_table",
    "open log": "scenes.shell.replay_list:start_replay",
    "replay summary": "scenes.wazabi.replay:summary",
    "messages": "scenes.wazabi.words:MESSAGES",       # merged into the text lookup at load
    "statistics columns": "scenes.wazabi.statistics_columns:COLUMNS",
    "saved game": "scenes.wazabi.saved_game:read",
    "saved config": "scenes.wazabi.saved_game:config_to_data",
    "settings": "scenes.wazabi.settings:SETTINGS",      # its own, shown while it is chosen
})
