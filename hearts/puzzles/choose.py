"""Which puzzle comes next: one near the player's rating, never one already done in this pass through the set.

Plain Python, no state: the set's entries (each puzzle's id, rating and themes), the player's rating, the theme
chosen (or ``None``: mixed), the ids done in this pass and a seeded :class:`random.Random` go in; the next id and
the pass's done ids once it is answered come out (:class:`Pick`), for the caller to keep.

The puzzles looked at are those of the theme not yet done in this pass. Among them, those within :data:`NEAR`
rating points of the player are drawn from, the window doubling until at least :data:`ENOUGH` are in it (or all
are), each weighted by closeness (a bell over the window: at its edge a seventh as likely as at the player's
rating). When the theme's puzzles are all done, a new pass through them begins: their ids are forgotten, the
ids done of other themes are kept.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Entry:
...     id: str
...     rating: float
...     themes: frozenset[str] = frozenset()
>>> entries = [Entry("a", 1200.0), Entry("b", 1500.0), Entry("c", 1800.0, frozenset({"duck"}))]
>>> pick = next_puzzle(entries, 1790.0, frozenset(), random.Random(1), theme="duck")
>>> pick.puzzle_id, sorted(pick.done), pick.new_pass
('c', ['c'], False)
>>> again = next_puzzle(entries, 1790.0, pick.done | {"a"}, random.Random(1), theme="duck")
>>> again.puzzle_id, sorted(again.done), again.new_pass
('c', ['a', 'c'], True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Final, Protocol

__all__ = ["ENOUGH", "NEAR", "NoPuzzle", "Pick", "RatedPuzzle", "in_theme", "next_puzzle"]

NEAR: Final = 100.0
"""Rating points either side of the player's rating looked at first."""
ENOUGH: Final = 8
"""How many puzzles the window must hold before one is drawn (fewer near: it widens)."""
_EDGE_SPREAD: Final = 2.0
"""The bell's width: the window's half-width over this many standard deviations."""


class RatedPuzzle(Protocol):
    """What choosing needs of a puzzle of the set."""

    @property
    def id(self) -> str: ...

    @property
    def rating(self) -> float: ...

    @property
    def themes(self) -> AbstractSet[str]: ...


class NoPuzzle(LookupError):
    """The set has no puzzle of the theme asked for (or none at all)."""

    def __init__(self, theme: str | None) -> None:
        super().__init__(f"no puzzle of the theme {theme!r}" if theme is not None else "no puzzle at all")
        self.theme = theme


@dataclass(frozen=True, slots=True)
class Pick:
    """The next puzzle, and the pass's done ids once it is answered."""

    puzzle_id: str
    done: frozenset[str]
    """The ids done in this pass, this puzzle's included (the theme's others forgotten when a pass begins)."""
    new_pass: bool
    """Whether every puzzle of the theme had been done, so that a new pass through them began."""


def in_theme(entries: Iterable[RatedPuzzle], theme: str | None) -> list[RatedPuzzle]:
    """The puzzles of ``theme`` (all for ``None``), each id once (its first entry), in the order of their ids: the
    same draw for the same seed whatever order the set came in."""
    found: dict[str, RatedPuzzle] = {}
    for entry in entries:
        if (theme is None or theme in entry.themes) and entry.id not in found:
            found[entry.id] = entry
    return [found[key] for key in sorted(found)]


def next_puzzle(
    entries: Iterable[RatedPuzzle],
    rating: float,
    done: AbstractSet[str],
    rng: random.Random,
    theme: str | None = None,
) -> Pick:
    """The next puzzle of ``theme`` (mixed for ``None``) for a player rated ``rating``: near that rating, and not
    one of ``done`` unless every puzzle of the theme is done (then a new pass through them begins).

    Raises :class:`NoPuzzle` when the set has no puzzle of the theme, :class:`ValueError` for a rating that is no
    number."""
    if not math.isfinite(rating):
        raise ValueError(f"a player's rating must be a finite number, not {rating!r}")
    pool = in_theme(entries, theme)
    if not pool:
        raise NoPuzzle(theme)
    left = [entry for entry in pool if entry.id not in done]
    new_pass = not left
    kept = frozenset(done)
    if new_pass:
        left = pool
        kept = kept - {entry.id for entry in pool}
    chosen = _draw_near(left, rating, rng)
    return Pick(chosen.id, kept | {chosen.id}, new_pass)


def window(ratings: Sequence[float], rating: float) -> float:
    """How far from ``rating`` the puzzles drawn from may be: :data:`NEAR`, doubled until :data:`ENOUGH` of
    ``ratings`` are within it (or all are); unbounded when that is no finite distance.

    >>> window([1500.0, 1550.0], 1500.0), window([1000.0 + 10 * n for n in range(100)], 1500.0)
    (100.0, 100.0)
    >>> window([1500.0, 1900.0, 2300.0] * 3, 1500.0), window([1500.0, math.nan], 1500.0)
    (800.0, inf)
    """
    wanted = min(ENOUGH, len(ratings))
    if not wanted:
        return NEAR
    distances = sorted(distance for distance in (abs(value - rating) for value in ratings) if not math.isnan(distance))
    if len(distances) < wanted or not math.isfinite(distances[wanted - 1]):
        return math.inf
    farthest = distances[wanted - 1]
    width = NEAR
    while width < farthest:
        width *= 2
    return width


def _draw_near(left: Sequence[RatedPuzzle], rating: float, rng: random.Random) -> RatedPuzzle:
    width = window([entry.rating for entry in left], rating)
    near = [entry for entry in left if abs(entry.rating - rating) <= width] or list(left)
    spread = width / _EDGE_SPREAD
    weights = [math.exp(-0.5 * ((entry.rating - rating) / spread) ** 2) for entry in near]
    return rng.choices(near, weights)[0]
