"""The Hearts lesson against the engine: a legal card the step does not
teach is refused for the step's reason, and that reason is true of it."""

from __future__ import annotations

from rules.lessons import lesson

LESSON = lesson("hearts")


def test_a_legal_discard_on_the_first_trick_is_refused_for_why_nine_goes_not_for_a_rule_it_keeps():
    # A playtest: 3♦ was refused with "on the first trick you must discard a
    # card that is neither a heart nor Q♠", which 3♦ is not.
    game = LESSON.game_at(1)
    refusal = LESSON.refusal(1, game, "play 3D")
    assert refusal is not None and "neither a heart" not in refusal
    assert "9♦" in refusal and "A♦" in refusal and "3♦" in refusal, refusal
