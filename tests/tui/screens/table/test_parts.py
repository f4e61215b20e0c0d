"""The table's parts without a screen (issue 45): each is given the few
collaborators it works with (the table controller on a ManualClock, a
message line and a log stood for by lists), so its behaviour is checked
here with no Textual app running."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pytest

from rules.bot import Bot
from rules.clock import ManualClock
from rules.core import Action
from rules.session import Seat, Session
from tests.rules import countdown as countdown_game
from tests.rules.countdown import Countdown
from tui.screens.table.ending import GameEnd
from tui.screens.table.idle import IdleAnswers
from tui.screens.table.keys import offered
from tui.screens.table.pace import TablePace
from tui.screens.table.timers import Timers
from tui.table import TableController


class TakeOne(Bot):
    def choose(self, view: object, legal: Sequence[Action]) -> Action:
        return legal[0]


def countdown(table: TableController) -> Countdown:
    game = table.driver.game
    assert isinstance(game, Countdown)
    return game


class SlowEnd(TablePace):
    game_over_delay = 1.5  # seconds for the last move to be seen


@pytest.fixture(autouse=True)
def register_countdown(monkeypatch: pytest.MonkeyPatch) -> None:
    countdown_game.register(monkeypatch)


def table_on(clock: ManualClock, start: int = 2, bots: Iterable[Bot | None] = (None, TakeOne())) -> TableController:
    seats = [Seat(name, bot) for name, bot in zip(("You", "Bot"), bots)]
    table = TableController(Session(Countdown(seed=1, start=start), seats, clock, delay=0.5), lambda stamped: None)
    table.start()
    return table


def test_the_shared_keys_are_offered_from_what_the_table_says_not_from_a_screen() -> None:
    def ask(action: str, *, up: bool = True, undoable: bool = True, at_lesson: bool = False,
            closer: Callable[[], Callable[[], None] | None] = lambda: None) -> bool:
        return offered(action, up=up, undoable=undoable, at_lesson=at_lesson, closer=closer)

    assert ask("undo") and ask("leave") and ask("hint")
    assert not ask("hint", up=False)  # nothing acts before the table is up or once it has gone
    assert not ask("undo", undoable=False)  # a shared table of people
    assert not ask("leave", at_lesson=True) and ask("leave_lesson", at_lesson=True)
    assert not ask("leave_lesson")
    assert not ask("close_rules") and ask("close_rules", closer=lambda: lambda: None)


def test_the_game_over_screen_comes_after_the_pace_s_moment_on_the_table_s_clock() -> None:
    clock = ManualClock()
    table = table_on(clock)
    pace: TablePace = SlowEnd()
    shown: list[str] = []
    end = GameEnd(table, Timers(lambda: clock, lambda: False), lambda: pace, lambda: shown.append("over"))
    end.maybe()
    assert shown == []  # the game goes on
    assert table.act("take 2") is None and table.is_over
    end.maybe()
    clock.advance(1.4)
    assert shown == []  # the last move is still being seen
    clock.advance(0.2)
    assert shown == ["over"]
    assert end.result() == table.driver.game.result


def test_a_table_that_ends_otherwise_shows_no_game_over_screen() -> None:
    clock = ManualClock()
    table = table_on(clock)
    shown: list[str] = []
    end = GameEnd(table, Timers(lambda: clock, lambda: False), TablePace, lambda: shown.append("over"))
    end.over_screen = False  # a Speed lesson's own last screen follows its last step
    table.act("take 2")
    end.maybe()
    assert shown == []


def test_a_key_that_means_nothing_is_answered_and_the_answer_goes_once_when_the_table_changes() -> None:
    from textual.screen import Screen

    clock = ManualClock()
    table = table_on(clock)
    said: list[str] = []
    idle = IdleAnswers(Screen(), table, said.append, up=lambda: True, answer=lambda key: f"{key}?")
    assert idle.answer("x") == "x does nothing now: the keys of the moment are below (? for the rules)."
    assert idle.answer("u") == "Nothing to undo: you have not made a move yet."  # not offered: u says why
    idle.shown = True
    idle.clear()
    idle.clear()
    assert said == [""]  # the stale answer goes once


def test_a_refused_move_is_shown_and_changes_nothing_and_a_move_made_lets_the_bots_go_on() -> None:
    from textual.screen import Screen

    from tui.screens.table.log import TableLog
    from tui.screens.table.moves import Moves

    clock = ManualClock()
    table = table_on(clock, start=5)
    screen: Screen[None] = Screen()
    said: list[str] = []
    refused: list[str] = []
    advanced: list[bool] = []
    moves = Moves(screen, table, TableLog(screen, lambda: ["You", "Bot"]), None, say=said.append,
                  refuse=refused.append, advance=lambda: advanced.append(True))
    assert not moves.act("take 3")
    assert refused == ["You cannot take 3: 5 left."] and countdown(table).left == 5 and not advanced
    assert moves.act("take 1")
    assert said == [""] and advanced == [True] and countdown(table).left == 4
    clock.advance(1)  # the bot's reply
    moves.undo()
    assert countdown(table).left == 5 and advanced == [True, True] and said[-1]


class Seated:
    """A role with nobody else at the table, telling what it was asked."""

    alone = True
    user_pause = None

    def __init__(self, asked: list[str]) -> None:
        self.asked = asked

    def names(self) -> list[str]:
        return ["You", "Bot"]

    def start(self) -> None:
        self.asked.append("role starts")

    def stop(self) -> None:
        self.asked.append("role stops")

    def pause_said(self, paused: bool, mine: str) -> str:
        return mine

    def ask_to_leave(self) -> None:
        self.asked.append("leave")

    def game_over(self) -> None:
        self.asked.append("game over")

    def autosave(self) -> None:
        return None


class SummaryFirst(TablePace):
    resume_paused = True

    def opening_holds(self) -> Iterable[str]:
        return ("summary",)


def test_a_resumed_table_opens_in_order_held_by_its_pace_and_paused() -> None:
    from textual.screen import Screen

    from tui.screens.table.holding import Holding
    from tui.screens.table.opening import Opening
    from tui.screens.table.saving import Saving

    clock = ManualClock()
    seats = [Seat("You"), Seat("Bot", TakeOne())]
    table = TableController(Session(Countdown(seed=1, start=5), seats, clock, delay=0.5), lambda stamped: None)
    asked: list[str] = []
    role = Seated(asked)
    screen: Screen = Screen()
    pace: TablePace = SummaryFirst()
    holding = Holding(screen, table, role, lambda line: asked.append(f"say {line}"), lambda: asked.append("advance"))
    opening = Opening(screen, table, holding, Saving(lambda: None), role, lambda: pace, lesson=None, replay=None,
                      resumed=True, narrate=lambda: asked.append("narrate"), say=lambda line: asked.append(f"say {line}"),
                      redraw=lambda: asked.append("redraw"), advance=lambda: asked.append("advance"),
                      opened=lambda: asked.append("opened"))
    opening.open()
    assert asked == ["narrate", "say Resumed where you left off, paused: p goes on.", "role starts", "redraw",
                     "advance", "opened"]
    assert table.held("summary") and table.paused_by_user  # the pace's hold, and a resumed game waits for p
