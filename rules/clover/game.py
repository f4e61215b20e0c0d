"""Klöverplockarspelet, the clover picker: the engine.

A turn has two decisions.  The five rightmost cards are played inside
``apply`` of the previous turn's ``done`` (for the first turn: in the
constructor, reported in ``opening_events``).  If spades are among them and
the hand is not empty, the turn is in the ``chain`` phase (``Phase``): each spade allows
one more card, and each is the player's choice, ``more`` (the rightmost
card) or ``stop``; a spade played so allows one more again.  When the chain
ends (stopped, used up, or the hand empty) the clubs are scored and the
budget counted, and the turn is in the ``pick`` phase: the player picks from
the meadow, one ``pick`` at a time, and ends with ``done``.  ``done`` is
always legal there and is the only legal action when nothing is
affordable: every turn takes at least that one keypress, so a person sees
the bouquet, the spade chain and the clubs before the turn goes on.
``turn_events()`` narrates the current turn's steps so far again at any
time, after loading too.  The phase is "over" once someone has 40 or the
turns ran out; the saved ``phase`` is the turn's step, which stays "pick"
then.  ``scores()`` are the running totals (highest wins); no history of
them is kept (``score_history()`` is empty).

Action notation: ``more``, ``stop``, ``pick 7C`` (also read: ``pick 3`` =
meadow slot 3 of 1–5, counted from the left) and ``done``; see actions.py.  Events: see
events.py.  Options: ``first`` (0, 1, or None: drawn from the game's rng),
``names`` (two display names, optional).

Storage orders: a hand is a list whose index 0 is the LEFT end (cards leave
from the end of the list, bouquets come in at index 0); the talon is a list
whose index 0 is the BOTTOM (cards are drawn from the end of the list).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.cards import CARDS, Card, parse_card
from rules.core import Action, Event, Game, IllegalAction, Result, check_seat, guard_apply, guard_parse, guard_view, rng_from_json, scores_line
from rules.i18n import N_, _, ngettext

from . import actions
from .actions import DONE, MORE, STOP, Done, More, Pick, Stop
from .events import (
    BouquetShuffledIn,
    BudgetCounted,
    CardsPlayed,
    ChainCardPlayed,
    ChainOffered,
    ChainStopped,
    ClubsScored,
    GameDrawn,
    GameWon,
    MeadowPassed,
    Picked,
    Refilled,
    TurnStarted,
)
from .values import (
    BOUQUET_SIZE,
    IS_RED,
    IS_SPADE,
    MAX_TURNS,
    MEADOW_SIZE,
    RED_ACES,
    RED_TWOS,
    VALUE,
    WIN_SCORE,
    club_points,
)
from .view import CloverView, Phase
from .view import Phase as CloverPhase  # the class's own ``Phase`` is no name for a type inside it

SEAT_NAMES = (N_("South"), N_("North"))  # the person sits South in the app, as at every table


class CloverGame(Game):
    name = "clover"
    title = N_("Klöverplockarspelet")  # marked: Game.display_title() says it
    num_players = 2
    # 2: the spade chain is a choice, one "more" or "stop" at a time.
    rules_version = 2
    Phase = Phase
    lower_wins = False

    def __init__(self, seed: int = 0, first: int | None = None, names: list[str] | None = None):
        if first not in (None, 0, 1):
            raise ValueError(f"first must be 0, 1 or None, not {first!r}")
        if names is not None and len(names) != 2:
            raise ValueError("names: two names are needed")
        self.seed = seed
        self.options: dict[str, Any] = {"first": first}
        if names is not None:
            self.options["names"] = list(names)
        self.rng = random.Random(seed)
        rng = self.rng
        twos = list(RED_TWOS)
        rng.shuffle(twos)
        aces = list(RED_ACES)
        rng.shuffle(aces)
        self.hands: list[list[Card]] = []
        for s in range(2):
            hand = [aces[s], *twos[4 * s: 4 * s + 4]]
            rng.shuffle(hand)
            self.hands.append(hand)
        dealt = {c for h in self.hands for c in h}
        self.talon: list[Card] = [c for c in CARDS if c not in dealt]
        rng.shuffle(self.talon)
        self.meadow: list[Card | None] = [self.talon.pop() for _ in range(MEADOW_SIZE)]
        self.talon_hidden = len(self.talon)  # the top cards nobody has seen
        # Each hand as groups [size, seen by the opponent], left to right.
        self.groups: list[list[list]] = [[[5, False]], [[5, False]]]
        self.totals = [0, 0]  # running totals by seat
        self.last_bouquets: list[tuple[Card, ...]] = [(), ()]
        self.winner: int | None = None
        self.drawn = False
        self.turn_number = 1
        # The first turn's automatic steps, for the first screen (as in Harvest
        # and Speed); empty after from_json.  turn_events() rebuilds them.
        self.opening_events: list[Event] = self._start_turn(rng.randrange(2) if first is None else first)

    @classmethod
    def from_position(cls, hands: Sequence[Sequence[Card]], meadow: Sequence[Card | None],
                      talon: Sequence[Card] = (), *, to_move: int = 0, scores: Sequence[int] = (0, 0),
                      turn_number: int = 1, seed: int = 0, seen: bool = False,
                      whole_deck: bool = True) -> CloverGame:
        """A game at the start of ``to_move``'s turn, for lessons and worked
        examples: its five rightmost cards are played as every turn's are
        (then the chain, or the clubs scored and the pick).  ``hands`` are
        written left to right, ``meadow`` is the five slots (None: empty),
        ``talon`` bottom first.  ``seen``: each hand counts as laid out
        before, so the opponent's view knows its cards.  ``ValueError`` for a
        card named twice, cards that are not the whole deck (``whole_deck=False``
        allows fewer, for a talon that runs out: then the 52-card invariant
        does not hold), a meadow of other than five slots, an empty hand to
        move, or a seat, score or turn out of range."""
        held, slots, stock = [list(h) for h in hands], list(meadow), list(talon)
        named = [c for h in held for c in h] + [c for c in slots if c is not None] + stock
        if len(set(named)) != len(named):
            raise ValueError(f"named twice: {' '.join(sorted({c.label for c in named if named.count(c) > 1}))}")
        if whole_deck and set(named) != set(CARDS):
            raise ValueError(f"not the whole deck: {' '.join(c.label for c in CARDS if c not in set(named))} missing")
        if len(held) != 2 or len(slots) != MEADOW_SIZE:
            raise ValueError(f"two hands and a meadow of {MEADOW_SIZE} slots")
        if to_move not in (0, 1) or not held[to_move]:
            raise ValueError("the seat to move (0 or 1) has cards to play")
        if len(scores) != 2 or not all(0 <= s < WIN_SCORE for s in scores) or not 1 <= turn_number <= MAX_TURNS:
            raise ValueError(f"scores from 0 to {WIN_SCORE - 1} and a turn from 1 to {MAX_TURNS}")
        game = cls.__new__(cls)
        game.seed, game.options, game.rng = seed, {"first": to_move}, random.Random(seed)
        game.hands = held
        game.groups = [[[len(h), seen]] if h else [] for h in held]
        game.talon, game.talon_hidden = stock, len(stock)
        game.meadow = slots
        game.totals = list(scores)
        game.last_bouquets = [(), ()]
        game.winner, game.drawn, game.turn_number = None, False, turn_number
        game.opening_events = game._start_turn(to_move)
        return game

    # Turn steps ------------------------------------------------------------

    def _clear_bouquet(self) -> None:
        self.bouquet: list[Card] = []
        self.chained = 0
        self.step = Phase.PICK  # CHAIN while extra cards may still be chosen
        self.chain_stopped = False  # ended by "stop" with cards still allowed
        self.picked: list[Card] = []
        self.spades = 0
        self.scored: list[Card] = []
        self.budget = 0
        self.budget_left = 0

    @property
    def chain_left(self) -> int:
        """Extra cards the spades still allow (0 outside the chain phase)."""
        return self.spades - self.chained if self.step is Phase.CHAIN else 0

    def _play_card(self, seat: int) -> Card:
        """The rightmost card of the hand to the bouquet."""
        hand, groups = self.hands[seat], self.groups[seat]
        card = hand.pop()
        groups[-1][0] -= 1
        if not groups[-1][0]:
            groups.pop()
        self.bouquet.append(card)
        if IS_SPADE[card.code]:
            self.spades += 1
        return card

    def _start_turn(self, seat: int) -> list[Event]:
        """Play the five rightmost cards; offer the chain or score at once."""
        self.current = seat
        self._clear_bouquet()
        hand = self.hands[seat]
        while len(self.bouquet) < BOUQUET_SIZE and hand:
            self._play_card(seat)
        events: list[Event] = [TurnStarted(seat, self.turn_number), CardsPlayed(seat, tuple(self.bouquet))]
        if self.spades and hand:
            self.step = Phase.CHAIN
            events.append(ChainOffered(seat, self.spades, self.spades))
            return events
        return events + self._score()

    def _more(self, seat: int) -> list[Event]:
        spades = self.spades
        card = self._play_card(seat)
        self.chained += 1
        allowed, in_hand = self.spades - self.chained, len(self.hands[seat])
        events: list[Event] = [ChainCardPlayed(seat, card, spades, self.chained, allowed, in_hand)]
        if allowed and in_hand:
            return events
        self.step = Phase.PICK
        return events + self._score()

    def _stop(self, seat: int) -> list[Event]:
        allowed = self.chain_left
        self.step, self.chain_stopped = Phase.PICK, True
        return [ChainStopped(seat, self.chained, allowed), *self._score()]

    def _score(self) -> list[Event]:
        """The chain is over: score the clubs, then win or count the budget."""
        seat, played = self.current, self.bouquet
        self.scored, points = club_points(played, self.spades)
        self.totals[seat] += points
        if self.totals[seat] >= WIN_SCORE:
            self.winner = seat
        else:
            self.budget = self.budget_left = sum(VALUE[c.code] for c in played if IS_RED[c.code])
        return self._score_events()

    def _score_events(self) -> list[Event]:
        seat = self.current
        values = tuple(VALUE[c.code] for c in self.scored)
        events: list[Event] = [ClubsScored(seat, self.spades, tuple(self.scored), values, sum(values),
                                           self.totals[seat])]
        if self.winner == seat:
            events.append(GameWon(seat, self.totals[seat]))
        else:
            reds = tuple(c for c in self.bouquet if IS_RED[c.code])
            events.append(BudgetCounted(seat, reds, self.budget))
        return events

    def turn_events(self) -> list[Event]:
        """The current turn's steps so far, as events (also for the first
        turn, which the constructor played, and after loading)."""
        seat, played = self.current, self.bouquet
        first = min(len(played), BOUQUET_SIZE)
        events: list[Event] = [TurnStarted(seat, self.turn_number), CardsPlayed(seat, tuple(played[:first]))]
        spades = sum(1 for c in played[:first] if IS_SPADE[c.code])
        in_hand = len(self.hands[seat]) + self.chained  # after the first five
        if spades and in_hand:
            events.append(ChainOffered(seat, spades, spades))
        for i, card in enumerate(played[first:]):
            before = spades
            spades += IS_SPADE[card.code]
            in_hand -= 1
            events.append(ChainCardPlayed(seat, card, before, i + 1, spades - (i + 1), in_hand))
        if self.step is Phase.CHAIN:
            return events
        if self.chain_stopped:
            events.append(ChainStopped(seat, self.chained, self.spades - self.chained))
        return events + self._score_events()

    def undo_barrier(self, before: Game) -> str | None:
        """Never back past a card turned up from the talon, nor past the
        other seat's cards laid out from its hand: undone, either would be
        a free peek at what is coming (pick, undo, pick again knowing; the
        hand is a fixed row, so its bouquet shows the other player's next
        cards in order, and clover.md hides that hand).  ``before`` is a
        position where its ``current`` seat decides (the one who would
        decide again); the other seat lays cards out only in its own
        turn, the next one, played from the hand it held at ``before``."""
        if not isinstance(before, CloverGame):
            return None
        other = 1 - before.current
        if self.turn_number > before.turn_number and before.hands[other]:
            return _("No undo past {seat}'s bouquet: its cards are laid out, in its hand's order.").format(
                seat=self.names[other])
        if before.talon_hidden > self.talon_hidden:
            return _("No undo past a card turned up from the talon: you have seen it.")
        return None

    def _draw(self) -> Card | None:
        if not self.talon:
            return None
        if self.talon_hidden:
            self.talon_hidden -= 1
        return self.talon.pop()

    def _pick(self, seat: int, card: Card) -> list[Event]:
        slot = self.meadow.index(card)
        cost = VALUE[card.code]
        self.picked.append(card)
        self.budget_left -= cost
        self.meadow[slot] = new = self._draw()
        return [Picked(seat, slot, card, cost, self.budget_left), Refilled(slot, new)]

    def _pass_meadow(self, seat: int) -> Event:
        returned = [c for c in self.meadow if c is not None]
        self.talon[0:0] = returned[::-1]  # slot 1 on top of them, slot 5 at the very bottom
        self.meadow = [self._draw() for _ in range(MEADOW_SIZE)]
        return MeadowPassed(seat, tuple(returned), tuple(self.meadow))

    def _finish(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if not self.picked:
            events.append(self._pass_meadow(seat))
        laid = self.bouquet + self.picked
        shuffled = laid[:]
        self.rng.shuffle(shuffled)
        self.hands[seat][0:0] = shuffled
        self.groups[seat].insert(0, [len(shuffled), True])
        self.last_bouquets[seat] = tuple(laid)
        events.append(BouquetShuffledIn(seat, tuple(laid), len(self.hands[seat])))
        if self.turn_number >= MAX_TURNS:
            self.drawn = True
            self._clear_bouquet()
            events.append(GameDrawn(self.turn_number, tuple(self.totals)))
            return events
        self.turn_number += 1
        events.extend(self._start_turn(1 - seat))
        return events

    # The contract ------------------------------------------------------------

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over else frozenset((self.current,))

    def legal_actions(self, seat: int) -> list[Action]:
        if self.is_over or seat != self.current:
            return []
        if self.step is Phase.CHAIN:
            return [MORE, STOP]
        left = self.budget_left
        picks: list[Action] = [Pick(c) for c in self.meadow if c is not None and VALUE[c.code] <= left]
        picks.append(DONE)
        return picks

    @guard_apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check_can_act(seat)
        if isinstance(action, (More, Stop)):
            self.verify_chain()
            return self._more(seat) if isinstance(action, More) else self._stop(seat)
        if not isinstance(action, (Pick, Done)):
            raise IllegalAction(_("{action} is not a clover-picker move: more, stop, pick a meadow card or done.").format(
                action=action))
        if self.step is Phase.CHAIN:
            left = self.chain_left
            raise IllegalAction(ngettext("First the spade chain: your spades allow {n} more card; "
                                         "play the next one or stop.",
                                         "First the spade chain: your spades allow {n} more cards; "
                                         "play the next one or stop.", left).format(n=left))
        if isinstance(action, Done):
            return self._finish(seat)
        card = action.card
        if card not in self.meadow:
            raise IllegalAction(_("{card} is not in the meadow.").format(card=card.label))
        cost = VALUE[card.code]
        if cost > self.budget_left:
            if not self.budget:
                raise IllegalAction(_("{card} costs {cost}; you have {left} left (no red cards played this turn).")
                                    .format(card=card.label, cost=cost, left=self.budget_left))
            raise IllegalAction(_("{card} costs {cost}; you have {left} left.").format(
                card=card.label, cost=cost, left=self.budget_left))
        return self._pick(seat, card)

    def verify_chain(self) -> None:
        """Raise why no extra card may be chosen now (nothing if one may)."""
        if self.step is Phase.CHAIN:
            return
        seat = self.current
        if self.chain_stopped:
            raise IllegalAction(_("You stopped the spade chain: now pick from the meadow or say done."))
        if not self.spades:
            raise IllegalAction(_("No spade in your bouquet: it allows no extra card."))
        if not self.hands[seat]:
            raise IllegalAction(_("Your hand is empty: there is no card to add."))
        raise IllegalAction(ngettext("Your {n} spade allowed {n} more; all {played} played: no more cards.",
                                     "Your {n} spades allowed {n} more; all {played} played: no more cards.",
                                     self.spades).format(n=self.spades, played=self.chained))

    @guard_parse
    def parse_action(self, seat: int, text: str) -> Action:
        return actions.parse(text, self.meadow)

    @property
    def is_over(self) -> bool:
        return self.winner is not None or self.drawn

    @property
    def phase(self) -> CloverPhase:
        return Phase.OVER if self.is_over else self.step

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def score_history(self) -> list[tuple[int, ...]]:
        """Clover keeps no record of each turn's clubs: none."""
        return []

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        names, scores = self.names, tuple(self.totals)
        if self.winner is None:
            return Result((), scores, _("No winner after {turns} turns: a draw, {first}–{second}.").format(
                turns=self.turn_number, first=scores[0], second=scores[1]))
        w = self.winner
        return Result((w,), scores, ngettext("{seat} wins with {score} to {other} in {n} turn.",
                                             "{seat} wins with {score} to {other} in {n} turns.",
                                             self.turn_number).format(
            seat=names[w], score=scores[w], other=scores[1 - w], n=self.turn_number))

    def progress(self, names) -> str:
        return _("turn {turn} · {scores} (first to {goal})").format(
            turn=self.turn_number, scores=scores_line(names, self.totals), goal=WIN_SCORE)

    @property
    def names(self) -> tuple[str, str]:
        """The given names (a seat name such as "South" in the language of
        the moment, as saves made before the Swedish catalog hold it), else
        the seats' own."""
        given = self.options.get("names")
        return (_(given[0]), _(given[1])) if given else (self.seat_name(0), self.seat_name(1))

    def seat_name(self, seat: int) -> str:
        return _(SEAT_NAMES[seat])

    @guard_view
    def view(self, seat: int) -> CloverView:
        opp = 1 - seat
        groups, i, opp_hand = [], 0, self.hands[opp]
        for size, seen in self.groups[opp]:
            if not seen:
                break
            groups.append(tuple(sorted(opp_hand[i:i + size], key=lambda c: c.code)))
            i += size
        seen_talon = self.talon[: len(self.talon) - self.talon_hidden]
        return CloverView(
            seat=seat, names=self.names,
            turn=None if self.is_over else self.current,
            to_act=() if self.is_over else (self.current,),
            turn_number=self.turn_number,
            phase=self.phase,
            hand=tuple(self.hands[seat]),
            opponent_hand_size=len(opp_hand),
            opponent_groups=tuple(groups),
            bouquet=tuple(self.bouquet), chained=self.chained, chain_left=self.chain_left,
            picked=tuple(self.picked),
            spades=self.spades, scored_clubs=tuple(self.scored),
            scored_points=sum(VALUE[c.code] for c in self.scored),
            budget=self.budget, budget_left=self.budget_left,
            scores=(self.totals[0], self.totals[1]),
            meadow=tuple(self.meadow), talon_count=len(self.talon),
            talon_seen=tuple(seen_talon[::-1]),
            last_bouquets=(self.last_bouquets[0], self.last_bouquets[1]),
            winner=self.winner, is_over=self.is_over,
        )

    def secret_from(self, seat: int) -> frozenset[Card]:
        """The opponent's cards not yet seen in a bouquet (its starting
        hand) and the talon above the cards known to lie at its bottom.
        The bouquets shuffled into the opponent's hand are known cards (the
        view lists them as groups), only their order is not."""
        check_seat(seat, self.num_players)
        hand, seen = self.hands[1 - seat], 0
        for size, shown in self.groups[1 - seat]:
            if not shown:
                break
            seen += size
        return frozenset(hand[seen:]) | frozenset(self.talon[len(self.talon) - self.talon_hidden:])

    # Saving ----------------------------------------------------------------

    def to_json(self) -> dict:
        def txt(cards):
            return [str(c) for c in cards]

        return {
            **self.json_header(),
            "hands": [txt(h) for h in self.hands],
            "groups": [[list(g) for g in gs] for gs in self.groups],
            "talon": txt(self.talon), "talon_hidden": self.talon_hidden,
            "meadow": [None if c is None else str(c) for c in self.meadow],
            "scores": list(self.totals), "turn_number": self.turn_number, "current": self.current,
            "bouquet": txt(self.bouquet), "chained": self.chained, "picked": txt(self.picked),
            "phase": self.step.value, "chain_stopped": self.chain_stopped,
            "spades": self.spades, "scored": txt(self.scored),
            "budget": self.budget, "budget_left": self.budget_left,
            "last_bouquets": [txt(b) for b in self.last_bouquets],
            "winner": self.winner, "drawn": self.drawn,
        }

    @classmethod
    def from_json(cls, data: dict) -> CloverGame:
        def cards(texts):
            return [parse_card(t) for t in texts]

        game = cls.__new__(cls)
        game.seed = data["seed"]
        game.options = dict(data["options"])
        game.rng = rng_from_json(data["rng"])
        game.hands = [cards(h) for h in data["hands"]]
        game.groups = [[[int(n), bool(p)] for n, p in gs] for gs in data["groups"]]
        game.talon, game.talon_hidden = cards(data["talon"]), data["talon_hidden"]
        game.meadow = [None if t is None else parse_card(t) for t in data["meadow"]]
        game.totals = list(data["scores"])
        game.turn_number, game.current = data["turn_number"], data["current"]
        game.bouquet, game.chained = cards(data["bouquet"]), data["chained"]
        game.step, game.chain_stopped = Phase(data["phase"]), data["chain_stopped"]
        game.picked, game.spades, game.scored = cards(data["picked"]), data["spades"], cards(data["scored"])
        game.budget, game.budget_left = data["budget"], data["budget_left"]
        game.last_bouquets = [tuple(cards(b)) for b in data["last_bouquets"]]
        game.winner, game.drawn = data["winner"], data["drawn"]
        game.opening_events = []
        return game
