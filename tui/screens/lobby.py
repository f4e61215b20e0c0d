"""The lobby of the served app: the tables with people (open, playing, and
this person's saved ones), a new table, joining, leaving, reopening, and
the waiting room of a table that has not started yet.

It only shows what the server says (``tui.remote.tables_link.Tables``) and sends
what a key asks; the server decides (a refusal is shown as its sentence).
A table that starts (``seated`` then ``state``) opens the game's own
screen over this one (``open_table``); closing it comes back here.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..house_app import house_app
from ..i18n import N_, _
from ..remote.tables_link import Tables, seats_of
from ..safety import guarded, report
from ..widgets.footer import Footer
from . import lobby_text


class LobbyScreen(Screen):
    DEFAULT_CSS = """
    LobbyScreen #lobby-tables { height: 1fr; border: $frame $accent; padding: 0 0 0 1;
                                scrollbar-size-vertical: 1; }
    LobbyScreen #lobby-waiting { height: 1fr; border: $frame $accent; padding: 0 1; }
    LobbyScreen #lobby-status { height: auto; padding: 0 1; text-style: bold; }
    LobbyScreen #lobby-hint { height: 1; color: $text-muted; padding: 0 1; }
    """
    BINDINGS = [
        Binding("enter", "join", N_("Join"), priority=True),
        Binding("n", "new", N_("New table")),
        Binding("r", "reopen", N_("Reopen")),
        Binding("s", "start", N_("Start now")),
        Binding("l", "leave", N_("Leave")),
        Binding("c", "connect", N_("Connect again")),
        *[Binding(str(n), f"seat({n - 1})", N_("Seat"), show=False) for n in range(1, 6)],
        Binding("escape,q", "back", N_("Back")),
    ]

    def __init__(self, tables: Tables) -> None:
        super().__init__()
        self.tables = tables
        self._stop: Callable[[], None] | None = None

    # Showing --------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(self._title(), classes="topbar", id="lobby-title")
        yield Static("", id="lobby-status")
        yield OptionList(id="lobby-tables")
        yield Static("", id="lobby-waiting")
        yield Static(_("↑↓ choose · enter join · 1-5 that seat · n new table · r reopen · esc back"),
                     id="lobby-hint")
        yield Footer()

    def _title(self) -> str:
        name = self.tables.you.get("name")
        if name:
            return _(" Tables with people — you are {name}").format(name=name)
        return _(" Tables with people")

    def on_mount(self) -> None:
        self.tables.notice = ""  # said last time the lobby was open
        self._stop = self.tables.listen(self._heard)
        self.tables.start()  # (again) if the link is not up
        self.show()
        self.query_one(OptionList).focus()

    async def recompose(self) -> None:
        """Composed again in a new language: filled again at once."""
        await super().recompose()
        self.show()
        self.query_one(OptionList).focus()

    def on_unmount(self) -> None:
        if self._stop is not None:
            self._stop()

    @guarded
    def on_screen_resume(self) -> None:
        """Back from a table: not seated any more, and a fresh list."""
        if self.tables.at_table:
            self.tables.left_table()
        self.show()

    @guarded
    def _heard(self, message: dict) -> None:
        if self.tables.at_table or not self.is_mounted:
            return  # the table's screen reads its messages
        self.show()  # a refusal is the status line's sentence (Tables.notice)

    def show(self) -> None:
        """Everything again from what ``Tables`` holds now."""
        if not self.is_mounted:
            return
        self.query_one("#lobby-title", Static).update(self._title())
        problem = self.tables.problem()
        status = problem or self.tables.notice
        self.query_one("#lobby-status", Static).update(Text(status))
        self.query_one("#lobby-status", Static).display = bool(status)
        waiting = self.tables.waiting_at()
        games = self.query_one(OptionList)
        room = self.query_one("#lobby-waiting", Static)
        games.display = waiting is None
        room.display = waiting is not None
        self.query_one("#lobby-hint", Static).display = waiting is None
        if waiting is not None:
            lines = lobby_text.waiting_lines(waiting, self.tables.hosting(waiting), house_app(self).ascii_mode)
            room.update(Text("\n".join(lines)))
        else:
            self._fill(games)
        self.refresh_bindings()

    def _fill(self, games: OptionList) -> None:
        chosen = self.chosen
        games.clear_options()
        options: list[Option | None] = []
        for table in self.tables.tables:
            lines = lobby_text.table_lines(table, house_app(self).ascii_mode)
            text = Text(lines[0], style="bold")
            for line in lines[1:]:
                text.append("\n  " + line)
            if options and not house_app(self).ascii_mode:
                options.append(None)
            options.append(Option(text, id=str(table.get("id"))))
        if not options:
            empty = _("No tables yet: n makes a new one.") if self.tables.ready else ""
            options.append(Option(Text(empty, style="italic"), id="", disabled=True))
        games.add_options(options)
        ids = [table.get("id") for table in self.tables.tables]
        games.highlighted = ids.index(chosen["id"]) if chosen is not None and chosen.get("id") in ids else (
            0 if ids else None)

    @property
    def chosen(self) -> dict | None:
        """The highlighted table (None in the waiting room or on an empty list)."""
        found = self.query(OptionList)
        if not found:
            return None  # composing again
        games = found.first()
        if games.highlighted is None or not games.display:
            return None
        option = games.get_option_at_index(games.highlighted)
        return self.tables.table(option.id) if option.id else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The Footer shows the keys that mean something now."""
        if not self.is_mounted:
            return action == "back"
        if action == "connect":
            return self.tables.status in ("unavailable", "lost")
        waiting = self.tables.waiting_at()
        if action == "start":
            return waiting is not None and self.tables.hosting(waiting)
        if action == "leave":
            return waiting is not None
        if action in ("new", "join", "seat", "reopen") and waiting is not None:
            return False  # seated at a table: leave it first
        if not self.tables.ready:
            return action not in ("new", "join", "seat", "reopen")
        if action in ("join", "seat"):
            return self.chosen is not None
        if action == "reopen":
            chosen = self.chosen
            return chosen is not None and bool(chosen.get("saved"))
        return True

    # Keys -------------------------------------------------------------------------

    def _send(self, message: dict) -> None:
        self.tables.notice = ""  # the answer to this one is what counts now
        if not self.tables.send(message):
            self.notify(self.tables.problem() or _("Tables with people are not available now."),
                        severity="warning", markup=False)
        self.show()

    @guarded
    def action_join(self) -> None:
        table = self.chosen
        if table is not None:
            self._send(lobby_text.join_message(table))

    @guarded
    def action_seat(self, seat: int) -> None:
        table = self.chosen
        if table is None:
            return
        if seat >= len(seats_of(table)):
            self.notify(_("That table has no seat {n}.").format(n=seat + 1), severity="warning")
            return
        self._send(lobby_text.join_message(table, seat))

    @guarded
    def action_reopen(self) -> None:
        table = self.chosen
        if table is None or not table.get("saved"):
            return  # (the Footer offers r only on a saved table)
        self._send(lobby_text.join_message(table))

    @guarded
    def action_new(self) -> None:
        from .lobby_new import NewTableScreen

        if self.app.screen is self:
            self.app.push_screen(NewTableScreen(self.tables))

    @guarded
    def action_connect(self) -> None:
        self.tables.start()
        self.show()

    @guarded
    def action_start(self) -> None:
        self._send({"type": "start"})

    @guarded
    def action_leave(self) -> None:
        self.tables.notice = ""
        self.tables.leave()
        self.show()

    @guarded
    def action_back(self) -> None:
        """To the menu; a person waiting at a table leaves it first."""
        if self.app.screen is not self:
            return
        if self.tables.waiting_at() is not None:
            self.tables.leave()
        self.app.pop_screen()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.refresh_bindings()  # join / reopen follow the highlighted table

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_join()


def open_lobby(app) -> None:
    """The menu's "Tables with people"."""
    if app.tables is not None and not isinstance(app.screen, LobbyScreen):
        app.push_screen(LobbyScreen(app.tables))


def open_table(app, tables: Tables, seated: dict, state: dict) -> None:
    """A table this person sits at has its ``state``: its screen over the
    lobby (the lobby first, when the person was elsewhere: closing the
    table comes back to it)."""
    try:
        from .shared.open import table_screen

        assert tables.link is not None  # the state came over it
        screen = table_screen(tables.link, seated, state)
    except Exception as error:  # noqa: BLE001 - the lobby stays, with a sentence
        tables.at_table = False
        report(app.screen, error)
        return
    if not any(isinstance(s, LobbyScreen) for s in app.screen_stack):
        app.push_screen(LobbyScreen(tables))
    app.push_screen(screen)
