"""Command-line helpers shared by `main.py simulate` and the window's arguments:
a parser whose errors are one line with exit code 2, and whole-number types."""
from __future__ import annotations

import argparse


class OneLineParser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit code 2 (the usage is in --help)
        self.exit(2, f"{self.prog}: error: {message}\n")


def whole_number(minimum: int | None = None):
    """An argparse type: an int, at least `minimum` when given."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if minimum is not None and value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}: {text!r}")
        return value
    return parse
