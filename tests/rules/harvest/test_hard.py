"""The hard player's search and its hints: the hint is the move it makes,
its reason names the cards it marks, and the sampled deals it searches
keep everything the seat can see."""

import random

import pytest

import rules
from rules.cards import parse_card as c
from rules.harvest import lookahead
from rules.harvest.actions import DONE, PASS, Graze, PlaySpade
from rules.harvest.bots import ExpertBot, HardBot
from rules.harvest.game import HarvestGame
from rules.harvest.sampling import likely_hand_cards, sample_deal, undo_grazing
from rules.hint import explain, hint_seed
from rules.thinking import Budget

from .helpers import check_invariants, position


def _hard_positions(seed: int, moves: int):
    """(view, legal) at the hard seat's decisions of a seeded game against medium."""
    game = HarvestGame(seed, first=seed % 2)
    bots = [HardBot(), rules.new_bot("harvest", "medium")]
    for move in range(moves):
        if game.is_over:
            break
        (seat,) = game.to_act()
        view, legal = game.view(seat), game.legal_actions(seat)
        if seat == 0:
            yield view, legal
        bots[seat].reseed(f"{seed}/{seat}/{move}")
        game.apply(seat, bots[seat].choose(view, legal))


def test_the_hint_is_the_move_and_names_what_it_marks():
    searched = 0
    for seed in (3, 8):
        for view, legal in _hard_positions(seed, 160):
            action = HardBot(f"{seed}").choose(view, legal)
            hint = explain("harvest", view, legal, hint_seed(seed, 0, 1))
            assert hint.action == action
            assert hint.reason and hint.reason[0].isupper()
            for card in hint.marks:
                assert card.label in hint.reason, (hint.reason, hint.marks)
            searched += "sampled deals" in hint.reason
    assert searched >= 1  # the search decided some of them, and says so in numbers


def test_a_searched_attack_or_harvest_names_what_it_marks():
    # grazing and growing are searched as whole plans
    bot = HardBot()
    bot.searched = ("graze", "grow", "weather")
    searched = 0
    for view, legal in _hard_positions(4, 120):
        hint = bot.explain(view, legal)
        assert hint.action == bot.choose(view, legal)
        for card in hint.marks:
            assert card.label in hint.reason, (hint.reason, hint.marks)
        searched += view.decision in ("graze", "grow") and "sampled deals" in hint.reason
    assert searched >= 3


def test_a_searched_reason_gives_the_figures():
    game = position(active=0, step="weather", hands=("AS", ""), fields=(1, 0),
                    harvests=("", "AH"), scores=(0, 19), first=0)
    hint = HardBot().explain(game.view(0), game.legal_actions(0))
    assert hint.action == PlaySpade(c("AS"), c("AH"))
    assert hint.marks == (c("AS"), c("AH"))
    assert "points more on average than passing, over 24 sampled deals" in hint.reason


def test_an_expert_at_a_fixed_count_is_remembered_by_that_count():
    # An expert timed by the clock is remembered as "timed" (a season's
    # steps reuse its first answer); at a fixed count, two counts in one
    # process are two answers: a benchmark comparing them read the first
    # count's figures for both.
    game = position(active=0, step="weather", hands=("AS", ""), fields=(1, 0),
                    harvests=("", "AH"), scores=(0, 19), first=0)
    for count in (30, 41):
        hint = ExpertBot(0, Budget.fixed(count)).explain(game.view(0), game.legal_actions(0))
        assert f"over {count} sampled deals" in hint.reason, hint.reason


def test_the_answer_does_not_depend_on_the_memo():
    views = [v for v, legal in _hard_positions(11, 120) if len(legal) > 1][:12]
    first = []
    for view in views:
        first.append(HardBot().choose(view, list(_legal(view))))
    lookahead._MEMO.clear()
    assert [HardBot().choose(view, list(_legal(view))) for view in views] == first


def _legal(view):
    # the legal actions of the view's position, from a deal that shows the same view
    return sample_deal(view, random.Random(0)).legal_actions(view.seat)


@pytest.mark.parametrize("seed", range(4))
def test_a_sampled_deal_keeps_what_the_seat_sees(seed):
    game = HarvestGame(seed)
    rng = random.Random(seed)
    for _ in range(60 + 7 * seed):
        (seat,) = game.to_act()
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])
        if game.is_over:
            break
    (seat,) = game.to_act() or (0,)
    view = game.view(seat)
    deal = sample_deal(view, random.Random(1))
    check_invariants(deal)
    assert deal.view(seat) == view
    assert deal.legal_actions(seat) == game.legal_actions(seat)
    hidden = set(view.unseen())
    assert set(deal.hands[1 - seat]) | set(deal.draw) == hidden


def test_a_sampled_hand_holds_no_crop_the_opponent_could_have_sown():
    game = position(active=0, step="growing", hands=("2S", "3S 9H 9D"), fields=(1, 3), barns=("5C", ""))
    view = game.view(0)
    likely = likely_hand_cards(view)
    assert c("2H") not in likely and c("9H") in likely and c("9D") in likely
    for k in range(20):
        hand = sample_deal(view, random.Random(k)).hands[1]
        assert len(hand) == 3 and not any(x.suit in "HC" and x.rank <= 3 for x in hand)


def test_undo_grazing_is_the_position_as_grazing_began():
    game = position(active=0, step="grazing", barns=("7C 3C", ""), harvests=("", "5H 2C"), first=0)
    before = game.to_json()
    game.apply(0, Graze(c("5H"), c("7C")))
    undo_grazing(game)
    after = game.to_json()
    for pile in ("barns", "harvests", "stacks"):
        assert sorted(map(sorted, after[pile])) == sorted(map(sorted, before[pile]))
    assert game.legal_actions(0)[0] == DONE and PASS not in game.legal_actions(0)



@pytest.mark.parametrize("step, barns, harvests", [
    ("growing", ("9C 7H 4C 2H QC", "8C 3C"), ("", "5H 6C")),
    ("grazing", ("9C 7C 4C 3C", "8C"), ("2H", "5H 6C KH 2C")),
])
def test_each_step_of_a_season_plays_the_same_plan(step, barns, harvests):
    # an attack and a harvest are weighed as the season began, so the next
    # step weighs the same options on the same deals and plays on the same plan
    game = position(active=0, step=step, hands=("6S", "2S 4D"), fields=(6, 3), barns=barns,
                    harvests=harvests, scores=(8, 2), first=0)
    bot = HardBot()
    bot.searched = ("graze", "grow")
    first = bot.decide(game.view(0), game.legal_actions(0))
    assert first.verdict is not None and first.action != DONE
    game.apply(0, first.action)
    second = bot.decide(game.view(0), game.legal_actions(0))
    assert second.option is not None and first.option is not None and second.verdict is not None
    assert second.option.tag == first.option.tag
    assert second.verdict.means == first.verdict.means


def test_the_level_weighs_a_harvest_over_its_next_attack():
    # a harvest decided on one round only never sees the barn's cards graze:
    # the level searches it, played on to the seat's second harvest from now
    game = position(active=0, step="growing", hands=("6S", "2S 4D"), fields=(6, 3),
                    barns=("9C 7H 4C 2H QC", "8C 3C"), harvests=("", "5H 6C"), scores=(8, 2), first=0)
    view = game.view(0)
    decision = HardBot().decide(view, game.legal_actions(0))
    assert decision.verdict is not None and len(decision.verdict.options) >= 2
    assert "sampled deals" in HardBot().explain(view, game.legal_actions(0)).reason
    assert lookahead.horizon(view, 2) == view.turn_number + 4
    assert lookahead.horizon(view) == view.turn_number + 2


def test_the_expert_keeps_a_harvest_that_wins_unless_two_of_its_cards_go():
    # 18 of 20 with A♥ 3♣ 3♥ (7 points) in the harvest: the opponent, with one
    # grazer (5♣) and whatever spades, must remove both threes to stop the win,
    # and A♥ still scores a point.  Weighed over two harvests, the search
    # moves every card back to the barn (nothing scores next time, and the
    # cards come back a turn later into the same attack); played on through
    # a third harvest, the expert keeps them where they score.
    game = position(active=0, step="growing", hands=("3S 6C 7S KS 8H 10H 4S 6H", "AS 7H 9C 8S 7C 9H 8C"),
                    fields=(3, 5), barns=("", "5C"), harvests=("AH 3C 3H", "4H"), scores=(18, 8),
                    discard="QC QH AC QS", first=0)
    view, legal = game.view(0), game.legal_actions(0)
    expert = ExpertBot(0, Budget.fixed(120))
    decision = expert.decide(view, legal)
    assert decision.action == DONE
    assert decision.option is not None and decision.option.plan == frozenset(map(c, ("AH", "3C", "3H")))
