"""The end of a game: who won, the final totals, play again or the menu,
and (v) the review of the person's game once it has something to say
(review.py: worked out in a worker thread while this screen is read).
A key the terminal sent before the dialog was up chooses nothing, and
enter chooses nothing at all until the person moves to a button (tab): the
habit of every round's summary, a second enter started a new game unseen
(two playtests); it is answered with the keys that choose.

The person is "You" here ("You win!"; "You (South)" in the table, so that
the engine's summary, which names seats, still reads against it)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from rules.cards import to_ascii
from rules.core import Result
from rules.review import Decision, Review

from ..i18n import N_, _
from ..safety import report
from ..widgets import Scoreboard
from ..widgets.footer import Footer
from .review import GAME, Reviewed, Reviews, ReviewScreen, review_answer, review_line


class GameOverScreen(ModalScreen[str]):
    """Dismissed with "again" or "menu"; a reviewed decision is played
    again over it (``practice``), and it is here again when that is left."""

    DEFAULT_CSS = "GameOverScreen #review-line { width: 1fr; text-align: center; display: none; }"
    AUTO_FOCUS = ""  # no button chosen for the person: enter presses one only once tab moved there
    BINDINGS = [
        Binding("a", "choose('again')", N_("Play again")),
        Binding("m,escape,q", "choose('menu')", N_("Menu")),
        Binding("v", "review", N_("Review")),
    ]

    def __init__(self, result: Result | None, names: Sequence[str], ascii_mode: bool = False,
                 lowest_wins: bool = True, you: int | None = 0, total_title: str = N_("Total"),
                 again: bool = True) -> None:
        """``you``: the person's seat (None: nobody at this terminal plays);
        ``total_title``: what the last column counts (Speed: cards left);
        ``again``: offer to play again (not at a shared table: its lobby does)."""
        super().__init__()
        self.again = again
        self.result = result
        self.names = list(names)
        self.ascii_mode = ascii_mode
        self.lowest_wins = lowest_wins
        self.you = you
        self.total_title = total_title
        self.reviews: Reviews | None = None  # the game's review (review.py), set before it is shown
        self.practice: Callable[[Decision], None] | None = None  # plays a reviewed decision again
        self.up_since = math.inf  # when the dialog was mounted (the time Textual stamps its events with)

    def headline(self, result: Result) -> str:
        if result.is_draw:
            return _("A draw.")
        if len(result.winners) > 1:
            said = [_("you") if s == self.you else _(self.names[s]) for s in result.winners]
            seats = _("{seats} and {last}").format(seats=", ".join(said[:-1]), last=said[-1])
            return _("{seats} share the win!").format(seats=seats[:1].upper() + seats[1:])
        if result.winners[0] == self.you:
            return _("You win!")
        return _("{seat} wins!").format(seat=_(self.names[result.winners[0]]))

    def table_names(self) -> list[str]:
        return [_("You ({seat})").format(seat=_(name)) if s == self.you else _(name)
                for s, name in enumerate(self.names)]

    def compose(self) -> ComposeResult:
        result = self.result
        with Vertical(classes="dialog"):
            yield Static(Text(_("Game over"), style="bold"), classes="title")
            if result is None:
                yield Static(_("The game ended."))
            else:
                yield Static(Text(self.headline(result), style="bold bright_yellow"), id="winners")
                summary = to_ascii(result.summary) if self.ascii_mode else result.summary
                yield Static(summary, id="summary")
                board = Scoreboard(id="final-scores")
                yield board
            yield Static("", id="review-line")  # shown when the review has something to say
            with Horizontal(classes="buttons"):
                if self.again:
                    yield Button(_("Play again (a)"), id="again", variant="success")
                    yield Button(_("Menu (m)"), id="menu", variant="primary")
                else:
                    yield Button(_("Back (m)"), id="menu", variant="primary")
        yield Footer()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "review":  # v is offered once the review has something to show
            result = self.review()
            return result is not None and not result.quiet
        return self.again or parameters != ("again",)

    # The review ----------------------------------------------------------------

    def review(self) -> Review | None:
        return self.reviews.result(GAME) if self.reviews is not None else None

    def on_reviewed(self, message: Reviewed) -> None:
        if message.error is not None:
            report(self, message.error)
            return
        if self.reviews is None or not self.is_mounted:
            return
        self.reviews.arrived(message)
        result = self.review()
        # the line said "reviewing your game…": a quiet review says so too
        self.show_line(review_line(result) or review_answer(result, True, GAME))
        self.refresh_bindings()

    def show_line(self, line: str, style: str = "bold bright_yellow") -> None:
        """The review's line in the dialog, above its buttons (none: hidden)."""
        shown = self.query_one("#review-line", Static)
        shown.update(Text(to_ascii(line) if self.ascii_mode else line, style=style))
        shown.display = bool(line)

    def on_key(self, event: events.Key) -> None:
        if event.time < self.up_since:
            event.stop()  # sent before the dialog was up: it reaches no binding (enter: Play again)
            event.prevent_default()
            return
        if event.key == "v" and self.reviews is not None and not self.check_action("review", ()):
            event.stop()  # answered in the dialog: a toast would cover its buttons at 80×24
            self.show_line(review_answer(self.review(), self.reviews.asked(GAME), GAME))
        elif event.key == "enter" and self.focused is None:
            event.stop()  # not a choice: the keys that are one are named
            self.show_line(self.enter_answer())

    def enter_answer(self) -> str:
        if self.again:
            return _("enter does nothing here: a plays again, m goes to the menu.")
        return _("enter does nothing here: m goes back.")

    def action_review(self) -> None:
        result = self.review()
        if result is None or result.quiet or self.app.screen is not self:
            return
        self.app.push_screen(ReviewScreen(result, self.names, self.ascii_mode, self.practice))

    def on_mount(self, event: events.Mount) -> None:
        self.up_since = event.time
        if not self.query("#menu"):
            return  # dismissed before it was up (two keys in one go)
        if self.result is not None:
            board = self.query_one(Scoreboard)
            board.show(self.table_names(), [], [[] for _ in self.names], list(self.result.scores),
                       lowest_wins=self.lowest_wins, leaders=set(self.result.winners),
                       total_title=_(self.total_title))
        if self.reviews is not None and self.reviews.asked(GAME) and self.review() is None:
            # worked out meanwhile (a harvest game's in some 20 s): said, so that nobody leaves unaware
            self.show_line(_("Reviewing your game…"), "bright_black")

    def action_choose(self, choice: str) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(event.button.id or "menu")
