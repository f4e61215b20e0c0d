"""A database that cannot be reached is told to the player in a plain
sentence, never in psycopg's words (they name the database's host and
port); the words go to the server's log, where the host's keeper reads
them."""

from __future__ import annotations

import pytest

from tests.hosts.fixtures import player_id
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tui.base.serve_log import ENV_SERVE_LOG
from tui.store import record_from_session
from tui.store.backend import ENV_DATABASE, ENV_PLAYER
from tui.store.keeper import Keeper, save_failure
from tui.textual_private import showing

from .haproxy import free_port

psycopg = pytest.importorskip("psycopg")

from tui.store.pg.backend import PgBackend  # noqa: E402
from tui.store.pg.plain import StoreUnreachable  # noqa: E402

PLAIN = "the game store is not reachable; try again shortly"


@pytest.fixture
def serve_log(tmp_path, monkeypatch):
    path = tmp_path / "serve.log"
    monkeypatch.setenv(ENV_SERVE_LOG, str(path))
    return path


def logged(path) -> list[str]:
    return [line for line in path.read_text().splitlines() if " store-unreachable " in line]


def test_a_save_to_a_database_gone_away_is_told_plainly_and_its_detail_logged(database, serve_log):
    backend = PgBackend(database, player_id())
    keeper = Keeper(backend=backend)
    session = countdown_session(start=12)
    play_human_randomly(session, 2)
    record = record_from_session(session)
    backend.save_game(record)
    port = free_port()
    backend.link.close()  # the database moves away: the next statement connects again, to nothing
    backend.link.dsn = f"postgresql://kortbord@127.0.0.1:{port}/gone"
    with pytest.raises(StoreUnreachable) as caught:
        backend.save_game(record)
    told = save_failure(caught.value)
    assert told == f"The game could not be saved ({PLAIN}); it is tried again after the next move."
    assert keeper.refresh_saves() == [] and keeper.take_problems() == [f"The saved games could not be listed ({PLAIN})."]
    lines = logged(serve_log)
    assert len(lines) == 2
    assert f"player={backend.player} error=OperationalError" in lines[0]
    assert "127.0.0.1" in lines[0] and f"port {port} failed" in lines[0]  # the detail is the keeper's
    keeper.close()


def test_a_game_that_cannot_be_opened_for_its_lock_is_told_plainly(database, serve_log):
    backend = PgBackend(database, player_id())
    backend.dsn = f"postgresql://kortbord@127.0.0.1:{free_port()}/gone"  # the lock's own connection finds nothing
    with pytest.raises(StoreUnreachable, match=f"^{PLAIN}$"):
        backend.take_over("some-game")
    assert len(logged(serve_log)) == 1
    backend.close()


async def test_an_app_whose_database_is_down_says_so_plainly(postgres, serve_log, monkeypatch, tmp_path):
    from tui.app import KortbordApp

    port = free_port()
    monkeypatch.setenv("KORTBORD_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(ENV_DATABASE, f"postgresql://kortbord@127.0.0.1:{port}/gone")
    monkeypatch.setenv(ENV_PLAYER, player_id())
    app = KortbordApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        notices = [notice.message for notice in showing(app)]
    assert notices == [f"Saves and statistics are off this time ({PLAIN})."]
    assert not (tmp_path / "home" / "errors.log").exists()  # the detail is in the server's log only
    (line,) = logged(serve_log)
    assert f"port {port} failed" in line
