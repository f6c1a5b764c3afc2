"""Which cards may be played, and why a card may not.

The whole rule of play lives here, as functions of bit masks, so that the
round, a seat's view and the computer players' searches all ask the same
code. ``lead_suit`` is ``-1`` when the player leads the trick; ``play`` is
the :class:`PlayRules` of the game's :class:`~hearts.rules.Rules`
(the standard ones when left out).

>>> from hearts.cards import mask_of, parse_cards, cards_from_mask
>>> hand = mask_of(parse_cards("3D 9D QS 4H"))
>>> cards_from_mask(legal_mask(hand, lead_suit=1, first_trick=False, hearts_broken=False))
[Card.parse('3D'), Card.parse('9D')]
>>> illegal_reason(Card.parse("QS"), hand, lead_suit=1, first_trick=False, hearts_broken=False)
'You have a diamond, so you must follow diamonds.'
>>> only = mask_of(parse_cards("QS 4H 9H"))
>>> lenient = play_rules(Rules(lead_hearts_over_queen=True))
>>> legal_mask(only, -1, False, False).bit_count(), legal_mask(only, -1, False, False, lenient).bit_count()
(1, 3)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, NamedTuple

from .cards import HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, TWO_OF_CLUBS, Card, Suit
from .points import point_table
from .rules import Rules

__all__ = ["STANDARD_PLAY", "PlayRules", "illegal_reason", "legal_mask", "play_rules"]

_QS: Final = QUEEN_OF_SPADES.mask
_NOT_HEARTS: Final = ~HEARTS_MASK
_TWO_CLUBS: Final = TWO_OF_CLUBS.mask
_CLUBS: Final = SUIT_MASKS[Suit.CLUBS]
OPEN_TWO_OF_CLUBS: Final = 0
OPEN_ANY_CLUB: Final = 1
OPEN_ANY_CARD: Final = 2


class PlayRules(NamedTuple):
    """The options of :class:`~hearts.rules.Rules` that decide which cards may be played."""

    opening: int
    """How the first trick is opened: 0 the 2♣, 1 any club, 2 any card."""
    first_trick_barred: int
    """Cards that may not go to the first trick while the player has another (0 when points are allowed)."""
    hearts_free: bool
    """Whether hearts may be led before they are broken."""
    hearts_over_queen: bool
    """Whether a leader holding only hearts and Q♠ may lead a heart."""
    breakers: int
    """The cards whose play breaks hearts."""


@lru_cache(maxsize=64)
def play_rules(rules: Rules) -> PlayRules:
    """The play options of ``rules``."""
    return PlayRules(
        opening=("two-of-clubs", "any-club", "any-card").index(rules.first_lead),
        first_trick_barred=0 if rules.points_on_first_trick else point_table(rules).penalty,
        hearts_free=not rules.hearts_must_be_broken,
        hearts_over_queen=rules.lead_hearts_over_queen,
        breakers=HEARTS_MASK | (_QS if rules.queen_breaks_hearts else 0),
    )


STANDARD_PLAY: Final = play_rules(Rules())


def _leads(hand: int, hearts_broken: bool, play: PlayRules) -> int:
    if hearts_broken or play.hearts_free:
        return hand
    others = hand & _NOT_HEARTS
    if not others or (others == _QS and play.hearts_over_queen):
        return hand
    return others


def legal_mask(
    hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool, play: PlayRules = STANDARD_PLAY
) -> int:
    """The cards of ``hand`` that may be played now, as a mask."""
    if lead_suit < 0:
        if first_trick:
            if play.opening == OPEN_TWO_OF_CLUBS:
                return hand & _TWO_CLUBS
            if play.opening == OPEN_ANY_CLUB:
                return hand & _CLUBS
            leads = _leads(hand, hearts_broken, play)
            return leads & ~play.first_trick_barred or leads
        return _leads(hand, hearts_broken, play)
    follow = hand & SUIT_MASKS[lead_suit]
    if follow:
        return follow
    if first_trick:
        safe = hand & ~play.first_trick_barred
        if safe:
            return safe
    return hand


def _named(card: Card) -> str:
    return "a heart" if card.suit is Suit.HEARTS else f"the {card.name}"


def illegal_reason(
    card: Card, hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool, play: PlayRules = STANDARD_PLAY
) -> str | None:
    """Why ``card`` may not be played now, in a plain sentence; ``None`` if it may."""
    if not hand & card.mask:
        return f"You do not hold the {card.name}."
    if legal_mask(hand, lead_suit, first_trick, hearts_broken, play) & card.mask:
        return None
    if lead_suit < 0:
        if first_trick and play.opening == OPEN_TWO_OF_CLUBS:
            return "The 2 of clubs leads the first trick, and you hold it: play it."
        if first_trick and play.opening == OPEN_ANY_CLUB:
            return "The first trick opens with a club: lead one of your clubs."
        if _leads(hand, hearts_broken, play) & card.mask:
            return f"No points on the first trick: you may not lead {_named(card)} while you have another card to lead."
        if hand & _NOT_HEARTS == _QS:
            return "Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades."
        return "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."
    if hand & SUIT_MASKS[lead_suit]:
        suit = Suit(lead_suit)
        return f"You have {suit.singular}, so you must follow {suit.noun}."
    return f"No points on the first trick: you may not play {_named(card)} while you have another card you can play."
