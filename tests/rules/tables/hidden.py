"""The privacy checker of the shared tables (issue 18's design, "Privacy
contract"): every message the hub sends is searched for cards — Card values
anywhere in its decoded W fields, and card notations inside its action
string — and a card secret from the receiver (``game.secret_from(seat)``)
both before the message (at the previous message to that person) and after
it is a failure.  A message to someone not seated may hold no card at all.

Events are judged at the moment they were told: an update's events as the
rest of it, except those told before a new Hearts hand dealt inside the same
action (their "after" is the new deal; the hand that ended hid nothing
more, as tests/rules/test_privacy.py says); a state's ``told`` history each
against the secrets around the action that told it, found by replaying the
table's game from its seed and log.  Harvest's ``HarvestView.deck`` ("every
card of this game, wherever it is") is the one documented exception.

Use: ``hub, hidden = Hidden.hub_for(clock)``, play, then
``hidden.assert_clean()`` (test_hidden.py shows it catching leaks).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import rules
from rules.cards import Card, parse_card
from rules.core import IllegalAction
from rules.hearts.events import HandDealt
from rules.tables.news import ComputerPlays, SeatBack, SeatDropped
from rules.tables.seats import Kind
from rules.tables.wire import decode
from tui.tables import Hub

W_FIELDS = ("view", "legal", "result", "hint")  # the fields that hold one rules.tables.wire value (or a list)
EXCEPTIONS = {("HarvestView", "deck")}  # (class, field) that may name every card


def cards_in(value: Any) -> Iterator[Card]:
    """Every Card inside a decoded value (dataclasses, containers)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if (type(value).__name__, field.name) not in EXCEPTIONS:
                yield from cards_in(getattr(value, field.name))


def cards_in_notation(text: str) -> Iterator[Card]:
    for word in text.replace(",", " ").split():
        try:
            yield parse_card(word)
        except (IllegalAction, ValueError, KeyError):
            continue


def redeal(events: list) -> int:
    """Where a new Hearts hand is dealt inside one action's events (0: none,
    or it opens them); as tests/rules/test_privacy.py."""
    return next((i for i, event in enumerate(events) if i and isinstance(event, HandDealt)), 0)


def told_secrets(table, seat: int) -> list[frozenset[Card]]:
    """For every event the table's game has told so far (its opening ones
    first), the cards secret from ``seat`` both before and after the action
    that told it: the game replayed from its seed and log."""
    game = rules.new_game(table.name, seed=table.game.seed, **table.game.options)
    moments = [frozenset(game.secret_from(seat))] * len(game.opening_events)
    for who, text in table.driver.log:
        before = frozenset(game.secret_from(seat))
        events = game.apply(who, game.parse_action(who, text))
        secret = before & frozenset(game.secret_from(seat))
        dealt = redeal(events)
        moments.extend(frozenset() if i < dealt else secret for i in range(len(events)))
    return moments


TABLE_NEWS = (SeatDropped, ComputerPlays, SeatBack)


class Hidden:
    def __init__(self) -> None:
        self.hub: Hub | None = None
        self.failures: list[str] = []
        self.messages = 0  # every message seen
        self.table_messages = 0  # those sent to a seated person (searched for cards)
        self.cards_seen = 0
        self.seen: list[tuple[str, dict]] = []  # every message, to whom (by key), in order
        self._before: dict[tuple[str, int], frozenset[Card]] = {}

    @classmethod
    def hub_for(cls, clock, **kwargs) -> tuple[Hub, Hidden]:
        checker = cls()
        checker.hub = Hub(clock, tap=checker.tap, **kwargs)
        return checker.hub, checker

    def _where(self, key: str):
        assert self.hub is not None  # hub_for made it
        for table in self.hub.tables.values():
            if not table.started or table.saved:
                continue
            for seat, place in enumerate(table.places):
                if place.kind is Kind.PERSON and place.person is not None and place.person.key == key:
                    return table, seat
        return None

    def tap(self, key: str, message: dict) -> None:
        self.messages += 1
        self.seen.append((key, message))
        where = self._where(key)
        found: list[Card] = []
        for name in W_FIELDS:
            if message.get(name) is not None:
                found.extend(cards_in(decode(message[name])))
        if isinstance(message.get("action"), str):
            found.extend(cards_in_notation(message["action"]))
        events = decode(message["events"]) if "events" in message else []
        # a state's told events (the table's own news of its seats, which hold
        # no card, left out: the rest are the game's, the tail of its replay)
        told = [event for event in decode(message["told"]) if not isinstance(event, TABLE_NEWS)] \
            if "told" in message else []
        if where is None:
            if found or any(True for _ in cards_in([events, told])):
                self.failures.append(f"{key}: cards in a message to nobody seated: {message['type']}")
            return
        table, seat = where
        self.table_messages += 1
        now = frozenset(table.game.secret_from(seat))
        before = self._before.get((table.id, seat), now)
        self._before[(table.id, seat)] = now
        secret = before & now
        checked = [(card, secret) for card in found]
        # an update's events: secret before and after, except those told
        # before a new Hearts hand dealt inside the same action (their
        # "after" is the new deal: the hand that ended hid nothing more)
        dealt = redeal(events)
        checked += [(card, frozenset() if i < dealt else secret)
                    for i, event in enumerate(events) for card in cards_in(event)]
        # a state's told events: each as secret around the action that told it
        if told:
            moments = told_secrets(table, seat)
            assert len(told) <= len(moments), (len(told), len(moments))
            checked += [(card, moment) for event, moment in zip(told, moments[-len(told):])
                        for card in cards_in(event)]
        self.cards_seen += len(checked)
        leaked = sorted({str(card) for card, hidden in checked if card in hidden})
        if leaked:
            self.failures.append(f"{key} (seat {seat}) got {message['type']} with secret cards {leaked}")

    def assert_clean(self) -> None:
        assert self.hub is not None  # hub_for made it
        assert self.hub.problems == [], self.hub.problems[:5]
        assert self.table_messages > 0, "no table message was checked"
        assert self.cards_seen > 0, "no card was found in any message: the checker looked at nothing"
        assert not self.failures, "\n".join(self.failures[:20])
