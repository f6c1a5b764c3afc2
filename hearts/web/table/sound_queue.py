"""What the table reports for sounds: the events since the page last asked, each heard once.

>>> queue = SoundQueue()
>>> queue.add("card", "trick")
>>> queue.take(), queue.take()
(['card', 'trick'], [])
"""

from __future__ import annotations

from typing import Final, Literal

from ...cards import QUEEN_OF_SPADES
from ...tricks import Trick

__all__ = ["EVENTS", "Event", "SoundQueue", "play_events"]

Event = Literal["card", "trick", "hearts", "queen", "moon"]
EVENTS: Final[tuple[Event, ...]] = ("card", "trick", "hearts", "queen", "moon")
"""What the table reports for sounds: a card played, a trick taken, hearts broken, the Queen of spades taken, a moon."""


def play_events(hearts_broken_now: bool, trick: Trick | None) -> list[Event]:
    """The events of one card: the card, hearts broken by it, the trick it ended (the Queen's own sound if taken)."""
    events: list[Event] = ["card"]
    if hearts_broken_now:
        events.append("hearts")
    if trick is not None:
        events.append("queen" if QUEEN_OF_SPADES in trick.cards else "trick")
    return events


class SoundQueue:
    """The events since the page last asked, oldest first."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, *events: Event) -> None:
        self.events.extend(events)

    def take(self) -> list[Event]:
        """The events since the last call, oldest first (each is returned once)."""
        events, self.events = self.events, []
        return events
