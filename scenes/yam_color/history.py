"""YAM color's history in plain words: each log line becomes a sentence through the
catalog ("Ana throws the dice (card 24)", "Ben calls 7", "Count: 6", "Ben called 7:
too high, pays a card"). The table's check line, the rules' example, the history
panel (L) and the replay all say what happened with these same sentences.

A throw is said with its dice and its card's discs in words, and the count once per
round, before the check's first line, with the pairs of each colour that make it
(read from the throw's dice and card, as the table shows it): the history keeps
what is needed to check every round."""
from __future__ import annotations

from game.yam_color.deck import CARD_DISCS, count as count_of, dice_colours

from scenes.ui.text import counted, listed, t
from scenes.yam_color.check_marks import amounts, pairs_words

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
    if kind == "unclaimed":          # nobody right, or nobody called at all: say which
        return t("yam_unclaimed" if called else "yam_nobody_called")
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
            # the round's dice and card kept in words, to check its count later
            lines.append(t("yam_h_dice", dice=amounts(dice_colours(tuple(event["dice"])))))
            lines.append(t("yam_h_card", card=event["card"], discs=amounts(CARD_DISCS[event["card"]])))
        elif kind == "call":
            self.called[event["player"]] = event["count"]
            lines.append(t("yam_h_call", name=name(event["player"]), n=event["count"],
                           time=seconds(event["time"])))
        elif kind in CHECK_LINES:
            if not self.counted and self.throw is not None:
                self.counted = True
                dice, card = tuple(self.throw["dice"]), self.throw["card"]
                n = count_of(dice, card)
                lines.append(t("yam_h_count", n=n, pairs=pairs_words(dice, card)) if n else t("yam_count", n=0))
            lines.append(self.check_line(event))
        elif kind == "end":
            winners = [name(s) for s in event["winners"]]
            most = max(event["scores"]) if event["scores"] else 0
            key = "yam_h_end_alone" if len(winners) == 1 else "yam_h_end_shared"
            lines.append(counted(key, most, names=listed(winners)))
        # the throw's dice and card are plain lines under it
        return [(line, kind in STANDS_OUT and not (kind == "throw" and k > 0)) for k, line in enumerate(lines)]

    def check_line(self, event: dict) -> str:
        return check_line(event, self.names, self.called)


def sentences(events, names: list[str], live: bool = False) -> list[tuple[str, bool]]:
    """(sentence, stands out?) for every line of `events` that has words. `live`: the
    table's panel during play, where a round not yet checked is said without its card
    and dice (the card is the round's secret while the panel stops its clock)."""
    narrator = Narrator(names)
    events = list(events)
    open_round = None
    if live:
        throws = [i for i, e in enumerate(events) if e["type"] == "throw"]
        if throws and not any(e["type"] in CHECK_LINES for e in events[throws[-1]:]):
            open_round = throws[-1]
    lines = []
    for i, event in enumerate(events):
        said = narrator.say(event)
        if i == open_round:
            said = [(t("yam_throws", name=_name(names, event["player"])), True)]
        lines += said
    return lines
