"""The passwords in a DSN or a Redis URL, and a text with them cut out:
what the serve log does to every value (a driver's message may quote its
DSN), in the server and in a table process alike.  It imports nothing of
the house, so the log and the store may both use it."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import parse_qs, unquote, urlsplit

MASK = "***"


def passwords(kind: str, value: str) -> list[str]:
    """The password a DSN (``kind`` "database") or a Redis URL holds, as
    written and as decoded; none when it holds none (or cannot be read)."""
    found: list[str] = []
    if kind == "database":
        try:
            from psycopg.conninfo import conninfo_to_dict

            password = conninfo_to_dict(value).get("password")
        except Exception:  # noqa: BLE001 - psycopg missing, or a DSN it cannot read: the plain reading below
            password = None
        if password:
            found.append(str(password))
    try:
        parts = urlsplit(value)
        found += [parts.password or "", *parse_qs(parts.query).get("password", [])]
    except ValueError:
        pass
    found = [text for text in found if text]
    return sorted({*found, *(unquote(text) for text in found)}, key=len, reverse=True)


def hidden(database: str | None, broker: str | None) -> tuple[str, ...]:
    """What the log must never say: the passwords in these two."""
    out: list[str] = []
    for kind, value in (("database", database), ("broker", broker)):
        if value:
            out += passwords(kind, value)
    return tuple(out)


def redact(text: str, secrets: Iterable[str]) -> str:
    for secret in secrets:
        text = text.replace(secret, MASK)
    return text
