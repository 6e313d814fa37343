"""Stepping through a replayed game, shared by every game's replay table.

The table keeps `steps` (the log's moves), `position` (how many are shown),
`first` (the first position a viewer may go back to), `next()` (show one more,
animated) and `settle()` (finish what moves). Going back rebuilds the table from
the start, as `type(self)(app, game, position)`, since a move cannot be undone.
"""
from __future__ import annotations

import pygame

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_BACKSPACE, pygame.K_UP)


class ReplaySteps:
    first = 0

    def go_to(self, position: int) -> None:
        """Show the game after `position` steps: from here if ahead, else rebuilt from the start."""
        position = max(self.first, min(position, len(self.steps)))
        if position < self.position:
            self.app.replace(type(self)(self.app, self.game, position))
            return
        self.instant = True
        while self.position < position:
            self.next()
        self.settle()
        self.instant = False

    def step_key(self, key: int) -> bool:
        """Move by a key (next, back, Home, End, Esc leaves); False for any other key."""
        if key in NEXT_KEYS:
            self.next()
        elif key in BACK_KEYS:
            self.go_to(self.position - 1)
        elif key == pygame.K_HOME:
            self.go_to(self.first)
        elif key == pygame.K_END:
            self.go_to(len(self.steps))
        elif key == pygame.K_ESCAPE:
            self.app.pop()
        else:
            return False
        return True
