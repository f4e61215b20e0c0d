"""The summary after a Speed round: who slapped, who took which pile, the
table cards taken back, and each side's cards left; after the last round,
who won the game (a playtest read only "the game is over" above it).  The
match waits while it is up (the table holds it); enter goes on to the next
deal."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from rules.cards import to_ascii
from rules.core import Result
from rules.speed.events import RoundStalled, Slapped

from ...i18n import N_, _, ngettext
from ...widgets.footer import Footer

PILE_NAMES = {"L": N_("the left pile"), "R": N_("the right pile")}


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def round_lines(event: Slapped | RoundStalled, names: Sequence[str], you: int = 0) -> list[str]:
    """The summary in plain sentences, told to the person at seat ``you``
    (past tense: "You" and "North" take the same verb in both languages)."""

    def who(seat: int, start: bool = True) -> str:
        if seat == you:
            return _("You") if start else _("you")
        return names[seat]

    lines: list[str] = []
    if isinstance(event, Slapped):
        seat, other = event.seat, 1 - event.seat
        if event.target == "table":
            lines.append(_("{who} slapped the table and took no pile.").format(who=who(seat)))
            lines.append(_("{who} took the centre pile: {cards}.").format(
                who=who(other), cards=_cards(event.taken[other])))
        else:
            other_key = "R" if event.target == "L" else "L"
            lines.append(_("{who} slapped {pile} and took it: {cards}.").format(
                who=who(seat), pile=_(PILE_NAMES[event.target]), cards=_cards(event.taken[seat])))
            lines.append(_("{who} took {pile}: {cards}.").format(
                who=who(other), pile=_(PILE_NAMES[other_key]), cards=_cards(event.taken[other])))
        for s in (0, 1):
            if event.returned[s]:
                cards = _cards(event.returned[s])
                lines.append(_("You take back {cards} from the table.").format(cards=cards) if s == you else
                             _("{seat} takes back {cards} from the table.").format(seat=names[s], cards=cards))
    else:
        lines.append(_("No card could ever be played again: everyone took their own cards back."))
    left = event.cards_left
    lines.append("")
    lines.append(_("Cards left — {first}: {n}, {second}: {m}.").format(
        first=who(0, start=False), n=left[0], second=who(1, start=False), m=left[1]))
    return lines


def winner_line(result: Result, names: Sequence[str], you: int = 0) -> str:
    """Who won the game, in one line, told to the person at seat ``you``."""
    if result.is_draw:
        return _("The game is a draw.")
    if result.winners[0] == you:
        return _("You win the game!")
    return _("{seat} wins the game.").format(seat=names[result.winners[0]])


class SpeedRoundOver(ModalScreen[None]):
    DEFAULT_CSS = """
    SpeedRoundOver .summary-line { width: 1fr; text-align: center; }
    """
    # Not space: it slaps the table in a one-pile round, and a slap pressed
    # twice must not skip this summary.
    BINDINGS = [Binding("enter,escape", "close", N_("Go on"))]

    def __init__(self, round_number: int, event: Slapped | RoundStalled, names: Sequence[str],
                 game_over: bool, ascii_mode: bool = False, result: Result | None = None) -> None:
        """``result``: the game's, once this was its last round."""
        super().__init__()
        self.result = result
        self.round_number = round_number
        self.event = event
        self.names = list(names)
        self.game_over = game_over
        self.ascii_mode = ascii_mode

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="speed-round"):
            yield Static(Text(_("Round {n} is over").format(n=self.round_number), style="bold"), classes="title")
            lines = round_lines(self.event, self.names)
            if self.result is not None:
                lines.append(winner_line(self.result, self.names))
            for line in lines:
                yield Static(to_ascii(line) if self.ascii_mode else line, classes="summary-line")
            hint = _("enter: see the final table") if self.game_over else _("enter: deal the next round")
            yield Static(Text(hint, style="bright_black"), classes="title")
        yield Footer()

    def action_close(self) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(None)
