"""A save made under rules this Kortbord no longer plays (issue 12, "Games
saved under the old rules"): the menu says so in a sentence, keeps the file
aside, and goes on working."""

from __future__ import annotations

import json

from textual.widgets import OptionList

from rules.hearts.game import HeartsGame
from tui import store
from tui.screens.game_base import GameScreen
from tui.screens.menu import MenuScreen

from .helpers import autosave_id, make_app, pass_three, record_notices

SENTENCE = "saved by an earlier version of Kortbord whose rules differed; it cannot be continued"


async def test_an_old_rules_save_is_set_aside_and_the_menu_works(monkeypatch):
    app = make_app("hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_three(pilot)
        await pilot.press("space")
        await pilot.pause()
        save_id = autosave_id(app)
    path = store.saves_dir() / f"{save_id}.json"
    data = json.loads(path.read_text())
    # Under "the new rules" these moves no longer lead to this state.
    data.pop("rules_version")
    data["state"]["scores"][1] += 1
    path.write_text(json.dumps(data))
    monkeypatch.setattr(HeartsGame, "rules_version", 2)

    app = make_app(None)
    shown = record_notices(app, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert not [o for o in app.screen.query_one(OptionList).options if (o.id or "").startswith("resume:")]
        assert any(SENTENCE in m and "damaged" not in m for m in shown), shown
        kept = list(store.saves_dir().glob(f"{path.name}.old-rules-*"))
        assert len(kept) == 1 and not path.exists()
        await pilot.press("enter", "enter")  # the menu goes on: Hearts, dealt
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
