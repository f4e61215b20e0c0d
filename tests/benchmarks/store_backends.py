"""The autosave's write and the checked load of a mid-game Hearts save, on
each backend: the files (fsyncs on this disk) and PostgreSQL (three round
trips a write: the version read, the upsert, the version again).  And a
shared table's save, made after every move (tui.tables.hub.autosave):
its data made on the loop, and the store's write (in the server's keeping
thread) into the table directory and into PostgreSQL's kortbord_tables.

    .venv/bin/python tests/benchmarks/store_backends.py [N] [--database DSN]

Without ``--database`` it starts a throwaway PostgreSQL on loopback
(tests/hosts/postgres.py; fsync off there, so the figure is the round
trips and the server's work, not a disk).  Figures in milliseconds.
"""

from __future__ import annotations

import os
import secrets
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.store_save import mid_game_session, show, timed  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402


def measure(label: str, backend, n: int) -> None:
    from tui.store import Autosave

    session = mid_game_session()
    autosave = Autosave(session, backend=backend).attach()
    show(f"{label}: autosave write", timed(autosave.save_now, n))
    show(f"{label}: load, checked whole", timed(lambda: backend.load_save(autosave.save_id), max(5, n // 4)))
    show(f"{label}: list (one save)", timed(backend.list_saves, max(5, n // 4)))
    autosave.detach()


def mid_game_table(plies: int = 300):
    """A Hearts table with one person, ``plies`` moves in (the bots play the person's seat too)."""
    from rules.clock import ManualClock
    from tests.rules.tables.helpers import App, play_to_end
    from tui.tables import Hub

    clock = ManualClock()
    hub = Hub(clock)
    anna = App(hub, "anna")
    anna.say(type="create", game="hearts", seed=7)
    anna.play_as("hearts", "easy", "a")
    table = hub.tables["t1"]
    play_to_end(clock, [anna], table, until=lambda: len(present(table.driver).log) >= plies)
    return table


def measure_table(label: str, store, n: int) -> None:
    table = mid_game_table()
    data = table.saved_data()
    show(f"{label}: shared table save ({len(data['log'])} moves)", timed(lambda: store.save(table.id, data), n))


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("n", nargs="?", type=int, default=200)
    parser.add_argument("--database")
    args = parser.parse_args()
    os.environ["KORTBORD_HOME"] = tempfile.mkdtemp(prefix="kortbord-bench-")
    from tui.store.files import FilesBackend
    from tui.store.pg.backend import PgBackend
    from tui.tables import JsonDirStore

    table = mid_game_table()
    show("shared table's data, made on the loop", timed(table.saved_data, args.n))
    measure("files", FilesBackend(), args.n)
    measure_table("files", JsonDirStore(Path(os.environ["KORTBORD_HOME"]) / "tables"), args.n)
    server = None
    dsn = args.database
    if dsn is None:
        from tests.hosts.postgres import Postgres, why_not

        reason = why_not()
        if reason:
            print(f"PostgreSQL: skipped ({reason})")
            return
        server = Postgres().start()
        dsn = server.dsn
    try:
        backend = PgBackend(dsn, f"sha256-bench{secrets.token_hex(6)}")
        measure("postgresql", backend, args.n)
        backend.close()
        from tui.hosts.table_store import PgTableStore

        tables = PgTableStore(dsn)
        measure_table("postgresql", tables, args.n)
        tables.delete("t1")
        tables.close()
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
