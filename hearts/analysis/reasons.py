"""Why a decision cost what it did, as facts: the cause, its numbers and cards, and what the deal itself showed.

A reason is one of a few frozen values (:data:`Reason`), each holding what a
sentence about it needs and nothing worded: which cause made the difference
(the Q♠, a moon let through, a moon given up, hearts, or the difference
alone), the shares or averages with your choice and with the best, the cards
of the best choice, and sometimes a fact of the actual deal (:data:`DealFact`:
the guard of the Q♠ broken, the card that took her, a trick it won with
points in it, a later trick it left you unable to duck). :mod:`hearts.words`
turns them into sentences.

Each has a plain-data form for storage (:meth:`Fact.to_data`, read back by
:func:`reason_from_data`): a ``"type"`` tag and its fields, cards written as
codes (``"QS"``, ``"2C 9D AH"``), numbers as computed.

>>> reason = CloseToBest("play", (Card.parse("9D"),), 0.63)
>>> reason.to_data()
{'type': 'close', 'kind': 'play', 'best': '9D', 'cost': 0.63}
>>> reason_from_data(reason.to_data()) == reason
True
>>> fact = TookPoints(Card.parse("TS"), 8, 3)
>>> reason_from_data(HeartsTaken("play", (Card.parse("9D"),), 8.9, 4.8, False, fact).to_data()).fact == fact
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import NoneType, UnionType
from typing import Any, ClassVar, Final, Union, get_args, get_origin, get_type_hints

from ..cards import Card, InvalidCard, format_cards, parse_cards
from .measure import ChoiceKind

__all__ = [
    "AllEquivalent",
    "AsGood",
    "CloseToBest",
    "CostOnly",
    "CouldNotDuck",
    "DealFact",
    "Fact",
    "GuardBroken",
    "GuardPassed",
    "HeartsTaken",
    "Legacy",
    "MoonGivenUp",
    "MoonLetThrough",
    "OnlyCard",
    "QueenKept",
    "QueenOwnTrick",
    "QueenRisk",
    "Reason",
    "TookPoints",
    "TookQueen",
    "WithinNoise",
    "reason_from_data",
]


class Fact:
    """A fact of a review: a frozen value with a ``"type"`` tag and a plain-data form."""

    __slots__ = ()
    TAG: ClassVar[str]

    def to_data(self) -> dict[str, Any]:
        """The fact as JSON-ready data: its tag and its fields (cards as codes, facts as their data)."""
        data: dict[str, Any] = {"type": self.TAG}
        for field in fields(self):  # type: ignore[arg-type]  # every subclass is a dataclass
            data[field.name] = _plain(getattr(self, field.name))
        return data


# --------------------------------------------------------------- facts of the actual deal


@dataclass(frozen=True, slots=True)
class GuardPassed(Fact):
    """A pass that kept the Q♠ gave away some of the lower spades that guarded her."""

    TAG: ClassVar[str] = "guard-passed"
    cards: tuple[Card, ...]
    """The guards passed."""


@dataclass(frozen=True, slots=True)
class QueenKept(Fact):
    """A pass kept the Q♠ with ``guards`` lower spades."""

    TAG: ClassVar[str] = "queen-kept"
    guards: int


@dataclass(frozen=True, slots=True)
class QueenOwnTrick(Fact):
    """The Q♠ played won her own trick: the seat took her itself."""

    TAG: ClassVar[str] = "queen-own-trick"
    trick: int
    """1 for the first trick."""


@dataclass(frozen=True, slots=True)
class TookQueen(Fact):
    """The card played won a trick with the Q♠ in it."""

    TAG: ClassVar[str] = "took-queen"
    card: Card
    trick: int


@dataclass(frozen=True, slots=True)
class GuardBroken(Fact):
    """A spade played from a hand with the Q♠ and few lower spades: ``left`` lower spades remain."""

    TAG: ClassVar[str] = "guard-broken"
    left: int


@dataclass(frozen=True, slots=True)
class TookPoints(Fact):
    """The card played won its trick, with ``points`` in it."""

    TAG: ClassVar[str] = "took-points"
    card: Card
    trick: int
    points: int


@dataclass(frozen=True, slots=True)
class CouldNotDuck(Fact):
    """Later, on ``trick``, the seat had nothing of the suit under ``under`` and took ``points``."""

    TAG: ClassVar[str] = "could-not-duck"
    trick: int
    under: Card
    points: int


DealFact = GuardPassed | QueenKept | QueenOwnTrick | TookQueen | GuardBroken | TookPoints | CouldNotDuck
"""What the actual deal showed about a decision."""

# --------------------------------------------------------------- reasons


@dataclass(frozen=True, slots=True)
class OnlyCard(Fact):
    """The seat had one legal card."""

    TAG: ClassVar[str] = "only-card"


@dataclass(frozen=True, slots=True)
class AllEquivalent(Fact):
    """Every legal card was equivalent: nothing to search."""

    TAG: ClassVar[str] = "equivalent"


@dataclass(frozen=True, slots=True)
class AsGood(Fact):
    """The Expert's choice, or one as good."""

    TAG: ClassVar[str] = "as-good"


@dataclass(frozen=True, slots=True)
class WithinNoise(Fact):
    """About as good as the best: the difference is within the noise of the sampled deals."""

    TAG: ClassVar[str] = "within-noise"
    kind: ChoiceKind
    best: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CloseToBest(Fact):
    """Close to the best, which does ``cost`` points better on average."""

    TAG: ClassVar[str] = "close"
    kind: ChoiceKind
    best: tuple[Card, ...]
    cost: float


@dataclass(frozen=True, slots=True)
class CostOnly(Fact):
    """The best does ``cost`` points better, and no single cause explains much of it."""

    TAG: ClassVar[str] = "difference"
    kind: ChoiceKind
    best: tuple[Card, ...]
    cost: float


@dataclass(frozen=True, slots=True)
class QueenRisk(Fact):
    """The Q♠: the shares of the sampled deals in which the seat takes her, with its choice and with the best."""

    TAG: ClassVar[str] = "queen"
    kind: ChoiceKind
    best: tuple[Card, ...]
    yours: float
    theirs: float
    fact: DealFact | None = None


@dataclass(frozen=True, slots=True)
class MoonLetThrough(Fact):
    """A moon let through: the shares in which another seat shoots it; ``shooter``, who shot it in the deal."""

    TAG: ClassVar[str] = "moon-let-through"
    kind: ChoiceKind
    best: tuple[Card, ...]
    yours: float
    theirs: float
    shooter: int | None = None


@dataclass(frozen=True, slots=True)
class MoonGivenUp(Fact):
    """The seat's own moon given up: the shares in which it shoots the moon (a best case)."""

    TAG: ClassVar[str] = "moon-given-up"
    kind: ChoiceKind
    best: tuple[Card, ...]
    yours: float
    theirs: float


@dataclass(frozen=True, slots=True)
class HeartsTaken(Fact):
    """Hearts: the points in hearts the seat takes on average, with its choice and with the best."""

    TAG: ClassVar[str] = "hearts"
    kind: ChoiceKind
    best: tuple[Card, ...]
    yours: float
    theirs: float
    spot_hearts: bool = False
    """Hearts score their rank (Spot hearts), so these are points in hearts rather than hearts."""
    fact: DealFact | None = None


@dataclass(frozen=True, slots=True)
class Legacy(Fact):
    """A reason stored as a sentence by an earlier version, matching none of the facts: shown as it was."""

    TAG: ClassVar[str] = "legacy"
    text: str


Reason = (
    OnlyCard
    | AllEquivalent
    | AsGood
    | WithinNoise
    | CloseToBest
    | CostOnly
    | QueenRisk
    | MoonLetThrough
    | MoonGivenUp
    | HeartsTaken
    | Legacy
)
"""Why a decision cost what it did."""

_REASONS: Final[dict[str, type[Fact]]] = {
    kind.TAG: kind
    for kind in (
        OnlyCard,
        AllEquivalent,
        AsGood,
        WithinNoise,
        CloseToBest,
        CostOnly,
        QueenRisk,
        MoonLetThrough,
        MoonGivenUp,
        HeartsTaken,
        Legacy,
    )
}
_DEAL_FACTS: Final[dict[str, type[Fact]]] = {
    kind.TAG: kind for kind in (GuardPassed, QueenKept, QueenOwnTrick, TookQueen, GuardBroken, TookPoints, CouldNotDuck)
}


_HINTS: Final[dict[type[Fact], dict[str, Any]]] = {
    kind: get_type_hints(kind) for kind in (*_REASONS.values(), *_DEAL_FACTS.values())
}


def reason_from_data(data: object) -> Reason:
    """The reason :meth:`Fact.to_data` wrote; :class:`ValueError` for anything else."""
    reason: Reason = _read(data, _REASONS)  # type: ignore[assignment]  # _REASONS holds the reasons alone
    return reason


def _plain(value: object) -> object:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, tuple):
        return format_cards(value)
    if isinstance(value, Fact):
        return value.to_data()
    return value


def _read(data: object, kinds: dict[str, type[Fact]]) -> Fact:
    if not isinstance(data, dict) or data.get("type") not in kinds:
        raise ValueError(f"not a reason: {data!r}")
    kind = kinds[data["type"]]
    hints = _HINTS[kind]
    values = {}
    for field in fields(kind):  # type: ignore[arg-type]  # every fact is a dataclass
        if field.name not in data:
            raise ValueError(f"{data['type']} without {field.name}")
        values[field.name] = _value(hints[field.name], data[field.name])
    return kind(**values)


def _value(hint: Any, raw: object) -> object:
    options = set(get_args(hint)) if get_origin(hint) in (Union, UnionType) else {hint}
    if raw is None and NoneType in options:
        return None
    options.discard(NoneType)
    if options <= set(_DEAL_FACTS.values()):
        return _read(raw, _DEAL_FACTS)
    (hint,) = options
    try:
        if hint is Card and isinstance(raw, str):
            return Card.parse(raw)
        if hint == tuple[Card, ...] and isinstance(raw, str):
            return tuple(parse_cards(raw))
    except InvalidCard as error:
        raise ValueError(str(error)) from None
    if hint is bool and isinstance(raw, bool):
        return raw
    if hint is int and isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if hint is float and isinstance(raw, int | float) and not isinstance(raw, bool):
        return float(raw)
    if hint is str and isinstance(raw, str):
        return raw
    if hint == ChoiceKind and raw in get_args(ChoiceKind):
        return raw
    raise ValueError(f"{raw!r} is not a {hint}")
