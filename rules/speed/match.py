"""The real-time Speed match: the engine (game.py) on a ``Clock``.

The engine is synchronous; this driver owns time.  Everything happens in
clock callbacks (no threads, no busy tasks), so on ``ManualClock`` a whole
match runs in virtual time and replays exactly:

* each computer seat has at most one planned move: it decides from its view
  when something changes and it is idle (and ``plans(seat)`` lets it: a
  lesson's match does not), and the move lands after the bot's
  ``reaction_time``.  If the center pile it aimed at changed meanwhile, it
  looks again (``look_again_time``) instead of playing;
* blocked (the engine says so) → a countdown reported as ``Countdown(3)``,
  ``(2)``, ``(1)`` events, then the driver applies ``turn`` for both;
* round over → a short pause, then the driver applies ``deal`` (a person
  playing the computer may ask for it at once: ``act(seat, DEAL)``);
* a person's moves come in through ``act(seat, action)``, applied whole in
  arrival order; refusals raise ``IllegalAction`` ("Too slow: …").

``pause``/``resume`` freeze every timer and continue with the time that was
left.  ``to_json`` saves the game plus the pending timers; ``Match.from_json``
brings a match back paused.  Subscribers receive ``rules.session.Update``
objects (seat and action None for the driver's own events).

``log`` lists every applied action as (seat, notation), so
``rules.replay("speed", seed, options, log)`` rebuilds the game; the
driver's ``turn`` and ``deal`` are logged under the lowest seat in
``to_act()`` (the engine accepts them from either).
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules import replay_told
from rules.clock import Clock, Timer
from rules.core import Action, Event, Game, IllegalAction
from rules.driver import BotGuard, HintQuestion, Publisher, Seat, Update, hint_question, remember
from rules.hint import Hint
from rules.i18n import N_, _
from rules.voice import Voice

from .actions import DEAL, TURN, Deal, Play, Turn
from .bots import SpeedBot
from .game import SpeedGame
from .view import BLOCKED, ROUND_OVER, SpeedView

MATCH_FORMAT = 1
LAGS_KEPT = 4096  # the newest timer lags, for the benchmark; a long match keeps no more
FALLBACK_TIME = 1.0  # seconds a failed computer player's fallback waits before each move


@dataclass(frozen=True, slots=True)
class Countdown(Event):
    """Blocked: the cards are turned when this reaches zero."""

    seconds: int

    def describe(self, voice: Voice) -> str:
        return f"{self.seconds}…"


@dataclass(frozen=True, slots=True)
class LookedAgain(Event):
    """A computer player saw its pile change and looks again."""

    seat: int

    def describe(self, voice: Voice) -> str:
        return voice.say(self.seat, N_("You hesitate: the pile changed."), N_("{seat} hesitates: the pile changed."))


@dataclass(frozen=True, slots=True)
class Paused(Event):
    def describe(self, voice: Voice) -> str:
        return voice.tell(N_("Paused."))


@dataclass(frozen=True, slots=True)
class Resumed(Event):
    def describe(self, voice: Voice) -> str:
        return voice.tell(N_("Play on!"))


@dataclass
class _Pending:
    key: str  # "bot0", "bot1", "countdown", "deal"
    due: float  # on the clock, while running
    remaining: float = 0.0  # while paused
    seat: int | None = None
    action: Action | None = None
    seen: str | None = None  # the aimed-at center top when the bot decided
    step: int = 0  # countdown: seconds still to count after this tick
    handle: Timer | None = None


class Match:
    """The real-time ``rules.driver.Driver``."""

    real_time: ClassVar[bool] = True
    undoable: ClassVar[bool] = False  # a real-time move cannot be taken back
    delay: float = 0.0  # the AI level is the pace
    undo_used: bool = False
    hints_used: bool = False  # the person asked for a hint (the statistics say so)

    def __init__(self, game: SpeedGame, seats: Sequence[Seat], clock: Clock, *,
                 countdown: int = 3, tick: float = 1.0, round_pause: float = 2.0) -> None:
        if len(seats) != 2:
            raise ValueError("Speed is played by two")
        self.game = game
        self.seats = list(seats)
        self.clock = clock
        self.countdown_steps = countdown
        self.tick = tick
        self.round_pause = round_pause
        self.log: list[tuple[int, str]] = []
        self.told: list[Event] = list(game.opening_events)
        self.decisions = [0, 0]
        self.timer_lags: deque[tuple[str, float]] = deque(maxlen=LAGS_KEPT)  # (key, seconds late) as timers fire
        self._pending: dict[str, _Pending] = {}
        self._publisher = Publisher()
        self._bots = BotGuard(self._publisher, self.seats)
        self.subscribe = self._publisher.subscribe
        self._publish = self._publisher.publish
        self._paused = False
        self._started = False

    # Views --------------------------------------------------------------

    @property
    def bot_errors(self) -> list[str]:
        return self._bots.errors

    @property
    def names(self) -> tuple[str, str]:
        return (self.seats[0].name, self.seats[1].name)

    def view(self, seat: int) -> SpeedView:
        return dataclasses.replace(self.game.view(seat), names=self.names, countdown=self.countdown_left())

    def countdown_left(self) -> float | None:
        timer = self._pending.get("countdown")
        if timer is None:
            return None
        return self._left(timer) + timer.step * self.tick

    def _left(self, timer: _Pending) -> float:
        return timer.remaining if self._paused else max(0.0, timer.due - self.clock.now())

    # Running ----------------------------------------------------------

    def start(self) -> None:
        """Set the clock work going (a loaded match waits for ``resume``).
        The opening deal is in ``told``, as at every table."""
        self._started = True
        if not self._paused:
            self._after_change()

    @property
    def paused(self) -> bool:
        return self._paused

    def pause(self) -> None:
        if self._paused:
            return
        now = self.clock.now()
        for timer in self._pending.values():
            timer.remaining = max(0.0, timer.due - now)
            if timer.handle is not None:
                timer.handle.cancel()
                timer.handle = None
        self._paused = True
        self._publish(Update(None, None, (Paused(),)))

    def resume(self) -> None:
        if not self._paused:
            return
        self._paused = False
        now = self.clock.now()
        for timer in list(self._pending.values()):
            timer.due = now + timer.remaining
            timer.handle = self.clock.call_later(timer.remaining, self._fire, timer)
        self._publish(Update(None, None, (Resumed(),)))
        self._after_change()

    def stop(self) -> None:
        self._cancel(*list(self._pending))
        self._publisher.unsubscribe_all()

    def no_undo(self) -> str:
        return _("There is no undo in this game.")

    def can_undo(self) -> bool:
        return False

    def undo_refusal(self, back_to: int | None = None) -> str | None:
        return None  # no undo at all (undoable is False)

    def undo(self) -> bool:
        return False

    def seat_changed(self, seat: int) -> None:
        """``seat`` changed hands (a person <-> the computer, at a shared
        table): a computer player's plan for it is dropped, and a computer
        now in it plans its first move."""
        self._cancel(f"bot{seat}")
        if self._started:
            self._after_change()

    # People -----------------------------------------------------------

    def legal_actions(self, seat: int) -> list[Action]:
        """What a person may do: the engine's legal actions without the
        driver's own ``turn``, and ``deal`` only for a person with nobody
        else to wait for.  Paused too: the table shows what fits while the
        clock stands (``act`` refuses until it goes on)."""
        return [a for a in self.game.legal_actions(seat)
                if not isinstance(a, Turn) and (not isinstance(a, Deal) or self._deals(seat))]

    def _deals(self, seat: int) -> bool:
        """Whether ``seat`` may ask for the next deal at once: a person
        playing the computer (the person's round summary is the pause between
        rounds: "enter: deal the next round").  Between two people the
        driver deals after ``round_pause``, nobody ahead of the other."""
        return self.seats[seat].is_human and not self.seats[1 - seat].is_human

    def act(self, seat: int, action: Action | str) -> list[Event]:
        """A person's action, applied now.  Raises IllegalAction (nothing changes)."""
        if self.game.is_over:
            raise IllegalAction(_("The game is over."))
        if not 0 <= seat < 2 or not self.seats[seat].is_human:
            raise IllegalAction(_("That seat is played by the computer."))
        if self._paused:
            raise IllegalAction(_("The game is paused."))
        if isinstance(action, str):
            action = self.game.parse_action(seat, action)
        if isinstance(action, Turn):
            raise IllegalAction(_("Cards are turned only when nobody can play, as the countdown ends."))
        if isinstance(action, Deal) and self.game.phase == ROUND_OVER:
            if not self._deals(seat):
                raise IllegalAction(_("The next round is dealt in a moment."))
            self._cancel("deal")  # the person is ready: no round pause left to wait
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = self.game.apply(seat, action)
        self.log.append((seat, str(action)))
        remember(self.told, events)
        self._publish(Update(seat, action, tuple(events)))
        self._after_change()
        return events

    def hint(self, seat: int) -> Hint | None:
        question = self.hint_question(seat)
        return None if question is None else question()

    def hint_question(self, seat: int) -> HintQuestion | None:
        """The plays that fit now and the one the hard player would make,
        paused too (a person may stop the clock to ask); None when nothing
        of the seat's fits (the countdown, the deal: the driver's moves)."""
        legal = [a for a in self.game.legal_actions(seat) if not isinstance(a, (Turn, Deal))]
        question = hint_question(self.game, seat, self.view(seat), legal, len(self.log))
        self.hints_used = self.hints_used or question is not None
        return question

    # Timers -----------------------------------------------------------

    def _schedule(self, key: str, delay: float, **fields: Any) -> None:
        self._cancel(key)
        timer = _Pending(key, self.clock.now() + delay, remaining=delay, **fields)
        self._pending[key] = timer
        if not self._paused:
            timer.handle = self.clock.call_later(delay, self._fire, timer)

    def _cancel(self, *keys: str) -> None:
        for key in keys:
            timer = self._pending.pop(key, None)
            if timer is not None and timer.handle is not None:
                timer.handle.cancel()

    def _fire(self, timer: _Pending) -> None:
        if self._paused or self._pending.get(timer.key) is not timer:
            return  # a timer that was replaced or cancelled
        del self._pending[timer.key]
        self.timer_lags.append((timer.key, self.clock.now() - timer.due))
        if timer.key == "countdown":
            self._tick(timer.step)
        elif timer.key == "deal":
            self._apply(min(self.game.to_act()), DEAL)
        else:
            self._bot_fires(timer)

    def _after_change(self) -> None:
        """Whatever the new state calls for: the countdown, the deal pause,
        or plans for idle computer players."""
        game = self.game
        if self._paused:
            return
        bots = [f"bot{s}" for s in (0, 1) if not self.seats[s].is_human]
        if game.is_over:
            self._cancel(*list(self._pending))
        elif game.phase == BLOCKED:
            self._cancel(*bots)
            if "countdown" not in self._pending:
                self._publish(Update(None, None, (Countdown(self.countdown_steps),)))
                self._schedule("countdown", self.tick, step=self.countdown_steps - 1)
        elif game.phase == ROUND_OVER:
            self._cancel(*bots)
            if "deal" not in self._pending:
                self._schedule("deal", self.round_pause)
        else:
            for seat in (0, 1):
                key = f"bot{seat}"
                if self.seats[seat].is_human:
                    continue
                if not game.legal_actions(seat) or not self.plans(seat):
                    self._cancel(key)
                elif key not in self._pending:
                    self._plan(seat, look_again=False)

    def _tick(self, step: int) -> None:
        if step > 0:
            self._publish(Update(None, None, (Countdown(step),)))
            self._schedule("countdown", self.tick, step=step - 1)
        else:
            self._apply(min(self.game.to_act()), TURN)

    # Computer players ---------------------------------------------------

    def plans(self, seat: int) -> bool:
        """Whether the computer player at ``seat`` plans moves of its own
        now.  Always, in a match; a lesson's match (rules/lessons/realtime.py)
        says no, so its opponent never races a person reading a step."""
        return True

    def _plan(self, seat: int, look_again: bool) -> None:
        bot = self.seats[seat].bot
        reseed = f"{self.game.seed}/{seat}/{self.decisions[seat]}"
        self.decisions[seat] += 1
        view = self.view(seat)
        action = self._bots.choose(seat, view, self.game.legal_actions(seat), reseed)
        try:
            if seat in self._bots.failed:
                delay = FALLBACK_TIME
            else:
                if not isinstance(bot, SpeedBot):
                    raise TypeError(f"a Speed match's computer player is a SpeedBot, not {type(bot).__name__}")
                delay = bot.look_again_time() if look_again else bot.reaction_time(view, action)
        except Exception as error:  # noqa: BLE001 - a bot bug must not stop the match
            self._bots.fail(seat, f"{type(error).__name__}: {error}")
            delay = FALLBACK_TIME
        self._schedule(f"bot{seat}", delay, seat=seat, action=action, seen=self._aimed_at(action))

    def _aimed_at(self, action: Action) -> str | None:
        if isinstance(action, Play):
            center = self.game.centers[0 if action.center == "L" else 1]
            return None if center is None else str(center[-1])
        return None

    def _bot_fires(self, timer: _Pending) -> None:
        seat, action = timer.seat, timer.action
        assert seat is not None and action is not None  # a computer player's timer names its seat and move
        legal = self.game.legal_actions(seat)
        if not legal:
            return  # idle until something changes
        if action in legal and self._aimed_at(action) == timer.seen:
            try:
                self._apply(seat, action)
            except IllegalAction as exc:  # a bot bug must not stop the match
                self._bots.fail(seat, f"{action}: {exc}")
                self._plan(seat, look_again=True)
            return
        self._publish(Update(None, None, (LookedAgain(seat),)))
        self._plan(seat, look_again=True)

    # Saving -------------------------------------------------------------

    def to_json(self) -> dict:
        """The game and the driver's timers; resumed matches start paused."""
        timers = [
            {"key": t.key, "remaining": self._left(t), "seat": t.seat,
             "action": None if t.action is None else str(t.action), "seen": t.seen, "step": t.step}
            for t in self._pending.values()
        ]
        return {
            "match": MATCH_FORMAT,
            "game": self.game.to_json(),
            "log": [list(entry) for entry in self.log],
            "decisions": list(self.decisions),
            "timers": timers,
            "settings": {"countdown": self.countdown_steps, "tick": self.tick, "round_pause": self.round_pause},
        }

    @classmethod
    def from_json(cls, data: dict, seats: Sequence[Seat], clock: Clock) -> Match:
        game = SpeedGame.from_json(data["game"])
        match = cls(game, seats, clock, **data["settings"])
        match.log = [(seat, text) for seat, text in data["log"]]
        match.decisions = list(data["decisions"])
        match._paused = True
        match._started = True
        for t in data["timers"]:
            seat = t["seat"]
            if t["key"].startswith("bot") and seats[seat].is_human:
                continue  # the seat is a person now
            action = None if t["action"] is None else game.parse_action(seat, t["action"])
            match._pending[t["key"]] = _Pending(t["key"], 0.0, t["remaining"], seat, action, t["seen"], t["step"])
        return match

    def saved_state(self) -> dict:
        return {k: v for k, v in self.to_json().items() if k not in ("game", "log")}

    @classmethod
    def restore(cls, state: dict, log: list[tuple[int, str]], seats: list[Seat], clock: Clock, *,
                saved: dict | None, delay: float, undo_used: bool) -> Match:
        """Back from a save, paused (the clock starts again on the player's
        key); the log is replayed for what happened last."""
        match = cls.from_json({**(saved or {}), "game": state, "log": [list(m) for m in log]}, seats, clock)
        match.told = replay_told("speed", match.game.seed, match.game.options, match.log)[1]
        return match

    @classmethod
    def new(cls, game: Game, seats: list[Seat], clock: Clock, *, delay: float) -> Match:
        if not isinstance(game, SpeedGame):
            raise TypeError(f"a Match drives Speed, not {type(game).__name__}")
        return cls(game, seats, clock)  # the AI level is the pace: no delay
