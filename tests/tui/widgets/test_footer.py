"""The Footer draws the keys of the moment as one line (tui/widgets/footer.py):
one key per action, the hidden ones left out, the disabled ones dimmed, a
click pressing the key, compact when the keys would not fit."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding

from tui.widgets.footer import Footer


class Keys(App):
    BINDINGS = [
        Binding("a,x", "go", "Go", tooltip="Goes on"),
        Binding("b", "off", "Off"),  # shown, but not now (check_action: None)
        Binding("c", "hidden", "Hidden"),  # not offered now (check_action: False)
        Binding("d", "quiet", "Quiet", show=False),
    ]

    def __init__(self, extra: int = 0) -> None:
        super().__init__()
        self.went = 0
        for n in range(extra):
            self.bind(str(n), f"more({n})", description=f"Longer {n}")

    def compose(self) -> ComposeResult:
        yield Footer()

    def check_action(self, action: str, parameters) -> bool | None:
        return {"off": None, "hidden": False}.get(action, True)

    def action_go(self) -> None:
        self.went += 1

    def action_more(self, n: int) -> None:
        pass


def line(app: App) -> str:
    return "".join(seg.text for seg in app.screen.query_one(Footer).render_line(0)).rstrip()


async def test_one_key_per_action_and_only_the_shown_ones():
    app = Keys()
    async with app.run_test(size=(40, 3)) as pilot:
        await pilot.pause()
        footer = app.query_one(Footer)
        assert [(k.key, k.description, k.enabled) for k in footer.keys] == [("a", "Go", True), ("b", "Off", False)]
        assert line(app) == " a Go  b Off"  # spaced as Textual's Footer spaces them


async def test_a_click_presses_the_key_and_a_disabled_key_only_rings(monkeypatch):
    app = Keys()
    rung: list[bool] = []
    async with app.run_test(size=(40, 3)) as pilot:
        monkeypatch.setattr(app, "bell", lambda: rung.append(True))
        await pilot.pause()
        footer = app.query_one(Footer)
        (_go, go_from, _), (_off, off_from, _) = footer.placed()
        await pilot.click(Footer, offset=(go_from + 1, 0))
        await pilot.pause()
        assert app.went == 1 and not rung
        await pilot.click(Footer, offset=(off_from + 1, 0))
        await pilot.pause()
        assert app.went == 1 and rung == [True]


async def test_hovering_a_key_shows_its_tooltip():
    app = Keys()
    async with app.run_test(size=(40, 3)) as pilot:
        await pilot.pause()
        await pilot.hover(Footer, offset=(1, 0))
        await pilot.pause()
        assert app.query_one(Footer).tooltip == "Goes on"


async def test_keys_that_would_not_fit_are_drawn_compact_and_whole():
    app = Keys(extra=6)  # 85 cells as Textual spaces them, 76 compact
    async with app.run_test(size=(80, 3)) as pilot:
        await pilot.pause()
        footer = app.query_one(Footer)
        assert len(footer.keys) == 8 and footer.squeezed()
        text = line(app)
        for key, start, end in footer.placed():
            assert end <= 80 and text[start:end] == f"{key.display} {key.description}"
    async with Keys().run_test(size=(80, 3)) as pilot:
        await pilot.pause()
        assert not pilot.app.query_one(Footer).squeezed()


class Several(App):
    """A pick bound to two keys, with more keys than fit at 72 columns
    unless it is shown by its shortest ("⏎"); ``more_shown`` False takes
    one of them away, as u Undo comes and goes at a table."""

    BINDINGS = [Binding("space,enter", "pick", "Choose")]

    def __init__(self) -> None:
        super().__init__()
        self.more_shown = True
        for n in range(5):
            self.bind(str(n), f"more({n})", description=f"Longer {n}")
        self.bind("q", "back", description="Back")

    def compose(self) -> ComposeResult:
        yield Footer()

    def check_action(self, action: str, parameters) -> bool | None:
        return self.more_shown or action != "more" or parameters[0] != 0


async def test_when_compact_is_not_enough_a_key_of_several_shows_by_its_shortest():
    """"space Choose" pushed "q Back" past the edge: space,enter is then
    shown as ⏎, every key whole, and stays ⏎ when a key goes (a playtest:
    "⏎ Välj" and "mellanslag Välj" by turns, as "u Ångra" came and went;
    the clover pick now names space alone, and this holds for the keys of
    several that remain, Hearts' space,enter among them)."""
    app = Several()
    async with app.run_test(size=(72, 3)) as pilot:
        await pilot.pause()
        footer = app.query_one(Footer)
        assert footer.shortened() and [k.description for k in footer.keys][-1] == "Back"
        text = line(app)
        for key, start, end in footer.placed():
            assert end <= 72 and text[start:end] == f"{key.short} {key.description}"
        assert "⏎ Choose" in text and "space" not in text
        app.more_shown = False
        app.screen.refresh_bindings()
        await pilot.pause()
        assert not footer.shortened() and "Longer 0" not in line(app)
        assert "⏎ Choose" in line(app) and "space Choose" not in line(app)  # stable
    async with Keys(extra=6).run_test(size=(80, 3)) as pilot:  # compact is enough there
        await pilot.pause()
        assert not pilot.app.query_one(Footer).shortened()


async def test_keys_that_changed_while_the_app_was_away_show_when_it_is_back(monkeypatch):
    app = Keys()
    async with app.run_test(size=(40, 3)) as pilot:
        await pilot.pause()
        app.app_focus = False
        monkeypatch.setattr(app, "check_action", lambda action, parameters: True)  # "off" and "hidden" work now
        app.screen.refresh_bindings()
        await pilot.pause()
        footer = app.query_one(Footer)
        assert [k.key for k in footer.keys] == ["a", "b"]  # as Textual does: left as they were
        app.app_focus = True
        await pilot.pause()
        assert [(k.key, k.enabled) for k in footer.keys] == [("a", True), ("b", True), ("c", True)]


async def test_key_names_are_in_the_language_the_texts_name_them_in():
    """Swedish sentences say "mellanslag": so does the Footer, at every
    table (issue 30: the Hearts and clover Footers said "space")."""
    from rules import i18n
    from tests.tui.helpers import make_app

    i18n.use("sv")
    for game in ("hearts", "clover"):
        app = make_app(game, seed=5)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            shown = [k.display for k in app.screen.query_one(Footer).keys]
            assert "mellanslag" in shown and "space" not in shown, (game, shown)
