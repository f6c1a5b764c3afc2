"""The wording of the game: facts in, English out, every number format in one place.

The engine and the review return facts; this package says them, for the page
and for the command line alike, so that each thing is worded once:

- :mod:`~hearts.words.numbers`: scores and points (the table's form and Learn's), counts, shares, averages;
- :mod:`~hearts.words.lists`: ``A, B and C``;
- :mod:`~hearts.words.cards`: cards by name and by symbol;
- :mod:`~hearts.words.seats`: seats by name;
- :mod:`~hearts.words.levels`: the computer players' levels;
- :mod:`~hearts.words.replay`: a replayed step;
- :mod:`~hearts.words.review` (imported by name, as it loads the review): a verdict's headline and reason,
  a deal's summary.

>>> listing([seat_name(1), seat_name(2)]), points_text(-10), card_symbols([])
('West and North', '-10 points', '')
"""

from __future__ import annotations

from .cards import card_name, card_names, card_symbol, card_symbols
from .levels import level_name
from .lists import listing
from .numbers import decimal, number, percent, plural, points_text, points_word
from .replay import event_words, step_words
from .seats import seat_name, seat_names

__all__ = [
    "card_name",
    "card_names",
    "card_symbol",
    "card_symbols",
    "decimal",
    "event_words",
    "level_name",
    "listing",
    "number",
    "percent",
    "plural",
    "points_text",
    "points_word",
    "seat_name",
    "seat_names",
    "step_words",
]
