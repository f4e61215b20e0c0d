"""Hearts (Hjärter), exactly as the project plays it (tui/help/hearts.md): 3, 4 or 5 players.

Options: ``players`` (3, 4 or 5; default 4).  Three players play without 2♦
(17 cards each), five without 2♦ and 2♠ (10 each).

Seats: 0 is South (the person in the app), then clockwise — 4 players: South,
West, North, East; 3: South, West, East; 5: South, West, North-West,
North-East, East.  Passing "left" from seat s goes to (s+1) % n, "right" to
(s-1) % n, "across" to (s+2) % 4.  Rotation: 4 players left, right, across,
none; 3 and 5 players left, right, none.

Notation (``str(action)``, read back by ``parse_action``):
  ``pass QS AH 2C``  — the three cards to pass (any order; stored sorted)
  ``play QS``        — play a card
While passing, ``legal_actions`` returns a lazy ``PassChoices`` sequence of
every 3-card pass (len/index/iterate/``in``), since building 286 objects per
seat per hand would cost more than the hand itself.

Flow: every seat chooses its pass (``to_act()`` holds all who have not); the
exchange happens at once when the last one chooses (``CardsPassed``).  Then
the holder of 2♣ leads.  After the last trick the hand is scored
(``HandScored``) and the next one is dealt inside the same ``apply``
(``HandDealt``), or the game ends (``GameOver``) once someone has 100.

View (``HeartsView``, see view.py): seat, num_players, names, phase
(``Phase``: passing, playing, over), hand (sorted ♣ ♦ ♠ ♥, 2..A), hand_number,
pass_direction, pass_target, pass_source, has_passed, passed_cards,
received_cards, trick ((seat, card) in order), leader, turn, to_act, hand_sizes,
points_this_hand, scores, history (HandRecord: hand_number, points as scored,
shooter, totals, taken), tricks_played ((leader, cards, winner) this hand),
hearts_broken, is_first_trick, is_over, winners, cards_per_hand,
removed_cards.  ``result`` is a HeartsResult: the core Result plus
``history`` (the same HandRecords).  ``scores()`` are the running
totals, ``score_history()`` the points of each hand as scored; the lowest
total wins (``lower_wins``).

Events (events.py): HandDealt, PassChosen, CardsPassed, CardPlayed,
HeartsBroken, TrickWon, HandScored, GameOver.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from rules.cards import CARDS, SUITS, Card, cards_label, parse_card, suit_name
from rules.core import Game, IllegalAction, check_seat, guard_apply, guard_parse, guard_view, scores_line
from rules.fastrandom import shuffle as _shuffle  # the same deals as random.shuffle, faster
from rules.i18n import N_, _, ngettext
from rules.voice import Voice

from .actions import PLAYS, Pass, PassChoices, Play, plays_of
from .events import CardPlayed, CardsPassed, GameOver, HandDealt, HandScored, HeartsBroken, PassChosen, TrickWon
from .masks import (
    CARD_POINTS,
    HEARTS,
    POINT_CARDS,
    POWER,
    QS_BIT,
    SUIT_MASKS,
    SUIT_OF,
    TWO_CLUBS_BIT,
    TWO_DIAMONDS,
    TWO_SPADES,
    cards_of,
    mask_of,
)
from .state import SavedState
from .view import HandRecord, HeartsResult, HeartsView, Phase
from .view import Phase as HeartsPhase  # the class's own ``Phase`` is no name for a type inside it

__all__ = [
    "HeartsGame", "HeartsView", "HeartsResult", "HandRecord", "Phase", "Pass", "Play", "PassChoices",
    "HandDealt", "PassChosen", "CardsPassed", "CardPlayed", "HeartsBroken",
    "TrickWon", "HandScored", "GameOver", "SEAT_NAMES", "PASS_ROTATION",
    "pass_target",
]

SEAT_NAMES = {
    3: (N_("South"), N_("West"), N_("East")),
    4: (N_("South"), N_("West"), N_("North"), N_("East")),
    5: (N_("South"), N_("West"), N_("North-West"), N_("North-East"), N_("East")),
}
PASS_ROTATION = {
    3: ("left", "right", "none"),
    4: ("left", "right", "across", "none"),
    5: ("left", "right", "none"),
}
REMOVED = {3: (TWO_DIAMONDS,), 4: (), 5: (TWO_DIAMONDS, TWO_SPADES)}
TARGET = 100
PASSING, PLAYING, OVER = Phase.PASSING, Phase.PLAYING, Phase.OVER

_DECKS = {n: tuple(c for c in range(52) if c not in removed) for n, removed in REMOVED.items()}
_BITS = tuple(1 << c for c in range(52))
_DECK_BITS = {n: tuple(_BITS[c] for c in deck) for n, deck in _DECKS.items()}
_SHIFT = {"left": 1, "right": -1, "across": 2}
_SEAT_SETS = tuple(frozenset({s}) for s in range(5))
_NOBODY: frozenset[int] = frozenset()
_NOT_HEARTS = ~HEARTS
_NOT_POINTS = ~POINT_CARDS
_NOT_QUEEN = ~QS_BIT

# Events are frozen values, so one instance serves every time the same thing
# happens: a card played is one of 5 seats x 17 tricks x 52 cards, made on
# first use (building one was an eighth of a random hand's time).
_CARD_PLAYED: list[CardPlayed | None] = [None] * (5 * 17 * 52)
_HEARTS_BROKEN: list[HeartsBroken | None] = [None] * (5 * 52)
_PASS_CHOSEN = tuple(PassChosen(s) for s in range(5))
_SEAT_CODE = tuple((s, c) for s in range(5) for c in range(52))  # a trick's (seat, code)
_SEAT_CARD = tuple((s, CARDS[c]) for s in range(5) for c in range(52))  # a TrickWon's (seat, card)
_QUEEN_OF_SPADES = parse_card("QS")
_TWO_OF_CLUBS = parse_card("2C")


def pass_target(seat: int, direction: str, n: int) -> int | None:
    shift = _SHIFT.get(direction)
    return None if shift is None else (seat + shift) % n


class HeartsGame(SavedState, Game):
    name = "hearts"
    title = N_("Hearts")  # marked: Game.display_title() says it
    rules_version = 2  # 2: Q♠ never on the first trick, even with only hearts besides
    Phase = Phase
    lower_wins = True

    def __init__(self, seed: int = 0, players: int = 4) -> None:
        if players not in SEAT_NAMES:
            raise ValueError(f"Hearts is played by 3, 4 or 5 players, not {players}.")
        self.seed = seed
        self.options = {"players": players}
        self.num_players = n = players
        self.rng = random.Random(seed)
        self.hand_size = (52 - len(REMOVED[n])) // n
        self.totals = [0] * n  # running totals by seat
        self.history: list[HandRecord] = []
        self.hand_number = 0
        self.winners: tuple[int, ...] = ()
        self.phase = PASSING
        self.opening_events: list = [self._deal()]  # the first deal, for the first screen

    @classmethod
    def from_position(cls, hands: Sequence[Iterable[Card]], *, hand_number: int = 1, seed: int = 0) -> HeartsGame:
        """A game whose hand ``hand_number`` was dealt exactly ``hands`` (seat
        by seat), for lessons and worked examples: the pass direction is that
        hand's (none: the holder of 2♣ leads at once), nobody has scored, and
        the engine plays on from there (``apply``).  ``ValueError`` unless
        there are 3, 4 or 5 hands of the hand size that together are exactly
        that many players' deck (no card twice, none missing, none of the
        cards taken out for 3 or 5 players), and ``hand_number`` is 1 or more."""
        dealt = [list(hand) for hand in hands]
        if len(dealt) not in SEAT_NAMES:
            raise ValueError(f"Hearts is dealt to 3, 4 or 5 players, not {len(dealt)}")
        if hand_number < 1:
            raise ValueError(f"hands are numbered from 1, not {hand_number}")
        game = cls(seed, players=len(dealt))
        size, codes = game.hand_size, sorted(c.code for hand in dealt for c in hand)
        if any(len(hand) != size for hand in dealt):
            raise ValueError(f"{len(dealt)} hands of {size} cards, not {' '.join(str(len(h)) for h in dealt)}")
        if codes != sorted(_DECKS[game.num_players]):
            twice = {c.label for hand in dealt for c in hand if codes.count(c.code) > 1}
            unknown = {c.label for hand in dealt for c in hand if c.code not in _DECKS[game.num_players]}
            raise ValueError(f"the hands are not the {len(_DECKS[game.num_players])}-card deck"
                             + (f"; twice: {' '.join(sorted(twice))}" if twice else "")
                             + (f"; not dealt to {len(dealt)} players: {' '.join(sorted(unknown))}" if unknown else ""))
        game.hand_number = hand_number - 1
        deal = game._deal()  # the hand's direction and its fresh trick state
        game.hands = [mask_of(hand) for hand in dealt]
        if game.pass_direction == "none":
            game._start_play()  # the 2♣ of these hands leads
        game.opening_events = [deal]
        return game

    # Dealing and passing ---------------------------------------------------

    def _deal(self) -> HandDealt:
        n = self.num_players
        self.hand_number += 1
        rotation = PASS_ROTATION[n]
        self.pass_direction = rotation[(self.hand_number - 1) % len(rotation)]
        deck = list(_DECK_BITS[n])  # each card as its bit: a hand is the sum of its slice
        _shuffle(self.rng, deck)
        k = self.hand_size
        self.hands = [sum(deck[i * k:(i + 1) * k]) for i in range(n)]
        self.pending: list[int | None] = [None] * n  # chosen passes, face down
        self.passed = [0] * n
        self.received = [0] * n
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[tuple[int, tuple[tuple[int, int], ...], int]] = []
        self.taken = [0] * n  # points taken this hand
        self.hearts_broken = False
        self.leader: int | None = None
        self.turn: int | None = None
        self._best_power = 0
        self._best_seat = 0
        self._lead_mask = 0
        self._trick_points = 0
        if self.pass_direction == "none":
            self._start_play()
        else:
            self.phase = PASSING
            self._to_act = frozenset(range(n))
        return HandDealt(self.hand_number, self.pass_direction, k)

    def _start_play(self) -> None:
        self.phase = PLAYING
        holder = next(s for s in range(self.num_players) if self.hands[s] & TWO_CLUBS_BIT)
        self.leader = self.turn = holder
        self._to_act = _SEAT_SETS[holder]

    def _exchange(self) -> CardsPassed:
        n = self.num_players
        direction = self.pass_direction
        moves = []
        for s in range(n):
            t = pass_target(s, direction, n)
            cards = self.pending[s]
            assert t is not None and cards is not None  # a hand that passes, and every seat has chosen
            self.passed[s] = cards
            self.received[t] = cards
            self.hands[t] |= cards
            moves.append((s, t))
        self.pending = [None] * n
        self._start_play()
        return CardsPassed(direction, tuple(moves), 3)

    # The contract ------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return _(SEAT_NAMES[self.num_players][seat])

    def seat_names(self) -> tuple[str, ...]:
        """Every seat's name, in the language of the moment."""
        return tuple(_(name) for name in SEAT_NAMES[self.num_players])

    def to_act(self) -> frozenset[int]:
        return self._to_act

    # ``phase`` is a property that keeps ``is_over`` beside it as a plain
    # attribute: a driver asks ``is_over`` before every step, and a property
    # there was a thirtieth of a random hand.  Setting ``phase`` (the engine,
    # a save loaded, a test's position) sets both, so they never disagree.
    is_over: bool = False

    @property
    def phase(self) -> HeartsPhase:
        return self._phase

    @phase.setter
    def phase(self, phase: HeartsPhase) -> None:
        self._phase = phase
        self.is_over = phase is OVER

    @property
    def result(self) -> HeartsResult | None:
        if self.phase is not OVER:
            return None
        names = self.seat_names()
        low = self.totals[self.winners[0]]
        if len(self.winners) == 1:
            summary = ngettext("{seat} wins with {n} point.", "{seat} wins with {n} points.", low).format(
                seat=names[self.winners[0]], n=low)
        else:
            who = Voice.join([names[s] for s in self.winners])
            summary = ngettext("{seats} share the win with {n} point.", "{seats} share the win with {n} points.",
                               low).format(seats=who, n=low)
        return HeartsResult(self.winners, tuple(self.totals), summary, tuple(self.history))

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def score_history(self) -> list[tuple[int, ...]]:
        return [r.points for r in self.history]

    def progress(self, names) -> str:
        scores = scores_line(names, self.totals)
        if self.phase is PASSING:
            return _("hand {hand} · passing · {scores}").format(hand=self.hand_number, scores=scores)
        return _("hand {hand} · trick {trick} · {scores}").format(
            hand=self.hand_number, trick=len(self.tricks) + 1, scores=scores)

    def _legal_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now (it must be its turn)."""
        h = self.hands[seat]
        if self.trick:
            f = h & self._lead_mask
            if f:
                return f
            if not self.tricks:
                # First trick: no points; with nothing else, hearts — never
                # Q♠ (the source: "at any time except in the first trick").
                return (h & _NOT_POINTS) or (h & _NOT_QUEEN) or h
            return h
        if not self.tricks:
            return TWO_CLUBS_BIT
        if self.hearts_broken:
            return h
        return (h & _NOT_HEARTS) or h

    def legal_actions(self, seat: int):
        if seat in self._to_act:
            if self._phase is PLAYING:
                return plays_of(self._legal_mask(seat))
            return PassChoices(self.hands[seat])
        return []

    def apply(self, seat: int, action) -> list:
        # The common case without the guard's wrapper: a Play by the seat
        # whose turn it is (an int equal to the turn is a seat).
        kind = type(action)
        if kind is Play and type(seat) is int and seat == self.turn:
            code = action.card.code
            if not self._legal_mask(seat) >> code & 1:
                raise IllegalAction(self._why_not(seat, action.card))
            return self._play(seat, code)
        if kind is Pass and type(seat) is int and seat in self._to_act and self._phase is PASSING:
            # Three distinct cards the seat holds (anything else: the
            # checked path says what is wrong).
            cards = action.cards
            if len(cards) == 3:
                a, b, c = cards
                if type(a) is Card and type(b) is Card and type(c) is Card:
                    m = 1 << a.code | 1 << b.code | 1 << c.code
                    if m.bit_count() == 3 and self.hands[seat] & m == m:
                        return self._give(seat, m)
        return self._apply_checked(seat, action)

    @guard_apply
    def _apply_checked(self, seat: int, action) -> list:
        self._refuse_common(seat, action)
        if type(action) is Pass:
            return self._pass(seat, action)
        raise IllegalAction(_("{action} is not a Hearts action.").format(action=action))

    def _refuse_common(self, seat: int, action) -> None:
        if self.phase is OVER:
            raise IllegalAction(_("The game is over."))
        if not isinstance(seat, int) or not 0 <= seat < self.num_players:
            raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=seat))
        if type(action) is Play:
            if self.phase is PASSING:
                raise IllegalAction(_("Everyone is still choosing cards to pass; play starts after the exchange."))
            assert self.turn is not None  # playing: someone's turn
            raise IllegalAction(_("It is not your turn: {seat} is to play.").format(seat=self.seat_name(self.turn)))
        if type(action) is Pass:
            if self.phase is PLAYING:
                raise IllegalAction(_("The passing is over for this hand: play a card."))
            if seat not in self._to_act:
                raise IllegalAction(_("You have already chosen your pass this hand."))

    def _why_not(self, seat: int, card: Card) -> str:
        h = self.hands[seat]
        code = card.code
        if code >= 52 or not h >> code & 1:
            return _("You do not hold {card}.").format(card=card.label)
        if not self.trick and not self.tricks:
            return _("The holder of {two} must lead it to the first trick.").format(two=_TWO_OF_CLUBS.label)
        if self.trick:
            follow = h & self._lead_mask
            if follow:
                suit = SUITS[SUIT_OF[self.trick[0][1]]]
                return _("You must follow suit ({suit}): you hold {cards}.").format(
                    suit=suit_name(suit), cards=cards_label(cards_of(follow)))
            # The first trick, not following: hearts.md's two rules, each
            # with its own reason (Q♠ never; a heart only with nothing but
            # hearts and Q♠ in hand).
            if code == _QUEEN_OF_SPADES.code:
                if not h & _NOT_POINTS:
                    return _("{queen} may never be played on the first trick: discard a heart.").format(
                        queen=_QUEEN_OF_SPADES.label)
                return _("{queen} may never be played on the first trick.").format(queen=_QUEEN_OF_SPADES.label)
            return _("No hearts on the first trick while you hold a card other than hearts and {queen}.").format(
                queen=_QUEEN_OF_SPADES.label)
        return _("Hearts are not broken yet: lead another suit while you hold one.")

    def _pass(self, seat: int, action: Pass) -> list:
        cards = action.cards
        if len(cards) != 3:
            raise IllegalAction(_("Pass exactly 3 cards, not {n}.").format(n=len(cards)))
        if not all(isinstance(c, Card) for c in cards):
            raise IllegalAction(_("Only cards can be passed."))
        codes = {c.code for c in cards}
        if len(codes) != 3:
            raise IllegalAction(_("Pass 3 different cards."))
        h = self.hands[seat]
        for c in cards:
            if c.code >= 52 or not h >> c.code & 1:
                raise IllegalAction(_("You do not hold {card}.").format(card=c.label))
        return self._give(seat, mask_of(cards))

    def _give(self, seat: int, m: int) -> list:
        """``seat`` passes the cards of ``m`` (checked: three it holds)."""
        self.hands[seat] &= ~m
        self.pending[seat] = m
        self.passed[seat] = m
        self._to_act = self._to_act - {seat}
        events: list = [_PASS_CHOSEN[seat]]
        if not self._to_act:
            events.append(self._exchange())
        return events

    def _play(self, seat: int, code: int) -> list:
        bit = _BITS[code]
        self.hands[seat] ^= bit
        trick = self.trick
        n_tricks = len(self.tricks)
        key = (n_tricks * 5 + seat) * 52 + code
        played = _CARD_PLAYED[key]
        if played is None:
            played = _CARD_PLAYED[key] = CardPlayed(seat, CARDS[code], n_tricks)
        events: list = [played]
        if trick:
            if bit & self._lead_mask:
                power = POWER[code]
                if power > self._best_power:
                    self._best_power = power
                    self._best_seat = seat
        else:
            self._lead_mask = SUIT_MASKS[SUIT_OF[code]]
            self._best_power = POWER[code]
            self._best_seat = seat
        trick.append(_SEAT_CODE[seat * 52 + code])
        pts = CARD_POINTS[code]
        if pts:
            self._trick_points += pts
            if pts == 1 and not self.hearts_broken:
                self.hearts_broken = True
                broken = _HEARTS_BROKEN[seat * 52 + code]
                if broken is None:
                    broken = _HEARTS_BROKEN[seat * 52 + code] = HeartsBroken(seat, CARDS[code])
                events.append(broken)
        n = self.num_players
        if len(trick) < n:
            nxt = seat + 1
            if nxt == n:
                nxt = 0
            self.turn = nxt
            self._to_act = _SEAT_SETS[nxt]
            return events
        # The trick is complete.
        winner = self._best_seat
        points = self._trick_points
        self.taken[winner] += points
        cards = tuple(trick)
        assert self.leader is not None  # a trick was led
        self.tricks.append((self.leader, cards, winner))
        if n == 4:  # written out for the usual table: a comprehension is a call of its own
            (s0, c0), (s1, c1), (s2, c2), (s3, c3) = cards
            shown: tuple[tuple[int, Card], ...] = (_SEAT_CARD[s0 * 52 + c0], _SEAT_CARD[s1 * 52 + c1], _SEAT_CARD[s2 * 52 + c2],
                     _SEAT_CARD[s3 * 52 + c3])
        else:
            shown = tuple([_SEAT_CARD[s * 52 + c] for s, c in cards])
        events.append(TrickWon(winner, shown, points, n_tricks))
        self.trick = []
        self._trick_points = 0
        if n_tricks + 1 < self.hand_size:
            self.leader = self.turn = winner
            self._to_act = _SEAT_SETS[winner]
            return events
        self._score_hand(events)
        return events

    def _score_hand(self, events: list) -> None:
        n = self.num_players
        taken = tuple(self.taken)
        shooter = taken.index(26) if 26 in taken else None  # the first seat with all 26
        points = taken if shooter is None else tuple(0 if s == shooter else 26 for s in range(n))
        for s in range(n):
            self.totals[s] += points[s]
        totals = tuple(self.totals)
        self.history.append(HandRecord(self.hand_number, points, shooter, totals, taken))
        events.append(HandScored(self.hand_number, points, totals, shooter))
        if max(totals) >= TARGET:
            low = min(totals)
            self.winners = tuple(s for s in range(n) if totals[s] == low)
            self.phase = OVER
            self.turn = self.leader = None
            self._to_act = _NOBODY
            events.append(GameOver(self.winners, totals))
            return
        events.append(self._deal())

    # Views and notation --------------------------------------------------------

    @guard_view
    def view(self, seat: int) -> HeartsView:
        n = self.num_players
        direction = self.pass_direction
        passing = self.phase is PASSING
        chosen = self.pending[seat] is not None if passing else self.passed[seat] != 0
        return HeartsView(
            seat=seat,
            num_players=n,
            names=self.seat_names(),
            phase=self.phase,
            hand=cards_of(self.hands[seat]),
            hand_number=self.hand_number,
            pass_direction=direction,
            pass_target=pass_target(seat, direction, n),
            pass_source=None if direction == "none" else next(
                s for s in range(n) if pass_target(s, direction, n) == seat),
            has_passed=chosen,
            passed_cards=cards_of(self.passed[seat]),
            received_cards=cards_of(self.received[seat]),
            trick=tuple((s, CARDS[c]) for s, c in self.trick),
            leader=None if passing else self.leader,
            turn=self.turn,
            to_act=tuple(sorted(self._to_act)),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            points_this_hand=tuple(self.taken),
            scores=tuple(self.totals),
            history=tuple(self.history),
            tricks_played=tuple(
                (lead, tuple((s, CARDS[c]) for s, c in cards), win)
                for lead, cards, win in self.tricks),
            hearts_broken=self.hearts_broken,
            is_first_trick=self.phase is PLAYING and not self.tricks,
            is_over=self.phase is OVER,
            winners=self.winners,
            cards_per_hand=self.hand_size,
            removed_cards=tuple(CARDS[c] for c in REMOVED[n]),
        )

    def secret_from(self, seat: int) -> frozenset[Card]:
        """The other hands and the passes chosen face down; less the cards
        this seat passed, for as long as the receiver still holds them (it
        knows where they are)."""
        check_seat(seat, self.num_players)
        hidden = 0
        for other in range(self.num_players):
            if other != seat:
                hidden |= self.hands[other] | (self.pending[other] or 0)
        target = pass_target(seat, self.pass_direction, self.num_players)
        if target is not None:
            hidden &= ~(self.passed[seat] & self.hands[target])
        return frozenset(cards_of(hidden))

    def undo_barrier(self, before: Game) -> str | None:
        """Never back past a pass whose cards have been exchanged: hearts.md
        says each player "must choose before seeing the cards received", and
        undone, the pass would be chosen again knowing them.  Nor back into
        a hand that has ended: the next hand is dealt from the seed, and its
        cards, seen, would be known while the last tricks were played again
        (a playtest: u at hand 2's pass went back to hand 1's last lead, and
        the same thirteen cards came again).  Back to the start of the play,
        or to a pass not yet exchanged, is fine."""
        if not isinstance(before, HeartsGame):
            return None
        if before.phase is PASSING and (self.hand_number > before.hand_number or self.phase is not PASSING):
            return _("No undo past the pass: you have seen the cards you received.")
        if self.hand_number > before.hand_number:
            return _("No undo past a hand's end: you have seen the next hand's cards.")
        return None

    @guard_parse
    def parse_action(self, seat: int, text: str) -> Play | Pass:
        words = text.replace(",", " ").split()
        if not words:
            raise IllegalAction(_("Write an action, like 'play QS' or 'pass QS AH 2C'."))
        verb = words[0].lower()
        try:
            cards = [parse_card(w) for w in words[1:]]
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        joker = next((c for c in cards if c.is_joker), None)
        if joker is not None:
            raise IllegalAction(_("Hearts is played without jokers: there is no {joker}.").format(joker=joker.label))
        if verb == "play" and len(cards) == 1:
            return PLAYS[cards[0].code]
        if verb == "pass" and cards:
            return Pass(tuple(cards))
        raise IllegalAction(_("{text} is not a Hearts action (write 'play QS' or 'pass QS AH 2C').").format(
            text=repr(text.strip())))

    def _restore_derived(self) -> None:
        """What play keeps beside the saved fields (the trick's points, its
        lead suit and best card, who acts), worked out again from them."""
        self._trick_points = sum(CARD_POINTS[c] for _, c in self.trick)
        self._lead_mask = SUIT_MASKS[SUIT_OF[self.trick[0][1]]] if self.trick else 0
        self._best_power, self._best_seat = 0, 0
        for s, c in self.trick:
            if (1 << c) & self._lead_mask and POWER[c] > self._best_power:
                self._best_power, self._best_seat = POWER[c], s
        if self.phase is PASSING:
            self._to_act = frozenset(s for s in range(self.num_players) if self.pending[s] is None)
        elif self.phase is PLAYING:
            assert self.turn is not None  # playing: someone's turn
            self._to_act = _SEAT_SETS[self.turn]
        else:
            self._to_act = _NOBODY
