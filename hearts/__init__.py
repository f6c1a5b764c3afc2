"""Hearts: an exact rules engine, numbered deals, records and computer players.

>>> from hearts import Card, Match, Rules
>>> match = Match(1, rules=Rules.preset("standard"))
>>> rnd = match.round
>>> rnd.pass_direction
'left'
"""

from __future__ import annotations

from .cards import CARDS, Card, Suit, cards_from_mask, format_cards, mask_of, parse_cards
from .deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER, daily_game_number, deal_hands
from .errors import (
    IllegalAction,
    IllegalPass,
    IllegalPlay,
    InvalidCard,
    InvalidDeal,
    InvalidGameNumber,
    InvalidRecord,
    InvalidRules,
)
from .legality import Illegal
from .match import Match
from .round import Round
from .rules import PRESETS, Rules
from .seats import EAST, NORTH, SEAT_NAMES, SOUTH, WEST, seat_name
from .tricks import Play, Trick
from .view import SeatView

__all__ = [
    "CARDS",
    "EAST",
    "MAX_GAME_NUMBER",
    "MIN_GAME_NUMBER",
    "NORTH",
    "PRESETS",
    "SEAT_NAMES",
    "SOUTH",
    "WEST",
    "Card",
    "Illegal",
    "IllegalAction",
    "IllegalPass",
    "IllegalPlay",
    "InvalidCard",
    "InvalidDeal",
    "InvalidGameNumber",
    "InvalidRecord",
    "InvalidRules",
    "Match",
    "Play",
    "Round",
    "Rules",
    "SeatView",
    "Suit",
    "Trick",
    "cards_from_mask",
    "daily_game_number",
    "deal_hands",
    "format_cards",
    "mask_of",
    "parse_cards",
    "seat_name",
]

__version__ = "0.1.0"
