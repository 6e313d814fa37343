"""Easy Come, Easy Go: the rules engine (pure Python, no pygame, no I/O)."""

# The release version: shown on the title screen, printed by `--version`, written in the
# crash log and stamped into the packaged build's archive name.
__version__ = "0.1.0"
