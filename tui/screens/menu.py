"""The first screen: the four games, each with Play and Rules."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from rules.cards import to_ascii

from ..safety import guarded
from . import registry


class MenuScreen(Screen):
    BINDINGS = [
        Binding("enter", "play", "Play", show=True, priority=True),
        Binding("r", "rules", "Rules"),
        Binding("q", "app.quit", "Quit"),
        Binding("question_mark,f1", "rules", "Rules", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static(" Kortbord — four card games against the computer", classes="topbar")
        yield OptionList(*self._options(), id="games")
        yield Static(
            "↑↓ choose a game · enter play (options first) · r read the rules", id="menu-hint")
        yield Footer()

    def _options(self) -> list[Option | None]:
        ascii_mode = bool(getattr(self.app, "ascii_mode", False))
        options = []
        for name, entry in registry.TABLES.items():
            text = Text()
            text.append(entry.title, style="bold")
            blurb = to_ascii(entry.blurb) if ascii_mode else entry.blurb
            text.append("\n  " + blurb)
            if registry.playable(name):
                text.append("\n  ready: enter plays, r reads the rules", style="green")
            else:
                text.append(f"\n  not yet playable: {registry.why_not_playable(name)}"
                            " (r reads the rules)", style="bright_black italic")
            if options and not ascii_mode:
                options.append(None)  # a separator line (box drawing)
            if ascii_mode:
                text.append("\n")
            options.append(Option(text, id=name))
        return options

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.query_one(OptionList).highlighted = 0

    @property
    def chosen(self) -> str | None:
        games = self.query_one(OptionList)
        if games.highlighted is None:
            return None
        return games.get_option_at_index(games.highlighted).id

    @guarded
    def action_play(self) -> None:
        name = self.chosen
        if name is None:
            return
        if not registry.playable(name):
            self.notify(f"{registry.entry(name).title} is not playable yet: "
                        f"{registry.why_not_playable(name)}. r reads its rules.", severity="warning")
            return
        from .setup import SetupScreen

        self.app.push_screen(SetupScreen(name))

    @guarded
    def action_rules(self) -> None:
        if self.chosen is not None:
            from .rules_page import RulesPage

            self.app.push_screen(RulesPage(self.chosen))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_play()
