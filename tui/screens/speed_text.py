"""The words of the Speed table: the top bar, the seat lines, what the
middle of the table says between the centre piles, and the answer to a key
that means nothing now.  Pure functions of the view (no Textual), so they
can be read and tested without a screen; the screen turns suits and arrows
into letters in ASCII mode where it shows them."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rules.speed.view import BLOCKED, OVER, ROUND_OVER, SLAP, SpeedView


def slap_call(view: SpeedView) -> tuple[str, str]:
    """What the person slaps now and with which key: the one source of the
    top bar's and the centre's words (a one-pile round slaps the table)."""
    if view.one_pile:
        return "the table", "space"
    return "the smaller pile", "← or →"


def ascii_arrows(sentence: str) -> str:
    return sentence.replace("←", "<-").replace("→", "->")


def seconds(countdown: float) -> int:
    """The countdown as the whole seconds a player reads (3, 2, 1)."""
    return math.ceil(countdown - 1e-6)


def seat_line(view: SpeedView, seat: int, who: str) -> str:
    left = view.cards_left[seat]
    return f"{who} · hand pile {view.hand_counts[seat]} · {left} {'card' if left == 1 else 'cards'} left"


def status_line(view: SpeedView, names: Sequence[str], can_play: bool, *, paused: bool,
                by_user: bool) -> str:
    """The top bar.  ``paused``: the match's clock stands; ``by_user``: the
    player's own pause (p), which the top bar's pause mark says."""
    head = f"Speed · round {view.round}"
    if view.phase == OVER:
        return f"{head} · the game is over"
    if paused and not by_user:
        return f"{head} · PAUSED: close what is open to go on"
    if view.phase == BLOCKED:
        left = "" if view.countdown is None else f" in {seconds(view.countdown)}"
        return f"{head} · BLOCKED: both turn a card{left}"
    if view.phase == ROUND_OVER:
        return f"{head} · round over: the next deal comes in a moment"
    if view.phase == SLAP:
        if view.may_slap:
            what, key = slap_call(view)
            sizes = "" if view.one_pile else f" (L {view.centers[0].size}, R {view.centers[1].size})"
            return f"{head} · all placed! SLAP {what}{sizes}: {key}"
        if can_play:
            return f"{head} · {names[view.finisher]} must slap: play on while you can!"
        return f"{head} · {names[view.finisher]} is slapping a pile…"
    if can_play:
        return f"{head} · GO! piles marked → fit: 1-5 (left first), a-g (right first)"
    return f"{head} · none of your cards fits: watch the piles"


def middle_lines(view: SpeedView, names: Sequence[str], paused: bool) -> list[tuple[str, str]]:
    """The words between the centre piles, each with its style."""
    if view.phase == BLOCKED:
        lines = [("BLOCKED", "bold bright_red"), ("nobody can play", "")]
        if view.countdown is not None:
            lines.append((f"turn in {seconds(view.countdown)}", "bold bright_yellow"))
    elif view.phase == SLAP:
        if view.may_slap:
            what, key = slap_call(view)
            lines = [("SLAP!", "bold bright_yellow"), (what, ""), (key, "bold")]
        else:
            lines = [(f"{names[view.finisher]}", "bold"), ("is slapping:", ""), ("play on!", "bold")]
    elif view.phase == ROUND_OVER:
        lines = [(f"round {view.round}", "bold"), ("is over", "")]
    elif view.phase == OVER:
        lines = [("game over", "bold")]
    else:
        lines = [(f"round {view.round}", "bold"), ("GO!", "bold bright_green")]
    if paused and not view.is_over:
        lines.append(("PAUSED", "bold reverse"))
    return lines


def slap_note(view: SpeedView, key: str) -> str:
    """Under a centre pile while the person may slap ("" otherwise)."""
    if not view.may_slap:
        return ""
    return "space: slap" if view.one_pile else ("← slap" if key == "L" else "slap →")


def idle_answer(view: SpeedView, key: str) -> str:
    """The answer to a key that means nothing now."""
    if view.may_slap and view.one_pile:
        return "You placed all your table cards: slap the table with space."
    if view.may_slap:
        return "You placed all your table cards: slap a centre pile with ← or → (the smaller one)."
    if key in ("left", "right", "space"):
        return "Slap only once all your table cards are placed: play them with 1-5 or a-g."
    return (f"{key} does nothing: 1-5 play your piles (left pile first), a s d f g "
            "(right pile first); ? for the rules.")
