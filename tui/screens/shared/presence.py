"""A shared table's role (``tui.screens.table.role.TableRole``, given to the
GameScreen that plays a ``RemoteDriver``): who is a person and who the computer, an away seat's
countdown and how long the one to play has been thinking (the log's lower
border, ticking once a second), the pause asked of the others and their
questions to this person, refusals, leaving for the lobby, the table closing
or the link dropping, and the game over with this person's statistics.

The words of the moment are pure functions of the driver (``labels``,
``live_line``), tested without a screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.binding import Binding

from rules.tables.news import computer_name

from ...house_app import house_app
from ...i18n import N_, _
from ...remote.driver import Notice, RemoteDriver
from ...remote.record import record_shared_game
from ...safety import guarded, report
from ...table import USER
from ..confirm import ConfirmScreen
from ..table.exits import ask_first, push_game_over

if TYPE_CHECKING:
    from rules.clock import Timer

    from ...store import Autosave
    from ..game_base import GameScreen

TICK = 1.0  # seconds between two updates of the live line


def labels(driver: RemoteDriver) -> list[str]:
    """The seats' names as the table shows them: a computer's says so."""
    return [computer_name(_(info.name)) if info.kind == "computer" else _(info.name)
            for info in driver.seat_info]


def live_line(driver: RemoteDriver) -> str:
    """The shared table's line of the moment: an away seat's countdown
    first (the others wait for it), else whose turn it is and for how long."""
    names = labels(driver)
    for seat, info in enumerate(driver.seat_info):
        if info.kind == "away":
            left = driver.countdown_left(seat)
            if left is None:
                return _("{name} · away").format(name=names[seat])
            return _("{name} · away, seat kept {seconds} s").format(name=names[seat], seconds=round(left))  # time left
    thinking = driver.thinking_for()
    if thinking is None or driver.game.is_over or driver.server_paused:
        return ""
    seat, seconds = thinking
    if seat == 0:
        return _("Your turn · {seconds} s").format(seconds=int(seconds))
    return _("{name} is thinking · {seconds} s").format(name=names[seat], seconds=int(seconds))

class PauseQuestion(ConfirmScreen, inherit_bindings=False):
    """Another person asks to pause: the buttons and the Footer both say
    pause or play on."""

    BINDINGS = [
        Binding("y", "answer(True)", N_("Pause the game")),
        Binding("j", "ja", N_("Pause the game")),  # Swedish: j, as Swedish prompts say (ConfirmScreen)
        Binding("n,escape", "answer(False)", N_("Play on")),
    ]


class Presence:
    """The role of a GameScreen that plays a ``RemoteDriver``."""

    alone = False  # other people sit here: no undo past the server, no review, no pause by focus

    def __init__(self, screen: GameScreen, driver: RemoteDriver) -> None:
        self.screen = screen
        self.driver = driver
        self.question: ConfirmScreen | None = None  # another person's pause question, while up
        self.started = time.monotonic()
        self.recorded = False
        self._unlisten = driver.listen(self.heard)
        self._timer: Timer | None = None  # the once-a-second tick (_ticked)
        self._line: str | None = None  # the live line as last shown

    def names(self) -> list[str]:
        return labels(self.driver)

    @property
    def user_pause(self) -> Callable[[bool], None]:
        return self.driver.ask_pause  # the server is asked; the others may be

    def autosave(self) -> Autosave | None:
        return None  # the server saves the table

    def start(self) -> None:
        self._ticked()
        if self.driver.server_paused:
            self.screen.holding.hold(USER)
        if self.driver.pause_asked_by is not None:
            self.ask(self.driver.pause_asked_by)

    def stop(self) -> None:
        self._unlisten()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _ticked(self) -> None:
        """Once a second on the table's clock (a test's ManualClock too)."""
        self._timer = self.screen.timers.later(TICK, self._ticked)
        self.tick()

    @guarded
    def tick(self) -> None:
        line = self.screen.text(live_line(self.driver))
        if line == self._line:
            return  # setting it repaints the whole log
        self._line = line
        if (log := self.screen.table_log.widget()) is not None:
            log.border_subtitle = line

    # The server's news ------------------------------------------------------------

    @guarded
    def heard(self, notice: Notice) -> None:
        screen = self.screen
        if screen.gone:
            return
        if notice.kind == "refused":
            screen.refuse(notice.text)
        elif notice.kind == "notice":
            screen.say(notice.text, "warning")
        elif notice.kind == "pause_refused":
            screen.holding.release(USER)
            screen.refuse(notice.text)
        elif notice.kind == "seats":
            screen.redraw()
            self.tick()
        elif notice.kind == "news":
            screen.table_log.tell(notice.events)  # "bo has dropped out: …" (rules.tables.news)
        elif notice.kind == "paused":
            self.paused(notice)
        elif notice.kind == "pause_asked":
            if notice.by is None:
                self.drop_question()  # withdrawn: someone said no, or the asker left
            else:
                self.ask(notice.by)
        elif notice.kind in ("closed", "link_lost"):
            self.ended(notice)

    def paused(self, notice: Notice) -> None:
        screen, names = self.screen, labels(self.driver)
        self.drop_question()
        by = names[notice.by] if notice.by is not None and 0 <= notice.by < len(names) else ""
        if notice.on:
            screen.holding.hold(USER)
            said = (_("Paused: everyone waits. p goes on.") if notice.by in (0, None)
                    else _("{name} paused the game: p goes on.").format(name=by))
        else:
            screen.holding.release(USER)
            said = (_("The game goes on.") if notice.by in (0, None)
                    else _("{name} goes on with the game.").format(name=by))
        screen.holding.show()
        screen.say(said)

    def pause_said(self, paused: bool, mine: str = "") -> str:
        """What the person's own p says at once (the server's answer
        follows); the table's own words (``mine``) are for play at home."""
        if not paused:
            return _("The game goes on.")
        if self.driver.server_paused:
            return _("Paused: everyone waits. p goes on.")
        return _("Asking the others to pause…")

    def ask(self, by: int) -> None:
        """Another person asks to pause: a yes/no question (y / n)."""
        if self.question is not None:
            return
        names = labels(self.driver)
        name = names[by] if 0 <= by < len(names) else "?"
        self.question = PauseQuestion(_("{name} asks to pause the game. Pause?").format(name=name))

        def answered(yes: bool | None) -> None:
            if self.question is not None:
                self.question = None
                self.driver.answer_pause(bool(yes))

        self.screen.app.push_screen(self.question, answered)

    def drop_question(self) -> None:
        """The question was settled elsewhere: take it down unanswered."""
        question, self.question = self.question, None
        if question is not None and question in self.screen.app.screen_stack:
            question.dismiss(None)

    def ended(self, notice: Notice) -> None:
        """The table closed or the link dropped: the game-over screen if the
        game is over, else the reason, and back to where the table was opened."""
        screen = self.screen
        self.drop_question()
        if screen.game.is_over:
            screen.maybe_game_over()
            return
        text = notice.text or _("The table has closed.")
        app = screen.app
        app.notify(screen.text(text), timeout=8)
        while screen in app.screen_stack:  # what is over the table (a score table, a question) goes too
            app.pop_screen()

    # Leaving and the end ------------------------------------------------------------

    def ask_to_leave(self) -> None:
        """q: leave the table (asked first while it runs); the computer plays
        the seat until this person takes it back from the lobby."""
        if self.screen.game.is_over:
            self.leave()
            return
        ask_first(self.screen, _("Leave this table? The computer plays your seat until you come back."), self.leave)

    def leave(self) -> None:
        self.driver.leave()
        if self.screen.app.screen is self.screen:
            self.screen.app.pop_screen()

    def game_over(self) -> None:
        """This person's statistics, then the game-over screen; any choice
        leaves the table."""
        screen = self.screen
        if screen not in screen.app.screen_stack:
            return
        self.record()
        push_game_over(screen, lambda _choice: self.leave(), you=0, again=False)

    def record(self) -> None:
        store = house_app(self.screen).store
        if self.recorded or store is None:
            return
        self.recorded = True
        try:
            record_shared_game(store.stats, self.driver, self.screen.settings.level,
                               time.monotonic() - self.started)
        except Exception as error:  # noqa: BLE001 - a statistics problem must not stop the table
            report(self.screen, error)
