"""Wazabi positions for tests: a state at the start of a chosen player's turn, with
chosen hands, pile (top first), discard and dice, and helpers to play it by hand."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.wazabi.actions import Roll
from game.wazabi.rules import Rules
from game.wazabi.state import GameState

W, D, G = "wazabi", "draw", "give"


def at_turn(hands, pile=(), discard=(), dice=None, player=0, **options) -> GameState:
    """`player` is about to roll (the roll-off over, seat `player` started)."""
    rules = Rules(players=len(hands), **options)
    state = GameState(rules, [list(h) for h in hands], list(pile))
    state.discard = list(discard)
    if dice is not None:
        state.dice = list(dice)
    state.starter = state.player = player
    state.begin_turn(player)
    return state


def roll(state: GameState, *faces: str) -> list[dict]:
    return state.apply(CHANCE, Roll(tuple(faces)))


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]
