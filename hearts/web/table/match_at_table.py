"""The match at the table as the engine sees it, from South: the questions the table asks of the round and the match.

Every answer is the engine's (:class:`~hearts.match.Match`, :class:`~hearts.round.Round`);
nothing here knows what the screen shows. :class:`~hearts.web.table.state.Table`
adds the screen's state to it.

>>> south = MatchAtTable(Match(48213907), "medium", "48213907-1")
>>> south.deal_number, south.pass_count, south.pass_target, south.has_passed
(1, 3, 1, False)
"""

from __future__ import annotations

from ...cards import Card
from ...match import Match
from ...round import Round
from ...seats import pass_target
from .hand_order import arrange
from .news import HUMAN

__all__ = ["MatchAtTable"]


class MatchAtTable:
    """One match seen from South: its number, level and attempt, and what the engine says of it now."""

    def __init__(self, match: Match, level: str, match_id: str, daily: str | None = None) -> None:
        self.match = match
        self.level = level
        self.match_id = match_id
        """This attempt at the game (a restart is a new attempt), for saving and statistics."""
        self.daily = daily
        """The date (``YYYY-MM-DD``) when this is that day's daily deal."""
        self.suit_order = "alternating"
        self.rank_order = "ascending"
        """The order the hand is drawn in (:mod:`hearts.web.table.hand_order`); keys and screen readers follow it."""

    @property
    def game_number(self) -> int:
        return self.match.game_number

    @property
    def round(self) -> Round:
        return self.match.round

    @property
    def deal_number(self) -> int:
        """1 for the first deal of the match."""
        return self.match.hand_index + 1

    @property
    def hand(self) -> list[Card]:
        """The person's cards in the order they are drawn."""
        return arrange(self.round.hand(HUMAN), self.suit_order, self.rank_order)

    @property
    def pass_target(self) -> int | None:
        direction = self.round.pass_direction
        return None if direction == "hold" else pass_target(HUMAN, direction)

    @property
    def has_passed(self) -> bool:
        return self.round.passed(HUMAN) is not None

    @property
    def pass_count(self) -> int:
        """How many cards each player passes under this game's rules (3, 4 or 5)."""
        return self.match.rules.pass_count

    @property
    def computers_to_pass(self) -> list[int]:
        """Computer seats that still have to choose their pass."""
        return [seat for seat in self.round.waiting_to_pass if seat != HUMAN] if self.has_passed else []

    @property
    def deal_points(self) -> tuple[int, ...]:
        return self.round.points

    @property
    def totals(self) -> tuple[int, ...]:
        """Match totals, this deal included once it is over."""
        return self.match.totals

    def cards_held(self, seat: int) -> int:
        return len(self.round.hand(seat))
