"""What each card is worth under a variant's card values, and which cards a moon takes.

>>> from hearts.cards import Card
>>> table = point_table(Rules(card_values="spot"))
>>> table.of(Card.parse("QS").mask | Card.parse("AH").mask), table.total
(39, 129)
>>> point_table(Rules(card_values="black-maria")).of(Card.parse("KS").mask)
10
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import CARDS, HEARTS_MASK, QUEEN_OF_SPADES, Card, Suit
from .rules import Rules, per_rules

__all__ = ["BONUS", "PointTable", "point_table"]

BONUS: Final = -10
"""What the bonus card (J♦ or 10♦) scores."""

_QS: Final = QUEEN_OF_SPADES.mask
_KS: Final = Card.parse("KS").mask
_AS: Final = Card.parse("AS").mask
_BONUS_CARDS: Final = {"none": 0, "JD": Card.parse("JD").mask, "TD": Card.parse("TD").mask}


class PointTable(NamedTuple):
    """The card values of one set of rules."""

    values: tuple[int, ...]
    """Points of each card by index (the bonus card's −10 included)."""
    penalty: int
    """The penalty cards as a mask: the cards a moon takes."""
    bonus: int
    """The bonus card as a mask (0 when the rules have none)."""
    total: int
    """The penalty cards' points together (26, 129 or 43)."""
    standard: bool
    """Whether hearts are 1 and Q♠ 13 with no other penalty card (a fast path)."""

    def of(self, mask: int) -> int:
        """Points of a set of cards, bonus card included."""
        if self.standard:
            points = (mask & HEARTS_MASK).bit_count() + (13 if mask & _QS else 0)
            return points + BONUS if mask & self.bonus else points
        points = 0
        scoring = mask & (self.penalty | self.bonus)
        while scoring:
            low = scoring & -scoring
            points += self.values[low.bit_length() - 1]
            scoring ^= low
        return points

    def penalty_of(self, mask: int) -> int:
        """Points of a set of cards, bonus card left out."""
        return self.of(mask & self.penalty)


@per_rules
def point_table(rules: Rules) -> PointTable:
    """The card values of ``rules``: its card values and its bonus card."""
    values = [0] * 52
    for card in CARDS:
        if card.suit is Suit.HEARTS:
            values[card.index] = card.rank if rules.card_values == "spot" else 1
    values[QUEEN_OF_SPADES.index] = 25 if rules.card_values == "spot" else 13
    penalty = HEARTS_MASK | _QS
    if rules.card_values == "black-maria":
        values[Card.parse("KS").index] = 10
        values[Card.parse("AS").index] = 7
        penalty |= _KS | _AS
    bonus = _BONUS_CARDS[rules.bonus_card]
    if bonus:
        values[bonus.bit_length() - 1] = BONUS
    total = sum(values[card.index] for card in CARDS if card.mask & penalty)
    return PointTable(tuple(values), penalty, bonus, total, rules.card_values == "standard")
