"""The served app's line to the web door (``kortbord serve --web``): a
one-time link that lets a browser play as this player, and the browsers
that can (tui/web/desk.py answers).

The server gives a player's table ``KORTBORD_WEB`` (the desk's unix
socket) and ``KORTBORD_WEB_TOKEN`` (who this player is); without them (no
web door, or a guest) there is no ``Browsers`` and the menu offers nothing.
Each question is one line and one answer on a link of its own.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from dataclasses import dataclass

ANSWER_WAIT = 5.0
ENV_PATH, ENV_TOKEN = "KORTBORD_WEB", "KORTBORD_WEB_TOKEN"  # to_env: tui/web/desk.py sets them


class Unavailable(Exception):
    """The web door did not answer (the server is stopping, or restarted)."""


@dataclass(frozen=True)
class Link:
    url: str
    minutes: int


@dataclass(frozen=True)
class BoundBrowser:
    id: str
    created: float
    agent: str


class Browsers:
    def __init__(self, path: str, token: str) -> None:
        self.path = path
        self.token = token

    async def ask(self, request: dict) -> dict:
        try:
            async with asyncio.timeout(ANSWER_WAIT):
                reader, writer = await asyncio.open_unix_connection(self.path)
                try:
                    writer.write(json.dumps({"token": self.token} | request).encode() + b"\n")
                    await writer.drain()
                    line = await reader.readline()
                finally:
                    writer.close()
            answer = json.loads(line)
        except (OSError, TimeoutError, ValueError) as error:
            raise Unavailable(str(error)) from error
        if not isinstance(answer, dict) or "error" in answer:
            raise Unavailable(str(answer.get("error") if isinstance(answer, dict) else answer))
        return answer

    async def new_link(self) -> Link:
        answer = await self.ask({"op": "link"})
        return Link(str(answer["url"]), int(answer["minutes"]))

    async def bound(self) -> list[BoundBrowser]:
        answer = await self.ask({"op": "browsers"})
        return [BoundBrowser(str(b["id"]), float(b["created"]), str(b["agent"])) for b in answer["browsers"]]

    async def remove(self, browser_id: str) -> bool:
        return bool((await self.ask({"op": "revoke", "id": browser_id}))["revoked"])


def to_env(path: str, token: str) -> dict[str, str]:
    """What the server puts in a table's environment (tui/web/desk.py)."""
    return {ENV_PATH: path, ENV_TOKEN: token}


def from_environ(environ: Mapping[str, str]) -> Browsers | None:
    path, token = environ.get(ENV_PATH, ""), environ.get(ENV_TOKEN, "")
    return Browsers(path, token) if path and token else None
