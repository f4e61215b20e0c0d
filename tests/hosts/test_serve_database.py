"""What ``--database`` changes in the server, and what it does not: the
shared tables go to PostgreSQL, a table process learns the DSN and the
player's id from its environment (never a guest's, never without the
flag), and a database that cannot be used stops the server at the start.
Without ``--database`` and ``--broker`` neither psycopg nor redis-py is
imported."""

from __future__ import annotations

import json
import secrets
import subprocess
import sys

import pytest

from rules.tables import Person
from tests.tui.serve.test_hub_server import open_link, read
from tui.base.serve_log import ENV_SERVE_LOG
from tui.serve.environment import store_env
from tui.store.backend import ENV_DATABASE, ENV_PLAYER

psycopg = pytest.importorskip("psycopg")

from tests.hosts.helpers import fenced  # noqa: E402
from tui.hosts.table_store import PgTableStore  # noqa: E402
from tui.serve.hub_server import HubServer  # noqa: E402
from tui.serve.server import ServeConfig, TableServer  # noqa: E402


def test_the_table_learns_the_database_and_the_player_only_with_the_flag():
    assert store_env(None, "sha256-abc", guest=False) == {}
    assert store_env("postgresql://db/x", "sha256-abc", guest=True) == {}
    assert store_env("postgresql://db/x", "sha256-abc", guest=False, log="/srv/serve.log")[ENV_SERVE_LOG] == "/srv/serve.log"
    assert store_env("postgresql://db/x", "sha256-abc", guest=False) == {ENV_DATABASE: "postgresql://db/x",
                                                                         ENV_PLAYER: "sha256-abc"}


def test_without_a_database_the_app_never_imports_psycopg(tmp_path):
    code = ("import sys; from tui.store import Keeper; keeper = Keeper(); keeper.close(); "
            "print('psycopg' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], env={"KORTBORD_HOME": str(tmp_path), "PATH": "/usr/bin"},
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_without_a_broker_the_server_never_imports_redis(tmp_path):
    code = ("import asyncio, sys\n"
            "from pathlib import Path\n"
            "from tui.serve.server import ServeConfig, TableServer\n"
            "from tui.store import Keeper\n"
            "async def main():\n"
            "    server = await TableServer(ServeConfig(data=Path(sys.argv[1]), port=0)).start()\n"
            "    await server.close()\n"
            "asyncio.run(main())\n"
            "Keeper().close()\n"
            "print(sorted(name for name in ('redis', 'psycopg') if name in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "serve")],
                         env={"KORTBORD_HOME": str(tmp_path / "home"), "PATH": "/usr/bin"},
                         capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_shared_tables_are_kept_and_a_bad_row_is_skipped_and_told(database):
    store = PgTableStore(database)
    other_host = PgTableStore(database)
    try:
        store.save("t901", {"format": 1, "id": "t901", "seats": [None]})
        store.save("t901", {"format": 1, "id": "t901", "seats": [None, None]})  # saved again: one row
        store.link.conn().execute("INSERT INTO kortbord_tables (id, data) VALUES ('t902', '{not json')")
        store.link.conn().execute("INSERT INTO kortbord_tables (id, data) VALUES ('t903', '[1]')")
        tables = other_host.load_all()
        assert tables["t901"] == {"format": 1, "id": "t901", "seats": [None, None]}
        assert "t902" not in tables and "t903" not in tables
        assert len(other_host.problems) == 2 and "t902" in other_host.problems[0]
        store.delete("t901")
        assert "t901" not in other_host.load_all()
        with pytest.raises(ValueError):
            store.save("../x", {})
    finally:
        store.link.conn().execute("DELETE FROM kortbord_tables WHERE id IN ('t901', 't902', 't903')")
        store.close()
        other_host.close()


async def test_a_database_that_cannot_be_used_stops_the_server_with_the_reason(postgres, tmp_path, zygote):
    config = ServeConfig(data=tmp_path / "serve", port=0, database=f"postgresql://kortbord@127.0.0.1:{postgres.port}/nowhere")
    server = TableServer(config, zygote)
    with pytest.raises(RuntimeError, match="the database cannot be used .*nowhere"):
        await server.start()
    await server.close()


async def test_a_table_saved_by_one_host_is_in_the_other_host_s_lobby(postgres, tmp_path):
    database = postgres.new_database(f"tables_{secrets.token_hex(4)}")  # its own: no other test's tables
    one = await HubServer(tmp_path / "one", **fenced(database)).start()
    reader, writer = await open_link(one.issue(Person("SHA256:anna", "anna")))
    await read(reader, "tables")
    writer.write(json.dumps({"type": "create", "game": "hearts", "seed": 7}).encode() + b"\n")
    await read(reader, "state")  # no other person seat: it starts at once
    await one.close()  # the host stops: its running table is saved
    writer.close()
    assert not (tmp_path / "one" / "tables").exists() or not list((tmp_path / "one" / "tables").iterdir())

    two = await HubServer(tmp_path / "two", **fenced(database)).start()
    try:
        reader, writer = await open_link(two.issue(Person("SHA256:anna", "anna")))
        tables = (await read(reader, "tables"))["tables"]
        assert [(t["game"], t["saved"]) for t in tables] == [("hearts", True)]
        writer.close()
    finally:
        await two.close()
