"""The Speed table's pure parts, without an app: the words (speed_text),
what a key means (speed_keys) and the piles' looks (speed_looks) for given
views."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.cells import cell_len

import rules
from rules.i18n import LANGUAGES, speaking
from rules.speed.actions import Play
from rules.speed.view import BLOCKED, OVER, ROUND_OVER, SLAP, Unblock
from tests.narrow import present
from tests.tui.helpers import bindings
from tui.screens.speed import keys, looks
from tui.screens.speed import text as words
from tui.widgets import Look

NAMES = ["South", "North"]


def a_view(**changes):
    """South's view of seed 1's first round: pile 4 (3♥) fits both centre
    piles (4♦ left, 4♣ right), nothing else does."""
    return replace(rules.new_game("speed", seed=1).view(0), **changes)


def status(view, can_play=True, paused=False, by_user=False):
    return words.status_line(view, NAMES, can_play, paused=paused, by_user=by_user)


def test_the_top_bar_says_the_phase():
    view = a_view(round=3)
    assert status(view) == "Speed · round 3 · GO! → fits: 1-5 (left first), asdfg (right first)"
    assert status(view, can_play=False) == "Speed · round 3 · none of your cards fits: watch the piles"
    both = {"phase": BLOCKED, "unblock": Unblock.TURN, "turners": (0, 1)}
    assert status(a_view(**both, countdown=2.3)) == "Speed · round 1 · BLOCKED: both turn a card in 3"
    assert status(a_view(**both)) == "Speed · round 1 · BLOCKED: both turn a card"
    assert status(a_view(phase=ROUND_OVER)).endswith("· round over: the next deal comes in a moment")
    assert status(a_view(phase=OVER, is_over=True)) == "Speed · round 1 · the game is over"
    assert status(a_view(phase=SLAP, finisher=0)) == "Speed · round 1 · all placed! SLAP the smaller pile (L 1, R 1): ← or →"
    one_pile = a_view(phase=SLAP, finisher=0, centers=(a_view().centers[0], None))
    assert status(one_pile) == "Speed · round 1 · all placed! SLAP the table: space"
    assert status(a_view(phase=SLAP, finisher=1)).endswith("· North must slap: play on while you can!")
    assert status(a_view(phase=SLAP, finisher=1), can_play=False).endswith("· North is slapping a pile…")


def test_the_top_bar_says_what_the_blocked_turn_will_do():
    """speed.md, Blocked: a player with an empty hand pile turns nothing;
    with no card to turn, the centre cards are shared out (or, when no card
    could ever fit again, the round is dealt again).  The engine's view says
    which; the top bar and the middle of the table say it too."""
    cases = [
        ((1,), Unblock.TURN, "only North turns a card in 2", "turn in 2"),
        ((0,), Unblock.TURN, "only you turn a card in 2", "turn in 2"),
        ((), Unblock.RESHUFFLE, "the centre cards are shared out in 2", "shuffle in 2"),
        ((), Unblock.STALL, "the round is dealt again in 2", "new deal in 2"),
    ]
    for turners, unblock, top, middle in cases:
        view = a_view(phase=BLOCKED, unblock=unblock, turners=turners, countdown=1.5)
        assert status(view) == f"Speed · round 1 · BLOCKED: {top}"
        assert words.middle_lines(view, NAMES, False)[-1] == (middle, "bold bright_yellow")


def test_the_top_bar_when_the_clock_stands():
    # Held by something open: the top bar says so; the player's own p is said by the pause mark,
    # which covers the bar's right end: the bar says what play shows, short (test_paused_bar.py).
    assert status(a_view(), paused=True) == "Speed · round 1 · PAUSED: close what is open to go on"
    assert status(a_view(), paused=True, by_user=True) == "Speed · round 1 · GO! → fits: 1-5, asdfg"
    assert status(a_view(phase=OVER, is_over=True), paused=True) == "Speed · round 1 · the game is over"


def test_the_middle_of_the_table():
    assert words.middle_lines(a_view(phase=BLOCKED, unblock=Unblock.TURN, turners=(0, 1), countdown=1.0), NAMES,
                              False) == [
        ("BLOCKED", "bold bright_red"), ("nobody can play", ""), ("turn in 1", "bold bright_yellow")]
    assert words.middle_lines(a_view(phase=SLAP, finisher=1), NAMES, True) == [
        ("North", "bold"), ("is slapping:", ""), ("play on!", "bold"), ("PAUSED", "bold reverse")]
    assert words.middle_lines(a_view(phase=OVER, is_over=True), NAMES, True) == [("game over", "bold")]
    assert words.seat_line(a_view(), 1, "North") == "North · hand pile 10 · 25 cards left"


def test_the_answer_to_a_key_that_means_nothing():
    assert words.idle_answer(a_view(), "left").startswith("Slap only once all your table cards are placed")
    assert words.idle_answer(a_view(), "x").startswith("Nothing for x: 1-5 play a pile")
    assert words.idle_answer(a_view(phase=SLAP, finisher=0), "x").endswith("you think is smaller (← or →).")


def test_which_keys_are_live():
    game = rules.new_game("speed", seed=1)
    state = keys.key_state(game, set())
    assert state == keys.KeyState(over=False, may_slap=False, one_pile=False, paused=False)
    assert keys.allowed("play", (1, "L"), state) and not keys.allowed("slap", ("L",), state)
    assert keys.allowed("toggle_pause", ("pause",), state) and not keys.allowed("toggle_pause", ("go",), state)
    assert keys.key_state(game, {"user"}).paused
    slapping = keys.KeyState(over=False, may_slap=True, one_pile=False, paused=False)
    assert keys.allowed("slap", ("R",), slapping) and not keys.allowed("slap", ("table",), slapping)
    assert not keys.allowed("play", (1, "L"), slapping)
    assert keys.allowed("slap", ("table",), replace(slapping, one_pile=True))
    assert not keys.allowed("play", (1, "L"), replace(state, over=True))


def test_the_play_a_pile_key_sends():
    view = a_view()
    both = {Play(4, "L"), Play(4, "R")}
    assert keys.play_for(4, "L", both, both, view) == Play(4, "L")
    assert keys.play_for(4, "R", both, both, view) == Play(4, "R")
    assert keys.play_for(4, "L", {Play(4, "R")}, both, view) == Play(4, "R")
    # No longer fits: what the player saw fit, for the engine to refuse with its reason.
    assert keys.play_for(4, "R", set(), {Play(4, "L")}, view) == Play(4, "L")
    assert keys.play_for(2, "R", set(), set(), view) == Play(2, "R")
    left_only = a_view(centers=(view.centers[0], None))
    assert keys.play_for(2, "R", set(), set(), left_only) == Play(2, "L")


def test_the_piles_are_lit_where_a_legal_play_takes_them():
    view = a_view()
    plays = {Play(4, "L"), Play(4, "R")}
    mine = looks.my_piles(view, plays, ascii_mode=False)
    assert [p.look for p in mine] == [Look.DIMMED] * 3 + [Look.LEGAL, Look.DIMMED]
    assert [p.hint for p in mine] == ["1a", "2s", "3d", "4f→LR", "5g"] and mine[3].hint_on
    assert looks.my_piles(view, {Play(4, "R")}, ascii_mode=True)[3].hint == "4f>R"
    left, right = (present(c) for c in looks.center_looks(view, NAMES, {Play(4, "R")}, ascii_mode=False))
    assert (left.title, left.look, right.title, right.look) == ("L · South", Look.NORMAL, "R · North", Look.LEGAL)
    slap = a_view(phase=SLAP, finisher=0)
    assert [present(c).note for c in looks.center_looks(slap, NAMES, set(), ascii_mode=False)] == ["← slap", "slap →"]
    assert [present(c).note for c in looks.center_looks(slap, NAMES, set(), ascii_mode=True)] == ["<- slap", "slap ->"]
    assert [p.look for p in looks.my_piles(slap, set(), ascii_mode=False)] == [Look.NORMAL] * 5


def test_in_swedish_the_centre_piles_are_v_and_h_wherever_the_table_names_them():
    """Issue 30.10: the Swedish table said 'L · Syd', '4f→LR', '(L 1, R 1)'
    and 'Spela (L först)' while its rules panel says V and H (vänster,
    höger).  The keys (1-5, asdfg, ← →) have no letter to change."""
    from rules import i18n
    from rules.speed.hints import hint_for
    from tui.i18n import _ as tui_
    from tui.screens.speed import SpeedScreen
    from tui.widgets.rules_panel import help_text

    i18n.use("sv")
    view, names = a_view(), ["Syd", "Nord"]
    plays = {Play(4, "L"), Play(4, "R")}
    assert looks.my_piles(view, plays, ascii_mode=False)[3].hint == "4f→VH"
    assert looks.my_piles(view, {Play(4, "R")}, ascii_mode=True)[3].hint == "4f>H"
    assert [present(c).title for c in looks.center_looks(view, names, plays, ascii_mode=False)] == ["V · Syd", "H · Nord"]
    assert "(V 1, H 1)" in words.status_line(a_view(phase=SLAP, finisher=0), names, True, paused=False, by_user=False)
    footer = {b.key: tui_(b.description) for b in bindings(SpeedScreen) if b.show}
    assert footer["1"] == "Spela (V först)" and footer["a"] == "Spela (H först)"
    hint = hint_for(view, sorted(plays, key=str), Play(4, "R"), "any").reason
    assert hint.startswith("lägg 3♥ på H") and "3♥ → V H" in hint
    panel = help_text("speed")
    assert "`1a→V`" in panel and "(V)" in panel and "(H)" in panel  # the rules panel says the same


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_answers_to_a_key_that_means_nothing_fit_the_message_line(language):
    """The message line is one row of an 80-column screen (78 inside its
    padding): an answer cut there loses its last words (a playtest found
    the slap's answer cut)."""
    views = [a_view(), a_view(phase=SLAP, finisher=0), a_view(phase=SLAP, finisher=0, centers=(a_view().centers[0], None))]
    with speaking(language):
        for view in views:
            for key in ("left", "right", "space", "x", "ctrl+x"):
                answer = words.idle_answer(view, key)
                assert cell_len(answer) <= 78, answer  # 80 less the line's padding


@pytest.mark.parametrize(("language", "bar"), [("en", "Speed · round 1 · PAUSED: enter goes on"),
                                               ("sv", "Speed · omgång 1 · PAUS: enter går vidare")])
def test_the_top_bar_names_the_key_of_a_round_summary(language, bar):
    """A playtest: "PAUS: stäng det som är öppet för att fortsätta" above the
    summary's "⏎ Vidare"; the bar names the key the Footer names."""
    with speaking(language):
        assert words.status_line(a_view(), NAMES, True, paused=True, by_user=False, summary=True) == bar
