"""The engine's values as JSON, for a shared table's messages, turned so that
the receiving seat is seat 0.

A shared table runs in the server; each person's app is sent its seat's
view, legal actions, events, hints and result over a socket.  ``encode``
writes them as plain JSON values and rotates every seat they hold for the
viewer (the table of seat fields is rules.tables.wire_seats), so the screens keep
"seat 0 is the person at this terminal" at any seat.  ``decode`` rebuilds
them on the other side; it only ever makes a dataclass or an enum defined in
a module under ``rules.``, or a Card, from its notation: never ``eval``,
never pickle, so a message cannot make anything else.

The shapes (one key per wrapper, so each is unambiguous):

=================  ==========================================================
None/bool/int/     as is
float/str
list               a list
tuple              ``{"t": [...]}``
set, frozenset     ``{"s": [...]}`` (decoded as a frozenset)
dict (str keys)    ``{"m": {...}}``
Card               ``{"c": "QS"}`` (its notation, rules.cards)
enum               ``{"e": "module:Class", "v": value}``
dataclass          ``{"d": "module:Class", "f": {field: value}}``
=================  ==========================================================
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import re
from collections.abc import Sequence
from enum import Enum
from typing import Any, TypeVar

from rules.cards import Card, parse_card

from .wire_seats import BY_SEAT, NESTED, NOT_SEAT, PAIRS, SEAT, SEAT_FIELDS, SEATS

T = TypeVar("T")
JSON = Any  # None, bool, int, float, str, list and dict of these

_SCALARS = (type(None), bool, int, float, str)
# How deep a value may nest (a game's view is a few levels): counted, not
# left to the interpreter's recursion limit, which a process may raise
# (mypy does, in the test run) and which would then let a deeper one through.
MAX_DEPTH = 100
_MODULE = re.compile(r"rules(\.[a-z][a-z0-9_]*)+")
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


class WireError(ValueError):
    """A value that cannot be sent, or a message that is not one we send."""


# Encoding ----------------------------------------------------------------

def encode(obj: Any, viewer: int, num_players: int) -> JSON:
    """``obj`` as JSON for ``viewer``: seat ``s`` becomes ``(s - viewer) %
    num_players``.  Raises WireError for what cannot travel (a class outside
    ``rules.``, a dict key that is not a str, a seat field of a bad shape,
    an int or tuple field the seat table does not classify)."""
    if type(num_players) is not int or num_players < 1:
        raise WireError(f"{num_players!r} is not a number of players")
    if type(viewer) is not int or not 0 <= viewer < num_players:
        raise WireError(f"{viewer!r} is not a seat of {num_players}")
    return _encode(obj, viewer, num_players)


def _encode(obj: Any, viewer: int, n: int) -> JSON:
    kind = type(obj)
    if kind in _SCALARS:
        return obj
    if isinstance(obj, Enum):
        if not _MODULE.fullmatch(kind.__module__) or type(obj.value) not in _SCALARS:
            raise WireError(f"{obj!r}: only a rules enum of plain values can travel")
        return {"e": _key(kind), "v": obj.value}
    if kind is Card:
        return {"c": str(obj)}
    if kind is list:
        return [_encode(item, viewer, n) for item in obj]
    if kind is tuple:
        return {"t": [_encode(item, viewer, n) for item in obj]}
    if kind is frozenset or kind is set:
        items = [_encode(item, viewer, n) for item in obj]
        return {"s": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}
    if kind is dict:
        if not all(type(k) is str for k in obj):
            raise WireError("only a dict with str keys can travel")
        return {"m": {k: _encode(v, viewer, n) for k, v in obj.items()}}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return _encode_dataclass(obj, viewer, n)
    raise WireError(f"a {kind.__name__} cannot travel")


def _encode_dataclass(obj: Any, viewer: int, n: int) -> JSON:
    key, fields = _fields(type(obj))
    out = {}
    for name, kind in fields:
        value = getattr(obj, name)
        if kind is None:
            if type(value) is int or type(value) is tuple or type(value) is list:
                raise WireError(f"{key}.{name} holds a {type(value).__name__} the seat table "
                                "(rules.tables.wire_seats) does not classify")
        elif viewer and kind is not NOT_SEAT and kind is not NESTED:
            value = _rotate(value, kind, viewer, n, f"{key}.{name}")
        out[name] = _encode(value, viewer, n)
    return {"d": key, "f": out}


_FIELDS: dict[type, tuple[str, tuple[tuple[str, Any], ...]]] = {}


def _fields(cls: type) -> tuple[str, tuple[tuple[str, Any], ...]]:
    """The class's key and its init fields with their seat kinds (None:
    unclassified), worked out once per class."""
    found = _FIELDS.get(cls)
    if found is None:
        key = _key(cls)
        if not _MODULE.fullmatch(cls.__module__) or not _NAME.fullmatch(cls.__qualname__):
            raise WireError(f"{key} is not a rules dataclass: it cannot travel")
        found = _FIELDS[cls] = (key, tuple((f.name, SEAT_FIELDS.get((key, f.name)))
                                           for f in dataclasses.fields(cls) if f.init))
    return found


def _key(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def rotate_seat(seat: int, viewer: int, num_players: int) -> int:
    """The seat ``seat`` as ``viewer`` is told it: the viewer is 0, the next
    seat (their left in Hearts) 1, and so on round the table.  For what a
    table message says outside a wire value (who asked for a pause)."""
    return (seat - viewer) % num_players


def rotate_by_seat(values: Sequence[T], viewer: int) -> list[T]:
    """Values by seat as ``viewer`` is told them: the viewer's first (a
    table message's list of seats)."""
    return list(values[viewer:]) + list(values[:viewer])


def _rotate(value: Any, kind: Any, viewer: int, n: int, where: str) -> Any:
    if kind is SEAT:
        if value is None:
            return None
        if type(value) is not int or not 0 <= value < n:
            raise WireError(f"{where}: {value!r} is not a seat")
        return rotate_seat(value, viewer, n)
    if type(value) is not tuple:
        raise WireError(f"{where}: a {type(value).__name__} where a tuple was expected")
    if kind is SEATS:
        return tuple(_rotate(seat, SEAT, viewer, n, where) for seat in value)
    if kind is BY_SEAT:
        if len(value) != n:
            raise WireError(f"{where}: {len(value)} entries for {n} seats")
        return tuple(rotate_by_seat(value, viewer))
    if isinstance(kind, PAIRS):
        rows = []
        for row in value:
            if type(row) is not tuple or len(row) != len(kind.kinds):
                raise WireError(f"{where}: {row!r} is not a row of {len(kind.kinds)}")
            rows.append(tuple(item if k is NOT_SEAT else _rotate(item, k, viewer, n, where)
                              for item, k in zip(row, kind.kinds)))
        return tuple(rows)
    raise WireError(f"{where}: unknown seat kind {kind!r}")  # pragma: no cover - the table's own mistake


# Decoding ----------------------------------------------------------------

def decode(data: JSON) -> Any:
    """The value ``encode`` wrote (as its viewer sees it: nothing is rotated
    back).  Raises WireError, and nothing else, for anything that is not
    such a value: a class outside ``rules.``, a class that is no dataclass or
    enum, an unknown or missing field, a malformed shape."""
    return _decode(data, 0)


def _decode(data: JSON, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise WireError("the value is nested too deeply")
    depth += 1
    kind = type(data)
    if kind in _SCALARS:
        return data
    if kind is list:
        return [_decode(item, depth) for item in data]
    if kind is not dict:
        raise WireError(f"a {kind.__name__} is not JSON")
    if len(data) == 1:
        (tag, body), = data.items()
        if tag == "t" and type(body) is list:
            return tuple(_decode(item, depth) for item in body)
        if tag == "s" and type(body) is list:
            try:
                return frozenset(_decode(item, depth) for item in body)
            except TypeError:
                raise WireError("a set of unhashable values") from None
        if tag == "m" and type(body) is dict and all(type(k) is str for k in body):
            return {k: _decode(v, depth) for k, v in body.items()}
        if tag == "c" and type(body) is str:
            return _card(body)
    elif len(data) == 2:
        if "e" in data and "v" in data:
            return _enum(data["e"], data["v"])
        if "d" in data and "f" in data:
            return _dataclass(data["d"], data["f"], depth)
    raise WireError(f"not a wire value: {_short(data)}")


def _card(text: str) -> Card:
    try:
        card = parse_card(text)
    except ValueError:
        raise WireError(f"{text!r} is not a card") from None
    if str(card) != text:
        raise WireError(f"{text!r} is not a card's notation (that is {card})")
    return card


def _enum(key: Any, value: Any) -> Enum:
    cls = _class(key)
    if not issubclass(cls, Enum):
        raise WireError(f"{key} is not an enum")
    if type(value) not in _SCALARS:
        raise WireError(f"{_short(value)} is not an enum's value")
    try:
        return cls(value)
    except ValueError:
        raise WireError(f"{_short(value)} is no {key}") from None


def _dataclass(key: Any, body: Any, depth: int) -> Any:
    cls = _class(key)
    if not dataclasses.is_dataclass(cls):
        raise WireError(f"{key} is not a dataclass")
    if type(body) is not dict:
        raise WireError(f"the fields of {key} are not a JSON object")
    fields, required = _init_fields(cls)
    unknown = [name for name in body if name not in fields]
    if unknown:
        raise WireError(f"{key} has no field {unknown[0]!r}")
    missing = [name for name in required if name not in body]
    if missing:
        raise WireError(f"{key} needs its field {missing[0]!r}")
    values = {name: _decode(value, depth) for name, value in body.items()}
    try:
        return cls(**values)
    except Exception as error:  # noqa: BLE001 - whatever the class refuses is a bad message
        raise WireError(f"{key} refuses its fields: {error}") from None


_INIT_FIELDS: dict[type, tuple[frozenset[str], tuple[str, ...]]] = {}


def _init_fields(cls: type) -> tuple[frozenset[str], tuple[str, ...]]:
    """A dataclass's fields given to its constructor, and those without a
    default, worked out once per class."""
    found = _INIT_FIELDS.get(cls)
    if found is None:
        fields = [f for f in dataclasses.fields(cls) if f.init]
        found = _INIT_FIELDS[cls] = (
            frozenset(f.name for f in fields),
            tuple(f.name for f in fields
                  if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING))
    return found


_CLASSES: dict[str, type] = {}


def _class(key: Any) -> type:
    """The class a key names: only a class defined (not merely imported) in
    a module under ``rules.``, by a plain public name."""
    cls = _CLASSES.get(key) if type(key) is str else None
    if cls is not None:
        return cls
    if type(key) is not str or key.count(":") != 1:
        raise WireError(f"{_short(key)} does not name a class")
    module_name, name = key.split(":")
    if not _MODULE.fullmatch(module_name) or not _NAME.fullmatch(name):
        raise WireError(f"{key} is not a class of the rules")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        raise WireError(f"there is no module {module_name}") from None
    cls = vars(module).get(name)
    if not isinstance(cls, type) or cls.__module__ != module_name:
        raise WireError(f"{module_name} defines no class {name}")
    _CLASSES[key] = cls
    return cls


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
