"""The server's own tasks (a connection's play and hang-up, the front
door's): one that fails is logged and the server goes on serving; closing
the server cancels and awaits those that do not end in their grace."""

from __future__ import annotations

import asyncio

from tests.tui.serve.conftest import log_lines, sit


async def test_a_failing_connection_task_is_logged_and_the_others_go_on(serve, keys):
    server = await serve()
    server.close_grace = 0.2

    async def fails() -> None:
        raise RuntimeError("one connection's bug")

    stuck = server.create_task(asyncio.Event().wait())
    server.create_task(fails())
    await asyncio.sleep(0.05)
    failed = [line for line in log_lines(server) if " task-failed " in line]
    assert len(failed) == 1 and "error=RuntimeError" in failed[0] and "fails" in failed[0], failed
    assert "\"one connection's bug\"" in failed[0]
    conn, terminal = await sit(server, keys[0])  # the server still seats a player
    await terminal.wait_for("Kortbord")
    assert not stuck.done()
    conn.close()
    await server.close()
    assert stuck.cancelled() and len(server.tasks) == 0
