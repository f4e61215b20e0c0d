"""Bots only ever choose legal actions, and see nothing but the view."""

import inspect

import pytest

import rules
from rules.hearts import bots
from rules.hearts.game import HeartsGame, HeartsView, Play


def play_game(levels, seed, players, max_actions=None):
    g = HeartsGame(seed, players=players)
    seats = [rules.new_bot("hearts", lv, seed) for lv in levels]
    n = 0
    while not g.is_over and (max_actions is None or n < max_actions):
        for seat in sorted(g.to_act()):
            legal = g.legal_actions(seat)
            seats[seat].reseed(f"{seed}/{seat}/{n}")
            action = seats[seat].choose(g.view(seat), legal)
            assert action in legal, f"{levels[seat]} chose {action}"
            g.apply(seat, action)
            n += 1
            break
    return g


@pytest.mark.parametrize("players", [3, 4, 5])
def test_easy_and_medium_play_whole_games_legally(players):
    for seed in range(3):
        levels = (["easy", "medium"] * 3)[:players]
        g = play_game(levels, seed, players)
        assert g.is_over


def test_levels_are_registered_easiest_first():
    assert rules.bot_levels("hearts") == ["easy", "medium", "hard", "expert"]


def test_bots_are_deterministic_given_their_seed():
    for level in ("easy", "medium"):
        a = play_game([level] * 4, 3, 4).to_json()
        b = play_game([level] * 4, 3, 4).to_json()
        assert a == b


def test_medium_passes_the_queen_and_high_hearts():
    from rules.cards import parse_cards
    from rules.hearts.bots import MediumBot
    g = HeartsGame(0)
    hand = parse_cards("2C 5C 9C 3D 7D 2S 4S QS AH KH 3H 6H 8H")
    from rules.hearts.masks import mask_of
    g.hands[0] = mask_of(hand)
    chosen = MediumBot(0).choose(g.view(0), g.legal_actions(0))
    assert {str(c) for c in chosen.cards} == {"QS", "AH", "KH"}
    g.hands[0] = mask_of(parse_cards("2C 5C 9C 10C JD 2S 4S 6S 7H 5H 3H 6H 8H"))
    chosen = MediumBot(0).choose(g.view(0), g.legal_actions(0))
    assert "JD" in {str(c) for c in chosen.cards}  # voids diamonds


def test_medium_ducks_and_dumps_the_queen():
    from rules.hearts.bots import MediumBot
    from tests.rules.hearts.helpers import play, position

    g = position(["KS 2D", "QS 3S 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    play(g, "KS")
    assert str(MediumBot(0).choose(g.view(1), g.legal_actions(1))) == "play QS"
    g = position(["9C 2D", "10C 8C 5D", "6D 7D", "8D 9D"], tricks_done=1, leader=0)
    play(g, "9C")
    assert str(MediumBot(0).choose(g.view(1), g.legal_actions(1))) == "play 8C"


class QuickHard(bots.HardBot):
    """The hard player with a small budget, so the tests stay fast."""

    budget = 3000
    min_samples = 2
    max_samples = 6
    pass_samples = 3


@pytest.mark.parametrize("players", [3, 4, 5])
def test_hard_plays_legally(players, monkeypatch):
    monkeypatch.setitem(bots.LEVELS, "hard", QuickHard)
    levels = (["hard", "medium", "easy"] * 2)[:players]
    g = play_game(levels, 40 + players, players, max_actions=3 * players * (52 // players) + 20)
    assert g.hand_number >= 2


def test_hard_bot_only_receives_the_view():
    params = list(inspect.signature(bots.HardBot.choose).parameters)
    assert params == ["self", "view", "legal_actions"]
    fields = set(HeartsView.__dataclass_fields__)
    assert not fields & {"hands", "pending", "deck", "game"}
    # Nothing in the bot's modules can reach the engine's state.
    import rules.hearts.hard as hard
    import rules.hearts.heuristics as heuristics
    import rules.hearts.playout as playout
    import rules.hearts.sampler as sampler
    for module in (hard, heuristics, playout, sampler):
        source = inspect.getsource(module)
        assert "from .game" not in source and "HeartsGame" not in source


def test_hard_decision_does_not_depend_on_hidden_cards():
    """Two tables that differ only in cards South cannot see give South the
    same view, and the hard player the same decision."""
    from rules.hearts.masks import SUIT_MASKS

    g = HeartsGame(8)
    for seat in range(4):
        g.apply(seat, g.legal_actions(seat)[0])
    seed = 0
    while g.turn != 0 or not g.trick:
        playing = g.turn
        assert playing is not None
        g.apply(playing, g.legal_actions(playing)[0])
    twin = HeartsGame.from_json(g.to_json())
    # Swap two unseen diamonds between West and North (never passed by South).
    known = sum(1 << c.code for c in g.view(0).passed_cards)
    west = twin.hands[1] & SUIT_MASKS[2] & ~known
    north = twin.hands[2] & SUIT_MASKS[2] & ~known
    a, b = west & -west, north & -north
    assert a and b
    twin.hands[1] ^= a | b
    twin.hands[2] ^= a | b
    assert twin.to_json() != g.to_json()
    assert twin.view(0) == g.view(0)
    bot = QuickHard(seed)
    first = bot.choose(g.view(0), g.legal_actions(0))
    bot.reseed(seed)
    assert bot.choose(twin.view(0), twin.legal_actions(0)) == first


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_throws_the_queen_on_the_first_trick(level):
    """Void in clubs with nothing but hearts and Q♠: every level, and the
    hard bot's own playouts, discard a heart."""
    from .helpers import only_hearts_and_queen_on_the_first_trick

    g = only_hearts_and_queen_on_the_first_trick()
    bot = rules.new_bot("hearts", level, 3)
    for n in range(5):
        bot.reseed(f"first/{n}")
        action = bot.choose(g.view(1), g.legal_actions(1))
        assert isinstance(action, Play) and str(action) != "play QS" and action.card.suit == "H"
