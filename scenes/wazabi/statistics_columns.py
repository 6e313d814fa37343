"""Wazabi's own columns on the statistics screen: dice given away and dice shed
(removed by drop cards), counted by game/wazabi/stats.py."""
from __future__ import annotations

# (heading message id, x, alignment, the cell's text from a player's statistics)
COLUMNS = (("wz_stats_given", 800, "right", lambda s: str(s.count("given"))),
           ("wz_stats_shed", 900, "right", lambda s: str(s.count("shed"))))
