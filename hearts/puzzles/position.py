"""A puzzle's position: one seat's decision in a real deal, as the record of the deal up to it.

The record holds the four hands as dealt, the pass direction and the rules,
the four passes (once made), the cards played so far in order, and the seat
whose decision it is. :meth:`Position.round` replays it through the engine
(every pass and play checked by :class:`hearts.round.Round`), so a position
that is not a legal moment of the deal cannot be posed.

>>> from hearts.deals import deal_hands
>>> rnd = Round(deal_hands(7, 3), "hold")
>>> position = Position.of_round(rnd, rnd.to_play)
>>> position.kind, position.plays, position.view() == rnd.view(rnd.to_play)
('play', '', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..cards import InvalidCard, format_cards, parse_cards
from ..errors import IllegalAction
from ..round import Round
from ..rules import InvalidRules, Rules
from ..seats import PASS_OFFSETS, PassDirection
from ..view import SeatView
from .errors import DamagedPuzzle

__all__ = ["Position"]

_KEYS: Final = ("hands", "direction", "rules", "passes", "plays", "seat")


@dataclass(frozen=True, slots=True)
class Position:
    """One seat's decision in a deal: the deal's record up to it."""

    hands: tuple[str, str, str, str]
    """The four hands as dealt (South, West, North, East), as card codes."""
    direction: PassDirection
    rules: Rules
    passes: tuple[str, str, str, str] | None
    """The four seats' passes, once made (``None`` before the exchange and in a hold hand)."""
    plays: str
    """The cards played so far, in order."""
    seat: int

    @property
    def kind(self) -> str:
        """``"pass"`` (three cards to pass) or ``"play"`` (a card to play)."""
        return "pass" if self.direction != "hold" and self.passes is None else "play"

    def round(self) -> Round:
        """The deal replayed to this position (raises :class:`DamagedPuzzle` if it is no legal moment)."""
        try:
            rnd = Round([parse_cards(hand) for hand in self.hands], self.direction, self.rules)
            if self.passes is not None:
                for seat, cards in enumerate(self.passes):
                    rnd.pass_cards(seat, parse_cards(cards))
            for card in parse_cards(self.plays):
                rnd.play(card)
        except (IllegalAction, InvalidCard, ValueError) as error:
            raise DamagedPuzzle(f"The position does not replay: {error}") from error
        if self.kind == "pass":
            ready = rnd.phase == "passing" and rnd.passed(self.seat) is None
        else:
            ready = rnd.phase == "playing" and rnd.to_play == self.seat
        if not ready:
            raise DamagedPuzzle(f"The position is not seat {self.seat}'s decision.")
        return rnd

    def view(self) -> SeatView:
        """What the seat knows at the decision, and nothing more."""
        return self.round().view(self.seat)

    def to_data(self) -> dict[str, Any]:
        return {
            "hands": list(self.hands),
            "direction": self.direction,
            "rules": self.rules.to_dict(),
            "passes": list(self.passes) if self.passes is not None else None,
            "plays": self.plays,
            "seat": self.seat,
        }

    @classmethod
    def from_data(cls, data: object) -> Position:
        """The position of :meth:`to_data` output (raises :class:`DamagedPuzzle` for anything else)."""
        if not isinstance(data, dict) or any(key not in data for key in _KEYS):
            raise DamagedPuzzle(f"A position needs {', '.join(_KEYS)}.")
        hands, passes, direction, seat = data["hands"], data["passes"], data["direction"], data["seat"]
        if not (isinstance(hands, list) and len(hands) == 4 and all(isinstance(h, str) for h in hands)):
            raise DamagedPuzzle("A position's hands are four strings of cards.")
        if passes is not None and not (
            isinstance(passes, list) and len(passes) == 4 and all(isinstance(p, str) for p in passes)
        ):
            raise DamagedPuzzle("A position's passes are four strings of cards, or null.")
        if direction not in PASS_OFFSETS:
            raise DamagedPuzzle(f"A position's pass direction is left, right, across or hold, not {direction!r}.")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise DamagedPuzzle(f"A position's seat is 0 to 3, not {seat!r}.")
        if not isinstance(data["plays"], str):
            raise DamagedPuzzle("A position's plays are a string of cards.")
        try:
            rules = Rules.from_dict(data["rules"])
        except InvalidRules as error:
            raise DamagedPuzzle(f"A position's rules: {error}") from error
        return cls(
            (hands[0], hands[1], hands[2], hands[3]),
            direction,
            rules,
            (passes[0], passes[1], passes[2], passes[3]) if passes is not None else None,
            data["plays"],
            seat,
        )

    @classmethod
    def of_round(cls, rnd: Round, seat: int) -> Position:
        """The position of ``rnd`` as it stands, for ``seat`` (whose decision it must be)."""
        passes = None
        if rnd.pass_direction != "hold" and rnd.phase != "passing":
            passes = tuple(format_cards(rnd.passed(s) or ()) for s in range(4))
        dealt = tuple(format_cards(rnd.dealt_hand(s)) for s in range(4))
        position = cls(
            (dealt[0], dealt[1], dealt[2], dealt[3]),
            rnd.pass_direction,
            rnd.rules,
            (passes[0], passes[1], passes[2], passes[3]) if passes is not None else None,
            format_cards(rnd.cards_played),
            seat,
        )
        position.round()
        return position
