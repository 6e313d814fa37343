"""Draw the application icon (scenes/icon.py) into assets/:

    icon.png   256 px, the window icon
    icon.ico   Windows program icon (PNG images, 16 to 256 px)
    icon.icns  macOS application icon (PNG images, 128 to 1024 px)

    python tools/make_icon.py [--out FOLDER]

Run it again after changing the drawing; tests/release checks the files match it.
"""
from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scenes.ui.icon import draw_icon  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico holding PNG images (allowed since Windows Vista): header, directory, data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, data = b"", b""
    for size, png in sorted(images.items()):
        edge = 0 if size >= 256 else size   # 0 means 256 in an .ico directory
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + directory + data


def icns_bytes(images: list[tuple[bytes, bytes]]) -> bytes:
    """An .icns holding PNG images: b'icns', total length, then (type, length, data) blocks."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    master = draw_icon(1024)

    def at(size: int) -> bytes:
        return png_bytes(master if size == 1024 else pygame.transform.smoothscale(master, (size, size)))

    files = {
        "icon.png": at(256),
        "icon.ico": ico_bytes({size: at(size) for size in ICO_SIZES}),
        "icon.icns": icns_bytes([(kind, at(size)) for kind, size in ICNS_TYPES]),
    }
    written = []
    for name, data in files.items():
        path = out / name
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Draw the application icon into assets/.")
    parser.add_argument("--out", type=Path, default=ROOT / "assets", help="folder to write (default: assets/)")
    options = parser.parse_args(argv)
    for path in make_icons(options.out):
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
