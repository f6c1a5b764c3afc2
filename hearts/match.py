"""A match: deals of one numbered game in turn until someone wins.

>>> from hearts import Match
>>> match = Match(48213907)
>>> match.round.pass_direction, match.hand_index, match.totals
('left', 0, (0, 0, 0, 0))
"""

from __future__ import annotations

from typing import Final

from .deals import check_game_number, deal_hands
from .errors import IllegalAction
from .round import Round
from .rules import Rules
from .scoring import match_result
from .seats import dealer_for_hand, pass_direction_for_hand

__all__ = ["Match"]


class Match:
    """Totals across deals, the pass cycle, the end and the winners.

    Hand ``k`` of the match is ``deal_hands(game_number, k)``, dealt by
    ``dealer_for_hand(k)``, with the ``k``-th pass direction of the rules'
    pass cycle (standard: left, right, across, hold, repeated).
    """

    def __init__(self, game_number: int, rules: Rules | None = None) -> None:
        self.game_number: Final = check_game_number(game_number)
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {rules!r}.")
        self.rules: Final = rules
        self.rounds: list[Round] = []
        self._start_round()

    def _start_round(self) -> None:
        index = len(self.rounds)
        self.rounds.append(
            Round(
                deal_hands(self.game_number, index),
                pass_direction_for_hand(index, self.rules.pass_cycle),
                self.rules,
                totals=self.totals,
                dealer=dealer_for_hand(index),
            )
        )

    @property
    def round(self) -> Round:
        """The deal being played (or the last one, once the match is over)."""
        return self.rounds[-1]

    @property
    def hand_index(self) -> int:
        """0 for the first deal of the match, 1 for the second …"""
        return len(self.rounds) - 1

    @property
    def totals(self) -> tuple[int, ...]:
        """Match totals after every finished deal."""
        totals = [0, 0, 0, 0]
        for rnd in self.rounds:
            if rnd.is_over:
                for seat, points in enumerate(rnd.points):
                    totals[seat] += points
        return tuple(totals)

    @property
    def is_over(self) -> bool:
        return self.round.is_over and match_result(self.totals, self.rules)[0]

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the match is over (more than one only when ties are shared)."""
        if not self.round.is_over:
            return ()
        return match_result(self.totals, self.rules)[1]

    @property
    def tied_at_end(self) -> bool:
        """Whether the end score was reached but the lowest total is tied, so another deal decides."""
        return (
            self.round.is_over
            and max(self.totals) >= self.rules.end_score
            and not match_result(self.totals, self.rules)[0]
        )

    def next_round(self) -> Round:
        """Deal the next hand once the current one is over and the match goes on."""
        if not self.round.is_over:
            raise IllegalAction("The current deal is still being played.")
        if self.is_over:
            raise IllegalAction("The game is over.")
        self._start_round()
        return self.round

    def __repr__(self) -> str:
        return f"<Match game {self.game_number}, hand {self.hand_index}, totals {self.totals}>"
