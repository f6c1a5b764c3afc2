"""Deal the cards a seat cannot see, consistently with everything it has seen.

Each other seat gets the cards it is known to hold (the cards this seat passed
it, until played) and a share of the other unseen cards, never a card it
cannot hold (a suit it showed void in, a card ruled out by a forced play), and
exactly as many cards as it holds. Cards are placed most-constrained first; a
check on the counts (Hall's condition) keeps every step completable, so the
sampler never fails on a consistent view.

A card a seat probably does not hold (:attr:`~hearts.bots.knowledge.Knowledge.doubted`:
it passed up a sure chance to play it) makes a deal that gives it that card
:data:`DOUBT_KEPT` times as likely as one that does not: such a deal is kept
with that probability, else dealt again. A card that every seat which may
hold it doubts is weighed as usual, and after :data:`DOUBT_DRAWS` deals the
last one is kept, so a sample always comes.
"""

from __future__ import annotations

from typing import Final

from .knowledge import Knowledge
from .rng import Rng

__all__ = ["DOUBT_DRAWS", "DOUBT_KEPT", "Sampler", "group_needs", "groups_fit"]

DOUBT_KEPT: Final = 0.3
"""How likely a deal giving a seat a card it doubtfully holds is, against one that does not."""
DOUBT_DRAWS: Final = 12
"""The most deals drawn for one sample when doubted cards send them back."""
_KEEP_OUT_OF: Final = 1 << 16
_KEEP: Final = round(DOUBT_KEPT * _KEEP_OUT_OF)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Sampler:
    """Draws full deals (four hand masks) for one seat's knowledge."""

    __slots__ = ("_base", "_capacity", "_classes", "_doubted", "_free", "_me", "_need", "_others")

    def __init__(self, knowledge: Knowledge) -> None:
        me = knowledge.seat
        self._me = me
        self._others = [s for s in range(4) if s != me]
        known_all = 0
        for seat in self._others:
            known_all |= knowledge.known[seat]
        pool = knowledge.unseen & ~known_all
        base = [0, 0, 0, 0]
        base[me] = knowledge.hand
        capacity = [0, 0, 0, 0]
        for seat in self._others:
            base[seat] = knowledge.known[seat] & knowledge.unseen
            capacity[seat] = knowledge.counts[seat] - base[seat].bit_count()
        # Group the pool by which seats may hold each card (a 3-bit set over self._others).
        classes: dict[int, list[int]] = {}
        for card in _bits(pool):
            eligible = 0
            for slot, seat in enumerate(self._others):
                if not knowledge.excluded[seat] >> card & 1:
                    eligible |= 1 << slot
            classes.setdefault(eligible, []).append(card)
        need = group_needs({eligible: len(cards) for eligible, cards in classes.items()})
        if 0 in classes or not groups_fit(need, [capacity[s] for s in self._others]):
            # The inferences contradict each other (impossible from a real view): fall back to counts alone.
            classes = {7: _bits(pool)}
            need = group_needs({7: pool.bit_count()})
        self._base = base
        self._capacity = capacity
        self._doubted = _weighed_doubts(knowledge, self._others, pool)
        self._free = classes.pop(7, [])
        self._classes = sorted(classes.items())
        self._need = need

    def sample(self, rng: Rng) -> list[int]:
        """Four hand masks: this seat's own hand and a random consistent guess at the others.

        Deals that give a seat a card it doubtfully holds are kept less often (see the module).
        """
        hands = self._draw(rng)
        doubted = self._doubted
        if not doubted:
            return hands
        for _ in range(DOUBT_DRAWS - 1):
            kept = _KEEP_OUT_OF
            for seat, cards in doubted:
                for _card in range((hands[seat] & cards).bit_count()):
                    kept = kept * _KEEP >> 16
            if kept == _KEEP_OUT_OF or rng.below(_KEEP_OUT_OF) < kept:
                return hands
            hands = self._draw(rng)
        return hands

    def _draw(self, rng: Rng) -> list[int]:
        hands = list(self._base)
        others = self._others
        caps = [self._capacity[s] for s in others]
        if self._classes:
            need = list(self._need)  # per group of seats, the cards still to place that only they may hold
            for eligible, cards in self._classes:
                order = list(cards)
                rng.shuffle(order)
                supersets = _SUPERSETS[eligible]
                for card in order:
                    for group in supersets:
                        need[group] -= 1
                    slots = [slot for slot in range(3) if eligible >> slot & 1 and caps[slot] > 0]
                    total = 0
                    for slot in slots:
                        total += caps[slot]
                    pick = rng.below(total)
                    chosen = slots[-1]
                    for slot in slots:
                        if pick < caps[slot]:
                            chosen = slot
                            break
                        pick -= caps[slot]
                    caps[chosen] -= 1
                    if not groups_fit(need, caps):
                        caps[chosen] += 1
                        for slot in slots:
                            if slot == chosen:
                                continue
                            caps[slot] -= 1
                            if groups_fit(need, caps):
                                chosen = slot
                                break
                            caps[slot] += 1
                        else:  # pragma: no cover  (the feasibility check at construction rules this out)
                            caps[chosen] -= 1
                    hands[others[chosen]] |= 1 << card
        free = list(self._free)
        rng.shuffle(free)
        start = 0
        for slot, seat in enumerate(others):
            mask = 0
            for card in free[start : start + caps[slot]]:
                mask |= 1 << card
            hands[seat] |= mask
            start += caps[slot]
        return hands


def _weighed_doubts(knowledge: Knowledge, others: list[int], pool: int) -> list[tuple[int, int]]:
    """The doubted cards of the pool worth weighing, per seat: not those every seat that may hold them doubts."""
    doubted = [knowledge.doubted[seat] & pool for seat in others]
    weighed = []
    for slot, seat in enumerate(others):
        cards = doubted[slot]
        for card in _bits(cards):
            bit = 1 << card
            holders = [s for s, other in enumerate(others) if not knowledge.excluded[other] & bit]
            if all(doubted[s] & bit for s in holders):
                cards &= ~bit
        if cards:
            weighed.append((seat, cards))
    return weighed


_SUPERSETS: Final = tuple(tuple(group for group in range(1, 8) if eligible & ~group == 0) for eligible in range(8))
"""``_SUPERSETS[e]``: every group of seats (a 3-bit set) that holds the set ``e``."""


def group_needs(counts: dict[int, int]) -> list[int]:
    """Per group of seats (a 3-bit set), how many cards only its seats may hold, from ``counts`` per set of holders."""
    need = [0] * 8
    for eligible, count in counts.items():
        for group in _SUPERSETS[eligible]:
            need[group] += count
    return need


def groups_fit(need: list[int], caps: list[int]) -> bool:
    """Hall's condition: every group of seats has room (``caps``, per seat) for the cards only they may hold."""
    one, two, three = caps
    return (
        need[1] <= one
        and need[2] <= two
        and need[4] <= three
        and need[3] <= one + two
        and need[5] <= one + three
        and need[6] <= two + three
        and need[7] <= one + two + three
    )
