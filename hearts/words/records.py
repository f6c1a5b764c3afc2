"""A game record the engine refuses, in words: its first bad entry and why.

>>> from hearts.cards import Card
>>> from hearts.errors import InvalidRecord
>>> from hearts.legality import Illegal
>>> refused = Illegal("two-of-clubs-opens", Card.parse("QC"))
>>> record_problem(InvalidRecord(str(refused), "deal 1, play 1 (West)", refused))
'deal 1, play 1 (West): QC: The 2 of clubs leads the first trick, and you hold it: play it.'
>>> record_problem(InvalidRecord("A deal has at most 52 plays.", "deal 2"))
'deal 2: A deal has at most 52 plays.'
"""

from __future__ import annotations

from ..errors import InvalidRecord
from .catalog import gettext as _
from .illegal import illegal_text

__all__ = ["record_problem"]


def record_problem(error: InvalidRecord) -> str:
    """What is wrong with a record: the entry, then the card and the engine's reason worded, or the error's sentence."""
    reason = error.reason
    if reason is None:
        return str(error)
    # Translators: a card a record plays against the rules; {card} is its code ("QC"), {reason} why it may not be.
    said = _("{card}: {reason}").format(card=reason.card.code, reason=illegal_text(reason))
    # Translators: where a record goes wrong; {entry} is the engine's note of the place ("deal 1, play 1 (West)").
    return _("{entry}: {problem}").format(entry=error.entry, problem=said) if error.entry else said
