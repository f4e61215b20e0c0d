"""The review of a player's decisions (issue 28): the costliest, as the hard
player judges them from the player's own view (rules/review.py), for every
game that has one: a Hearts hand at its score table, a whole game at the
game-over screen (Hearts across its hands; Skördespelet and
Klöverplockarspelet by win chance).

At a table of one person, ``Reviews`` has a part (a Hearts hand) or the
whole game (part ``GAME``) reviewed in a worker thread while the table
goes on; the screen that waits for it (the score table, the game-over
screen) says so in one line when a decision cost enough, and stays quiet
otherwise.  ``v`` there opens ``ReviewScreen``: each costly decision with
its cost and one sentence why; enter on one plays the game again from just
before it (``play_again_from``), at a new table that is never saved (the
game it came from is kept as it was).  The practice table is pushed over
the review, so that leaving it comes back to the review it came from (its
other decisions, the score table or game-over screen under it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace as dc_replace
from typing import Protocol

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from rules.cards import to_ascii
from rules.driver import Driver
from rules.games import load
from rules.review import Decision, Review, review, review_game
from rules.stopping import Stopped, stoppable

from ..i18n import N_, _, decimal, ngettext
from ..settings import TableSettings
from ..widgets.footer import Footer
from . import registry
from .review_words import TURNS, ReviewWords
from .table.replay import Replay

GAME = 0  # the part that is the whole game


class Reviewed(Message):
    """A review is done (posted from the worker thread)."""

    def __init__(self, part: int, result: Review | None, error: BaseException | None = None) -> None:
        super().__init__()
        self.part = part
        self.result = result
        self.error = error


class Reviews:
    """The reviews of one table's game: its parts (Hearts hands) asked for
    as they are scored, the whole game at its end; kept by part once done
    (None while being worked out)."""

    def __init__(self, game: str, post: Callable[[Message], object], run: Callable[[Callable[[], None]], object]
                 ) -> None:
        """``post``: the waiting screen's thread-safe post_message; ``run``:
        starts a job in a Textual thread worker (one the job can find with
        ``get_current_worker``; cancelling it stops the review)."""
        self.game = game
        self.post = post
        self.run = run
        self.done: dict[int, Review | None] = {}
        self.logs: dict[int, list[tuple[int, str]]] = {}  # the log each part was reviewed on

    def start(self, seed: int, options: dict, log: Sequence[tuple[int, str]], seat: int, part: int,
              known: Mapping[int, Review] | None = None) -> None:
        """Review ``part`` (``GAME``: the whole game, reusing the reviews of
        its parts in ``known``)."""
        if part in self.done:
            return
        self.done[part] = None
        log = self.logs[part] = list(log)  # the table goes on: the review keeps the log as it was
        known = dict(known or {})
        game = self.game

        def job() -> None:
            try:
                worker = get_current_worker()  # cancelled with the screen that started it, or the app
                with stoppable(lambda: worker.is_cancelled):
                    if part == GAME:
                        result = review_game(game, seed, options, log, seat, known)
                    else:
                        result = review(game, seed, options, log, seat, part)
                self.post(Reviewed(part, result))
            except Stopped:
                return  # nobody waits for it any more: no CPU spent beside the next game
            except Exception as error:  # noqa: BLE001 - reported on the table's side
                self.post(Reviewed(part, None, error))

        self.run(job)

    def arrived(self, message: Reviewed) -> None:
        self.done[message.part] = message.result

    def asked(self, part: int) -> bool:
        return part in self.done

    def result(self, part: int) -> Review | None:
        return self.done.get(part)

    def finished(self) -> dict[int, Review]:
        """The reviews done so far, by part."""
        return {part: result for part, result in self.done.items() if result is not None}

    def log(self, decision: Decision) -> list[tuple[int, str]] | None:
        """The log the decision's review was made on (``log[:decision.index]``
        rebuilds the game just before it)."""
        for part, result in self.done.items():
            if result is not None and decision in result.decisions:
                return self.logs[part]
        return None


def cost_text(result: Review, decision: Decision) -> str:
    """A decision's cost in the review's unit ("4.2 points")."""
    if result.unit == "points":
        return _("{cost} points").format(cost=decimal(decision.cost))
    return _("{cost} percentage points of win chance").format(cost=round(100 * decision.cost))


def review_line(result: Review | None) -> str:
    """The one line about the review: empty while it is worked out and
    when nothing cost enough (the review stays quiet)."""
    if result is None or result.quiet:
        return ""
    top = result.decisions[0]
    if result.unit != "points":
        return _("Your costliest decision cost {cost}: v reviews it.").format(cost=cost_text(result, top))
    shown = decimal(top.cost)
    count = 1 if round(top.cost, 1) == 1 else 2
    if result.part == GAME:
        return ngettext("Your costliest decision of the game cost {cost} point: v reviews it.",
                        "Your costliest decision of the game cost {cost} points: v reviews it.", count
                        ).format(cost=shown)
    return ngettext("Your costliest decision cost {cost} point: v reviews it.",
                    "Your costliest decision cost {cost} points: v reviews it.", count).format(cost=shown)


def review_answer(result: Review | None, asked: bool, part: int = 1) -> str:
    """What v answers when there is nothing to show."""
    if part == GAME:
        if not asked:
            return _("This game is not reviewed.")
        if result is None:
            return _("Your game is still being reviewed: v again in a moment.")
        if result.unit == "points":
            return _("No decision of yours this game cost a point or more.")
        return _("No decision of yours this game cost 5 percentage points of win chance or more.")
    if not asked:
        return _("This hand is not reviewed.")
    if result is None:
        return _("Your hand is still being reviewed: v again in a moment.")
    return _("No decision of yours this hand cost a point or more.")


def words(game: str) -> ReviewWords:
    """How ``game`` says where a decision was (its table spec's words, or a
    game of turns')."""
    ref = registry.entry(game).review_words if game in registry.TABLES else ""
    return load(ref) if ref else TURNS


class ReviewScreen(ModalScreen[None]):
    """The one or two costliest decisions of a hand or a game; enter plays
    the game again from the one under the cursor (``practice``: opens the
    practice table over this screen, which stays for when it is left)."""

    # Opaque: drawn over a taller score table, a see-through review left
    # that table's last lines and its bottom border showing below its own.
    DEFAULT_CSS = """
    ReviewScreen { background: $background; }
    ReviewScreen #decisions { height: auto; max-height: 14; margin: 1 0 0 0; }
    """
    BINDINGS = [
        Binding("enter", "replay", N_("Play again from here"), priority=True),
        Binding("escape,q,v", "close", N_("Back")),
    ]

    def __init__(self, result: Review, names: Sequence[str], ascii_mode: bool = False,
                 practice: Callable[[Decision], None] | None = None) -> None:
        super().__init__()
        self.result = result
        self.practice = practice
        self.names = list(names)
        self.ascii_mode = ascii_mode

    def text(self, sentence: str) -> str:
        return to_ascii(sentence) if self.ascii_mode else sentence

    def heading(self) -> str:
        if self.result.part != GAME:
            return _("Hand {n}: your costliest decisions, as the hard player judges them from what you saw").format(
                n=self.result.part)
        return _("Your costliest decisions of the game, as the hard player judges them from what you saw")

    def compose(self) -> ComposeResult:
        result = self.result
        with Vertical(classes="dialog", id="review-dialog"):
            yield Static(Text(self.heading(), style="bold"), classes="title")
            options = []
            for decision in result.decisions:
                cost = words(result.game).cost(decision, cost_text(result, decision), whole=result.part == GAME)
                line = Text()
                line.append(cost, style="bold")
                line.append("\n" + self.text(decision.why(self.names)))
                options.append(Option(line))
            yield OptionList(*options, id="decisions")
            again = _("↑↓ choose · enter plays the hand again from there (not saved; this game is kept) · esc back")
            if result.part == GAME:
                again = _("↑↓ choose · enter plays the game again from there (not saved) · esc back")
            yield Static(Text(again, style="bright_black"), classes="title")
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
        if self.practice is not None:
            self.practice(self.result.decisions[index])

    def action_close(self) -> None:
        if self.app.screen is not self:
            return
        self.dismiss(None)


class ReplayingTable(Protocol):
    """What ``play_again_from`` needs of the table it replaces (a
    protocol, so the review never imports the table screen built on it)."""

    settings: TableSettings
    app: App  # pushes the practice table

    @property
    def session(self) -> Driver:
        """The table's driver (its game's seed)."""

    def __init__(self, settings: TableSettings, *, replay: Replay) -> None:
        """A practice table of the same kind: ``type(table)(settings, replay=…)``."""


def play_again_from(screen: ReplayingTable, decision: Decision, log: Sequence[tuple[int, str]], hand: int,
                    kept: bool) -> None:
    """A reviewed decision played again: a practice table of the same game
    (its seed) from just before the decision, never saved, pushed over the
    review, which leaving it comes back to; the game it came from is kept
    as it was, held under them."""

    settings = dc_replace(screen.settings, seed=screen.session.game.seed)
    replay = Replay(tuple(log[:decision.index]), words(screen.settings.game).again(decision, hand, kept))
    table = type(screen)(settings, replay=replay)
    assert isinstance(table, Screen)  # a table of the same kind as ``screen``, a table screen
    screen.app.push_screen(table)
