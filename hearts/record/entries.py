"""A deal's passes and plays as the JSON form writes them, read back with the first bad entry named.

A deal of a record and its par deal write their cards alike: each seat's
pass as card text (``null`` for a pass not chosen), the plays as one text of
cards in order. These read them, raising :class:`~hearts.errors.InvalidRecord`
with one plain sentence and the entry it is about.

>>> read_plays("2C 3C", "deal 1, plays")
(Card.parse('2C'), Card.parse('3C'))
>>> read_passes(["4C JC QC", "2D 9D KS", "5H 8H TH", "3S 6S AS"], "deal 1", 3)[1]
(Card.parse('2D'), Card.parse('9D'), Card.parse('KS'))
"""

from __future__ import annotations

from typing import Final

from ..cards import Card, InvalidCard, format_cards, parse_cards
from ..errors import InvalidRecord
from ..rules import PASS_COUNT_WORDS
from ..seats import seat_name

__all__ = ["MAX_PLAYS", "NO_PASSES", "Passes", "passes_data", "read_cards", "read_passes", "read_plays"]

Passes = tuple[tuple[Card, ...] | None, ...]
"""Each seat's pass, South, West, North, East: the cards, or ``None`` for none chosen (every one on a hold hand)."""
NO_PASSES: Final[Passes] = (None, None, None, None)
MAX_PLAYS: Final = 52


def read_cards(text: object, count: int | None, entry: str) -> tuple[Card, ...]:
    """Cards written as text (``"2C QS TH"``), ``count`` of them when a count is given."""
    if not isinstance(text, str):
        raise InvalidRecord("Cards are written as text such as '2C QS TH'.", entry)
    try:
        cards = parse_cards(text)
    except InvalidCard as error:
        raise InvalidRecord(str(error), entry) from None
    if count is not None and len(cards) != count:
        words = PASS_COUNT_WORDS[count]
        raise InvalidRecord(f"A pass is {words} cards, not {len(cards)}.", entry)
    return tuple(cards)


def read_passes(raw: object, entry: str, pass_count: int) -> Passes:
    """Four seats' passes (``None``, left out, is no pass at all); each pass ``pass_count`` cards."""
    if raw is None:
        return NO_PASSES
    if not isinstance(raw, list) or len(raw) != 4:
        raise InvalidRecord("The passes are a list of four entries, one per seat.", entry)
    return tuple(
        None if p is None else read_cards(p, pass_count, f"{entry}, pass of {seat_name(seat)}")
        for seat, p in enumerate(raw)
    )


def read_plays(raw: object, entry: str) -> tuple[Card, ...]:
    """The cards played in order, at most :data:`MAX_PLAYS` (``entry`` names the deal)."""
    plays = read_cards(raw, None, f"{entry}, plays")
    if len(plays) > MAX_PLAYS:
        raise InvalidRecord(f"A deal has at most {MAX_PLAYS} plays.", entry)
    return plays


def passes_data(passes: Passes) -> list[str | None] | None:
    """The passes as JSON values, or ``None`` when nobody passed (a hold hand, or a deal not passed yet)."""
    if all(p is None for p in passes):
        return None
    return [format_cards(p) if p is not None else None for p in passes]
