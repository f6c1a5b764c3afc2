"""Stepping through a deal in replay: which step a key asks for, a trick back or on.

History's replay and a puzzle's "the Expert plays on" step the same way: the left and right arrows a card back or
on, Home and End to the first and last step, Page Up and Page Down a trick at a time. A replay may begin later than
the deal's first step (``first``: a puzzle's replay begins at its answer); no key goes before it.

>>> from hearts.record.replay import replay_round
>>> from hearts.round import Round
>>> from hearts.deals import deal_hands
>>> rnd = Round(deal_hands(3), "hold")
>>> for _ in range(6):
...     _ = rnd.play(rnd.legal_plays()[0])
>>> deal = replay_round(rnd)
>>> key_step(deal, 0, "PageDown"), key_step(deal, 5, "PageUp"), key_step(deal, 5, "Home", first=2)
(1, 1, 2)
"""

from __future__ import annotations

from typing import Final

from ...record.replay import DealReplay

__all__ = ["STEP_KEYS", "key_step", "trick_step"]

STEP_KEYS: Final = ("ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")
"""The keys that step through a replay: a card back or on, the first or last step, the previous or next trick."""


def trick_step(deal: DealReplay, position: int, direction: int) -> int:
    """From step ``position``, the first step of the previous or next trick (or the dealt hands / the last step at
    the ends)."""
    step = deal.steps[position]
    if direction > 0:
        following = 0 if step.key.trick is None else step.key.trick + 1
        found = deal.first_step_of_trick(following)
        return found if deal.steps[found].key.trick == following else len(deal.steps) - 1
    if step.key.trick is None:
        return 0
    start = deal.first_step_of_trick(step.key.trick)
    target = step.key.trick - 1 if position == start else step.key.trick
    return deal.first_step_of_trick(target) if target >= 0 else max(0, deal.first_step_of_trick(0) - 1)


def key_step(deal: DealReplay, position: int, key: str, *, first: int = 0) -> int | None:
    """The step ``key`` asks for from step ``position`` (kept within ``first`` and the last step), or ``None`` when
    it is no step key."""
    if key not in STEP_KEYS or not deal.steps:
        return None
    last = len(deal.steps) - 1
    if key == "ArrowLeft":
        target = position - 1
    elif key == "ArrowRight":
        target = position + 1
    elif key == "Home":
        target = first
    elif key == "End":
        target = last
    else:
        target = trick_step(deal, position, 1 if key == "PageDown" else -1)
    return max(first, min(last, target))
