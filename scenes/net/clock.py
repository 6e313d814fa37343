"""A client's estimate of the host's clock (NTP-style): each ping carries the client's
time t0, the host answers with its own time; with the answer at t1 the host's clock
read host - (t0 + t1) / 2 ahead of ours, give or take half the round trip. The
fastest round trips are the truest, so the estimate is that of the fastest recent
sample. The best sample is kept as one value (`best`), so a window's thread may read
it while the network's thread adds a sample."""
from __future__ import annotations

import collections


class Offset:
    def __init__(self, keep: int = 8):
        self.samples: collections.deque = collections.deque(maxlen=keep)   # (round trip, offset)
        self.best: tuple[float, float] | None = None

    def add(self, t0: float, host: float, t1: float) -> None:
        if t1 >= t0:
            self.samples.append((t1 - t0, host - (t0 + t1) / 2))
            self.best = min(self.samples)

    @property
    def known(self) -> bool:
        return bool(self.samples)

    @property
    def offset(self) -> float:
        """Host time minus client time (0 before any answer)."""
        best = self.best
        return best[1] if best is not None else 0.0

    @property
    def rtt(self) -> float | None:
        best = self.best
        return best[0] if best is not None else None
