"""The engine's specific errors. Each is a ``ValueError``; :class:`IllegalPlay` and :class:`IllegalPass`
carry why as a fact (worded by :mod:`hearts.words`), their messages are short ones for developers.

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
from typing import Literal

from .cards import Card, InvalidCard
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
    "PassFault",
    "PassRefusal",
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


PassFault = Literal["not-a-seat", "hold", "exchanged", "seat-passed", "not-a-card", "count", "repeated", "not-held"]
"""Why a pass is refused: ``seat`` is no seat; a ``hold`` hand; the cards already ``exchanged``; the seat has
already passed (``seat-passed``); something is ``not-a-card``; the wrong ``count`` of cards; a card ``repeated``;
a card ``not-held``."""


@dataclass(frozen=True, slots=True)
class PassRefusal:
    """Why a pass is refused, as a fact: the ``kind``, the ``seat`` passing, the cards ``needed`` and ``chosen``
    (counts), the ``card`` in question (not held, or what is not a card, as given)."""

    kind: PassFault
    seat: int | None = None
    needed: int = 0
    chosen: int = 0
    card: Card | None = None
    given: str = ""


class IllegalPass(IllegalAction):
    """A pass that may not be made now.

    ``refusal`` says why, as a fact for programs and for the wording of :func:`hearts.words.pass_refusal_text`;
    the message is a short one for developers.
    """

    def __init__(self, message: str, refusal: PassRefusal) -> None:
        super().__init__(message)
        self.refusal = refusal


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
    knows it (else the message is another error's); ``refusal`` is the engine's
    fact when it refuses a pass.
    """

    def __init__(
        self,
        message: str,
        entry: str | None = None,
        reason: Illegal | None = None,
        *,
        fault: RecordFault | None = None,
        place: RecordPlace | None = None,
        refusal: PassRefusal | None = None,
    ) -> None:
        super().__init__(f"{entry}: {message}" if entry else message)
        self.message = message
        self.entry = entry
        self.reason = reason
        self.fault = fault
        self.place = place
        self.refusal = refusal
