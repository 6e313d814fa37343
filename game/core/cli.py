"""Command-line helpers shared by `main.py simulate`, `serve`, `join` and the window's
arguments: a parser whose errors are one line with exit code 2, whole-number types, the
chosen game's own options as flags, and an output file opened with a one-line error."""
from __future__ import annotations

import argparse
import os
import re

from game.core import files

DIGITS = 19      # no count, size or seed of the program needs more (2**63 has 19 digits)


class OneLineParser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit code 2 (the usage is in --help)
        line = " ".join(message.split())     # an argument holding a line break stays on one line
        if len(line) > 300:                  # argparse quotes whole values ("invalid choice: ...")
            line = line[:300] + "..."
        self.exit(2, f"{self.prog}: error: {line}\n")

    def parse_args(self, args=None, namespace=None):
        return super().parse_args(None if args is None else _values_joined(self, list(args)), namespace)


def _values_joined(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """`--size -5x5` as `--size=-5x5`: a value that starts with '-' (and is no option)
    reaches its option's check and gets its own message, not "expected one argument"."""
    takes_value = {s for a in parser._actions if a.option_strings and a.nargs is None
                   and not isinstance(a, (argparse._StoreConstAction, argparse._VersionAction,
                                          argparse._HelpAction)) for s in a.option_strings}
    known = {s for a in parser._actions for s in a.option_strings}
    out, k = [], 0
    while k < len(argv):
        if argv[k] in takes_value and k + 1 < len(argv) and argv[k + 1].startswith("-") \
                and argv[k + 1] not in known and argv[k + 1] != "--" and argv[k + 1].split("=")[0] not in known:
            out.append(f"{argv[k]}={argv[k + 1]}")
            k += 2
        else:
            out.append(argv[k])
            k += 1
    return out


def shown(text: str, longest: int = 24) -> str:
    """`text` quoted for an error message, cut short: an argument is never echoed in full."""
    return repr(text) if len(text) <= longest else repr(text[:longest]) + f"... ({len(text)} characters)"


def whole_number(minimum: int | None = None, maximum: int | None = None):
    """An argparse type: a whole number in ASCII digits (no '٣', '３', '1_000' or spaces:
    int() takes them all, a player reading the line would not), at most DIGITS of them,
    at least `minimum` / at most `maximum` when given. The one reader of whole numbers of
    every command line (simulate, serve, join, the window), with `decimal_number`."""
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]+", text, re.ASCII):
            raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}")
        if len(text.lstrip("-")) > DIGITS:
            raise argparse.ArgumentTypeError(f"too large: {shown(text)}")
        value = int(text)
        if minimum is not None and value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}: {shown(text)}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"must be at most {maximum}: {shown(text)}")
        return value
    return parse


def decimal_number(above: float, below: float, what: str = "number"):
    """An argparse type: a number like 3, 0.5 or 2.75 in ASCII digits (float() would take
    '١.٥', '1e3', 'inf', 'nan' and '1_0'), strictly between `above` and `below`."""
    def parse(text: str) -> float:
        if not re.fullmatch(r"-?[0-9]{1,%d}(\.[0-9]{1,%d})?" % (DIGITS, DIGITS), text, re.ASCII):
            raise argparse.ArgumentTypeError(f"not a number: {shown(text)}")
        value = float(text)
        if not above < value < below:
            raise argparse.ArgumentTypeError(f"must be a positive {what} below {below:g}: {shown(text)}")
        return value
    return parse


def file_named(text: str, what: str) -> str:
    """`text` if it can name a file at all: an empty name (`--log ""`, which would
    otherwise mean "no log" and write nothing, silently) or one holding NUL is refused."""
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError(f"an empty file name for the {what}")
    return text


def file_to_write(text: str, what: str) -> str:
    """`text` if it names a file that can be made or replaced: not empty, in a folder
    that exists, not a folder nor a device (/dev/full) itself; ArgumentTypeError if not."""
    file_named(text, what)
    if os.path.exists(text) and not os.path.isfile(text):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a file to write the {what} in")
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"no folder {shown(folder)} to write the {what} {shown(text)} in")
    return text


# ----- a game's own options (simulate, serve) ---------------------------------------------
def chosen_game(argv: list[str], games, default: str, prog: str):
    """The game `--game` names in `argv` (before the full parse: its options are the flags)."""
    first = OneLineParser(prog=prog, add_help=False)
    first.add_argument("--game", choices=list(games), default=default)
    known, _rest = first.parse_known_args(argv)
    return games[known.game]


def foreign_option(argv: list[str], game, games) -> str | None:
    """An option of another game given for this one: the one-line complaint, or None."""
    own = {o.flag for o in game.options}
    for word in argv:
        flag = word.split("=", 1)[0] if word.startswith("--") else None
        if flag and flag not in own:
            owners = [g.id for g in games.values() if any(o.flag == flag for o in g.options)]
            if owners:
                return f"{flag} is an option of {', '.join(owners)}, not of {game.id}"
    return None


def add_game_options(parser: argparse.ArgumentParser, game, note=lambda option: "") -> None:
    """The game's options as flags (game/core/option.py): a switch, or one of the choices
    (whole numbers when they are ints), each dest its option's name; `note(option)` is
    added to its help."""
    for option in game.options:
        help = option.help + note(option)
        if option.is_switch:
            parser.add_argument(option.flag, dest=option.name, action="store_true", help=help)
        else:
            # whole numbers read as every number of the command line is (not int(): '٣')
            kind = whole_number() if all(type(c) is int for c in option.choices) else None
            parser.add_argument(option.flag, dest=option.name, type=kind, choices=list(option.choices),
                                default=option.default, help=help + " (default %(default)s)")


def open_output(path: str | None, prog: str, flag: str):
    """(the file `flag` names opened to write, or None when not asked; the one-line error
    when it cannot be opened, the caller then exits 2, or None)."""
    if not path:
        return None, None
    try:     # whole lines, never a torn one on a full disk (game/core/files.py)
        return files.LineFile(path), None
    except OSError as exc:
        return None, f"{prog}: error: cannot write {flag} {path}: {exc.strerror or exc}"
