"""The benchmarks of `yours` (tools/bench_yam_yours_spread.py, tools/bench_yam_yours_learning.py):
the per-fit summary (median, 10th-90th percentiles, share within 45-55%, pooled rate and
its interval, the spread with the games' luck taken out), the measured prior's pull, a
recorded game's calls kept as the statistics keep them, and a bad argument refused in one line."""
from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bench_yam_yours_learning  # noqa: E402
import bench_yam_yours_spread  # noqa: E402
from bench_yam_yours import PEOPLE  # noqa: E402


def test_the_summary_of_the_fits():
    rates = [0.30, 0.40, 0.46, 0.50, 0.55, 0.56, 0.60, 0.70, 0.45, 0.48]
    s = bench_yam_yours_spread.summary(rates, games=100)
    # sorted: .30 .40 .45 .46 .48 .50 .55 .56 .60 .70; median (.48 + .50) / 2
    assert s["median"] == pytest.approx(0.49)
    # inclusive deciles: position 0.9 and 8.1 of 0..9 -> .30 + .9 * .10 and .60 + .1 * .10
    assert s["p10"] == pytest.approx(0.39) and s["p90"] == pytest.approx(0.61)
    assert s["within"] == pytest.approx(0.5)          # .45 .46 .48 .50 .55
    mean = sum(rates) / 10
    sd = math.sqrt(sum((r - mean) ** 2 for r in rates) / 9)
    assert s["mean"] == pytest.approx(0.50) and s["half"] == pytest.approx(1.96 * sd / math.sqrt(10))
    luck = sum(r * (1 - r) for r in rates) / 10 / 100
    assert s["fit_sd"] == pytest.approx(math.sqrt(sd * sd - luck))


def test_the_measured_prior_pulls_the_reaction_by_its_weight():
    person = PEOPLE["slow"]
    prior = PEOPLE["quick"]
    pulled = bench_yam_yours_spread.shrunk(person, 90, 30, prior)
    gap = (prior.mu + prior.tau) - (person.mu + person.tau)
    assert pulled.mu == pytest.approx(person.mu + gap / 4) and pulled.tau == person.tau
    assert bench_yam_yours_spread.shrunk(person, 90, 0, prior) is person


def test_a_real_games_calls_are_kept_with_their_marks():
    share, kept = bench_yam_yours_learning.real_game(PEOPLE["usual"], PEOPLE["usual"], 5, True)
    assert share in (0.0, 0.5, 1.0)
    marks = {len(key.split(".")) == 5 and key.split(".")[4] for key in kept}
    assert sum(kept.values()) >= 20 and "1" in marks and False in marks      # first calls and later ones


@pytest.mark.parametrize("tool, args", [("bench_yam_yours_spread.py", ["--calls", "10"]),
                                        ("bench_yam_yours_spread.py", ["--calls", "x"]),
                                        ("bench_yam_yours_learning.py", ["--people", "nobody"])])
def test_a_bad_argument_is_one_line_and_exit_2(tool, args):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / tool), *args], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and "error: " in done.stderr.strip().splitlines()[-1] and not done.stdout
