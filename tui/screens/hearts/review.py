"""The review of a Hearts hand (issue 28): the player's costliest decisions,
as the hard player judges them from the player's own view (rules/review.py).

When a hand is scored at a table of one person, ``HandReviews`` has the
hand reviewed in a worker thread while the score table is read; the score
table says so in one line when a decision cost a point or more, and stays
quiet otherwise.  ``v`` there opens ``ReviewScreen``: each costly decision
with its cost and one sentence why; enter on one plays the hand again from
just before it, at a new table that is never saved (the game it came from
is kept as it was).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from rules.cards import to_ascii
from rules.review import Decision, Review, review

from ...i18n import N_, _, ngettext
from ...widgets.footer import Footer


class HandReviewed(Message):
    """A hand's review is done (posted from the worker thread)."""

    def __init__(self, hand: int, result: Review | None, error: BaseException | None = None) -> None:
        super().__init__()
        self.hand = hand
        self.result = result
        self.error = error


class HandReviews:
    """The reviews of the hands of one table: asked for when a hand is
    scored, kept by hand number once done (None while being worked out)."""

    def __init__(self, post: Callable[[Message], object], run: Callable[[Callable[[], None]], object]) -> None:
        """``post``: the screen's thread-safe post_message; ``run``: starts
        a job in a worker thread."""
        self.post = post
        self.run = run
        self.done: dict[int, Review | None] = {}
        self.logs: dict[int, list[tuple[int, str]]] = {}  # the log each hand was reviewed on

    def start(self, seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int, hand: int) -> None:
        if hand in self.done:
            return
        self.done[hand] = None
        log = self.logs[hand] = list(log)  # the table goes on: the review keeps the log as it was

        def job() -> None:
            try:
                self.post(HandReviewed(hand, review("hearts", seed, options, log, seat, hand)))
            except Exception as error:  # noqa: BLE001 - reported on the table's side
                self.post(HandReviewed(hand, None, error))

        self.run(job)

    def arrived(self, message: HandReviewed) -> None:
        self.done[message.hand] = message.result

    def asked(self, hand: int) -> bool:
        return hand in self.done

    def result(self, hand: int) -> Review | None:
        return self.done.get(hand)

    def log(self, decision: Decision) -> list[tuple[int, str]] | None:
        """The log the decision's review was made on (``log[:decision.index]``
        rebuilds the game just before it)."""
        for hand, result in self.done.items():
            if result is not None and decision in result.decisions:
                return self.logs[hand]
        return None


def review_line(result: Review | None) -> str:
    """The score table's one line about the review: empty while it is
    worked out and when nothing cost a point (the review stays quiet)."""
    if result is None or result.quiet:
        return ""
    shown = f"{result.decisions[0].cost:.1f}"
    count = 1 if shown == "1.0" else 2
    return ngettext("Your costliest decision cost {cost} point: v reviews it.",
                    "Your costliest decision cost {cost} points: v reviews it.", count).format(cost=shown)


def review_answer(result: Review | None, asked: bool) -> str:
    """What v answers when there is nothing to show."""
    if not asked:
        return _("This hand is not reviewed.")
    if result is None:
        return _("Your hand is still being reviewed: v again in a moment.")
    return _("No decision of yours this hand cost a point or more.")


def where(decision: Decision) -> str:
    """Where in the hand the decision was, inside a sentence."""
    if decision.step == 0:
        return _("the pass")
    return _("trick {n}").format(n=decision.step)


class ReviewScreen(ModalScreen[Decision | None]):
    """The one or two costliest decisions of a hand; enter plays the hand
    again from the one under the cursor."""

    DEFAULT_CSS = """
    ReviewScreen #decisions { height: auto; max-height: 14; margin: 1 0 0 0; }
    """
    BINDINGS = [
        Binding("enter", "replay", N_("Play again from here"), priority=True),
        Binding("escape,q,v", "close", N_("Back")),
    ]

    def __init__(self, result: Review, names: Sequence[str], ascii_mode: bool = False) -> None:
        super().__init__()
        self.result = result
        self.names = list(names)
        self.ascii_mode = ascii_mode

    def text(self, sentence: str) -> str:
        return to_ascii(sentence) if self.ascii_mode else sentence

    def compose(self) -> ComposeResult:
        title = _("Hand {n}: your costliest decisions, as the hard player judges them from what you saw").format(
            n=self.result.part)
        with Vertical(classes="dialog", id="review-dialog"):
            yield Static(Text(title, style="bold"), classes="title")
            options = []
            for decision in self.result.decisions:
                line = Text()
                line.append(_("Cost: {cost} points").format(cost=f"{decision.cost:.1f}"), style="bold")
                line.append("\n" + self.text(decision.why(self.names)))
                options.append(Option(line))
            yield OptionList(*options, id="decisions")
            yield Static(Text(_("↑↓ choose · enter plays the hand again from there (not saved; "
                                "this game is kept) · esc back"), style="bright_black"), classes="title")
        yield Footer()

    def on_mount(self) -> None:
        decisions = self.query_one(OptionList)
        decisions.highlighted = 0
        decisions.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_replay()

    def action_replay(self) -> None:
        if self.app.screen is not self:
            return
        index = self.query_one(OptionList).highlighted or 0
        self.dismiss(self.result.decisions[index])

    def action_close(self) -> None:
        if self.app.screen is not self:
            return
        self.dismiss(None)


def replay_sentence(decision: Decision, hand: int, kept: bool = True) -> str:
    """``kept``: the game it came from is still unfinished (resumable)."""
    if not kept:
        return _("Hand {hand} again from {where}: practice, not saved.").format(hand=hand, where=where(decision))
    return _("Hand {hand} again from {where}: practice, not saved (your game is kept).").format(
        hand=hand, where=where(decision))
