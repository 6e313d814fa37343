"""What a Wazabi player holds at the end, on the shell's results: dice and cards left."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.text import counted, t
from scenes.wazabi import pieces


def draw_holdings(surface: pygame.Surface, state, seat: int, topleft) -> None:
    x, y = topleft
    dice = state.dice[seat]
    for k in range(min(dice, 8)):
        surface.blit(pieces.mini_die("wazabi", 24), (x + k * 27, y + 16))
    text = assets.text(holdings_text(dice, len(state.hands[seat])), 20, theme.CREAM)
    surface.blit(text, (x + min(dice, 8) * 27 + 8, y + 18))


def holdings_text(dice: int, cards: int) -> str:
    return t("wz_holdings", dice=counted("wz_dice", dice), cards=counted("wz_cards", cards))
