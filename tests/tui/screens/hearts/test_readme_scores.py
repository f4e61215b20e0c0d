"""The README's Hearts section says which keys close the score table after
a hand, and they are the keys that do (a playtest: it said "enter only",
and esc closed it too, as the rules panel says)."""

from __future__ import annotations

import re
from pathlib import Path

from textual.binding import Binding

from tui.screens.hearts.scores import HeartsScores

README = Path(__file__).resolve().parents[4] / "README.md"
NAMES = {"enter": "enter", "escape": "esc"}


def test_the_readme_names_every_key_that_closes_the_score_table():
    hearts = README.read_text().split("- **Hearts:**", 1)[1].split("\n- **", 1)[0]
    found = re.search(r"The score table after each hand[^.]*\.", hearts, re.S)
    assert found is not None, "the README's Hearts section says nothing of the score table"
    sentence = " ".join(found.group(0).split())
    keys = {key for binding in HeartsScores.BINDINGS if isinstance(binding, Binding) and binding.action == "close"
            for key in binding.key.split(",")}
    assert keys == {"enter", "escape"}
    for key in keys:
        assert re.search(rf"\b{NAMES[key]}\b", sentence), sentence
    assert "only" not in sentence.split(":")[0], sentence
