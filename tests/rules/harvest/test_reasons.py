"""Hidden hands stay hidden, and the engine says why not: weather, field and
sowing time always ask their seat (a pass looks the same whether or not the
seat could play); the seat's own view says why it has nothing to play, and
``card_reason`` why a card it points at cannot be used."""

from typing import Any

from rules.cards import parse_card as c
from rules.harvest.actions import DONE, PASS, PlaySpade
from rules.harvest.events import WeatherPassed
from rules.voice import neutral

from .helpers import position

NAMES = ["South", "North"]


def _weather(defender_hand: str):
    """Seat 0's turn, weather time, seat 0 has passed; seat 1 holds ``defender_hand``."""
    game = position(active=0, step="weather", hands=("", defender_hand), fields=(0, 5),
                    barns=("3C", ""), first=0)
    game.apply(0, PASS)
    return game


def test_a_pass_reads_the_same_whether_or_not_the_seat_could_play():
    could, could_not = _weather("4S"), _weather("9S")  # 4♠ removes 3♣; 9♠ is over the limit
    texts = []
    for game in (could, could_not):
        # both are asked, both may pass: the same action, the same view for the other seat
        assert game.to_act() == {1} and PASS in game.legal_actions(1)
        view = game.view(0)
        assert view.prompt == "North is deciding: weather time." and view.nothing == ""
        events = game.apply(1, PASS)
        passed = [e for e in events if isinstance(e, WeatherPassed)]
        assert len(passed) == 1
        texts.append([e.describe(neutral(NAMES)) for e in events])
    assert texts[0] == texts[1] and "North passes." in texts[0]
    assert could.step == could_not.step == "growing"


def test_the_seat_itself_is_told_why_it_can_only_pass():
    game = _weather("9S 5H")
    assert game.legal_actions(1) == [PASS]
    assert game.view(1).nothing == ("No weather to play: your field holds 5 diamonds; "
                                    "your spades are worth 9 or more.")
    assert _weather("5H").view(1).nothing == "No weather to play: you hold no spade."
    assert _weather("4S").view(1).nothing == ""


def test_sowing_asks_even_with_nothing_to_sow_and_says_why():
    game = position(active=0, step="field", hands=("2H KC 9S", ""), fields=(1, 0), first=0)
    game.apply(0, DONE)
    assert game.step == "sowing" and game.to_act() == {0} and game.legal_actions(0) == [DONE]
    assert game.view(0).nothing == ("Nothing to sow: your field holds 1 diamond; "
                                    "your crops are worth 2 or more.")
    assert game.view(1).nothing == ""  # the other seat learns nothing of that hand
    game.apply(0, DONE)
    assert game.active == 1


def test_field_time_asks_even_without_a_diamond():
    game = position(active=0, step="growing", barns=("5C", ""), hands=("9S", ""), first=0)
    game.apply(0, DONE)
    assert game.step == "field" and game.legal_actions(0) == [DONE]
    assert game.view(0).nothing == "Nothing for the field: you hold no diamond."


def test_card_reason_gives_the_engines_reason_for_a_card_that_cannot_be_used():
    game = position(active=0, step="sowing", hands=("3H 7S 2C KD", ""), fields=(2, 0),
                    barns=("4C", ""), first=0)
    assert game.card_reason(0, c("2C")) == ""
    assert game.card_reason(0, c("3H")) == (
        "3♥ has value 3 but your field holds 2 diamonds: you may play cards worth at most 2.")
    assert game.card_reason(0, c("7S")) == "7♠ is not a heart or a club: only crops are sown."
    assert game.card_reason(0, c("4C")) == (
        "Sowing time: hearts and clubs from your hand go to your barn.")
    assert game.card_reason(1, c("2C")) == "Wait: it is not your move."


def test_card_reason_in_weather_time_speaks_of_the_limit_and_the_arithmetic():
    game = position(active=0, step="weather", hands=("3S 9S 5H", ""), fields=(3, 0),
                    barns=("", "2C JH"), first=0)
    assert game.card_reason(0, c("3S")) == ""
    assert game.card_reason(0, c("9S")).startswith("9♠ has value 9 but your field holds 3")
    assert game.card_reason(0, c("5H")) == (
        "5♥ is not a spade: weather time plays spades (or jokers).")
    assert game.card_reason(0, c("2C"), first=c("3S")) == ""
    assert game.card_reason(0, c("JH"), first=c("3S")) == (
        "3♠ removes cards worth at most 2; J♥ is a heart honour and counts 3 — too much.")
    assert PlaySpade(c("3S"), c("2C")) in game.legal_actions(0)


def test_forced_pass_is_the_one_action_exactly_where_the_view_says_why_there_is_nothing_to_play():
    """Issue 30.4: a table passes such a decision for its person; the engine
    says which ones they are (``forced_pass``) and why (``view.nothing``),
    and the two always agree, in every variant."""
    import random

    from rules.harvest.game import HarvestGame

    from .helpers import brisk_choice

    seen = {"weather": 0, "field": 0, "sowing": 0}
    variants: list[dict[str, Any]] = [{}, {"beginner": True}, {"jokers": 2}, {"jokers": 4}]
    for seed, options in enumerate(variants * 5):
        game, rng = HarvestGame(seed, **options), random.Random(seed)
        while not game.is_over:
            (seat,) = game.to_act()
            legal = game.legal_actions(seat)
            forced = game.forced_pass(seat)
            assert (forced is not None) == bool(game.view(seat).nothing), (seed, game.step, legal)
            assert forced is None or legal == [forced]
            assert game.forced_pass(1 - seat) is None  # never for the seat not to act
            if forced is not None:
                seen[str(game.step)] += 1
            game.apply(seat, brisk_choice(rng, legal))
    assert all(seen.values()), seen
    assert _weather("9S 5H").forced_pass(1) == PASS and _weather("4S").forced_pass(1) is None


def test_a_spade_first_names_as_example_only_a_card_a_playable_spade_removes_now():
    """A playtest: "Pick a spade from your hand first; then the card it
    removes, such as J♥." where no spade held could remove J♥.  The example
    is a card the legal actions let a spade remove: the card pointed at when
    one does, else another, else none (a joker's weather alone)."""
    game = position(active=0, step="weather", hands=("3S 9S 2D", "4D"), fields=(3, 1), harvests=("", "9H 2C"))
    assert [str(a) for a in game.legal_actions(0)] == ["pass", "spade 3S 2C"]  # 9♠ is beyond the field; 3♠ reaches 2
    assert game.card_reason(0, c("2C")) == "Pick a spade from your hand first; then the card it removes, such as 2♣."
    assert game.card_reason(0, c("9H")) == ("No spade you may play removes 9♥: pick a spade first, "
                                            "then a card it removes, such as 2♣.")
    stormy = position(active=0, step="weather", hands=("9S JK1", "4D"), fields=(3, 1), harvests=("", "9H"), jokers=2)
    assert not any(isinstance(a, PlaySpade) for a in stormy.legal_actions(0)) and stormy.legal_actions(0) != [PASS]
    assert stormy.card_reason(0, c("9H")) == "No spade you may play removes 9♥ or any card in play now."
    for fields in range(7):  # every example named is one a spade the seat may play removes now
        played = position(active=0, step="weather", hands=("3S 5S 9S", "4D"), fields=(fields, 1),
                          harvests=("AH 4C", "9H 2C JH"), barns=("", "3H KC"))
        removable = {a.target.label for a in played.legal_actions(0) if isinstance(a, PlaySpade)}
        for card in ("AH", "4C", "9H", "2C", "JH", "3H", "KC"):
            reason = played.card_reason(0, c(card))
            if "such as" in reason:
                assert reason.rsplit("such as ", 1)[1].rstrip(".") in removable, (fields, card, reason)
