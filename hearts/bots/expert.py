"""Expert: search over the deals the seat might be facing.

To play, it deals the unseen cards many times, each time consistently with
everything the seat has seen (voids, forced plays, the cards it passed, which
the receiver holds until they are played), plays every legal card in each of
those deals and finishes the deal with the Hard rules of thumb for all four
seats (:mod:`hearts.bots.sim`), scores it with :func:`hearts.scoring.deal_scores`
and picks the card with the best average. When the hand could shoot the moon
it also plays each card out aiming for the moon, and takes that line if it
does better on average.

To pass, it plays a shortlist of passes (of the rules' 3 to 5 cards) (Hard's pass, the moon
pass, voiding a short suit, Hard's pass with one card swapped) over sampled
deals in which the other seats pass by Hard's rules, keeps the better ones
after each round, and replaces Hard's pass only by one that does clearly better.

The amount of work is fixed by counts, never by a clock, so a seed and a view
always give the same choice. Work is done in slices: ``play_steps`` and
``pass_steps`` yield after each sampled deal.
"""

from __future__ import annotations

from typing import Final

from ..cards import CARDS, JACK_OF_DIAMONDS, SUIT_MASKS, cards_from_mask, mask_of
from ..seats import pass_target
from ..view import SeatView
from .base import Bot, PassSteps, PlaySteps, check_pass_view, check_play_view
from .hard import hard_pass
from .knowledge import Knowledge
from .passing import medium_pass, moon_pass, pass_danger
from .policy import QS, ready_to_shoot
from .rng import Rng, decision_seed
from .sampling import Sampler
from .sim import Position, playout, shooters, utility
from .variant import variant_of

__all__ = ["PASS_ROUNDS", "PLAY_BUDGET", "ExpertBot", "play_candidates"]

PLAY_BUDGET: Final = 36_000
"""Cards simulated per play decision (samples x candidate cards x cards left)."""
MIN_SAMPLES: Final = 12
MAX_SAMPLES: Final = 160
PASS_ROUNDS: Final = ((24, 16), (6, 32), (2, 96))
"""Passing: (candidates kept, new sampled deals) per round of the shortlist."""
PASS_MARGIN: Final = 0.5
"""How much better on average (in points less the others' average) a pass must look to replace Hard's pass."""
_JD: Final = JACK_OF_DIAMONDS.mask


def play_candidates(legal: int, hand: int, gone: int, special: int) -> list[int]:
    """One card of each group of equivalent legal cards.

    Two cards of a suit are equivalent when every card ranked between them is
    in the hand or in ``gone`` (cards of finished tricks: a card in the trick
    being played separates them); point-scoring ``special`` cards stand alone.
    """
    chosen: list[int] = []
    for suit in range(4):
        cards = legal & SUIT_MASKS[suit]
        last = -1
        while cards:
            low = cards & -cards
            index = low.bit_length() - 1
            cards ^= low
            if last >= 0 and not (low | (1 << last)) & special:
                between = ((1 << index) - 1) & ~((1 << (last + 1)) - 1)
                if not between & ~(hand | gone):
                    last = index
                    continue
            chosen.append(index)
            last = index
    return chosen


def _argmin(totals: list[float]) -> int:
    best = 0
    for i, value in enumerate(totals):
        if value < totals[best] - 1e-9:
            best = i
    return best


class ExpertBot(Bot):
    """The searching level."""

    level = "expert"

    def play_steps(self, view: SeatView) -> PlaySteps:
        check_play_view(view)
        legal = mask_of(view.legal_plays)
        if not legal & (legal - 1):
            return view.legal_plays[0]
        k = Knowledge.from_view(view)
        variant = variant_of(view.rules)
        special = QS | variant.special
        trick_mask = 0
        for index in k.trick:
            trick_mask |= 1 << index
        candidates = play_candidates(legal, k.hand, k.played & ~trick_mask, special)
        if len(candidates) == 1:
            return CARDS[candidates[0]]
        me = k.seat
        pos = Position.from_knowledge(k)
        modes = [False]
        if ready_to_shoot(k.hand, k.played, k.taken, me, variant.moon) or _moon_open(k, variant.moon):
            modes.append(True)
        left = 52 - k.played.bit_count()
        samples = PLAY_BUDGET // (len(candidates) * len(modes) * left)
        samples = max(MIN_SAMPLES, min(MAX_SAMPLES, samples))
        sampler = Sampler(k)
        rng = Rng(decision_seed(self.seed, view))
        voids = k.shown_voids
        totals = [0.0] * (len(candidates) * len(modes))
        for _ in range(samples):
            hands = sampler.sample(rng)
            shoot = shooters(hands, pos)
            slot = 0
            for mode in modes:
                shoot[me] = mode
                for card in candidates:
                    totals[slot] += utility(playout(hands, pos, shoot, card, voids), me)
                    slot += 1
            yield
        return CARDS[candidates[_argmin(totals) % len(candidates)]]

    def pass_steps(self, view: SeatView) -> PassSteps:
        check_pass_view(view)
        hand = view.hand_mask
        me = view.seat
        direction = view.pass_direction
        pass_count = view.rules.pass_count
        moon_allowed = view.rules.moon != "none"
        candidates = pass_candidates(hand, pass_count, moon_allowed)
        rng = Rng(decision_seed(self.seed, view))
        sampler = Sampler(Knowledge.from_view(view))
        rules = view.rules
        totals_before = tuple(view.totals)
        scores = [0.0] * len(candidates)
        active = list(range(len(candidates)))
        samples = 0
        for keep, count in PASS_ROUNDS:
            if len(active) > keep:
                active.sort(key=lambda i: (scores[i], i))
                active = sorted(active[:keep])
            if len(active) == 1:
                break
            samples += count
            for _ in range(count):
                dealt = sampler.sample(rng)
                passes = [hard_pass(dealt[seat], pass_count, moon_allowed) if seat != me else 0 for seat in range(4)]
                for i in active:
                    passes[me] = candidates[i]
                    hands = list(dealt)
                    for seat in range(4):
                        hands[seat] &= ~passes[seat]
                    for seat in range(4):
                        hands[pass_target(seat, direction)] |= passes[seat]
                    pos = Position.start(hands, rules, totals_before, view.dealer)
                    scores[i] += utility(playout(hands, pos, shooters(hands, pos)), me)
                yield
        best = min(active, key=lambda i: (scores[i], i))
        if 0 in active and scores[0] - scores[best] <= PASS_MARGIN * samples:
            best = 0
        return tuple(cards_from_mask(candidates[best]))


def _moon_open(k: Knowledge, moon: int) -> bool:
    """Whether this seat holds every point card taken so far, and some (``moon``: the cards a moon takes)."""
    mine = k.taken[k.seat] & moon
    if not mine:
        return False
    return all(not k.taken[s] & moon for s in range(4) if s != k.seat)


def pass_candidates(hand: int, count: int = 3, moon_allowed: bool = True) -> list[int]:
    """A shortlist of passes of ``count`` cards, the rules-of-thumb pass first.

    Then the moon pass (if the hand is one), the pass that voids a short side
    suit, and the rules-of-thumb pass with one card swapped for another risky one.
    """
    found: list[int] = []

    def add(mask: int) -> None:
        if mask.bit_count() == count and mask & hand == mask and mask not in found:
            found.append(mask)

    first = hard_pass(hand, count, moon_allowed)
    add(first)
    moon = moon_pass(hand, count) if moon_allowed else None
    if moon is not None:
        add(moon)
    add(medium_pass(hand, count))
    order = [c.mask for c in sorted(cards_from_mask(hand), key=lambda c: (-pass_danger(c.index, hand), c.index))]
    for suit in (0, 1):
        cards = hand & SUIT_MASKS[suit]
        if 0 < cards.bit_count() <= count:
            fill = cards
            for card in order:
                if fill.bit_count() == count:
                    break
                fill |= card
            add(fill)
    for out in cards_from_mask(first):
        for card in order[:8]:
            if not card & first:
                add(first & ~out.mask | card)
    return found
