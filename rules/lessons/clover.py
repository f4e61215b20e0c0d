"""Klöverplockarspelet taught by playing: the red starting hand and the
first turn's pick, the hand as a queue, the bouquet, the spade chain, the
clubs counted (spades + 1), the meadow going under the talon when nothing
is taken, and the meadow budget.

One game from its first turn to its seventh: every step is the one before
played on (North stops every chain and takes nothing), so every card has
one owner for the whole lesson.  The first position is built by the
engine's own constructor (rules/clover/position.py): the red starting
hands, the meadow, the talon's top cards; ``SEED`` makes the bouquets'
shuffles the ones the steps describe (the sentences name the cards the
engine holds: tests/rules/lessons/test_steps.py checks the points and
budgets they quote).

Every decision of the person's is a step (the clover table passes none
by itself), so a step may have only one legal move; the wrong key is then
one the engine refuses.
"""

from __future__ import annotations

from rules.clover.actions import DONE, STOP, Done, More, Pick, Stop
from rules.clover.hints import marks_of
from rules.clover.position import position
from rules.i18n import N_, _

from .steps import Lesson, Rule, Step

NORTH = "3D 4D 6D 7D 8D 10D 10H JH QH 6S"


def idle(view, legal):
    """North stops a chain and picks nothing."""
    return STOP if STOP in legal else DONE


def facts(game) -> dict:
    """The numbers a step's sentence names, as the engine holds them."""
    return {"turn": game.turn_number, "mine": game.totals[0], "theirs": game.totals[1]}


def words(action) -> str:
    if isinstance(action, Pick):
        return _("take {card} from the meadow").format(card=action.card.label)
    if isinstance(action, More):
        return _("play one more card")
    if isinstance(action, Stop):
        return _("stop the spade chain")
    if isinstance(action, Done):
        return _("say done")
    return str(action)


# The talon's top cards, top first; the rest lie under them in card order.
TALON = "AS 2S 5C 4S 2C 7C 6S 2D 9C 3S 4C 7S 6C 8S JC 10C"
SEED = 83  # the shuffles of the bouquets: the hand the steps below describe


def _first_turn():
    """Turn 1 of a game: both hands are red starting hands; every later
    step is this game played on (North stops every chain and takes nothing)."""
    return position("2H 9D 10H KD AH", "QD JH 10D 9H AD", meadow="3C 5S 8C KS 6H", talon=TALON, seed=SEED)


STEPS = (
    # The red starting hand and the pick ----------------------------------------------
    Step(N_("Turn {turn}. Each player starts with five red cards (hearts and diamonds are alike: red): one red ace "
            "and four worth 2 (9, 10, J, Q and K are all worth 2); which ones each gets is drawn at random "
            "(this project's reconstruction). Your first bouquet is all five: no club, so 0 points, but red "
            "cards pay for the meadow: 1 + 2 + 2 + 2 + 2 = 9. Take {eight} (cost 8)."),
         N_("take {eight} from the meadow"),
         N_("{eight} is a club: it scores when it comes round in a later bouquet."),
         ("pick 8C",), cards=(("eight", "8C"),), position=_first_turn),
    Step(N_("Each card taken is replaced at once from the talon, and the new card is yours if you can pay: "
            "{spade} came up, cost 1, and you have 1 left. Take it."),
         N_("take {spade} from the meadow"),
         N_("a spade in a later bouquet lets it play one more card and count one more club."),
         ("pick AS",), cards=(("spade", "AS"),)),
    Step(N_("Say done (d): the bouquet, played and picked cards, is shuffled and goes back in at the left end "
            "of your hand; the cards you took do nothing this turn."),
         N_("say done"),
         N_("your budget is spent."),
         ("done",)),
    # The queue hand and the bouquet ------------------------------------------------
    Step(N_("North played its turn and took nothing. Your hand is a row you cannot reorder: each turn the five "
            "rightmost cards go to your bouquet ({nine}, {spade}, {ace}, {king}, {eight}). A spade in the "
            "bouquet lets you play one more card, again the rightmost: {two}. Play it (m)."),
         N_("play one more card"),
         N_("a red card played from your hand adds its value to what you can take from the meadow."),
         ("more",), cards=(("nine", "9D"), ("spade", "AS"), ("ace", "AH"), ("king", "KD"), ("eight", "8C"),
                           ("two", "2H"))),
    Step(N_("Clubs counted: with one spade, the 2 highest clubs score, and {eight} is your only club: 8 points, "
            "so you have {mine}. Your budget is the value of the red cards you played: {nine} 2 + {ace} 1 + "
            "{king} 2 + {two} 2 = 7. Take {four} (cost 4)."),
         N_("take {four} from the meadow"),
         N_("a spade in a later bouquet lets it play one more card."),
         ("pick 4S",), cards=(("eight", "8C"), ("nine", "9D"), ("ace", "AH"), ("king", "KD"), ("two", "2H"),
                              ("four", "4S"))),
    Step(N_("{diamond} came up in its place at once. 3 left: take {club} (cost 2)."),
         N_("take {club} from the meadow"),
         N_("{club} is a club: it scores when it comes round in a later bouquet."),
         ("pick 2C",), cards=(("diamond", "2D"), ("club", "2C"))),
    Step(N_("1 left, and nothing in the meadow costs 1: say done (d). North plays its turn."),
         N_("say done"),
         N_("nothing in the meadow costs 1 or less."),
         ("done",)),
    # The spade chain, the clubs counted and the meadow renewed ---------------------------
    Step(N_("North took nothing, so the meadow went under the talon. Your new bouquet: {ten}, {eight}, {nine}, "
            "{four}, {king}; one spade, {four}: play one more (m)."),
         N_("play one more card"),
         N_("more cards played can mean more clubs scored, or more red cards to pay with."),
         ("more",), cards=(("ten", "10H"), ("eight", "8C"), ("nine", "9D"), ("four", "4S"), ("king", "KD"))),
    Step(N_("It was {ace}, a spade: a spade played in the chain earns one more card again. Play one more: "
            "{two}."),
         N_("play one more card"),
         N_("{two} is a club: with two spades, three clubs can score."),
         ("more",), cards=(("ace", "AS"), ("two", "2C"))),
    Step(N_("Two spades, so the 2 + 1 = 3 highest clubs score, and you have two, {eight} and {two}: 10 points, "
            "{mine} now. Your budget: {ten} 2 + {nine} 2 + {king} 2 = 6. Take nothing this time: say done (d), and "
            "finish (y) when the table asks, as it does when nothing is taken: the meadow goes under the talon "
            "and five new cards come up for North."),
         N_("say done"),
         N_("the lesson shows the meadow renewed when nothing is taken."),
         ("done",), cards=(("eight", "8C"), ("two", "2C"), ("ten", "10H"), ("nine", "9D"), ("king", "KD"))),
    # The meadow budget -------------------------------------------------------------------
    Step(N_("North took nothing either: the meadow went under the talon again, and five new cards came up for "
            "you (the log says so). Your bouquet: {ace}, {two}, {club}, {four}, {eight}; play one more (m)."),
         N_("play one more card"),
         N_("the next card is red: it adds to your budget."),
         ("more",), cards=(("ace", "AH"), ("two", "2H"), ("club", "2C"), ("four", "4S"), ("eight", "8C"))),
    Step(N_("One spade: the 2 highest clubs, {eight} and {club}: 10 points, {mine} now. The red cards make the "
            "budget: {ace} 1 + {two} 2 + {ten} 2 = 5. Take cards one at a time while their total stays within "
            "5: take {queen} (cost 2)."),
         N_("take {queen} from the meadow"),
         N_("{queen} is a spade for your later bouquets, and 3 will be left."),
         ("pick QS",), cards=(("eight", "8C"), ("club", "2C"), ("ace", "AH"), ("two", "2H"), ("ten", "10H"),
                              ("queen", "QS"))),
    Step(N_("3 left: take {three} (cost 3)."),
         N_("take {three} from the meadow"),
         N_("{three} is what your 3 left can pay for."),
         ("pick 3H",), cards=(("three", "3H"),)),
    Step(N_("Nothing left to spend: say done (d)."),
         N_("say done"),
         N_("your budget is spent."),
         ("done",)),
)

RULES = (
    Rule(N_("first to 40 wins, at once"), "First to **40 points** wins", told_last=True),
    Rule(N_("first to 40 wins, at once"), "At 40 or more you win at once", told_last=True),
    Rule(N_("the hand is a queue"), "your hand is a queue", 4, ("CardsPlayed",)),
    Rule(N_("card values"), "Ace = 1; 2–8 = the number", 1, ("BudgetCounted",)),
    Rule(N_("red cards"), "Hearts and diamonds are the same", 1, ("BudgetCounted",)),
    Rule(N_("the red starting hand"), "one red ace and four red cards worth 2", 1, ("CardsPlayed",)),
    Rule(N_("which red cards each player starts with"), "which red \"twos\" go to whom", 1, ("CardsPlayed",),
         reconstruction=True),
    Rule(N_("the talon and the meadow"), "the **talon**", 2, ("Refilled",)),
    Rule(N_("who starts"), "The starting player is chosen at random", reconstruction=True),
    Rule(N_("the hand's two ends"), "Cards leave from the **right** end", 3, ("BouquetShuffledIn",)),
    Rule(N_("the bouquet: the five rightmost cards"), "five rightmost cards", 4, ("CardsPlayed",)),
    Rule(N_("a hand of fewer than five: all of it"), "all of them if fewer than five"),
    Rule(N_("spades draw more"), "Spades draw more", 8, ("ChainCardPlayed",)),
    Rule(N_("stopping the spade chain"), "or stop the chain"),
    Rule(N_("the clubs that score: spades + 1"), "S + 1 highest-valued", 10, ("ClubsScored",)),
    Rule(N_("the pick and its budget"), "your budget is the total value", 1, ("Picked",)),
    Rule(N_("each card taken is replaced at once"), "replaced at once", 2, ("Refilled",)),
    Rule(N_("an empty talon leaves the slot empty"), "An empty talon leaves the slot empty", reconstruction=True),
    Rule(N_("no pick: the meadow goes under the talon"), "No pick at all", 10, ("MeadowPassed",)),
    Rule(N_("a short talon: the same cards come up again"), "some of the same cards come up again",
         reconstruction=True),
    Rule(N_("the bouquet shuffled in at the left end"), "Shuffle the bouquet", 3, ("BouquetShuffledIn",)),
    Rule(N_("turns alternate"), "Then it is the other player's turn", 3, ("TurnStarted",)),
    Rule(N_("first to 40 wins, at once"), "First to 40 wins.", told_last=True),
    Rule(N_("a draw after 500 turns"), "No winner after 500 turns"),
)

LESSON = Lesson(
    "clover", STEPS, idle, words,
    N_("You have played a turn's bouquet, spade chain, clubs and meadow. Your first game, a full game against "
       "the computer, adds its end: first to 40 wins, at once."),
    marks=marks_of, rules=RULES, facts=facts,
)
