"""The mechanical part of drawing at the window's resolution (issue 30): a scene's
calls of pygame.draw, pygame.transform and pygame.Surface become scenes/ui/pen.py's
(same names and arguments, design units on a scaled Canvas, pygame's own at scale 1),
and its @lru_cache of drawn things @pen.cached (keyed by the scale and text size).

    python tools/pen_rewrite.py FILE_OR_FOLDER... [--skip FILE]... [--check]

Re-runnable: a file already rewritten is left as it is; `--check` only lists the files
that still have something to rewrite (exit 1 if any). The import `from scenes.ui import
pen` joins the module's `from scenes.ui import ...` line, or is added after its imports. Files that must stay in pixels are always skipped: the window's own
(letterbox, icon), the felt (converted by hand), the drawing modules themselves and the
crash screen (laid out at the window's pixels with pygame alone).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ALWAYS_SKIPPED = {"scenes/ui/canvas.py", "scenes/ui/pen.py", "scenes/ui/letterbox.py", "scenes/ui/icon.py",
                  "scenes/ui/assets.py", "scenes/ui/sprites/felt.py",     # converted by hand: pixels on purpose
                  "scenes/shell/crash.py"}     # the window's pixels with pygame alone: the rest may be what broke
ROOT = Path(__file__).resolve().parent.parent
RULES = [(re.compile(r"\bpygame\.draw\."), "pen."),
         (re.compile(r"\bpygame\.Surface\("), "pen.Surface("),
         (re.compile(r"\bpygame\.transform\."), "pen.transform."),
         (re.compile(r"@lru_cache\("), "@pen.cached("),
         (re.compile(r"@lru_cache$", re.M), "@pen.cached()")]
IMPORT = "from scenes.ui import pen\n"


def rewrite(text: str) -> str:
    new = text
    for pattern, replacement in RULES:
        new = pattern.sub(replacement, new)
    if new == text:
        return text
    if not re.search(r"\blru_cache\b", new.replace("from functools import lru_cache\n", "")):
        new = new.replace("\n\nfrom functools import lru_cache\n\n", "\n\n").replace("from functools import lru_cache\n", "")
        new = re.sub(r"^from functools import lru_cache, ", "from functools import ", new, flags=re.M)
        new = re.sub(r"^from functools import (.*), lru_cache$", r"from functools import \1", new, flags=re.M)
    if not re.search(r"^from scenes\.ui import .*\bpen\b|^from scenes\.ui import pen$", new, re.M):
        new = _add_import(new)
    return new


def _add_import(text: str) -> str:
    """Into the module's `from scenes.ui import ...` line when it has one, else after its imports."""
    joined = re.search(r"^from scenes\.ui import ([\w ,]+)$", text, re.M)
    if joined:
        names = sorted({name.strip() for name in joined[1].split(",")} | {"pen"})
        return text[:joined.start()] + "from scenes.ui import " + ", ".join(names) + text[joined.end():]
    lines = text.splitlines(keepends=True)
    last = None
    for k, line in enumerate(lines):
        if line.startswith(("import ", "from ")) and not line.startswith("from __future__"):
            last = k
            while lines[last].rstrip().endswith(("(", ",")) or lines[last].rstrip().endswith("\\"):
                last += 1          # an import over several lines
        elif last is not None and line.strip() and not line.startswith((" ", ")", "#")):
            break
    at = 0 if last is None else last + 1
    return "".join(lines[:at] + [IMPORT] + lines[at:])


def files(paths: list[str], skip: set[str]) -> list[Path]:
    found = []
    for path in map(Path, paths):
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            whole = file.resolve()
            name = whole.relative_to(ROOT).as_posix() if whole.is_relative_to(ROOT) else file.as_posix()
            if name not in skip and name not in ALWAYS_SKIPPED:
                found.append(file)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--skip", action="append", default=[], help="a file to leave as it is")
    parser.add_argument("--check", action="store_true", help="only list what is left to rewrite")
    args = parser.parse_args(argv)
    left = []
    skipped = {Path(s).resolve().relative_to(ROOT).as_posix() if Path(s).resolve().is_relative_to(ROOT)
               else Path(s).as_posix() for s in args.skip}
    for file in files(args.paths, skipped):
        text = file.read_text(encoding="utf-8")
        new = rewrite(text)
        if new != text:
            left.append(file)
            if not args.check:
                file.write_text(new, encoding="utf-8")
    for file in left:
        print(file)
    return 1 if args.check and left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
