"""Why a tap or the Pass button did nothing, in words (a card refused by the rules is worded by
:func:`hearts.words.illegal_text`).

>>> from hearts.cards import Card
>>> tap_refusal("deal-over")
'This deal is over.'
"""

from __future__ import annotations

from ...words.catalog import gettext as _

__all__ = ["tap_refusal"]


def tap_refusal(stage: str) -> str:
    """A tap on a card while nothing can be done with it: waiting for the others' pass, a trick's pause, the end."""
    if stage == "passing":
        return _("Waiting for the others to pass.")
    if stage == "trick":
        # Translators: Continue is the button's name (the table's "Continue").
        return _("Tap Continue to go on.")
    return _("This deal is over.")
