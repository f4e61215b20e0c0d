"""The contract every game keeps, so that one Session, one save format and one
set of screens serve all four (after OpenSpiel's state API).

A game is a state machine:

* ``to_act()`` — the seats that may act now (several at once while Hearts
  players choose their passes, both seats all the time in Speed);
* ``legal_actions(seat)`` — small, enumerable actions; a complicated decision
  is a sequence of small ones;
* ``apply(seat, action)`` — returns the events it caused, or raises
  ``IllegalAction`` with a sentence a player understands and leaves the state
  exactly as it was;
* ``view(seat)`` — only what that seat may see; bots are given nothing else;
  ``secret_from(seat)`` names the cards it may not see, and
  ``event.seen_by(seat)`` what it may know of an event (a shared table
  sends each seat nothing else);
* ``to_json()`` / ``from_json()`` — an exact round trip, mid-hand included.

What every screen and the store need is part of the contract too, so that
nothing above the engine has to guess (OpenSpiel's ``Returns()``): the
``opening_events`` of the deal, the ``phase`` (a member of the game's own
``Phase`` enum, which always has ``OVER``), ``scores()`` by seat and their
``score_history()``, and ``lower_wins``.  Every view has ``phase``,
``is_over`` and ``to_act`` (the seats that may act now); ``turn`` is kept
for "whose turn or trick it is", ``turn_number`` counts turns.

Randomness comes only from ``self.rng``, one ``random.Random`` per game, so a
seed and the list of actions replay a game exactly.
"""

from __future__ import annotations

import functools
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from rules.i18n import _

if TYPE_CHECKING:
    from rules.cards import Card
    from rules.voice import Voice

SAVE_FORMAT = 1


class GamePhase(StrEnum):
    """Base of each game's ``Phase`` enum.  A ``str`` enum, so a phase is
    saved as the very string it always was ("passing") and compares equal
    to it; every game's enum has ``OVER = "over"``."""


class IllegalAction(Exception):
    """An action the rules refuse; ``str(exc)`` is meant for the player."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for screens to redraw from and logs to narrate.

    Subclasses are frozen dataclasses named for what happened (``CardPlayed``,
    ``TrickWon``).  ``describe`` gives the plain-words sentence, the one
    place it is written, told to the ``voice``'s viewer: the voice
    (rules.voice) knows the seats' names and says the viewer as "you"
    ("You play 5♥." / "North plays 5♥.").  It picks a whole sentence per
    case, marked for the catalog (``voice.say(seat, you=N_(…), other=N_(…))``),
    and the voice says it in the language of the moment (rules.i18n).  It is
    pure and never raises for an event a game produces.  Suit symbols are
    used; the UI turns them into letters in ASCII mode.  An event's own text
    fields (harvest's ``arithmetic``) are words of the moment it happened.
    """

    def describe(self, voice: Voice) -> str:
        return type(self).__name__ + "."

    def voice_after(self, voice: Voice) -> Voice:
        """The voice the events after this one are told in: the same, but
        where the event changes who plays a seat (a shared table's computer
        taking a dropped person's seat: rules.tables.news), so that its
        moves are never told to that person as "You play …"."""
        return voice

    def voice_before(self, voice: Voice) -> Voice:
        """The voice the events before this one were told in, ``voice``
        being the one after it: the seats' labels are of the moment the
        log is read, so a log that starts after a seat changed hands works
        back from them (``rules.voice.at_start``)."""
        return voice

    def seen_by(self, seat: int) -> Event:
        """What ``seat`` may know of this event: the event itself, or a
        copy without what that seat may not know (a shared table sends each
        seat only this).  An event that carries a card or a word another
        seat may not see overrides it; ``Game.secret_from`` says which
        cards those are.  Every event of the four games is public as it
        is (the audit is in tests/rules/test_privacy.py)."""
        return self


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions; ``str(action)`` is the stable notation
    that ``Game.parse_action`` reads back."""


@dataclass(frozen=True)
class Result:
    """How a finished game ended."""

    winners: tuple[int, ...]  # seats; empty for a draw
    scores: tuple[int, ...]  # final totals by seat
    summary: str  # one sentence for the game-over screen, in the language of the moment it is asked

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "scores": list(self.scores), "summary": self.summary}

    @classmethod
    def from_json(cls, data: dict) -> Result:
        return cls(tuple(data["winners"]), tuple(data["scores"]), data["summary"])


def check_seat(seat: Any, num_players: int) -> int:
    """``seat`` as a seat number, or IllegalAction: only a plain int in
    range is a seat (True, None, "0" and 1.0 are not)."""
    if type(seat) is not int or not 0 <= seat < num_players:
        raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=repr(seat)))
    return seat


_G = TypeVar("_G", bound="Game")
_R = TypeVar("_R")


def guard_parse(method: Callable[[_G, int, str], _R]) -> Callable[[_G, Any, Any], _R]:
    """Wraps an engine's ``parse_action``: a seat that is no seat, or text
    that is not text, is refused before the parser sees it (one check for
    all four engines, so none of them can forget it).  The wrapper takes
    anything: what is no seat or no text is refused."""

    @functools.wraps(method)
    def parse_action(self: _G, seat: Any, text: Any) -> _R:
        check_seat(seat, self.num_players)
        if not isinstance(text, str):
            raise IllegalAction(_("An action is written as text, like 'play QS'."))
        return method(self, seat, text)

    return parse_action


def guard_apply(method: Callable[[_G, int, Any], _R]) -> Callable[[_G, Any, Any], _R]:
    """Wraps an engine's ``apply``: the seat must be a seat and the action
    an Action, checked before anything can change."""

    @functools.wraps(method)
    def apply(self: _G, seat: Any, action: Any) -> _R:
        check_seat(seat, self.num_players)
        if not isinstance(action, Action):
            raise IllegalAction(_("A {kind} is not an action: write one, like 'play QS'.").format(
                kind=type(action).__name__))
        return method(self, seat, action)

    return apply


def guard_view(method: Callable[[_G, int], _R]) -> Callable[[_G, Any], _R]:
    """Wraps ``view``: only a seat at the table has a view."""

    @functools.wraps(method)
    def view(self: _G, seat: Any) -> _R:
        check_seat(seat, self.num_players)
        return method(self, seat)

    return view


def scores_line(names: Sequence[str], scores: Sequence[int]) -> str:
    """"You 12 · West 30 · North 8": for ``Game.progress``."""
    return " · ".join(f"{name} {score}" for name, score in zip(names, scores))


def fresh_seed() -> int:
    """A seed for a game the player did not seed; it is recorded, so the game
    can still be replayed."""
    return secrets.randbits(32)


def rng_to_json(rng: random.Random) -> list:
    version, state, gauss = rng.getstate()
    return [version, list(state), gauss]


def rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, state, gauss = data
    rng.setstate((version, tuple(state), gauss))
    return rng


class Game(ABC):
    """Base class of the four engines (see the module docstring).

    Besides the abstract methods, every engine declares ``Phase`` and
    ``lower_wins`` (checked when the class is made) and fills these:

    * ``phase`` — where the game is now, a member of ``Phase`` (an attribute
      or a property); ``phase is Phase.OVER`` exactly when ``is_over``.
    * ``opening_events`` — what the deal or start said before anyone acted
      (Hearts' first ``HandDealt``, harvest's first seasons, clover's first
      bouquet, Speed's first round), for the first screen to show and
      narrate.  A game loaded by ``from_json`` has an empty list: what was
      said at its start is in the log of the game it was saved from.
    """

    name: ClassVar[str]  # registry key: "hearts", "harvest", "clover", "speed"
    title: ClassVar[str]  # for people: "Hearts"
    # Raised whenever a rule changes how a seed and a move list replay, so a
    # save made under older rules is recognised as such (not as damaged).
    rules_version: ClassVar[int] = 1
    Phase: ClassVar[type[GamePhase]]  # the game's phases, OVER among them
    # True where the lowest score wins (Hearts' points, Speed's cards left);
    # the statistics rank a game's results by it.
    lower_wins: ClassVar[bool]

    seed: int
    options: dict[str, Any]
    num_players: int
    rng: random.Random
    opening_events: list[Event]

    if TYPE_CHECKING:
        # Read-only here: each engine's is its own ``Phase`` (an attribute
        # or a property), so only the engine sets it.
        @property
        def phase(self) -> GamePhase: ...

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for attr in ("Phase", "lower_wins"):
            if attr not in dir(cls):
                raise TypeError(f"{cls.__name__} must declare {attr} (rules.core.Game)")
        if not (issubclass(cls.Phase, GamePhase) and "OVER" in cls.Phase.__members__):
            raise TypeError(f"{cls.__name__}.Phase must be a GamePhase with an OVER member")

    @abstractmethod
    def __init__(self, seed: int = 0, **options: Any) -> None:
        """A new game from a seed and the game's own options, as
        ``rules.new_game`` and ``from_json`` make every engine."""

    @abstractmethod
    def to_act(self) -> frozenset[int]: ...

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]: ...

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]: ...

    @abstractmethod
    def view(self, seat: int) -> Any: ...

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def result(self) -> Result | None: ...

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """The scores by seat now: the running totals (Speed: the cards each
        seat has left); once the game is over, exactly ``result.scores``."""

    @abstractmethod
    def score_history(self) -> list[tuple[int, ...]]:
        """What each seat scored per scoring unit, oldest first, where the
        game keeps such a record (Hearts: one tuple per hand, as scored,
        summing to ``scores()``); an empty list where it keeps none
        (harvest and clover score every turn but keep no record in their
        saves; Speed counts cards, not points)."""

    @abstractmethod
    def progress(self, names: Sequence[str]) -> str:
        """How far the game is, in a few words for the list of unfinished
        games: "hand 3 · trick 5 · You 12 · West 30".  ``names`` by seat
        (the person's may be "You"); scores_line() says the scores."""

    def forced_pass(self, seat: int) -> Action | None:
        """The pass (or "done") that is ``seat``'s only legal action now —
        a decision with nothing in it — else None (a real choice, or not
        ``seat``'s move).  A table takes it for its person after the pace's
        wait (tui/table.py), so nobody presses a key for nothing.  None in
        the games where every decision is a choice."""
        return None

    def secret_from(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` may not see now: the other hands, face-down
        and draw piles, less those it knows the place of anyway (Hearts:
        the cards it passed, while the receiver still holds them).  A
        shared table checks every message against it, so that no seat is
        ever sent a card the one-person table would not show it; every
        engine says it for its own piles."""
        raise NotImplementedError(f"{type(self).__name__} does not say what each seat may not see")

    def undo_barrier(self, before: Game) -> str | None:
        """Why an undo from this position back to ``before`` (an earlier
        position of the same game) is refused, a sentence for the player
        (rules/session.py asks); None: it may.  The engine says what the
        person has seen since that an undo would turn into a free peek:
        the clover talon's cards turned up, the cards received in a Hearts
        pass (which must be chosen before they are seen).  None in the
        games where every position may be taken back."""
        return None

    @abstractmethod
    def parse_action(self, seat: int, text: str) -> Action:
        """Read ``str(action)`` back; raises ``IllegalAction`` for text that
        names no action."""

    @abstractmethod
    def to_json(self) -> dict:
        """A JSON-ready dict holding everything, the generator's state too."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict) -> Game: ...

    # Helpers shared by the engines -------------------------------------

    @classmethod
    def display_title(cls) -> str:
        """The game's name for people, in the language of the moment
        ("Hearts", Swedish "Hjärter"); ``title`` is its English source."""
        return _(cls.title)

    def seat_name(self, seat: int) -> str:
        return _("player {number}").format(number=seat + 1)

    def check_can_act(self, seat: int) -> None:
        """Raise the usual refusals: game over, no such seat, not your turn."""
        if self.is_over:
            raise IllegalAction(_("The game is over."))
        if not 0 <= seat < self.num_players:
            raise IllegalAction(_("There is no seat {seat} at this table.").format(seat=seat))
        if seat not in self.to_act():
            raise IllegalAction(_("It is not your turn."))

    def json_header(self) -> dict:
        return {
            "game": self.name,
            "format": SAVE_FORMAT,
            "seed": self.seed,
            "options": dict(self.options),
            "rng": rng_to_json(self.rng),
        }
