"""What a table shows and offers of its seats played from other computers (a mixin of
TableScene, scenes/shell/table_scene.py): a person back, said; a seat whose person is away,
said until they are back (`seat_lines`) and on its panel (`seat_statuses`, read by each
game's layer); G or its button giving such a seat to a computer meanwhile; the clocks of
timed decisions. A joined window's table (remote_table.py) tells its own from what its host
sends."""
from __future__ import annotations

import pygame

from game.registry import game as game_spec
from scenes.shell import turn_clock
from scenes.shell.seating import first_opponent
from scenes.ui.text import t


class HostedSeats:
    def hosting_news(self) -> None:
        """Someone at another computer left or came back: the table says so."""
        hosting = self.driver.hosting
        while hosting.news:
            what, seat = hosting.news.pop(0)
            if what == "back":
                self.tell(t("table_back", name=self.driver.seat_name(seat)), 4.0)
            self.history_note("table_back" if what == "back" else "net_seat_away", seat)

    def history_note(self, key: str, seat: int) -> None:
        """Kept for the history (L), where it can be read again once its notice is gone:
        a message id, said with the seat's name, after the log's lines as they are now."""
        self.seat_notes.append((len(self.match.log), key, seat))

    def history_notes(self) -> list[tuple[int, str]]:
        """The seats' comings and goings, worded now, for the history panel."""
        return [(position, t(key, name=self.driver.seat_name(seat))) for position, key, seat in self.seat_notes]

    def give_away(self) -> None:
        """G: each remote seat away past its grace is played by a computer until its person
        comes back."""
        hosting = self.driver.hosting
        # the computer the turn time calls, when one is chosen; else the level a setup's
        # computer seat starts at (YAM color's: a caller at a person's pace, not `hard`)
        level = getattr(hosting.timer, "level", None) or first_opponent(self.spec or game_spec(self.match.game_id))
        for seat in hosting.waited_out():
            hosting.give_away(seat, level)
            self.app.audio.play("click")
            # said at once (a table whose notices make room for the keys line says it no longer:
            # its panel does, TableLayer.says_given_seats)
            self.tell(t("table_given", name=self.driver.seat_name(seat)), 5.0)
            self.history_note("net_seat_computer", seat)

    def give_seats(self) -> list[int]:
        """The remote seats waiting, past their grace, for the host to give them to a
        computer (none while the last turn is shown again)."""
        if self.driver.hosting is None or self.past is not None:
            return []
        return self.driver.hosting.waited_out()

    def give_offered(self) -> bool:
        """Is a remote seat waiting, past its grace, for the host to give it to a computer?
        (Its button then goes where the game puts it, with the game's words: give_rect,
        give_label.)"""
        seats = self.give_seats()
        if seats:
            self.give_button.rect = pygame.Rect(self.layer.give_rect(seats))
            self.give_words = self.layer.give_label(seats)
        return bool(seats)

    def seat_statuses(self) -> dict[int, str]:
        """Remote seats whose person is away: "away", or "computer" while a computer plays
        for them (their panels say it, as the notice does); a joined window's from what its
        host told it (remote_table.py)."""
        hosting = self.driver.hosting
        if hosting is None:
            return {}
        return {seat: "computer" if seat in hosting.given else "away" for seat, _left in hosting.away()}

    def seat_lines(self, given: bool = True) -> list[str]:
        """What the table says, until it changes, of seats whose person is away (`given`:
        those a computer plays meanwhile too): a hosted game's (below); a joined window's,
        from what its host told it (remote_table.py)."""
        return self.hosting_lines(given) if self.driver.hosting is not None else []

    def hosting_lines(self, given: bool = True) -> list[str]:
        """What the table says of remote seats whose person is away."""
        hosting, lines = self.driver.hosting, []
        for seat, left in hosting.away():
            name = self.driver.seat_name(seat)
            if seat in hosting.given:
                if given:
                    lines.append(t("table_given", name=name))
            elif left > 0:
                lines.append(t("table_away", name=name, seconds=int(left + 0.999)))
            else:
                lines.append(t("table_away_long", name=name))
        return lines

    def turn_clocks(self) -> list[tuple[int, float, bool]]:
        """(seat, seconds left, warning) of each remote seat's decision being timed."""
        return turn_clock.host_clocks(self) if self.driver.hosting is not None else []

    def hear_warning(self) -> None:
        """The person whose time runs short at this screen hears it, once a step."""
        mine = [c for c in self.turn_clocks() if c[2] and c[0] == getattr(self.driver, "seat", None)]
        step = getattr(self.driver.match, "position", None)
        if mine and self.warned != (step, mine[0][0]):
            self.warned = (step, mine[0][0])
            self.app.audio.play("chime")
