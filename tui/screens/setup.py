"""The Play page: a game's options, the AI level and pace, then start.

↑↓ choose an option, ←→ change it, enter starts.  The values live here
until the table is built from them (``TableSettings``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

import rules.lessons
from rules.cards import to_ascii
from rules.games import spec

from ..house_app import house_app
from ..i18n import N_, _
from ..safety import guarded
from ..settings import TableSettings
from ..store.lessons import step_of
from ..widgets.footer import Footer
from . import registry

if TYPE_CHECKING:
    ScreenMixin = Screen  # the page's methods read the Screen it is mixed into
else:
    ScreenMixin = object


class ChoiceList(Widget):
    """Rows of ``label   ‹ value ›``; the screen owns the values."""

    DEFAULT_CSS = """
    ChoiceList { height: auto; width: 1fr; padding: 1 2; }
    """

    row: reactive[int] = reactive(0)

    def __init__(self, choices: list[registry.Choice], values: dict[str, Any],
                 start: str = N_("Start: enter"), **kwargs) -> None:
        super().__init__(**kwargs)
        self.choices = choices
        self.values = values
        self.start = start  # the last line: what enter does (marked N_)

    def get_content_height(self, container, viewport, width) -> int:
        return len(self.choices) * 2 + 1

    def render(self) -> Text:
        ascii_mode = house_app(self).ascii_mode
        left, right = ("<", ">") if ascii_mode else ("‹", "›")
        out = Text()
        for i, choice in enumerate(self.choices):
            on = i == self.row
            out.append(("> " if on else "  "), style="bold bright_green")
            out.append(f"{_(choice.label):<22}", style="bold" if on else "")
            value = f" {left} {choice.text(self.values[choice.key])} {right} "
            out.append(value, style="reverse bold" if on else "")
            out.append("\n\n")
        out.append("  " + _(self.start), style="bold bright_green")
        return out

    def on_click(self, event: events.Click) -> None:
        index = event.y // 2
        if 0 <= index < len(self.choices):
            self.row = index
            if isinstance(page := self.screen, ChoicePage):  # always: a ChoiceList is a ChoicePage's
                page.change(+1)

    def watch_row(self) -> None:
        self.refresh()


class ChoicePage(ScreenMixin):
    """A page of option rows shown by a ``ChoiceList`` (the Play page, a new
    shared table): ↑↓ moves between rows, ←→ steps the row's value; its keys
    wait for the list, as a key that arrives while the page is still
    composing (or composing again in a new language) must move nothing (the
    10,000-key soak hit NoMatches 'ChoiceList')."""

    choices: list[registry.Choice]
    values: dict[str, Any]
    list_actions: tuple[str, ...] = ("row", "change")  # the keys that need the list
    KEYS = [  # after the page's own enter
        Binding("up,k", "row(-1)", N_("Option"), show=False),
        Binding("down,j", "row(1)", N_("Option"), show=False),
        Binding("left,h", "change(-1)", N_("Change"), show=False),
        Binding("right,l,space", "change(1)", N_("Change")),
        Binding("escape,q", "app.pop_screen", N_("Back")),
    ]

    if TYPE_CHECKING:
        def change(self, delta: int) -> None:
            """The page's own: ←→ step the selected row's value."""

    @property
    def _list(self) -> ChoiceList:
        return self.query_one(ChoiceList)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in self.list_actions and not self.query(ChoiceList):
            return False
        return True

    def action_row(self, delta: int) -> None:
        self._list.row = (self._list.row + delta) % len(self.choices)

    def action_change(self, delta: int) -> None:
        self.change(delta)

    def step(self, delta: int) -> None:
        """The selected row's value, ``delta`` places on (round the list)."""
        choice = self.choices[self._list.row]
        values = choice.values
        current = values.index(self.values[choice.key]) if self.values[choice.key] in values else 0
        self.values[choice.key] = values[(current + delta) % len(values)]


class SetupScreen(ChoicePage, Screen):
    BINDINGS = [
        Binding("enter", "start", N_("Start"), priority=True),
        Binding("t", "learn", N_("Learn to play")),  # where the game has a lesson (rules/lessons)
        *ChoicePage.KEYS,
    ]

    class LessonAsked(Message):
        """The player asks for ``game``'s lesson: the app opens it
        (tui/lessons sits above the screens, which never import it)."""

        def __init__(self, game: str) -> None:
            super().__init__()
            self.game = game

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.choices = registry.choices(game)
        self.values: dict[str, Any] = {c.key: c.default for c in self.choices}
        self._shown: dict[str, Any] = {}  # the values as the page opened
        self._overridden: set[str] = set()  # set by a command-line option for this run

    def on_mount(self) -> None:
        """Start from the remembered choices; --level/--pace win for this run."""
        keeper = house_app(self).store
        if keeper is not None:
            remembered = keeper.settings.game(self.game)
            for key, value in (("level", remembered.level), ("pace", remembered.pace)):
                choice = next((c for c in self.choices if c.key == key), None)
                if choice is not None and value in choice.values:
                    self.values[key] = value
        for key, given in (("level", house_app(self).level), ("pace", house_app(self).pace)):
            choice = next((c for c in self.choices if c.key == key), None)
            if given is not None and choice is not None and given in choice.values:
                self.values[key] = given
                self._overridden.add(key)
        self._shown = dict(self.values)
        self._list.refresh()

    def compose(self) -> ComposeResult:
        entry = registry.entry(self.game)
        ascii_mode = house_app(self).ascii_mode
        yield Static(_(" Play — {game}").format(game=_(entry.title)), classes="topbar")
        yield Static(to_ascii(_(entry.blurb)) if ascii_mode else _(entry.blurb), id="setup-blurb")
        yield ChoiceList(self.choices, self.values, id="choices")
        yield Static(self.keys_line(), id="setup-hint")
        yield Footer()

    def keys_line(self) -> str:
        """The page's keys; t names the step a lesson left off at, so a player
        who left one knows it goes on there (a playtest: nothing said so)."""
        if not self.has_lesson:
            return _("↑↓ option · ←→ change · enter start · esc back")
        step = 0
        if house_app(self).store is not None:
            count = len(rules.lessons.lesson(self.game).steps)
            step = step_of(self.game, count)
        if not step:
            return _("↑↓ option · ←→ change · enter start · t learn to play · esc back")
        # TRANSLATORS: one line at 80 columns
        return _("↑↓ option · ←→ change · enter start · t lesson (step {step} of {count}) · esc back").format(
            step=step + 1, count=count)

    def on_screen_resume(self) -> None:
        """Back from a lesson: the step it left off at has moved."""
        self.query_one("#setup-hint", Static).update(self.keys_line())

    list_actions = ("row", "change", "start")

    @property
    def has_lesson(self) -> bool:
        return spec(self.game).lesson is not None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "learn":
            return self.has_lesson
        return super().check_action(action, parameters)

    @guarded
    def action_learn(self) -> None:
        """The game taught by playing, at its table; q comes back here."""
        if self.app.screen is self:
            self.post_message(self.LessonAsked(self.game))

    def change(self, delta: int) -> None:
        self.step(delta)
        self._list.refresh()

    def settings(self) -> TableSettings:
        engine = {c.key: self.values[c.key] for c in self.choices if c.engine}
        return TableSettings(
            game=self.game, options=engine, level=self.values.get("level"),
            pace=self.values.get("pace", "normal"), seed=house_app(self).seed,
        )

    def remember(self) -> None:
        """Keep the level and pace for next time (not a command-line
        option's value, unless the player changed it here)."""
        keeper = house_app(self).store
        if keeper is None:
            return
        kept = {key: self.values[key] for key in ("level", "pace") if key in self.values
                and (key not in self._overridden or self.values[key] != self._shown.get(key))}
        if kept:
            keeper.remember_table(self.game, **kept)

    @guarded
    def action_start(self) -> None:
        if self.app.screen is not self:
            return  # a second enter before the table is up
        self.remember()
        house_app(self).start_new_table(self.settings(), replace=True)
