"""How Wazabi's table turns game events into motion: dice thrown and landing, cards
flying from the pile to a hand, give dice flying to the seat they go to, a played
card flying to the discard, and each step said in words on the table's line. A mixin
of TableScene (its queue, dice, flights, pace); nothing here changes the game."""
from __future__ import annotations

import pygame

from game.wazabi.cards import GIVE
from scenes.ui.sprites.die import resting_places
from scenes.ui.text import t
from scenes.ui.tween import Tween, call, ease_in_out, wait
from scenes.wazabi import layout, pieces
from scenes.wazabi.history import sentence

TUMBLE = (0.55, 0.75)       # seconds a thrown die takes to come to rest
READ = 0.55                 # a step's words stay before the next step (times the pace)
FLIGHT = 0.4


class TableMotion:
    def play(self, events: list[dict]) -> None:
        """Queue the animation of each event, then show the counts as they now are."""
        for event in events:
            kind = event["type"]
            pace = self.pace(event.get("player"))
            self.queue.add(call(lambda e=event: self.say(e)))
            if kind == "turn":
                self.queue.add(call(lambda e=event: self.start_turn(e["player"])), wait(0.3 * pace))
            elif kind in ("roll", "first_roll"):
                self.queue.add(call(lambda e=event, p=pace: self.throw(e["faces"], p)))
                self.queue.add_waiting(lambda: all(d.landed for d in self.dice))
                self.queue.add(wait(READ * pace))
            elif kind == "draw":
                self.queue.add(call(lambda e=event, p=pace: self.fly(
                    pieces.card_back((60, 82)),
                    layout.PILE if e["from"] is None else self.view.rects[e["from"]],
                    self.hand_target(e["player"]), FLIGHT * p)))
                self.queue.add_waiting(lambda: not self.flights)
            elif kind == "give":
                self.queue.add(call(lambda e=event, p=pace: self.give_die(e["to"], p)))
                self.queue.add_waiting(lambda: not self.flights)
            elif kind == "play":
                self.queue.add(call(lambda e=event, p=pace: self.fly(
                    pieces.card_of(e["card"]), self.hand_target(e["player"]), layout.DISCARD,
                    FLIGHT * 1.4 * p)))
                self.queue.add_waiting(lambda: not self.flights)
                self.queue.add(wait(READ * pace))
            elif kind in ("skip", "drop", "pass", "discard", "reshuffle", "finish", "win"):
                self.queue.add(wait(READ * 1.3 * pace))
            self.queue.add(call(lambda: setattr(self, "told", self.told + 1)))
        self.queue.add(call(self.sync))

    def say(self, event: dict) -> None:
        text = sentence(event, self.names())
        if text is not None:
            self.message = text

    def start_turn(self, seat: int) -> None:
        self.dice = []
        self.turn_seat = seat
        self.keep_marks = set()
        self.sync()
        if self.pace(seat) > 0:
            self.banner = (t("wz_turn_of", name=self.seat_name(seat)), 0.8 * self.pace(seat))

    def throw(self, faces: list[str], pace: float) -> None:
        rng = self.visual_rng
        places = resting_places(len(faces), layout.ROLL_AREA, rng, size=52)
        self.dice = [pieces.Die(face) for face in faces]
        for d, target in zip(self.dice, places):
            start = (rng.uniform(layout.ROLL_AREA.left, layout.ROLL_AREA.right), layout.ROLL_AREA.bottom + 60)
            d.on_land = self.land_sound
            d.throw(start, target, rng.uniform(*TUMBLE) * pace, rng)
            if pace == 0:
                d.settle()
        if pace > 0:
            self.app.audio.play("rattle", 0.8)

    def land_sound(self, bounce: int) -> None:
        self.app.audio.play("land", 0.5 / bounce)

    def hand_target(self, seat: int) -> pygame.Rect:
        """Where a seat's cards are: the fanned hand when it is the one shown, else its seat."""
        if seat == self.hand_seat():
            return layout.HAND.inflate(-700, -20)
        return self.view.rects[seat]

    def fly(self, image: pygame.Surface, start: pygame.Rect, end: pygame.Rect, duration: float) -> None:
        """A picture moving from one place to another (a card drawn, played, a die given);
        the scene's update moves it, and the queue waits for `self.flights` to empty."""
        item = [image, image.get_rect(center=start.center), None]

        def move(x):
            item[1] = image.get_rect(center=(start.centerx + (end.centerx - start.centerx) * x,
                                             start.centery + (end.centery - start.centery) * x))
        item[2] = Tween(duration, move, ease_in_out)
        self.flights.append(item)

    def give_die(self, to: int, pace: float) -> None:
        """A die showing `give` leaves the roll for the seat it is given to."""
        for d in self.dice:
            if d.value == GIVE:
                self.dice.remove(d)
                start = pygame.Rect(0, 0, 10, 10)
                start.center = (round(d.pos[0]), round(d.pos[1]))
                self.app.audio.play("click", 0.5)
                self.fly(pieces.face(GIVE, 48), start, self.view.rects[to], FLIGHT * pace)
                return

    def flying_images(self):
        return [(image, rect) for image, rect, _tween in self.flights]
