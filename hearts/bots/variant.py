"""What the computer players need to know of a set of rules, as bit masks.

The rule-based levels and the Expert's playouts read the variant's penalty
cards, card values and moon from here, so that a Spot or Black Maria game is
played with its own values, never the standard ones.

>>> from hearts.rules import Rules
>>> variant_of(Rules(moon="none")).moon
0
>>> variant_of(Rules(card_values="black-maria")).penalty.bit_count()
16
>>> variant_of(Rules(bonus_card="JD")).settles.bit_count()
15
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import ALL_CARDS_MASK, HEARTS_MASK, SUIT_MASKS, Suit
from ..legality import PlayRules, play_rules
from ..points import point_table
from ..rules import Rules, per_rules

__all__ = ["Variant", "variant_of"]


class Variant(NamedTuple):
    """The rules as the computer players use them."""

    penalty: int
    """The penalty cards: the cards that score points (and that a moon takes)."""
    moon: int
    """The cards a moon takes; 0 when the rules have no moon, so no level tries for one."""
    values: tuple[int, ...] | None
    """Each card's points by index, or ``None`` for the standard values (the rules of thumb's fast path)."""
    special: int
    """Cards whose points set them apart from their neighbours in a suit: the Expert never groups them."""
    pass_count: int
    play: PlayRules
    settles: int
    """Cards whose taking settles the deal's score: every card that scores, bonus card included, or
    the whole deck when who takes the other tricks counts too (the sun, the no-tricks bonus)."""


@per_rules
def variant_of(rules: Rules) -> Variant:
    """The :class:`Variant` of ``rules``."""
    table = point_table(rules)
    values = None if table.standard else table.values
    hearts_differ = rules.card_values == "spot"
    special = table.bonus | (table.penalty & (SUIT_MASKS[Suit.SPADES] | (HEARTS_MASK if hearts_differ else 0)))
    return Variant(
        penalty=table.penalty,
        moon=0 if rules.moon == "none" else table.penalty,
        values=values,
        special=special,
        pass_count=rules.pass_count,
        play=play_rules(rules),
        settles=_settles(rules, table.penalty | table.bonus),
    )


def _settles(rules: Rules, scoring: int) -> int:
    if rules.shoot_the_sun or rules.no_tricks_bonus:
        return ALL_CARDS_MASK
    return scoring
