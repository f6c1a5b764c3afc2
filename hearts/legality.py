"""Which cards may be played, and why a card may not.

The whole rule of play lives here, as functions of bit masks, so that the
round, a seat's view and the computer players' searches all ask the same
code. ``lead_suit`` is ``-1`` when the player leads the trick.

>>> from hearts.cards import mask_of, parse_cards, cards_from_mask
>>> hand = mask_of(parse_cards("3D 9D QS 4H"))
>>> cards_from_mask(legal_mask(hand, lead_suit=1, first_trick=False, hearts_broken=False))
[Card.parse('3D'), Card.parse('9D')]
>>> illegal_reason(Card.parse("QS"), hand, lead_suit=1, first_trick=False, hearts_broken=False)
'You have a diamond, so you must follow diamonds.'
"""

from __future__ import annotations

from .cards import HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, TWO_OF_CLUBS, Card, Suit

__all__ = ["illegal_reason", "legal_mask"]

_QS = QUEEN_OF_SPADES.mask
_POINT_CARDS = HEARTS_MASK | _QS
_NOT_HEARTS = ~HEARTS_MASK
_SAFE_ON_FIRST_TRICK = ~_POINT_CARDS
_TWO_CLUBS = TWO_OF_CLUBS.mask


def legal_mask(hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool) -> int:
    """The cards of ``hand`` that may be played now, as a mask."""
    if lead_suit < 0:
        if first_trick:
            return hand & _TWO_CLUBS
        if not hearts_broken:
            others = hand & _NOT_HEARTS
            if others:
                return others
        return hand
    follow = hand & SUIT_MASKS[lead_suit]
    if follow:
        return follow
    if first_trick:
        safe = hand & _SAFE_ON_FIRST_TRICK
        if safe:
            return safe
    return hand


def illegal_reason(card: Card, hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool) -> str | None:
    """Why ``card`` may not be played now, in a plain sentence; ``None`` if it may."""
    if not hand & card.mask:
        return f"You do not hold the {card.name}."
    if legal_mask(hand, lead_suit, first_trick, hearts_broken) & card.mask:
        return None
    if lead_suit < 0:
        if first_trick:
            return "The 2 of clubs leads the first trick, and you hold it: play it."
        if hand & _NOT_HEARTS == _QS:
            return "Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades."
        return "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."
    if hand & SUIT_MASKS[lead_suit]:
        suit = Suit(lead_suit)
        return f"You have {suit.singular}, so you must follow {suit.noun}."
    if card.suit is Suit.HEARTS:
        return "No points on the first trick: you may not play a heart while you have another card you can play."
    return (
        "No points on the first trick: you may not play the Queen of spades while you have another card you can play."
    )
