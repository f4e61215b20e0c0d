"""The games left unfinished: how the menu lists them (how far each is, in
the game's own words, and when it was last played), and the question asked
before a new game of a kind that is still unfinished (resume it, or start
another and keep the old one)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

import rules

from .. import store
from ..i18n import N_, _, ngettext
from ..store.seat_names import identities
from ..widgets.footer import Footer
from ..words import day_and_time, day_and_year
from . import registry

LINE = 76  # what fits on a menu row at 80 columns, a scrollbar beside it (app.tcss)


def last_played(moment: datetime, now: datetime | None = None) -> str:
    """"today 07:26", "yesterday 21:10", "28 Nov 07:26", "28 Nov 2025"."""
    local = moment.astimezone()
    now = (now or datetime.now()).astimezone()
    if local.date() == now.date():
        return _("today {time}").format(time=f"{local:%H:%M}")
    if local.date() == now.date() - timedelta(days=1):
        return _("yesterday {time}").format(time=f"{local:%H:%M}")
    return day_and_time(local) if local.year == now.year else day_and_year(local)


def progress_of(entry: store.SaveEntry) -> str:
    """How far the saved game is (``Game.progress`` of its state, the
    person as "You"); what the file says if the state cannot be read."""
    record = entry.record
    try:
        game = rules.load_game(record.state)
        names = identities(game, [seat.name for seat in record.seats])
        return game.progress([_("You"), *(_(name) for name in names[1:])])
    except Exception:  # noqa: BLE001 - a listing must not stop the menu
        return entry.summary


def played_line(entry: store.SaveEntry, now: datetime | None = None) -> str:
    return _("last played {when}").format(when=last_played(entry.updated, now))


def title_of(entry: store.SaveEntry) -> str:
    return _(registry.entry(entry.game).title) if entry.game in registry.TABLES else entry.title


def entry_lines(entry: store.SaveEntry, now: datetime | None = None, lead: int = 0) -> list[str]:
    """The title and when the game was last played, then how far it is; the
    time goes where it fits (``lead``: what stands before the first line).
    Plain text: from a file, never markup."""
    title, progress, when = title_of(entry), progress_of(entry), played_line(entry, now)
    if lead + len(title) + 3 + len(when) <= LINE:
        return [f"{title} — {when}", progress]
    if 2 + len(progress) + 3 + len(when) <= LINE:
        return [title, f"{progress} — {when}"]
    return [title, progress, when]


def unfinished_of(keeper: Any, game: str) -> list[store.SaveEntry]:
    """The unfinished games of this kind, newest first (not those open in
    another window: they are being played there)."""
    if keeper is None:
        return []
    keeper.refresh_saves()
    return [e for e in keeper.entries if e.game == game and not e.finished and not e.in_use]


class UnfinishedScreen(ModalScreen[str]):
    """Before a new game: "resume" the newest unfinished one of its kind,
    "new" (start another, the old one kept), or "" (back); ? reads the
    game's rules first.  It covers the screen it is asked over: the menu's
    key line ("r rules") showed above its Footer ("r Resume it"), one key
    with two meanings (a playtest, in Swedish)."""

    DEFAULT_CSS = "UnfinishedScreen { background: $background; }"
    BINDINGS = [
        Binding("r", "answer('resume')", N_("Resume it")),
        Binding("n", "answer('new')", N_("New game")),
        Binding("question_mark", "rules", N_("Rules")),
        Binding("f1", "rules", N_("Rules"), show=False),
        Binding("escape,q", "answer('')", N_("Back")),
    ]

    def __init__(self, waiting: list[store.SaveEntry]) -> None:
        super().__init__()
        self.waiting = waiting

    def compose(self) -> ComposeResult:
        newest = self.waiting[0]
        more = len(self.waiting) - 1
        title = title_of(newest).split(" · ")[0]
        question = _("You have an unfinished game of {game}:").format(game=title)
        details = f"{progress_of(newest)}\n{played_line(newest)}"
        if more:
            details += "\n" + ngettext("(and {n} more in the menu)", "(and {n} more in the menu)", more).format(n=more)
        with Vertical(classes="dialog"):
            yield Static(question, classes="question", markup=False)
            yield Static(details, classes="question", markup=False)
            yield Static(_("Resume it, or start another and keep that one?"), classes="question")
            with Horizontal(classes="buttons"):
                yield Button(_("Resume it (r)"), id="resume", variant="primary")
                yield Button(_("New game (n)"), id="new")
        yield Footer()

    def on_mount(self) -> None:
        for button in self.query("#resume"):
            button.focus()

    def action_rules(self) -> None:
        """The rules of the game asked about; esc comes back to the question."""
        from .rules_page import RulesPage

        if self.app.screen is self:
            self.app.push_screen(RulesPage(self.waiting[0].game))

    def action_answer(self, choice: str) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if self.app.screen is not self:
            return
        self.dismiss(event.button.id or "")
