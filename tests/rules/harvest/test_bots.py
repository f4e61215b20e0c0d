import pytest

import rules
from rules.cards import parse_card as c
from rules.cards import parse_cards
from rules.harvest.actions import DONE, Graze, Lift, PlaySpade
from rules.harvest.bots import LEVELS, EasyBot, HardBot, MediumBot
from rules.harvest.game import HarvestGame
from rules.harvest.tactics import cheapest_eating, hold_probability, plan_attack, satiation_loss
from rules.harvest.values import take

from .helpers import check_invariants, position


def test_levels_easiest_first():
    assert list(LEVELS) == ["easy", "medium", "hard", "expert"]
    assert rules.bot_levels("harvest") == ["easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("options", [{}, {"jokers": 4}])
def test_bots_play_legal_deterministic_games(level, options):
    for seed in range(6):
        logs = []
        for _ in range(2):
            game = HarvestGame(seed, **options)
            bots = [rules.new_bot("harvest", level), rules.new_bot("harvest", "random")]
            log: list[str] = []
            while not game.is_over:
                (seat,) = game.to_act()
                bots[seat].reseed(f"{seed}/{seat}/{len(log)}")
                legal = game.legal_actions(seat)
                action = bots[seat].choose(game.view(seat), legal)
                assert action in legal
                game.apply(seat, action)
                log.append(str(action))
            check_invariants(game)
            logs.append(log)
        assert logs[0] == logs[1]


def test_satiation_and_cheapest_eating():
    # the defender satiates the most worth that fits in take(pasture)
    assert satiation_loss(c("6H"), parse_cards("4C 3C 2C"), take) == (6, (c("4C"), c("2C")))
    # a heavy grazer eats for free: 7♣ on 5♥ is never satiated
    assert cheapest_eating(c("5H"), parse_cards("7C 5C 2C"), take) == (0, (c("7C"),))
    # nothing can eat 10♥ with 4♣ 3♣
    assert cheapest_eating(c("10H"), parse_cards("4C 3C"), take) is None
    plan = plan_attack(parse_cards("5H 2C"), parse_cards("7C 3C"), gain=lambda x: 2 * take(x), worth=take)
    assert [(p, g) for p, g, _ in plan] == [(c("5H"), (c("7C"),)), (c("2C"), (c("3C"),))]


def test_hold_probability():
    assert hold_probability(0, 30, 7) == 0
    assert hold_probability(1, 30, 0) == 0
    assert hold_probability(1, 7, 7) == 1.0
    assert abs(hold_probability(1, 30, 6) - 0.2) < 1e-9


@pytest.mark.parametrize("bot", [MediumBot(), HardBot()])
def test_defender_reorders_to_satiate_most(bot):
    game = position(active=0, step="reorder", stacks=[("6H", "4C 3C 2C")], first=0)
    seen = 0
    while game.to_act() == {1} and game.step == "reorder":
        action = bot.choose(game.view(1), game.legal_actions(1))
        if action == DONE:
            break
        assert isinstance(action, Lift)
        game.apply(1, action)
        seen += 1
    top = game.stacks[0].grazers[:2] if game.stacks else []
    assert seen >= 1 and set(top) == {c("4C"), c("2C")}


@pytest.mark.parametrize("bot", [EasyBot(), MediumBot(), HardBot()])
def test_attackers_take_a_free_meal(bot):
    game = position(active=0, step="grazing", barns=("7C", ""), harvests=("", "5H"), first=0)
    assert bot.choose(game.view(0), game.legal_actions(0)) == Graze(c("5H"), c("7C"))


@pytest.mark.parametrize("bot", [MediumBot(), HardBot()])
def test_no_attack_that_cannot_eat(bot):
    game = position(active=0, step="grazing", barns=("3C 2C", ""), harvests=("", "9H 10C"), first=0)
    assert bot.choose(game.view(0), game.legal_actions(0)) == DONE


def test_hard_saves_its_pasture_with_a_spade():
    game = position(active=1, step="weather", hands=("5S", ""), fields=(6, 0),
                    stacks=[("6H", "4C 3C")], first=0)
    game.weather_seat = 0
    action = HardBot().choose(game.view(0), game.legal_actions(0))
    assert action in (PlaySpade(c("5S"), c("4C")), PlaySpade(c("5S"), c("3C")))


def test_a_session_of_bots_plays_to_the_end():
    from rules.clock import ManualClock
    from rules.session import Seat, Session

    game = rules.new_game("harvest", seed=21, jokers=2)
    session = Session(game, [Seat("Ann", rules.new_bot("harvest", "hard")),
                             Seat("Bo", rules.new_bot("harvest", "medium"))], ManualClock())
    session.run_bots()
    assert session.game.is_over and not session.bot_errors
    again = rules.replay("harvest", 21, game.options, session.log)
    assert again.to_json() == session.game.to_json()


def test_hard_spends_its_best_storm_to_stop_a_winning_harvest():
    # A♥ alone is not worth ♠A, unless it is the point that wins them the game
    for score, expected in ((10, "pass"), (19, "spade AS AH")):
        game = position(active=0, step="weather", hands=("AS", ""), fields=(1, 0),
                        harvests=("", "AH"), scores=(0, score), first=0)
        assert str(HardBot().choose(game.view(0), game.legal_actions(0))) == expected
