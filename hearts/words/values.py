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
from .cards import card_name, card_symbol, rank_name, the_card
from .catalog import gettext as _
from .catalog import pgettext
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


def _card_points(card: str, points: str) -> str:
    # Translators: a card shown by its symbol and its points, in a list ("Q♠ 13", "A♠ 7").
    return pgettext("a card's symbol and its points", "{card} {points}").format(card=card, points=points)


def _the_card_points(card: str, points: str) -> str:
    # Translators: a card and its points within a sentence ("the Q♠ 13" in "Each heart 1, the Q♠ 13."); {card} is
    # the card's symbol, or its name with the article the name needs removed ("Queen of spades").
    return pgettext("a card and its points in a sentence", "the {card} {points}").format(card=card, points=points)


def values_in_short(rules: Rules) -> str:
    """The penalty cards besides hearts with their points: ``A♠ 7, K♠ 10, Q♠ 13``."""
    return series([_card_points(card_symbol(card), number(value)) for card, value in scoring_cards(rules)])


def value_note(rules: Rules) -> str:
    """The card values in one line, as the settings note them: ``Each heart 1, the Q♠ 13.``"""
    heart = _one_heart(rules)
    others = values_in_short(rules)
    if heart is None:
        (jack, low), *__, (ace, high) = _faces(rules)
        # Translators: the card values when each heart scores its rank; {jack} and {ace} are rank letters ("J",
        # "A") with their points {low} and {high}; {values} the other penalty cards ("Q♠ 25").
        said = _("Each heart its rank ({jack} {low} … {ace} {high}), the {values}.")
        return said.format(jack=jack.rank_text, low=number(low), ace=ace.rank_text, high=number(high), values=others)
    # Translators: {points} is what each heart scores ("1"); {values} the other penalty cards ("Q♠ 13").
    return _("Each heart {points}, the {values}.").format(points=number(heart), values=others)


def bonus_in_short(rules: Rules) -> str:
    """The bonus card and its score, as a choice of the settings: ``J♦ scores −10`` (``""`` for none)."""
    bonus = bonus_card(rules)
    if bonus is None:
        return ""
    card, value = bonus
    # Translators: {card} is the bonus card's symbol ("J♦"); {points} its score ("−10").
    return _("{card} scores {points}").format(card=card_symbol(card), points=number(value))


def bonus_line(rules: Rules) -> str:
    """The bonus card in the rules in short: ``Whoever takes the Jack of diamonds scores −10.`` (a true minus sign,
    as everywhere in the settings and Learn, which show it)."""
    bonus = bonus_card(rules)
    if bonus is None:
        return ""
    card, value = bonus
    # Translators: {card} is the bonus card with its article ("the Jack of diamonds"); {points} its score ("−10").
    return _("Whoever takes {card} scores {points}.").format(card=the_card(card), points=number(value))


def values_line(rules: Rules) -> str:
    """Card values other than the standard ones, in the rules in short (``""`` for the standard values)."""
    if rules.card_values == "spot":
        faces = series([_card_points(card.rank_text, number_text(value)) for card, value in _faces(rules)])
        others = series([_the_card_points(card_name(card), number_text(value)) for card, value in scoring_cards(rules)])
        # Translators: {faces} are the face cards' letters and points ("J 11, Q 12, K 13, A 14"); {others} the
        # other penalty cards ("the Queen of spades 25").
        return _("Spot hearts: each heart scores its rank ({faces}); {others}.").format(faces=faces, others=others)
    if rules.card_values == "black-maria":
        (first, points), *rest = scoring_cards(rules)
        # Translators: {card} is a card with its article ("the Ace of spades"); {points} a score ("7").
        named = pgettext("a card named in full", "{card} scores {points}")
        named = named.format(card=the_card(first), points=number_text(points))
        spades = series([named] + [_other_spade(card, number_text(value)) for card, value in rest])
        # Translators: {spades} are the penalty spades and their points ("the Ace of spades scores 7, the King 10,
        # the Queen 13"); {points} what each heart scores ("1").
        said = _("Black Maria: {spades}; hearts {points} each.")
        return said.format(spades=spades, points=number_text(_one_heart(rules) or 0))
    return ""


def _other_spade(card: Card, points: str) -> str:
    """A penalty spade and its points, once the first was named in full: ``the King 10``, ``the Queen 13``."""
    # Translators: a penalty spade and its points in Black Maria, after the first was named in full ("the Ace of
    # spades scores 7, the King 10, the Queen 13").
    if card.rank == 12:
        return pgettext("a spade and its points", "the Queen {points}").format(points=points)
    if card.rank == 13:
        return pgettext("a spade and its points", "the King {points}").format(points=points)
    if card.rank == 14:
        return pgettext("a spade and its points", "the Ace {points}").format(points=points)
    # Translators: {rank} is a card's rank ("Jack").
    return pgettext("a spade and its points", "the {rank} {points}").format(rank=rank_name(card), points=points)


def values_sentence(rules: Rules, card: CardWords) -> str:
    """What each penalty card scores and the deal's total, as Learn says it, the bonus card after."""
    total = point_table(rules).total
    heart = _one_heart(rules)
    others = scoring_cards(rules)
    if heart is None:
        hearts = heart_values(rules)
        low, ten = hearts[0], next(pair for pair in hearts if pair[0].rank == 10)
        span = f"{_card_points(card(low[0]), number(low[1]))} … {_card_points(card(ten[0]), number(ten[1]))}"
        ranks = series([span] + [_card_points(card(face), number(value)) for face, value in _faces(rules)])
        scored = series([_the_card_points(card(c), number(value)) for c, value in others])
        # Translators: {ranks} are the hearts with their points ("2♥ 2 … 10♥ 10, J♥ 11"); {others} the other
        # penalty cards ("the Q♠ 25"); {total} the points of a deal ("129").
        said = _("Each heart scores its rank: {ranks}; {others}; {total} in all.")
        text = said.format(ranks=ranks, others=scored, total=total)
    elif len(others) == 1:
        (queen, value), *__ = others
        # Translators: {heart} is what each heart scores ("1 point"); {card} the Q♠, {points} its points
        # ("13 points"); {total} the points of a deal ("26").
        said = _("Each heart {heart}, the {card} {points}; {total} in all.")
        text = said.format(heart=points_word(heart), card=card(queen), points=points_word(value), total=total)
    else:
        scored = listing([_the_card_points(card(c), number(value)) for c, value in others])
        # Translators: {heart} is what each heart scores ("1 point"); {others} the other penalty cards ("the A♠ 7,
        # the K♠ 10 and the Q♠ 13"); {total} the points of a deal ("43").
        said = _("Each heart {heart}, {others}; {total} in all.")
        text = said.format(heart=points_word(heart), others=scored, total=total)
    bonus = bonus_card(rules)
    if bonus is not None:
        # Translators: {card} is the bonus card ("J♦"); {points} its score ("−10").
        said = _("The {card} scores {points} for whoever takes it (it is no penalty card).")
        text += " " + said.format(card=card(bonus[0]), points=number(bonus[1]))
    return text


def values_phrase(rules: Rules, card: CardWords) -> str:
    """The card values within a sentence, as Learn says which rules its lessons teach.

    >>> values_phrase(Rules(), lambda card: card.symbol)
    'each heart 1 point and the Q♠ 13'
    """
    heart = _one_heart(rules)
    # Translators: the card values within a sentence ("each heart its rank and the Q♠ 25").
    rank = _("each heart its rank")
    # Translators: the card values within a sentence; {points} is what each heart scores ("1 point").
    each = _("each heart {points}")
    hearts = rank if heart is None else each.format(points=points_word(heart))
    return listing([hearts, *(_the_card_points(card(c), number(value)) for c, value in scoring_cards(rules))])
