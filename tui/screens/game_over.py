"""The end of a game: who won, the final totals, play again or the menu.

The person is "You" here ("You win!"; "You (South)" in the table, so that
the engine's summary, which names seats, still reads against it)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from rules.cards import to_ascii
from rules.core import Result
from rules.voice import Voice

from ..widgets import Scoreboard
from ..widgets.footer import Footer


class GameOverScreen(ModalScreen[str]):
    BINDINGS = [
        Binding("a", "choose('again')", "Play again"),
        Binding("m,escape,q", "choose('menu')", "Menu"),
    ]

    def __init__(self, result: Result | None, names: Sequence[str], ascii_mode: bool = False,
                 lowest_wins: bool = True, you: int | None = 0, total_title: str = "Total") -> None:
        """``you``: the person's seat (None: nobody at this terminal plays);
        ``total_title``: what the last column counts (Speed: cards left)."""
        super().__init__()
        self.result = result
        self.names = list(names)
        self.ascii_mode = ascii_mode
        self.lowest_wins = lowest_wins
        self.you = you
        self.total_title = total_title

    def headline(self, result: Result) -> str:
        if result.is_draw:
            return "A draw."
        voice = Voice(self.names, self.you)
        if len(result.winners) > 1:
            return voice.seats(result.winners) + " share the win!"
        return voice.does(result.winners[0], "wins", "win") + "!"

    def table_names(self) -> list[str]:
        return [f"You ({name})" if s == self.you else name for s, name in enumerate(self.names)]

    def compose(self) -> ComposeResult:
        result = self.result
        with Vertical(classes="dialog"):
            yield Static(Text("Game over", style="bold"), classes="title")
            if result is None:
                yield Static("The game ended.")
            else:
                yield Static(Text(self.headline(result), style="bold bright_yellow"), id="winners")
                summary = to_ascii(result.summary) if self.ascii_mode else result.summary
                yield Static(summary, id="summary")
                board = Scoreboard(id="final-scores")
                yield board
            with Horizontal(classes="buttons"):
                yield Button("Play again (a)", id="again", variant="success")
                yield Button("Menu (m)", id="menu", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        if not self.query("#again"):
            return  # dismissed before it was up (two keys in one go)
        if self.result is not None:
            board = self.query_one(Scoreboard)
            board.show(self.table_names(), [], [[] for _ in self.names], list(self.result.scores),
                       lowest_wins=self.lowest_wins, leaders=set(self.result.winners),
                       total_title=self.total_title)
        self.query_one("#again", Button).focus()

    def action_choose(self, choice: str) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if self.app.screen is not self:
            return  # dismissed already (two keys in one go)
        self.dismiss(event.button.id or "menu")
