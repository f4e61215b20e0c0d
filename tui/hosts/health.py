"""The node's health for its load balancer (``--health HOST:PORT``): a
tiny HTTP/1.0 responder on the server's own event loop.

``GET /health`` is answered 200 only while the loop runs (the answer is
made by it: a frozen or wedged node answers nothing, though its kernel
still accepts the connection, and the balancer's check times out) and
while ``renewals_ok()`` holds (the node's renewals, such as its lobby in
the broker, succeeded lately); else 503.  HAProxy's ``option httpchk GET
/health`` reads it; a TCP check cannot tell a frozen node from a live one.

What a client may send is bounded: a request of at most ``MAX_REQUEST``
bytes, read within ``READ_WAIT`` seconds; anything else gets its answer
(404, 405, 400) or is dropped.  The answer says nothing but OK or why not.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

READ_WAIT = 2.0  # seconds for a request to arrive whole
MAX_REQUEST = 2048  # bytes of request line and headers
PATH = "/health"


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:8080`` for IPv6) as (host, port);
    ValueError with what is wrong."""
    host, colon, port = text.rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise ValueError(f"{text} is not HOST:PORT (such as 0.0.0.0:8080)")
    return host.removeprefix("[").removesuffix("]"), int(port)


def answer(status: int, reason: str, text: str) -> bytes:
    body = text.encode("ascii")
    return (f"HTTP/1.0 {status} {reason}\r\nContent-Type: text/plain\r\nContent-Length: {len(body)}\r\n"
            f"Cache-Control: no-store\r\nConnection: close\r\n\r\n").encode("ascii") + body


class Health:
    def __init__(self, host: str, port: int, renewals_ok: Callable[[], bool] = lambda: True) -> None:
        self.host, self.wanted = host, port
        self.renewals_ok = renewals_ok
        self.server: asyncio.Server | None = None

    @property
    def port(self) -> int:
        assert self.server is not None
        return self.server.sockets[0].getsockname()[1]

    async def start(self) -> Health:
        """Listen; OSError when the address cannot be had."""
        self.server = await asyncio.start_server(self._serve, self.host, self.wanted, limit=MAX_REQUEST)
        return self

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
            self.server = None

    def status(self) -> tuple[int, str, str]:
        """(status, reason, body) of a GET /health now."""
        if self.renewals_ok():
            return 200, "OK", "ok\n"
        return 503, "Service Unavailable", "renewals failing\n"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(self._request(reader), READ_WAIT)
            writer.write(self._answer(head))
            await asyncio.wait_for(writer.drain(), READ_WAIT)
        except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass  # a client too slow, too long or gone: nothing to tell it
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()

    @staticmethod
    async def _request(reader: asyncio.StreamReader) -> list[str]:
        """The request line and headers, up to the blank line."""
        lines: list[str] = []
        total = 0
        while True:
            line = await reader.readuntil(b"\n")
            total += len(line)
            if total > MAX_REQUEST:
                raise ValueError("request too long")
            text = line.decode("latin-1").rstrip("\r\n")
            if not text:
                return lines
            lines.append(text)

    def _answer(self, head: list[str]) -> bytes:
        parts = head[0].split() if head else []
        if len(parts) not in (2, 3):
            return answer(400, "Bad Request", "bad request\n")
        method, path = parts[0], parts[1].split("?", 1)[0]
        if path != PATH:
            return answer(404, "Not Found", "not found\n")
        if method not in ("GET", "HEAD"):
            return answer(405, "Method Not Allowed", "GET or HEAD\n")
        status, reason, body = self.status()
        made = answer(status, reason, body)
        return made.split(b"\r\n\r\n", 1)[0] + b"\r\n\r\n" if method == "HEAD" else made
