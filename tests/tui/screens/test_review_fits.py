"""Every sentence of the review says why in words and its last word shows at
80×24, in English and in Swedish (issue 41): the reviews of the scripted
blunders of the three turn-based games, each with its story from the
playouts, drawn by the review screen over the menu."""

from __future__ import annotations

import pytest

from rules.clover.review import review_game as clover_review
from rules.harvest.review import review_game as harvest_review
from rules.hearts.review import review_hand
from rules.i18n import _, speaking
from tests.rules.clover.test_review import scripted_game as clover_game
from tests.rules.clover.test_review import winning_card_kept
from tests.rules.harvest.test_review import scripted_game as harvest_game
from tests.rules.harvest.test_review import winning_harvest_kept_back
from tests.rules.hearts.test_review import OPTIONS, heart_into_a_void, scripted_hand
from tests.tui.screen_walk import screen_text
from tui.app import KortbordApp
from tui.screens.review import ReviewScreen

NAMES = {"hearts": ("South", "West", "North", "East"), "clover": ("South", "North"), "harvest": ("South", "North")}


@pytest.fixture(scope="module")
def reviews():
    hearts_log, _ = scripted_hand(8, heart_into_a_void)
    clover_log, _ = clover_game(6, winning_card_kept)
    harvest_log, _ = harvest_game(5, winning_harvest_kept_back)
    return {"hearts": review_hand(8, OPTIONS, hearts_log, 0),
            "clover": clover_review(6, {}, clover_log, 0),
            "harvest": harvest_review(5, {"beginner": False, "jokers": 0, "first": None}, harvest_log, 0)}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("game", ["hearts", "clover", "harvest"])
async def test_each_decisions_story_shows_to_its_last_word(reviews, game, lang):
    result = reviews[game]
    assert result.decisions
    app = KortbordApp(lang=lang)
    app.animation_level = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        with speaking(lang):
            names = [_(name) for name in NAMES[game]]  # as the table says them
            app.push_screen(ReviewScreen(result, names))
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            for decision in result.decisions:
                words = decision.why(names).split()
                assert " ".join(words[:3]) in text and " ".join(words[-3:]) in text, (decision.why(names), text)
