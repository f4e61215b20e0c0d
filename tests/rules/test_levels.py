"""The AI levels a game's spec names (rules/<game>/spec.py) are exactly
its players.

The spec lists them so that the menu can name and check a level before
its first frame without importing every game's bots (issue 27, P3); this
keeps the list honest."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import rules


@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_registry_names_the_levels_of_the_game_s_bots(game):
    bots = importlib.import_module(f"rules.{game}.bots")
    assert tuple(bots.LEVELS) == rules.GAMES[game].levels
    assert rules.DEFAULT_LEVEL in bots.LEVELS


def test_naming_the_levels_imports_no_game():
    """Asking for the levels and the default level leaves every engine and
    its players unimported (a fresh interpreter: this one has them all): of
    a game's package, only its spec is read."""
    code = (
        "import sys, rules\n"
        "for g in rules.GAMES: rules.bot_levels(g); rules.default_level(g)\n"
        "print(sorted(m for m in sys.modules if m.startswith(tuple(f'rules.{g}' for g in rules.GAMES))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    names = ["clover", "harvest", "hearts", "speed"]
    assert out.strip() == str(sorted([*(f"rules.{g}" for g in names), *(f"rules.{g}.spec" for g in names)]))
