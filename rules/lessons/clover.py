"""Klöverplockarspelet taught by playing: the red starting hand and the
first turn's pick, the hand as a queue, the bouquet, the spade chain, the
clubs counted (spades + 1), the meadow going under the talon when nothing
is taken, and the meadow budget, on three positions built by the engine's
own constructor (rules/clover/position.py).  North stops every chain and
picks nothing.  A position after the first is reached by play: each
player's turn before it is played by the engine (``lived``), so the
scores, the turn number and both last bouquets on screen are a real
game's.

Every decision of the person's is a step (the clover table passes none
by itself), so a step may have only one legal move; the wrong key is then
one the engine refuses.
"""

from __future__ import annotations

from rules.clover.actions import DONE, STOP, Done, More, Pick, Stop
from rules.clover.hints import marks_of
from rules.clover.position import position
from rules.i18n import N_, _

from .steps import PERSON, Lesson, Rule, Step

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


def _first_turn():
    """Turn 1 of a game: both hands are red starting hands."""
    return position("2H 9D 10H KD AH", "QD JH 10D 9H AD", meadow="3C 5S 8C KS 6H", talon="AS", seed=30)


def lived(hand: str, north: str, meadow: str, talon: str, *, turn: int, scores: tuple[int, int], seed: int):
    """The person's turn ``turn`` reached by play: the position begins two
    turns earlier with ``meadow``; the person's last five cards (the right
    end of ``hand``) are played then and North's after them, each stopping
    its chain and taking nothing, so the meadow goes under the talon twice
    (``talon`` names what comes up, top first); ``scores`` are the totals
    the position begins with.  What the screen shows then
    (both last bouquets, the scores, the turn) is the engine's."""
    game = position(hand, north, meadow=meadow, talon=talon, turn_number=turn - 2, scores=scores, seed=seed)
    while not (game.current == PERSON and game.turn_number == turn):
        seat = game.current
        game.opening_events += game.apply(seat, idle(game.view(seat), game.legal_actions(seat)))
    return game


def _queue():
    return lived("2H 7C 3S 5C 9D AH 4C 8C 2S KC 8H 7H 4H 10C JC", NORTH, meadow="2C 6C 9C QC AC",
                 talon="4S 7S 8S 9S 10S 3C 5S 2D KH 6H AS", turn=5, scores=(0, 0), seed=31)


def _chain():
    """The chain turn, and the person's next turn after it: the meadow
    goes under the talon after each of the two turns that take nothing."""
    return lived("KD 2H 5H AD 6C 3C 4S 9C 7C 5C AC 2S 5S 9D JD 8H 3D 4D", "10D 10H JH QH 6S",
                 meadow="6D 7D 8D 4C 8C", talon="2D 5D QD 2C JC 3H AH 6H 9H KH AS 9S 10S JS QS 8S 3S 10C 7S 4H 7H",
                 turn=9, scores=(14, 6), seed=32)


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
    Step(N_("Your hand is a row you cannot reorder: each turn the five rightmost cards go to your bouquet "
            "({king}, {two}, {eight}, {four}, {ace}). A spade in the bouquet lets you play one more card, "
            "again the rightmost: {nine}. Play it (m)."),
         N_("play one more card"),
         N_("a red card played from your hand adds its value to what you can take from the meadow."),
         ("more",), cards=(("king", "KC"), ("two", "2S"), ("eight", "8C"), ("four", "4C"), ("ace", "AH"),
                           ("nine", "9D")), position=_queue,
         jump=N_("Some turns later, turn {turn}: you have {mine} points, North {theirs}.")),
    Step(N_("Clubs counted: with one spade, the 2 highest clubs score: {eight} and {four}, 12 points, so you "
            "have {mine} ({king} is worth 2). Your budget is the value of the red cards you played: {ace} 1 + "
            "{nine} 2 = 3. Take {diamond} (cost 2), then {spade} when it comes up."),
         N_("take {diamond} from the meadow"),
         N_("the slot it leaves is filled at once from the talon."),
         ("pick 2D",), cards=(("eight", "8C"), ("four", "4C"), ("king", "KC"), ("ace", "AH"), ("nine", "9D"),
                              ("diamond", "2D"), ("spade", "AS"))),
    Step(N_("{spade} came up, cost 1, and you have 1 left: take it."),
         N_("take {spade} from the meadow"),
         N_("a spade in a later bouquet lets it play one more card."),
         ("pick AS",), cards=(("spade", "AS"),)),
    Step(N_("Say done (d): your budget is spent, and North plays its turn."),
         N_("say done"),
         N_("your budget is spent."),
         ("done",)),
    # The spade chain, the clubs counted and the meadow renewed ---------------------------
    Step(N_("A new bouquet: {five}, {two} (two spades), {ace}, {fivec}, {seven}. Two spades allow two more "
            "cards, each your choice: play one more (m) or stop (s). Play {nine}."),
         N_("play one more card"),
         N_("{nine} is a club: more clubs can score."),
         ("more",), cards=(("five", "5S"), ("two", "2S"), ("ace", "AC"), ("fivec", "5C"), ("seven", "7C"),
                           ("nine", "9C")), position=_chain,
         jump=N_("Some turns later, turn {turn}: you have {mine} points, North {theirs}.")),
    Step(N_("One more is allowed: {four}, a spade. A spade played in the chain earns one more card again."),
         N_("play one more card"),
         N_("{four} is a spade: it allows another card and one more club to count."),
         ("more",), cards=(("four", "4S"),)),
    Step(N_("Three spades: one more card, {three}. Play it."),
         N_("play one more card"),
         N_("with three spades, four clubs count, and {three} is worth 3."),
         ("more",), cards=(("three", "3C"),)),
    Step(N_("Three spades, so the 3 + 1 = 4 highest clubs scored: {seven}, {five}, {three} and {nine} (worth "
            "2): 17 points, {mine} now; {ace} did not count. No red card played: a budget of 0. Say done: "
            "with nothing taken, the meadow goes under the talon and five new cards come up for North."),
         N_("say done"),
         N_("there is nothing you can pay for."),
         ("done",), cards=(("seven", "7C"), ("five", "5C"), ("three", "3C"), ("nine", "9C"), ("ace", "AC"))),
    # The meadow budget -------------------------------------------------------------------
    Step(N_("North took nothing either: the meadow went under the talon again, and five new cards came up "
            "for you (the log says so). No spade: one club scores, {six}: 6 points, {mine} now. The red "
            "cards make the budget: {king} 2 + {two} 2 + {fiveh} 5 + {ace} 1 = 10. Take cards one at a time "
            "while their total stays within 10: take {eight} (cost 8)."),
         N_("take {eight} from the meadow"),
         N_("{eight} is a spade for your later bouquets, and 2 will be left."),
         ("pick 8S",), cards=(("six", "6C"), ("king", "KD"), ("two", "2H"), ("fiveh", "5H"), ("ace", "AD"),
                              ("eight", "8S"))),
    Step(N_("2 left: {seven} came up but costs 7. {ten} costs 2 (nines to kings are worth 2): take it."),
         N_("take {ten} from the meadow"),
         N_("{ten} is what your 2 left can pay for."),
         ("pick 10C",), cards=(("seven", "7H"), ("ten", "10C"))),
    Step(N_("Nothing left to spend: say done. First to 40 points wins, at once."),
         N_("say done"),
         N_("your budget is spent."),
         ("done",)),
)

RULES = (
    Rule(N_("first to 40 wins, at once"), "First to **40 points** wins", 14),
    Rule(N_("the hand is a queue"), "your hand is a queue", 4),
    Rule(N_("card values"), "Ace = 1; 2–8 = the number", 1),
    Rule(N_("red cards"), "Hearts and diamonds are the same", 1),
    Rule(N_("the red starting hand"), "one red ace and four red cards worth 2", 1),
    Rule(N_("which red cards each player starts with"), "which red \"twos\" go to whom", 1, reconstruction=True),
    Rule(N_("the talon and the meadow"), "the **talon**", 2),
    Rule(N_("who starts"), "The starting player is chosen at random", reconstruction=True),
    Rule(N_("the hand's two ends"), "Cards leave from the **right** end", 3),
    Rule(N_("the bouquet: the five rightmost cards"), "five rightmost cards", 4),
    Rule(N_("spades draw more"), "Spades draw more", 8),
    Rule(N_("the clubs that score: spades + 1"), "S + 1 highest-valued", 11),
    Rule(N_("the pick and its budget"), "your budget is the total value", 1),
    Rule(N_("each card taken is replaced at once"), "replaced at once", 2),
    Rule(N_("an empty talon leaves the slot empty"), "An empty talon leaves the slot empty", reconstruction=True),
    Rule(N_("no pick: the meadow goes under the talon"), "No pick at all", 11),
    Rule(N_("a short talon: the same cards come up again"), "some of the same cards come up again",
         reconstruction=True),
    Rule(N_("the bouquet shuffled in at the left end"), "Shuffle the bouquet", 3),
    Rule(N_("turns alternate"), "Then it is the other player's turn", 3),
    Rule(N_("a draw after 500 turns"), "No winner after 500 turns"),
)

LESSON = Lesson(
    "clover", STEPS, idle, words,
    N_("That is the whole turn. Your first game: a full game against the computer."),
    marks=marks_of, rules=RULES, facts=facts,
)
