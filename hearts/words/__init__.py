"""The wording of the game: facts in, words out in the player's language, each thing worded once, every number
format in one place.

The engine and the review return facts; this package says them, for the page,
Learn and the command line alike:

- :mod:`~hearts.words.languages`: the languages spoken (their tags and own names), and matching a tag asked for;
- :mod:`~hearts.words.catalog`: the language in use and its message catalog (``gettext``, ``ngettext``, …);
- :mod:`~hearts.words.numbers`: scores and points (the table's form and Learn's), counts, shares, averages;
- :mod:`~hearts.words.forms`: each language's decimal and group signs, percentages and dates;
- :mod:`~hearts.words.lists`: ``A, B and C``;
- :mod:`~hearts.words.case`: capital letters at the start of a sentence and after a colon;
- :mod:`~hearts.words.cards`: cards by name and by symbol;
- :mod:`~hearts.words.seats`: seats by name, the person's as "you";
- :mod:`~hearts.words.outcomes`: a deal's moon and a game's shared win, the person as "you";
- :mod:`~hearts.words.levels`: the computer players' levels, named and described;
- :mod:`~hearts.words.values`: what the cards are worth, from the engine's point table;
- :mod:`~hearts.words.rules`: a rule set's name and summary, a line per house rule;
- :mod:`~hearts.words.rule_choices`: each house rule's choices, as the settings offer them;
- :mod:`~hearts.words.settings`: the settings' names and choices, and what could not be read back;
- :mod:`~hearts.words.illegal`: why a card may not be played;
- :mod:`~hearts.words.passes`: why a pass is refused;
- :mod:`~hearts.words.records`: a game record the engine refuses;
- :mod:`~hearts.words.replay`: a replayed step;
- :mod:`~hearts.words.review` (imported by name, as it loads the review): a verdict's headline and reason,
  a deal's summary.

Each is a function called when the words are shown (never a sentence made
once, at import), so that the words follow the player's language: every
sentence is a message of the catalogs.

>>> listing([seat_name(1), seat_name(2)]), points_text(-10), card_symbols([]), who(0)
('West and North', '-10 points', '', 'You')
"""

from __future__ import annotations

from .cards import card_name, card_names, card_symbol, card_symbols, rank_name, suit_name, the_card
from .forms import date_text, date_time_text, stamp_text, time_text
from .illegal import illegal_text
from .levels import level_description, level_name, level_players, level_players_within
from .lists import chain, listing, series
from .numbers import (
    cards_count,
    cost_text,
    count_word,
    decimal,
    grouped,
    hearts_count,
    number,
    number_text,
    percent,
    plural,
    points_text,
    points_word,
)
from .outcomes import moon_words, shared_win, shared_win_past
from .passes import pass_full_text, pass_refusal_text
from .records import record_problem
from .replay import event_words, step_words
from .rules import direction_word, preset_title, rule_lines, rules_summary
from .seats import players_listed, seat_label, seat_name, seat_names, seat_points, seat_score, who, who_in_list, whom
from .values import value_note, values_sentence

__all__ = [
    "card_name",
    "card_names",
    "card_symbol",
    "card_symbols",
    "cards_count",
    "chain",
    "cost_text",
    "count_word",
    "date_text",
    "date_time_text",
    "decimal",
    "direction_word",
    "event_words",
    "grouped",
    "hearts_count",
    "illegal_text",
    "level_description",
    "level_name",
    "level_players",
    "level_players_within",
    "listing",
    "moon_words",
    "number",
    "number_text",
    "pass_full_text",
    "pass_refusal_text",
    "percent",
    "players_listed",
    "plural",
    "points_text",
    "points_word",
    "preset_title",
    "rank_name",
    "record_problem",
    "rule_lines",
    "rules_summary",
    "seat_label",
    "seat_name",
    "seat_names",
    "seat_points",
    "seat_score",
    "series",
    "shared_win",
    "shared_win_past",
    "stamp_text",
    "step_words",
    "suit_name",
    "the_card",
    "time_text",
    "value_note",
    "values_sentence",
    "who",
    "who_in_list",
    "whom",
]
