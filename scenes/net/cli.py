"""`main.py serve` and `main.py join`: play across computers without a window.

    main.py serve --game ID --players remote,remote,hard [--seed S] [--port P] [--host ADDRESS]
                  [--log FILE] [--games N] [--grace S] [--fill LEVEL] [game options]
    main.py join HOST:PORT [--seat N] [--name NAME] [--play LEVEL] [--trace FILE]

Bad options: one line, exit 2 (game/core/cli.py); an address nobody answers: one
line, exit 1; a game over: exit 0.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys

from game.core.cli import (OneLineParser, add_game_options, chosen_game, file_to_write, foreign_option,
                           open_output, shown, whole_number)
from scenes.net.client import Client, JoinError
from scenes.net.host import REMOTE, Host

DEFAULT_PORT = 8765


def _seat_kinds(game):
    def parse(text: str) -> list[str]:
        kinds = [k.strip() for k in text.split(",")]
        unknown = [k for k in kinds if k != REMOTE and k not in game.players]
        if unknown:
            raise argparse.ArgumentTypeError(f"unknown seat {shown(unknown[0])} for {game.id} "
                                             f"(remote, or a computer: {', '.join(game.players.names)})")
        if not game.min_players <= len(kinds) <= game.max_players:
            raise argparse.ArgumentTypeError(
                f"a game has {game.min_players} to {game.max_players} players, not {len(kinds)}")
        return kinds
    return parse


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {shown(text)}") from None
    if not 0 < value < 1e6:
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds: {shown(text)}")
    return value


def serve_arguments(argv: list[str], games) -> argparse.Namespace:
    game = chosen_game(argv, games, next(iter(games)), "main.py serve")
    parser = OneLineParser(prog="main.py serve", description="Host a game for players on other computers.")
    parser.add_argument("--game", choices=list(games), required=True, help="which game")
    parser.add_argument("--players", type=_seat_kinds(game), required=True,
                        help=f"one per seat: remote, or a computer ({', '.join(game.players.names)})")
    parser.add_argument("--seed", type=whole_number(), default=None, help="the series' seed (default: random)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default %(default)s: this computer only; "
                             "0.0.0.0 or this computer's LAN address for the local network)")
    parser.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                        help="the TCP port (default %(default)s; 0: any free one, printed)")
    parser.add_argument("--games", type=whole_number(1), default=1, help="games to play (default %(default)s)")
    parser.add_argument("--log", metavar="FILE", type=lambda t: file_to_write(t, "log"),
                        help="write every game's full log as JSON Lines")
    parser.add_argument("--grace", type=_positive, default=30.0,
                        help="seconds a dropped player's seat waits before --fill plays it (default %(default)s)")
    parser.add_argument("--fill", choices=game.players.names, default=None,
                        help="a computer level that plays a seat whose player is away past --grace")
    parser.add_argument("--speed", type=_positive, default=1.0, help=argparse.SUPPRESS)   # tests, demos
    add_game_options(parser, game)
    foreign = foreign_option(argv, game, games)
    if foreign:
        parser.error(foreign)
    args = parser.parse_args(argv)
    if REMOTE not in args.players:
        parser.error("no remote seat: use simulate to play computers only")
    if game.remote is None:
        parser.error(f"{game.id} cannot be played across computers yet")
    args.game = game
    args.options = {o.name: getattr(args, o.name) for o in game.options}
    try:
        args.rules = game.make_rules(len(args.players), **args.options)
    except ValueError as exc:
        parser.error(str(exc))
    args.options = game.options_in_effect(len(args.players), args.options)
    if args.seed is None:
        args.seed = random.SystemRandom().getrandbits(32)
    return args


def serve(argv: list[str], games) -> int:
    args = serve_arguments(argv, games)
    log, error = open_output(args.log, "main.py serve", "--log")
    if error:
        print(error, file=sys.stderr)
        return 2
    host = Host(args.game, args.rules, args.players, args.seed, address=args.host, port=args.port,
                games=args.games, grace=args.grace, fill=args.fill, speed=args.speed, log=log,
                options=args.options, on_seat=_say_seat)

    async def run():
        port = await host.start()
        remote = [str(i) for i, k in enumerate(args.players) if k == REMOTE]
        print(f"main.py serve: {args.game.id} on {args.host}:{port}, waiting for seat{'s' * (len(remote) > 1)} "
              f"{', '.join(remote)}", flush=True)
        return await host.run()

    try:
        matches = asyncio.run(run())
    except OSError as exc:
        print(f"main.py serve: error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        if log is not None:
            log.close()
    for match in matches:
        winners = ", ".join(match.seats[s].name for s in match.state.result().winners)
        print(f"main.py serve: game over, won by {winners}", flush=True)
    return 0


def _say_seat(seat: dict) -> None:
    status = {"here": "is here", "away": "left (the seat waits)", "computer": "is played by a computer"}
    print(f"main.py serve: seat {seat['seat']} ({seat['name']}) {status.get(seat['status'], seat['status'])}",
          flush=True)


def _address(text: str) -> str:
    """HOST:PORT (an IPv6 host in brackets) as a ws:// address."""
    found = re.fullmatch(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.\-]+):([0-9]{1,5})", text)
    if not found or not 0 < int(found.group(2)) < 65536:
        raise argparse.ArgumentTypeError(f"not HOST:PORT: {shown(text)}")
    return f"ws://{found.group(1)}:{int(found.group(2))}"


def join_arguments(argv: list[str], games) -> argparse.Namespace:
    levels = sorted({name for g in games.values() for name in g.players.names})
    parser = OneLineParser(prog="main.py join", description="Take a seat at a game hosted on another computer.")
    parser.add_argument("address", type=_address, help="the host's HOST:PORT")
    parser.add_argument("--seat", type=whole_number(0, 5), default=None, help="the seat to take (default: the first free)")
    parser.add_argument("--name", default=None, help="your name at the table")
    parser.add_argument("--play", choices=levels, required=True,
                        help="the computer level that plays the seat (headless; the window's Join is to come)")
    parser.add_argument("--trace", metavar="FILE", type=lambda t: file_to_write(t, "trace"),
                        help="write every message received as JSON Lines")
    parser.add_argument("--timeout", type=_positive, default=5.0, help="seconds to wait for the host to answer")
    args = parser.parse_args(argv)
    if args.name is not None and (len(args.name) > 40 or not args.name.isprintable()):
        parser.error("--name is at most 40 printable characters")
    return args


def join(argv: list[str], games) -> int:
    args = join_arguments(argv, games)
    trace, error = open_output(args.trace, "main.py join", "--trace")
    if error:
        print(error, file=sys.stderr)
        return 2
    client = Client(args.address, seat=args.seat, name=args.name, play=args.play, trace=trace,
                    open_timeout=args.timeout)
    try:
        asyncio.run(client.run())
    except JoinError as exc:
        print(f"main.py join: error: {exc}", file=sys.stderr)
        return 2 if "no computer level" in str(exc) else 1
    except KeyboardInterrupt:
        return 130
    finally:
        if trace is not None:
            trace.close()
    return 0
