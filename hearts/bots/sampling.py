"""Deal the cards a seat cannot see, consistently with everything it has seen.

Each other seat gets the cards it is known to hold (the cards this seat passed
it, until played) and a share of the other unseen cards, never a card it
cannot hold (a suit it showed void in, a card ruled out by a forced play), and
exactly as many cards as it holds. Cards are placed most-constrained first; a
check on the counts (Hall's condition) keeps every step completable, so the
sampler never fails on a consistent view.
"""

from __future__ import annotations

from .knowledge import Knowledge
from .rng import Rng

__all__ = ["Sampler"]


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Sampler:
    """Draws full deals (four hand masks) for one seat's knowledge."""

    __slots__ = ("_base", "_capacity", "_classes", "_free", "_me", "_others")

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
        if 0 in classes or not _feasible({k: len(v) for k, v in classes.items()}, [capacity[s] for s in self._others]):
            # The inferences contradict each other (impossible from a real view): fall back to counts alone.
            classes = {7: _bits(pool)}
        self._base = base
        self._capacity = capacity
        self._free = classes.pop(7, [])
        self._classes = sorted(classes.items())

    def sample(self, rng: Rng) -> list[int]:
        """Four hand masks: this seat's own hand and a random consistent guess at the others."""
        hands = list(self._base)
        others = self._others
        caps = [self._capacity[s] for s in others]
        if self._classes:
            counts = {eligible: len(cards) for eligible, cards in self._classes}
            for eligible, cards in self._classes:
                order = list(cards)
                rng.shuffle(order)
                for card in order:
                    counts[eligible] -= 1
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
                    if not _feasible(counts, caps, len(self._free)):
                        caps[chosen] += 1
                        for slot in slots:
                            if slot == chosen:
                                continue
                            caps[slot] -= 1
                            if _feasible(counts, caps, len(self._free)):
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


def _feasible(counts: dict[int, int], caps: list[int], free: int = 0) -> bool:
    """Hall's condition: every group of seats has room for the cards only they may hold."""
    for group in range(1, 8):
        need = 0
        for eligible, count in counts.items():
            if eligible & ~group == 0:
                need += count
        if group == 7:
            need += free
        room = 0
        for slot in range(3):
            if group >> slot & 1:
                room += caps[slot]
        if need > room:
            return False
    return True
