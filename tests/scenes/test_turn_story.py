"""The story of a turn (issue 12): what happened is said where people look, long enough to
read, and everything on the table names the same player at the same moment."""
from __future__ import annotations

import pygame

from game.core.match import Seat
from game.eceg.actions import SetAside, Take
from scenes.app import STEP
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ROLL_OFF, ScriptedMatch

from tests.scenes.scene_helpers import key, make_app, step_until


class Scripted:
    """A computer seat whose answers are given in advance."""
    kind = "scripted"

    def __init__(self, actions):
        self.actions = list(actions)

    def choose(self, state):
        return self.actions.pop(0)


def story_table(app, script, bot_actions):
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "greedy")))
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 7,
                          script=ROLL_OFF + script)
    match.chance(), match.chance()                       # Ana starts
    table = eceg_table(app, config, match, players=[None, Scripted(bot_actions)])
    app.push(table)
    return table


def run(app, table, until, limit=30.0):
    """Step frame by frame, noting (time, banner text, shown seat, hint text) each frame."""
    frames, clock = [], 0.0
    while not until():
        app.update(STEP)
        clock += STEP
        frames.append((clock, table.layer.banner and table.layer.banner[0], table.layer.shown_seat, table.layer.message))
        assert clock < limit
    return frames


def shown_for(frames, text) -> float:
    return sum(STEP for _c, banner, _s, _m in frames if banner == text)


def test_takes_steals_and_empty_ends_are_announced_and_name_the_player_shown():
    app = make_app()
    sounds = []
    app.audio.play = lambda name, volume=1.0: sounds.append(name)
    # Ana: 1 2 3 4 takes the straight. Bot: 0 1 2 5, keeps 0 1 2, then 5: no prize.
    # Ana: 0 1 2 5, sets all aside. Bot: 2 3 4 5 steals the straight from Ana.
    table = story_table(app, [(1, 2, 3, 4), (0, 1, 2, 5), (5,), (0, 1, 2, 5), (2, 3, 4, 5), (0, 0, 0, 1)],
                        [SetAside((0, 1, 2)), SetAside((5,)), Take("straight")])
    step_until(app, lambda: table.layer.awaiting_human)
    key(app, pygame.K_RETURN)                            # Ana takes the straight herself
    frames = run(app, table, lambda: table.layer.awaiting_human and table.state.turn_number == 3)
    for k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
        key(app, k)
    key(app, pygame.K_SPACE)                             # End turn
    frames += run(app, table, lambda: table.layer.awaiting_human and table.state.turn_number == 5)
    assert table.state.owner("straight") == 1

    # a person's own take is announced too, and a steal says who lost what
    assert shown_for(frames, "Ana takes Straight") >= 0.8
    steal = "Bot steals Straight from Ana!"
    assert shown_for(frames, steal) >= 1.5               # time to read a whole sentence
    assert "steal" in sounds
    banners = [b for _c, b, _s, _m in frames if b]
    # the steal is not replaced by the next turn's banner before it has been read
    assert banners.index("Ana's turn", banners.index(steal)) > banners.index(steal)
    # every banner names the seat the tray and highlight show at that moment
    for _clock, banner, seat, _message in frames:
        if banner:
            name = table.layer.seat_name(seat)
            assert banner.startswith(name), (banner, name)
    # the computer's turn is told step by step in the hint line
    messages = {m for _c, _b, _s, m in frames}
    assert {"Bot rolls 0 1 2 5", "Bot sets aside 0 1 2", "Bot rolls 5", "Bot sets aside 5",
            "Bot: no prize this turn", "Bot rolls 2 3 4 5", "Bot steals Straight from Ana"} <= messages
    assert "Bot takes Straight" not in messages          # issue 26: a steal is said as one


def test_a_computer_dice_reach_its_tray_before_it_rolls_again():
    app = make_app()
    table = story_table(app, [(0, 1, 2, 5), (0, 1, 2, 5), (5,)], [SetAside((0, 1, 2)), SetAside((5,))])
    step_until(app, lambda: table.layer.awaiting_human)
    for k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
        key(app, k)
    key(app, pygame.K_SPACE)                             # Ana ends her turn: Bot plays
    log = table.match.log
    seen = len(log)
    step_until(app, lambda: any(e["type"] == "set_aside" and e["player"] == 1 for e in log[seen:]))
    kept = [d for d in table.layer.dice if d.kept]
    rolls_before = sum(1 for e in log if e["type"] == "roll")
    step_until(app, lambda: sum(1 for e in log if e["type"] == "roll") > rolls_before)
    # when Bot throws its last die, the three it kept rest in the tray's slots
    slots = layout.tray_slots()
    assert len(kept) == 3
    for die, slot in zip(sorted(kept, key=lambda d: d.pos[0]), slots):
        assert abs(die.pos[0] - slot[0]) < 1 and abs(die.pos[1] - slot[1]) < 1
