"""Speed (the rules as the project plays them: tui/help/speed.md): synchronous and pure.

Real time lives in match.py; here every action is applied whole, in the
order it arrives.  Two plays onto the same center pile "at the same moment"
are two actions: the first succeeds, the second no longer fits and is refused
("Too slow: the left pile now shows 7♦").  The notation is in actions.py.

Who is in ``to_act()``:

* ``playing`` — both seats, always (either may play the instant a card
  fits; ``legal_actions`` of one of them may be empty for a moment).  When
  neither can play the engine itself moves to ``blocked``.
* ``blocked`` — both seats, whose only action is the shared ``turn`` (one
  ``turn`` turns for both).  The engine alone decides that play is blocked;
  the match driver counts down and then applies ``turn``, and refuses it from
  people.
* ``slap`` — the finisher (may only slap) and the other player while they
  still have table cards (they may keep playing until the slap lands).
* ``round_over`` — both seats, whose only action is ``deal`` (the driver's).
* ``over`` — nobody.

Project decisions where the rules are silent:

* Center pile ``L`` belongs to seat 0, ``R`` to seat 1; in a one-pile round
  only the pile of the player with a hand pile is in play.
* A pile taken is turned face down as a whole and put under the hand pile;
  before that, a player's leftover table cards (piles 1–5) go under it.
* [Reconstruction] nobody can turn: the center cards are shuffled and dealt
  alternately (lower seat first) to the players who started a pile this
  round, who each turn one.
* Stalled round: if at that reshuffle no card outside the table piles fits
  any face-up table card, nothing could ever be played again; everyone takes
  back their own table cards and the pile they started, and the round is
  dealt again.  (Otherwise a play is certain before the next reshuffle: every
  such card is turned up in between.  So every round ends.)
* Round limit (like the other games' 500-turn rule): matches are not
  guaranteed to end, so after ``max_rounds`` rounds (default 100) the player
  with fewer cards wins; equal counts are a draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.cards import CARDS, Card, full_deck, parse_card
from rules.core import Action, Event, Game, IllegalAction, Result, check_seat, guard_apply, guard_parse, guard_view, rng_from_json, scores_line
from rules.i18n import N_, _

from . import actions as A
from .actions import CENTER_KEYS, DEAL, TURN, Deal, Play, Slap, Turn
from .events import Blocked, CardPlayed, CardsTurned, CentersReshuffled, GameWon, RoundDealt, RoundStalled, Slapped, TableCleared
from .refusals import fits, misfit, too_slow
from .view import BLOCKED, OVER, PLAYING, ROUND_OVER, SLAP, CenterPileView, Phase, SpeedView, TablePileView, Unblock
from .view import Phase as SpeedPhase  # the class's own ``Phase`` is no name for a type inside it

TABLE_CARDS = 15
DEAL_ORDER = (0, 1, 2, 3, 4, 1, 2, 3, 4, 2, 3, 4, 3, 4, 4)  # piles 1-5, then 2-5, ...
MAX_ROUNDS = 100


def _key_index(key: str) -> int:
    return 0 if key == "L" else 1


SEAT_NAMES = (N_("South"), N_("North"))  # the person sits South in the app, as at every table


class SpeedGame(Game):
    name = "speed"
    title = N_("Speed")  # marked: Game.display_title() says it
    # 2: a player without a hand pile no longer wins a two-pile round's game
    # by placing their last table card; the game is won only by slapping the
    # table at the end of a one-pile round with no cards left.
    rules_version = 2
    num_players = 2
    Phase = Phase
    lower_wins = True  # the scores are the cards each player has left
    phase: SpeedPhase

    def seat_name(self, seat: int) -> str:
        return _(SEAT_NAMES[seat])

    def __init__(self, seed: int = 0, max_rounds: int = MAX_ROUNDS) -> None:
        self.seed = seed
        self.options = {"max_rounds": max_rounds}
        self.max_rounds = max_rounds
        self.rng = random.Random(seed)
        deck = full_deck()
        self.rng.shuffle(deck)
        # Piles are lists from bottom to top: the top card is the last.
        self.hands: list[list[Card]] = [deck[:26], deck[26:]]
        self.table: list[list[list[Card]]] = [[[] for _ in range(5)] for _ in range(2)]
        self.centers: list[list[Card] | None] = [None, None]
        self.placed_by: list[int | None] = [None, None]  # who put each center top there
        self.round = 0
        self.phase = ROUND_OVER
        self.finisher: int | None = None
        self.winner: int | None = None
        self.end_reason: str | None = None
        self.opening_events: list[Event] = self._deal()  # round 1's deal, for the first screen

    @classmethod
    def from_position(cls, table: Sequence[Sequence[Sequence[Card]]], hands: Sequence[Sequence[Card]],
                      centers: Sequence[Sequence[Card] | None], *, round_number: int = 1, seed: int = 0,
                      max_rounds: int = MAX_ROUNDS) -> SpeedGame:
        """A round being played, for lessons and worked examples: each seat's
        five table piles, its hand pile and the center piles (``L`` seat 0's,
        ``R`` seat 1's; None: not started), every pile bottom first.  Play
        goes on from there by the engine's rules (blocked at once if nobody
        can play).  ``ValueError`` unless the piles are the whole deck (no
        card twice, none missing), each seat has five table piles holding 15
        cards or fewer and at least one, a center pile is missing only for
        a seat without a hand pile (one is always there), and ``round_number`` is 1
        to ``max_rounds``."""
        piles = [[list(p) for p in seat] for seat in table]
        held = [list(h) for h in hands]
        middle = [None if c is None else list(c) for c in centers]
        if len(piles) != 2 or len(held) != 2 or len(middle) != 2 or any(len(seat) != 5 for seat in piles):
            raise ValueError("two seats, each with five table piles and a hand pile, and two center piles")
        named = [c for seat in piles for p in seat for c in p] + [c for h in held for c in h]
        named += [c for pile in middle if pile for c in pile]
        if len(set(named)) != len(named) or set(named) != set(CARDS):
            twice = sorted({c.label for c in named if named.count(c) > 1})
            missing = [c.label for c in CARDS if c not in set(named)]
            raise ValueError("the piles are not the whole deck" + (f"; twice: {' '.join(twice)}" if twice else "")
                             + (f"; missing: {' '.join(missing)}" if missing else ""))
        counts = [sum(len(p) for p in seat) for seat in piles]
        if not all(1 <= n <= TABLE_CARDS for n in counts):
            raise ValueError(f"each seat has 1 to {TABLE_CARDS} table cards, not {counts[0]} and {counts[1]}")
        if middle == [None, None] or any(c is None and held[s] for s, c in enumerate(middle)) or any(
                c is not None and not c for c in middle):
            raise ValueError("a center pile has cards, and is missing only for a seat without a hand pile")
        if not 1 <= round_number <= max_rounds:
            raise ValueError(f"round 1 to {max_rounds}, not {round_number}")
        game = cls(seed, max_rounds=max_rounds)
        game.table, game.hands, game.centers, game.round = piles, held, middle, round_number
        game.placed_by = [None, None]
        game.phase, game.finisher = PLAYING, None
        started = tuple((CENTER_KEYS[k], pile[-1]) for k, pile in enumerate(middle) if pile)
        events: list[Event] = [RoundDealt(round_number, (counts[0], counts[1]), (len(held[0]), len(held[1])), started)]
        game._check_blocked(events)
        game.opening_events = events
        return game

    # The contract --------------------------------------------------------

    def to_act(self) -> frozenset[int]:
        if self.phase == OVER:
            return frozenset()
        if self.phase == SLAP:
            finisher = self.finisher
            assert finisher is not None  # a slap is due from whoever finished first
            other = 1 - finisher
            return frozenset((finisher, other)) if any(self.table[other]) else frozenset((finisher,))
        return frozenset((0, 1))

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == BLOCKED:
            return [TURN]
        if self.phase == ROUND_OVER:
            return [DEAL]
        if self.phase == SLAP and seat == self.finisher:
            if self.one_pile:
                return [Slap("table")]
            return [Slap("L"), Slap("R")]
        return self._plays(seat)

    def _plays(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for i, pile in enumerate(self.table[seat]):
            if pile:
                card = pile[-1]
                for k in (0, 1):
                    center = self.centers[k]
                    if center is not None and fits(card, center[-1]):
                        out.append(Play(i + 1, CENTER_KEYS[k]))
        return out

    def can_play(self, seat: int) -> bool:
        tops = [pile[-1].rank for pile in self.table[seat] if pile]
        for center in self.centers:
            if center is not None:
                r = center[-1].rank
                for t in tops:
                    if t - r in (1, -1, 12, -12):
                        return True
        return False

    @property
    def one_pile(self) -> bool:
        return self.centers[0] is None or self.centers[1] is None

    @property
    def blocked(self) -> bool:
        """True while nobody can play and the ``turn`` is due."""
        return self.phase == BLOCKED

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        left = self.cards_left()
        winners = () if self.winner is None else (self.winner,)
        if self.winner is None:
            summary = _("Round limit reached with {first} to {second} cards: a draw.").format(
                first=left[0], second=left[1])
        elif self.end_reason == "no cards left":
            summary = _("{seat} got rid of every card.").format(seat=self.seat_name(self.winner))
        else:
            summary = _("Round limit reached: {seat} has fewer cards ({first} to {second}).").format(
                seat=self.seat_name(self.winner), first=left[0], second=left[1])
        return Result(winners, left, summary)

    def scores(self) -> tuple[int, ...]:
        """The cards each seat has left (``result.scores`` at the end)."""
        return self.cards_left()

    def score_history(self) -> list[tuple[int, ...]]:
        """Speed counts cards, not points: no history."""
        return []

    def cards_left(self) -> tuple[int, int]:
        hands, table = self.hands, self.table
        return (len(hands[0]) + sum(len(p) for p in table[0]), len(hands[1]) + sum(len(p) for p in table[1]))

    def progress(self, names) -> str:
        return _("round {round} · cards left: {scores}").format(
            round=max(self.round, 1), scores=scores_line(names, self.cards_left()))

    # Applying ------------------------------------------------------------

    @guard_apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(_("The game is over."))
        if seat not in (0, 1):
            raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=seat))
        if isinstance(action, Play):
            return self._apply_play(seat, action)
        if isinstance(action, Slap):
            return self._apply_slap(seat, action)
        if isinstance(action, Turn):
            if self.phase != BLOCKED:
                raise IllegalAction(_("Nobody is blocked: a card can still be played, so no card is turned."))
            return self._turn()
        if isinstance(action, Deal):
            if self.phase != ROUND_OVER:
                raise IllegalAction(_("The round is not over yet."))
            return self._deal()
        raise IllegalAction(_("{action} is not a Speed action.").format(action=action))

    def _apply_play(self, seat: int, action: Play) -> list[Event]:
        if self.phase == BLOCKED:
            raise IllegalAction(_("No card fits anywhere: wait for the cards to be turned."))
        if self.phase == ROUND_OVER:
            raise IllegalAction(_("The round is over: wait for the next deal."))
        if self.phase == SLAP and seat == self.finisher:
            raise IllegalAction(_("You have placed all your table cards: slap a pile!"))
        if not 1 <= action.pile <= 5:
            raise IllegalAction(_("There is no table pile {pile}: they are numbered 1 to 5.").format(pile=action.pile))
        if action.center not in CENTER_KEYS:
            raise IllegalAction(_("{pile} is not a centre pile: write L or R.").format(pile=repr(action.center)))
        pile = self.table[seat][action.pile - 1]
        if not pile:
            raise IllegalAction(_("Your table pile {pile} is empty.").format(pile=action.pile))
        k = _key_index(action.center)
        center = self.centers[k]
        if center is None:
            if action.center == "L":
                raise IllegalAction(_("There is no left pile this round: only one centre pile is in play."))
            raise IllegalAction(_("There is no right pile this round: only one centre pile is in play."))
        card, top = pile[-1], center[-1]
        if not fits(card, top):
            if self.placed_by[k] not in (None, seat) and len(center) > 1 and fits(card, center[-2]):
                raise IllegalAction(too_slow(action.center, top))  # a race: the other seat was first
            other = self.centers[1 - k]
            tops = (top, None if other is None else other[-1]) if k == 0 else (None if other is None else other[-1], top)
            raise IllegalAction(misfit(card, action.center, tops))
        pile.pop()
        center.append(card)
        self.placed_by[k] = seat
        uncovered = pile[-1] if pile else None
        events: list[Event] = [CardPlayed(seat, action.pile, action.center, card, uncovered, top)]
        if not any(self.table[seat]):
            # Only the first to place every table card wins the round, and
            # must slap whatever is left in their hand pile; a late finisher
            # placed their last card for nothing.
            if self.finisher is None:
                self.finisher = seat
                self.phase = SLAP
                events.append(TableCleared(seat, self.one_pile))
        elif self.phase == PLAYING:
            self._check_blocked(events)
        return events

    def _apply_slap(self, seat: int, action: Slap) -> list[Event]:
        if self.phase != SLAP:
            raise IllegalAction(_("Nobody has placed all their table cards yet: there is nothing to slap."))
        if seat != self.finisher:
            assert self.finisher is not None  # a slap is due from whoever finished first
            raise IllegalAction(_("Only {seat}, who placed all their table cards first, may slap.").format(
                seat=self.seat_name(self.finisher)))
        if self.one_pile:
            if action.target != "table":
                raise IllegalAction(_("There is only one centre pile: slap the table (you take no cards)."))
        elif action.target not in CENTER_KEYS:
            raise IllegalAction(_("Slap the left or the right centre pile (L or R)."))
        other = 1 - seat
        taken = [0, 0]
        piles: list[list[Card] | None] = [None, None]
        if action.target == "table":
            piles[other] = next(c for c in self.centers if c is not None)
        else:
            k = _key_index(action.target)
            piles[seat], piles[other] = self.centers[k], self.centers[1 - k]
        returned = [0, 0]
        for s in (0, 1):
            returned[s] = self._gather_table(s)
            pile = piles[s]
            if pile is not None:
                taken[s] = len(pile)
                self.hands[s][:0] = pile[::-1]
        self.centers = [None, None]
        self.placed_by = [None, None]
        events: list[Event] = [Slapped(seat, action.target, (taken[0], taken[1]), (returned[0], returned[1]),
                                        self.cards_left())]
        if action.target == "table" and not self.hands[seat]:
            # A one-pile round won with no hand pile: nothing left, the game.
            self._end(seat, "no cards left", events)
        else:
            self._round_over(events)
        return events

    def _gather_table(self, seat: int) -> int:
        """Leftover table cards, face down, under the hand pile."""
        cards = [c for pile in self.table[seat] for c in pile]
        self.hands[seat][:0] = cards[::-1]
        self.table[seat] = [[] for _ in range(5)]
        return len(cards)

    def _round_over(self, events: list[Event]) -> None:
        self.finisher = None
        if self.round >= self.max_rounds:
            left = self.cards_left()
            winner = None if left[0] == left[1] else (0 if left[0] < left[1] else 1)
            self._end(winner, "round limit", events)
        else:
            self.phase = ROUND_OVER

    def _end(self, winner: int | None, reason: str, events: list[Event]) -> None:
        self.winner = winner
        self.end_reason = reason
        self.phase = OVER
        self.finisher = None
        events.append(GameWon(winner, reason, self.cards_left()))

    def _check_blocked(self, events: list[Event]) -> None:
        if not self.can_play(0) and not self.can_play(1):
            self.phase = BLOCKED
            turners, unblock = self.unblocking()
            events.append(Blocked((len(self.hands[0]), len(self.hands[1])), turners, unblock))

    def unblocking(self) -> tuple[tuple[int, ...], Unblock]:
        """What the turn does now that nobody can play (speed.md, Blocked),
        worked out once for the event, the view and the turn itself: the
        seats that turn a card (the owners of a centre pile with a card in
        their hand pile); with none, the centre cards are shared out, unless
        no card outside the table piles fits a face-up table card (a stall)."""
        owners = [k for k in (0, 1) if self.centers[k] is not None]
        turners = tuple(k for k in owners if self.hands[k])
        if turners:
            return turners, Unblock.TURN
        pool = [c for k in owners for c in self.centers[k] or ()]
        tops = [pile[-1].rank for s in (0, 1) for pile in self.table[s] if pile]
        if not any(fits(c, CARDS[t - 1]) for c in pool for t in tops):
            return (), Unblock.STALL
        return (), Unblock.RESHUFFLE

    def _turn(self) -> list[Event]:
        events: list[Event] = []
        owners = [k for k in (0, 1) if self.centers[k] is not None]
        turners, unblock = self.unblocking()
        if unblock is Unblock.STALL:
            return self._stall()
        if unblock is Unblock.RESHUFFLE:
            pool = [c for k in owners for c in self.centers[k] or ()]
            self.rng.shuffle(pool)
            for i, card in enumerate(pool):
                self.hands[owners[i % len(owners)]].append(card)
            for k in owners:
                self.centers[k] = []
            events.append(CentersReshuffled((len(self.hands[0]), len(self.hands[1]))))
            turners = tuple(owners)
        turned = []
        for k in turners:
            card = self.hands[k].pop()
            center = self.centers[k]
            assert center is not None  # a turner's centre pile is there
            center.append(card)
            self.placed_by[k] = None
            turned.append((k, CENTER_KEYS[k], card))
        events.append(CardsTurned(tuple(turned)))
        self.phase = PLAYING
        self._check_blocked(events)
        return events

    def _stall(self) -> list[Event]:
        for s in (0, 1):
            self._gather_table(s)
            center = self.centers[s]
            if center is not None:
                self.hands[s][:0] = center[::-1]
        self.centers = [None, None]
        self.placed_by = [None, None]
        events: list[Event] = [RoundStalled(self.cards_left())]
        self._round_over(events)
        return events

    def _deal(self) -> list[Event]:
        self.round += 1
        counts = []
        started = []
        for s in (0, 1):
            hand, piles = self.hands[s], self.table[s]
            n = min(TABLE_CARDS, len(hand))
            for i in range(n):
                piles[DEAL_ORDER[i]].append(hand.pop())
            counts.append(n)
            if hand:
                card = hand.pop()
                self.centers[s] = [card]
                started.append((CENTER_KEYS[s], card))
            else:
                self.centers[s] = None
            self.placed_by[s] = None
        self.phase = PLAYING
        self.finisher = None
        events: list[Event] = [RoundDealt(self.round, (counts[0], counts[1]), (len(self.hands[0]), len(self.hands[1])), tuple(started))]
        self._check_blocked(events)
        return events

    # Views and notation ---------------------------------------------------

    @guard_view
    def view(self, seat: int) -> SpeedView:
        def piles(s: int) -> tuple[TablePileView, ...]:
            return tuple(TablePileView(p[-1] if p else None, max(0, len(p) - 1)) for p in self.table[s])

        def center(k: int) -> CenterPileView | None:
            c = self.centers[k]
            return None if c is None else CenterPileView(CENTER_KEYS[k], k, c[-1], len(c))

        centers = (center(0), center(1))
        turners, unblock = self.unblocking() if self.phase == BLOCKED else ((), None)
        return SpeedView(
            seat=seat,
            names=(self.seat_name(0), self.seat_name(1)),
            round=self.round,
            phase=self.phase,
            table=piles(seat),
            opponent_table=piles(1 - seat),
            centers=centers,
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            cards_left=self.cards_left(),
            finisher=self.finisher,
            winner=self.winner,
            is_over=self.phase == OVER,
            to_act=tuple(sorted(self.to_act())),
            unblock=unblock,
            turners=turners,
        )

    def secret_from(self, seat: int) -> frozenset[Card]:
        """Both hand piles (face down: nobody sees them, their owners
        neither) and the face-down cards under the table piles' tops."""
        check_seat(seat, self.num_players)
        hidden = [card for hand in self.hands for card in hand]
        hidden += [card for piles in self.table for pile in piles for card in pile[:-1]]
        return frozenset(hidden)

    @guard_parse
    def parse_action(self, seat: int, text: str) -> Action:
        tops = [p[-1] if p else None for p in self.table[seat]] if seat in (0, 1) else []
        return A.parse(text, tops)

    def to_json(self) -> dict:
        def texts(cards):
            return None if cards is None else [str(c) for c in cards]

        return {
            **self.json_header(),
            "round": self.round,
            "phase": self.phase.value,
            "hands": [texts(h) for h in self.hands],
            "table": [[texts(p) for p in piles] for piles in self.table],
            "centers": [texts(c) for c in self.centers],
            "placed_by": list(self.placed_by),
            "finisher": self.finisher,
            "winner": self.winner,
            "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, data: dict) -> SpeedGame:
        game = cls.__new__(cls)
        game.seed = data["seed"]
        game.options = dict(data["options"])
        game.max_rounds = game.options.get("max_rounds", MAX_ROUNDS)
        game.rng = rng_from_json(data["rng"])

        def cards(texts):
            return None if texts is None else [parse_card(t) for t in texts]

        game.round = data["round"]
        game.phase = Phase(data["phase"])
        game.hands = [cards(h) for h in data["hands"]]
        game.table = [[cards(p) for p in piles] for piles in data["table"]]
        game.centers = [cards(c) for c in data["centers"]]
        game.placed_by = list(data["placed_by"])
        game.finisher = data["finisher"]
        game.winner = data["winner"]
        game.end_reason = data["end_reason"]
        game.opening_events = []
        return game
