"""Wazabi's tutorial (the title's Tutorial entry for this game): a first turn guided
on the real table, against the Teacher. The deal and the first dice are prepared, so
every step has something to show: you roll two W, a card and a die; the card face
draws a Drop one from the pile; the die face is given to the Teacher; then Drop one
is the card to play (two more are dimmed with the reason, one glows but is not the
lesson's). Before each step a card says what it is and how to do it, by keyboard or
mouse; a wrong choice gets a hint and changes nothing. After the turn the game goes
on as a real one (not saved, not counted) until it ends or Esc leaves."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.contract import CHANCE
from game.core.match import Match, Seat
from game.wazabi.actions import END_TURN, Play, Roll
from game.wazabi.cards import DECK, DRAW, DRAW_THREE, DROP_ONE, DROP_TWO, GIVE, GIVE_ONE, PLAY_AGAIN, WAZABI
from game.wazabi.phases import GIVING, PLAYING, ROLL, ROLL_OFF
from game.wazabi.rules import Rules

from scenes.shell.seating import HUMAN, SeatConfig
from scenes.shell.table_scene import TableScene, open_table
from scenes.ui import assets, pen, theme
from scenes.ui.overlay import dim
from scenes.ui.text import t
from scenes.ui.tween import call
from scenes.wazabi.game_config import GameConfig, computer_players
from scenes.wazabi.table import WazabiTable
from scenes.wazabi.words import card_name

YOU, TEACHER = 0, 1
TEACHER_KIND = "easy"
YOUR_HAND = (DROP_TWO, GIVE_ONE, PLAY_AGAIN)        # cost 3, 3 and 0: two dimmed, one glowing
TEACHER_HAND = (DROP_ONE, DROP_ONE, DRAW_THREE)
PILE_TOP = (DROP_ONE,)                               # the card your card face draws
# the roll-off (you start), then your first roll: two W, a card and a die
SCRIPT = ((WAZABI,) * 4, (WAZABI, DRAW, DRAW, GIVE), (WAZABI, WAZABI, DRAW, GIVE))
LESSON_CARD = Play(DROP_ONE)
PANEL = pygame.Rect(14, 52, 470, 182)       # top left: free with two seats (one at the top, one below)
CARD_BESIDE = pygame.Rect(770, 104, 496, 0)     # the words of a step, right of the pile and the dice
BESIDE_HEIGHT = 288          # ...above the notice, the hint over the hand and your roll's line (at 150 % too)
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class PreparedDeal(Rules):
    """Wazabi's rules with the deal laid out for the lesson: these hands, these cards
    on top of the pile, the rest of the deck shuffled under them."""
    hands: tuple = ()
    pile_top: tuple = ()

    def deal(self, rng):
        rest = list(DECK)
        for card in (*(c for hand in self.hands for c in hand), *self.pile_top):
            rest.remove(card)
        rng.shuffle(rest)
        return [list(hand) for hand in self.hands], list(self.pile_top) + rest


class ScriptedMatch(Match):
    """A match whose next throws are given in advance; once the script runs out the
    dice come from the seeded source as usual."""
    replays_from_seed = False       # its dice (or deal) are set, not drawn from the seed

    def __init__(self, rules, seats, seed, script=()):
        super().__init__(rules, seats, seed, record=True)
        self.script = [tuple(faces) for faces in script]

    def chance(self):
        if self.script and self.state.phase in (ROLL, ROLL_OFF):
            return self.apply(CHANCE, Roll(self.script.pop(0)))
        return super().chance()


def tutorial_config() -> GameConfig:
    colours = [c for _, c in theme.SEAT_COLOURS]
    return GameConfig((SeatConfig(t("seat_name", n=1), colours[0], HUMAN),
                       SeatConfig(t("wz_tut_teacher"), colours[1], TEACHER_KIND)))


def tutorial(app) -> TableScene:
    """The "tutorial" role: the lesson's table (not saved, not counted)."""
    config = tutorial_config()
    rules = PreparedDeal(players=2, hands=(YOUR_HAND, TEACHER_HAND), pile_top=PILE_TOP)
    match = ScriptedMatch(rules, [Seat(s.name, s.kind) for s in config.seats], app.new_seed(), SCRIPT)
    return open_table(app, config, match, TutorialTable, computer_players(config, match), keep=False)


class TutorialTable(WazabiTable):
    """The table layer with the lesson's cards and panel over it."""
    takes_back = confirms = False       # the lesson leads each move: nothing asked, nothing undone

    def __init__(self, driver):
        super().__init__(driver)
        past = driver.script is not None      # showing a past turn again (T): the lesson is over
        self.card: str | None = None if past else "wz_tut_goal"     # the words on screen before the next step
        self.told_cards = {"wz_tut_goal"}
        self.step = "done" if past else "roll"    # the lesson: roll, the turn (draw, give, play), after it, done
        self.hint_text = ""
        self.hand_held = False       # the hand waits for the drawn card's flight

    # ----- the lesson's cards --------------------------------------------------------
    def show(self, card: str) -> None:
        if card not in self.told_cards:
            self.told_cards.add(card)
            self.card, self.banner = card, None

    def words(self, key: str) -> str:
        return t(key, teacher=self.seat_name(TEACHER), card=card_name(DROP_ONE))

    def before_next(self) -> bool:
        """The table waits while a card is read; before your roll, your gives, your play
        and after your turn, a card first."""
        if self.card is not None:
            return True
        found = self.decision()
        if found is not None and found[1] == YOU and self.step in ("roll", "turn"):
            card = {"roll": "wz_tut_roll", GIVING: "wz_tut_give", PLAYING: "wz_tut_play"}.get(found[0])
            if card is not None and card not in self.told_cards:
                self.show(card)
                return True
        if self.step == "after":             # (the driver asks only when the queue is empty)
            self.step = "done"
            self.show("wz_tut_done")
            return True
        return False

    def play(self, events: list[dict]) -> None:
        """Your first roll: the dice land, the draw is explained, then the card flies."""
        draws = [k for k, e in enumerate(events) if e["type"] == "draw" and e["player"] == YOU]
        if self.step != "roll" or not draws:
            super().play(events)
            return
        self.step = "turn"
        self.queue.add(call(lambda: setattr(self, "hand_held", True)))
        super().play(events[:draws[0]])        # its closing catch-up is held: the card is not in hand yet
        self.queue.add(call(lambda: setattr(self, "hand_held", False)), call(lambda: self.show("wz_tut_draw")))
        self.queue.add_waiting(lambda: self.card is None)
        super().play(events[draws[0]:])

    def sync(self) -> None:
        if not self.hand_held:
            super().sync()

    def act(self, seat: int, action) -> None:
        """In the lesson's play step only Drop one goes through; anything else is a hint."""
        if seat == YOU and self.step == "turn" and self.state.phase == PLAYING:
            if action != LESSON_CARD:
                self.hint_text = self.words("wz_tut_no_pass" if action == END_TURN else "wz_tut_wrong_card")
                self.app.audio.play("no_prize", 0.5)
                return
            self.step, self.hint_text = "after", ""
        super().act(seat, action)

    def hint_seat(self) -> int | None:
        """The hint (H) waits for the lesson's end: the lesson says what to do until then."""
        return super().hint_seat() if self.step == "done" else None

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, event):
        """While a card shows, a key or click only reads on (Esc still pauses: the table
        screen's)."""
        if self.card is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return event
            if (event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS) or \
                    (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                self.card = None
            return None
        return super().handle_event(event)

    # ----- drawing ---------------------------------------------------------------------
    def panel_text(self) -> str:
        if self.step == "turn":
            key = "wz_tut_do_play" if self.state.phase == PLAYING else "wz_tut_do_give"
        else:
            key = {"roll": "wz_tut_do_roll", "after": "wz_tut_do_after", "done": "wz_tut_do_done"}[self.step]
        return self.words(key)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.card is not None:
            self.draw_card(surface)
            return
        if self.hint_shown:             # the hint's panel reaches over the lesson's corner
            return
        lines = [(line, 18, theme.CREAM, "body") for line in assets.wrap(self.panel_text(), 18, PANEL.width - 28)]
        lines += [(line, 17, theme.GOLD, "bold") for line in assets.wrap(self.hint_text, 17, PANEL.width - 28, "bold")]
        title = assets.text(t("wz_tut_title"), 17, theme.GOLD, "bold")
        words_top = max(36, 12 + title.get_height())
        box = PANEL.copy()
        box.height = words_top + 10 + assets.grown(23) * len(lines)            # as tall as its words
        pen.rect(surface, (8, 24, 16), box, border_radius=14)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=14)
        surface.blit(title, (box.x + 14, box.y + 10))
        y = box.y + words_top
        for line, size, colour, style in lines:
            surface.blit(assets.text(line, size, colour, style), (box.x + 14, y))
            y += assets.grown(23)

    def draw_card(self, surface) -> None:
        """The words before a step: over the dimmed table at first, then beside the
        table (the dice and the hand they speak of stay in sight)."""
        first = self.card == "wz_tut_goal"
        width = 780 if first else CARD_BESIDE.width
        title = assets.shadowed(t("wz_tut_title"), 28, theme.GOLD, "display")
        words_top = max(64, title.get_height() + 24)
        # beside the table, the words keep above the table's own lines (the notice, the
        # hint over the hand): smaller at a large text size, never below their 100 % size
        size, floor = 21.0, 21 / pen.text_size()
        while True:
            lines = [line for part in self.words(self.card).split("\n") for line in assets.wrap(part, size, width - 44)]
            height = words_top + 62 + assets.grown(size + 8) * len(lines)
            if first or height <= BESIDE_HEIGHT or size <= floor:
                break
            size = max(floor, size - 1)
        if first:
            surface.blit(dim(surface.get_size()), (0, 0))
            box = pygame.Rect(0, 0, width, height)
            box.center = (640, 340)
        else:
            box = pygame.Rect(CARD_BESIDE.topleft, (width, height))
        pen.rect(surface, (10, 30, 20), box, border_radius=18)
        pen.rect(surface, theme.GOLD, box, 3, border_radius=18)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        y = box.y + words_top
        for line in lines:
            img = assets.text(line, size, theme.CREAM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += assets.grown(size + 8)
        go = assets.text(t("wz_tut_continue"), 18, theme.GOLD, "bold")
        surface.blit(go, go.get_rect(midbottom=(box.centerx, box.bottom - 16)))
