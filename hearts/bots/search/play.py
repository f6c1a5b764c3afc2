"""The play search: candidate cards, sampled deals, playouts, and the table of their outcomes.

From one seat's view on its turn (:func:`play_setup`), the legal cards fall
into groups of equivalent cards (:func:`play_groups`), one candidate each.
Each candidate is played on the same sampled deals (common random numbers):
the unseen cards are dealt consistently with everything the seat has seen
(:class:`~hearts.bots.sampling.Sampler`), the candidate is played and the deal
finished by the rules of thumb for all four seats (:mod:`hearts.bots.sim`),
and the finished deal is scored by :func:`hearts.scoring.deal_scores`
(:func:`play_search_steps`). When the hand could shoot the moon, each
candidate is also played out aiming for the moon (a second *mode*). With a
moon runner at the table, part of the sampled deals are the runner's world
(:mod:`hearts.bots.search.moon`).

How many deals: :func:`play_samples` spends a budget of simulated cards
(:data:`PLAY_BUDGET`) between :data:`MIN_SAMPLES` and :data:`MAX_SAMPLES`
deals. The Expert keeps only each slot's total and picks the lowest; the
review of a deal also keeps every sample's value (to measure the noise of a
difference) and what each seat took in it (to say why).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Final

from ...cards import SUIT_MASKS, mask_of
from ...view import SeatView
from ..knowledge import Knowledge
from ..policy import AS, AS_KS, KS, QS, QS_INDEX, SPADES, ready_to_shoot
from ..rng import Rng
from ..sampling import Sampler
from ..sim import NO_GUARD, Position, playout, playout_taken, score_taken, shooters, utility
from ..variant import variant_of
from .moon import RUNNER_EVERY, moon_open, moon_runner, runner_deal, runner_strength

__all__ = [
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "PLAY_BUDGET",
    "QUEEN_SAMPLES",
    "PlaySetup",
    "PlayTable",
    "Searching",
    "play_candidates",
    "play_groups",
    "play_samples",
    "play_search_steps",
    "play_setup",
    "queen_at_stake",
    "queen_kept",
    "queen_under_the_king",
]

PLAY_BUDGET: Final = 108_000
"""Cards simulated per play decision (samples x candidate cards x cards left)."""
MIN_SAMPLES: Final = 36
"""The fewest deals sampled for a play, however many candidates and cards are left."""
MAX_SAMPLES: Final = 480
"""The most deals sampled for an ordinary play."""
QUEEN_SAMPLES: Final = 960
"""The most deals sampled for a play on a spade trick with the Q♠ at stake (see :func:`queen_at_stake`)."""

Searching = Generator[None, None, "PlayTable"]
"""A play search in slices: it yields after each sampled deal and returns its :class:`PlayTable`."""


def play_groups(legal: int, hand: int, gone: int, special: int) -> list[list[int]]:
    """The legal cards in groups of equivalent cards, each group lowest card first.

    Two cards of a suit are equivalent when every card ranked between them is
    in the hand or in ``gone`` (cards of finished tricks: a card in the trick
    being played separates them); point-scoring ``special`` cards stand alone.
    """
    groups: list[list[int]] = []
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
                    groups[-1].append(index)
                    last = index
                    continue
            groups.append([index])
            last = index
    return groups


def play_candidates(legal: int, hand: int, gone: int, special: int) -> list[int]:
    """One card of each group of equivalent legal cards (see :func:`play_groups`)."""
    return [group[0] for group in play_groups(legal, hand, gone, special)]


@dataclass(frozen=True, slots=True)
class PlaySetup:
    """What the search of one play needs: the seat's knowledge, the candidate cards and the ways to play them."""

    knowledge: Knowledge
    groups: list[list[int]]
    modes: list[bool]
    """``False``: play on by the rules of thumb; ``True``: play on aiming for the moon."""
    position: Position
    runner: int = -1
    """Another seat that has taken every point card so far, enough to go for the moon (:func:`moon_runner`)."""

    @property
    def candidates(self) -> list[int]:
        return [group[0] for group in self.groups]


def play_setup(view: SeatView) -> PlaySetup:
    """The candidates and modes the search plays from this view (its turn to play)."""
    legal = mask_of(view.legal_plays)
    k = Knowledge.from_view(view)
    variant = variant_of(view.rules)
    special = QS | variant.special
    trick_mask = 0
    for index in k.trick:
        trick_mask |= 1 << index
    groups = play_groups(legal, k.hand, k.played & ~trick_mask, special)
    modes = [False]
    if ready_to_shoot(k.hand, k.played, k.taken, k.seat, variant.moon) or moon_open(k, variant.moon):
        modes.append(True)
    return PlaySetup(k, groups, modes, Position.from_knowledge(k), moon_runner(k, variant.moon))


def play_samples(setup: PlaySetup, budget: int = PLAY_BUDGET, low: int = MIN_SAMPLES, high: int = MAX_SAMPLES) -> int:
    """How many deals to sample: ``budget`` cards simulated, between ``low`` and ``high`` deals."""
    left = 52 - setup.knowledge.played.bit_count()
    samples = budget // (len(setup.groups) * len(setup.modes) * left)
    return max(low, min(high, samples))


@dataclass(slots=True)
class PlayTable:
    """Sampled outcomes of every (mode, candidate) slot; slot ``m * len(candidates) + c``."""

    totals: list[float]
    samples: int = 0
    values: list[list[float]] | None = None
    """Per slot, the utility of each sample (kept when asked for)."""
    taken: list[list[tuple[int, ...]]] | None = None
    """Per slot, the cards each seat took in each sample (kept when asked for)."""


def play_search_steps(setup: PlaySetup, rng: Rng, samples: int, keep: bool = False) -> Searching:
    """Play every candidate in every mode on ``samples`` sampled deals, yielding after each."""
    k = setup.knowledge
    me = k.seat
    pos = setup.position
    candidates = setup.candidates
    sampler = Sampler(k)
    voids = k.shown_voids
    slots = len(candidates) * len(setup.modes)
    table = PlayTable([0.0] * slots)
    if keep:
        table.values = [[] for _ in range(slots)]
        table.taken = [[] for _ in range(slots)]
    totals = table.totals
    runner = setup.runner
    strong = runner_strength(k, runner) if runner >= 0 else None
    for _ in range(samples):
        guard = NO_GUARD
        if strong is not None and table.samples % RUNNER_EVERY == 0:
            # A world where the runner goes for the moon, dealt a hand to make it, and this seat defends.
            hands = runner_deal(sampler, rng, runner, strong)
            shoot = shooters(hands, pos)
            shoot[runner] = True
            guard = (me, runner)
        else:
            hands = sampler.sample(rng)
            shoot = shooters(hands, pos)
        slot = 0
        for mode in setup.modes:
            shoot[me] = mode
            for card in candidates:
                if table.values is not None and table.taken is not None:
                    taken = playout_taken(hands, pos, shoot, card, voids, guard)
                    value = utility(score_taken(taken, pos), me)
                    table.values[slot].append(value)
                    table.taken[slot].append(tuple(taken))  # tuples of ints: not tracked by the collector
                else:
                    value = utility(playout(hands, pos, shoot, card, voids, guard), me)
                totals[slot] += value
                slot += 1
        table.samples += 1
        yield
    return table


def queen_kept(setup: PlaySetup) -> PlaySetup:
    """The setup without the Q♠ when it would be played on a low spade lead it could win.

    That is: a spade is led and nothing above the Q♠ is in the trick, this seat
    holds a lower spade, and the A♠ or K♠ is still out (its holder will duck
    under the queen). Aiming for the moon, the queen stays a candidate, unless
    it would go to a trick the K♠ may still take (:func:`queen_under_the_king`).
    """
    if [QS_INDEX] not in setup.groups or not (queen_under_the_king(setup) or _queen_on_a_low_lead(setup)):
        return setup
    return replace(setup, groups=[group for group in setup.groups if group != [QS_INDEX]])


def _queen_on_a_low_lead(setup: PlaySetup) -> bool:
    k = setup.knowledge
    if True in setup.modes or not k.trick or k.trick[0] // 13 != SPADES:
        return False
    best = max(card for card in k.trick if card // 13 == SPADES)
    return best < QS_INDEX and bool(k.hand & SUIT_MASKS[SPADES] & (QS - 1)) and bool(k.unseen & AS_KS)


def queen_under_the_king(setup: PlaySetup) -> bool:
    """Whether the hand could go for the moon and would play the Q♠ to a spade trick the K♠ may still take.

    That is: it holds the A♠ and the Q♠, the K♠ is unseen, and a spade is led
    (or it leads) with a seat still to play after it: the A♠ first keeps the moon.
    """
    k = setup.knowledge
    if True not in setup.modes or not k.hand & AS or not k.unseen & KS or len(k.trick) == 3:
        return False
    return not k.trick or k.trick[0] // 13 == SPADES


def queen_at_stake(k: Knowledge) -> bool:
    """Whether a spade is led and this seat holds the Q♠, or the A♠ or K♠ while the Q♠ is unseen."""
    if not k.trick or k.trick[0] // 13 != SPADES:
        return False
    return bool(k.hand & QS or (k.hand & AS_KS and k.unseen & QS))
