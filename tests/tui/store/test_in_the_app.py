"""Saves, resume, undo, statistics and remembered settings in the app (each
test has its own empty KORTBORD_HOME: tests/conftest.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from textual.widgets import OptionList, Static

import rules
from tests.narrow import narrow, present
from tests.tui.helpers import finish_quickly, make_app, pass_three
from tui import store
from tui.screens.clover import CloverScreen
from tui.screens.game_base import GameScreen
from tui.screens.harvest import HarvestScreen
from tui.screens.hearts import HeartsScreen
from tui.screens.menu import MenuScreen
from tui.screens.setup import SetupScreen
from tui.screens.speed import SpeedScreen
from tui.screens.statistics import StatisticsScreen, sparkline
from tui.screens.too_small import TooSmallScreen
from tui.widgets import EventLog
from tui.widgets.quiet import Line


def table(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def state(game) -> dict:
    return json.loads(json.dumps(game.to_json()))


def saved_record(screen: GameScreen) -> store.SaveRecord:
    return store.load_save(store.saves_dir() / f"{present(screen.saving.autosave).save_id}.json")


async def test_every_action_is_saved_and_the_menu_resumes_it():
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.press("space", "space")
        await pilot.pause()
        screen = table(app)
        record = saved_record(screen)
        assert record.state == state(screen.session.game)
        assert (store.saves_dir() / f"{record.id}.json").stat().st_mode & 0o777 == 0o600
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.chosen == f"resume:{record.id}"
        await pilot.press("enter")
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, HeartsScreen) and resumed is not screen
        assert state(resumed.session.game) == record.state
        assert "Resumed" in str(resumed.query_one("#message", Line).content)
        # The log starts with what happened last, replayed from the save.
        lines = "".join(strip.text for strip in resumed.query_one(EventLog).lines)
        assert "resumed; what happened" in lines
        assert "plays 2♣" in lines.partition("resumed;")[2]


# clover: a pick turns up a talon card and is not undone (below; an undo it
# allows is tests/tui/screens/clover/test_undo.py's)
@pytest.mark.parametrize("game, screen_class", [("hearts", HeartsScreen), ("harvest", HarvestScreen)])
async def test_undo_takes_back_the_persons_move_and_redraws(game, screen_class):
    app = make_app(game, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        assert isinstance(screen, screen_class)
        await pilot.press("u")
        assert "Nothing to undo" in str(screen.query_one("#message", Line).content)
        first_game = screen.session.game
        # the table passes the person's decisions with nothing in them
        # (harvest): those are not theirs to undo
        def own() -> list[int]:
            return screen.table.decisions()

        for _ in range(60):  # a person's move, by keys
            if own():
                break
            await pilot.press("1", "2", "3", "enter", "space", "d")
            await pilot.pause()
        assert own()
        cut = max(own())
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.undo_used
        assert screen.session.game is not first_game  # replaced: the table must read session.game
        log = list(screen.session.log)
        assert len(log) == cut
        replayed = rules.replay(game, screen.session.game.seed, screen.session.game.options, log)
        assert state(replayed) == state(screen.session.game)
        assert screen.game is screen.session.game
        assert saved_record(screen).undo_used
        assert saved_record(screen).state == state(screen.session.game)


async def test_a_refused_clover_undo_leaves_the_game_and_its_save_as_they_were():
    app = make_app("clover", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        assert isinstance(screen, CloverScreen)
        await pilot.press("1")  # a pick: a talon card comes up in its place
        await pilot.pause()
        log, saved = list(screen.session.log), saved_record(screen)
        await pilot.press("u")
        await pilot.pause()
        assert "talon" in str(screen.query_one("#message", Line).content)
        assert screen.session.log == log and not screen.session.undo_used
        assert saved_record(screen).state == saved.state and not saved_record(screen).undo_used


async def test_speed_has_no_undo_and_resumes_paused():
    app = make_app("speed", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("u")
        await pilot.pause()
        assert screen.saving.autosave is not None
        await pilot.press("q", "y")
        await pilot.pause()
        saved = store.list_saves()[0][0]
        assert saved.game == "speed"
        await pilot.press("enter")
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, SpeedScreen)
        assert resumed.session.paused and "user" in resumed.holds
        assert state(resumed.session.game) == saved.record.state
        await pilot.press("p")  # the clock starts again on a key
        await pilot.pause()
        assert not resumed.session.paused


async def test_a_corrupt_save_is_moved_aside_and_named(monkeypatch):
    saves = store.saves_dir()
    (saves / "hearts-bad.json").write_text('{"kind": "kortbord-save", "format": 1, "game": "hea')
    (saves / "hearts-edited.json").write_text(json.dumps({"kind": "kortbord-save", "format": 0}))
    (saves / "hearts-future.json").write_text(json.dumps({"kind": "kortbord-save", "format": 99}))
    app = make_app(None)
    shown: list[tuple[str, dict[str, Any]]] = []

    def noting(message: str, **kwargs: Any) -> None:
        shown.append((message, kwargs))

    monkeypatch.setattr(app, "notify", noting)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert not [o for o in app.screen.query_one(OptionList).options if (o.id or "").startswith("resume:")]
    texts = [m for m, _ in shown]
    assert any(str(saves / "hearts-bad.json") in t and "moved aside" in t for t in texts), texts
    assert any(str(saves / "hearts-edited.json") in t and "format version 0" in t for t in texts), texts
    assert any(str(saves / "hearts-future.json") in t and "needs a newer Kortbord" in t for t in texts), texts
    assert all(kwargs.get("markup") is False for _, kwargs in shown)
    left = sorted(p.name for p in saves.iterdir() if not p.name.startswith("."))
    assert len(left) == 3 and sum(".corrupt-" in name for name in left) == 2 and "hearts-future.json" in left


async def test_a_finished_game_is_counted_and_shown_in_statistics():
    app = make_app("clover", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        session = screen.session
        session.pause()
        finish_quickly(session)
        await pilot.pause()
        assert present(screen.saving.autosave).done
        assert present(app.store).stats.count() == 1
        assert not list(store.saves_dir().glob("*.json"))
        while not isinstance(app.screen, MenuScreen):
            app.pop_screen()
            await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        recent = str(app.screen.query_one("#recent", Static).content)
        assert "Clover" in recent


def test_sparkline_scales_low_to_high():
    assert sparkline([0, 13, 26]) == "▁▅█"
    assert sparkline([5, 5]) == "▁▁"
    assert sparkline([0, 26], ascii_mode=True) == "_#"


async def test_the_play_page_remembers_level_and_pace():
    app = make_app(None, pace=None)
    app.pace = app.level = None
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Hearts
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        keys = [c.key for c in setup.choices]
        for _ in range(keys.index("level")):
            await pilot.press("down")
        await pilot.press("right")  # medium -> hard
        await pilot.press("down", "right")  # normal -> fast
        chosen = dict(setup.values)
        await pilot.press("enter")
        await pilot.pause()
    remembered, problems = store.load_settings()
    assert not problems
    assert remembered.game("hearts").level == chosen["level"] != "medium"
    assert remembered.game("hearts").pace == chosen["pace"] == "fast"
    app = make_app(None, pace=None)
    app.pace = app.level = None
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        games = app.screen.query_one(OptionList)
        games.highlighted = games.get_option_index("hearts")  # below the saved game
        await pilot.press("enter")
        await pilot.pause()
        assert narrow(app.screen, SetupScreen).values["level"] == chosen["level"]
        assert narrow(app.screen, SetupScreen).values["pace"] == "fast"


async def test_a_command_line_level_wins_for_the_run_only():
    store.save_settings(store.Settings())
    app = make_app(None, pace="instant", level="easy")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert narrow(app.screen, SetupScreen).values["level"] == "easy"
        await pilot.press("enter")
        await pilot.pause()
    remembered, _ = store.load_settings()
    assert remembered.game("hearts").level == "medium" and remembered.game("hearts").pace == "normal"


async def test_ascii_mode_is_remembered():
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        assert app.ascii_mode
    assert store.load_settings()[0].ascii
    assert make_app(None).ascii_mode


async def test_too_small_over_a_game_keeps_it():
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        screen = table(app)
        before = state(screen.session.game)
        for size in [(40, 10), (79, 24), (10, 3), (200, 60), (80, 23), (80, 24)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.press("space", "u", "q")
            await pilot.pause()
        assert isinstance(app.screen, (HeartsScreen, TooSmallScreen)) or app.screen.is_modal
        assert table(app) is screen
        while app.screen is not screen:  # the leave question, if q reached the table
            await pilot.press("n")
            await pilot.pause()
        replayed = rules.replay("hearts", screen.session.game.seed, screen.session.game.options,
                                list(screen.session.log))
        assert state(replayed) == state(screen.session.game)
        assert saved_record(screen).state == state(screen.session.game)
        assert before is not None


async def test_seat_names_follow_the_language_spoken_when_a_game_is_resumed():
    """A game begun in Swedish and resumed in English said "Syd (you)",
    "Väst" and "pass across ↑ to Nord", and the menu "Väst 6 · Nord 1": the
    save kept the names as spoken then.  It keeps the seats' identities
    now, and an older save's Swedish names are read back as those."""
    from rules import i18n
    from tui.screens.unfinished import progress_of

    i18n.use("sv")
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        assert screen.names[1] == "Väst"
        await pass_three(pilot)
        record = saved_record(screen)
        assert [seat.name for seat in record.seats] == ["South", "West", "North", "East"]
    # An older save: the names as spoken when it was made.
    path = store.saves_dir() / f"{record.id}.json"
    data = json.loads(path.read_text())
    for seat, name in zip(data["seats"], ["Syd", "Väst", "Nord", "Öst"], strict=True):
        seat["name"] = name
    path.write_text(json.dumps(data))
    i18n.use("en")
    entry = next(e for e in store.list_saves()[0] if e.id == record.id)
    assert "West" in progress_of(entry) and "Väst" not in progress_of(entry)
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(record.id)
        await pilot.pause()
        assert table(app).names == ["South", "West", "North", "East"]


async def test_other_unfinished_games_are_told_in_the_log_not_over_the_table():
    """"2 unfinished games of other kinds saved" was a toast that covered the
    harvest hand and Speed's pile keys for seconds; it is the log's line now."""
    from tests.tui.helpers import saved_game
    from tui.settings import TableSettings
    from tui.textual_private import showing

    saved_game(TableSettings("hearts", {}, "medium", "instant", 7), lambda game: len(game.view(0).tricks_played) == 1)
    app = make_app("harvest")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        assert isinstance(screen, HarvestScreen)
        assert not showing(app)
        lines = " ".join("".join(strip.text for strip in screen.query_one(EventLog).lines).split())
        assert "1 unfinished game of another kind saved: q goes to the menu" in lines, lines
