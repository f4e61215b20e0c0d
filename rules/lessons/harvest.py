"""Skördespelet taught by playing, in its source's order: field time first
("when you first learn the game, skip to step six"), then sowing, growing,
harvest and scoring, then grazing with the source's examples played on
North's harvest, then defending in North's turn (reordering its grazers,
a spade in its weather time), and the ace of spades last.

One game from the deal to turn 16: every position is the one before
played on through the engine (``Step.then`` names the person's moves in
the one jump, from turn 5 to turn 13), so every card has one place, the
fields grow one diamond a turn at most, and the draw pile only shrinks.
North plays a fixed plan (``PLAN``: a function of the turn it sees), and
passes or says done elsewhere.  The source's second example needs the
4♥ and 4♣ that its first and third use up, so another game, dealt for it
and played on from its start the same way, ends the lesson: it is the
beginner variant the person plays next, which is also how North tells
it from the first (``SECOND_PLAN``).  Every claim a sentence makes is one
the engine enforces (tests/rules/lessons/test_harvest_lesson.py,
test_consistency.py).
"""

from __future__ import annotations

from rules.core import Action
from rules.harvest.actions import DONE, PASS, Done, PlayField, ToBarn, first_pick
from rules.harvest.game import HarvestGame
from rules.harvest.hints import marks_of, move_words
from rules.harvest.position import position
from rules.harvest.view import HarvestView
from rules.i18n import N_

from .steps import Lesson, Rule, Step

# The deal: South starts; ♦A lies on North's field, as the rules give it to
# the player who does not start.  The draw pile's top cards (top first) are
# drawn turn by turn, South at odd turns, North at even ones.
SOUTH = "AC KH 8D 2D 3C 4C 4D"
NORTH = "3D 6D 7D AH 2C JC 4S"
DRAWS = "QC 9D 9S 4H 5D 5S 2H 10D QH 6H 8C JH 3S KD AS"

# North's moves by turn: it sows what the examples graze on, and its spades
# take the person's king and queen out of the barn, so that the person's
# score stays under 20 until the lesson's end; at every other decision it
# passes or says done.
PLAN: dict[int, tuple[str, ...]] = {
    2: ("field 3D", "sow AH", "sow 2C", "sow JC"),
    4: ("field 6D",),
    6: ("field 7D", "sow 4H"),
    8: ("spade 4S KH", "field 9D"),
    10: ("spade 5S QC", "field 10D", "sow 6H"),
    12: ("grow 6H", "grow 4H", "grow 2C", "sow JH"),
    14: ("graze 3C JC", "graze 3C AH"),
}


# The second game's deal (the beginner variant: no ♠A), for the source's
# second example: each four needs a field of four diamonds, so North sows
# 4♥ at turn 6 and grows it at turn 8, and the person, who starts, sows 4♣
# at turn 7 and grazes at turn 9.  Nobody holds a spade.  The person holds
# one diamond at a time (its next is drawn each turn), so the diamond the
# first step takes is the one the jump's moves follow on from.
SECOND_SOUTH = "4C 2H 3D 10C 9H 8C 7H"
SECOND_NORTH = "4H 2D 6D 10D 6H 7C 5H"
SECOND_DRAWS = "9C JD 5D KD 7D QD 8D 6C 5C"

SECOND_PLAN: dict[int, tuple[str, ...]] = {
    2: ("field 2D",),
    4: ("field 6D",),
    6: ("field 10D", "sow 4H"),
    8: ("grow 4H",),
}


def north(view: HarvestView, legal: list[Action]) -> Action:
    """North's move: its plan for this turn (the second game's in the
    beginner variant), else pass in weather time and done elsewhere (a
    function of what it sees, like a computer player)."""
    plan = SECOND_PLAN if view.beginner else PLAN
    for text in plan.get(view.turn_number, ()):
        for action in legal:
            if str(action) == text:
                return action
    return PASS if PASS in legal else DONE


def _deal():
    """Turn 1: South's harvest, grazing and weather have nothing in them
    (both pass the weather), so its first decision is at field time."""
    return position((SOUTH, NORTH), fields=(0, 1), draw=DRAWS, seed=11)


def _second_deal() -> HarvestGame:
    """Another game at its start, South to begin, ♦A on North's field:
    as the first, South's first decision is at field time."""
    return position((SECOND_SOUTH, SECOND_NORTH), fields=(0, 1), draw=SECOND_DRAWS, seed=12, beginner=True)


# The person's turns between the first harvest and the grazing examples:
# sow what will graze, keep the harvest small (a crop in the barn scores
# nothing), and draw the spade the defence needs.
TO_THE_EXAMPLES = (
    "done", "field 4D", "sow 3C",  # turn 5
    "barn AC", "barn QC", "barn KH", "done", "field 5D", "sow 4C", "sow 2H",  # turn 7
    "done", "sow QH",  # turn 9
    "done",  # turn 11
)


# The person's turns 1-7 of the second game: a diamond each turn, a crop
# (2♥) grown into the harvest so that a turn has something to grow, and
# 4♣ sown as soon as the field holds four diamonds.
TO_THE_SECOND_EXAMPLE = (
    "field 5D", "sow 2H",  # turn 3
    "grow 2H", "done", "field 7D",  # turn 5
    "done", "field 8D", "sow 4C",  # turn 7
)


def facts(game) -> dict:
    """The numbers a step's sentence names, as the engine holds them."""
    return {"turn": game.turn, "last": game.turn - 1, "mine": game.totals[0], "theirs": game.totals[1]}


# d while the source's examples are being grazed: why not, in words about d
GRAZING_ON = ((Done, N_("done would end your grazing, and the source's examples are not all grazed yet.")),)

# back to the barn while the lesson grows its crops: allowed (growing goes both ways), and why not now
GROWING_ON = ((ToBarn, N_("growing goes both ways, but a card in your barn scores nothing; the lesson moves "
                          "cards back later, between two steps.")),)

LATER = N_("Some turns later, turn {turn}: you have {mine} points, North {theirs}.")


STEPS = (
    # Field time and sowing ---------------------------------------------------
    Step(N_("Field time, 6th of your turn's seven seasons (their order: this project's reconstruction). You "
            "drew a card; you may put ONE diamond from hand on your field pile. Only how many lie there counts. "
            "Put a diamond on your field."),
         N_("put a diamond on your field"),
         N_("your diamonds are your field limit: with none, you can sow nothing."),
         ("field 8D",), also=(PlayField,), position=_deal),
    Step(N_("Sowing time, the last season: sow hearts and clubs from hand to your barn, each worth at most "
            "your field's diamonds (the field limit); A 1, J Q K 2, others their number (limit and values: "
            "this project's reconstruction). Sow {ace}."),
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
         N_("the lesson sows {king} first and {queen} at the next step; both fit your field limit of 2."),
         ("sow KH",), cards=(("king", "KH"), ("queen", "QC"))),
    Step(N_("As many as you like, each within the field limit: sow {queen} too."),
         N_("sow {queen}"),
         N_("{queen} fits your field limit of 2 as well."),
         ("sow QC",), cards=(("queen", "QC"),)),
    Step(N_("Harvest time, your turn's first season, scored: {ace} 1, +1 as a club honour (A, J, Q, K; "
            "honours are this project's reconstruction): {mine} points. Cards stay and score each turn; first "
            "to 20 wins. Move {queen} to your harvest."),
         N_("move {queen} to your harvest"),
         N_("{queen} is a club honour: it scores one extra."),
         ("grow QC",), cards=(("ace", "AC"), ("queen", "QC")),
         whys=GROWING_ON),
    Step(N_("A heart honour's bonus is never for scoring (it is for staying, as grazing and weather will "
            "show; the bonus rule is this project's reconstruction): {king} scores its 2. Move it to your "
            "harvest too."),
         N_("move {king} to your harvest"),
         N_("{king} scores only from your harvest."),
         ("grow KH",), cards=(("king", "KH"),),
         whys=GROWING_ON),
    # Grazing: the source's examples, on North's harvest ----------------------------
    Step(N_("Grazing: pick a card of North's harvest (the pasture), then barn cards on it, each on top. "
            "Example 1: {bottom} under {top} on {pasture}."),
         N_("graze {pasture} with {bottom}"),
         N_("in the source's example {bottom} lies at the bottom, and each new grazer goes on top."),
         ("graze 6H 3C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C"), ("ace", "AC"),
                                  ("queen", "QC"), ("king", "KH")),
         first_why=N_("the source's first example grazes {pasture}, worth 6, with {bottom} and {top}: 3 + 4 = 7 "
                      "can eat it."),
         then=TO_THE_EXAMPLES, jump=N_("Some turns later, turn {turn}: {mine} points to North's {theirs}. You moved "
                                       "{ace} {queen} {king} back to your barn; North's spades blew away {king} "
                                       "and {queen}."),
         whys=GRAZING_ON),
    Step(N_("Now {top} on top of {bottom}. You may graze more of North's harvest in the same turn: the "
            "source's third and fourth examples come next."),
         N_("graze {pasture} with {top}"),
         N_("{top} goes on top, as in the source's example."),
         ("graze 6H 4C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C")),
         first_why=N_("{top} joins {bottom} on {pasture}: together, 3 + 4 = 7 can eat its 6, as in the source's "
                      "first example."),
         whys=GRAZING_ON),
    Step(N_("Source example 3, on North's {pasture}: {queen} on top of {two}. Put {two} on {pasture} first: "
            "the cursor is on it; enter picks it in place of {six}, then {two}."),
         N_("graze {pasture} with {two}"),
         N_("in the source's example {two} lies at the bottom."),
         ("graze 4H 2H",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H"), ("six", "6H")),
         first_why=N_("the source's third example grazes {pasture}, worth 4, with {two} and {queen}: 2 + 2 = 4 "
                      "can eat it."),
         whys=GRAZING_ON),
    Step(N_("Then {queen} on top."),
         N_("graze {pasture} with {queen}"),
         N_("{queen} goes on top, as in the source's example."),
         ("graze 4H QH",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H")),
         first_why=N_("{queen} joins {two} on {pasture}: together, 2 + 2 = 4 can eat its 4, as in the source's "
                      "third example."),
         whys=GRAZING_ON),
    Step(N_("Source example 4: graze North's {two} with {ace}. Your barn is empty then: North may reorder your "
            "grazers (here it keeps them), both may play spades (nobody can), and feeding time (its name is this "
            "project's) settles every stack."),
         N_("graze {two} with {ace}"),
         N_("that is the source's fourth example."),
         ("graze 2C AC",), cards=(("two", "2C"), ("ace", "AC")),
         first_why=N_("the source's fourth example grazes {two}, worth 2, with {ace}, a club honour: 1 + 1 = 2 "
                      "can eat it."),
         whys=GRAZING_ON),
    Step(N_("Feeding (the project's name) settled the three stacks. Example 1: 4 + 3 = 7 is at least 6, so "
            "{pasture} is eaten. From the top, grazers are satiated while their sum stays within 6: {top} is; "
            "{bottom} would make 7, so it went home. Move {bottom} to your harvest."),
         N_("move {bottom} to your harvest"),
         N_("{bottom} scores only from your harvest."),
         ("grow 3C",), cards=(("pasture", "6H"), ("bottom", "3C"), ("top", "4C"))),
    Step(N_("Example 3: {queen} and {two} take 2 + 2 = 4, enough for {pasture}. A heart honour's bonus is for "
            "staying (this project's reconstruction): {queen} needs 3 to be satiated, within 4; {two} would "
            "make 5, so it went home. Move {two} to your harvest."),
         N_("move {two} to your harvest"),
         N_("{two} scores only from your harvest."),
         ("grow 2H",), cards=(("pasture", "4H"), ("queen", "QH"), ("two", "2H"))),
    Step(N_("Example 4: a club honour's bonus is for removing (this project's reconstruction): {ace} took 1 + 1 "
            "= 2 and ate {two} (2), which satiated it (1 ≤ 2). Say done: you draw {three} (needed later); field "
            "time and sowing pass by themselves; North's turn."),
         N_("say done now"),
         N_("defending comes next in the lesson."),
         ("done",), cards=(("two", "2C"), ("ace", "AC"), ("three", "3S"))),
    # Defending in North's turn: reordering and weather ------------------------------
    Step(N_("North's turn {turn}: it grazes your {pasture} with {jack}, {ace} on top: 3 + 1 eats 3; from the "
            "top, {ace} (2 to stay) is satiated, {jack} (4) goes home. You own the pasture: lift {jack} to the "
            "top (enter), and {jack} would be satiated, {ace} go home."),
         N_("lift {jack} to the top"),
         N_("with {jack} on top, {jack} is satiated and {ace} goes home."),
         ("lift JC 3C",), cards=(("pasture", "3C"), ("jack", "JC"), ("ace", "AH"))),
    Step(N_("{jack} is on top now. Say done: weather time comes next, where a spade, within the field limit, "
            "blows away a crop in play worth 1 less or lower; a heart honour, 2 less (its bonus: this "
            "project's reconstruction)."),
         N_("say done now"),
         N_("the order is as you want it."),
         ("done",), cards=(("jack", "JC"),)),
    Step(N_("Weather time: both may play spades, North first, as the active player: it passed (who plays "
            "when: this project's reconstruction). Not North's {heart}, a heart honour (try it): blow away "
            "{jack} with {three}."),
         N_("blow away {jack} with {three}"),
         N_("without {jack}, {ace} (1) cannot eat {pasture} (3)."),
         ("spade 3S JC",), cards=(("heart", "JH"), ("three", "3S"), ("jack", "JC"), ("ace", "AH"),
                                  ("pasture", "3C"))),
    Step(N_("In North's turn {last}, after your {three} both passed; feeding: {ace} alone (1) could not eat "
            "{pasture} (3), and {pasture} satiated it: North lost both grazers, {pasture} is back in your harvest. "
            "Your turn {turn}: {mine} points. Say done."),
         N_("say done now"),
         N_("the ace of spades comes next in the lesson."),
         ("done",), cards=(("ace", "AH"), ("pasture", "3C"), ("three", "3S"))),
    Step(N_("North's turn {turn}; you drew {ace} at field time. The ace of spades is the worst storm: it blows "
            "away any heart or club, whatever its value, and it is worth only 1 for the field limit. Blow away "
            "{heart}, the heart honour {three} could not reach, with {ace}."),
         N_("blow away {heart} with {ace}"),
         N_("{heart} is North's only crop, and {ace} can take it."),
         ("spade AS JH",), cards=(("ace", "AS"), ("heart", "JH"), ("three", "3S"))),
    # The source's second example, in a game of its own ----------------------------------
    Step(N_("Your {four} needs a field limit of 4: four diamonds, one a turn. Put one on your field."),
         N_("put a diamond on your field"),
         N_("{four} needs four diamonds on your field, and a field takes one a turn."),
         ("field 3D",), also=(PlayField,), cards=(("four", "4C"),), position=_second_deal,
         jump=N_("Another game (we leave the first after your ace of spades blew away J♥), in the beginner "
                 "variant, for the source's second example: a four on a four.")),
    Step(N_("Source example 2: North grew {pasture} into its harvest; {four} is in your barn. Graze "
            "{pasture} with {four}. One grazer, no spade in either hand: feeding settles it."),
         N_("graze {pasture} with {four}"),
         N_("that is the source's second example."),
         ("graze 4H 4C",), cards=(("pasture", "4H"), ("four", "4C")),
         first_why=N_("the source's second example grazes {pasture}, worth 4, with {four}: 4 can eat it."),
         then=TO_THE_SECOND_EXAMPLE, jump=LATER),
    Step(N_("Feeding, example 2: {four} takes 4, enough to eat {pasture} (4 to stay), and {pasture} takes 4, "
            "enough to satiate {four} (4 to stay): both went to the discard pile. Neither is an honour, so "
            "no bonus. Say done."),
         N_("say done now"),
         N_("that was the source's last example; the lesson ends here."),
         ("done",), cards=(("pasture", "4H"), ("four", "4C"))),
)

RULES = (
    Rule(N_("first to 20 wins, at once"), "First to 20 points wins", told_last=True),
    Rule(N_("first to 20 wins, at once"), "At 20 or more you win immediately", told_last=True),
    Rule(N_("hearts and clubs are the crops"), "the crops", 2, ("CardSown",)),
    Rule(N_("diamonds: only their count matters"), "only their count matters", 1, ("FieldPlayed",)),
    Rule(N_("spades are bad weather"), "spades are bad weather", 20, ("CardBlownAway",)),
    Rule(N_("card values"), "Ace = 1; 2–10 = the number", 2, ("CardSown",), reconstruction=True),
    Rule(N_("honours: A, J, Q, K"), "Honours are A, J, Q, K", 8, ("Harvested",), reconstruction=True),
    Rule(N_("diamonds have no value"), "Diamonds have no value", 1, ("FieldPlayed",), reconstruction=True),
    Rule(N_("the honour bonus"), "heart-honour bonus is always for staying", 16, ("StackFed",),
         reconstruction=True),
    Rule(N_("stay: a heart honour counts 1 more"), "if c is a heart honour", 16, ("StackFed",),
         reconstruction=True),
    Rule(N_("take: a club honour counts 1 more"), "if c is a club honour", 17, ("StackFed",), reconstruction=True),
    Rule(N_("the piles"), "field pile (åkerhög", 1, ("FieldPlayed",)),
    Rule(N_("♦A goes to the player who does not start"), "Take out ♦A"),
    Rule(N_("the beginner variant"), 'Variant "beginner"', 23, ("option beginner",)),
    Rule(N_("jokers"), 'Variant "jokers"'),
    Rule(N_("seven cards each and the draw pile"), "deal 7 cards each"),
    Rule(N_("the order of the seasons"), "Reconstruction of the order", 1, ("SeasonStarted",),
         reconstruction=True),
    Rule(N_("harvest time"), "Harvest time", 8, ("Harvested",)),
    Rule(N_("grazing time"), "Grazing time", 10, ("Graze",)),
    Rule(N_("the owner reorders the grazers"), "opponent may reorder the grazers", 18, ("Lift",)),
    Rule(N_("weather time"), "Weather time", 20, ("PlaySpade",)),
    Rule(N_("weather: who plays when"), "Reconstruction of the protocol", 20, ("WeatherPassed",),
         reconstruction=True),
    Rule(N_("the ace of spades removes any crop"), "♠A removes any heart or club", 22, ("CardBlownAway",)),
    Rule(N_("feeding time"), "Feeding time", 15, ("StackFed",)),
    Rule(N_("a spade removed the pasture: its grazers survive"), "A stack whose pasture a spade removed"),
    Rule(N_("all grazers removed: the pasture survives"), "A stack whose grazers were all removed"),
    Rule(N_("growing time"), "Growing time", 3, ("Grow",)),
    Rule(N_("growing back: from the harvest to the barn"), "your own harvest pile, both ways"),
    Rule(N_("field time"), "Field time", 1, ("PlayField",)),
    Rule(N_("an empty draw pile: the discard pile shuffled"), "an empty draw pile is first replaced"),
    Rule(N_("sowing time"), "Sowing time", 2, ("Sow",)),
    Rule(N_("in the other's turn: reorder and spades"), "During the opponent's turn you only reorder", 18,
         ("Lift",)),
    Rule(N_("the field limit"), "may have a value of at most the number", 2, ("Sow",), reconstruction=True),
    Rule(N_("the source's first example"), "Pasture ♥6", 15, ("StackFed",)),
    Rule(N_("the source's second example"), "Pasture ♥4; grazer ♣4", 25, ("StackFed",)),
    Rule(N_("the source's third example"), "Pasture ♥4; grazers ♥Q", 16, ("StackFed",)),
    Rule(N_("the source's fourth example"), "Pasture ♣2", 17, ("StackFed",)),
    Rule(N_("jokers"), "2 or 4 jokers shuffled in", reconstruction=True),
    Rule(N_("a joker's storm"), "Storm: remove any one", reconstruction=True),
    Rule(N_("a joker's fence"), "Fence: dissolve one grazing stack", reconstruction=True),
    # the Ending's statement of the rule above (points come only at harvest time): one rule, told last
    Rule(N_("first to 20 wins, at once"), "First to 20 at harvest time wins", told_last=True),
    Rule(N_("a draw after 500 turns"), "no winner after 500 turns"),
)

LESSON = Lesson(
    "harvest", STEPS, north, move_words,
    N_("You have played every season of a turn, the ace of spades and, in the last steps, the beginner "
       "variant (without the ace of spades and jokers). Your first game is played in the beginner variant "
       "too, and adds the end the lesson did not reach: first to 20 wins, at once."),
    first_game={"beginner": True, "jokers": 0},
    marks=lambda view, action: marks_of(action),
    rules=RULES, facts=facts, first=first_pick,
)
