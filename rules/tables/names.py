"""A person's name as the others see it: on one line, in a fixed number of
terminal cells, whatever the login said.

A name comes from the SSH login, so it is the one text at a shared table
that nobody vetted.  A screen lays out by cells (Rich counts a combining
mark as 0, a wide CJK character as 2), while a terminal may draw a mark that
has no character to sit on as a cell of its own, or take a control or escape
sequence as a command: either way everything after the name on that row
moves, another player's row and the log's border with it.  So a name is
cleaned once, as it enters the tables (``Person``), never in each widget:
escape sequences whole, controls, format characters (bidi overrides, zero-width joiners), variation
selectors, unassigned and private code points go; a mark stays only on a
character of its own (two at most) and never an enclosing one (U+0489 and
the like: many terminals draw those a cell wide of their own); runs of spaces become one; and the name
is cut at ``NAME_WIDTH`` cells, counted as a terminal counts them
(``unicodedata``: East Asian wide and full-width are 2, marks 0).
"""

from __future__ import annotations

import re
import unicodedata

# Cells for a name: at 80 columns the seats beside the trick (the turn
# marker "▶ " in front) leave this much between the edge and the cards for
# 3 to 5 players, the lobby's seat rows and the log's 28 cells too.
NAME_WIDTH = 12
MARKS_PER_CHARACTER = 2  # combining marks kept on one character (more only stack up)
NOT_IN_A_NAME = frozenset("[]")  # Rich markup's brackets
# A terminal's escape sequences whole (CSI, OSC, and ESC with one character),
# so that no parameter of one is left behind as letters of the name.
ESCAPES = re.compile(r"(\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(\x1b\]|\x9d)[^\x07\x1b\x9c]*(\x07|\x1b\\|\x9c)?|\x1b[ -/]*[0-~]?")


def char_width(ch: str) -> int:
    """The cells a terminal gives one code point: 0 for a mark or a format
    character, 2 for an East Asian wide or full-width one, else 1."""
    category = unicodedata.category(ch)
    if category[0] == "M" or category == "Cf":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    return sum(char_width(ch) for ch in text)


def _dropped(ch: str, category: str) -> bool:
    """Not shown in a name: controls, format, surrogates, private and
    unassigned code points (category C*), line and paragraph separators,
    variation selectors (they make a character wide in some terminals only)."""
    code = ord(ch)
    return (category[0] == "C" or category in ("Zl", "Zp") or ch in NOT_IN_A_NAME
            or 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF)


def shown_name(raw: str, fallback: str = "?") -> str:
    """``raw`` cleaned for the others to see (the module docstring says
    how), at most NAME_WIDTH cells; ``fallback`` when nothing is left."""
    out: list[str] = []
    width = marks = 0
    for ch in unicodedata.normalize("NFC", ESCAPES.sub("", raw)):
        category = unicodedata.category(ch)
        if _dropped(ch, category):
            continue
        if category[0] == "M":
            if category != "Me" and out and out[-1] != " " and marks < MARKS_PER_CHARACTER:
                out.append(ch)
                marks += 1
            continue
        if category[0] == "Z":
            if not out or out[-1] == " ":
                continue
            ch = " "
        cells = char_width(ch)
        if width + cells > NAME_WIDTH:
            break
        out.append(ch)
        width += cells
        marks = 0
    name = "".join(out).strip()
    return name or fallback
