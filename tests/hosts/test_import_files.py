"""``kortbord serve --database DSN --import-files DIR`` on a real PostgreSQL:
a host that kept files brings its players (saves, settings, finished
games) and saved tables into the database; what the database holds wins,
a second run imports nothing, a damaged save stays behind and is named."""

from __future__ import annotations

import json

from tests.hosts.fixtures import player_id
from tests.tui.store.helpers import countdown_session, play_human_randomly
from tui import serve_command as cli
from tui.store import record_from_session
from tui.store.settings import Settings, save_settings
from tui.store.stats import Stats


def a_player(data, monkeypatch, seeds):
    """A player's folder as a served host keeps it, with a save per seed,
    settings and one finished game."""
    name = player_id()
    home = data / "players" / name
    monkeypatch.setenv("KORTBORD_HOME", str(home))
    from tui.store.files import FilesBackend

    records = []
    for seed in seeds:
        session = countdown_session(seed=seed)
        play_human_randomly(session, 2)
        record = record_from_session(session)
        FilesBackend().save_game(record)
        records.append(record)
    save_settings(Settings(ascii=True))
    with Stats() as stats:
        stats.record_game(game="hearts", options={"players": 4}, level="hard", seats=[{"name": "You", "player": "human"}],
                          winners=[0], scores=[12, 40, 50, 60], human_won=True, duration=300.0, human_seat=0,
                          finished_at="2026-12-01T12:00:00+00:00")
    return name, records


def test_a_files_host_is_imported_once_and_the_database_wins(database, tmp_path, monkeypatch):
    from tui.store.pg.backend import PgBackend
    from tui.store.pg.import_files import import_files

    data = tmp_path / "srv"
    anna, (first, second) = a_player(data, monkeypatch, seeds=(1, 2))
    bo, (kept,) = a_player(data, monkeypatch, seeds=(3,))
    broken = data / "players" / bo / "saves" / "broken.json"
    broken.write_text('{"format": 1, "truncat')
    (data / "tables").mkdir()
    (data / "tables" / "t907.json").write_text(json.dumps({"id": "t907"}))
    already = PgBackend(database, anna)  # anna played on another host already: her row of that save stays
    already.save_game(second)
    before = already.load_save(second.id)

    said: list[str] = []
    done = import_files(database, data, say=said.append)
    assert (done.players, done.saves, done.settings, done.games, done.tables) == (2, 2, 2, 2, 1)
    assert len(said) == 1 and "broken.json" in said[0]
    mine = PgBackend(database, anna)
    assert sorted(e.id for e in mine.list_saves()[0]) == sorted([first.id, second.id])
    assert mine.load_save(first.id) == first and mine.load_save(second.id) == before
    assert mine.load_settings()[0].ascii
    with mine.open_stats() as stats:
        assert stats.count() == 1
    assert PgBackend(database, bo).load_save(kept.id) == kept

    again = import_files(database, data, say=said.append)
    assert (again.saves, again.settings, again.games, again.tables) == (0, 0, 0, 0)
    with PgBackend(database, bo).open_stats() as stats:
        assert stats.count() == 1


def test_the_import_needs_a_database(capsys, monkeypatch):
    monkeypatch.delenv("KORTBORD_DATABASE", raising=False)
    assert cli.serve(cli.parse_args(["--import-files", "/srv/kortbord"])) == 2
    assert "--database" in capsys.readouterr().err
