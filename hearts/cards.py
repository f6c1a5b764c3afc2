"""Cards, suits and sets of cards.

A :class:`Card` is a small immutable value. There are exactly 52 of them and
each is created once, so cards compare by identity and are cheap to pass
around. Every card has an ``index`` from 0 to 51 (suit-major: clubs,
diamonds, spades, hearts; twos low, aces high) and a ``mask`` equal to
``1 << index``. A set of cards is an ``int`` bit mask; the helpers at the
end of this module convert between masks and lists of cards.

>>> Card.parse("QS")
Card.parse('QS')
>>> Card.parse("10h") == Card.parse("TH")
True
>>> str(Card.parse("QS")), Card.parse("QS").name, Card.parse("QS").symbol
('QS', 'Queen of spades', 'Q♠')
>>> cards_from_mask(mask_of([Card.parse("AH"), Card.parse("2C")]))
[Card.parse('2C'), Card.parse('AH')]
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Final

__all__ = [
    "ALL_CARDS_MASK",
    "CARDS",
    "HEARTS_MASK",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "RANKS",
    "SUIT_MASKS",
    "TWO_OF_CLUBS",
    "Card",
    "InvalidCard",
    "Suit",
    "cards_from_mask",
    "format_cards",
    "mask_of",
    "parse_cards",
]


class Suit(IntEnum):
    """The four suits, in the order a hand is sorted: ♣ ♦ ♠ ♥."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        """One-letter notation: ``C``, ``D``, ``S`` or ``H``."""
        return "CDSH"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol, e.g. ``♠``."""
        return "♣♦♠♥"[self]

    @property
    def noun(self) -> str:
        """The plural name used in sentences: ``clubs``, ``hearts`` …"""
        return ("clubs", "diamonds", "spades", "hearts")[self]

    @property
    def singular(self) -> str:
        """The singular name used in sentences: ``a club``, ``a heart`` …"""
        return ("a club", "a diamond", "a spade", "a heart")[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


RANKS: Final = tuple(range(2, 15))
"""Ranks from 2 to 14; 11 to 14 are jack, queen, king and ace."""

_RANK_LETTERS: Final = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "T"}
_RANK_NAMES: Final = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
_RANK_FROM_TEXT: Final = {
    **{str(r): r for r in range(2, 11)},
    "T": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    "A": 14,
}
_SUIT_FROM_TEXT: Final = {
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "S": Suit.SPADES,
    "H": Suit.HEARTS,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♠": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
}


class InvalidCard(ValueError):
    """Raised for text that does not name a card; ``given`` is what was given, as written (``repr``)."""

    def __init__(self, message: str, given: str = "") -> None:
        super().__init__(message)
        self.given = given


class Card:
    """One of the 52 playing cards.

    Build one with ``Card(suit, rank)``, :meth:`Card.parse` or
    :meth:`Card.from_index`; each returns the single shared instance.

    >>> Card(Suit.HEARTS, 10) is Card.parse("10H")
    True
    >>> sorted([Card.parse(t) for t in ("AH", "2C", "QS")])
    [Card.parse('2C'), Card.parse('QS'), Card.parse('AH')]
    """

    __slots__ = ("index", "mask", "rank", "suit")

    index: int
    mask: int
    rank: int
    suit: Suit

    def __new__(cls, suit: Suit | int, rank: int) -> Card:
        if not isinstance(rank, int) or not 2 <= rank <= 14:
            raise InvalidCard(f"A rank runs from 2 to 14 (ace), not {rank!r}.")
        try:
            suit = Suit(suit)
        except ValueError:
            raise InvalidCard(f"A suit is 0 to 3 (clubs, diamonds, spades, hearts), not {suit!r}.") from None
        return CARDS[suit * 13 + rank - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "mask", 1 << index)
        object.__setattr__(card, "suit", Suit(index // 13))
        object.__setattr__(card, "rank", index % 13 + 2)
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this index (0 = 2♣ … 51 = A♥)."""
        if not isinstance(index, int) or not 0 <= index < 52:
            raise InvalidCard(f"A card index runs from 0 to 51, not {index!r}.")
        return CARDS[index]

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card from notation such as ``QS``, ``10h``, ``TH`` or ``Q♠``.

        >>> Card.parse(" 10♥ ").name
        '10 of hearts'
        >>> Card.parse("1S")
        Traceback (most recent call last):
        ...
        hearts.cards.InvalidCard: '1S' is not a card: write a rank (2-10, J, Q, K or A) then a suit ...
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise InvalidCard(f"A card is written as text such as 'QS', not {text!r}.")
        cleaned = text.strip().upper()
        rank = _RANK_FROM_TEXT.get(cleaned[:-1])
        suit = _SUIT_FROM_TEXT.get(cleaned[-1:])
        if rank is None or suit is None:
            how = "write a rank (2-10, J, Q, K or A) then a suit (C, D, S or H), e.g. QS or 10H."
            raise InvalidCard(f"{text!r} is not a card: {how}", repr(text))
        return CARDS[suit * 13 + rank - 2]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    @property
    def code(self) -> str:
        """Two-character notation: ``QS``, ``TH``, ``2C``."""
        return _RANK_LETTERS.get(self.rank, str(self.rank)) + self.suit.letter

    @property
    def rank_text(self) -> str:
        """The rank as printed in a card's corner: ``2`` … ``10``, ``J``, ``Q``, ``K``, ``A``."""
        return "10" if self.rank == 10 else _RANK_LETTERS.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        """Short display form with the suit symbol: ``Q♠``, ``10♥``."""
        return self.rank_text + self.suit.symbol

    @property
    def name(self) -> str:
        """Full name for people and screen readers: ``Queen of spades``, ``10 of hearts``."""
        return f"{_RANK_NAMES.get(self.rank, str(self.rank))} of {self.suit.noun}"

    @property
    def points(self) -> int:
        """Penalty points under the standard rules: 1 for a heart, 13 for Q♠."""
        if self.suit is Suit.HEARTS:
            return 1
        return 13 if self.index == _QUEEN_OF_SPADES_INDEX else 0


_QUEEN_OF_SPADES_INDEX: Final = Suit.SPADES * 13 + 12 - 2

CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(52))
"""All 52 cards in index order."""

TWO_OF_CLUBS: Final = CARDS[0]
QUEEN_OF_SPADES: Final = CARDS[_QUEEN_OF_SPADES_INDEX]
JACK_OF_DIAMONDS: Final = CARDS[Suit.DIAMONDS * 13 + 11 - 2]

SUIT_MASKS: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
"""Bit mask of every card of each suit, indexed by :class:`Suit`."""
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
ALL_CARDS_MASK: Final = (1 << 52) - 1

_CARD_OF_BIT: Final = {card.mask: card for card in CARDS}


def cards_from_mask(mask: int) -> list[Card]:
    """The cards of a bit mask, in index order (♣ ♦ ♠ ♥, low to high)."""
    cards = []
    while mask:
        low = mask & -mask  # the lowest card left
        cards.append(_CARD_OF_BIT[low])
        mask ^= low
    return cards


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= card.mask
    return mask


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read several cards, e.g. ``"2C QS 10H"`` or ``["2C", "QS"]``.

    >>> parse_cards("2c, qs 10H")
    [Card.parse('2C'), Card.parse('QS'), Card.parse('TH')]
    """
    if isinstance(text, str):
        items: Iterable[str | Card] = text.replace(",", " ").split()
    else:
        items = text
    cards = []
    for item in items:
        if not isinstance(item, (str, Card)):
            raise InvalidCard(f"A card is written as text such as 'QS', not {item!r}.")
        cards.append(Card.parse(item) if isinstance(item, str) else item)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """Notation of several cards separated by spaces, e.g. ``"2C QS TH"``."""
    return " ".join(card.code for card in cards)
