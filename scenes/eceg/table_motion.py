"""How the table turns game events into motion: dice thrown and landing, dice sliding
to the tray, prizes flying to their new owner, banners. A mixin of EcegTable (it
uses the scene's queue, dice, seats and pace); nothing here changes the game."""
from __future__ import annotations

import pygame

from scenes.eceg import defence, layout
from scenes.ui.sprites.die import Die, resting_places
from scenes.eceg.words import prize_name
from scenes.ui.tween import Tween, call, ease_in_out, wait

TUMBLE = (0.55, 0.75)            # seconds a thrown die takes to come to rest
TURN_BANNER, NO_PRIZE = 0.9, 1.0 # banners stay up while play goes on underneath
FLIGHT = 0.55                    # a prize flying to its new owner
READ_TAKE, READ_STEAL = 0.7, 1.4 # the take / steal banner stays this long after the card lands
SETTLE = 0.35                    # a computer's dice resting in its tray before it rolls again
STICKY = 3600.0                  # a banner that stays until the dice rest (cleared by landed())


class TableMotion:
    # ----- events become animations ------------------------------------------------
    def play(self, events: list[dict]) -> None:
        for event in events:
            kind = event["type"]
            pace = self.pace(event.get("player"))
            if kind == "turn":
                self.queue.add_waiting(lambda: not self.motions)
                self.queue.add(call(lambda e=event: self.start_turn(e["player"])), wait(0.25 * pace))
            elif kind == "roll":
                self.queue.add(call(lambda e=event, p=pace: self.throw(e["dice"], p)))
                self.queue.add_waiting(lambda: all(d.landed for d in self.dice))
                self.queue.add(call(lambda e=event: self.landed(e)))
            elif kind == "set_aside":
                self.queue.add(call(lambda e=event, p=pace: self.motions.extend(self.to_tray(e["dice"], p))))
                if self.players[event["player"]] is not None:     # a computer's dice reach its tray
                    self.queue.add_waiting(lambda: not self.motions)   # before it rolls again
                    self.queue.add(wait(SETTLE * pace))
            elif kind == "claim":
                begin, reading = self.move_prize(event, pace)
                self.queue.add(*begin)
                self.queue.add(*reading)
            elif kind == "turn_end" and event["prize"] is None:
                self.queue.add_waiting(lambda: not self.motions)
                hold = 0.9 if self.players[event["player"]] is None else 0.6 * pace   # people read it
                self.queue.add(call(lambda e=event, p=pace: self.no_prize(e["player"], p)), wait(hold))
        self.queue.add(call(self.sync))

    def sync(self) -> None:
        """The drawn position catches up with the game once a batch of events is shown."""
        owners = self.state.owners
        for i, owner in enumerate(owners):
            if i not in self.flying:
                self.shown_owners[i] = owner
        self.shown_counts = [list(c) for c in self.state.counts]

    def start_turn(self, seat: int) -> None:
        self.dice = []
        self.focus = None
        self.shown_seat = seat
        self.shown_counts = [list(c) for c in self.state.counts]
        state = self.state
        defence = state.in_defence() and state.seat == seat
        if defence:
            holder = state.counts[0][0]
            text = self.say("defence_turn", {"name": seat, "holder": holder}, n=3 - state.counts[0][1])
        else:
            text = self.say("turn_of", {"name": seat})
        self.message = text
        if self.pace(seat) > 0 or self.awaiting_start:
            # a defence try stays up until its dice rest: the rule of the turn must be read
            self.banner = (text, STICKY if defence else TURN_BANNER * max(self.pace(seat), 0.5))

    def landed(self, event: dict) -> None:
        """The dice are at rest: a sticky banner fades, and a computer's roll is named."""
        if self.banner and self.banner[1] > STICKY / 2:
            self.banner = (self.banner[0], 0.25)
        if self.players[event["player"]] is not None:
            dice = " ".join(map(str, event["dice"]))
            self.message = self.say("rolled", {"name": event["player"]}, dice=dice)

    def throw(self, values: list[int], pace: float) -> None:
        rolling = [d for d in self.dice if not d.kept]
        if len(rolling) != len(values):
            rolling = [Die(v, faces=self.match.rules.dice.faces) for v in values]
            self.dice = [d for d in self.dice if d.kept] + rolling
        targets = resting_places(len(values), defence.dice_area(self), self.visual_rng)
        rng = self.visual_rng
        for d, v, target in zip(rolling, values, targets):
            d.value, d.selected, d.hover = v, False, False
            start = (rng.uniform(layout.TRAY.left, layout.TRAY.right), layout.TRAY.top + 20)
            d.on_land = self.land_sound
            d.throw(start, target, rng.uniform(*TUMBLE) * pace, rng)
            if pace == 0:
                d.settle()
        if pace > 0:
            self.app.audio.play("rattle", 0.8)
        if not (self.banner and self.banner[1] > STICKY / 2):
            self.message = ""

    def land_sound(self, bounce: int) -> None:
        self.app.audio.play("land", 0.5 / bounce)

    def pick_dice(self, values) -> list[Die]:
        """Sprites showing `values`: the selected ones first (what a person clicked)."""
        pool = sorted((d for d in self.dice if not d.kept), key=lambda d: not d.selected)
        chosen = []
        for v in values:
            for d in pool:
                if d.value == v and d not in chosen:
                    chosen.append(d)
                    break
        return chosen

    def to_tray(self, values, pace: float) -> list[Tween]:
        chosen = self.pick_dice(values)
        slots = layout.tray_slots()
        used = sum(1 for d in self.dice if d.kept)
        tweens = []
        for k, d in enumerate(chosen):
            start, end = d.pos, slots[min(3, used + k)]
            d.kept, d.selected = True, False

            def move(x, d=d, start=start, end=end):
                d.pos = (start[0] + (end[0] - start[0]) * x, start[1] + (end[1] - start[1]) * x)
                d.angle *= (1 - x)
            tweens.append(Tween(0.3 * pace, move, ease_in_out))
            if pace == 0:
                tweens[-1].update(0)
        for d in self.dice:
            if not d.kept:
                d.selected = False
        return [tw for tw in tweens if not tw.finished]

    def move_prize(self, event: dict, pace: float) -> list[Tween]:
        index = self.state.table.index[event["prize"]]
        player = event["player"]
        victim = event["from"]

        read = (READ_TAKE if victim is None else READ_STEAL) * self.pace(None if self.players[player] is None
                                                                         else player)

        def begin():
            self.focus = None
            self.flying[index] = self.view.prize_rect(index)
            if victim is None:
                self.message = self.say("took", {"name": player}, prize=prize_name(event["prize"]))
            else:
                self.message = self.say("stole", {"name": player, "victim": victim},
                                        prize=prize_name(event["prize"]))
            if read > 0:     # announced where people look, until the reading time is over
                self.banner = (self.message, FLIGHT * pace + read)
            self.app.audio.play("steal" if victim is not None else "chime", 0.7)
            start = self.flying[index].copy()
            owners = list(self.shown_owners)
            owners[index] = player
            end = self.view.prize_rect(index, owners)
            self.shown_owners[index] = "flying"

            def fly(x):
                self.flying[index] = pygame.Rect(
                    round(start.x + (end.x - start.x) * x), round(start.y + (end.y - start.y) * x),
                    round(start.w + (end.w - start.w) * x), round(start.h + (end.h - start.h) * x))
            self.flights.append(Tween(FLIGHT * pace, fly, ease_in_out, land))
            if pace == 0:
                self.flights[-1].update(0)

        def land():
            self.flying.pop(index, None)
            self.shown_owners[index] = player
        return [call(begin)], [wait(FLIGHT * pace + read)]

    def no_prize(self, seat: int, pace: float) -> None:
        self.message = self.say("no_prize_of", {"name": seat})
        if pace > 0:
            self.banner = (self.message, NO_PRIZE * pace)
            self.app.audio.play("no_prize", 0.6)
