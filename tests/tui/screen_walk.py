"""What the terminal receives, for tests about every character and every
escape code on screen (NO_COLOR, --ascii), and a walk through the app by
keys: the menu (with unfinished games), the Play page, each table with its
rules panel and its "leave?" dialog, the rules pages, the statistics, the
"resume it?" question and a Hearts score table."""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator

from rich.console import Console

from tui.screens.hearts.scores import HeartsScores
from tui.screens.menu import MenuScreen
from tui.screens.unfinished import UnfinishedScreen

from .helpers import hearts_screen

GAMES = ("hearts", "harvest", "clover", "speed")


def screen_ansi(app) -> str:
    """The whole screen as the terminal gets it (256 colours, as over SSH):
    the compositor's full update with the app's filters applied, as in
    ``App.export_screenshot``.  ``no_color=False``: Rich would otherwise
    obey NO_COLOR itself and hide what Textual sends."""
    width, height = app.size
    out = io.StringIO()
    console = Console(width=width, height=height, file=out, force_terminal=True,
                      color_system="256", no_color=False, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return out.getvalue()


SGR = re.compile(r"\x1b\[([0-9;:]*)m")
CONTROL = re.compile(r"\x1b\[[0-9;:?]*[A-Za-z]")


def sgr_codes(ansi: str) -> set[str]:
    """Every SGR parameter sent (``"1"``, ``"38"`` …; 38/48 keep their colour)."""
    codes: set[str] = set()
    for match in SGR.finditer(ansi):
        params = match.group(1).split(";") if match.group(1) else ["0"]
        i = 0
        while i < len(params):
            if params[i] in ("38", "48") and i + 1 < len(params):
                size = 3 if params[i + 1] == "5" else 5
                codes.add(";".join(params[i:i + size]))
                i += size
            else:
                codes.add(params[i])
                i += 1
    return codes


def screen_text(app) -> str:
    """Every character on screen, no escape codes."""
    return CONTROL.sub("", screen_ansi(app))


async def choose_in_menu(pilot, option_id: str) -> None:
    games = pilot.app.screen.query_one("OptionList")
    target = games.get_option_index(option_id)
    while games.highlighted != target:  # by keys, as a player does
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()


async def walk(pilot, rules: bool = True) -> AsyncIterator[str]:
    """Stops at every screen a new player meets, naming each; ``rules``:
    the rules panel at each table and the rules pages too (their texts
    are not the catalog's: tests/tui/test_help_swedish.py reads them in
    Swedish)."""
    app = pilot.app
    await pilot.pause()
    yield "menu"
    await pilot.press("s")
    await pilot.pause()
    yield "statistics (empty)"
    await pilot.press("escape")
    await pilot.pause()
    for game in GAMES:
        await choose_in_menu(pilot, game)
        yield f"{game}: Play page"
        await pilot.press("enter")
        await pilot.pause()
        yield f"{game}: table"
        for key in ("right", "space", "left", "enter", "d", "space"):
            await pilot.press(key)
            await pilot.pause()
            yield f"{game}: table after {key}"
        if rules:
            await pilot.press("question_mark")
            await pilot.pause()
            yield f"{game}: rules panel"
            await pilot.press("escape")
        await pilot.press("q")
        await pilot.pause()
        yield f"{game}: leave dialog"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen), app.screen
        yield f"menu after {game}"
    for game in GAMES if rules else ():
        games = app.screen.query_one("OptionList")
        games.highlighted = games.get_option_index(game)
        await pilot.press("r")
        await pilot.pause()
        yield f"{game}: rules page"
        await pilot.press("end")
        await pilot.pause()
        yield f"{game}: rules page, its end"
        await pilot.press("escape")
        await pilot.pause()
    # A Hearts hand to its score table (a Hearts game is unfinished: asked first).
    await choose_in_menu(pilot, "hearts")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, UnfinishedScreen), app.screen
    yield "hearts: an unfinished one, resume it?"
    await pilot.press("n")
    await pilot.pause()
    for _ in range(400):
        if isinstance(app.screen, HeartsScores):
            break
        screen = hearts_screen(app)
        if screen.choosing_pass():
            await pilot.press("1", "2", "3", "enter")
        else:
            await pilot.press("space")
        await pilot.pause()
    assert isinstance(app.screen, HeartsScores)
    yield "hearts: score table"
