"""Every rule of a game's rules file (GAME.md: rules_files.py finds them) is in its
lesson's table: played through at a step, or left to the rules panel, and
then named on the lesson's last screen; a rule the file marks as this
project's reconstruction is said to be one by the step that teaches it.  A rule
mapped to a step is one the step plays: replaying the step, the engine produces
one of the kinds of event or action the table names for it (``Rule.plays``), or
refuses the move the step asks the person to try, or is played with the engine option
("option beginner": a variant)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.i18n import _, speaking
from rules.lessons import LESSONS, lesson
from rules.lessons.steps import PERSON, Lesson

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


def played_at(taught: Lesson, index: int) -> set[str]:
    """What step ``index`` plays, as kinds: the events since the person's
    last step handed the game to the others (that step's move, the replies,
    the person's moves since: what the step's screen has just shown), the
    person's action at the step, and the events of that action and of the
    replies to it; at a position's first step, the events it opens with."""
    start = taught.begins(index)
    position = taught.steps[start].position
    assert position is not None
    game = position()
    kinds = {type(event).__name__ for event in game.opening_events} if index == start else set()
    kinds |= {f"option {name}" for name, value in game.options.items() if value is True}  # a variant played
    _game, moves = taught.played(index)
    others = [n for n, (seat, _text) in enumerate(moves) if seat != PERSON]
    answers = [len(taught.played(step)[1]) for step in range(start, index)]  # where each step's move is
    mine = [n for n in answers if n < others[-1]] if others else []
    first = mine[-1] if mine else 0
    for n, (seat, text) in enumerate(moves):
        events = game.apply(seat, game.parse_action(seat, text))
        if n >= first:
            kinds |= {type(event).__name__ for event in events}
    for kind in {k for rule in taught.rules if rule.step == index + 1 for k in rule.plays}:
        if kind.startswith("refuses "):
            try:
                game.apply(PERSON, game.parse_action(PERSON, kind.removeprefix("refuses ")))
            except IllegalAction:
                kinds.add(kind)
            else:
                raise AssertionError(f"step {index + 1}: the engine takes {kind}")
    action = taught.steps[index].answer(game)
    events = list(game.apply(PERSON, action))
    taught.play_on(game, None, events)
    return kinds | {type(action).__name__} | {type(event).__name__ for event in events}


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_rule_mapped_to_a_step_is_played_there(game):
    """Issue 41: harvest mapped 'first to 20 wins' to a step at 14 points, clover its
    end at 40 to a step at 28, Hearts the across and no-pass hands to the first."""
    taught = lesson(game)
    wrong = []
    for rule in taught.rules:
        if rule.step is None:
            continue
        if not rule.plays:
            wrong.append(f"{rule.name}: step {rule.step}, and nothing names what plays it")
        elif not set(rule.plays) & played_at(taught, rule.step - 1):
            wrong.append(f"{rule.name}: step {rule.step} plays none of {rule.plays}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("game", "name", "text"), [
    ("harvest", "first to 20 wins, at once", "At 20 or more you win immediately"),
    ("harvest", "an empty draw pile: the discard pile shuffled", "an empty draw pile is first replaced"),
    ("harvest", "a spade removed the pasture: its grazers survive", "A stack whose pasture a spade removed"),
    ("harvest", "all grazers removed: the pasture survives", "A stack whose grazers were all removed"),
    ("harvest", "growing back: from the harvest to the barn", "both ways"),
    ("harvest", "jokers", 'Variant "jokers"'),
    ("clover", "stopping the spade chain", "or stop the chain"),
    ("clover", "a hand of fewer than five: all of it", "all of them if fewer than five"),
    ("clover", "first to 40 wins, at once", "At 40 or more you win at once"),
    ("hearts", "the third hand passes across, the fourth not at all", "across, no pass"),
    ("hearts", "a leader with only hearts may lead one", "a leader who holds only"),
])
def test_a_rule_no_step_plays_is_named_on_the_last_screen(game, name, text):
    """The playtester's list (issue 41, item 1): each is its own line of the table,
    played at no step, so the last screen names it."""
    taught = lesson(game)
    rules = [rule for rule in taught.rules if plain(rule.text) in text or text in plain(rule.text)]
    assert rules and all(rule.step is None for rule in rules), rules
    with speaking("en"):
        assert name in taught.ending()


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
    """The last step is the ace of spades, not a turn: 'That is the whole turn' was untrue.
    A playtest: 'Your first game, the beginner variant (without the ace of
    spades...)' right after 'played ... the ace of spades' read as if the
    lesson had played none of it, where its last steps (23-25) are that
    variant."""
    ending = lesson("harvest").ending()
    assert "whole turn" not in ending
    assert ending.startswith("You have played every season of a turn, the ace of spades and, in the last steps, "
                             "the beginner variant")
    assert lesson("harvest").game_at(len(lesson("harvest").steps) - 1).options.get("beginner")


@pytest.mark.parametrize("language", ("en", "sv"))
@pytest.mark.parametrize(("game", "end"), [("harvest", "first to 20 wins, at once"),
                                           ("clover", "first to 40 wins, at once")])
def test_the_end_no_step_plays_is_said_as_what_the_first_game_adds(game, end, language):
    """A playtest: the last screens said "first to 20 wins" / "first to 40 wins"
    among the rules, and clover's last step as a fact of it, where nothing was
    won: the last sentence says it once, as what the first game adds; the
    list does not name it again."""
    taught = lesson(game)
    told = [rule for rule in taught.rules if rule.told_last]
    assert told and all(rule.step is None and rule.name == end for rule in told)
    with speaking(language):
        ending, last = taught.ending(), _(taught.last)
        assert _(end) in last and ending.count(_(end)) == 1, ending
        adds = {"en": "adds", "sv": "lägger till"}[language]
        assert last.index(adds) < last.index(_(end)), last
        steps = " ".join(taught.sentence(i, taught.game_at(i)) for i in range(len(taught.steps)))
        assert {"harvest": "20", "clover": "40"}[game] + " points wins" not in steps


def test_the_clover_last_screen_names_what_was_played_not_the_whole_turn():
    """A playtest: 'That is the whole turn.' while the list below it names
    stopping the spade chain as not played."""
    ending = lesson("clover").ending()
    assert "whole turn" not in ending and "stopping the spade chain" in ending
    assert ending.startswith("You have played a turn's bouquet, spade chain, clubs and meadow.")


def test_a_rule_told_last_is_in_the_last_sentence():
    from dataclasses import replace

    taught = lesson("clover")
    with pytest.raises(ValueError, match="does not name it"):
        replace(taught, last="That is all.")


@pytest.mark.parametrize("language", ("en", "sv"))
def test_the_harvest_last_screen_does_not_list_the_beginner_variant_it_played(language):
    """A playtest: the last screen listed "the beginner and joker variants" as not
    played, while step 23's game is the beginner variant (its sentence says so,
    its draw pile has no ♠A). The beginner variant is played there; jokers are not."""
    taught = lesson("harvest")
    assert taught.game_at(22).options["beginner"] is True
    with speaking("en"):
        assert "in the beginner variant" in taught.sentence(22, taught.game_at(22))
    with speaking(language):
        beginner = {"en": "beginner", "sv": "nybörjar"}[language]
        assert not [name for name in taught.unplayed() if beginner in name], taught.unplayed()
        assert _("jokers") in taught.unplayed()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_the_harvest_last_screen_says_the_winning_rule_once(language):
    """A playtest: the last screen said "first to 20 wins, at once" and then
    listed "first to 20 at harvest time" among the rules not played: the
    rules file's Ending says the same rule again (points come only at
    harvest time), so the lesson names it once, as what the first game adds."""
    taught = lesson("harvest")
    with speaking(language):
        assert not [name for name in taught.unplayed() if "20" in name], taught.unplayed()
        assert taught.ending().count("20") == 1, taught.ending()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_the_harvest_last_screen_says_plainly_that_the_first_game_is_the_beginner_variant(language):
    """A playtest: "Your first game is one too" was hard to read ("one" stood
    for the beginner variant, a sentence before).  The game the last screen
    offers (``first_game``) is dealt in the beginner variant, and the
    sentence names it so."""
    taught = lesson("harvest")
    assert taught.first_game.get("beginner") is True
    with speaking(language):
        last = _(taught.last)
    plainly = {"en": "Your first game is played in the beginner variant too,",
               "sv": "Ditt första parti spelas också i nybörjarvarianten"}[language]
    assert plainly in last, last
    assert not any(words in last for words in ("one too", "en sådan")), last
