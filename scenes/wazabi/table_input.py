"""What a person does at Wazabi's table, by mouse and by keyboard alike: roll; give
each give die to a seat; play a card (with its target or direction) or pass; keep
cards when targeted; take a card unseen when pile and discard are empty. The
choices offered are the engine's legal actions of the seat, nothing else. A mixin
of the table layer (scenes/wazabi/table.py), whose `act` sends an action to the driver."""
from __future__ import annotations

import pygame

from game.wazabi.actions import END_TURN, Discard, Give, Play, TakeFrom
from game.wazabi.cards import COST, DROP_ONE, LEFT, RIGHT, STEAL_CARD
from game.wazabi.phases import GIVING, KEEPING, PLAYING, TAKE
from scenes.ui.text import counted, t
from scenes.wazabi.words import card_name

DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
BACK = (pygame.K_LEFT, pygame.K_UP)
# Space or Enter this soon after the motion was hurried, or a click this soon where the
# hurrying click was, is the same mashing, not a choice: it would mark or play the card
# in focus the moment the person's turn comes up (a click elsewhere is a choice)
MASHED = 0.35
MASHED_REACH = 12            # pixels: a click this near the one that hurried is the same mashing


class TableInput:
    # ----- what is being chosen -------------------------------------------------------
    def reset_choice(self) -> None:
        self.pending = None          # a card picked that still needs a target or a direction
        self.focus = 0               # index into the options of the current choice
        self.keep_marks: set[int] = set()

    def current(self) -> tuple[str, int] | None:
        found = self.decision()
        if found is None or (len(self.people) > 1 and self.looker != found[1]):
            return None
        return found

    def decision_is(self, what: str) -> bool:
        found = self.current()
        return found is not None and found[0] == what

    def seat_options(self) -> list[int]:
        """Seats to click or focus now: give, take, or the target of a pending card."""
        found = self.current()
        if found is None:
            return []
        legal = self.legal(found[1])
        if found[0] == GIVING:
            return [a.to for a in legal if isinstance(a, Give)]
        if found[0] == TAKE:
            return [a.victim for a in legal if isinstance(a, TakeFrom)]
        if found[0] == PLAYING and self.pending is not None:
            return [a.target for a in legal if isinstance(a, Play) and a.card == self.pending
                    and a.target is not None]
        return []

    def card_options(self) -> list[int]:
        """Hand indices to focus now: the playable cards, or every card when keeping."""
        found = self.current()
        if found is None:
            return []
        hand = self.shown_hand(found[1])
        if found[0] == KEEPING or found[0] == "keep":
            return list(range(len(hand)))
        if found[0] == PLAYING and self.pending is None:
            playable = {a.card for a in self.legal(found[1]) if isinstance(a, Play)}
            return [i for i, card in enumerate(hand) if card in playable]
        return []

    def focus_seat(self) -> int | None:
        options = self.seat_options()
        return options[self.focus % len(options)] if options else None

    def focus_card(self) -> int | None:
        options = self.card_options()
        return options[self.focus % len(options)] if options else None

    def card_states(self, hand) -> tuple[set | None, dict]:
        """While a card may be played: the playable indices, and why each other is not."""
        found = self.current()
        if found is None or found[0] != PLAYING or self.pending is not None:
            return None, {}
        playable = set(self.card_options())
        wazabi, gives = self.state.wazabi, self.state.gives
        reasons = {}
        for i, card in enumerate(hand):
            if i not in playable:
                reasons[i] = (t("wz_needs", n=COST[card]) if COST[card] > wazabi else
                              t("wz_no_drop") if card == DROP_ONE and gives >= 2 else t("wz_no_target"))
        return playable, reasons

    def hint(self) -> str:
        found = self.current()
        if found is None:
            return ""
        what, seat = found
        if what == "roll":
            return counted("wz_roll_hint", self.state.dice[seat], name=self.seat_name(seat))
        if what == GIVING:
            return t("wz_give_hint", n=self.state.gives_left, name=self.seat_name(seat))
        if what == TAKE:
            if self.state.in_play == STEAL_CARD:
                # the card's target chosen, the card is taken from that hand: not an empty pile
                return t("wz_steal_take_hint", card=card_name(STEAL_CARD),
                         name=self.seat_name(self.state.take_from[0]))
            return t("wz_take_hint")
        if what == "keep":
            # in another player's turn: the hand shown is the keeper's, and the hint says whose
            return counted("wz_keep_hint", self.state.keep_of(seat), name=self.seat_name(seat))
        if self.pending is not None:
            key = "wz_target_hint" if self.seat_options() else "wz_direction_hint"
            return t(key, card=card_name(self.pending))
        # named, as the roll: at one screen the hand under the first seat's panel may be another's
        return t("wz_play_hint", name=self.seat_name(seat))

    def keys_line(self) -> str:
        """The keys the table answers to, in its top right corner: U only where a take-back
        can be (one person alone against computers; between people, or with a player joined
        from another computer, nothing is taken back)."""
        if self.driver.joined:          # a seat joined from another computer
            line = t("wz_keys_joined")
        else:
            alone = self.takes_back and self.driver.offers_take_back()
            line = t("wz_keys" if alone else "wz_keys_no_undo")
        if self.hint_offered():        # H named only where it gives a hint (before "Esc pause")
            parts = line.split(" · ")
            line = " · ".join(parts[:-1] + [t("wz_key_hint"), parts[-1]])
        return line

    # ----- the buttons beside the hand ----------------------------------------------------
    def main_shown(self) -> bool:
        found = self.current()
        return found is not None and found[0] in ("roll", PLAYING, "keep") and not self.seat_options()

    def main_label(self) -> str:
        found = self.current()
        what = found[0] if found else ""
        if what == "roll":
            return t("wz_roll")
        if what == "keep":
            return t("wz_keep")
        return t("wz_left") if self.pending is not None else t("wz_pass")

    def main_enabled(self) -> bool:
        found = self.current()
        if found is not None and found[0] == "keep":
            return len(self.keep_marks) == self.state.keep_of(found[1])
        return True

    def main_press(self) -> None:
        found = self.current()
        if found is None:
            return
        if found[0] == "roll":
            self.roll()
        elif found[0] == "keep":
            self.keep()
        elif self.pending is not None:
            self.direction(LEFT)
        else:
            self.act(found[1], END_TURN)

    def second_shown(self) -> bool:
        return self.decision_is(PLAYING) and self.pending is not None and not self.seat_options()

    def second_enabled(self) -> bool:
        return True

    def second_press(self) -> None:
        self.direction(RIGHT)

    # ----- doing it -------------------------------------------------------------------
    def choose_seat(self, seat: int) -> None:
        found = self.current()
        if found is None or seat not in self.seat_options():
            return
        self.app.audio.play("click")
        if found[0] == GIVING:
            self.act(found[1], Give(seat))
        elif found[0] == TAKE:
            self.act(found[1], TakeFrom(seat))
        else:
            self.act(found[1], Play(self.pending, seat))

    def choose_card(self, index: int) -> None:
        found = self.current()
        if found is None or index not in self.card_options():
            return
        if found[0] == "keep":
            self.keep_marks ^= {index}
            self.focus = index
            self.app.audio.play("click", 0.5)
            return
        card = self.shown_hand(found[1])[index]
        actions = [a for a in self.legal(found[1]) if isinstance(a, Play) and a.card == card]
        if len(actions) == 1 and actions[0].target is None and actions[0].direction is None:
            self.app.audio.play("click")
            self.act(found[1], actions[0])
        else:                           # a target or a direction to choose first
            self.pending, self.focus = card, 0

    def direction(self, way: str) -> None:
        found = self.current()
        if found is not None and self.pending is not None:
            self.act(found[1], Play(self.pending, None, way))

    def keep(self) -> None:
        found = self.current()
        if found is None or not self.main_enabled():
            return
        hand = self.shown_hand(found[1])
        thrown = tuple(card for i, card in enumerate(hand) if i not in self.keep_marks)
        action = Discard(thrown)
        if action in self.legal(found[1]):
            self.act(found[1], action)

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, event):
        """A person's input; a key the table does not use (Esc with no card picked, L, E,
        T) is returned to the table screen, which pauses, shows the history..."""
        if event.type == pygame.KEYDOWN:
            return None if self.key(event) else event
        if event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        return None

    def key(self, event) -> bool:
        """True when the key was the table's."""
        k = event.key
        if k == pygame.K_h:             # the hint, shown or hidden: it decides nothing
            self.toggle_hint()
            return True
        if k == pygame.K_ESCAPE and self.hint_shown:
            self.close_hint()
            return True
        if k == pygame.K_ESCAPE:
            if self.pending is None:
                return False
            self.pending, self.focus = None, 0
            return True
        found = self.current()
        if found is None:
            if k in ENTER:
                self.hurry()
                self.hurried_where = None
                return True
            return False
        if k in ENTER and self.just_hurried():
            return True
        what = found[0]
        seats, cards = self.seat_options(), self.card_options()
        if what == "roll" and k in ENTER:
            self.roll()
        elif what == PLAYING and self.pending is not None and not seats and k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.direction(LEFT if k == pygame.K_LEFT else RIGHT)
        elif k == pygame.K_p and what == PLAYING and self.pending is None:
            self.main_press()
        elif k in DIGITS:
            n = DIGITS[k] - 1
            if seats:
                self.choose_seat(n)
            elif cards:
                self.choose_card(n)
        elif k in NEXT or k in BACK:
            options = seats or cards
            if options:
                back = k in BACK or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                at = options.index(self.focus_seat() if seats else self.focus_card())
                self.focus = (at + (-1 if back else 1)) % len(options)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and what == "keep":
            self.keep()
        elif k in ENTER:
            if seats:
                self.choose_seat(self.focus_seat())
            elif cards and what == PLAYING:
                self.choose_card(self.focus_card())
            elif cards and what == "keep":
                self.choose_card(self.focus_card())
        else:
            return False
        return True

    def just_hurried(self) -> bool:
        """Was the motion hurried a moment ago (a Space or a click now is the same mashing)?"""
        return self.hurried_at is not None and self.time - self.hurried_at < MASHED

    def click(self, pos) -> None:
        if self.hint_shown and self.hint_rect is not None and self.hint_rect.collidepoint(pos):
            self.close_hint()            # a click on the hint's panel closes it, and nothing under it
            return
        if self.queue.busy:          # things are moving: a click hurries them
            self.hurry()
            self.hurried_where = pos
            return
        if self.just_hurried() and self.hurried_where is not None and \
                max(abs(pos[0] - self.hurried_where[0]), abs(pos[1] - self.hurried_where[1])) < MASHED_REACH:
            return                   # the hurrying click again, where it was: not a choice
        for button, shown in ((self.view.main_button, self.main_shown()),
                              (self.view.second_button, self.second_shown())):
            if shown and button.rect.collidepoint(pos):
                button.press()
                return
        seat = self.view.seat_at(pos)
        if seat is not None and seat in self.seat_options():
            self.choose_seat(seat)
            return
        index = self.view.card_at(pos)
        if index is not None:
            self.choose_card(index)
