"""Pig's rules, laid out as a real game's `game/<id>/` folder (state, snapshot, log,
players, and its registry entry in game.py)."""
