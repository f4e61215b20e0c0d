"""The privacy contract (rules/core.py): ``Game.secret_from(seat)`` names the
cards a seat may not see, ``Event.seen_by(seat)`` what it may know of an
event; a shared table sends each seat nothing more.  Checked at every step
of seeded games of all four: no view holds a card secret from its seat (but
harvest's ``deck``, "every card of this game, wherever it is"), no event as
seen by a seat holds a card secret from it both before and after the action
that told it, and secret_from is no empty promise: it is exactly the rest of
the cards a view does not show.

The audit of the events: none of the four games tells a card another seat
may not see, so every game event is public as it is (``seen_by`` is the
default) and the checks below would fail for a new event that is not:

* Hearts: the pass is told as ``PassChosen(seat)`` and ``CardsPassed``
  (from, to) only, the cards never; every other event is a card played.
* Harvest: a drawn card is ``CardDrawn(seat, draw_left)``, no card; sowing,
  fields, barns, harvests, grazing and weather put cards on open piles.
* Clover: everything is laid face up; ``BouquetShuffledIn`` names the
  bouquet's cards as laid out, not the shuffled order.
* Speed: a card in an event is played, turned up or turned onto a center.
The one event that needs ``seen_by`` is the drivers' ``BotFailed``: its
error text (for the error log) may quote what the failed bot holds.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import rules
from rules.cards import CARDS, Card, parse_card
from rules.core import IllegalAction
from rules.driver import BotFailed
from rules.hearts.actions import Play
from rules.hearts.events import HandDealt

from .seeded import playout

GAMES = [("hearts", {}, (1, 2)), ("hearts", {"players": 3}, (3,)), ("hearts", {"players": 5}, (4,)),
         ("harvest", {}, (5, 6, 7)), ("harvest", {"jokers": 4}, (8, 9)), ("clover", {}, (10, 11, 12)),
         ("speed", {}, (13, 14, 15))]
IDS = ["hearts", "hearts3", "hearts5", "harvest", "harvest-jokers", "clover", "speed"]

# A card as a person reads it inside a sentence ("Q♠", "10♥", "JK1") or in a
# notation ("QS", "10H"): any text a seat is sent is searched for both.
LABEL = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9AJQK])[♠♥♦♣SHDC](?![\w♠♥♦♣])|(?<!\w)JK\d+(?!\w)")


def cards_in(value, skip: frozenset[str] = frozenset()) -> set[Card]:
    """Every card in ``value``: Card values anywhere inside it, and cards
    named in its text.  ``skip``: dataclass fields left out."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, str):
            found.update(parse_card(text) for text in LABEL.findall(item))
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item) if f.name not in skip)
    return found


def view_cards(view) -> set[Card]:
    """What a view shows; harvest's ``deck`` lists every card of the game
    on purpose (the one documented exception)."""
    return cards_in(view, frozenset({"deck"}))


def test_the_label_finder_reads_cards_in_sentences_and_notations():
    assert cards_in("You play Q♠ on 10♥; pass QS AH 2C; JK1 storm 5C.") == {
        parse_card(t) for t in ("QS", "10H", "AH", "2C", "JK1", "5C")}
    assert cards_in("Turn 12: South's sowing time (3 spades, 0 hearts).") == set()


def redeal(events) -> int:
    """Where a new Hearts hand is dealt inside the events of one action (0:
    none, or it opens them)."""
    return next((i for i, e in enumerate(events) if i and isinstance(e, HandDealt)), 0)


@pytest.mark.parametrize(("name", "options", "seeds"), GAMES, ids=IDS)
def test_no_seat_is_shown_or_told_a_card_it_may_not_see(name, options, seeds):
    leaking: set[str] = set()
    for seed in seeds:
        before = None
        for game, _seat, action, events in playout(name, seed, options):
            n = game.num_players
            after = [game.secret_from(s) for s in range(n)]
            dealt = redeal(events)
            if dealt and before is not None:
                # Hearts' last card of a hand: the next deal is in the same
                # apply, so "after" is the new deal for the events told
                # before it; the hand that ended hid nothing but that card.
                assert isinstance(action, Play) and all(secret <= {action.card} for secret in before), before
            for s in range(n):
                assert not view_cards(game.view(s)) & after[s], (seed, s, game.view(s))
                for i, event in enumerate(events):
                    later = frozenset() if i < dealt else after[s]
                    secret = later if before is None else before[s] & later
                    assert not cards_in(event.seen_by(s)) & secret, (seed, s, event)
                    if cards_in(event) & secret:
                        leaking.add(type(event).__name__)
            before = after
    assert leaking == set(), "an event tells a hidden card: give it a seen_by and say so in the audit"


@pytest.mark.parametrize(("name", "options", "seeds"), GAMES, ids=IDS)
def test_a_seat_may_not_see_exactly_the_cards_its_view_does_not_show(name, options, seeds):
    """secret_from is the rest of the game's cards, not a safe empty set:
    every card is shown to the seat or secret, never both (Speed: but the
    center cards under the tops, which were shown when they were played)."""
    for game, _seat, _action, _events in playout(name, seeds[0], options):
        for s in range(game.num_players):
            view, secret = game.view(s), game.secret_from(s)
            shown = view_cards(view)
            assert not shown & secret
            if name == "hearts":
                # Its own passed cards are shown (passed_cards), the tricks of the hand too.
                assert shown | secret == set(CARDS)
                assert len(secret) >= sum(view.hand_sizes) - len(view.hand) - 3
            elif name == "harvest":
                assert secret == set(view.unseen()) and len(secret) == view.draw_count + view.opponent_hand_size
                assert shown | secret == set(view.deck)
            elif name == "clover":
                known = sum(len(g) for g in view.opponent_groups)
                assert len(secret) == view.opponent_hand_size - known + view.talon_count - len(view.talon_seen)
                assert shown | secret == set(CARDS)
            else:
                face_down = sum(p.face_down for p in view.table + view.opponent_table)
                assert len(secret) == sum(view.hand_counts) + face_down
                assert shown | secret <= set(CARDS) and len(secret) + len(shown) <= 52


def hearts_after_the_choice_of(seat: int, seed: int = 21):
    """A Hearts game where every seat but the last has chosen its pass."""
    game = rules.new_game("hearts", seed=seed)
    for s in range(3):
        game.apply(s, game.legal_actions(s)[0])
    return game


def test_a_pass_is_secret_on_its_way_and_known_to_its_passer_while_the_receiver_holds_it():
    game = hearts_after_the_choice_of(0)
    chosen = set(game.view(0).passed_cards)
    assert len(chosen) == 3
    assert not chosen & game.secret_from(0)  # its own choice, shown in its view
    for other in (1, 2, 3):
        assert chosen <= game.secret_from(other)  # face down, on its way
    game.apply(3, game.legal_actions(3)[0])  # the exchange
    target = game.view(0).pass_target
    assert chosen <= set(game.view(target).hand)
    assert not chosen & game.secret_from(0)  # the passer knows where they are
    for other in range(4):
        if other not in (0, target):
            assert chosen <= game.secret_from(other)
    received = set(game.view(0).received_cards)
    assert received <= set(game.view(0).hand) and not received & game.secret_from(0)
    # Once the receiver has played one of them, it is simply played; the rest stay known.
    while not game.is_over and chosen & set(game.view(target).hand) == chosen:
        seat = game.turn
        game.apply(seat, game.legal_actions(seat)[0])
    assert not chosen & game.secret_from(0)


def test_a_failed_bots_error_is_told_to_no_other_seat():
    event = BotFailed(2, "ValueError: Play(card=Card(QS)) is not in the hand 5H QS")
    assert event.seen_by(2) is event
    for seat in (0, 1, 3):
        seen = event.seen_by(seat)
        assert type(seen) is BotFailed and seen.seat == 2 and seen.error == ""
        assert not cards_in(seen)
    assert cards_in(event) == {parse_card("QS"), parse_card("5H")}


@pytest.mark.parametrize("name", ["hearts", "harvest", "clover", "speed"])
def test_secret_from_refuses_a_seat_that_is_not_at_the_table(name):
    game = rules.new_game(name, seed=1)
    seats: tuple[Any, ...] = (-1, game.num_players, "0", None, True)  # none of them a seat
    for seat in seats:
        with pytest.raises(IllegalAction):
            game.secret_from(seat)
