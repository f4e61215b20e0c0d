"""Two people at the two-player games (tests 5 and 6 of issue 18's server
part): Skördespelet to the end with both apps acting by bots on their own
decoded views; Speed with both playing onto the same center pile in the
same clock instant: exactly one lands, the other is "Too slow"."""

import pytest

from rules.speed.actions import Play
from rules.tables.wire import decode

from .helpers import App, log_of, play_to_end, two_people


@pytest.mark.parametrize("game", ["harvest", "clover"])
def test_a_two_player_game_between_two_people_to_the_end(game):
    clock, hub, hidden, anna, bo = two_people(game=game, people=[1], seed=12)
    table = hub.tables["t1"]
    assert table.started
    anna.play_as(game, "medium", "a")
    bo.play_as(game, "medium", "b")
    play_to_end(clock, [anna, bo], table)
    assert table.game.is_over
    assert anna.refusals() == [] and bo.refusals() == []
    result = table.game.result
    for seat, app in enumerate((anna, bo)):
        got = decode(app.latest()["result"])
        assert got.scores == tuple(result.scores[(seat + k) % 2] for k in range(2))
        assert got.winners == tuple((winner - seat) % 2 for winner in result.winners)
        assert got.summary
    hidden.assert_clean()


def test_speed_two_plays_onto_one_pile_at_once_exactly_one_lands():
    clock, hub, hidden, anna, bo = two_people(game="speed", people=[1], seed=1)
    table = hub.tables["t1"]
    state = anna.last("state")
    assert state["real_time"] is True and state["undo"] is False
    # each chooses, from its own decoded legal list, a play onto the left pile
    mine = next(a for a in anna.legal() if isinstance(a, Play) and a.center == "L")
    theirs = next(a for a in bo.legal() if isinstance(a, Play) and a.center == "L")
    anna_updates, bo_updates = len(anna.of("update")), len(bo.of("update"))
    anna.say(type="act", action=str(mine))  # the same clock instant: no time passes between them
    bo.say(type="act", action=str(theirs))
    assert [seat for seat, _ in log_of(table)] == [0]  # exactly one play landed
    assert bo.got("refused")["reason"].startswith("Too slow: the left pile now shows ")
    assert anna.refusals() == []
    # each sees the move as an update: Anna her own action, Bo only its events
    landed = anna.of("update")[anna_updates]
    assert landed["seat"] == 0 and landed["action"] == str(mine)
    seen = bo.of("update")[bo_updates]
    assert seen["seat"] == 1 and seen["action"] is None and seen["events"]
    # and the other way round: Bo's next play shows on Anna's screen
    clock.advance(0.1)
    again = next(a for a in bo.legal() if isinstance(a, Play))
    count = len(anna.of("update"))
    bo.say(type="act", action=str(again))
    assert log_of(table)[-1][0] == 1
    assert anna.of("update")[count]["seat"] == 1 and anna.of("update")[count]["action"] is None
    hidden.assert_clean()


def test_speed_waits_for_a_dropped_person_and_then_the_computer_plays_for_them():
    clock, hub, hidden, anna, bo = two_people(game="speed", people=[1], level="easy", seed=1)
    table = hub.tables["t1"]
    bo.client.close()
    assert table.driver.paused  # the match is held while Bo is away: Anna sees what fits, plays nothing
    anna.say(type="act", action=str(anna.legal()[0]))
    assert "paused" in anna.got("refused")["reason"]
    clock.advance(30)
    assert log_of(table) == []
    back = App(hub, "bo")
    assert [m["type"] for m in back.messages][:4] == ["welcome", "tables", "seated", "state"]  # the picture first
    assert back.got("state")["seats"][0]["kind"] == "person"
    assert not table.driver.paused and anna.legal()  # plays on
    back.client.close()
    clock.advance(60)  # the computer takes Bo's seat: its own timers, at the table's level
    assert table.places[1].kind == "computer" and not table.driver.paused
    clock.advance(30)
    assert any(seat == 1 for seat, _ in log_of(table))
    assert any(m["type"] == "update" and m["seat"] == 1 for m in anna.messages)
    hidden.assert_clean()
