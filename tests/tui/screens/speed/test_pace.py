"""Speed's pace policy (tui/screens/speed/pace.py) without a screen: when
the match waits and when it goes on."""

from __future__ import annotations

from rules.session import Update
from rules.speed.events import RoundStalled, Slapped
from rules.speed.view import PLAYING, ROUND_OVER
from tui.screens.speed.pace import SpeedPace, speed_settings
from tui.settings import DEFAULT_PACE, TableSettings
from tui.table import SCORES, USER

SLAP = Slapped(seat=0, target="L", taken=(3, 2), returned=(0, 1), cards_left=(10, 12))
STALL = RoundStalled(cards_left=(9, 9))


def test_the_play_pages_pace_means_nothing_at_speed():
    fast = TableSettings("speed", pace="fast")
    assert speed_settings(fast).pace == DEFAULT_PACE and speed_settings(fast).game == "speed"
    plain = TableSettings("speed")
    assert speed_settings(plain) is plain


def test_a_match_resumed_mid_round_waits_for_p_and_one_left_between_rounds_shows_its_summary():
    mid = SpeedPace(PLAYING, (SLAP,), resumed=True)
    assert mid.between is None and mid.resume_paused and list(mid.opening_holds()) == []
    between = SpeedPace(ROUND_OVER, (SLAP, STALL), resumed=True)
    assert between.between is STALL and not between.resume_paused and list(between.opening_holds()) == [SCORES]
    new = SpeedPace(ROUND_OVER, (SLAP,), resumed=False)
    assert new.between is None


def test_a_rounds_end_holds_the_match_while_its_summary_is_up():
    pace = SpeedPace(PLAYING, (), resumed=False)
    ended = Update(0, None, (SLAP,))
    assert list(pace.holds_after(ended)) == [SCORES] and pace.round_ends(ended) == [SLAP]
    assert list(pace.holds_after(Update(None, None, ()))) == [] and pace.round_ends(Update(None, None, ())) == []


def test_at_a_lesson_no_rounds_summary_holds_the_match():
    """The lesson's steps tell a round's end, and its own last screen follows its last step."""
    pace = SpeedPace(PLAYING, (), resumed=False, lesson=True)
    ended = Update(0, None, (SLAP,))
    assert list(pace.holds_after(ended)) == [] and pace.round_ends(ended) == []


def test_closing_the_summary_deals_once_the_match_goes_on():
    pace = SpeedPace(PLAYING, (), resumed=False)
    assert not pace.deal_due(paused=False)  # nobody asked
    pace.summary_closed()
    assert not pace.deal_due(paused=True)  # still asked: the match is paused
    assert pace.deal_due(paused=False)
    assert not pace.deal_due(paused=False)  # once


def test_a_lost_focus_pauses_only_a_running_match_of_one_person():
    pace = SpeedPace(PLAYING, (), resumed=False)
    assert pace.pause_on_lost_focus(False, alone=True, over=False, holds=set())
    assert not pace.pause_on_lost_focus(True, alone=True, over=False, holds=set())
    assert not pace.pause_on_lost_focus(False, alone=False, over=False, holds=set())
    assert not pace.pause_on_lost_focus(False, alone=True, over=True, holds=set())
    assert not pace.pause_on_lost_focus(False, alone=True, over=False, holds={USER})
