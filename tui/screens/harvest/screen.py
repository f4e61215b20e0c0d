"""The harvest table (Skördespelet): the computer's piles at the top, the
grazing area in the middle, the person's piles below it and the hand at the
bottom; the season track under the status bar says where the turn is, the
prompt line what can be done now.

Keys: ←→ move over every card (the ones that can be picked now are
highlighted; on another one the line below the hand says the engine's
reason), ↑↓ jumps between piles, enter/space picks, d is done (or pass in
weather time), f turns a joker into a fence, esc drops the first pick,
digits pick the numbered hand cards, v shows the discard pile, ? rules, p
pause, q back.  Every rule is the engine's: picks come from
``legal_actions`` (see harvest/picks.py), the reasons from
``HarvestGame.card_reason`` and ``HarvestView.nothing``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from rules.cards import Card, cards_label
from rules.core import Action
from rules.harvest.actions import DONE, PASS, Graze
from rules.session import Update

from ...i18n import N_, _, ngettext
from ...safety import guarded
from ...widgets import Hand, Look, quiet
from ...widgets.footer import Footer
from ...widgets.hand import NO_CURSOR
from ...widgets.harvest_grazing import GrazingArea
from ...widgets.harvest_log import HarvestLog
from ...widgets.harvest_rows import CardRow, SeatLine, ascii_words
from ...widgets.harvest_track import SeasonTrack
from ...widgets.quiet import Line
from ..game_base import HUMAN, GameScreen
from . import picks as hp
from . import text as ht
from .cursor import HarvestCursor, hand_order, my_move
from .news import AI, SHOW, HarvestNews

ROW_IDS = {hp.OPP_BARN: "opp-barn", hp.OPP_HARVEST: "opp-harvest",
           hp.MY_HARVEST: "my-harvest", hp.MY_BARN: "my-barn"}


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

    BINDINGS = [
        Binding("left,h", "move(-1)", N_("Move"), key_display="←→"),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("up,k", "zone(-1)", N_("Pile"), key_display="↑↓"),
        Binding("up,k", "zone_ascii(-1)", N_("Pile")),  # --ascii: the Footer says "up"
        Binding("down,j", "zone(1)", N_("Pile"), show=False),
        Binding("enter,space", "choose", N_("Pick")),
        # named "space" everywhere it is said (prompt, message, Footer); enter goes on too
        Binding("space,enter", "go_on", N_("Go on"), key_display=N_("space")),
        Binding("d", "done", N_("Done")),
        Binding("d", "pass_weather", N_("Pass")),
        Binding("f", "fence", N_("Fence")),
        Binding("escape,backspace", "cancel", N_("Unpick")),
        Binding("v", "discard", N_("Discard"), show=False),
        *[Binding(d, f"pick({i})", f"Pick {d}", show=False) for i, d in enumerate("123456789")],
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        self.picker = HarvestCursor()  # the first pick and the cursor (cursor.py)
        self.news = HarvestNews()  # what the computer's moves told, and the wait to read them (news.py)
        self._passed: dict[int, tuple[int, str]] = {}  # log index of a pass the table took: (turn, season)

    @property
    def cursor(self) -> Card | None:
        return self.picker.card

    @property
    def first(self) -> Card | None:
        return self.picker.first

    @property
    def fed(self) -> tuple:
        return self.news.fed

    @property
    def fed_title(self) -> str:
        return self.news.fed_title

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
                yield CardRow(N_("barn"), id="opp-barn")
                yield CardRow(N_("harvest"), id="opp-harvest")
                yield GrazingArea(id="grazing")
                yield CardRow(N_("harvest"), id="my-harvest")
                yield CardRow(N_("barn"), id="my-barn")
                yield SeatLine(id="my-seat")
            log = HarvestLog(id="h-log")
            log.border_title = _("What happened")
            yield log
        yield Static(id="h-prompt")
        yield Hand(id="hand")
        yield Line(id="message")

    def on_mount(self) -> None:
        self.query_one(Footer).compact = True  # up to ten keys at once: all of them fit in 80

    def text(self, sentence: str) -> str:
        return ascii_words(sentence) if self.ascii_mode else sentence

    # Drawing -------------------------------------------------------------------

    def redraw(self) -> None:
        view = self.view
        picks = self.current_picks()
        self.picker.place(view, picks)
        looks = {p.card: Look.LEGAL for p in picks}
        if self.picker.card is not None and self.picker.card not in looks:
            looks[self.picker.card] = Look.DIMMED  # landed on a card that cannot be used now
        for card in self.table.hint_marks:  # the hint's cards, until the next move
            looks[card] = Look.HINTED
        if self.picker.first is not None:
            looks[self.picker.first] = Look.SELECTED
        names, ascii_mode = self.names, self.ascii_mode
        self.query_one("#status", Line).update(
            self.text(ht.status_line(view, names, SHOW in self.holds)))
        if view.turn == HUMAN:
            head = _("Your turn:")
        elif not self.role.alone:  # a shared table: the other may be a person
            head = _("{seat}'s turn:").format(seat=names[AI])
        else:
            head = _("AI's turn:")
        self.query_one(SeasonTrack).show(view.seasons, view.season, head, view.is_over, self.passed_seasons())
        for seat, widget in ((AI, "#opp-seat"), (HUMAN, "#my-seat")):
            style = "bold reverse" if view.turn == seat and not view.is_over else "bold"
            variants = []
            for line, name_len in ht.seat_lines(view, seat, names, ascii_mode, ai=self.role.alone):
                text = Text(self.text(line))
                text.stylize(style, 0, name_len)
                variants.append(text)
            self.query_one(widget, SeatLine).show(variants)
        for zone, row_id in ROW_IDS.items():
            seat = HUMAN if zone in (hp.MY_BARN, hp.MY_HARVEST) else AI
            cards = view.barns[seat] if zone in (hp.MY_BARN, hp.OPP_BARN) else view.harvests[seat]
            suffix = ht.harvest_suffix(cards) if zone in (hp.MY_HARVEST, hp.OPP_HARVEST) else ""
            self.query_one(f"#{row_id}", CardRow).show(cards, looks, self.picker.card, suffix)
        self._draw_grazing(looks)
        quiet.update(self.query_one("#h-prompt", Static), self.text(ht.prompt_line(
            view, names, self.picker.first, self.picker.fence, hp.can_fence(self.legal(), self.picker.first),
            SHOW in self.holds, self.news.last_weather, self.table.paused_by_user)))
        hand = self.query_one(Hand)
        hand_legal = [p.card for p in picks if p.zone == hp.HAND]
        selected = [self.picker.first] if self.picker.first in view.hand else []
        hand.show(sorted(view.hand, key=hand_order), legal=hand_legal if self.my_move() else None,
                  selected=selected, hinted=self.table.hint_marks)
        if self.picker.card in view.hand:
            hand.move_to(self.picker.card)
        else:
            hand.cursor = NO_CURSOR  # the cursor is on the board

    def _draw_grazing(self, looks) -> None:
        view = self.view
        names = self.names
        top = f"{view.discard[-1].label} ({len(view.discard)})" if view.discard else _("empty")
        piles = _("draw {n} · discard {top}").format(n=view.draw_count, top=top)
        caption = ""
        if view.stacks:
            st = view.stacks[0]
            caption = (_("You graze on {seat}'s harvest (top first):") if st.grazer_owner == HUMAN
                       else _("{seat} grazes on your harvest (top first):")).format(seat=names[AI])
        notes, notes_title = (), ""
        if self.news.show_discard:
            notes_title = ngettext("Discard pile, {n} card, top last (v closes):",
                                   "Discard pile, {n} cards, top last (v closes):", len(view.discard)
                                   ).format(n=len(view.discard))
            notes = (cards_label(view.discard) or _("empty"),)
        elif self.news.fed:
            notes_title = self.news.fed_title
            notes = tuple(ht.feeding_note(e, names) for e in self.news.fed)
        self.query_one(GrazingArea).show(view.stacks, looks, self.picker.card, caption, piles,
                                         notes, notes_title, notes_first=self.news.show_discard)

    # The computer's news (news.py) ----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        waits = not self.settings.instant and not (HUMAN in self.session.game.to_act() and self.table.forced() is None)
        return self.news.holds_after(update, waits)  # nothing moves on before the person acts

    def _stop_show(self) -> None:
        """The key came: the game goes on, and the line that asked for it goes."""
        self.holds.discard(SHOW)
        if self.news.show_said:
            if self.text(self.news.show_said) == self._message_text():
                self.say("")
            self.news.show_said = ""

    def _message_text(self) -> str:
        for line in self.query("#message"):
            return str(line.render())
        return ""

    def act(self, action: Action | str) -> bool:
        self._stop_show()  # the person acted: nothing more to wait for
        self.news.acted()
        return super().act(action)

    # The cursor (cursor.py) ------------------------------------------------------------

    @guarded
    def action_move(self, delta: int) -> None:
        if self.picker.move(self.view, self.current_picks(), delta):
            self._tell_cursor()
            self._after_change()

    @guarded
    def action_zone(self, delta: int) -> None:
        moved = self.picker.zone(self.view, self.current_picks(), delta)
        if moved is None:
            self.say(_("All the cards are in this pile now: ←→ moves."))
        elif moved:
            self._tell_cursor()
            self._after_change()

    def action_zone_ascii(self, delta: int) -> None:
        self.action_zone(delta)

    def _tell_cursor(self) -> None:
        """On a card that cannot be used, the line below the hand says the
        engine's reason; on a card that can, that reason goes away."""
        card = self.picker.card
        reason = self.card_reason(card) if card is not None else ""
        if reason:
            self.say(reason)
            self.picker.note = True
        elif self.picker.note:
            self.say("")
            self.picker.note = False

    def card_reason(self, card: Card) -> str:
        return self.session.game.card_reason(HUMAN, card, self.picker.first, self.picker.fence)

    def _refuse_pick(self, card: Card) -> None:
        """A card that cannot be picked now: the engine's reason (it is
        asked, not tried: nothing is applied to find out)."""
        if not self.my_move():
            self.say(self.idle_answer(_("that")))
            return
        self.picker.card = card
        self.refuse(self.card_reason(card) or _("{card} cannot be picked now.").format(card=card.label))
        self.picker.note = True

    # Seasons with nothing in them -----------------------------------------------------

    def passing_for_person(self, action) -> int | None:
        """The table passes a season with nothing in it for the person: the
        log says so and why (queued behind the narration of the moves
        before it, so the log keeps their order), and the season track
        marks the season for the rest of the turn."""
        view = self.view
        line = _("Nothing to do in {season}: passed.").format(season=ht.season_time(view.season))
        self.call_later(self.tell_line, self.text(f"{line} {view.nothing}"))
        self._passed[len(self.session.log)] = (view.turn_number, view.season)
        return self.log_mark()

    def tell_line(self, line: str) -> None:
        if (log := self.event_log()) is not None:
            log.say(line, "dim")

    def passed_seasons(self) -> frozenset[str]:
        """The seasons of this turn the table passed for the person."""
        view, moves = self.view, len(self.session.log)
        return frozenset(season for at, (turn, season) in self._passed.items()
                         if at < moves and turn == view.turn_number)

    # Keys --------------------------------------------------------------------------

    def offers(self, action: str, parameters: tuple) -> bool | None:
        mine = self.my_move()
        fencing = action == "fence" and mine and hp.can_fence(self.legal(), self.picker.first)  # asked only when needed
        picked = action == "cancel" and self.picker.first is not None and not self.query_one("#rules-panel").display
        return hp.offered(action, parameters, mine, self.view.decision if mine else "", ascii_mode=self.ascii_mode,
                          showing=SHOW in self.holds, can_fence=fencing, picked=picked, instant=self.settings.instant,
                          forced=mine and self.table.forced() is not None)

    def on_key(self, event) -> None:
        # GameScreen.on_key (the answer to a key that means nothing) runs after this one.
        if SHOW in self.holds and event.key not in ("question_mark", "f1", "p", "q") and self.table_up:
            self._stop_show()
            self.advance()
            self.redraw()

    def idle_answer(self, key: str) -> str:
        view = self.view
        if view.is_over:
            return _("The game is over.")
        if not self.my_move() and view.to_act:
            return _("Wait: {seat} is deciding ({season}).").format(seat=self.names[view.to_act[0]],
                                                                   season=ht.season_time(view.season))
        return super().idle_answer(key)

    def react_to(self, update: Update) -> None:
        if update.undone:  # the game was replayed one decision shorter
            self.picker.undone()
            self.news.undone()
            self._forget_undone_passes()
        said = self.news.react(update, self.names, self.view.turn_number, SHOW in self.holds)
        if said is not None:
            self.say(said)

    def _forget_undone_passes(self) -> None:
        moves = len(self.session.log)
        self._passed = {at: seen for at, seen in self._passed.items() if at < moves}

    @guarded
    def action_toggle_pause(self) -> None:
        super().action_toggle_pause()
        self._after_change()  # the prompt of a season that passes by itself says whether p holds it

    @guarded
    def action_undo(self) -> None:
        super().action_undo()  # back to the person's last real decision (tui/table.py)
        self._forget_undone_passes()
        self.picker.drop()
        self._after_change()

    @guarded
    def action_choose(self) -> None:
        if self.picker.card is not None:
            self.choose(self.picker.card)
        else:
            self.say(_("That pile is done: d to pass, or the arrows to pick another card.")
                     if self.view.decision == "weather" else
                     _("That pile is done: d when done, or the arrows to pick another card."))

    @guarded
    def action_pick(self, index: int) -> None:
        numbered = self.query_one(Hand).quick_picks()
        if index >= len(numbered):
            self.say(_("No hand card is numbered {n} now.").format(n=index + 1))
            return
        self.choose(numbered[index])

    def choose(self, card: Card) -> None:
        before = self.current_picks()
        pick = next((p for p in before if p.card is card), None)
        if pick is None:
            self._refuse_pick(card)
        elif pick.action is not None:
            self.picker.card = card
            keep = self.picker.first if isinstance(pick.action, Graze) else None
            moment = (self.view.turn_number, self.view.decision)
            if self.act(pick.action):
                self.picker.first, self.picker.fence = keep, False
                self.news.show_discard = False
                if moment == (self.view.turn_number, self.view.decision):  # the same decision goes on
                    was = [p.card for p in before if p.zone == pick.zone]
                    self.picker.stays_in(self.view, self.current_picks(), pick.zone, was)
        elif card is self.picker.first:
            self.picker.drop()
            self.say(_("{card} put back: pick again.").format(card=self.text(card.label)))
        else:
            self.picker.first, self.picker.fence = card, False
            self.picker.card = None
            self.say("")  # an answer to an earlier key ("A♠ put back") must not stand beside this pick
            self.picker.note = False
        self._after_change()

    @guarded
    def action_done(self) -> None:
        self.picker.drop()
        self.act(DONE)
        self._after_change()

    @guarded
    def action_pass_weather(self) -> None:
        self.picker.drop()
        self.act(PASS)
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
    def on_card_row_clicked(self, message: CardRow.Clicked) -> None:
        self.choose(message.card)

    @guarded
    def on_grazing_area_clicked(self, message: GrazingArea.Clicked) -> None:
        self.choose(message.card)

    @guarded
    def on_hand_card_chosen(self, message: Hand.CardChosen) -> None:
        self.choose(message.card)
