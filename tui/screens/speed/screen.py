"""The Speed table: real time, no turns.  The computer's row at the top, the
two centre piles in the middle, your row at the bottom, the log on the right.

The game runs on ``rules.speed.match.Match`` (the registry's real-time
driver, behind the same ``rules.driver.Driver`` protocol as a Session), on
the table's clock (the base's ``make_clock``: tests put a ManualClock there).

Keys, one per move:
  1–5        play that pile's top card where it fits; onto the LEFT pile
             when it fits both
  a s d f g  the same piles, onto the RIGHT pile when it fits both
  ← / →      slap the left / right centre pile (space: a one-pile round)
  i          a hint: the plays that fit now, the computer's choice marked
  p pause (also when the window loses focus), ? rules, q back.
Every rule is the engine's: the highlight comes from ``legal_actions``, a
refused move shows the ``IllegalAction`` reason ("Too slow: …") with the piles
it was judged on, for a moment while play goes on (flash.py); a card the
table showed fitting nowhere is refused in the engine's words without a
race to judge (seen.py).  Its words:
text.py; the piles' looks: looks.py; keys: keys.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from rules.core import Action
from rules.session import Update
from rules.speed.actions import DEAL, Play, Slap
from rules.speed.events import RoundStalled, Slapped
from rules.speed.refusals import seen_misfit
from rules.speed.view import SpeedView

from ...i18n import N_, _
from ...safety import guarded, report
from ...table import SCORES, USER
from ...widgets.quiet import Line
from ...widgets.speed_log import SpeedLog
from ...widgets.speed_table import CenterRow, PileLook, PileRow
from ..game_base import HUMAN, GameScreen
from ..table.keys import LOG_KEYS
from ..table.role import names_level
from . import keys, looks
from . import text as words
from .flash import Flash, centre_tops
from .keys import LEFT_KEYS, RIGHT_KEYS
from .pace import SpeedPace, speed_settings
from .round_over import SpeedRoundOver
from .seen import SeenPlays

NAMES = ["South", "North"]


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
        padding: 0 1 0 0;  /* the blank column the other logs keep before the border */
    }
    SpeedScreen.-wide #speed-log { width: 42; }
    """

    BINDINGS = [
        Binding("1", "play(1, 'L')", N_("Play (L first)"), key_display="1-5"),
        *[Binding(k, f"play({i + 2}, 'L')", N_("Play"), show=False) for i, k in enumerate(LEFT_KEYS[1:])],
        Binding("a", "play(1, 'R')", N_("Play (R first)"), key_display=RIGHT_KEYS),  # "asdfg": not a range
        *[Binding(k, f"play({i + 2}, 'R')", N_("Play"), show=False) for i, k in enumerate(RIGHT_KEYS[1:])],
        Binding("left", "slap('L')", N_("Slap left"), key_display="←"),
        Binding("right", "slap('R')", N_("Slap right"), key_display="→"),
        Binding("space", "slap('table')", N_("Slap the table")),
        Binding("question_mark", "toggle_rules", N_("Rules")),
        Binding("f1", "toggle_rules", N_("Rules"), show=False),
        Binding("i", "hint", N_("Hint")),
        Binding("p", "toggle_pause('pause')", N_("Pause")),
        Binding("p", "toggle_pause('go')", N_("Go on")),
        Binding("escape", "close_rules", N_("Close rules"), show=False),
        Binding("q", "leave", N_("Back")),
        Binding("q,escape", "leave_lesson", N_("Leave lesson")),
        *[binding for binding in GameScreen.COMMON_BINDINGS if binding.key in LOG_KEYS],  # PgUp/PgDn: the log
    ]

    pace: SpeedPace  # Speed's own: what waits between rounds (pace.py)

    def __init__(self, settings, **kwargs) -> None:
        super().__init__(speed_settings(settings), **kwargs)  # the registry gives Speed its real-time Match
        seats = self.session.seats
        self.level = seats[1].bot.level if seats[1].bot is not None else ""
        # When the match waits and goes on (pace.py; the base's opening and end ask it too).
        self.pace = SpeedPace(self.session.game.phase, self.session.told, self.resumed is not None,
                              lesson=self.lesson is not None)
        self.ending.total_title = N_("Cards left")  # the game-over table counts what each side still holds
        # A lesson's own last screen offers the game instead of the game-over screen (tui/lessons/done.py).
        self.ending.over_screen = self.lesson is None
        self.seen = SeenPlays(lambda: self.session.clock.now())  # what the player saw fit (seen.py)
        self.flash = Flash(self.timers, lambda: self.say(""))  # how long an answer stands (flash.py)
        self._said = ("", "")
        self._keys_shown: object = None

    def seat_names(self, game) -> list[str]:
        return list(NAMES)

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
            log.border_title = _("What happened")
            yield log
        yield Line(id="message")

    def table_opened(self) -> None:
        self.watch(self.app, "app_focus", self._app_focus_changed, init=False)
        if self.pace.between is not None:
            self.show_round(self.pace.between)

    # Drawing -------------------------------------------------------------------

    def redraw(self) -> None:
        view = self.view
        legal = self.session.legal_actions(HUMAN)
        plays = frozenset(a for a in legal if isinstance(a, Play))
        self.seen.drawn(plays)
        self.query_one("#status", Line).set(self.text(self.status_text(view, bool(plays))))
        names = self.names
        their = _("{seat} · {level} AI").format(seat=names[1], level=_(self.level)) if names_level(self.role, self.lesson is not None) else names[1]
        self.query_one("#their-seat", Line).set(self.seat_line(view, 1, their))
        self.query_one("#my-seat", Line).set(self.seat_line(view, 0, _("{seat} · you").format(seat=names[0])))
        self.query_one("#their-row", PileRow).show_row(
            [PileLook(p.top, p.face_down) for p in view.opponent_table], view.hand_counts[1])
        marks = self.table.hint_marks
        mine = looks.my_piles(view, plays, self.ascii_mode, marks)
        self.query_one("#my-row", PileRow).show_row(mine, view.hand_counts[0])
        centers = looks.center_looks(view, names, plays, self.ascii_mode, marks)
        self.query_one(CenterRow).show_centers(*centers, words.middle_lines(view, names, self.session.paused))
        self.flash.drawn(centre_tops(view))

    def seat_line(self, view: SpeedView, seat: int, who: str) -> str:
        return words.seat_line(view, seat, who)

    def status_text(self, view: SpeedView, can_play: bool) -> str:
        return words.status_line(view, self.names, can_play, paused=self.session.paused,
                                 by_user=USER in self.holds, summary=SCORES in self.holds)

    # The match's updates -----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        return self.pace.holds_after(update)

    def react_to(self, update: Update) -> None:
        for event in self.pace.round_ends(update):
            self.show_round(event)

    def show_round(self, event: Slapped | RoundStalled) -> None:
        view, game = self.view, self.session.game

        def closed(_: None) -> None:
            try:
                self.pace.summary_closed(self.session.game.is_over)  # "enter: deal the next round" / "see the final table"
                self.holding.release(SCORES)
                self.redraw()
                self.maybe_game_over()
            except Exception as error:  # noqa: BLE001
                report(self, error)

        self.app.push_screen(
            SpeedRoundOver(view.round, event, self.names, game.is_over, self.ascii_mode, game.result), closed)

    def advance(self) -> None:
        """Let the match go on; the first time it does after a round's
        summary, deal the next round at once (the summary was the pause
        between rounds), where the driver lets the person ask for it."""
        super().advance()
        if self.pace.deal_due(self.session.paused) and DEAL in self.session.legal_actions(HUMAN):
            self.act(DEAL)

    # Keys ------------------------------------------------------------------------

    def offers(self, action: str, parameters: tuple) -> bool | None:
        return keys.allowed(action, parameters, keys.key_state(self.session.game, self.holds))

    def refresh_bindings(self) -> None:
        # Speed redraws at every tick of the AI: the keys are worked out again only when they may differ.
        state = (keys.key_state(self.session.game, self.holds), self.focused, self.app.app_focus)
        if state != self._keys_shown:
            self._keys_shown = state
            super().refresh_bindings()

    def idle_answer(self, key: str) -> str:
        return words.idle_answer(self.view, key, paused=keys.key_state(self.session.game, self.holds).paused)

    def no_hint_answer(self) -> str:
        if self.game.is_over:
            return super().no_hint_answer()
        return _("No hint now: nothing of yours fits a centre pile.")

    def say(self, sentence: str, style: str = "") -> None:
        if (sentence, style) == self._said:
            return
        self._said = (sentence, style)
        self.flash.said(sentence, style == "error")
        super().say(sentence, style)

    def refuse(self, reason: str) -> None:
        """The engine's refusal, with the piles it was judged on drawn first
        (North's move may have landed before the table drew it)."""
        self.redraw()
        super().refuse(reason)
        self.flash.refused(centre_tops(self.view))

    @guarded
    def action_play(self, pile: int, prefer: str) -> None:
        legal, seen = set(self.session.legal_actions(HUMAN)), self.seen.fitted()
        play = keys.play_for(pile, prefer, legal, seen, self.view)
        judged = play in legal or play in seen or self.session.paused  # the match judges (a race; paused)
        reason = None if judged else seen_misfit(self.view, play)
        if reason is not None:
            self.refuse(reason)  # shown fitting nowhere: not a race, whenever the pile was covered
            return
        self.move(play)

    def move(self, action: Action) -> None:
        if self.act(action):
            self.redraw()

    @guarded
    def action_slap(self, target: str) -> None:
        view = self.view
        if view.one_pile:
            target = "table"
        elif target == "table":
            self.say(_("Slap the left pile with ← or the right one with →."))
            return
        self.move(Slap(target))

    @guarded
    def action_toggle_pause(self, which: str = "") -> None:
        if "user" in self.holds:
            self.holding.release("user")
            said = _("Play on!")
        else:
            self.holding.hold("user")
            said = _("Paused: every timer waits. p goes on.")
        self.say(self.role.pause_said("user" in self.holds, said))  # a shared table: its server was asked
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
            sentence = words.ascii_arrows(sentence)
        return sentence

    def _app_focus_changed(self, focused: bool) -> None:
        if self.pace.pause_on_lost_focus(focused, self.role.alone, self.session.game.is_over, self.holds):
            self.holding.hold("user")
            self.say(_("Paused: the window lost focus. p goes on."))
            self.redraw()
