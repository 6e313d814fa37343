"""Caches that grow with play are bounded: a long simulation's memory stays flat."""
from game.core.simulate import run
from game.eceg.ai import reference
from game.eceg.game import GAME as ECEG
from game.eceg.state import Rules


def test_greedy_planner_caches_stay_within_their_bounds(monkeypatch):
    monkeypatch.setattr(reference, "MAX_PLANNERS", 8)
    monkeypatch.setattr(reference, "MAX_SET_ASIDES", 50)
    reference._PLANNERS.clear()
    reference._SET_ASIDES.clear()
    peak = [0, 0]
    original = reference.FastPlanner

    def watched(*args):       # note the sizes each time a planner is made
        peak[0] = max(peak[0], len(reference._PLANNERS))
        peak[1] = max(peak[1], len(reference._SET_ASIDES))
        return original(*args)
    monkeypatch.setattr(reference, "FastPlanner", watched)
    tally = run(ECEG, Rules(4), ["greedy"] * 4, games=30, seed=2)
    assert tally.games == 30
    assert 0 < peak[0] <= 8 and peak[1] <= 50
    assert len(reference._PLANNERS) <= 8 and len(reference._SET_ASIDES) <= 50
    reference._PLANNERS.clear()
    reference._SET_ASIDES.clear()
