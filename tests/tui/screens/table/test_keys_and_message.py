"""What every table screen shares, without a screen (issue 29): which key
no binding took gets an answer, and the opening sentence."""

from __future__ import annotations

from tui.screens.table.keys import deserves_answer
from tui.screens.table.message import opening_sentence
from tui.screens.table.replay import Replay


def test_a_key_no_binding_took_is_answered_unless_it_is_quiet_or_scrolls_the_rules():
    assert deserves_answer("x", True, None) and deserves_answer("enter", False, None)
    assert not deserves_answer("tab", False, None) and not deserves_answer("escape", False, None)
    assert not deserves_answer("f5", False, None)  # neither printable nor one of the answered keys
    assert not deserves_answer("down", False, "rules-panel") and deserves_answer("down", False, "hand")


def test_the_opening_sentence_says_a_replay_or_a_resumed_game():
    replay = Replay(((0, "QS"),), "Again from trick 2")
    assert opening_sentence(replay, resumed=False, paused=False) == "Again from trick 2"
    assert opening_sentence(None, resumed=True, paused=True) == "Resumed where you left off, paused: p goes on."
    assert opening_sentence(None, resumed=True, paused=False) == "Resumed where you left off."
    assert opening_sentence(None, resumed=False, paused=False) is None
