"""Write the README's pictures: SVG screenshots of seeded positions at 80×24.

    .venv/bin/python screenshots/make_screenshots.py

Each picture is a fixed seed and a fixed list of keys, so running this again
gives the same pictures (the computer plays at the instant pace).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from rules.clock import ManualClock  # noqa: E402
from rules.speed.actions import Play  # noqa: E402
from tui.app import KortbordApp  # noqa: E402
from tui.screens.hearts import HeartsScreen  # noqa: E402
from tui.screens.speed import LEFT_KEYS, RIGHT_KEYS, SpeedScreen  # noqa: E402

# Speed runs in real time: its pictures run the match on a clock moved by hand.
SPEED_CLOCKS: list[ManualClock] = []


def _speed_clock() -> ManualClock:
    SPEED_CLOCKS.append(ManualClock())
    return SPEED_CLOCKS[-1]


SpeedScreen.make_clock = staticmethod(_speed_clock)

SIZE = (80, 24)
SEED = 7


def hearts(app: KortbordApp) -> HeartsScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, HeartsScreen))


async def menu(pilot) -> None:
    await pilot.pause()


async def hearts_passing(pilot) -> None:
    await pilot.pause()
    await pilot.press("2", "5", "right")


async def hearts_mid_trick(pilot) -> None:
    await pilot.pause()
    await pilot.press("1", "2", "3", "enter")
    screen = hearts(pilot.app)
    for _ in range(40):  # on until the person must follow a lead
        await pilot.pause()
        view = screen.view
        if view.turn == 0 and view.trick and len(view.hand) < 12:
            break
        await pilot.press("space")


async def rules_panel(pilot) -> None:
    await hearts_mid_trick(pilot)
    await pilot.press("question_mark")


async def score_table(pilot) -> None:
    await pilot.pause()
    await pilot.press("1", "2", "3", "enter")
    screen = hearts(pilot.app)
    for _ in range(200):
        await pilot.pause()
        if screen.view.hand_number > 1:
            break
        await pilot.press("space")


def speed_until(done):
    """Play Speed as a quick player (the first green pile, the smaller pile
    to slap), letting virtual time pass while nothing fits, until ``done``."""
    async def steps(pilot) -> None:
        clock = SPEED_CLOCKS[-1]
        for _ in range(2000):
            await pilot.pause(0)
            screen = pilot.app.screen
            if not isinstance(screen, SpeedScreen):
                await pilot.press("enter")  # a round summary
                continue
            view = screen.view
            if done(screen):
                return
            if view.may_slap:
                left, right = view.centers
                key = "space" if view.one_pile else ("left" if left.size <= right.size else "right")
            else:
                plays = [a for a in screen.session.legal_actions(0) if isinstance(a, Play)]
                key = None if not plays else (
                    (LEFT_KEYS if plays[0].center == "L" else RIGHT_KEYS)[plays[0].pile - 1])
            if key is None:
                due = clock.next_due()
                clock.advance(0.25 if due is None else max(0.0, due - clock.now()))
            else:
                await pilot.press(key)
                clock.advance(0.05)
    return steps


def harvest_at(seed: int, level: str, wanted, keys=(), options=None):
    """The harvest table at its own seed and AI level: a simple player (one
    grazer per attack, no weather, grows the whole barn, plays a diamond,
    sows all) plays by keys until ``wanted(screen)``, then ``keys``."""
    from tui.screens.harvest import HarvestScreen
    from tui.settings import TableSettings

    async def steps(pilot) -> None:
        await pilot.pause()
        settings = TableSettings("harvest", options or {"beginner": False, "jokers": 0}, level,
                                 "instant", seed)
        pilot.app.start_table(settings)
        for _ in range(600):
            await pilot.pause()
            screen = next(s for s in reversed(pilot.app.screen_stack) if isinstance(s, HarvestScreen))
            view = screen.view
            if 0 not in view.to_act:
                await pilot.press("space")
                continue
            if wanted(screen):
                break
            zone = next((p.zone for p in screen.current_picks() if p.card is screen.cursor), None)
            if view.decision == "graze":
                done = screen.first is not None and any(st.pasture is screen.first for st in view.stacks)
                await pilot.press("d" if done else "enter")
            elif view.decision == "grow":
                await pilot.press("d" if not view.barns[0] else "enter" if zone == "my_barn" else "down")
            elif view.decision in ("field", "sow"):
                await pilot.press("enter")
            else:
                await pilot.press("d")
        await pilot.press(*keys)

    return steps


def clover_at(seed: int, turns: int, narrated: bool = False):
    """The clover table at its own seed against the easy AI: a simple player
    (every extra card of the spade chain by m, the dearest affordable card
    by its digit, then d) plays ``turns`` turns;
    then either the cheapest card is picked, or (``narrated``) one more turn
    is ended and North's turn is shown step by step up to its counted clubs."""
    from dataclasses import replace

    from tui.screens.clover import CloverScreen
    from tui.settings import PACES, TableSettings

    async def play_chain(pilot, screen) -> None:
        while screen.my_chain():  # every extra card the spades allow
            await pilot.press("m")
            await pilot.pause()

    async def play_turn(pilot, screen) -> None:
        await play_chain(pilot, screen)
        while slots := screen.affordable():
            view = screen.view
            await pilot.press(str(max(slots, key=lambda s: (view.meadow[s].rank, -s)) + 1))
        await pilot.press("d")
        await pilot.pause()
        if not isinstance(pilot.app.screen, CloverScreen):
            await pilot.press("y")  # finish without a pick
        await pilot.pause()

    async def steps(pilot) -> None:
        await pilot.pause()
        pilot.app.start_table(TableSettings("clover", {"first": None}, "easy", "instant", seed))
        await pilot.pause()
        screen = next(s for s in reversed(pilot.app.screen_stack) if isinstance(s, CloverScreen))
        for _ in range(turns):
            await play_turn(pilot, screen)
        await play_chain(pilot, screen)
        if not narrated:
            view = screen.view
            cheapest = min(screen.affordable(), key=lambda s: (view.meadow[s].rank, s))
            await pilot.press(str(cheapest + 1))
            return
        saved = PACES["slow"]
        PACES["slow"] = (600.0, 600.0)  # the steps below are taken by hand
        try:
            screen.settings = replace(screen.settings, pace="slow")
            await play_turn(pilot, screen)
            for _ in range(20):
                show = screen.narrator.show
                if show.owner == "North" and show.scored is not None:
                    break
                screen._next_step()
                await pilot.pause()
        finally:
            PACES["slow"] = saved

    return steps


PICTURES = [
    ("menu", None, False, menu),
    ("hearts-passing", "hearts", False, hearts_passing),
    ("hearts-mid-trick", "hearts", False, hearts_mid_trick),
    ("hearts-rules-panel", "hearts", False, rules_panel),
    ("hearts-scores", "hearts", False, score_table),
    ("hearts-ascii", "hearts", True, hearts_mid_trick),
    ("speed-blocked", "speed", False, speed_until(lambda s: s.view.phase == "blocked")),
    ("speed-slap", "speed", False, speed_until(lambda s: s.view.may_slap)),
    ("harvest-grazing", None, False,
     harvest_at(4, "easy", lambda s: s.view.decision == "graze", ("right", "enter"))),
    ("harvest-feeding", None, False,
     harvest_at(4, "easy", lambda s: s.view.decision == "graze", ("right", "enter", "enter"))),
    ("harvest-defending", None, False,
     harvest_at(6, "medium", lambda s: s.view.decision == "reorder")),
    ("clover-picking", None, False, clover_at(12, 2)),
    ("clover-north-turn", None, False, clover_at(22, 3, narrated=True)),
]


async def take(name: str, start: str | None, ascii_mode: bool, steps) -> Path:
    # Each picture starts from an empty data directory: no saved games in the
    # menu, no settings of the person running the script, and nothing of the
    # pictures' games left in theirs.
    home = tempfile.mkdtemp(prefix="kortbord-screenshot-")
    os.environ["KORTBORD_HOME"] = home
    try:
        return await _take(name, start, ascii_mode, steps)
    finally:
        shutil.rmtree(home, ignore_errors=True)


async def _take(name: str, start: str | None, ascii_mode: bool, steps) -> Path:
    app = KortbordApp(ascii_mode=ascii_mode, seed=SEED, start=start, pace="instant", level="easy")
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await steps(pilot)
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        return Path(app.save_screenshot(f"{name}.svg", str(HERE)))


async def main() -> None:
    for name, start, ascii_mode, steps in PICTURES:
        print(await take(name, start, ascii_mode, steps))


if __name__ == "__main__":
    asyncio.run(main())
