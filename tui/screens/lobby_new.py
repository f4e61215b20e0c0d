"""A new table with people: the game, its options (the Play page's own,
from ``registry.choices``, shown by the Play page's ``ChoiceList``), how
many seats are for people (the creator's included; the rest are computer
players) and the computer level.  Enter sends ``create``; the lobby then
shows the waiting room (or the server's refusal)."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from ..i18n import N_, _
from ..remote.tables_link import Tables
from ..safety import guarded
from ..widgets.footer import Footer
from . import lobby_text, registry
from .setup import ChoiceList, ChoicePage

GAME = "game"
PEOPLE = "people"


def seat_count(game: str, options: dict[str, Any]) -> int:
    """The table's seats: Hearts' chosen number of players, else two."""
    players = options.get("players")
    return players if isinstance(players, int) else 2


def form_choices(game: str, options: dict[str, Any]) -> list[registry.Choice]:
    """The rows for ``game``: which game, its options, the people seats, the level."""
    games = tuple(registry.TABLES)
    which = registry.Choice(GAME, N_("Game"), games, game, engine=False,
                            texts=tuple(registry.entry(name).title for name in games))
    own = lobby_text.shared_choices(game)
    seats = seat_count(game, options)
    people = registry.Choice(PEOPLE, N_("People (you too)"), tuple(range(2, seats + 1)), 2, engine=False)
    return [which, *[c for c in own if c.engine], people, *[c for c in own if not c.engine]]


class NewTableScreen(ChoicePage, Screen):
    BINDINGS = [
        Binding("enter", "create", N_("Make the table"), priority=True),
        *ChoicePage.KEYS,
    ]

    def __init__(self, tables: Tables, game: str = "hearts") -> None:
        super().__init__()
        self.tables = tables
        self.values: dict[str, Any] = {}
        self.choices = self._reset(game)

    def _reset(self, game: str) -> list[registry.Choice]:
        """The rows for ``game``, each value kept where it is still one of
        the row's (too many people for fewer players: as many as there are)."""
        values = self.values
        values[GAME] = game
        own = lobby_text.shared_choices(game)
        for choice in own:
            if choice.key not in values or values[choice.key] not in choice.values:
                values[choice.key] = choice.default
        choices = form_choices(game, {c.key: values[c.key] for c in own if c.engine})
        people = next(c for c in choices if c.key == PEOPLE)
        if PEOPLE not in values or values[PEOPLE] not in people.values:
            values[PEOPLE] = people.values[-1] if PEOPLE in values else people.default
        self.values = {c.key: values[c.key] for c in choices}
        return choices

    def compose(self) -> ComposeResult:
        yield Static(_(" New table with people"), classes="topbar")
        yield Static(_("The seats not for people are computer players at the level chosen."),
                     id="setup-blurb")
        yield ChoiceList(self.choices, self.values, start=N_("Make the table: enter"), id="choices")
        yield Static(_("↑↓ option · ←→ change · enter make the table · esc back"), id="setup-hint")
        yield Footer()

    list_actions = ("row", "change", "create")

    def change(self, delta: int) -> None:
        """The Play page's ←→ (ChoiceList calls it on a click too); a new game
        or number of players changes the rows."""
        self.step(delta)
        self.choices = self._reset(self.values[GAME])
        self._list.choices = self.choices
        self._list.values = self.values
        self._list.refresh(layout=True)

    def message(self) -> dict[str, Any]:
        """``create``: the creator sits at seat 0, the next seats are for people."""
        game = self.values[GAME]
        options = {c.key: self.values[c.key] for c in self.choices if c.engine}
        return {"type": "create", "game": game, "options": options,
                "people": list(range(1, self.values[PEOPLE])), "level": self.values.get("level")}

    @guarded
    def action_create(self) -> None:
        if self.app.screen is not self:
            return  # a second enter
        if not self.tables.send(self.message()):
            self.notify(self.tables.problem() or _("Tables with people are not available now."),
                        severity="warning", markup=False)
            return
        self.tables.notice = ""
        self.app.pop_screen()
