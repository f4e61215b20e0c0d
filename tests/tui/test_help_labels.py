"""The rules panel is honest: every decision of the project's rules files that is the
project's own stands in a passage labelled Reconstruction or Project rule,
and what the source says outright is not labelled as ours."""

from __future__ import annotations

import re

import pytest

from tui.widgets.rules_panel import HELP_DIR

LABELS = ("Reconstruction", "Project rule")

# (game, phrases that must be in a labelled passage, phrases that must be in
# an unlabelled one: the source's own words)
CASES = {
    "hearts": (
        ["remove one or two cards", "nothing but hearts and Q♠", "discarded or led",
         "who holds only hearts may lead one", "equal lowest totals share the win",
         "3- and 5-player"],
        ["lowest total wins", "Q♠ is never\n  allowed in the first trick"],
    ),
    "speed": (
        ["placing their own last table card then wins nothing", "go under their\n> hand pile first",
         "with an empty hand pile\n> turns nothing", "shuffled and shared out evenly", "stall for good",
         "after 100 rounds"],
        ["whatever is left in the slapper's hand pile, even nothing", "slaps the **table** and takes no cards"],
    ),
    "harvest": (
        ["the order of the seasons", "two passes in a row end it", "at most the\n> number of diamonds",
         "Ace = 1", "its name was lost", "after 500 turns is a draw", "as a **storm**"],
        ["The first to **20 points** wins"],
    ),
}


def passages(text: str) -> list[str]:
    """Blockquotes, list items and paragraphs: the units a label covers."""
    units: list[list[str]] = []
    for line in text.splitlines():
        starts_item = re.match(r"\s*(-|\d+\.) ", line) is not None
        quote = line.startswith(">")
        continues = (units and line.strip() and not starts_item
                     and (quote == units[-1][0].startswith(">")))
        if not line.strip():
            units.append([""])
        elif continues and units[-1] != [""]:
            units[-1].append(line)
        else:
            units.append([line])
    return ["\n".join(u) for u in units if u != [""]]


def labelled(unit: str) -> bool:
    return any(label in unit for label in LABELS)


@pytest.mark.parametrize("game", sorted(CASES))
def test_every_project_decision_is_labelled_and_the_source_is_not(game):
    units = passages((HELP_DIR / f"{game}.md").read_text(encoding="utf-8"))
    ours, source = CASES[game]
    for phrase in ours:
        found = [u for u in units if phrase in u]
        assert found, f"{game}: {phrase!r} is not in the help"
        assert all(labelled(u) for u in found), f"{game}: {phrase!r} is not labelled as the project's"
    for phrase in source:
        found = [u for u in units if phrase in u]
        assert found, f"{game}: {phrase!r} is not in the help"
        assert not any(labelled(u) for u in found), f"{game}: the source's {phrase!r} is labelled as ours"
