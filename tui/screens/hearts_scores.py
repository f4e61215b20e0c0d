"""The score table shown after each Hearts hand: points per hand, totals,
moon shots marked."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ..widgets import Scoreboard

SHOWN_HANDS = 6  # the last hands that fit at 80 columns


class HeartsScores(ModalScreen[None]):
    BINDINGS = [Binding("enter,space,escape,q", "close", "Go on")]

    def __init__(self, history: Sequence, names: Sequence[str], game_over: bool,
                 ascii_mode: bool = False) -> None:
        super().__init__()
        self.history = list(history)
        self.names = list(names)
        self.game_over = game_over
        self.ascii_mode = ascii_mode

    def compose(self) -> ComposeResult:
        last = self.history[-1] if self.history else None
        title = f"After hand {last.hand_number}" if last else "Scores"
        with Vertical(classes="dialog", id="scores-dialog"):
            yield Static(Text(title, style="bold"), classes="title")
            if last is not None and last.shooter is not None:
                moon = "(moon)" if self.ascii_mode else "☾"
                yield Static(Text(f"{self.names[last.shooter]} shot the moon {moon}: "
                                  "everyone else scores 26.", style="bold bright_yellow"),
                             classes="title")
            yield Scoreboard()
            hint = "enter: see who won" if self.game_over else "enter: next hand"
            yield Static(Text(hint, style="bright_black"), classes="title")
        yield Footer()

    def on_mount(self) -> None:
        hands = self.history[-SHOWN_HANDS:]
        moon = "M" if self.ascii_mode else "☾"
        columns = [f"H{record.hand_number}" for record in hands]
        rows = []
        for seat in range(len(self.names)):
            cells = []
            for record in hands:
                cell = str(record.points[seat])
                if record.shooter == seat:
                    cell = f"{moon} {cell}"
                cells.append(cell)
            rows.append(cells)
        totals = list(hands[-1].totals) if hands else [0] * len(self.names)
        notes = [f"{moon} = shot the moon", "lowest total wins at 100"]
        self.query_one(Scoreboard).show(self.names, columns, rows, totals, notes=notes)

    def action_close(self) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(None)
