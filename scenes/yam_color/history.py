"""YAM color's history in plain words: each log line becomes a sentence through the
catalog ("Ana throws the dice (card 24)", "Ben calls 7", "Count: 6", "Ben called 7:
too high, pays a card"). The table's check line, the rules' example, the history
panel (L) and the replay all say what happened with these same sentences.

The count is said once per round, before the check's first line: it is read from
the throw's dice and card (the deck's count), as the table shows it."""
from __future__ import annotations

from game.yam_color.deck import count as count_of

from scenes.ui.text import counted, listed, t

CHECK_LINES = ("fine", "take", "unclaimed")
STANDS_OUT = {"start", "throw", "take", "end"}


def seconds(time: float) -> str:
    """A call's moment, to the hundredth, with the language's decimal mark."""
    cents = round(time * 100)
    return t("yam_h_seconds", whole=cents // 100, cents=f"{cents % 100:02d}")


def _name(names: list[str], seat) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def check_line(event: dict, names: list[str], called: dict[int, int]) -> str:
    """One line of the check, as the table shows it (called: each seat's call this round)."""
    kind = event["type"]
    if kind == "unclaimed":
        return t("yam_unclaimed")
    seat = event["player"]
    values = {"name": _name(names, seat), "n": called.get(seat, "?")}
    if kind == "take":
        return t("yam_take", **values)
    return t("yam_fine" if event["card"] is not None else "yam_fine_none", **values)


class Narrator:
    """Reads a game's log lines in order and says each in words; it keeps what a
    sentence needs from earlier lines (the round's throw and calls)."""

    def __init__(self, names: list[str]):
        self.names = names
        self.throw: dict | None = None
        self.called: dict[int, int] = {}
        self.counted = False

    def say(self, event: dict) -> list[tuple[str, bool]]:
        """(sentence, stands out?) for this line: none, one, or the count and one."""
        kind = event["type"]
        name = lambda seat: _name(self.names, seat)  # noqa: E731
        lines: list[tuple[str, bool]] = []
        if kind == "start":
            lines.append(t("yam_h_start", names=", ".join(p["name"] for p in event["players"])))
        elif kind == "throw":
            self.throw, self.called, self.counted = event, {}, False
            key = "yam_h_throw_playoff" if event.get("playoff") else "yam_h_throw"
            lines.append(t(key, name=name(event["player"]), card=event["card"]))
        elif kind == "call":
            self.called[event["player"]] = event["count"]
            lines.append(t("yam_h_call", name=name(event["player"]), n=event["count"],
                           time=seconds(event["time"])))
        elif kind in CHECK_LINES:
            if not self.counted and self.throw is not None:
                self.counted = True
                lines.append(t("yam_count", n=count_of(tuple(self.throw["dice"]), self.throw["card"])))
            lines.append(self.check_line(event))
        elif kind == "end":
            winners = [name(s) for s in event["winners"]]
            most = max(event["scores"]) if event["scores"] else 0
            key = "yam_h_end_alone" if len(winners) == 1 else "yam_h_end_shared"
            lines.append(counted(key, most, names=listed(winners)))
        return [(line, kind in STANDS_OUT) for line in lines]

    def check_line(self, event: dict) -> str:
        return check_line(event, self.names, self.called)


def sentences(events, names: list[str]) -> list[tuple[str, bool]]:
    """(sentence, stands out?) for every line of `events` that has words."""
    narrator = Narrator(names)
    return [line for event in events for line in narrator.say(event)]
