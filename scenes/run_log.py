"""`--log FILE`: every game played in the window's run appended to FILE as JSON
Lines (human games and demo games alike), so any evening at the table can be
checked and replayed (`game.registry.replay_file`).

A followed match has its log so far written at once (the start line, or a resumed
game's whole past), then each action's events as they happen, through the match's
watchers, each write flushed: a run stopped mid-game leaves a valid partial game.
A decision taken back (the table's undo rewinds the match) is cut from the file
too: the file always holds the match's own log, and an undone action no line.
"""
from __future__ import annotations

import os

from game.core.interrupt import interrupt_after
from game.core.jsonl import dumps


class RunLog:
    def __init__(self, path: str):
        self.path = path
        # the followed match's log length -> the file's size once those lines were written
        self.ends: dict[int, int] = {}

    def follow(self, match) -> None:
        if self.watch in match.watchers:      # already written: a match is followed once
            return
        self.ends = {len(match.log): self._append(match.log)}
        match.watchers.append(self.watch)
        match.rewinders.append(self.rewound)

    def watch(self, match, events: list[dict]) -> None:
        self.ends[len(match.log)] = self._append(events)

    def rewound(self, match) -> None:
        """The match went back to an earlier point: the lines written since are cut."""
        length = len(match.log)
        size = self.ends.get(length)
        if size is None:
            return
        os.truncate(self.path, size)
        self.ends = {n: end for n, end in self.ends.items() if n <= length}

    def _append(self, events: list[dict]) -> int:
        """Writes the lines; the file's size after them."""
        # opened per write: the lines are on disk before the next move, whatever happens;
        # a Ctrl+C comes after the action's last line, so the file ends on a whole action
        with interrupt_after(), open(self.path, "a", encoding="utf-8", newline="\n") as out:
            out.writelines(dumps(e) + "\n" for e in events)
            return out.tell()
