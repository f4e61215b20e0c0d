"""What happens in a Speed game, for screens to animate and the log to tell.

Center piles are named by key: ``"L"`` (started by seat 0) and ``"R"``
(started by seat 1).  Table piles are numbered 1–5.

Every event is public (``Event.seen_by`` is the default): a card in one is
played, turned face up or turned onto a center; hand piles are told as
counts only.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card
from rules.core import Event
from rules.i18n import N_, _, ngettext
from rules.voice import Voice

from .actions import CENTER_NAMES
from .view import Unblock

TABLE = N_("the table")


def _pile(key: str) -> str:
    """"the left pile" (Swedish "vänstra högen"), "the table"."""
    return _(CENTER_NAMES.get(key, TABLE))


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    round: int
    table_counts: tuple[int, int]  # table cards laid out, by seat
    hand_counts: tuple[int, int]  # hand pile after the deal and the first turn
    started: tuple[tuple[str, Card], ...]  # (center key, card turned to start it)

    def describe(self, voice: Voice) -> str:
        piles = voice.join([_("{card} on {pile}").format(card=c.label, pile=_pile(k)) for k, c in self.started])
        if len(self.started) == 1:
            return voice.tell(N_("Round {round}: table cards laid out; {piles} (one centre pile: "
                                 "a player is short of cards)."), round=self.round, piles=piles)
        return voice.tell(N_("Round {round}: table cards laid out; {piles}."), round=self.round, piles=piles)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    pile: int  # 1..5
    center: str  # "L" / "R"
    card: Card
    uncovered: Card | None  # the card turned face up under it, if any
    covered: Card  # the center card it went on

    def describe(self, voice: Voice) -> str:
        fields = {"card": self.card.label, "covered": self.covered.label, "pile": _pile(self.center)}
        if self.uncovered is not None:
            return voice.say(self.seat, N_("You play {card} on {covered} ({pile}) and turn up {uncovered}."),
                             N_("{seat} plays {card} on {covered} ({pile}) and turns up {uncovered}."),
                             uncovered=self.uncovered.label, **fields)
        return voice.say(self.seat, N_("You play {card} on {covered} ({pile})."),
                         N_("{seat} plays {card} on {covered} ({pile})."), **fields)


@dataclass(frozen=True, slots=True)
class TableCleared(Event):
    """A player placed all their table cards first and must slap."""

    seat: int
    one_pile: bool

    def describe(self, voice: Voice) -> str:
        if self.one_pile:
            return voice.say(self.seat, N_("You have placed every table card and must slap the table!"),
                             N_("{seat} has placed every table card and must slap the table!"))
        return voice.say(self.seat, N_("You have placed every table card and must slap the smaller centre pile!"),
                         N_("{seat} has placed every table card and must slap the smaller centre pile!"))


@dataclass(frozen=True, slots=True)
class Blocked(Event):
    """Nobody can play: what the turn will do (speed.md, Blocked), said as
    it will happen.  ``turners``: the seats that turn a card (a player with
    an empty hand pile turns nothing); none: ``unblock`` says what follows."""

    hand_counts: tuple[int, int]
    turners: tuple[int, ...]
    unblock: Unblock

    def describe(self, voice: Voice) -> str:
        if self.unblock is Unblock.RESHUFFLE:
            return voice.tell(N_("Nobody can play and no hand pile has a card to turn: the centre cards "
                                 "will be shuffled and shared out."))
        if self.unblock is Unblock.STALL:
            return voice.tell(N_("Nobody can play, no hand pile has a card to turn, and no card could ever "
                                 "be played again this round."))
        if len(self.turners) == 2:
            return voice.tell(N_("Nobody can play: both turn a card from their hand pile."))
        seat = self.turners[0]
        other = 1 - seat
        if voice.is_you(other):
            return voice.tell(N_("Nobody can play: only {seat} turns a card; you have none to turn."),
                              seat=voice.name(seat))
        return voice.say(seat, N_("Nobody can play: only you turn a card; {other} has none to turn."),
                         N_("Nobody can play: only {seat} turns a card; {other} has none to turn."),
                         other=voice.name(other))


@dataclass(frozen=True, slots=True)
class CentersReshuffled(Event):
    """[Reconstruction] nobody could turn: the center cards become new hand
    piles, shared out evenly."""

    hand_counts: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        shares = ", ".join(f"{voice.subject(s, start=False)} {n}" for s, n in enumerate(self.hand_counts) if n)
        return voice.tell(N_("Nobody can turn a card: the centre cards are shuffled and shared out ({shares})."),
                          shares=shares)


@dataclass(frozen=True, slots=True)
class CardsTurned(Event):
    turned: tuple[tuple[int, str, Card], ...]  # (seat, center key, card)

    def describe(self, voice: Voice) -> str:
        if not self.turned:
            return voice.tell(N_("Nobody turns a card."))
        parts = [voice.say(s, N_("You turn {card} onto {pile}") if i == 0 else N_("you turn {card} onto {pile}"),
                           N_("{seat} turns {card} onto {pile}"), card=c.label, pile=_pile(k))
                 for i, (s, k, c) in enumerate(self.turned)]
        return "; ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class Slapped(Event):
    seat: int
    target: str  # "L", "R" or "table"
    taken: tuple[int, int]  # center cards each seat took under its hand pile
    returned: tuple[int, int]  # leftover table cards each seat took back
    cards_left: tuple[int, int]  # after the round, by seat

    def describe(self, voice: Voice) -> str:
        other = 1 - self.seat
        fields = {"seat": voice.name(self.seat), "other": voice.name(other), "mine": self.taken[self.seat],
                  "theirs": self.taken[other], "pile": _pile(self.target)}
        n = self.taken[other]
        if self.target == "table":
            if voice.is_you(self.seat):
                text = ngettext("You slap the table and take no cards; {other} takes the pile ({n} card).",
                                "You slap the table and take no cards; {other} takes the pile ({n} cards).", n)
            elif voice.is_you(other):
                text = ngettext("{seat} slaps the table and takes no cards; you take the pile ({n} card).",
                                "{seat} slaps the table and takes no cards; you take the pile ({n} cards).", n)
            else:
                text = ngettext("{seat} slaps the table and takes no cards; {other} takes the pile ({n} card).",
                                "{seat} slaps the table and takes no cards; {other} takes the pile ({n} cards).", n)
            return text.format(n=n, **fields)
        mine = self.taken[self.seat]
        if voice.is_you(self.seat):
            text = ngettext("You slap {pile} and take {mine} card; {other} takes the other pile ({theirs}).",
                            "You slap {pile} and take {mine} cards; {other} takes the other pile ({theirs}).", mine)
        elif voice.is_you(other):
            text = ngettext("{seat} slaps {pile} and takes {mine} card; you take the other pile ({theirs}).",
                            "{seat} slaps {pile} and takes {mine} cards; you take the other pile ({theirs}).", mine)
        else:
            text = ngettext("{seat} slaps {pile} and takes {mine} card; {other} takes the other pile ({theirs}).",
                            "{seat} slaps {pile} and takes {mine} cards; {other} takes the other pile ({theirs}).",
                            mine)
        return text.format(**fields)


@dataclass(frozen=True, slots=True)
class RoundStalled(Event):
    """[Project rule] no card outside the table piles fits any face-up table
    card, so play could never go on: everyone takes back their own cards."""

    cards_left: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        return voice.tell(N_("No card can ever be played this round: everyone takes their cards back "
                             "and the round is dealt again."))


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int | None  # None: a draw
    reason: str  # "no cards left" / "round limit"
    cards_left: tuple[int, int]

    def describe(self, voice: Voice) -> str:
        first, second = self.cards_left
        if self.seat is None:
            return voice.tell(N_("The round limit is reached with {first} to {second} cards: a draw."),
                              first=first, second=second)
        if self.reason == "no cards left":
            return voice.say(self.seat, N_("You have no cards left and win the game!"),
                             N_("{seat} has no cards left and wins the game!"))
        return voice.say(self.seat, N_("The round limit is reached: you win with fewer cards ({first} to {second})."),
                         N_("The round limit is reached: {seat} wins with fewer cards ({first} to {second})."),
                         first=first, second=second)
