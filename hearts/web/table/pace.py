"""The computer players' pace, apart from the animation speed: how long the table waits for them.

A pace (one of :data:`hearts.web.storage.settings.PACES`) sets the pause
before each computer card and how long a finished trick stays when play
continues by itself. Neither is ever shorter than the animation needs to
show a card arriving (see :func:`pause_seconds`).

>>> pause_seconds("quick", 0.0), pause_seconds("quick", 0.3), pause_seconds("normal", 0.3)
(0.02, 0.3, 0.65)
"""

from __future__ import annotations

from typing import Final

__all__ = ["forced_seconds", "linger_seconds", "pause_seconds"]

_PAUSE: Final[dict[str, float]] = {"quick": 0.02, "normal": 0.65, "relaxed": 1.1}
"""Seconds before each computer card."""
_LINGER: Final[dict[str, float]] = {"quick": 0.15, "normal": 1.4, "relaxed": 2.2}
"""Seconds a finished trick stays when play continues by itself."""


def pause_seconds(pace: str, animation_seconds: float) -> float:
    """The pause before each computer card: the pace's, or the card's animation if that is longer."""
    return max(_PAUSE.get(pace, _PAUSE["normal"]), animation_seconds)


def linger_seconds(pace: str, animation_seconds: float) -> float:
    """How long a finished trick stays (when play continues by itself): the pace's, at least two animations."""
    return max(_LINGER.get(pace, _LINGER["normal"]), 2 * animation_seconds)


def forced_seconds(pace: str) -> float:
    """How long the person's only legal card shows, marked, before it is played for them."""
    return {"quick": 0.5, "relaxed": 1.4}.get(pace, 0.9)
