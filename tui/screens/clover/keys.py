"""Which of the clover table's keys work at a moment, how the Footer names
the pick digits, and the slot a digit asks of a card that cannot be
picked: pure, so the Footer's offer is read without a pilot.  A playtest
saw the Footer offer '←→ Move  space Pick  1-5 Pick slot' with the budget
spent, and 'i Hint' during North's chain, where the hint is refused; and u
undo at the person's own bouquet told, where the Footer did not offer it:
u is offered, told or not, exactly where the engine allows the undo.
And where the cursor goes when a digit's pick is refused."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card

DIGITS = {str(slot + 1): slot for slot in range(5)}  # the meadow slots' keys
MOVE_KEYS = ("left", "right", "h", "l")  # the cursor's, answered where they have nowhere to go


def offered(action: str, *, picking: bool, affordable: bool, chain: bool, narrating: bool, instant: bool,
            movable: bool = False) -> bool:
    """Whether the key bound to ``action`` works now: ``picking``, the
    person picks from the meadow (``affordable``: something is within the
    budget); ``chain``, the person chooses the spade chain; ``narrating``,
    a turn is being told (only space goes on: any other key is answered
    as one that means nothing); ``instant``, the pace waits for nothing;
    ``movable``, more than one card is affordable, so ←→ has somewhere to
    go (a playtest: '←→ Move' offered with one, and → did nothing)."""
    if action == "move":
        return picking and movable  # else the key is answered (the screen's idle_answer)
    if action in ("pick_here", "pick_slot"):
        return picking and affordable  # else a digit says why the card cannot be picked (pick_slot_of)
    if action == "done":
        return picking
    if action in ("more", "stop"):
        return chain
    if action == "hint":
        return picking or chain  # a hint is for the person's own decision: at North's turn it is refused
    if action == "skip":
        return narrating
    if action == "toggle_pause":
        return not instant
    return True  # undo too, while a turn is told: offered where the engine allows it (table/keys.py), as at any moment


def slot_keys(slots: Sequence[int]) -> str:
    """The digits of ``slots`` (0-based) as the Footer and the top bar name
    them: runs as ranges, the rest by commas ("1-5", "1-3", "2,4", "1-3,5");
    "" for none."""
    runs: list[list[int]] = []
    for slot in sorted(set(slots)):
        if runs and slot == runs[-1][-1] + 1:
            runs[-1].append(slot)
        else:
            runs.append([slot])
    return ",".join(f"{run[0] + 1}-{run[-1] + 1}" if len(run) > 2 else ",".join(str(s + 1) for s in run)
                    for run in runs)


def pick_slot_of(key: str) -> int | None:
    """The meadow slot a digit names; None: not a digit of the meadow (space
    picks the framed card, and there is no frame where nothing can be picked)."""
    return DIGITS.get(key)


def back_to(meadow: Sequence[Card | None], step: Card | None, cursor: int) -> int:
    """Where the cursor goes when a pick, by a digit or space, is refused (a
    lesson's step takes another card): to ``step``, the card the step goes
    on with, so space does what the step asks; else it stays at ``cursor``."""
    return meadow.index(step) if step is not None and step in meadow else cursor
