"""Invariant checks shared by the clover playout tests."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from rules.clover.actions import Done, More, Stop
from rules.clover.events import ChainCardPlayed, ChainStopped, ClubsScored, GameWon, MeadowPassed
from rules.clover.game import CloverGame
from rules.clover.values import IS_RED, VALUE
from rules.voice import neutral


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
        check_chain(game)
    if not game.is_over and game.phase == "pick":
        reds = sum(VALUE[c.code] for c in game.bouquet if IS_RED[c.code])
        assert game.budget == reds
        assert game.budget - game.budget_left == sum(VALUE[c.code] for c in game.picked)
        assert 0 <= game.budget_left <= game.budget
    assert all(0 <= s for s in game.scores())
    assert max(game.scores()) < 40 or game.winner == game.totals.index(max(game.scores()))


def check_chain(game: CloverGame) -> None:
    """The spade chain: extra cards only as the spades allow, and the choice
    open exactly while one more is allowed and the hand holds one."""
    spades = sum(c.suit == "S" for c in game.bouquet)
    assert game.spades == spades
    assert 0 <= game.chained <= spades
    assert game.chained == 0 or len(game.bouquet) == 5 + game.chained
    for k in range(1, game.chained + 1):  # the k-th extra card needed k spades before it
        assert sum(c.suit == "S" for c in game.bouquet[: 4 + k]) >= k, "each extra card was allowed"
    if game.phase == "chain":
        assert game.chained < spades and game.hands[game.current], "a choice is open only when one is allowed"
        assert game.legal_actions(game.current) == [More(), Stop()]
        assert not game.picked and game.budget == 0 and not game.scored
        assert game.view(game.current).chain_left == spades - game.chained
    else:
        assert game.phase == "pick"
        assert game.chain_stopped or game.chained == spades or not game.hands[game.current]
        assert game.view(game.current).chain_left == 0


def snapshot(game: CloverGame) -> SimpleNamespace:
    """What check_step compares, copied (cheaper than a JSON round trip)."""
    return SimpleNamespace(hands=[h[:] for h in game.hands], bouquet=game.bouquet[:],
                           picked=game.picked[:], scores=game.totals[:], meadow=game.meadow[:],
                           talon=game.talon[:])


def check_step(before: SimpleNamespace, after: CloverGame, seat: int, action, events) -> None:
    """The hands change only by the rules: a pick or a stop touches no hand;
    more moves the mover's rightmost card to the bouquet; done puts a
    shuffle of the bouquet at the mover's left and the next bouquet leaves
    from the other hand's right."""
    if isinstance(action, More):
        assert after.hands[seat] == before.hands[seat][:-1]
        assert after.bouquet == before.bouquet + before.hands[seat][-1:]
        assert isinstance(events[0], ChainCardPlayed) and events[0].card == after.bouquet[-1]
        check_scored(before, after, seat, events)
        return
    if isinstance(action, Stop):
        assert after.hands == before.hands and after.bouquet == before.bouquet
        assert isinstance(events[0], ChainStopped)
        check_scored(before, after, seat, events)
        return
    if not isinstance(action, Done):
        assert after.hands == before.hands
        assert after.bouquet == before.bouquet
        return
    if not before.picked:
        check_passed(before, events)
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
    assert after.totals[seat] == before.scores[seat]
    check_scored(before, after, other, events)


def check_passed(before: SimpleNamespace, events) -> None:
    """No pick: the meadow goes under the talon first (slot 1 highest of
    them), then five are turned from the top, as at a real table."""
    passed = [e for e in events if isinstance(e, MeadowPassed)]
    assert len(passed) == 1
    returned = [c for c in before.meadow if c is not None]
    talon = returned[::-1] + before.talon  # index 0 is the bottom
    up = [talon.pop() if talon else None for _ in range(5)]
    assert list(passed[0].turned_up) == up and list(passed[0].returned) == returned
    others = len(before.talon)
    assert passed[0].again == tuple(returned[: max(0, 5 - others)])
    assert ("up again" in passed[0].describe(neutral(("A", "B")))) == (others < 5 and bool(returned))


def check_scored(before: SimpleNamespace, after: CloverGame, seat: int, events) -> None:
    """The clubs are scored once, when the chain is over, and not before."""
    scored = [e for e in events if isinstance(e, ClubsScored)]
    if not after.is_over and after.phase == "chain":
        assert not scored and after.totals == before.scores
        return
    assert len(scored) == 1
    assert after.totals[seat] == before.scores[seat] + scored[0].points == scored[0].total
    assert any(isinstance(e, GameWon) for e in events) == (after.winner == seat)
