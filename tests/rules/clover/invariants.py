"""Invariant checks shared by the clover playout tests."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from rules.clover.actions import Done
from rules.clover.events import ClubsScored, GameWon
from rules.clover.game import CloverGame
from rules.clover.values import IS_RED, VALUE


def places(game: CloverGame) -> list:
    return (game.hands[0] + game.hands[1] + game.bouquet + game.picked
            + [c for c in game.meadow if c is not None] + game.talon)


def check_state(game: CloverGame) -> None:
    cards = places(game)
    assert len(cards) == 52 and len(set(cards)) == 52, "every card in exactly one place"
    for seat in (0, 1):
        assert sum(n for n, _ in game.groups[seat]) == len(game.hands[seat])
        assert all(n > 0 for n, _ in game.groups[seat])
    assert len(game.meadow) == 5
    if None in game.meadow:
        assert not game.talon, "a slot is empty only when the talon is"
    assert 0 <= game.talon_hidden <= len(game.talon)
    if not game.is_over:
        reds = sum(VALUE[c.code] for c in game.bouquet if IS_RED[c.code])
        assert game.budget == reds
        assert game.budget - game.budget_left == sum(VALUE[c.code] for c in game.picked)
        assert 0 <= game.budget_left <= game.budget
    assert all(0 <= s for s in game.scores)
    assert max(game.scores) < 40 or game.winner == game.scores.index(max(game.scores))


def snapshot(game: CloverGame) -> SimpleNamespace:
    """What check_step compares, copied (cheaper than a JSON round trip)."""
    return SimpleNamespace(hands=[h[:] for h in game.hands], bouquet=game.bouquet[:],
                           picked=game.picked[:], scores=game.scores[:])


def check_step(before: SimpleNamespace, after: CloverGame, seat: int, action, events) -> None:
    """The hands change only by the rules: a pick touches no hand; done puts a
    shuffle of the bouquet at the mover's left and the next bouquet leaves
    from the other hand's right."""
    if not isinstance(action, Done):
        assert after.hands == before.hands
        assert after.bouquet == before.bouquet
        return
    laid = before.bouquet + before.picked
    mine = after.hands[seat]
    assert mine[len(laid):] == before.hands[seat]
    assert Counter(mine[: len(laid)]) == Counter(laid)
    other = 1 - seat
    if after.is_over and after.drawn:
        assert after.hands[other] == before.hands[other]
        return
    played = after.bouquet
    assert before.hands[other][len(before.hands[other]) - len(played):] == played[::-1]
    assert after.hands[other] == before.hands[other][: len(before.hands[other]) - len(played)]
    scored = [e for e in events if isinstance(e, ClubsScored)]
    assert len(scored) == 1
    assert after.scores[other] == before.scores[other] + scored[0].points == scored[0].total
    assert after.scores[seat] == before.scores[seat]
    assert any(isinstance(e, GameWon) for e in events) == (after.winner == other)
