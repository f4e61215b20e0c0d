"""Whatever is in a save file, the loader answers with a record or a
SaveError, never any other exception."""

import copy
import itertools
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.tui.store.helpers import countdown_session, hearts_session, play_human_randomly
from tui.store import SaveError, load_save, record_from_session, save_game
from tui.store.record import SaveRecord
from tui.store.settings import load_settings
from tui.store.stats import Stats

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_names = itertools.count()

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def load_text(home, content: bytes):
    path = home / "saves" / f"fuzz-{next(_names)}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    try:
        return load_save(path)
    except SaveError as exc:
        assert str(path) in str(exc)
        # Never deleted: either still there or moved aside.
        assert path.exists() or (exc.moved_to is not None and exc.moved_to.exists())
        return None


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(home, content):
    load_text(home, content)


@FUZZ
@given(json_values)
def test_random_json(home, value):
    load_text(home, json.dumps(value).encode())


def random_path(doc, data):
    """A node reached by random descent, so every key is as likely a target
    as the 600 numbers of the generator state."""
    path: tuple[str | int, ...] = ()
    node: Any = doc
    if isinstance(doc.get("state"), dict) and data.draw(st.booleans()):
        path, node = ("state",), doc["state"]  # half the time: the engine's own data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        if not keys or (path and data.draw(st.integers(0, 2)) == 0):
            return path
        key = data.draw(st.sampled_from(keys))
        path, node = path + (key,), node[key]


def mutated(base, data):
    doc = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3))):
        path = random_path(doc, data)
        if not path:
            continue
        node = doc
        for key in path[:-1]:
            node = node[key]
        if data.draw(st.sampled_from(["replace", "delete"])) == "delete" and isinstance(node, dict):
            del node[path[-1]]
        else:
            node[path[-1]] = data.draw(json_values)
    return doc


@pytest.fixture
def countdown_save(home):
    session = countdown_session(start=12)
    play_human_randomly(session, 3)
    return json.loads(save_game(record_from_session(session)).read_text())


@FUZZ
@given(data=st.data())
def test_mutated_countdown_saves(home, countdown_save, data):
    load_text(home, json.dumps(mutated(countdown_save, data)).encode())


@FUZZ
@given(data=st.data())
def test_mutated_hearts_saves(home, data):
    base = _hearts_base()
    load_text(home, json.dumps(mutated(base, data)).encode())


_hearts_cache: list[dict] = []  # the saved record every Hearts case mutates


def _valid_base(record: SaveRecord) -> dict:
    """A record as saved, checked to load unmutated (so that mutations
    reach every check, not just the first)."""
    load_save(save_game(record))
    return json.loads(json.dumps(record.to_json()))


def _hearts_base():
    if not _hearts_cache:
        session = hearts_session(seed=21)
        play_human_randomly(session, 15, seed=4)
        _hearts_cache.append(_valid_base(record_from_session(session)))
    return _hearts_cache[0]


@FUZZ
@given(data=st.data())
def test_mutated_speed_saves(home, data):
    from tests.tui.store.test_speed import speed_match

    if not _speed_cache:
        match, clock = speed_match()
        match.start()
        clock.advance(6.0)
        _speed_cache.append(_valid_base(record_from_session(match)))
    load_text(home, json.dumps(mutated(_speed_cache[0], data)).encode())


_speed_cache: list[dict] = []  # the same for Speed


@FUZZ
@given(json_values)
def test_settings_loader_takes_any_json(home, value):
    path = home / f"settings-{next(_names)}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"games": {"hearts": value}, "theme": value, "ascii": value}))
    settings, problems = load_settings(path)
    assert isinstance(settings.ascii, bool) and isinstance(settings.theme, str)
    assert all(isinstance(p, str) for p in problems)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(min_size=1, max_size=2000))
def test_stats_survives_any_database_file(home, content):
    path = home / f"stats-{next(_names)}.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    with Stats(path) as stats:
        assert stats.count() == 0
