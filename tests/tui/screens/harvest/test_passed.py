"""The harvest table's passed seasons, without a screen (issue 29)."""

from __future__ import annotations

from dataclasses import replace

import rules
from rules.harvest.seasons import Phase
from rules.harvest.view import HarvestView
from tests.narrow import narrow
from tui.screens.harvest.passed import PassedSeasons


def test_passed_seasons_are_marked_for_their_turn_and_forgotten_by_an_undo():
    passed = PassedSeasons()
    dealt = narrow(rules.new_game("harvest", seed=1).view(0), HarvestView)
    view = replace(dealt, turn_number=3, season=Phase.WEATHER, nothing="No weather to play: you hold no spade.")
    assert passed.passed(view, 10) == "No weather to play: you hold no spade."  # "You pass." follows: not "passed" too
    assert PassedSeasons().passed(replace(view, nothing=""), 9) == (
        "Nothing to do in weather time.")
    assert passed.this_turn(view, 11) == {"weather"}
    assert passed.this_turn(view, 10) == frozenset()  # the pass is not in the log yet
    assert passed.this_turn(replace(view, turn_number=4), 12) == frozenset()
    passed.undone(10)
    assert passed.this_turn(view, 11) == frozenset()
