"""One open copy of a game, across hosts: a PostgreSQL advisory lock held
by a connection of its own for as long as the game is open.

The lock belongs to that session, so it goes when the session goes: the
table process ending (however it ends) closes it, and a host that dies is
noticed by the server's keepalives (link.KEEPALIVES) within about a
minute.  One connection per open game, as one open file per game with
flock: a second window of the same process is refused like any other.
The session's ``application_name`` names its host and pid, so a holder on
this host whose terminal is gone is asked to save and leave, as
locks.take_over does with files.
"""

from __future__ import annotations

import hashlib
import os
import socket

import psycopg

from .. import locks
from .link import Link, connect

_HOLDER = """
SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
WHERE l.locktype = 'advisory' AND l.granted AND l.classid::bigint = %s AND l.objid::bigint = %s AND l.objsubid = 1
"""


def key(player: str, save_id: str) -> int:
    """The lock's 64-bit key: a hash of whose game it is (signed, as
    PostgreSQL's bigint)."""
    digest = hashlib.blake2b(f"{player}\0{save_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _halves(lock_key: int) -> tuple[int, int]:
    """How pg_locks shows a bigint key: its high and low 32 bits."""
    unsigned = lock_key & 0xFFFFFFFFFFFFFFFF
    return unsigned >> 32, unsigned & 0xFFFFFFFF


def acquire(dsn: str, lock_key: int, asker: Link) -> psycopg.Connection:
    """A connection holding the lock; LockHeld when another session holds it."""
    conn = connect(dsn)
    try:
        row = conn.execute("SELECT pg_try_advisory_lock(%s)", (lock_key,)).fetchone()
        assert row is not None  # a SELECT of one function's value is one row
        taken = row[0]
    except BaseException:
        conn.close()
        raise
    if not taken:
        conn.close()
        raise locks.LockHeld(_local_pid(holder(asker, lock_key)))
    return conn


def holder(asker: Link, lock_key: int) -> str | None:
    """The holding session's application_name (None when free)."""
    row = asker.execute(_HOLDER, _halves(lock_key)).fetchone()
    return row[0] if row else None


def _local_pid(name: str | None) -> int | None:
    """The holder's pid when it is a Kortbord on this host, else None."""
    parts = (name or "").split(" ")
    if len(parts) == 3 and parts[0] == "kortbord" and parts[1] == socket.gethostname()[:40] and parts[2].isdigit():
        return int(parts[2])
    return None


def in_use(asker: Link, lock_key: int) -> bool:
    """Held by any session, this process's own included, unless its holder
    is a Kortbord on this host that can no longer be played."""
    name = holder(asker, lock_key)
    if name is None:
        return False
    pid = _local_pid(name)
    return pid is None or pid == os.getpid() or not locks.stranded(pid)


def take_over(dsn: str, lock_key: int, asker: Link, wait: float = 1.0) -> psycopg.Connection:
    """``acquire``; a holder on this host whose terminal is gone is told to
    save and leave (SIGHUP, then SIGKILL), and the lock taken once its
    session ends.  A holder on another host cannot be asked: LockHeld."""
    return locks.take_from_stranded(lambda: acquire(dsn, lock_key, asker), wait)


def release(conn: psycopg.Connection | None) -> None:
    """Let the game go, and be sure it is free when this returns: a closed
    session's locks go only once the server has seen it end, a moment too
    late for the menu listing it again at once."""
    if conn is None:
        return
    try:
        conn.execute("SELECT pg_advisory_unlock_all()")
    except psycopg.Error:
        pass  # a dead link: its session, and the lock with it, are gone or going
    finally:
        conn.close()
