"""What one seat may know: the only thing a computer player is given.

A :class:`SeatView` is a frozen value. It holds no reference to the round,
so nothing reachable from it reveals another hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .cards import ALL_CARDS_MASK, Card, cards_from_mask, mask_of
from .legality import Illegal, play_rules, why_illegal
from .rules import Rules
from .seats import PassDirection, pass_source, pass_target
from .tricks import Play, Trick

__all__ = ["Phase", "SeatView"]

Phase = Literal["passing", "playing", "over"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a deal in progress."""

    seat: int
    hand: tuple[Card, ...]
    pass_direction: PassDirection
    phase: Phase
    passed: tuple[Card, ...] | None
    """The cards this seat passed (``rules.pass_count`` of them), once chosen."""
    received: tuple[Card, ...] | None
    """The cards this seat received, once exchanged."""
    tricks: tuple[Trick, ...]
    """Completed tricks, in order."""
    current_trick: Trick
    to_play: int | None
    legal_plays: tuple[Card, ...]
    """The cards this seat may play now (empty unless it is this seat's turn)."""
    points: tuple[int, ...]
    hearts_broken: bool
    rules: Rules
    totals: tuple[int, ...]
    """Match totals before this deal."""
    dealer: int = 3
    """Who dealt: the player on its left leads the first trick when the rules say so."""

    @property
    def hand_mask(self) -> int:
        return mask_of(self.hand)

    @property
    def plays(self) -> tuple[Play, ...]:
        """Every card played so far, in order."""
        result: list[Play] = []
        for trick in self.tricks:
            result.extend(trick.plays)
        result.extend(self.current_trick.plays)
        return tuple(result)

    @property
    def played_mask(self) -> int:
        """Every card played so far, as a mask."""
        mask = mask_of(self.current_trick.cards)
        for trick in self.tricks:
            mask |= mask_of(trick.cards)
        return mask

    @property
    def unseen_mask(self) -> int:
        """Cards whose place this seat does not know: not in its hand, not played, not passed by it."""
        known = self.hand_mask | self.played_mask
        if self.passed is not None and self.phase != "passing":
            known |= mask_of(self.passed)
        return ALL_CARDS_MASK & ~known

    @property
    def unseen(self) -> list[Card]:
        return cards_from_mask(self.unseen_mask)

    @property
    def is_first_trick(self) -> bool:
        return not self.tricks

    @property
    def pass_target(self) -> int | None:
        """The seat this seat passes to (``None`` on a hold hand)."""
        return None if self.pass_direction == "hold" else pass_target(self.seat, self.pass_direction)

    @property
    def pass_source(self) -> int | None:
        """The seat this seat receives from (``None`` on a hold hand)."""
        return None if self.pass_direction == "hold" else pass_source(self.seat, self.pass_direction)

    def why_illegal(self, card: Card) -> Illegal | None:
        """Why this seat may not play ``card`` now, as a fact; ``None`` if it may."""
        if self.to_play != self.seat:
            return Illegal("out-of-turn", card)
        return why_illegal(
            card,
            self.hand_mask,
            self.current_trick.lead_suit,
            self.is_first_trick,
            self.hearts_broken,
            play_rules(self.rules),
        )
