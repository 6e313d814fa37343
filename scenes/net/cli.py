"""`main.py serve` and `main.py join`: play across computers without a window.

    main.py serve --game ID --players remote,remote,hard [--seed S] [--port P] [--host ADDRESS]
                  [--log FILE] [--games N] [--grace S] [--fill LEVEL] [--turn-time S] [--name NAME]
                  [--no-advertise]
                  [game options]
    main.py join HOST:PORT [--seat N] [--name NAME] [--play LEVEL] [--trace FILE]
    main.py join --list [--wait SECONDS]

Bad options: one line, exit 2 (game/core/cli.py); an address nobody answers: one
line, exit 1; a game over: exit 0. `serve` stopped by SIGTERM or SIGINT (Ctrl-C) says
goodbye on the way out (its advertisement withdrawn, every connection closed with
code 1001 and the reason) and exits 128 + the signal's number, the shell's convention
(143, 130), so a supervisor tells a stop from a series played to its end; a `join`
whose host stopped so says it in one line and exits 1. `serve` advertises its game on the local network
(mDNS, scenes/net/discovery.py) while it has free seats, on the interfaces it listens
on; `join --list` prints the games found (exit 1 when none).
"""
from __future__ import annotations

import argparse
import asyncio
import ipaddress
import random
import re
import signal
import socket
import sys
import time

from game.core.cli import (OneLineParser, add_game_options, chosen_game, decimal_number, file_to_write,
                           foreign_option, open_output, shown, whole_number)
from game import __version__
from scenes.net import discovery
from scenes.net.client import Client, JoinError
from scenes.net.host import REMOTE, Host

DEFAULT_PORT = 8765
LIST_WAIT = 3.0      # seconds join --list looks for games at most
LIST_SETTLE = 0.5    # once one is found: the others answer the same query within ~0.1 s (RFC 6762)


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


_positive = decimal_number(0, 1e6, "number of seconds")      # --grace, --wait, --timeout, --speed


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
    parser.add_argument("--turn-time", type=_positive, default=None,
                        help="seconds a present player may stay silent on their turn before --fill decides "
                             "that turn for them (default: they are waited for)")
    parser.add_argument("--name", default=None,
                        help="the host's name shown to people looking for games (default: this computer's name)")
    parser.add_argument("--no-advertise", action="store_true",
                        help="do not advertise the game on the local network (join it by HOST:PORT)")
    parser.add_argument("--speed", type=_positive, default=1.0, help=argparse.SUPPRESS)   # tests, demos
    add_game_options(parser, game)
    foreign = foreign_option(argv, game, games)
    if foreign:
        parser.error(foreign)
    args = parser.parse_args(argv)
    if args.turn_time is not None and args.fill is None:
        parser.error("--turn-time needs --fill: the computer level that decides for a silent player")
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
    _check_name(parser, args.name)
    try:
        discovery.interfaces_from_env()
    except ValueError as exc:
        parser.error(str(exc))
    return args


def _check_name(parser, name: str | None) -> None:
    if name is not None and (len(name) > 40 or not name.isprintable() or not name.strip()):
        parser.error("--name is 1 to 40 printable characters")


def _advertiser(args, port: int, host: Host) -> discovery.Advertiser | None:
    """The game's advertisement, where it listens: on the addresses its sockets are bound
    to (a loopback or a given address: only there; 0.0.0.0: every interface). None when
    it listens on no IPv4 address (mDNS here speaks IPv4 only)."""
    bound = {ipaddress.ip_address(s.getsockname()[0]) for s in host.server.sockets}
    listen = sorted(str(a) for a in bound if a.version == 4)
    if not listen:
        return None
    interfaces = addresses = None if "0.0.0.0" in listen else listen
    total = sum(1 for p in host.places if p.remote)
    return discovery.Advertiser(port, args.game.id, args.name or socket.gethostname(), total, total,
                                interfaces=interfaces, addresses=addresses)


def _free_seats(host: Host) -> int:
    return sum(1 for p in host.places if p.remote and p.token is None)


def serve(argv: list[str], games) -> int:
    args = serve_arguments(argv, games)
    log, error = open_output(args.log, "main.py serve", "--log")
    if error:
        print(error, file=sys.stderr)
        return 2
    advertiser = None

    def on_seat(seat: dict) -> None:
        _say_seat(seat)
        if advertiser is not None:        # advertised while a seat is free; a full table withdraws
            free = _free_seats(host)
            if free:
                advertiser.update(free)
            else:
                advertiser.close()

    host = Host(args.game, args.rules, args.players, args.seed, address=args.host, port=args.port,
                games=args.games, grace=args.grace, fill=args.fill, speed=args.speed, log=log,
                options=args.options, on_seat=on_seat, keep_matches=False, turn_time=args.turn_time)

    stopped_by: list[int] = []

    async def run():
        nonlocal advertiser
        _stop_on_signals(host, asyncio.current_task(), stopped_by)
        port = await host.start()
        remote = [str(i + 1) for i, k in enumerate(args.players) if k == REMOTE]     # counted from 1, as join's --seat
        print(f"main.py serve: {args.game.id} on {args.host}:{port}, waiting for seat{'s' * (len(remote) > 1)} "
              f"{', '.join(remote)}", flush=True)
        if not args.no_advertise:
            advertiser = _advertiser(args, port, host)
            if advertiser is None:
                print("main.py serve: not advertised (mDNS here is IPv4 only): join by HOST:PORT", flush=True)
            else:
                advertiser.start()
                print(f"main.py serve: advertising the game on the local network (mDNS) "
                      f"as {advertiser.host_name!r}", flush=True)
        try:
            return await host.run()
        finally:
            if advertiser is not None:    # the goodbye, so the game leaves others' lists now
                await asyncio.to_thread(advertiser.close, 2.0)

    try:
        matches = asyncio.run(run())
    except OSError as exc:
        print(f"main.py serve: error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        signum = stopped_by[0] if stopped_by else signal.SIGINT
        print(f"main.py serve: stopped ({signal.Signals(signum).name}): the players were told", flush=True)
        return 128 + signum
    finally:
        if log is not None:
            log.close()
    for won in matches:                   # series.Won: who won each game
        print(f"main.py serve: game over, won by {', '.join(won.winners)}", flush=True)
    return 0


def _stop_on_signals(host: Host, task: asyncio.Task, stopped_by: list[int]) -> None:
    """SIGTERM and SIGINT stop the series: the task is cancelled, so its `finally`s say
    goodbye (the connections closed with 1001 and why, the advertisement withdrawn).
    Where the loop cannot take signals (Windows), Ctrl-C's KeyboardInterrupt does it."""
    def stop(signum: int) -> None:
        if not stopped_by:
            stopped_by.append(signum)
            host.farewell = (1001, "the host stopped the game")
            task.cancel()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(signum, stop, signum)
        except (NotImplementedError, RuntimeError, ValueError):
            pass


def _say_seat(seat: dict) -> None:
    status = {"here": "is here", "away": "left (the seat waits)", "computer": "is played by a computer"}
    print(f"main.py serve: seat {seat['seat'] + 1} ({seat['name']}) {status.get(seat['status'], seat['status'])}",
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
    parser.add_argument("address", type=_address, nargs="?", help="the host's HOST:PORT")
    parser.add_argument("--list", action="store_true",
                        help="list the games advertised on the local network (mDNS) and exit")
    parser.add_argument("--wait", type=_positive, default=None,
                        help="with --list: seconds to look at most (default %s)" % LIST_WAIT)
    # counted from 1, as the window counts seats (its setup, the lobby, Join a game's list) and as
    # serve's lines name them; the protocol's own numbers start at 0 (Client takes those)
    parser.add_argument("--seat", type=whole_number(1, 6), default=None,
                        help="the seat to take, counted from 1 (default: the first free)")
    parser.add_argument("--name", default=None, help="your name at the table")
    parser.add_argument("--play", choices=levels,
                        help="the computer level that plays the seat (headless; the window's Join is to come)")
    parser.add_argument("--trace", metavar="FILE", type=lambda t: file_to_write(t, "trace"),
                        help="write every message received as JSON Lines")
    parser.add_argument("--timeout", type=_positive, default=5.0, help="seconds to wait for the host to answer")
    args = parser.parse_args(argv)
    if args.name is not None and (len(args.name) > 40 or not args.name.isprintable()):
        parser.error("--name is at most 40 printable characters")
    if args.list:
        extra = [flag for flag, value in (("HOST:PORT", args.address), ("--seat", args.seat), ("--name", args.name),
                                          ("--play", args.play), ("--trace", args.trace)) if value is not None]
        if extra:
            parser.error(f"--list takes no {extra[0]}")
        try:
            discovery.interfaces_from_env()
        except ValueError as exc:
            parser.error(str(exc))
    elif args.wait is not None:
        parser.error("--wait goes with --list")
    elif args.address is None:
        parser.error("the host's HOST:PORT is needed (or --list to find games)")
    elif args.play is None:
        parser.error("the following arguments are required: --play")
    return args


def join(argv: list[str], games) -> int:
    args = join_arguments(argv, games)
    if args.list:
        return list_games(args.wait if args.wait is not None else LIST_WAIT)
    trace, error = open_output(args.trace, "main.py join", "--trace")
    if error:
        print(error, file=sys.stderr)
        return 2
    seat = None if args.seat is None else args.seat - 1
    client = Client(args.address, seat=seat, name=args.name, play=args.play, trace=trace,
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


def list_games(wait: float) -> int:
    """Print the games advertised on the local network, one a line; exit 1 if none."""
    browser = discovery.Browser()
    browser.start()
    try:
        deadline = started = time.monotonic()
        deadline += wait
        first = None
        while time.monotonic() < deadline:
            if browser.error:
                break
            if first is None and browser.found():
                first = time.monotonic()
                deadline = min(deadline, first + LIST_SETTLE)
            time.sleep(0.02)
        games = browser.found()
    finally:
        browser.close(1.0)
    if browser.error:
        print(f"main.py join: error: cannot look for games on the local network: {browser.error}", file=sys.stderr)
        return 1
    if not games:
        print(f"main.py join: no game found on the local network in {time.monotonic() - started:.1f} s "
              f"(multicast may be blocked: join by HOST:PORT)", file=sys.stderr)
        return 1
    for found in games:
        version = "" if found.program == __version__ else f"\tversion {found.program}"
        print(f"{found.game}\t{found.host}\t{found.address}:{found.port}\t{found.free}/{found.total} free{version}")
    return 0
