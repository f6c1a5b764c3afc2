"""The statistics' part about decisions: points lost per reviewed deal, overall and by level, and its chart.

>>> from hearts.web.statistics.views import statistics_view
>>> from hearts.web.storage.statistics import Statistics
>>> from hearts.web.ui.tree import find, text_of
>>> view = decisions_view(statistics_view(Statistics()), ReviewBook())
>>> "Review a deal from its score sheet" in text_of(find(view, "section", **{"class": "decisions"}))
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..review.sheet import decisions_chart
from ..storage.reviews import ReviewBook
from ..storage.settings import DIFFICULTIES, DIFFICULTY_IDS
from ..ui.tree import Node, h

__all__ = ["CHART_DEALS", "decisions_view"]

CHART_DEALS: Final = 30
"""Reviewed deals drawn in the chart (the latest)."""


def _average(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def _deals(count: int) -> str:
    return "reviewed deal" if count == 1 else f"{count} reviewed deals"


def decisions_section(book: ReviewBook) -> Node:
    """Points lost to decisions per reviewed deal, overall and by level, with a chart of the latest deals."""
    title = h("h3", {}, "Your decisions")
    if not book.deals():
        return h(
            "section",
            {"class": "decisions"},
            title,
            h(
                "p",
                {"class": "panel-note"},
                "Review a deal from its score sheet and the points your decisions cost, against the Expert's best,"
                " appear here, deal after deal.",
            ),
        )
    groups = [("All levels", None), *((DIFFICULTIES[d], d) for d in DIFFICULTY_IDS)]
    head = h(
        "tr",
        {},
        h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, "Statistic")),
        *(h("th", {"scope": "col"}, name) for name, _ in groups),
    )
    rows = [
        h(
            "tr",
            {},
            h("th", {"scope": "row"}, "Points lost to decisions per deal"),
            *(
                h("td", {"class": "all" if i == 0 else None}, _average(book.lost_per_deal(level)))
                for i, (_, level) in enumerate(groups)
            ),
        ),
        h(
            "tr",
            {},
            h("th", {"scope": "row"}, "Deals reviewed"),
            *(
                h("td", {"class": "all" if i == 0 else None}, str(book.deals(level)))
                for i, (_, level) in enumerate(groups)
            ),
        ),
    ]
    recent = book.recent(CHART_DEALS)
    checked = sum(1 for entry in recent if entry.checked)
    return h(
        "section",
        {"class": "decisions"},
        title,
        h(
            "div",
            {"class": "table-scroll"},
            h(
                "table",
                {"class": "stats-table"},
                h("caption", {"class": "sr-only"}, "Points lost to decisions, in total and by difficulty"),
                h("thead", {}, head),
                h("tbody", {}, *rows),
            ),
        ),
        h(
            "figure",
            {"class": "lost-figure"},
            decisions_chart([entry.lost for entry in recent]),
            h(
                "figcaption",
                {},
                (
                    f"Points lost in your last {len(recent)} reviewed deals, oldest first;"
                    " the dashed line is their average. Lower is better."
                    if len(recent) > 1
                    else "Points lost in your one reviewed deal so far; each deal you review adds a point to the line."
                    " Lower is better."
                ),
            ),
        ),
        h(
            "p",
            {"class": "panel-note"},
            f"Played with the play checker on: {len(book.checked)} game{'' if len(book.checked) == 1 else 's'}"
            + (f" ({checked} of the deals above)." if checked else "."),
        ),
    )


def decisions_view(statistics: Node, book: ReviewBook) -> Node:
    """The statistics view with the decisions section after its table."""
    card = statistics
    head, body = card.children[0], card.children[1]
    assert isinstance(body, Node)
    children = list(body.children)
    place = next(
        (i + 1 for i, child in enumerate(children) if isinstance(child, Node) and child.get("class") == "table-scroll"),
        len(children),
    )
    children.insert(place, decisions_section(book))
    return replace(card, children=(head, replace(body, children=tuple(children)), *card.children[2:]))
