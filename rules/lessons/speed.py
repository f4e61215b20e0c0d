"""Speed taught by playing, short: one higher or one lower, on either
centre pile; the ace high and low; blocked, when both turn a card; the
pile to whoever is first; the round won by placing every table card, and
the slap; and the game won in a one-pile round with no cards left.

Speed has no turns, so North would race the person while they read: at
the lesson's table North makes no move of its own (realtime.py).  It moves
only in the jumps between steps (``Step.then``), played through the
engine, and the step's sentence tells what happened.  One game from the
first position to the game won: the first position is built by
``SpeedGame.from_position`` (the face-down cards nobody sees are the
deck's other cards, in deck order); the two long jumps are that game
played on with the person the quicker (``_quicker``), so the centre piles
hold every card placed on them.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.cards import CARDS, parse_card
from rules.core import Action
from rules.i18n import N_, _
from rules.speed.actions import CENTER_NAMES, Play, Slap
from rules.speed.game import SpeedGame
from rules.speed.view import BLOCKED, PLAYING, ROUND_OVER, SLAP

from .steps import PERSON, Lesson, Rule, Step

NORTH = 1
HIDDEN = "?"  # a face-down card of the deck's others


def _position(south, north, centers, south_hand: str, north_top: str, *, round_number: int, seed: int):
    """The round built from piles written bottom first (``?``: a face-down
    card from the rest of the deck); what is left of the deck goes to the
    hand piles: South's is ``south_hand``, North's the rest under
    ``north_top``."""
    named = " ".join([*south, *north, *(c or "" for c in centers), south_hand, north_top]).split()
    rest = [c for c in CARDS if str(c) not in named]

    def cards(text: str) -> list:
        return [rest.pop(0) if word == HIDDEN else parse_card(word) for word in text.split()]

    table = [[cards(pile) for pile in seat] for seat in (south, north)]
    middle = [None if c is None else cards(c) for c in centers]
    hands = [cards(south_hand), []]
    hands[1] = rest + cards(north_top)
    return SpeedGame.from_position(table, hands, middle, round_number=round_number, seed=seed)


def _first():
    return _position(("QC", "AC 7D", "5D JH 10C", "? ? ? 4H", "? ? ? ? JS"),
                     ("3D", "? 10H", "? ? 4S", "? ? ? JD", "? ? ? ? 4C"),
                     ("6S", "KH"), "? ? ? ? ? ? ? ? ? 5H", "9C", round_number=1, seed=51)


def _play(game, seat: int, *moves: str) -> list:
    events = []
    for move in moves:
        events += game.apply(seat, game.parse_action(seat, move))
    return events


def _quicker(before: tuple[tuple[int, str], ...], goal: Callable[[SpeedGame], bool]) -> tuple[tuple[int, str], ...]:
    """The moves from the first position played with ``before`` until
    ``goal``: the person is the quicker (plays whenever it can, its first
    play), North plays when the person cannot, a blocked table turns, a new
    round is dealt, the round's winner slaps the smaller pile."""
    game = _first()
    for seat, text in before:
        game.apply(seat, game.parse_action(seat, text))
    moves: list[tuple[int, str]] = []
    while not goal(game):
        seat, action = _next(game)
        game.apply(seat, action)
        moves.append((seat, str(action)))
    return tuple(moves)


def _next(game: SpeedGame) -> tuple[int, Action]:
    if game.phase in (BLOCKED, ROUND_OVER):
        return PERSON, game.legal_actions(PERSON)[0]
    if game.phase == SLAP and not game.one_pile:
        assert game.finisher is not None  # a slap is due from the round's finisher
        sizes = [len(c or ()) for c in game.centers]
        return game.finisher, Slap("L" if sizes[0] <= sizes[1] else "R")
    for seat in (PERSON, NORTH):
        if legal := game.legal_actions(seat):
            return seat, legal[0]
    raise RuntimeError("a speed game with nothing to do")


def _last_card(game: SpeedGame) -> bool:
    """A later two-pile round, the person's last table card playable."""
    table = sum(len(pile) for pile in game.table[PERSON])
    return (game.phase == PLAYING and game.round > 1 and not game.one_pile and table == 1
            and bool(game.legal_actions(PERSON)))


def _short_last_card(game: SpeedGame) -> bool:
    """A one-pile round, the person short of cards, its last table card playable."""
    table = sum(len(pile) for pile in game.table[PERSON])
    return game.phase == PLAYING and game.one_pile and table == 1 and bool(game.legal_actions(PERSON))


# The first position's steps: each answer, and the moves between them.
OPENING = ((PERSON, "play 2 L"), (PERSON, "play 2 R"), (PERSON, "turn"), (PERSON, "play 3 R"), (NORTH, "play 3 L"),
           (PERSON, "play 3 R"))
TO_THE_LAST_CARD = _quicker(OPENING, _last_card)
TO_THE_SHORT_ROUND = _quicker((*OPENING, *TO_THE_LAST_CARD, (PERSON, "play 5 R"), (PERSON, "slap L")),
                              _short_last_card)


def facts(game) -> dict:
    """The numbers a step's sentence names, as the engine holds them."""
    return {"round": game.round}


def reply(view, legal):
    """North's move, were it asked: the first it may make.  At the lesson's
    table it never is (its match plans no move: realtime.py), and the
    person is always to act in Speed, so ``Lesson.play_on`` never asks."""
    return legal[0]


def words(action) -> str:
    if isinstance(action, Play):
        return _("play your pile {pile} onto {center}").format(pile=action.pile, center=_(CENTER_NAMES[action.center]))
    if isinstance(action, Slap) and action.target in CENTER_NAMES:
        return _("slap {center}").format(center=_(CENTER_NAMES[action.target]))
    if isinstance(action, Slap):
        return _("slap the table")
    return str(action)


def marks(view, action) -> tuple:
    """The card a hint points at: the pile's top card, or the top of the pile to slap."""
    if isinstance(action, Play):
        return (view.table[action.pile - 1].top,)
    if isinstance(action, Slap) and action.target in CENTER_NAMES:
        return (view.center(action.target).top,)
    return ()


STEPS = (
    Step(N_("Speed has no turns: you and North play at the same time, as fast as you can (in this lesson "
            "North waits for you). The top card of one of your five piles goes on either centre pile if it is "
            "one higher or one lower. Play {seven} on {six}: key 2 plays your pile 2."),
         N_("play {seven} on {six}"),
         N_("{seven} turns up the card under it, and the next step plays that one."),
         ("play 2 L",), cards=(("seven", "7D"), ("six", "6S")), position=_first),
    Step(N_("The card under {seven} is turned face up: {ace}. The ace is both high and low: it goes on a 2 or "
            "on a king. Either centre pile is yours to play on: play {ace} on North's {king} (key 2)."),
         N_("play {ace} on {king}"),
         N_("the ace goes on a king as well as on a 2."),
         ("play 2 R",), cards=(("seven", "7D"), ("ace", "AC"), ("king", "KH"))),
    Step(N_("Your pile 2 is empty and stays empty: nothing is moved into it. Play {ten} on {nine} (key 3)."),
         N_("play {ten} on {nine}"),
         N_("the lesson comes back to {four} in the next step."),
         ("play 3 R",), cards=(("five", "5H"), ("nine", "9C"), ("ten", "10C"), ("four", "4H")),
         then=("turn",),
         jump=N_("Nobody could play, so both of you turned the top card of your hand pile onto your own centre "
                 "pile: {five} on the left, {nine} on the right, and play goes on.")),
    Step(N_("Try {four} (key 4): North covered {five} first, and the table refuses it. Then play {jack}, turned "
            "up under {ten}, on {ten} (key 3)."),
         N_("play {jack} on {ten}"),
         N_("this step plays the {jack} you turned up."),
         ("play 3 R",), cards=(("spade", "4S"), ("five", "5H"), ("four", "4H"), ("jack", "JH"), ("ten", "10C")),
         then=((NORTH, "play 3 L"),),
         jump=N_("The pile goes to whoever is first: after your {ten} on the right, North was quicker on the "
                 "left and played {spade} on {five}, so your {four} no longer fits there.")),
    Step(N_("The first to place all their table cards wins the round, and you have one left: "
            "play {king} on {queen} (key 5)."),
         N_("play {king} on {queen}"),
         N_("it is your last table card."),
         ("play 5 R",), cards=(("king", "KH"), ("queen", "QH")), then=TO_THE_LAST_CARD,
         jump=N_("Later, round {round}, nearly over (you were the quicker; the log tells every move).")),
    Step(N_("You placed all yours first: you win the round, and must slap the centre pile you think the "
            "smaller, as soon as you can. You take the pile you slap, North the other one, each under their "
            "hand pile, unshuffled (North's table cards go under it first: this project's reconstruction). "
            "The left has 3 cards, the right 5: slap the left (←)."),
         N_("slap the left pile"),
         N_("it is the smaller: you take the pile you slap."),
         ("slap L",)),
    Step(N_("With 15 cards or fewer you lay them all out as table cards: no hand pile, and no centre pile of "
            "yours, so this round has one centre pile, North's. Play your last card, {ten}, on {nine} "
            "(key 5)."),
         N_("play {ten} on {nine}"),
         N_("it is your last table card."),
         ("play 5 R",), cards=(("ten", "10H"), ("nine", "9H")), then=TO_THE_SHORT_ROUND,
         jump=N_("Some rounds later, round {round}: you are short of cards.")),
    Step(N_("All placed first, with one centre pile: slap the table (space). You take no cards, North takes "
            "the centre pile, and with no cards left you win the game."),
         N_("slap the table"),
         N_("in a one-pile round the winner slaps the table."),
         ("slap table",)),
)

RULES = (
    Rule(N_("real time: no turns"), "Real time: no turns", 1, ("CardPlayed",)),
    Rule(N_("the ace is high and low"), "the ace is both high and low", 2, ("Play",)),
    Rule(N_("five table piles of 1 to 5 cards"), "15 table cards", 1, ("RoundDealt",)),
    Rule(N_("the hand pile"), "hand pile (11 in the first round)", 3, ("CardsTurned",)),
    Rule(N_("the two centre piles"), "center piles", 1, ("RoundDealt",)),
    Rule(N_("one higher or one lower, on either centre pile"), "exactly one higher or one lower", 1, ("CardPlayed",)),
    Rule(N_("the pile to whoever is first"), "Whoever comes first gets the pile", 4, ("refuses play 4 L",)),
    Rule(N_("an empty table pile stays empty"), "An emptied table pile stays empty", 3, ("Play",)),
    Rule(N_("blocked: both turn a card"), "when neither player can move", 3, ("Blocked",)),
    Rule(N_("the centre cards shared out when nobody can turn"), "If nobody can turn a card, all center",
         reconstruction=True),
    Rule(N_("the round won, and the slap"), "slap the center pile", 6, ("Slapped",)),
    Rule(N_("until the slap lands, play goes on"), "Until the slap lands", reconstruction=True),
    Rule(N_("the slapped pile taken, unshuffled"), "The slapper takes the slapped pile", 6, ("Slapped",)),
    Rule(N_("the loser's table cards go under first"), "Table cards the other player still has", 6, ("Slapped",),
         reconstruction=True),
    Rule(N_("a slap with an empty hand pile"), "whatever is left in the slapper's hand pile"),
    Rule(N_("a new round"), "Then a new round"),
    Rule(N_("15 cards or fewer: one centre pile"), "15 cards or fewer", 7, ("TableCleared",)),
    Rule(N_("a one-pile round: slap the table"), "slaps the table and takes no cards", 8, ("Slapped",)),
    Rule(N_("the game won in a one-pile round"), "So the game is won", 8, ("GameWon",)),
    Rule(N_("an empty hand pile turns nothing"), "A player with an empty hand pile turns nothing", reconstruction=True),
    Rule(N_("the centre cards shared out when nobody can turn"), "the center cards are shuffled and shared",
         reconstruction=True),
    Rule(N_("a stalled round is dealt again"), "A stalled round"),
    Rule(N_("the round limit"), "Matches have a round limit"),
)

LESSON = Lesson(
    "speed", STEPS, reply, words,
    N_("Your first game: against the computer; whoever first has no cards left wins."),
    marks=marks, rules=RULES, facts=facts,
)
