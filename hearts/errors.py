"""The engine's specific errors. Each is a ``ValueError``; :class:`IllegalPlay`
carries why as a fact, the others' messages are plain sentences a learner understands.

>>> from hearts import Card, Round, deal_hands
>>> rnd = Round(deal_hands(1, 0), "hold")
>>> try:
...     rnd.play(Card.parse("AH"))
... except IllegalPlay as error:
...     print(error.reason.kind, "/", error)
not-held / AH may not be played now: not in the hand
"""

from __future__ import annotations

from .cards import InvalidCard
from .deals import InvalidGameNumber
from .legality import Illegal
from .rules import InvalidRules

__all__ = [
    "IllegalAction",
    "IllegalPass",
    "IllegalPlay",
    "InvalidCard",
    "InvalidDeal",
    "InvalidGameNumber",
    "InvalidRecord",
    "InvalidRules",
]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left unchanged."""


class IllegalPlay(IllegalAction):
    """A card that may not be played now.

    ``reason`` says why, as a fact for programs and for the wording of
    :func:`hearts.words.illegal_text` (``None`` when no one card is in
    question); the message is a short one for developers.
    """

    def __init__(self, message: str, reason: Illegal | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class IllegalPass(IllegalAction):
    """A pass that may not be made now. The message says why."""


class InvalidDeal(ValueError):
    """Hands that are not four distinct hands of 13 from one pack."""


class InvalidRecord(ValueError):
    """A game record that is malformed or describes an impossible game.

    ``entry`` names the first bad entry, e.g. ``"deal 2, play 17"``; when
    that entry is a card the engine refuses, ``reason`` says why, as the
    fact of :attr:`IllegalPlay.reason` (else ``None``).
    """

    def __init__(self, message: str, entry: str | None = None, reason: Illegal | None = None) -> None:
        super().__init__(f"{entry}: {message}" if entry else message)
        self.entry = entry
        self.reason = reason
