"""One verdict of a deal's review as elements: the score sheet's list and History's replay both draw it from here.

Every number comes from :class:`hearts.analysis.Decision` and every sentence
from :mod:`hearts.words.review`; this module only lays them out (a tree: see :mod:`hearts.web.ui.tree`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...words import cost_text, decimal
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ...words.review import label_title, label_word
from ..ui.cards import card_refs
from ..ui.labels import trick_title
from ..ui.sentence import sentence
from ..ui.tree import Child, Node, h

if TYPE_CHECKING:
    from ...analysis import Decision

__all__ = [
    "costliest_line",
    "ranking_cost",
    "ranking_view",
    "verdict_view",
    "where",
]


def costliest_line(decision: Decision) -> list[Child]:
    """One of the costliest decisions: ``Trick 7: Q♠ — mistake, 2.4 points``."""
    # Translators: one of the costliest decisions of a deal. {where} is "Trick 7" or "Your pass"; {cards} the
    # card(s) played, as symbols; {verdict} "mistake", "blunder"…; {cost} "2.4 points".
    return sentence(
        _("{where}: {cards} — {verdict}, {cost}"),
        where=where(decision),
        cards=card_refs(decision.choice),
        verdict=label_word(decision.label),
        cost=cost_text(decision.cost),
    )


def where(decision: Decision) -> str:
    """``Your pass`` or ``Trick 7``."""
    return _("Your pass") if decision.kind == "pass" else trick_title(decision.trick)


def ranking_cost(cost: float) -> str:
    """How the ranking shows a choice's cost: ``best`` for the best (and any as good), else the points it loses.

    >>> ranking_cost(0.0), ranking_cost(0.04), ranking_cost(2.14)
    ('best', 'best', '−2.1')
    """
    from ...analysis import BEST

    # Translators: in the Expert's ranking of choices, the best one (in place of the points it would lose).
    return pgettext("ranking", "best") if cost < BEST else _("−{points}").format(points=decimal(cost))


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
            # Translators: in the Expert's ranking, the choice the player made: "−2.1 · yours".
            h("small", {}, _("{cost} · yours").format(cost=ranking_cost(cost)) if yours else ranking_cost(cost)),
        )
        for cards, cost, yours in rows
    ]
    return h(
        "div",
        {"class": "rv-ranking"},
        h("span", {"class": "rv-ranking-title"}, pgettext("review", "Ranked")),
        h("ol", {}, *items),
    )


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
    # Translators: what the Expert would have played; {cards} the card(s), as symbols.
    expert = sentence(_("Expert: {cards}"), cards=card_refs(decision.best))
    best = h("span", {"class": "rv-best"}, *expert) if judged and not same else None
    cost = (
        h(
            "span",
            {"class": "rv-cost"},
            # Translators: the points a decision lost against the Expert's best ("−2.4"), with a true minus sign.
            _("−{points}").format(points=decimal(decision.cost)) + " ",
            # Translators: how far off the cost's estimate may be: "± 0.3".
            h("small", {}, _("± {points}").format(points=decimal(decision.se))),
        )
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
            h("span", {"class": "rv-label"}, label_title(label)),
            best,
            cost,
        ),
        h("p", {"class": "rv-context"}, *context) if context else None,
        h("p", {"class": "rv-reason"}, reason_text(decision.reason)),
        ranking_view(decision),
    )
