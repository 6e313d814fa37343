"""The shell: the screens every game shares. They are registered here by name
(only names: each module is imported when its screen first opens)."""
from scenes.registry import register

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
}.items():
    register(_name, _target)
