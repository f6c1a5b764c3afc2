"""Lists in a sentence.

>>> listing(["West"]), listing(["West", "North"]), listing(["2♣", "3♦", "Q♠"]), listing([])
('West', 'West and North', '2♣, 3♦ and Q♠', '')
>>> listing(["West took 3", "North 0", "you 13"], serial_comma=True), chain(["2 hearts", "the Q♠", "the K♠"])
('West took 3, North 0, and you 13', '2 hearts and the Q♠ and the K♠')
>>> series(["South 3", "West 0"])
'South 3, West 0'
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["chain", "listing", "series"]


def listing(items: Sequence[str], *, serial_comma: bool = False) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``A, B, and C`` with ``serial_comma``); ``""`` for none."""
    if len(items) <= 1:
        return "".join(items)
    last = ", and " if serial_comma and len(items) > 2 else " and "
    return ", ".join(items[:-1]) + last + items[-1]


def chain(items: Sequence[str]) -> str:
    """``A and B and C``: each item joined to the next by "and" (the score sheet's cards taken)."""
    return " and ".join(items)


def series(items: Sequence[str]) -> str:
    """``A, B, C``: items side by side, as a row of scores is read out."""
    return ", ".join(items)
