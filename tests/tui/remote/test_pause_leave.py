"""At a shared table p asks the others, a question from another person is
answered with y / n, and q leaves the table (asked first)."""

from rules.clock import AsyncioClock
from tests.narrow import narrow
from tests.tui.helpers import record_notices
from tui.screens.confirm import ConfirmScreen
from tui.table import USER
from tui.tables import Hub

from ..helpers import make_app
from .shared import Person_
from .test_table_screen import open_table_on_state, until


async def shared_hearts(pilot):
    """Anna at this screen, Bo on a scripted link (he acts only when told)."""
    app = pilot.app
    hub = Hub(AsyncioClock())
    anna = Person_(hub, "a", "Anna")
    opened = open_table_on_state(app, anna)
    anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [2], "level": "easy", "seed": 7})
    await until(pilot, lambda: anna.last("seated") is not None)
    bo = Person_(hub, "b", "Bo")
    bo.link.send({"type": "join", "table": anna.newest("seated")["table"], "seat": 2})
    await until(pilot, lambda: opened and app.screen is opened[0])
    return hub, anna, bo, opened[0]


def message_line(screen) -> str:
    return str(screen.query_one("#message").render())


async def test_p_asks_the_others_and_their_answer_is_shown():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        await pilot.press("p")
        await until(pilot, lambda: bo.last("pause_asked") is not None)
        assert message_line(screen) == "Asking the others to pause…" and USER in screen.holds
        assert bo.newest("pause_asked")["by"] == 2  # Anna, from Bo's seat
        bo.link.send({"type": "answer", "yes": False})
        await until(pilot, lambda: USER not in screen.holds)
        assert message_line(screen) == "Bo wants to play on." and not screen.session.paused

        await pilot.press("p")
        await until(pilot, lambda: len([m for m in bo.of("pause_asked") if m["by"] is not None]) == 2)
        bo.link.send({"type": "answer", "yes": True})
        await until(pilot, lambda: screen.session.server_paused)
        assert message_line(screen) == "Paused: everyone waits. p goes on." and USER in screen.holds
        await pilot.press("p")  # anyone may go on
        await until(pilot, lambda: bo.newest("paused")["on"] is False)
        assert USER not in screen.holds and not screen.session.server_paused


async def test_another_persons_question_is_answered_here_with_y():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        bo.link.send({"type": "pause", "on": True})
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "Bo asks to pause the game" in narrow(app.screen, ConfirmScreen).question
        # the buttons and the Footer name the same answers (they said Pause/Play on and Yes/No)
        from textual.widgets import Button

        from tui.widgets.footer import Footer

        await pilot.pause()
        assert [(k.display, k.description) for k in app.screen.query_one(Footer).keys] == [
            ("y", "Pause the game"), ("n", "Play on")]
        assert [str(b.label) for b in app.screen.query(Button)] == ["Pause the game (y)", "Play on (n)"]
        await pilot.press("y")
        await until(pilot, lambda: screen.session.server_paused and app.screen is screen)
        assert message_line(screen) == "Bo paused the game: p goes on." and USER in screen.holds
        bo.link.send({"type": "pause", "on": False})
        await until(pilot, lambda: USER not in screen.holds)
        assert message_line(screen) == "Bo goes on with the game."


async def test_a_withdrawn_question_goes_away_unanswered():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        bo.link.send({"type": "pause", "on": True})
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        bo.link.send({"type": "leave"})  # the asker gets up: the question is withdrawn
        await until(pilot, lambda: app.screen is screen)
        assert not anna.of("refused") and "computer" in screen.names[2]


async def test_q_leaves_the_table_after_asking_and_the_computer_takes_the_seat():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        below = app.screen_stack[-2]
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "computer plays your seat" in narrow(app.screen, ConfirmScreen).question
        await pilot.press("y")
        await until(pilot, lambda: app.screen is below)
        await until(pilot, lambda: anna.last("left") is not None)
        seats = bo.newest("seats")["seats"]
        assert seats[2]["name"] == "Anna" and seats[2]["kind"] == "computer"  # her seat, the computer's play


async def test_a_dropped_link_says_so_and_goes_back(monkeypatch):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        below = app.screen_stack[-2]
        notified = record_notices(app, monkeypatch, shown=False)
        anna.link.drop()
        await until(pilot, lambda: app.screen is below)
        assert notified == ["The link to the table is lost."]
        seats = lambda: bo.newest("seats")["seats"] if bo.last("seats") else []  # noqa: E731
        await until(pilot, lambda: seats() and seats()[2]["kind"] == "away")  # the server keeps her seat


async def test_undo_at_a_table_with_one_person_takes_back_her_last_move():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [], "level": "easy", "seed": 7})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]
        assert screen.session.undoable and not screen.session.can_undo()
        await pilot.press("u")
        assert message_line(screen) == "Nothing to undo: you have not made a move yet."
        await pilot.press("1", "2", "3", "enter")
        await until(pilot, lambda: screen.view.turn == 0 and bool(screen.view.received_cards))
        hand = screen.view.hand
        await pilot.press("u")  # the cards received are seen: the pass is not taken back (hearts.md)
        await until(pilot, lambda: bool(anna.of("refused")))
        assert "past the pass" in anna.newest("refused")["reason"] and screen.view.hand == hand
        await pilot.press("1")  # her first card
        await until(pilot, lambda: len(screen.view.hand) < len(hand) and screen.session.can_undo())
        await pilot.press("u")
        await until(pilot, lambda: screen.view.hand == hand and screen.view.turn == 0)
        assert screen.session.undo_used and len(anna.of("refused")) == 1


async def test_a_dropped_link_under_a_question_takes_the_question_and_the_table_away():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        below = app.screen_stack[-2]
        await pilot.press("q")  # the leave question is up over the table
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        anna.link.drop()
        await until(pilot, lambda: app.screen is below)
        assert screen not in app.screen_stack


async def test_undo_is_not_offered_at_a_table_of_two_people_and_u_says_why():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub, anna, bo, screen = await shared_hearts(pilot)
        await pilot.pause(0.1)
        assert screen.check_action("undo", ()) is False  # the Footer shows no "u Undo"
        sent = len(anna.heard)
        await pilot.press("u")
        await pilot.pause(0.1)
        assert message_line(screen).startswith("There is no undo at a table with more than one person")
        assert not [m for m in anna.heard[sent:] if m["type"] == "refused"]  # nothing was asked of the server
