"""What the statistics' line charts share: where each value lies across, and the line with its dots.

>>> from hearts.web.ui.tree import html_of
>>> [html_of(node) for node in line_of([1.0, 3.0], lambda v: f"{10 * v:.1f}", width=100)]
['<polyline points="8.0,10.0 92.0,30.0"></polyline>', '<circle cx="8.0" cy="10.0" r="2.5"></circle>', \
'<circle cx="92.0" cy="30.0" r="2.5"></circle>']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..ui.tree import Node, h

__all__ = ["PAD", "across", "line_of"]

PAD: Final = 8
"""The chart's margin, in its own units."""


def across(i: int, n: int, width: int) -> str:
    """Where the ``i``-th of ``n`` values lies across a chart ``width`` wide (one value: in the middle)."""
    return f"{PAD + (width - 2 * PAD) * (i / (n - 1) if n > 1 else 0.5):.1f}"


def line_of(values: Sequence[float], y: Callable[[float], str], *, width: int) -> list[Node]:
    """The values as a line through a dot each, oldest first; ``y`` places a value up the chart."""
    n = len(values)
    return [
        h("polyline", {"points": " ".join(f"{across(i, n, width)},{y(v)}" for i, v in enumerate(values))}),
        *(h("circle", {"cx": across(i, n, width), "cy": y(v), "r": "2.5"}) for i, v in enumerate(values)),
    ]
