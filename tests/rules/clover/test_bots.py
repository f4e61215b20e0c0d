"""The computer players: legal, deterministic, seeing only their view."""

import inspect

import pytest

import rules
from rules.clock import ManualClock
from rules.clover import bots
from rules.clover.actions import DONE, MORE, STOP
from rules.clover.game import CloverGame
from rules.clover.position import position
from rules.session import Seat, Session

from .meadow import pick


def test_levels_are_registered_easiest_first():
    assert rules.bot_levels("clover") == ["easy", "medium", "hard", "expert"]
    assert isinstance(rules.new_bot("clover", "hard", 1), bots.HardBot)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_play_whole_games_through_a_session(level):
    for seed in range(3):
        game = rules.new_game("clover", seed=seed)
        session = Session(game, [Seat("A", rules.new_bot("clover", level)),
                                 Seat("B", rules.new_bot("clover", "medium"))], ManualClock())
        session.run_bots()
        assert session.game.is_over and not session.bot_errors
        # The log replays to the same game.
        again = rules.replay("clover", seed, game.options, session.log)
        assert again.to_json() == session.game.to_json()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_are_deterministic_given_their_seed(level):
    game = CloverGame(4)
    seat = game.current
    view, legal = game.view(seat), game.legal_actions(seat)
    choices = set()
    for _ in range(2):
        bot = rules.new_bot("clover", level, "x")
        choices.add(bot.choose(view, legal))
    assert len(choices) == 1 and choices.pop() in legal


def test_bots_see_only_the_view():
    for cls in bots.LEVELS.values():
        assert list(inspect.signature(cls.choose).parameters) == ["self", "view", "legal"]


def test_medium_takes_the_high_club_over_a_low_red():
    game = position("2D 3H 4D 2H 5H", "2C", "AH 8C 6D AD 9S")
    action = bots.MediumBot(0).choose(game.view(0), game.legal_actions(0))
    assert action == pick(game, 1)


def test_hard_says_done_when_nothing_is_affordable():
    game = position("2S KC 9S 8C 7C", "2D", "AH 8D 3D AD 10S")
    assert game.legal_actions(0) == [DONE]
    assert bots.HardBot(0).choose(game.view(0), game.legal_actions(0)) == DONE


def test_hard_buys_the_eight_of_clubs_when_it_can():
    game = position("3D 3H 4D AH 2D", "2C", "AS 8C 2H 3C 9S")
    assert game.budget == 13
    eight = game.meadow[1]
    for seed in range(3):
        turn = CloverGame.from_json(game.to_json())
        bot = bots.HardBot(seed)
        while turn.current == 0:
            turn.apply(0, bot.choose(turn.view(0), turn.legal_actions(0)))
        assert eight in turn.last_bouquets[0]


def test_hard_passes_to_deny_a_rich_opponent_a_meadow_of_big_clubs():
    # Seat 0 can afford only the 9♠.  Picking it leaves 8♣ 7♣ 6♣ 5♣ to an
    # opponent whose hand (seen before) is all high reds; passing sends them
    # under the talon.  Against an opponent with no red cards it just picks.
    meadow = "8C 7C 6C 5C 9S"
    rich = position("AS AC 2C 3S 2H", "8H 7D 8D 7H 6H", meadow, seen=True)
    poor = position("AS AC 2C 3S 2H", "KS QS JS 10S 4C", meadow, seen=True)
    assert rich.view(0).opponent_groups == (tuple(rich.hands[1][i] for i in (4, 3, 0, 1, 2)),)
    for seed in (1, 2, 3):
        assert bots.HardBot(seed).choose(rich.view(0), rich.legal_actions(0)) == DONE
        assert bots.HardBot(seed).choose(poor.view(0), poor.legal_actions(0)) == pick(poor, 4)
    assert bots.MediumBot(0).choose(rich.view(0), rich.legal_actions(0)) == pick(rich, 4)


def test_the_hidden_talon_order_changes_neither_the_view_nor_the_hard_choice():
    import random

    for seed in range(4):
        game = CloverGame(seed)
        other = CloverGame.from_json(game.to_json())
        hidden = other.talon_hidden
        top = other.talon[len(other.talon) - hidden:]
        random.Random(seed).shuffle(top)
        other.talon[len(other.talon) - hidden:] = top
        assert other.talon != game.talon
        seat = game.current
        assert game.view(seat) == other.view(seat) and game.view(1 - seat) == other.view(1 - seat)
        a = bots.HardBot(seed).choose(game.view(seat), game.legal_actions(seat))
        b = bots.HardBot(seed).choose(other.view(seat), other.legal_actions(seat))
        assert a == b


def test_hard_samples_worlds_that_hold_every_card_once():
    import random

    from rules.clover.bots import sample_world

    for seed in range(40):
        game = CloverGame(seed)
        rng = random.Random(seed)
        bot = bots.MediumBot(0)
        while not game.is_over:
            seat = game.current
            view = game.view(seat)
            world = sample_world(view, rng)
            cards = (world.hands[0] + world.hands[1] + [c for c in world.meadow if c >= 0] + world.talon
                     + [c.code for c in view.bouquet + view.picked])
            assert sorted(cards) == list(range(52))
            assert world.hands[seat] == [c.code for c in game.hands[seat]]
            assert sorted(world.hands[1 - seat]) == sorted(c.code for c in game.hands[1 - seat]) or game.turn_number <= 2
            assert len(world.talon) == len(game.talon)
            game.apply(seat, bot.choose(view, game.legal_actions(seat)))


def test_a_sampled_world_keeps_the_red_ace_in_the_hand_it_was_dealt_to():
    # clover.md: each starting hand is one red ace and four red cards worth
    # 2.  The ace the seat does not hold is the opponent's until it is seen;
    # the sampler left it in the talon at times (a second ace's place given
    # to a red 2-card), a world the seat knows cannot be.
    import random

    from rules.clover.bots import sample_world
    from rules.clover.values import RED_ACES

    for seed in range(20):
        game = CloverGame(seed)
        view = game.view(game.current)  # the first turn: the opponent's hand all unseen
        (theirs,) = (a.code for a in RED_ACES if a in game.hands[1 - view.seat])
        rng = random.Random(seed)
        for _ in range(20):
            world = sample_world(view, rng)
            assert theirs in world.hands[1 - view.seat], (seed, world.hands[1 - view.seat])


# The spade chain: KD 2H 8C 7C 3S are out, the 3S allows one more card.
KEEP = "AD 9D 10D JD 6C 3S 7C 8C 2H KD"  # next the 6C, which would not score now (8 + 7 do)
SCORE = "AD 9D 10D JD 6C 3S 7C AC 2H KD"  # next the 6C, which scores now (6 + 7, not the A)


def chain_position(hand: str):
    game = position(hand, "2S 3H 4H 5D 9C", "10H JH QC KH JS", seen=True)
    assert game.phase == "chain" and game.view(0).chain_left == 1
    return game


def test_hard_stops_the_chain_to_keep_a_club_for_the_next_turn():
    """Stopping keeps 6C JD 10D 9D AD for the next turn: 6 more points then.
    Played now, the 6C scores nothing and comes back with the 8C and 7C,
    where again only one or two clubs count."""
    keep, score = chain_position(KEEP), chain_position(SCORE)
    for seed in range(4):
        assert bots.HardBot(seed).choose(keep.view(0), keep.legal_actions(0)) == STOP
        assert bots.HardBot(seed).choose(score.view(0), score.legal_actions(0)) == MORE


def test_medium_plays_on_unless_the_next_card_is_a_club_that_would_not_score():
    assert bots.MediumBot(0).choose(chain_position(KEEP).view(0), [MORE, STOP]) == STOP
    assert bots.MediumBot(0).choose(chain_position(SCORE).view(0), [MORE, STOP]) == MORE
    spade = chain_position("AD 9D 10D JD 6S 3S 7C 8C 2H KD")
    assert bots.MediumBot(0).choose(spade.view(0), spade.legal_actions(0)) == MORE


def test_every_level_decides_the_chain_and_easy_both_ways():
    game = chain_position(KEEP)
    easy = {bots.EasyBot(seed).choose(game.view(0), game.legal_actions(0)) for seed in range(12)}
    assert easy == {MORE, STOP}
    for cls in bots.LEVELS.values():
        assert cls(0).choose(game.view(0), game.legal_actions(0)) in (MORE, STOP)


# Issue 43: the expert plays its opponent in the rollouts as the bouquets show it plays.
def test_an_opponent_seen_buying_a_low_club_is_read_as_the_greedy_picker():
    import random

    from rules.clover.sim import GREEDY, MEDIUM

    bought = position("AS AC 2D 3S 2H", "8H 7D 2C 7H 6H", "8C 7C 6C 5C 9S", seen=True)  # 2♣: medium never buys it
    plain = position("AS AC 2C 3S 2H", "8H 7D 8C 7H 6H", "9C 7C 6C 5C 9S", seen=True)
    unseen = position("AS AC 2D 3S 2H", "8H 7D 2C 7H 6H", "8C 7C 6C 5C 9S")  # its hand never laid out
    assert [bots.opponent_style(g.view(0)) for g in (bought, plain, unseen)] == [GREEDY, MEDIUM, MEDIUM]
    rng = random.Random(0)
    assert bots.sample_world(bought.view(0), rng, read_opponent=True).styles == (MEDIUM, GREEDY)
    assert bots.sample_world(bought.view(0), rng).styles == (MEDIUM, MEDIUM)  # hard's rollouts: medium both
    assert (bots.HardBot.read_opponent, bots.ExpertBot.read_opponent) == (False, True)


def test_a_greedy_rollout_buys_the_best_black_card_and_plays_every_chain_card():
    from rules.cards import parse_cards
    from rules.clover.sim import GREEDY, MEDIUM, continue_chain, greedy_picks

    def codes(text: str) -> list[int]:
        return [c.code for c in parse_cards(text)]

    meadow = codes("KC 2H 3D AC 4H")  # no club worth 3 or more, no spade
    assert greedy_picks(meadow[:], [], 3, MEDIUM.worth) == []
    assert greedy_picks(meadow[:], [], 3, GREEDY.worth) == codes("KC AC")  # the 2-point club first, never red
    # 8♣ 7♣ out and one spade: a 6♣ now would not score; medium keeps it, greedy plays it.
    for every, played in ((False, 3), (True, 4)):
        hand, out = codes("5D 6C"), codes("8C 7C 3S")
        continue_chain(hand, out, 1, 0, every)
        assert len(out) == played
