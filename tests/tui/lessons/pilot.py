"""What the lesson pilot tests share: the app opened on a lesson, and
waiting until the person has a step to take."""

from __future__ import annotations

import json

from textual.screen import Screen

import rules.lessons
from rules.cards import parse_card
from tests.narrow import narrow, present
from tui.app import KortbordApp
from tui.lessons.interlude import LessonInterlude
from tui.lessons.run import LessonRun
from tui.screens.game_base import GameScreen
from tui.screens.harvest.screen import HarvestScreen
from tui.screens.hearts.scores import HeartsScores
from tui.store.lessons import remember_step
from tui.widgets.footer import Footer

SIZE = (80, 24)


def lesson_app(game: str, pace: str = "instant", keep: bool = True, seed: int = 1) -> KortbordApp:
    """``seed``: the first game a lesson leads to is dealt from it, as every test's game is."""
    app = KortbordApp(start=game, learn=True, pace=pace, keep=keep, seed=seed)
    app.animation_level = "none"
    return app


def message(screen: GameScreen) -> str:
    return str(present(screen.messages.widget()).render())


def step_index(screen: GameScreen) -> int:
    """The step the lesson at ``screen`` is at."""
    return narrow(screen.lesson, LessonRun).index


def footer_text(screen: Screen) -> str:
    """The keys the Footer shows ("q Leave lesson"), each whole on the line."""
    keys = screen.query_one(Footer).placed()
    assert all(end <= SIZE[0] for _key, _start, end in keys), "a key is cut off"
    return "  ".join(f"{key.display} {key.description}" for key, _start, _end in keys)


def log_text(screen: GameScreen) -> str:
    """The table's log as one line of words (its wrapped lines joined)."""
    return " ".join(line.text.strip() for line in present(screen.table_log.widget()).lines)


async def step_ready(pilot, limit: int = 200) -> GameScreen:
    """The lesson's table once the person has a real decision (replies
    made, a table's "space to go on" pressed)."""
    app = pilot.app
    for _ in range(limit):
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, HeartsScores):
            screen.action_close()  # a hand's score table: the lesson goes on under it
            continue
        if isinstance(screen, LessonInterlude):
            await pilot.press("space")  # a step's move seen before another game opens
            continue
        if isinstance(screen, GameScreen) and screen.lesson is not None and screen.is_mounted:
            game = screen.game
            if screen.holds - {"away"}:  # a table showing something until space (a trick, a feeding)
                await pilot.press("space")
                continue
            if 0 in game.to_act() and game.forced_pass(0) is None and not screen.table.passing_soon:
                return screen
    raise AssertionError(f"no lesson step to take: {app.screen_stack}")


async def hint_of(pilot, screen: GameScreen, limit: int = 100):
    """i pressed, and the hint once it is shown."""
    await pilot.press("i")
    for _ in range(limit):
        await pilot.pause()
        if screen.table.hint is not None and not screen.hints.thinking:
            return screen.table.hint
    raise AssertionError(f"no hint came: {message(screen)}")


def log_shown(screen: GameScreen) -> str:
    """What the table's log shows on screen now, as one line of words: the
    rows inside its frame, its scroll bar left out."""
    from tests.tui.screen_walk import screen_text

    region = present(screen.table_log.widget()).region
    rows = screen_text(screen.app).splitlines()[region.y + 1:region.bottom - 1]
    inner = (row[region.x + 1:region.right - 1] for row in rows)
    return " ".join(" ".join(row.translate(SCROLL_BAR).split()) for row in inner)


SCROLL_BAR = str.maketrans("", "", "▁▂▃▄▅▆▇█▉▊▋▌▍▎▏")


def shown_whole(text: str, screen: GameScreen) -> bool:
    """Whether ``text`` stands whole in the log on screen, first word to last."""
    return " ".join(text.split()) in log_shown(screen)


async def laid_out(pilot, text: str, screen: GameScreen, limit: int = 20) -> None:
    """Pauses until ``text`` stands whole in the log (at most ``limit``): a
    message line that grows a row is laid out, and the log scrolled to its
    end, a refresh or more later; one pause was not always enough on a busy
    machine (the caller asserts ``shown_whole`` after it)."""
    for _ in range(limit):
        await pilot.pause()
        if shown_whole(text, screen):
            return


def fits_the_log(text: str, screen: GameScreen) -> bool:
    """Whether ``text``, wrapped at the log's width, stands in its height
    (for the sentences a test does not say at the table one by one: every
    refusal of a step, where a pass has 286 of them)."""
    import textwrap

    area = present(screen.table_log.widget()).scrollable_content_region
    return len(textwrap.wrap(text, area.width)) <= area.height


def state(screen) -> str:
    """The game as its save has it: a refused move changes nothing in it."""
    return json.dumps(screen.game.to_json(), sort_keys=True)


def step_taking(game: str, notation: str) -> int:
    return next(i for i, step in enumerate(rules.lessons.lesson(game).steps) if step.accepts[:1] == (notation,))


def at_example_4(language: str, pace: str):
    """The harvest lesson at the source's example 4, "graze 2C AC": three
    stacks fed at once."""
    remember_step("harvest", step_taking("harvest", "graze 2C AC"))
    app = KortbordApp(start="harvest", learn=True, pace=pace, lang=language, seed=1)
    app.animation_level = "none"
    return app


async def graze_2c_ac(pilot) -> HarvestScreen:
    """The step's move, 2♣ then A♣: the table, feeding."""
    screen = narrow(await step_ready(pilot), HarvestScreen)
    for card in ("2C", "AC"):
        screen.picker.card = parse_card(card)
        await pilot.press("enter")
    return screen
