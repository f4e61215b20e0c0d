"""The score table shown after each Hearts hand: points per hand, totals,
moon shots marked.  At the end of the game it is the whole score sheet: one
row per hand (every hand, scrolled with ↑↓ when they do not all fit), the
totals last, the winners starred.  t hides it, so that the hand's last trick
shows on the table below (a playtest: the lesson's moon hand ended on a trick
the score table covered, and t was refused there), until any key brings it
back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich import box
from rich.align import Align
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from rules.cards import to_ascii
from rules.review import Decision, Review

from ...i18n import N_, _, ngettext
from ...textual_private import event_clock
from ...widgets import Scoreboard
from ...widgets.footer import Footer
from ..review import Reviews, ReviewScreen, review_answer, review_line
from ..table.keys import QUIET_KEYS

SHOWN_HANDS = 6  # the hand columns that fit at 80 columns (the earlier hands summed in the first)
SHEET_ROWS = 8  # the game's score sheet: hands that fit at 24 rows without scrolling


def hand_columns(history: Sequence, players: int, moon: str) -> tuple[list[str], list[list[str]]]:
    """The after-hand table's columns and each seat's cells: the last hands
    one column each; when there are more than ``SHOWN_HANDS``, the earlier
    ones summed in a first column ("H1–H2"), so that every row adds up to
    its total (a playtest read H2..H7 under a Total they did not add up to)."""
    records = list(history)
    earlier: list = []
    if len(records) > SHOWN_HANDS:
        earlier, records = records[:-(SHOWN_HANDS - 1)], records[-(SHOWN_HANDS - 1):]
    columns = [_("H{n}").format(n=record.hand_number) for record in records]
    rows = [[(f"{moon} " if record.shooter == seat else "") + str(record.points[seat]) for record in records]
            for seat in range(players)]
    if earlier:
        columns.insert(0, _("H{first}–H{last}").format(first=earlier[0].hand_number, last=earlier[-1].hand_number))
        for seat, cells in enumerate(rows):
            cells.insert(0, str(sum(record.points[seat] for record in earlier)))
    return columns, rows


def moon_legend(records) -> bool:
    """Whether the ☾ needs its legend: someone shot the moon in the hands shown."""
    return any(record.shooter is not None for record in records)


class HeartsScores(ModalScreen[None]):
    """Dismissed to go on, by enter (what its line says) or esc; a reviewed
    decision is played again over it (``practice``, review.py), and it is
    here again when that is left.  space and q once closed it too: space
    pressed to play the last card then lost the hand's review, so a key
    that means nothing here is answered and the table stays."""

    DEFAULT_CSS = """
    HeartsScores #every-hand { height: auto; max-height: 14; margin: 1 0 0 0; }
    HeartsScores #review-line { width: 1fr; text-align: center; display: none; }
    HeartsScores.-looking { background: transparent; }
    HeartsScores.-looking #scores-dialog { display: none; }
    """
    BINDINGS = [Binding("enter,escape", "close", N_("Go on")),
                Binding("v", "review", N_("Review")),
                Binding("t", "last_trick", N_("Last trick")),
                Binding("t", "scores_again", N_("Scores"))]  # while the last trick shows (any key does)

    def __init__(self, history: Sequence, names: Sequence[str], game_over: bool,
                 ascii_mode: bool = False, reviews: Reviews | None = None,
                 practice: Callable[[Decision], None] | None = None,
                 look: Callable[[bool], None] | None = None) -> None:
        """``reviews``: the table's hand reviews (None: none at this table);
        ``practice``: plays a reviewed decision again; ``look``: tells the
        table below to show the hand's last trick (True) or the scores again
        (None: no trick to show)."""
        super().__init__()
        self.practice = practice
        self.look = look
        self.looking = False  # the table hidden, the last trick shown below it
        self.history = list(history)
        self.names = list(names)
        self.game_over = game_over
        self.ascii_mode = ascii_mode
        self.reviews = reviews
        self.hand = self.history[-1].hand_number if self.history else 0
        self.shown_at: float | None = None  # when it was first on screen (Textual's event clock)

    def compose(self) -> ComposeResult:
        last = self.history[-1] if self.history else None
        title = _("After hand {n}").format(n=last.hand_number) if last else _("Scores")
        if self.game_over:
            title = ngettext("Game over after {n} hand: every hand's points",
                             "Game over after {n} hands: every hand's points", len(self.history)
                             ).format(n=len(self.history))
        with Vertical(classes="dialog", id="scores-dialog"):
            yield Static(Text(title, style="bold"), classes="title")
            if last is not None and last.shooter is not None:
                moon = _("(moon)") if self.ascii_mode else "☾"
                shooter = _("You") if last.shooter == 0 else self.names[last.shooter]
                yield Static(Text(_("{seat} shot the moon {moon}: everyone else scores 26.").format(
                    seat=shooter, moon=moon), style="bold bright_yellow"),
                             classes="title")
            if self.game_over:
                with VerticalScroll(id="every-hand"):
                    yield Static(Align.center(self.score_sheet()), id="score-sheet")
            else:
                yield Scoreboard()
            hint = _("enter: see who won") if self.game_over else _("enter: next hand")
            if self.game_over and len(self.history) > SHEET_ROWS:
                hint = _("↑↓ scroll · {hint}").format(hint=hint)
            yield Static(Text(hint, style="bright_black"), classes="title", id="go-on-line")
            yield Static("", id="review-line")  # shown when the review has something to say
        yield Footer()

    def score_sheet(self) -> Table:
        """Every hand of the game, a row each: the points as scored and the
        running totals after the last; the lowest total starred."""
        moon = "M" if self.ascii_mode else "☾"
        totals = list(self.history[-1].totals) if self.history else [0] * len(self.names)
        best = min(totals)
        caption = (_("{moon} = shot the moon  * = the winner").format(moon=moon) if moon_legend(self.history)
                   else _("* = the winner"))
        table = Table(box=box.ASCII if self.ascii_mode else box.ROUNDED, pad_edge=True, caption=caption)
        table.add_column(_("Hand"), justify="right")
        for seat, name in enumerate(self.names):
            table.add_column(("* " if totals[seat] == best else "") + name, justify="right")
        for record in self.history:
            table.add_row(str(record.hand_number), *[
                (f"{moon} " if record.shooter == seat else "") + str(record.points[seat])
                for seat in range(len(self.names))])
        table.add_section()
        table.add_row(_("Total"), *[str(t) for t in totals], style="bold")
        return table

    def on_mount(self) -> None:
        self.call_after_refresh(self._on_screen)
        if self.review() is not None:
            self.review_ready()
        if self.game_over:
            self.query_one("#every-hand").focus()  # ↑↓ scroll a long game
            return
        moon = "M" if self.ascii_mode else "☾"
        columns, rows = hand_columns(self.history, len(self.names), moon)
        hands = self.history[-(SHOWN_HANDS - 1):] if len(self.history) > SHOWN_HANDS else self.history
        totals = list(self.history[-1].totals) if self.history else [0] * len(self.names)
        notes = [_("{moon} = shot the moon").format(moon=moon)] if moon_legend(hands) else []
        notes.append(_("lowest total wins at 100"))
        self.query_one(Scoreboard).show(self.names, columns, rows, totals, notes=notes)

    def review(self) -> Review | None:
        return self.reviews.result(self.hand) if self.reviews is not None else None

    def review_ready(self) -> None:
        """The hand's review has come: its line, and v in the Footer (once
        the dialog is composed: a review that comes before is shown by
        ``on_mount``)."""
        if not self.query("#review-line"):
            return
        self.show_line(review_line(self.review()))
        self.refresh_bindings()

    def show_line(self, line: str) -> None:
        """The review's line in the dialog (none: hidden)."""
        shown = self.query_one("#review-line", Static)
        shown.update(Text(to_ascii(line) if self.ascii_mode else line, style="bold bright_yellow"))
        shown.display = bool(line)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "scores_again":
            return self.looking
        if self.looking:  # the last trick shows: any key brings the scores back, and does nothing more
            return False
        if action == "review":  # v is offered once a review has something to show
            result = self.review()
            return result is not None and not result.quiet
        if action == "last_trick":
            return self.look is not None
        return True

    def action_last_trick(self) -> None:
        """The table hidden: the hand's last trick shows on the table below."""
        if self.look is None or self.looking or self.app.screen is not self:
            return
        self.looking = True
        self.add_class("-looking")
        self.look(True)
        self.refresh_bindings()

    def action_scores_again(self) -> None:
        if not self.looking:
            return
        self.looking = False
        self.remove_class("-looking")
        if self.look is not None:
            self.look(False)
        self.refresh_bindings()

    def _on_screen(self) -> None:
        self.shown_at = event_clock()

    def on_key(self, event) -> None:
        if self.shown_at is None or event.time < self.shown_at:
            # Pressed before the table was on screen: a key for the table
            # below ("a key shows the scores"), which the hold's end beat
            # to it; answered here it said "space does nothing here" to a
            # playtester who had not seen the table yet (enter closed it unread).
            event.prevent_default()
            event.stop()
            return
        if self.looking:
            if event.key not in QUIET_KEYS - {"escape"}:  # esc too: the table below says any key
                event.prevent_default()
                event.stop()  # the key only brings the scores back, as t at the table only goes back
                self.action_scores_again()
            return
        if event.key == "v" and not self.check_action("review", ()):
            event.stop()  # answered in the dialog, as the game-over screen answers it
            asked = self.reviews is not None and self.reviews.asked(self.hand)
            self.show_line(review_answer(self.review(), asked))
        elif event.key not in ("enter", "v", "t") and (event.is_printable or event.key == "space"):
            event.stop()  # the table stays: its line says the key that goes on
            self.query_one("#go-on-line", Static).update(Text(self.key_answer(event.key), style="bold"))

    def key_answer(self, key: str) -> str:
        """What a key that means nothing here gets: the keys that do."""
        key = _("space") if key == "space" else key
        if self.game_over:
            return _("{key} does nothing here: enter shows who won.").format(key=key)
        if self.check_action("review", ()):
            return _("{key} does nothing here: enter goes on to the next hand, v reviews this one."
                     ).format(key=key)
        return _("{key} does nothing here: enter goes on to the next hand.").format(key=key)

    def action_review(self) -> None:
        result = self.review()
        if result is None or result.quiet or self.app.screen is not self:
            return
        self.app.push_screen(ReviewScreen(result, self.names, self.ascii_mode, self.practice))

    def action_close(self) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(None)
