"""A unix socket only the server's user can use, in ``DATA/run`` (0700;
the socket 0600): the shared tables' (hub_server.py) and the browsers'
desk (tui/web/desk.py) each listen on one.  A unix socket's path has a
short limit (about 100 bytes), so a deep data directory gets a private
temporary one instead, removed when the socket is."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import Awaitable, Callable
from contextlib import suppress
from pathlib import Path

from . import identity

MAX_PATH = 100


class LocalSocket:
    def __init__(self, data: Path, name: str) -> None:
        self.data = data
        self.name = name
        self._dir: Path | None = None

    @property
    def path(self) -> str:
        assert self._dir is not None, "not listening yet"
        return str(self._dir / self.name)

    async def listen(self, serve: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]],
                     limit: int) -> asyncio.AbstractServer:
        run = identity.private_dir(self.data / "run")
        if len(str(run / self.name)) > MAX_PATH:
            run = Path(tempfile.mkdtemp(prefix="kortbord-"))
        self._dir = run
        with suppress(FileNotFoundError):
            os.unlink(self.path)
        server = await asyncio.start_unix_server(serve, path=self.path, limit=limit)
        os.chmod(self.path, 0o600)
        return server

    def remove(self) -> None:
        if self._dir is None:
            return
        with suppress(FileNotFoundError):
            os.unlink(self.path)
        if self._dir.parent != self.data:  # a temporary directory of its own
            shutil.rmtree(self._dir, ignore_errors=True)
