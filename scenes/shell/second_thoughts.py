"""A person's second thoughts at a table, the table driver's part (scenes/shell/table_driver.py):
a move asked again before it is made (the Confirm moves setting), and a person alone at
the screen with computers taking back their own last decisions until anything new has
been shown (a roll, a card drawn, another seat's move), with the time the table waits for
it once their part is over (scenes/shell/take_back_wait.py). The match is rewound to
before them (game/core/match.py `rewind`), so the log and the save hold no line of what
was taken back. No pygame here.
"""
from __future__ import annotations

from game.registry import game as game_spec
from scenes.shell import take_back_wait
from scenes.shell.take_back_wait import TakeBackWait
from scenes.ui.tween import TweenQueue


class SecondThoughts:
    """Mixed into TableDriver, whose match, layer, players, script, clock and hosting it reads."""

    def init_second_thoughts(self) -> None:
        # (seat, match.mark()) before each of the person's decisions since anything new was
        # shown: what `take_back` may undo, the last first
        self.undo_marks: list[tuple[int, tuple]] = []
        # the time to take back the person's last decision before the game goes on (None:
        # not waiting), and the log's length when the last wait ended (it is not asked again)
        self.waiting: TakeBackWait | None = None
        self.waited_at: int | None = None

    def decide(self, seat: int, action, then=None) -> None:
        """A person's decision, sent by their layer: when the setting asks moves to be
        confirmed and the layer names this one irreversible (its question), it is
        asked first, and only a yes makes it; then `then()` (the layer clears its
        choice) and the action."""
        layer, question = self.layer, None
        if layer.confirms and self.app.settings.get("confirm_moves") and self.script is None:
            question = layer.confirm_question(seat, action)

        def made() -> None:
            if then is not None:
                then()
            self.act(seat, action)
        if question is None:
            made()
        else:
            # the words asked again each frame: a language switch under it is followed
            self.app.open("confirm", lambda: layer.confirm_question(seat, action), "confirm_move", made)

    def offers_take_back(self) -> bool:
        """Can anything be taken back at this table (its keys line names U only then): live
        play, a layer that offers it, one person alone at this screen, no other computer
        joined to the game (what they were shown cannot be taken back)."""
        return (self.script is None and self.layer is not None and self.layer.takes_back
                and len(self.people()) == 1 and self.hosting is None)

    def may_take_back(self, seat: int) -> bool:
        """Could this seat's decision be taken back: the table offers it (above), the seat
        is its person's, and no timed round runs (a race is not undone)."""
        return self.offers_take_back() and self.is_person(seat) and not self.clock_running

    def remember(self, seat: int, mark, events: list[dict]) -> None:
        """After an action: a person's decision that showed nothing new is kept to be
        taken back; anything else (another seat's move, a card drawn, the end) ends
        what may be taken back."""
        reveals = game_spec(self.match.game_id).reveals
        if mark is None or self.state.is_over() or any(e.get("type") in reveals for e in events):
            self.undo_marks.clear()
        else:
            self.undo_marks.append((seat, mark))

    def why_no_take_back(self) -> str | None:
        """The message id saying why nothing can be taken back now, or None."""
        if self.script is not None or self.layer is None:
            return "undo_not_here"
        if not self.layer.takes_back:
            return self.layer.no_take_back
        if len(self.people()) != 1 or self.hosting is not None:     # remote seats saw it too
            return "undo_not_between_people"
        if self.state.is_over() or not self.undo_marks:
            return "undo_nothing"
        return None

    def holds_for_take_back(self) -> bool:
        """The game waits while the person's last decision may still be taken back and
        their part is over (the layer's `part_over`: another seat's move or chance comes
        next), as long as the setting says; once per position."""
        if self.waiting is not None:
            return True
        if not self.undo_marks or self.state.is_over() or self.waited_at == len(self.match.log):
            return False
        seat = self.undo_marks[-1][0]
        total = take_back_wait.seconds(self.app.settings)
        if total == 0 or not self.layer.part_over(seat):
            return False
        self.waiting = TakeBackWait(seat, total)
        return True

    def go_on(self) -> None:
        """The wait is over (its time ran out, or the person said Done): the game goes on."""
        self.waiting, self.waited_at = None, len(self.match.log)

    def take_back(self) -> int:
        """Undo the person's last decision (why_no_take_back() is None): the match as it
        was before it, the motion dropped (the table builds its layer anew). Returns the
        seat whose decision it was."""
        if self.thought is not None:       # a computer was thinking on what is taken back
            self.thought.drop()
            self.thought = None
        seat, mark = self.undo_marks.pop()
        self.match.rewind(mark, game_spec(self.match.game_id))
        self.queue = TweenQueue()
        self.finished = False
        self.waiting = self.waited_at = None
        return seat
