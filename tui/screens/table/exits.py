"""The two ways out of a table, the same at every table whoever sits at it:
a question asked first (a second q before it is up does nothing) and the
game-over screen.  The roles (tui/screens/table/home.py at home,
tui/screens/shared/presence.py at a shared table) say what leaving means."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rules.core import Game
from rules.review import Decision, reviewable

from ...safety import report
from ..confirm import ConfirmScreen
from ..game_over import GameOverScreen
from ..review import GAME, ReplayingTable, Reviews, play_again_from
from .ending import GameEnd
from .role import TableRole


class ExitingTable(ReplayingTable, Protocol):
    """What the ways out need of a table (a protocol: the table screen
    imports this module, never the reverse)."""

    asking_leave: bool  # the leave question is up
    role: TableRole  # who else sits at the table (role.py): ``alone``
    ending: GameEnd  # what the game-over screen shows of the table

    @property
    def names(self) -> list[str]: ...
    @property
    def ascii_mode(self) -> bool: ...
    @property
    def game(self) -> Game: ...
    def run_worker(self, work: Callable[[], None], *, thread: bool, group: str, exit_on_error: bool) -> Any: ...


def ask_first(screen: ExitingTable, question: str, leave: Callable[[], object]) -> None:
    """Ask ``question``; on yes, ``leave`` (while the table is still the
    screen on top)."""
    if screen.asking_leave:
        return  # a second q before the question is up
    screen.asking_leave = True
    app = screen.app

    def done(yes: bool | None) -> None:
        screen.asking_leave = False
        if yes and app.screen is screen:
            leave()

    app.push_screen(ConfirmScreen(question), done)


def push_game_over(screen: ExitingTable, then: Callable[[str | None], None], *, you: int, again: bool) -> None:
    """The game-over screen over ``screen`` (unless the player left
    meanwhile); ``then(choice)`` when it closes ("again" or None).  At a
    table of one person the game's review is worked out in a worker while
    the screen is read; a decision it shows is played again over it."""
    app = screen.app
    if screen not in app.screen_stack:
        return  # the player left meanwhile

    def done(choice: str | None) -> None:
        try:
            then(choice)
        except Exception as error:  # noqa: BLE001
            report(screen, error)

    try:
        over = GameOverScreen(screen.ending.result(), screen.names, screen.ascii_mode,
                              lowest_wins=type(screen.game).lower_wins, you=you,
                              total_title=screen.ending.total_title, again=again)
        if screen.role.alone and reviewable(screen.settings.game):  # a shared table ends in its lobby
            game = screen.session.game
            reviews = over.reviews = Reviews(screen.settings.game, over.post_message, lambda job: screen.run_worker(
                job, thread=True, group="review", exit_on_error=False))
            reviews.start(game.seed, game.options, screen.session.log, you, GAME, screen.ending.part_reviews())

            def practice(decision: Decision) -> None:
                if (log := reviews.log(decision)) is not None:
                    play_again_from(screen, decision, log, decision.part, kept=False)

            over.practice = practice
        app.push_screen(over, done)
    except Exception as error:  # noqa: BLE001
        report(screen, error)
