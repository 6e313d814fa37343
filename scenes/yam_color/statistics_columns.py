"""YAM color's own columns on the statistics screen: cards won, right calls (the exact
count), wrong calls (too high) and the median call time, counted by
game/yam_color/stats.py."""
from __future__ import annotations

from game.yam_color.stats import median_tenths

from scenes.ui.text import t


def _median(stats) -> str:
    median = median_tenths(stats.by_id.get("call_tenths", {}))
    if median is None:
        return t("stats_none")
    whole, tenth = divmod(round(median * 10), 10)
    return t("yam_stats_seconds", whole=whole, tenth=tenth)


# (heading message id, x, alignment, the cell's text from a player's statistics)
COLUMNS = (("yam_stats_taken", 800, "right", lambda s: str(s.count("taken"))),
           ("yam_stats_right", 900, "right", lambda s: str(s.count("right_calls"))),
           ("yam_stats_wrong", 1000, "right", lambda s: str(s.count("wrong_calls"))),
           ("yam_stats_median", 1150, "right", _median))
