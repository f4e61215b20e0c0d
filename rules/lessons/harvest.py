"""Skördespelet taught by playing, in its source's order: field time first
("when you first learn the game, skip to step six"), then sowing, growing,
harvest and scoring, then grazing with the source's four worked examples
played as positions, then weather, and the ace of spades last.

North answers every decision with pass or done, so each position goes as
the sentences say; every claim a sentence makes is one the engine enforces
(tests/rules/lessons/test_harvest_lesson.py plays each step and checks
the piles the sentences describe).
"""

from __future__ import annotations

from functools import partial

from rules.harvest.actions import DONE, PASS, PlayField
from rules.harvest.hints import marks_of, move_words
from rules.harvest.position import position
from rules.i18n import N_

from .steps import Lesson, Step

# North's hand in every position: it only ever passes or says done.
NORTH = "2S 4S 5C 7H 8C 9H 10C"


def idle(view, legal):
    """North's answer to everything: pass in weather time, done elsewhere."""
    return PASS if PASS in legal else DONE


def _first_turns():
    """South's first turn at field time; the draws come as the steps say."""
    return position(("9S 3H AC 8D KH 6C 2D", NORTH), start="field", fields=(0, 1),
                    draw="QC 10S 4D JS 5D", seed=11)


def _grazing(barn: str, pasture: str, seed: int):
    """South's turn from harvest time: ``barn`` against North's ``pasture``;
    South's own harvest (5♥) keeps a growing decision after the feeding."""
    return position(("7D 8H", NORTH), start="harvest", fields=(6, 6), barns=(barn, ""),
                    harvests=("5H", pasture), turn=9, scores=(5, 5), seed=seed)


def _weather():
    return position(("7S 3S 9D", NORTH), start="harvest", fields=(7, 5), harvests=("5H", "6C JH 2C"),
                    turn=11, scores=(9, 8), seed=17)


def _ace_of_spades():
    return position(("AS 9D", NORTH), start="harvest", fields=(1, 6), harvests=("", "10H"),
                    turn=13, scores=(9, 12), seed=19)


STEPS = (
    # Field time and sowing ---------------------------------------------------
    Step(N_("Field time, step six of the seven seasons of your turn: you drew a card, and now you may put "
            "ONE diamond from your hand on your field pile. Only how many diamonds lie there counts, "
            "never their value. Put a diamond on your field."),
         N_("put a diamond on your field"),
         N_("the number of diamonds on your field is your field limit, and with none you can sow nothing."),
         ("field 8D",), also=(PlayField,), position=_first_turns),
    Step(N_("Sowing time, the last season: sow hearts (poppies) and clubs (clover) from hand into your barn. A "
            "card from hand may be worth at most your diamonds on the field (the field limit): ace 1; jack, "
            "queen, king 2; others their number. Sow {ace}."),
         N_("sow {ace}"),
         N_("{ace} is the card your field limit lets you sow now."),
         ("sow AC",), cards=(("ace", "AC"),)),
    # Growing, harvest and scoring ------------------------------------------------
    Step(N_("North has played its turn. Yours again: growing time. Move cards freely between your barn and "
            "your harvest pile, both ways. Only the harvest pile scores, at the start of each of your turns. "
            "Move {ace} to your harvest."),
         N_("move {ace} to your harvest"),
         N_("a card scores only from your harvest pile."),
         ("grow AC",), cards=(("ace", "AC"),)),
    Step(N_("Say done (d): field time comes next."),
         N_("say done now"),
         N_("{ace} scores only from your harvest."),
         ("done",), cards=(("ace", "AC"),)),
    Step(N_("Field time again: put another diamond on your field. Two diamonds: a field limit of 2."),
         N_("put a diamond on your field"),
         N_("a second diamond lets you sow cards worth 2."),
         ("field 2D",), also=(PlayField,)),
    Step(N_("Sowing with a field limit of 2: a king is worth 2, so it fits now. Sow {king}."),
         N_("sow {king}"),
         N_("the lesson grows {king} next turn, to show what a heart honour scores."),
         ("sow KH",), cards=(("king", "KH"),)),
    Step(N_("As many as you like, each within the field limit: sow {queen} too."),
         N_("sow {queen}"),
         N_("{queen} fits your field limit of 2 as well."),
         ("sow QC",), cards=(("queen", "QC"),)),
    Step(N_("Harvest time, the first season of your turn, scored your harvest: {ace} is worth 1, +1 as a club "
            "honour (A, J, Q, K of clubs): 2 points. Cards stay and score every turn; first to 20 wins. Move "
            "{queen} to your harvest."),
         N_("move {queen} to your harvest"),
         N_("{queen} is a club honour: it scores one extra."),
         ("grow QC",), cards=(("ace", "AC"), ("queen", "QC"))),
    Step(N_("A heart honour's bonus is never for scoring (it is for staying, as grazing and weather will "
            "show): {king} scores its 2. Move it to your harvest too."),
         N_("move {king} to your harvest"),
         N_("{king} scores only from your harvest."),
         ("grow KH",), cards=(("king", "KH"),)),
    # Grazing: the source's four examples ------------------------------------------
    Step(N_("Grazing time: attack North's harvest from your barn. Pick a card of North's harvest (the pasture), "
            "then barn cards to graze on it; each new one goes on top. Source example 1: {bottom} under {top} "
            "on {pasture}. Pick {pasture}, then {bottom}."),
         N_("graze {pasture} with {bottom}"),
         N_("in the source's example {bottom} lies at the bottom, and each new grazer goes on top."),
         ("graze 6H 3C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C")),
         position=partial(_grazing, "3C 4C", "6H", 21)),
    Step(N_("Now {top} on top of {bottom}. Then North may reorder your grazers (here it keeps them), both "
            "may play spades, and feeding time settles the stack."),
         N_("graze {pasture} with {top}"),
         N_("{top} goes on top, as in the source's example."),
         ("graze 6H 4C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C"))),
    Step(N_("Feeding: 4 + 3 = 7 is at least 6, so {pasture} is eaten. Grazers are satiated one by one from the "
            "top while their sum stays within 6: {top} is; {bottom} would make 7, so it went home to your barn. "
            "Say done."),
         N_("say done now"),
         N_("the next example waits."),
         ("done",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C"))),
    Step(N_("Second example: pasture {pasture}, one grazer, {grazer}. Graze {pasture} with {grazer}."),
         N_("graze {pasture} with {grazer}"),
         N_("that is the source's second example."),
         ("graze 4H 4C",), cards=(("pasture", "4H"), ("grazer", "4C")),
         position=partial(_grazing, "4C", "4H", 22)),
    Step(N_("4 is at least 4: {pasture} is eaten; and 4 is within 4: {pasture} satiates {grazer}. Both are "
            "taken at once, so both went to the discard pile. Say done."),
         N_("say done now"),
         N_("the next example waits."),
         ("done",), cards=(("pasture", "4H"), ("grazer", "4C"))),
    Step(N_("Third example: pasture {pasture}, {queen} on top of {two}. Put {two} on {pasture} first."),
         N_("graze {pasture} with {two}"),
         N_("in the source's example {two} lies at the bottom."),
         ("graze 4H 2H",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H")),
         position=partial(_grazing, "QH 2H", "4H", 23)),
    Step(N_("Then {queen} on top."),
         N_("graze {pasture} with {queen}"),
         N_("{queen} goes on top, as in the source's example."),
         ("graze 4H QH",), cards=(("pasture", "4H"), ("queen", "QH"))),
    Step(N_("{queen} and {two} take 2 + 2 = 4, enough for {pasture}. A heart honour's bonus is for staying: "
            "{queen} needs 2 + 1 = 3 to be satiated, which fits within 4; {two} would make 5, so it went "
            "home. Say done."),
         N_("say done now"),
         N_("the next example waits."),
         ("done",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H"))),
    Step(N_("Fourth example: a club honour's bonus is for removing, so {ace} takes 1 + 1 = 2. Graze {two} "
            "with {ace}."),
         N_("graze {two} with {ace}"),
         N_("that is the source's fourth example."),
         ("graze 2C AC",), cards=(("two", "2C"), ("ace", "AC")),
         position=partial(_grazing, "AC", "2C", 24)),
    Step(N_("{ace} ate {two} (2 is at least 2), and {two} satiated {ace} (1 is within 2): both are gone. "
            "Say done."),
         N_("say done now"),
         N_("weather time is next in the lesson."),
         ("done",), cards=(("two", "2C"), ("ace", "AC"))),
    # Weather and the ace of spades -------------------------------------------------
    Step(N_("Weather time: both players may play spades, one at a time, until both pass. Within the field "
            "limit, a spade blows away a heart or club in play (never in a hand) worth at least 1 less; a heart "
            "honour, 2 less. Pick {seven}, then {six}."),
         N_("blow away {six} with {seven}"),
         N_("{six} is the most that {seven} can blow away."),
         ("spade 7S 6C",), cards=(("seven", "7S"), ("six", "6C")), position=_weather),
    Step(N_("{jack} is a heart honour: it stays with 2 + 1 = 3, so {three} cannot blow it away (try it). "
            "Blow away {two} with {three}."),
         N_("blow away {two} with {three}"),
         N_("{three} can blow away a card worth 2 at most, and {two} is North's."),
         ("spade 3S 2C",), cards=(("jack", "JH"), ("three", "3S"), ("two", "2C"))),
    Step(N_("The ace of spades is the worst storm: it blows away any heart or club, whatever its value, and "
            "it is worth only 1 for the field limit. Blow away {ten} with {ace}."),
         N_("blow away {ten} with {ace}"),
         N_("{ten} is North's best card, and {ace} can take it."),
         ("spade AS 10H",), cards=(("ace", "AS"), ("ten", "10H")), position=_ace_of_spades),
)

LESSON = Lesson(
    "harvest", STEPS, idle, move_words,
    N_("That is the whole turn. Your first game: the beginner variant, without the ace of spades and "
       "without jokers."),
    first_game={"beginner": True, "jokers": 0},
    marks=lambda view, action: marks_of(action),
)
