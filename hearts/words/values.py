"""What the cards are worth, in words, every number read from the engine's point table.

Each form of the card values is worded here once: the settings' short note
and option titles, the rules in short, and Learn's sentences (whose cards
are shown by a ``card`` function of Learn's choosing, ``{QS}`` and the like).

>>> from hearts.rules import Rules
>>> value_note(Rules()), value_note(Rules(card_values="black-maria"))
('Each heart 1, the Q♠ 13.', 'Each heart 1, the A♠ 7, K♠ 10, Q♠ 13.')
>>> bonus_in_short(Rules(bonus_card="TD")), values_in_short(Rules(card_values="spot"))
('10♦ scores −10', 'Q♠ 25')
>>> values_sentence(Rules(bonus_card="JD"), lambda card: f"[{card.code}]")
'Each heart 1 point, the [QS] 13 points; 26 in all. The [JD] scores −10 for whoever takes it (it is no penalty card).'
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import HEARTS_MASK, Card, cards_from_mask
from ..points import point_table
from ..rules import Rules
from .cards import card_name, card_symbol, rank_name
from .lists import listing, series
from .numbers import number, number_text, points_word

__all__ = [
    "bonus_card",
    "bonus_in_short",
    "bonus_line",
    "heart_values",
    "scoring_cards",
    "value_note",
    "values_in_short",
    "values_line",
    "values_phrase",
    "values_sentence",
]

CardWords = Callable[[Card], str]
"""How a sentence shows a card: by symbol (``Q♠``), by name, or as Learn's ``{QS}``."""


def scoring_cards(rules: Rules) -> list[tuple[Card, int]]:
    """The penalty cards besides hearts with their points, lowest first: Q♠ 13, or A♠ 7, K♠ 10, Q♠ 13."""
    table = point_table(rules)
    cards = cards_from_mask(table.penalty & ~HEARTS_MASK)
    return sorted(((card, table.values[card.index]) for card in cards), key=lambda pair: pair[1])


def heart_values(rules: Rules) -> list[tuple[Card, int]]:
    """Each heart with its points, 2 to Ace."""
    table = point_table(rules)
    return [(card, table.values[card.index]) for card in cards_from_mask(HEARTS_MASK)]


def bonus_card(rules: Rules) -> tuple[Card, int] | None:
    """The bonus card and what it scores (``None`` when the rules have none)."""
    table = point_table(rules)
    if not table.bonus:
        return None
    card = Card.from_index(table.bonus.bit_length() - 1)
    return card, table.values[card.index]


def _one_heart(rules: Rules) -> int | None:
    """What every heart scores, when each scores the same (``None`` when each scores its rank)."""
    values = {value for _, value in heart_values(rules)}
    return values.pop() if len(values) == 1 else None


def _faces(rules: Rules) -> list[tuple[Card, int]]:
    """The hearts from the Jack up with their points."""
    return [(card, value) for card, value in heart_values(rules) if card.rank > 10]


def values_in_short(rules: Rules) -> str:
    """The penalty cards besides hearts with their points: ``A♠ 7, K♠ 10, Q♠ 13``."""
    return series([f"{card_symbol(card)} {number(value)}" for card, value in scoring_cards(rules)])


def value_note(rules: Rules) -> str:
    """The card values in one line, as the settings note them: ``Each heart 1, the Q♠ 13.``"""
    heart = _one_heart(rules)
    if heart is None:
        (jack, low), *_, (ace, high) = _faces(rules)
        hearts = f"Each heart its rank ({jack.rank_text} {number(low)} … {ace.rank_text} {number(high)})"
    else:
        hearts = f"Each heart {number(heart)}"
    return f"{hearts}, the {values_in_short(rules)}."


def bonus_in_short(rules: Rules) -> str:
    """The bonus card and its score, as a choice of the settings: ``J♦ scores −10`` (``""`` for none)."""
    bonus = bonus_card(rules)
    if bonus is None:
        return ""
    card, value = bonus
    return f"{card_symbol(card)} scores {number(value)}"


def bonus_line(rules: Rules) -> str:
    """The bonus card in the rules in short: ``Whoever takes the Jack of diamonds scores -10.``"""
    bonus = bonus_card(rules)
    if bonus is None:
        return ""
    card, value = bonus
    return f"Whoever takes the {card_name(card)} scores {number_text(value)}."


def values_line(rules: Rules) -> str:
    """Card values other than the standard ones, in the rules in short (``""`` for the standard values)."""
    if rules.card_values == "spot":
        faces = series([f"{card.rank_text} {number_text(value)}" for card, value in _faces(rules)])
        others = series([f"the {card_name(card)} {number_text(value)}" for card, value in scoring_cards(rules)])
        return f"Spot hearts: each heart scores its rank ({faces}); {others}."
    if rules.card_values == "black-maria":
        (first, points), *rest = scoring_cards(rules)
        spades = series(
            [f"the {card_name(first)} scores {number_text(points)}"]
            + [f"the {rank_name(card)} {number_text(value)}" for card, value in rest]
        )
        return f"Black Maria: {spades}; hearts {number_text(_one_heart(rules) or 0)} each."
    return ""


def values_sentence(rules: Rules, card: CardWords) -> str:
    """What each penalty card scores and the deal's total, as Learn says it, the bonus card after."""
    total = point_table(rules).total
    heart = _one_heart(rules)
    others = scoring_cards(rules)
    if heart is None:
        hearts = heart_values(rules)
        low, ten = hearts[0], next(pair for pair in hearts if pair[0].rank == 10)
        ranks = series(
            [f"{card(low[0])} {number(low[1])} … {card(ten[0])} {number(ten[1])}"]
            + [f"{card(face)} {number(value)}" for face, value in _faces(rules)]
        )
        scored = series([f"the {card(c)} {number(value)}" for c, value in others])
        text = f"Each heart scores its rank: {ranks}; {scored}; {total} in all."
    elif len(others) == 1:
        (queen, value), *_ = others
        text = f"Each heart {points_word(heart)}, the {card(queen)} {points_word(value)}; {total} in all."
    else:
        scored = listing([f"the {card(c)} {number(value)}" for c, value in others])
        text = f"Each heart {points_word(heart)}, {scored}; {total} in all."
    bonus = bonus_card(rules)
    if bonus is not None:
        text += f" The {card(bonus[0])} scores {number(bonus[1])} for whoever takes it (it is no penalty card)."
    return text


def values_phrase(rules: Rules, card: CardWords) -> str:
    """The card values within a sentence, as Learn says which rules its lessons teach.

    >>> values_phrase(Rules(), lambda card: card.symbol)
    'each heart 1 point and the Q♠ 13'
    """
    heart = _one_heart(rules)
    hearts = "each heart its rank" if heart is None else f"each heart {points_word(heart)}"
    return listing([hearts, *(f"the {card(c)} {number(value)}" for c, value in scoring_cards(rules))])
