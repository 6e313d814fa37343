"""YAM color's throw in a race across computers (scenes/net/race.py): the round's
outcome, its dice and card, reaches a joined window only shortly before the reveal
(the host sends a `throwing` notice with the reveal's time first, the outcome
50 ms or so ahead of it), so that nobody, not even a changed program, can read it
during the lead. Every window at the table, the host's own too, shows the round the
same way, so that the card is readable on all of them at the reveal, never before:

- from the notice (the host's window: from the throw), fitted into the lead as the
  one-screen throw is (`throw_fitted`): eight dice tumble onto the felt with their
  tops flickering, landing at the reveal; the card's back turns to its edge in the
  last half of its flip, ending at the reveal;
- at the reveal, once the outcome is here (`settle`): the dice show the colours thrown,
  the card's face turns up from its edge, the round's clock starts (the call desk
  opens). An outcome that comes late is shown when it comes.

At one screen (no host) the throw is shown as it always was (scenes/yam_color/table.py).
"""
from __future__ import annotations

from game.yam_color.deck import DICE

from scenes.ui.tween import Tween, call, linear
from scenes.yam_color.table_view import DICE_AREA
from scenes.yam_color.tumble import TumblingDie, resting_places


def throw_fitted(full: float, left: float) -> float:
    """The share of its length a throw of `full` seconds is shown in, to end `left`
    seconds from now: whole when the lead allows (it then starts `full` before the
    reveal, so the dice land at the same moment on every window), quickened when it is
    shorter, none (the card at once) when the reveal has passed."""
    if left <= 0 or full <= 0:
        return 0.0
    return min(1.0, left / full)


def coming(table, tumble: float, flip: float, max_lead: float) -> bool:
    """A round is thrown and its outcome is on its way: the dice tumble and the card turns
    to its edge, to end at the reveal (`tumble`, `flip`: their seconds at this table's
    pace, quickened to fit a shorter lead). False when the reveal has passed (nothing
    to tumble towards: the outcome is shown as it comes)."""
    left = table.driver.reveal_in()
    if left is None or left <= 0:
        return False
    full = tumble + flip
    scale = throw_fitted(full, left)
    ahead, half = full * scale, flip * scale / 2
    table.blind = True
    table.blind_deadline = deadline = table.driver.time + max_lead   # a clock gone wrong never stalls the table
    table.blind_half = half
    table.dice = []
    queue = table.queue
    queue.add_waiting(lambda: table.reveal_due(ahead, deadline))
    queue.add(call(lambda: _roll(table, ahead)))
    queue.add_waiting(lambda: table.reveal_due(half, deadline))
    queue.add(Tween(half, lambda x: setattr(table, "flip", 0.5 * x), linear))
    return True


def _roll(table, length: float) -> None:
    places = resting_places(DICE, DICE_AREA, table.visual_rng)
    table.dice = [TumblingDie(None, p, table.visual_rng, length) for p in places]
    table.app.audio.play("tumble")


def settle(table, event: dict) -> None:
    """The outcome (`event`: the round's throw line), shown at the reveal."""
    deadline = table.blind_deadline
    table.queue.add_waiting(lambda: table.reveal_due(0.0, deadline))
    table.queue.add(call(lambda: _land(table, event)))


def _land(table, event: dict) -> None:
    table.round_dice, table.card = tuple(event["dice"]), event["card"]
    if len(table.dice) == len(table.round_dice):
        for die, colour in zip(table.dice, table.round_dice):
            die.colour = colour
    else:
        places = resting_places(len(table.round_dice), DICE_AREA, table.visual_rng)
        table.dice = [TumblingDie(c, p, table.visual_rng, 0.0) for c, p in zip(table.round_dice, places)]
    table.blind = False
    table.app.audio.play("land", 0.6)
    table.reveal()                                   # readable from now: the round's clock starts
    half = table.blind_half
    if half > 0:                                     # ... the face turning up from the card's edge
        table.flip = 0.5
        table.queue.add(Tween(half, lambda x: setattr(table, "flip", 0.5 + 0.5 * x), linear))
