"""Plays the table's sounds (:mod:`hearts.web.table.sounds`) with Web Audio. Runs under PyScript on Pyodide only.

Browsers let a page make sound only after a tap or key press, so the audio
context is made (or woken) by :meth:`Audio.unlock`, called from one; until
then the table is silent. Nothing here may stop the game: a browser without
Web Audio, or one that refuses, is simply silent. The sounds themselves
are imported with the first one played: the page opens without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import to_js

from .sound_queue import Event

if TYPE_CHECKING:
    from .sounds import Tone

__all__ = ["Audio"]

_SILENT = 0.0001
"""Exponential ramps cannot reach zero; this is inaudible."""
_NOISE_SECONDS = 0.5


class Audio:
    """One audio context for the page, made on first use."""

    def __init__(self) -> None:
        self.context: Any = None
        self.unavailable = False
        self._noise: Any = None

    def _ready_context(self) -> Any:
        if self.unavailable:
            return None
        if self.context is None:
            maker = getattr(js.window, "AudioContext", None) or getattr(js.window, "webkitAudioContext", None)
            if maker is None:
                self.unavailable = True
                return None
            self.context = maker.new()
        return self.context

    def unlock(self) -> None:
        """Make or wake the audio context (call it from a tap or key press)."""
        try:
            context = self._ready_context()
            if context is not None and str(context.state) == "suspended":
                context.resume()
        except Exception:
            self.unavailable = True

    def play(self, event: Event) -> None:
        """Play ``event``'s sound now, if a tap has already woken the audio (else stay silent)."""
        try:
            context = self.context
            if context is None or str(context.state) != "running":
                return
            from .sounds import SOUNDS  # on the first sound, after a tap: the page starts without it

            start = float(context.currentTime) + 0.01
            for tone in SOUNDS[event]:
                self._voice(context, tone, start)
        except Exception:
            self.unavailable = True

    def _noise_buffer(self, context: Any) -> Any:
        if self._noise is None:
            rate = int(context.sampleRate)
            count = int(rate * _NOISE_SECONDS)
            buffer = context.createBuffer(1, count, rate)
            state = 0x2545F491
            samples = []
            for _ in range(count):
                state ^= (state << 13) & 0xFFFFFFFF
                state ^= state >> 17
                state ^= (state << 5) & 0xFFFFFFFF
                samples.append(state / 0x7FFFFFFF - 1.0)
            buffer.getChannelData(0).set(to_js(samples))
            self._noise = buffer
        return self._noise

    def _voice(self, context: Any, tone: Tone, start: float) -> None:
        begin = start + tone.start
        end = begin + tone.duration
        gain = context.createGain()
        gain.gain.setValueAtTime(_SILENT, begin)
        gain.gain.exponentialRampToValueAtTime(tone.volume, begin + min(0.012, tone.duration / 4))
        gain.gain.exponentialRampToValueAtTime(_SILENT, end)
        gain.connect(context.destination)
        if tone.wave == "noise":
            source = context.createBufferSource()
            source.buffer = self._noise_buffer(context)
            band = context.createBiquadFilter()
            band.type = "bandpass"
            band.Q.value = 1.1
            pitch = band.frequency
            source.connect(band)
            band.connect(gain)
        else:
            source = context.createOscillator()
            source.type = tone.wave
            pitch = source.frequency
            source.connect(gain)
        pitch.setValueAtTime(tone.frequency, begin)
        if tone.end_frequency is not None:
            pitch.exponentialRampToValueAtTime(tone.end_frequency, end)
        source.start(begin)
        source.stop(end + 0.02)
