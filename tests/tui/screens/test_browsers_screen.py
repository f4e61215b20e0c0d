"""Play in a browser, in the served menu (``b``): the one-time link, the
browsers that play as this player, and removing one, at 80×24 in English
and Swedish, against a real desk (tui/web/desk.py) on its unix socket.
Without the web door (no ``KORTBORD_WEB``) the menu offers none of it."""

from __future__ import annotations

import pytest

from rules import i18n
from tests.tui.helpers import make_app
from tests.tui.screen_walk import choose_in_menu, screen_text
from tests.tui.test_swedish_screens import english_shown
from tui.remote.browsers import from_environ
from tui.serve import identity
from tui.web.desk import Desk
from tui.web.sessions import Sessions

ANNA = "SHA256:" + "a" * 43


@pytest.fixture
async def desk(tmp_path):
    sessions = Sessions(tmp_path, lambda: 1_780_000_000.0)
    opened = await Desk(tmp_path, sessions, "https://cards.example.org").start()
    yield opened
    await opened.close()


def served_app(desk):
    env = desk.issue(identity.Player(ANNA, desk.data / "anna", guest=False), "anna")
    app = make_app()
    app.browsers = from_environ(env)
    return app


@pytest.mark.parametrize("language, words", [
    ("en", ("Play in a browser", "it works once", "Firefox on Linux, since", "esc back")),
    ("sv", ("Spela i en webbläsare", "den fungerar en gång", "Firefox på Linux, sedan", "esc tillbaka")),
])
async def test_the_link_and_the_browsers_at_80x24(desk, language, words):
    i18n.use(language)
    try:
        bound = desk.sessions.redeem(desk.sessions.new_link(ANNA), "Mozilla/5.0 (X11; Linux x86_64) Firefox/130")
        app = served_app(desk)
        async with app.run_test(size=(80, 24)) as pilot:
            await choose_in_menu(pilot, "browsers")
            for _ in range(40):
                await pilot.pause(0.05)
                if "cards.example.org/link/" in screen_text(app) and words[2] in screen_text(app):
                    break
            text = screen_text(app)
            assert all(word in text for word in words), text
            url = next(word for word in text.split() if word.startswith("https://cards.example.org/link/"))
            assert desk.sessions.redeem(url.rsplit("/", 1)[1], "Chrome/140") is not None  # a real, whole link
            if language == "sv":
                assert english_shown(app) == []
            await pilot.press("d")  # the first browser (Firefox) removed
            for _ in range(40):
                await pilot.pause(0.05)
                if desk.sessions.player(bound) is None:
                    break
            assert desk.sessions.player(bound) is None
            await pilot.pause(0.2)
            assert words[2] not in screen_text(app) and "Chrome" in screen_text(app)
    finally:
        i18n.use("en")


async def test_without_a_web_door_the_menu_offers_no_browser():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        assert app.browsers is None and "Play in a browser" not in screen_text(app)
        assert app.screen.__class__.__name__ == "MenuScreen"
