"""Points of taken cards, the moon and the sun, and the end of a match.

>>> from hearts.cards import parse_cards, mask_of
>>> penalty_points(mask_of(parse_cards("QS 2H 3H")), Rules())
15
>>> penalty_points(mask_of(parse_cards("QS 2H 3H")), Rules(card_values="spot"))
30
>>> match_result((100, 40, 40, 60), Rules())
(False, ())
>>> match_result((100, 40, 40, 60), Rules(ties="share"))
(True, (1, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .cards import ALL_CARDS_MASK
from .points import point_table
from .rules import Rules

__all__ = ["NO_TRICKS_BONUS", "deal_scores", "match_result", "moon_shooter", "penalty_points", "sun_shooter"]

NO_TRICKS_BONUS: Final = -5
"""What a player who takes no trick scores under ``no_tricks_bonus``."""
_STANDARD: Final = Rules()


def penalty_points(taken: int, rules: Rules) -> int:
    """Points for a set of taken cards under the rules' card values, the bonus card included."""
    return point_table(rules).of(taken)


def moon_shooter(taken: Sequence[int], rules: Rules = _STANDARD) -> int | None:
    """The seat that took every penalty card of the variant, if any (never one when the rules have no moon)."""
    if rules.moon == "none":
        return None
    penalty = point_table(rules).penalty
    for seat, mask in enumerate(taken):
        if mask & penalty == penalty:
            return seat
    return None


def sun_shooter(taken: Sequence[int], rules: Rules) -> int | None:
    """The seat that took all thirteen tricks, when the rules score the sun."""
    if not rules.shoot_the_sun:
        return None
    for seat, mask in enumerate(taken):
        if mask == ALL_CARDS_MASK:
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
    """The score of a finished deal, with the moon (or sun), the bonus card and the no-tricks bonus applied.

    ``taken`` is the mask of cards each seat took; ``totals`` are the match
    totals before this deal, which the ``"best"`` moon rule needs.
    """
    table = point_table(rules)
    shooter = moon_shooter(taken, rules)
    if shooter is None:
        scores = [table.of(mask) for mask in taken]
        if rules.no_tricks_bonus:
            scores = [points + (NO_TRICKS_BONUS if not mask else 0) for points, mask in zip(scores, taken, strict=True)]
        return tuple(scores)
    amount = table.total * (2 if sun_shooter(taken, rules) == shooter else 1)
    bonus = [(table.of(mask & table.bonus)) for mask in taken]
    added = tuple((0 if seat == shooter else amount) + bonus[seat] for seat in range(4))
    subtracted = tuple((-amount if seat == shooter else 0) + bonus[seat] for seat in range(4))
    if rules.moon == "add":
        return added
    if rules.moon == "subtract":
        return subtracted
    over, winners = match_result([t + s for t, s in zip(totals, added, strict=True)], rules)
    if over and shooter not in winners:
        return subtracted
    return added
