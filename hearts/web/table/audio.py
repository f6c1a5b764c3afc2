"""Plays the table's sounds (:mod:`hearts.web.table.sounds`) with Web Audio. Runs under PyScript on Pyodide only.

Browsers let a page make sound only after a tap or key press, so nothing
of it is made before one: :meth:`Audio.unlock`, called from each, wakes the
audio context, and the first has it made. Making a context costs a phone a
tenth of a second or more, and the noise the card sounds use as much again,
so neither is done in the tap itself: the context is made once the tap's
frame is painted (the tap has let the page make sound), then the sounds are
imported and their noise computed a slice at a time in the idle moments
after, so the first sound finds them ready (a browser that wants the context
woken within a tap, as Safari does, sounds from the next one). Until then
the table is silent. Nothing here may stop the game: a browser without Web Audio, or one
that refuses, is simply silent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Final

import js
from pyodide.ffi import to_js

from .sound_queue import Event

if TYPE_CHECKING:
    from .sounds import Tone

__all__ = ["Audio"]

_SILENT = 0.0001
"""Exponential ramps cannot reach zero; this is inaudible."""
_NOISE_SECONDS = 0.5
_NOISE_SLICE: Final = 2048
"""Samples of noise computed in one idle moment (a few milliseconds on a phone)."""


class Audio:
    """One audio context for the page, made after the first tap or key press.

    ``later`` runs its argument in an idle moment (the page: ``requestIdleCallback``), ``after_paint`` once the
    next frame is painted; the defaults run it at once.
    """

    def __init__(
        self,
        later: Callable[[Callable[[], None]], None] = lambda work: work(),
        after_paint: Callable[[Callable[[], None]], None] = lambda work: work(),
    ) -> None:
        self.context: Any = None
        self.unavailable = False
        self.later = later
        self.after_paint = after_paint
        self._asked = False
        self._noise: Any = None
        self._making: Iterator[None] | None = None

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
        """Wake the audio context (call it from a tap or key press); the first has it made once its frame is painted,
        and the sounds made ready in the idle moments after."""
        try:
            if self.context is not None:
                if str(self.context.state) == "suspended":
                    self.context.resume()
            elif not self._asked and not self.unavailable:
                self._asked = True
                self.after_paint(self._prepare_step)
        except Exception:
            self.unavailable = True

    def _prepare_step(self) -> None:
        """One step of getting the sound ready (the context, then the sounds, then each slice of their noise), each
        in a moment of its own."""
        try:
            if self.context is None:
                if self._ready_context() is None:
                    return
            elif self._making is None:
                from . import sounds  # noqa: F401  (imported in an idle moment, not with the first sound)

                self._making = self._noise_slices(self.context)
            elif self._noise is None:
                next(self._making, None)
            if self._noise is None:
                self.later(self._prepare_step)
        except Exception:
            self.unavailable = True

    def play(self, event: Event) -> None:
        """Play ``event``'s sound as the table it goes with is painted, if a tap has already woken the audio (else
        stay silent): its voices are made once the frame is painted, so a tap is answered before they are."""
        try:
            context = self.context
            if context is None or str(context.state) != "running":
                return
            self.after_paint(lambda: self._voices(context, event))
        except Exception:
            self.unavailable = True

    def _voices(self, context: Any, event: Event) -> None:
        try:
            from .sounds import SOUNDS  # imported in idle time after the first tap, or now

            start = float(context.currentTime) + 0.01
            for tone in SOUNDS[event]:
                self._voice(context, tone, start)
        except Exception:
            self.unavailable = True

    def _noise_buffer(self, context: Any) -> Any:
        """The noise the card sounds filter: computed now if the idle moments after the first tap have not."""
        if self._noise is None:
            if self._making is None:
                self._making = self._noise_slices(context)
            for _ in self._making:
                pass
        return self._noise

    def _noise_slices(self, context: Any) -> Iterator[None]:
        """Fill the noise buffer a slice at a time (a step of the generator each), then keep it."""
        rate = int(context.sampleRate)
        count = int(rate * _NOISE_SECONDS)
        buffer = context.createBuffer(1, count, rate)
        channel = buffer.getChannelData(0)
        state = 0x2545F491
        for start in range(0, count, _NOISE_SLICE):
            samples = []
            for _ in range(start, min(count, start + _NOISE_SLICE)):
                state ^= (state << 13) & 0xFFFFFFFF
                state ^= state >> 17
                state ^= (state << 5) & 0xFFFFFFFF
                samples.append(state / 0x7FFFFFFF - 1.0)
            channel.set(to_js(samples), start)
            if start + _NOISE_SLICE < count:
                yield
        self._noise = buffer

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
