"""Keeping a real game: a watcher of its match (game/core/match.py `watchers`).

After every action the game is saved, so quitting or a crash never loses it; when
it ends, the save is removed and the game counted in the statistics, once. The
table attaches a keeper to real games only: the tutorial, the demo and replays
have none, so they can never overwrite or remove the game Resume offers.

A game may keep only some positions (`when`): YAM color's, between rounds, since a
round's calls are timed by a clock that a resumed game cannot carry on.

The game is the match's own (`match.game_id`): its save and its statistics go to
that game's folder.

A save that cannot be written (a full disk) never stops the game: the player is
told once, through `tell` (the table shows it), and play goes on.
"""
from __future__ import annotations

from scenes.shell import saves, statistics
from scenes.ui import userdata
from scenes.ui.text import t


class Keeper:
    def __init__(self, config, tell=None, when=None):
        self.config = config
        self.tell = tell            # tell(message): shows the player a message (None: nobody)
        self.when = when            # when(state): may this position be kept? (None: every one)
        self.counted = False
        self.told = False

    def __call__(self, match, events: list[dict]) -> None:
        if not match.state.is_over():
            if self.when is not None and not self.when(match.state):
                return
            self.save(match)
        elif not self.counted:
            self.counted = True
            saves.remove(match.game_id)
            statistics.record_soon(match)

    def save(self, match) -> None:
        """Write the save now (after an action, or when the table's own state kept in
        the save changes, e.g. the coach shown or hidden)."""
        # an unusable folder was already named at start; only a failing write is news
        if not saves.save(self.config, match) and userdata.writable() and not self.told:
            self.told = True
            if self.tell is not None:
                self.tell(t("save_failed"))

    def rewound(self, match) -> None:
        """A decision was taken back: the save is the position before it."""
        if not match.state.is_over() and (self.when is None or self.when(match.state)):
            self.save(match)

    def attach(self, match) -> None:
        if self not in match.watchers:
            match.watchers.append(self)
            match.rewinders.append(self.rewound)

    def detach(self, match) -> None:
        if self in match.watchers:
            match.watchers.remove(self)
        if self.rewound in match.rewinders:
            match.rewinders.remove(self.rewound)
