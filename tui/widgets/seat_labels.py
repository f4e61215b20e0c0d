"""A seat's label on the trick table, fitted to the cells it has beside its
own card (tui/widgets/trick_table.py places the rows).

A label is the seat's name (with the turn marker) and its details ("12
cards", "took 0", "total 3").  Names are cut to ``NAME_WIDTH`` cells as they
enter a shared table, but the label around them is longer there: "North
(computer)", "Bartholomeus (computer)", "Nordväst (dator)".  Placed whole at
a fixed spot, such a label ran into the card frames beside it (issue 40,
item 6).  So each label is laid into the cells of its own side: words
wrapped onto the next row, never over a card.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

SEPARATOR = " · "


def wrap(text: Text, width: int) -> list[Text]:
    """``text`` in rows of at most ``width`` cells, broken at its spaces; a
    word wider than a row is cut (with "…")."""
    width = max(1, width)
    rows: list[Text] = []
    row: Text | None = None
    for word in text.split(" "):
        if not word.plain:
            continue
        if cell_len(word.plain) > width:
            word = word.copy()
            word.truncate(width, overflow="ellipsis")
        if row is not None and cell_len(row.plain) + 1 + cell_len(word.plain) <= width:
            row.append(" ")
            row.append_text(word)
            continue
        if row is not None:
            rows.append(row)
        row = Text()
        row.append_text(word)
    if row is not None:
        rows.append(row)
    return rows or [Text()]


def cut(text: Text, width: int) -> Text:
    """``text`` on one row of at most ``width`` cells."""
    if cell_len(text.plain) <= width:
        return text
    text = text.copy()
    text.truncate(max(1, width), overflow="ellipsis")
    return text


def block(name: Text, details: list[Text], width: int) -> list[Text]:
    """A side seat's label, one item a row: the name (wrapped), then each detail."""
    return [*wrap(name, width), *(cut(detail, width) for detail in details)]


def joined(items: list[Text], width: int) -> list[Text]:
    """Items on rows of ``width`` cells, as many to a row as fit, "·" between them."""
    rows: list[Text] = []
    row: Text | None = None
    for item in items:
        item = cut(item, width)
        if row is not None and cell_len(row.plain) + len(SEPARATOR) + cell_len(item.plain) <= width:
            row.append(SEPARATOR, style="bright_black")
            row.append_text(item)
            continue
        if row is not None:
            rows.append(row)
        row = Text()
        row.append_text(item)
    if row is not None:
        rows.append(row)
    return rows


def line(name: Text, details: list[Text], width: int) -> list[Text]:
    """A top or bottom seat's label: the name and its details on one row
    when they fit (the table as it always looked), else the name on its
    row and the details on the next ones, so that the name stays over (or
    under) its own card."""
    whole = joined([name, *details], width)
    if len(whole) == 1:
        return whole
    return [*wrap(name, width), *joined(details, width)]
