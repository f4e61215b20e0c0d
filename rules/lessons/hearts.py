"""Hearts taught by playing: the pass and its rotation, what comes in, the
first trick (2♣ leads; no heart and no Q♠ on it), following suit, hearts
not yet broken, the queen of spades given away, shooting the moon, and the
next hand's pass to the right, on hands dealt by rules/hearts/position.py.

The other three play a plain, fixed way (``reply``): pass their three most
dangerous cards (Q♠, then the highest hearts, then the highest cards),
follow suit as low as they can, and when they cannot, throw the queen of
spades or their highest heart away; lead their lowest card.
"""

from __future__ import annotations

from rules.cards import parse_cards
from rules.hearts.actions import Pass, Play
from rules.hearts.game import pass_target
from rules.hearts.position import position
from rules.i18n import N_, _

from .steps import Lesson, Rule, Step

# The first hand (it passes to the left).  South passes A♥ K♥ A♠ to West and
# gets East's three highest hearts; North leads 2♣, South has no club and
# discards 9♦; West wins with A♣ and leads 7♦, South follows with A♦ and
# leads 3♦; West, out of diamonds, throws A♥ (hearts are broken), North wins
# and leads clubs, and South gives Q♠ away.
PLAY_DEAL = (
    "QS AS 5S 7S 8S AH KH 2H 3H AD 9D 4D 3D",
    "AC 7D 6S 9S 10S JS KS 4H 5H 6H 7H 8H 9H",
    "2C 7C 8C 9C 10C JC QC KC 8D 10D JD QD KD",
    "QH JH 10H 3C 4C 5C 6C 2D 5D 6D 2S 3S 4S",
)
# The moon hand, as the hands are once the first hand's pass (to the left)
# is made: South's ace of clubs wins the first trick, then it leads hearts to
# the end and every point comes to it.
MOON_DEAL = (
    "AC AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H",
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC QS",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS 2H",
)
# What each seat passed to the left to get MOON_DEAL (cards its left-hand
# neighbour ends with).
MOON_PASSES = ("2C 3C 4C", "2D 3D 4D", "2S 3S 4S", "3H 4H 5H")


def _power(card) -> int:
    return 14 if card.rank == 1 else card.rank


def reply(view, legal):
    """Pass the three most dangerous; follow low; when void, the queen or
    the highest heart; lead low."""
    if isinstance(legal[0], Pass):
        worst = sorted(view.hand, key=lambda c: (c.suit == "S" and c.rank == 12, c.suit == "H", _power(c)),
                       reverse=True)
        return Pass(tuple(worst[:3]))
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


def facts(game) -> dict:
    """The numbers a step's sentence names, as the engine holds them."""
    return {"hand": game.hand_number, "took": game.taken[0]}


def _first_hand():
    return position(PLAY_DEAL, hand_number=1, seed=41)


def before_pass(after: tuple[str, ...], passes: tuple[str, ...]) -> tuple[str, ...]:
    """The hands dealt that become ``after`` once each seat passes
    ``passes[seat]`` to its left."""
    n = len(after)
    hands = [set(parse_cards(h)) for h in after]
    for seat, text in enumerate(passes):
        cards = set(parse_cards(text))
        target = pass_target(seat, "left", n)
        assert target is not None  # a pass to the left has its receiver
        hands[target] -= cards
        hands[seat] |= cards
    return tuple(" ".join(str(c) for c in sorted(h, key=lambda c: c.code)) for h in hands)


def _moon():
    """A new game's first hand: the pass to the left made, then played by
    the engine to its last trick: South leads its highest heart each time,
    the others answer as ``reply`` does."""
    passes = [(seat, f"pass {cards}") for seat, cards in enumerate(MOON_PASSES)]
    game = position(before_pass(MOON_DEAL, MOON_PASSES), hand_number=1, moves=passes, seed=43)
    while len(game.tricks) < 12:
        seat = game.turn
        assert seat is not None  # the hand is being played
        legal = game.legal_actions(seat)
        game.opening_events += game.apply(seat, legal[-1] if seat == 0 else reply(game.view(seat), legal))
    return game


STEPS = (
    Step(N_("Passing: before each hand everyone chooses three cards to pass, before seeing what comes in; "
            "the others have chosen, so they show 10 cards. Hands pass left, right, across, then not at all, "
            "and again. Hand {hand}: to the left, West. Pass {ace}, {king} and {spade}."),
         N_("pass {ace}, {king} and {spade}"),
         N_("high cards win tricks, and tricks bring points."),
         ("pass AS KH AH",), cards=(("ace", "AH"), ("king", "KH"), ("spade", "AS")), position=_first_hand),
    Step(N_("East passed you {queen}, {jack} and {ten} (marked new): what comes in may be worse. The holder "
            "of {two} leads it to the first trick: North. You have no club, so you may play another suit, "
            "but on the first trick no heart and no {spade} (never {spade} there, not even with nothing "
            "else: this project's reconstruction). Try {jack}, then play {nine}."),
         N_("play {nine}"),
         # why 9♦ and not another legal card (a playtest: for 3♦ this said the first trick's rule, which 3♦ keeps)
         N_("the lesson keeps {ace} to take a later diamond trick and {three} for a safe lead, so {nine} goes now."),
         ("play 9D",), cards=(("queen", "QH"), ("jack", "JH"), ("ten", "10H"), ("two", "2C"), ("spade", "QS"),
                              ("nine", "9D"), ("ace", "AD"), ("three", "3D"))),
    Step(N_("The highest card of the suit led wins the trick: West's {club}; the winner leads the next, "
            "{seven}. You must follow suit when you can: try a heart, the table says no. Aces are high: "
            "take the trick with {ace}."),
         N_("play {ace}"),
         N_("{ace} wins this trick, and you lead the next one."),
         ("play AD",), cards=(("club", "AC"), ("seven", "7D"), ("ace", "AD"))),
    Step(N_("You won, so you lead. Hearts may not be led until hearts are broken: until a heart has been "
            "played to a trick (this project's reconstruction of when that is). Try {heart}, then lead "
            "{three}."),
         N_("play {three}"),
         N_("a low diamond is a safe lead while hearts are not broken."),
         ("play 3D",), cards=(("heart", "2H"), ("three", "3D"))),
    Step(N_("West had no diamond and threw {aceh}: hearts are broken, and a heart may be led from now on. North "
            "won and leads {seven}. You have no club, and after the first trick {queen} may go at any time: "
            "it is 13 points, and every heart 1, for whoever takes the trick. Give it away."),
         N_("play {queen}"),
         N_("{queen} is 13 points that this trick's winner takes, not you."),
         ("play QS",), cards=(("aceh", "AH"), ("seven", "7C"), ("queen", "QS")),
         seen_after=1),  # West's card ends the trick: who takes Q♠ is seen before the next game
    Step(N_("Shooting the moon: a player who takes all 26 points (every heart and {queen}) scores 0, and every "
            "other player 26. You have taken {took}; lead your last heart, {three}."),
         N_("play {three}"),
         N_("it is your last card."),
         ("play 3H",), cards=(("queen", "QS"), ("three", "3H")), position=_moon,
         jump=N_("Another game, dealt to show one rule: its first hand is passed and twelve tricks are played "
                 "(the log tells them).")),
    Step(N_("All 26: you scored 0 and the others 26 each (the score table shows it). Hand {hand} is a new deal, "
            "and it passes to the right, to East. Pass any three cards."),
         N_("pass three cards"),
         N_("any three will do."),
         (), also=(Pass,)),
)

RULES = (
    Rule(N_("aces are high"), "Aces are high", 3, ("TrickWon",)),
    Rule(N_("three or five players"), "three or five supported"),
    Rule(N_("four players: 13 cards each"), "13 cards each", 1, ("Pass",)),
    Rule(N_("the cards taken out for three or five players"), "remove 2♦, 17 each", reconstruction=True),
    Rule(N_("the pass, chosen before seeing what comes in"), "must choose before seeing", 1, ("PassChosen",)),
    Rule(N_("the pass to the left"), "4 players: left", 1, ("CardsPassed",)),
    Rule(N_("the pass to the right"), "left, right", 7, ("Pass",)),
    Rule(N_("the third hand passes across, the fourth not at all"), "across, no pass, then again from left"),
    Rule(N_("the pass rotation for three or five players"), "3 and 5 players: left, right, no pass",
         reconstruction=True),
    Rule(N_("2♣ leads the first trick"), "2♣ leads it", 2, ("TrickWon",)),
    Rule(N_("following suit"), "follow suit", 3, ("refuses play 2H",)),
    Rule(N_("no heart and no Q♠ on the first trick"), "no heart and no Q♠ may be played", 2, ("refuses play JH",)),
    Rule(N_("Q♠ never on the first trick"), "Q♠ is never allowed in the first trick", 2, ("refuses play QS",),
         reconstruction=True),
    Rule(N_("on the first trick with only hearts and Q♠: discard a heart"), "must discard a heart",
         reconstruction=True),
    Rule(N_("the highest card of the suit led wins"), "The highest card of the suit led wins", 3, ("TrickWon",)),
    Rule(N_("hearts not led until broken"), "Hearts may not be led until hearts are broken", 4,
         ("refuses play 2H",)),
    Rule(N_("when hearts are broken"), "Hearts are broken once any heart has been played", 4, ("HeartsBroken",),
         reconstruction=True),
    Rule(N_("a leader with only hearts may lead one"), "a leader who holds only", reconstruction=True),
    Rule(N_("Q♠ at any time after the first trick"), "any time after the first trick", 5, ("Play",)),
    Rule(N_("a heart 1 point, Q♠ 13"), "Each heart taken: 1 point", 5, ("TrickWon",)),
    Rule(N_("shooting the moon"), "Shooting the moon", 6, ("HandScored",)),
    Rule(N_("the end at 100: the lowest total wins"), "reaches 100 or more"),
    Rule(N_("equal lowest totals share the win"), "Equal lowest totals share the win", reconstruction=True),
)

LESSON = Lesson(
    "hearts", STEPS, reply, words,
    N_("Your first game: four players, three of them the computer."),
    marks=marks, rules=RULES, facts=facts,
)
