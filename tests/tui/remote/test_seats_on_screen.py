"""Every seat's name beside its own cards, on every person's screen of a
shared Hearts table at 80×24 (issue 40, item 6), checked against the
engine's seating in the server: from each seat of a 3-, 4- and 5-player
table, the card in front of each place is the engine's card of the seat
the rotation puts there, the seat's name stands once, beside that card,
and no label runs into a card's frame.  The longest labels are there: the
game's seat names with "(computer)", and a 12-cell name whose person
dropped ("Bartholomeus (computer)")."""

import re

import pytest

from rules.clock import AsyncioClock
from rules.tables.seats import Kind
from tui.screens.hearts import HeartsScreen
from tui.tables import Hub
from tui.widgets import TrickTable
from tui.widgets.trick_table import HEIGHTS, PLACES

from ..helpers import make_app
from .shared import Person_
from .test_names_on_screen import screen_lines
from .test_table_screen import BotPerson, open_table_on_state, until

LONG = "Bartholomeus"  # NAME_WIDTH cells


async def every_other_card_in_front_of_its_seat(pilot, screen: HeartsScreen, n: int) -> None:
    """Pass and play by keys until it is this person's turn with each other
    seat's card on the table."""
    for _ in range(3000):
        await pilot.pause(0.02)
        if pilot.app.screen is not screen:
            await pilot.press("escape")  # a score table: not in the first tricks
            continue
        view = screen.view
        if screen.trick_showing() or "trick" in screen.holds:
            await pilot.press("space")
        elif screen.choosing_pass():
            await pilot.press("1", "2", "3", "enter")
            await until(pilot, lambda: screen.view.has_passed)  # noqa: B023
        elif view.phase == "playing" and view.turn == 0 and not screen.holds:
            if len(view.trick) == n - 1:
                return
            moves = len(screen.session.log)
            await pilot.press("space")
            await until(pilot, lambda: len(screen.session.log) > moves)  # noqa: B023
    raise AssertionError("never this person's turn with every other card on the table")


def found(rows: list[str], word: str) -> list[tuple[int, int]]:
    """Where ``word`` stands as a name of its own (not inside "North-East")."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")
    return [(y, match.start()) for y, row in enumerate(rows) for match in pattern.finditer(row)]


@pytest.mark.parametrize(("n", "viewer"), [(n, viewer) for n in (3, 4, 5) for viewer in range(n)])
async def test_each_name_stands_once_beside_its_own_card_on_every_screen(n, viewer):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30), away_seconds=1.0)
        other = 0 if viewer else 1  # the person who drops: their seat is the computer's
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        bart = BotPerson(hub, "b", LONG)
        first, second = (anna, bart) if viewer == 0 else (bart, anna)
        first.link.send({"type": "create", "game": "hearts", "options": {"players": n},
                         "people": [max(viewer, other)], "level": "easy", "seed": 40 + n})
        await until(pilot, lambda: first.last("seated") is not None)
        table = hub.tables[first.newest("seated")["table"]]
        second.link.send({"type": "join", "table": table.id, "seat": max(viewer, other)})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]
        bart.link.drop()
        await until(pilot, lambda: table.places[other].kind is Kind.COMPUTER and "(computer)" in screen.names[
            (other - viewer) % n])
        await every_other_card_in_front_of_its_seat(pilot, screen, n)
        await pilot.pause(0.1)

        trick = dict(table.game.view(0).trick)  # the engine's: real seat -> card
        widget = screen.query_one(TrickTable)
        region = widget.region
        rows = [row[region.x:region.x + region.width] for row in screen_lines(app)[region.y:region.y + region.height]]
        top = max(0, (region.height - HEIGHTS[n]) // 2)
        cx = region.width // 2
        where = f"{n} players, seat {viewer}:\n" + "\n".join(rows)
        computers = 0
        for place, (side, dx, row) in enumerate(PLACES[n]):
            seat = (viewer + place) % n  # the engine's seat the rotation puts at this place
            x, y = cx + dx, top + row
            box = [rows[y + k][x:x + 5] for k in range(3)]
            if seat == viewer:
                assert box[0] == " ┈┈┈ " and box[2] == " ┈┈┈ ", where  # its turn: nothing played yet
            else:
                assert box == ["╭───╮", f"│{trick[seat].label:<3}│", "╰───╯"], where  # whole, and its own card
            name = table.places[seat].person.name if table.places[seat].person else table.game.seat_name(seat)
            computers += table.places[seat].kind is Kind.COMPUTER
            spots = found(rows, name)
            assert len(spots) == 1, (name, spots, where)
            (at_row, at), end = spots[0], spots[0][1] + len(name)
            if side == "left":
                assert at_row == y and end <= x - 1, (name, where)
            elif side == "right":
                assert at_row == y and at >= x + 5, (name, where)
            elif side == "bottom":
                assert at_row == y + 3 and f"{name} (you)" in rows[at_row], (name, where)
            elif side == "top":  # on the row over the card, or the one above "(computer)" there
                assert y - 2 <= at_row <= y - 1, (name, where)
            elif side == "top-left":
                assert y - 2 <= at_row <= y - 1 and end <= x + 5, (name, where)
            else:  # top-right
                assert y - 2 <= at_row <= y - 1 and at >= x, (name, where)
        assert sum(row.count("(computer)") for row in rows) == computers, where
