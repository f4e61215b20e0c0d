"""Why a card is refused a centre pile (refusals.py): the race names the
pile it lost, in both languages, and the view gives the engine's misfit
words for a card it shows fitting nowhere, and none for an empty pile."""

from rules.core import IllegalAction
from rules.i18n import speaking
from rules.speed.actions import Play
from rules.speed.refusals import seen_misfit

from .helpers import position, rest


def test_the_race_names_the_right_pile_in_both_languages():
    t0 = ["10S", "", "", "", ""]
    t1 = ["QC", "", "", "", ""]  # both fit J♦, the right pile
    used = " ".join(t0 + t1 + ["5D", "JD", "2C", "3H"])
    game = position(t0, t1, "5D", rest(used) + " JD", "3H", "2C")
    game.apply(1, Play(1, "R"))  # Q♣ on J♦: the person's 10♠ lost the race
    for language, said in (("en", "Too slow: the right pile now shows Q♣."),
                           ("sv", "För sent: högra högen visar nu D♣.")):
        with speaking(language):
            try:
                game.apply(0, Play(1, "R"))
            except IllegalAction as refusal:
                assert str(refusal) == said
            else:
                raise AssertionError("a lost race was played")
    view = game.view(0)
    assert seen_misfit(view, Play(1, "R")) == ("10♠ fits neither 5♦ nor Q♣: only one higher or one lower "
                                                "(ace: high or low).")  # as the table shows it, no race
    assert seen_misfit(view, Play(2, "L")) is None  # an empty pile: the engine says so
