"""Cards and suits named inside the page's sentences, until :mod:`hearts.words` names them in every language.

``the_card`` gives a card with its article (``the Queen of spades``), so that a
sentence is written ``_("You play {card}.")`` and each language puts its own
article (and gender) with the card; ``suit_title`` a suit as a label reads it.
At the merge with the wording layer's card names these become
:func:`hearts.words.cards.the_card` and :func:`hearts.words.cards.suit_name`.

>>> from hearts.cards import Card, Suit
>>> the_card(Card.parse("QS")), suit_title(Suit.HEARTS)
('the Queen of spades', 'Hearts')
"""

from __future__ import annotations

from ...cards import Card, Suit
from ...words import card_name

__all__ = ["suit_title", "the_card"]


def the_card(card: Card) -> str:
    """A card named within a sentence, with its article: ``the Queen of spades``, ``the 10 of hearts``."""
    return f"the {card_name(card)}"


def suit_title(suit: Suit) -> str:
    """A suit as a label names it: ``Spades``, ``Hearts``."""
    return suit.noun.capitalize()
