"""The harvest table (Skördespelet): the computer's piles at the top, the
grazing area in the middle, the person's piles below it and the hand at the
bottom; the season track under the status bar says where the turn is, the
prompt line what can be done now (space at a feeding held to be read: its
rows below the log's first).

Keys (keys.py): ←→ move over every card (the ones that can be picked now
are highlighted; on another one the line below the hand says the engine's
reason), ↑↓ jumps between piles, enter/space picks, d is done (or pass in
weather time), f turns a joker into a fence, esc drops the first pick,
digits pick the numbered hand cards, v shows the discard pile, ? rules, p
pause, q back.  Every rule is the engine's: picks come from
``legal_actions`` (see harvest/picks.py), the reasons from
``HarvestGame.card_reason`` and ``HarvestView.nothing``."""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from rules.cards import Card
from rules.core import Action
from rules.harvest.actions import DONE, PASS
from rules.harvest.events import StackFed
from rules.session import Update

from ...i18n import _
from ...safety import guarded
from ...textual_private import bound
from ...widgets import Hand
from ...widgets.footer import Footer
from ...widgets.harvest_grazing import GrazingArea
from ...widgets.harvest_log import HarvestLog
from ...widgets.harvest_rows import BARN, HARVEST, CardRow, SeatLine, ascii_words
from ...widgets.harvest_track import SeasonTrack
from ...widgets.quiet import Line
from ..game_base import HUMAN, GameScreen
from . import picks as hp
from . import text as ht
from .board import HarvestBoard
from .cursor import HarvestCursor, looking, my_move
from .keys import BINDINGS as HARVEST_KEYS
from .keys import STAY_KEYS
from .news import SHOW, HarvestNews
from .passed import PassedSeasons
from .picking import HarvestPicking


class HarvestScreen(GameScreen):
    AUTO_FOCUS = ""  # the keys are the table's: no widget (the hidden rules panel) takes them
    DEFAULT_CSS = """
    HarvestScreen #h-track { height: 1; }
    HarvestScreen #h-middle { height: 1fr; }
    HarvestScreen #h-board { width: 1fr; height: 1fr; padding: 0 1; }
    HarvestScreen .h-seat { height: 1; width: 1fr; }
    HarvestScreen #h-log {
        width: 28; height: 1fr;
        border: $frame $panel-lighten-2; border-title-color: $text-muted;
    }
    HarvestScreen #h-prompt {
        height: auto; max-height: 2; width: 1fr; padding: 0 1; text-style: bold; color: $accent;
    }
    """

    BINDINGS = HARVEST_KEYS

    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.picker = HarvestCursor()  # the first pick and the cursor (cursor.py)
        self.news = HarvestNews()  # what the computer's moves told, and the wait to read them (news.py)
        self.board = HarvestBoard(self)  # the table drawn from the view (board.py)
        self.picking = HarvestPicking(self)  # the cursor keys and the cards named (picking.py)
        self.passed = PassedSeasons()  # the seasons the table passed for the person (passed.py)

    def legal(self) -> list[Action]:
        return self.session.game.legal_actions(HUMAN)

    def current_picks(self) -> list[hp.Pick]:
        return self.picker.picks(self.view, self.legal())

    def cursor_stops(self) -> list[hp.Pick]:
        return self.picker.stops(self.view, self.current_picks())

    def my_move(self) -> bool:
        return my_move(self.view)

    def _after_change(self) -> None:
        self.redraw()
        self.refresh_bindings()

    # Layout ------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield Line(id="status", classes="status")
        yield SeasonTrack(id="h-track")
        with Horizontal(id="h-middle"):
            with Vertical(id="h-board"):
                yield SeatLine(id="opp-seat")
                yield CardRow(BARN, id="opp-barn")
                yield CardRow(HARVEST, id="opp-harvest")
                yield GrazingArea(id="grazing")
                yield CardRow(HARVEST, id="my-harvest")
                yield CardRow(BARN, id="my-barn")
                yield SeatLine(id="my-seat")
            yield HarvestLog(id="h-log")  # titled "What happened"
        yield Static(id="h-prompt")
        yield Hand(id="hand")
        yield Line(id="message")

    def on_mount(self) -> None:
        self.query_one(Footer).compact = True  # up to ten keys at once: all of them fit in 80
        self.news.opened(self.session.told, self.names, self.view.turn_number)  # a feeding told as it opens

    def text(self, sentence: str) -> str:
        return ascii_words(sentence) if self.ascii_mode else sentence

    def redraw(self) -> None:
        self.board.draw()

    # The computer's news (news.py) ----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        person_next = HUMAN in self.session.game.to_act() and not self._waits_for_show()
        return self.news.holds_after(update, not self.settings.instant and not person_next)

    def _waits_for_show(self) -> bool:  # it passes by itself, or a lesson's step (its sentence) is told there
        """The person's next decision waits until a feeding is read (its sums are in the log)."""
        return self.table.forced() is not None or self.lesson is not None

    @property
    def narrating(self) -> bool:  # a feeding shown until a key: a lesson tells its step after
        return SHOW in self.holds

    def _stop_show(self) -> None:
        """The key came: the game goes on, and the line that asked for it goes."""
        self.holds.discard(SHOW)
        said, self.news.show_said = self.news.show_said, ""
        if said and self.messages.shows(self.text(said)):
            self.say("")

    def act(self, action: Action | str) -> bool:
        self._stop_show()  # the person acted: nothing more to wait for
        self.news.acted()
        return super().act(action)

    # The cursor and the picks (picking.py) ---------------------------------------------

    @guarded
    def action_move(self, delta: int) -> None:
        if self.picking.move(delta):
            self.redraw()  # the keys offered do not follow the cursor: the Footer is not asked again

    @guarded
    def action_zone(self, delta: int) -> None:
        if self.picking.zone(delta):
            self.redraw()

    action_zone_ascii = action_zone  # --ascii's "up/dn" key (the Footer's own binding)

    @guarded
    def action_choose(self) -> None:
        if self.picking.enter():
            self._after_change()

    @guarded
    def action_pick(self, index: int) -> None:
        numbered = self.query_one(Hand).quick_picks()
        if index >= len(numbered):
            self.say(_("No hand card is numbered {n} now.").format(n=index + 1))
            return
        self.choose(numbered[index])

    def choose(self, card: Card) -> None:
        self.picking.choose(card, named=True)  # a digit or a click
        self._after_change()

    # Seasons with nothing in them -----------------------------------------------------

    def passing_for_person(self, action) -> int | None:
        """The table passes an empty season for the person: the log says so and why (queued
        behind the narration before it), and the season track marks it for the turn."""
        line = self.passed.passed(self.view, len(self.session.log))
        self.call_later(self.tell_line, self.text(line))
        return self.table_log.mark()

    def tell_line(self, line: str) -> None:
        if (log := self.table_log.widget()) is not None:
            log.say(line, "dim")

    def step_card(self) -> Card | None:
        """A lesson's step's next card: the cursor starts there (board.py)."""
        return self.lesson.points_at(self, self.picker.first) if self.lesson is not None else None

    def passed_seasons(self) -> frozenset[str]:
        """The seasons of this turn the table passed for the person."""
        return self.passed.this_turn(self.view, len(self.session.log))

    def offers(self, action: str, parameters: tuple) -> bool | None:
        mine = self.my_move()
        fencing = action == "fence" and mine and hp.can_fence(self.legal(), self.picker.first)  # asked only when needed
        picked = action == "cancel" and self.picker.first is not None and not self.query_one("#rules-panel").display
        return hp.offered(action, parameters, mine, self.view.decision if mine else "", ascii_mode=self.ascii_mode,
                          showing=SHOW in self.holds, can_fence=fencing, picked=picked, instant=self.settings.instant,
                          waits=mine and self._waits_for_show(), more=self.board.more_to_read(), piles=self.picking.piles(),
                          nothing=bool(self.view.nothing), looking=looking(self.view, self.table.paused_by_user, SHOW in self.holds))

    def on_key(self, event) -> None:
        # A key with a job (hint, discard pile) ends a feeding held to be read; one meaning nothing gets idle_answer's.
        going_on = event.key in ("space", "enter") and (self.offers("go_on", ()) or self.offers("read_on", ()))
        if SHOW in self.holds and event.key not in STAY_KEYS and self.table_up and not going_on and bound(self, event.key):
            self._stop_show()
            self.advance()
            self._after_change()

    def idle_answer(self, key: str) -> str:
        if SHOW in self.holds:  # space, said as the prompt says it: the log's rest first, or on
            return (_("{key} does nothing now: space shows the rest of the log.") if self.board.more_to_read()
                    else _("{key} does nothing now: space goes on.")).format(key=key)
        return ht.waiting_answer(self.view, self.names) or self.picking.idle_answer(key) or super().idle_answer(key)

    def react_to(self, update: Update) -> None:
        if update.undone:  # the game was replayed one decision shorter
            self.picker.undone()
            self.news.undone()
            self.passed.undone(len(self.session.log))
        said = self.news.react(update, self.names, self.view.turn_number, SHOW in self.holds)
        if said is not None:
            self.say(said)
        if SHOW in self.holds and any(isinstance(event, StackFed) for event in update.events):
            self.query_one(HarvestLog).show_feeding()  # from its first row: space reads on (action_go_on)

    @guarded
    def action_toggle_pause(self) -> None:
        super().action_toggle_pause()
        self._after_change()  # the prompt of a season that passes by itself says whether p holds it

    @guarded
    def action_undo(self) -> None:
        super().action_undo()  # back to the person's last real decision (tui/table.py)
        self.passed.undone(len(self.session.log))
        self.picker.drop()
        self._after_change()

    @guarded
    def action_done(self) -> None:
        if self.act(DONE):  # refused (a lesson's step, the engine): the pick and the cursor stay
            self.picker.drop()
        self._after_change()

    @guarded
    def action_pass_weather(self) -> None:
        if self.act(PASS):
            self.picker.drop()
        self._after_change()

    @guarded
    def action_fence(self) -> None:
        self.picker.fence = not self.picker.fence
        self.picker.card = None
        self._after_change()

    @guarded
    def action_cancel(self) -> None:
        self.picker.drop()
        self.say(_("Pick again."))
        self._after_change()

    @guarded
    def action_read_on(self) -> None:
        self.query_one(HarvestLog).read_on()  # a feeding's rows below the log's: the prompt follows (Scrolled)

    def on_harvest_log_scrolled(self) -> None:
        if SHOW in self.holds:  # what space does now: the prompt, the message, the Footer
            self._after_change()

    @guarded
    def action_go_on(self) -> None:
        self._stop_show()
        self.advance()
        self._after_change()

    @guarded
    def action_discard(self) -> None:
        self.news.show_discard = not self.news.show_discard
        self.redraw()

    # Mouse ---------------------------------------------------------------------------

    @guarded
    def on_card_row_clicked(self, message: CardRow.Clicked | GrazingArea.Clicked | Hand.CardChosen) -> None:
        self.choose(message.card)

    on_grazing_area_clicked = on_hand_card_chosen = on_card_row_clicked  # a card clicked anywhere is chosen
