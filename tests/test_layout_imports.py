"""The layout's import rules (shared/spec/architecture.md, "Habits"), read from the
source with ast: no import cycle among scene modules, no import between scene
modules hidden inside a function, the shell and ui never import a game's scenes,
a game's scenes never import another game's, no import cycle among game modules
(not even through an import inside a function or for typing only), game/core
names no game, and the shell and ui name no game."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game import registry as game_registry
from game.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHARED_SCENES = {"shell", "ui", "net"}   # scenes/<name>/ that every game builds on (net: no pygame)
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


def cycles(edges: dict[str, list[tuple[str, bool]]], count_lazy: bool = False) -> list[list[str]]:
    """Groups of modules that import each other at load time, or at all with
    `count_lazy` (imports inside functions too) (Tarjan's strongly connected
    components with more than one module). An import under `if TYPE_CHECKING:` is a
    module-level import here, as it is to a reader."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []

    def connect(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w, in_function in edges.get(v, ()):
            if in_function and not count_lazy:
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


# ----- game/: no import cycle at all ----------------------------------------------------
def test_game_modules_import_no_cycle_not_even_inside_a_function_or_for_typing():
    edges = graph(ROOT / "game", ROOT)
    assert "game.wazabi.rules" in edges and "game.registry" in edges      # it did read the tree
    assert cycles(edges, count_lazy=True) == []


def test_the_game_cycle_check_counts_imports_in_functions_and_for_typing(tmp_path):
    files = {
        "game/__init__.py": "",
        "game/dice/__init__.py": "",
        "game/dice/rules.py": "from game.dice.state import State\n",
        "game/dice/state.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from game.dice.rules import Rules\n",
        "game/cards/__init__.py": "",
        "game/cards/deal.py": "def deal():\n    from game.cards import table\n",
        "game/cards/table.py": "from game.cards.deal import deal\n",
        "game/cards/view.py": "from game.cards.table import x\n",      # no way back: no cycle
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    edges = graph(tmp_path / "game", tmp_path)
    assert cycles(edges) == [["game.dice.rules", "game.dice.state"]]     # the typing import counts
    assert cycles(edges, count_lazy=True) == [["game.cards.deal", "game.cards.table"],
                                              ["game.dice.rules", "game.dice.state"]]


# ----- the shell and ui name no game --------------------------------------------------------
# Literals in scenes/shell/ and scenes/ui/ that may hold a game's word, with why:
# the first argument of logging.getLogger: the program's log namespace, "eceg", is the
# program's short name since version 0.1 (the program log's lines and anyone filtering
# them read it), not a choice of game.
LOGGER_CALL = "getLogger"


def game_words() -> dict[str, str]:
    """word -> the registered game it names: its id (also spelt as a Python name) and
    the names of its rules and scenes packages (e.g. "eceg" of game.eceg, scenes.eceg)."""
    words = {}
    for entry in game_registry.entries():
        words[entry.id] = words[entry.id.replace("-", "_")] = entry.id
        modules = [entry.scenes or ""]
        if isinstance(entry.spec, str):
            modules.append(entry.spec.partition(":")[0].rpartition(".")[0])    # the spec's package
        for module in modules:
            for part in module.split("."):
                if part and part not in ("game", "scenes", "tests"):
                    words[part] = entry.id
    return words


def words_in(text: str, words, ignore_case: bool) -> list[str]:
    """The words standing whole in `text` (between characters that are not letters or
    digits: "scenes.eceg.table", "game_name_wazabi", "eceg/rules" all name a game)."""
    flags = re.IGNORECASE if ignore_case else 0
    return [w for w in words if re.search(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])", text, flags)]


def game_names_in(source: str, words) -> list[str]:
    """Where `source` names a game in code: a string constant (case as written: ids and
    module paths are lowercase, a title such as the window's caption is not an id) or
    a Python name (any case: ECEG is eceg). Docstrings and comments may give a game as
    an example; the program's logger names are allowed (LOGGER_CALL)."""
    tree = ast.parse(source)
    skipped = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            skipped.add(id(body[0].value))          # a docstring
        if isinstance(node, ast.Call) and node.args and \
                getattr(node.func, "attr", getattr(node.func, "id", None)) == LOGGER_CALL:
            skipped.add(id(node.args[0]))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            texts, ignore_case = [node.value], False
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            texts = [getattr(node, "module", None) or ""] + [a.name for a in node.names] \
                + [a.asname or "" for a in node.names]
            ignore_case = True
        else:
            texts = [getattr(node, attr) for attr in ("id", "attr", "name", "arg")
                     if isinstance(getattr(node, attr, None), str)]
            ignore_case = True
        for text in texts:
            found += [f"line {node.lineno}: {text!r} names {words[w]}" for w in words_in(text, words, ignore_case)]
    return sorted(set(found))


def test_the_shell_and_ui_name_no_game():
    words = game_words()
    assert {"easy-come-easy-go", "eceg", "yam_color", "yam-color", "wazabi"} <= set(words)
    paths = sorted((ROOT / "scenes" / "shell").rglob("*.py")) + sorted((ROOT / "scenes" / "ui").rglob("*.py"))
    assert len(paths) > 30
    named = {str(p.relative_to(ROOT)): game_names_in(p.read_text(encoding="utf-8"), words) for p in paths}
    assert {path: found for path, found in named.items() if found} == {}


def test_the_game_names_check_finds_what_it_names():
    source = '''"""A docstring may say easy-come-easy-go/table."""
import logging
from scenes.eceg import table
import game.yam_color.deck as deck
ECEG = "easy-come-easy-go"
log = logging.getLogger("eceg.stats")          # the program's logger: allowed
CAPTION = "Easy Come, Easy Go · Wazabi"        # a title, not an id
ENV = "ECEG_DATA_DIR"                          # the program's, not the id
def f(userdata, wazabi_rules=None):
    """Nor is easy-come-easy-go named here."""
    return userdata.ECEG, "scenes.wazabi.table:TableScene", f"game_name_yam-color"
'''
    words = {"easy-come-easy-go": "E", "eceg": "E", "wazabi": "W", "yam_color": "Y", "yam-color": "Y"}
    assert game_names_in(source, words) == sorted([
        "line 3: 'scenes.eceg' names E",
        "line 4: 'game.yam_color.deck' names Y",
        "line 5: 'ECEG' names E",
        "line 5: 'easy-come-easy-go' names E",
        "line 9: 'wazabi_rules' names W",
        "line 11: 'ECEG' names E",
        "line 11: 'scenes.wazabi.table:TableScene' names W",
        "line 11: 'game_name_yam-color' names Y",
    ])
