"""The Clover Picker's table: its screen (screen.py) and the parts it is made of.

``CloverScreen`` is loaded when first asked for (PEP 562): the pure parts
(words, keys) import no Textual screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["CloverScreen"]


def __getattr__(name: str):
    if name != "CloverScreen":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .screen import CloverScreen

    return CloverScreen


if TYPE_CHECKING:
    from .screen import CloverScreen
