"""Klöverplockarspelet taught by playing: the hand as a queue, the
bouquet, the spade chain, the clubs counted (spades + 1), and the meadow
budget, on three positions built by the engine's own constructor
(rules/clover/position.py).  North stops every chain and picks nothing.

Every decision of the person's is a step (the clover table passes none
by itself), so a step may have only one legal move; the wrong key is then
one the engine refuses.
"""

from __future__ import annotations

from rules.clover.actions import DONE, STOP, Done, More, Pick, Stop
from rules.clover.hints import marks_of
from rules.clover.position import position
from rules.i18n import N_, _

from .steps import Lesson, Step

NORTH = "3D 4D 6D 7D 8D 10D 10H JH QH 6S"


def idle(view, legal):
    """North stops a chain and picks nothing."""
    return STOP if STOP in legal else DONE


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


def _queue():
    return position("2H 7C 3S 5C 9D AH 4C 8C 2S KC", NORTH, meadow="3C 5S 2D KH 6H", talon="AS", seed=31)


def _chain():
    return position("JD 6C 3C 4S 9C 7C 5C AC 2S 5S", NORTH, meadow="2H 3H 4H 8H 9H", turn_number=5,
                    scores=(12, 9), seed=32)


def _meadow():
    return position("10C 4H KD 2H 5H AD 6C", NORTH, meadow="8S 3C 9C 5D 4S", talon="7C", turn_number=9,
                    scores=(27, 20), seed=33)


STEPS = (
    # The queue hand and the bouquet ------------------------------------------------
    Step(N_("Your hand is a row you cannot reorder: each turn the five rightmost cards go to your bouquet "
            "({king}, {two}, {eight}, {four}, {ace}). A spade in the bouquet lets you play one more card, "
            "again the rightmost: {nine}. Play it (m)."),
         N_("play one more card"),
         N_("a red card played from your hand adds its value to what you can take from the meadow."),
         ("more",), cards=(("king", "KC"), ("two", "2S"), ("eight", "8C"), ("four", "4C"), ("ace", "AH"),
                           ("nine", "9D")), position=_queue),
    Step(N_("Clubs counted: with one spade, the 2 highest clubs score: {eight} and {four}, 12 points ({king} "
            "is worth 2: nines to kings are all 2). Your budget is the value of the red cards you played: "
            "{ace} 1 + {nine} 2 = 3. Take {diamond} from the meadow (cost 2)."),
         N_("take {diamond} from the meadow"),
         N_("the slot it leaves is filled at once, and the lesson shows what comes up."),
         ("pick 2D",), cards=(("eight", "8C"), ("four", "4C"), ("king", "KC"), ("ace", "AH"), ("nine", "9D"),
                              ("diamond", "2D"))),
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
    # The spade chain and the clubs counted --------------------------------------------
    Step(N_("A new bouquet: {five}, {two} (two spades), {ace}, {fivec}, {seven}. Two spades allow two more "
            "cards, each your choice: play one more (m) or stop (s). Play {nine}."),
         N_("play one more card"),
         N_("{nine} is a club: more clubs can score."),
         ("more",), cards=(("five", "5S"), ("two", "2S"), ("ace", "AC"), ("fivec", "5C"), ("seven", "7C"),
                           ("nine", "9C")), position=_chain),
    Step(N_("One more is allowed: {four}, a spade. A spade played in the chain earns one more card again."),
         N_("play one more card"),
         N_("{four} is a spade: it allows another card and one more club to count."),
         ("more",), cards=(("four", "4S"),)),
    Step(N_("Three spades: one more card, {three}. Play it."),
         N_("play one more card"),
         N_("with three spades, four clubs count, and {three} is worth 3."),
         ("more",), cards=(("three", "3C"),)),
    Step(N_("Three spades, so the 3 + 1 = 4 highest clubs scored: {seven}, {five}, {three} and {nine} (worth "
            "2): 17 points; {ace} did not count. No red card played: a budget of 0. Say done: with nothing "
            "taken, the meadow goes under the talon and five new cards come up for North."),
         N_("say done"),
         N_("there is nothing you can pay for."),
         ("done",), cards=(("seven", "7C"), ("five", "5C"), ("three", "3C"), ("nine", "9C"), ("ace", "AC"))),
    # The meadow budget -------------------------------------------------------------------
    Step(N_("No spade: one club scores, {six}: 6 points. The red cards make the budget: {king} 2 + {two} 2 + "
            "{fiveh} 5 + {ace} 1 = 10. Take cards one at a time while their total stays within 10: take "
            "{eight} (cost 8)."),
         N_("take {eight} from the meadow"),
         N_("{eight} is a spade for your later bouquets, and 2 will be left."),
         ("pick 8S",), cards=(("six", "6C"), ("king", "KD"), ("two", "2H"), ("fiveh", "5H"), ("ace", "AD"),
                              ("eight", "8S")), position=_meadow),
    Step(N_("2 left: {seven} came up but costs 7. {nine} costs 2 (nines to kings are worth 2): take it."),
         N_("take {nine} from the meadow"),
         N_("{nine} is what your 2 left can pay for best."),
         ("pick 9C",), cards=(("seven", "7C"), ("nine", "9C"))),
    Step(N_("Nothing left to spend: say done. First to 40 points wins, at once."),
         N_("say done"),
         N_("your budget is spent."),
         ("done",)),
)

LESSON = Lesson(
    "clover", STEPS, idle, words,
    N_("That is the whole turn. Your first game: a full game against the computer."),
    marks=marks_of,
)
