"""RemoteGame answers from seat 0's view what the screens ask the engine:
checked against the engine itself, position by position, in seeded games."""

import random

import rules
from rules.clover.events import TurnStarted
from rules.driver import remember
from tui.screens import registry


def positions(name, seed, moves=400, **options):
    """(game, seat-0 remote game) after each move of a seeded random game."""
    game = rules.new_game(name, seed=seed, **options)
    rng = random.Random(seed)
    told = list(game.opening_events)
    remote = registry.remote_class(name)(game.options, game.num_players, told)  # the game's own, by its table spec
    for _ in range(moves):
        if game.is_over:
            break
        remote.show(game.view(0), game.legal_actions(0), game.result)
        yield game, remote
        seats = [s for s in sorted(game.to_act()) if game.legal_actions(s)]
        if not seats:
            break  # Speed blocked: its Match turns new cards on a timer
        seat = seats[0]
        remember(told, game.apply(seat, rng.choice(game.legal_actions(seat))))
    remote.show(game.view(0), game.legal_actions(0), game.result)
    yield game, remote


def test_the_common_answers_are_the_engines():
    for name in ("hearts", "harvest", "clover", "speed"):
        for game, remote in positions(name, 5, moves=5000):
            assert (remote.is_over, remote.phase, remote.to_act()) == (game.is_over, game.phase, game.to_act())
            assert remote.scores() == game.scores() and remote.legal_actions(0) == list(game.legal_actions(0))
            assert remote.seat_name(1) == game.seat_name(1) and type(remote).lower_wins == type(game).lower_wins
        assert remote.result == game.result and remote.is_over == game.is_over
        assert game.is_over or name == "speed"


def test_hearts_score_history_from_the_view():
    for game, remote in positions("hearts", 3, moves=2000):
        assert remote.score_history() == game.score_history()
    assert game.is_over and len(remote.score_history()) > 1


def test_harvest_card_reasons_from_the_view_are_the_engines():
    checked = 0
    for game, remote in positions("harvest", 11, moves=300, jokers=2):
        if 0 not in game.to_act():
            continue
        view = game.view(0)
        cards = {*view.hand, *view.barns[0], *view.barns[1], *view.harvests[0], *view.harvests[1]}
        cards |= {c for st in view.stacks for c in (st.pasture, *st.grazers) if c is not None}
        firsts = [None, *{a for a in cards if game.card_reason(0, a) == ""}]
        for first in firsts[:4]:
            for fence in (False, True):
                for card in cards:
                    assert remote.card_reason(0, card, first, fence) == game.card_reason(0, card, first, fence)
                    checked += 1
    assert checked > 500


def test_clover_turn_events_are_the_told_since_the_turn_began():
    seen = 0
    for game, remote in positions("clover", 8, moves=200):
        events = remote.turn_events()
        assert isinstance(events[0], TurnStarted) and events[0].turn == game.turn_number
        seen += 1
    assert seen > 50
