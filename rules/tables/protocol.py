"""The shared tables' message protocol: what a person's app and the server
say to each other, one JSON object per line over the server's unix socket.

This docstring is THE description of the protocol; ``read`` checks every
client message against ``REQUESTS`` before anything acts on it.

Every message is a JSON object with a ``"type"``.  Seats: every table
message is *rotated* for its receiver, so that the receiving seat is
always seat 0 (seat ``s`` is sent as ``(s - receiver) % players``, by
``rules.tables.wire.encode``); the one exception is ``seated``, which names the
real seat.  ``W`` is a value encoded by ``rules.tables.wire.encode`` for the
receiver (rotated; views, actions, events, results, hints).  Every text
(views' prompts, refusals, hint reasons, ``Result.summary``) is made in the
receiver's language.

Client -> server
----------------
Anything else (not an object, an unknown type, a missing or wrong field, a
field this type does not have) is answered with ``refused`` and changes
nothing.

* ``{"type":"hello","token":T,"lang":"sv"}`` — the first line; the hub
  listener turns the token into the person and calls ``Hub.connect``
  (``Hub`` itself refuses a second hello).
* ``{"type":"lang","lang":"en"}`` — the person changed language ("en", "sv").
* ``{"type":"tables"}`` — the lobby list again (it is also pushed on every
  change to everyone connected who is not seated at a running table).
* ``{"type":"create","game":"hearts","options":{...},"people":[1,2],
  "level":"medium","seed":7}`` — a new table; the creator is its host and
  sits at seat 0; ``people`` (optional, default none) are the other seats
  open to people; the rest are computer players at ``level`` (optional:
  the game's default level).  ``options`` (optional) are the game's own
  (``{"players":3}`` for Hearts), names to plain values; ``seed``
  (optional) replays a deal.  Refused while the sender is seated anywhere.
* ``{"type":"join","table":"t3","seat":2}`` — sit at a free person seat of a
  table that has not started (``seat`` optional: the first free one), or
  take your own seat back (same key) at a running or reopened table.
* ``{"type":"leave"}`` — leave your table.  Before it starts the seat is
  free again (a host who leaves hands the table to the next person; the
  last person leaving a table that never started ends it).  Once it runs,
  the computer plays your seat at once and the seat stays yours to take
  back with ``join``.
* ``{"type":"start"}`` — the host starts early: the free person seats go to
  the computer.  A table also starts by itself when every person seat is
  taken.
* ``{"type":"act","action":"play QS"}`` — an action's notation
  (``str(action)``), always for the sender's own seat (a message naming
  another seat is refused).
* ``{"type":"hint"}`` — the hard player's hint for the sender's seat; one
  at a time: asked again before its answer, the answer is a ``hint`` with
  null and "still being worked out" (nothing more is queued).
* ``{"type":"undo"}`` — take back your last move; only where the table's
  ``undo`` is on (one person seat, a turn-based game).
* ``{"type":"pause","on":true|false}`` — ask to pause (the other people
  present are asked; with nobody else it pauses at once) / resume (anyone
  seated may).
* ``{"type":"answer","yes":true|false}`` — the answer to ``pause_asked``.
* ``{"type":"reopen","table":"t3"}`` — reopen a saved table you had a seat
  at: it comes back at its saved position, you sit in your seat and are its
  host, the other people's seats wait for them (only they may take them) and
  it starts when they are all back or when you ``start``.

Server -> client
----------------
* ``{"type":"welcome","you":{"key":..,"name":..}}`` then ``tables``.
* ``{"type":"tables","tables":[TABLE..]}`` — the lobby: every table not yet
  saved, and the saved tables the receiver has a seat at.  TABLE =
  ``{"id":"t1","game":"hearts","title":"Hearts","options":{..},
  "level":"medium","host":name,"started":bool,"saved":bool,"over":bool,
  "seats":[{"kind":"person"|"computer"|"open"|"away","name":str|null,
  "yours":bool}]}`` in real seat order (nothing in the lobby is rotated).
  An open seat of a reopened table that waits for its person carries that
  person's name.
* ``{"type":"seated","table":id,"seat":s}`` — you sit at ``s`` (the REAL
  seat), followed by ``state`` once the table runs.
* ``{"type":"left","table":id}`` — you no longer sit at that table (you
  left, or you sat down at it from another terminal).
* ``{"type":"refused","reason":"…"}`` — the request changed nothing; the
  engine's refusals are its own sentences ("Too slow: the left pile now shows 7♦").
* ``{"type":"state","table":id,"game":name,"title":str,"options":{..},
  "level":str,"real_time":bool,"undo":bool,"seats":[SEAT..],"view":W,
  "legal":[W..],"told":[W..],"moves":n,"paused":bool,
  "pause_asked_by":int|null,"thinking":THINKING|null,"result":W|null,
  "hints_used":bool}`` — the whole picture for the receiving seat: sent
  when the table starts, on taking a seat back, on reopening, after an undo
  and after anything an ``update`` does not carry.  ``told``: the newest
  events (as each was seen by the receiver), oldest first, the table's
  news of its seats (rules.tables.news) among them where they happened.
* ``{"type":"update","table":id,"seat":int|null,"action":str|null,
  "events":[W..],"view":W,"legal":[W..],"moves":n,"thinking":..,
  "result":W|null,"hints_used":bool,"undo":bool}`` — one per driver update:
  ``seat`` who acted (rotated; null for the table's own changes),
  ``action`` the notation only when the receiver acted (the others learn
  the move from its events, as each may see them).
* ``{"type":"seats","table":id,"seats":[SEAT..],"news":[W..]}`` — a person
  dropped (away, with the seconds left; repeated every 10 s), the computer
  took a seat over, a person came back or left.  SEAT = ``{"name":str,
  "kind":"person"|"computer"|"away","countdown":float|null,"you":bool}``,
  rotated order (index 0 is the receiver).  ``news``: the event that says
  why, for the log (rules.tables.news: ``SeatDropped``, ``ComputerPlays``,
  ``SeatBack``), or none (the countdown's repeats).
* ``{"type":"pause_asked","table":id,"by":int|null}`` — seat ``by``
  (rotated) asks to pause: answer with ``answer``; ``by`` null: the
  question is withdrawn (someone said no, or the asker left).
* ``{"type":"paused","table":id,"on":bool,"by":int|null}`` — the table is
  paused / plays on (``by``: who asked, rotated).
* ``{"type":"hint","hint":W|null,"reason":str}`` — the hint, or null and
  why there is none.
* ``{"type":"notice","table":id,"text":str}`` — one line about the table
  from its host (the game store cannot be reached: saving is paused; it
  is back).
* ``{"type":"closed","table":id,"reason":str}`` — instead of ``left``, to
  the last person to get up: the table ended (it never started, or its game
  is over), or its people have all left and it is saved (then it is in the
  lobby as ``saved``, for its people only).  A table whose last person's
  link drops ends the same way when their countdown runs out.

THINKING = ``{"seat":int,"for":seconds}``: the one seat (rotated) a
turn-based game waits for, and for how long it has waited.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.i18n import LANGUAGES, N_, _


def loads(line: bytes | str) -> Any:
    """One line off the socket as its JSON value; ValueError for anything
    that is not one, whatever the parser tripped on: bad UTF-8, not JSON, a
    number too long, or nesting too deep for it (50,000 ``[`` fit in one
    line and raise RecursionError, which is no ValueError)."""
    try:
        return json.loads(line)
    except RecursionError:
        raise ValueError("the JSON is nested too deeply") from None


class Refusal(Exception):
    """A client message the server will not act on; ``str`` is the sentence
    for the person (said in their language when it is raised)."""


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_seat_list(value: Any) -> bool:
    return type(value) is list and all(_is_int(item) for item in value)


def _is_options(value: Any) -> bool:
    return type(value) is dict and all(type(key) is str and type(item) in (bool, int, str)
                                       for key, item in value.items())


# what each field must be: a test, and the kind said in the refusal
_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "str": (lambda value: type(value) is str, N_("text")),
    "bool": (lambda value: type(value) is bool, N_("true or false")),
    "int": (_is_int, N_("a whole number")),
    "seats": (_is_seat_list, N_("a list of seat numbers")),
    "options": (_is_options, N_("names with plain values")),
}

# type -> {field: (kind, required)}
REQUESTS: dict[str, dict[str, tuple[str, bool]]] = {
    "hello": {"token": ("str", True), "lang": ("str", False)},
    "lang": {"lang": ("str", True)},
    "tables": {},
    "create": {"game": ("str", True), "options": ("options", False), "people": ("seats", False),
               "level": ("str", False), "seed": ("int", False)},
    "join": {"table": ("str", True), "seat": ("int", False)},
    "leave": {},
    "start": {},
    "act": {"action": ("str", True)},
    "hint": {},
    "undo": {},
    "pause": {"on": ("bool", True)},
    "answer": {"yes": ("bool", True)},
    "reopen": {"table": ("str", True)},
}

MAX_TEXT = 200  # characters in any text field: an action, a table id, a token


@dataclass(frozen=True)
class Request:
    """A client message that has the right shape (``read``)."""

    type: str
    fields: dict[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


def read(message: Any) -> Request:
    """``message`` (one decoded JSON value) as a Request, or Refusal saying
    what is wrong with it."""
    if type(message) is not dict:
        raise Refusal(_("A message is a JSON object with a \"type\"."))
    kind = message.get("type")
    if type(kind) is not str:
        raise Refusal(_("A message is a JSON object with a \"type\"."))
    spec = REQUESTS.get(kind)
    if spec is None:
        raise Refusal(_("There is no message of type {type}.").format(type=repr(kind[:40])))
    fields = {name: value for name, value in message.items() if name != "type"}
    if kind == "act" and "seat" in fields:
        raise Refusal(_("You can act only for your own seat."))
    for name in fields:
        if name not in spec:
            raise Refusal(_("A {type} message has no field {field}.").format(type=kind, field=repr(name[:40])))
    for name, (field_kind, required) in spec.items():
        if name not in fields:
            if required:
                raise Refusal(_("A {type} message needs its field {field}.").format(type=kind, field=name))
            continue
        test, said = _KINDS[field_kind]
        value = fields[name]
        if not test(value):
            raise Refusal(_("The field {field} must be {kind}.").format(field=name, kind=_(said)))
        if type(value) is str and len(value) > MAX_TEXT:
            raise Refusal(_("The field {field} is too long.").format(field=name))
    if kind in ("lang", "hello") and "lang" in fields and fields["lang"] not in LANGUAGES:
        raise Refusal(_("There is no language {lang} (there are: {known}).").format(
            lang=repr(fields["lang"]), known=", ".join(LANGUAGES)))
    return Request(kind, fields)
