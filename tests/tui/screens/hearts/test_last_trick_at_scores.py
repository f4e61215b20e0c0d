"""t at a Hearts hand's score table: a playtest of the lesson's moon hand
found the trick that ended the hand hidden behind the score table, and t
refused there ("t does nothing here").  Now t hides the score table and the
hand's last trick shows on the table below, its status line and message
line saying so; any key (enter and esc too) brings the scores back and does
nothing more; the Footer offers t, then only the way back."""

from __future__ import annotations

import pytest

from rules import i18n
from rules.cards import parse_card
from tests.narrow import narrow
from tests.tui.lessons.pilot import SIZE, footer_text, lesson_app, step_ready, step_taking
from tests.tui.screen_walk import screen_text
from tests.tui.screens.hearts.last_card import last_card_app, play_the_last_card
from tui.screens.hearts.scores import HeartsScores
from tui.screens.hearts.screen import HeartsScreen
from tui.store.lessons import remember_step
from tui.widgets.trick_table import TrickTable

WORDS = {
    "en": {"t": "t Last trick", "back": "t Scores", "status": "hand 1 is over · its last trick · a key goes back "
           "to the scores", "line": "The hand's last trick: any key goes back to the scores.",
           "caption": "The last trick: You took it with 3♥", "go on": "enter: next hand"},
    "sv": {"t": "t Förra stick", "back": "t Poäng", "status": "giv 1 är slut · sista sticket · en tangent visar poängen "
           "igen", "line": "Givens sista stick: valfri tangent går tillbaka till poängen.",
           "caption": "Senaste sticket: Du tog det med 3♥", "go on": "enter: nästa giv"},
}


async def until(pilot, holds, limit: int = 40) -> None:
    """Pauses until ``holds()`` (at most ``limit``: a busy machine lays out a refresh or more later)."""
    for _ in range(limit):
        if holds():
            return
        await pilot.pause()
    assert holds()


async def to_the_score_table(pilot, screen: HeartsScreen) -> HeartsScores:
    """The hand's last trick seen (a key shows the scores), then its score table."""
    app = pilot.app
    for _ in range(200):
        await pilot.pause()
        if isinstance(app.screen, HeartsScores):
            await until(pilot, lambda: footer_text(app.screen) != "")
            return app.screen
        if screen.hand_end.pending or "trick" in screen.holds:
            await pilot.press("space")
    raise AssertionError(f"no score table: {app.screen_stack}")


def shown_rows(app) -> str:
    return " ".join(screen_text(app).split())


async def looks_and_comes_back(pilot, screen: HeartsScreen, words: dict[str, str]) -> None:
    """At the score table: t shows the last trick, and each key brings the scores back, changing nothing."""
    app = pilot.app
    scores = narrow(app.screen, HeartsScores)
    last = screen.won_trick
    assert last is not None
    assert words["t"] in footer_text(scores)
    def looking() -> bool:
        shown = shown_rows(app)
        return (words["status"] in shown and words["line"] in shown
                and words["go on"] not in shown  # the score table hidden
                and footer_text(scores) == words["back"])

    def scores_again() -> bool:
        shown = shown_rows(app)
        return (words["go on"] in shown and words["status"] not in shown and words["line"] not in shown
                and words["t"] in footer_text(scores))

    for key in ("t", "enter", "escape", "x", "space"):
        moves = len(screen.session.log)
        await pilot.press("t")
        await until(pilot, looking)
        table = screen.query_one(TrickTable)
        assert table.trick == dict(last.cards) and table.winner == last.winner  # the last trick shows
        await pilot.press(key)
        await until(pilot, scores_again)
        assert app.screen is scores and not scores.looking, key  # the scores again: nothing went on
        assert len(screen.session.log) == moves


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_t_at_the_lesson_moon_hands_score_table_shows_its_last_trick(language):
    i18n.use(language)
    remember_step("hearts", step_taking("hearts", "play 3H"))
    app = lesson_app("hearts", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = narrow(await step_ready(pilot), HeartsScreen)
        await pilot.press("space")  # 3♥, the last card: the others' follow, the hand is over
        await to_the_score_table(pilot, screen)
        words = WORDS[language]
        await looks_and_comes_back(pilot, screen, words)
        await pilot.press("t")
        await until(pilot, lambda: words["caption"] in shown_rows(app))
        assert screen.query_one(TrickTable).trick[0] == parse_card("3H")
        await pilot.press("t", "enter")  # the scores, then the next hand: the lesson's last step
        after = await step_ready(pilot)
        assert not narrow(after, HeartsScreen).look_back.on


async def test_t_at_the_plain_tables_score_table_shows_the_hands_last_trick():
    app, saved = last_card_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await play_the_last_card(pilot, saved)
        await to_the_score_table(pilot, screen)
        words = dict(WORDS["en"], status="hand 1 is over · its last trick · a key goes back to the scores")
        await looks_and_comes_back(pilot, screen, words)
        await pilot.press("enter")  # the next hand, as the line says
        await until(pilot, lambda: app.screen is screen and "hand 2" in shown_rows(app))
        assert not screen.look_back.on and "its last trick" not in shown_rows(app)
