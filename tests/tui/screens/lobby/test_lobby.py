"""The lobby of the served app, against a scripted link (the server's
messages are said by the test; what the app sends is checked)."""

from __future__ import annotations

from tests.tui.helpers import make_app
from tests.tui.screen_walk import screen_text
from tests.tui.screens.lobby.scripted import ScriptedLink, seat, served_app, table
from tui.screens.lobby import LobbyScreen
from tui.screens.lobby_new import NewTableScreen
from tui.textual_private import showing


def notices(app) -> list[str]:
    return [n.message for n in showing(app)]

WELCOME = {"type": "welcome", "you": {"key": "k-anna", "name": "Anna"}}


async def to_lobby(pilot, link: ScriptedLink | None = None, *messages: dict, welcome: dict = WELCOME) -> None:
    await pilot.pause()
    await pilot.press("p")
    await pilot.pause()
    if link is not None:
        link.say(welcome, *messages)
    await pilot.pause()


async def test_the_menu_offers_the_tables_only_when_served():
    async with make_app().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Tables with people" not in screen_text(pilot.app)
        await pilot.press("p")
        await pilot.pause()
        assert not isinstance(pilot.app.screen, LobbyScreen)
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(pilot.app)
        assert "Tables with people" in text
        assert "p Tables with people" in text.replace("\xa0", " ")  # the Footer's key
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(pilot.app.screen, LobbyScreen)


async def test_the_list_shows_each_table_and_follows_the_server():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1")]})
        text = screen_text(pilot.app)
        assert "you are Anna" in text
        assert "Hearts · Hjärter · host Anna · waiting for 2 more people" in text
        assert "Players: 4 · AI level: medium" in text
        assert "1 Anna  2 open  3 open  4 computer" in text
        link.say({"type": "tables", "tables": [
            table("t1", seats=[seat("person", "Anna"), seat("person", "Bertil"), seat("open"), seat("computer")]),
            table("t2", game="speed", options={}, level="hard", host="Cilla",
                  seats=[seat("person", "Cilla"), seat("away", "Dan")], started=True)]})
        await pilot.pause()
        text = screen_text(pilot.app)
        assert "2 Bertil  3 open" in text and "waiting for 1 more person" in text
        assert "Speed · host Cilla · playing" in text
        assert "1 Cilla  2 Dan (away)" in text


async def test_enter_joins_the_first_free_seat_and_a_digit_that_seat():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1"), table("t2", host="Bo")]})
        await pilot.press("down", "enter")
        await pilot.pause()
        assert link.of_type("join") == [{"type": "join", "table": "t2"}]
        await pilot.press("3")
        await pilot.pause()
        assert link.of_type("join")[-1] == {"type": "join", "table": "t2", "seat": 2}
        await pilot.press("5")  # a four-seat table
        await pilot.pause()
        assert len(link.of_type("join")) == 2
        assert "That table has no seat 5." in notices(pilot.app)


async def test_a_refusal_is_said_and_nothing_else_changes():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1")]})
        await pilot.press("enter")
        link.say({"type": "refused", "reason": "That seat is taken."})
        await pilot.pause()
        assert "That seat is taken." in screen_text(pilot.app)
        assert isinstance(pilot.app.screen, LobbyScreen)
        assert "waiting for 2 more people" in screen_text(pilot.app)
        await pilot.press("2")  # the next request: its own answer counts
        await pilot.pause()
        assert "That seat is taken." not in screen_text(pilot.app)


async def test_a_new_hearts_table_for_four_people_of_five():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": []})
        assert "No tables yet: n makes a new one." in screen_text(pilot.app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(pilot.app.screen, NewTableScreen)
        text = screen_text(pilot.app)
        assert "Hearts · Hjärter" in text and "AI speed" not in text  # the server paces a shared table
        await pilot.press("down", "right")  # players: 5
        await pilot.press("down", "right", "right")  # people: 2 -> 4 (of 2-5)
        await pilot.press("enter")
        await pilot.pause()
        assert link.of_type("create") == [{"type": "create", "game": "hearts", "options": {"players": 5},
                                            "people": [1, 2, 3], "level": "medium"}]
        assert isinstance(pilot.app.screen, LobbyScreen)


async def test_fewer_players_take_the_people_seats_down_with_them():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("down", "down", "left", "up", "left")  # people 4 of 4, then 3 players
        await pilot.press("enter")
        await pilot.pause()
        assert link.of_type("create")[-1]["options"] == {"players": 3}
        assert link.of_type("create")[-1]["people"] == [1, 2]


async def test_a_two_player_game_has_both_seats_for_people():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("right")  # the harvest game
        await pilot.pause()
        text = screen_text(pilot.app)
        assert "The Harvest Game" in text and "Jokers" in text and "Players" not in text
        await pilot.press("right", "right")  # clover, then speed
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert link.of_type("create") == [{"type": "create", "game": "speed", "options": {},
                                            "people": [1], "level": "medium"}]


async def test_the_host_waits_then_starts_early():
    link = ScriptedLink()
    waiting = table("t1", seats=[seat("person", "Anna", yours=True), seat("open"), seat("open"), seat("computer")])
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "seated", "table": "t1", "seat": 0},
                       {"type": "tables", "tables": [waiting]})
        text = screen_text(pilot.app)
        assert "Waiting for 2 more people." in text
        assert "s start now (the free seats go to the computer)" in text
        assert "1  Anna (you)" in text
        await pilot.press("enter")  # no joining while seated
        await pilot.press("s")
        await pilot.pause()
        assert link.of_type("start") == [{"type": "start"}]
        assert link.of_type("join") == []


async def test_a_guest_waits_and_leaves_before_the_start():
    link = ScriptedLink()
    waiting = table("t1", seats=[seat("person", "Anna"), seat("person", "Bo", yours=True), seat("open"),
                                 seat("computer")])
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1")]},
                       welcome={"type": "welcome", "you": {"key": "k-bo", "name": "Bo"}})
        await pilot.press("enter")
        link.say({"type": "seated", "table": "t1", "seat": 1}, {"type": "tables", "tables": [waiting]})
        await pilot.pause()
        text = screen_text(pilot.app)
        assert "Waiting for 1 more person." in text and "2  Bo (you)" in text
        assert "start now" not in text  # only the host starts early
        await pilot.press("s")
        await pilot.press("l")
        await pilot.pause()
        assert link.of_type("start") == []
        assert link.of_type("leave") == [{"type": "leave"}]
        link.say({"type": "left", "table": "t1"}, {"type": "tables", "tables": [table("t1")]})
        await pilot.pause()
        assert "Waiting for" not in screen_text(pilot.app)
        assert "waiting for 2 more people" in screen_text(pilot.app)


async def test_a_saved_table_is_reopened():
    link = ScriptedLink()
    saved = table("t7", saved=True, seats=[seat("away", "Anna", yours=True), seat("away", "Bo"),
                                           seat("computer"), seat("computer")])
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1"), saved]})
        assert "saved: r reopens it" in screen_text(pilot.app)
        assert "1 Anna (you)  2 Bo  3 computer" in screen_text(pilot.app)
        await pilot.press("r")  # t1 is not saved
        await pilot.pause()
        assert link.of_type("reopen") == []
        await pilot.press("down", "r")
        await pilot.pause()
        assert link.of_type("reopen") == [{"type": "reopen", "table": "t7"}]


async def test_no_hub_is_a_sentence_and_nothing_is_sent():
    app = served_app(refuse=FileNotFoundError(2, "No such file or directory"))
    async with app.run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot)
        assert "Tables with people are not available now." in screen_text(pilot.app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(pilot.app.screen, LobbyScreen)  # n means nothing without a link


async def test_a_lost_link_is_said():
    link = ScriptedLink()
    async with served_app(link).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, link, {"type": "tables", "tables": [table("t1")]})
        link.drop()
        await pilot.pause()
        assert "The link to the tables with people was lost." in screen_text(pilot.app)
        await pilot.press("enter")
        await pilot.pause()
        assert link.of_type("join") == []


async def test_after_a_lost_link_the_old_list_goes_and_c_connects_again():
    first, second = ScriptedLink(), ScriptedLink()
    async with served_app([first, second]).run_test(size=(80, 24)) as pilot:
        await to_lobby(pilot, first, {"type": "tables", "tables": [table("t1")]})
        first.drop()
        await pilot.pause()
        assert "waiting for 2 more people" not in screen_text(pilot.app)  # that list may be gone
        assert "c Connect again" in screen_text(pilot.app).replace("\xa0", " ")
        await pilot.press("c")
        await pilot.pause()
        second.say(WELCOME, {"type": "tables", "tables": [table("t2", host="Bo")]})
        await pilot.pause()
        text = screen_text(pilot.app)
        assert "was lost" not in text and "host Bo" in text
        await pilot.press("enter")
        await pilot.pause()
        assert second.of_type("join") == [{"type": "join", "table": "t2"}]
