"""What the harvest table's pilot tests share: the app at a seed, the
table, the keys that take one decision, the highlight check and playing on
to a wanted moment (tests/tui/screens/harvest/)."""

from __future__ import annotations

from tui.app import KortbordApp
from tui.screens.harvest import HarvestScreen
from tui.screens.harvest import picks as hp
from tui.widgets import Hand, Look

SIZE = (80, 24)
SEED_TWO_GRAZERS = 2  # the simple player attacks with two grazers on turn 5


def harvest_app(seed: int, level: str = "easy", ascii_mode: bool = False,
                start: str | None = "harvest") -> KortbordApp:
    app = KortbordApp(ascii_mode=ascii_mode, seed=seed, start=start, pace="instant", level=level)
    app.animation_level = "none"
    return app


def table(app) -> HarvestScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, HarvestScreen):
            return screen
    raise AssertionError(f"no harvest table in {app.screen_stack}")


def cursor_zone(screen) -> str | None:
    return next((p.zone for p in screen.current_picks() if p.card is screen.picker.card), None)


async def press_for_decision(pilot, screen) -> None:
    """One key a simple player would press now: attack with one grazer,
    never play weather, grow the whole barn, play a diamond, sow all."""
    view = screen.view
    decision = view.decision
    if view.nothing:  # only pass or done: the prompt says why
        await pilot.press("d")
    elif decision == "graze":
        if screen.picker.first is None:
            await pilot.press("enter")  # the cursor starts on the opponent's harvest
        elif any(st.pasture is screen.picker.first for st in view.stacks):
            await pilot.press("d")
        else:
            await pilot.press("enter")  # the first barn card grazes
    elif decision == "grow":
        if not view.barns[0]:
            await pilot.press("d")
        elif cursor_zone(screen) != hp.MY_BARN:
            await pilot.press("down")
        else:
            await pilot.press("enter")
    elif decision in ("field", "sow"):
        await pilot.press("enter")
    else:  # reorder, weather
        await pilot.press("d")


def check_highlight(screen) -> None:
    """What is highlighted is what legal_actions allows, nothing more."""
    legal = screen.session.game.legal_actions(0)
    allowed = set()
    for a in legal:
        for name in ("card", "grazer", "pasture", "spade", "joker", "target"):
            card = getattr(a, name, None)
            if card is not None:
                allowed.add(card)
    picks = screen.current_picks()
    assert {p.card for p in picks} <= allowed
    for p in picks:
        if p.action is not None:
            assert p.action in legal
    hand = screen.query_one(Hand)
    hand_picks = {p.card for p in picks if p.zone == hp.HAND}
    for card in screen.view.hand:
        if picks and card is not screen.picker.first:
            assert hand.look_of(card) is (Look.LEGAL if card in hand_picks else Look.DIMMED)


async def play_until(pilot, wanted, limit: int = 600) -> None:
    """Play by keys (the simple player above) until ``wanted(screen)``
    holds at one of the person's decisions."""
    screen = table(pilot.app)
    for _ in range(limit):
        await pilot.pause()
        view = screen.view
        if 0 in view.to_act and wanted(screen):
            return
        if view.is_over:
            break
        if 0 in view.to_act:
            await press_for_decision(pilot, screen)
        else:
            await pilot.press("space")
    raise AssertionError("the position did not come up")


def manual_app(monkeypatch, seed: int, pace: str = "fast", level: str = "easy"):
    """An app at a real pace whose bots wait for ``clock.advance``."""
    from rules.clock import ManualClock
    from tui.screens.game_base import GameScreen

    clock = ManualClock()
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    app = KortbordApp(seed=seed, start="harvest", pace=pace, level=level)
    app.animation_level = "none"
    return app, clock
