"""The real-time driver on the ManualClock: virtual time, no real sleeping."""

import json

import pytest

import rules
from rules.clock import ManualClock
from rules.core import IllegalAction
from rules.driver import Update
from rules.hearts.game import HeartsGame
from rules.session import Seat
from rules.speed.actions import DEAL, TURN
from rules.speed.bots import LEVELS, SpeedBot
from rules.speed.events import Blocked, CardPlayed, CardsTurned, CentersReshuffled, GameWon, RoundDealt, Slapped, TableCleared
from rules.speed.game import SpeedGame
from rules.speed.match import Countdown, LookedAgain, Match, Paused, Resumed
from rules.speed.view import BLOCKED, PLAYING, ROUND_OVER, SLAP
from rules.voice import neutral

from .helpers import position, rest


class Recorder:
    """Every update with the virtual time it arrived."""

    def __init__(self, match, clock):
        self.clock = clock
        self.updates: list[tuple[float, Update]] = []
        match.subscribe(lambda u: self.updates.append((clock.now(), u)))

    def events(self, kind=None):
        return [(t, e) for t, u in self.updates for e in u.events if kind is None or isinstance(e, kind)]


def bot_match(seed=3, levels=("hard", "expert"), clock=None):
    clock = clock or ManualClock()
    seats = [Seat(f"{lv} {i}", LEVELS[lv]()) for i, lv in enumerate(levels)]
    return Match(SpeedGame(seed), seats, clock), clock


async def test_a_whole_bot_match_plays_to_its_end_in_virtual_time():
    match, clock = bot_match()
    rec = Recorder(match, clock)
    match.start()
    await clock.run_until_idle()
    assert match.game.is_over and clock.next_due() is None
    won = rec.events(GameWon)
    assert len(won) == 1 and won[0][1].reason == "no cards left"
    assert not match.bot_errors
    # The log replays the same game, and the same seed replays the same match.
    replayed = rules.replay("speed", 3, match.game.options, match.log)
    assert replayed.to_json() == match.game.to_json()
    again, clock2 = bot_match()
    again.start()
    clock2.advance(1e6)
    assert again.log == match.log and clock2.now() > 0
    assert rec.events(Countdown) and rec.events(RoundDealt)
    with pytest.raises(IllegalAction, match="over"):
        match.act(0, "play 1 L")


def run_with_a_helper(match, clock, until=600.0):
    """Seat 0 is a person who moves only when the AI (seat 1) cannot, at
    once: every AI move then starts from the update just before it."""
    game = match.game
    while not game.is_over and clock.now() < until:
        if game.phase in (PLAYING, SLAP) and not game.legal_actions(1) and game.legal_actions(0):
            match.act(0, game.legal_actions(0)[0])
            continue
        when = clock.next_due()
        if when is None:
            break
        clock.advance(when - clock.now())


@pytest.mark.parametrize("level", list(LEVELS))
def test_each_level_plays_a_card_within_its_reaction_time(level):
    clock = ManualClock()
    match = Match(SpeedGame(21), [Seat("You"), Seat("AI", LEVELS[level]())], clock)
    rec = Recorder(match, clock)
    match.start()
    run_with_a_helper(match, clock)
    low, high = LEVELS[level].reaction
    delays = []
    last = 0.0
    for t, update in rec.updates:
        if update.seat == 1:
            delays.append(t - last)
        last = t
    assert len(delays) >= 30 and match.game.is_over
    assert all(low - 1e-9 <= d <= high + 1e-9 for d in delays), (min(delays), max(delays))
    assert max(delays) - min(delays) > 0.5 * (high - low)  # jittered, not fixed
    assert not rec.events(LookedAgain)


class FirstFits(SpeedBot):
    """Always the first legal action, after exactly one second."""

    reaction = (1.0, 1.0)

    def choose(self, view, legal):
        return legal[0]


def race_game():
    t0 = ["6S", "", "", "", ""]
    t1 = ["4C", "JC", "", "", ""]  # 4♣ fits 5♦ (L); J♣ fits 10♦ (R)
    used = " ".join(t0 + t1 + ["5D", "10D", "2C", "3H"])
    return position(t0, t1, "5D", rest(used) + " 10D", "3H", "2C")


async def test_the_race_on_one_pile_and_the_computer_looks_again():
    clock = ManualClock()
    match = Match(race_game(), [Seat("You"), Seat("AI", FirstFits())], clock)
    rec = Recorder(match, clock)
    match.start()
    await clock.run(0.5)
    match.act(0, "play 1 L")  # 6♠ on 5♦ before the AI's 4♣
    await clock.run(0.6)  # the AI's move comes due at 1.0 s: the pile changed
    assert [e for _, e in rec.events(LookedAgain)] == [LookedAgain(1)]
    center = match.game.centers[0]
    assert center is not None and center[-1].label == "6♠"
    await clock.run(0.4)
    t, played = rec.events(CardPlayed)[-1]
    assert played.seat == 1 and played.card.label == "J♣" and played.center == "R"
    assert 1.0 + 0.2 <= t <= 1.0 + 0.3  # about 250 ms to look again


async def test_two_people_on_one_pile_the_second_is_too_slow():
    clock = ManualClock()
    match = Match(race_game(), [Seat("Ann"), Seat("Bo")], clock)
    match.start()
    match.act(1, "play 1 L")
    before = match.game.to_json()
    with pytest.raises(IllegalAction, match="Too slow: the left pile now shows 4♣"):
        match.act(0, "play 1 L")
    assert match.game.to_json() == before and match.log == [(1, "play 1 L")]
    with pytest.raises(IllegalAction, match="computer"):
        Match(race_game(), [Seat("Ann"), Seat("AI", FirstFits())], clock).act(1, "play 1 L")


def blocking_game(hand0="3C", hand1=""):
    """Seat 0's 5♥ on 4♦ leaves nobody a move."""
    t0 = ["9C", "KD 5H", "", "", ""]
    t1 = ["2H", "", "", "", ""]
    used = " ".join(t0 + t1 + ["4D", "6S", hand0, hand1])
    return position(t0, t1, "4D", rest(used) + " 6S", hand0, hand1)


async def test_blocked_counts_down_then_both_turn():
    clock = ManualClock()
    match = Match(blocking_game(hand0="3C", hand1="QD"), [Seat("Ann"), Seat("Bo")], clock)
    rec = Recorder(match, clock)
    match.start()
    await clock.run(2.0)
    events = match.act(0, "play 2 L")
    assert isinstance(events[-1], Blocked) and match.view(1).phase == BLOCKED
    assert match.view(0).countdown == pytest.approx(3.0)
    assert match.game.legal_actions(1) == [TURN] and match.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="countdown"):
        match.act(1, "turn")
    with pytest.raises(IllegalAction, match="wait for the cards"):
        match.act(1, "play 1 L")
    await clock.run(1.5)
    assert match.view(1).countdown == pytest.approx(1.5)
    await clock.run(1.5)
    ticks = [(t - 2.0, e.seconds) for t, e in rec.events(Countdown)]
    assert ticks == [(0.0, 3), (1.0, 2), (2.0, 1)]
    t, turned = rec.events(CardsTurned)[0]
    assert t == pytest.approx(5.0) and {k for _, k, _ in turned.turned} == {"L", "R"}
    assert match.log[-1] == (0, "turn") and match.view(0).countdown is None
    assert match.game.hands == [[], []]


async def test_a_player_without_a_hand_pile_turns_nothing_in_the_match():
    clock = ManualClock()
    match = Match(blocking_game(hand0="3C"), [Seat("Ann"), Seat("Bo")], clock)
    rec = Recorder(match, clock)
    match.act(0, "play 2 L")
    # What the countdown shows and the log tells is what the turn will do: Ann turns, Bo has nothing to turn.
    assert rec.events(Blocked)[0][1].turners == (0,) and match.view(1).turners == (0,)
    await clock.run(3.0)
    assert rec.events(CardsTurned)[0][1].turned[0][:2] == (0, "L")
    assert len(rec.events(CardsTurned)[0][1].turned) == 1


async def test_nobody_can_turn_the_center_cards_are_shared_after_the_countdown():
    clock = ManualClock()
    match = Match(blocking_game(hand0="", hand1=""), [Seat("Ann"), Seat("Bo")], clock)
    rec = Recorder(match, clock)
    match.act(0, "play 2 L")
    await clock.run(3.0)
    assert rec.events(CentersReshuffled) and match.game.phase in (PLAYING, BLOCKED)
    assert [len(c or ()) for c in match.game.centers] == [1, 1]


def slap_game():
    t0 = ["5H", "", "", "", ""]
    t1 = ["6S", "9C", "", "", ""]
    used = " ".join(t0 + t1 + ["7C 4D", "2D JH QS KH", "KC KD"])
    return position(t0, t1, "7C 4D", "2D JH QS KH", "KC KD", rest(used))


async def test_the_computer_slaps_the_smaller_pile_while_the_person_plays_on():
    clock = ManualClock()
    match = Match(slap_game(), [Seat("AI", LEVELS["hard"]()), Seat("You")], clock)
    rec = Recorder(match, clock)
    match.start()
    await clock.run(0.8)
    assert rec.events(TableCleared) and match.view(1).phase == SLAP and match.view(1).finisher == 0
    # The AI saw 3 cards on L and 4 on R; 6♠ lands on 5♥ before the slap does.
    match.act(1, "play 1 L")
    await clock.run(0.8)
    (_, slapped), = rec.events(Slapped)
    assert slapped.seat == 0 and slapped.target == "L" and slapped.taken == (4, 4)
    assert match.view(0).phase == "round_over"
    await clock.run(match.round_pause)
    assert rec.events(RoundDealt) and match.log[-1] == (0, "deal")


async def test_a_person_playing_the_computer_deals_the_next_round_at_once():
    """Issue 30.2: the round summary's 'enter: deal the next round' waited
    the round pause on an empty table.  The lone person may ask for the
    deal; between two people the driver deals, nobody ahead of the other."""
    clock = ManualClock()
    match = Match(slap_game(), [Seat("You"), Seat("AI", LEVELS["hard"]())], clock)
    rec = Recorder(match, clock)
    match.start()
    match.act(0, "play 1 L")
    match.act(0, "slap L")
    assert match.game.phase == ROUND_OVER and "deal" in match._pending
    assert match.legal_actions(0) == [DEAL] and match.legal_actions(1) == []
    match.act(0, "deal")
    assert rec.events(RoundDealt) and match.log[-1] == (0, "deal") and match.game.round == 2
    assert "deal" not in match._pending
    with pytest.raises(IllegalAction, match="not over"):
        match.act(0, "deal")

    clock = ManualClock()
    match = Match(slap_game(), [Seat("Ann"), Seat("Bo")], clock)
    match.start()
    match.act(0, "play 1 L")
    match.act(0, "slap L")
    assert match.legal_actions(0) == [] and match.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="in a moment"):
        match.act(1, "deal")
    await clock.run(match.round_pause)
    assert match.game.round == 2 and match.log[-1] == (0, "deal")


async def test_a_one_pile_round_ends_with_the_table_slap():
    t0 = ["5H", "", "", "", ""]
    t1 = ["6S", "9C", "", "", ""]
    used = " ".join(t0 + t1 + ["7C 4D"])
    game = position(t0, t1, "7C 4D", None, rest(used), "")
    clock = ManualClock()
    match = Match(game, [Seat("AI", LEVELS["expert"]()), Seat("You")], clock)
    rec = Recorder(match, clock)
    assert match.view(1).one_pile
    match.start()
    await clock.run(1.0)
    (_, slapped), = rec.events(Slapped)
    assert slapped.target == "table" and slapped.taken == (0, 3)
    assert "takes no cards" in slapped.describe(neutral(match.names))


async def test_pause_freezes_every_timer_and_resume_continues_the_rest():
    match, clock = bot_match(seed=5)
    rec = Recorder(match, clock)
    match.start()
    await clock.run(7.3)
    due = {k: t.due for k, t in match._pending.items()}
    state, log = match.game.to_json(), list(match.log)
    match.pause()
    await clock.run(100)
    assert match.game.to_json() == state and match.log == log and clock.next_due() is None
    match.resume()
    assert {k: t.due - 100 for k, t in match._pending.items()} == pytest.approx(due)
    assert [type(e) for _, e in rec.events((Paused, Resumed))] == [Paused, Resumed]


async def test_paused_the_match_still_says_what_fits_and_refuses_to_play_it():
    """Issue 30.1: a pause showed 'none of your cards fits' (the legal plays
    were emptied) while 3♥ fit both 4♦ and 4♣.  The clock stands, the truth
    does not: the plays are the engine's, only ``act`` waits."""
    clock = ManualClock()
    match = Match(SpeedGame(1), [Seat("Ann"), Seat("Bo", LEVELS["medium"]())], clock)
    match.start()
    playing = match.legal_actions(0)
    assert [str(a) for a in playing] == ["play 4 L", "play 4 R"]
    match.pause()
    assert match.legal_actions(0) == playing
    with pytest.raises(IllegalAction, match="paused"):
        match.act(0, playing[0])
    assert match.legal_actions(0) == playing and not match.log


async def test_pause_freezes_the_countdown():
    clock = ManualClock()
    match = Match(blocking_game(), [Seat("Ann"), Seat("Bo")], clock)
    match.act(0, "play 2 L")
    await clock.run(1.25)
    match.pause()
    with pytest.raises(IllegalAction, match="paused"):
        match.act(0, "play 1 L")
    assert match.legal_actions(0) == []
    await clock.run(30)
    assert match.view(0).countdown == pytest.approx(1.75) and match.game.phase == BLOCKED
    match.resume()
    await clock.run(1.7)
    assert match.game.phase == BLOCKED
    await clock.run(0.1)
    assert match.game.phase != BLOCKED


async def test_save_and_resume_mid_round_continues_the_same_match():
    match, clock = bot_match(seed=8)
    match.start()
    await clock.run(9.37)
    assert match.game.round == 1 and not match.game.is_over
    data = json.loads(json.dumps(match.to_json()))
    await clock.run_until_idle()
    clock2 = ManualClock(start=clock.now())
    seats = [Seat(s.name, type(s.bot)()) for s in match.seats]
    resumed = Match.from_json(data, seats, clock2)
    assert resumed.paused and clock2.next_due() is None
    assert resumed.game.to_json() == data["game"]
    resumed.resume()
    await clock2.run_until_idle()
    assert resumed.game.is_over and resumed.log == match.log


async def test_a_match_on_the_real_asyncio_clock_sped_up():
    import asyncio

    from rules.clock import AsyncioClock

    clock = AsyncioClock(speed=40)  # about 63 s of play in about 1.6 s
    match = Match(SpeedGame(2), [Seat("E", LEVELS["expert"]()), Seat("H", LEVELS["hard"]())], clock)
    done = asyncio.Event()
    match.subscribe(lambda update: done.set() if match.game.is_over else None)
    match.start()
    await asyncio.wait_for(done.wait(), timeout=20)
    result = match.game.result
    assert result is not None and result.winners and not match.bot_errors
    assert rules.replay("speed", 2, match.game.options, match.log).to_json() == match.game.to_json()
    assert match.timer_lags and not match._pending


def test_a_match_refuses_a_game_that_is_not_speed():
    """The Driver protocol hands ``new`` a Game: a Match made for another
    game's is refused at once, not left to fail at its first move."""
    seats = [Seat("You"), Seat("North", LEVELS["easy"](1))]
    with pytest.raises(TypeError, match="drives Speed, not HeartsGame"):
        Match.new(HeartsGame(0), seats, ManualClock(), delay=0)
