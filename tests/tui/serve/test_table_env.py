"""The one contract between the server and a table process (issue 45):
``TableEnv`` written by the server's side and read by the table's, the
same type on both sides, so a variable renamed on one side cannot be
missed on the other."""

from rules.tables import Person
from tests.narrow import present
from tui.base.table_env import NAMES, TableEnv
from tui.remote.tables_link import from_environ
from tui.serve.environment import store_env, table_env
from tui.serve.hub_server import HubServer


async def test_what_the_server_writes_is_what_the_table_reads(tmp_path):
    env = table_env("xterm", {}, "/d/p") | store_env("postgresql://k:secret@db/k", "sha256-x", False, "/d/serve.log")
    env |= TableEnv(memory=512 << 20).to_env()
    server = await HubServer(tmp_path).start()
    try:
        env |= server.issue(Person("SHA256:anna", "anna"))
        read = TableEnv.from_env(env)
        assert (read.home, read.database, read.player, read.serve_log, read.memory) == (
            "/d/p", "postgresql://k:secret@db/k", "sha256-x", "/d/serve.log", 512 << 20)
        assert read.tables == server.path and server.tokens[present(read.token)] == Person("SHA256:anna", "anna")
        assert from_environ(env) is not None
        server.revoke(env)
        assert server.tokens == {}
        assert "secret" not in repr(read) and present(read.token) not in repr(read)
    finally:
        await server.close()


def test_a_table_run_by_hand_reads_only_what_is_set():
    assert TableEnv.from_env({}) == TableEnv()
    assert TableEnv().to_env() == {}
    assert TableEnv.from_env({NAMES["memory"]: "lots", NAMES["home"]: ""}) == TableEnv()
    assert from_environ({}) is None
    assert store_env("postgresql://db/k", "sha256-x", True) == {}  # a guest's games stay in their directory
