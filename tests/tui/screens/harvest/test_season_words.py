"""The harvest table names the seasons in the engine's words
(rules/harvest/seasons.py SEASON_TITLES), not in a copy of its own."""

from __future__ import annotations

import rules
from rules.harvest import seasons
from tui.screens.harvest import text as ht


def test_the_wait_line_names_the_season_as_the_engine_does(monkeypatch):
    game = rules.new_game("harvest", seed=1, first=1)  # the computer's turn first
    view = game.view(0)
    assert view.seat not in view.to_act
    monkeypatch.setitem(seasons.SEASON_TITLES, view.season, "the test's season")
    line = ht.prompt_line(view, ["South", "North"], None, False, False, False)
    assert line == "North is deciding: the test's season. Wait…"


def test_the_swedish_track_names_growing_time_as_a_season_not_a_past_tense():
    """Issue 30.10: the track said "växte" ("grew"); the season is the
    growing time, växtetid, as the engine's title has it."""
    from rules import i18n
    from rules.harvest.seasons import GROWING
    from tui.widgets.harvest_track import season_word

    i18n.use("sv")
    assert season_word(GROWING) == "växtetid"
    assert ht.season_time(GROWING) == "växtetid"  # the engine's own word for the same season


def test_the_swedish_growing_prompt_names_the_season_too():
    """Issue 30.10: the prompt of growing time began "Växte:" ("grew")."""
    import dataclasses

    from rules import i18n

    i18n.use("sv")
    game = rules.new_game("harvest", seed=1, first=0)
    view = dataclasses.replace(game.view(0), decision="grow", nothing="", to_act=(0,))  # the person grows
    line = ht.prompt_line(view, ["Syd", "Nord"], None, False, False, False)
    assert line.startswith("Växtetid: ") and "Växte:" not in line
