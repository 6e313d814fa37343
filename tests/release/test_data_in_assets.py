"""The packaged build bundles the Python modules of game/ and scenes/ and the whole
assets/ folder (build.spec), nothing else: a data file left beside the code (as the
Wazabi judge's weights once were, game/wazabi/ai/judge_weights.json) is missing from the
packaged program, which then fails at its first use. So data lives in assets/, found
with game.core.data.shipped."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_code_folders_hold_only_python_modules():
    strays = sorted(str(p.relative_to(ROOT)) for folder in ("game", "scenes") for p in (ROOT / folder).rglob("*")
                    if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts)
    assert strays == [], f"data beside the code is not in the packaged build; put it in assets/: {strays}"
