"""The lobby at 80×24 (pytest-textual-snapshot).  Regenerate after a
deliberate change with ``--snapshot-update`` and look at the SVGs."""

from __future__ import annotations

from tests.tui.screens.lobby.scripted import ScriptedLink, seat, served_app, table

WELCOME = {"type": "welcome", "you": {"key": "k-anna", "name": "Anna"}}
TABLES = [
    table("t1", seats=[seat("person", "Bertil"), seat("open"), seat("person", "Cilla"), seat("computer")],
          host="Bertil"),
    table("t2", game="speed", options={}, level="hard", host="Dan", started=True,
          seats=[seat("person", "Dan"), seat("away", "Eva")]),
    table("t3", game="harvest", options={"beginner": True, "jokers": 2}, host="Anna", saved=True,
          seats=[seat("away", "Anna", yours=True), seat("away", "Frans")]),
]


def _lobby(link: ScriptedLink, *messages: dict):
    async def run(pilot):
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        link.say(WELCOME, *messages)
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
    return run


def test_lobby(snap_compare):
    link = ScriptedLink()
    assert snap_compare(served_app(link), run_before=_lobby(link, {"type": "tables", "tables": TABLES}))


def test_waiting_room_ascii(snap_compare):
    link = ScriptedLink()
    waiting = table("t4", seats=[seat("person", "Anna", yours=True), seat("open"), seat("person", "Bo"),
                                 seat("computer")])
    assert snap_compare(served_app(link, ascii_mode=True), run_before=_lobby(
        link, {"type": "seated", "table": "t4", "seat": 0}, {"type": "tables", "tables": [waiting]}))
