"""The Clover Picker's table: the opponent at the top, the meadow and the
talon, the bouquet on the table, the own hand as a queue at the bottom, the
log on the right.

A turn's automatic part is told step by step at the pace by ``Narration``
(narration.py; space shows the rest at once, PgUp/PgDn scroll the log, u
undoes where the engine allows, any other key is answered); words: text.py.
With a spade among the five, the player chooses each extra card (m one
more, s stop the chain); then picks from the meadow, and done.

Keys: m / s in the spade chain; ←→/h l move over the meadow (answered with
one card or none to go to), space/enter picks the framed card, the digits
theirs, d is done.  The cursor is drawn only on an affordable card.  Every
rule is the engine's: the highlight comes from ``legal_actions``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from rules.clover.actions import DONE, MORE, STOP, Pick
from rules.clover.values import VALUE
from rules.session import Update

from ...i18n import N_, _
from ...safety import guarded
from ...widgets import EventLog
from ...widgets.clover_bouquet import CloverBouquet
from ...widgets.clover_meadow import CloverMeadow
from ...widgets.clover_queue import CloverQueue
from ...widgets.quiet import Fitted, Line
from ..game_base import HUMAN, GameScreen
from ..table.role import names_level
from ..table.updates import SessionUpdated
from . import keys
from . import text as words
from .finish import FinishOrPick
from .narration import Narration
from .narrator import Narrator


class CloverScreen(GameScreen):
    DEFAULT_CSS = """
    CloverScreen #clover-table { width: 1fr; height: 1fr; padding: 0 1; }  /* a column apart from the log's border */
    CloverScreen #opponent { height: 2; }
    CloverScreen CloverQueue { height: 1fr; min-height: 4; }
    """
    BINDINGS = [
        Binding("left,h", "move(-1)", N_("Move"), key_display="←→"),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("space,enter", "pick_here", N_("Pick"), key_display=N_("space")),  # as the sentences say it, always
        Binding("1", "pick_slot(0)", N_("Pick slot"), key_display="1-5"),
        *[Binding(str(i + 1), f"pick_slot({i})", N_("Pick slot"), show=False) for i in range(1, 5)],
        Binding("d", "done", N_("Done")),
        Binding("m", "more", N_("One more card")),
        Binding("s", "stop", N_("Stop the chain")),
        Binding("space,enter", "skip", N_("Show all"), key_display=N_("space")),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.narration = Narration(self)  # a turn told step by step at the pace (narration.py)
        self.cursor = 0  # the meadow slot under the cursor (UI state)

    @property
    def narrator(self) -> Narrator:
        return self.narration.narrator

    @property
    def narrating(self) -> bool:
        return self.narration.busy

    def my_turn(self) -> bool:
        """The person is to decide (the chain or the picks), all shown."""
        return self.view.turn == HUMAN and not self.view.is_over and not self.narrating

    def my_pick(self) -> bool:
        return self.my_turn() and self.view.phase == "pick"

    def my_chain(self) -> bool:
        return self.my_turn() and self.view.phase == "chain"

    # The narration (narration.py) -------------------------------------------------

    def narrate_opening(self, limit: int = 12) -> None:
        """A resumed game's last events first, as at every table; then the turn, step by step."""
        if self.resumed is not None:
            super().narrate_opening(limit)
        self.narration.opening()

    def hold_after(self, update: Update) -> Iterable[str]:
        # Asked inside the driver's callback, the moment the game has moved:
        # from then until its message arrives the view is ahead of what is shown.
        self.narration.published(update)
        return self.narration.holds_after(update)

    @guarded
    def on_game_screen_session_updated(self, message: SessionUpdated) -> None:
        message.prevent_default()  # the base would narrate all at once
        self.idle.clear()  # as the base does (table/idle.py)
        self.narration.arrived(message.update)

    def maybe_game_over(self) -> None:
        """Not before the winning bouquet has been shown."""
        if not self.narrating:
            super().maybe_game_over()

    def seat_names(self, game) -> list[str]:
        return list(game.names)

    # Layout ------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield Line(id="status", classes="status")
        with Horizontal(id="middle"):
            with Vertical(id="clover-table"):
                yield Fitted(id="opponent")
                yield CloverMeadow(id="meadow")
                yield CloverBouquet(id="bouquet")
                yield CloverQueue(id="queue")
            log = EventLog(id="log")
            log.border_title = _("What happened")
            yield log
        yield Line(id="message")

    def affordable(self) -> list[int]:
        if not self.my_pick():
            return []
        view = self.view
        slots = [view.slot_of(a.card) for a in self.session.game.legal_actions(HUMAN) if isinstance(a, Pick)]
        return sorted(s for s in slots if s is not None)

    # Drawing -----------------------------------------------------------------

    def redraw(self) -> None:
        view = self.view
        if not self.narrating:
            self.narrator.sync(view)
        affordable = self.affordable()
        if affordable and self.cursor not in affordable:  # shown only on a card that can be picked
            self.cursor = affordable[0]
        self.query_one("#status", Line).update(self.text(self.status_text()))
        self.query_one("#opponent", Fitted).show(self.opponent_text, self.opponent_text(10_000))
        meadow = self.query_one(CloverMeadow)
        meadow.show(view.meadow, [VALUE[c.code] if c else 0 for c in view.meadow], view.talon_count,
                     self.meadow_title(affordable), affordable if self.my_pick() else None,
                     self.narrator.fresh, self.cursor if affordable else None,
                     self.narrator.taken if self.narrating else (), self.table.hint_marks)
        self.query_one(CloverBouquet).show(self.narrator.show)
        incoming = 0
        if view.turn == HUMAN and not view.is_over and not self.narrating:
            incoming = len(view.bouquet) + len(view.picked)
        title, bar = self.hand_title()
        self.query_one(CloverQueue).show(self.narration.moment(view).hand, title, title_end=bar, incoming=incoming,
                                         hinted=self.table.hint_marks)

    def opponent_size(self) -> int:
        return self.narration.moment(self.view).opponent_hand_size

    def status_text(self) -> str:
        narrator = self.narrator
        return words.status_line(
            self.view, self.names, narrating=self.narrating, turn_seat=narrator.turn_seat, show=narrator.show,
            waiting=self.narration.steps.waiting(), reading=self.narration.reading, paused="user" in self.holds, result=self.session.game.result,
            affordable=self.affordable(), width=self.app.size.width - 2, turn_number=self.narration.moment(self.view).turn_number)

    def opponent_text(self, width: int) -> Text:
        """The opponent's lines, cut to ``width`` (the line's own, as it paints: quiet.Fitted)."""
        view, moment = self.view, self.narration.moment(self.view)
        level = self.settings.level or "" if names_level(self.role, self.lesson is not None) else ""
        return words.opponent_line(view, self.names, score=moment.scores[view.opponent], size=moment.opponent_hand_size,
                                   level=level, width=width, ascii_mode=self.ascii_mode, turn=moment.turn)

    def meadow_title(self, affordable: list[int]) -> Text:
        return words.meadow_title(self.view, self.names, self.narrator.show, affordable,
                                  my_pick=self.my_pick(), my_chain=self.my_chain())

    def hand_title(self) -> tuple[Text, Text]:
        moment = self.narration.moment(self.view)
        return words.hand_title(self.view, self.names, score=moment.scores[HUMAN], size=len(moment.hand),
                                ascii_mode=self.ascii_mode, turn=moment.turn)

    # Keys ------------------------------------------------------------------------

    def offers(self, action: str, parameters: tuple) -> bool | None:
        slots = self.affordable()
        return keys.offered(action, picking=self.my_pick(), affordable=bool(slots), chain=self.my_chain(),
                            narrating=self.narrating, instant=self.settings.instant, movable=len(slots) > 1)

    def key_named(self, binding: Binding) -> str | None:  # the Footer's name of the pick digits (widgets/footer.py)
        return keys.slot_keys(self.affordable()) if binding.action == "pick_slot(0)" else None

    def idle_answer(self, key: str) -> str:
        if self.narrating or key == "u":  # space shows the rest, as the Footer says; u not offered: why not
            return super().idle_answer(key) if key == "u" else words.shows_the_rest(key)
        if (wait := words.wait_answer(self.view, self.names)) is not None:
            return wait
        if self.my_chain():
            return self.text(words.chain_answer(self.view))
        return super().idle_answer(key)

    @guarded
    def action_move(self, delta: int) -> None:
        """To the next affordable slot that way (offered only when one is),
        stopping at the ends as the hand's cursor does: never round to the other end."""
        ahead = [i for i in self.affordable() if (i - self.cursor) * delta > 0]
        if ahead:
            self.cursor = min(ahead) if delta > 0 else max(ahead)
        self.redraw()

    @guarded
    def action_scroll_log(self, pages: int) -> None:
        super().action_scroll_log(pages)
        self.narration.scrolled()  # a turn told waits while the log is read back
        self.redraw()

    @guarded
    def action_pick_here(self) -> None:
        self.pick(self.cursor)

    @guarded
    def action_pick_slot(self, slot: int) -> None:
        self.pick(slot)  # refused in a lesson: the cursor goes to the step's card, as for space

    @guarded
    def action_more(self) -> None:
        card = self.view.hand[-1]
        if self.act(MORE):
            self.say(self.text(words.added_to_chain(card, self.view)))

    @guarded
    def action_stop(self) -> None:
        if self.act(STOP):
            self.say(_("You stop the spade chain: the rest stays in your hand, in order."))

    @guarded
    def action_skip(self) -> None:
        self.narration.steps.skip()

    def pick(self, slot: int) -> None:
        """A refused pick moves nothing: the frame and what space picks stay one card."""
        view = self.view
        card = view.meadow[slot]
        if card is None:
            self.refuse(words.empty_slot(slot))
            return
        if self.act(Pick(card)):
            self.cursor = slot
            self.say(self.text(words.picked(card, slot, self.view)))
            self.redraw()
        elif self.lesson is not None:  # refused (a lesson's step), a digit or space: where space does what it asks
            self.cursor = keys.back_to(view.meadow, self.lesson.points_at(self, None), self.cursor)
            self.redraw()

    @guarded
    def action_done(self) -> None:
        view = self.view
        if view.picked or not self.affordable():
            self.finish()
            return
        question = words.finish_question(view, self.names)

        def answered(yes: bool | None) -> None:
            if yes:
                self.finish()
            else:
                self.say(words.pick_answer(self.affordable()))

        self.app.push_screen(FinishOrPick(self.text(question)), answered)

    def finish(self) -> None:
        picked = self.view.picked
        if self.act(DONE):
            if not picked:
                self.say(_("Nothing picked: the meadow went under the talon, five new cards came up."))

    @guarded
    def on_clover_meadow_slot_chosen(self, message: CloverMeadow.SlotChosen) -> None:
        if self.my_pick():
            self.pick(message.slot)
        else:
            self.say(self.idle_answer(_("click")))

    def on_key(self, event: events.Key) -> None:
        # GameScreen.on_key (the answer to a key that means nothing) runs after this one unless prevented.
        slots = self.affordable() if self.table_up and self.my_pick() else None
        if slots == [] and (slot := keys.pick_slot_of(event.key)) is not None:
            event.prevent_default()  # not offered: the engine says why this card cannot be picked
            self.pick(slot)
        elif slots is not None and len(slots) < 2 and event.key in keys.MOVE_KEYS and "rules" not in self.holds:
            event.stop()  # ←→ not offered, nowhere to go: answered, not taken by the hidden rules panel's scroll
            self.say(self.text(words.move_answer(event.key, self.view, slots)))
            self.idle.shown = True  # cleared when the table changes, as every such answer (table/idle.py)
