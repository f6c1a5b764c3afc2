"""What the person chose about play, as the controller uses it: the next game, the timing, the conveniences.

Plain Python. :meth:`PlayChoices.of` reads them from the settings; the
controller takes them when it is made and again whenever the settings change
(:meth:`~hearts.web.table.controller.Controller.use`).

>>> from hearts.web.storage.settings import Settings
>>> choices = PlayChoices.of(Settings(difficulty="expert", pause_after_trick=False, pace="quick"))
>>> choices.level, choices.auto_continue, choices.hand_order
('expert', True, ('alternating', 'ascending'))
>>> choices.timing == Timing.named("normal", "quick")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ...rules import Rules
from ..storage.settings import ANIMATION_SECONDS, Settings
from .computer import DEFAULT_LEVEL
from .pace import forced_seconds, linger_seconds, pause_seconds

__all__ = ["PlayChoices", "Timing"]


class Timing(NamedTuple):
    """How long the table lets things show, in seconds."""

    computer_delay: float = 0.65
    """Before each computer card, so a person sees who plays what."""
    received_highlight: float = 2.5
    """How long the three received cards stay highlighted."""
    trick_linger: float = 1.4
    """How long a finished trick stays when play continues by itself."""
    forced_pause: float = 0.9
    """How long the person's only legal card shows, marked, before it is played for them."""

    @classmethod
    def named(cls, speed: str, pace: str = "normal") -> Timing:
        """The timing of an animation speed (``"off"``, ``"fast"``, ``"normal"``, ``"slow"``; else normal)
        and a computer players' pace (``"quick"``, ``"normal"``, ``"relaxed"``; see :mod:`hearts.web.table.pace`)."""
        animation = ANIMATION_SECONDS.get(speed, ANIMATION_SECONDS["normal"])
        highlight = {"off": 0.8, "fast": 1.5, "slow": 3.5}.get(speed, 2.5)
        return cls(pause_seconds(pace, animation), highlight, linger_seconds(pace, animation), forced_seconds(pace))


@dataclass(frozen=True, slots=True)
class PlayChoices:
    """The person's choices the controller follows."""

    level: str = DEFAULT_LEVEL
    """The level of the next new game."""
    rules: Rules | None = None
    """The rules of the next new game (``None``: the standard rules)."""
    timing: Timing = field(default_factory=Timing)
    auto_continue: bool = False
    """Whether each trick's pause ends by itself after ``timing.trick_linger``."""
    hand_order: tuple[str, str] | None = None
    """The person's hand's suit and rank order (``None``: as the table has it)."""
    forced_cards: bool = False
    """Whether the person's only legal card is played for them after ``timing.forced_pause``."""

    @classmethod
    def of(cls, settings: Settings) -> PlayChoices:
        """The choices ``settings`` make."""
        return cls(
            settings.difficulty,
            settings.rules,
            Timing.named(settings.animation, settings.pace),
            not settings.pause_after_trick,
            (settings.suit_order, settings.rank_order),
            settings.forced_cards,
        )
