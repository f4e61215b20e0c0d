"""Write the README's pictures: SVG screenshots of seeded positions at 80×24.

    .venv/bin/python screenshots/make_screenshots.py

Each picture is a fixed seed and a fixed list of keys, so running this again
gives the same pictures (the computer plays at the instant pace).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tui.app import KortbordApp  # noqa: E402
from tui.screens.hearts import HeartsScreen  # noqa: E402

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


PICTURES = [
    ("menu", None, False, menu),
    ("hearts-passing", "hearts", False, hearts_passing),
    ("hearts-mid-trick", "hearts", False, hearts_mid_trick),
    ("hearts-rules-panel", "hearts", False, rules_panel),
    ("hearts-scores", "hearts", False, score_table),
    ("hearts-ascii", "hearts", True, hearts_mid_trick),
]


async def take(name: str, start: str | None, ascii_mode: bool, steps) -> Path:
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
