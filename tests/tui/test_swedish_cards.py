"""Swedish card labels on the tables at 80×24: the face of a card is three
cells wide, and every Swedish label (E, K, D, Kn, 2–10 with a suit symbol)
is drawn whole in it, the widest ("10♣", "Kn♣") included."""

from __future__ import annotations

from rules import i18n
from rules.cards import CARDS
from tests.tui.helpers import hearts_screen, make_app
from tests.tui.screen_walk import screen_text
from tui.widgets.card import face_text


def test_every_swedish_label_fits_the_card_face():
    i18n.use("sv")
    assert all(face_text(card).strip() == card.label for card in CARDS)
    assert {face_text(card) for card in CARDS if card.rank in (10, 11) and card.suit == "C"} == {"10♣", "Kn♣"}


async def test_the_hearts_hand_shows_swedish_labels_whole_at_80x24():
    i18n.use("sv")
    app = make_app(start="hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hand = hearts_screen(app).view.hand
        text = screen_text(app)
        assert any(card.rank > 10 or card.rank == 1 for card in hand)  # E, Kn, D or K among them
        for card in hand:
            assert card.label in text, card.label
        assert "Q♠" not in text and "J♣" not in text
