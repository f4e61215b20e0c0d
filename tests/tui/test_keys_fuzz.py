"""Seeded random keypresses (600, or 10,000 in the soak run) on each screen (the menu, the four tables,
statistics): no exception ever, nothing in the error log, and the game
under every table stays consistent (a replay of the session's log from the
seed gives exactly the game's state, and the autosave on disk holds it).

Keys go in batches straight to the driver's queue (as a fast typist's
would), then the app catches up; the tables run at the instant pace (Speed
in real time: its clock is its game)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest
from textual import events

import rules
from tests.sizes import sizes
from tui import store
from tui.safety import error_log_path
from tui.screens.game_base import GameScreen
from tui.screens.statistics import StatisticsScreen
from tui.textual_private import queue_empty, send_to_terminal

from .helpers import make_app

# The default run presses 600 keys a screen (three batches, the log replayed
# after the first and the last); the soak run (pytest -m soak) keeps the full
# 10,000 a screen.  KORTBORD_FUZZ_PRESSES overrides both.
SIZES = sizes(600, 10000)
PRESSES_OVERRIDE = os.environ.get("KORTBORD_FUZZ_PRESSES")
BATCH = 200
CHECK_EVERY = 3  # batches between two replays of the whole log

KEYS = (
    [*"abcdefghijklmnopqrstuvwxyz0123456789"]
    + ["space", "enter", "escape", "left", "right", "up", "down", "question_mark", "tab",
       "shift+tab", "backspace", "f1", "pageup", "pagedown", "home", "end", "delete"]
)
# What a player presses most on a table: moves, picks, go on.
FREQUENT = ["space", "enter", "left", "right", "up", "down", *"123456789", "d", "u", "a", "s", "f"]


def key_event(key: str) -> events.Key:
    char = key if len(key) == 1 else {"space": " ", "enter": "\r", "question_mark": "?"}.get(key)
    return events.Key(key, char)


def consistent(screen: GameScreen) -> None:
    """The engine state is still one a replay of the log reaches (a
    lesson's position is built by hand, not dealt from a seed: the lesson
    tests check its states)."""
    if screen.lesson is not None:
        return
    session = screen.session
    game = session.game
    replayed = rules.replay(game.name, game.seed, game.options, list(session.log))
    assert json.loads(json.dumps(replayed.to_json())) == json.loads(json.dumps(game.to_json()))


def tables(app) -> list[GameScreen]:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)]


async def settle(app, pilot, limit: int = 500) -> None:
    """Wait until every key sent is handled.  ``pilot.pause()`` alone waits
    for the process to look idle (CPU time against wall time), which a
    loaded machine fakes: keys were still queued when the test went on, and
    ran into the app's shutdown ("No screens on stack")."""
    for _ in range(limit):
        await pilot.pause()
        nodes = [app, *app.screen_stack, app.focused]
        if all(queue_empty(node) for node in nodes if node is not None):
            return
    raise AssertionError("the app never caught up with the keys")


async def fuzz(app, pilot, seed: int, back: Callable[[], bool], presses: int) -> dict:
    """Press PRESSES random keys; ``back()`` puts the screen under test up
    again when the keys took the app elsewhere (a table left, say)."""
    rng = random.Random(seed)
    counts = {"restarts": 0, "games_checked": 0, "quits": 0}
    # q on the menu quits: counted, and the keys go on (the quit itself is
    # tested elsewhere, with the save it leaves).
    app.exit = lambda *args, **kwargs: counts.__setitem__("quits", counts["quits"] + 1)
    presses = int(PRESSES_OVERRIDE or presses)
    for batch in range(presses // BATCH):
        for _ in range(BATCH):
            key = rng.choice(FREQUENT) if rng.random() < 0.6 else rng.choice(KEYS)
            event = key_event(key)
            event.set_sender(app)
            send_to_terminal(app, event)
        await settle(app, pilot)
        assert app.is_running, "the app stopped"
        if batch % CHECK_EVERY == 0:
            for screen in tables(app):
                consistent(screen)
                counts["games_checked"] += 1
        if back():
            counts["restarts"] += 1
            await settle(app, pilot)
    await settle(app, pilot)
    for screen in tables(app):
        consistent(screen)
        counts["games_checked"] += 1
    return counts


def no_errors_logged() -> None:
    path = error_log_path()
    assert not path.exists(), path.read_text()[-3000:]


def saves_match(app) -> None:
    """Every open game's save holds its exact state."""
    for screen in tables(app):
        autosave = screen.saving.autosave
        if autosave is None or autosave.done or screen.session.game.is_over:
            continue
        assert autosave.save_now(), autosave.last_error
        record = store.load_save(store.saves_dir() / f"{autosave.save_id}.json")
        assert record.state == json.loads(json.dumps(screen.session.game.to_json()))


GAMES = os.environ.get("KORTBORD_FUZZ_GAMES", "hearts,harvest,clover,speed").split(",")
SEEDS = {"hearts": 1, "harvest": 2, "clover": 3, "speed": 4}


@pytest.mark.parametrize("presses", SIZES)
@pytest.mark.parametrize("game", GAMES)
async def test_random_keys_on_a_table(game, presses):
    app = make_app(game, seed=11, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()

        def back() -> bool:
            if any(s.settings.game == game for s in tables(app)):
                return False
            while len(app.screen_stack) > 2:  # the menu stays at the bottom
                app.pop_screen()
            app.start_table(app.default_settings(game))
            return True

        counts = await fuzz(app, pilot, seed=SEEDS[game], back=back, presses=presses)
        assert counts["games_checked"] > 0
        saves_match(app)
    no_errors_logged()


@pytest.mark.parametrize("presses", SIZES)
async def test_random_keys_on_the_menu(presses):
    app = make_app(None, seed=3, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()

        def back() -> bool:
            return False  # wherever the keys lead (a table, setup, statistics) is fuzzed too

        await fuzz(app, pilot, seed=5, back=back, presses=presses)
        saves_match(app)
    no_errors_logged()


@pytest.mark.parametrize("presses", SIZES)
async def test_random_keys_on_statistics(presses):
    with store.Stats() as stats:
        for i in range(12):
            stats.record_game(
                game=["hearts", "harvest", "clover", "speed"][i % 4], options={}, level="easy",
                seats=[{"name": "You", "player": "human"}, {"name": "AI", "player": "easy"}],
                winners=[i % 2], scores=[20 + i, 30 - i], human_won=i % 2 == 0, duration=60.0 + i,
                score_history=[[i % 7, 26 - i % 7]], human_seat=0, save_id=f"s{i}",
            )
    app = make_app(None, seed=3, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(StatisticsScreen())
        await pilot.pause()

        def back() -> bool:
            if isinstance(app.screen, StatisticsScreen):
                return False
            while len(app.screen_stack) > 2:  # the menu stays at the bottom
                app.pop_screen()
            app.push_screen(StatisticsScreen())
            return True

        counts = await fuzz(app, pilot, seed=9, back=back, presses=presses)
        assert counts["restarts"] > 0  # q/escape/s left it, and it came back
    no_errors_logged()
