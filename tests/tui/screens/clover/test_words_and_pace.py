"""The clover table's pure parts, without an app: the words (clover_text)
for given views, and the pace of a narrated turn (clover_steps) on a timer
made by hand."""

from __future__ import annotations

from dataclasses import replace
from typing import TypedDict

import pytest
from rich.cells import cell_len

import rules
from rules.cards import parse_card
from rules.clover.game import CloverGame
from rules.clover.view import Phase
from rules.core import Event, Result
from rules.i18n import _ as tr
from rules.i18n import speaking
from tests.narrow import narrow
from tests.tui.helpers import make_app
from tui.screens.clover import CloverScreen
from tui.screens.clover import text as words
from tui.screens.clover.narrator import Narrator
from tui.screens.clover.steps import RETRY, Steps
from tui.widgets.clover_bouquet import BouquetShow

NAMES = ["South", "North"]
NOTHING_SHOWN = BouquetShow()


def a_view(**changes):
    """South's view of a new game, on South's turn, picking."""
    view = rules.new_game("clover", seed=3, names=NAMES).view(0)
    changes = {"turn": 0, "phase": Phase.PICK, "picked": (), "is_over": False, **changes}
    return replace(view, **changes)


def status(view, *, narrating=False, turn_seat=None, show=NOTHING_SHOWN, waiting=False,
           paused=False, result=None, affordable=(), reading=False):
    return words.status_line(view, NAMES, narrating=narrating, turn_seat=turn_seat, show=show,
                             waiting=waiting, paused=paused, result=result, affordable=affordable, reading=reading)


def test_the_top_bar_while_a_bouquet_is_narrated():
    view = a_view(turn_number=4)
    assert status(view, narrating=True, turn_seat=0) == "Clover Picker · turn 4 · your bouquet… (space: show all)"
    assert status(view, narrating=True, turn_seat=1) == "Clover Picker · turn 4 · North's bouquet… (space: show all)"
    # A hold stops the steps; the player's own pause is said by the pause mark.
    assert status(view, narrating=True, turn_seat=1, waiting=True) == "Clover Picker · turn 4 · North's bouquet… (waiting)"
    assert status(view, narrating=True, turn_seat=1, waiting=True, paused=True) == "Clover Picker · turn 4 · North's bouquet…"
    show = BouquetShow(owner="North", caption="the clubs score 7")
    assert status(view, narrating=True, show=show) == "Clover Picker · turn 4 · North's bouquet: the clubs score 7… (space: show all)"
    assert status(view, narrating=True) == "Clover Picker · turn 4 · a new turn… (space: show all)"
    # The person's own bouquet before the next turn is told: "your", as the turn told says it (a playtest read
    # "South's bouquet…" in a game, "your bouquet…" in the lesson)
    own = BouquetShow(owner=NAMES[0], mine=True, caption="shuffled into the hand")
    assert status(view, narrating=True, show=own) == "Clover Picker · turn 4 · your bouquet: shuffled into the hand… (space: show all)"
    assert words.status_line(view, NAMES, narrating=True, turn_seat=None, show=own, waiting=False, paused=False,
                             result=None, affordable=(), width=50).endswith("your bouquet… (space: show all)")
    # The log read back (PgUp): the wait says what ends it, shorter where the line is short of room
    assert status(view, narrating=True, turn_seat=1, waiting=True, reading=True) == \
        "Clover Picker · turn 4 · North's bouquet… (waiting: PgDn or space goes on)"


def test_the_top_bar_on_the_persons_decisions():
    five = parse_card("5S")
    chain = a_view(phase=Phase.CHAIN, chain_left=1, hand=(parse_card("2H"), five))
    assert status(chain).endswith("YOUR TURN: spades allow 1 more card: m plays 5♠, s stops")
    assert status(replace(chain, chain_left=2)).endswith("spades allow 2 more cards: m plays 5♠, s stops")
    pick = a_view(budget=9, budget_left=4)
    # The digits of the cards within the budget, as the Footer names them (a playtest: "1-5" whatever the meadow held)
    assert status(pick, affordable=[0, 3]).endswith("YOUR TURN: pick a card (1,4, budget 9) or d = done")
    assert status(pick, affordable=[0, 1, 2]).endswith("YOUR TURN: pick a card (1-3, budget 9) or d = done")
    assert status(pick, affordable=range(5)).endswith("YOUR TURN: pick a card (1-5, budget 9) or d = done")
    picked = replace(pick, picked=(parse_card("3H"),))
    assert status(picked, affordable=[3]).endswith("YOUR TURN: pick more (4 left) or d = done")
    assert status(picked).endswith("YOUR TURN: nothing more within 4: d = done")
    spent = replace(picked, budget_left=0)
    assert status(spent).endswith("YOUR TURN: your budget is spent: d = done")  # not "nothing more within 0"
    assert status(pick).endswith("YOUR TURN: nothing affordable: d ends your turn")


def test_the_top_bar_on_the_opponents_turn_and_at_the_end():
    assert status(a_view(turn=1, phase=Phase.CHAIN)).endswith("· North chooses its spade chain…")
    assert status(a_view(turn=1)).endswith("· North is picking…")
    over = a_view(turn=None, is_over=True)
    assert status(over).endswith("· the game is over")
    result = Result(winners=(1,), scores=(20, 40), summary="North wins with 40 points")
    assert status(over, result=result).endswith("· North wins with 40 points")


def test_the_opponents_last_bouquet_is_cut_to_the_line():
    bouquet = tuple(parse_card(c) for c in ("10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H"))
    view = a_view(last_bouquets=((), bouquet))
    wide = words.opponent_line(view, NAMES, score=12, size=1, level="good", width=80, ascii_mode=False)
    head, last = wide.plain.split("\n")
    assert head == "  North (good AI) · 1 card · 12/40 ▰▰▰▱▱▱▱▱▱▱"
    assert last == "  last bouquet: 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥"
    narrow = words.opponent_line(view, NAMES, score=12, size=2, level="", width=30, ascii_mode=True)
    head, last = narrow.plain.split("\n")
    assert head == "  North · 2 cards · 12/40 ###-------"
    assert last == "  last bouquet: 10H 9H 8H ..."


def test_the_sentences_after_a_move():
    view = a_view(meadow=(parse_card("KH"), None, None, None, None), budget_left=2)
    assert words.picked(parse_card("7H"), 0, view) == "You pick 7♥ for 7; K♥ comes up in its place. 2 left."
    assert words.picked(parse_card("7H"), 1, view) == "You pick 7♥ for 7; the slot stays empty. 2 left."
    chain = a_view(phase=Phase.CHAIN, chain_left=1)
    assert words.added_to_chain(parse_card("5S"), chain) == "You add 5♠; the spades allow 1 more card: m or s."
    assert words.added_to_chain(parse_card("5S"), view) == "You add 5♠; the chain is over."
    assert words.wait_answer(view, NAMES) is None
    assert words.wait_answer(a_view(turn=1), NAMES) == "Wait: North is picking from the meadow."


# The pace of a narrated turn -------------------------------------------------------


class Timer:
    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.stopped = False

    def cancel(self) -> None:
        self.stopped = True


class Seen(TypedDict):
    """What a narration's steps did: told, drew, finished, timed; ``waiting`` is what they are told."""

    told: list[Event]
    drawn: int
    finished: int
    timers: list[Timer]
    waiting: bool


def a_narration(instant=False):
    game = narrow(rules.new_game("clover", seed=3, names=NAMES), CloverGame)
    narrator = Narrator(NAMES)
    narrator.push(game.turn_events())
    seen: Seen = {"told": [], "drawn": 0, "finished": 0, "timers": [], "waiting": False}

    def schedule(delay):
        seen["timers"].append(Timer(delay))
        return seen["timers"][-1]

    def drawn():
        seen["drawn"] += 1

    def finished():
        seen["finished"] += 1

    steps = Steps(narrator, schedule=schedule, tell=seen["told"].append, drawn=drawn, finished=finished,
                  delay=lambda: 1.5, instant=lambda: instant, waiting=lambda: seen["waiting"])
    return narrator, steps, seen


def test_a_turn_is_shown_up_to_each_pace_step_then_finished_once():
    narrator, steps, seen = a_narration()
    pending = len(narrator.queue)
    steps.run()
    told = seen["told"]
    assert 0 < len(told) < pending and narrator.pauses_after(told[-1])
    assert steps.due and [t.delay for t in seen["timers"]] == [1.5]
    assert seen["drawn"] == 1 and seen["finished"] == 0
    for _ in range(pending):
        if not narrator.busy:
            break
        steps.next()
    assert len(told) == pending and not narrator.busy
    assert seen["finished"] == 1 and not steps.due


def test_a_held_table_waits_and_a_key_shows_the_rest():
    narrator, steps, seen = a_narration()
    steps.run()
    shown = len(seen["told"])
    seen["waiting"] = True
    steps.next()  # the step's time comes while the rules panel is open
    assert len(seen["told"]) == shown and seen["timers"][-1].delay == RETRY
    steps.skip()
    assert seen["timers"][-1].stopped and not steps.due
    assert not narrator.busy and seen["finished"] == 1


def test_at_the_instant_pace_all_is_shown_at_once():
    narrator, steps, seen = a_narration(instant=True)
    steps.run()
    assert not narrator.busy and not seen["timers"] and seen["finished"] == 1 and seen["drawn"] == 1


def test_the_top_bar_names_the_game_and_says_the_turn_shorter_where_it_does_not_fit():
    """Issue 40: "Klöver" alone reads as the suit; the game's name stands
    there.  A playtest: where the line would be cut at 80 columns it gave
    the name up ("Tur 5 · DIN TUR: …"), unlike every other game's bar: the
    person's turn is said shorter after the name, its keys kept."""
    from rules import i18n

    pick = a_view(budget=9, budget_left=9, turn_number=12)
    assert status(pick, affordable=[0]).startswith("Clover Picker · turn 12 · YOUR TURN")
    i18n.use("sv")
    named = words.status_line(pick, NAMES, narrating=True, turn_seat=1, show=NOTHING_SHOWN, waiting=False,
                              paused=False, result=None, affordable=[0], width=78)
    assert named == "Klöverplockarspelet · tur 12 · Norths bukett… (mellanslag: visa allt)"
    long = words.status_line(pick, NAMES, narrating=False, turn_seat=None, show=NOTHING_SHOWN, waiting=False,
                             paused=False, result=None, affordable=range(5), width=78)
    assert long == "Klöverplockarspelet · tur 12 · DIN TUR: plocka (1-5, budget 9) eller d = klar"
    chain = a_view(phase=Phase.CHAIN, chain_left=2, hand=(*pick.hand, parse_card("10S")), turn_number=99)
    nothing = a_view(turn_number=99)
    for view, affordable, keys in ((replace(pick, budget=10, turn_number=99), range(5), ("1-5", "d = klar")),
                                   (chain, [], ("m 10♠", "s stoppar")), (nothing, [], ("d = klar",))):
        bar = words.status_line(view, NAMES, narrating=False, turn_seat=None, show=NOTHING_SHOWN, waiting=False,
                                paused=False, result=None, affordable=affordable, width=78)
        assert bar.startswith("Klöverplockarspelet · tur 99 · DIN TUR: ") and len(bar) <= 78, bar
        assert all(key in bar for key in keys), bar
    # North's bouquet told step by step: its caption gives way, the name stays (a playtest).
    for caption in ("blandas in i handen", "plockade Kn♠", "spader: ett kort till var"):
        bar = words.status_line(a_view(turn_number=4), NAMES, narrating=True, turn_seat=None, waiting=False,
                                show=BouquetShow(owner="Nord", caption=caption), paused=False, result=None,
                                affordable=[], width=78)
        assert bar.startswith("Klöverplockarspelet · tur 4 · Nords bukett") and len(bar) <= 78, bar
        assert bar.endswith("(mellanslag: visa allt)"), bar


@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_opponents_last_bouquet_is_cut_to_the_lines_own_width_from_the_first_paint(language):
    """A resumed (or practice) table opened with "last bouquet: 10♥ 2♥ …"
    though the line had room: it was cut to a width guessed before the
    layout, and stayed cut until a key (in Swedish even then: its longer
    label was not counted)."""
    from rich.cells import cell_len

    from rules import i18n
    from tests.tui.helpers import saved_game
    from tui.settings import TableSettings

    i18n.use(language)
    record = saved_game(TableSettings("clover", {}, "medium", "instant", 5),
                        lambda game: 0 in game.to_act() and len(game.view(0).last_bouquets[1]) >= 4)
    app = make_app(None, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(record.id)
        await pilot.pause()
        await pilot.pause()
        line = pilot.app.screen.query_one("#opponent")
        last = str(line.render()).splitlines()[1]
        whole = "  " + words._("last bouquet: ") + " ".join(c.label for c in narrow(pilot.app.screen, CloverScreen).view.last_bouquets[1])
        width = line.content_region.width
        assert cell_len(last) <= width, last
        assert last == whole if cell_len(whole) <= width else last.endswith("…"), (last, width)


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_wait_for_the_log_read_back_shows_its_last_word_at_80_columns(language):
    """Turn 500 and the longest name the table gives the other seat: the
    top bar keeps the keys that end the wait, whole."""
    with speaking(language):
        view = a_view(turn_number=500)
        names = [tr("South"), tr("North")]
        for seat in (0, 1):
            line = words.status_line(view, names, narrating=True, turn_seat=seat, show=NOTHING_SHOWN, waiting=True,
                                     reading=True, paused=False, result=None, affordable=(), width=78)
            assert cell_len(line) <= 78 and line.endswith(("space goes on)", "space)", "går vidare)", "mellanslag)")), line


@pytest.mark.parametrize("level", ["easy", "medium", "expert"])
def test_the_opponents_name_stays_as_it_is_whatever_its_score_and_cards(level):
    """A playtest: "North (medium AI)" became "North" once the score bar's
    line grew (two-digit score and cards).  At every width the name shown
    is one all game: with the level where the widest line fits, else without."""
    view = a_view()
    for width in range(30, 81):
        shown = {words.opponent_line(view, NAMES, score=score, size=size, level=level, width=width,
                                     ascii_mode=False, turn=turn).plain.split(" · ")[0].strip("▶ ")
                 for score in (0, 9, 10, 39) for size in (1, 9, 10, 30) for turn in (0, 1)}
        assert len(shown) == 1, (width, shown)
