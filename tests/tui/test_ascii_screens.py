"""Item 19 of issue 13: with --ascii every character on screen is ASCII,
on every screen a player meets (menu, Play pages, each table, the rules
panel and pages, dialogs, statistics, notices)."""

from __future__ import annotations

from .helpers import make_app
from .screen_walk import screen_text, walk


async def test_every_character_on_every_screen_is_ascii_in_ascii_mode():
    app = make_app(None, pace="instant", ascii_mode=True)
    found: dict[str, str] = {}
    async with app.run_test(size=(80, 24)) as pilot:
        async for stop in walk(pilot):
            text = screen_text(app)
            odd = "".join(sorted({c for c in text if not c.isascii()}))
            if odd:
                found[stop] = odd + "  in: " + next(line for line in text.splitlines() if any(c in line for c in odd)).strip()
    assert not found, "\n".join(f"{stop}: {odd}" for stop, odd in found.items())


async def test_switching_ascii_mode_in_the_menu_redraws_every_line():
    app = make_app(None, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "—" in screen_text(app)  # the top bar
        await pilot.press("a")
        await pilot.pause()
        text = screen_text(app)
        assert text.isascii(), sorted({c for c in text if not c.isascii()})
        await pilot.press("a")
        await pilot.pause()
        assert "—" in screen_text(app)
