"""Rules of thumb for the pass, on bit masks.

- Pass the Queen of spades when spades are short; keep it with four or more.
- Pass an unprotected Ace or King of spades (fewer than four spades, no Queen kept).
- Void a short club or diamond suit when the whole suit fits in the pass.
- Otherwise pass the most dangerous cards: high hearts, then high clubs and diamonds.
- (Hard and up) Keep a moon hand together: pass the cards that would spoil it.
"""

from __future__ import annotations

from typing import Final

from ..cards import HEARTS_MASK, SUIT_MASKS
from .policy import AS_KS, QS, QS_INDEX, SPADE_MASK, ready_to_shoot

__all__ = ["highest_pass", "medium_pass", "moon_pass", "pass_danger", "rank_order"]

_CLUBS: Final = SUIT_MASKS[0]
_DIAMONDS: Final = SUIT_MASKS[1]


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def rank_order(mask: int) -> list[int]:
    """Card indexes of ``mask``, highest rank first (clubs before hearts on ties)."""
    return sorted(_cards(mask), key=lambda i: (-(i % 13), i // 13))


def highest_pass(hand: int, count: int = 3) -> int:
    """The ``count`` highest-ranked cards of ``hand``, as a mask (a beginner's pass)."""
    chosen = 0
    for index in rank_order(hand)[:count]:
        chosen |= 1 << index
    return chosen


def pass_danger(index: int, hand: int) -> int:
    """How much a card wants to leave the hand: higher is passed first."""
    suit, rank = divmod(index, 13)
    if suit == 2:  # spades
        if index == QS_INDEX:
            return 100 if (hand & SPADE_MASK).bit_count() < 4 else -50
        if index > QS_INDEX:
            protected = (hand & SPADE_MASK).bit_count() >= 4 or bool(hand & QS)
            return 10 + rank if protected else 60 + rank
        return rank - 20
    if suit == 3:  # hearts: high hearts take tricks late
        return 20 + rank * 2 if rank >= 7 else rank - 5
    length = (hand & SUIT_MASKS[suit]).bit_count()
    return rank * 2 + (6 - length) * 2 - (20 if index == 0 else 0)


def medium_pass(hand: int, count: int = 3) -> int:
    """The ``count`` cards to pass (three unless the rules say otherwise), as a mask, by the rules of thumb."""
    chosen = 0
    short_spades = (hand & SPADE_MASK).bit_count() < 4
    if short_spades:
        # Pass the queen, and the ace and king that could catch it.
        chosen = hand & (QS | AS_KS)
    free = count - chosen.bit_count()
    if free:
        best_suit = 0
        best_len = 99
        for suit_mask in (_CLUBS, _DIAMONDS):
            length = (hand & suit_mask).bit_count()
            if 0 < length <= free and length < best_len:
                best_len = length
                best_suit = suit_mask
        if best_suit:
            chosen |= hand & best_suit
    rest = sorted(_cards(hand & ~chosen), key=lambda i: (-pass_danger(i, hand), i))
    for index in rest[: count - chosen.bit_count()]:
        chosen |= 1 << index
    return chosen


def moon_pass(hand: int, count: int = 3) -> int | None:
    """The ``count`` cards to pass to keep a moon hand together, or ``None`` if the hand is no moon hand."""
    order = sorted(_cards(hand & ~HEARTS_MASK & ~QS & ~AS_KS), key=lambda i: (i % 13, i))
    if len(order) < count:
        return None
    spoilers = 0
    for index in order[:count]:
        spoilers |= 1 << index
    kept = hand & ~spoilers
    if (kept & HEARTS_MASK).bit_count() < 6:
        return None
    if ready_to_shoot(kept, 0, [0, 0, 0, 0], 0):
        return spoilers
    return None
