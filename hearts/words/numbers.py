"""Every number as it is written: scores, points, counts, shares and averages.

Two forms of points, each in its own places: the table's (:func:`points_text`:
``no points``, ``-10 points``, as the table, the replay and the review's
summary print them) and Learn's (:func:`points_word`: ``0 points``,
``−10 points``, with a true minus sign, as :func:`number` writes a score).

>>> points_text(0), points_text(1), points_text(-10)
('no points', '1 point', '-10 points')
>>> number(-26), points_word(-10), points_word(1)
('−26', '−10 points', '1 point')
>>> plural(1, "lower spade"), plural(0, "point"), percent(0.074), decimal(2.35)
('1 lower spade', '0 points', '7%', '2.4')
"""

from __future__ import annotations

__all__ = ["decimal", "number", "percent", "plural", "points_text", "points_word"]


def number(value: int) -> str:
    """A score as Learn prints it: a true minus sign for negatives (``−26``)."""
    return f"−{-value}" if value < 0 else str(value)


def points_word(value: int) -> str:
    """Points as Learn writes them: ``1 point``, ``13 points``, ``−10 points``."""
    return f"{number(value)} point" + ("" if abs(value) == 1 else "s")


def points_text(points: int) -> str:
    """Points as the table writes them: ``no points``, ``1 point``, ``13 points``, ``-10 points``."""
    if points == 0:
        return "no points"
    return f"{points} point" if abs(points) == 1 else f"{points} points"


def plural(count: int, noun: str) -> str:
    """``1 heart``, ``2 hearts``, ``0 hearts``: a count and its noun (plural by an ``s``)."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def percent(share: float) -> str:
    """A share of 1 as a whole percentage: ``7%``."""
    return f"{round(share * 100)}%"


def decimal(value: float) -> str:
    """An average or a cost to one decimal: ``2.4``."""
    return f"{value:.1f}"
