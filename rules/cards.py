"""Cards, suits, ranks and the project's card notation ("QS", "10H", "JK1").

Every card is one interned object: ``Card.of(rank, suit)`` and ``parse_card``
always return the same instance, so engines may compare with ``is`` or ``==``
and keep cards in sets or as small ints (``card.code``) on their hot paths.

The notation (``str(card)``) is the save format and never changes; what a
person reads follows the language of the moment (rules.i18n): ``Q♠`` in
English is ``D♠`` in Swedish (ess E, kung K, dam D, knekt Kn), and the
ASCII letters are the language's (Swedish hjärter H, ruter R, spader S,
klöver Kl, as a plain K would read as kung).  Each card keeps one label per
language, made once, so asking costs a dict lookup.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules import i18n
from rules.i18n import N_, _

SUITS = "SHDC"  # spades, hearts, diamonds, clubs: the order of ``Card.code``
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
RED_SUITS = frozenset("HD")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = {
    1: N_("ace"), 11: N_("jack"), 12: N_("queen"), 13: N_("king"),
}
JOKER_CODE_BASE = 52

# What a person reads, by language: the ranks in short and the suits'
# letters for terminals without the glyphs (``--ascii``).
RANKS_SHORT = {
    "en": RANKS,
    "sv": ("E", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Kn", "D", "K"),
}
SUIT_LETTERS = {
    "en": {"S": "S", "H": "H", "D": "D", "C": "C"},
    "sv": {"S": "S", "H": "H", "D": "R", "C": "Kl"},
}
JOKER_SHORT = {"en": "JK", "sv": "JK"}



# Symbols back to the notation's letters, for reading the notation.
ASCII_SUITS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})
# Symbols to the language's letters (the ``--ascii`` mode).
ASCII_BY_LANGUAGE = {
    lang: str.maketrans({SUIT_SYMBOLS[s]: letter for s, letter in letters.items()})
    for lang, letters in SUIT_LETTERS.items()
}


class Card:
    """A playing card; ``rank`` runs 1 (ace) to 13 (king), 0 for a joker."""

    __slots__ = ("code", "rank", "suit", "_text", "_labels", "_ascii")

    code: int
    rank: int
    suit: str  # one of SUITS, or "" for a joker
    _text: str
    _labels: dict[str, str]  # by language: "Q♠" / "D♠"
    _ascii: dict[str, str]  # by language: "QS" / "DS"

    def __new__(cls, *args, **kwargs):  # pragma: no cover - guarded
        raise TypeError("use Card.of(rank, suit) or parse_card(text)")

    @classmethod
    def _make(cls, code: int, rank: int, suit: str, text: str) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "code", code)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "_text", text)
        labels, letters = {}, {}
        for lang in i18n.LANGUAGES:
            short = RANKS_SHORT[lang][rank - 1] if rank else JOKER_SHORT[lang] + text[2:]
            labels[lang] = short + SUIT_SYMBOLS[suit] if suit else short
            letters[lang] = short + SUIT_LETTERS[lang][suit] if suit else short
        object.__setattr__(card, "_labels", labels)
        object.__setattr__(card, "_ascii", letters)
        return card

    @staticmethod
    def of(rank: int, suit: str) -> Card:
        return CARDS[SUITS.index(suit) * 13 + rank - 1]

    @staticmethod
    def joker(n: int) -> Card:
        """Joker number ``n`` (1-based), written ``JK<n>``."""
        return _joker(n)

    def __setattr__(self, name, value):
        raise AttributeError("cards are immutable")

    def __reduce__(self):
        return (parse_card, (self._text,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def is_joker(self) -> bool:
        return self.suit == ""

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def rank_text(self) -> str:
        return RANKS[self.rank - 1] if self.rank else "JK"

    @property
    def label(self) -> str:
        """The card for people, in the language of the moment: ``Q♠``,
        ``10♥``, ``JK1`` (Swedish ``D♠``, ``Kn♣``)."""
        return self._labels[i18n.language()]

    @property
    def ascii_label(self) -> str:
        """The label in letters (``--ascii``): ``QS``, ``10H`` (Swedish
        ``DS``, ``10Kl``, ``KnR``); in English it is the notation."""
        return self._ascii[i18n.language()]

    @property
    def name(self) -> str:
        """The card in words: "queen of spades", "5 of hearts" (Swedish
        "spader dam", "hjärter 5"), "joker"."""
        if self.is_joker:
            return _("joker")
        rank = _(RANK_NAMES[self.rank]) if self.rank in RANK_NAMES else str(self.rank)
        return _("{rank} of {suit}").format(rank=rank, suit=suit_name(self.suit))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text})"

    def __eq__(self, other) -> bool:
        return self is other or (isinstance(other, Card) and other.code == self.code)

    def __hash__(self) -> int:
        return self.code

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code


def _build() -> tuple[Card, ...]:
    cards = []
    for s_index, suit in enumerate(SUITS):
        for r_index, rank_text in enumerate(RANKS):
            cards.append(
                Card._make(
                    s_index * 13 + r_index,
                    r_index + 1,
                    suit,
                    rank_text + suit,
                )
            )
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
_JOKERS: dict[int, Card] = {}
_BY_TEXT: dict[str, Card] = {str(c): c for c in CARDS}


def _joker(n: int) -> Card:
    if n < 1:
        raise ValueError("jokers are numbered from 1")
    card = _JOKERS.get(n)
    if card is None:
        text = f"JK{n}"
        card = Card._make(JOKER_CODE_BASE + n - 1, 0, "", text)
        _JOKERS[n] = card
        _BY_TEXT[text] = card
    return card


def parse_card(text: str) -> Card:
    """Read the notation back (case and surrounding space ignored; ``T`` = 10;
    suit symbols accepted too).  Raises ``ValueError`` with a readable reason."""
    t = text.strip().upper().translate(ASCII_SUITS)
    card = _BY_TEXT.get(t)
    if card is not None:
        return card
    if t.startswith("T") and len(t) == 2:
        card = _BY_TEXT.get("10" + t[1])
        if card is not None:
            return card
    if t.startswith("JK") and t[2:].isascii() and t[2:].isdigit() and 1 <= int(t[2:]) <= 99:
        return _joker(int(t[2:]))
    raise ValueError(_("{text} is not a card (write it like QS, 10H, AC)").format(text=repr(text.strip())))


def parse_cards(text: str) -> list[Card]:
    """Cards separated by spaces or commas: ``"QS 10H,AC"``."""
    return [parse_card(part) for part in text.replace(",", " ").split()]


def full_deck() -> list[Card]:
    """The 52 cards in code order (spades A–K, hearts, diamonds, clubs)."""
    return list(CARDS)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def cards_label(cards: Iterable[Card]) -> str:
    return " ".join(c.label for c in cards)


def suit_name(suit: str) -> str:
    """The suit in words, plural: "hearts" (Swedish "hjärter")."""
    return _(SUIT_NAMES[suit])


def to_ascii(text: str) -> str:
    """Replace suit symbols with the language's letters (the ``--ascii``
    mode): ``Q♠`` is ``QS``; Swedish ``D♠`` is ``DS``, ``10♣`` ``10Kl``."""
    return text.translate(ASCII_BY_LANGUAGE[i18n.language()])
