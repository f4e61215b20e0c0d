"""How large the long runs are: a short default run that still reaches every
branch it checks, and the full size in the soak run (``pytest -m soak``).

    @pytest.mark.parametrize("games", sizes(400, 2000))

gives one test of 400 in the default run and one of 2,000 (id ``soak``)
under ``-m soak``; the assertions are the same at both sizes."""

from __future__ import annotations

import pytest


def sizes(default: int, full: int) -> list:
    """``default`` in the default run, ``full`` marked soak."""
    return [default, pytest.param(full, marks=pytest.mark.soak, id="soak")]
