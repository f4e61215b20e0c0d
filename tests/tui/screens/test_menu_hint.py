"""The menu's key line (issue 30): it names every key the menu has, in
both languages, and a notice never covers it."""

from __future__ import annotations

from rules import i18n
from tests.tui.helpers import make_app
from tui.screens.menu import MenuScreen


def hint(app) -> str:
    return str(app.screen.query_one("#menu-hint").render())


async def test_the_key_line_names_l_in_english_and_swedish_and_fits():
    for language, word in (("en", "l language"), ("sv", "l språk")):
        i18n.use(language)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            line = app.screen.query_one("#menu-hint")
            assert word in hint(app)
            assert len(hint(app)) <= line.content_region.width  # not cut off at 80 columns


async def test_the_language_notice_does_not_cover_the_key_line():
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        toasts = list(app.screen.query("Toast"))
        assert toasts and "Språk: svenska" in str(toasts[0].render())
        line = app.screen.query_one("#menu-hint").region
        assert all(not toast.region.overlaps(line) for toast in toasts), (toasts[0].region, line)
