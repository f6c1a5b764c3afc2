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
from .cards import card_name

__all__ = ["illegal_text"]


def _named(card: Card) -> str:
    """A card barred from the first trick, as the sentence names it: ``a heart``, ``the Queen of spades``."""
    return "a heart" if card.suit is Suit.HEARTS else f"the {card_name(card)}"


def illegal_text(reason: Illegal) -> str:
    """Why :attr:`~hearts.legality.Illegal.card` may not be played now, in one sentence."""
    kind = reason.kind
    if kind == "not-held":
        return f"You do not hold the {card_name(reason.card)}."
    if kind == "two-of-clubs-opens":
        return "The 2 of clubs leads the first trick, and you hold it: play it."
    if kind == "club-opens":
        return "The first trick opens with a club: lead one of your clubs."
    if kind == "points-led-on-first-trick":
        return (
            f"No points on the first trick: you may not lead {_named(reason.card)} while you have another card to lead."
        )
    if kind == "hearts-not-broken-queen":
        return "Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades."
    if kind == "hearts-not-broken":
        return "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."
    if kind == "must-follow":
        assert reason.suit is not None  # a must-follow fact names the suit led
        return f"You have {reason.suit.singular}, so you must follow {reason.suit.noun}."
    if kind == "points-on-first-trick":
        return (
            f"No points on the first trick: you may not play {_named(reason.card)}"
            " while you have another card you can play."
        )
    if kind == "out-of-turn":
        return "It is not your turn."
    if kind == "passing":
        return "The cards must be passed before play begins."
    if kind == "deal-over":
        return "The deal is over."
    assert_never(kind)
