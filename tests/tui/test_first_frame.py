"""The menu's first frame imports only what the menu shows (issue 27, P3).

The games' engines and players, the rules panel (Markdown) and the SSH
server load when a table or a page asks for them; before, they doubled the
time to the first frame (tests/benchmarks/first_frame.py measures it).  A
fresh interpreter, since this one has imported everything already."""

from __future__ import annotations

import json
import os
import subprocess
import sys

SCRIPT = """
import asyncio, json, sys
from tui.app import KortbordApp

async def main():
    app = KortbordApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = app.screen.__class__.__name__
    print(json.dumps({"screen": shown, "modules": sorted(sys.modules)}))

asyncio.run(main())
"""
GAMES = ("hearts", "harvest", "clover", "speed")
LATER = (*(f"rules.{game}" for game in GAMES), "tui.widgets.rules_panel",
         "tui.widgets.hand", "tui.screens.game_base", "markdown_it", "asyncssh")
# What the menu reads of each game: its two specs (rules/games.py, tui/screens/registry.py), no more.
SPECS = {module for game in GAMES for module in (f"rules.{game}", f"rules.{game}.spec")}


def test_the_menu_s_first_frame_loads_no_game_no_rules_panel_and_no_ssh(tmp_path):
    env = {**os.environ, "KORTBORD_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=True,
                         timeout=120).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["screen"] == "MenuScreen"
    loaded = [m for m in seen["modules"] if m.startswith(LATER) and m not in SPECS]
    assert loaded == []
    assert {f"tui.screens.{game}.spec" for game in GAMES} <= set(seen["modules"])
    assert not [m for m in seen["modules"] if m.startswith(tuple(f"tui.screens.{game}." for game in GAMES))
                and not m.endswith(".spec")]
