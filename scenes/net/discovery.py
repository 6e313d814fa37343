"""Finding games on the local network: mDNS / DNS-SD (the `zeroconf` package; no pygame).

A host advertises one service of type SERVICE while it has free seats (`Advertiser`);
the Join screen and `main.py join --list` look for them (`Browser`). What an
advertisement says is public (its TXT record): the protocol version, the program's
version, the game's id, the host's name, the free and total seats, and where to
connect. Nothing secret: no seed, no token, no hand.

Both classes do their work on threads of their own (a worker thread here, and
zeroconf's own loop thread, never the caller's event loop): `start`, `update`,
`found` and `close` return at once, so the window may call `found()` every frame.
A TXT record that is not one of ours (someone else's service of the same type, a
damaged packet) is ignored and counted (`Browser.ignored`), never raised.

Interfaces: the library's default (every interface) unless given; the environment
variable ECEG_MDNS_INTERFACES (comma-separated IPv4 addresses, e.g. 127.0.0.1) wins
over both, so tests and trials stay on the loopback interface.
"""
from __future__ import annotations

import collections
import ipaddress
import logging
import os
import re
import secrets
import socket
import threading
from dataclasses import dataclass

from game import __version__
from scenes.net.protocol import MAX_NAME, PROTOCOL

SERVICE = "_dicegames._tcp.local."
INTERFACES_ENV = "ECEG_MDNS_INTERFACES"
TTL = 120              # seconds a record lives in others' caches: a host that vanished without its goodbye
# seconds between two readings of the cache for the games found: a record that comes back
# to a version the cache holds already (2 free, 1, then 2 again) is refreshed in place,
# and no event may say so
REREAD = 1.0
MAX_SEATS = 64         # a TXT record claiming more is not ours
MAX_TEXT = 60          # characters of a game id / program version we accept
_log = logging.getLogger(__name__)


def interfaces_from_env(default=None):
    """The interfaces to use: ECEG_MDNS_INTERFACES when set (ValueError if it is not a
    list of IPv4 addresses), else `default` (None: the library's default, every interface)."""
    text = os.environ.get(INTERFACES_ENV, "").strip()
    if not text:
        return default
    try:
        return [str(ipaddress.IPv4Address(part.strip())) for part in text.split(",")]
    except ValueError:
        raise ValueError(f"{INTERFACES_ENV} is not a list of IPv4 addresses: {text[:60]!r}") from None


def _zeroconf(interfaces):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    # use_asyncio=False: zeroconf's own loop on its own thread, never a caller's loop
    return Zeroconf(interfaces=InterfaceChoice.All if interfaces is None else list(interfaces),
                    ip_version=IPVersion.V4Only, use_asyncio=False)


def _local_addresses(interfaces) -> list[str]:
    """Where a joiner may reach us: the interfaces' own addresses, or every IPv4
    address of this computer but the loopback ones."""
    if interfaces is not None:
        return list(interfaces)
    import ifaddr
    found = {ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4}
    return sorted(a for a in found if not ipaddress.IPv4Address(a).is_loopback) or ["127.0.0.1"]


def _label(text: str, limit: int) -> str:
    """A DNS label of at most `limit` bytes: no dots, no control characters, whole
    UTF-8 characters only."""
    text = " ".join("".join(c for c in text if c.isprintable()).replace(".", " ").split()) or "host"
    while len(text.encode("utf-8")) > limit:
        text = text[:-1]
    return text


class Advertiser:
    """One game, advertised while it runs: `start()`, `update(free=...)` whenever seats are
    taken or freed, `close()` at its end (a goodbye tells browsers it is gone)."""

    def __init__(self, port: int, game_id: str, host_name: str, free: int, total: int, *,
                 interfaces=None, addresses: list[str] | None = None, program: str = __version__):
        self.port, self.game_id, self.total, self.program = port, game_id, total, program
        self.host_name = (host_name or "").strip()[:MAX_NAME] or "host"
        self.interfaces = interfaces_from_env(interfaces)
        self.addresses = addresses
        self.name: str | None = None        # the instance name once registered (zeroconf may rename it)
        self.error: str | None = None       # why advertising failed, if it did (the game goes on)
        self.advertised = threading.Event()  # set once the records are out
        self.closed = threading.Event()      # set once the goodbye is sent and the sockets closed
        self.zeroconf = None                 # zeroconf's instance while it runs (tests look at its sockets)
        self._free = self._check(free)
        self._sent_free: int | None = None
        self._closing = False
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None

    def _check(self, free: int) -> int:
        if not 0 <= free <= self.total <= MAX_SEATS:
            raise ValueError(f"free seats {free} of {self.total}")
        return free

    @property
    def free(self) -> int:
        return self._free

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="mdns-advertiser", daemon=True)
            self._thread.start()

    def update(self, free: int) -> None:
        """The free seats now; sent on the worker thread (the latest value wins)."""
        with self._wake:
            self._free = self._check(free)
            self._wake.notify()

    def close(self, timeout: float = 0.0) -> bool:
        """Stop advertising; wait up to `timeout` seconds for the goodbye to be sent.
        True when it is done."""
        with self._wake:
            self._closing = True
            self._wake.notify()
        if self._thread is None:
            self.closed.set()
        return self.closed.wait(timeout) if timeout > 0 else self.closed.is_set()

    def properties(self, free: int) -> dict[str, str]:
        """The TXT record: public facts only."""
        return {"v": str(PROTOCOL), "program": self.program, "game": self.game_id, "host": self.host_name,
                "free": str(free), "total": str(self.total)}

    def _info(self, name: str, free: int):
        from zeroconf import ServiceInfo
        return ServiceInfo(SERVICE, name, port=self.port, properties=self.properties(free), server=self._server,
                           addresses=[socket.inet_aton(a) for a in self._addresses], host_ttl=TTL, other_ttl=TTL)

    def _work(self) -> None:
        zc = None
        try:
            zc = self.zeroconf = _zeroconf(self.interfaces)
            self._addresses = self.addresses or _local_addresses(self.interfaces)
            # a host name of our own (random tail): two computers both called "localhost" never clash
            self._server = f"{re.sub(r'[^a-z0-9-]', '', socket.gethostname().lower())[:30] or 'host'}-" \
                           f"{secrets.token_hex(3)}.local."
            instance = _label(f"{self.host_name} - {self.game_id}", 63)
            while True:
                with self._wake:
                    while not self._closing and self._sent_free == self._free:
                        self._wake.wait()
                    if self._closing:
                        return
                    free = self._free
                if self.name is None:
                    info = self._info(f"{instance}.{SERVICE}", free)
                    zc.register_service(info, allow_name_change=True)
                    self.name = info.name
                    self.advertised.set()
                else:
                    zc.update_service(self._info(self.name, free))
                self._sent_free = free
        except Exception as exc:          # advertising is a convenience: the game goes on without it
            self.error = f"{type(exc).__name__}: {exc}"[:200]
            _log.warning("advertising the game failed: %s", self.error)
        finally:
            if zc is not None:
                try:
                    zc.close()            # sends the goodbyes of what is registered
                except Exception as exc:
                    _log.warning("closing mDNS: %s", exc)
            self.closed.set()


@dataclass(frozen=True)
class Found:
    """A game found on the network, as its TXT record says (checked, not trusted)."""
    name: str          # the service instance's name (unique on the network)
    address: str       # IPv4
    port: int
    game: str
    host: str
    free: int
    total: int
    program: str
    protocol: int


def parse(name: str, addresses: list[str], port: int, properties: dict) -> Found:
    """A resolved service as a Found; ValueError for anything that is not one of ours."""
    def text(key: str, limit: int) -> str:
        value = properties.get(key.encode())
        if not isinstance(value, bytes):
            raise ValueError(f"no {key}")
        value = value.decode("utf-8")            # UnicodeDecodeError is a ValueError
        if not value or len(value) > limit or not value.isprintable():
            raise ValueError(f"bad {key}")
        return value

    def number(key: str) -> int:
        value = text(key, 6)
        if not value.isdigit() or not value.isascii():
            raise ValueError(f"{key} is not a number")
        return int(value)

    free, total = number("free"), number("total")
    if not 0 <= free <= total <= MAX_SEATS or total == 0:
        raise ValueError("seats out of range")
    if not addresses or not 0 < port < 65536:
        raise ValueError("no address")
    return Found(name=name, address=addresses[0], port=port, game=text("game", MAX_TEXT),
                 host=text("host", MAX_NAME), free=free, total=total, program=text("program", MAX_TEXT),
                 protocol=number("v"))


class Browser:
    """The games advertised on the network now: `start()`, then `found()` as often as
    you like (a snapshot: the newest records; a game that said goodbye or whose records
    expired is gone), `close()` at the end."""

    def __init__(self, *, interfaces=None, service: str | None = None, resolve_timeout: float = 1.5):
        self.interfaces = interfaces_from_env(interfaces)
        self.service, self.resolve_timeout = service or SERVICE, resolve_timeout
        self.ignored: collections.Counter = collections.Counter()   # service name -> bad records seen
        self.error: str | None = None
        self.ready = threading.Event()       # set once the browser listens
        self.zeroconf = None
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._thread: threading.Thread | None = None
        self._done = threading.Event()

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="mdns-browser", daemon=True)
            self._thread.start()

    def found(self) -> list[Found]:
        with self._lock:
            games = list(self._found.values())
        return sorted(games, key=lambda f: (f.host.lower(), f.game, f.name))

    def close(self, timeout: float = 0.0) -> bool:
        self._closing.set()
        if self._thread is None:
            self._done.set()
        return self._done.wait(timeout) if timeout > 0 else self._done.is_set()

    def _work(self) -> None:
        from zeroconf import ServiceBrowser, ServiceStateChange
        zc = browser = None

        def changed(zeroconf, service_type, name, state_change):     # on the ServiceBrowser's thread
            if state_change is ServiceStateChange.Removed:
                with self._lock:
                    self._found.pop(name, None)
            else:
                self._resolve(zeroconf, service_type, name)

        try:
            zc = self.zeroconf = _zeroconf(self.interfaces)
            browser = ServiceBrowser(zc, self.service, handlers=[changed])
            self.ready.set()
            while not self._closing.wait(REREAD):
                self._reread(zc)
        except Exception as exc:
            self.error = f"{type(exc).__name__}: {exc}"[:200]
            _log.info("looking for games failed: %s", self.error)     # the caller shows `error`
        finally:
            try:
                if browser is not None:
                    browser.cancel()
                if zc is not None:
                    zc.close()
            except Exception as exc:
                _log.warning("closing mDNS: %s", exc)
            self.ready.set()
            self._done.set()

    def _reread(self, zc) -> None:
        """The games found, their TXT records read again from the cache (no query is
        sent; where to connect stays as resolved)."""
        with self._lock:
            known = list(self._found.values())
        for old in known:
            try:
                properties = newest_text(zc, old.name)
                if properties is None:
                    continue             # expired: the browser's events say it is gone
                found = parse(old.name, [old.address], old.port, properties)
            except Exception:
                continue                 # a damaged record: the event that brought it is what counts
            with self._lock:
                if old.name in self._found and not self._closing.is_set():
                    self._found[old.name] = found

    def _resolve(self, zc, service_type: str, name: str) -> None:
        try:
            info = zc.get_service_info(service_type, name, timeout=int(self.resolve_timeout * 1000))
            if info is None:
                return                   # no answer (yet): a later update brings it
            properties = newest_text(zc, name)
            found = parse(name, info.parsed_addresses(), info.port or 0,
                          (info.properties or {}) if properties is None else properties)
        except Exception:                # someone else's record, or a damaged one: not ours to show
            self.ignored[name] += 1
            with self._lock:
                self._found.pop(name, None)
            return
        with self._lock:
            if not self._closing.is_set():
                self._found[name] = found


def newest_text(zc, name: str) -> dict | None:
    """The service's TXT properties from the newest version of its record in the cache
    (None: none there). The cache keeps each version it was sent until it expires, and
    zeroconf's own reading takes the one first added: after 2, 1, 2 free seats, the 1."""
    from zeroconf import current_time_millis
    from zeroconf.const import _CLASS_IN, _TYPE_TXT
    now = current_time_millis()
    texts = [r for r in zc.cache.get_all_by_details(name, _TYPE_TXT, _CLASS_IN) if not r.is_expired(now)]
    if not texts:
        return None
    return text_properties(max(texts, key=lambda r: r.created).text)


def text_properties(text: bytes) -> dict:
    """A TXT record's bytes (length-prefixed "key=value" strings) as {key: value} bytes;
    ValueError if a length runs past the end."""
    properties, at = {}, 0
    while at < len(text):
        size = text[at]
        item = text[at + 1:at + 1 + size]
        if len(item) != size:
            raise ValueError("a TXT string runs past the record")
        key, _, value = item.partition(b"=")
        properties.setdefault(key, value)
        at += 1 + size
    return properties
