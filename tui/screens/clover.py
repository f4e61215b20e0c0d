"""The Clover Picker's table: the opponent at the top, the meadow and the
talon, the bouquet on the table, the own hand as a queue at the bottom, the
log on the right.

A turn's automatic part (the bouquet, the spade chain, the clubs, the budget)
is narrated one step at a time at the chosen pace (``Narrator``); the bots
wait until it has been shown, and any key shows the rest at once.  With a
spade among the five, the player chooses each extra card (m one more, s
stop the chain); then picks from the meadow and ends with done.

Keys: m / s in the spade chain; ←→/h l move over the meadow, space/enter
picks the card under the cursor, 1–5 pick that slot, d is done (finishing
without a pick asks first when something was affordable), ? rules, p
pause, q back.  The cursor is drawn on the person's turn whether or not
anything is affordable.  Every rule is the engine's: the highlight comes
from ``legal_actions``, a refusal shows its ``IllegalAction`` message.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Static

from rules.clover.actions import DONE, MORE, STOP, Pick
from rules.clover.events import ChainCardPlayed, ChainStopped, MeadowPassed, TurnStarted
from rules.clover.values import VALUE, WIN_SCORE
from rules.session import Update
from rules.voice import Voice

from ..safety import guarded
from ..widgets import EventLog, RulesPanel
from ..widgets.clover_bouquet import CloverBouquet
from ..widgets.clover_meadow import CloverMeadow
from ..widgets.clover_queue import CloverQueue
from .clover_narrator import Narrator
from .game_base import HUMAN, GameScreen

NAMES = ["South", "North"]
WAIT_HOLDS = {"rules", "user", "away"}  # the narration waits for these too
ALWAYS_KEYS = {"question_mark", "f1", "p", "q", "ctrl+q", "ctrl+c", "tab", "shift+tab"}


def score_bar(score: int, ascii_mode: bool) -> str:
    filled = min(10, score * 10 // WIN_SCORE)
    full, empty = ("#", "-") if ascii_mode else ("▰", "▱")
    return full * filled + empty * (10 - filled)


class CloverScreen(GameScreen):
    DEFAULT_CSS = """
    CloverScreen #clover-table { width: 1fr; height: 1fr; padding: 0 0 0 1; }
    CloverScreen #opponent { height: 2; }
    CloverScreen CloverQueue { height: 1fr; min-height: 4; }
    """
    BINDINGS = [
        Binding("left,h", "move(-1)", "Move", key_display="←→"),
        Binding("right,l", "move(1)", "Move", show=False),
        Binding("space,enter", "pick_here", "Pick"),
        Binding("1", "pick_slot(0)", "Pick slot", key_display="1-5"),
        *[Binding(str(i + 1), f"pick_slot({i})", "Pick slot", show=False) for i in range(1, 5)],
        Binding("d", "done", "Done"),
        Binding("m", "more", "One more card"),
        Binding("s", "stop", "Stop the chain"),
        Binding("space,enter", "skip", "Show all"),
    ]

    def __init__(self, settings, **kwargs) -> None:
        if "names" not in settings.options:
            settings = replace(settings, options={**settings.options, "names": list(NAMES)})
        super().__init__(settings, **kwargs)
        self.narrator = Narrator(self.names, HUMAN)
        self.cursor = 0  # the meadow slot under the cursor (UI state)
        self._step_timer: Timer | None = None

    def seat_names(self, game) -> list[str]:
        return list(game.names)

    # Layout ------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield Static(id="status", classes="status")
        with Horizontal(id="middle"):
            with Vertical(id="clover-table"):
                yield Static(id="opponent")
                yield CloverMeadow(id="meadow")
                yield CloverBouquet(id="bouquet")
                yield CloverQueue(id="queue")
            log = EventLog(id="log")
            log.border_title = "What happened"
            yield log
        yield Static(id="message")

    def narrate_opening(self, limit: int = 12) -> None:
        """A new game's first turn is told step by step by the Narrator (a
        resumed one's last events first, as at every table)."""
        if self.resumed is not None:
            super().narrate_opening(limit)
        view = self.view
        scores = list(view.scores)
        if view.turn is not None:
            scores[view.turn] -= view.scored_points  # the first turn is narrated below
        self.narrator.scores = scores
        self.narrator.push(self.session.game.turn_events())
        if not self.settings.instant:
            self.hold("narrate")
        self.run_steps()  # the hold keeps the driver waiting until the first turn has been shown

    # What is legal now (from the engine) ----------------------------------------

    @property
    def narrating(self) -> bool:
        return self.narrator.busy

    def my_turn(self) -> bool:
        """The person is to decide (the chain or the picks), all shown."""
        view = self.view
        return view.turn == HUMAN and not view.is_over and not self.narrating

    def my_pick(self) -> bool:
        return self.my_turn() and self.view.phase == "pick"

    def my_chain(self) -> bool:
        return self.my_turn() and self.view.phase == "chain"

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
        if affordable and self.cursor not in affordable:
            self.cursor = affordable[0]
        elif view.meadow[self.cursor] is None:  # the cursor never rests on an empty slot
            self.cursor = next((i for i, c in enumerate(view.meadow) if c is not None), self.cursor)
        self.query_one("#status", Static).update(self.text(self.status_text()))
        self.query_one("#opponent", Static).update(self.opponent_text())
        meadow = self.query_one(CloverMeadow)
        meadow.show(view.meadow, [VALUE[c.code] if c else 0 for c in view.meadow], view.talon_count,
                     self.meadow_title(affordable), affordable if self.my_pick() else None,
                     self.narrator.fresh, self.cursor if self.my_turn() else None,
                     self.narrator.taken if self.narrating else ())
        self.query_one(CloverBouquet).show(self.narrator.show)
        incoming = 0
        if view.turn == HUMAN and not view.is_over and not self.narrating:
            incoming = len(view.bouquet) + len(view.picked)
        self.query_one(CloverQueue).show(self.hand_shown(), self.hand_title(), incoming=incoming)

    def hand_shown(self) -> tuple:
        view = self.view
        pending = self.narrator.pending_cards(view) if self.narrating and view.turn == HUMAN else ()
        return view.hand + tuple(reversed(pending))

    def opponent_size(self) -> int:
        view = self.view
        pending = self.narrator.pending_cards(view) if self.narrating and view.turn == view.opponent else ()
        return view.opponent_hand_size + len(pending)

    def status_text(self) -> str:
        view = self.view
        head = f"Clover · turn {view.turn_number} · "
        if self.narrating:
            seat = self.narrator.turn_seat
            if seat is None:
                show = self.narrator.show
                doing = f"{show.owner}'s bouquet: {show.caption}" if show.owner else "a new turn"
                return head + self.text(doing) + "… (space: show all)"
            who = "your" if seat == HUMAN else f"{self.names[seat]}'s"
            if self.holds & WAIT_HOLDS:
                return head + f"{who} bouquet…" if "user" in self.holds else head + f"{who} bouquet… (waiting)"
            return head + f"{who} bouquet… (space: show all)"
        if view.is_over:
            result = self.session.game.result
            return head + (result.summary if result else "the game is over")
        if view.turn != HUMAN:
            doing = "chooses its spade chain" if view.phase == "chain" else "is picking"
            return head + f"{self.names[view.turn]} {doing}…"
        if view.phase == "chain":
            more = f"{view.chain_left} more card{'s' if view.chain_left != 1 else ''}"
            return head + self.text(f"YOUR TURN: spades allow {more}: m plays {view.hand[-1].label}, s stops")
        if self.affordable():
            if view.picked:
                return head + f"YOUR TURN: pick more ({view.budget_left} left) or d = done"
            return head + f"YOUR TURN: pick a card (1-5, budget {view.budget}) or d = done"
        if view.picked:
            return head + f"YOUR TURN: nothing more within {view.budget_left}: d = done"
        return head + "YOUR TURN: nothing affordable: d ends your turn"

    def opponent_text(self) -> Text:
        view = self.view
        opp = view.opponent
        ascii_mode = self.ascii_mode
        score = self.narrator.scores[opp]
        active = view.turn == opp and not view.is_over
        line = Text(("> " if ascii_mode else "▶ ") if active else "  ", style="bold")
        level = self.settings.level or ""
        line.append(f"{self.names[opp]}" + (f" ({level} AI)" if level else ""), style="bold reverse" if active else "bold")
        size = self.opponent_size()
        line.append(f" · {size} card{'s' if size != 1 else ''} · ")
        line.append(f"{score}/{WIN_SCORE} {score_bar(score, ascii_mode)}", style="bold")
        last = [self.text(c.label) for c in view.last_bouquets[opp]]
        line.append("\n  last bouquet: ", style="bright_black")
        if not last:
            line.append("none yet", style="bright_black")
        room = max(10, self.query_one("#opponent").size.width - 17)
        while len(last) > 2 and len(" ".join(last)) > room:
            last = last[:-2] + ["…" if not self.ascii_mode else "..."]
        line.append(" ".join(last))
        return line

    def meadow_title(self, affordable: list[int]) -> Text:
        view = self.view
        title = Text("Meadow", style="bold")
        if self.my_chain():
            title.append(" · after the spade chain you pick", style="bright_black")
            return title
        if not self.my_pick():
            show = self.narrator.show
            if show.reds is not None and not show.won and show.owner != self.names[HUMAN]:
                title.append(f" · {show.owner} has {show.budget_left} of {show.budget} to spend")
            return title
        if affordable and not view.picked:
            title.append(f" · spend up to {view.budget} · ", style="")
            title.append("numbered = affordable", style="bright_green")
        elif affordable:
            title.append(f" · {view.budget_left} of {view.budget} left to spend", style="bright_green")
        elif not view.picked:
            title.append(" · no pick: d sends it under the talon", style="bright_yellow")
        else:
            title.append(f" · nothing within {view.budget_left}", style="")
        return title

    def hand_title(self) -> Text:
        view = self.view
        score = self.narrator.scores[HUMAN]
        mine = view.turn == HUMAN and not view.is_over
        title = Text(("> " if self.ascii_mode else "▶ ") if mine else "", style="bold")
        title.append(f"Your hand ({self.names[HUMAN]})", style="bold reverse" if mine else "bold")
        size = len(self.hand_shown())
        title.append(f" · {size} card{'s' if size != 1 else ''} · ")
        title.append(f"{score}/{WIN_SCORE} {score_bar(score, self.ascii_mode)}", style="bold")
        return title

    # The session's updates and the narration -------------------------------------

    def hold_after(self, update: Update) -> Iterable[str]:
        narrated = (TurnStarted, MeadowPassed, ChainCardPlayed, ChainStopped)
        if not self.settings.instant and any(isinstance(e, narrated) for e in update.events):
            yield "narrate"

    @guarded
    def on_game_screen_session_updated(self, message: GameScreen.SessionUpdated) -> None:
        message.prevent_default()  # the base would narrate all at once
        if getattr(self, "_idle_shown", False):  # the base clears a stale answer
            self._idle_shown = False
            self.say("")
        if message.update.undone:  # what was still to be shown was taken back
            self.narrator.queue.clear()
            self.narrator.fresh, self.narrator.taken = set(), set()
            if self._step_timer is not None:
                self._step_timer.stop()
                self._step_timer = None
            self.query_one(EventLog).say(f"Undone: back to turn {self.view.turn_number}.", "bold")
        self.narrator.push(message.update.events)
        if self._step_timer is None:
            self.run_steps()

    def run_steps(self, all_at_once: bool = False) -> None:
        """Show pending events one by one, waiting a pace step after each
        bouquet card and count; when all are shown the bots may go on."""
        self._step_timer = None
        log = self.query_one(EventLog)
        while self.narrator.busy:
            event = self.narrator.step()
            log.narrate([event], Voice(self.names, HUMAN))
            if isinstance(event, TurnStarted) and event.seat == HUMAN:
                self.say("")  # an answer from the other turn is stale now
            if (self.narrator.busy and self.narrator.pauses_after(event)
                    and not (all_at_once or self.settings.instant)):
                delay = self.settings.bot_delay * (0.5 if self.narrator.turn_seat == HUMAN else 1.0)
                self._step_timer = self.set_timer(delay, self._next_step)
                self.redraw()
                self.refresh_bindings()
                return
        self.redraw()
        self.refresh_bindings()
        self.release("narrate")
        self.maybe_game_over()

    @guarded
    def _next_step(self) -> None:
        if self.holds & WAIT_HOLDS:  # the rules panel, a pause, a dialog: wait
            self._step_timer = self.set_timer(0.2, self._next_step)
            return
        self.run_steps()

    def skip_narration(self) -> None:
        if self._step_timer is not None:
            self._step_timer.stop()
            self._step_timer = None
        self.run_steps(all_at_once=True)

    def maybe_game_over(self) -> None:
        """Not before the winning bouquet has been shown."""
        if not self.narrating:
            super().maybe_game_over()

    # Keys ------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        # GameScreen.on_key (the answer to a key that means nothing) runs
        # after this one unless the default is prevented.
        rules_open = self.query_one(RulesPanel).is_open
        if self.narrating and event.key not in ALWAYS_KEYS and not rules_open:
            event.stop()  # no binding acts on it
            event.prevent_default()  # and no "does nothing" answer
            self.skip_narration()
            self.say("Shown at once: your turn." if self.my_pick() else "Shown at once.")

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("move", "pick_here", "pick_slot", "done"):
            return self.my_pick()
        if action in ("more", "stop"):
            return self.my_chain()
        if action == "skip":
            return self.narrating
        if action == "toggle_pause":
            return not self.settings.instant
        return True

    def idle_answer(self, key: str) -> str:
        view = self.view
        if not view.is_over and view.turn != HUMAN:
            if view.phase == "chain":
                return f"Wait: {self.names[view.turn]} is choosing its spade chain."
            return f"Wait: {self.names[view.turn]} is picking from the meadow."
        if self.my_chain():
            return self.text(f"First the spade chain: m plays {view.hand[-1].label}, s stops it; then you pick.")
        return super().idle_answer(key)

    @guarded
    def action_move(self, delta: int) -> None:
        self.cursor = (self.cursor + delta) % 5
        self.redraw()

    @guarded
    def action_pick_here(self) -> None:
        self.pick(self.cursor)

    @guarded
    def action_pick_slot(self, slot: int) -> None:
        self.cursor = slot
        self.pick(slot)

    @guarded
    def action_more(self) -> None:
        card = self.view.hand[-1]
        if self.act(MORE):
            view = self.view
            if view.phase == "chain":
                more = f"{view.chain_left} more card{'s' if view.chain_left != 1 else ''}"
                self.say(self.text(f"You add {card.label}; the spades allow {more}: m or s."))
            else:
                self.say(self.text(f"You add {card.label}; the chain is over."))

    @guarded
    def action_stop(self) -> None:
        if self.act(STOP):
            self.say("You stop the spade chain: the rest stays in your hand, in order.")

    @guarded
    def action_skip(self) -> None:
        self.skip_narration()

    def pick(self, slot: int) -> None:
        view = self.view
        card = view.meadow[slot]
        if card is None:
            self.refuse(f"Meadow slot {slot + 1} is empty: the talon has run out.")
            return
        if self.act(Pick(card)):
            after = self.view
            new = after.meadow[slot]
            up = f"{new.label} comes up in its place" if new else "the slot stays empty"
            self.say(self.text(f"You pick {card.label} for {VALUE[card.code]}; {up}. "
                               f"{after.budget_left} left."))
            self.redraw()

    @guarded
    def action_done(self) -> None:
        view = self.view
        if view.picked or not self.affordable():
            self.finish()
            return
        from .confirm import ConfirmScreen

        question = (f"You have picked nothing. If you finish now, the five meadow cards go under "
                    f"the talon and five new ones are turned up for {self.names[view.opponent]}.\n"
                    "Finish your turn without picking?")

        def answered(yes: bool | None) -> None:
            if yes:
                self.finish()
            else:
                self.say("Pick a numbered meadow card (1-5, or space on it), then d.")

        self.app.push_screen(ConfirmScreen(self.text(question), yes="Finish (y)", no="Pick (n)"), answered)

    def finish(self) -> None:
        picked = self.view.picked
        if self.act(DONE):
            if not picked:
                self.say("Nothing picked: the meadow went under the talon, five new cards came up.")

    @guarded
    def on_clover_meadow_slot_chosen(self, message: CloverMeadow.SlotChosen) -> None:
        if self.my_pick():
            self.cursor = message.slot
            self.pick(message.slot)
        else:
            self.say(self.idle_answer("click"))
