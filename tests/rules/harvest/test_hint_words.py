"""The harvest hint's comparison clause names the option not taken in the
form a clause after "than" wants: "than blowing away J♥ with 4♠", "än att
beta 3♣ med 2♥" (it read "than blow away …", "än angrip inget").  Every
kind of move and plan, in English and in Swedish."""

from __future__ import annotations

import pytest

from rules import i18n
from rules.cards import parse_card, parse_cards
from rules.harvest.actions import DONE, PASS, Graze, Grow, JokerFence, JokerStorm, Lift, PlayField, PlaySpade, Sow, ToBarn
from rules.harvest.hints import describe, hint_for, move_words
from rules.harvest.lookahead import Option, Verdict
from rules.harvest.plans import Decision

from .helpers import position

C = parse_card
MOVES = [PlaySpade(C("4S"), C("JH")), JokerStorm(C("4S"), C("JH")),
         JokerFence(C("4S"), C("JH")), PASS, Sow(C("3C")), Grow(C("AH")), ToBarn(C("AH")),
         PlayField(C("5D")), Graze(C("3C"), C("2H")), Lift(C("2H"), C("3C")), DONE]
# The option not taken: English "-ing", Swedish "att …" (a clause, not a command).
OPTION = {"en": lambda text: text.split()[0].endswith("ing"), "sv": lambda text: text.startswith("att ")}


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("move", MOVES, ids=lambda m: type(m).__name__)
def test_every_move_has_its_form_as_the_option_not_taken(language, move):
    with i18n.speaking(language):
        command, option = move_words(move), move_words(move, instead=True)
    assert OPTION[language](option), option
    assert not OPTION[language](command), command


@pytest.mark.parametrize("language", ["en", "sv"])
def test_every_plan_has_its_form_as_the_option_not_taken(language):
    view = position(active=0, step="growing", barns=("AH JH", ""), harvests=("KH", "")).view(0)
    plans = [(), ((C("3C"), parse_cards("2H JH")),), frozenset(parse_cards("AH KH")), PASS]
    with i18n.speaking(language):
        for plan in plans:
            option = describe(view, plan, instead=True)
            assert OPTION[language](option), option
            assert not OPTION[language](describe(view, plan)), plan


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Pass: 6.8 points more on average than blowing away J♥ with 4♠, over 24 sampled deals."),
    ("sv", "Passa: 6,8 poäng mer i snitt än att blåsa bort Kn♥ med 4♠, över 24 slumpade givar."),
])
def test_the_whole_hint_reads_as_one_sentence(language, said):
    view = position(active=0, step="growing").view(0)
    storm = PlaySpade(C("4S"), C("JH"))
    verdict = Verdict((Option(PASS, lambda g: None, PASS), Option(storm, lambda g: None, storm)), (3.0, -3.8), 24)
    with i18n.speaking(language):
        assert hint_for(view, Decision(PASS, verdict)).reason == said


def test_a_hint_marks_every_card_its_words_name():
    """"Move A♥, J♥ and K♥ to your harvest" marked K♥ alone (the first step
    towards that harvest); an attack of two stacks marked its first graze."""
    view = position(active=0, step="growing", barns=("AH JH KH 3C", ""), harvests=("QH", "")).view(0)
    harvest = frozenset(parse_cards("AH JH KH"))
    verdict = Verdict((Option(Grow(C("KH")), lambda g: None, harvest),
                       Option(DONE, lambda g: None, frozenset(parse_cards("QH")))), (5.0, 1.0), 24)
    hint = hint_for(view, Decision(Grow(C("KH")), verdict))
    assert hint.reason.startswith("Move A♥, J♥ and K♥ to your harvest and Q♥ back to your barn:"), hint.reason
    assert set(hint.marks) == set(parse_cards("AH JH KH QH"))
    attack = ((C("3C"), parse_cards("2H JH")), (C("5C"), parse_cards("4H")))
    graze = Graze(C("3C"), C("2H"))
    verdict = Verdict((Option(graze, lambda g: None, attack), Option(DONE, lambda g: None, ())), (5.0, 1.0), 24)
    assert set(hint_for(view, Decision(graze, verdict)).marks) == set(parse_cards("3C 2H JH 5C 4H"))
