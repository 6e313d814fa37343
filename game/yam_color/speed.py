"""A caller at a person's own speed: the level `yours`.

A person's calls are measured, in practice (game/yam_color/practice.py) and in real
games (game/yam_color/stats.py: the calls of the seats that are people), and kept
with the statistics under the person's name: the counter `speed`, by id
"matches.colours.called.tenths" (the right count, the card's colours, the number
called, the call's moment in tenths of a second since the reveal), and a mark for a
game's call whose number is the person's play rather than their count: ".1" (PLAYED)
after another's call (a number not to win with, a gamble above it): its time is a
measure, its number is not; ".2"
(HURRIED) in the call time's last HURRY seconds: a count cut short by the clock, so
its number is not a count and its time is only a lower bound of the person's (a
censored time). Counted as plain counts and times, a game's calls made `yours`
miscount two to three times as often and pile its slow calls at the clock
(tools/bench_yam_yours_learning.py). The file keeps counts only, as every other
statistic. (A file from before 2026-11-27's change marks only calls within one of an
earlier call; an older version of the program skips a ".2" as damaged.)

`fit` turns them into a `Person` of game/yam_color/ai/people.py, the same model as the
other levels, so `yours` calls from the person's own distribution:

- **Time.** A call's time is modelled as the ex-Gaussian reaction plus `per_colour`
  for each colour of the card plus the subitizing cost of the matches (people.py).
  The three costs are a least-squares line through the times (weighted by their
  counts), pulled towards the default person's costs as by a prior (a ridge: with a
  few calls the fit stays near the default, with many it follows the calls; prior
  spreads PRIOR_SPREAD, assumed). What is left of each time is the reaction, whose
  ex-Gaussian is found by maximum likelihood, started from the method of moments
  (Heathcote 1996: tau from the skewness, tau = s (skew / 2)^(1/3), then
  mu = mean - tau, sigma^2 = s^2 - tau^2).
  Reaction-time guides ask for at least 40-50 observations for stable ex-Gaussian
  estimates (mathematicalpsychology.com, "Ex-Gaussian Distribution"); ENOUGH (30) is the least before a fit is tried at all, and the prior
  carries it until there are more.
- **Accuracy.** A miscount's chance within the subitizing range (`slip`), its growth
  per match beyond (`slip_per_item`) and its share of too-high ones (`up`), each from
  the calls' counts with a few calls' worth of the default person added (PRIOR_CALLS);
  a game's calls marked PLAYED or HURRIED are left out of it.
- **Strategy.** Not measured (practice has no rivals): the default person's `margin`.

A call slower than SLOWEST seconds is not a count (the person looked away) and is
left out; an id that is not of the form above is damaged, skipped and counted. A fit
never raises: too few calls, or none readable, give the default person with a reason.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace

from game.core.stats import LONGEST_NAME, PlayerStats
from game.yam_color.ai.people import DEFAULT_PERSON, SUBITIZING_LIMIT, Person, PersonCaller
from game.yam_color.deck import CARD_DISCS, MAX_COUNT, count

COUNTER = "speed"
COUNT, PLAYED, HURRIED = 0, 1, 2     # a measure's mark: its id's fifth part (none for COUNT)
HURRY = 1.0            # seconds: a game's call this close to the call time's end is HURRIED
ENOUGH = 30            # calls measured before `yours` is fitted to them
SLOWEST = 20.0         # seconds: a slower call is no count (the person looked away)
PRIOR_SPREAD = (0.25, 0.05, 0.15)     # per colour, per subitized match, per counted match (s): assumed
PRIOR_CALLS = 10       # the default person's accuracy counts as this many calls (assumed)
FLOOR = 0.02           # seconds: the least sigma and tau a fit gives


@dataclass(frozen=True)
class Measure:
    matches: int       # the right count
    colours: int       # colours on the card
    called: int
    tenths: int        # the call's moment, tenths of a second after the reveal
    mark: int = 0          # COUNT, PLAYED or HURRIED (see the module's docstring)

    @property
    def time(self) -> float:
        return self.tenths / 10

    @property
    def key(self) -> str:
        plain = f"{self.matches}.{self.colours}.{self.called}.{self.tenths}"
        return f"{plain}.{self.mark}" if self.mark else plain

    @property
    def counted(self) -> bool:
        """Is its number the person's count (else their play)?"""
        return self.mark == COUNT

    @property
    def censored(self) -> bool:
        """Is its time only a lower bound (the clock cut the count short)?"""
        return self.mark == HURRIED


def measure(dice, card: int, called: int, time: float, mark: int = 0) -> Measure:
    """One call of `called` after `time` seconds, on these dice and this card; `mark`:
    COUNT, or in a game PLAYED or HURRIED (see the module's docstring)."""
    return Measure(count(tuple(dice), card), sum(1 for d in CARD_DISCS[card] if d), called, round(time * 10),
                   mark)


def counter(measures) -> dict[str, int]:
    """Measures as the statistics keep them: how often each one came up."""
    kept: dict[str, int] = {}
    for m in measures:
        kept[m.key] = kept.get(m.key, 0) + 1
    return kept


def read(kept) -> tuple[list[tuple[Measure, int]], int]:
    """(measures with their counts, how many ids were damaged) from a `speed`
    counter as stored; anything not of its form is skipped, never raised on."""
    if not isinstance(kept, dict):
        return [], 1 if kept is not None else 0
    measures, damaged = [], 0
    for key, n in kept.items():
        m = _parse(key)
        if m is None or type(n) is not int or n <= 0:
            damaged += 1
        elif 0 < m.time <= SLOWEST:
            measures.append((m, n))
    return measures, damaged


def _parse(key) -> Measure | None:
    parts = key.split(".") if isinstance(key, str) else ()
    if len(parts) == 5 and parts[4] in ("1", "2"):
        parts = parts[:4] + [int(parts[4])]
    elif len(parts) != 4:
        return None
    if not all(p.isdigit() and p.isascii() and len(p) <= 6 for p in parts[:4]):
        return None
    m = Measure(*map(int, parts[:4]), *parts[4:])
    ok = 0 <= m.matches <= MAX_COUNT and 1 <= m.colours <= 4 and 0 <= m.called <= MAX_COUNT
    return m if ok else None


def by_count(kept) -> list[tuple[int, int, float, float]]:
    """(count, calls, share right, median seconds) for each right count measured, as
    practice shows them (a damaged counter reads as what it holds that is readable)."""
    measures, _damaged = read(kept)
    rows = []
    for n in range(MAX_COUNT + 1):
        mine = sorted((m.tenths, m.called == n, k) for m, k in measures if m.matches == n)
        calls = sum(k for _t, _r, k in mine)
        if not calls:
            continue
        right = sum(k for _t, r, k in mine if r)
        seen, middle = 0, []
        for tenths, _r, k in mine:            # the median from the counts, as stats.median_tenths
            for rank in ((calls - 1) // 2, calls // 2):
                if seen <= rank < seen + k:
                    middle.append(tenths)
            seen += k
        rows.append((n, calls, right / calls, sum(middle) / len(middle) / 10))
    return rows


@dataclass(frozen=True)
class Fit:
    person: Person
    calls: int                 # calls measured (readable, not too slow)
    damaged: int = 0           # ids skipped as damaged
    fitted: bool = False       # False: too few calls, the default person


def fit_kept(kept) -> Fit:
    """The person a stored `speed` counter describes (None or damaged: the default)."""
    measures, damaged = read(kept)
    calls = sum(n for _m, n in measures)
    if calls < ENOUGH:
        return Fit(DEFAULT_PERSON, calls, damaged)
    try:
        return Fit(fit(measures), calls, damaged, True)
    except (ArithmeticError, ValueError):      # no data should get here; a fit never stops a game
        return Fit(DEFAULT_PERSON, calls, damaged)


def fit(measures: list[tuple[Measure, int]], prior: Person = DEFAULT_PERSON) -> Person:
    """The person whose calls these are (see the module's docstring)."""
    per_colour, subitize, per_item = _costs(measures, prior)
    mu, sigma, tau = _reaction(measures, per_colour, subitize, per_item)
    slip, slip_per_item, up = _accuracy(measures, prior)
    return replace(prior, mu=mu, sigma=sigma, tau=tau, per_colour=per_colour, subitize=subitize,
                   per_item=per_item, slip=slip, slip_per_item=slip_per_item, up=up)


def _features(m: Measure) -> tuple[float, float, float]:
    within = min(m.matches, SUBITIZING_LIMIT)
    return m.colours, within, m.matches - within


def _costs(measures, prior: Person) -> tuple[float, float, float]:
    """Ridge least squares of time on (1, colours, subitized, counted), the slopes
    pulled towards the prior's with spreads PRIOR_SPREAD; slopes kept >= 0."""
    b0 = (0.0, prior.per_colour, prior.subitize, prior.per_item)
    noise = prior.sigma ** 2 + prior.tau ** 2          # the prior's reaction variance
    ridge = (0.0, *(noise / s ** 2 for s in PRIOR_SPREAD))
    a = [[ridge[i] if i == j else 0.0 for j in range(4)] for i in range(4)]
    rhs = [ridge[i] * b0[i] for i in range(4)]
    for m, n in measures:
        if m.censored:          # a lower bound only: the reaction's likelihood takes it as one
            continue
        x = (1.0, *_features(m))
        for i in range(4):
            rhs[i] += n * x[i] * m.time
            for j in range(4):
                a[i][j] += n * x[i] * x[j]
    b = _solve(a, rhs)
    if b is None:
        return prior.per_colour, prior.subitize, prior.per_item
    return tuple(max(0.0, v) for v in b[1:])


def _solve(a, rhs):
    """Gaussian elimination with partial pivoting; None if singular."""
    n = len(rhs)
    a = [row[:] + [r] for row, r in zip(a, rhs)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return None
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            for c in range(col, n + 1):
                a[r][c] -= f * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def _reaction(measures, per_colour, subitize, per_item) -> tuple[float, float, float]:
    """The ex-Gaussian of what is left of each time: the method of moments (Heathcote
    1996) as a start, then the maximum of the likelihood from there (Nelder-Mead on mu,
    log sigma, log tau; a fixed number of steps, so a fit is always the same). A
    censored time (HURRIED) adds the chance of a reaction at least that long; the start
    is from the others."""
    merged: dict[tuple[float, bool], int] = {}
    for m, n in measures:
        f = _features(m)
        # to the hundredth: at most a few thousand values whatever the file holds (a fit stays under ~0.3 s)
        r = round(m.time - per_colour * m.colours - subitize * f[1] - per_item * f[2], 2)
        merged[r, m.censored] = merged.get((r, m.censored), 0) + n
    left = [(r, n, censored) for (r, censored), n in merged.items()]
    exact = [(r, n) for r, n, censored in left if not censored]
    start = _moments(exact or [(r, n) for r, n, _c in left])
    best = _likeliest(left, start)
    return best if best is not None else start


def _moments(left) -> tuple[float, float, float]:
    total = sum(n for _r, n in left)
    mean = sum(r * n for r, n in left) / total
    var = sum(n * (r - mean) ** 2 for r, n in left) / total - 0.1 ** 2 / 12   # Sheppard: times kept in tenths
    third = sum(n * (r - mean) ** 3 for r, n in left) / total
    if not var > 0 or not math.isfinite(var):
        return max(FLOOR, mean), FLOOR, FLOOR
    sd = math.sqrt(var)
    skew = min(max(third / sd ** 3, 0.0), 1.99)      # an ex-Gaussian's skewness lies in [0, 2)
    tau = max(FLOOR, sd * (skew / 2) ** (1 / 3))
    sigma = max(FLOOR, math.sqrt(max(0.0, var - tau ** 2)))
    return max(FLOOR, mean - tau), sigma, tau


_HALF_LOG_TAU = 0.5 * math.log(2 * math.pi)


def _log_cdf(z: float) -> float:
    """log of the standard normal's distribution function, also far in its left tail."""
    if z > -20:
        return math.log(0.5 * math.erfc(-z / math.sqrt(2)))
    return -0.5 * z * z - math.log(-z) - _HALF_LOG_TAU


def _log_likelihood(left, mu: float, sigma: float, tau: float) -> float:
    """Of (residual, count, censored) values: the ex-Gaussian's density at an exact one,
    its survival (1 - F: a reaction at least that long) at a censored one."""
    total = 0.0
    for x, n, censored in left:
        z = (x - mu) / sigma
        tail = sigma * sigma / (2 * tau * tau) - (x - mu) / tau + _log_cdf(z - sigma / tau)
        if censored:        # S = Phi(-z) + exp(tail): summed in logs (both may be tiny)
            a, b = _log_cdf(-z), tail
            total += n * (max(a, b) + math.log1p(math.exp(min(a, b) - max(a, b))))
        else:
            total += n * (tail - math.log(tau))
    return total


STEPS = 160      # Nelder-Mead iterations: enough from the moments' start (measured: the fit moves < 1 ms after)


def _likeliest(left, start) -> tuple[float, float, float] | None:
    def cost(p):
        mu, sigma, tau = p[0], _spread(p[1]), _spread(p[2])
        value = -_log_likelihood(left, mu, sigma, tau)
        return value if math.isfinite(value) else math.inf

    mu, sigma, tau = start
    first = [mu, math.log(max(sigma - FLOOR, 1e-3)), math.log(max(tau - FLOOR, 1e-3))]
    simplex = [first] + [[v + (0.1 if i == k else 0.0) for i, v in enumerate(first)] for k in range(3)]
    costs = [cost(p) for p in simplex]
    for _ in range(STEPS):
        order = sorted(range(4), key=costs.__getitem__)
        simplex, costs = [simplex[i] for i in order], [costs[i] for i in order]
        centre = [sum(p[i] for p in simplex[:3]) / 3 for i in range(3)]
        worst = simplex[3]
        reflected = [c + (c - w) for c, w in zip(centre, worst)]
        rc = cost(reflected)
        if rc < costs[0]:
            expanded = [c + 2 * (c - w) for c, w in zip(centre, worst)]
            ec = cost(expanded)
            simplex[3], costs[3] = (expanded, ec) if ec < rc else (reflected, rc)
        elif rc < costs[2]:
            simplex[3], costs[3] = reflected, rc
        else:
            inner = [c + 0.5 * (w - c) for c, w in zip(centre, worst)]
            ic = cost(inner)
            if ic < costs[3]:
                simplex[3], costs[3] = inner, ic
            else:           # shrink towards the best
                simplex = [simplex[0]] + [[b + 0.5 * (v - b) for b, v in zip(simplex[0], p)] for p in simplex[1:]]
                costs = [costs[0]] + [cost(p) for p in simplex[1:]]
    best = min(range(4), key=costs.__getitem__)
    if not math.isfinite(costs[best]):
        return None
    p = simplex[best]
    return max(FLOOR, p[0]), _spread(p[1]), _spread(p[2])


def _spread(log_excess: float) -> float:
    """sigma or tau from the search's coordinate, kept between FLOOR and about 20 s."""
    return FLOOR + math.exp(min(3.0, max(-12.0, log_excess)))


def _accuracy(measures, prior: Person) -> tuple[float, float, float]:
    within = beyond = slips_within = slips_beyond = excess = ups = 0
    for m, n in measures:
        if not m.counted:       # its number may be a hedge, a gamble or a count cut short, not a miscount
            continue
        wrong = m.called != m.matches
        if m.matches <= SUBITIZING_LIMIT:
            within += n
            slips_within += n * wrong
        else:
            beyond += n
            slips_beyond += n * wrong
            excess += n * (m.matches - SUBITIZING_LIMIT)
        ups += n * (m.called > m.matches)
    slip = (slips_within + PRIOR_CALLS * prior.slip) / (within + PRIOR_CALLS)
    mean_excess = 2.0          # beyond the limit a count is 5 or 6 most often (assumed for the prior)
    per_item = ((slips_beyond - slip * beyond + PRIOR_CALLS * prior.slip_per_item * mean_excess)
                / (excess + PRIOR_CALLS * mean_excess))
    wrongs = slips_within + slips_beyond
    up = (ups + PRIOR_CALLS * prior.up) / (wrongs + PRIOR_CALLS)
    return min(slip, 0.5), max(0.0, per_item), up


def add_to(stats: dict, name: str, kept: dict[str, int]) -> None:
    """Add measures (a `speed` counter) to `name`'s statistics (game/core/stats.py's
    PlayerStats by name; a name not there yet is added with no game)."""
    if not 0 < len(name) <= LONGEST_NAME:
        raise ValueError(f"a name of 1 to {LONGEST_NAME} characters, not {name[:30]!r}")
    into = stats.setdefault(name, PlayerStats()).by_id.setdefault(COUNTER, {})
    for key, n in kept.items():
        into[key] = into.get(key, 0) + n


def make_yours(rng, rules=None, person: Person = DEFAULT_PERSON) -> PersonCaller:
    """`yours` calling as `person` (the fit of someone's calls); the default person
    when made with no measurements (main.py simulate, a network seat)."""
    return PersonCaller("yours", person, rng)


def yours_of(person: Person):
    """A factory (rng, rules) -> caller for this person."""
    return functools.partial(make_yours, person=person)
