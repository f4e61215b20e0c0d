"""Hearts taught by playing, short: the pass, following suit, hearts not
yet broken, the queen of spades, hearts broken, and shooting the moon, on
hands dealt by rules/hearts/position.py.

The other three play a plain, fixed way (``reply``): pass the first three
cards they may, follow suit as low as they can, and when they cannot, throw
the queen of spades or their highest heart away; lead their lowest card.
"""

from __future__ import annotations

from rules.hearts.actions import Pass, Play
from rules.hearts.position import position
from rules.i18n import N_, _

from .steps import Lesson, Step

# The play hand: South wins the first trick, leads, throws the queen away,
# wins with its last club and leads a heart once West has broken hearts.
PLAY_DEAL = (
    "KC 5C AC QS AS AH KH 10H 9H 7H 6H 3H 2H",
    "2C 6C 2S 3S 4S 5S 6S 7S 8S 9S 10S 8H 4H",
    "3C 7C 8C 9C 10C QC 4D 6D 7D 10D JS KS QH",
    "4C JC 2D 3D 5D 8D 9D JD QD KD AD JH 5H",
)
# The moon hand: South's ace of clubs wins the first trick, then it leads
# hearts to the end and every point comes to it.
MOON_DEAL = (
    "AC AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H",
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC QS",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS 2H",
)


def reply(view, legal):
    """Pass the first three; follow low; when void, the queen or the
    highest heart; lead low."""
    if isinstance(legal[0], Pass):
        return legal[0]
    if view.trick and all(a.card.suit == view.trick[0][1].suit for a in legal):
        return legal[0]  # following suit: the lowest
    if view.trick:
        for action in legal:
            if action.card.suit == "S" and action.card.rank == 12:
                return action
        hearts = [a for a in legal if a.card.suit == "H"]
        return hearts[-1] if hearts else legal[-1]
    return legal[0]


def words(action) -> str:
    if isinstance(action, Pass):
        return _("pass {cards}").format(cards=" ".join(c.label for c in action.cards))
    if isinstance(action, Play):
        return _("play {card}").format(card=action.card.label)
    return str(action)


def marks(view, action) -> tuple:
    return tuple(action.cards) if isinstance(action, Pass) else (action.card,)


def _passing():
    return position(PLAY_DEAL, hand_number=1, seed=41)


def _playing():
    return position(PLAY_DEAL, hand_number=4, seed=42)


def _moon():
    """The moon hand played by the engine to its last trick: South leads its
    highest heart each time, the others answer as ``reply`` does."""
    game = position(MOON_DEAL, hand_number=4, seed=43)
    while len(game.tricks) < 12:
        seat = game.turn
        legal = game.legal_actions(seat)
        game.opening_events += game.apply(seat, legal[-1] if seat == 0 else reply(game.view(seat), legal))
    return game


STEPS = (
    Step(N_("Before each hand everyone passes three cards, chosen before seeing what comes in; this hand to "
            "the left, to West. Pass {queen}, {ace} and {king}: the queen of spades is worth 13 points, and "
            "high hearts win tricks full of them."),
         N_("pass {queen}, {ace} and {king}"),
         N_("those three are the most dangerous cards you hold."),
         ("pass QS KH AH",), cards=(("queen", "QS"), ("ace", "AH"), ("king", "KH")), position=_passing),
    Step(N_("A new hand, no passing. The holder of {two} leads it. You must follow suit when you can: try a "
            "heart, the table says no. The highest club wins the trick: play {king}."),
         N_("play {king}"),
         N_("{king} wins this trick, and the winner leads the next one."),
         ("play KC",), cards=(("two", "2C"), ("king", "KC")), position=_playing),
    Step(N_("You won, so you lead. Hearts may not be led until a heart has been played: try {ace}. Lead "
            "{five}."),
         N_("play {five}"),
         N_("the lesson keeps {queen} and {spade} for the next tricks."),
         ("play 5C",), cards=(("ace", "AH"), ("five", "5C"), ("queen", "QS"), ("spade", "AS"))),
    Step(N_("You have no diamond: you may play any card. {queen} is 13 points for whoever takes the trick; "
            "give it away now."),
         N_("play {queen}"),
         N_("{queen} is 13 points that this trick's winner takes, not you."),
         ("play QS",), cards=(("queen", "QS"),)),
    Step(N_("West had no diamond either and threw a heart: hearts are broken now. Follow with your last "
            "club, {ace}: it wins the trick."),
         N_("play {ace}"),
         N_("it is your only club."),
         ("play AC",), cards=(("ace", "AC"),)),
    Step(N_("Your lead, and hearts are broken: a heart may be led now. Lead {two}."),
         N_("play {two}"),
         N_("a low heart is the safest lead now that hearts are open."),
         ("play 2H",), cards=(("two", "2H"),)),
    Step(N_("Shooting the moon: a player who takes all 26 points (every heart and {queen}) scores 0, and "
            "every other player 26. You have taken 25 so far; lead your last heart, {three}."),
         N_("play {three}"),
         N_("it is your last card."),
         ("play 3H",), cards=(("queen", "QS"), ("three", "3H")), position=_moon),
    Step(N_("All 26: you scored 0 and the others 26 each (the score table shows it). A new hand: pass "
            "any three cards."),
         N_("pass three cards"),
         N_("any three will do."),
         (), also=(Pass,)),
)

LESSON = Lesson(
    "hearts", STEPS, reply, words,
    N_("Those are the rules that matter. Your first game: four players; when someone reaches 100 the "
       "game ends, and the lowest total wins."),
    marks=marks,
)
