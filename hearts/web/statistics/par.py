"""The statistics' part about par: your points against par per deal, overall and by level, and a line of it over
your recent deals (below zero: fewer points than the Expert took with the same cards).

>>> from hearts.web.ui.tree import text_of
>>> "Finish a deal" in text_of(par_section(ParBook()))
True
>>> book = ParBook().added("m1", 0, "easy", 6, 9).added("m1", 1, "easy", 13, 10)
>>> "+3.0" in text_of(par_section(book)) or "0.0" in text_of(par_section(book))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...words import decimal
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ..storage.pars import ParBook
from ..ui.tree import Node, h
from .chart import PAD, line_of
from .levels import level_table

__all__ = ["CHART_DEALS", "par_chart", "par_section", "signed"]

CHART_DEALS: Final = 30
"""Deals drawn in the chart (the latest)."""


def signed(value: float) -> str:
    """Points against par with their sign: ``+1.5``, ``-2.0``, ``0.0``."""
    said = decimal(abs(value))
    if round(value, 1) > 0:
        return "+" + said
    if round(value, 1) < 0:
        return "−" + said
    return said


def par_chart(values: Sequence[int], *, width: int = 320, height: int = 120) -> Node | None:
    """Your points less the par per deal, oldest first, as an SVG line over the par's line; ``None`` without data."""
    if not values:
        return None
    top = max(5, *(abs(v) for v in values)) * 1.1
    pad = PAD
    n = len(values)

    def y(v: float) -> str:
        return f"{height / 2 - (height / 2 - pad) * (v / top):.1f}"

    mean = sum(values) / n
    # Translators: {average} is a signed number with one decimal ("+2.4", "−1.0").
    said = ngettext(
        "Your points against par in your last {count} deal: average {average}",
        "Your points against par in your last {count} deals: average {average}",
        n,
    ).format(count=n, average=signed(mean))
    return h(
        "svg",
        {"class": "par-chart lost-chart", "viewBox": f"0 0 {width} {height}", "role": "img", "aria-label": said},
        h("line", {"class": "axis", "x1": pad, "y1": y(0), "x2": width - pad, "y2": y(0)}),
        h(
            "text",
            {"class": "mean-label", "x": width - pad, "y": f"{float(y(0)) - 5:.1f}", "text-anchor": "end"},
            # Translators: the label of the chart's line at zero: your points equal to the par.
            pgettext("chart", "par"),
        ),
        *line_of(values, y, width=width),
    )


def _average(value: float | None) -> str:
    return "–" if value is None else signed(value)


def par_section(book: ParBook) -> Node:
    """Your points against par per deal, overall and by level, with a line of the latest deals."""
    title = h("h3", {}, _("Your points against par"))
    if not book.deals():
        return h(
            "section",
            {"class": "par-stats"},
            title,
            h(
                "p",
                {"class": "panel-note"},
                _(
                    "Finish a deal and its par, what the Expert took with your cards, is worked out;"
                    " your points against it appear here, deal after deal."
                ),
            ),
        )
    recent = book.recent(CHART_DEALS)
    return h(
        "section",
        {"class": "par-stats"},
        title,
        level_table(
            _("Your points against par, in total and by difficulty"),
            [
                (_("Points against par per deal"), lambda level: _average(book.against_par(level))),
                (_("Deals with a par"), lambda level: str(book.deals(level))),
            ],
        ),
        h(
            "figure",
            {"class": "lost-figure"},
            par_chart([entry.against for entry in recent]),
            h(
                "figcaption",
                {},
                ngettext(
                    "Your points less the par in your last {count} deal, oldest first. Below the line you took"
                    " fewer points than the Expert did with the same cards; the cards do not decide it.",
                    "Your points less the par in your last {count} deals, oldest first. Below the line you took"
                    " fewer points than the Expert did with the same cards; the cards do not decide it.",
                    len(recent),
                ).format(count=len(recent)),
            ),
        ),
    )
