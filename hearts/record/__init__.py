"""Game records: the record of a match and its JSON form, the compact form of ``#game=`` links, and replay.

- :mod:`hearts.record.game`: :class:`GameRecord` and :class:`DealRecord`, their
  JSON form, and :meth:`GameRecord.replay` through the engine;
- :mod:`hearts.record.par`: :class:`ParRecord`, a deal's par deal as the record keeps it;
- :mod:`hearts.record.compact`: the compact codec (plain data in and out, so it
  needs nothing of the record type);
- :mod:`hearts.record.replay`: a record replayed step by step, as facts for
  showing it (:func:`~hearts.record.replay.replay_game`).

>>> from hearts import Match
>>> record = GameRecord.from_match(Match(42))
>>> GameRecord.from_text(record.to_compact()) == GameRecord.from_text(record.to_json()) == record
True
"""

from __future__ import annotations

from .game import FORMAT, MAX_RECORD_CHARS, PAR_VERSION, VERSION, DealRecord, GameRecord
from .par import PAR_LEVELS, HandBand, ParRecord, hand_band

__all__ = [
    "FORMAT",
    "MAX_RECORD_CHARS",
    "PAR_LEVELS",
    "PAR_VERSION",
    "VERSION",
    "DealRecord",
    "GameRecord",
    "HandBand",
    "ParRecord",
    "hand_band",
]
