"""The clover rules panel says what the rules file (clover.md) says, and
labels the project's own readings as such, and nothing else."""

from __future__ import annotations

import re
from pathlib import Path

from tests.tui.helpers import bindings
from tui.screens.clover import CloverScreen

HELP = (Path(__file__).parents[4] / "tui" / "help" / "clover.md").read_text(encoding="utf-8")


def labelled(kind: str) -> list[str]:
    """The text of each note labelled ``kind`` (a blockquote, maybe nested in a list)."""
    notes = []
    for match in re.finditer(rf"> \*\*{kind}:\*\*(.*?)(?:\n(?!\s*>)|\Z)", HELP, re.S):
        notes.append(" ".join(re.sub(r"^\s*>\s?", "", line) for line in match.group(1).splitlines()))
    return notes


def test_the_source_is_swedish():
    assert "Swedish" in HELP and "Norwegian" not in HELP


def test_every_reconstruction_and_project_rule_of_the_rules_file_is_labelled():
    reconstructions = labelled("Reconstruction")
    assert len(reconstructions) == 4
    assert any('which red "twos"' in n for n in reconstructions)
    assert any("starting player" in n for n in reconstructions)
    assert any("empty talon leaves the slot empty" in n for n in reconstructions)
    assert any("same cards come up again" in n and "the log says so" in n for n in reconstructions)
    assert [n for n in labelled("Project rule") if "500 turns" in n]
    # What the source says outright is not labelled as ours.
    for said in ("rightmost", "40", "S + 1", "available to you", "do nothing this turn"):
        assert not any(said in n for n in reconstructions + labelled("Project rule")), said


def test_step_2_and_step_4_say_what_the_source_says():
    step2 = HELP[HELP.index("2. **Spades draw more"):HELP.index("3. **Score")]
    assert "**may**" in step2 and "**rightmost**" in step2 and "and so on" in step2
    assert "**m**" in step2 and "**s**" in step2
    step4 = " ".join(HELP[HELP.index("4. **Pick"):HELP.index("5. **No pick")].replace("**", "").split())
    assert "new card is available to you at once" in step4 and "do nothing this turn" in step4


def test_the_keys_list_names_every_key_of_the_table():
    keys = HELP[HELP.index("## Keys"):HELP.index("## The table")]
    rows = {row.split("|")[1].strip() for row in keys.splitlines() if row.startswith("| ")}
    for binding in bindings(CloverScreen):
        first = binding.key.split(",")[0]
        shown = {"left": "← → h l", "right": "← → h l", "space": "space, enter",
                 "question_mark": "? or F1", "f1": "? or F1", "escape": None,
                 "pageup": "PgUp PgDn", "pagedown": "PgUp PgDn"}.get(first, first)
        if shown is None:
            continue
        assert any(shown in row or (first.isdigit() and "1 … 5" in row) for row in rows), first
