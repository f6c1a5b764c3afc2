"""Why a card may not be played, in a plain sentence for the player whose card it is.

>>> from hearts.cards import Card, Suit
>>> illegal_text(Illegal("must-follow", Card.parse("QS"), Suit.DIAMONDS))
'You have a diamond, so you must follow diamonds.'
>>> illegal_text(Illegal("points-on-first-trick", Card.parse("5H")))
'No points on the first trick: you may not play a heart while you have another card you can play.'
"""

from __future__ import annotations

from typing import assert_never

from ..cards import Card, Suit
from ..legality import Illegal
from .cards import the_card
from .catalog import gettext as _

__all__ = ["illegal_text", "not_held_text"]


def _must_follow(suit: Suit) -> str:
    if suit is Suit.CLUBS:
        return _("You have a club, so you must follow clubs.")
    if suit is Suit.DIAMONDS:
        return _("You have a diamond, so you must follow diamonds.")
    if suit is Suit.SPADES:
        return _("You have a spade, so you must follow spades.")
    return _("You have a heart, so you must follow hearts.")


def not_held_text(card: Card) -> str:
    """A card that is not in the player's hand, for a play or a pass."""
    # Translators: {card} is a card named in a sentence, with its article ("the Queen of spades").
    return _("You do not hold {card}.").format(card=the_card(card))


def illegal_text(reason: Illegal) -> str:
    """Why :attr:`~hearts.legality.Illegal.card` may not be played now, in one sentence."""
    kind = reason.kind
    card = reason.card
    if kind == "not-held":
        return not_held_text(card)
    if kind == "two-of-clubs-opens":
        return _("The 2 of clubs leads the first trick, and you hold it: play it.")
    if kind == "club-opens":
        return _("The first trick opens with a club: lead one of your clubs.")
    if kind == "points-led-on-first-trick":
        if card.suit is Suit.HEARTS:
            return _("No points on the first trick: you may not lead a heart while you have another card to lead.")
        # Translators: {card} is a penalty card named with its article ("the Queen of spades").
        return _("No points on the first trick: you may not lead {card} while you have another card to lead.").format(
            card=the_card(card)
        )
    if kind == "hearts-not-broken-queen":
        return _("Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades.")
    if kind == "hearts-not-broken":
        return _("Hearts have not been broken yet, so you may not lead a heart while you hold another suit.")
    if kind == "must-follow":
        assert reason.suit is not None  # a must-follow fact names the suit led
        return _must_follow(reason.suit)
    if kind == "points-on-first-trick":
        if card.suit is Suit.HEARTS:
            return _("No points on the first trick: you may not play a heart while you have another card you can play.")
        # Translators: {card} is a penalty card named with its article ("the Queen of spades").
        return _(
            "No points on the first trick: you may not play {card} while you have another card you can play."
        ).format(card=the_card(card))
    if kind == "out-of-turn":
        return _("It is not your turn.")
    if kind == "passing":
        return _("The cards must be passed before play begins.")
    if kind == "deal-over":
        return _("The deal is over.")
    assert_never(kind)
