"""Why a pass is refused, in a plain sentence for the player whose pass it is.

>>> from hearts.errors import PassRefusal
>>> pass_refusal_text(PassRefusal("count", 0, needed=3, chosen=2))
'Pass exactly three cards, not 2.'
>>> from hearts.cards import Card
>>> pass_refusal_text(PassRefusal("not-held", 0, 3, 3, Card.parse("KH")))
'You do not hold the King of hearts.'
"""

from __future__ import annotations

from typing import assert_never

from ..errors import PassRefusal
from .catalog import gettext as _
from .catalog import ngettext
from .illegal import not_held_text
from .numbers import count_word, number

__all__ = ["hold_hand_text", "nothing_to_pass_text", "pass_full_text", "pass_refusal_text", "passing_text"]


def passing_text() -> str:
    """The person's pass is made and the others are choosing theirs."""
    return _("Passing…")


def hold_hand_text() -> str:
    """A pass in a hold hand."""
    return _("This is a hold hand, so nobody passes.")


def nothing_to_pass_text() -> str:
    """A pass once the seat has passed, or the cards have changed hands."""
    return _("There is nothing to pass now.")


def pass_full_text(count: int) -> str:
    """A card tapped when every card to pass is chosen already (``count`` of them)."""
    # Translators: {count} is a number in words ("three", "four").
    return ngettext(
        "You have chosen {count} card: tap one of them to put it back first.",
        "You have chosen {count} cards: tap one of them to put it back first.",
        count,
    ).format(count=count_word(count))


def pass_refusal_text(refusal: PassRefusal) -> str:
    """Why the engine refuses a pass (:attr:`hearts.errors.IllegalPass.refusal`), in one sentence."""
    kind = refusal.kind
    if kind == "count":
        # Translators: {count} is the number of cards to pass, in words ("three"); {chosen} how many were chosen ("2").
        message = ngettext(
            "Pass exactly {count} card, not {chosen}.", "Pass exactly {count} cards, not {chosen}.", refusal.needed
        )
        return message.format(count=count_word(refusal.needed), chosen=number(refusal.chosen))
    if kind == "repeated":
        # Translators: {count} is the number of cards to pass, in words ("three"); a card was chosen twice.
        message = ngettext("Pass {count} different card.", "Pass {count} different cards.", refusal.needed)
        return message.format(count=count_word(refusal.needed))
    if kind == "not-held":
        assert refusal.card is not None  # a card not held is named
        return not_held_text(refusal.card)
    if kind == "hold":
        return hold_hand_text()
    if kind == "exchanged" or kind == "seat-passed":
        return nothing_to_pass_text()
    if kind == "not-a-card":
        # Translators: {given} is what was given as a card, as written ("ZZ").
        return _("{given} is not a card.").format(given=refusal.given)
    if kind == "not-a-seat":
        return _("There is no such seat.")
    assert_never(kind)
