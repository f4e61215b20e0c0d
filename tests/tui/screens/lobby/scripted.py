"""A scripted link for the lobby's pilot tests: what the app sends is kept
in ``sent``; ``say`` delivers the server's messages, as tui.remote's Link
does (on the app's loop, in order)."""

from __future__ import annotations

from collections.abc import Callable

from tui.app import KortbordApp
from tui.remote.tables_link import Tables


class ScriptedLink:
    def __init__(self) -> None:
        self.sent: list[dict] = []
        self.closed = False
        self._callbacks: list[Callable[[dict], None]] = []

    def send(self, message: dict) -> bool:
        """Kept in ``sent``; True, as a Link answers for a message that went."""
        assert not self.closed, "sent on a closed link"
        self.sent.append(message)
        return True

    def subscribe(self, callback: Callable[[dict], None]) -> Callable[[], None]:
        self._callbacks.append(callback)
        return lambda: self._callbacks.remove(callback)

    def close(self) -> None:
        self.closed = True

    def say(self, *messages: dict) -> None:
        for message in messages:
            for callback in list(self._callbacks):
                callback(message)

    def drop(self) -> None:
        self.closed = True
        self.say({"type": "link_lost"})

    def of_type(self, kind: str) -> list[dict]:
        return [m for m in self.sent if m.get("type") == kind]


def served_app(link=None, refuse: BaseException | None = None, ascii_mode: bool = False) -> KortbordApp:
    """An app as ``kortbord serve`` starts it, its tables over ``link`` (a
    list: one link for each connection in turn), or a connection that fails
    with ``refuse``."""
    async def connect(lang: str):
        if refuse is not None:
            raise refuse
        return link.pop(0) if isinstance(link, list) else link

    app = KortbordApp(seed=7, pace="instant", level="easy", ascii_mode=ascii_mode, tables=Tables(connect))
    app.animation_level = "none"
    return app


def seat(kind: str, name: str = "", yours: bool = False) -> dict:
    return {"kind": kind, "name": name, "yours": yours}


def table(table_id: str, game: str = "hearts", seats=None, started: bool = False, saved: bool = False,
          host: str = "Anna", options=None, level: str = "medium") -> dict:
    return {"id": table_id, "game": game, "title": game, "options": options or {"players": 4},
            "level": level, "host": host, "started": started, "saved": saved,
            "seats": seats or [seat("person", "Anna"), seat("open"), seat("open"), seat("computer")]}
