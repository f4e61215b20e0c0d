"""Item 18 of issue 13: under NO_COLOR the terminal gets no colour at all
(no 256-colour greys), only bold, dim, reverse and underline, on every
screen a player meets; and what colour showed is still shown by a style."""

from __future__ import annotations

from .helpers import make_app
from .screen_walk import screen_ansi, sgr_codes, walk

# reset, bold, dim, underline, reverse, their "off" codes, default colours
ALLOWED = {"0", "1", "2", "4", "7", "21", "22", "24", "27", "39", "49"}


async def test_no_color_sends_nothing_but_bold_dim_reverse_underline(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(None, pace="instant")
    seen = []
    async with app.run_test(size=(80, 24)) as pilot:
        async for stop in walk(pilot):
            extra = sgr_codes(screen_ansi(app)) - ALLOWED
            assert not extra, f"{stop}: {sorted(extra)}"
            seen.append(stop)
    assert "hearts: score table" in seen


async def test_without_no_color_the_colours_are_there(monkeypatch):
    """The check above can fail: the same capture holds colours normally."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app(None, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert any(code.startswith(("38;", "48;")) for code in sgr_codes(screen_ansi(app)))


def row_codes(app, words: str) -> set[str]:
    line = next(line for line in screen_ansi(app).splitlines() if words in line)
    return sgr_codes(line)


async def test_under_no_color_the_menu_still_shows_which_game_is_chosen(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(None, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "4" in row_codes(app, "dodge hearts") and "4" not in row_codes(app, "seven seasons")
        await pilot.press("down")
        await pilot.pause()
        assert "4" not in row_codes(app, "dodge hearts") and "4" in row_codes(app, "seven seasons")
