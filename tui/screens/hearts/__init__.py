"""The Hearts table: its screen (screen.py) and the parts it is made of.

``HeartsScreen`` is loaded when first asked for (PEP 562): the pure parts
(words, keys) import no Textual screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["HeartsScreen"]


def __getattr__(name: str):
    if name != "HeartsScreen":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .screen import HeartsScreen

    return HeartsScreen


if TYPE_CHECKING:
    from .screen import HeartsScreen
