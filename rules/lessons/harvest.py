"""Skördespelet taught by playing, in its source's order: field time first
("when you first learn the game, skip to step six"), then sowing, growing,
harvest and scoring, then grazing with the source's four worked examples
played as positions, then defending in North's turn (reordering its
grazers, spades in its weather time), and the ace of spades last.

North answers every decision with pass or done (its grazing in the defence
position is played by the engine as the position is built), so each position goes as
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

from .steps import Lesson, Rule, Step

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


def _defence():
    """North's turn: it grazes the person's 5♥ with 4♣ and then 3♣ on top
    (played by the engine); the person is to reorder them, then plays
    spades in North's weather time."""
    game = position(("5S 7S 3S 9D", NORTH), active=1, start="harvest", fields=(7, 5), barns=("", "4C 3C"),
                    harvests=("5H", "6C JH 2C"), turn=12, scores=(12, 4), seed=17)
    for move in ("graze 5H 4C", "graze 5H 3C"):
        game.opening_events += game.apply(1, game.parse_action(1, move))
    return game


def _ace_of_spades():
    return position(("AS 9D", NORTH), start="harvest", fields=(1, 6), harvests=("", "10H"),
                    turn=15, scores=(17, 16), seed=19)


def facts(game) -> dict:
    """The numbers a step's sentence names, as the engine holds them."""
    return {"turn": game.turn, "mine": game.totals[0], "theirs": game.totals[1]}


LATER = N_("Some turns later, turn {turn}: you have {mine} points, North {theirs}.")
AGAIN = N_("The same turn again, set up with other cards for the source's next example.")


STEPS = (
    # Field time and sowing ---------------------------------------------------
    Step(N_("Field time, 6th of your turn's seven seasons (their order: this project's reconstruction). You "
            "drew a card; you may put ONE diamond from hand on your field pile. Only how many lie there counts. "
            "Put a diamond on your field."),
         N_("put a diamond on your field"),
         N_("your diamonds are your field limit: with none, you can sow nothing."),
         ("field 8D",), also=(PlayField,), position=_first_turns),
    Step(N_("Sowing time, the last season: sow hearts (poppies) and clubs (clover) from hand to your barn, "
            "each worth at most your field's diamonds (the field limit): A 1; J, Q, K 2; others their number "
            "(this project's reconstruction). Sow {ace}."),
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
    Step(N_("Harvest time, your turn's first season, scored: {ace} 1, +1 as a club honour (A, J, Q, K; "
            "honours are this project's reconstruction): {mine} points. Cards stay and score each turn; first "
            "to 20 wins. Move {queen} to your harvest."),
         N_("move {queen} to your harvest"),
         N_("{queen} is a club honour: it scores one extra."),
         ("grow QC",), cards=(("ace", "AC"), ("queen", "QC"))),
    Step(N_("A heart honour's bonus is never for scoring (it is for staying, as grazing and weather will "
            "show): {king} scores its 2. Move it to your harvest too."),
         N_("move {king} to your harvest"),
         N_("{king} scores only from your harvest."),
         ("grow KH",), cards=(("king", "KH"),)),
    # Grazing: the source's four examples ------------------------------------------
    Step(N_("Grazing time: attack North's harvest from your barn. Pick a card there (the pasture), then barn "
            "cards to graze on it, each on top. Source example 1: {bottom} under {top} on {pasture}. Pick "
            "{pasture}, then {bottom}."),
         N_("graze {pasture} with {bottom}"),
         N_("in the source's example {bottom} lies at the bottom, and each new grazer goes on top."),
         ("graze 6H 3C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C")),
         position=partial(_grazing, "3C 4C", "6H", 21), jump=LATER),
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
         position=partial(_grazing, "4C", "4H", 22), jump=AGAIN),
    Step(N_("4 is at least 4: {pasture} is eaten; and 4 is within 4: {pasture} satiates {grazer}. Both are "
            "taken at once, so both went to the discard pile. Say done."),
         N_("say done now"),
         N_("the next example waits."),
         ("done",), cards=(("pasture", "4H"), ("grazer", "4C"))),
    Step(N_("Third example: pasture {pasture}, {queen} on top of {two}. Put {two} on {pasture} first."),
         N_("graze {pasture} with {two}"),
         N_("in the source's example {two} lies at the bottom."),
         ("graze 4H 2H",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H")),
         position=partial(_grazing, "QH 2H", "4H", 23), jump=AGAIN),
    Step(N_("Then {queen} on top."),
         N_("graze {pasture} with {queen}"),
         N_("{queen} goes on top, as in the source's example."),
         ("graze 4H QH",), cards=(("pasture", "4H"), ("queen", "QH"))),
    Step(N_("{queen} and {two} take 2 + 2 = 4, enough for {pasture}. A heart honour's bonus is for staying "
            "(this project's reconstruction): {queen} needs 3 to be satiated, within 4; {two} would make 5, so "
            "it went home. Say done."),
         N_("say done now"),
         N_("the next example waits."),
         ("done",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H"))),
    Step(N_("Fourth example: a club honour's bonus is for removing (this project's reconstruction), so {ace} "
            "takes 1 + 1 = 2. Graze {two} with {ace}."),
         N_("graze {two} with {ace}"),
         N_("that is the source's fourth example."),
         ("graze 2C AC",), cards=(("two", "2C"), ("ace", "AC")),
         position=partial(_grazing, "AC", "2C", 24), jump=AGAIN),
    Step(N_("{ace} ate {two} (2 is at least 2), and {two} satiated {ace} (1 is within 2): both are gone. "
            "Say done."),
         N_("say done now"),
         N_("defending comes next in the lesson."),
         ("done",), cards=(("two", "2C"), ("ace", "AC"))),
    # Defending in North's turn: reordering and weather ------------------------------
    Step(N_("North grazes your {pasture}: {four}, {three} on top. 7 eats 5; from the top, {three} is satiated, "
            "{four} goes home. The pasture's owner may reorder: lift {four} to the top (enter) to have it "
            "satiated."),
         N_("lift {four} to the top"),
         N_("with {four} on top, North loses 4 instead of 3."),
         ("lift 4C 5H",), cards=(("pasture", "5H"), ("four", "4C"), ("three", "3C")), position=_defence,
         jump=N_("Some turns later: North's turn {turn}; you have {mine} points, North {theirs}.")),
    Step(N_("{four} is on top now. Say done: weather time comes next."),
         N_("say done now"),
         N_("the order is as you want it."),
         ("done",), cards=(("four", "4C"),)),
    Step(N_("Weather time: both may play spades, in North's turn too; North, the active player, passed first "
            "(who plays when is this project's reconstruction). Blow away {four} with {five}: then {three} "
            "alone cannot eat {pasture}."),
         N_("blow away {four} with {five}"),
         N_("without {four}, {three} (3) cannot eat {pasture} (5)."),
         ("spade 5S 4C",), cards=(("four", "4C"), ("five", "5S"), ("three", "3C"), ("pasture", "5H"))),
    Step(N_("North passed again: one spade at a time, until both pass in a row. Within the field limit a spade "
            "blows away a crop in play (not in a hand) worth 1 less or lower; a heart honour, 2 less. Blow "
            "away {six} with {seven}."),
         N_("blow away {six} with {seven}"),
         N_("{six} is the most that {seven} can blow away."),
         ("spade 7S 6C",), cards=(("seven", "7S"), ("six", "6C"))),
    Step(N_("{jack} is a heart honour: it stays with 2 + 1 = 3, so {three} cannot blow it away (try it). "
            "Blow away {two} with {three}."),
         N_("blow away {two} with {three}"),
         N_("{three} can blow away a card worth 2 at most, and {two} is North's."),
         ("spade 3S 2C",), cards=(("jack", "JH"), ("three", "3S"), ("two", "2C"))),
    Step(N_("Both passed, and feeding settled the stack: {three} alone (3) could not eat {pasture} (5), and "
            "{pasture} satiated it: North lost both grazers, and {pasture} is back in your harvest. Your turn "
            "now, growing time: say done."),
         N_("say done now"),
         N_("the ace of spades comes next in the lesson."),
         ("done",), cards=(("three", "3C"), ("pasture", "5H"))),
    Step(N_("The ace of spades is the worst storm: it blows away any heart or club, whatever its value, and "
            "it is worth only 1 for the field limit. Blow away {ten} with {ace}."),
         N_("blow away {ten} with {ace}"),
         N_("{ten} is North's best card, and {ace} can take it."),
         ("spade AS 10H",), cards=(("ace", "AS"), ("ten", "10H")), position=_ace_of_spades, jump=LATER),
)

RULES = (
    Rule(N_("first to 20 wins, at once"), "First to 20 points wins", 8),
    Rule(N_("hearts and clubs are the crops"), "the crops", 2),
    Rule(N_("diamonds: only their count matters"), "only their count matters", 1),
    Rule(N_("spades are bad weather"), "spades are bad weather", 22),
    Rule(N_("card values"), "Ace = 1; 2–10 = the number", 2, reconstruction=True),
    Rule(N_("honours: A, J, Q, K"), "Honours are A, J, Q, K", 8, reconstruction=True),
    Rule(N_("diamonds have no value"), "Diamonds have no value", 1, reconstruction=True),
    Rule(N_("the honour bonus"), "heart-honour bonus is always for staying", 17, reconstruction=True),
    Rule(N_("stay: a heart honour counts 1 more"), "if c is a heart honour", 17, reconstruction=True),
    Rule(N_("take: a club honour counts 1 more"), "if c is a club honour", 18, reconstruction=True),
    Rule(N_("the piles"), "field pile (åkerhög", 1),
    Rule(N_("♦A goes to the player who does not start"), "Take out ♦A"),
    Rule(N_("the beginner and joker variants"), 'Variant "beginner"'),
    Rule(N_("seven cards each and the draw pile"), "deal 7 cards each"),
    Rule(N_("the order of the seasons"), "Reconstruction of the order", 1, reconstruction=True),
    Rule(N_("harvest time"), "Harvest time", 8),
    Rule(N_("grazing time"), "Grazing time", 10),
    Rule(N_("the owner reorders the grazers"), "opponent may reorder the grazers", 20),
    Rule(N_("weather time"), "Weather time", 22),
    Rule(N_("weather: who plays when"), "Reconstruction of the protocol", 22, reconstruction=True),
    Rule(N_("the ace of spades removes any crop"), "♠A removes any heart or club", 26),
    Rule(N_("feeding time"), "Feeding time", 12),
    Rule(N_("growing time"), "Growing time", 3),
    Rule(N_("field time"), "Field time", 1),
    Rule(N_("sowing time"), "Sowing time", 2),
    Rule(N_("in the other's turn: reorder and spades"), "During the opponent's turn you only reorder", 20),
    Rule(N_("the field limit"), "may have a value of at most the number", 2, reconstruction=True),
    Rule(N_("the source's first example"), "Pasture ♥6", 12),
    Rule(N_("the source's second example"), "Pasture ♥4; grazer ♣4", 14),
    Rule(N_("the source's third example"), "Pasture ♥4; grazers ♥Q", 17),
    Rule(N_("the source's fourth example"), "Pasture ♣2", 19),
    Rule(N_("jokers"), "2 or 4 jokers shuffled in", reconstruction=True),
    Rule(N_("a joker's storm"), "Storm: remove any one", reconstruction=True),
    Rule(N_("a joker's fence"), "Fence: dissolve one grazing stack", reconstruction=True),
    Rule(N_("first to 20 at harvest time"), "First to 20 at harvest time wins", 8),
    Rule(N_("a draw after 500 turns"), "no winner after 500 turns"),
)

LESSON = Lesson(
    "harvest", STEPS, idle, move_words,
    N_("You have played every season of a turn and the ace of spades. Your first game: the beginner "
       "variant, without the ace of spades and without jokers."),
    first_game={"beginner": True, "jokers": 0},
    marks=lambda view, action: marks_of(action),
    rules=RULES, facts=facts,
)
