"""A deal's par as the page computes it: in slices that yield to the browser, once the late part has come.

Plain Python (asyncio only): :func:`compute_par` runs :func:`hearts.par.par_deal_steps` and gives control back to
the page every :data:`SLICE` seconds, reporting its progress on the way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...seats import SOUTH
from ..parts import LATER, PARTS
from ..slicer import think_reporting

if TYPE_CHECKING:
    from ...record import GameRecord, ParRecord

__all__ = ["PROGRESS_EVERY", "SLICE", "ParRun", "compute_par"]

SLICE: Final = 0.01
"""Seconds of work before control goes back to the page."""
PROGRESS_EVERY: Final = 0.12
"""Seconds between progress reports."""


@dataclass(slots=True)
class ParRun:
    """A deal's par: which deal of which game, how far its computing has come, and the par once done."""

    match_id: str
    deal: int
    done: int = 0
    total: int = 52
    par: ParRecord | None = None
    points: int = 0
    """Your points in the deal."""

    @property
    def fraction(self) -> float:
        """How far it has come, from 0 to 1 (1 once done)."""
        return 1.0 if self.par is not None else min(1.0, self.done / max(1, self.total))


async def compute_par(
    record: GameRecord, deal: int, level: str, on_progress: Callable[[int, int], None], seat: int = SOUTH
) -> ParRecord:
    """The par of ``deal`` of ``record`` against players of ``level``, yielding every :data:`SLICE` seconds."""
    await PARTS.wait(LATER, quiet=True)  # par is work nobody asked for: nothing shows that it waits
    from ...par import par_deal_steps

    return await think_reporting(par_deal_steps(record, deal, level, seat), SLICE, on_progress, PROGRESS_EVERY)
