"""The digits 1–9, 0 under the legal cards follow the cursor when more than
ten may be used (a playtest, passing in Hearts: all 13 may be chosen, and
the 11th–13th had no number key).  The ten numbered cards scroll as a list
does: only when the cursor leaves them, so the numbers the player reads do
not move under a digit they press."""

from __future__ import annotations

from rules.cards import parse_cards
from tests.tui.widgets.test_widgets import table_bench
from tui.widgets import Hand

THIRTEEN = parse_cards("2C 5C 9C KC 3D 7D QD 4S 8S JS AS 6H 10H")


async def numbers_of(pilot, hand: Hand) -> list[str]:
    await pilot.pause()
    return [str(card) for card in hand.quick_picks()]


async def test_the_eleventh_to_thirteenth_cards_get_a_number_as_the_cursor_reaches_them():
    app = table_bench()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(Hand)
        hand.show(THIRTEEN, legal=THIRTEEN)
        first_ten = [str(c) for c in THIRTEEN[:10]]
        assert await numbers_of(pilot, hand) == first_ten
        hand.move(9)  # the tenth: still numbered, nothing moves
        assert await numbers_of(pilot, hand) == first_ten
        hand.move(1)  # the eleventh: it gets the 0, the numbers move by one
        assert await numbers_of(pilot, hand) == [str(c) for c in THIRTEEN[1:11]]
        hand.move(2)  # the thirteenth
        last_ten = [str(c) for c in THIRTEEN[3:]]
        assert await numbers_of(pilot, hand) == last_ten
        hand.move(-5)  # back within the numbered ten: they stay where they are
        assert await numbers_of(pilot, hand) == last_ten
        hand.move(-7)  # the first card: the numbers come back to it
        assert await numbers_of(pilot, hand) == first_ten


async def test_ten_legal_cards_or_fewer_are_numbered_from_the_first_wherever_the_cursor_is():
    app = table_bench()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(Hand)
        legal = THIRTEEN[3:]
        hand.show(THIRTEEN, legal=legal)
        hand.move(12)
        assert await numbers_of(pilot, hand) == [str(c) for c in legal]
