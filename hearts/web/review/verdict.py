"""One verdict of a deal's review as elements: the score sheet's list and History's replay both draw it from here.

Every number comes from :class:`hearts.analysis.Decision` and every sentence
from :mod:`hearts.words.review`; this module only lays them out (a tree: see :mod:`hearts.web.ui.tree`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ...cards import Card
from ..ui.cards import card_ref
from ..ui.tree import Child, Node, h

if TYPE_CHECKING:
    from ...analysis import Decision

__all__ = ["LABEL_TITLES", "card_refs", "ranking_cost", "ranking_view", "verdict_view", "where"]

LABEL_TITLES: Final = {
    "forced": "Forced",
    "best": "Best",
    "good": "Good",
    "inaccuracy": "Inaccuracy",
    "mistake": "Mistake",
    "blunder": "Blunder",
}


def card_refs(cards: Sequence[Card]) -> list[Node]:
    """Cards named in a sentence: each its symbol, read out by name."""
    return [card_ref(card) for card in cards]


def where(decision: Decision) -> str:
    """``Your pass`` or ``Trick 7``."""
    return "Your pass" if decision.kind == "pass" else f"Trick {decision.trick}"


def ranking_cost(cost: float) -> str:
    """How the ranking shows a choice's cost: ``best`` for the best (and any as good), else the points it loses.

    >>> ranking_cost(0.0), ranking_cost(0.04), ranking_cost(2.14)
    ('best', 'best', '−2.1')
    """
    from ...analysis import BEST

    return "best" if cost < BEST else f"−{cost:.1f}"


def ranking_view(decision: Decision) -> Node | None:
    """The Expert's best few choices, best first, yours among them; ``None`` when nothing was ranked."""
    rows = decision.ranking()
    if not rows:
        return None
    items = [
        h(
            "li",
            {"class": "rv-rank yours" if yours else "rv-rank"},
            *card_refs(cards),
            h("small", {}, ranking_cost(cost) + (" · yours" if yours else "")),
        )
        for cards, cost, yours in rows
    ]
    return h("div", {"class": "rv-ranking"}, h("span", {"class": "rv-ranking-title"}, "Ranked"), h("ol", {}, *items))


def verdict_view(
    decision: Decision, *, tag: str = "div", element_id: str | None = None, context: Sequence[Child] = ()
) -> Node:
    """The Expert's verdict on one decision: what was played, its label and cost, the reason and the ranking.

    ``context`` (if any) is what the table showed then, as a line under the verdict's first.
    """
    from ...words.review import reason_text

    label = decision.label
    same = set(decision.best) == set(decision.choice)
    judged = label not in ("forced", "best")
    best = h("span", {"class": "rv-best"}, "Expert: ", *card_refs(decision.best)) if judged and not same else None
    cost = (
        h("span", {"class": "rv-cost"}, f"−{decision.cost:.1f} ", h("small", {}, f"± {decision.se:.1f}"))
        if judged
        else None
    )
    return h(
        tag,
        {"class": f"rv-item rv-{label}", "id": element_id},
        h(
            "div",
            {"class": "rv-line"},
            h("span", {"class": "rv-where"}, where(decision)),
            h("span", {"class": "rv-play"}, *card_refs(decision.choice)),
            h("span", {"class": "rv-label"}, LABEL_TITLES[label]),
            best,
            cost,
        ),
        h("p", {"class": "rv-context"}, *context) if context else None,
        h("p", {"class": "rv-reason"}, reason_text(decision.reason)),
        ranking_view(decision),
    )
