"""Every rule of a game's rules file (GAME.md: rules_files.py finds them) is in its
lesson's table: played through at a step, or left to the rules panel, and
then named on the lesson's last screen; a rule the file marks as this
project's reconstruction is said to be one by the step that teaches it."""

from __future__ import annotations

import pytest

from rules.i18n import _, speaking
from rules.lessons import LESSONS, lesson

from .rules_files import plain, rules_dir, rules_of

RULES = rules_dir()
pytestmark = pytest.mark.skipif(RULES is None, reason="no rules files beside this checkout (set KORTBORD_RULES)")


def items(game: str) -> list[tuple[str, str]]:
    assert RULES is not None  # skipped without them
    return rules_of((RULES / f"{game}.md").read_text(encoding="utf-8"))


def covering(game: str, heading: str, text: str) -> list:
    return [rule for rule in lesson(game).rules if plain(rule.text) in text]


@pytest.mark.parametrize("game", list(LESSONS))
def test_every_rule_of_the_rules_file_is_taught_or_pointed_to(game):
    missing = [f"{heading}: {text[:80]}" for heading, text in items(game) if not covering(game, heading, text)]
    assert not missing, "rules in neither a step nor the rules panel:\n" + "\n".join(missing)


@pytest.mark.parametrize("game", list(LESSONS))
def test_every_rule_in_the_table_is_in_the_rules_file(game):
    texts = [text for _heading, text in items(game)]
    stale = [rule.text for rule in lesson(game).rules if not any(plain(rule.text) in t for t in texts)]
    assert not stale, f"not in {game}.md: {stale}"


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_reconstruction_is_said_to_be_one_where_a_step_teaches_it(game):
    taught = lesson(game)
    for heading, text in items(game):
        if "Reconstruction" in heading or "Reconstruction" in text:
            assert any(rule.reconstruction for rule in covering(game, heading, text)), (
                f"{heading}: {text[:80]} is a reconstruction, and no rule of the table says so")
    with speaking("en"):
        for rule in taught.rules:
            if rule.reconstruction and rule.step is not None:
                index = rule.step - 1
                words = taught.sentence(index, taught.game_at(index)) + " " + taught.steps[index].reason()
                assert "reconstruction" in words, f"step {rule.step} teaches {rule.name!r} as fact"


@pytest.mark.parametrize("game", list(LESSONS))
@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_last_screen_names_the_rules_not_played_through(game, language):
    taught = lesson(game)
    left = [rule for rule in taught.rules if rule.step is None]
    assert left  # every game leaves some to the panel (its variants, its limits)
    with speaking(language):
        ending = taught.ending()
        for rule in left:
            assert _(rule.name) in ending


def test_hearts_no_longer_claims_to_have_taught_every_rule():
    assert "Those are the rules" not in lesson("hearts").ending()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_the_last_screen_names_what_it_leaves_to_the_rules_panel(language):
    """'them' refers to the rules it lists, in both languages."""
    from rules import i18n

    i18n.use(language)
    opening = {"en": "Rules not played here — read them in the rules panel (?): ",
               "sv": "Regler som inte spelas här — läs dem i regelpanelen (?): "}[language]
    for name in LESSONS:
        taught = lesson(name)
        if taught.unplayed():
            assert opening in taught.ending(), (name, taught.ending())


def test_hearts_last_screen_does_not_tell_a_rule_it_lists_as_not_played():
    ending = lesson("hearts").ending()
    assert "the end at 100: the lowest total wins" in ending
    assert ending.count("lowest total wins") == 1, ending


def test_harvest_last_screen_says_what_was_played_before_it():
    """The last step is the ace of spades, not a turn: 'That is the whole turn' was untrue."""
    ending = lesson("harvest").ending()
    assert "whole turn" not in ending
    assert ending.startswith("You have played every season of a turn and the ace of spades.")
