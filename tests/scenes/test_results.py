"""The results screen (issue 12): nothing of the table's left under it, one line saying
why the game was won, a short celebration that a key skips, and L / E as at the table."""
from __future__ import annotations

import pygame

from scenes.eceg.game_config import GameConfig, SeatConfig, computer_players
from scenes.eceg.table import table as eceg_table
from scenes.shell.results import CELEBRATION, ResultsScene
from scenes.ui.celebration import MASHED
from scenes.ui import assets, text

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top


def finished_table(app, seats=2):
    config = GameConfig(tuple(SeatConfig(f"C{i}", (90 + 30 * i, 90, 90), "greedy") for i in range(seats)), seed=5)
    match = config.build_match(5)
    match.play_out(computer_players(config, match))
    table = eceg_table(app, config, match)
    table.layer.banner, table.layer.message = ("C0's turn", 5.0), "C0's turn"     # as a last turn leaves them
    app.push(table)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=5)
    return table, top(app)


def drawn_texts(monkeypatch, app):
    seen = []
    real = text.t

    def spy(key_, **fields):
        out = real(key_, **fields)
        seen.append(key_)
        return out
    for module in ("scenes.shell.results", "scenes.eceg.table_view", "scenes.eceg.defence"):
        monkeypatch.setattr(f"{module}.t", spy)
    app.render()
    return seen


def test_results_say_why_and_leave_no_banner_of_the_table(monkeypatch):
    app = make_app()
    table, results = finished_table(app)
    state = table.match.state
    assert table.layer.banner is None and table.layer.message == ""
    seen = drawn_texts(monkeypatch, app)
    assert "turn_of" not in seen and "keys_help" not in seen     # no banner, no table key line
    winner, loser = state.winner, 1 - state.winner
    why = app.game_part("win reason")(table.match, table.config)
    # two players: the winner kept three prizes through both of the other's tries (rules.md)
    assert why == f"C{winner} kept three prizes through both of C{loser}'s tries to steal one."


def test_three_players_reason_counts_the_turns():
    app = make_app()
    table, _ = finished_table(app, seats=3)
    name = table.config.seats[table.match.state.winner].name
    assert app.game_part("win reason")(table.match, table.config) == \
        f"{name} kept three prizes through 2 turns of the others."


def test_celebration_plays_and_a_key_skips_it():
    app = make_app()
    sounds = []
    app.audio.play = lambda name, volume=1.0: sounds.append(name)
    _, results = finished_table(app)
    results.enter()
    assert "fanfare" in sounds and results.celebrating
    before = app.render().copy()
    step(app, 0.3)
    assert \
        pygame.image.tobytes(app.render(), "RGB") != pygame.image.tobytes(before, "RGB")   # confetti fall
    key(app, pygame.K_TAB)
    assert not results.celebrating and top(app) is results
    step(app, CELEBRATION)


def test_space_and_clicks_mashed_through_the_last_move_press_no_button():
    """Space pressed again and again (and clicks at Rematch) to hurry the table's last move
    go on after the results open: the first ends the celebration, the rest are the same
    mashing, and no button is pressed for everyone. A pause, then Space, is a choice."""
    app = make_app()
    _, results = finished_table(app)
    rematch = results.buttons[0]
    assert results.ring.current is rematch           # Space and Enter would press it
    for n in range(12):                              # ten presses a second for 1.2 s
        key(app, pygame.K_SPACE) if n % 2 else click(app, rematch.rect.center)
        key(app, pygame.K_RETURN)
        step(app, 0.1)
    assert top(app) is results and not results.celebrating
    step(app, MASHED + 0.02)
    key(app, pygame.K_SPACE)
    assert top(app) is not results                   # Rematch: the next game's roll-off


def test_l_shows_the_history_and_e_saves_the_log_from_the_results():
    app = make_app()
    table, results = finished_table(app)
    key(app, pygame.K_l)                   # during the celebration a key only ends it
    assert table.history is None and not results.celebrating
    step(app, MASHED + 0.02)                      # a pause: the next key is meant for the results
    key(app, pygame.K_l)
    assert table.history is not None and top(app) is results
    key(app, pygame.K_l)
    assert table.history is None
    key(app, pygame.K_e)
    assert results.exported.startswith("Game log saved") and table.notice is None


def seed_line_drawn(monkeypatch, app) -> tuple[str, dict]:
    """The key of the seed line the results draw, and its fields."""
    shown = []
    real = text.t

    def spy(key_, **fields):
        if key_.startswith("seed_line"):
            shown.append((key_, fields))
        return real(key_, **fields)
    monkeypatch.setattr("scenes.shell.seed_words.t", spy)
    app.render()
    assert len(shown) == 1
    return shown[0]


def test_the_seed_line_offers_a_replay_only_where_the_seed_gives_one(monkeypatch):
    from scenes.eceg.tutorial import ScriptedMatch
    # every seat a computer: the seed replays the game, move for move
    app = make_app()
    table, _ = finished_table(app)
    assert seed_line_drawn(monkeypatch, app) == ("seed_line", {"seed": 5})
    again = table.config.build_match(5)
    again.play_out(computer_players(table.config, again))
    assert again.log == table.match.log
    # a person at the table: their choices are not in the seed, only in the log
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (200, 90, 90)), SeatConfig("C1", (90, 90, 200), "greedy")), seed=5)
    match = config.build_match(5)
    match.play_out(computer_players(GameConfig(tuple(SeatConfig(s.name, s.colour, "greedy")
                                                     for s in config.seats), seed=5), match))
    app.push(eceg_table(app, config, match))
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=5)
    assert seed_line_drawn(monkeypatch, app) == ("seed_line_people", {"seed": 5})
    # a scripted game (the tutorial's set dice): no seed gives it
    app = make_app()
    config = GameConfig(tuple(SeatConfig(f"C{i}", (90 + 30 * i, 90, 90), "greedy") for i in range(2)), seed=5)
    match = ScriptedMatch(config.rules(), [s for s in config.build_match(5).seats], 5, script=[(0, 0, 0, 0)])
    match.play_out(computer_players(config, match))
    app.push(eceg_table(app, config, match))
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=5)
    assert seed_line_drawn(monkeypatch, app) == ("seed_line_scripted", {})
    assert text.t("seed_line_scripted") != text.t("seed_line", seed=5)


def capital_height(button) -> int:
    """The height in pixels of the label's first letter, a capital (white on the face):
    the same for every capital at one text size."""
    face = button.face("normal")
    white = lambda x, y: min(face.get_at((x, y))[:3]) > 200          # noqa: E731
    columns = [[y for y in range(face.get_height()) if white(x, y)] for x in range(face.get_width())]
    first = next(x for x, rows in enumerate(columns) if rows)
    rows = set()
    for x in range(first, face.get_width()):
        if not columns[x]:
            break                                                   # the gap after the letter
        rows.update(columns[x])
    return max(rows) - min(rows) + 1


def test_french_new_setup_is_drawn_as_big_as_its_neighbours():
    """Issue 26: "Nouvelle configuration" shrank to fit while Revanche and Titre did not."""
    app = make_app("--lang", "fr")
    try:
        _, results = finished_table(app)
        assert results.buttons[1].text == "Nouvelle configuration"
        tops = [capital_height(b) for b in results.buttons]
        assert len(set(tops)) == 1, tops
        sizes = {b.drawn_size() for b in results.buttons}
        assert len(sizes) == 1 and sizes.pop() >= 18      # and still readable
        for b in results.buttons:                          # each fits its button
            assert assets.font(b.drawn_size(), "bold").size(b.text)[0] <= b.rect.width - 16
    finally:
        text.set_language("en")


def test_the_seed_line_lies_on_the_felt_under_six_seats_at_150_percent_in_french(monkeypatch):
    """Its foot was at 719, on the wooden frame (the felt ends at 710), seen in French at
    150 % under a six-seat panel; it is now no taller than at 100 % and on the felt."""
    from scenes.shell import settings
    from scenes.ui.sprites.felt import RIM
    from tests.scenes import text_boxes
    text_boxes.record(monkeypatch)
    app = make_app("--lang", "fr")
    try:
        app.settings["text_size"] = 150
        settings.apply(app, ["text_size"])
        _table, results = finished_table(app, seats=6)
        step(app, CELEBRATION + 0.5)
        frame = text_boxes.frame(app)
        line = [r for r, m in frame.texts if m == results.seed_words()]
        assert line, [m for _r, m in frame.texts]
        assert line[0].bottom <= 720 - RIM and line[0].top >= results.rect.bottom, (line[0], results.rect)
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, ["text_size"])
        text.set_language("en")
