"""``random.shuffle`` and ``randrange(n)``, step for step, for hot paths.

CPython's ``shuffle`` and ``randrange(n)`` both come down to
``_randbelow``: ``k = n.bit_length()``, then ``getrandbits(k)`` until the
draw is below ``n``.  Through the library that is two or three Python calls
per number; a Hearts deal draws 51 of them and the hard player's sampled
deals hundreds per decision.  These functions draw exactly the same numbers
from the same generator (tests/rules/test_fastrandom.py compares them with
the library), so seeded deals and bot choices stay what they were, and stay
so should the library's own algorithm ever change.
"""

from __future__ import annotations

import random

# A sequence's length -> the shuffle's steps (i, i + 1, its bit length), high i first.
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``: Fisher-Yates from the top, as CPython does."""
    steps = _STEPS.get(len(items))
    if steps is None:
        steps = _STEPS[len(items)] = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(items) - 1, 0, -1))
    getrandbits = rng.getrandbits
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n`` > 0 (callers in a loop write the same
    three lines out)."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r
