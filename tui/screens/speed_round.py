"""The summary after a Speed round: who slapped, who took which pile, the
table cards taken back, and each side's cards left.  The match waits while
it is up (the table holds it); enter goes on to the next deal."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from rules.cards import to_ascii
from rules.speed.events import RoundStalled, Slapped
from rules.voice import Voice

from ..widgets.footer import Footer

PILE_NAMES = {"L": "the left pile", "R": "the right pile"}


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


def round_lines(event: Slapped | RoundStalled, names: Sequence[str], you: int = 0) -> list[str]:
    """The summary in plain sentences, told to the person at seat ``you``."""
    voice = Voice(names, you)
    lines: list[str] = []
    if isinstance(event, Slapped):
        seat, other = event.seat, 1 - event.seat
        if event.target == "table":
            lines.append(f"{voice.subject(seat)} slapped the table and took no pile.")
            lines.append(f"{voice.subject(other)} took the centre pile: {_cards(event.taken[other])}.")
        else:
            other_key = "R" if event.target == "L" else "L"
            lines.append(f"{voice.subject(seat)} slapped {PILE_NAMES[event.target]} and took it: {_cards(event.taken[seat])}.")
            lines.append(f"{voice.subject(other)} took {PILE_NAMES[other_key]}: {_cards(event.taken[other])}.")
        for s in (0, 1):
            if event.returned[s]:
                lines.append(f"{voice.does(s, 'takes', 'take')} back {_cards(event.returned[s])} from the table.")
    else:
        lines.append("No card could ever be played again: everyone took their own cards back.")
    left = event.cards_left
    lines.append("")
    lines.append(f"Cards left — {voice.object(0)}: {left[0]}, {voice.object(1)}: {left[1]}.")
    return lines


class SpeedRoundOver(ModalScreen[None]):
    DEFAULT_CSS = """
    SpeedRoundOver .summary-line { width: 1fr; text-align: center; }
    """
    # Not space: it slaps the table in a one-pile round, and a slap pressed
    # twice must not skip this summary.
    BINDINGS = [Binding("enter,escape", "close", "Go on")]

    def __init__(self, round_number: int, event: Slapped | RoundStalled, names: Sequence[str],
                 game_over: bool, ascii_mode: bool = False) -> None:
        super().__init__()
        self.round_number = round_number
        self.event = event
        self.names = list(names)
        self.game_over = game_over
        self.ascii_mode = ascii_mode

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="speed-round"):
            yield Static(Text(f"Round {self.round_number} is over", style="bold"), classes="title")
            for line in round_lines(self.event, self.names):
                yield Static(to_ascii(line) if self.ascii_mode else line, classes="summary-line")
            hint = "enter: see who won" if self.game_over else "enter: deal the next round"
            yield Static(Text(hint, style="bright_black"), classes="title")
        yield Footer()

    def action_close(self) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(None)
