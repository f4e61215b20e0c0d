"""The clover table's narration and queue layout, without an app: what the
events build up step by step must end as what the view says."""

from __future__ import annotations

import random
from dataclasses import replace

from rich.text import Text

import rules
from rules.cards import parse_card
from rules.clover.actions import Pick
from rules.clover.events import BouquetShuffledIn, CardsPlayed, ChainCardPlayed, ClubsScored, TurnStarted
from rules.clover.game import CloverGame
from tests.narrow import narrow, present
from tui.screens.clover.narrator import Narrator, show_from_view
from tui.widgets.clover_queue import CloverQueue

NAMES = ["South", "North"]


def _settled(show):
    return replace(show, caption="", next_card=None)  # the next card is the view's, not an event's


def test_the_narrated_bouquet_ends_as_the_view_has_it_over_whole_games():
    for seed in range(6):
        game = narrow(rules.new_game("clover", seed=seed, names=NAMES), CloverGame)
        narrator = Narrator(NAMES)
        scores = [0, 0]  # as the events shown so far have counted them
        narrator.push(game.turn_events())
        rng = random.Random(seed)
        steps = 0
        while True:
            after = game.view(0)  # the view once everything pushed has happened
            while narrator.busy:
                before = len(narrator.show.played)
                event = narrator.step()
                if isinstance(event, ClubsScored):
                    scores[event.seat] = event.total
                # The moment drawn: no card both in the hand and on the table, the scores counted so far.
                moment = narrator.moment(after)
                assert not set(moment.hand) & set(narrator.show.played + narrator.show.picked)
                assert list(moment.scores) == scores
                grown = len(narrator.show.played) - before
                # Cards join the bouquet on the table with their own step.
                if isinstance(event, TurnStarted):
                    assert len(narrator.show.played) == 0
                elif isinstance(event, CardsPlayed):
                    assert grown == len(event.cards) > 0
                elif isinstance(event, ChainCardPlayed):
                    assert grown == 1 and narrator.show.played[-1] is event.card
                elif isinstance(event, BouquetShuffledIn):  # gone into the hand: no longer on the table
                    assert narrator.show.played == () and narrator.show.shuffled_in == len(event.cards)
                else:
                    assert grown == 0
            view = game.view(0)
            assert _settled(narrator.show) == _settled(show_from_view(view, NAMES))
            assert list(narrator.moment(view).scores) == list(view.scores) == scores
            if game.is_over:
                break
            seat = next(iter(game.to_act()))
            narrator.push(game.apply(seat, rng.choice(game.legal_actions(seat))))
            steps += 1
            assert steps < 5000
        assert narrator.show.won or present(game.result).is_draw


def test_chain_cards_show_one_step_each_and_the_clubs_after_them():
    game = narrow(rules.new_game("clover", seed=22, names=NAMES), CloverGame)
    rng = random.Random(1)
    for _ in range(400):  # find a turn with a spade chain
        if game.view(0).chained or game.is_over:
            break
        seat = next(iter(game.to_act()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    view = game.view(0)
    assert view.chained
    narrator = Narrator(NAMES)
    narrator.push(game.turn_events())
    shown = []
    while narrator.busy:
        event = narrator.step()
        shown.append((len(narrator.show.played), narrator.show.scored is not None,
                      narrator.pauses_after(event)))
    full = len(view.bouquet)
    sizes = [n for n, _, pause in shown if pause]
    assert sizes[: view.chained + 1] == list(range(full - view.chained, full + 1))
    assert all(not scored for n, scored, _ in shown if n < full)


def test_the_queue_keeps_its_right_end_at_the_bottom_right():
    queue = CloverQueue()
    cards = [parse_card(t) for t in "2H 3C 4S 5D 6H 7C 8S 9D 10H JC QS KD AH 2C 3S 4D".split()]
    queue.show(cards, Text("Your hand"))
    lines = queue.layout_lines(30, ascii_mode=True)
    words = [[w.plain for w in line] for line in lines]
    assert words[-1][-1] == "next ->"
    assert words[-1][-2] == "4D]" and "[KD" in words[-1]  # the next five, bracketed
    assert words[0][0] == "in> 2H"  # the marker is glued to the first card
    assert [w for line in words for w in line][1:-1] == [
        str(c) if i not in (11, 15) else ("[KD" if i == 11 else "4D]") for i, c in enumerate(cards)][1:]
    assert all(len(" ".join(line)) <= 30 for line in words)
    # Filled from the right: only the first line may be short (the others
    # lack at most the room of a word, the longest being "in> 2H").
    assert all(len(" ".join(line)) > 30 - 7 for line in words[1:])


def test_the_in_marker_never_stands_alone_on_a_line():
    """Filled from the right, the first line takes what is left: it was
    "in›" alone (issue 30).  Every hand size, with and without a bouquet
    coming in, at every width a table gives the queue."""
    deck = [parse_card(t) for t in "2H 3C 4S 5D 6H 7C 8S 9D 10H JC QS KD AH 2C 3S 4D 5H 6C 7S 8D".split()]
    queue = CloverQueue()
    for n in range(1, len(deck) + 1):
        for incoming in (0, 5):
            queue.show(deck[:n], Text("Your hand"), incoming=incoming)
            for width in range(40, 61):
                for ascii_mode in (True, False):
                    lines = queue.layout_lines(width, ascii_mode)
                    first = " ".join(w.plain for w in lines[0])
                    assert first not in ("in>", "in›"), (n, incoming, width)
                    assert all(len(" ".join(w.plain for w in line)) <= width for line in lines)


def test_an_opponents_pick_leaves_its_slot_empty_for_a_step_then_refills():
    for seat in (0, 1):
        game = narrow(rules.new_game("clover", seed=1, first=seat, names=NAMES), CloverGame)
        pick = next(a for a in game.legal_actions(seat) if str(a) != "done")
        slot = game.view(seat).slot_of(narrow(pick, Pick).card)
        narrator = Narrator(NAMES, human=0)
        narrator.push(game.apply(seat, pick))
        picked = narrator.step()
        assert narrator.taken == {slot}
        assert narrator.pauses_after(picked) is (seat == 1)  # the person's own pick: no wait
        narrator.step()
        assert not narrator.taken and slot in narrator.fresh
