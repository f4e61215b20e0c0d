"""Why a reviewed Hearts card or pass cost points: one true sentence.

The sentence is chosen from what the seat saw and what the table saw
happen (the tricks won), never from a guess: "you took it yourself" only
when the trick says so, "would have stayed under West's K♠" only when that
card was already on the table and the better card was lower in the suit
led, "had shown no hearts" only when the view shows the void.  Otherwise it
says the figures.  A story from the playouts (review_story.py: what came
of the card, who took the trick or Q♠, who shot the moon) is said before
the figures when the review has one, and the table's own facts when not.
It is kept as facts (``Why``) and said when asked, in the language of the
moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypedDict

from rules.cards import CARDS, Card, cards_label
from rules.i18n import _, decimal, ngettext
from rules.voice import Voice

from .events import TrickWon
from .game import SEAT_NAMES
from .heuristics import power, trick_winner, trick_winner_seat
from .masks import QS
from .review_story import Told, say_told
from .sampler import knowledge
from .view import HeartsView

HEARTS_BIT = 1 << 1  # hearts in a Knowledge.voids suit set
QUEEN = CARDS[QS]


@dataclass(frozen=True)
class Why:
    """The facts a sentence is made of; ``kind`` picks the sentence."""

    kind: str  # "moon plan", "queen taken", "heart into void", "moon", "took", "stop the moon", "kept queen", "figures"
    players: int
    trick: int  # 1-based
    card: Card
    best: Card
    chosen_value: float
    best_value: float
    samples: int
    points: int = 0  # the points in the trick the card took
    under: tuple[int, Card] | None = None  # (seat, card) on the table that ``best`` stays under
    void: tuple[int, ...] = ()  # seats shown void in hearts
    later: int = 0  # the trick (1-based) in which the seat took the Q♠ it kept
    shooter: int | None = None  # the other seat that took (or had taken so far) every point this hand
    told: Told | None = None  # what came of it in its playouts (review_story.py): said first when there is one
    seat: int = 0

    def say(self, names: Sequence[str] | None = None) -> str:
        seats = tuple(_(n) for n in SEAT_NAMES[self.players]) if names is None else tuple(names)
        if self.told is not None:
            return say_told(self.told, seats, self.seat, decimal(self.chosen_value), decimal(self.best_value),
                            lambda cards: cards[0].label)
        voice = Voice(seats)
        f = {"trick": self.trick, "card": self.card.label, "best": self.best.label,
             "chosen_value": decimal(self.chosen_value), "best_value": decimal(self.best_value),
             "deals": self.samples, "points": self.points, "later": self.later}
        if self.under is not None:
            f["seat"], f["winner"] = voice.name(self.under[0]), self.under[1].label
        if self.kind == "moon plan":
            return _("Trick {trick}: nobody else had a point yet; {best}, going for the moon, expected "
                     "{best_value} points over {deals} sampled deals, {card} {chosen_value}.").format(**f)
        if self.kind == "queen taken":
            if self.under is not None:
                return ngettext(
                    "Trick {trick}: you played {card} and took it yourself, {points} point; {best} would "
                    "have stayed under {seat}'s {winner} (expected {best_value} points).",
                    "Trick {trick}: you played {card} and took it yourself, {points} points; {best} would "
                    "have stayed under {seat}'s {winner} (expected {best_value} points).", self.points).format(**f)
            return ngettext(
                "Trick {trick}: you played {card} and took it yourself, {points} point; {best} expected "
                "{best_value} points over {deals} sampled deals.",
                "Trick {trick}: you played {card} and took it yourself, {points} points; {best} expected "
                "{best_value} points over {deals} sampled deals.", self.points).format(**f)
        if self.kind == "heart into void":
            return _("Trick {trick}: you led {card} when {seats} had shown no hearts; {best} expected "
                     "{best_value} points over {deals} sampled deals, {card} {chosen_value}.").format(
                seats=Voice.join([voice.name(s) for s in self.void]), **f)
        if self.kind == "moon":
            return _("Trick {trick}: after {card}, {shooter} took every point and shot the moon; {best} "
                     "expected {best_value} points over {deals} sampled deals, {card} {chosen_value}.").format(
                shooter=voice.name(self.shooter), **f)
        if self.kind == "took":
            if self.under is not None:
                return ngettext(
                    "Trick {trick}: {card} took the trick and its {points} point; {best} would have stayed "
                    "under {seat}'s {winner} (expected {best_value} points).",
                    "Trick {trick}: {card} took the trick and its {points} points; {best} would have stayed "
                    "under {seat}'s {winner} (expected {best_value} points).", self.points).format(**f)
            return ngettext(
                "Trick {trick}: {card} took the trick and its {points} point; {best} expected {best_value} "
                "points over {deals} sampled deals, {card} {chosen_value}.",
                "Trick {trick}: {card} took the trick and its {points} points; {best} expected {best_value} "
                "points over {deals} sampled deals, {card} {chosen_value}.", self.points).format(**f)
        if self.kind == "stop the moon":
            return _("Trick {trick}: {shooter} had taken every point so far; {best} would have given {seat} "
                     "a point and ended {shooter}'s chance of taking them all (expected {best_value} points), "
                     "{card} {chosen_value}.").format(shooter=voice.name(self.shooter), **f)
        if self.kind == "kept queen":
            return _("Trick {trick}: you kept {best} and took it yourself on trick {later}; playing it "
                     "expected {best_value} points over {deals} sampled deals, {card} {chosen_value}.").format(**f)
        return _("Trick {trick}: {card} expected {chosen_value} points over {deals} sampled deals; "
                 "{best} expected {best_value}.").format(**f)


class _Facts(TypedDict):
    """What every ``Why`` of a card says (``why_of``)."""

    players: int
    trick: int
    card: Card
    best: Card
    chosen_value: float
    best_value: float
    samples: int
    told: Told | None
    seat: int


@dataclass(frozen=True)
class PassWhy:
    """The facts about a costly pass: the cards passed and the better ones;
    ``later``: the trick (1-based) in which the seat took Q♠ (0: it did not)."""

    cards: tuple[Card, ...]
    best: tuple[Card, ...]
    chosen_value: float
    best_value: float
    samples: int
    later: int = 0
    told: Told | None = None  # what came of it in its playouts (review_story.py): said first when there is one
    seat: int = 0
    players: int = 4

    def say(self, names: Sequence[str] | None = None) -> str:
        if self.told is not None:
            seats = tuple(_(n) for n in SEAT_NAMES[self.players]) if names is None else tuple(names)
            return say_told(self.told, seats, self.seat, decimal(self.chosen_value), decimal(self.best_value),
                            cards_label)
        f = {"cards": cards_label(self.cards), "best": cards_label(self.best), "deals": self.samples,
             "chosen_value": decimal(self.chosen_value), "best_value": decimal(self.best_value),
             "queen": QUEEN.label, "later": self.later}
        kept = any(c.code == QS for c in self.best) and not any(c.code == QS for c in self.cards)
        if kept and self.later:
            return _("Pass: you kept {queen} and took it yourself on trick {later}; passing {best} expected "
                     "{best_value} points over {deals} sampled deals, passing {cards} {chosen_value}.").format(**f)
        if kept:
            return _("Pass: you kept {queen}; passing {best} expected {best_value} points over {deals} sampled "
                     "deals, passing {cards} {chosen_value}.").format(**f)
        return _("Pass: {cards} expected {chosen_value} points over {deals} sampled deals; passing {best} "
                 "expected {best_value}.").format(**f)


def why_of(view: HeartsView, card: Card, best: Card, chosen_value: float, best_value: float, samples: int,
           tricks: Sequence[TrickWon], moon: bool = False, told: Told | None = None) -> Why:
    """The facts for ``card`` played from ``view`` when ``best`` was better;
    ``tricks`` are the hand's tricks as the table saw them won; ``moon``:
    ``best``'s figure is its plan of going for the moon; ``told``: what came
    of it in its playouts."""
    me = view.seat
    index = len(view.tricks_played)
    this = next((t for t in tricks if t.trick_index == index), None)
    took = this if this is not None and this.winner == me else None  # the trick the card took
    facts: _Facts = {"players": view.num_players, "trick": index + 1, "card": card, "best": best,
             "chosen_value": chosen_value, "best_value": best_value, "samples": samples, "told": told,
             "seat": me}
    under = _stays_under(view, best)
    if moon:
        return Why("moon plan", **facts)
    if took is not None and card.code == QS:
        return Why("queen taken", points=took.points, under=under, **facts)
    if not view.trick and card.suit == "H":
        void = tuple(s for s, suits in enumerate(knowledge(view).voids) if s != me and suits & HEARTS_BIT)
        if void:
            return Why("heart into void", void=void, **facts)
    shooter = _shooter(tricks, view.num_players)
    if shooter is not None and shooter != me:
        return Why("moon", shooter=shooter, **facts)
    if took is not None and took.points:
        return Why("took", points=took.points, under=under, **facts)
    stopper = _stops_the_moon(view, best)
    if stopper is not None:
        return Why("stop the moon", shooter=stopper[0], under=(stopper[1], stopper[2]), **facts)
    if best.code == QS:
        later = next((t for t in tricks if t.trick_index > index and t.winner == me
                      and any(c.code == QS for _, c in t.cards)), None)
        if later is not None:
            return Why("kept queen", later=later.trick_index + 1, **facts)
    return Why("figures", **facts)


def _shooter(tricks: Sequence[TrickWon], players: int) -> int | None:
    """The seat that took all 26 points in the hand, if one did."""
    taken = [0] * players
    for t in tricks:
        taken[t.winner] += t.points
    return next((s for s, points in enumerate(taken) if points == 26), None)


def _stops_the_moon(view: HeartsView, best: Card) -> tuple[int, int, Card] | None:
    """(shooter, seat, card) when one other seat holds every point taken so
    far and ``best``, a point card played last to the trick, would have
    gone to another seat's winning ``card`` and so given that seat a point."""
    me = view.seat
    holders = [s for s, points in enumerate(view.points_this_hand) if points]
    if len(holders) != 1 or holders[0] == me or len(view.trick) != view.num_players - 1:
        return None
    if not (best.suit == "H" or best.code == QS):
        return None
    winner = trick_winner(view.trick)
    seat = trick_winner_seat(view.trick)
    if seat == holders[0] or (best.suit == winner.suit and power(best) > power(winner)):
        return None
    return holders[0], seat, winner


def _stays_under(view: HeartsView, best: Card) -> tuple[int, Card] | None:
    """The (seat, card) winning the trick on the table when ``best`` follows
    suit under it, so that ``best`` could not have won the trick; else None."""
    if not view.trick:
        return None
    winner = trick_winner(view.trick)
    if best.suit == winner.suit and power(best) < power(winner):
        return trick_winner_seat(view.trick), winner
    return None
