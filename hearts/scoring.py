"""Points of taken cards, the moon, and the end of a match.

>>> from hearts.cards import parse_cards, mask_of
>>> penalty_points(mask_of(parse_cards("QS 2H 3H")), Rules())
15
>>> match_result((100, 40, 40, 60), Rules())
(False, ())
>>> match_result((100, 40, 40, 60), Rules(ties="share"))
(True, (1, 2))
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES
from .rules import Rules

__all__ = ["deal_scores", "match_result", "moon_shooter", "penalty_points"]

_QS = QUEEN_OF_SPADES.mask
_JD = JACK_OF_DIAMONDS.mask
_PENALTY = HEARTS_MASK | _QS


def penalty_points(taken: int, rules: Rules) -> int:
    """Points for a set of taken cards, J♦ included when the rules use it."""
    points = (taken & HEARTS_MASK).bit_count()
    if taken & _QS:
        points += 13
    if rules.jack_of_diamonds and taken & _JD:
        points -= 10
    return points


def moon_shooter(taken: Sequence[int]) -> int | None:
    """The seat that took every heart and Q♠, if any."""
    for seat, mask in enumerate(taken):
        if mask & _PENALTY == _PENALTY:
            return seat
    return None


def match_result(totals: Sequence[int], rules: Rules) -> tuple[bool, tuple[int, ...]]:
    """Whether a match with these totals (after a whole deal) is over, and its winners."""
    if max(totals) < rules.end_score:
        return False, ()
    low = min(totals)
    winners = tuple(seat for seat, total in enumerate(totals) if total == low)
    if len(winners) > 1 and rules.ties == "continue":
        return False, ()
    return True, winners


def deal_scores(taken: Sequence[int], rules: Rules, totals: Sequence[int] = (0, 0, 0, 0)) -> tuple[int, ...]:
    """The score of a finished deal, with the moon and J♦ applied.

    ``taken`` is the mask of cards each seat took; ``totals`` are the match
    totals before this deal, which the ``"best"`` moon rule needs.
    """
    jack = [(-10 if rules.jack_of_diamonds and mask & _JD else 0) for mask in taken]
    shooter = moon_shooter(taken)
    if shooter is None:
        return tuple(penalty_points(mask, rules) for mask in taken)
    added = tuple((0 if seat == shooter else 26) + jack[seat] for seat in range(4))
    subtracted = tuple((-26 if seat == shooter else 0) + jack[seat] for seat in range(4))
    if rules.moon == "add":
        return added
    if rules.moon == "subtract":
        return subtracted
    over, winners = match_result([t + s for t, s in zip(totals, added, strict=True)], rules)
    if over and shooter not in winners:
        return subtracted
    return added
