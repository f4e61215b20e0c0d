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
from rules.hearts.game import Play
from rules.session import Update

from ...i18n import N_, _
from ...safety import guarded
from ...textual_private import bound
from ...widgets import EventLog, Hand, TrickTable
from ...widgets.quiet import Line
from ..game_base import HUMAN, GameScreen
from ..review import Reviewed
from ..table.keys import QUIET_KEYS
from . import keys as hk
from . import text as ht
from .cursor import TurnCursor
from .hand_end import HandEnd
from .look_back import LookBack
from .passing import PassChoice
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
        self.look_back = LookBack(self)  # t: the last trick shown again (look_back.py)
        self.hand_end = HandEnd(self, self.scores_closed, self.look_back.from_scores)  # the score table, the review
        self.ending.part_reviews = self.hand_end.finished  # the game's review reuses the hands' (hand_end.py)
        self.passing = PassChoice()  # the pass being chosen (passing.py)
        self.cursor = TurnCursor()  # placed once as a turn begins (cursor.py)
        self.won_trick: TrickWon | None = None  # shown until the next lead or a key

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
        if view.trick and self.hand_end.ended is None:
            self.won_trick = None
        self.passing.keep_in(view.hand)
        moment = self.moment()
        legal = [a.card for a in self.session.legal_actions(HUMAN) if isinstance(a, Play)] if self.my_turn() else []
        self.query_one("#status", Line).update(self.text(ht.status_line(view, self.names, moment, legal)))
        cards, winner, caption = ht.trick_shown(view, self.names, moment)
        self.query_one(TrickTable).show(ht.seat_infos(view, self.names, moment), cards, winner,
                                        self.text(caption))
        hand = self.query_one(Hand)
        hand.show(**hk.hand_shown(view, moment, self.passing.cards, legal), hinted=self.table.hint_marks)
        choosable = legal or (list(view.hand) if self.choosing_pass() else [])  # a pass: any card (a playtest)
        wanted = self.lesson.points_at(self, None) if self.lesson is not None and choosable else None
        if (card := self.cursor.place(view, choosable, hand.card_at_cursor(), wanted)) is not None:
            hand.move_to(card)

    def choosing_pass(self) -> bool:
        return hk.choosing_pass(self.view, self.moment())

    def moment(self) -> Moment:
        return Moment(self.won_trick, self.hand_end.ended, self.look_back.on, self.hand_end.pending,
                      len(self.passing.cards))

    # The session's updates -----------------------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        return hk.holds_for(update.events)

    def narrate_update(self, update: Update) -> None:
        """What follows a scored hand (the next deal) is told when the
        score table closes, as the player meets it."""
        self.table_log.tell(self.hand_end.told_now(update.events))

    def react_to(self, update: Update) -> None:
        if update.undone:  # a shown trick or a pending score table belong to the undone future
            self.won_trick = None
            self.passing.clear()
            self.cursor.undone()
            self.hand_end.undone()
            self.look_back.undone()
            self.holding.release("trick")
        for event in update.events:
            if isinstance(event, TrickWon):
                self.won_trick = event
                self.look_back.dropped()
                if "trick" in self.holds and not self.settings.instant:
                    # its time on the driver's clock, then the bots go on (a trick the
                    # person took stays until a key: they lead next, nothing waits for them)
                    self.table.hold_for("trick", self.settings.trick_hold, then=self._trick_seen)
            elif isinstance(event, HandDealt):
                self.passing.clear()
            elif isinstance(event, CardsPassed) and (received := hk.received(self.view, self.names)):
                self.say(received)
            elif isinstance(event, HandScored):
                self.hand_end.scored(event, "trick" in self.holds)  # its scores after the last trick

    @guarded
    def _trick_seen(self) -> None:
        self.advance()
        self.hand_end.trick_seen()

    @guarded
    def on_reviewed(self, message: Reviewed) -> None:
        self.hand_end.reviewed(message)

    def scores_closed(self, held_back: list[Event]) -> None:
        """The hand's score table closed: the next hand shows (hand_end.py)."""
        self.won_trick = None
        self.table_log.tell(held_back)  # the next deal, now that the player meets it
        self.redraw()
        self.holding.release("trick")
        self.holding.release("scores")
        self.refresh_bindings()
        self.maybe_game_over()

    # Keys ------------------------------------------------------------------------

    def on_key(self, event) -> None:
        """Any key that means nothing else clears a finished trick or the look
        back, and does nothing more: neither GameScreen.on_key, which runs
        next, nor the bindings the app checks once the key has bubbled up
        (after the look ends, a digit is bound again and would play)."""
        if event.key not in QUIET_KEYS and self.table_up and not bound(self, event.key):
            if self.look_back.on:
                event.prevent_default()
                event.stop()
                self.look_back.end()
            elif self.trick_showing() or "trick" in self.holds:
                event.prevent_default()
                event.stop()
                self.release_trick()

    def release_trick(self) -> None:
        if self.hand_end.ended is None:
            self.won_trick = None
        self.holding.release("trick")
        self.redraw()
        self.refresh_bindings()
        self.hand_end.trick_seen()

    def offers(self, action: str, parameters: tuple) -> bool | None:
        return hk.offered(action, self.view, self.moment(), "trick" in self.holds, self.settings.instant)

    def idle_answer(self, key: str) -> str:
        return hk.key_answer(key, self.view) or hk.waiting_answer(self.view, self.names) or super().idle_answer(key)

    @guarded
    def action_move(self, delta: int) -> None:
        if self.look_back.on:
            self.look_back.end()  # and the cursor moves: the hand is there
        elif self.trick_showing():
            self.release_trick()  # and the cursor moves from where it is
        self.query_one(Hand).move(delta)

    @guarded
    def action_toggle_pass(self) -> None:
        card = self.query_one(Hand).card_at_cursor()
        if card is not None:
            self.toggle(card)

    def toggle(self, card: Card) -> None:
        self.say(self.passing.toggle(card))
        self.redraw()
        self.refresh_bindings()

    @guarded
    def action_confirm_pass(self) -> None:
        if (refusal := self.passing.refusal()) is not None:
            self.say(refusal, "error")
            return
        action = self.passing.action()
        if self.act(action):
            self.passing.clear()
            self.say(self.text(_("You pass {cards}.").format(cards=cards_label(action.cards))))
            self.redraw()

    @guarded
    def action_play(self) -> None:
        hand = self.query_one(Hand)
        card = hand.card_at_cursor()
        if card is not None and not self.play(card):
            self.back_to_step(hand, card)

    def play(self, card: Card) -> bool:
        """The card the player named: played, or the engine's reason shown
        (the trick on the table, if any, stays until a card is played).  A
        lead puts away the trick the player took, first: nothing need wait
        behind it (at a shared table this card's answer would).  Whether it was played."""
        if self.my_turn():
            self.holding.release("trick")
        played = self.act(Play(card))
        if played:
            self.won_trick = None
        self.redraw()
        self.refresh_bindings()
        return played

    @guarded
    def action_go_on(self) -> None:
        if self.look_back.on:
            self.look_back.end()
        else:
            self.release_trick()

    def closer(self):
        """esc: the rules panel, else the last trick looked back at (whose line says esc goes back)."""
        return super().closer() or (self.look_back.end if self.look_back.on else None)

    @guarded
    def action_last_trick(self) -> None:
        self.look_back.toggle()

    @guarded
    def action_pick(self, index: int) -> None:
        hand = self.query_one(Hand)
        picks = hand.quick_picks()
        if index >= len(picks):
            self.say(_("There is no card numbered {n} now.").format(n=(index + 1) % 10))
            return
        at = hand.card_at_cursor()
        hand.move_to(picks[index])
        if self.choosing_pass():
            self.toggle(picks[index])
        elif not self.play(picks[index]) and at is not None:
            self.back_to_step(hand, at)

    def back_to_step(self, hand: Hand, at: Card) -> None:
        """A card refused (a lesson's step takes another), by a digit or space:
        the cursor goes to the step's card, where space does what it asks
        (two playtests: it stayed on the refused card, and space was refused
        again), else to ``at``, where it was."""
        hand.move_to((self.lesson.points_at(self, None) if self.lesson is not None else None) or at)

    @guarded
    def on_hand_card_chosen(self, message: Hand.CardChosen) -> None:
        if self.look_back.on:
            self.look_back.end()
        elif self.choosing_pass():
            self.toggle(message.card)
        elif self.my_turn():
            self.play(message.card)
        else:
            self.say(self.idle_answer(_("click")))
