"""The page's one voice for screen readers, in plain Python: what is said, in which live region, in what order.

The page has two live regions, both in ``index.html`` outside every view (so
that they speak whichever view shows): ``#live`` is polite (the table's news,
a step of a replay, a verdict in Learn, a tally reset) and ``#alert`` is
assertive (something went wrong). Every view speaks through one
:class:`Announcer`; the browser side (:mod:`hearts.web.ui.live`) only writes
each :class:`Line` it is handed.

A sentence is a new line added at the end of its region: an added line is
what a screen reader reads, so none is cut short by the next and a sentence
said twice is heard twice. A region keeps its last :data:`KEPT` lines.

>>> lines: list[Line] = []
>>> voice = Announcer(lines.append, kept=2)
>>> for words in ("West plays the 2 of clubs.", "", "North plays the 5 of clubs.", "North plays the 5 of clubs."):
...     voice.say(words)
>>> [(line.words, line.dropped) for line in lines]
[('West plays the 2 of clubs.', 0), ('North plays the 5 of clubs.', 0), ('North plays the 5 of clubs.', 1)]
>>> voice.alert("Something went wrong.")
>>> lines[-1].politeness, voice.lines("polite")
('assertive', ('North plays the 5 of clubs.', 'North plays the 5 of clubs.'))
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

__all__ = ["KEPT", "Announcer", "Line", "Politeness"]

Politeness = Literal["polite", "assertive"]

KEPT: Final = 5
"""How many lines a live region keeps (the oldest goes when a new one comes)."""


@dataclass(frozen=True)
class Line:
    """One sentence added to a live region, and how many of the region's oldest lines go to make room."""

    words: str
    politeness: Politeness
    dropped: int = 0


def _nowhere(line: Line) -> None:
    """The default ``out``: no page to write to."""


class Announcer:
    """Says sentences in order in the polite or the assertive region; ``out`` writes each :class:`Line`."""

    def __init__(self, out: Callable[[Line], None] = _nowhere, *, kept: int = KEPT) -> None:
        self.out = out
        self.kept = kept
        self._regions: dict[Politeness, deque[str]] = {"polite": deque(), "assertive": deque()}

    def say(self, words: str) -> None:
        """Say ``words`` when the screen reader is next free (news, a step, a verdict); nothing for no words."""
        self._add(words, "polite")

    def alert(self, words: str) -> None:
        """Say ``words`` at once, interrupting (something went wrong)."""
        self._add(words, "assertive")

    def lines(self, politeness: Politeness = "polite") -> tuple[str, ...]:
        """What the region holds now, oldest first."""
        return tuple(self._regions[politeness])

    def _add(self, words: str, politeness: Politeness) -> None:
        if not words:
            return
        region = self._regions[politeness]
        region.append(words)
        dropped = 0
        while len(region) > self.kept:
            region.popleft()
            dropped += 1
        self.out(Line(words, politeness, dropped))
