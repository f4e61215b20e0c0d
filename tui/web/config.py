"""``--web HOST:PORT`` and its companions, read once by the command line
and handed to the server (``ServeConfig.web``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

GRACE = 60.0  # seconds a table waits for its page to come back (a reload, a lid, a tunnel)
HELLO_WAIT = 5.0  # seconds an opened websocket has to say its size before it is closed


@dataclass(frozen=True)
class WebConfig:
    host: str = "127.0.0.1"
    port: int = 8080
    cert: Path | None = None  # --web-cert and --web-key: TLS here (else plain HTTP, e.g. behind a proxy)
    key: Path | None = None
    url: str | None = None  # --web-url: the address players open (behind a proxy); else this listener's own
    grace: float = GRACE
    hello_wait: float = HELLO_WAIT

    @property
    def tls(self) -> bool:
        return self.cert is not None or (self.url or "").startswith("https://")


def host_port(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``[::1]:PORT`` or ``:PORT`` (127.0.0.1); ValueError with the reason."""
    host, colon, port = text.rpartition(":")
    if not colon or not port.isdigit():
        raise ValueError(f"{text!r} is not HOST:PORT")
    number = int(port)
    if not 0 <= number < 65536:
        raise ValueError(f"port {number} is not between 0 and 65535")
    host = host.removeprefix("[").removesuffix("]") or "127.0.0.1"
    return host, number
