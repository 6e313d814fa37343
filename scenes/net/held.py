"""The host's own window holding the game still, told to the windows joined to it.

A game hosted from the window moves on only while its table there is live: the host's
pause, settings or rules over it, the last turn shown again (T), YAM color's history, hold
the whole table (computers do not decide, remote answers wait). The joined windows saw a
game that stopped, with no word why. The table says it is live once a frame
(`TableHost.live`); a watcher on the network's thread tells every seated connection
`held {on: true}` once it has not been for HELD_AFTER seconds, and `{on: false}` when it
is again (a window that joins or comes back meanwhile is told with its snapshot: host.py).
A window frozen or stalled reads the same way: nobody there moves the game on.

No pygame here (scenes/net imports none)."""
from __future__ import annotations

import asyncio

HELD_AFTER = 1.0          # seconds without a live frame: a menu opened, not a slow frame
WATCH_EVERY = 0.25


def tell(host, on: bool) -> None:
    """Every seated connection told (on the network's thread)."""
    host.held = on
    for place in host.places:
        if place.conn is not None:
            place.conn.send({"type": "held", "on": on})


async def watch(table_host) -> None:
    """While the hosted game is under way: held or not, said when it changes."""
    while True:
        await asyncio.sleep(WATCH_EVERY)
        host, live_at = table_host.host, table_host.live_at
        if host is None:
            continue
        held = table_host.in_play and live_at is not None and table_host.clock() - live_at > HELD_AFTER
        if held != host.held:
            tell(host, held)
