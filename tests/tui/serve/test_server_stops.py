"""The server stops under its players (issue 40, item 9): each client's
terminal gets one line saying so, in its own language, before its ssh
exits, and the game it says is saved is saved; a guest is told that
nothing of theirs is kept, which is what a guest's table does."""

from __future__ import annotations

from tests.tui.serve.conftest import Guest, sit
from tests.tui.serve.test_table_over_ssh import deal_and_play, player_home, saves


async def test_every_client_is_told_the_server_is_stopping_and_its_game_is_saved(serve, keys):
    server = await serve(guest=True)
    conn, terminal = await sit(server, keys[0])
    conn_sv, terminal_sv = await sit(server, keys[1], env={"LANG": "sv_SE.UTF-8"})
    guest_conn, guest = await sit(server, None, client_factory=Guest)
    await deal_and_play(terminal)
    await terminal_sv.wait_for("Kortbord")
    await deal_and_play(guest)

    await server.close()
    for each in (terminal, terminal_sv, guest):
        assert await each.ended(timeout=20) == 129  # hung up as a dropped link is: everything saved
    assert bytes(terminal.stderr).decode() == "kortbord: The server is stopping; your game is saved.\r\n"
    assert bytes(terminal_sv.stderr).decode() == "kortbord: Servern stängs av; ditt spel är sparat.\r\n"
    assert bytes(guest.stderr).decode() == "kortbord: The server is stopping; a guest's games are not kept.\r\n"
    assert saves(player_home(server, keys[0]))  # what the line says
    for link in (conn, conn_sv, guest_conn):
        link.close()
