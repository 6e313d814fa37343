"""The host's memory over a long series: does a host that plays game after game with
the same remote seats (`main.py serve --games N`) keep growing?

    python tools/bench_net_memory.py [--games 200] [--first 20] [--only GAME,...]
                                     [--yam-games 30] [--yam-first 5] [--yam-speed 200]

For each game (Easy Come, Easy Go; Wazabi; YAM color) a host in this process plays a
series of `--games` games at three seats, two remote and one computer (`random`), the
remote seats played by two headless clients (`random`) in one other process, on
loopback. The host's resident memory (RSS, /proc/self/status; after a garbage
collection) is read after the first game, after `--first` games and at the end, and
the growth from `--first` to the end given in % (and in kB a game). Each game is its
own fresh host, one after another in this process: the RSS of a later one starts
from what the earlier left (Python seldom gives memory back), so compare within a
line. The host keeps what `serve` keeps of each finished game: who won it (its full
log goes to `--log` as it ends); with `--keep-matches` every game's Match, as the
tests' host does (and `serve` did before), the size of those logs as JSON shown beside.
YAM color's rounds are races in real time: `--yam-speed` runs its clock that many
times faster (as the tests do); its games between `random` players are long (about
2,000 log lines, 20 s each at 200 times), so its series is shorter (`--yam-games`).
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-bench-net-memory-")     # its serve runs main.py: never the player's data folder

from game.registry import game as game_of  # noqa: E402
from scenes.net.client import Client  # noqa: E402
from scenes.net.host import Host  # noqa: E402

GAMES = ("easy-come-easy-go", "wazabi", "yam-color")
KINDS = ["remote", "random", "remote"]


def rss_kb() -> int:
    """This process's resident memory now, in kB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise SystemExit("no VmRSS in /proc/self/status (Linux only)")


async def clients(port: int, seats: list[int]) -> None:
    players = [Client(f"ws://127.0.0.1:{port}", seat=s, play="random", seed=s, reconnect=0) for s in seats]
    await asyncio.gather(*[p.run() for p in players])


async def series(game_id: str, games: int, first: int, speed: float, keep: bool) -> dict:
    game = game_of(game_id)
    options = game.options_in_effect(len(KINDS), {})
    host = Host(game, game.make_rules(len(KINDS), **options), KINDS, 1, games=games, options=options,
                speed=speed if game.remote.race is not None else 1.0, keep_matches=keep)
    port = await host.start()
    remote = [i for i, k in enumerate(KINDS) if k == "remote"]
    process = subprocess.Popen([sys.executable, __file__, "--clients", str(port), *map(str, remote)], cwd=ROOT)
    marks: dict[int, int] = {}
    wanted = sorted({1, first, games})

    async def watch():
        while len(marks) < len(wanted):
            done = len(host.finished)
            for mark in wanted:
                if done >= mark and mark not in marks:
                    gc.collect()
                    marks[mark] = rss_kb()
            await asyncio.sleep(0.002)
    started = time.monotonic()
    watching = asyncio.ensure_future(watch())
    await host.run()
    await asyncio.wait_for(watching, 10)
    seconds = time.monotonic() - started
    if await asyncio.to_thread(process.wait) != 0:
        raise SystemExit(f"the clients' process failed ({process.returncode})")
    kept = sum(len(json.dumps(m.log)) for m in host.finished) // 1024 if keep else 0
    return {"game": game_id, "games": games, "first": first, "marks": marks, "seconds": seconds, "kept_kb": kept}


def line(result: dict) -> str:
    marks, first, games = result["marks"], result["first"], result["games"]
    grew = marks[games] - marks[first]
    kept = f"the games' logs kept: {result['kept_kb']} kB" if result["kept_kb"] else "no game's record kept"
    return (f"{result['game']:<18} {games} games in {result['seconds']:.0f} s: RSS after game 1 {marks[1] / 1024:.1f} MB, "
            f"after {first} {marks[first] / 1024:.1f} MB, after {games} {marks[games] / 1024:.1f} MB: "
            f"{100 * grew / marks[first]:+.1f} % ({grew / max(1, games - first):+.1f} kB a game); "
            f"{kept}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=20, help="the RSS the growth is measured from: after this game")
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--keep-matches", action="store_true",
                        help="the host keeps every finished game's Match (the tests' host; before 2026-11-27, serve's too)")
    parser.add_argument("--yam-games", type=int, default=30)
    parser.add_argument("--yam-first", type=int, default=5)
    parser.add_argument("--yam-speed", type=float, default=200.0)
    parser.add_argument("--clients", nargs="+", type=int, help=argparse.SUPPRESS)   # the clients' process
    args = parser.parse_args(argv)
    if args.clients:
        asyncio.run(clients(args.clients[0], args.clients[1:]))
        return 0
    if not 1 <= args.first < args.games or not 1 <= args.yam_first < args.yam_games:
        parser.error("--first is at least 1 and below --games (--yam-first below --yam-games)")
    load = Path("/proc/loadavg").read_text().split()[0]
    print(f"{args.games} games of each ({args.yam_games} of YAM color), RSS after {args.first} ({args.yam_first}) "
          f"and at the end; load average before {load}", flush=True)
    for game_id in args.only.split(","):
        games, first = (args.yam_games, args.yam_first) if game_id == "yam-color" else (args.games, args.first)
        print(line(asyncio.run(series(game_id, games, first, args.yam_speed, args.keep_matches))), flush=True)
    print(f"load average after {Path('/proc/loadavg').read_text().split()[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
