"""Cards in words: by name in a sentence, or as symbols.

>>> from hearts.cards import parse_cards
>>> card_names(parse_cards("2C QS")), card_symbols(parse_cards("QS TH")), rank_name(parse_cards("KS")[0])
('2 of clubs and Queen of spades', 'Q♠ 10♥', 'King')
>>> the_card(parse_cards("QS")[0]), the_card(parse_cards("TH")[0]), suit_name(parse_cards("2C")[0].suit)
('the Queen of spades', 'the 10 of hearts', 'clubs')

Each card name is a catalog message by its rank (the rank decides the
article and the grammar in many languages), its suit a placeholder worded with
the context "suit, in a card's name" (``Pik-Dame``: a translation may put the
suit first).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit
from .catalog import pgettext
from .lists import listing

__all__ = ["card_name", "card_names", "card_symbol", "card_symbols", "rank_name", "suit_name", "the_card"]


def rank_name(card: Card) -> str:
    """A card's rank as a sentence names it: ``Queen``, ``10``."""
    if card.rank == 11:
        return pgettext("card rank", "Jack")
    if card.rank == 12:
        return pgettext("card rank", "Queen")
    if card.rank == 13:
        return pgettext("card rank", "King")
    if card.rank == 14:
        return pgettext("card rank", "Ace")
    return str(card.rank)


def suit_name(suit: Suit) -> str:
    """A suit as a card's name says it: ``spades`` (``Queen of spades``)."""
    if suit is Suit.CLUBS:
        return pgettext("suit, in a card's name", "clubs")
    if suit is Suit.DIAMONDS:
        return pgettext("suit, in a card's name", "diamonds")
    if suit is Suit.SPADES:
        return pgettext("suit, in a card's name", "spades")
    return pgettext("suit, in a card's name", "hearts")


def card_name(card: Card) -> str:
    """A card's full name, alone (a label, screen readers): ``Queen of spades``, ``10 of hearts``."""
    suit = suit_name(card.suit)
    # Translators: a card's name standing alone (a label, or read out by a screen reader); {suit} is "spades",
    # "hearts", "diamonds" or "clubs" as translated with the context "suit, in a card's name".
    if card.rank == 11:
        return pgettext("card name", "Jack of {suit}").format(suit=suit)
    if card.rank == 12:
        return pgettext("card name", "Queen of {suit}").format(suit=suit)
    if card.rank == 13:
        return pgettext("card name", "King of {suit}").format(suit=suit)
    if card.rank == 14:
        return pgettext("card name", "Ace of {suit}").format(suit=suit)
    # Translators: {rank} is 2 to 10.
    return pgettext("card name", "{rank} of {suit}").format(rank=card.rank, suit=suit)


def the_card(card: Card) -> str:
    """A card named within a sentence, with its article: ``the Queen of spades``, ``the 10 of hearts``."""
    suit = suit_name(card.suit)
    # Translators: a card named within a sentence, with the article its rank takes ("the Queen of spades" is
    # "la dame de pique"); it fills {card} in sentences such as "{seat} leads {card}."
    if card.rank == 11:
        return pgettext("card name in a sentence", "the Jack of {suit}").format(suit=suit)
    if card.rank == 12:
        return pgettext("card name in a sentence", "the Queen of {suit}").format(suit=suit)
    if card.rank == 13:
        return pgettext("card name in a sentence", "the King of {suit}").format(suit=suit)
    if card.rank == 14:
        return pgettext("card name in a sentence", "the Ace of {suit}").format(suit=suit)
    if card.rank == 8:
        # Translators: the 8 on its own, for languages whose article changes before "8" (Italian "l'8").
        return pgettext("card name in a sentence", "the 8 of {suit}").format(suit=suit)
    # Translators: {rank} is 2 to 10 (not 8, which has a message of its own).
    return pgettext("card name in a sentence", "the {rank} of {suit}").format(rank=card.rank, suit=suit)


def card_names(cards: Sequence[Card]) -> str:
    """Cards by name, listed: ``2 of clubs, 7 of hearts and Queen of spades``."""
    return listing([card_name(card) for card in cards])


def card_symbol(card: Card) -> str:
    """A card by rank and suit symbol: ``Q♠``, ``10♥``."""
    return card.symbol


def card_symbols(cards: Sequence[Card]) -> str:
    """Cards by symbol, separated by spaces: ``Q♠ 10♥ 2♣``."""
    return " ".join(card_symbol(card) for card in cards)
