"""Your lesson progress, as the browser keeps it: the practice positions solved.

>>> from hearts.learn import LESSONS
>>> from hearts.web.storage.slots import MemoryStore
>>> from hearts.web.storage.store import Storage
>>> storage = Storage(MemoryStore())
>>> solved = Progress().complete(LESSONS[0].positions[0].id)
>>> storage.save(PROGRESS_SLOT, solved)
>>> storage.load(PROGRESS_SLOT).value == solved
True
"""

from __future__ import annotations

from ...learn.progress import Progress
from .slots import Decoded, Slot

__all__ = ["PROGRESS_SLOT"]

PROGRESS_SLOT: Slot[Progress] = Slot(
    "learn",
    1,
    "your lesson progress",
    "the lessons start afresh",
    decode=lambda data: Decoded(Progress.from_data(data)),
    encode=lambda progress: progress.to_data(),
    default=Progress,
)
"""Where the lesson progress is kept (``hearts.learn``, where browsers keep it already)."""
