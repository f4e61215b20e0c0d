"""The canvas draws by cells: a row is always its width in cells, whatever
the text (a wide name takes two cells, a mark none), so nothing after a
name on a row moves."""

from rich.cells import cell_len

from tui.widgets.canvas import Canvas


def rows(canvas: Canvas) -> list[str]:
    return canvas.to_text().plain.split("\n")


def test_a_wide_name_takes_two_cells_and_the_row_keeps_its_width():
    canvas = Canvas(20, 2)
    canvas.put(1, 0, "中文名")
    canvas.put(10, 0, "East")
    canvas.put(0, 1, "ab")
    (top, bottom) = rows(canvas)
    assert top == " 中文名   East      " and cell_len(top) == 20
    assert cell_len(bottom) == 20


def test_marks_ride_on_their_character_and_take_no_cell():
    canvas = Canvas(12, 1)
    canvas.put(0, 0, "e\u0301x\u0302\u0303 Bo")
    canvas.put(8, 0, "N")
    (row,) = rows(canvas)
    assert row == "e\u0301x\u0302\u0303 Bo   N   " and cell_len(row) == 12


def test_half_a_wide_character_is_never_left_over():
    canvas = Canvas(6, 1)
    canvas.put(0, 0, "中文名")
    canvas.put(1, 0, "x")  # over the first one's second half
    canvas.put(4, 0, "y")  # over the third one's first half
    (row,) = rows(canvas)
    assert row == " x文y " and cell_len(row) == 6
    edge = Canvas(5, 1)
    edge.put(4, 0, "中")  # does not fit in the last cell
    assert rows(edge) == ["     "]
