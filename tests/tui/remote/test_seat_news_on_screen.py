"""A seat changing hands, in the log of each person's screen (issue 40,
item 9): the others read that a person dropped, that the computer plays for
them, and that they are back; the person back at their seat reads what the
computer played for them as the computer's moves ("Bo (computer) plays
…"), never as their own ("You play …")."""

from rules.clock import AsyncioClock
from rules.tables.seats import Kind
from tests.narrow import present
from tui.tables import Hub
from tui.widgets import EventLog

from ..helpers import make_app
from .shared import Person_
from .test_table_screen import BotPerson, open_table_on_state, until


def log_text(screen) -> str:
    """The log's sentences, its wrapped lines joined again."""
    return " ".join(" ".join(line.text.split()) for line in screen.query_one(EventLog).lines)


async def test_the_others_read_who_dropped_who_plays_for_them_and_who_is_back():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30), away_seconds=3.0)
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [2], "level": "easy", "seed": 7})
        await until(pilot, lambda: anna.last("seated") is not None)
        table = hub.tables[anna.newest("seated")["table"]]
        bo = BotPerson(hub, "b", "Bo")
        bo.link.send({"type": "join", "table": table.id, "seat": 2})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]

        bo.link.drop()
        await until(pilot, lambda: "Bo has dropped out: the seat waits 3 s for them, then the computer plays it."
                    in log_text(screen))
        await until(pilot, lambda: "The computer plays for Bo now, until they are back." in log_text(screen))
        assert table.places[2].kind is Kind.COMPUTER
        BotPerson(hub, "b", "Bo")  # the same key again: his seat at once
        await until(pilot, lambda: "Bo is back and plays again." in log_text(screen))
        text = log_text(screen)
        assert text.index("dropped out") < text.index("The computer plays for Bo") < text.index("Bo is back")


async def test_back_at_the_table_the_log_tells_the_computers_moves_as_the_computers():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30), away_seconds=3.0)
        anna = BotPerson(hub, "a", "Anna")
        anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [2], "level": "easy", "seed": 7})
        await until(pilot, lambda: anna.last("seated") is not None)
        table = hub.tables[anna.newest("seated")["table"]]
        bo = Person_(hub, "b", "Bo")
        opened = open_table_on_state(app, bo)
        bo.link.send({"type": "join", "table": table.id, "seat": 2})
        await until(pilot, lambda: opened and app.screen is opened[0])

        bo.link.drop()  # before he has passed: the computer passes and plays for him
        await until(pilot, lambda: table.places[2].kind is Kind.COMPUTER)
        moves = len(present(table.driver).log)
        await until(pilot, lambda: sum(seat == 2 for seat, _move in present(table.driver).log[moves:]) >= 3)
        back = Person_(hub, "b", "Bo")  # the same key: straight back at the table
        reopened = open_table_on_state(app, back)
        await until(pilot, lambda: reopened and app.screen is reopened[0])
        await pilot.pause(0.1)
        text = log_text(reopened[0])
        start = text.index("Your link dropped: your seat waited 3 s for you. The computer plays for you now.")
        end = text.index("You are back at your seat.")
        meanwhile = text[start:end]
        assert "Bo (computer) has chosen 3 cards to pass." in meanwhile and "Bo (computer) plays" in meanwhile
        assert "You play" not in meanwhile and "You have chosen" not in meanwhile
