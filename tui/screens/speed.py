"""The Speed table: real time, no turns.  The computer's row at the top, the
two centre piles in the middle, your row at the bottom, the log on the right.

The game runs on ``rules.speed.match.Match``, the real-time driver the
registry names for Speed; it keeps the same ``rules.driver.Driver``
protocol as the turn-based Session, so holds, the rules panel, leaving and
the game-over screen are the base's.  The clock comes
from the base's ``make_clock`` hook, guarded (the asyncio loop's; tests put
a ManualClock there).

Keys, one per move:
  1–5        play that pile's top card where it fits; onto the LEFT pile
             when it fits both
  a s d f g  the same piles, onto the RIGHT pile when it fits both
  ← / →      slap the left / right centre pile (space: a one-pile round)
  p pause (also when the window loses focus), ? rules, q back.
Every rule is the engine's: the highlight comes from ``legal_actions``, a
refused move shows the ``IllegalAction`` reason ("Too slow: …") for a moment
while play goes on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer

from rules.core import Action, Event
from rules.session import Update
from rules.speed.actions import Play, Slap
from rules.speed.events import RoundStalled, Slapped
from rules.speed.match import Countdown, Paused, Resumed
from rules.speed.view import BLOCKED, OVER, PLAYING, ROUND_OVER, SLAP, SpeedView
from rules.voice import Voice

from ..safety import guarded, report
from ..settings import DEFAULT_PACE
from ..widgets import EventLog, Look
from ..widgets.speed_table import CenterLook, CenterRow, Line, PileLook, PileRow
from .game_base import HUMAN, GameScreen
from .speed_round import SpeedRoundOver

NAMES = ["South", "North"]
LEFT_KEYS = "12345"
RIGHT_KEYS = "asdfg"
FLASH_SECONDS = 2.0
QUIET_EVENTS = (Countdown, Paused, Resumed)  # the centre and the status line show these


def slap_call(view: SpeedView) -> tuple[str, str]:
    """What the person slaps now and with which key: the one source of the
    top bar's and the centre's words (a one-pile round slaps the table)."""
    if view.one_pile:
        return "the table", "space"
    return "the smaller pile", "← or →"


class SpeedLog(EventLog):
    """The event log without the countdown and the pauses: the table shows
    those."""

    def narrate(self, events: Iterable[Event], voice: Voice) -> None:
        super().narrate([e for e in events if not isinstance(e, QUIET_EVENTS)], voice)


class SpeedScreen(GameScreen):
    AUTO_FOCUS = ""  # nothing: the hidden rules panel would take the arrow keys
    DEFAULT_CSS = """
    SpeedScreen #speed-board { width: 1fr; height: 1fr; padding: 0 0 0 1; align: center middle; }
    SpeedScreen #speed-board > * { max-width: 50; }
    SpeedScreen .speed-seat { height: 1; width: 1fr; }
    /* A whole frame, as at the other tables (an open one looked cut off at
       the right); no scrollbar: fewer styled segments a line, fewer bytes a move. */
    SpeedScreen #speed-log {
        width: 30; height: 1fr; background: $surface;
        border: $frame $panel-lighten-2;
        border-title-color: $text-muted; scrollbar-size-vertical: 0;
    }
    SpeedScreen.-wide #speed-log { width: 42; }
    """

    BINDINGS = [
        Binding("1", "play(1, 'L')", "Play (L first)", key_display="1-5"),
        *[Binding(k, f"play({i + 2}, 'L')", "Play", show=False) for i, k in enumerate(LEFT_KEYS[1:])],
        Binding("a", "play(1, 'R')", "Play (R first)", key_display="a-g"),
        *[Binding(k, f"play({i + 2}, 'R')", "Play", show=False) for i, k in enumerate(RIGHT_KEYS[1:])],
        Binding("left", "slap('L')", "Slap left", key_display="←"),
        Binding("right", "slap('R')", "Slap right", key_display="→"),
        Binding("space", "slap('table')", "Slap the table"),
        Binding("question_mark", "toggle_rules", "Rules"),
        Binding("f1", "toggle_rules", "Rules", show=False),
        Binding("p", "toggle_pause('pause')", "Pause"),
        Binding("p", "toggle_pause('go')", "Go on"),
        Binding("q", "leave", "Back"),
        Binding("escape", "close_rules", "Close rules", show=False),
    ]

    resume_paused = True  # a resumed match waits for p: the clock starts on a key
    total_title = "Cards left"  # the game-over table counts what each side still holds
    # A moment to see the last card land, and so that a key pressed in the
    # heat of play ("a" plays pile 1) does not choose on the game-over screen.
    game_over_delay = 1.5

    def __init__(self, settings, **kwargs) -> None:
        # The AI level is Speed's pace: the Play page's pace means nothing here.
        if settings.pace != DEFAULT_PACE:
            settings = replace(settings, pace=DEFAULT_PACE)
        super().__init__(settings, **kwargs)  # the registry gives Speed its real-time Match
        seats = self.session.seats
        self.level = seats[1].bot.level if seats[1].bot is not None else ""
        self._drawn_plays: frozenset[Action] = frozenset()  # what the player saw fit
        self._flash: Timer | None = None
        self._said = ("", "")
        self._keys_shown: object = None

    def seat_names(self, game) -> list[str]:
        return list(NAMES)

    @property
    def view(self) -> SpeedView:
        return self.session.view(HUMAN)

    # Layout ------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield Line(id="status", classes="status")
        with Horizontal(id="middle"):
            with Vertical(id="speed-board"):
                yield Line(id="their-seat", classes="speed-seat")
                yield PileRow(id="their-row")
                yield CenterRow(id="centers")
                yield PileRow(id="my-row", classes="-hints")
                yield Line(id="my-seat", classes="speed-seat")
            log = SpeedLog(id="speed-log")
            log.border_title = "What happened"
            yield log
        yield Line(id="message")

    def on_mount(self) -> None:
        self.watch(self.app, "app_focus", self._app_focus_changed, init=False)
        super().on_mount()

    # Drawing -------------------------------------------------------------------

    def redraw(self) -> None:
        view = self.view
        legal = self.session.legal_actions(HUMAN)
        plays = frozenset(a for a in legal if isinstance(a, Play))
        self._drawn_plays = plays
        self.query_one("#status", Line).set(self.text(self.status_text(view, bool(plays))))
        names = self.names
        self.query_one("#their-seat", Line).set(self.seat_line(view, 1, f"{names[1]} · {self.level} AI"))
        self.query_one("#my-seat", Line).set(self.seat_line(view, 0, f"{names[0]} · you"))
        self.query_one("#their-row", PileRow).show_row(
            [PileLook(p.top, p.face_down) for p in view.opponent_table], view.hand_counts[1])
        self.query_one("#my-row", PileRow).show_row(self.my_piles(view, plays), view.hand_counts[0])
        self.query_one(CenterRow).show_centers(*self.center_looks(view, plays), self.middle_text(view))

    def seat_line(self, view: SpeedView, seat: int, who: str) -> str:
        left = view.cards_left[seat]
        return f"{who} · hand pile {view.hand_counts[seat]} · {left} {'card' if left == 1 else 'cards'} left"

    def my_piles(self, view: SpeedView, plays: frozenset[Action]) -> list[PileLook]:
        out = []
        playing = view.phase in (PLAYING, SLAP) and not view.may_slap
        for i, pile in enumerate(view.table):
            fits = "".join(k for k in "LR" if Play(i + 1, k) in plays)
            if pile.top is None:
                look = Look.NORMAL
            elif fits:
                look = Look.LEGAL
            else:
                look = Look.DIMMED if playing else Look.NORMAL
            keys = f"{LEFT_KEYS[i]}{RIGHT_KEYS[i]}"
            arrow = ">" if self.ascii_mode else "→"
            hint = f"{keys}{arrow}{fits}" if fits else (keys if pile.top is not None else "")
            out.append(PileLook(pile.top, pile.face_down, look, hint, bool(fits)))
        return out

    def center_looks(self, view: SpeedView, plays: frozenset[Action]) -> tuple[CenterLook | None, ...]:
        looks = []
        for key, title in (("L", f"L · {self.names[0]}"), ("R", f"R · {self.names[1]}")):
            pile = view.center(key)
            if pile is None:
                looks.append(None)
                continue
            note = ""
            if view.may_slap:
                note = "space: slap" if view.one_pile else ("<- slap" if key == "L" else "slap ->")
                if not self.ascii_mode:
                    note = note.replace("<-", "←").replace("->", "→")
            target = any(isinstance(a, Play) and a.center == key for a in plays)
            look = Look.LEGAL if target else Look.NORMAL
            looks.append(CenterLook(title, pile.top, pile.size, look, note))
        return tuple(looks)

    def middle_text(self, view: SpeedView) -> list[tuple[str, str]]:
        paused = self.session.paused and view.phase != OVER
        if view.phase == BLOCKED:
            lines = [("BLOCKED", "bold bright_red"), ("nobody can play", "")]
            if view.countdown is not None:
                lines.append((f"turn in {math.ceil(view.countdown - 1e-6)}", "bold bright_yellow"))
        elif view.phase == SLAP:
            if view.may_slap:
                what, key = slap_call(view)
                lines = [("SLAP!", "bold bright_yellow"), (what, ""), (key, "bold")]
            else:
                lines = [(f"{self.names[view.finisher]}", "bold"), ("is slapping:", ""), ("play on!", "bold")]
        elif view.phase == ROUND_OVER:
            lines = [(f"round {view.round}", "bold"), ("is over", "")]
        elif view.phase == OVER:
            lines = [("game over", "bold")]
        else:
            lines = [(f"round {view.round}", "bold"), ("GO!", "bold bright_green")]
        if paused:
            lines.append(("PAUSED", "bold reverse"))
        return lines

    def status_text(self, view: SpeedView, can_play: bool) -> str:
        head = f"Speed · round {view.round}"
        if view.phase == OVER:
            return f"{head} · the game is over"
        if self.session.paused and "user" not in self.holds:  # p: the top bar's mark says it
            return f"{head} · PAUSED: close what is open to go on"
        if view.phase == BLOCKED:
            left = "" if view.countdown is None else f" in {math.ceil(view.countdown - 1e-6)}"
            return f"{head} · BLOCKED: both turn a card{left}"
        if view.phase == ROUND_OVER:
            return f"{head} · round over: the next deal comes in a moment"
        if view.phase == SLAP:
            if view.may_slap:
                what, key = slap_call(view)
                sizes = "" if view.one_pile else f" (L {view.centers[0].size}, R {view.centers[1].size})"
                return f"{head} · all placed! SLAP {what}{sizes}: {key}"
            if can_play:
                return f"{head} · {self.names[view.finisher]} must slap: play on while you can!"
            return f"{head} · {self.names[view.finisher]} is slapping a pile…"
        if can_play:
            return f"{head} · GO! piles marked → fit: 1-5 (left first), a-g (right first)"
        return f"{head} · none of your cards fits: watch the piles"

    # The match's updates -----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        for event in update.events:
            if isinstance(event, (Slapped, RoundStalled)):
                yield "scores"

    def react_to(self, update: Update) -> None:
        for event in update.events:
            if isinstance(event, (Slapped, RoundStalled)):
                self.show_round(event)

    def show_round(self, event: Slapped | RoundStalled) -> None:
        view = self.view

        def closed(_: None) -> None:
            try:
                self.release("scores")
                self.redraw()
                self.maybe_game_over()
            except Exception as error:  # noqa: BLE001
                report(self, error)

        self.app.push_screen(
            SpeedRoundOver(view.round, event, self.names, self.session.game.is_over, self.ascii_mode), closed)

    # Keys ------------------------------------------------------------------------

    def _key_state(self) -> tuple[bool, bool, bool, bool]:
        """What the keys depend on: (game over, may slap, one centre pile,
        paused by the player)."""
        game = self.session.game
        may_slap = game.phase == SLAP and game.finisher == HUMAN
        return game.phase == OVER, may_slap, game.one_pile, "user" in self.holds

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        over, may_slap, one_pile, paused = self._key_state()
        if action == "toggle_pause" and parameters:
            return paused == (parameters[0] == "go")
        if action == "play":
            return not over and not may_slap
        if action == "slap":
            return may_slap and (parameters[0] == "table") == one_pile
        return True

    def refresh_bindings(self) -> None:
        # The Footer recomposes on every call: only when the keys changed.
        state = (self._key_state(), self.focused, self.app.app_focus)
        if state != self._keys_shown:
            self._keys_shown = state
            super().refresh_bindings()

    def idle_answer(self, key: str) -> str:
        view = self.view
        if view.may_slap and view.one_pile:
            return "You placed all your table cards: slap the table with space."
        if view.may_slap:
            return "You placed all your table cards: slap a centre pile with ← or → (the smaller one)."
        if key in ("left", "right", "space"):
            return "Slap only once all your table cards are placed: play them with 1-5 or a-g."
        return (f"{key} does nothing: 1-5 play your piles (left pile first), a s d f g "
                "(right pile first); ? for the rules.")

    def say(self, sentence: str, style: str = "") -> None:
        if (sentence, style) == self._said:
            return
        self._said = (sentence, style)
        if self._flash is not None:
            self._flash.stop()
            self._flash = None
        super().say(sentence, style)
        if sentence and style == "error":
            self._flash = self.set_timer(FLASH_SECONDS, self._flash_over)

    def _flash_over(self) -> None:
        self._flash = None
        self.say("")

    @guarded
    def action_play(self, pile: int, prefer: str) -> None:
        other = "R" if prefer == "L" else "L"
        legal = set(self.session.legal_actions(HUMAN))
        for center in (prefer, other):
            if Play(pile, center) in legal:
                self.move(Play(pile, center))
                return
        # It no longer fits: play what the player saw fit, and let the engine
        # say why it is refused ("Too slow: that pile now shows 7♦").
        for center in (prefer, other):
            if Play(pile, center) in self._drawn_plays:
                self.move(Play(pile, center))
                return
        view = self.view
        center = prefer if view.center(prefer) is not None or view.center(other) is None else other
        self.move(Play(pile, center))

    def move(self, action: Action) -> None:
        if self.act(action):
            self.redraw()

    @guarded
    def action_slap(self, target: str) -> None:
        view = self.view
        if view.one_pile:
            target = "table"
        elif target == "table":
            self.say("Slap the left pile with ← or the right one with →.")
            return
        self.move(Slap(target))

    @guarded
    def action_toggle_pause(self, which: str = "") -> None:
        if "user" in self.holds:
            self.release("user")
            self.say("Play on!")
        else:
            self.hold("user")
            self.say("Paused: every timer waits. p goes on.")
        self.redraw()

    # The mouse (optional): a click on your pile plays it, on a centre pile slaps it.

    @guarded
    def on_pile_row_clicked(self, message: PileRow.Clicked) -> None:
        if message.row.id == "my-row":
            self.action_play(message.pile, "L")

    @guarded
    def on_center_row_clicked(self, message: CenterRow.Clicked) -> None:
        if self.view.may_slap:
            self.action_slap(message.key)

    def text(self, sentence: str) -> str:
        sentence = super().text(sentence)
        if self.ascii_mode:
            sentence = sentence.replace("←", "<-").replace("→", "->")
        return sentence

    def _app_focus_changed(self, focused: bool) -> None:
        if not focused and not self.session.game.is_over and "user" not in self.holds:
            self.hold("user")
            self.say("Paused: the window lost focus. p goes on.")
            self.redraw()
