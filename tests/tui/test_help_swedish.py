"""The rules panels in Swedish (issue 16): as honest as the English ones
(every decision of the project's rules files that is its own stands in a
passage labelled Rekonstruktion or Projektets regel, the source's own words
do not), in step with them (the same labelled decisions, the same keys), and
shown when the language is Swedish, at every table."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from textual.widgets import Markdown

from rules import i18n
from tui.i18n import TUI
from tui.screens.rules_page import RulesPage
from tui.widgets import RulesPanel, rules_panel
from tui.widgets.rules_panel import HELP_DIR, help_file, help_text

from .helpers import make_app
from .screen_walk import GAMES, screen_ansi
from .test_help_labels import LABELS

SV_LABELS = ("Rekonstruktion", "Projektets regel")

# (game, phrases that must be in a labelled passage, phrases that must be in
# an unlabelled one: the source's own words).  Compared with the whitespace
# of each passage squeezed to single spaces.
CASES = {
    "hearts": (
        ["ta bort ett eller två kort", "bara har hjärter och D♠ kvar", "sakat eller utspelat",
         "bara har hjärter får spela ut ett", "delar flera på lägsta poängen delar de på segern",
         "Ordningen för 3 och 5 spelare är projektets egen"],
        ["**den som har lägst poäng vinner** (så säger källan)",
         "**D♠ är aldrig tillåten i första sticket**", "**Skjuta månen:**"],
    ),
    "harvest": (
        ["årstidernas ordning", "två pass i rad avslutar", "högst antalet ruterkort",
         "ess = 1", "dess namn har tappats", "regeln själv", "efter 500 turer är oavgjort", "som **storm**",
         "som **stängsel**", "Honnörerna är E, Kn, D, K"],
        ["Först till **20 poäng** vinner", "hjärterhonnörs bonus är alltid för att \"vara kvar\"",
         "minst ett lägre, en hjärterhonnör minst två lägre", "en tröst för den som inte börjar",
         "Spader ♠ är **dåligt väder**"],
    ),
    "clover": (
        ["vilka röda \"tvåor\"", "vem som börjar lottas", "en tom talong lämnar platsen tom",
         "kommer några av samma kort upp igen", "loggen säger det", "efter 500 turer är oavgjort"],
        ["det **högraste** på handen", "Först till **40 poäng**", "De **S + 1 högsta klöverkorten**",
         "**nya kortet blir genast tillgängligt för dig**", "**har ingen funktion än**",
         "Ja, även nian är en tvåa"],
    ),
    "speed": (
        ["att lägga sitt eget sista bordskort vinner då ingenting", "läggs först under hens handhög",
         "en spelare med tom handhög ingenting", "delas lika som nya handhögar", "köra fast för gott",
         "efter 100 omgångar"],
        ["**vad som än finns kvar i slagarens handhög, även ingenting**",
         "slår handen i **bordet** och tar inga kort", "**ess är både högst och lägst**",
         "En tömd bordshög förblir tom"],
    ),
}


def passages(text: str) -> list[str]:
    """Blockquotes (a note nested under a list item too), list items and
    paragraphs: the units a label covers."""
    units: list[list[str]] = []
    for line in text.splitlines():
        starts_item = re.match(r"\s*(-|\d+\.) ", line) is not None
        quote = line.lstrip().startswith(">")
        continues = (units and units[-1] != [""] and line.strip() and not starts_item
                     and quote == units[-1][0].lstrip().startswith(">"))
        if not line.strip():
            units.append([""])
        elif continues:
            units[-1].append(line)
        else:
            units.append([line])
    return ["\n".join(u) for u in units if u != [""]]


def swedish(game: str) -> str:
    return (HELP_DIR / "sv" / f"{game}.md").read_text(encoding="utf-8")


def english(game: str) -> str:
    return (HELP_DIR / f"{game}.md").read_text(encoding="utf-8")


def labelled(unit: str, labels=SV_LABELS) -> bool:
    return any(label in unit for label in labels)


def squeezed(text: str) -> str:
    return " ".join(text.replace("> ", " ").split())


def decisions(text: str, label: str) -> list[str]:
    """The passages that carry ``label``, after the introduction (which names
    the labels without being one)."""
    return [u for u in passages(text[text.index("\n## "):]) if label in u]


@pytest.mark.parametrize("game", GAMES)
def test_every_project_decision_is_labelled_and_the_source_is_not(game):
    units = [squeezed(u) for u in passages(swedish(game))]
    ours, source = CASES[game]
    for phrase in ours:
        found = [u for u in units if phrase in u]
        assert found, f"{game}: {phrase!r} is not in the Swedish help"
        assert all(labelled(u) for u in found), f"{game}: {phrase!r} is not labelled as the project's"
    for phrase in source:
        found = [u for u in units if phrase in u]
        assert found, f"{game}: {phrase!r} is not in the Swedish help"
        assert not any(labelled(u) for u in found), f"{game}: the source's {phrase!r} is labelled as ours"


@pytest.mark.parametrize("game", GAMES)
def test_the_same_decisions_are_labelled_as_in_the_english_panel(game):
    text = swedish(game)
    assert not any(label in text for label in LABELS), "an English label in the Swedish text"
    for sv, en in zip(SV_LABELS, LABELS):
        assert len(decisions(text, sv)) == len(decisions(english(game), en)), sv


@pytest.mark.parametrize("game", GAMES)
def test_it_names_its_source_and_the_swedish_card_notation(game):
    text = swedish(game)
    intro = text[:text.index("## ")]
    if game == "speed":
        assert "**norsk**" in intro and "svenska källtexten" not in text
    else:
        assert "svenska källtexten" in intro and "norsk" not in text
    cards = squeezed(text[text.index("## Korten"):].split("\n## ")[0])
    for said in ("**E** ess", "**K** kung", "**D** dam", "**Kn** knekt", "hjärter ♥", "ruter ♦",
                 "klöver ♣", "spader ♠", "`--ascii`", "H, R, S och **Kl** för klöver"):
        assert said in cards, (game, said)
    # The English letters for the ranks are not used for a card.
    assert not re.search(r"\b(Q|J|A)[♠♥♦♣]", text), game


KEY_WORDS = {"or": "eller", "space": "mellanslag", "any key": "valfri tangent"}


def keys_column(text: str, heading: str) -> list[str]:
    table = text[text.index(heading):]
    rows = [row for row in table.splitlines() if row.startswith("| ")]
    return [cell for row in rows if (cell := row.split("|")[1].strip()) not in ("Key", "Tangent")]  # every table's rows


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_are_those_of_the_english_panel(game):
    wanted = []
    for keys in keys_column(english(game), "## Keys"):
        for en, sv in KEY_WORDS.items():
            keys = re.sub(rf"\b{en}\b", sv, keys)
        wanted.append(keys)
    assert keys_column(swedish(game), "## Tangenter") == wanted


@pytest.mark.parametrize("game", GAMES)
def test_the_panel_shows_the_text_of_the_language_spoken(game):
    assert help_file(game) == HELP_DIR / f"{game}.md"
    assert help_text(game) == english(game)
    i18n.use("sv")
    assert help_file(game) == HELP_DIR / "sv" / f"{game}.md"
    assert help_text(game) == swedish(game)
    i18n.use("en")
    assert help_text(game) == english(game)


def test_swedish_ascii_mode_uses_the_swedish_suit_letters():
    i18n.use("sv")
    text = help_text("hearts", ascii_mode=True)
    assert "2Kl" in text and "DS" in text and "2R" in text
    assert not any(suit in text for suit in "♠♥♦♣")
    i18n.use("en")
    assert "2C" in help_text("hearts", ascii_mode=True)


def test_a_missing_translation_falls_back_to_the_english_text(tmp_path, monkeypatch):
    (tmp_path / "hearts.md").write_text("# Hearts\n\nEnglish.\n", encoding="utf-8")
    monkeypatch.setattr(rules_panel, "HELP_DIR", tmp_path)
    i18n.use("sv")
    assert help_text("hearts") == "# Hearts\n\nEnglish.\n"
    assert "Inga regler har skrivits" in help_text("nosuchgame")  # the note itself in Swedish


ANSI = re.compile(r"\x1b\[[0-9;:?]*[A-Za-z]")


async def test_every_table_opens_its_rules_panel_in_swedish():
    i18n.use("sv")
    for game in GAMES:
        app = make_app(game)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            panel = app.screen.query_one(RulesPanel)
            await pilot.press("question_mark")
            await pilot.pause()
            assert panel.is_open, game
            assert panel.query_one(Markdown).source == swedish(game)
            shown = ANSI.sub("", screen_ansi(app))
            title = swedish(game).splitlines()[0].lstrip("# ")
            assert title in shown and "Rekonstruktion" in shown, game
            assert "Reconstruction" not in shown, game
            await pilot.press("pagedown")
            await pilot.pause()
            assert panel.scroll_y > 0, game


async def test_the_menus_rules_page_is_in_swedish_too():
    i18n.use("sv")
    app = make_app(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(RulesPage("clover"))
        await pilot.pause()
        assert app.screen.query_one(Markdown).source == swedish("clover")
        assert "Klöverplockarspelet" in ANSI.sub("", screen_ansi(app))


def test_pip_install_ships_every_rules_text():
    """pyproject's package-data globs (as setuptools reads them) cover every
    file in tui/help, so `pip install .` gives the Swedish panels too."""
    root = Path(__file__).parents[2]
    patterns = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["tui"]
    shipped = {path for pattern in patterns for path in (root / "tui").glob(pattern)}
    texts = set(HELP_DIR.rglob("*.md"))
    assert texts - shipped == set() and len(texts) == 8


# Words of the tables that the Swedish panels quote (as the English panels
# quote "YOUR MOVE", "BLOCKED", "new", "next →", and name the seasons the
# season track shows): the panel must say what the screen says.  Until a
# catalog translates a word there is nothing to compare with, and the case
# is skipped.
SEASONS = ("harvest time", "grazing time", "weather time", "feeding time", "growing time",
           "field time", "sowing time")
QUOTED = ([("harvest", "tui", "YOUR MOVE"), ("speed", "tui", "BLOCKED"), ("clover", "tui", "new"),
           ("clover", "tui", "next →")] + [("harvest", "rules", season) for season in SEASONS])


@pytest.mark.parametrize(("game", "catalog", "word"), QUOTED)
def test_the_table_words_a_panel_quotes_are_the_tables(game, catalog, word):
    i18n.use("sv")
    said = {"tui": TUI, "rules": i18n.RULES}[catalog].gettext(word)
    if said == word:
        pytest.skip(f"{word!r} has no Swedish translation in {catalog}.po yet")
    assert said.lower() in swedish(game).lower(), f"the {game} panel does not say the table's {said!r}"
