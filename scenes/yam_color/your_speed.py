"""The level `yours` on screen: whose speed it is, its fit from the statistics file,
and practice's calls added to that file (game/yam_color/speed.py does the fitting).

The person is the first seat of the table that is a person (in practice, the first
person of the setup remembered from last time, else "Player 1"): their calls in
practice and in real games are kept under their name, and `yours` at their table calls
from the distribution fitted to them. Reading never raises: a damaged or missing file,
or too few calls, gives the default person and says so."""
from __future__ import annotations

import logging
import threading

from game.core import stats as game_stats
from game.yam_color import speed

from scenes.shell import setup_memory, statistics
from scenes.shell.seating import HUMAN
from scenes.ui import userdata
from scenes.ui.text import notice, t

GAME_ID = "yam-color"
YOURS = "yours"          # the level's kind
log = logging.getLogger("eceg.yam.speed")


def person_of(seats) -> str | None:
    """The name `yours` takes its speed from: the first seat that is a person."""
    return next((s.name for s in seats if s.kind == HUMAN), None)


def kept_for(name: str | None) -> dict:
    """`name`'s measured calls as the statistics keep them ({} when none, or the file
    cannot be read: a damaged file is kept aside by the statistics and said on the title)."""
    if name is None:
        return {}
    try:
        stats, problem = statistics.load(GAME_ID)
        if problem:          # kept aside by the load; said on the title like any damaged statistics
            userdata.notices.append(notice("stats_damaged", problem))
        entry = stats.get(name)
        kept = entry.by_id.get(speed.COUNTER) if entry is not None else None
    except (OSError, ValueError, TypeError, AttributeError) as error:      # never stops a game from starting
        log.error("your speed: %s", error)
        return {}
    return dict(kept) if isinstance(kept, dict) else {}


def fit_for(name: str | None) -> speed.Fit:
    """The fit of `name`'s measured calls (the default person when there are too few,
    none, or the file cannot be read)."""
    fit = speed.fit_kept(kept_for(name))
    if fit.damaged:
        log.warning("your speed: %d unreadable measures of %s skipped", fit.damaged, name)
    return fit


def practiser(game: str = GAME_ID) -> str:
    """Who is practising: the first person of the setup remembered, else "Player 1"."""
    remembered, _problem = setup_memory.load(game)
    seats = remembered.seats if remembered is not None else ()
    first = next((s.name.strip() for s in seats if s.kind == HUMAN), "")
    return first or t("seat_name", n=1)


def measured(kept: dict) -> tuple[int, int]:
    """(calls a fit would use, unreadable entries) of a `speed` counter: read, not fitted."""
    measures, damaged = speed.read(kept)
    return sum(n for _m, n in measures), damaged


def describe(name: str, calls: int, damaged: int = 0) -> str:
    """One line: whose speed `yours` has, from how many calls, or how many it still needs;
    and how many stored measures could not be read (skipped)."""
    if calls >= speed.ENOUGH:
        line = t("yam_yours_measured", name=name, n=calls)
    else:
        line = t("yam_yours_too_few", name=name, n=calls, total=speed.ENOUGH)
    return line + (t("yam_yours_damaged", n=damaged) if damaged else "")


def record_practice(name: str, kept: dict[str, int]) -> None:
    """Add practice's measures to `name`'s statistics, beside the frame (the statistics'
    own lock and queue: a game being counted is never overwritten)."""
    worker = threading.Thread(target=_record, args=(name, dict(kept)), name="practice statistics", daemon=False)
    statistics._running.append(worker)
    worker.start()


def _record(name: str, kept: dict[str, int]) -> bool:
    if not userdata.writable():
        return False
    path = userdata.statistics_path(GAME_ID)
    with statistics._counting:
        stats, problem = statistics._load(GAME_ID, path)
        if problem:
            userdata.notices.append(notice("stats_damaged", problem))
        try:
            speed.add_to(stats, name, kept)
        except ValueError as error:
            log.error("practice not recorded: %s", error)
            return False
        return userdata.write_json(path, game_stats.to_data(stats))
