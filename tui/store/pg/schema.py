"""The tables, made when missing.  Every row of a player's data is keyed by
the player's id (their key's fingerprint, as their data directory is named
on a single host).  Saves and settings are kept as the JSON text a file
would hold, so they are read back and checked by the same code."""

from __future__ import annotations

import psycopg

# Taken while the tables are made: two servers starting at once would
# otherwise race on CREATE TABLE IF NOT EXISTS (it is not atomic).
SCHEMA_LOCK = 0x6B6F7274  # "kort"

SCHEMA = """
CREATE TABLE IF NOT EXISTS kortbord_saves (
    player text NOT NULL,
    id text NOT NULL,
    data text NOT NULL,              -- the save's JSON, as saves/<id>.json would hold it
    generation bigint NOT NULL,      -- one more at every write: tells ours from another's
    PRIMARY KEY (player, id)
);
CREATE TABLE IF NOT EXISTS kortbord_aside (
    player text NOT NULL,
    name text NOT NULL,              -- <id>.corrupt-<time>: a bad save or settings, kept, never deleted
    data text NOT NULL,
    set_aside timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (player, name)
);
CREATE TABLE IF NOT EXISTS kortbord_settings (
    player text PRIMARY KEY,
    data text NOT NULL               -- settings.json's JSON
);
CREATE TABLE IF NOT EXISTS kortbord_games (
    id bigserial PRIMARY KEY,
    player text NOT NULL,
    save_id text,
    game text NOT NULL,
    options jsonb NOT NULL,
    level text NOT NULL,
    seats jsonb NOT NULL,
    human_seat integer,
    winners jsonb NOT NULL,
    scores jsonb NOT NULL,
    human_won boolean NOT NULL,
    duration double precision NOT NULL,
    score_history jsonb NOT NULL,
    undo_used boolean NOT NULL,
    hints_used boolean NOT NULL,
    seed numeric,
    finished_at text NOT NULL,
    UNIQUE (player, save_id)
);
CREATE INDEX IF NOT EXISTS kortbord_games_by_player ON kortbord_games (player, game, finished_at);
CREATE TABLE IF NOT EXISTS kortbord_tables (
    id text PRIMARY KEY,             -- a shared table whose people have all left
    data text NOT NULL
);
-- the shared tables' numbers ("t5"), one sequence for every host on the database
CREATE SEQUENCE IF NOT EXISTS kortbord_table_numbers;
"""

# A database whose tables were numbered by the hosts themselves, before the
# sequence: it starts past every number kept, so none is handed out twice.
PAST_KEPT = """
SELECT setval('kortbord_table_numbers', kept.number)
FROM (SELECT max(substr(id, 2)::bigint) AS number FROM kortbord_tables WHERE id ~ '^t[0-9]{1,9}$') AS kept
WHERE kept.number >= (SELECT last_value FROM kortbord_table_numbers)
"""


def ensure(conn: psycopg.Connection) -> None:
    """Make the tables that are missing (idempotent, safe to race)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
        conn.execute(SCHEMA)
        conn.execute(PAST_KEPT)
