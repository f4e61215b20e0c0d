"""The rules panels and the README say what marks a card you may use in
colour and under NO_COLOR alike (a playtest: the panels said "green" and
"dimmed" with NO_COLOR=1, where a card you may use is bold, framed and
numbered and the others are plain)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "tui" / "help"
TEXTS = [*sorted(HELP.glob("*.md")), *sorted((HELP / "sv").glob("*.md")), ROOT / "README.md"]
# What colour alone shows: a green mark, or cards dimmed beside it.
COLOUR_WORDS = re.compile(r"\b(green|gröna?|grön|dimmed|nedtonade?)\b", re.IGNORECASE)


def paragraphs(text: str) -> list[str]:
    """Paragraphs, each table row and each list item on its own."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        item: list[str] = []
        for line in block.splitlines():
            if line.startswith(("|", "- ")) and item:
                out.append(" ".join(item))
                item = []
            item.append(line.strip())
        if item:
            out.append(" ".join(item))
    return out


@pytest.mark.parametrize("path", TEXTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_a_mark_told_by_colour_is_told_without_colour_too(path):
    told = [p for p in paragraphs(path.read_text()) if COLOUR_WORDS.search(p)]
    alone = [p for p in told if "NO_COLOR" not in p]
    assert not alone, alone


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
@pytest.mark.parametrize("language", ["", "sv"])
def test_every_game_panel_says_what_marks_a_card_you_may_use(game, language):
    text = (HELP / language / f"{game}.md").read_text()
    assert any(COLOUR_WORDS.search(p) and "NO_COLOR" in p for p in paragraphs(text))
