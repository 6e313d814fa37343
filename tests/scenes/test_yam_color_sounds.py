"""YAM color is heard: the dice tumble and land, each call blips the moment it is made
(a person's and a computer's), each line of the check has its sound (a card paid, a
call too high with nothing to pay, the card taken), the win its fanfare; M mutes it all."""
from __future__ import annotations

import pygame

from tests.scenes.scene_helpers import key, step, step_until, top
from tests.scenes.test_yam_color_calls import table_for

CHECK_SOUNDS = {"fine": "fine", "fine_none": "no_prize", "take": "chime", "unclaimed": "no_prize"}


def listen(app, monkeypatch) -> list[str]:
    """The sounds the table asks the audio for (a muted audio asks for none)."""
    heard = []
    real = app.audio.sound
    monkeypatch.setattr(app.audio, "sound", lambda name: (heard.append(name), real(name))[1])
    return heard


def check_sounds(events) -> list[str]:
    out = []
    for e in events:
        if e["type"] == "fine":
            out.append(CHECK_SOUNDS["fine" if e["card"] is not None else "fine_none"])
        elif e["type"] in ("take", "unclaimed"):
            out.append(CHECK_SOUNDS[e["type"]])
    return out


def test_throw_calls_and_check_are_heard_in_their_order(monkeypatch):
    app, table = table_for(("human", "perfect"), (), "5")
    heard = listen(app, monkeypatch)
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert heard == ["tumble", "land"]
    key(app, pygame.K_3)                       # the person calls at once...
    assert heard[-1] == "call"
    step(app, 1.1)                             # ...the perfect caller one second after the reveal
    assert heard[2:] == ["call", "call"]
    step_until(app, lambda: table.held, limit=10)                    # the check shown, held...
    key(app, pygame.K_SPACE)                                          # ...until Space (a click heard)
    step_until(app, lambda: table.state.round == 2, limit=10)        # the next throw
    throws = [k for k, e in enumerate(table.match.log) if e["type"] == "throw"]
    first_round = table.match.log[throws[0]:throws[1]]
    assert heard[4:] == check_sounds(first_round) + ["click", "tumble"] and len(heard) > 5


def test_m_mutes_the_table_and_the_win_has_its_fanfare(monkeypatch):
    app, table = table_for(("perfect", "perfect"), (), "5", 8, "--speed", "instant")
    heard = listen(app, monkeypatch)
    key(app, pygame.K_m)
    assert app.audio.muted
    step_until(app, lambda: table.match.state.round >= 2, limit=20)
    assert heard == []                                    # a whole round, silent
    key(app, pygame.K_m)
    step_until(app, lambda: type(top(app)).__name__ == "ResultsScene", limit=600)
    assert "tumble" in heard and "call" in heard and heard[-1] == "fanfare"
