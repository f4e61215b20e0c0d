"""The rules panels' key tables are the tables' bindings (issue 40 item 12):
every key a panel's Keys table names, in English and in Swedish, is bound
at that game's table, and every key the table binds is named in its panel
(or is a key every table leaves to the rules panel or the app).  What the
keys do and the flow around them (a season that passes by itself; q at a
practice table) are checked in words for the sentences that once were
untrue."""

from __future__ import annotations

import re

import pytest

from tui.screens.clover import CloverScreen
from tui.screens.harvest import HarvestScreen
from tui.screens.hearts import HeartsScreen
from tui.screens.hearts.scores import HeartsScores
from tui.screens.review import ReviewScreen
from tui.screens.speed import SpeedScreen
from tui.widgets.rules_panel import HELP_DIR

SCREENS = {"hearts": HeartsScreen, "harvest": HarvestScreen, "clover": CloverScreen, "speed": SpeedScreen}
PANELS = [(game, language) for game in SCREENS for language in ("en", "sv")]

# How a panel writes a key, and the key's Textual name.
WORDS = {"←": "left", "→": "right", "↑": "up", "↓": "down", "space": "space", "mellanslag": "space",
         "enter": "enter", "esc": "escape", "⌫": "backspace", "?": "question_mark", "F1": "f1",
         "PgUp": "pageup", "PgDn": "pagedown"}
FILLERS = {"or", "eller", "/", ",", "…"}
ANY = ("any key", "valfri tangent")
# Bound at every table but not a key of its game: the rules panel's esc closes it, and in a lesson q or
# esc leaves (the lesson's own pages say so).
UNSAID = {"escape"}


def panel(game: str, language: str) -> str:
    return (HELP_DIR / f"{game}.md" if language == "en" else HELP_DIR / language / f"{game}.md").read_text()


def key_rows(text: str, heading: str = r"(?:Keys|Tangenter)") -> list[str]:
    """The first cells of a Keys table's rows (its header and rule left out),
    up to the next heading."""
    section = re.split(rf"^## {heading}\s*$", text, flags=re.M)[1]
    section = re.split(r"^## ", section, flags=re.M)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    return [row.split("|")[1].strip() for row in rows[1:] if not row.startswith("|--")]


def keys_named(cell: str) -> set[str]:
    """The Textual key names a Keys cell names ("← → (h l)": left, right, h, l)."""
    if cell in ANY:
        return set()
    cell = re.sub(r"(\d)\s*[–-]\s*(\d)", lambda m: " ".join(str(d) for d in range(int(m[1]), int(m[2]) + 1)), cell)
    cell = re.sub(r"1 … 9, 0", "1 2 3 4 5 6 7 8 9 0", cell)
    cell = cell.replace("1 … 5", "1 2 3 4 5").replace("(", " ").replace(")", " ").replace(",", " ")
    keys = set()
    for token in cell.split():
        if token in FILLERS:
            continue
        if token in WORDS:
            keys.add(WORDS[token])
        elif re.fullmatch(r"[a-z0-9]", token):
            keys.add(token)
        else:
            raise AssertionError(f"a key the test cannot read: {token!r} in {cell!r}")
    return keys


def bound(screen) -> set[str]:
    return {key.strip() for binding in screen.BINDINGS for key in binding.key.split(",")}


@pytest.mark.parametrize(("game", "language"), PANELS)
def test_every_key_in_the_panel_is_bound_at_the_table(game, language):
    named = set().union(*(keys_named(cell) for cell in key_rows(panel(game, language))))
    assert named, "no Keys table found"
    assert named <= bound(SCREENS[game]), sorted(named - bound(SCREENS[game]))


@pytest.mark.parametrize(("game", "language"), PANELS)
def test_every_key_the_table_binds_is_in_its_panel(game, language):
    named = set().union(*(keys_named(cell) for cell in key_rows(panel(game, language))))
    missing = bound(SCREENS[game]) - named - UNSAID
    assert not missing, sorted(missing)


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_harvest_panel_says_that_an_empty_season_passes_by_itself(language):
    text = " ".join(panel("harvest", language).split())
    assert "always wait for you" not in text and "väntar alltid på dig" not in text
    said = {"en": "passes by itself after a moment", "sv": "går förbi av sig själv efter en stund"}[language]
    assert said in text


@pytest.mark.parametrize(("game", "language"), [(g, lang) for g in ("hearts", "harvest", "clover")
                                                for lang in ("en", "sv")])
def test_q_at_a_practice_table_goes_back_to_the_review(game, language):
    text = " ".join(panel(game, language).split())
    assert {"en": "back to the review", "sv": "tillbaka till granskningen"}[language] in text


# Hearts' second table: the keys of the score table and of the hand's review over it.
AFTER_A_HAND = r"(?:Keys at the score table and the review|Tangenter vid poängtabellen och granskningen)"


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_hearts_panel_names_the_keys_of_the_score_table_and_the_review(language):
    """The panel left out v and the review's keys (the playtester's item 7):
    its second table names exactly the keys the two screens bind."""
    named = set().union(*(keys_named(cell) for cell in key_rows(panel("hearts", language), AFTER_A_HAND)))
    keys = bound(HeartsScores) | bound(ReviewScreen) | {"up", "down"}  # ↑↓: the review's list of decisions
    assert named == keys, named ^ keys
