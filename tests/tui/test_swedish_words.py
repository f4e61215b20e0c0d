"""The interface's words in both languages: plurals, the decimal comma,
the months, the seat names and the games' names."""

from __future__ import annotations

from datetime import datetime

import pytest

from rules import i18n
from tests.narrow import present
from tui.screens import registry
from tui.screens.clover.text import cards
from tui.screens.speed.round_over import _cards
from tui.settings import pace_meaning, pace_text
from tui.widgets.clover_bouquet import _cards_word
from tui.words import day_and_time, day_and_year

MOMENT = datetime(2026, 5, 28, 7, 26)


def test_plurals_in_english():
    assert (cards(1), cards(2), cards(1, more=True), cards(3, more=True)) == (
        "1 card", "2 cards", "1 more card", "3 more cards")
    assert (_cards(1), _cards(0)) == ("1 card", "0 cards")


def test_plurals_in_swedish():
    i18n.use("sv")
    assert (cards(1), cards(2), cards(1, more=True), cards(3, more=True)) == (
        "1 kort", "2 kort", "1 kort till", "3 kort till")
    assert (_cards_word(1), _cards_word(5)) == ("1 kort", "5 kort")


@pytest.mark.parametrize(("language", "slow", "instant", "may"), [
    ("en", "slow — about 1.2 s a move", "no wait between moves", "28 May 07:26"),
    ("sv", "långsam — ungefär 1,2 s per drag", "ingen väntan mellan dragen", "28 maj 07:26"),
])
def test_paces_and_dates(language, slow, instant, may):
    i18n.use(language)
    assert pace_text("slow") == slow
    assert pace_meaning("instant") == instant
    assert day_and_time(MOMENT) == may
    assert day_and_year(MOMENT).endswith(" 2026")


def test_game_and_level_names_in_swedish():
    i18n.use("sv")
    from tui.i18n import _

    titles = [_(entry.title) for entry in registry.TABLES.values()]
    assert titles == ["Hjärter", "Skördespelet", "Klöverplockarspelet", "Speed"]
    level = next(c for c in registry.choices("speed") if c.key == "level")
    assert level.text("medium") == "medel (ungefär 1,1 s per kort)"
    assert [_(name) for name in ("North", "East", "South", "West")] == ["Nord", "Öst", "Syd", "Väst"]


def test_the_hearts_pass_is_called_as_the_game_calls_it_in_swedish():
    """The practice table said "Giv 2 igen från passningen" where the rest
    of the game says "kortbyte" and "skicka": no Swedish message says
    "passning"."""
    from tests.catalogs import translations

    i18n.use("sv")
    from tests.reviewed import a_decision
    from tui.screens.review import words

    decision = a_decision(step=0, part=2)
    assert words("hearts").again(decision, 2, kept=True) == "Giv 2 igen från kortbytet: övning, sparas inte (ditt spel finns kvar)."
    said = [m.string for package in ("rules", "tui") for m in translations(package) if m.id]
    assert not [s for s in said if "passning" in str(s).lower()]


def test_hearts_pass_counts_agree_in_number():
    """'1 valt', '2 valda': the pass prompts take ngettext's plural forms."""
    import rules
    from tui.screens.hearts.passing import PassChoice
    from tui.screens.hearts.text import Moment, status_line

    i18n.use("sv")
    game = rules.new_game("hearts", seed=1)
    view = game.view(0)
    names = ["Syd", "Väst", "Nord", "Öst"]
    said = {n: status_line(view, names, Moment(None, None, False, False, n)) for n in (0, 1, 2)}
    assert "(1 valt)" in said[1] and "(2 valda)" in said[2] and "(0 valda)" in said[0], said
    choice = PassChoice()
    choice.keep_in(view.hand)
    choice.toggle(view.hand[0])
    assert "Välj 3 kort att skicka (1 valt)" in present(choice.refusal())
    choice.toggle(view.hand[1])
    assert "Välj 3 kort att skicka (2 valda)" in present(choice.refusal())
    i18n.use("en")
    assert "(1 chosen)" in status_line(view, names, Moment(None, None, False, False, 1))


def test_an_unfinished_game_is_oavslutat_in_swedish():
    """A playtest read 'Du har ett osavslutat parti Speed:': the word is
    'oavslutat' (unfinished), wherever the interface says it."""
    i18n.use("sv")
    from tui.i18n import _, ngettext

    assert _("You have an unfinished game of {game}:").format(game="Speed") == "Du har ett oavslutat parti Speed:"
    one = "{n} unfinished game of another kind saved: q goes to the menu, which offers it for resuming."
    more = "{n} unfinished games of other kinds saved: q goes to the menu, which offers them for resuming."
    assert ngettext(one, more, 1).startswith("{n} oavslutat spel ")
    assert ngettext(one, more, 2).startswith("{n} oavslutade spel ")
