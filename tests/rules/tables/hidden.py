"""The privacy checker of the shared tables (issue 18's design, "Privacy
contract"): every message the hub sends to a seated person is searched for
cards — Card values anywhere in its decoded W fields, and card notations
inside action strings — and a card that was secret from the receiver
(``game.secret_from(seat)``) both before the message (at the previous
message to that person) and after it is a failure.  Harvest's
``HarvestView.deck`` ("every card of this game, wherever it is") is the one
documented exception.

Use: ``checker = Hidden(); hub = Hub(clock, tap=checker.tap); checker.hub = hub``
(or ``Hidden.hub_for``), play, then ``checker.assert_clean()``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from rules.cards import Card, parse_card
from rules.core import IllegalAction
from rules.tables import Hub
from rules.tables.seats import Kind
from rules.wire import decode

W_FIELDS = ("view", "legal", "told", "events", "result", "hint")  # the fields that hold rules.wire values
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


class Hidden:
    def __init__(self) -> None:
        self.hub: Hub | None = None
        self.failures: list[str] = []
        self.messages = 0  # every message seen
        self.table_messages = 0  # those sent to a seated person (searched for cards)
        self.cards_seen = 0
        self._before: dict[tuple[str, int], frozenset[Card]] = {}

    @classmethod
    def hub_for(cls, clock, **kwargs) -> tuple[Hub, Hidden]:
        checker = cls()
        checker.hub = Hub(clock, tap=checker.tap, **kwargs)
        return checker.hub, checker

    def _where(self, key: str):
        for table in self.hub.tables.values():
            if not table.started or table.saved:
                continue
            for seat, place in enumerate(table.places):
                if place.kind is Kind.PERSON and place.person.key == key:
                    return table, seat
        return None

    def tap(self, key: str, message: dict) -> None:
        self.messages += 1
        where = self._where(key)
        found: list[Card] = []
        for name in W_FIELDS:
            if name in message and message[name] is not None:
                found.extend(cards_in(decode(message[name])))
        if isinstance(message.get("action"), str):
            found.extend(cards_in_notation(message["action"]))
        if where is None:
            if found and message["type"] not in ("hint",):
                self.failures.append(f"{key}: cards in a message to nobody seated: {message['type']}")
            return
        table, seat = where
        self.table_messages += 1
        self.cards_seen += len(found)
        now = frozenset(table.game.secret_from(seat))
        before = self._before.get((table.id, seat), now)
        self._before[(table.id, seat)] = now
        leaked = sorted({str(card) for card in found if card in before and card in now})
        if leaked:
            self.failures.append(f"{key} (seat {seat}) got {message['type']} with secret cards {leaked}")

    def assert_clean(self) -> None:
        assert self.table_messages > 0, "no table message was checked"
        assert self.cards_seen > 0, "no card was found in any message: the checker looked at nothing"
        assert not self.failures, "\n".join(self.failures[:20])
