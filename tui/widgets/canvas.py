"""A fixed-size character grid that widgets draw cards and labels onto.

Tables put cards at positions (a trick in a ring, a fanned pile); a grid of
styled cells is simpler and cheaper than one widget per card, and renders to
one Rich ``Text``.
"""

from __future__ import annotations

from rich.cells import cell_len, get_character_cell_size
from rich.style import Style
from rich.text import Text


class Canvas:
    def __init__(self, width: int, height: int) -> None:
        self.width = max(0, width)
        self.height = max(0, height)
        self._chars = [[" "] * self.width for _ in range(self.height)]
        self._styles: list[list[Style | None]] = [[None] * self.width for _ in range(self.height)]

    def put(self, x: int, y: int, text: Text | str, style: Style | str | None = None) -> None:
        """Draw one line of text at (x, y), clipped to the canvas, by cells:
        a wide character (a CJK name) takes two, a combining mark rides on
        the character before it, so a row is always ``width`` cells and
        nothing after a name moves."""
        if not 0 <= y < self.height:
            return
        if isinstance(text, str):
            text = Text(text, style=style or "")
        chars, styles, col, width = self._chars[y], self._styles[y], x, self.width
        for char, char_style in _cells(text):
            cells = 1 if char < "\u0300" else get_character_cell_size(char)  # below: Latin, one cell each
            if cells == 0:
                base = col - 1
                if 0 <= base < width and chars[base] == "":
                    base -= 1  # a wide character's first half
                if x <= base and 0 <= base < width:
                    chars[base] += char  # a mark on the character this put drew before it
                continue
            if col < 0 or col >= width:
                col += cells
                continue
            if col + cells > width:
                char, cells = " ", 1  # half a wide character does not fit: a blank
            if chars[col] == "" and col:
                chars[col - 1] = " "  # the other half of a wide character drawn before
            chars[col], styles[col] = char, char_style
            if cells == 2:
                chars[col + 1], styles[col + 1] = "", char_style  # drawn by the wide one
            col += cells
            if col < width and chars[col] == "":
                chars[col] = " "  # the second half of a wide character just overwritten

    def put_lines(self, x: int, y: int, lines: list[Text]) -> None:
        for dy, line in enumerate(lines):
            self.put(x, y + dy, line)

    def put_centered(self, y: int, text: Text | str, left: int = 0, width: int | None = None) -> None:
        width = self.width - left if width is None else width
        length = cell_len(text.plain if isinstance(text, Text) else text)
        self.put(left + max(0, (width - length) // 2), y, text)

    def runs(self, row: int) -> list[tuple[str, Style | None]]:
        """One row as runs of equally styled text (for a widget that draws
        by lines: tui/widgets/hand.py)."""
        out: list[tuple[str, Style | None]] = []
        run_style: Style | None = None
        run: list[str] = []
        for char, style in zip(self._chars[row], self._styles[row]):
            if style != run_style and run:
                out.append(("".join(run), run_style))
                run = []
            run_style = style
            run.append(char)
        if run:
            out.append(("".join(run), run_style))
        return out

    def to_text(self) -> Text:
        out = Text()
        for row, (chars, styles) in enumerate(zip(self._chars, self._styles)):
            if row:
                out.append("\n")
            run_style: Style | None = None
            run: list[str] = []
            for char, style in zip(chars, styles):
                if style != run_style and run:
                    out.append("".join(run), style=run_style or "")
                    run = []
                run_style = style
                run.append(char)
            if run:
                out.append("".join(run), style=run_style or "")
        return out


def _cells(text: Text):
    """(character, style) pairs of a Text, its spans resolved."""
    plain = text.plain
    base = Style.parse(text.style) if isinstance(text.style, str) and text.style else (
        text.style if isinstance(text.style, Style) else Style())
    styles = [base] * len(plain)
    for span in text.spans:
        span_style = Style.parse(span.style) if isinstance(span.style, str) else span.style
        for i in range(span.start, min(span.end, len(plain))):
            styles[i] = styles[i] + span_style
    return zip(plain, styles)
