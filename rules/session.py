"""Drives one turn-based game: seats humans and bots, applies their actions,
and hands every update to its subscribers (the screen, the autosave).

The session is event-driven: nothing loops.  After each action it looks at
``game.to_act()``; if a bot is to act it schedules that bot's move on the
``Clock`` after ``delay`` seconds (the pace a person can follow), and if a
human is to act it simply waits for ``act``.  With ``delay`` 0 (the
"instant" pace) the bots move at once, inside the call that let them
(``start``, ``act``, ``resume``), until a person is to act or something
pauses the session: a subscriber that wants an update seen first pauses it
from its callback.  Tests use a ManualClock and advance it by hand; the
app uses the asyncio loop's clock.

Every applied action is logged as (seat, notation), so a seed and the log
replay the game exactly; undo is such a replay, one human decision shorter.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import replay_told
from .clock import Clock, Timer
from .core import Action, Event, Game, IllegalAction
from .driver import BotGuard, HintQuestion, Publisher, Seat, Subscriber, Update, hint_question, remember
from .hint import Hint
from .i18n import _, language
from .thinking import Thinker, Thought

__all__ = ["Seat", "Session", "Subscriber", "Update"]

THOUGHT_POLL = 0.02  # seconds between looks at a thought still being worked out


@dataclass
class Session:
    """The turn-based ``rules.driver.Driver``."""

    real_time: ClassVar[bool] = False
    undoable: ClassVar[bool] = True

    game: Game
    seats: Sequence[Seat]
    clock: Clock
    delay: float = 0.6  # seconds before each bot move when one seat acts; 0: at once
    log: list[tuple[int, str]] = field(default_factory=list)
    undo_used: bool = False
    hints_used: bool = False  # the person asked for a hint (the statistics say so)

    def __post_init__(self) -> None:
        if len(self.seats) != self.game.num_players:
            raise ValueError(f"{self.game.num_players} seats needed, {len(self.seats)} given")
        self._publisher = Publisher()
        self._bots = BotGuard(self._publisher, self.seats)
        self.subscribe = self._publisher.subscribe
        self._publish = self._publisher.publish
        self._timer: Timer | None = None
        self._paused = False
        self._draining = False
        self._pause_asked = False
        self.told: list[Event] = list(self.game.opening_events) if not self.log else []
        self._views: dict[int, tuple[str, Game, Any]] = {}  # seat -> (language, game, its view)
        self._thought: Thought | None = None  # a thinking bot's move, worked out aside

    @classmethod
    def new(cls, game: Game, seats: Sequence[Seat], clock: Clock, *, delay: float) -> Session:
        return cls(game, seats, clock, delay=delay)

    @property
    def bot_errors(self) -> list[str]:
        return self._bots.errors

    # Acting --------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def view(self, seat: int):
        """The game's view for ``seat``, built once per position and
        language: a table asks for it many times a key (every binding's
        check asks), and a view costs as much as the key's own work."""
        speaking = language()
        cached = self._views.get(seat)
        if cached is not None and cached[0] == speaking and cached[1] is self.game:
            return cached[2]
        view = self.game.view(seat)
        self._views[seat] = (speaking, self.game, view)
        return view

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(seat)

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def waiting_for_human(self) -> bool:
        return any(self.seats[s].is_human for s in self.game.to_act())

    def start(self) -> None:
        """Begin (or resume after loading): let the bots move if it is theirs."""
        self._schedule()

    def act(self, seat: int, action: Action | str) -> list[Event]:
        """A person's action.  Raises IllegalAction (state unchanged)."""
        if type(seat) is not int or not 0 <= seat < len(self.seats) or not self.seats[seat].is_human:
            raise IllegalAction(_("That seat is played by the computer."))
        if isinstance(action, str):
            action = self.game.parse_action(seat, action)
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = self.game.apply(seat, action)
        self._views.clear()
        self.log.append((seat, str(action)))
        remember(self.told, events)
        self._publish(Update(seat, action, tuple(events)))
        if not self._draining:
            self._schedule()
        return events

    # Hints ---------------------------------------------------------------

    def hint(self, seat: int) -> Hint | None:
        question = self.hint_question(seat)
        return None if question is None else question()

    def hint_question(self, seat: int) -> HintQuestion | None:
        if seat not in self.game.to_act():
            return None
        question = hint_question(self.game, seat, self.game.view(seat), self.game.legal_actions(seat), len(self.log))
        self.hints_used = self.hints_used or question is not None
        return question

    # Bots ----------------------------------------------------------------

    def _bot_seats_to_act(self) -> list[int]:
        if self.game.is_over:
            return []
        return sorted(s for s in self.game.to_act() if not self.seats[s].is_human)

    def _schedule(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._paused:
            return
        bots = self._bot_seats_to_act()
        if not bots:
            self._drop_thought()
            return
        if self._thinks_aside(bots[0]):
            # The search starts now, in a worker thread, and the move waits
            # for the pace as any other: the pace says how long the computer
            # seems to think, and the thinking hides inside it.
            self._think(bots[0])
            delay = self.delay if self.delay > 0 and len(self.game.to_act()) == 1 else 0.0
            self._timer = self.clock.call_later(delay, self._bot_move, bots[0])
            return
        self._drop_thought()
        if self.delay <= 0:
            self.run_bots()
            return
        # Simultaneous decisions (everyone choosing a pass) need no pacing:
        # nobody watches them happen one by one.
        delay = self.delay if len(self.game.to_act()) == 1 else 0.0
        self._timer = self.clock.call_later(delay, self._bot_move, bots[0])

    def _bot_move(self, seat: int) -> None:
        self._timer = None
        if self._paused or seat not in self._bot_seats_to_act():
            self._schedule()
            return
        if self._thinks_aside(seat):
            self._think(seat)
            thought = self._thought
            assert thought is not None
            if not thought.done():
                self._timer = self.clock.call_later(THOUGHT_POLL, self._bot_move, seat)
                return
            self._thought = None
            legal = self.game.legal_actions(seat)
            error = thought.future.exception()
            if error is not None:
                self._bots.fail(seat, f"{type(error).__name__}: {error}")
                self._apply(seat, legal[0])
                return
            self._apply_bot(seat, thought.future.result(), legal)
            return
        self._play_bot(seat)

    def _play_bot(self, seat: int) -> None:
        legal = self.game.legal_actions(seat)
        action = self._bots.choose(seat, self.game.view(seat), legal, self._reseed(seat))
        self._apply_bot(seat, action, legal)

    def _apply_bot(self, seat: int, action: Action, legal: list[Action]) -> None:
        try:
            self._apply(seat, action)
        except IllegalAction as exc:  # a bot bug must not stop the game
            self._bots.fail(seat, f"{action}: {exc}")
            self._apply(seat, legal[0])

    def _reseed(self, seat: int) -> str:
        return f"{self.game.seed}/{seat}/{len(self.log)}"

    # Thinking aside --------------------------------------------------------

    def _thinks_aside(self, seat: int) -> bool:
        """A thinking bot (an expert) on a clock whose loop must not wait
        for it: its search runs in a worker thread (rules.thinking.Thought)."""
        return (self.clock.threads and isinstance(self.seats[seat].bot, Thinker)
                and seat not in self._bots.failed)

    def _think(self, seat: int) -> None:
        """The thought for ``seat`` at this position, started if it is not
        already under way (one asked at another position is dropped)."""
        key = (self.game, len(self.log), seat)  # the game itself: an undo puts a new one in
        thought = self._thought
        if thought is not None and thought.key[0] is self.game and thought.key[1:] == key[1:]:
            return
        self._drop_thought()
        bot = self.seats[seat].bot
        assert isinstance(bot, Thinker)
        self._thought = Thought(key, bot, self.game.view(seat), self.game.legal_actions(seat), self._reseed(seat),
                                self.delay)

    def _drop_thought(self) -> None:
        if self._thought is not None:
            self._thought.stop()
            self._thought = None

    def seat_changed(self, seat: int) -> None:
        """``seat`` changed hands (a person <-> the computer, at a shared
        table): a computer now in the seat moves if it is its turn, a person
        now in it is waited for."""
        if not self._draining:
            self._schedule()

    def run_bots(self) -> None:
        """Play every bot move now, without the clock (a paused session
        too: tests, and the instant pace), until a person is to act, the
        game ends or a subscriber pauses the session during the run (it
        wants an update seen first, as a finished trick)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._draining:
            return  # already running, further up the stack
        self._draining = True
        self._pause_asked = False
        try:
            while not self._pause_asked and (bots := self._bot_seats_to_act()):
                if self._thinks_aside(bots[0]):
                    self._schedule()  # its move comes from its thread, on the clock
                    break
                self._play_bot(bots[0])
        finally:
            self._draining = False

    # Pacing --------------------------------------------------------------

    @property
    def paused(self) -> bool:
        return self._paused

    def pause(self) -> None:
        self._paused = True
        self._pause_asked = True  # stops a run_bots under way
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def resume(self) -> None:
        self._paused = False
        self._schedule()

    def set_delay(self, delay: float) -> None:
        self.delay = delay

    def stop(self) -> None:
        self.pause()
        self._drop_thought()
        self._publisher.unsubscribe_all()

    # Undo ----------------------------------------------------------------

    def no_undo(self) -> str:
        return ""  # undoable

    def can_undo(self) -> bool:
        humans = set(self.human_seats())
        return any(seat in humans for seat, _ in self.log)

    def _undone(self) -> tuple[list[tuple[int, str]], Game, list[Event]] | None:
        """The log, game and told events with the last human decision (and
        every bot move after it) taken back; None: no human decision yet."""
        humans = set(self.human_seats())
        cut = next((i for i in range(len(self.log) - 1, -1, -1) if self.log[i][0] in humans), None)
        if cut is None:
            return None
        log = self.log[:cut]
        game, told = replay_told(self.game.name, self.game.seed, self.game.options, log)
        return log, game, told

    def undo_refusal(self, back_to: int | None = None) -> str | None:
        """Why the last human decision may not be taken back (None: it may;
        None too where there is none, which ``can_undo`` says).  ``back_to``:
        every human decision from there in the log on, one at a time, as
        undos in a row take them (the table takes a pass it made for the
        person back with the decision before it)."""
        humans = set(self.human_seats())
        cuts = [i for i in range(len(self.log) - 1, -1, -1) if self.log[i][0] in humans]
        after = self.game
        for cut in cuts[:1] if back_to is None else [c for c in cuts if c >= back_to]:
            before, _told = replay_told(self.game.name, self.game.seed, self.game.options, self.log[:cut])
            if (refusal := self._refusal(before, after)) is not None:
                return refusal
            after = before
        return None

    def _refusal(self, before: Game, after: Game | None = None) -> str | None:
        """The engine's word on going back from ``after`` (the game now, by
        default) to ``before``: never past something the person has seen
        that the undo would turn into a free peek (``Game.undo_barrier``)."""
        return (self.game if after is None else after).undo_barrier(before)

    def undo(self) -> bool:
        """Take back the last human decision and every bot move after it, by
        replaying the log from the seed.  Bots reseed per move, so repeating
        the decision brings back the same replies.  A paused session stays
        paused.  Refused (``IllegalAction``, nothing changed) where the
        engine bars it (a card turned up from a face-down stock, the cards
        received in a pass: ``undo_refusal``)."""
        undone = self._undone()
        if undone is None:
            return False
        log, game, told = undone
        refusal = self._refusal(game)
        if refusal is not None:
            raise IllegalAction(refusal)
        was_paused = self._paused
        self.pause()
        self.game, self.told = game, told
        self._views.clear()
        self.log = log
        self.undo_used = True
        self._paused = was_paused
        self._publish(Update(None, None, (), undone=True))
        self._schedule()
        return True

    # Saving --------------------------------------------------------------

    def saved_state(self) -> dict | None:
        return None  # the game and the log are the whole of it

    @classmethod
    def restore(cls, state: dict, log: list[tuple[int, str]], seats: list[Seat], clock: Clock, *,
                saved: dict | None, delay: float, undo_used: bool) -> Session:
        """Rebuilt by replaying the log from the seed (the store's check
        has made sure it replays to ``state``), which also tells what
        happened last."""
        game, told = replay_told(state["game"], state["seed"], state["options"], log)
        session = cls(game, seats, clock, delay=delay, log=list(log), undo_used=undo_used)
        session.told = told
        return session
