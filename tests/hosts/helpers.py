"""A save's raw text on either backend, for tests that damage one as a
disk or a person at the database's prompt would."""

from __future__ import annotations

from tui.store.files import FilesBackend
from tui.store.saves import save_path


def raw(backend, save_id: str) -> str:
    if isinstance(backend, FilesBackend):
        return save_path(save_id).read_text("utf-8")
    return backend.link.conn().execute("SELECT data FROM kortbord_saves WHERE player = %s AND id = %s",
                                       (backend.player, save_id)).fetchone()[0]


def put_raw(backend, save_id: str, text: str) -> None:
    if isinstance(backend, FilesBackend):
        save_path(save_id).write_text(text, "utf-8")
        return
    backend.link.conn().execute("UPDATE kortbord_saves SET data = %s WHERE player = %s AND id = %s",
                                (text, backend.player, save_id))


def aside(backend) -> list[tuple[str, str]]:
    """What was set aside: (name, text), never deleted."""
    if isinstance(backend, FilesBackend):
        return sorted((p.name, p.read_text("utf-8")) for p in save_path("x").parent.glob("*.corrupt-*"))
    return sorted(backend.link.conn().execute("SELECT name, data FROM kortbord_aside WHERE player = %s",
                                              (backend.player,)).fetchall())


def fenced(dsn: str, lease: float | None = None) -> dict:
    """A HubServer's ``store`` and ``ownership`` for a node of its own on
    ``dsn`` (tui/hosts/ownership.py), with a short ``lease`` if given."""
    from tui.hosts.ownership import Ownership, Timing, node_name
    from tui.hosts.table_store import PgTableStore

    ownership = Ownership(dsn, node_name(), Timing() if lease is None else Timing.from_lease(lease))
    return {"store": PgTableStore(dsn, ownership), "ownership": ownership}
