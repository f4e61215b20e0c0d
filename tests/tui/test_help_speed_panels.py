"""The English and Swedish Speed rules panels say the same things (a
playtest: the Swedish one gave the deal, "26 var" and the card
abbreviations, the English one did not): the same sections, each with as
many points and marked notes, and the deal and the cards in English too."""

from __future__ import annotations

import re
from pathlib import Path

HELP = Path(__file__).resolve().parents[2] / "tui" / "help"


def shape(text: str) -> list[tuple[int, int, int]]:
    """Per section: its list items, its marked notes (> **…), its table rows."""
    return [(section.count("\n- "), len(re.findall(r"\n> \*\*", section)), section.count("\n|"))
            for section in re.split(r"\n## ", text)[1:]]


def test_the_english_speed_panel_is_level_with_the_swedish_one():
    english, swedish = (HELP / "speed.md").read_text(), (HELP / "sv" / "speed.md").read_text()
    assert shape(english) == shape(swedish)
    flat = " ".join(english.split())
    assert "dealt evenly: 26 each" in flat and "one card at a time onto piles 1, 2, 3 and so on" in flat
    assert "**A** ace, **K** king, **Q** queen, **J** jack" in flat and "H, D, C and S" in flat
    assert "The card below is then turned up." in flat and '"kastebunker"' in flat
