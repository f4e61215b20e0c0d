"""The computer players: what they choose from the view, and how long they
say it takes."""

import pytest

import rules
from rules.cards import parse_card
from rules.clock import ManualClock
from rules.session import Seat
from rules.speed.actions import Play, Slap
from rules.speed.bots import LEVELS, EasyBot, ExpertBot, HardBot
from rules.speed.game import SpeedGame
from rules.speed.match import Match
from rules.speed.view import SLAP, CenterPileView, Phase, SpeedView, TablePileView

C = parse_card


def view(table, left="4D", right="JC", sizes=(3, 5), phase="playing", finisher=None):
    piles = tuple(TablePileView(C(t) if t else None, n) for t, n in table)
    empty = tuple(TablePileView(None, 0) for _ in range(5))
    centers = (CenterPileView("L", 0, C(left), sizes[0]), CenterPileView("R", 1, C(right), sizes[1]))
    phase = Phase(phase)
    to_act = (finisher,) if phase is Phase.SLAP else (0, 1)  # the other seat has no table cards
    return SpeedView(1, ("a", "b"), 1, phase, piles, empty, centers, (5, 5), (20, 20), finisher, None,
                     False, to_act)


def legal_for(v):
    from rules.speed.game import fits

    return [Play(i + 1, c.key) for i, p in enumerate(v.table) if p.top
            for c in v.centers if c and fits(p.top, c.top)]


def test_the_levels_are_registered_easiest_first():
    assert rules.bot_levels("speed") == ["easy", "medium", "hard", "expert"]
    assert isinstance(rules.new_bot("speed", "expert", 1), ExpertBot)
    lows = [LEVELS[lv].reaction[0] for lv in LEVELS]
    assert lows == sorted(lows, reverse=True)


def test_it_prefers_a_card_that_uncovers_a_face_down_card():
    v = view([("5S", 0), ("9C", 0), ("", 0), ("", 0), ("3H", 2)])
    legal = legal_for(v)
    assert set(legal) == {Play(1, "L"), Play(5, "L")}
    for seed in range(20):
        assert HardBot(seed).choose(v, legal) == Play(5, "L")


def test_it_keeps_its_options_open():
    # Both uncover; 10♥ on J♣ leaves 9♣ a place (on 10♥), 5♠ on 4♦ does not help.
    v = view([("5S", 1), ("9C", 1), ("", 0), ("", 0), ("10H", 1)])
    legal = legal_for(v)
    assert set(legal) == {Play(1, "L"), Play(5, "R")}
    for seed in range(20):
        assert ExpertBot(seed).choose(v, legal) == Play(5, "R")


def test_the_finisher_slaps_the_smaller_pile_and_easy_sometimes_misjudges():
    v = view([("", 0)] * 5, sizes=(9, 4), phase=SLAP, finisher=1)
    slaps = [Slap("L"), Slap("R")]
    assert all(HardBot(s).choose(v, slaps) == Slap("R") for s in range(100))
    wrong = sum(EasyBot(s).choose(v, slaps) == Slap("L") for s in range(400))
    assert 40 <= wrong <= 160  # about one in four


@pytest.mark.parametrize("level", list(LEVELS))
def test_reaction_and_look_again_times(level):
    bot = LEVELS[level](0)
    low, high = bot.reaction
    v = view([("5S", 0)] + [("", 0)] * 4)
    times = [bot.reaction_time(v, Play(1, "L")) for _ in range(500)]
    assert low <= min(times) and max(times) <= high and max(times) - min(times) > 0.8 * (high - low)
    looks = [bot.look_again_time() for _ in range(200)]
    assert 0.2 <= min(looks) and max(looks) <= 0.3


def test_a_bot_is_deterministic_given_its_seed():
    v = view([("5S", 0), ("3C", 0), ("3H", 0), ("", 0), ("", 0)])
    legal = legal_for(v)
    for level in LEVELS:
        picks = {(LEVELS[level](9).choose(v, legal), LEVELS[level](9).reaction_time(v, legal[0])) for _ in range(5)}
        assert len(picks) == 1


def test_faster_levels_win_more_often():
    wins = 0
    for seed in range(6):
        clock = ManualClock()
        seats = [Seat("E", LEVELS["expert"]()), Seat("M", LEVELS["medium"]())]
        if seed % 2:
            seats.reverse()
        match = Match(SpeedGame(seed), seats, clock)
        match.start()
        clock.advance(1e5)
        result = match.game.result
        assert result is not None
        wins += match.seats[result.winners[0]].name == "E"
    assert wins >= 5
