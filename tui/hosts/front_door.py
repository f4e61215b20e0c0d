"""The front door: TCP connections are accepted here and what comes before
SSH is read here; then each is handed to asyncssh on its socket.

A load balancer tells who its client is with a PROXY header
(proxy_header.py) before the client's first SSH byte.  From a trusted
address (``--proxy-from``) the header is required, read within a time and
size bound, and its source is the client's address for everything after
(the limits, the log).  From any other address a header is refused, and
plain SSH goes on as it always did.  With no trusted address, nothing is
read here: SSH starts at once, exactly as on one host without a balancer.  What is refused is logged and
closed; a trusted proxy's health check (it connects, perhaps sends a
header, and hangs up or resets before any SSH byte) is neither.

The socket is read exactly as far as the header goes (``missing``), so
asyncssh gets the stream from the client's first SSH byte.  From an
untrusted address the first bytes are only looked at (``MSG_PEEK``): an
SSH client sends its version at once, so this costs no wait; one that
waits for the server's first is served after ``SNIFF`` seconds (behind a
balancer, ``FIRST_BYTE``: the look that tells a health check).
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable, Iterable

from ..base.tasks import Failed, TaskSet
from .proxy_header import ProxyError, could_begin, missing, parse

Address = tuple[str, int]
SNIFF = 0.5  # seconds the first bytes of an untrusted connection are waited for, to see they are no header
FIRST_BYTE = 2.0  # seconds after a trusted header the first SSH byte is waited for, to tell a health check
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def networks(texts: Iterable[str]) -> list[Network]:
    """``--proxy-from`` values: ``192.0.2.10``, ``10.0.0.0/8``, ``2001:db8::/32``."""
    return [ipaddress.ip_network(text, strict=False) for text in texts]


def plain(host: str) -> str:
    """An address as the limits count it: IPv4 seen through an IPv6 socket is IPv4."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(address)


def text(address: Address) -> str:
    """``host:port`` as the log writes it (``[host]:port`` for IPv6)."""
    host, port = address
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class HealthCheck(Exception):
    """The proxy connected and hung up (closed or reset) without a client
    behind it: before a whole header, or after one and before SSH."""


class FrontDoor:
    """Listens on ``host:port``; ``hand_over(sock, address)`` runs SSH on
    each accepted socket, ``refuse(address, reason)`` logs a refusal.  At
    most ``max_waiting`` connections are read before SSH at once (a flood
    past that is closed unread)."""

    def __init__(self, trusted: list[Network], header_timeout: float, max_waiting: int,
                 hand_over: Callable[[socket.socket, Address], Awaitable[None]],
                 refuse: Callable[[Address, str], None], failed: Failed) -> None:
        """``failed`` hears what a task of the door raised (an accept loop, a
        connection before SSH): the door goes on without it."""
        self.trusted = trusted
        self.header_timeout = header_timeout
        self.max_waiting = max_waiting
        self.hand_over = hand_over
        self.refuse = refuse
        self.sockets: list[socket.socket] = []
        self.waiting = 0
        self.tasks = TaskSet(failed)

    async def listen(self, host: str, port: int) -> FrontDoor:
        loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        family, *_, address = infos[0]
        dual = family == socket.AF_INET6 and address[0] == "::" and socket.has_dualstack_ipv6()
        sock = socket.create_server(address[:2], family=family, backlog=128, dualstack_ipv6=dual)
        sock.setblocking(False)
        self.sockets.append(sock)
        self.tasks.spawn(self._accept(sock))
        return self

    def close(self) -> None:
        """Stop accepting; whatever is still before SSH is closed."""
        self.tasks.cancel()
        for sock in self.sockets:
            sock.close()

    async def wait_closed(self) -> None:
        await self.tasks.wait()

    def is_trusted(self, host: str) -> bool:
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(address in network for network in self.trusted)

    async def _accept(self, listener: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                sock, peer = await loop.sock_accept(listener)
            except OSError:  # out of descriptors, or a connection reset before it was taken
                await asyncio.sleep(0.1)
                continue
            if self.waiting >= self.max_waiting:
                sock.close()  # a flood: no words spent on it
                continue
            self.waiting += 1
            self.tasks.spawn(self._admit(sock, (plain(peer[0]), peer[1])))

    async def _admit(self, sock: socket.socket, peer: Address) -> None:
        handed = False
        try:
            address = await self._before_ssh(sock, peer)
            if address is None:
                return
            self.waiting -= 1
            handed = True
            await self.hand_over(sock, address)
        finally:
            if not handed:
                self.waiting -= 1
                sock.close()

    async def _before_ssh(self, sock: socket.socket, peer: Address) -> Address | None:
        """The client's address, or None when the connection is refused (or a health check)."""
        if not self.trusted:
            return peer  # one host, no load balancer: SSH at once, as always (asyncssh refuses a header as a bad version)
        if not self.is_trusted(peer[0]):
            if could_begin(await peek(sock, len(b"PROXY "), SNIFF) or b""):
                self.refuse(peer, "PROXY header from an untrusted address")
                return None
            return peer
        try:
            async with asyncio.timeout(self.header_timeout):
                header = await read_header(sock)
        except HealthCheck:
            return None
        except TimeoutError:
            self.refuse(peer, "no whole PROXY header in time")
            return None
        except ProxyError as error:
            self.refuse(peer, f"PROXY header: {error}")
            return None
        if await peek(sock, 1, FIRST_BYTE) == b"":
            return None  # a header, then a hang-up before SSH: HAProxy's health check
        return header.source or peer


async def read_header(sock: socket.socket):
    """Exactly the header's bytes from ``sock``, parsed."""
    loop = asyncio.get_running_loop()
    data = b""
    while need := missing(data):
        try:
            chunk = await loop.sock_recv(sock, need)
        except OSError:  # reset
            chunk = b""
        if not chunk:
            raise HealthCheck  # gone before a whole header: a check (HAProxy's sends it, then resets)
        data += chunk
    return parse(data)


async def peek(sock: socket.socket, size: int, timeout: float) -> bytes | None:
    """Up to ``size`` of the bytes that have come, left in the socket for
    SSH; b"" when the peer hung up, None when nothing came in time."""
    loop = asyncio.get_running_loop()
    ready = loop.create_future()
    def readable() -> None:
        if not ready.done():
            ready.set_result(None)

    loop.add_reader(sock.fileno(), readable)
    try:
        await asyncio.wait_for(ready, timeout)
    except TimeoutError:
        return None
    finally:
        loop.remove_reader(sock.fileno())
    try:
        return sock.recv(size, socket.MSG_PEEK)
    except BlockingIOError:  # readable, then not: as if nothing came
        return None
    except OSError:  # reset
        return b""
