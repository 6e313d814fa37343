"""How big each game's table is: the biggest table class of each game's scenes
(its members, methods and properties, counted with those of its mixins from the
same game's folder, and their lines), and the lines of every scenes/<game>/ folder.

    python tools/table_size.py [--repo DIR]

Read from the source with ast (nothing is imported), so it measures any checkout,
e.g. an older commit's worktree beside today's, for the README's before/after.
"""
from __future__ import annotations

import argparse
import ast
from pathlib import Path

GAME_FOLDERS = None      # every folder under scenes/ but the shared ones
SHARED = {"shell", "ui", "net", "__pycache__"}     # not a game's folders


def classes_of(folder: Path) -> dict[str, tuple[ast.ClassDef, Path]]:
    found = {}
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                found.setdefault(node.name, (node, path))
    return found


def members(node: ast.ClassDef) -> set[str]:
    return {n.name for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}


def lines(node: ast.ClassDef) -> int:
    return node.end_lineno - node.lineno + 1


def with_mixins(name: str, classes: dict) -> tuple[set[str], int, list[str]]:
    """Members and lines of `name` and of its bases defined in the same folder."""
    node, _ = classes[name]
    names, count, chain = set(members(node)), lines(node), [name]
    for base in node.bases:
        base_name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
        if base_name in classes and base_name != name:
            more, more_lines, more_chain = with_mixins(base_name, classes)
            names |= more
            count += more_lines
            chain += more_chain
    return names, count, chain


def table_classes(classes: dict) -> list[str]:
    """The classes that are a game's table: named *Table* or *TableScene*, not a replay's
    or a tutorial's (those build on it)."""
    return [n for n in classes if "Table" in n and not n.startswith(("Replay", "Tutorial", "Lesson", "FirstTurn"))]


def measure(repo: Path) -> list[dict]:
    rows = []
    for folder in sorted(p for p in (repo / "scenes").iterdir() if p.is_dir() and p.name not in SHARED):
        classes = classes_of(folder)
        sizes = [(with_mixins(n, classes), n) for n in table_classes(classes)]
        (names, count, chain), biggest = max(sizes, key=lambda s: len(s[0][0])) if sizes else ((set(), 0, []), "-")
        total = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in folder.glob("*.py"))
        rows.append({"game": folder.name, "class": " + ".join(chain) or biggest, "members": len(names),
                     "lines": count, "folder_lines": total})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
    options = parser.parse_args()
    print("| game | biggest table class (with its mixins) | members | lines | lines in scenes/<game>/ |")
    print("|---|---|---|---|---|")
    for row in measure(options.repo):
        print(f"| {row['game']} | {row['class']} | {row['members']} | {row['lines']} | {row['folder_lines']} |")


if __name__ == "__main__":
    main()
