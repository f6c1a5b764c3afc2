"""The verdicts of a deal's review, and their stored form.

A :class:`Decision` is the verdict on one pass or play: what was chosen, the
Expert's best, the cost with its standard error, the label, the reason (facts:
:mod:`hearts.analysis.reasons`) and the best few choices. A :class:`DealReview`
holds one seat's decisions in one deal.

Stored form (:meth:`DealReview.to_data`): ``{"game", "deal", "seat",
"complete", "decisions": [...]}``, each decision ``{"kind", "step", "choice",
"best", "cost", "se", "label", "reason", "samples", "alternatives"}`` with cards
as codes, costs rounded to three decimals and the reason as its facts' data.
A review stored with its reasons as sentences (the first stored format) is
read back with each sentence turned into its facts
(:func:`hearts.analysis.legacy.from_sentence`).

>>> from hearts.cards import format_cards, parse_cards
>>> from hearts.analysis.reasons import AsGood
>>> best, other, mine = (parse_cards(code) for code in ("AS", "7S", "KS"))
>>> decision = Decision("play", 4, tuple(mine), tuple(best), 13.5, 1.2, "blunder", AsGood(),
...                     alternatives=((tuple(best), 0.0), (tuple(other), 0.3)))
>>> [(format_cards(cards), cost, yours) for cards, cost, yours in decision.ranking()]
[('AS', 0.0, False), ('7S', 0.3, False), ('KS', 13.5, True)]
>>> Decision.from_data(decision.to_data()) == decision
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final

from ..cards import Card, format_cards, parse_cards
from ..errors import InvalidRecord
from .legacy import from_sentence
from .measure import LABELS, ChoiceKind, Label
from .reasons import Reason, reason_from_data

__all__ = ["DealReview", "Decision"]

_SAME_COST: Final = 5e-4
"""Costs closer than this are the same cost (a kept review rounds them to three decimals)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """The verdict on one decision of a deal."""

    kind: ChoiceKind
    step: int
    """How many cards had been played before it (0 for the pass): the replay's step."""
    choice: tuple[Card, ...]
    best: tuple[Card, ...]
    cost: float
    se: float
    label: Label
    reason: Reason
    samples: int = 0
    alternatives: tuple[tuple[tuple[Card, ...], float], ...] = ()
    """The best few choices and their costs, best first."""

    @property
    def trick(self) -> int:
        """The trick (1 to 13) of a play; 0 for the pass."""
        return 0 if self.kind == "pass" else self.step // 4 + 1

    @property
    def same_as_best(self) -> bool:
        """Whether the choice is the Expert's own (the same cards)."""
        return set(self.best) == set(self.choice)

    def ranking(self) -> tuple[tuple[tuple[Card, ...], float, bool], ...]:
        """The Expert's best few choices with their costs, best first, and whether each is yours.

        Yours stands in the place of a choice that cost the same (it is that
        choice, or one equivalent to it), or is added last. Empty for a forced
        card and when every card was equivalent.
        """
        if self.label == "forced":
            return ()
        mine = frozenset(self.choice)
        rows: list[tuple[tuple[Card, ...], float, bool]] = []
        seen: set[frozenset[Card]] = set()
        placed = False
        for cards, cost in self.alternatives:
            if frozenset(cards) in seen:
                continue
            if not placed and (frozenset(cards) == mine or abs(cost - self.cost) < _SAME_COST):
                cards, placed = self.choice, True
            seen.add(frozenset(cards))
            rows.append((cards, cost, cards == self.choice))
        if not placed:
            rows.append((self.choice, self.cost, True))
        return tuple(rows) if len(rows) > 1 else ()

    def to_data(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "step": self.step,
            "choice": format_cards(self.choice),
            "best": format_cards(self.best),
            "cost": round(self.cost, 3),
            "se": round(self.se, 3),
            "label": self.label,
            "reason": self.reason.to_data(),
            "samples": self.samples,
            "alternatives": [[format_cards(cards), round(cost, 3)] for cards, cost in self.alternatives],
        }

    @classmethod
    def from_data(cls, data: Any) -> Decision:
        """A decision :meth:`to_data` wrote, or one stored with its reason as a sentence."""
        try:
            label = data["label"]
            kind = data["kind"]
            if label not in LABELS or kind not in ("play", "pass"):
                raise ValueError(label)
            stored = data["reason"]
            reason = from_sentence(stored, kind) if isinstance(stored, str) else reason_from_data(stored)
            return cls(
                kind,
                int(data["step"]),
                tuple(parse_cards(data["choice"])),
                tuple(parse_cards(data["best"])),
                float(data["cost"]),
                float(data["se"]),
                label,
                reason,
                int(data.get("samples", 0)),
                tuple((tuple(parse_cards(cards)), float(cost)) for cards, cost in data.get("alternatives", [])),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidRecord(f"A stored review is damaged ({error}).") from None


@dataclass(frozen=True, slots=True)
class DealReview:
    """The verdicts on one seat's decisions in one deal."""

    game_number: int
    deal_index: int
    seat: int
    decisions: tuple[Decision, ...]
    complete: bool = True
    """Whether the deal was over (a deal in progress is reviewed up to its last decision)."""

    @property
    def total_cost(self) -> float:
        """Points the seat's decisions cost in all."""
        return math.fsum(d.cost for d in self.decisions if d.label not in ("forced", "best", "good"))

    @property
    def largest(self) -> tuple[Decision, ...]:
        """The costly decisions (inaccuracies and worse), most costly first."""
        costly = [d for d in self.decisions if d.label in ("inaccuracy", "mistake", "blunder")]
        return tuple(sorted(costly, key=lambda d: (-d.cost, d.step)))

    def count(self, label: Label) -> int:
        return sum(1 for d in self.decisions if d.label == label)

    def to_data(self) -> dict[str, Any]:
        return {
            "game": self.game_number,
            "deal": self.deal_index,
            "seat": self.seat,
            "complete": self.complete,
            "decisions": [d.to_data() for d in self.decisions],
        }

    @classmethod
    def from_data(cls, data: Any) -> DealReview:
        if not isinstance(data, dict) or not isinstance(data.get("decisions"), list):
            raise InvalidRecord("A stored review is damaged (no decisions).")
        try:
            game, deal, seat = int(data["game"]), int(data["deal"]), int(data["seat"])
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidRecord(f"A stored review is damaged ({error}).") from None
        decisions = tuple(Decision.from_data(item) for item in data["decisions"])
        return cls(game, deal, seat, decisions, bool(data.get("complete", True)))
