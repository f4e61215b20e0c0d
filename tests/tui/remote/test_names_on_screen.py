"""Names from the logins at a shared table's screen (80 columns): whatever
a person called themselves, the others' rows and the log's border stay
where they are (rules.tables.names cleans a name as it enters the tables;
the seats beside the trick are placed by cells, not characters)."""

import unicodedata

from rich.cells import cell_len

from rules.clock import AsyncioClock
from rules.tables.names import NAME_WIDTH
from tui.tables import Hub

from ..helpers import make_app
from .shared import Person_
from .test_table_screen import BotPerson, open_table_on_state, until

MILLIONS = "\u0489" * 15
WIDE = "中文名字很长的名字中文"  # 22 cells
ESCAPED = "\x1b[31mDi\x1b[0m\x07\r\nWest"


def screen_lines(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


def cells(row: str) -> list[str]:
    """The row as a terminal draws it, one entry per cell: a mark joins the
    character before it, a wide character's second cell is ""."""
    out: list[str] = []
    for ch in row:
        width = cell_len(ch)
        if width == 0 and out:
            out[-1 if out[-1] else -2] += ch
        else:
            out.extend([ch] + [""] * (width - 1))
    return out


def check_screen(rows: list[str], names: list[str]) -> None:
    """Every row is 80 cells holding nothing a terminal might draw otherwise
    (a control, an enclosing mark, a mark on no character); the log's left
    border is at the same cell on each of its rows; each name shows whole,
    the right seat's ending where any right seat's name ends."""
    for row in rows:
        assert cell_len(row) == 80, row
        assert not any(unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) == "Me" for ch in row), row
        assert all(unicodedata.category(ch)[0] != "M" or before not in " │" for before, ch in zip(" " + row, row)), row
    log = [cells(row) for row in rows[1:17]]
    column = log[0].index("╭")
    assert column == 50 and all(row[column] in "╭│╰" for row in log), [row[column] for row in log]
    table = ["".join(row[:column]) for row in log]
    for name in names:
        assert any(name in row for row in table), (name, table)
    right = next(row for row in log if "".join(row[:column]).rstrip().endswith(names[-1]))
    assert "".join(right[:column]).endswith(names[-1] + " ")


async def test_names_of_marks_wide_characters_and_escapes_shift_nothing():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=30))
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "hearts", "options": {}, "people": [1, 2, 3], "level": "easy",
                        "seed": 11})
        await until(pilot, lambda: anna.last("seated") is not None)
        table = anna.newest("seated")["table"]
        others = [BotPerson(hub, "SHA256:bo", "Bo" + MILLIONS), BotPerson(hub, "SHA256:di", ESCAPED),
                  BotPerson(hub, "SHA256:cy", WIDE)]  # left, across, right
        for seat, person in enumerate(others, start=1):
            person.link.send({"type": "join", "table": table, "seat": seat})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]
        names = ["Bo", "DiWest", "中文名字很长"]
        # The passing: each of them has chosen (and the log says so).
        await until(pilot, lambda: {m.get("seat") for m in anna.of("update")} >= {1, 2, 3})
        await pilot.pause()
        check_screen(screen_lines(app), names)
        await pilot.press("1", "2", "3", "enter")  # Anna passes: the tricks, each seat's count beside its name
        await until(pilot, lambda: screen.view.phase == "playing" and screen.view.turn == 0)
        check_screen(screen_lines(app), names)
        assert screen.names[1:] == ["Bo", "DiWest", "中文名字很长"]
        assert all(len(name) <= NAME_WIDTH for name in screen.names)
