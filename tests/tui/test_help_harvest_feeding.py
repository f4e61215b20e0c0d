"""The harvest rules panel tells feeding time whole, the rules' two special
cases too (a playtest found them missing; the rules, rules/harvest.md's
step 4, state them as rules, not as a reconstruction), in English and
Swedish."""

from __future__ import annotations

from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[2] / "tui" / "help"


def feeding_step(text: str) -> str:
    """Step 4 of the turn, up to step 5, on one line."""
    start = text.index("\n4. **")
    return " ".join(text[start:text.index("\n5. **", start)].split())


@pytest.mark.parametrize(("language", "no_pasture", "no_grazers", "marked"), [
    ("", "A stack whose pasture a spade removed: all its grazers survive.",
     "A stack whose grazers were all removed: the pasture survives.", "Reconstruction"),
    ("sv", "En beteshög vars betesmark ett spaderkort tog bort: alla dess betande kort klarar sig.",
     "En beteshög vars betande kort alla togs bort: betesmarken klarar sig.", "Rekonstruktion"),
])
def test_feeding_time_names_a_stack_without_pasture_and_one_without_grazers(language, no_pasture, no_grazers, marked):
    step = feeding_step((HELP / language / "harvest.md").read_text())
    assert no_pasture in step and no_grazers in step
    # One mark, the step's name's, as in the rules file: the cases are stated as rules.
    assert step.count(marked) == 1
