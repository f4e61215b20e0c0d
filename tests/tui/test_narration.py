"""The tables' logs say the person as "you", from the events' own sentences
(rules.voice), never rewritten afterwards: pilot tests at 80×24."""

from __future__ import annotations

import pytest

from rules.clock import ManualClock
from rules.hearts.events import CardPlayed
from rules.speed.events import GameWon, Slapped
from tui.screens.speed import SpeedScreen
from tui.widgets import EventLog

from .helpers import hearts_screen, make_app, pass_three

SIZE = (80, 24)


def log_sentences(screen) -> list[str]:
    return [" ".join(text.plain.split()) for text in screen.query_one(EventLog)._said]


async def test_the_hearts_log_says_you_play_for_the_person():
    app = make_app("hearts", seed=7, pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        await pass_three(pilot)
        for _ in range(40):
            if any(s.startswith("You play") for s in log_sentences(screen)):
                break
            await pilot.press("space")
            await pilot.pause()
        said = log_sentences(screen)
        mine = [s for s in said if s.startswith("You play")]
        assert mine, said
        assert not any("South" in s for s in said), said  # the person is never their seat's name
        assert "You have chosen 3 cards to pass." in said
        assert any(s.startswith(("West plays", "North plays", "East plays")) for s in said)
        # the sentence is the event's, told to seat 0
        played = [e for e in screen.session.game.view(0).trick if e[0] == 0]
        if played:
            assert f"You play {played[0][1].label}." in said


@pytest.fixture
def clock(monkeypatch) -> ManualClock:
    manual = ManualClock()
    monkeypatch.setattr(SpeedScreen, "make_clock", staticmethod(lambda: manual))
    return manual


async def test_the_speed_log_says_you_in_every_sentence_about_the_person(clock):
    app = make_app("speed", seed=7)
    app.level = "easy"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SpeedScreen)
        for _ in range(200):
            if any(s.startswith("You play") for s in log_sentences(screen)):
                break
            plays = [a for a in screen.session.legal_actions(0) if type(a).__name__ == "Play"]
            if plays:
                screen.act(plays[0])
            clock.advance(0.25)
            await pilot.pause(0)
        said = log_sentences(screen)
        assert any(s.startswith("You play") for s in said), said
        # sentences the old rewriting got wrong ("you wins", "South" left in a list)
        screen.table_log.tell([
            Slapped(1, "table", (9, 0), (0, 2), (10, 20)),
            GameWon(0, "round limit", (3, 9)),
        ])
        said = log_sentences(screen)
        assert said[-2] == "North slaps the table and takes no cards; you take the pile (9 cards)."
        assert said[-1] == "The round limit is reached: you win with fewer cards (3 to 9)."


async def test_a_hearts_card_of_another_seat_is_told_by_its_name():
    app = make_app("hearts", seed=7, pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = hearts_screen(app)
        from rules.cards import parse_card

        screen.table_log.tell([CardPlayed(0, parse_card("QS"), 3), CardPlayed(2, parse_card("5H"), 3)])
        said = log_sentences(screen)
        assert said[-2:] == ["You play Q♠ — 13 points to whoever takes this trick.", "North plays 5♥."]
