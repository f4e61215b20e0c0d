"""The harvest lesson against the engine: what the sentences say happened
did happen (the source's four grazing examples among it), and a move the
engine refuses is left to the engine (every lesson's steps:
tests/rules/lessons/test_steps.py)."""

from __future__ import annotations

import pytest

from rules.cards import parse_cards
from rules.harvest.game import HarvestGame
from rules.harvest.position import position
from rules.harvest.values import stay, take
from rules.lessons import lesson
from rules.lessons.steps import PERSON

from ..harvest.helpers import check_invariants

LESSON = lesson("harvest")


def game_at(index: int) -> HarvestGame:
    game = LESSON.game_at(index)
    assert isinstance(game, HarvestGame)
    return game


def after(index: int) -> HarvestGame:
    """The game once step ``index``'s move is made and answered."""
    last = index + 1 == len(LESSON.steps)
    return game_at(index + 1) if not last and not LESSON.jumps(index + 1) else _played(index)


def _played(index: int) -> HarvestGame:
    game = game_at(index)
    game.apply(PERSON, game.parse_action(PERSON, LESSON.steps[index].accepts[0]))
    LESSON.play_on(game)
    return game


def test_a_move_the_engine_refuses_is_left_to_the_engine():
    game = game_at(1)  # sowing with one diamond: 3♥ does not fit
    assert LESSON.refusal(1, game, "sow 3H") is None
    assert LESSON.refusal(1, game, "nonsense") is None


def test_field_time_comes_first_and_sowing_follows_it():
    game = game_at(0)
    assert game.turn == 1 and game.phase == "field" and len(game.hands[0]) == 8
    game = game_at(1)
    assert game.phase == "sowing" and len(game.fields[0]) == 1


def test_the_harvest_scored_as_the_sentence_says():
    game = game_at(7)
    assert game.harvests[0] == parse_cards("AC") and game.totals[0] == 2


def test_the_sources_examples_fed_as_the_sentences_say():
    """Examples 1, 3 and 4 grazed in one turn on North's harvest; feeding
    eats 6♥ 4♥ 2♣, satiates 4♣ Q♥ A♣, and sends 3♣ and 2♥ home."""
    game = game_at(9)
    assert game.phase == "grazing" and game.turn == 13
    assert set(game.harvests[1]) == set(parse_cards("6H 4H 2C"))
    assert set(game.barns[0]) == set(parse_cards("3C 4C 2H QH AC"))
    game = game_at(14)
    assert game.phase == "growing" and game.active == PERSON
    assert set(parse_cards("6H 4C 4H QH 2C AC")) <= set(game.discard)
    assert set(game.barns[0]) == set(parse_cards("3C 2H")) and not game.harvests[1]


def test_the_sources_second_example_is_played_in_a_game_of_its_own():
    """Example 2 needs the 4♥ and 4♣ that examples 1 and 3 use up: another
    game (the beginner variant), at its start, played on to turn 9, where
    the person grazes North's 4♥ with 4♣ alone; feeding eats 4♥ and
    satiates 4♣ (4 ≥ 4 and 4 ≤ 4), and the rules table points at it."""
    index = next((i for i, step in enumerate(LESSON.steps) if step.accepts[:1] == ("graze 4H 4C",)), None)
    assert index is not None, "no step grazes North's 4♥ with 4♣"
    begins = LESSON.begins(index)
    start = LESSON.steps[begins].position
    assert begins > 0 and start is not None
    first = start()
    assert isinstance(first, HarvestGame)
    assert first.turn == 1 and first.totals == [0, 0] and first.options["beginner"]
    game = game_at(index)
    assert game.phase == "grazing" and game.turn == 9 and game.active == PERSON
    assert game.harvests[1] == parse_cards("4H") and game.barns[0] == parse_cards("4C")
    assert len(game.fields[0]) == len(game.fields[1]) == 4  # each four needed four diamonds to be sown
    assert not [c for hand in game.hands for c in hand if c.suit == "S"]  # "nobody holds a spade"
    four, pasture = parse_cards("4C 4H")
    assert take(four) >= stay(pasture) == 4 and stay(four) <= take(pasture) == 4
    game = game_at(index + 1)
    assert game.phase == "growing" and game.turn == 9 and game.active == PERSON and not game.stacks
    assert {four, pasture} <= set(game.discard) and not game.harvests[1] and four not in game.barns[0]
    rule = next(rule for rule in LESSON.rules if rule.text == "Pasture ♥4; grazer ♣4")
    assert rule.step == index + 2  # the feeding's step, counted from 1 as the screen counts
    assert "second example" not in LESSON.ending()


def test_the_person_defends_in_norths_turn_reordering_and_spades():
    """North grazes 3♣ with J♣ under A♥; the person lifts J♣ to the top,
    blows it away in North's weather time, and A♥ alone neither eats 3♣
    nor goes home: North loses both grazers."""
    game = game_at(17)
    assert game.active == 1 and PERSON in game.to_act() and game.phase == "reorder"
    assert [str(c) for c in game.stacks[0].grazers] == ["AH", "JC"]  # top first
    game = after(17)
    assert [str(c) for c in game.stacks[0].grazers] == ["JC", "AH"]
    game = after(18)
    assert game.phase == "weather" and game.active == 1 and PERSON in game.to_act()
    assert LESSON.refusal(19, game, "spade 3S JH") is None  # the engine says why: a heart honour stays
    with pytest.raises(Exception, match="J♥"):
        game.apply(PERSON, game.parse_action(PERSON, "spade 3S JH"))
    game = after(19)  # both passed, the stack fed, North's turn over: the person's growing time
    assert game.active == PERSON and game.phase == "growing"
    assert parse_cards("JC 3S") == [c for c in game.discard if str(c) in ("JC", "3S")]
    assert set(game.harvests[0]) == set(parse_cards("3C 2H")) and not game.stacks
    assert set(parse_cards("AH")) <= set(game.discard)
    game = after(21)
    assert set(parse_cards("AS JH")) <= set(game.discard)


def test_a_position_is_checked_not_trusted():
    with pytest.raises(ValueError, match="named twice"):
        position(("AC", "AC"))
    with pytest.raises(ValueError, match="only crops"):
        position(barns=("5S", ""))
    with pytest.raises(ValueError, match="not in this deck"):
        position(("AS", ""), beginner=True)
    game = position(("7D", ""), start="field", draw="5C")
    check_invariants(game)
    assert game.hands[0] == parse_cards("7D 5C") and game.phase == "field"


def test_the_jump_to_the_examples_tells_where_the_planted_crops_went():
    """Issue 41, item 4: 'Some turns later, turn 13' and the A♣ Q♣ K♥ just planted had
    vanished without a word.  The sentence says where, and the engine's events say so too."""
    from rules.harvest.events import CardBlownAway, CardMoved
    from rules.i18n import speaking

    index = next(i for i, step in enumerate(LESSON.steps) if step.accepts[:1] == ("graze 6H 3C",))
    game = game_at(index)
    with speaking("en"):
        sentence = LESSON.sentence(index, game)
    assert "You moved A♣ Q♣ K♥ back to your barn; North's spades blew away K♥ and Q♣." in sentence
    events = game.opening_events
    home = {str(e.card) for e in events if isinstance(e, CardMoved) and e.seat == PERSON and e.to == "barn"}
    blown = {str(e.target) for e in events if isinstance(e, CardBlownAway) and e.seat == 1}
    assert {"AC", "QC", "KH"} <= home and blown == {"KH", "QC"}


def test_the_reconstructions_are_said_where_they_are_taught():
    """Issue 41, item 5: step 2's label covered the card values only, not the field
    limit (harvest.md: its definition is lost); 'feeding' is the project's name."""
    from rules.i18n import speaking

    with speaking("en"):
        sow = LESSON.sentence(1, game_at(1))
        assert "(limit and values: this project's reconstruction)" in sow
        for index in (13, 14):
            assert "project's" in LESSON.sentence(index, game_at(index)).split("Example 1")[0]


def test_moving_a_crop_back_to_the_barn_is_refused_for_what_it_does():
    """Issue 41, item 1: at step 8 the playtester moved A♣ back to the barn ('both
    ways') and was told Q♣ is a club honour: the reason is about moving back."""
    from rules.i18n import speaking

    for index in (7, 8):
        game = game_at(index)
        assert "barn AC" in [str(a) for a in game.legal_actions(PERSON)]
        with speaking("en"):
            refusal = LESSON.refusal(index, game, "barn AC")
        assert refusal is not None and "not to move A♣ back to your barn: growing goes both ways" in refusal


def test_the_done_before_norths_turn_says_what_comes_first():
    """A playtest: step 17 said "Say done: North's turn follows", and after d
    the person's own field time drew 3♠ (the spade step 20 plays) and field
    time and sowing passed by themselves first. The sentence says so, and it
    is what the engine does."""
    from rules.harvest.events import CardDrawn, SeasonStarted
    from rules.i18n import speaking

    index = next(i for i, step in enumerate(LESSON.steps) if "defending comes next" in step.why)
    game = game_at(index)
    with speaking("en"):
        sentence = LESSON.sentence(index, game)
    assert "you draw 3♠" in sentence and "field time and sowing pass by themselves" in sentence
    events = list(game.apply(PERSON, LESSON.steps[index].answer(game)))
    LESSON.play_on(game, None, events)
    seasons = [(e.season, e.active) for e in events if isinstance(e, SeasonStarted)]
    assert seasons[:3] == [("field", PERSON), ("sowing", PERSON), ("harvest", 1)], seasons
    drawn = next(e for e in events if isinstance(e, CardDrawn))
    assert drawn.seat == PERSON and parse_cards("3S")[0] in game.view(PERSON).hand
    spade = LESSON.steps[index + 3].accepts[0]
    assert spade == "spade 3S JC"  # the card drawn is the one the weather step plays


def step(notation: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps) if s.accepts[:1] == (notation,))


def test_step_6_refuses_for_the_lessons_order():
    """A playtest: sowing Q♣ at step 6 was refused with what K♥ would show
    later; the reason is the order, K♥ now and Q♣ at the next step."""
    index = step("sow KH")
    refusal = LESSON.refusal(index, game_at(index), "sow QC")
    assert refusal is not None and "the lesson sows K♥ first and Q♣ at the next step" in refusal, refusal
    assert LESSON.steps[index + 1].accepts == ("sow QC",)  # as it says


def test_step_18_says_in_the_log_why_the_jack_is_lifted():
    """The message line says '(the log says why)': the step's sentence says it."""
    index = step("lift JC 3C")
    sentence = LESSON.sentence(index, game_at(index))
    assert sentence.endswith("lift J♣ to the top (enter), and J♣ would be satiated, A♥ go home."), sentence


def test_step_21_places_the_passes_in_north_s_turn():
    """A playtest: 'Both passed' stood under the passes of the person's next
    turn in the log; the passes it means were in North's turn before."""
    index = step("spade 3S JC") + 1
    game = game_at(index)
    sentence = LESSON.sentence(index, game)
    assert sentence.startswith(f"In North's turn {game.turn - 1}, after your 3♠ both passed"), sentence
    storm = game_at(index - 1).view(PERSON)  # the spade's step: North's turn, the one before
    assert (storm.turn, storm.turn_number) == (1, game.turn - 1)
