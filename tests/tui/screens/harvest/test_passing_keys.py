"""A season with nothing in it at the harvest table: while it passes by
itself no cursor is drawn and the Footer offers only the keys that act
(d passes now, p holds it, ?, q); once p holds it the cursor is drawn on
the person's own cards and ←→ go over the cards to say why (a playtest:
"←→ Move ↑↓ Pile ⏎ Pick" beside no cursor, and ← after p put the cursor
on North's harvest first)."""

from __future__ import annotations

import pytest

import rules
from rules.clock import ManualClock
from rules.harvest.position import position
from tests.narrow import present
from tests.tui.lessons.pilot import footer_text, message
from tests.tui.screens.harvest.pilot import SIZE, table
from tui.app import KortbordApp
from tui.screens.game_base import GameScreen
from tui.screens.harvest import picks as hp
from tui.screens.harvest.cursor import hand_order
from tui.widgets import Hand
from tui.widgets.footer import Footer
from tui.widgets.hand import NO_CURSOR


def keys(screen) -> set[str]:
    """What the Footer offers, each key's name."""
    footer_text(screen)  # each whole at 80 columns
    return {key.description for key, _start, _end in screen.query_one(Footer).placed()}


def field_time_without_a_diamond(*_args, **_options):
    """The person's field time holding no diamond: North's harvest is drawn
    first on the screen, the person's hand last."""
    return position(("KH 3C 9S", "2H 9C"), start="field", fields=(1, 1), harvests=("AH", "KC 5C"))


def app_at_field_time(monkeypatch, lang: str = "en") -> KortbordApp:
    real = rules.new_game
    monkeypatch.setattr(rules, "new_game", lambda name, seed=None, **options: (
        field_time_without_a_diamond() if name == "harvest" else real(name, seed=seed, **options)))
    clock = ManualClock()  # the pass waits for the clock, which never moves here
    monkeypatch.setattr(GameScreen, "make_clock", lambda self: clock)
    app = KortbordApp(seed=1, start="harvest", pace="normal", level="easy", lang=lang)
    app.animation_level = "none"
    return app


async def settled(pilot, wanted, limit: int = 30) -> None:
    """Pauses until ``wanted()`` holds (at most ``limit``): the Footer and the message line follow a refresh or more later."""
    for _ in range(limit):
        await pilot.pause()
        if wanted():
            return


async def test_a_season_that_passes_by_itself_offers_no_cursor_key_and_p_draws_the_cursor_on_the_persons_cards(monkeypatch):
    app = app_at_field_time(monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        await settled(pilot, lambda: screen.is_mounted and "Done" in keys(screen) and "Move" not in keys(screen))
        view = screen.view
        assert view.decision == "field" and view.nothing and 0 in view.to_act
        assert keys(screen) == {"Done", "Rules", "Pause AI", "Back"}, footer_text(screen)  # d passes it now
        assert screen.picker.card is None and screen.query_one(Hand).cursor == NO_CURSOR
        state = screen.session.game.to_json()
        await pilot.press("left")  # not offered: answered, and no cursor appears
        await settled(pilot, lambda: message(screen) != "")
        assert message(screen) == "left does nothing now: nothing can be done; it passes by itself (p stops it)."
        assert screen.picker.card is None and screen.session.game.to_json() == state

        await pilot.press("p")  # held: the cursor is drawn at once, on the person's own cards first
        await settled(pilot, lambda: "Move" in footer_text(screen))
        hand = screen.query_one(Hand)
        assert screen.picker.card is min(screen.view.hand, key=hand_order)  # the hand's first card, as drawn (9♠)
        assert hand.card_at_cursor() is screen.picker.card
        assert keys(screen) == {"Move", "Pile", "Done", "Rules", "Pause AI", "Back"}, footer_text(screen)
        was = screen.picker.card
        await pilot.press("left")  # the card before it on the screen: the person's harvest, not North's drawn above
        await settled(pilot, lambda: screen.picker.card is not was)
        card = present(screen.picker.card)
        assert hp.zone_of(screen.view, card) == hp.MY_HARVEST and card.label == "A♥"
        await pilot.press("enter")  # nothing can be picked: answered, nothing changes
        await settled(pilot, lambda: message(screen).startswith("enter"))
        assert message(screen) == "enter does nothing now: nothing can be picked; p lets it pass."
        assert screen.session.game.to_json() == state

        await pilot.press("p")  # it passes by itself again: the cursor goes with the keys that moved it
        await settled(pilot, lambda: "Move" not in footer_text(screen))
        assert screen.picker.card is None and "Move" not in footer_text(screen)


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_answers_at_a_season_with_nothing_in_it_are_one_line_at_80_columns(monkeypatch, lang):
    from tui.i18n import _

    app = app_at_field_time(monkeypatch, lang)
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        await settled(pilot, lambda: screen.is_mounted and screen.view.nothing != "")
        said = []
        for key, answer in (("enter", "{key} does nothing now: nothing can be done; it passes by itself (p stops it)."),
                            ("p", ""), ("enter", "{key} does nothing now: nothing can be picked; p lets it pass.")):
            await pilot.press(key)
            if answer:
                wanted = _(answer).format(key=key)
                await settled(pilot, lambda wanted=wanted: message(screen) == wanted)
                assert message(screen) == wanted and "\n" not in wanted and len(wanted) <= SIZE[0] - 2, wanted
                said.append(wanted)
        assert lang == "en" or not any(line.startswith("enter does") for line in said), said  # Swedish, not English
