"""The engine's specific errors. Each is a ``ValueError`` whose message is a
plain sentence a learner understands."""

from __future__ import annotations

from .cards import InvalidCard
from .deals import InvalidGameNumber
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
    """A card that may not be played now. The message says why."""


class IllegalPass(IllegalAction):
    """A pass that may not be made now. The message says why."""


class InvalidDeal(ValueError):
    """Hands that are not four distinct hands of 13 from one pack."""


class InvalidRecord(ValueError):
    """A game record that is malformed or describes an impossible game.

    ``entry`` names the first bad entry, e.g. ``"deal 2, play 17"``.
    """

    def __init__(self, message: str, entry: str | None = None) -> None:
        super().__init__(f"{entry}: {message}" if entry else message)
        self.entry = entry
