"""The first screen: the games left unfinished (to resume), then the four
games, each with Play and Rules; statistics and the display switches.

The list fits the screen where it can (a playtest at 80x24: two unfinished
games scrolled the last game's lines out of sight, in both languages): a
game's "ready: enter plays, r reads the rules" line gives way first (the
key line under the list says the same), then the lines between the games.
Past that (many unfinished games) the list scrolls."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from rules.cards import to_ascii
from rules.i18n import language

from ..house_app import house_app
from ..i18n import N_, _
from ..safety import guarded
from ..widgets.footer import Footer
from . import registry

THEMES = ("textual-dark", "textual-light", "nord", "gruvbox", "monokai", "solarized-light")


class MenuScreen(Screen):
    BINDINGS = [
        Binding("enter", "play", N_("Play"), show=True, priority=True),
        Binding("r", "rules", N_("Rules")),
        Binding("s", "statistics", N_("Statistics")),
        Binding("p", "tables", N_("Tables with people")),  # only in the served app (check_action)
        Binding("b", "browsers", N_("Browser")),  # only served with --web, to a player with a key (check_action)
        Binding("a", "toggle_ascii", "ASCII", show=False),
        Binding("t", "next_theme", N_("Theme"), show=False),
        Binding("l", "toggle_language", N_("Language"), show=False),
        Binding("q", "app.quit", N_("Quit")),
        Binding("question_mark,f1", "rules", N_("Rules"), show=False),
    ]

    CHROME = 5  # rows around the list: the top bar, its frame, the key line and the Footer

    def compose(self) -> ComposeResult:
        yield Static(_(" Kortbord — four card games against the computer"), classes="topbar")
        yield OptionList(*self._fitted(), id="games")
        yield Static(
            _("↑↓ choose · enter play · r rules · s stats · a ASCII · t theme · l language"), id="menu-hint")
        yield Footer()

    def _saved(self) -> list:
        keeper = house_app(self).store
        return list(keeper.entries) if keeper is not None else []

    def _fitted(self) -> list[Option | None]:
        """The options, as full as the screen's height lets them be."""
        room = self.app.size.height - self.CHROME
        for ready, between in ((True, True), (False, True), (False, False)):
            options = self._options(ready, between)
            if rows(options) <= room:
                break
        self._fit = (ready, between)
        return options

    def on_resize(self) -> None:
        before = getattr(self, "_fit", None)
        options = self._fitted()
        if before is not None and self._fit != before:
            self._refill(options)

    def _options(self, ready: bool = True, between: bool = True) -> list[Option | None]:
        """``ready``: each game's key line; ``between``: a line between games."""
        from .unfinished import entry_lines

        ascii_mode = house_app(self).ascii_mode
        options: list[Option | None] = []
        for saved in self._saved():
            text = Text()
            resume = _("Resume: ")
            text.append(resume, style="bold bright_green")
            title, *details = entry_lines(saved, lead=len(resume))  # plain text from a file: never markup
            text.append(to_ascii(title) if ascii_mode else title, style="bold")
            if saved.in_use:
                text.append(_("  (open in another window)"), style="italic")
            for line in details:
                text.append("\n  " + (to_ascii(line) if ascii_mode else line))
            options.append(Option(text, id=f"resume:{saved.id}"))
        if options:
            options.append(None)
        for name, entry in registry.TABLES.items():
            text = Text()
            text.append(_(entry.title), style="bold")
            blurb = to_ascii(_(entry.blurb)) if ascii_mode else _(entry.blurb)
            text.append("\n  " + blurb)
            if ready:
                text.append("\n  " + _("ready: enter plays, r reads the rules"), style="green")
            if options and options[-1] is not None and not ascii_mode and between:
                options.append(None)  # a separator line (box drawing)
            if ascii_mode and between:
                text.append("\n")
            options.append(Option(text, id=name))
        if house_app(self).tables is not None:  # after the games: enter on the first still deals Hearts
            if not ascii_mode:
                options.append(None)
            options.append(self._tables_option())
        if house_app(self).browsers is not None:
            if not ascii_mode:
                options.append(None)
            options.append(self._browsers_option())
        return options

    def _browsers_option(self) -> Option:
        """The web door's one-time link (tui/screens/browsers.py)."""
        text = Text()
        text.append(_("Play in a browser"), style="bold")
        text.append("\n  " + _("A one-time link lets a browser play as you; remove browsers here too."))
        text.append("\n  " + _("b or enter shows the link"), style="green")
        if house_app(self).ascii_mode:
            text.append("\n")
        return Option(text, id="browsers")

    def _tables_option(self) -> Option:
        """The served app's way to the others: the lobby (tui/screens/lobby.py)."""
        text = Text()
        text.append(_("Tables with people"), style="bold")
        text.append("\n  " + _("Play with others on this server: join a table, or make a new one."))
        text.append("\n  " + _("p or enter opens the tables"), style="green")
        if house_app(self).ascii_mode:
            text.append("\n")
        return Option(text, id="tables")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """"Tables with people" only in the served app; "Browser" only with a web door."""
        if action == "tables":
            return house_app(self).tables is not None
        if action == "browsers":
            return house_app(self).browsers is not None
        return True

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.query_one(OptionList).highlighted = 0
        self.app.call_after_refresh(house_app(self).show_problems)

    @guarded
    def on_screen_resume(self) -> None:
        """Back from a game: it is offered for resuming (or gone when over)."""
        keeper = house_app(self).store
        if keeper is None:
            return
        before = [e.id for e in keeper.entries]
        keeper.refresh_saves()
        if [e.id for e in keeper.entries] != before:
            self.refill()
        house_app(self).show_problems()

    def refill(self) -> None:
        self._refill(self._fitted())
        self.query_one(OptionList).highlighted = 0

    def _refill(self, options: list[Option | None]) -> None:
        """The list's options replaced, the same one highlighted where it is still there."""
        games = self.query_one(OptionList)
        chosen = self.chosen
        games.clear_options()
        games.add_options(options)
        ids = [games.get_option_at_index(i).id for i in range(games.option_count)]
        games.highlighted = ids.index(chosen) if chosen in ids else 0

    @property
    def chosen(self) -> str | None:
        games = self.query_one(OptionList)
        if games.highlighted is None:
            return None
        return games.get_option_at_index(games.highlighted).id

    @guarded
    def action_play(self) -> None:
        name = self.chosen
        if name is None or self.app.screen is not self:
            return  # a second enter before the first one's screen is up
        if name.startswith("resume:"):
            house_app(self).resume_game(name.partition(":")[2])
            return
        if name == "tables":
            self.action_tables()
            return
        if name == "browsers":
            self.action_browsers()
            return
        from .setup import SetupScreen

        self.app.push_screen(SetupScreen(name))

    @guarded
    def action_rules(self) -> None:
        name = self.chosen
        if name is not None and name.startswith("resume:"):
            keeper = house_app(self).store
            saved = keeper.entry(name.partition(":")[2]) if keeper is not None else None
            name = saved.game if saved is not None else None
        if name is not None and name in registry.TABLES:  # not the tables with people
            from .rules_page import RulesPage

            self.app.push_screen(RulesPage(name))

    @guarded
    def action_tables(self) -> None:
        from .lobby import open_lobby

        if self.app.screen is self:
            open_lobby(self.app)

    @guarded
    def action_browsers(self) -> None:
        from .browsers import BrowsersScreen

        browsers = house_app(self).browsers
        if self.app.screen is self and browsers is not None:
            self.app.push_screen(BrowsersScreen(browsers))

    @guarded
    def action_statistics(self) -> None:
        from .statistics import StatisticsScreen

        self.app.push_screen(StatisticsScreen())

    @guarded
    def action_toggle_ascii(self) -> None:
        on = not house_app(self).ascii_mode
        house_app(self).set_ascii_mode(on)
        self.refill()
        self.notify(_("ASCII mode on: suits as letters, plain borders.") if on else _("ASCII mode off."))

    @guarded
    def action_next_theme(self) -> None:
        themes = [t for t in THEMES if t in self.app.available_themes]
        current = themes.index(self.app.theme) if self.app.theme in themes else -1
        self.app.theme = themes[(current + 1) % len(themes)]
        self.notify(_("Theme: {theme}").format(theme=self.app.theme))

    @guarded
    def action_toggle_language(self) -> None:
        """Swedish and English in turn; every screen shows the new one at once."""
        house_app(self).set_language("en" if language() == "sv" else "sv")
        self.notify(_("Language: English") if language() == "en" else _("Language: Swedish"))

    async def recompose(self) -> None:
        """Composed again in a new language: the same game stays highlighted."""
        highlighted = self.query_one(OptionList).highlighted
        await super().recompose()
        games = self.query_one(OptionList)
        games.focus()
        if highlighted is not None and highlighted < games.option_count:
            games.highlighted = highlighted

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_play()


def rows(options: list[Option | None]) -> int:
    """The rows the options take (a separator one), at a width where no line wraps."""
    return sum(1 if option is None else _lines(option) for option in options)


def _lines(option: Option) -> int:
    prompt = option.prompt
    text = prompt.plain if isinstance(prompt, Text) else str(prompt)
    return text.count("\n") + 1
