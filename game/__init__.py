"""Three dice games' rules engines (Easy Come, Easy Go, Wazabi, YAM color) and what
they share (game/core): pure Python, no pygame, no I/O."""

# The release version: shown on the title screen, printed by `--version`, written in the
# crash log and stamped into the packaged build's archive name.
__version__ = "0.2.0"

# What the program is called where it names itself (`--version`, the crash log and
# screen, the macOS bundle): its three games. The window's caption says the same
# through the catalogs ("title"). The packaged folder, the executable and the user
# data folder keep version 0.1's one-word name, EasyComeEasyGo (tools/build.py,
# scenes/ui/userdata.py): players' shortcuts and 0.1's files stay where they were.
PROGRAM_NAME = "Easy Come, Easy Go · Wazabi · YAM color"
