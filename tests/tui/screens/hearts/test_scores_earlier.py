"""The score table after a hand shows the last hands one column each; the
hands before them were dropped without a word (a playtest, after hand 7:
H2..H7 and a Total of 98 that the columns, 77, did not add up to).  They
are summed in a first column ("H1–H2"), so every row adds up to its total,
at 80 columns with five players too."""

from __future__ import annotations

import pytest
from textual.app import App

from rules.hearts.view import HandRecord
from tests.tui.helpers import rich_text
from tui.screens.hearts.scores import HeartsScores
from tui.widgets import Scoreboard

SIZE = (80, 24)
NAMES = {4: ["South", "West", "North", "East"],
         5: ["South", "West", "North-West", "North-East", "East"]}


def history(players: int, hands: int) -> list[HandRecord]:
    """``hands`` hands of made-up points (a moon shot in hand 1, by West)."""
    totals, records = [0] * players, []
    for number in range(1, hands + 1):
        if number == 1:
            points, shooter = tuple(0 if s == 1 else 26 for s in range(players)), 1
        else:
            points, shooter = tuple((number * (s + 3)) % 14 for s in range(players)), None
        totals = [t + p for t, p in zip(totals, points)]
        records.append(HandRecord(number, points, shooter, tuple(totals), points))
    return records


async def table_rows(players: int, hands: int) -> tuple[list[str], list[list[str]]]:
    """The score table's header cells and each player's cells, as shown at 80x24."""
    records = history(players, hands)

    class Host(App):
        ascii_mode = False  # what the Scoreboard asks of its app

        def on_mount(self) -> None:
            self.push_screen(HeartsScores(records, NAMES[players], False))

    async with Host().run_test(size=SIZE) as pilot:
        for _ in range(50):
            await pilot.pause()
            board = pilot.app.screen.query(Scoreboard)
            if board and "Total" in (text := rich_text(board.first().content)):
                break
        lines = [line for line in text.splitlines() if line.strip().startswith("│")]
        assert all(len(line.rstrip()) <= SIZE[0] for line in text.splitlines())
    cells = [[cell.strip() for cell in line.strip().strip("│").split("│")] for line in lines]
    return cells[0], cells[1:]


@pytest.mark.parametrize("players", [4, 5])
async def test_the_earlier_hands_are_one_column_and_every_row_adds_up(players):
    header, rows = await table_rows(players, 7)
    assert header == ["Player", "H1–H2", "H3", "H4", "H5", "H6", "H7", "Total"]
    records = history(players, 7)
    for seat, row in enumerate(rows):
        points = [int(cell.split()[-1]) for cell in row[1:-1]]
        assert points[0] == records[0].points[seat] + records[1].points[seat]
        assert sum(points) == int(row[-1]) == records[-1].totals[seat]


async def test_a_game_of_six_hands_or_fewer_shows_each_hand():
    header, rows = await table_rows(4, 6)
    assert header == ["Player", "H1", "H2", "H3", "H4", "H5", "H6", "Total"]
    assert all(sum(int(c.split()[-1]) for c in row[1:-1]) == int(row[-1]) for row in rows)
