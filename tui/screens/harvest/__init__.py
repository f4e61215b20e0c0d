"""The harvest table (Skördespelet): its screen (screen.py) and the parts it is made of.

``HarvestScreen`` is loaded when first asked for (PEP 562): the pure parts
(words, keys) import no Textual screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["HarvestScreen"]


def __getattr__(name: str):
    if name != "HarvestScreen":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .screen import HarvestScreen

    return HarvestScreen


if TYPE_CHECKING:
    from .screen import HarvestScreen
