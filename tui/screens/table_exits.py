"""The two ways out of a table: leaving (asked first, and the game saved
before the menu lists it) and the game-over screen (play again, go to the
menu, or play again from a reviewed decision), the same at every table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.review import reviewable

from ..i18n import _
from ..safety import report
from ..table import HUMAN
from .confirm import ConfirmScreen
from .game_over import GameOverScreen
from .review import GAME, Reviews, play_again_from

if TYPE_CHECKING:
    from .game_base import GameScreen


def ask_to_leave(screen: GameScreen) -> None:
    """q: a finished game goes at once; otherwise the player is asked, and
    told whether their game is saved."""
    app = screen.app
    if screen.game.is_over:
        app.pop_screen()
        return
    if screen.asking_leave:
        return  # a second q before the question is up
    screen.asking_leave = True

    def done(leave: bool | None) -> None:
        screen.asking_leave = False
        if leave and app.screen is screen:
            screen.stop_autosave()  # saved and unlocked before the menu lists it
            app.pop_screen()

    autosave = screen.autosave
    unsaved = autosave.unsaved() if autosave is not None else None
    if screen.replay is not None:
        saved = " " + _("This practice table is not saved.")
    elif unsaved:
        saved = f" {unsaved}"
    else:
        saved = " " + _("It is saved: the menu offers it for resuming.") if autosave is not None else ""
    app.push_screen(ConfirmScreen(_("Leave this game and go back to the menu?") + saved), done)


def show_game_over(screen: GameScreen) -> None:
    app = screen.app
    if screen not in app.screen_stack:
        return  # the player left meanwhile

    over: GameOverScreen | None = None

    def done(choice: str | None) -> None:
        try:
            if choice == "again":
                app.play_again(screen.settings)
            elif choice == "replay" and over is not None and over.picked is not None:
                log = over.reviews.log(over.picked) if over.reviews is not None else None
                if log is not None:
                    play_again_from(screen, over.picked, log, over.picked.part, kept=False)
            else:
                app.pop_screen()
        except Exception as error:  # noqa: BLE001
            report(screen, error)

    try:
        over = GameOverScreen(screen.game_over_result(), screen.names, screen.ascii_mode,
                              lowest_wins=type(screen.game).lower_wins, you=HUMAN,
                              total_title=screen.total_title)
        if reviewable(screen.settings.game):  # a table of one person: a shared one ends in its lobby
            game = screen.session.game
            over.reviews = Reviews(screen.settings.game, over.post_message, lambda job: screen.run_worker(
                job, thread=True, group="review", exit_on_error=False))
            over.reviews.start(game.seed, game.options, screen.session.log, HUMAN, GAME, screen.part_reviews())
        app.push_screen(over, done)
    except Exception as error:  # noqa: BLE001
        report(screen, error)
