"""A table of figures by the computer players' level: one column for all levels, then one per level.

>>> from hearts.web.ui.tree import find_all
>>> table = level_table("Deals", [("Deals played", lambda level: "3" if level is None else "1")])
>>> [cell.children for cell in find_all(table, "td")]
[('3',), ('1',), ('1',), ('1',), ('1',)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...words import level_name
from ...words.catalog import gettext as _
from ..storage.settings import DIFFICULTY_IDS
from ..ui.labels import statistic_column
from ..ui.tree import Node, h

__all__ = ["level_table"]

Row = tuple[str, Callable[[str | None], str]]
"""A row: its heading and its figure for a level (``None``: all levels)."""


def level_table(caption: str, rows: Sequence[Row]) -> Node:
    """``rows`` in a table (in its scrolling box) with a column for all levels, then one per level."""
    groups = [(_("All levels"), None), *((level_name(d), d) for d in DIFFICULTY_IDS)]
    head = h(
        "tr",
        {},
        h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, statistic_column())),
        *(h("th", {"scope": "col"}, name) for name, __ in groups),
    )
    body = [
        h(
            "tr",
            {},
            h("th", {"scope": "row"}, heading),
            *(h("td", {"class": "all" if i == 0 else None}, figure(level)) for i, (__, level) in enumerate(groups)),
        )
        for heading, figure in rows
    ]
    return h(
        "div",
        {"class": "table-scroll"},
        h(
            "table",
            {"class": "stats-table"},
            h("caption", {"class": "sr-only"}, caption),
            h("thead", {}, head),
            h("tbody", {}, *body),
        ),
    )
