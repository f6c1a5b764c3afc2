"""A decision's themes, decided from the position and the review's facts, not by hand.

:func:`themes_of` finds the themes of a decision from the seat's view alone
(the Q♠ at stake on a spade lead, a moon being run, a trick one could duck, the
pass); :func:`themes` adds those of the deal's stage (the first trick, the last
tricks), the cause most of the facts against the other choices name (the Q♠, a
moon let through, a moon given up), counting and the pass's kinds
(:mod:`~hearts.puzzles.theme_rules`).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from ..bots.knowledge import Knowledge
from ..bots.policy import POINTS, QS, QS_INDEX
from ..cards import HEARTS_MASK, SUIT_MASKS, mask_of
from ..view import SeatView
from .clarity import groups
from .theme_rules import counting, pass_kinds

__all__ = ["themes", "themes_of"]

_SPADES: Final = SUIT_MASKS[2]
_KS_AS: Final = QS << 1 | QS << 2
_BY_CAUSE: Final = {"queen": "queen", "moon-let-through": "moon_stop", "moon-given-up": "moon_shoot"}


def themes_of(view: SeatView) -> list[str]:
    """The themes a decision belongs to from the view alone (none when it is no real choice)."""
    if view.phase == "passing":
        return ["pass"]
    if len(view.legal_plays) < 2 or len(set(groups(view).values())) < 2:
        return []
    k = Knowledge.from_view(view)
    me = k.seat
    found = []
    lead = k.lead_suit
    best = -1
    if lead >= 0:
        best = max(c for c in k.trick if c // 13 == lead)
    low_spades = k.hand & _SPADES & ((1 << QS_INDEX) - 1)
    queen_at_risk = (k.hand & QS and _KS_AS & ~k.hand & ~k.played) or (k.hand & _KS_AS and QS & k.unseen)
    if lead == 2 and best < QS_INDEX and low_spades and queen_at_risk:
        found.append("queen")
    every = (k.taken[0] | k.taken[1] | k.taken[2] | k.taken[3]) & POINTS
    hearts = (every & HEARTS_MASK).bit_count()
    if hearts >= 5 or (every & QS and hearts >= 1):
        owners = [s for s in range(4) if k.taken[s] & POINTS == every]
        if owners:
            found.append("moon_shoot" if owners[0] == me else "moon_stop")
    if lead >= 0 and not found:
        follow = mask_of(view.legal_plays) & SUIT_MASKS[lead]
        if follow & ((1 << best) - 1) and follow >> best:
            found.append("duck")
    return found


def themes(
    view: SeatView, kind: str, facts: Mapping[str, Mapping[str, Any]], answer: Sequence[str], choices: Iterable[str]
) -> list[str]:
    """The themes decided from the position, its answer, the other ``choices`` and the review's facts (as data).

    The Q♠, ducking and the moon from the position (:func:`themes_of`), the first and last tricks from the trick
    count, the Q♠ and the moon also from the review's most frequent reason against the answer, and counting and the
    pass's kinds by the rules of :mod:`~hearts.puzzles.theme_rules`.
    """
    others = [name for name in choices if name not in answer]
    found: list[str] = []
    if kind == "pass":
        found.append("pass")
        found.extend(pass_kinds(view, answer, others, facts))
    else:
        found.extend(theme for theme in themes_of(view) if theme != "pass")
        if len(view.tricks) == 0:
            found.append("first_trick")
        if len(view.hand) <= 3:
            found.append("last_tricks")
        if counting(view, answer, others):
            found.append("counting")
    causes = [str(reason.get("type")) for reason in facts.values()]
    if causes:
        top = statistics.mode(causes)
        if top in _BY_CAUSE and _BY_CAUSE[top] not in found:
            found.append(_BY_CAUSE[top])
    return found
