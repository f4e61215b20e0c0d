"""The top bar at the person's lead names the card when the engine allows
only one (a playtest: "YOUR TURN: lead a card" on the first trick, where
2♣ is the only legal lead).  The card comes from the engine's legal moves,
never from a rule of the screen's own."""

from __future__ import annotations

import rules
from rules.hearts.game import Play
from rules.hearts.view import HeartsView
from rules.i18n import speaking
from tests.narrow import narrow
from tui.screens.hearts.text import Moment, status_line

NAMES = ["South", "West", "North", "East"]
MOMENT = Moment(None, None, False, False, 0)


def at_my_lead(first_trick: bool):
    """A seeded game played by its first legal actions to the person's lead
    (of the first trick, or a later one)."""
    for seed in range(200):
        game = rules.new_game("hearts", seed=seed)
        for _ in range(400):
            view = narrow(game.view(0), HeartsView)
            if view.phase == "playing" and view.turn == 0 and not view.trick and view.is_first_trick == first_trick:
                legal = [a.card for a in game.legal_actions(0) if isinstance(a, Play)]
                return view, legal
            if view.hand_number > 1:
                break
            seat = min(game.to_act())
            game.apply(seat, game.legal_actions(seat)[0])
    raise AssertionError("no such lead")


def test_the_first_lead_names_the_two_of_clubs_in_english_and_swedish():
    view, legal = at_my_lead(first_trick=True)
    assert [str(card) for card in legal] == ["2C"]
    line = status_line(view, NAMES, MOMENT, legal)
    assert line == "Hearts · hand 1 · YOUR TURN: lead 2♣"
    with speaking("sv"):
        swedish = status_line(view, ["Syd", "Väst", "Nord", "Öst"], MOMENT, legal)
    assert swedish.endswith("DIN TUR: spela ut 2♣") and len(swedish) <= 80


def test_a_lead_with_a_choice_says_lead_a_card():
    view, legal = at_my_lead(first_trick=False)
    assert len(legal) > 1
    assert status_line(view, NAMES, MOMENT, legal).endswith("YOUR TURN: lead a card")
