"""The spade chain at the table (m one more card, s stop), the cursor only
where a card can be picked, and bouquet lines that fit 80 columns: pilot
tests at 80×24."""

from __future__ import annotations

from rules.cards import parse_cards
from rules.clover.actions import MORE, STOP
from tests.tui.bench import Bench
from tests.tui.screens.clover.test_table import SIZE, clover_app, message, play_turn, table
from tui.screens.confirm import ConfirmScreen
from tui.widgets.clover_bouquet import BouquetShow, CloverBouquet
from tui.widgets.clover_meadow import CloverMeadow
from tui.widgets.footer import Footer


def footer_keys(app) -> str:
    """The keys the Footer shows, as "key:what"; each must be on the screen whole."""
    keys = app.screen.query_one(Footer).placed()
    for key, _start, end in keys:
        assert end <= SIZE[0], f"{key.description} is cut off"
    return " ".join(f"{key.display}:{key.description}" for key, _start, _end in keys)


async def to_my_chain(pilot, screen, turns: int = 60) -> None:
    for _ in range(turns):
        if screen.my_chain():
            return
        await play_turn(pilot, screen)
    raise AssertionError("no spade chain came up for the person")


async def test_s_stops_the_chain_and_m_plays_one_more_card_each():
    app = clover_app(seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await to_my_chain(pilot, screen)
        game = screen.session.game
        view = screen.view
        assert game.legal_actions(0) == [MORE, STOP]
        # The Footer teaches the two keys, and only they (with the table's own).
        keys = footer_keys(app)
        assert "m:One more card" in keys and "s:Stop the chain" in keys and "d:Done" not in keys
        bar = str(screen.query_one("#status").render())  # at 80 columns the name stays, the turn said shorter
        assert bar.startswith("Clover Picker · turn") and f"spades: {view.chain_left} more" in bar, bar
        bouquet = screen.query_one(CloverBouquet)
        assert bouquet.bouquet.chain_left == view.chain_left and bouquet.bouquet.next_card == view.hand[-1]
        assert "Spade chain:" in bouquet.render().plain
        # d and a digit mean nothing in the chain: a sentence, no change.
        before = game.to_json()
        await pilot.press("d", "1")
        await pilot.pause()
        assert game.to_json() == before and "First the spade chain: m plays" in message(screen)
        # m: exactly the rightmost card joins the bouquet.
        hand = view.hand
        await pilot.press("m")
        await pilot.pause()
        assert screen.view.bouquet[-1] == hand[-1] and screen.view.hand == hand[:-1]
        assert screen.session.log[-1] == (0, "more")
        if screen.my_chain():
            kept = screen.view.hand
            await pilot.press("s")
            await pilot.pause()
            assert screen.session.log[-1] == (0, "stop")
            assert screen.view.phase == "pick" and screen.view.hand == kept
            assert message(screen) == "You stop the spade chain: the rest stays in your hand, in order."
        # Now the picks' keys are back and the chain's are gone.
        keys = footer_keys(app)
        assert "d:Done" in keys and "m:One more card" not in keys
        # On to the next chain: stop it at once, before any extra card.
        await play_turn(pilot, screen)
        for _ in range(60):
            if screen.my_chain():
                break
            await pilot.press("d")
            await pilot.pause()
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("y")
                await pilot.pause()
        assert screen.my_chain()
        kept, played = screen.view.hand, screen.view.bouquet
        await pilot.press("s")
        await pilot.pause()
        assert screen.view.hand == kept and screen.view.bouquet == played and screen.view.chained == 0


async def test_no_frame_when_nothing_is_affordable_and_the_digits_still_say_why():
    """A playtest: the frame sat on a card that cannot be picked.  With
    nothing within the budget there is no frame; the top bar says d ends
    the turn (the rules: no pick, or no more); space, which picks the
    framed card, is a key that means nothing; a digit says why its card
    cannot be picked."""
    app = clover_app(seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        meadow = screen.query_one(CloverMeadow)
        while slots := screen.affordable():  # pick the dearest until nothing is affordable
            view = screen.view
            await pilot.press(str(max(slots, key=lambda s: (view.meadow[s].rank, -s)) + 1))
            await pilot.pause()
        assert screen.my_pick() and screen.view.picked and not screen.affordable()
        for _ in range(20):
            await pilot.pause()
            if meadow.cursor is None:
                break
        assert meadow.cursor is None and "┏" not in meadow.render().plain  # no frame of the cursor
        assert "d = done" in str(screen.query_one("#status").render())
        # The Footer offers no move nor pick (a playtest), only d.
        keys = footer_keys(app)
        assert "d:Done" in keys and ":Move " not in keys and ":Pick " not in keys and ":Pick slot" not in keys, keys
        before = screen.session.game.to_json()
        await pilot.press("space")
        await pilot.pause()
        assert message(screen) == "space does nothing now: the keys of the moment are below (? for the rules)."
        assert screen.session.game.to_json() == before and meadow.cursor is None
        slot = next(i for i, c in enumerate(screen.view.meadow) if c is not None)
        await pilot.press(str(slot + 1))
        await pilot.pause()
        assert message(screen).startswith(f"{screen.view.meadow[slot].label} costs ")
        assert screen.session.game.to_json() == before


async def test_the_budget_line_keeps_the_amount_left_at_the_tables_width():
    """At 80 columns the bouquet is 49 wide (the log takes the rest): the
    line with the picks once ended "0 lef"."""
    reds = tuple(parse_cards("2D AD QD 9H JD"))
    for width, picks in ((49, "4C 3H 2S"), (49, "AC 2C AS 2H 3C AH 2S 3D"), (36, "4C 3H 2S")):
        picked = tuple(parse_cards(picks))
        show = BouquetShow(owner="South", played=reds, values=(2, 1, 2, 2, 2), scored=(), total=0,
                           reds=reds, budget=9, picked=picked, budget_left=0)
        app = Bench(CloverBouquet)
        async with app.run_test(size=(width, 8)) as pilot:
            bouquet = app.query_one(CloverBouquet)
            bouquet.show(show)
            await pilot.pause()
            lines = bouquet.render().plain.splitlines()
            assert all(len(line) <= width for line in lines)
            line = lines[6].rstrip()
            assert line.startswith("Budget 9") and line.endswith("· 0 left"), line
            named = "picked " + " ".join(c.label for c in picked)
            assert named in line or f"picked {len(picked)} cards for 9" in line, line
