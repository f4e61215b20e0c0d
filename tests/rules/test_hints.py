"""The hint: ``driver.hint(seat)`` asks the hard player, from that seat's
view and legal actions only, what it would do, and why; it plays nothing,
is the same for the same position, and leaves the bots' own moves as they
were.  Hearts' and Speed's reasons; clover and harvest through their
bots' ``explain`` (a stand-in bot here: their reasons are their own)."""

from __future__ import annotations

import pytest

import rules
from rules.bot import Bot
from rules.cards import parse_card
from rules.clock import ManualClock
from rules.driver import Driver
from rules.hearts.actions import Pass, Play
from rules.hearts.game import HeartsGame
from rules.hint import Hint, explain, hint_seed
from rules.session import Seat, Session
from rules.speed.actions import Play as SpeedPlay
from rules.speed.actions import Slap
from rules.speed.match import Match
from rules.speed.view import BLOCKED, SLAP

from .speed.helpers import position as speed_position
from .speed.helpers import rest


def session(name: str, seed: int = 7, level: str = "medium", **options) -> Session:
    game = rules.new_game(name, seed=seed, **options)
    seats = [Seat("You")] + [Seat(f"Bot {s}", rules.new_bot(name, level, seed=f"{seed}/{s}"))
                             for s in range(1, game.num_players)]
    return Session(game, seats, ManualClock(), delay=0)


def hint_at(driver: Driver, seat: int) -> Hint:
    hint = driver.hint(seat)
    assert hint is not None
    return hint


def to_the_person(s: Session) -> Session:
    s.start()
    assert s.waiting_for_human()
    return s


def test_a_hearts_hint_is_the_hard_players_pass_with_its_figures_and_changes_nothing():
    s = to_the_person(session("hearts"))
    before = (s.game.to_json(), list(s.log))
    hint = hint_at(s, 0)
    assert isinstance(hint.action, Pass) and hint.action in s.legal_actions(0)
    assert hint.marks == hint.action.cards
    assert hint.reason.startswith("pass ") and "sampled deals" in hint.reason
    assert all(card.label in hint.reason for card in hint.action.cards)
    hard = rules.new_bot("hearts", "hard", 0)
    hard.reseed(hint_seed(s.game.seed, 0, len(s.log)))
    assert hard.choose(s.view(0), s.legal_actions(0)) == hint.action  # the card it would play
    assert (s.game.to_json(), list(s.log)) == before
    assert s.hint(0) == hint  # the same position, the same hint


def test_a_hearts_search_hint_gives_the_search_figures():
    s = to_the_person(session("hearts", seed=11))
    s.act(0, s.legal_actions(0)[0])  # the pass
    s.run_bots()
    for _ in range(13):  # the first play with a real choice: the search decides it
        if len(s.legal_actions(0)) > 1 and len({a.card.suit for a in s.legal_actions(0) if isinstance(a, Play)}) > 1:
            break
        s.act(0, s.legal_actions(0)[0])
        s.run_bots()
    hint = hint_at(s, 0)
    assert isinstance(hint.action, Play) and hint.marks == (hint.action.card,)
    assert hint.reason.startswith(f"play {hint.action.card.label} — ")
    assert " points " in hint.reason and "sampled deals" in hint.reason


def test_a_forced_hearts_play_says_so_plainly():
    s = to_the_person(session("hearts", seed=9))
    s.act(0, s.legal_actions(0)[0])  # the pass
    s.run_bots()
    assert [str(a) for a in s.legal_actions(0)] == ["play 10C"]  # clubs led: South's only club
    hint = hint_at(s, 0)
    assert str(hint.action) == "play 10C"
    assert hint.reason == "play 10♣ — it is the only card you may play"


def test_no_hint_for_a_seat_that_has_nothing_to_decide():
    s = to_the_person(session("hearts"))
    s.act(0, hint_at(s, 0).action)
    s.run_bots()
    while not s.waiting_for_human():
        s.run_bots()
    assert isinstance(s.game, HeartsGame)
    seat = s.game.turn
    assert seat == 0
    other = (seat + 1) % 4
    assert s.hint(other) is None
    assert s.hint_question(other) is None


def test_asking_hints_never_changes_what_the_bots_play():
    """The hint asks a bot of its own with its own seed: a game where the
    person asks at every turn and plays the same cards ends the same."""
    def played(ask: bool) -> list:
        s = to_the_person(session("hearts", seed=3))
        for _ in range(6):
            if ask:
                s.hint(0)
            s.act(0, s.legal_actions(0)[0])
            s.run_bots()
        return list(s.log)

    assert played(True) == played(False)


@pytest.mark.parametrize("name", ["clover", "harvest"])
def test_session_hint_asks_the_hard_bots_explain_with_the_seats_view_only(name, monkeypatch):
    asked = []

    class Explains(Bot):
        def explain(self, view, legal):
            asked.append((self.rng.random(), view, list(legal)))
            return Hint(legal[0], "because", ())

    seeds = []

    def new_bot(game, level, seed=0):
        seeds.append((game, level, seed))
        return Explains(seed)

    s = to_the_person(session(name))
    monkeypatch.setattr(rules, "new_bot", new_bot)
    hint = hint_at(s, 0)
    assert hint == Hint(s.legal_actions(0)[0], "because", ())
    assert seeds == [(name, "hard", hint_seed(s.game.seed, 0, len(s.log)))]
    (_, view, legal), = asked
    assert view == s.view(0) and legal == s.legal_actions(0)
    s.hint(0)
    assert asked[0][0] == asked[1][0]  # reseeded the same: the same hint


def test_a_speed_hint_names_every_play_that_fits_and_the_hard_players_choice():
    table0 = ["2C", "9D", "KS", "4H", "8S"]
    table1 = ["3C", "3D", "3S", "5H", "6S"]
    used = " ".join(table0 + table1 + ["TC", "QH"])
    game = speed_position(table0, table1, "10C", "QH", hand0=rest(used), check=False)
    match = Match(game, [Seat("You"), Seat("North", rules.new_bot("speed", "medium", 1))], ManualClock())
    hint = hint_at(match, 0)
    fits = {a for a in match.legal_actions(0) if isinstance(a, SpeedPlay)}
    assert isinstance(hint.action, SpeedPlay) and hint.action in fits
    card = game.table[0][hint.action.pile - 1][-1]
    assert hint.marks == (card,)
    assert hint.reason.startswith(f"play {card.label} onto {hint.action.center}")
    assert "9♦ → L" in hint.reason and "K♠ → R" in hint.reason  # every card that fits, and where
    assert "2♣" not in hint.reason
    match.pause()
    assert match.hint(0) == hint  # paused, the person may still ask
    assert match.log == []


def test_a_speed_hint_when_nothing_fits_is_none_and_a_slap_names_the_smaller_pile():
    table0 = ["2C", "2D", "2S", "2H", "7S"]
    table1 = ["5C", "5D", "5S", "5H", "6S"]
    used = " ".join(table0 + table1 + ["KC", "KH"])
    blocked = speed_position(table0, table1, "KC", "KH", hand0=rest(used), check=False, phase=BLOCKED)
    match = Match(blocked, [Seat("You"), Seat("North", rules.new_bot("speed", "medium", 1))], ManualClock())
    assert match.hint(0) is None
    slap = speed_position(["", "", "", "", ""], table1, "KC QC JC", "KH", hand0=rest(used), check=False,
                          phase=SLAP, finisher=0)
    match = Match(slap, [Seat("You"), Seat("North", rules.new_bot("speed", "medium", 1))], ManualClock())
    hint = hint_at(match, 0)
    assert hint.action == Slap("R")
    assert hint.reason.startswith("slap R — the smaller pile")


def queen_on_the_trick():
    """East leads 10♦, South throws Q♠ on it; West (to play) holds J♦ and
    four lower diamonds (tests/rules/hearts/test_bot_mistakes.py)."""
    from .hearts.test_bot_mistakes import dealt

    return dealt(["2C QS 2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 7H",
                  "3C 4C 3D JD 4D 5D 6D 7S 8S 9S 8H 9H 10H",
                  "5C 6C 7C 8C 2D 7D 8D 9D 10S JS JH QH KH",
                  "AC KC QC JC 10C 9C 10D QD KD AD KS AS AH"],
                 "2C 3C 5C AC  10D QS")


def test_the_search_figures_name_the_card_against_the_next_best():
    import re

    from rules.hint import explain

    game = queen_on_the_trick()
    hint = explain("hearts", game.view(1), game.legal_actions(1), "figures")
    assert isinstance(hint.action, Play)
    assert hint.marks == (hint.action.card,) and hint.action.card.suit == "D" and str(hint.action) != "play JD"
    assert re.fullmatch(rf"play {hint.action.card.label} — 1\d\.\d points fewer on average than J♦ "
                        r"over \d+ sampled deals", hint.reason), hint.reason


def test_a_close_search_that_keeps_the_rule_of_thumb_says_the_rule():
    from rules.hearts.hints import Found, hint_for

    game = queen_on_the_trick()
    view = game.view(1)
    three, jack = Play(parse_card("3D")), Play(parse_card("JD"))
    close = Found("search", 300, ((three, 1.00), (jack, 1.02)))
    assert hint_for(view, three, close).reason == (
        "play 3♦ — the trick already holds the queen and 3♦ stays under the 10♦")
    assert hint_for(view, jack, close).reason == (  # J♦ takes it: no ducking to speak of
        "play J♦ — 3♦ does as well on average over 300 sampled deals: either will do")
    kept = Found("search", 300, ((three, 1.0), (jack, 1.2)))  # the rule of thumb's margin kept J♦
    assert hint_for(view, jack, kept).reason == (
        "play J♦ — no card does clearly better: 3♦ is within 0.2 points on average over 300 sampled deals")
    clear = Found("search", 300, ((three, 1.0), (jack, 14.0)))
    assert hint_for(view, three, clear).reason == (
        "play 3♦ — 13.0 points fewer on average than J♦ over 300 sampled deals")


@pytest.mark.parametrize("name", ["hearts", "harvest", "clover", "speed"])
def test_every_games_hard_player_gives_its_reasons(name):
    """The hint key is at every table, so no game's hard player may lack
    ``explain`` (a table used to answer "gives no reasons" instead)."""
    game = rules.new_game(name, seed=11)
    seat = next(s for s in range(game.num_players) if game.legal_actions(s))
    legal = game.legal_actions(seat)
    hint = explain(name, game.view(seat), legal, hint_seed(game.seed, seat, 0))
    assert hint.action in legal and hint.reason
