"""Helpers for the pilot and snapshot tests: a seeded app, and a way to play
Hearts by keys only."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from tests.narrow import narrow, present
from tui.app import KortbordApp
from tui.screens.game_base import GameScreen
from tui.screens.hearts import HeartsScreen
from tui.screens.hearts.scores import HeartsScores
from tui.textual_private import queue_empty

SEED = 7


def make_app(start: str | None = None, seed: int = SEED, pace: str | None = "instant",
             ascii_mode: bool = False, level: str | None = "easy", keep: bool = True) -> KortbordApp:
    app = KortbordApp(ascii_mode=ascii_mode, seed=seed, start=start, pace=pace, level=level, keep=keep)
    app.animation_level = "none"
    return app


def hearts_screen(app) -> HeartsScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, HeartsScreen):
            return screen
    raise AssertionError(f"no Hearts table in {app.screen_stack}")


async def pass_three(pilot) -> None:
    """Choose the first three cards by their digits, then pass them."""
    await pilot.press("1", "2", "3", "enter")
    await pilot.pause()


async def play_until_scores(pilot, limit: int = 200) -> int:
    """Play the legal card under the cursor until the score table shows;
    returns the number of cards played.  Keys only."""
    app = pilot.app
    played = 0
    for _ in range(limit):
        await pilot.pause()
        if isinstance(app.screen, HeartsScores):
            return played
        screen = hearts_screen(app)
        view = screen.view
        if screen.choosing_pass():
            await pass_three(pilot)
        elif screen.trick_showing():
            await pilot.press("space")  # a finished trick: space clears it (and plays nothing)
        elif view.phase == "playing" and view.turn == 0:
            await pilot.press("space")
            played += 1
        else:
            await pilot.press("space")  # go on after a trick
    raise AssertionError("the hand did not end")


def rich_text(renderable, width: int = 80) -> str:
    """A Rich renderable as plain text."""
    from rich.console import Console

    console = Console(width=width, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


async def play_to_game_over(pilot, limit: int = 3000) -> None:
    """Hand after hand until the game-over screen shows.  The moves go
    through the screen's ``act`` (as the keys do) to keep the test fast;
    tests above play whole hands by keys."""
    from tui.screens.game_over import GameOverScreen

    app = pilot.app
    screen = hearts_screen(app)
    for _ in range(limit):
        if screen.holds or screen.session.game.is_over:
            await pilot.pause()  # let the score table or the end show
            if isinstance(app.screen, GameOverScreen):
                return
            if isinstance(app.screen, HeartsScores):
                app.screen.action_close()
                await pilot.pause()
            screen.release_trick()
            continue
        legal = screen.session.game.legal_actions(0)
        if legal:
            screen.act(legal[0])
    raise AssertionError("the game did not end")


def finish_quickly(session) -> None:
    """Play a paused session to its end at once: the person plays their
    first legal move, the computer its own (for tests about what follows a
    finished game, not about how it was played)."""
    while not session.game.is_over:
        seat = sorted(session.game.to_act())[0]
        if session.seats[seat].is_human:
            session.act(seat, session.game.legal_actions(seat)[0])
        else:
            session.run_bots()


async def review_done(pilot, limit: int = 600) -> None:
    """Wait until the score table's review of the hand has come (it is
    worked out in a thread, so a snapshot would race it)."""
    for _ in range(limit):
        screen = pilot.app.screen
        if isinstance(screen, HeartsScores) and (screen.reviews is None or screen.review() is not None):
            await pilot.pause()
            return
        await pilot.pause(0.02)
    raise AssertionError("the hand's review never came")


def saved_game(settings, until, limit: int = 5000):
    """A turn-based game as the app would open it with ``settings`` (a
    ``TableSettings``), played by the engine alone (the person: their first
    legal action; the computer players their own) until ``until(game)``,
    then saved as the app saves it.  A test about a late moment of a game
    resumes it (``app.resume_game(record.id)``) rather than play there
    through the screen, which redraws at every card."""
    from rules.clock import ManualClock
    from rules.session import Session
    from tui.store import save_game
    from tui.store.keeper import progress_for_you, table_notes
    from tui.store.sessions import record_from_session
    from tui.table import open_driver

    driver = open_driver(settings, ManualClock(), None,
                         lambda game: [game.seat_name(s) for s in range(game.num_players)])
    for _ in range(limit):
        if until(driver.game):
            record = record_from_session(driver, summary=progress_for_you, extra=table_notes(settings))
            save_game(record)
            return record
        if driver.game.is_over:
            break
        if 0 in driver.game.to_act():
            driver.act(0, driver.game.legal_actions(0)[0])
        else:
            narrow(driver, Session).run_bots()  # turn-based: a Session
    raise AssertionError("the game never came to the moment asked for")


async def until_screen(pilot, is_it, limit: int = 200):
    """Waits (the app idle between looks) until the screen on top is the one
    ``is_it`` says and it has handled what it was sent (the menu, back on
    top, offers a game just left for resuming): a screen pushed or switched
    by a key is up a moment after the app looks idle, on a busy machine
    more than one."""
    for _ in range(limit):
        screen = pilot.app.screen
        if is_it(screen) and queue_empty(screen) and queue_empty(pilot.app):
            return screen
        await pilot.pause()
    raise AssertionError(f"the screen stayed {pilot.app.screen!r}")


def record_notices(app: App, monkeypatch: pytest.MonkeyPatch, *, shown: bool = True) -> list[str]:
    """The notices the app gives from now on, in order; ``shown``: each is
    still shown as well (False: only recorded)."""
    notices: list[str] = []
    notify = app.notify

    def noting(message: str, **kwargs: Any) -> None:
        notices.append(message)
        if shown:
            notify(message, **kwargs)

    monkeypatch.setattr(app, "notify", noting)
    return notices


def autosave_id(app: App) -> str:
    """The id of the save the app's table writes as it goes."""
    table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    autosave = table.saving.autosave
    assert autosave is not None, "the table keeps no save"
    return present(autosave.save_id)


def bindings(screen: type[Screen]) -> list[Binding]:
    """The ``Binding``s a screen class declares (each one is a Binding,
    not the short tuple form Textual also takes)."""
    return [narrow(binding, Binding) for binding in screen.BINDINGS]
