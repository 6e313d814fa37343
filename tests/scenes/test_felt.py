"""The felt: its grain made by bulk byte operations keeps the design (faint grey noise
0..13 with a touch more green, dark fibre strokes), and the lamp lights the middle."""
from __future__ import annotations

from collections import Counter

import pygame

from scenes.app import DESIGN_SIZE
from scenes.ui import theme
from scenes.ui.sprites import felt as felt_module


def setup_module():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))


def test_random_bytes_map_evenly_onto_the_levels():
    counts = Counter(felt_module._scaled(14))
    assert sorted(counts) == list(range(14))
    assert set(counts.values()) <= {18, 19}           # 256 / 14 = 18.3


def test_grain_tile_is_faint_greenish_noise_with_fibres():
    felt_module._grain_tile.cache_clear()
    tile = felt_module._grain_tile()
    assert tile.get_size() == (160, 160)
    raw = pygame.image.tobytes(tile, "RGB")
    red, green, blue = raw[0::3], raw[1::3], raw[2::3]
    assert red == blue                                 # grey plus green only
    extra = [g - r for r, g in zip(red, green)]
    assert min(extra) == 0 and max(extra) == 6         # 0..5 more green; the fibres (16, 22, 16) 6
    assert set(red) == set(range(14)) | {16}           # levels 0..13 and the fibres
    mean = sum(red) / len(red)
    assert 6.3 < mean < 7.0                            # uniform 0..13 is 6.5; fibres add a little
    felt_module._grain_tile.cache_clear()
    assert pygame.image.tobytes(felt_module._grain_tile(), "RGB") == raw   # the same every run


def test_felt_is_green_cloth_lit_in_the_middle_with_a_wooden_rim():
    surface = felt_module.felt(DESIGN_SIZE)
    w, h = DESIGN_SIZE

    def brightness(x, y, r=20):
        return sum(sum(surface.get_at((x + dx, y + dy))[:3]) for dx in range(-r, r, 4) for dy in range(-r, r, 4))

    assert brightness(w // 2, int(h * 0.42)) > 1.3 * brightness(60, h - 60)   # lamp over the middle
    centre = surface.get_at((w // 2, h // 2))
    assert centre.g > centre.r and centre.g > centre.b
    assert tuple(surface.get_at((0, 0)))[:3] == theme.WOOD
