"""The three cards the person is choosing to pass (the UI's state, not the
game's, until enter sends them).  No Textual: the screen (screen.py) owns
one, shows its cards selected and says what ``toggle`` answers."""

from __future__ import annotations

from collections.abc import Collection

from rules.cards import Card
from rules.hearts.game import Pass

from ...i18n import ngettext
from . import keys as hk


class PassChoice:
    def __init__(self) -> None:
        self.cards: list[Card] = []

    def clear(self) -> None:
        self.cards = []

    def keep_in(self, hand: Collection[Card]) -> None:
        """Only cards still in the hand stay chosen."""
        self.cards = [card for card in self.cards if card in hand]

    def toggle(self, card: Card) -> str:
        """Choose or put back ``card``; the sentence for the message line."""
        return hk.toggle_pass_card(self.cards, card)

    def refusal(self) -> str | None:
        """Why enter cannot pass yet (None: three are chosen)."""
        if len(self.cards) == 3:
            return None
        return ngettext("Choose 3 cards to pass ({n} chosen): space selects.",
                        "Choose 3 cards to pass ({n} chosen): space selects.", len(self.cards)).format(n=len(self.cards))

    def action(self) -> Pass:
        return Pass(tuple(self.cards))
