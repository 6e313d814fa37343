"""What a game's seed can do, in words (the results and the pause both say it)."""
from __future__ import annotations

from scenes.ui.text import t


def seed_words(match, config, over: bool = False) -> str:
    """Replay the game when every seat is a computer; with people it deals the same
    start, but their choices are in the log only (E); a tutorial's scripted game comes
    from no seed at all. `over`: said under the results (not the pause's words)."""
    if getattr(match, "joined", False):        # a seat joined from another computer (scenes/net/mirror.py)
        # the pause says the game goes on meanwhile; the results, that it is over, said
        # "while this menu is open" too
        return t("seed_line_joined_over" if over else "seed_line_joined")
    if not match.replays_from_seed:
        return t("seed_line_scripted")
    if any(seat.is_human for seat in config.seats):
        return t("seed_line_people", seed=match.seed)
    return t("seed_line", seed=match.seed)
