"""A shared table played by keys at the ordinary Hearts screen: the
screen plays a RemoteDriver over a LoopbackLink to a real Hub in the same
process (the hub's clock runs fast so its computer players' pace costs
little real time)."""

import rules
from rules.clock import AsyncioClock, ManualClock
from rules.tables.wire import decode
from tests.narrow import narrow, present
from tui.screens.game_base import GameScreen
from tui.screens.game_over import GameOverScreen
from tui.screens.hearts import HeartsScreen
from tui.screens.hearts.scores import HeartsScores
from tui.screens.shared.open import table_screen
from tui.screens.shared.presence import Presence
from tui.store.stats import Stats
from tui.tables import Hub
from tui.widgets import EventLog

from ..helpers import make_app
from .shared import Person_


def open_table_on_state(app, person: Person_) -> list:
    """As the lobby does: the table screen is made in the very callback that
    hears the table's first state (so no update slips past the driver)."""
    opened: list[GameScreen] = []

    def heard(message: dict) -> None:
        if message["type"] == "state" and not opened:
            screen = table_screen(person.link, person.newest("seated"), message)
            opened.append(screen)
            app.push_screen(screen)

    person.link.subscribe(heard)
    return opened


class BotPerson(Person_):
    """Another person, played by a rules bot on what its own link hears."""

    def __init__(self, hub, key, name, game="hearts"):
        super().__init__(hub, key, name)
        self.bot = rules.new_bot(game, "easy", seed=f"{key}")
        self.answered = True  # the server has answered our last act (its update, or a refusal)
        self.link.subscribe(self.maybe_act)

    def maybe_act(self, message: dict) -> None:
        if message["type"] == "refused" or message.get("action") is not None:
            self.answered = True
        if message["type"] not in ("state", "update") or message.get("result") is not None:
            return
        legal = decode(message["legal"])
        if not legal or not self.answered:
            return
        self.answered = False
        self.link.send({"type": "act", "action": str(self.bot.choose(decode(message["view"]), legal))})

    def view(self):
        return decode(next(m for m in reversed(self.heard) if m["type"] in ("state", "update"))["view"])


async def until(pilot, condition, seconds=20.0):
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("timed out")


async def alone_at_hearts(pilot, hub: Hub, seed: int = 7) -> tuple[Person_, HeartsScreen]:
    """Anna at a new Hearts table with three computer players, its screen up."""
    app = pilot.app
    anna = Person_(hub, "a", "Anna")
    opened = open_table_on_state(app, anna)
    anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [], "level": "easy", "seed": seed})
    await until(pilot, lambda: opened and app.screen is opened[0])
    return anna, opened[0]


async def play_hand_by_keys(pilot, screen: HeartsScreen, check=None, limit=2000) -> int:
    """Pass and play by keys (1 2 3 enter, space) until the score table shows;
    each key waits for the server's answer first.  ``check()`` runs when it
    is the person's turn.  Returns the cards played."""
    app, played, acted_at = pilot.app, 0, None
    for _ in range(limit):
        await pilot.pause(0.02)
        if isinstance(app.screen, HeartsScores):
            return played
        if app.screen is not screen:
            continue
        moves = len(screen.session.log)
        if screen.trick_showing() or "trick" in screen.holds:
            await pilot.press("space")  # clears the finished trick (as a person in a hurry does)
        elif acted_at == moves:
            continue  # our move is on its way
        elif screen.choosing_pass():
            await pilot.press("1", "2", "3", "enter")
            acted_at = moves
        elif screen.view.phase == "playing" and screen.view.turn == 0 and not screen.holds:
            if check is not None:
                check()
            await pilot.press("space")
            acted_at, played = moves, played + 1
    raise AssertionError("the hand did not end")


async def test_a_hand_at_a_shared_table_with_three_computers_by_keys():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        anna, screen = await alone_at_hearts(pilot, hub)
        assert isinstance(screen, HeartsScreen) and isinstance(screen.role, Presence)
        played = await play_hand_by_keys(pilot, screen)
        assert played == 13 and not anna.of("refused")
        assert screen.view.history and len(screen.view.history) == 1  # the hand was scored, as at home
        assert screen.names == ["Anna", "West (computer)", "North (computer)", "East (computer)"]
        narrow(app.screen, HeartsScores).action_close()
        await pilot.pause()
        assert not screen.session.bot_errors


async def test_two_people_play_one_hand_and_see_the_same_trick():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [2], "level": "easy",
                        "seed": 11})
        await until(pilot, lambda: anna.last("seated") is not None)
        bo = BotPerson(hub, "b", "Bo")
        bo.link.send({"type": "join", "table": anna.newest("seated")["table"], "seat": 2})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]
        same = []

        def same_trick() -> None:  # Anna's turn: nobody else moves, both pictures are current
            mine = [card for _seat, card in screen.view.trick]
            theirs = [card for _seat, card in bo.view().trick]
            assert mine == theirs
            same.append(len(mine))

        played = await play_hand_by_keys(pilot, screen, check=same_trick)
        assert played == 13 and len(same) == 13 and any(same)
        assert screen.names[2] == "Bo" and "computer" in screen.names[1]
        assert not anna.of("refused") and not bo.of("refused")
        assert len(bo.view().history) >= 1  # Bo saw the hand scored too
        # Bo leaves: the computer plays his seat, and Anna's table says so.
        bo.link.send({"type": "leave"})
        narrow(app.screen, HeartsScores).action_close()
        await until(pilot, lambda: screen.names[2] == "Bo (computer)")


async def test_the_game_over_at_a_shared_table_goes_to_the_statistics_and_back():
    """A harvest game (short: about 50 moves) to its end at a shared table."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        anna = BotPerson(hub, "a", "Anna", "harvest")  # her moves by a bot on her own link: quick
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "harvest", "options": {}, "people": [], "level": "easy",
                        "seed": 3})
        await until(pilot, lambda: opened)
        screen = opened[0]
        await pilot.pause(0.1)
        opponent = str(screen.query_one("#opp-seat").render())
        assert "(computer)" in opponent and "(AI)" not in opponent  # said once, by the shared table's name
        for _ in range(3000):
            await pilot.pause(0.02)
            if isinstance(app.screen, GameOverScreen):
                break
            if "show" in screen.holds and app.screen is screen:
                # What the computer did was seen: a key with a job of its own goes on (one
                # that means nothing leaves it to be read). Not space: the show may end
                # between this look and the key (the bot on Anna's link plays her moves),
                # and space then picks the card under the cursor for a turn that is no
                # longer hers ("It is not your turn.", a full run under load); v shows the
                # discard pile then, harmless
                await pilot.press("v")
        assert isinstance(app.screen, GameOverScreen) and not app.screen.query("#again")
        assert not anna.of("refused")
        rows = narrow(present(app.store).stats, Stats).db.execute("SELECT game, human_seat, seats, level FROM games").fetchall()
        assert len(rows) == 1 and rows[0][:2] == ("harvest", 0) and "Anna" in rows[0][2] and rows[0][3] == "easy"
        await pilot.press("m")
        await until(pilot, lambda: screen not in app.screen_stack)
        assert anna.last("left") is not None or anna.of("closed")  # the leave reached the server


async def test_a_lead_played_while_the_won_trick_shows_lands_at_once(monkeypatch):
    """Anna took the trick and leads on with a card key while it still
    shows (a shared table's trick stays its 1.5 s): her card goes to the
    table, and her screen shows it when the server answers, not behind the
    trick she put away."""
    monkeypatch.setattr("tui.screens.shared.open.AsyncioClock", ManualClock)  # the screen's clock: the trick stays
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        _anna, screen = await alone_at_hearts(pilot, hub)
        await pilot.press("1", "2", "3", "enter")
        led = False
        for _ in range(2000):
            await pilot.pause(0.02)
            if app.screen is not screen:
                break  # the hand is over
            view, won = screen.view, screen.won_trick
            if "trick" in screen.holds and won is not None and won.winner == 0 and view.turn == 0:
                log = screen.query_one(EventLog)

                def mine() -> int:
                    return sum(line.text.startswith("You play") for line in log.lines)  # noqa: B023

                before = mine()
                await pilot.press("1")  # leads while the trick she took still shows
                await until(pilot, lambda: mine() > before, seconds=3)  # noqa: B023 - not when the trick's time is up
                led = True
                break
            if "trick" in screen.holds:
                await pilot.press("space")
            elif view.phase == "playing" and view.turn == 0 and not screen.holds:
                await pilot.press("space")
        assert led, "Anna never took a trick in this hand"
