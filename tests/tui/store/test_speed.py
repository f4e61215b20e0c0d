"""Speed runs on its own real-time driver (rules.speed.match.Match): its
saves hold the driver's timers too, and a resumed match waits, paused."""

import json

import pytest

import rules
from rules.clock import ManualClock
from rules.session import Seat
from rules.speed.game import SpeedGame
from rules.speed.match import Match
from tests.narrow import narrow, present
from tui.store import Autosave, SaveError, list_saves, load_save, session_from_record
from tui.store.saves import save_path


def speed_match(seed=21):
    from rules.speed.match import Match

    clock = ManualClock()
    game = narrow(rules.new_game("speed", seed=seed), SpeedGame)
    match = Match(game, [Seat("You"), Seat("AI", rules.new_bot("speed", "hard"))], clock)
    return match, clock


def play_on(match, clock, seconds):
    """Both seats play: the computer on its timers, the person (seat 0) a
    legal card every half second."""
    for _ in range(int(seconds * 2)):
        clock.advance(0.5)
        legal = [a for a in match.game.legal_actions(0) if str(a).startswith("play")]
        if legal and not match.game.is_over:
            try:
                match.act(0, legal[0])
            except Exception:  # noqa: BLE001 - refused while the driver deals: the next one
                pass


def test_a_speed_match_is_autosaved_and_resumes_paused_where_it_was(home):
    match, clock = speed_match()
    autosave = Autosave(match).attach()
    match.start()
    play_on(match, clock, 8.0)
    assert len(match.log) > 3 and not match.game.is_over
    match.pause()  # the app pauses on quit; the save follows the Paused update
    record = load_save(save_path(present(autosave.save_id)))
    assert record.log == match.log and record.driver is not None
    assert [s.player for s in record.seats] == ["human", "hard"]
    resumed = session_from_record(record, ManualClock())
    assert resumed.paused and resumed.log == match.log
    assert resumed.game.to_json() == match.game.to_json()
    assert narrow(resumed, Match).to_json() == match.to_json()  # the driver's timers too
    entries, problems = list_saves()
    assert [e.game for e in entries] == ["speed"] and problems == []


def test_a_speed_save_with_broken_timers_is_moved_aside(home):
    match, clock = speed_match()
    autosave = Autosave(match).attach()
    match.start()
    clock.advance(3.0)
    path = save_path(present(autosave.save_id))
    data = json.loads(path.read_text())
    data["driver"]["timers"] = [{"key": "bot1"}]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="a timer of its match is not sound"):
        load_save(path)
