"""The layout's import rules (shared/spec/architecture.md, "Habits"), read from the
source with ast: no import cycle among scene modules, no import between scene
modules hidden inside a function, the shell and ui never import a game's scenes,
a game's scenes never import another game's, and game/core names no game."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHARED_SCENES = {"shell", "ui"}          # scenes/<name>/ that every game builds on
# Function-level imports kept on purpose, with why:
LAZY_ON_PURPOSE = {
    # the host: pygame and the screens load once the arguments are read (a bad one
    # fails at once) and after the crash log is started
    "scenes.app",
    # the last resort: if the interface's fonts or text cannot be imported (that may
    # be the crash), it still shows the error in pygame's own font
    "scenes.shell.crash",
}
# Shell modules that still import a game's scenes, with why (to be emptied):
SHELL_INTO_GAME_KNOWN = {
}


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_of(module: str, path: Path) -> str:
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


def imports(path: Path, root: Path, known: set[str]):
    """(imported module, inside a function?) for every import in the file; a
    `from P import name` counts as importing P.name when that is a module, and every
    import also runs its parent packages."""
    module = module_name(path, root)
    package = package_of(module, path)
    found = []

    def visit(node, in_function: bool):
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                targets = [a.name for a in child.names]
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[:len(package.split(".")) - child.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in child.names]
            else:
                visit(child, nested)
                continue
            for target in targets:
                parts = target.split(".")
                for k in range(1, len(parts) + 1):       # the packages on the way run too
                    found.append((".".join(parts[:k]), nested))
    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def graph(top: Path, root: Path):
    """module -> [(imported module of the same tree, inside a function?)]"""
    files = {module_name(p, root): p for p in sorted(top.rglob("*.py"))}
    known = set(files)
    return {m: [(t, f) for t, f in imports(p, root, known) if t in known and t != m]
            for m, p in files.items()}


def cycles(edges: dict[str, list[tuple[str, bool]]]) -> list[list[str]]:
    """Groups of modules that import each other at load time (Tarjan's strongly
    connected components with more than one module)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []

    def connect(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w, in_function in edges.get(v, ()):
            if in_function:
                continue
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    return out


def problems(edges, lazy_ok=frozenset(), known_into_game=frozenset()) -> list[str]:
    games = {m.split(".")[1] for m in edges if m.count(".") >= 2} - SHARED_SCENES   # scenes/<game>/
    found = [f"import cycle: {' -> '.join(group)}" for group in cycles(edges)]
    for module, targets in sorted(edges.items()):
        area = module.split(".")[1] if module.count(".") else None   # shell, ui, a game, app, ...
        for target, in_function in targets:
            if in_function and module not in lazy_ok:
                found.append(f"{module} imports {target} inside a function")
            target_game = target.split(".")[1] if target.count(".") else None
            if target_game in games and target_game != area and (module, target_game) not in known_into_game:
                found.append(f"{module} imports {target}, a game's scenes")
    return sorted(set(found))


def test_scene_modules_import_no_cycle_nothing_in_functions_and_no_game_from_the_shell():
    edges = graph(ROOT / "scenes", ROOT)
    assert "scenes.eceg.table" in edges and "scenes.shell.title" in edges     # it did read the tree
    assert problems(edges, LAZY_ON_PURPOSE, SHELL_INTO_GAME_KNOWN) == []


def test_the_rules_catch_what_they_name(tmp_path):
    """The checker itself, on a made-up tree: a cycle, an import in a function, the
    shell and ui reaching into a game, one game into another."""
    files = {
        "scenes/__init__.py": "",
        "scenes/shell/__init__.py": "",
        "scenes/shell/title.py": "from scenes.shell import setup\n",
        "scenes/shell/setup.py": "def go():\n    from scenes.dice import table\n",
        "scenes/shell/results.py": "from scenes.shell import title\nfrom scenes.dice.card import mini\n",
        "scenes/ui/__init__.py": "",
        "scenes/ui/seats.py": "from scenes.dice import card\n",
        "scenes/dice/__init__.py": "",
        "scenes/dice/card.py": "from scenes.ui import seats\n",
        "scenes/dice/table.py": "from scenes.shell import title\nfrom scenes.cards.table import x\n",
        "scenes/cards/__init__.py": "",
        "scenes/cards/table.py": "from . import rules\n",
        "scenes/cards/rules.py": "from .table import x\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    found = problems(graph(tmp_path / "scenes", tmp_path))
    assert found == [
        "import cycle: scenes.cards.rules -> scenes.cards.table",     # relative imports resolved
        "import cycle: scenes.dice.card -> scenes.ui.seats",          # a game's card <-> shared seats
        "scenes.dice.table imports scenes.cards, a game's scenes",    # one game into another
        "scenes.dice.table imports scenes.cards.table, a game's scenes",
        "scenes.shell.results imports scenes.dice, a game's scenes",
        "scenes.shell.results imports scenes.dice.card, a game's scenes",
        "scenes.shell.setup imports scenes inside a function",        # the packages on the way too
        "scenes.shell.setup imports scenes.dice inside a function",
        "scenes.shell.setup imports scenes.dice, a game's scenes",
        "scenes.shell.setup imports scenes.dice.table inside a function",
        "scenes.shell.setup imports scenes.dice.table, a game's scenes",
        "scenes.ui.seats imports scenes.dice, a game's scenes",
        "scenes.ui.seats imports scenes.dice.card, a game's scenes",
    ]


GAME_PACKAGES = sorted(p.name for p in (ROOT / "game").iterdir()
                       if (p / "__init__.py").exists() and p.name != "core")


def test_game_core_names_no_game():
    edges = graph(ROOT / "game", ROOT)
    assert GAME_PACKAGES and "game.core.match" in edges
    into_games = [(m, t) for m, targets in edges.items() if m.startswith("game.core")
                  for t, _ in targets if t.split(".")[:2] != ["game", "core"] and t != "game"]
    assert into_games == []
    names = set(GAMES) | {g.title for g in GAMES.values()} | {f"game.{p}" for p in GAME_PACKAGES}
    for path in (ROOT / "game" / "core").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not [n for n in names if n in source], path


def games_with_screens() -> list[str]:
    from scenes import registry
    return registry.games()


@pytest.mark.parametrize("game_id", games_with_screens())
def test_every_game_with_screens_has_its_rules_and_every_role(game_id):
    """The title offers the games with screens; a game whose screens are not written yet
    (rules only) is simply not offered, never shown as a placeholder."""
    from scenes import registry
    assert game_id in GAMES
    for role in ("rolloff", "table", "rules", "tutorial", "replay list", "config"):
        has = registry.has(registry.game_name(game_id, role))
        assert has != (role in NOT_YET.get(game_id, ())), role     # the title greys those not yet written


# Screens a game offered on the title has not yet (its title entry is greyed), to be emptied.
NOT_YET: dict[str, tuple[str, ...]] = {}
