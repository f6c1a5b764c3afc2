"""A figure at a glance in the Statistics drawer: its value large, its label under it.

>>> from hearts.web.ui.tree import html_of
>>> html_of(stat_tile("Played", "3"))
'<div class="stat-tile"><span class="stat-value">3</span><span class="stat-label">Played</span></div>'
"""

from __future__ import annotations

from ..ui.tree import Node, h

__all__ = ["stat_tile"]


def stat_tile(label: str, value: str, classes: str = "") -> Node:
    """A tile: ``value`` over its ``label`` (``classes`` added, such as ``accent``)."""
    return h(
        "div",
        {"class": f"stat-tile {classes}".strip()},
        h("span", {"class": "stat-value"}, value),
        h("span", {"class": "stat-label"}, label),
    )
