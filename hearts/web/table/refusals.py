"""Why a tap or the Pass button did nothing, in words (a card refused by the rules is worded by
:func:`hearts.words.illegal_text`).

>>> from hearts.cards import Card
>>> tap_refusal("deal-over")
'This deal is over.'
"""

from __future__ import annotations

from ...words import count_word
from ...words.catalog import gettext as _
from ...words.catalog import ngettext

__all__ = ["pass_full", "tap_refusal"]


def tap_refusal(stage: str) -> str:
    """A tap on a card while nothing can be done with it: waiting for the others' pass, a trick's pause, the end."""
    if stage == "passing":
        return _("Waiting for the others to pass.")
    if stage == "trick":
        # Translators: Continue is the button's name (the table's "Continue").
        return _("Tap Continue to go on.")
    return _("This deal is over.")


def pass_full(count: int) -> str:
    """Every card to pass is chosen already (``count`` of them)."""
    # Translators: {count} is a number in words ("three", "four").
    return ngettext(
        "You have chosen {count} card: tap one of them to put it back first.",
        "You have chosen {count} cards: tap one of them to put it back first.",
        count,
    ).format(count=count_word(count))
