"""The statistics; the questions the Statistics screen asks are asked of
both backends (``stats``: SQLite in the data directory, and PostgreSQL)."""

import sqlite3
import stat

import pytest

from tests.tui.store.helpers import countdown_session, hearts_session, play_human_randomly
from tui.store import Stats, record_from_session
from tui.store.stats import score_history_of


def add(stats, game="hearts", level="medium", scores=(50, 100, 70, 60), winners=(0,), human_won=True,
        history=(), finished_at="2026-01-01T00:00:00+00:00", duration=600.0, save_id=None, undo_used=False):
    return stats.record_game(
        game=game, options={}, level=level, seats=[{"name": "You", "player": "human"}],
        winners=winners, scores=scores, human_won=human_won, duration=duration,
        score_history=history, undo_used=undo_used, human_seat=0, finished_at=finished_at,
        save_id=save_id,
    )


def test_database_lives_in_the_data_dir_private(home):
    with Stats() as stats:
        add(stats)
    path = home / "stats.sqlite3"
    assert path.exists() and stat.S_IMODE(path.stat().st_mode) == 0o600
    with Stats() as again:  # survives a restart
        assert again.count() == 1 and again.problems == []
        assert again.db.execute("SELECT version FROM schema_version").fetchall() == [(1,)]


def test_tallies_per_game_and_level(stats):
    add(stats, level="easy")
    add(stats, level="easy", human_won=False, winners=(1,))
    add(stats, level="hard")
    add(stats, game="clover", level="easy", scores=(12, 9), human_won=False, winners=(1,))
    tallies = {(t.game, t.level): (t.played, t.won) for t in stats.tallies()}
    assert tallies == {("clover", "easy"): (1, 0), ("hearts", "easy"): (2, 1), ("hearts", "hard"): (1, 1)}


def test_recent_is_newest_first_and_filters_by_game(stats):
    for day in (3, 1, 2):
        add(stats, finished_at=f"2026-01-0{day}T00:00:00+00:00", scores=(day, 100, 100, 100))
    add(stats, game="clover", finished_at="2026-01-09T00:00:00+00:00", scores=(30, 5))
    assert [r.game for r in stats.recent(2)] == ["clover", "hearts"]
    rows = stats.recent(10, game="hearts")
    assert [r.scores[0] for r in rows] == [3, 2, 1]
    assert rows[0].human_score == 3 and rows[0].options == {} and rows[0].human_won


def test_best_is_lowest_own_score_where_lower_wins_else_widest_margin_quickest_among_equals(stats):
    add(stats, scores=(40, 100, 90, 80))
    add(stats, scores=(12, 101, 90, 80))
    add(stats, scores=(5, 100, 90, 80), human_won=False)  # not a win: not a best
    add(stats, game="harvest", scores=(50, 10))
    add(stats, game="harvest", scores=(50, 45))
    add(stats, game="harvest", scores=(60, 5))
    add(stats, game="speed", scores=(1, 0), duration=300)
    add(stats, game="speed", scores=(1, 0), duration=90)
    assert [r.scores[0] for r in stats.best("hearts")] == [12, 40]
    assert [r.margin for r in stats.best("hearts")] == [68, 40]  # below the lowest other total
    assert [r.margin for r in stats.best("harvest")] == [55, 40, 5]
    assert [r.duration for r in stats.best("speed", 1)] == [90]


def test_the_ranking_rule_is_the_game_class_s(stats, monkeypatch):
    from rules.harvest.game import HarvestGame

    add(stats, game="harvest", scores=(21, 20), finished_at="2026-01-01T00:00:00+00:00")
    add(stats, game="harvest", scores=(60, 5), finished_at="2026-01-02T00:00:00+00:00")
    assert [(r.scores[0], r.margin) for r in stats.best("harvest")] == [(60, 55), (21, 1)]
    monkeypatch.setattr(HarvestGame, "lower_wins", True)
    assert [(r.scores[0], r.margin) for r in stats.best("harvest")] == [(21, -1), (60, -55)]


def test_hearts_points_per_hand_over_time(stats):
    add(stats, history=[[3, 10, 13, 0], [26, 0, 0, 0]], finished_at="2026-01-02T00:00:00+00:00")
    add(stats, history=[[1, 2, 3, 20]], finished_at="2026-01-01T00:00:00+00:00")
    add(stats, game="clover", history=[[9, 9]])
    assert stats.hearts_points_per_hand() == [1, 3, 26]
    assert stats.hearts_points_per_hand(limit=2) == [3, 26]


def test_recording_one_save_twice_counts_once(stats):
    assert add(stats, save_id="hearts-1") is not None
    assert add(stats, save_id="hearts-1") is None
    assert stats.count() == 1


def test_record_save_from_a_finished_countdown_session(stats):
    session = countdown_session(start=5)
    play_human_randomly(session, 10)
    assert session.game.is_over
    record = record_from_session(session, elapsed=42.0)
    stats.record_save(record)
    stats.record_save(record)
    (row,) = stats.recent()
    assert row.game == "countdown" and row.level == "random" and row.duration == 42.0
    assert row.human_won == (0 in session.game.result.winners)
    assert row.score_history == []  # the game keeps no history of its scores


def test_record_save_refuses_an_unfinished_game(stats):
    session = countdown_session(start=9)
    play_human_randomly(session, 1)
    with pytest.raises(ValueError, match="not over"):
        stats.record_save(record_from_session(session))


def test_hearts_game_records_points_per_hand(stats):
    session = hearts_session(seed=5)
    play_human_randomly(session, 500, seed=1)
    assert session.game.is_over
    history = score_history_of(session.game)
    assert history == [list(r.points) for r in session.game.history] and all(len(h) == 4 for h in history)
    stats.record_save(record_from_session(session))
    assert stats.hearts_points_per_hand() == [h[0] for h in history]
    (tally,) = stats.tallies()
    assert tally.level == "random" and tally.played == 1


@pytest.mark.parametrize("damage", ["garbage", "truncated", "newer schema"])
def test_a_damaged_database_is_moved_aside_and_a_fresh_one_started(home, damage):
    with Stats() as stats:
        with stats.db:  # one transaction: a sync per row is slow on a busy disk
            stats.db.execute("PRAGMA synchronous = OFF")
            for i in range(200):
                add(stats, history=[[i] * 4] * 10)
    path = home / "stats.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"this is not a database" * 100)
    elif damage == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 3])
    else:
        with sqlite3.connect(path) as db:
            db.execute("UPDATE schema_version SET version = 7")
        db.close()
    before = path.read_bytes()
    with Stats() as stats:
        assert stats.count() == 0
        assert len(stats.problems) == 1 and str(path) in stats.problems[0]
        add(stats)
    moved = list(home.glob("stats.sqlite3.corrupt-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == before
