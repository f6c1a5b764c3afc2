"""Every number as it is written: scores, points, counts, shares and averages.

Two forms of a score, each in its own places: the table's (:func:`number_text`
and :func:`points_text`: ``-10``, ``no points``, ``-10 points``, as the table,
the replay, History, the review's summary and the rules in short print them)
and Learn's and the settings' (:func:`number` and :func:`points_word`: ``−10``,
``0 points``, ``−10 points``, with a true minus sign).

>>> points_text(0), points_text(1), points_text(-10), number_text(-26)
('no points', '1 point', '-10 points', '-26')
>>> number(-26), points_word(-10), points_word(1), points_word(0.5)
('−26', '−10 points', '1 point', '½ point')
>>> plural(1, "lower spade"), plural(0, "point"), percent(0.074), decimal(2.35), count_word(3)
('1 lower spade', '0 points', '7%', '2.4', 'three')
>>> grouped(12345) == "12\u202f345", cost_text(2.35)
(True, '2.4 points')
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "cost_text",
    "count_word",
    "decimal",
    "grouped",
    "number",
    "number_text",
    "percent",
    "plural",
    "points_text",
    "points_word",
]

_COUNT_WORDS: Final = (
    "none",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
)
"""The counts a sentence spells out (a pass of three cards, thirteen tricks)."""


def number(value: float) -> str:
    """A score as Learn and the settings print it: a true minus sign for negatives (``−26``), halves as ``½``."""
    size = abs(value)
    if size == int(size):
        digits = str(int(size))
    elif (size * 2) == int(size * 2):
        digits = ("" if size < 1 else str(int(size))) + "½"
    else:
        digits = f"{size:g}"
    return f"−{digits}" if value < 0 else digits


def number_text(value: int) -> str:
    """A score as the table prints it: ``13``, ``-10`` (a hyphen for the minus)."""
    return str(value)


def points_word(value: float) -> str:
    """Points as Learn and the settings write them: ``1 point``, ``½ point``, ``13 points``, ``−10 points``."""
    return f"{number(value)} point" + ("" if 0 < abs(value) <= 1 else "s")


def points_text(points: int) -> str:
    """Points as the table writes them: ``no points``, ``1 point``, ``13 points``, ``-10 points``."""
    if points == 0:
        return "no points"
    return f"{number_text(points)} point" if abs(points) == 1 else f"{number_text(points)} points"


def plural(count: int, noun: str) -> str:
    """``1 heart``, ``2 hearts``, ``0 hearts``: a count and its noun (plural by an ``s``)."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def count_word(count: int) -> str:
    """A count spelt out, as a sentence says it: ``three`` (from ``none`` to ``thirteen``)."""
    return _COUNT_WORDS[count]


def percent(share: float) -> str:
    """A share of 1 as a whole percentage: ``7%``."""
    return f"{round(share * 100)}%"


def cost_text(cost: float) -> str:
    """Points a decision cost, to one decimal, as the review writes them: ``2.4 points``, ``1.0 points``."""
    return f"{decimal(cost)} points"


def grouped(value: int) -> str:
    """A count or a total, thousands set apart by a narrow space: ``12\u202f345``, ``-5``."""
    return f"{value:,}".replace(",", "\u202f")


def decimal(value: float) -> str:
    """An average or a cost to one decimal: ``2.4``."""
    return f"{value:.1f}"
