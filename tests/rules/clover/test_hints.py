"""The hard clover picker's hint: the move it would play, and why."""

import re

from rules import hint as hints
from rules.clover import bots
from rules.clover.actions import DONE, STOP, Pick
from rules.clover.game import CloverGame
from rules.clover.position import position

from .meadow import pick


def test_the_hint_is_the_move_the_hard_player_makes_and_names_what_it_marks():
    seen = set()
    for seed in range(3):
        game = CloverGame(seed, first=seed % 2)
        driver = bots.MediumBot(0)
        move = 0
        while not game.is_over:
            seat = game.current
            view, legal = game.view(seat), game.legal_actions(seat)
            if seat == 0 and move % 3 == 0:
                tip = bots.HardBot(f"{seed}/{move}").explain(view, legal)
                assert tip.action == bots.HardBot(f"{seed}/{move}").choose(view, legal)
                assert tip.action in legal
                assert tip.reason.endswith(".") and "\n" not in tip.reason
                for card in tip.marks:
                    assert card.label in tip.reason, tip
                if isinstance(tip.action, Pick):
                    assert tip.marks == (tip.action.card,)
                seen.add(type(tip.action).__name__)
            game.apply(seat, driver.choose(view, legal))
            move += 1
    assert {"Pick", "Done"} <= seen


def test_a_search_decision_gives_the_rollouts_figures():
    # The deny pass (test_bots): medium would buy the 9♠; the rollouts pass
    # so the opponent's red cards meet no 8♣ 7♣ 6♣ 5♣.
    rich = position("AS AC 2C 3S 2H", "8H 7D 8D 7H 6H", "8C 7C 6C 5C 9S", seen=True)
    view, legal = rich.view(0), rich.legal_actions(0)
    assert bots.MediumBot(0).choose(view, legal) == pick(rich, 4)
    tip = hints.explain("clover", view, legal, seed=1)
    assert tip.action == DONE == bots.HardBot(1).choose(view, legal)
    assert re.fullmatch(r"Pass the meadow: \d+\.\d points more on average than picking the 9♠, "
                        r"over 96 rollouts\.", tip.reason), tip.reason
    assert tip.marks == ()


def test_the_chain_hint_marks_the_next_card_and_says_why():
    # KD 2H 8C 7C 3S are out; the next card, the 6♣, would not score now.
    game = position("AD 9D 10D JD 6C 3S 7C 8C 2H KD", "2S 3H 4H 5D 9C", "10H JH QC KH JS", seen=True)
    tip = bots.HardBot(0).explain(game.view(0), game.legal_actions(0))
    assert tip.action == STOP and [c.label for c in tip.marks] == ["6♣"]
    assert tip.reason.startswith("Stop the spade chain") and "6♣" in tip.reason


def test_a_forced_done_is_said_plainly():
    game = position("2S KC 9S 8C 7C", "2D", "AH 8D 3D AD 10S")
    tip = bots.HardBot(0).explain(game.view(0), game.legal_actions(0))
    assert tip.action == DONE and tip.marks == ()
    assert tip.reason == "Say done: nothing in the meadow is within your budget (0 left)."


def test_a_rule_move_the_rollouts_do_not_beat_is_given_its_plain_reason():
    from rules.clover.hints import Decision, hint

    game = position("3D 3H 4D AH 2D", "5C", "8H KC 3S AD 2C")
    view = game.view(0)
    three = pick(game, 2)
    tip = hint(view, Decision(three, three, DONE, -0.4, 32))
    assert tip.reason == "Pick the 3♠: a spade lets a bouquet play one more card and count one more club."
    tip = hint(view, Decision(three, three, DONE, 2.25, 32))
    assert tip.reason == "Pick the 3♠: 2.2 points more on average than passing the meadow, over 32 rollouts."
