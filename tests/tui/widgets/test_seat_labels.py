"""A seat's label fitted to its cells (tui/widgets/seat_labels.py): words
wrap onto the next row, a word wider than the row is cut, and a top seat's
label stays on one row while it fits."""

from rich.cells import cell_len
from rich.text import Text

from tui.widgets import seat_labels


def plain(rows) -> list[str]:
    return [row.plain for row in rows]


def test_a_name_wraps_at_its_spaces_and_a_word_too_wide_is_cut():
    assert plain(seat_labels.wrap(Text("▶ North (computer)"), 14)) == ["▶ North", "(computer)"]
    assert plain(seat_labels.wrap(Text("Bartholomeus (computer)"), 12)) == ["Bartholomeus", "(computer)"]
    rows = seat_labels.wrap(Text("中文名字很长的名字"), 8)  # 18 cells in a row of 8
    assert len(rows) == 1 and cell_len(rows[0].plain) <= 8 and rows[0].plain.endswith("…")


def test_a_side_block_is_the_name_then_one_detail_a_row():
    rows = seat_labels.block(Text("East (computer)"), [Text("12 cards"), Text("took 0")], 14)
    assert plain(rows) == ["East", "(computer)", "12 cards", "took 0"]


def test_a_top_label_is_one_row_while_it_fits_else_the_name_then_the_details():
    details = [Text("12 cards"), Text("took 0"), Text("total 0")]
    assert plain(seat_labels.line(Text("North"), details, 48)) == ["North · 12 cards · took 0 · total 0"]
    assert plain(seat_labels.line(Text("North (computer)"), details, 30)) == [
        "North (computer)", "12 cards · took 0 · total 0"]
