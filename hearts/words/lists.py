"""Lists in a sentence.

>>> listing(["West"]), listing(["West", "North"]), listing(["2♣", "3♦", "Q♠"]), listing([])
('West', 'West and North', '2♣, 3♦ and Q♠', '')
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["listing"]


def listing(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C`` (no comma before the last); ``""`` for none."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
