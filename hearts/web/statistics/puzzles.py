"""The statistics' part about puzzles: your puzzle rating over time, the best streak, and a table by theme.

Shown once you have answered a rated puzzle (:func:`puzzles_section` is ``None`` before).

>>> from datetime import date
>>> from hearts.web.storage.puzzle_progress import PuzzleProgress
>>> from hearts.web.ui.tree import text_of
>>> puzzles_section(PuzzleProgress()) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...puzzles import THEMES
from ...words import grouped, percent
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.puzzle_themes import theme_name
from ..storage.puzzle_progress import PuzzleProgress, ThemeTally
from ..ui.tree import Node, h
from .chart import PAD, line_of
from .tiles import stat_tile

__all__ = ["CHART_PUZZLES", "puzzles_section", "rating_chart"]

CHART_PUZZLES: Final = 50
"""Puzzles whose rating is drawn in the chart (the latest)."""
_LEAST_SPAN: Final = 100.0
"""The chart spans at least this many rating points."""


def rating_chart(values: Sequence[float], *, width: int = 320, height: int = 120) -> Node | None:
    """Your puzzle rating after each puzzle, oldest first, as an SVG line; ``None`` without data."""
    if not values:
        return None
    middle = (max(values) + min(values)) / 2
    half = max(_LEAST_SPAN, max(values) - min(values)) / 2 * 1.1

    def y(v: float) -> str:
        return f"{height / 2 - (height / 2 - PAD) * ((v - middle) / half):.1f}"

    n = len(values)
    now = grouped(round(values[-1]))
    # Translators: {rating} is the puzzle rating now, a whole number ("1,523").
    said = ngettext(
        "Your puzzle rating after each of your last {count} puzzle: now {rating}",
        "Your puzzle rating after each of your last {count} puzzles: now {rating}",
        n,
    ).format(count=n, rating=now)
    return h(
        "svg",
        {"class": "rating-chart lost-chart", "viewBox": f"0 0 {width} {height}", "role": "img", "aria-label": said},
        h("line", {"class": "axis", "x1": PAD, "y1": height - PAD, "x2": width - PAD, "y2": height - PAD}),
        h(
            "text",
            {"class": "mean-label", "x": width - PAD, "y": f"{float(y(values[-1])) - 6:.1f}", "text-anchor": "end"},
            now,
        ),
        *line_of(values, y, width=width),
    )


def _theme_rows(themes: dict[str, ThemeTally]) -> list[Node]:
    order = [theme for theme in THEMES if theme in themes] + sorted(set(themes) - set(THEMES))
    rows = []
    for theme in order:
        tally = themes[theme]
        share = percent(tally.right / tally.tried) if tally.tried else "–"
        rows.append(
            h(
                "tr",
                {},
                h("th", {"scope": "row"}, theme_name(theme)),
                h("td", {}, grouped(tally.tried)),
                h("td", {}, grouped(tally.right)),
                h("td", {"class": "all"}, share),
            )
        )
    return rows


def puzzles_section(progress: PuzzleProgress) -> Node | None:
    """Your puzzle rating over time with its value now and your best streak, and the puzzles by theme; ``None``
    until you have answered a rated puzzle."""
    if not progress.history:
        return None
    recent = [point.value for point in progress.history[-CHART_PUZZLES:]]
    themes = dict(progress.themes)
    table = (
        h(
            "div",
            {"class": "table-scroll"},
            h(
                "table",
                {"class": "stats-table puzzle-themes"},
                h("caption", {"class": "sr-only"}, _("Your puzzles by theme")),
                h(
                    "thead",
                    {},
                    h(
                        "tr",
                        {},
                        h("th", {"scope": "col"}, pgettext("puzzles column", "Theme")),
                        h("th", {"scope": "col"}, pgettext("puzzles column", "Tried")),
                        h("th", {"scope": "col"}, pgettext("puzzles column", "Right")),
                        h("th", {"scope": "col"}, pgettext("puzzles column", "Share right")),
                    ),
                ),
                h("tbody", {}, *_theme_rows(themes)),
            ),
        )
        if themes
        else None
    )
    return h(
        "section",
        {"class": "puzzle-stats"},
        h("h3", {}, _("Your puzzles")),
        h(
            "div",
            {"class": "stat-tiles"},
            stat_tile(_("Puzzle rating"), grouped(round(progress.rating.value))),
            stat_tile(_("Best streak"), grouped(progress.best_streak)),
        ),
        h(
            "figure",
            {"class": "lost-figure"},
            rating_chart(recent),
            h(
                "figcaption",
                {},
                ngettext(
                    "Your puzzle rating after each of your last {count} puzzle, oldest first. Higher is better.",
                    "Your puzzle rating after each of your last {count} puzzles, oldest first. Higher is better.",
                    len(recent),
                ).format(count=len(recent)),
            ),
        ),
        table,
    )
