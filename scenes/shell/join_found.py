"""The games found on the local network, as the Join screen (scenes/shell/join.py) lists
them: where they come from (scenes/net/discovery.py's Browser, when it is there), which
of what another program announces can be shown and joined, and the rows they keep while
the list is shown. No pygame."""
from __future__ import annotations

try:         # zeroconf discovery (scenes/net/discovery.py), where it is built: else an address typed
    from scenes.net import discovery
except ImportError:
    discovery = None

BROWSE_EVERY = 0.5           # seconds between two looks at the games found
MAX_FOUND = 5                # rows of games found shown


def default_browse():
    """The games found on the network, from scenes/net/discovery.py when it is there:
    (browse, close), or (None, None) without it (the typed address only)."""
    if discovery is None:
        return None, None
    try:
        browser = discovery.Browser(interfaces=None)
        browser.start()
    except Exception:                 # no network at all, a blocked socket: typing still works
        return None, None
    return browser.found, browser.close


def sane(found) -> bool:
    """A game found whose fields can be shown and joined (what another program on the
    network announces is not trusted)."""
    try:
        return (isinstance(found.address, str) and 0 < len(found.address) <= 100 and type(found.port) is int
                and 0 < found.port < 65536 and type(found.free) is int and type(found.total) is int
                and 0 <= found.free <= found.total <= 99 and isinstance(found.game, str)
                and isinstance(found.host, str))
    except AttributeError:
        return False


def kept_rows(before: list, found: list, limit: int) -> list:
    """The games `found` laid out in rows (None: an empty row) so that no row moves under
    the pointer: a game already listed keeps its row, one that left leaves its row empty, a
    new one takes the first empty row or comes last. Empty rows at the end go; past `limit`
    rows, the empty ones all go."""
    def key(f):
        return f.address, f.port
    now = {}
    for f in found:
        now.setdefault(key(f), f)
    rows = [now.pop(key(f)) if f is not None and key(f) in now else None for f in before]
    for f in list(now.values()):
        if None in rows:
            rows[rows.index(None)] = f
        else:
            rows.append(f)
    while rows and rows[-1] is None:
        rows.pop()
    if len(rows) > limit:
        rows = [f for f in rows if f is not None][:limit]
    return rows
