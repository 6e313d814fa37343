"""Easy Come, Easy Go's own columns on the statistics screen: prizes taken from the
centre, prizes stolen, and the best (hardest) prize a player has taken."""
from __future__ import annotations

from game.eceg.stats import best_prize

from scenes.eceg.words import prize_name
from scenes.ui.text import t


def _best(stats) -> str:
    best = best_prize(stats.by_id.get("by_prize", {}))
    return prize_name(best) if best else t("stats_none")


# (heading message id, x, alignment, the cell's text from a player's statistics)
COLUMNS = (("stats_taken", 770, "right", lambda s: str(s.count("taken"))),
           ("stats_stolen", 860, "right", lambda s: str(s.count("stolen"))),
           ("stats_best", 895, "left", _best))
