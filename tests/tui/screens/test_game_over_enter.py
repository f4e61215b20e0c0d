"""The game-over screen of every game: an enter is not a choice (a
playtest: the habit of every round's summary, a second enter dealt a new
Speed game unseen, though the screen named only a and m).  No button is
focused until the person moves there (tab); enter is answered on the
dialog, in English and Swedish, and changes nothing.  80×24."""

from __future__ import annotations

from textual.app import App
from textual.widgets import Button

from rules.core import Result
from tests.narrow import narrow
from tui.screens.game_over import GameOverScreen
from tui.widgets.footer import Footer

SIZE = (80, 24)


class Host(App[None]):
    ascii_mode = False  # what the house's widgets read of their app

    def __init__(self, again: bool = True) -> None:
        super().__init__()
        self.again = again
        self.chosen: list[str | None] = []

    def on_mount(self) -> None:
        result = Result(scores=(0, 52), winners=(0,), summary="You have no cards left.")
        self.push_screen(GameOverScreen(result, ["South", "North"], again=self.again), self.chosen.append)


async def until(pilot, condition, limit: int = 40) -> bool:
    for _ in range(limit):
        if condition():
            return True
        await pilot.pause()
    return condition()


def line(over: GameOverScreen) -> str:
    shown = over.query_one("#review-line")
    return str(shown.render()) if shown.display else ""


async def test_enter_on_the_game_over_screen_plays_nothing_and_says_which_keys_do():
    app = Host()
    async with app.run_test(size=SIZE) as pilot:
        assert await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.query("#again"))
        over = narrow(app.screen, GameOverScreen)
        assert over.focused is None  # no button chosen for the person
        await pilot.press("enter")
        assert await until(pilot, lambda: line(over) != "")
        assert line(over) == "enter does nothing here: a plays again, m goes to the menu."
        assert await until(pilot, lambda: any(line(over) in strip.text for strip in over._compositor.render_strips()))
        assert app.screen is over and app.chosen == []
        footer = "  ".join(f"{key.display} {key.description}" for key, _s, _e in over.query_one(Footer).placed())
        assert "Play again" in footer and "Menu" in footer
        await pilot.press("tab")  # the person moves to a button: enter presses it
        assert await until(pilot, lambda: isinstance(over.focused, Button))
        assert over.focused is not None and over.focused.id == "again"
        await pilot.press("enter")
        assert await until(pilot, lambda: app.chosen == ["again"])


async def test_enter_at_a_shared_tables_end_names_m_alone():
    app = Host(again=False)
    async with app.run_test(size=SIZE) as pilot:
        assert await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.query("#menu"))
        over = narrow(app.screen, GameOverScreen)
        await pilot.press("enter")
        assert await until(pilot, lambda: line(over) != "")
        assert line(over) == "enter does nothing here: m goes back." and app.chosen == []
        await pilot.press("a")  # not offered here either
        await pilot.press("m")
        assert await until(pilot, lambda: app.chosen == ["menu"])


async def test_the_answer_to_enter_shows_whole_in_swedish():
    from rules.i18n import speaking

    with speaking("sv"):
        app = Host()
        async with app.run_test(size=SIZE) as pilot:
            assert await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.query("#again"))
            over = narrow(app.screen, GameOverScreen)
            await pilot.press("enter")
            said = "enter gör inget här: a spelar igen, m går till menyn."
            assert await until(pilot, lambda: any(said in strip.text for strip in over._compositor.render_strips()))
            assert app.chosen == []
