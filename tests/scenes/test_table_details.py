"""Issue 12's smaller points at Easy Come, Easy Go's table, checked on what is drawn
and what the scenes do, in English and French: the roll-off labels an earlier tied
total, the hint names the button's own word, a tooltip leaves with its card, card 9
clears the wooden frame, and small cards read as words."""
from __future__ import annotations

import pygame
import pytest

import random

from game.core.match import Match, Seat
from scenes import registry
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.rolloff import RollOffScene
from scenes.eceg.table import table as eceg_table
from scenes.shell.table_scene import TableScene
from scenes.eceg.tutorial import ROLL_OFF, ScriptedMatch
from scenes.ui.text import t

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step, step_until, until_deciding

DIGITS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4]

registry.games()


def tied_seed(players: int) -> tuple[int, int]:
    """A seed whose first roll-off round ends with every seat on the same total, and that
    total, found by throwing a bare match's dice (not the scene's)."""
    for seed in range(2000):
        match = Match(GameConfig(tuple(SeatConfig(f"P{i}", (0, 0, 0), "easy") for i in range(players))).rules(),
                      [Seat(f"P{i}", "easy") for i in range(players)], seed)
        totals = {sum(match.chance()[0]["dice"]) for _ in range(players)}
        if len(totals) == 1:
            return seed, totals.pop()
    raise AssertionError("no tied first round in 2000 seeds")


def recorded_frame(app):
    """The next frame drawn on a surface that keeps where each line of text went."""
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    try:
        return app.render()
    finally:
        app.screen = plain


@pytest.mark.parametrize("lang, words", [("en", "tied: {}"), ("fr", "égalité : {}")])
def test_the_roll_off_labels_the_earlier_tied_total(monkeypatch, lang, words):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", lang)
    seed, total = tied_seed(2)
    config = GameConfig((SeatConfig("Ann", (200, 0, 0), "easy"), SeatConfig("Ben", (0, 0, 200), "easy")), seed=seed)
    scene = RollOffScene(app, config)
    app.push(scene)
    while not scene.done:
        step(app, 0.1)
    frame = recorded_frame(app)
    drawn = [(rect, message) for rect, message in frame.texts]
    for seat in (0, 1):
        row = pygame.Rect(300, scene.row_y(seat) - scene.row_h // 2, 720, scene.row_h)
        in_row = [message for rect, message in drawn if row.contains(rect)]
        assert words.format(total) in in_row, in_row        # the label, not a bare number
        assert str(total) not in in_row or scene.totals[seat] == total
    assert not text_boxes.overlaps(frame)


def person_first(app, script, seed=7) -> TableScene:
    """Ana (a person) against a computer; Ana starts and her dice are `script`'s."""
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "easy")))
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], seed,
                          script=ROLL_OFF + script)
    match.chance(), match.chance()
    table = eceg_table(app, config, match)
    app.push(table)
    return table


def select(app, table, values) -> None:
    rolled, taken = table.layer.rolled_dice(), []
    for v in values:
        n = next(i for i, d in enumerate(rolled) if d.value == v and i not in taken)
        taken.append(n)
        key(app, DIGITS[n])


@pytest.mark.parametrize("lang, button", [("en", "End turn"), ("fr", "Finir le tour")])
@pytest.mark.parametrize("last, prize", [(5, None), (4, "seven")])
def test_with_one_die_left_the_hint_says_end_turn_like_the_button(monkeypatch, lang, button, last, prize):
    """0 1 2 set aside, one die left: a 5 (0 1 2 5 fits nothing) or a 4 (0 1 2 4 is exactly 7)."""
    text_boxes.record(monkeypatch)
    app = make_app("--lang", lang)
    table = person_first(app, [(0, 1, 2, 5), (last,)])
    until_deciding(app, table)
    select(app, table, [0, 1, 2])
    key(app, pygame.K_SPACE)
    until_deciding(app, table)
    assert table.state.kept == (0, 1, 2) and table.state.rolled == (last,)
    assert table.state.claimable() == ((prize,) if prize else ())
    for selected in (False, True):
        if selected:
            key(app, pygame.K_1)
        frame = recorded_frame(app)
        drawn = [message for _rect, message in frame.texts]
        assert button in drawn                                  # the button's face
        hint = table.layer.view.hint()
        assert hint in drawn and button in hint, hint
        if prize:                                               # the other way out is said too
            assert ("Enter" if lang == "en" else "Entrée") in hint
    key(app, pygame.K_SPACE)                                    # the button does what it said
    step_until(app, lambda: table.state.seat == 1, limit=10)
    assert table.match.log[-2]["type"] == "turn_end" and table.match.log[-2]["prize"] is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_always_names_what_the_button_says(lang):
    """Random choices through a few of a person's turns: whatever is selected, the hint
    line names the word on the button (Roll or End turn)."""
    app = make_app("--lang", lang, "--speed", "instant")
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "easy")), seed=5)
    match = config.build_match(5)
    while match.state.phase == "roll_off":
        match.chance()
    table = eceg_table(app, config, match)
    app.push(table)
    rng = random.Random(3)
    seen = set()
    for _ in range(40):
        until_deciding(app, table, limit=60, or_over=True)
        if table.state.is_over():
            break
        for d in table.layer.rolled_dice():
            d.selected = rng.random() < 0.5
        label = table.layer.view.roll_label()
        seen.add(label)
        assert label in table.layer.view.hint(), (label, table.layer.view.hint())
        if not table.layer.selected_values():
            key(app, pygame.K_1)
        key(app, pygame.K_SPACE)
        step(app, 0.05)
    assert seen == {t("roll"), t("end_turn")}


class Scripted:
    """A computer seat whose answers are given in advance."""
    kind = "scripted"

    def __init__(self, actions):
        self.actions = list(actions)

    def choose(self, state):
        return self.actions.pop(0)


def move_mouse(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tooltip_leaves_with_its_card(monkeypatch, lang):
    """Bot takes Exactly 7, then Exactly 13; the pointer rests on Bot's first small card
    (Exactly 7: its name shows beside it); Ana steals it: the name is gone at once, with
    no mouse move, and stays gone, and Exactly 13 sliding into its place shows nothing
    until the mouse moves. Over a card the name shows; it goes when the mouse leaves the
    window."""
    from game.eceg.actions import Take
    from scenes.eceg.words import prize_name
    text_boxes.record(monkeypatch)
    app = make_app("--lang", lang)
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "easy")))
    no_prize = (0, 1, 2, 5)
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 7,
                          script=ROLL_OFF + [no_prize, (0, 1, 2, 4), no_prize, (1, 3, 4, 5), (1, 1, 2, 3)])
    match.chance(), match.chance()
    table = eceg_table(app, config, match, players=[None, Scripted([Take("seven"), Take("thirteen")])])
    app.push(table)
    for _ in range(2):                            # Ana: no prize; Bot takes a prize
        until_deciding(app, table)
        select(app, table, list(no_prize))
        key(app, pygame.K_SPACE)
    until_deciding(app, table)                    # Ana rolled 1 1 2 3: exactly 7, Bot's
    seven, thirteen = match.state.table.index["seven"], match.state.table.index["thirteen"]
    assert table.layer.shown_owners[seven] == table.layer.shown_owners[thirteen] == 1 and not table.layer.flying

    pointer = [(0, 0)]

    def move(pos):
        pointer[0] = pos
        move_mouse(app, pos)

    def names_drawn():
        """Text drawn just below and right of the pointer, where a tooltip goes (the small
        cards' own labels may be the same words: they are centred on their cards)."""
        x, y = pointer[0]
        return [m for r, m in recorded_frame(app).texts
                if r.left >= x + 12 and y + 8 <= r.top <= y + 40 and any(c.isalpha() for c in m)]

    spot = table.layer.view.prize_rect(seven).center
    move(spot)
    assert names_drawn() == [prize_name("seven")]
    while table.layer.focus != seven:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                     # the steal: the card flies to Ana
    step(app, 1 / 60)
    assert seven in table.layer.flying
    for _ in range(200):                          # during the flight and after it
        assert names_drawn() == []
        step(app, 1 / 60)
        if not table.layer.flights:
            break
    assert table.layer.shown_owners[seven] == 0
    assert table.layer.view.prize_rect(thirteen).collidepoint(spot)      # slid under the pointer
    assert names_drawn() == []
    move((spot[0] + 1, spot[1]))
    assert names_drawn() == [prize_name("thirteen")]
    move(table.layer.view.prize_rect(seven).center)      # Ana's own small card now
    assert names_drawn() == [prize_name("seven")]
    app.dispatch(pygame.event.Event(pygame.WINDOWLEAVE))
    assert names_drawn() == []


def test_card_9_and_its_rings_clear_the_wooden_frame():
    """The cards keep a margin from the wood, and card 9 (a straight: 1 2 3 4), glowing
    and chosen with Tab, paints nothing on the frame: the wood's pixels beside and above
    it are those of the bare felt, whatever the glow's pulse."""
    from game.core.contract import CHANCE
    from game.eceg.actions import Roll
    from scenes.eceg import layout
    from scenes.ui.sprites.felt import felt
    inside = layout.FELT.inflate(-16, -16)
    for rect in layout.card_rects():
        assert inside.contains(rect), rect
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Ben", (70, 130, 220))))
    match = config.build_match(1)
    match.apply(CHANCE, Roll((5, 5, 5, 5)))
    match.apply(CHANCE, Roll((0, 0, 0, 0)))
    table = eceg_table(app, config, match)
    app.push(table)
    table.layer.play(match.apply(CHANCE, Roll((1, 2, 3, 4))))
    step_until(app, lambda: table.layer.awaiting_human, limit=5)
    nine = match.state.table.index["straight"]
    assert nine == 8 and table.layer.claimable() == [nine]
    key(app, pygame.K_TAB)
    assert table.layer.focus == nine
    assert layout.FELT.contains(table.layer.view.focus_ring(nine))
    bare = felt(app.screen.get_size())
    card = table.layer.view.prize_rect(nine)
    wood = [(x, y) for x in range(layout.FELT.right, 1280) for y in range(max(0, card.top - 30), card.bottom + 30, 3)]
    wood += [(x, y) for x in range(card.left - 30, 1280, 3) for y in range(0, layout.FELT.top)]
    for _ in range(8):                       # the glow pulses: look at several moments
        step(app, 0.09)
        frame = app.render()
        assert [p for p in wood if frame.get_at(p) != bare.get_at(p)] == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_small_card_reads_as_words(monkeypatch, lang):
    """Each prize's small card (both dice sets) prints its catalog label, whole, inside
    the card, and the label is words: no "3+1", "= 7", "17+" or "4-7" shorthand."""
    import re
    from game.eceg.prizes import prize_table
    from scenes.eceg import card
    from scenes.eceg.words import PRIZE_SHORT
    text_boxes.record(monkeypatch)
    make_app("--lang", lang)
    card.mini.cache_clear()
    ids = {p.id for faces in ("0-5", "1-6") for p in prize_table(faces).prizes}
    assert ids == set(PRIZE_SHORT[lang])
    for number, prize_id in enumerate(sorted(ids), 1):
        label = PRIZE_SHORT[lang][prize_id]
        assert not re.search(r"[+=]|\d\s*-\s*\d", label), label
        assert re.search(r"[^\W\d_]", label), label          # at least one word
        image = card.mini(prize_id, number % 9 + 1, lang)
        lines = [(rect, m) for rect, m in image.texts if m != str(number % 9 + 1)]
        assert " ".join(m for _r, m in lines) == label, lines
        face = image.get_rect().inflate(-4, -4)
        assert all(face.contains(rect) for rect, _m in lines), (label, lines)
    card.mini.cache_clear()


def test_keys_the_roll_off_does_not_use_reach_no_screen_below_it():
    """Left / Right during the roll-off once stepped the title's game choice, hidden
    under it: the roll-off is the whole screen, so what it does not use goes nowhere."""
    from scenes.shell.title import TitleScene
    app = make_app()
    app.push(TitleScene(app))
    title = app.stack[-1]
    title.ring.focus(title.game_choice)        # where the title's Left / Right would step the game
    chosen = title.game_choice.value
    config = GameConfig((SeatConfig("Ana", (200, 60, 60), "human"), SeatConfig("Bo", (60, 90, 200), "hard")))
    app.push(RollOffScene(app, config))
    for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN):
        key(app, k)
    assert app.game == chosen
    assert title.game_choice.value == chosen and isinstance(app.stack[-1], RollOffScene)
