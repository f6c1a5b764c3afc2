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

from collections.abc import Mapping
from dataclasses import dataclass, field

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
    "RecordFault",
    "RecordPlace",
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


@dataclass(frozen=True, slots=True)
class RecordFault:
    """What is wrong with a record, as a fact: its ``kind`` (``"link-damaged"``…) and the values it names.

    :func:`hearts.words.record_problem` words it; the error's message is the same in English, for developers.
    """

    kind: str
    values: Mapping[str, int | str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RecordPlace:
    """Where a record goes wrong: a ``part`` (``game``, ``rules``, ``deals``), or a deal (from 1) and within it
    the deal itself (``part`` ``None``), a seat's ``pass``, the ``plays``, or one ``play`` (from 1) by ``seat``;
    with ``par`` true, that place is in the deal's par deal rather than in the deal as played."""

    deal: int | None = None
    part: str | None = None
    seat: int | None = None
    play: int | None = None
    par: bool = False


class InvalidRecord(ValueError):
    """A game record that is malformed or describes an impossible game.

    ``entry`` names the first bad entry, e.g. ``"deal 2, play 17"`` (``place``
    the same as a fact); when that entry is a card the engine refuses,
    ``reason`` says why, as the fact of :attr:`IllegalPlay.reason` (else
    ``None``); ``fault`` is what is wrong as a fact, when the record's reader
    knows it (else the message is another error's).
    """

    def __init__(
        self,
        message: str,
        entry: str | None = None,
        reason: Illegal | None = None,
        *,
        fault: RecordFault | None = None,
        place: RecordPlace | None = None,
    ) -> None:
        super().__init__(f"{entry}: {message}" if entry else message)
        self.message = message
        self.entry = entry
        self.reason = reason
        self.fault = fault
        self.place = place
