"""The table's sounds as data: short tones and noise bursts the page plays with Web Audio.

No audio files: each sound is a few :class:`Tone` values (an oscillator
gliding from one pitch to another, or a burst of filtered noise, under a
quick attack and an exponential fade) that :mod:`hearts.web.table.audio` schedules
on an ``AudioContext``.

>>> [tone.wave for tone in SOUNDS["card"]]
['noise']
>>> round(length("moon"), 2)
0.82
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from .sound_queue import Event

__all__ = ["SOUNDS", "Tone", "Wave", "length"]

Wave = Literal["sine", "triangle", "square", "sawtooth", "noise"]


@dataclass(frozen=True, slots=True)
class Tone:
    """One voice of a sound."""

    start: float
    """Seconds after the sound begins."""
    duration: float
    """Seconds from the start of the attack to silence."""
    frequency: float
    """Hz at the start (for noise: the centre of its band-pass filter)."""
    end_frequency: float | None = None
    """Hz at the end, gliding exponentially; ``None`` holds the pitch."""
    wave: Wave = "sine"
    volume: float = 0.2
    """Peak gain, 0 to 1 (kept low: these play often)."""

    def __post_init__(self) -> None:
        if not (self.start >= 0 and 0 < self.duration <= 2 and 20 <= self.frequency <= 16_000 and 0 < self.volume <= 1):
            raise ValueError(f"Tone out of range: {self!r}.")
        if self.end_frequency is not None and not 20 <= self.end_frequency <= 16_000:
            raise ValueError(f"Tone out of range: {self!r}.")


SOUNDS: Final[dict[Event, tuple[Tone, ...]]] = {
    # A card laid on the felt: a short, soft snap.
    "card": (Tone(0.0, 0.07, 2400.0, 1400.0, "noise", 0.35),),
    # A trick gathered in: a low sweep of cards and a muted knock.
    "trick": (
        Tone(0.0, 0.16, 900.0, 500.0, "noise", 0.22),
        Tone(0.02, 0.12, 180.0, 120.0, "sine", 0.18),
    ),
    # Hearts broken: two bright falling notes.
    "hearts": (
        Tone(0.0, 0.22, 1046.5, None, "triangle", 0.14),
        Tone(0.11, 0.32, 784.0, None, "triangle", 0.14),
    ),
    # The Queen of spades taken: a low, sinking pair.
    "queen": (
        Tone(0.0, 0.16, 900.0, 500.0, "noise", 0.2),
        Tone(0.03, 0.34, 196.0, 185.0, "sawtooth", 0.07),
        Tone(0.2, 0.5, 146.8, 110.0, "sawtooth", 0.07),
    ),
    # The moon shot: a rising arpeggio.
    "moon": (
        Tone(0.0, 0.3, 523.3, None, "triangle", 0.12),
        Tone(0.12, 0.3, 659.3, None, "triangle", 0.12),
        Tone(0.24, 0.3, 784.0, None, "triangle", 0.12),
        Tone(0.36, 0.46, 1046.5, None, "sine", 0.14),
    ),
}
"""The sound of each table event (see :data:`hearts.web.table.sound_queue.EVENTS`)."""


def length(event: Event) -> float:
    """Seconds from the start of ``event``'s sound to its end."""
    return max(tone.start + tone.duration for tone in SOUNDS[event])
