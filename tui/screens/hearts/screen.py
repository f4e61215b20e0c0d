"""The Hearts table: the person sits South with the hand at the bottom, the
others around the trick, whose turn it is always in the top bar.

Keys: ←→/h l move, space selects a card to pass (enter passes the three) or
plays the card, digits pick the numbered legal card, t shows the last trick,
i a hint (its cards marked), ? rules, p pause, q back.  Every rule (what may be played, passed, led) is
the engine's: this screen highlights ``legal_actions`` and shows
``IllegalAction`` messages.

A finished trick stays on the table until a key (or, at a paced speed, its
time) and while it shows, space and enter only clear it: a key pressed to go
on never lands as a play.  The cursor is placed once when a turn begins,
never moved under the player's keys.  When a hand ends, the table keeps
showing that hand (the next one is dealt behind the engine's back, but not
told or drawn) until the player closes the score table.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal

from rules.cards import Card, cards_label
from rules.core import Event
from rules.hearts.events import CardsPassed, HandDealt, HandScored, TrickWon
from rules.hearts.game import Pass, Play
from rules.hearts.view import HandRecord
from rules.review import Decision, Review
from rules.session import Update

from ...i18n import N_, _
from ...safety import guarded, report
from ...widgets import EventLog, Hand, TrickTable
from ...widgets.quiet import Line
from ..game_base import HUMAN, QUIET_KEYS, GameScreen
from ..review import Reviewed, Reviews, play_again_from
from . import keys as hk
from . import text as ht
from .scores import HeartsScores
from .text import Moment


class HeartsScreen(GameScreen):
    BINDINGS = [
        Binding("left,h", "move(-1)", N_("Move"), key_display="←→"),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("space", "toggle_pass", N_("Select")),
        Binding("enter", "confirm_pass", N_("Pass 3")),
        Binding("space,enter", "go_on", N_("Go on")),
        Binding("space,enter", "play", N_("Play")),
        Binding("t", "last_trick", N_("Last trick")),
        *[Binding(d, f"pick({i})", f"Pick {d}", show=False) for i, d in enumerate("1234567890")],
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, settings, **kwargs) -> None:
        super().__init__(settings, **kwargs)
        # The review after each hand: at a table of one person (rules/review.py).
        self.reviews = None if not self.role.alone else Reviews(
            "hearts",             self.post_message, lambda job: self.run_worker(job, thread=True, group="review", exit_on_error=False))
        self.selected: list[Card] = []  # the pass being chosen (UI state)
        self.won_trick: TrickWon | None = None  # shown until the next lead or a key
        self._scores_pending = False  # the hand ended while its last trick shows
        self.ended: HandRecord | None = None  # the hand just over, shown until its scores close
        self._held_back: list[Event] = []  # what came after it (the next deal), told then
        self.looking_back = False  # t: the last trick shown again
        self._cursor_turn: tuple | None = None  # the turn the cursor was placed for

    # Layout ------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield Line(id="status", classes="status")
        with Horizontal(id="middle"):
            yield TrickTable(id="table")
            log = EventLog(id="log")
            log.border_title = _("What happened")
            yield log
        yield Line(id="message")
        yield Hand(id="hand")

    # Drawing -----------------------------------------------------------------

    def trick_showing(self) -> bool:
        """A finished trick is on the table (space clears it, never plays)."""
        return ht.won_showing(self.view, self.moment())

    def my_turn(self) -> bool:
        return hk.my_turn(self.view, self.moment())

    def redraw(self) -> None:
        view = self.view
        if view.trick and self.ended is None:
            self.won_trick = None
        self.selected = [c for c in self.selected if c in view.hand]
        moment = self.moment()
        self.query_one("#status", Line).update(self.text(ht.status_line(view, self.names, moment)))
        cards, winner, caption = ht.trick_shown(view, self.names, moment)
        self.query_one(TrickTable).show(ht.seat_infos(view, self.names, moment), cards, winner,
                                        self.text(caption))
        hand = self.query_one(Hand)
        legal = [a.card for a in self.session.legal_actions(HUMAN)] if self.my_turn() else []
        hand.show(**hk.hand_shown(view, moment, self.selected, legal), hinted=self.table.hint_marks)
        turn = (view.hand_number, len(view.tricks_played), len(view.trick))
        if legal and self._cursor_turn != turn:  # once, as the turn begins
            self._cursor_turn = turn
            if hand.card_at_cursor() not in legal:
                hand.move_to(legal[0])

    def choosing_pass(self) -> bool:
        return hk.choosing_pass(self.view, self.moment())

    def moment(self) -> Moment:
        return Moment(self.won_trick, self.ended, self.looking_back, self._scores_pending,
                      len(self.selected))

    # The session's updates -----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        return hk.holds_for(update.events)

    def narrate_update(self, update: Update) -> None:
        """What follows a scored hand (the next deal) is told when the
        score table closes, as the player meets it."""
        now, later = hk.split_at_scores(update.events)
        self.tell(now)
        self._held_back.extend(later)

    def react_to(self, update: Update) -> None:
        if update.undone:  # a shown trick or a pending score table belong to the undone future
            self.won_trick, self._scores_pending, self.selected = None, False, []
            self.ended, self._held_back, self.looking_back = None, [], False
            self._cursor_turn = None
            self.release("look")
            self.release("trick")
        for event in update.events:
            if isinstance(event, TrickWon):
                self.won_trick = event
                self.looking_back = False
                self.holds.discard("look")
                if "trick" in self.holds and not self.settings.instant:
                    # its time on the driver's clock, then the bots go on (a trick the
                    # person took stays until a key: they lead next, nothing waits for them)
                    self.table.hold_for("trick", self.settings.trick_hold, then=self._trick_seen)
            elif isinstance(event, HandDealt):
                self.selected = []
            elif isinstance(event, CardsPassed) and (received := hk.received(self.view, self.names)):
                self.say(received)
            elif isinstance(event, HandScored):
                self.ended = next(r for r in self.view.history if r.hand_number == event.hand_number)
                if self.reviews is not None:
                    game = self.session.game
                    self.reviews.start(game.seed, game.options, self.session.log, HUMAN, event.hand_number)
                if "trick" in self.holds:
                    self._scores_pending = True  # after the last trick is seen
                else:
                    self.show_scores()

    @guarded
    def _trick_seen(self) -> None:
        self.advance()
        self._scores_if_pending()

    def _scores_if_pending(self) -> None:
        if self._scores_pending:
            self._scores_pending = False
            self.show_scores()

    def show_scores(self) -> None:
        self.redraw()
        self.app.push_screen(HeartsScores(self.view.history, self.names, self.game.is_over, self.ascii_mode,
                                          self.reviews), self._scores_closed)

    @guarded
    def on_reviewed(self, message: Reviewed) -> None:
        if message.error is not None:
            report(self, message.error)
            return
        self.reviews.arrived(message)
        if isinstance(self.app.screen, HeartsScores) and self.app.screen.reviews is self.reviews:
            self.app.screen.review_ready()

    @guarded
    def _scores_closed(self, decision: Decision | None) -> None:
        if decision is not None:
            self.play_again_from(decision)
            return
        self.won_trick, self.ended = None, None
        held_back, self._held_back = self._held_back, []
        self.tell(held_back)  # the next deal, now that the player meets it
        self.redraw()
        self.release("trick")
        self.release("scores")
        self.refresh_bindings()
        self.maybe_game_over()

    # Keys ------------------------------------------------------------------------

    def on_key(self, event) -> None:
        """Any key that means nothing else clears a finished trick or the look
        back, and does nothing more (GameScreen.on_key, which runs next, neither)."""
        if event.key not in QUIET_KEYS and event.key not in self.active_bindings and self.table_up:
            if self.looking_back:
                event.prevent_default()
                self.end_look_back()
            elif self.trick_showing() or "trick" in self.holds:
                event.prevent_default()
                self.release_trick()

    def release_trick(self) -> None:
        if self.ended is None:
            self.won_trick = None
        self.release("trick")
        self.redraw()
        self.refresh_bindings()
        self._scores_if_pending()

    def end_look_back(self) -> None:
        self.looking_back = False
        self.say("")
        self.redraw()
        self.refresh_bindings()
        self.release("look")

    def offers(self, action: str, parameters: tuple) -> bool | None:
        return hk.offered(action, self.view, self.moment(), "trick" in self.holds, self.settings.instant)

    def idle_answer(self, key: str) -> str:
        return hk.waiting_answer(self.view, self.names) or super().idle_answer(key)

    @guarded
    def action_move(self, delta: int) -> None:
        if self.looking_back:
            self.end_look_back()
        elif self.trick_showing():
            self.release_trick()  # and the cursor moves from where it is
        self.query_one(Hand).move(delta)

    @guarded
    def action_toggle_pass(self) -> None:
        card = self.query_one(Hand).card_at_cursor()
        if card is not None:
            self.toggle(card)

    def toggle(self, card: Card) -> None:
        self.say(hk.toggle_pass_card(self.selected, card))
        self.redraw()
        self.refresh_bindings()

    @guarded
    def action_confirm_pass(self) -> None:
        if len(self.selected) != 3:
            self.say(_("Choose 3 cards to pass ({n} chosen): space selects.").format(n=len(self.selected)), "error")
            return
        cards = tuple(self.selected)
        if self.act(Pass(cards)):
            self.selected = []
            self.say(self.text(_("You pass {cards}.").format(cards=cards_label(cards))))
            self.redraw()

    @guarded
    def action_play(self) -> None:
        card = self.query_one(Hand).card_at_cursor()
        if card is not None:
            self.play(card)

    def play(self, card: Card) -> None:
        """The card the player named: played, or the engine's reason shown
        (the trick on the table, if any, stays until a card is played).  A
        lead puts away the trick the player took, first: nothing need wait
        behind it (at a shared table this card's answer would)."""
        if self.my_turn():
            self.release("trick")
        if self.act(Play(card)):
            self.won_trick = None
        self.redraw()
        self.refresh_bindings()

    @guarded
    def action_go_on(self) -> None:
        if self.looking_back:
            self.end_look_back()
        else:
            self.release_trick()

    def closer(self):
        """esc: the rules panel, else the last trick looked back at (whose line says esc goes back)."""
        return super().closer() or (self.end_look_back if self.looking_back else None)

    @guarded
    def action_last_trick(self) -> None:
        if self.looking_back:
            self.end_look_back()
            return
        if not self.view.tricks_played:
            self.say(_("No trick has been played yet in this hand."))
            return
        self.looking_back = True
        self.hold("look")  # the computer players wait while you look
        self.say(_("The last trick: any key goes back."))
        self.redraw()
        self.refresh_bindings()

    @guarded
    def action_pick(self, index: int) -> None:
        hand = self.query_one(Hand)
        picks = hand.quick_picks()
        if index >= len(picks):
            self.say(_("There is no card numbered {n} now.").format(n=(index + 1) % 10))
            return
        hand.move_to(picks[index])
        if self.choosing_pass():
            self.toggle(picks[index])
        else:
            self.play(picks[index])

    @guarded
    def on_hand_card_chosen(self, message: Hand.CardChosen) -> None:
        if self.looking_back:
            self.end_look_back()
        elif self.choosing_pass():
            self.toggle(message.card)
        elif self.my_turn():
            self.play(message.card)
        else:
            self.say(self.idle_answer(_("click")))

    def play_again_from(self, decision: Decision) -> None:
        """A reviewed decision played again: a practice table of the same
        game from just before it (never saved); this game is kept."""
        log = self.reviews.log(decision) if self.reviews is not None else None
        if log is None:
            return
        hand = self.ended.hand_number if self.ended is not None else self.view.hand_number
        play_again_from(self, decision, log, hand, kept=not self.game.is_over)

    def part_reviews(self) -> dict[int, Review]:
        return self.reviews.finished() if self.reviews is not None else {}
