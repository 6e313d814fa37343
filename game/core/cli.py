"""Command-line helpers shared by `main.py simulate` and the window's arguments:
a parser whose errors are one line with exit code 2, and whole-number types."""
from __future__ import annotations

import argparse
import os
import re

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
    """An argparse type: a whole number in ASCII digits (no '٣', '1_000' or spaces), at
    most DIGITS of them, at least `minimum` / at most `maximum` when given."""
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]+", text):
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


def file_to_write(text: str, what: str) -> str:
    """`text` if it names a file that can be made or replaced: not empty, in a folder
    that exists, not a folder nor a device (/dev/full) itself; ArgumentTypeError if not."""
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError(f"an empty file name for the {what}")
    if os.path.exists(text) and not os.path.isfile(text):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a file to write the {what} in")
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"no folder {shown(folder)} to write the {what} {shown(text)} in")
    return text
