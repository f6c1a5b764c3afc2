"""Which practice positions the learner has solved: a small value the page saves.

The page keeps it as :meth:`Progress.to_data` in its own storage envelope
(:data:`hearts.web.storage.progress.PROGRESS_SLOT`); :meth:`Progress.to_json` is
the same with a version of its own, for stores that have no envelope.

>>> from hearts.learn.lessons import LESSONS
>>> progress = Progress().complete("pass-queen")
>>> Progress.from_json(progress.to_json()) == progress
True
>>> progress.next_position(LESSONS[0]).id
'pass-void'
>>> Progress.from_json("not json").completed
frozenset()
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Final

from .lessons import LESSONS, Lesson
from .positions import Position

__all__ = ["Progress"]

_VERSION: Final = 1
_KNOWN: Final = frozenset(p.id for lesson in LESSONS for p in lesson.positions)


@dataclass(frozen=True, slots=True)
class Progress:
    """The ids of the solved positions."""

    completed: frozenset[str] = frozenset()

    def complete(self, position_id: str) -> Progress:
        """This progress with one more position solved."""
        if position_id not in _KNOWN:
            raise KeyError(position_id)
        return Progress(self.completed | {position_id})

    def is_solved(self, position: Position) -> bool:
        return position.id in self.completed

    def solved_count(self, lesson: Lesson) -> int:
        return sum(1 for p in lesson.positions if p.id in self.completed)

    def lesson_done(self, lesson: Lesson) -> bool:
        return self.solved_count(lesson) == len(lesson.positions)

    def next_position(self, lesson: Lesson) -> Position | None:
        """The first unsolved position of ``lesson``, or ``None`` when all are solved."""
        for position in lesson.positions:
            if position.id not in self.completed:
                return position
        return None

    def reset(self, lesson: Lesson | None = None) -> Progress:
        """Forget one lesson's positions, or everything."""
        if lesson is None:
            return Progress()
        return Progress(self.completed - {p.id for p in lesson.positions})

    def to_data(self) -> list[str]:
        """The solved ids, sorted: plain JSON data for the page's storage."""
        return sorted(self.completed)

    @classmethod
    def from_data(cls, data: object) -> Progress:
        """Progress from :meth:`to_data` output; anything that is not a known id is dropped."""
        if not isinstance(data, list):
            return cls()
        return cls(frozenset(i for i in data if isinstance(i, str) and i in _KNOWN))

    def to_json(self) -> str:
        """Self-contained JSON text (with a version) for stores without an envelope of their own."""
        return json.dumps({"version": _VERSION, "completed": self.to_data()}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> Progress:
        """Progress from :meth:`to_json` text. Anything unreadable, or ids no longer known, are dropped."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except (ValueError, TypeError):
            return cls()
        if not isinstance(data, dict) or data.get("version") != _VERSION:
            return cls()
        return cls.from_data(data.get("completed"))
