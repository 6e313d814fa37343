"""Seeded Wazabi games whose logs must never change: a digest of each game's log
text, recorded once from the engine before it was made faster (issue 13), so a
speed-up that changed a rule, the log, the order of chance draws or a computer
player's choice shows at once.

    python tests/game/wazabi_seeded_logs.py [CHECKOUT]   # rewrite the fixture (only on purpose)

CHECKOUT is the source tree whose engine plays the games (default: this one), e.g.
the main branch's, so the recording is a separate run of the old code.

The fixture must come from a run of the code *before* a change, never from the
code under test. `medium` is left out: its decisions are tuned on purpose.
"""
from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "wazabi_seeded_logs.json"
GAMES_PER_LINE = 50
HARD_GAMES = 2    # hard thinks for ~100 ms a decision (issue 28): two games show it replays

# (players, options, games): every option of the text, every player count, the
# computer players whose choices must not move.
LINES = (
    [("random,random", {}, GAMES_PER_LINE), ("random,random,random", {}, GAMES_PER_LINE),
     ("random,random,random,random", {}, GAMES_PER_LINE),
     ("random,random,random,random,random", {}, GAMES_PER_LINE),
     ("random,random,random,random,random,random", {}, GAMES_PER_LINE)]
    + [("random,random,random", {"dice": d}, GAMES_PER_LINE) for d in (2, 3, 5, 6)]
    + [("random,random,random,random", {"teams": True}, GAMES_PER_LINE),
       ("random,random,random,random,random,random", {"teams": True, "dice": 3}, GAMES_PER_LINE),
       ("random,random,random", {"to_the_last": True}, GAMES_PER_LINE),
       ("random,random,random,random,random", {"to_the_last": True, "dice": 2}, GAMES_PER_LINE),
       ("greedy,greedy", {}, GAMES_PER_LINE), ("greedy,easy,random,greedy", {}, GAMES_PER_LINE),
       ("easy,greedy,easy,greedy,easy,greedy", {"teams": True}, GAMES_PER_LINE),
       ("easy,random,greedy", {"to_the_last": True, "dice": 5}, GAMES_PER_LINE),
       ("hard,greedy", {}, HARD_GAMES), ("greedy,hard,random,easy", {"dice": 3}, HARD_GAMES)]
)


def line_name(kinds: str, options: dict) -> str:
    return kinds + "".join(f" {k}={v}" for k, v in sorted(options.items()))


def digests(kinds: str, options: dict, games: int) -> list[str]:
    """The sha256 of each seeded game's log text, as `simulate --log` writes it."""
    from game.core.log import write_events
    from game.core.simulate import game_seeds, play_game
    from game.registry import GAMES
    game = GAMES["wazabi"]
    players = kinds.split(",")
    rules = game.make_rules(len(players), **options)
    found = []
    for seed in game_seeds(7, games):
        out = io.StringIO()
        write_events(play_game(game, rules, players, seed, record=True).log, out)
        found.append(hashlib.sha256(out.getvalue().encode()).hexdigest())
    return found


def main() -> int:
    code = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    sys.path.insert(0, str(code))
    commit = subprocess.run(["git", "-C", str(code), "rev-parse", "HEAD"], capture_output=True,
                            text=True, check=True).stdout.strip()
    lines = {line_name(k, o): digests(k, o, n) for k, o, n in LINES}
    FIXTURE.parent.mkdir(exist_ok=True)
    import game.wazabi
    assert Path(game.wazabi.__file__).resolve().is_relative_to(code), "the engine of another checkout"
    FIXTURE.write_text(json.dumps({"commit": commit, "lines": lines}, indent=1) + "\n")
    print(f"{sum(map(len, lines.values()))} games from commit {commit} -> {FIXTURE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
