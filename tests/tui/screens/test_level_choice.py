"""Issue 43: the Play page says in one line what each AI level means, in
English and in Swedish, and the line ends on the 80×24 screen (its closing
mark is the row's last character, nothing wrapped)."""

from __future__ import annotations

import pytest

import rules
from rules import i18n
from tests.narrow import narrow
from tests.tui.helpers import make_app
from tui.screens.setup import ChoiceList, SetupScreen

MEANINGS = {
    "en": {"easy": "a beginner", "medium": "rules of thumb", "hard": "weighs its moves on sampled deals",
           "expert": "thinks up to half a second a move"},
    "sv": {"easy": "en nybörjare", "medium": "tumregler", "hard": "väger sina drag mot slumpade givar",
           "expert": "tänker högst en halv sekund per drag"},
}


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("game", ["hearts", "harvest", "clover"])
async def test_every_level_says_what_it_means_on_one_line(game, language):
    i18n.use(language)
    app = make_app(None, pace=None, level=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen(game))
        await pilot.pause()
        setup = narrow(app.screen, SetupScreen)
        assert setup.values["level"] == "medium"  # the default stays medium
        for _ in range([c.key for c in setup.choices].index("level")):
            await pilot.press("down")
        shown: dict[str, str] = {}
        for _ in rules.bot_levels(game):
            await pilot.pause()
            chooser = setup.query_one(ChoiceList)
            lines = chooser.render().plain.splitlines()
            row = next(line for line in lines if line.startswith("> "))
            assert len(row) <= chooser.content_size.width and row.rstrip().endswith("›")
            shown[setup.values["level"]] = row
            await pilot.press("right")
    assert {level: MEANINGS[language][level] in row for level, row in shown.items()} == {
        level: True for level in rules.bot_levels(game)}
