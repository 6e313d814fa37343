"""How Wazabi's table turns game events into motion, each step said in words on the
table's line as it starts: dice thrown and landing; drawn cards flying from the pile
(or, unseen, from another hand) to the hand; give dice flying to their seat; a played
card flying aside while its effect runs (a skip_turn to lie before its target), then
onto the discard; every seat's dice going round the table for pass_dice; dice leaving
the game; discarded cards flying to the discard; the arrows of play swinging round
after a play_again. The counts on the table follow the flights (shown.py): a die
leaves a seat when it takes off and is counted at the other when it lands.

A mixin of the table layer (its queue, dice, flights, pace). Durations scale with the
speed setting (pace 0: at once); a click or Space while things move hurries them to
the end of the action (the layer moves its queue and flights faster: table.py). Nothing
here changes the game."""
from __future__ import annotations

import math

from game.wazabi.cards import GIVE, SKIP_TURN, WAZABI
from scenes.ui.text import t
from scenes.ui.tween import Tween, call, linear, wait
from scenes.wazabi import layout, pieces, roll_layout
from scenes.wazabi.flights import Flight, ellipse_path
from scenes.wazabi.history import sentence

TUMBLE = (0.55, 0.75)       # seconds a thrown die takes to come to rest
READ = 0.55                 # a step's words stay before the next step (times the pace)
FLIGHT = 0.4                # a card or a die crossing the table
ROUND_TABLE = 0.9           # every seat's dice going to the next seat
TURNING = 0.9               # the arrows of play swinging round
STAGGER = 0.12              # between cards or dice leaving one after the other
HURRY = 12.0                # how much faster things move once hurried
# said once the dice have landed, not as they are thrown: "Ann rolls 2 W" over dice still
# tumbling through other faces (seen at the roll-off) told what nobody could see yet
SAID_ON_LANDING = ("roll", "first_roll")


class TableMotion:
    def play(self, events: list[dict]) -> None:
        """Queue the animation of each event, then read the position again (nothing
        happened, nothing to show: a hand chosen to take from writes no line until the
        card is taken, and a replay step sends both at once)."""
        if not events:
            return
        forced = self.no_card_lines(events)
        for event in events:
            kind = event["type"]
            seat = event.get("player", self.turn_seat)
            pace = self.pace(seat)
            if kind not in SAID_ON_LANDING:
                self.queue.add(call(lambda e=event: self.say(e, id(e) in forced)))
            show = getattr(self, "show_" + kind, None)
            if show is not None:
                show(event, pace)
            if id(event) in forced:         # the words stay a moment before the next turn's
                self.queue.add(wait(READ * 1.5 * pace))
            self.queue.add(call(self.told_one))
        self.queue.add(call(self.sync))

    def no_card_lines(self, events: list[dict]) -> set:
        """The ids of the turn_end events that the engine wrote because no card could be
        played (after a roll, a die given, a card drawn, with no card played this turn),
        recorded by their log line for the history. A pass chosen with P is an action of
        its own (its turn_end comes first); a player out of the game says so otherwise.
        Read from the events themselves: the last turn shown again (T) is handed only
        their part up to the next turn, so they are not the log's last lines then."""
        log = self.match.log
        base = len(log) - len(events)
        forced = set()
        for i, event in enumerate(events):
            kind = event["type"]
            if kind == "turn":
                self.card_played = False
            elif kind == "play":
                self.card_played = True
            elif (kind == "turn_end" and i > 0 and not self.card_played
                  and not any(e["type"] == "finish" for e in events[:i])):
                forced.add(id(event))
                if base >= 0 and log[base + i] == event:      # the history's mark, by its line
                    self.no_card_ends.add(base + i)
        return forced

    def told_one(self) -> None:
        self.told += 1

    def say(self, event: dict, forced: bool = False) -> None:
        if forced:
            self.say_line(lambda: t("wz_no_card", name=self.seat_name(event["player"])))
            return
        names = self.names()
        if sentence(event, names) is not None:
            self.say_line(lambda: sentence(event, names))

    def moving(self, launch) -> None:
        """A step that launches flights and lasts until they have all landed."""
        self.queue.add(call(launch))
        self.queue.add_waiting(lambda: not self.flights)

    # ----- each kind of event ---------------------------------------------------------
    def show_turn(self, event: dict, pace: float) -> None:
        if event["direction"] != self.planned_direction:      # after a play_again
            self.planned_direction = event["direction"]
            self.queue.add(call(lambda e=event: self.say_turning(e["direction"])))
            self.queue.add(Tween(TURNING * pace, lambda x: setattr(self, "turning", x), linear,
                                 lambda e=event: self.turned(e["direction"])))
            self.queue.add(wait(READ * pace))
        self.queue.add(call(lambda e=event: self.start_turn(e["player"])), wait(0.3 * pace))

    def show_roll(self, event: dict, pace: float) -> None:
        self.queue.add(call(lambda: self.throw(event["faces"], pace, event.get("player"))))
        self.queue.add_waiting(lambda: all(d.landed for d in self.dice))
        self.queue.add(call(lambda: self.say(event)))       # (SAID_ON_LANDING)
        self.queue.add(wait(READ * pace))

    show_first_roll = show_roll

    def show_draw(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_draw(event, pace))

    def show_reshuffle(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_reshuffle(event, pace))
        self.queue.add(wait(READ * 0.5 * pace))

    def show_give(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_give(event, pace))

    def show_play(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_play(event, pace))
        self.queue.add(wait(READ * pace))

    def show_drop(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_drop(event, pace))
        self.queue.add(wait(READ * 0.6 * pace))

    def show_pass(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_pass(event, pace))
        self.queue.add(wait(READ * 0.6 * pace))

    def show_discard(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_discard(event["player"], event["cards"], pace))
        self.queue.add(wait(READ * 0.6 * pace))

    def show_skip(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_skip(event["player"], pace))
        self.queue.add(wait(READ * pace))

    def show_turn_end(self, event: dict, pace: float) -> None:
        self.moving(lambda: self.fly_aside_to_discard(pace))

    def show_finish(self, event: dict, pace: float) -> None:
        self.queue.add(call(lambda: self.shown.finished.__setitem__(event["player"], event["place"])))
        if self.match.rules.to_the_last:       # out of dice, out of the game: its cards go to the discard
            self.moving(lambda: self.fly_discard(event["player"], list(self.shown.hands[event["player"]]),
                                                 pace, skips=True) if not self.shown.dice[event["player"]] else None)
        self.queue.add(wait(READ * 1.3 * pace))

    def show_win(self, event: dict, pace: float) -> None:
        self.queue.add(call(lambda: self.won(event)), wait(READ * 1.3 * pace))

    def won(self, event: dict) -> None:
        for seat in event.get("team") or ():       # the partners win with the first one out
            if not self.shown.finished[seat]:
                self.shown.finished[seat] = 1
        self.app.audio.play("chime")

    # ----- the turn and its dice ------------------------------------------------------------
    def start_turn(self, seat: int) -> None:
        again = seat == self.turn_seat
        self.dice = []
        self.turn_seat = seat
        self.keep_marks = set()
        if self.pace(seat) > 0:
            self.banner_words = lambda: t("wz_again" if again else "wz_turn_of", name=self.seat_name(seat))
            self.banner = (self.banner_words(), 0.8 * self.pace(seat))

    def say_turning(self, direction: str) -> None:
        self.say_line(lambda: t("wz_turned", direction=t(f"wz_{direction}_word")))
        self.app.audio.play("tumble", 0.5)

    def turned(self, direction: str) -> None:
        self.shown.direction = direction
        self.turning = None

    def roll_places(self, count: int) -> tuple[list, float]:
        """Where thrown dice come to rest, and how small they are drawn (roll_layout.py)."""
        return roll_layout.roll_places(count, self.visual_rng)

    def throw(self, faces: list[str], pace: float, seat: int | None = None) -> None:
        """The dice thrown from the side of the thrower's seat, all the way inside the
        roll area (they came up from under the bottom seat, across the table's line)."""
        rng = self.visual_rng
        places, shrink = self.roll_places(len(faces))
        self.dice = [pieces.Die(face, shrink=shrink) for face in faces]
        inner = roll_layout.tumble_inner(shrink)
        seats = layout.seat_rects(len(self.config.seats))
        side = seats[seat].center if seat is not None and 0 <= seat < len(seats) else (inner.centerx, inner.bottom)
        for d, target in zip(self.dice, places):
            start = (min(max(side[0] + rng.uniform(-90, 90), inner.left), inner.right),
                     min(max(side[1] + rng.uniform(-20, 20), inner.top), inner.bottom))
            d.on_land = self.land_sound
            d.throw(start, target, rng.uniform(*TUMBLE) * pace, rng)
            if pace == 0:
                d.settle()
        if pace > 0:
            self.app.audio.play("rattle", 0.8)

    def land_sound(self, bounce: int) -> None:
        self.app.audio.play("land", 0.5 / bounce)

    # ----- where things are ---------------------------------------------------------------
    def card_place(self, seat: int, index: int, count: int) -> tuple[tuple[int, int], float]:
        """(centre, scale) of a seat's card: in the hand at the bottom when that hand is
        the one drawn there (face up, or the backs of the seat on turn), else the seat's
        small row of cards. In a hand drawn face down a card comes and goes at its end,
        whatever it is: its place in the sorted hand would tell the others about the rest."""
        if seat == self.view.bottom_seat():
            rects = layout.hand_rects(count)
            if seat != self.hand_seat():
                index = count - 1
            return rects[max(0, min(index, len(rects) - 1))].center, 1.0
        return layout.cards_spot(self.view.rects[seat]), 0.18

    def add_flight(self, flight: Flight) -> Flight:
        if flight.duration == 0 and flight.delay == 0:      # instant speed: there at once
            flight.update(0.0)
        else:
            self.flights.append(flight)
        return flight

    # ----- cards ------------------------------------------------------------------------------
    def fly_draw(self, event: dict, pace: float) -> None:
        seat, card, victim, shown = event["player"], event["card"], event["from"], self.shown
        end, end_scale = self.card_place(seat, shown.slot_of(seat, card), shown.cards[seat] + 1)
        if victim is None:
            start, start_scale = layout.PILE.center, layout.PILE.width / pieces.CARD[0]
            leave = lambda: setattr(shown, "pile", max(0, shown.pile - 1))  # noqa: E731
        else:                               # taken unseen from another hand
            start, start_scale = self.card_place(victim, 0, shown.cards[victim])
            leave = lambda: shown.card_out(victim, card)  # noqa: E731
            self.app.audio.play("steal", 0.6)
        self.add_flight(Flight(pieces.card_back(pieces.CARD), start, end, FLIGHT * pace, arc=30,
                               scale=(start_scale, end_scale), on_start=leave,
                               on_land=lambda: shown.card_in(seat, card), kind="card"))

    def fly_reshuffle(self, event: dict, pace: float) -> None:
        shown = self.shown
        count = min(6, max(1, len(shown.discard)))
        scale = layout.PILE.width / pieces.CARD[0]
        for k in range(count):
            last = k == count - 1
            self.add_flight(Flight(
                pieces.card_back(pieces.CARD), layout.DISCARD.center, layout.PILE.center, FLIGHT * pace,
                delay=k * STAGGER * 0.5 * pace, arc=24, scale=(scale, scale),
                on_start=(lambda: shown.discard.clear()) if k == 0 else None,
                on_land=(lambda: setattr(shown, "pile", pile_size(event))) if last else None,
                kind="card"))

    def fly_play(self, event: dict, pace: float) -> None:
        seat, card, shown = event["player"], event["card"], self.shown
        start, start_scale = self.card_place(seat, shown.slot_of(seat, card), shown.cards[seat])
        if card == SKIP_TURN and event["target"] is not None:    # it lies before the target
            target = event["target"]
            end, end_scale = layout.skip_spot(self.view.rects[target]), 30 / pieces.CARD[0]
            land = lambda: shown.skips.__setitem__(target, shown.skips[target] + 1)  # noqa: E731
        else:
            end, end_scale = layout.ASIDE.center, layout.ASIDE.width / pieces.CARD[0]
            land = lambda: setattr(shown, "aside", card)  # noqa: E731
        self.app.audio.play("click", 0.6)
        self.add_flight(Flight(pieces.card_of(card), start, end, FLIGHT * 1.4 * pace, arc=20,
                               scale=(start_scale, end_scale), on_start=lambda: shown.card_out(seat, card),
                               on_land=land, kind="card"))

    def fly_aside_to_discard(self, pace: float) -> None:
        shown, card = self.shown, self.shown.aside
        if card is None:
            return
        scale = layout.ASIDE.width / pieces.CARD[0]
        self.add_flight(Flight(pieces.card_of(card), layout.ASIDE.center, layout.DISCARD.center,
                               FLIGHT * 0.7 * pace, scale=(scale, scale),
                               on_start=lambda: setattr(shown, "aside", None),
                               on_land=lambda: shown.discard.append(card), kind="card"))

    def fly_discard(self, seat: int, cards: list[str], pace: float, skips: bool = False) -> None:
        """Cards thrown face up from a hand onto the discard, one after the other (and,
        for a seat out of the game, the skip cards lying before it)."""
        shown = self.shown
        count = shown.cards[seat]
        starts = [self.card_place(seat, shown.slot_of(seat, card), count) for card in cards]
        end_scale = layout.DISCARD.width / pieces.CARD[0]
        for k, (card, (start, scale)) in enumerate(zip(cards, starts)):
            self.add_flight(Flight(pieces.card_of(card), start, layout.DISCARD.center, FLIGHT * pace,
                                   delay=k * STAGGER * pace, arc=16, scale=(scale, end_scale),
                                   on_start=lambda c=card: shown.card_out(seat, c),
                                   on_land=lambda c=card: shown.discard.append(c), kind="card"))
        if skips:
            for k in range(shown.skips[seat]):
                self.fly_skip(seat, pace, delay=(len(cards) + k) * STAGGER * pace)

    def fly_skip(self, seat: int, pace: float, delay: float = 0.0) -> None:
        """A skip_turn card lying before `seat` has cost its turn: onto the discard."""
        shown = self.shown
        start = layout.skip_spot(self.view.rects[seat])
        end_scale = layout.DISCARD.width / pieces.CARD[0]
        self.add_flight(Flight(pieces.card_of(SKIP_TURN), start, layout.DISCARD.center, FLIGHT * 1.2 * pace,
                               delay=delay, arc=20, scale=(30 / pieces.CARD[0], end_scale),
                               on_start=lambda: shown.skips.__setitem__(seat, max(0, shown.skips[seat] - 1)),
                               on_land=lambda: shown.discard.append(SKIP_TURN), kind="card"))

    # ----- dice -------------------------------------------------------------------------------
    def fly_give(self, event: dict, pace: float) -> None:
        """A die to the seat it is given to: a give die from the roll, or (give_one)
        one of the player's own dice from their seat."""
        seat, to, shown = event["player"], event["to"], self.shown
        rolled = next((d for d in self.dice if d.value == GIVE), None)
        if rolled is not None:
            self.dice.remove(rolled)
            start, image = (round(rolled.pos[0]), round(rolled.pos[1])), pieces.face(GIVE, 48)
        else:
            start, image = layout.dice_spot(self.view.rects[seat]), pieces.face(WAZABI, 48)
        self.app.audio.play("click", 0.5)
        self.add_flight(Flight(image, start, layout.dice_spot(self.view.rects[to]), FLIGHT * 1.2 * pace,
                               arc=50, scale=(1.0, 0.4), spin=360,
                               on_start=lambda: shown.dice.__setitem__(seat, shown.dice[seat] - 1),
                               on_land=lambda: shown.dice.__setitem__(to, shown.dice[to] + 1), kind="die"))

    def fly_drop(self, event: dict, pace: float) -> None:
        """Dice leaving the game: they rise from the seat, spin, shrink and fade away."""
        seat, shown = event["player"], self.shown
        x, y = layout.dice_spot(self.view.rects[seat])
        up = -70 if y > layout.CENTRE[1] else 70
        for k in range(event["dice"]):
            self.add_flight(Flight(pieces.face(WAZABI, 40), (x + k * 14, y), (x + k * 14 + 30, y + up),
                                   FLIGHT * 1.6 * pace, delay=k * STAGGER * pace, scale=(0.6, 0.2),
                                   fade=(255, 0), spin=300,
                                   on_start=lambda: shown.dice.__setitem__(seat, max(0, shown.dice[seat] - 1)),
                                   kind="drop"))
        self.app.audio.play("fine" if pace else "click", 0.5)

    def fly_pass(self, event: dict, pace: float) -> None:
        """pass_dice: every seat's dice go to the next seat that way, all at once, round
        the table along its ellipse."""
        shown, players = self.shown, len(self.view.rects)
        step = 1 if event["direction"] == "left" else -1
        after = event["dice"]
        for seat in range(players):
            count = shown.dice[seat]
            if shown.finished[seat] or not count:
                continue
            to, hops = seat, 0
            while True:
                to, hops = (to + step) % players, hops + 1
                if not shown.finished[to] or to == seat:
                    break
            a0 = layout.seat_angle(seat, players)
            a1 = a0 + step * hops * 2 * math.pi / players
            start, end = layout.dice_spot(self.view.rects[seat]), layout.dice_spot(self.view.rects[to])
            shown.dice[seat] = 0
            self.add_flight(Flight(pieces.dice_heap(count), start, end, ROUND_TABLE * pace,
                                   path=ellipse_path(layout.CENTRE, (layout.RADII[0] * 0.8, layout.RADII[1] * 0.7),
                                                     a0, a1, start, end),
                                   on_land=lambda s=to: shown.dice.__setitem__(s, after[s]), kind="dice"))
        self.app.audio.play("rattle", 0.6)

    # ----- hurrying -----------------------------------------------------------------------------
    def hurry(self) -> None:
        """A click or Space while things move: the rest of this action's animation runs
        fast (the pace of the next action is untouched)."""
        if self.queue.busy:
            self.hurried = True
            self.hurried_at = self.time


def pile_size(reshuffle: dict) -> int:
    """The pile a reshuffle makes: its cards, or (a seat that may not see its order, at
    a window joined from another computer) their number alone."""
    pile = reshuffle.get("pile")
    return len(pile) if isinstance(pile, list) else int(reshuffle.get("pile_size", 0))
