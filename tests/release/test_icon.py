"""The application icon: drawn by code, saved in the formats each platform needs."""
import io
import struct
import sys
from pathlib import Path

import pygame

from scenes.ui import icon

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
sys.path.insert(0, str(ROOT / "tools"))
import make_icon  # noqa: E402


def decode(png: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(png), "icon.png")


def close(a: pygame.Surface, b: pygame.Surface, step: int = 3, tolerance: int = 3) -> bool:
    """Same picture, allowing tiny differences from smooth-scaling on other processors."""
    if a.get_size() != b.get_size():
        return False
    w, h = a.get_size()
    return all(max(abs(p - q) for p, q in zip(a.get_at((x, y)), b.get_at((x, y)))) <= tolerance
               for y in range(0, h, step) for x in range(0, w, step))


def read_ico(data: bytes) -> dict[int, bytes]:
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    images = {}
    for i in range(count):
        w, h, _, _, planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert w == h and planes == 1 and bits == 32
        images[w or 256] = data[offset:offset + size]
    return images


def read_icns(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    images, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        images[kind] = data[at + 8:at + length]
        at += length
    return images


def test_png_is_the_drawing():
    saved = pygame.image.load(str(ASSETS / "icon.png"))
    assert saved.get_size() == (256, 256)
    assert close(saved, icon.draw_icon(256)), "assets/icon.png is stale: run python tools/make_icon.py"


def test_ico_holds_every_windows_size_of_the_drawing():
    images = read_ico((ASSETS / "icon.ico").read_bytes())
    assert sorted(images) == list(make_icon.ICO_SIZES)
    for size, png in images.items():
        assert decode(png).get_size() == (size, size)
    assert close(decode(images[256]), icon.draw_icon(256))


def test_icns_holds_the_macos_sizes():
    images = read_icns((ASSETS / "icon.icns").read_bytes())
    assert {kind: decode(png).get_size()[0] for kind, png in images.items()} == \
        {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}


def test_icon_reads_at_task_bar_size():
    small = icon.draw_icon(32)
    assert small.get_at((0, 0)).a < 128, "corners are rounded off (transparent)"
    middle = [small.get_at((x, y)) for x in range(8, 24) for y in range(8, 24)]
    assert sum(1 for c in middle if min(c.r, c.g, c.b) > 200) > 30, "the ivory die shows"
    felt = small.get_at((4, 28))
    assert felt.g > felt.r + 30 and felt.a == 255, "table felt around it"


def test_window_gets_the_icon(monkeypatch):
    given = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    icon.set_window_icon()
    assert len(given) == 1 and close(given[0], pygame.image.load(str(ASSETS / "icon.png")))


def test_missing_png_still_gives_an_icon(monkeypatch, tmp_path):
    given = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    monkeypatch.setattr(icon, "asset_path", lambda *parts: tmp_path / "none.png")
    icon.set_window_icon()
    assert given[0].get_size() == (256, 256)


def test_make_icon_writes_all_three(tmp_path):
    written = make_icon.make_icons(tmp_path)
    assert sorted(p.name for p in written) == ["icon.icns", "icon.ico", "icon.png"]
    assert all(p.stat().st_size > 1000 for p in written)
