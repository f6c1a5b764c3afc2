"""The table's sounds: one for each event, made in code (no audio files), short and quiet."""

from __future__ import annotations

import pytest

from hearts.web.table.sound_queue import EVENTS
from hearts.web.table.sounds import SOUNDS, Tone, length
from tests.helpers import ROOT


def test_every_event_has_a_sound_of_its_own() -> None:
    assert set(SOUNDS) == set(EVENTS) == {"card", "trick", "hearts", "queen", "moon"}
    assert len({SOUNDS[event] for event in EVENTS}) == len(EVENTS)


def test_sounds_are_short_and_quiet() -> None:
    assert length("card") < 0.15
    for event in EVENTS:
        assert 0 < length(event) <= 1.0
        assert sum(tone.volume for tone in SOUNDS[event]) <= 0.6


@pytest.mark.parametrize(
    "bad",
    [
        {"duration": 0.0},
        {"duration": 3.0},
        {"frequency": 5.0},
        {"volume": 0.0},
        {"volume": 2.0},
        {"end_frequency": 50_000.0},
        {"start": -1.0},
    ],
)
def test_tones_out_of_range_are_refused(bad: dict[str, float]) -> None:
    values = {"start": 0.0, "duration": 0.1, "frequency": 440.0, "volume": 0.1} | bad
    with pytest.raises(ValueError):
        Tone(**values)  # type: ignore[arg-type]


def test_no_audio_files_are_shipped_or_fetched() -> None:
    shipped = [p for p in (ROOT / "assets").rglob("*") if p.suffix.lower() in {".mp3", ".ogg", ".wav", ".m4a", ".aac"}]
    assert shipped == []
    player = (ROOT / "hearts" / "web" / "table" / "audio.py").read_text(encoding="utf-8")
    assert "AudioContext" in player and "createOscillator" in player
    assert "fetch" not in player and "decodeAudioData" not in player
