"""Why the hard clover picker plays what it plays: the hint's sentence.

Placeholder while the search is tuned.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action
from rules.hint import Hint


@dataclass(frozen=True)
class Decision:
    action: Action
    rule: Action
    rival: Action | None = None
    margin: float = 0.0
    samples: int = 0


def hint(view, decision: Decision) -> Hint:
    return Hint(decision.action, str(decision.action))
