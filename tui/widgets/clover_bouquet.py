"""The bouquet on the table: the cards played this turn, the spade chain
after them card by card (and, while its player chooses, how many more the
spades allow), the clubs that score marked, and the budget.

Every line fits its width: when the whole sentence does not, a shorter one
that keeps the numbers is drawn (the cards listed become a count), never a
clipped one.

It draws a ``BouquetShow``, which the screen builds either from the view or,
while a turn is being narrated step by step, from the events seen so far
(so a card appears when its sentence does).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rich.text import Text
from textual.widget import Widget

from rules.cards import Card, to_ascii

from ..i18n import _, ngettext
from .canvas import Canvas
from .card import CARD_WIDTH, Look, ascii_mode_of, card_lines
from .quiet import Remembers

MARK = Look.WINNER  # a club that scores


@dataclass(frozen=True)
class BouquetShow:
    owner: str = ""
    mine: bool = False  # the viewer's own: "Your bouquet", as the log and the top bar say "you" (a playtest)
    played: tuple[Card, ...] = ()  # from the hand, in play order
    chained: int = 0  # the last `chained` of `played` came from the spade chain
    values: tuple[int, ...] = ()  # value of each played card
    scored: tuple[Card, ...] | None = None  # None: not counted yet
    points: int = 0
    total: int | None = None
    reds: tuple[Card, ...] | None = None  # None: budget not counted yet
    budget: int = 0
    picked: tuple[Card, ...] = ()
    budget_left: int = 0
    caption: str = ""  # what is happening to it now
    won: bool = False
    chain_left: int = 0  # extra cards the spades still allow, while its player chooses
    next_card: Card | None = None  # the card "more" would add, when the viewer may know it
    shuffled_in: int = 0  # the bouquet's cards have just gone into the hand (none on the table)

    def with_card(self, card: Card, value: int, chained: bool) -> BouquetShow:
        return replace(self, played=self.played + (card,), values=self.values + (value,),
                       chained=self.chained + chained)

    @property
    def spades(self) -> int:
        return sum(1 for c in self.played if c.suit == "S")


def _labels(cards: Sequence[Card], ascii_mode: bool) -> str:
    return " ".join(str(c) if ascii_mode else c.label for c in cards)


def fit(width: int, *candidates: Text) -> Text:
    """The first candidate that fits ``width`` cells (the last one, cut, if none does)."""
    for line in candidates:
        if line.cell_len <= width:
            return line
    last = candidates[-1].copy()
    last.truncate(width, overflow="ellipsis")
    return last


def _cards_word(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


class CloverBouquet(Remembers, Widget):
    DEFAULT_CSS = """
    CloverBouquet { height: 7; width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.bouquet = BouquetShow()

    def show(self, bouquet: BouquetShow) -> None:
        if self.same(bouquet):
            return
        self.bouquet = bouquet
        self.refresh()

    def _step(self, n: int, gap: int, width: int) -> int:
        for step in (CARD_WIDTH + 1, CARD_WIDTH, 4, 3):
            if n <= 1 or step * (n - 1) + CARD_WIDTH + gap <= width:
                return step
        return 2

    def render(self) -> Text:
        b = self.bouquet
        width = self.size.width
        canvas = Canvas(width, self.size.height)
        ascii_mode = ascii_mode_of(self)
        canvas.put(0, 0, self._head(b, ascii_mode, width))
        if not b.played:
            empty = ngettext("({n} card shuffled into the hand)", "({n} cards shuffled into the hand)",
                             b.shuffled_in).format(n=b.shuffled_in) if b.shuffled_in else \
                _("(no cards on the table yet)")
            canvas.put(1, 2, Text(empty, style="bright_black"))
            return canvas.to_text()
        first = len(b.played) - b.chained
        gap = 3 if b.chained else 0
        step = self._step(len(b.played), gap, width - 1)
        scored = set(b.scored or ())
        arrow = ">" if ascii_mode else "→"
        x = 1
        for i, card in enumerate(b.played):
            if i == first and b.chained:
                canvas.put(x, 2, Text(arrow, style="bold"))
                x += gap
            look = MARK if card in scored else Look.NORMAL
            canvas.put_lines(x, 1, card_lines(card, look, ascii_mode))
            if b.scored is not None and card.suit == "C":
                value = b.values[i] if i < len(b.values) else 0
                mark = Text(f"+{value}", style="bold bright_yellow") if card in scored else \
                    Text("--", style="bright_black")
                canvas.put(x + 1, 4, mark)
            x += step
        canvas.put(0, 5, self._chain_line(b, ascii_mode, width) if b.chain_left else
                   self._score_line(b, ascii_mode, width))
        canvas.put(0, 6, self._budget_line(b, ascii_mode, width))
        return canvas.to_text()

    def _head(self, b: BouquetShow, ascii_mode: bool, width: int) -> Text:
        name = Text(_("Your bouquet") if b.mine else _("{seat}'s bouquet").format(seat=b.owner) if b.owner else _("Bouquet"),
                    style="bold")
        if not b.played:
            return fit(width, name)
        first = len(b.played) - b.chained
        long, short = Text(" · " + ngettext("{n} played", "{n} played", first).format(n=first)), Text(f" · {first}")
        if b.chained:
            long.append(" + " + ngettext("{n} drawn by spades", "{n} drawn by spades", b.chained).format(n=b.chained))
            short.append(" + " + _("{n} by spades").format(n=b.chained))
        caption = Text(f" · {to_ascii(b.caption) if ascii_mode else b.caption}", style="italic") \
            if b.caption else Text()
        return fit(width, name + long + caption, name + short + caption, name + long, name + short)

    def _chain_line(self, b: BouquetShow, ascii_mode: bool, width: int) -> Text:
        """While the spade chain is being chosen: how many more, and the next card."""
        head = Text(_("Spade chain: "), style="bold")
        allowed = Text(ngettext("{n} more card allowed", "{n} more cards allowed", b.chain_left).format(
            n=b.chain_left), style="bold bright_green")
        if b.next_card is None:
            return fit(width, head + allowed + Text(" " + _("({seat} chooses)").format(seat=b.owner)), head + allowed)
        card = str(b.next_card) if ascii_mode else b.next_card.label
        nxt = Text(" · " + _("next: {card}").format(card=card))
        return fit(width, head + allowed + Text(" · " + _("next from the hand: {card}").format(card=card)),
                   head + allowed + nxt, allowed + nxt)

    def _score_line(self, b: BouquetShow, ascii_mode: bool, width: int) -> Text:
        if b.scored is None:
            return Text(_("Clubs: ") + ("..." if ascii_mode else "…"), style="bright_black")
        arrow = "->" if ascii_mode else "→"
        count = b.spades + 1
        head = Text(ngettext("Spades {spades} {arrow} best {n} club: ", "Spades {spades} {arrow} best {n} clubs: ",
                             count).format(spades=b.spades, arrow=arrow, n=count))
        total = Text(f" {arrow} {b.total}/40", style="bold") if b.total is not None else Text()
        if not b.scored:
            return fit(width, head + Text(_("none"), style="bright_black") + total)
        values = dict(zip(b.played, b.values))
        parts = "+".join(str(values.get(c, 0)) for c in b.scored)
        points = Text(str(b.points), style="bold bright_yellow")
        summed = Text(f"{parts} = {b.points}", style="bold bright_yellow") if len(b.scored) > 1 else points
        return fit(width, head + summed + total, head + points + total,
                   Text(_("{spades}S {arrow} {n} clubs: ").format(spades=b.spades, arrow=arrow, n=count)) + points + total)

    def _budget_line(self, b: BouquetShow, ascii_mode: bool, width: int) -> Text:
        """The budget, what was picked with it and what is left: the cards
        named while they fit, else counted; the amount left always shown."""
        if b.won:
            return fit(width, Text(_("40 reached: the game is won!"), style="bold bright_yellow"),
                       Text(_("40: won!"), style="bold bright_yellow"))
        if b.reds is None:
            return Text(_("Budget: ") + ("..." if ascii_mode else "…"), style="bright_black")
        if not b.reds:
            return fit(width, Text(_("No red card played: budget 0, no picking")),
                       Text(_("No red card: budget 0")))
        dot = " - " if ascii_mode else " · "
        left = Text(dot + _("{n} left").format(n=b.budget_left), style="bold bright_green" if b.budget_left else "bold")
        reds = ngettext("{n} red card", "{n} red cards", len(b.reds)).format(n=len(b.reds))
        budgets = [Text(_("Budget {n} ({cards})").format(n=b.budget, cards=_labels(b.reds, ascii_mode))),
                   Text(_("Budget {n} ({cards})").format(n=b.budget, cards=reds)),
                   Text(_("Budget {n}").format(n=b.budget))]
        if not b.picked:
            return fit(width, *(budget + left for budget in budgets))
        spent = b.budget - b.budget_left
        named = Text(dot + _("picked {cards}").format(cards=_labels(b.picked, ascii_mode)), style="bold")
        counted = Text(dot + _("picked {cards} for {n}").format(cards=_cards_word(len(b.picked)), n=spent),
                       style="bold")
        return fit(width, *(budget + named + left for budget in budgets),
                   *(budget + counted + left for budget in budgets[1:]),
                   Text(f"{b.budget}") + counted + left)
