"""A Wazabi turn's steps once an action is accepted (shared/spec/wazabi.md, "A turn"):
the roll, drawing (from the pile, a reshuffle, a hand), the give dice, step 4's
choices, the targeted players' choices, the turn's end and the next turn's start.
GameState (state.py) checks each action and calls these; card effects are in
effects.py. Each step appends the log records of what happened to `out`, or writes
none when `out` is None (headless play without a log).
"""
from __future__ import annotations

from bisect import insort

from game.wazabi import legal, winning
from game.wazabi.actions import RuleError
from game.wazabi.cards import DRAW, FACES, GIVE, SKIP_TURN, WAZABI
from game.wazabi.phases import (GIVING, OVER, PLAYING, RESHUFFLE, ROLL, ROLL_OFF, TAKE, THEN_GIVE,
                                UNSEEN)
from game.wazabi.view import DIRECTION


class TurnSteps:
    """The steps of a turn, for GameState (whose fields they change)."""

    __slots__ = ()

    def _roll(self, faces: tuple[str, ...], out) -> None:
        want = self.rules.dice if self.phase == ROLL_OFF else self.dice[self.player]
        if len(faces) != want or not FACES.issuperset(faces):
            raise RuleError(f"the roll is {want} dice, each wazabi, draw or give, not {list(faces)} "
                            "(A turn 1: all of the player's dice)")
        faces = tuple(faces)
        if self.phase == ROLL_OFF:
            self._roll_off(faces, out)
        else:
            self._rolled(faces, faces.count(WAZABI), faces.count(DRAW), faces.count(GIVE), out)

    def _rolled(self, faces: tuple[str, ...], wazabi: int, draws: int, gives: int, out) -> None:
        self.rolled = faces
        self.wazabi = wazabi
        self.gives = self.gives_left = gives
        self.draws_left = draws
        self.after_draws = THEN_GIVE
        if out is not None:
            out.append({"type": "roll", "player": self.player, "faces": list(faces)})
        if draws:
            self.draw_on(out)
        elif gives:                         # step 3
            self.phase = GIVING
            self._legal = legal.gives(self._others[self.player])
        else:
            self._play_step(out)

    def _roll_off(self, faces: tuple[str, ...], out) -> None:
        """Setting up: the most wazabi faces starts; the tied roll again, in seat order."""
        if out is not None:
            out.append({"type": "first_roll", "player": self.player, "faces": list(faces)})
        self.rolloff.append(faces.count(WAZABI))
        if len(self.rolloff) < len(self.contenders):
            self.player = self.contenders[len(self.rolloff)]
            return
        best = max(self.rolloff)
        self.contenders = [s for s, n in zip(self.contenders, self.rolloff) if n == best]
        self.rolloff = []
        self.player = self.contenders[0]
        if len(self.contenders) == 1:
            self.starter = self.player
            self._begin_turn(self.player, out)

    def draw_on(self, out) -> None:
        """Draw the cards still owed from the pile; stop at a reshuffle (chance) or a
        choice of whose hand to draw from; then go on with what follows the draws."""
        hand, pile, player = self.hands[self.player], self.pile, self.player
        while self.draws_left:
            if pile:
                drawn = self.draws_left if self.draws_left <= len(pile) else len(pile)
                self.draws_left -= drawn
                cards = pile[-drawn:]           # from the top: the last card first
                del pile[-drawn:]
                hand += cards
                hand.sort()                     # (a hand is kept sorted)
                if out is not None:
                    out += [{"type": "draw", "player": player, "card": card, "from": None}
                            for card in reversed(cards)]
            elif self.discard:
                self.phase = RESHUFFLE
                return
            else:
                victims = tuple(s for s in self._others[player] if self.hands[s])
                if victims:
                    self.take_from = victims
                    self._legal = legal.takes(victims)
                    self.phase = TAKE
                    return
                self.draws_left = 0      # no card anywhere to draw: the drawing stops
        if self.after_draws != THEN_GIVE:
            self.end_effect(out)
        elif self.gives_left:               # step 3
            self.phase = GIVING
            self._legal = legal.gives(self._others[player])
        else:
            self._play_step(out)

    def _take_from(self, victim: int) -> None:
        self.victim = victim
        self.phase = UNSEEN

    def _reshuffle(self, order: tuple[str, ...], out) -> None:
        if sorted(order) != sorted(self.discard):
            raise RuleError("a reshuffle makes the new pile of exactly the discard pile's cards "
                            "(A turn, drawing)")
        self._reshuffled(list(order), out)

    def _reshuffled(self, order: list[str], out) -> None:
        self.pile = order[::-1]
        self.discard = []
        if out is not None:
            out.append({"type": "reshuffle", "pile": order})
        self.draw_on(out)

    def _unseen(self, card: str, out) -> None:
        victim = self.victim
        if card not in self.hands[victim]:
            raise RuleError(f"seat {victim} holds no {card!r}: a card taken unseen comes from "
                            "the chosen hand (A turn, drawing)")
        self.hands[victim].remove(card)
        insort(self.hands[self.player], card)
        self.taken += ((self.player, victim, card, len(self.played)),)
        self.victim, self.take_from = None, ()
        self.draws_left -= 1
        if out is not None:
            out.append({"type": "draw", "player": self.player, "card": card, "from": victim})
        self.draw_on(out)

    def _give(self, to: int, out) -> None:
        player = self.player
        if to not in self._others[player]:
            raise RuleError(f"give to seat {to}: each give die goes to another player still "
                            "in the game (A turn 3)")
        dice = self.dice
        dice[player] -= 1
        dice[to] += 1
        self.gives_left -= 1
        if out is not None:
            out.append({"type": "give", "player": player, "to": to})
        if not dice[player]:
            self.finish(player, out)
            if self.phase != OVER:
                self._end_turn(out)
        elif not self.gives_left:
            self._play_step(out)

    def _play_step(self, out) -> None:
        """Step 4, or the turn's end when no card in hand can be played."""
        player = self.player
        self._legal = legal.plays(self.hands[player], self.wazabi, self.gives,
                                  self._others[player], self.hands)
        if self._legal:
            self.phase = PLAYING
        else:
            self._end_turn(out)

    def _keep(self, seat: int, cards: tuple[str, ...], out) -> None:
        hand, keep = self.hands[seat], self.keep_of(seat)
        rest = list(hand)
        for card in cards:
            if card not in rest:
                rest = None
                break
            rest.remove(card)
        if rest is None or len(rest) != keep:
            raise RuleError(f"seat {seat} keeps {keep} of their own cards and discards the rest, "
                            f"not {list(cards)} (The cards: {self.in_play})")
        self.hands[seat] = rest
        self.discard.extend(cards)
        self.keepers = [k for k in self.keepers if k[0] != seat]
        if out is not None:
            out.append({"type": "discard", "player": seat, "cards": list(cards)})
        if not self.keepers:
            self.end_effect(out)

    def end_effect(self, out) -> None:
        """The played card's effect is over: the card goes on the discard pile (after
        its effect, as the rulebook's example says), and the turn ends."""
        if self.in_play is not None:
            self.discard.append(self.in_play)
            self.in_play = None
        self._end_turn(out)

    def _end_turn(self, out) -> None:
        seat = self.player
        if out is not None:
            out.append({"type": "turn_end", "player": seat})
        finished = self.finished
        if not self.again or finished[seat]:
            n, step = self.rules.players, self.direction     # next_seat, inline
            seat = (seat + step) % n
            while finished[seat]:
                seat = (seat + step) % n
        self.again = False
        if self.skips[seat]:
            self._begin_turn(seat, out)
            return
        self.turns += 1                     # _begin_turn with nothing to skip, inline
        self.player = seat
        self.phase = ROLL
        self.rolled = ()
        self.wazabi = self.gives = self.gives_left = 0
        if out is not None:
            out.append({"type": "turn", "player": seat, "direction": DIRECTION[self.direction]})

    def begin_turn(self, seat: int) -> list[dict]:
        """Step 0 (skip while skip_turn cards lie before the player), then the turn;
        return the log records."""
        out = []
        self._begin_turn(seat, out)
        return out

    def _begin_turn(self, seat: int, out) -> None:
        skips = self.skips
        while skips[seat]:
            skips[seat] -= 1
            self.discard.append(SKIP_TURN)
            if out is not None:
                out.append({"type": "skip", "player": seat})
            seat = self.next_seat(seat, self.direction)
        self.turns += 1
        self.player = seat
        self.phase = ROLL
        self.rolled = ()
        self.wazabi = self.gives = self.gives_left = 0
        if out is not None:
            out.append({"type": "turn", "player": seat, "direction": DIRECTION[self.direction]})

    def finish(self, seat: int, out) -> None:
        winning.finish(self, seat, out)
