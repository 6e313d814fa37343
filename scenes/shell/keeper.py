"""Keeping a real game: a watcher of its match (game/core/match.py `watchers`).

After every action the game is saved, so quitting or a crash never loses it; when
it ends, the save is removed and the game counted in the statistics, once. The
table attaches a keeper to real games only: the tutorial, the demo and replays
have none, so they can never overwrite or remove the game Resume offers.
"""
from __future__ import annotations

from scenes.shell import saves, statistics
from scenes.ui import userdata


class Keeper:
    def __init__(self, config, game: str = userdata.ECEG):
        self.config = config
        self.game = game
        self.counted = False

    def __call__(self, match, events: list[dict]) -> None:
        if not match.state.is_over():
            saves.save(self.config, match, self.game)
        elif not self.counted:
            self.counted = True
            saves.remove(self.game)
            statistics.record_soon(match, self.game)

    def attach(self, match) -> None:
        if self not in match.watchers:
            match.watchers.append(self)

    def detach(self, match) -> None:
        if self in match.watchers:
            match.watchers.remove(self)
