"""--ascii: every character the terminal gets is ASCII.

The widgets already draw ASCII where it reads best (suits as S H D C, ASCII
frames, "<>" for the arrow keys).  What is left (a separator "·", a dash, a
name's "ö", Markdown's bullets and table lines, a notice's edge bar "▌")
passes through this last step, one cell for one cell so that nothing moves:
"·" becomes "|", "—" "-", "ö" "o", box lines "-", "|" and "+".  A character
with no ASCII likeness becomes "?" (two for a wide one).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

LIKENESS = {
    "·": "|", "•": "*", "◦": "o", "‣": ">", "∙": "|",
    "—": "-", "–": "-", "‒": "-", "−": "-", "‐": "-", "‑": "-",
    "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "-", "⇄": "-", "⏎": "<", "↵": "<",
    "‹": "<", "›": ">", "«": "<", "»": ">", "◀": "<", "▶": ">", "◂": "<", "▸": ">",
    "▲": "^", "▼": "v", "▴": "^", "▾": "v",
    "‘": "'", "’": "'", "‚": ",", "“": '"', "”": '"', "„": '"', "′": "'", "″": '"',
    "…": ".", "×": "x", "÷": "/", "±": "+", "≤": "<", "≥": ">", "≠": "#", "≈": "~",
    "✓": "v", "✔": "v", "✗": "x", "✘": "x", "★": "*", "☆": "*",
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "▰": "#", "▱": "-", "■": "#", "□": "o", "●": "*", "○": "o", "◆": "*", "◇": "o",
    "█": "#", "▓": "#", "▒": "#", "░": ".",
    "▌": "|", "▐": "|", "▍": "|", "▎": "|", "▏": "|", "▕": "|",
    "▀": "-", "▔": "-", "▄": "_", "▁": "_", "▂": "_", "▃": "_", "▅": "=", "▆": "=", "▇": "#",
    "\u00a0": " ", "\u2009": " ", "\u200a": " ", "\u202f": " ",
}


@lru_cache(4096)
def ascii_cell(char: str) -> str:
    """The ASCII likeness of one character, as many cells wide as it is."""
    if char.isascii():
        return char
    if char in LIKENESS:
        return LIKENESS[char]
    width = cell_len(char)
    if "\u2500" <= char <= "\u257f":  # box drawing
        name = unicodedata.name(char, "")
        if "HORIZONTAL" in name and "VERTICAL" not in name:
            return "-"
        if "VERTICAL" in name and "HORIZONTAL" not in name:
            return "|"
        return "+"
    plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    if plain and len(plain) == width:
        return plain  # ä -> a, é -> e
    return "?" * width


@lru_cache(4096)
def ascii_text(text: str) -> str:
    """``text`` with every character as its ASCII likeness, cell for cell."""
    if text.isascii():
        return text
    return "".join(ascii_cell(char) for char in text)


class AsciiOnly(LineFilter):
    """The last step of every line drawn in ASCII mode."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            segment if control or text.isascii() else Segment(ascii_text(text), style, control)
            for segment in segments
            for text, style, control in (segment,)
        ]
