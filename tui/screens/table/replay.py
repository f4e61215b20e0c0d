"""A game played again from one of its decisions (the review's enter):
its own module, so the review that makes one and the table that plays it
need not import each other."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Replay:
    """A game played again from one of its decisions: its first actions
    (from its seed), and the sentence that says so at the table."""

    log: tuple[tuple[int, str], ...]
    sentence: str
