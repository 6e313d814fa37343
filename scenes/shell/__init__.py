"""The shell: the screens every game shares. They are registered here by name
(only names: each module is imported when its screen first opens).

It also stands in for a game's roles that a small game need not write
(scenes/registry.py's `register_default`): a game registering its own target for
one of them keeps it."""
from scenes.registry import register, register_default

for _name, _target in {
    "title": "scenes.shell.title:TitleScene",
    "setup": "scenes.shell.setup:SetupScene",
    "demo config": "scenes.shell.setup:demo_config",
    "pause": "scenes.shell.pause:PauseScene",
    "results": "scenes.shell.results:ResultsScene",
    "settings": "scenes.shell.settings:SettingsScene",
    "statistics": "scenes.shell.statistics:StatsScene",
    "statistics check": "scenes.shell.statistics:check",
    "confirm": "scenes.shell.confirm:ConfirmScene",
    # a game hosted on another computer: its seats, then that seat's table
    "join": "scenes.shell.join:JoinScene",
    # the cover between people at one screen (a game gives its words)
    "handover": "scenes.shell.handover:HandOverScene",
    # a game hosted for other computers waits here for its remote seats
    "lobby": "scenes.shell.lobby:LobbyScene",
}.items():
    register(_name, _target)

# A game's roles the shell fills when the game gives none.
for _role, _target in {
    # no roll-off: the game's first turn begins at its table
    "rolloff": "scenes.shell.plain_table:start",
    # the shared table with the game's "table layer"; its replay on that layer
    "table": "scenes.shell.plain_table:table",
    "replay setup": "scenes.shell.plain_table:replay_setup",
    # the same for every game (the three games register them by name too)
    "replay list": "scenes.shell.replay_list:ReplayListScene",
    "replay table": "scenes.shell.replay_table:ReplayTable",
    "open log": "scenes.shell.replay_list:start_replay",
    "export log": "scenes.ui.history_panel:export_from_table",
    # the game's rules as its catalogs word them ("game_rules_<id>")
    "rules": "scenes.shell.rules_text:RulesText",
    # the save: the seats, the declared options and the seed (scenes/shell/saved_seats.py)
    "saved game": "scenes.shell.saved_seats:read_saved",
    "saved config": "scenes.shell.saved_seats:config_to_data",
}.items():
    register_default(_role, _target)
