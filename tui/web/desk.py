"""Where the served app asks for a one-time link, and lists and removes the
browsers that can play as its player ("Play in a browser" in the menu).

Each table the server starts for a player with a key (over SSH or in a
browser) is given this unix socket's path and a token of its own
(``TableEnv.web``, ``web_token``: tui/base/table_env.py); the token stands for that
player, so an app can only ever ask for its own player's links and
browsers, whatever it sends.  Guests get neither: a guest has nothing to
bind a browser to.  One JSON line asks, one answers, and the link closes:

    {"token": T, "op": "link"}                -> {"url": URL, "minutes": 10}
    {"token": T, "op": "browsers"}            -> {"browsers": [{"id", "created", "agent"}]}
    {"token": T, "op": "revoke", "id": ID}    -> {"revoked": true|false}

anything else -> {"error": reason}.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import dataclass
from pathlib import Path

from ..base.table_env import TableEnv
from ..serve import identity
from ..serve.local_socket import LocalSocket
from .sessions import LINK_SECONDS, BrowserStore

SOCKET_NAME = "web.sock"
LINE_LIMIT = 4096
ASK_WAIT = 5.0


@dataclass(frozen=True)
class Holder:
    fingerprint: str
    user: str | None


class Desk:
    def __init__(self, data: Path, sessions: BrowserStore, base_url: str) -> None:
        self.data = data
        self.sessions = sessions
        self.base_url = base_url.rstrip("/")
        self.tokens: dict[str, Holder] = {}
        self.server: asyncio.AbstractServer | None = None
        self.socket = LocalSocket(data, SOCKET_NAME)

    @property
    def path(self) -> str:
        return self.socket.path

    async def start(self) -> Desk:
        self.server = await self.socket.listen(self._serve, LINE_LIMIT)
        return self

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
            self.server = None
        self.socket.remove()

    def issue(self, player: identity.Player, user: str | None) -> dict[str, str]:
        """The environment that lets one app ask for ``player``'s links (none for a guest)."""
        if player.guest or player.fingerprint is None or self.server is None:
            return {}
        token = secrets.token_urlsafe(24)
        self.tokens[token] = Holder(player.fingerprint, user)
        return TableEnv(web=self.path, web_token=token).to_env()

    def revoke(self, env: dict[str, str]) -> None:
        self.tokens.pop(TableEnv.from_env(env).web_token or "", None)

    def answer(self, request: object) -> dict:
        if not isinstance(request, dict):
            return {"error": "not an object"}
        token = request.get("token")
        holder = self.tokens.get(token) if isinstance(token, str) else None
        if holder is None:
            return {"error": "unknown token"}
        op = request.get("op")
        if op == "link":
            token = self.sessions.new_link(holder.fingerprint, holder.user)
            return {"url": f"{self.base_url}/link/{token}", "minutes": LINK_SECONDS // 60}
        if op == "browsers":
            return {"browsers": [{"id": b.id, "created": b.created, "agent": b.agent}
                                 for b in self.sessions.browsers(holder.fingerprint)]}
        if op == "revoke" and isinstance(request.get("id"), str):
            return {"revoked": self.sessions.revoke(holder.fingerprint, request["id"])}
        return {"error": "unknown request"}

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await asyncio.wait_for(reader.readline(), ASK_WAIT)
            try:
                request = json.loads(line)
            except ValueError:
                request = None
            answer = await asyncio.to_thread(self.answer, request)  # a file, or a round trip to PostgreSQL
            writer.write(json.dumps(answer).encode() + b"\n")
            await writer.drain()
        except (TimeoutError, ConnectionError, ValueError, asyncio.LimitOverrunError):
            pass  # an app that does not ask in time, or asks too much, gets nothing
        finally:
            writer.close()
