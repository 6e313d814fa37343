"""The seats of a game hosted from the window whose person is away (a mixin of TableHost,
scenes/net/table_host.py, on the pygame thread unless said): a remote seat's person gone
or back (`_seat`, from what the host's network thread posts), the grace that runs, the
seats given to a computer meanwhile (`give_away`) and taken back when their person
returns (`take_back`)."""
from __future__ import annotations

from game.core.match import player_rng
from scenes.net.crossing import RemoteSeat


class AwaySeats:
    def _seat(self, public: dict) -> None:
        """A seat as the host now describes it: gone (the grace starts), back (it is theirs again)."""
        seat = public["seat"]
        self.seats[seat] = public
        if public["status"] == "away":
            self.away_since.setdefault(seat, self.time)
            self.news.append(("away", seat))
        elif public["status"] == "here":
            if seat in self.away_since:
                self.news.append(("back", seat))
            self.away_since.pop(seat, None)
            if seat in self.given:              # back (or taken anew): the seat is a person's again
                self.take_back(seat)

    def waited_out(self) -> list[int]:
        """Remote seats whose person has been away past the grace, not yet given to a computer."""
        return [s for s, since in self.away_since.items() if self.time - since >= self.grace and s not in self.given]

    def away(self) -> list[tuple[int, float]]:
        """(seat, seconds left of its grace) of each remote seat whose person is away."""
        return [(s, max(0.0, self.grace - (self.time - since))) for s, since in sorted(self.away_since.items())]

    def give_away(self, seat: int, level: str) -> None:
        """A computer of `level` plays the seat until its person comes back."""
        driver = self.driver
        player = self.game.players.make(level, player_rng(driver.match.seed, seat), driver.match.rules)
        self.given[seat] = player
        driver.players[seat] = player
        self.pending.discard(seat)
        self.net.call(self._stand_in, seat, True)

    def take_back(self, seat: int) -> None:
        """The person is back: their seat is theirs again (asked at the next decision)."""
        self.given.pop(seat, None)
        if self.driver is not None:
            self.driver.players[seat] = RemoteSeat(self, seat)
        self.asked.pop(seat, None)

    def _stand_in(self, seat: int, standing: bool) -> None:     # on the network's thread
        place = self.host.places[seat]
        if place.conn is None:
            place.stand_in = standing
            self.host._tell_seat(place)
