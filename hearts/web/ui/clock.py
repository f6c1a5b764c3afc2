"""The person's clock: today's date and the time, as the browser tells them where the person is.

Plain Python over anything shaped like JavaScript's ``Date`` (months from 0):
the page hands in ``js.Date.new``, tests a fixed moment.

>>> from types import SimpleNamespace
>>> moment = SimpleNamespace(getFullYear=lambda: 2026, getMonth=lambda: 11, getDate=lambda: 1,
...                          getHours=lambda: 9, getMinutes=lambda: 5)
>>> clock = Clock(lambda: moment)
>>> clock.today(), clock.stamp()
(datetime.date(2026, 12, 1), '2026-12-01 09:05')
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Protocol

__all__ = ["Clock", "Moment"]


class Moment(Protocol):
    """What the page reads of a JavaScript ``Date`` (local time; ``getMonth`` counts from 0), by its own names."""

    def getFullYear(self) -> float: ...
    def getMonth(self) -> float: ...
    def getDate(self) -> float: ...
    def getHours(self) -> float: ...
    def getMinutes(self) -> float: ...


class Clock:
    """Today and now where the person is; ``now`` returns the current moment each time it is called."""

    def __init__(self, now: Callable[[], Moment]) -> None:
        self.now = now

    def today(self) -> _dt.date:
        """Today's date where the person is (the browser's clock and time zone)."""
        now = self.now()
        return _dt.date(_int(now.getFullYear()), _int(now.getMonth()) + 1, _int(now.getDate()))

    def stamp(self) -> str:
        """The date and time where the person is, ``YYYY-MM-DD HH:MM`` (as History shows when a game was played)."""
        now = self.now()
        return (
            f"{_int(now.getFullYear()):04d}-{_int(now.getMonth()) + 1:02d}-{_int(now.getDate()):02d}"
            f" {_int(now.getHours()):02d}:{_int(now.getMinutes()):02d}"
        )


def _int(value: float) -> int:
    """A JavaScript number as a Python int."""
    return int(value)
