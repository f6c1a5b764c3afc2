"""The player's puzzle rating: Glicko-2, each puzzle an opponent rated as the puzzle is, a right answer a win.

The sums are those of the ``glicko2`` package (2.1.0 on PyPI, MIT, pinned in ``pyproject.toml``): one module of
pure Python that needs only :mod:`math`, 6 KB of source, so it runs unchanged on the page's Python (Pyodide) and
comes with the page's late part (``scripts/build_site.py`` copies it from the installed package). It reproduces
Glickman's worked example (1500, deviation 200, against 1400/30, 1550/100 and 1700/300: 1464.05, 151.52), and it
rates on the scale the puzzles' own ratings are fitted on (a logistic curve in rating points, the middle at 1500).
``openskill`` (6.2.0, MIT, kept up) was weighed too: its models of teams and ranks are Weng-Lin's rather than
Glicko's, each model a module of about 40 KB (all five imported by its package), its ``mu``/``sigma`` scale is not
the puzzles' (a mapping of our own would be needed), and on CPython pip installs a build compiled with mypyc.

What to know of ``glicko2`` 2.1.0: its volatility step squares the rating where Glickman's ``f(x)`` squares the
deviation, which moves the volatility in its fifth decimal (0.060009 instead of 0.060032 for a 2400 player after
Glickman's three games; the rating and deviation agree to a thousandth of a point), so the volatility stays near its
start; and its wheel installs a stray top-level ``tests`` package beside it (the project's own ``tests`` comes first
on the path of every test run, and the build copies the ``glicko2`` package alone).

Each puzzle is one rating period. With the puzzle's deviation small, the deviation of a player answering near their
level settles near 60 points after some fifty puzzles (61 after a hundred, measured), so the rating keeps following
the player.

>>> after = update(NEW_PLAYER, 1500.0, right=True)
>>> round(after.value), round(after.deviation)
(1675, 248)
>>> update(NEW_PLAYER, 1500.0, right=False).value < NEW_PLAYER.value < after.value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import glicko2

__all__ = ["NEW_PLAYER", "PUZZLE_DEVIATION", "Rating", "update"]


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's Glicko-2 rating: the value, how unsure it is (the deviation) and how erratic (the volatility)."""

    value: float
    deviation: float
    volatility: float


NEW_PLAYER: Final = Rating(1500.0, 350.0, 0.06)
"""A new player's rating: the middle of the scale, as unsure as can be, Glickman's suggested volatility."""
PUZZLE_DEVIATION: Final = 50.0
"""The deviation each puzzle plays with: its rating is fitted from many solvers, so it is taken as nearly sure."""


def update(rating: Rating, puzzle_rating: float, right: bool) -> Rating:
    """The rating after one puzzle of rating ``puzzle_rating``: up after a right answer, down after a wrong one."""
    player = glicko2.Player(rating=rating.value, rd=rating.deviation, vol=rating.volatility)
    player.update_player([puzzle_rating], [PUZZLE_DEVIATION], [1 if right else 0])
    return Rating(float(player.rating), float(player.rd), float(player.vol))
