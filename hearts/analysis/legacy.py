"""Reasons stored as English sentences, read back as facts.

Reviews kept by the first versions of the review stored each decision's
reason as a sentence. Those sentences came from a fixed set of templates, so
each is read back into the facts it was made from (:mod:`hearts.analysis.reasons`);
worded again (:mod:`hearts.words`), they give the same sentence. A sentence
that matches no template is kept as it is, in a :class:`~hearts.analysis.reasons.Legacy`
reason. The templates below are the stored format's, frozen: they never
follow a change of wording.

>>> from_sentence("Close to the best: the 9♦ does only 0.6 better on average.", "play")
CloseToBest(kind='play', best=(Card.parse('9D'),), cost=0.6)
>>> from_sentence("It was your only legal card.", "play")
OnlyCard()
>>> from_sentence("Something else altogether.", "play")
Legacy(text='Something else altogether.')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from ..cards import Card, parse_cards
from ..seats import SEAT_NAMES
from .measure import ChoiceKind
from .reasons import (
    AllEquivalent,
    AsGood,
    CloseToBest,
    CostOnly,
    CouldNotDuck,
    DealFact,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
    Legacy,
    MoonGivenUp,
    MoonLetThrough,
    OnlyCard,
    QueenKept,
    QueenOwnTrick,
    QueenRisk,
    Reason,
    TookPoints,
    TookQueen,
    WithinNoise,
)

__all__ = ["from_sentence"]

_CARD: Final = r"(?:10|[2-9JQKA])[♣♦♠♥]"
_CARDS: Final = rf"{_CARD}(?: {_CARD})*"
_SHARE: Final = r"(\d+)%"
_AVERAGE: Final = r"(-?\d+\.\d)"
_SEAT: Final = "(" + "|".join(SEAT_NAMES) + ")"
_CAVEAT: Final = "A best case: in those deals the others see a moon coming late."
_FIXED: Final[dict[str, Reason]] = {
    "It was your only legal card.": OnlyCard(),
    "Your cards here were all equivalent.": AllEquivalent(),
    "The Expert's choice, or one just as good.": AsGood(),
}
_Patterns = tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], DealFact]], ...]
_QUEEN_FACTS: Final[_Patterns] = (
    (re.compile(rf"Passing ({_CARDS}) broke your guard of the Q♠\."), lambda m: GuardPassed(_cards(m[1]))),
    (re.compile(r"You kept the Q♠ with (\d+) lower spades? to guard her\."), lambda m: QueenKept(int(m[1]))),
    (
        re.compile(r"The Q♠ won her own trick: you took her yourself \(trick (\d+)\)\."),
        lambda m: QueenOwnTrick(int(m[1])),
    ),
    (re.compile(rf"The ({_CARD}) took the Q♠ \(trick (\d+)\)\."), lambda m: TookQueen(Card.parse(m[1]), int(m[2]))),
    (re.compile(r"It broke your guard of the Q♠ \((\d+) lower spades? left\)\."), lambda m: GuardBroken(int(m[1]))),
)
_DUCK_FACTS: Final[_Patterns] = (
    (
        re.compile(rf"The ({_CARD}) won trick (\d+) with (\d+) points? in it\."),
        lambda m: TookPoints(Card.parse(m[1]), int(m[2]), int(m[3])),
    ),
    (
        re.compile(
            rf"It left you unable to duck: on trick (\d+) you had nothing under the ({_CARD}) and took (\d+) points?\."
        ),
        lambda m: CouldNotDuck(int(m[1]), Card.parse(m[2]), int(m[3])),
    ),
)


def _cards(symbols: str) -> tuple[Card, ...]:
    return tuple(parse_cards(symbols))


def _share(percent: str) -> float:
    return int(percent) / 100


def from_sentence(text: str, kind: ChoiceKind) -> Reason:
    """The facts a stored reason sentence of a ``kind`` decision was made from; :class:`Legacy` if none."""
    if text in _FIXED:
        return _FIXED[text]
    best = rf"pass ({_CARDS})" if kind == "pass" else rf"({_CARD})"
    other = f"the {best}"
    mine = "with your pass" if kind == "pass" else "with it"
    odds = rf"in {_SHARE} of the sampled deals {mine}, {_SHARE} with {other}\."
    found = re.fullmatch(rf"About as good as {other}: the difference is within the noise of the sampled deals\.", text)
    if found:
        return WithinNoise(kind, _cards(found[1]))
    found = re.fullmatch(rf"Close to the best: {other} does only {_AVERAGE} better on average\.", text)
    if found:
        return CloseToBest(kind, _cards(found[1]), float(found[2]))
    found = re.fullmatch(rf"The {best} does {_AVERAGE} better on average over the sampled deals\.", text)
    if found:
        return CostOnly(kind, _cards(found[1]), float(found[2]))
    found = re.fullmatch(rf"(?:(.+?) )?You take the Q♠ {odds}", text)
    if found:
        stated, fact = _fact(found[1], _QUEEN_FACTS)
        if stated:
            return QueenRisk(kind, _cards(found[4]), _share(found[2]), _share(found[3]), fact)
    found = re.fullmatch(rf"It let the moon through: {_SEAT} shot it\. Another player shoots the moon {odds}", text)
    if found:
        return MoonLetThrough(kind, _cards(found[4]), _share(found[2]), _share(found[3]), SEAT_NAMES.index(found[1]))
    found = re.fullmatch(rf"It lets a moon through: another player shoots the moon {odds}", text)
    if found:
        return MoonLetThrough(kind, _cards(found[3]), _share(found[1]), _share(found[2]))
    found = re.fullmatch(rf"It gave up your shot at the moon: you shoot it {odds} {re.escape(_CAVEAT)}", text)
    if found:
        return MoonGivenUp(kind, _cards(found[3]), _share(found[1]), _share(found[2]))
    hearts = rf"You take {_AVERAGE} (hearts|points in hearts) on average {mine}, {_AVERAGE} with {other}\."
    found = re.fullmatch(rf"(?:(.+?) )?{hearts}", text)
    if found:
        stated, fact = _fact(found[1], _DUCK_FACTS)
        if stated:
            spot = found[3] == "points in hearts"
            return HeartsTaken(kind, _cards(found[5]), float(found[2]), float(found[4]), spot, fact)
    return Legacy(text)


def _fact(text: str | None, patterns: _Patterns) -> tuple[bool, DealFact | None]:
    """Whether ``text`` is a deal fact of ``patterns`` (or no text), and the fact it states."""
    if text is None:
        return True, None
    for pattern, make in patterns:
        found = pattern.fullmatch(text)
        if found:
            return True, make(found)
    return False, None
