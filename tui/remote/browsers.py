"""The served app's line to the web door (``kortbord serve --web``): a
one-time link that lets a browser play as this player, and the browsers
that can (tui/web/desk.py answers).

The server gives a player's table the desk's unix socket and a token
that stands for this player (``TableEnv.web``, ``web_token``); without them (no
web door, or a guest) there is no ``Browsers`` and the menu offers nothing.
Each question is one line and one answer on a link of its own.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from dataclasses import dataclass

from ..base.table_env import TableEnv

ANSWER_WAIT = 5.0


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


def from_environ(environ: Mapping[str, str]) -> Browsers | None:
    given = TableEnv.from_env(environ)
    return Browsers(given.web, given.web_token) if given.web and given.web_token else None
