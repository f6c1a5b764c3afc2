"""The statistics' part about decisions: points lost per reviewed deal, overall and by level, and its chart.

>>> from hearts.web.statistics.views import statistics_view
>>> from hearts.web.storage.statistics import Statistics
>>> from hearts.web.ui.tree import find, text_of
>>> view = decisions_view(statistics_view(Statistics()), ReviewBook())
>>> "Review a deal from its score sheet" in text_of(find(view, "section", **{"class": "decisions"}))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from ...words import decimal
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ..storage.reviews import ReviewBook
from ..ui.labels import your_decisions
from ..ui.tree import Node, h
from .chart import PAD, line_of
from .levels import level_table

__all__ = ["CHART_DEALS", "decisions_chart", "decisions_section", "decisions_view"]

CHART_DEALS: Final = 30
"""Reviewed deals drawn in the chart (the latest)."""


def decisions_chart(values: Sequence[float], *, width: int = 320, height: int = 120) -> Node | None:
    """Points lost per reviewed deal, oldest first, as an SVG line (its average dashed); ``None`` without data."""
    if not values:
        return None
    top = max(5.0, max(values) * 1.1)
    pad = PAD
    n = len(values)

    def height_of(v: float) -> float:
        return height - pad - (height - 2 * pad) * (v / top)

    def y(v: float) -> str:
        return f"{height_of(v):.1f}"

    mean = sum(values) / n
    mean_y = height_of(mean)
    label_y = mean_y - 5 if mean_y >= 19 else mean_y + 15  # under the line when it runs along the top
    # Translators: {average} is a number with one decimal ("2.4").
    said = (
        ngettext(
            "Points lost to decisions in your last {count} reviewed deal: average {average}",
            "Points lost to decisions in your last {count} reviewed deals: average {average}",
            n,
        )
        if n > 1
        else _("Points lost to decisions in your one reviewed deal: average {average}")
    ).format(count=n, average=decimal(mean))
    return h(
        "svg",
        {
            "class": "lost-chart",
            "viewBox": f"0 0 {width} {height}",
            "role": "img",
            "aria-label": said,
        },
        h("line", {"class": "axis", "x1": pad, "y1": height - pad, "x2": width - pad, "y2": height - pad}),
        h("line", {"class": "mean", "x1": pad, "y1": y(mean), "x2": width - pad, "y2": y(mean)}),
        h(
            "text",
            {"class": "mean-label", "x": width - pad, "y": f"{label_y:.1f}", "text-anchor": "end"},
            # Translators: the label of the chart's average line; {average} is a number ("2.4").
            _("average {average}").format(average=decimal(mean)),
        ),
        *line_of(values, y, width=width),
    )


def _average(value: float | None) -> str:
    return "–" if value is None else decimal(value)


def decisions_section(book: ReviewBook) -> Node:
    """Points lost to decisions per reviewed deal, overall and by level, with a chart of the latest deals."""
    title = h("h3", {}, your_decisions())
    if not book.deals():
        return h(
            "section",
            {"class": "decisions"},
            title,
            h(
                "p",
                {"class": "panel-note"},
                _(
                    "Review a deal from its score sheet and the points your decisions cost, against the Expert's best,"
                    " appear here, deal after deal."
                ),
            ),
        )
    recent = book.recent(CHART_DEALS)
    checked = sum(1 for entry in recent if entry.checked)
    return h(
        "section",
        {"class": "decisions"},
        title,
        level_table(
            _("Points lost to decisions, in total and by difficulty"),
            [
                (_("Points lost to decisions per deal"), lambda level: _average(book.lost_per_deal(level))),
                (_("Deals reviewed"), lambda level: str(book.deals(level))),
            ],
        ),
        h(
            "figure",
            {"class": "lost-figure"},
            decisions_chart([entry.lost for entry in recent]),
            h(
                "figcaption",
                {},
                (
                    ngettext(
                        "Points lost in your last {count} reviewed deal, oldest first;"
                        " the dashed line is their average. Lower is better.",
                        "Points lost in your last {count} reviewed deals, oldest first;"
                        " the dashed line is their average. Lower is better.",
                        len(recent),
                    ).format(count=len(recent))
                    if len(recent) > 1
                    else _(
                        "Points lost in your one reviewed deal so far; each deal you review adds a point to the line."
                        " Lower is better."
                    )
                ),
            ),
        ),
        h(
            "p",
            {"class": "panel-note"},
            # Translators: {checked} is how many of the deals in the chart above were played with the play checker.
            ngettext(
                "Played with the play checker on: {count} game ({checked} of the deals above).",
                "Played with the play checker on: {count} games ({checked} of the deals above).",
                len(book.checked),
            ).format(count=len(book.checked), checked=checked)
            if checked
            else ngettext(
                "Played with the play checker on: {count} game.",
                "Played with the play checker on: {count} games.",
                len(book.checked),
            ).format(count=len(book.checked)),
        ),
    )


def decisions_view(statistics: Node, book: ReviewBook, *after: Node | None) -> Node:
    """The statistics view with the decisions section after its table (and the sections ``after`` it: par's, the
    puzzles'; ``None`` for one not shown)."""
    card = statistics
    head, body = card.children[0], card.children[1]
    assert isinstance(body, Node)
    children = list(body.children)
    place = next(
        (i + 1 for i, child in enumerate(children) if isinstance(child, Node) and child.get("class") == "table-scroll"),
        len(children),
    )
    children[place:place] = [decisions_section(book), *(section for section in after if section is not None)]
    return replace(card, children=(head, replace(body, children=tuple(children)), *card.children[2:]))
