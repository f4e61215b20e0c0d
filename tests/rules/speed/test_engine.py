"""Speed's rules, position by position."""

import random

import pytest

import rules
from rules.cards import Card, full_deck, parse_card
from rules.core import Event, IllegalAction
from rules.i18n import speaking
from rules.speed.actions import DEAL, TURN, Play, Slap
from rules.speed.events import (
    Blocked,
    CardPlayed,
    CardsTurned,
    CentersReshuffled,
    GameWon,
    RoundDealt,
    RoundStalled,
    Slapped,
    TableCleared,
)
from rules.speed.game import DEAL_ORDER, SpeedGame, fits
from rules.speed.view import BLOCKED, PLAYING, ROUND_OVER, SLAP, Unblock
from rules.voice import Voice, neutral

from .helpers import cards, position, rest

C = parse_card
NAMES = ("Ann", "Bo")


def refused(game, seat, action, match=None):
    before = game.to_json()
    with pytest.raises(IllegalAction, match=match) as info:
        game.apply(seat, game.parse_action(seat, action) if isinstance(action, str) else action)
    assert game.to_json() == before
    return str(info.value)


def test_first_deal_lays_out_piles_of_one_to_five_dealt_across_in_turn():
    game = rules.new_game("speed", seed=5)
    assert isinstance(game, SpeedGame)
    deck = full_deck()
    random.Random(5).shuffle(deck)
    for seat, hand in enumerate((deck[:26], deck[26:])):
        from_top = hand[::-1]
        expected: list[list[Card]] = [[] for _ in range(5)]
        for i, card in enumerate(from_top[:15]):
            expected[DEAL_ORDER[i]].append(card)
        assert game.table[seat] == expected
        assert [len(p) for p in game.table[seat]] == [1, 2, 3, 4, 5]
        assert game.centers[seat] == [from_top[15]]
        assert game.hands[seat] == hand[:10]
    view = game.view(0)
    assert [p.face_down for p in view.table] == [0, 1, 2, 3, 4]
    assert [p.top for p in view.table] == [p[-1] for p in game.table[0]]
    assert view.hand_counts == (10, 10) and view.cards_left == (25, 25)
    assert view.round == 1 and view.phase == PLAYING and not view.one_pile
    assert game.to_act() == {0, 1}


@pytest.mark.parametrize("card,on,ok", [
    ("AS", "2H", True), ("AS", "KH", True), ("KS", "AH", True), ("2S", "AH", True),
    ("KS", "QH", True), ("5S", "6H", True), ("5S", "5H", False), ("AS", "QH", False),
    ("3S", "AH", False), ("QS", "AH", False),
])
def test_one_higher_or_lower_with_the_ace_high_and_low(card, on, ok):
    assert fits(C(card), C(on)) is ok


def basic(**kw):
    """Seat 0: piles 3S+5H (5H up), 9C, and three more; seat 1 likewise."""
    t0 = ["3S 5H", "9C", "JD", "", "QC"]
    t1 = ["6S", "4C", "8D 10H", "", ""]
    left, right = kw.pop("left", "7C 4D"), kw.pop("right", "2D")
    hand1 = kw.pop("hand1", "AC 2C")
    used = " ".join(t0 + t1 + [left, right or "", hand1])
    return position(t0, t1, left, right, rest(used), hand1, **kw)


def test_a_play_moves_the_top_card_and_turns_up_the_card_below():
    game = basic()
    events = game.apply(0, game.parse_action(0, "play 1 L"))
    assert events == [CardPlayed(0, 1, "L", C("5H"), C("3S"), C("4D"))]
    assert "turns up 3♠" in events[0].describe(neutral(NAMES))
    assert game.centers[0][-1] == C("5H") and game.table[0][0] == [C("3S")]
    assert game.view(1).opponent_table[0].top == C("3S")


def test_the_card_notation_reads_back_and_names_a_card_on_top():
    game = basic()
    assert game.parse_action(0, "play 5H l") == Play(1, "L")
    for action in game.legal_actions(0) + game.legal_actions(1) + [Slap("L"), Slap("table"), TURN, DEAL]:
        assert game.parse_action(0, str(action)) == action
    with pytest.raises(IllegalAction, match="3♠ is not on top"):
        game.parse_action(0, "play 3S L")
    for text in ("play 6 L", "play 1 X", "hop", "", "slap", "play ZZ L"):
        with pytest.raises(IllegalAction):
            game.parse_action(0, text)


def test_illegal_moves_are_refused_with_a_reason_and_change_nothing():
    game = basic()
    assert refused(game, 0, "play 2 L") == (  # 9♣ on 4♦, and not on 2♦ either
        "9♣ fits neither 4♦ nor 2♦: only one higher or one lower (ace: high or low).")
    assert "pile 4 is empty" in refused(game, 0, Play(4, "L"))
    assert "nothing to slap" in refused(game, 0, "slap L")
    assert "Nobody is blocked" in refused(game, 1, "turn")
    assert "not over" in refused(game, 1, "deal")
    refused(game, 2, Play(1, "L"), "no seat")


def test_a_card_that_fits_neither_pile_is_refused_naming_both():
    """A playtest: a pile key tries the left pile first, and the refusal named
    only the left pile's top, as if the right one had not been tried."""
    assert refused(basic(right="10D"), 0, "play 2 L") == (  # 9♣ fits the right pile's 10♦: one pile named
        "9♣ does not go on 4♦: only one higher or one lower (ace: high or low).")
    assert refused(basic(), 0, "play 2 R") == (  # the right pile tried: still left to right
        "9♣ fits neither 4♦ nor 2♦: only one higher or one lower (ace: high or low).")
    assert refused(basic(right=None), 0, "play 2 L").startswith("9♣ does not go on 4♦")  # one centre pile


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_refusals_of_a_card_fit_the_message_line_with_the_widest_cards(language):
    """A playtest: the Swedish "does not go on" ran to 84 characters with a
    10 on a 10, so its last words were cut at 80 columns (78 usable)."""
    t0 = ["3S 5H", "10C", "JD", "", "QC"]
    t1 = ["6S", "4C", "8D 10H", "", ""]

    def refusal(right):
        used = " ".join(t0 + t1 + ["7C 10D", right, "AC 2C"])
        return refused(position(t0, t1, "7C 10D", right, rest(used), "AC 2C"), 0, "play 2 L")

    with speaking(language):
        one, both = refusal("JS"), refusal("10S")
    assert one.startswith("10♣") and "10♦" in one and "10♠" not in one
    assert "10♦" in both and "10♠" in both
    assert len(one) <= 78 and len(both) <= 78, (len(one), len(both))


def race_position():
    t0 = ["6S", "", "", "", ""]
    t1 = ["4C", "", "", "", ""]
    used = " ".join(t0 + t1 + ["5D", "JD", "2C", "3H"])
    return position(t0, t1, "5D", rest(used) + " JD", "3H", "2C")


@pytest.mark.parametrize("first", [0, 1])
def test_the_race_on_one_pile_exactly_one_play_lands(first):
    game = race_position()
    assert Play(1, "L") in game.legal_actions(0) and Play(1, "L") in game.legal_actions(1)
    game.apply(first, Play(1, "L"))
    shown = game.centers[0][-1].label
    assert refused(game, 1 - first, Play(1, "L")) == f"Too slow: the left pile now shows {shown}."
    assert shown == ("6♠" if first == 0 else "4♣")


def test_not_too_slow_on_a_pile_you_changed_yourself():
    t0 = ["4S", "6S", "", "", ""]
    t1 = ["4C", "QS", "", "", ""]  # Q♠ fits J♦: play goes on
    used = " ".join(t0 + t1 + ["5D", "JD", "2C", "3H"])
    game = position(t0, t1, "5D", rest(used) + " JD", "3H", "2C")
    game.apply(0, Play(2, "L"))
    assert refused(game, 0, Play(1, "L")).startswith("4♠ fits neither 6♠ nor J♦")
    assert refused(game, 1, Play(1, "L")) == "Too slow: the left pile now shows 6♠."


def test_a_play_can_leave_everyone_blocked():
    t0 = ["9C", "KD 5H", "", "", ""]
    t1 = ["2H", "", "", "", ""]
    used = " ".join(t0 + t1 + ["4D", "6S", "3C"])
    game = position(t0, t1, "4D", rest(used) + " 6S", "3C", "")
    events = game.apply(0, Play(2, "L"))
    assert events[-1] == Blocked((1, 0), (0,), Unblock.TURN) and game.phase == BLOCKED
    assert events[-1].describe(neutral(NAMES)) == "Nobody can play: only Ann turns a card; Bo has none to turn."


def test_a_late_finisher_wins_nothing_even_with_no_hand_pile():
    """The round is the first finisher's: the other, placing their last table
    card before the slap lands, wins neither the round nor the game."""
    t0 = ["5H", "", "", "", ""]
    t1 = ["6S", "3C", "", "", ""]
    used = " ".join(t0 + t1 + ["7C 4D", "2D", "KC KD"])
    game = position(t0, t1, "7C 4D", rest(used) + " 2D", "KC KD", "")
    game.apply(0, Play(1, "L"))
    assert game.phase == SLAP and game.to_act() == {0, 1}
    game.apply(1, Play(1, "L"))  # 6♠ on 5♥
    events = game.apply(1, Play(2, "R"))  # 3♣ on 2♦: seat 1's last card, and no hand pile
    assert not any(isinstance(e, (GameWon, TableCleared)) for e in events)
    assert not game.is_over and game.phase == SLAP and game.finisher == 0
    assert game.to_act() == {0} and game.legal_actions(1) == []
    events = game.apply(0, Slap("L"))
    assert isinstance(events[0], Slapped) and len(events) == 1
    assert game.phase == ROUND_OVER and not game.is_over


def test_a_two_pile_finisher_with_an_empty_hand_pile_slaps_and_takes_a_pile():
    t0 = ["5H", "", "", "", ""]
    t1 = ["9C", "8C", "", "", ""]
    used = " ".join(t0 + t1 + ["7C 4D", "2D"])
    game = position(t0, t1, "7C 4D", rest(used) + " 2D", "", "")
    center = game.centers[1]
    assert center is not None
    game.hands[1] = center[:-1]
    game.centers[1] = center[-1:]
    events = game.apply(0, Play(1, "L"))  # seat 0's last card, and its hand pile is empty
    assert events[-1] == TableCleared(0, False)
    assert not game.is_over and game.phase == SLAP
    assert game.legal_actions(0) == [Slap("L"), Slap("R")]
    events = game.apply(0, Slap("L"))  # the smaller pile: 7♣ 4♦ 5♥
    assert events == [Slapped(0, "L", (3, 1), (0, 2), (3, 49))]
    assert game.hands[0] == cards("5H 4D 7C")
    assert game.phase == ROUND_OVER and not game.is_over and game.result is None


def one_pile_position(short_table, long_table, center, long_hand=""):
    """Seat 1 short of cards (no hand pile, no center pile of its own);
    seat 0 holds the rest and owns the one center pile."""
    used = " ".join(short_table + long_table + [center, long_hand])
    return position(long_table, short_table, rest(used) + " " + center, None, long_hand, "")


def test_the_short_player_wins_the_game_by_slapping_the_table():
    game = one_pile_position(["5H", "", "", "", ""], ["9C", "", "", "", ""], "4D", long_hand="KC KD")
    events = game.apply(1, Play(1, "L"))
    assert events[-1] == TableCleared(1, True) and not game.is_over
    assert game.legal_actions(1) == [Slap("table")]
    events = game.apply(1, Slap("table"))
    assert isinstance(events[0], Slapped) and events[0].taken[1] == 0
    assert events[-1] == GameWon(1, "no cards left", game.cards_left())
    assert game.cards_left()[1] == 0
    assert game.is_over and game.result.winners == (1,)
    assert "Bo has no cards left and wins" in events[-1].describe(neutral(NAMES))


def test_the_long_player_winning_a_one_pile_round_with_a_hand_pile_plays_on():
    game = one_pile_position(["9C", "", "", "", ""], ["5H", "", "", "", ""], "4D", long_hand="KC KD")
    game.apply(0, Play(1, "L"))
    events = game.apply(0, Slap("table"))
    assert not any(isinstance(e, GameWon) for e in events)
    assert game.phase == ROUND_OVER and game.hands[0] == cards("KC KD")


def test_a_late_finisher_in_a_one_pile_round_wins_nothing():
    # The long player's hand pile ran out during the round; it finishes
    # first, then the short player places its last card: the round and the
    # game are the long player's.
    game = one_pile_position(["6S", "", "", "", ""], ["5H", "", "", "", ""], "4D")
    game.apply(0, Play(1, "L"))  # 5♥ on 4♦: seat 0 has placed every card
    assert game.phase == SLAP and game.finisher == 0
    events = game.apply(1, Play(1, "L"))  # 6♠ on 5♥: seat 1's last card, too late
    assert not any(isinstance(e, (GameWon, TableCleared)) for e in events) and not game.is_over
    events = game.apply(0, Slap("table"))
    assert events[-1] == GameWon(0, "no cards left", game.cards_left())
    assert game.cards_left()[0] == 0 and game.result.winners == (0,)


def blocked_position(hand0="", hand1=""):
    """Tops 9♣ (seat 0) and 2♥ (seat 1); centers 6♦ and 6♠: nobody fits."""
    t0 = ["9C", "", "", "", ""]
    t1 = ["2H", "", "", "", ""]
    used = " ".join(t0 + t1 + [hand0, hand1, "6D", "6S"])
    spare = rest(used).split()
    left = " ".join(spare[: len(spare) // 2]) + " 6D"
    right = " ".join(spare[len(spare) // 2:]) + " 6S"
    return position(t0, t1, left, right, hand0, hand1)


def test_blocked_countdown_state_and_the_turn():
    game = blocked_position(hand0="KS 3D", hand1="8H")
    events: list[Event] = []
    game._check_blocked(events)
    assert events == [Blocked((2, 1), (0, 1), Unblock.TURN)] and game.phase == BLOCKED and game.blocked
    assert game.to_act() == {0, 1}
    assert game.legal_actions(0) == [TURN] == game.legal_actions(1)
    assert "wait for the cards to be turned" in refused(game, 0, Play(1, "L"))
    events = game.apply(1, TURN)
    assert events[0] == CardsTurned(((0, "L", C("3D")), (1, "R", C("8H"))))
    assert game.centers[0][-1] == C("3D") and game.centers[1][-1] == C("8H")
    assert game.hands == [[C("KS")], []]
    # 3♦ and 8♥ fit nothing (9♣ fits 8♥!): 9 on 8 is a play.
    assert game.phase == PLAYING and Play(1, "R") in game.legal_actions(0)


def test_a_player_without_a_hand_pile_turns_nothing():
    game = blocked_position(hand0="KS", hand1="")
    game.phase = BLOCKED
    events = game.apply(0, TURN)
    assert events[0] == CardsTurned(((0, "L", C("KS")),))
    assert game.centers[1][-1] == C("6S") and game.hands == [[], []]
    assert events[-1] == Blocked((0, 0), (), Unblock.RESHUFFLE) and game.phase == BLOCKED  # K♠ fits neither 9♣ nor 2♥


def test_nobody_can_turn_the_center_cards_are_shuffled_and_shared():
    game = blocked_position()
    game.phase = BLOCKED
    pool = len(game.centers[0]) + len(game.centers[1])
    events = game.apply(0, TURN)
    assert isinstance(events[0], CentersReshuffled)
    assert events[0].hand_counts == ((pool + 1) // 2, pool // 2)
    assert isinstance(events[1], CardsTurned) and len(events[1].turned) == 2
    assert [len(c) for c in game.centers] == [1, 1]
    assert [len(h) for h in game.hands] == [(pool + 1) // 2 - 1, pool // 2 - 1]
    assert "shuffled and shared out" in events[0].describe(neutral(NAMES))


# speed.md, Blocked: "both turn the top card of their hand pile ... A player
# with an empty hand pile turns nothing.  [Reconstruction] If nobody can turn
# a card, all center cards are shuffled and shared out".  The Blocked event
# says, before the countdown, what the turn will do; the turn does just that.
BLOCKED_SAID = {
    "en": {
        "both": "Nobody can play: both turn a card from their hand pile.",
        "only Bo": ("Nobody can play: only Bo turns a card; Ann has none to turn.",
                    "Nobody can play: only Bo turns a card; you have none to turn.",
                    "Nobody can play: only you turn a card; Ann has none to turn."),
        "reshuffle": "Nobody can play and no hand pile has a card to turn: the centre cards will be shuffled "
                     "and shared out.",
        "stall": "Nobody can play, no hand pile has a card to turn, and no card could ever be played again "
                 "this round.",
    },
    "sv": {
        "both": "Ingen kan spela: båda vänder ett kort från sin handhög.",
        "only Bo": ("Ingen kan spela: bara Bo vänder ett kort; Ann har inget att vända.",
                    "Ingen kan spela: bara Bo vänder ett kort; du har inget att vända.",
                    "Ingen kan spela: bara du vänder ett kort; Ann har inget att vända."),
        "reshuffle": "Ingen kan spela och ingen handhög har något kort att vända: mittkorten ska blandas "
                     "och delas ut.",
        "stall": "Ingen kan spela, ingen handhög har något kort att vända, och inget kort kan någonsin "
                 "spelas igen i den här omgången.",
    },
}


def blocked_now(game):
    """The Blocked event of ``game``'s position (the engine's own check)."""
    events: list[Event] = []
    game._check_blocked(events)
    blocked = events[-1]
    assert isinstance(blocked, Blocked) and game.phase == BLOCKED
    assert game.view(0).unblock is blocked.unblock and game.view(1).turners == blocked.turners
    return blocked


@pytest.mark.parametrize("language", ["en", "sv"])
def test_blocked_says_both_turn_only_when_both_have_a_card(language):
    said = BLOCKED_SAID[language]
    with speaking(language):
        game = blocked_position(hand0="KS 3D", hand1="8H")
        blocked = blocked_now(game)
        assert blocked == Blocked((2, 1), (0, 1), Unblock.TURN)
        assert blocked.describe(neutral(NAMES)) == said["both"]
        turned = game.apply(0, TURN)[0]
        assert [seat for seat, _, _ in turned.turned] == [0, 1]


@pytest.mark.parametrize("language", ["en", "sv"])
def test_blocked_with_one_empty_hand_pile_says_only_the_other_turns(language):
    said = BLOCKED_SAID[language]
    with speaking(language):
        game = blocked_position(hand0="", hand1="8H")
        blocked = blocked_now(game)
        assert blocked == Blocked((0, 1), (1,), Unblock.TURN)
        assert blocked.describe(neutral(NAMES)) == said["only Bo"][0]
        assert blocked.describe(Voice(NAMES, 0)) == said["only Bo"][1]
        assert blocked.describe(Voice(NAMES, 1)) == said["only Bo"][2]
        events = game.apply(0, TURN)
        assert events[0] == CardsTurned(((1, "R", C("8H")),))
        assert events[0].describe(neutral(NAMES)) == ("Bo turns 8♥ onto the right pile." if language == "en"
                                                      else "Bo vänder 8♥ på högra högen.")


def test_blocked_in_a_one_pile_round_only_the_owner_turns():
    """The short player has no hand pile and no centre pile: the other turns alone."""
    game = one_pile_position(["2H", "", "", "", ""], ["9C", "", "", "", ""], "6D", long_hand="KC KD")
    blocked = blocked_now(game)
    assert blocked == Blocked((2, 0), (0,), Unblock.TURN)
    assert blocked.describe(neutral(NAMES)) == "Nobody can play: only Ann turns a card; Bo has none to turn."
    assert game.apply(1, TURN)[0] == CardsTurned(((0, "L", C("KD")),))


@pytest.mark.parametrize("language", ["en", "sv"])
def test_blocked_with_no_card_to_turn_says_the_centre_cards_are_shared_out(language):
    with speaking(language):
        game = blocked_position()
        blocked = blocked_now(game)
        assert blocked == Blocked((0, 0), (), Unblock.RESHUFFLE)
        assert blocked.describe(neutral(NAMES)) == BLOCKED_SAID[language]["reshuffle"]
        events = game.apply(0, TURN)
        assert isinstance(events[0], CentersReshuffled) and isinstance(events[1], CardsTurned)


@pytest.mark.parametrize("language", ["en", "sv"])
def test_blocked_before_a_stall_says_no_card_could_ever_be_played(language):
    t0 = ["4S 4H 5S", "6S 6H 5H", "", "", ""]
    t1 = ["4D 4C 5D", "6D 6C 5C", "", "", ""]
    spare = rest(" ".join(t0 + t1)).split()
    with speaking(language):
        game = position(t0, t1, " ".join(spare[:20]), " ".join(spare[20:]))
        blocked = blocked_now(game)
        assert blocked == Blocked((0, 0), (), Unblock.STALL)
        assert blocked.describe(neutral(NAMES)) == BLOCKED_SAID[language]["stall"]
        assert isinstance(game.apply(0, TURN)[0], RoundStalled)


def test_a_round_where_no_card_can_ever_fit_is_dealt_again():
    t0 = ["4S 4H 5S", "6S 6H 5H", "", "", ""]
    t1 = ["4D 4C 5D", "6D 6C 5C", "", "", ""]
    spare = rest(" ".join(t0 + t1)).split()
    game = position(t0, t1, " ".join(spare[:20]), " ".join(spare[20:]), phase=BLOCKED)
    events = game.apply(0, TURN)
    assert events == [RoundStalled((26, 26))]
    assert game.phase == ROUND_OVER and not any(any(p) for piles in game.table for p in piles)
    assert game.hands[0][-1] == C("4S") and game.hands[0][0] == cards(" ".join(spare[:20]))[-1]
    assert isinstance(game.apply(1, DEAL)[0], RoundDealt) and game.round == 2


def slap_position():
    """Seat 0 plays its last table card 5♥ on 4♦; seat 1 still has 6♠ (fits
    5♥) and 9♣."""
    t0 = ["5H", "", "", "", ""]
    t1 = ["6S", "9C", "", "", ""]
    left, right = "7C 4D", "2D JH QS"
    hand0 = "KC KD"
    used = " ".join(t0 + t1 + [left, right, hand0])
    return position(t0, t1, left, right, hand0, rest(used))


def test_the_finisher_slaps_while_the_other_may_keep_playing():
    game = slap_position()
    hand1 = list(game.hands[1])
    events = game.apply(0, Play(1, "L"))
    assert events[-1] == TableCleared(0, False) and game.phase == SLAP and game.finisher == 0
    assert game.to_act() == {0, 1}
    assert game.legal_actions(0) == [Slap("L"), Slap("R")]
    assert "slap a pile" in refused(game, 0, Play(1, "L"))
    assert "Only South" in refused(game, 1, "slap R")
    assert "left or the right" in refused(game, 0, "slap table")
    view = game.view(0)
    assert view.may_slap and not game.view(1).may_slap and view.finisher == 0
    game.apply(1, Play(1, "L"))  # 6♠ on 5♥: the slap has not landed yet
    events = game.apply(0, Slap("R"))
    assert events == [Slapped(0, "R", (3, 4), (0, 1), (5, 47))]
    assert "slaps the right pile and takes 3 cards" in events[0].describe(neutral(NAMES))
    # Piles turned face down under the hand piles, unshuffled; leftovers first.
    assert game.hands[0] == cards("QS JH 2D KC KD")
    assert game.hands[1] == cards("6S 5H 4D 7C 9C") + hand1
    assert game.phase == ROUND_OVER and game.to_act() == {0, 1} and game.legal_actions(0) == [DEAL]
    assert "wait for the next deal" in refused(game, 1, Play(1, "L"))
    events = game.apply(0, DEAL)
    assert events[0].round == 2 and game.phase in (PLAYING, BLOCKED)
    assert [len(p) for p in game.table[0]] == [1, 1, 1, 1, 1]  # 5 cards, no hand pile
    assert game.centers[0] is None and game.view(0).one_pile


def test_a_one_pile_round_and_the_table_slap_that_takes_no_cards():
    game = slap_position()
    # Seat 1 short of cards: give it 10, seat 0 the rest, and deal.
    everything = [c for h in game.hands for c in h] + [c for s in (0, 1) for p in game.table[s] for c in p]
    everything += [c for center in game.centers for c in center]
    game.hands = [everything[:42], everything[42:]]
    game.table = [[[] for _ in range(5)] for _ in range(2)]
    game.centers = [None, None]
    game.phase = ROUND_OVER
    events = game.apply(1, DEAL)
    assert events[0].table_counts == (15, 10) and events[0].started == (("L", everything[26]),)
    assert "one centre pile" in events[0].describe(neutral(NAMES))
    assert [len(p) for p in game.table[1]] == [1, 2, 3, 2, 2]
    assert game.centers[1] is None and game.hands[1] == [] and game.view(1).one_pile
    assert "no right pile" in refused(game, 1, Play(1, "R"))
    # Seat 0 finishes: one fitting card left on the table.
    center = game.centers[0][-1]
    last = next(c for c in game.hands[0] if fits(c, center))
    game.hands[0].remove(last)
    game.hands[0] += [c for p in game.table[0] for c in p]
    game.table[0] = [[last], [], [], [], []]
    game.phase = PLAYING
    game.apply(0, Play(1, "L"))
    assert game.phase == SLAP and game.legal_actions(0) == [Slap("table")]
    assert "slap the table" in refused(game, 0, "slap L")
    hand0, pile = list(game.hands[0]), list(game.centers[0])
    left1 = [c for p in game.table[1] for c in p]
    events = game.apply(0, Slap("table"))
    assert events[0].taken == (0, len(pile)) and "takes no cards" in events[0].describe(neutral(NAMES))
    assert game.hands[0] == hand0
    assert game.hands[1] == pile[::-1] + left1[::-1]


def test_json_round_trip_mid_game_and_the_same_future():
    game = rules.new_game("speed", seed=11)
    rng = random.Random(3)
    for _ in range(60):
        seat = rng.choice(sorted(s for s in game.to_act() if game.legal_actions(s)))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    data = game.to_json()
    copy = rules.load_game(data)
    assert copy.to_json() == data and copy.view(0) == game.view(0)
    while not game.is_over:
        seat = rng.choice(sorted(s for s in game.to_act() if game.legal_actions(s)))
        action = rng.choice(game.legal_actions(seat))
        assert game.apply(seat, action) == copy.apply(seat, action)
    assert copy.to_json() == game.to_json() and copy.result == game.result


def test_the_round_limit_ends_the_match_and_fewer_cards_win():
    game = slap_position()
    game.round = game.max_rounds = 3
    game.apply(0, Play(1, "L"))
    events = game.apply(0, Slap("R"))
    assert events[-1] == GameWon(0, "round limit", (5, 47))
    assert game.is_over and game.result.winners == (0,) and game.result.scores == (5, 47)
    assert "fewer cards" in events[-1].describe(neutral(NAMES))
    assert refused(game, 1, Play(1, "L")) == "The game is over."


def test_the_opening_deal_as_an_event_and_who_acts_when_both_have_cleared():
    game = rules.new_game("speed", seed=5)
    assert isinstance(game, SpeedGame)
    (event,) = game.opening_events
    assert rules.load_game(game.to_json()).opening_events == []
    assert isinstance(event, RoundDealt) and game.centers[0] is not None and game.centers[1] is not None
    assert event.round == 1 and event.table_counts == (15, 15) and event.hand_counts == (10, 10)
    assert event.started == (("L", game.centers[0][0]), ("R", game.centers[1][0]))
    # The other player places their last card too (with a hand pile): only the slap is left.
    t0 = ["5H", "", "", "", ""]
    t1 = ["6S", "", "", "", ""]
    used = " ".join(t0 + t1 + ["7C 4D", "2D", "KC KD", "3C"])
    game = position(t0, t1, "7C 4D", rest(used) + " 2D", "KC KD", "3C")
    game.apply(0, Play(1, "L"))
    game.apply(1, Play(1, "L"))
    assert game.phase == SLAP and game.finisher == 0 and game.to_act() == {0}
    assert game.legal_actions(1) == []
