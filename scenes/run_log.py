"""`--log FILE`: every game played in the window's run appended to FILE as JSON
Lines (human games and demo games alike), so any evening at the table can be
checked and replayed (`game.registry.replay_file`).

A followed match has its log so far written at once (the start line, or a resumed
game's whole past), then each action's events as they happen, through the match's
watchers, each write flushed: a run stopped mid-game leaves a valid partial game.
"""
from __future__ import annotations

from game.core.jsonl import dumps


class RunLog:
    def __init__(self, path: str):
        self.path = path

    def follow(self, match) -> None:
        if self.watch in match.watchers:      # already written: a match is followed once
            return
        self._append(match.log)
        match.watchers.append(self.watch)

    def watch(self, match, events: list[dict]) -> None:
        self._append(events)

    def _append(self, events: list[dict]) -> None:
        # opened per write: the lines are on disk before the next move, whatever happens
        with open(self.path, "a", encoding="utf-8", newline="\n") as out:
            out.writelines(dumps(e) + "\n" for e in events)
