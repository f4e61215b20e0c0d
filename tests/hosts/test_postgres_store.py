"""What only the PostgreSQL backend has to show: a save that fails half
way leaves the old one, a lock whose holder died is free again, players
never see each other's data, and a damaged settings row is set aside."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

from tests.hosts.fixtures import player_id
from tests.narrow import present
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tui.store import locks, record_from_session

psycopg = pytest.importorskip("psycopg")

from tui.store.pg.backend import PgBackend  # noqa: E402
from tui.store.pg.plain import StoreUnreachable  # noqa: E402


@pytest.fixture
def pg(database):
    backend = PgBackend(database, player_id())
    yield backend
    backend.close()


def saved(backend, moves=2):
    session = countdown_session(start=12)
    play_human_randomly(session, moves)
    record = record_from_session(session)
    backend.save_game(record)
    return session, record


def test_a_save_cut_off_half_way_leaves_the_old_save_and_the_next_one_goes_through(pg, database):
    session, record = saved(pg)
    play_human_randomly(session, 2)
    newer = record_from_session(session, record.id, created=record.created)
    blocker = psycopg.connect(database)  # holds the row, so the save waits half way
    blocker.execute("SELECT 1 FROM kortbord_saves WHERE player = %s AND id = %s FOR UPDATE", (pg.player, record.id))
    failed = []

    def save() -> None:
        try:
            pg.save_game(newer)
        except pg.errors as error:
            failed.append(error)

    writer = threading.Thread(target=save)
    writer.start()
    cut = 0
    with psycopg.connect(database, autocommit=True) as admin:
        deadline = time.monotonic() + 20
        while writer.is_alive():  # every attempt (the link tries a dead one again once) dies mid-write
            assert time.monotonic() < deadline, "the save never ended"
            waiting = admin.execute("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                                    " AND query LIKE 'INSERT INTO kortbord_saves%%'").fetchall()
            for (pid,) in waiting:
                admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
                cut += 1
            time.sleep(0.02)
    blocker.rollback()
    blocker.close()
    assert cut >= 1 and failed and isinstance(failed[0], StoreUnreachable)
    assert pg.load_save(record.id).log == record.log  # the old save, whole
    pg.save_game(newer)
    assert pg.load_save(record.id).log == newer.log


def test_a_link_that_died_while_idle_is_made_again_without_a_word(pg, database):
    session, record = saved(pg)
    with psycopg.connect(database, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pg.link.conn().info.backend_pid,))
    play_human_randomly(session, 1)
    pg.save_game(record_from_session(session, record.id, created=record.created))  # no error: sent again
    assert pg.load_save(record.id).log == session.log


HOLDER = """
import sys, time
from tui.store.pg.backend import PgBackend
backend = PgBackend(sys.argv[1], sys.argv[2])
lock = backend.acquire(sys.argv[3])
print("held", flush=True)
time.sleep(60)
"""


def test_the_lock_of_a_table_process_that_died_is_free_again(pg, database):
    _, record = saved(pg)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, database, pg.player, record.id],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert present(holder.stdout).readline().strip() == "held"
        with pytest.raises(locks.LockHeld):
            pg.acquire(record.id)
        assert pg.list_saves()[0][0].in_use  # it has no terminal: never stranded, so in use
    finally:
        holder.kill()
        holder.wait()
    deadline = time.monotonic() + 10
    while True:  # the server sees the session end as the kernel closes its socket
        try:
            lock = pg.acquire(record.id)
            break
        except locks.LockHeld:
            assert time.monotonic() < deadline, "the dead holder's lock was never freed"
            time.sleep(0.05)
    pg.release(lock)
    assert not pg.list_saves()[0][0].in_use


def test_players_never_see_each_other_s_saves_statistics_or_settings(pg, database):
    _, record = saved(pg)
    settings, _ = pg.load_settings()
    settings.ascii = True
    pg.save_settings(settings)
    with pg.open_stats() as stats:
        stats.record_game(game="hearts", options={}, level="easy", seats=[], winners=[0], scores=[1, 2, 3, 4],
                          human_won=True, duration=1.0, human_seat=0, save_id=record.id)
    other = PgBackend(database, player_id())
    try:
        assert other.list_saves() == ([], [])
        assert other.load_settings()[0].ascii is False
        assert other.open_stats().count() == 0
        other.release(other.acquire(record.id))  # the same save id is another game: its own lock
        assert other.open_stats().record_game(game="hearts", options={}, level="easy", seats=[], winners=[0],
                                              scores=[1], human_won=True, duration=1.0, save_id=record.id) is not None
    finally:
        other.close()


def test_a_damaged_settings_row_is_set_aside_and_the_defaults_used(pg):
    pg.link.conn().execute("INSERT INTO kortbord_settings (player, data) VALUES (%s, %s)", (pg.player, "[1, 2"))
    settings, problems = pg.load_settings()
    assert settings.ascii is False and len(problems) == 1 and "not valid JSON" in problems[0]
    (name, text), = pg.link.conn().execute("SELECT name, data FROM kortbord_aside WHERE player = %s", (pg.player,))
    assert text == "[1, 2" and name in problems[0]
    assert pg.load_settings() == (settings, [])


def test_an_unreachable_database_is_an_error_the_app_can_tell(postgres):
    with pytest.raises(StoreUnreachable, match="^the game store is not reachable; try again shortly$"):
        PgBackend(f"postgresql://kortbord@127.0.0.1:{postgres.port}/no_such_database", player_id())
