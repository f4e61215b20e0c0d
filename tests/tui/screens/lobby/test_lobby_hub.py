"""The lobby against a real in-process ``tui.tables.Hub`` (ManualClock):
this app over a ``LoopbackLink``, the other person a scripted client
(tests/rules/tables/helpers.App) that says the protocol's messages."""

from __future__ import annotations

from rules.clock import ManualClock
from rules.tables import Person
from tests.rules.tables.helpers import App as Other
from tests.tui.screen_walk import screen_text
from tui.app import KortbordApp
from tui.remote.link import LoopbackLink
from tui.remote.tables_link import LinkLike, Tables
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_base import GameScreen
from tui.screens.lobby import LobbyScreen
from tui.screens.menu import MenuScreen
from tui.tables import Hub, MemoryStore

ANNA = Person("k-anna", "Anna")


def hub_app(hub: Hub, person: Person = ANNA) -> KortbordApp:
    async def connect(lang: str) -> LinkLike:
        return LoopbackLink(hub, person, lang)

    app = KortbordApp(seed=7, pace="instant", level="easy", tables=Tables(connect))
    app.animation_level = "none"
    return app


async def settle(pilot, times: int = 3) -> None:
    for _ in range(times):
        await pilot.pause()


async def make_hearts_for_two(pilot) -> None:
    """Menu → lobby → n → enter: Hearts, 4 players, 2 seats for people."""
    await settle(pilot)
    await pilot.press("p")
    await settle(pilot)
    await pilot.press("n")
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


async def test_a_hearts_table_for_two_starts_when_the_second_person_sits_down():
    hub = Hub(ManualClock())
    async with hub_app(hub).run_test(size=(80, 24)) as pilot:
        await make_hearts_for_two(pilot)
        (table,) = hub.tables.values()
        assert [p.kind.value for p in table.places] == ["person", "open", "computer", "computer"]
        assert "Waiting for 1 more person." in screen_text(pilot.app)
        bo = Other(hub, "k-bo", "Bo")
        assert "Hearts" in bo.of("tables")[-1]["tables"][0]["game"] or bo.of("tables")[-1]["tables"]
        bo.say(type="join", table=table.id)
        await settle(pilot)
        assert table.started
        assert isinstance(pilot.app.screen, GameScreen)  # Anna's table is open
        assert isinstance(pilot.app.screen_stack[-2], LobbyScreen)  # and the lobby under it
        assert bo.last("state") is not None  # Bo's app has the whole picture too


async def test_the_host_starts_early_and_the_free_seat_goes_to_the_computer():
    hub = Hub(ManualClock())
    async with hub_app(hub).run_test(size=(80, 24)) as pilot:
        await make_hearts_for_two(pilot)
        (table,) = hub.tables.values()
        await pilot.press("s")
        await settle(pilot)
        assert table.started
        assert [p.kind.value for p in table.places] == ["person", "computer", "computer", "computer"]
        assert isinstance(pilot.app.screen, GameScreen)


async def test_a_guest_cannot_start_early_and_leaves_before_the_start():
    hub = Hub(ManualClock())
    anna = Other(hub, "k-anna", "Anna")
    anna.say(type="create", game="hearts", options={"players": 4}, people=[1, 2], level="easy")
    (table,) = hub.tables.values()
    async with hub_app(hub, Person("k-bo", "Bo")).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        assert "Hearts · Hjärter · host Anna · waiting for 2 more people" in screen_text(pilot.app)
        await pilot.press("enter")
        await settle(pilot)
        assert table.places[1].person == Person("k-bo", "Bo")
        text = screen_text(pilot.app)
        assert "Waiting for 1 more person." in text and "start now" not in text
        await pilot.press("s")  # not the host: the key means nothing here
        await pilot.press("l")
        await settle(pilot)
        assert table.places[1].person is None and not table.started
        assert "Waiting for" not in screen_text(pilot.app)
        assert "waiting for 2 more people" in screen_text(pilot.app)  # the lobby's list again


async def test_a_refusal_from_the_server_is_said():
    hub = Hub(ManualClock())
    anna = Other(hub, "k-anna", "Anna")
    anna.say(type="create", game="speed", options={}, people=[1], level="easy")
    anna.say(type="start")
    async with hub_app(hub, Person("k-bo", "Bo")).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert "This game has started: only its own people can sit down at it." in screen_text(pilot.app)
        assert isinstance(pilot.app.screen, LobbyScreen)


async def test_everyone_leaves_the_table_is_saved_and_reopened_from_the_lobby():
    hub = Hub(ManualClock(), store=MemoryStore())
    async with hub_app(hub).run_test(size=(80, 24)) as pilot:
        await make_hearts_for_two(pilot)
        (table,) = hub.tables.values()
        bo = Other(hub, "k-bo", "Bo")
        bo.say(type="join", table=table.id)
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen)
        bo.say(type="leave")
        await pilot.press("q")  # leave the table (asked first)
        await settle(pilot)
        assert isinstance(pilot.app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(pilot.app.screen, LobbyScreen)
        assert table.saved
        assert "saved: r reopens it" in screen_text(pilot.app)
        await pilot.press("r")
        await settle(pilot)
        assert not table.saved
        assert "kept for Bo" in screen_text(pilot.app)  # his seat waits for him
        await pilot.press("s")  # or not: the host goes on, the computer plays Bo's seat
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen)
        assert table.places[1].kind.value == "computer"


async def test_a_table_saved_before_a_restart_waits_for_its_people_when_reopened():
    store = MemoryStore()
    first = Hub(ManualClock(), store=store)
    anna, bo = Other(first, "k-anna", "Anna"), Other(first, "k-bo", "Bo")
    anna.say(type="create", game="hearts", options={"players": 4}, people=[1], level="easy")
    bo.say(type="join", table="t1")
    bo.say(type="leave")
    anna.say(type="leave")
    assert list(store.load_all()) == ["t1"]
    hub = Hub(ManualClock(), store=store)  # the server again
    async with hub_app(hub).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        assert "saved: r reopens it" in screen_text(pilot.app)
        await pilot.press("r")
        await settle(pilot)
        text = screen_text(pilot.app)
        assert "kept for Bo" in text and "Waiting for 1 more person." in text
        Other(hub, "k-bo", "Bo").say(type="join", table="t1")  # Bo takes his kept seat: the table goes on
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen)


async def test_a_dropped_seat_is_taken_back_straight_after_connecting():
    clock = ManualClock()
    hub = Hub(clock)
    anna, bo = Other(hub, "k-anna", "Anna"), Other(hub, "k-bo", "Bo")
    anna.say(type="create", game="hearts", options={"players": 4}, people=[1], level="easy")
    bo.say(type="join", table="t1")
    anna.client.close()  # Anna's link drops: her seat waits for her
    async with hub_app(hub).run_test(size=(80, 24)) as pilot:
        await settle(pilot, 5)
        assert isinstance(pilot.app.screen, GameScreen)  # no key pressed: her table is back
        assert isinstance(pilot.app.screen_stack[-2], LobbyScreen)
        assert isinstance(pilot.app.screen_stack[-3], MenuScreen)
        assert hub.tables["t1"].places[0].kind.value == "person"


async def test_two_apps_one_makes_a_table_the_other_joins_by_keys_both_sit_at_it():
    hub = Hub(ManualClock())
    async with hub_app(hub).run_test(size=(80, 24)) as anna:
        await make_hearts_for_two(anna)
        async with hub_app(hub, Person("k-bo", "Bo")).run_test(size=(80, 24)) as bo:
            await settle(bo)
            await bo.press("p")
            await settle(bo)
            assert "Hearts · Hjärter · host Anna · waiting for 1 more person" in screen_text(bo.app)
            await bo.press("enter")
            await settle(bo)
            await settle(anna)
            assert isinstance(bo.app.screen, GameScreen) and isinstance(anna.app.screen, GameScreen)
            # each sees the other at the table (seat 0 is always the one at this terminal)
            assert anna.app.screen.names[:2] == ["Anna", "Bo"]
            assert bo.app.screen.names[0] == "Bo" and "Anna" in bo.app.screen.names
            assert "Anna" in screen_text(bo.app)
