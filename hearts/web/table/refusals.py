"""Why a tap or the Pass button did nothing, in words (a card refused by the rules is worded by
:func:`hearts.words.illegal_text`).

>>> from hearts.cards import Card
>>> not_held(Card.parse("2C")), tap_refusal("deal-over")
('You do not hold the 2 of clubs.', 'This deal is over.')
"""

from __future__ import annotations

from ...cards import Card
from ...words import count_word, the_card
from ...words.catalog import gettext as _
from ...words.catalog import ngettext

__all__ = ["not_held", "nothing_to_pass", "pass_full", "tap_refusal"]


def tap_refusal(stage: str) -> str:
    """A tap on a card while nothing can be done with it: waiting for the others' pass, a trick's pause, the end."""
    if stage == "passing":
        return _("Waiting for the others to pass.")
    if stage == "trick":
        # Translators: Continue is the button's name (the table's "Continue").
        return _("Tap Continue to go on.")
    return _("This deal is over.")


def not_held(card: Card) -> str:
    # Translators: {card} is a card with its article ("the 2 of clubs").
    return _("You do not hold {card}.").format(card=the_card(card))


def pass_full(count: int) -> str:
    """Every card to pass is chosen already (``count`` of them)."""
    # Translators: {count} is a number in words ("three", "four").
    return ngettext(
        "You have chosen {count} card: tap one of them to put it back first.",
        "You have chosen {count} cards: tap one of them to put it back first.",
        count,
    ).format(count=count_word(count))


def nothing_to_pass() -> str:
    return _("There is nothing to pass now.")
