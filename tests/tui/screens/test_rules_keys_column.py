"""The rules panel's key table gives the key column the width it needs
(issue 30: "← → / or h / l" and "space / any key" wrapped over several
lines in a column squeezed as narrow as the descriptions)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.widgets import Static

from rules import i18n
from tui.widgets.rules_panel import RulesPanel


class Host(App):
    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield RulesPanel(self.game, classes="-open")


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("game", ["hearts", "clover", "harvest", "speed"])
async def test_every_key_fits_on_one_line_of_its_column(game, language):
    i18n.use(language)
    async with Host(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cells = [c for c in pilot.app.query(".cell").results(Static) if (c.name or "").endswith(".1")]  # the first column
        assert len(cells) >= 8  # the key table's rows
        wrapped = [str(c.content) for c in cells if c.content_region.width < cell_len(str(c.content))]
        assert wrapped == []


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_menus_rules_page_gives_the_keys_their_width_too(language):
    from tests.tui.helpers import make_app

    i18n.use(language)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")  # Hearts: "any key" / "valfri tangent" wrapped
        await pilot.pause()
        cells = [c for c in app.screen.query(".cell").results(Static) if (c.name or "").endswith(".1")]
        assert len(cells) >= 8
        assert [str(c.content) for c in cells if c.content_region.width < cell_len(str(c.content))] == []


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("game", ["hearts", "clover", "harvest", "speed"])
async def test_every_word_of_every_cell_shows_whole(game, language):
    """"datorhastighe…": a word wider than its column was cut (the Swedish
    harvest panel's "mellanslag eller enter" row).  Every word of every
    table cell fits its column at 80×24."""
    i18n.use(language)
    async with Host(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cells = list(pilot.app.query(".cell").results(Static))
        assert cells
        cut = [(word, c.content_region.width) for c in cells for word in str(c.content).split()
               if cell_len(word) > c.content_region.width]
        assert cut == []
