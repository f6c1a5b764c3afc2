"""Expert: search over the deals the seat might be facing.

To play, it deals the unseen cards many times, each time consistently with
everything the seat has seen (voids, forced plays, the cards it passed, which
the receiver holds until they are played), plays every legal card in each of
those deals and finishes the deal with the Hard rules of thumb for all four
seats (:mod:`hearts.bots.sim`), scores it with :func:`hearts.scoring.deal_scores`
and picks the card with the best average. When the hand could shoot the moon
it also plays each card out aiming for the moon, and takes that line if it
does better on average. Among more than two candidates it spends half the
samples on all of them and the other half on the better half (at least two),
so the close calls get the most deals. It never tries the Q♠ on a low spade
lead while it holds a lower spade and the A♠ or K♠ is still out (unless it
is aiming for the moon): whoever holds them ducks, and the queen comes back.

To pass, it plays a shortlist of passes of the rules' 3 to 5 cards (Hard's pass, the moon
pass, voiding a short suit, Hard's pass with one card swapped) over sampled
deals in which the other seats pass by Hard's rules, keeps the better ones
after each round, and replaces Hard's pass only by one that does clearly better.

The amount of work is fixed by counts, never by a clock, so a seed and a view
always give the same choice. Work is done in slices: ``play_steps`` and
``pass_steps`` yield after each sampled deal.

The search itself (candidates, sampled deals, playouts, the tables of their
outcomes) is in functions that the review of a deal (:mod:`hearts.analysis`)
calls too: the Expert keeps only the totals and picks the lowest; the review
also keeps every sample's value (to measure the noise of a difference) and
what was taken in it (to say why). Every candidate is played out on the same
sampled deals (common random numbers).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Final

from ..cards import CARDS, SUIT_MASKS, cards_from_mask, mask_of
from ..seats import pass_target
from ..view import SeatView
from .base import Bot, PassSteps, PlaySteps, check_pass_view, check_play_view
from .hard import hard_pass
from .knowledge import Knowledge
from .passing import medium_pass, moon_pass, pass_danger
from .policy import AS_KS, QS, QS_INDEX, ready_to_shoot
from .rng import Rng, decision_seed
from .sampling import Sampler
from .sim import Position, playout, playout_taken, score_taken, shooters, utility
from .variant import variant_of

__all__ = [
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "PASS_ROUNDS",
    "PLAY_BUDGET",
    "ExpertBot",
    "PassTable",
    "PlaySetup",
    "PlayTable",
    "pass_candidates",
    "pass_search_steps",
    "play_candidates",
    "play_groups",
    "play_samples",
    "play_search_steps",
    "play_setup",
]

PLAY_BUDGET: Final = 36_000
"""Cards simulated per play decision (samples x candidate cards x cards left)."""
MIN_SAMPLES: Final = 12
MAX_SAMPLES: Final = 160
PASS_ROUNDS: Final = ((24, 16), (6, 32), (2, 96))
"""Passing: (candidates kept, new sampled deals) per round of the shortlist."""

Searching = Generator[None, None, "PlayTable"]


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

    @property
    def candidates(self) -> list[int]:
        return [group[0] for group in self.groups]


def play_setup(view: SeatView) -> PlaySetup:
    """The candidates and modes the Expert searches from this view (its turn to play)."""
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
    return PlaySetup(k, groups, modes, Position.from_knowledge(k))


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
    for _ in range(samples):
        hands = sampler.sample(rng)
        shoot = shooters(hands, pos)
        slot = 0
        for mode in setup.modes:
            shoot[me] = mode
            for card in candidates:
                if table.values is not None and table.taken is not None:
                    taken = playout_taken(hands, pos, shoot, card, voids)
                    value = utility(score_taken(taken, pos), me)
                    table.values[slot].append(value)
                    table.taken[slot].append(tuple(taken))  # tuples of ints: not tracked by the collector
                else:
                    value = utility(playout(hands, pos, shoot, card, voids), me)
                totals[slot] += value
                slot += 1
        table.samples += 1
        yield
    return table


def queen_kept(setup: PlaySetup) -> PlaySetup:
    """The setup without the Q♠ when it would be played on a low spade lead it could win.

    That is: a spade is led and nothing above the Q♠ is in the trick, this seat
    holds a lower spade, and the A♠ or K♠ is still out (its holder will duck
    under the queen). Aiming for the moon, the queen stays a candidate.
    """
    k = setup.knowledge
    if True in setup.modes or not k.trick or k.trick[0] // 13 != 2 or [QS_INDEX] not in setup.groups:
        return setup
    best = max(card for card in k.trick if card // 13 == 2)
    if best > QS_INDEX or not k.hand & SUIT_MASKS[2] & (QS - 1) or not k.unseen & AS_KS:
        return setup
    return replace(setup, groups=[group for group in setup.groups if group != [QS_INDEX]])


def moon_open(k: Knowledge, moon: int) -> bool:
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


@dataclass(slots=True)
class PassTable:
    """Sampled outcomes of a shortlist of passes, narrowed round by round."""

    candidates: list[int]
    scores: list[float]
    active: list[int]
    samples: int = 0
    values: list[list[float]] | None = None
    """Per candidate, the utility of each sample it was played on (kept when asked for)."""
    taken: list[list[tuple[int, ...]]] | None = None
    """Per candidate, the cards each seat took in each sample (kept when asked for).

    A candidate is played on every sample from the first until it leaves the
    shortlist, so two candidates share the samples of the shorter list."""


def pass_search_steps(
    view: SeatView,
    rng: Rng,
    rounds: tuple[tuple[int, int], ...] = PASS_ROUNDS,
    always: int = 0,
    keep: bool = False,
) -> Generator[None, None, PassTable]:
    """Play the shortlist of passes over sampled deals, keeping the better ones after each round.

    ``always`` (a mask of the rules' number of cards of the hand) is added to the shortlist and
    never dropped from it. The other seats pass by Hard's rules.
    """
    hand = view.hand_mask
    me = view.seat
    direction = view.pass_direction
    pass_count = view.rules.pass_count
    moon_allowed = view.rules.moon != "none"
    candidates = pass_candidates(hand, pass_count, moon_allowed)
    pinned = -1
    if always:
        if always not in candidates:
            candidates.append(always)
        pinned = candidates.index(always)
    sampler = Sampler(Knowledge.from_view(view))
    rules = view.rules
    totals_before = tuple(view.totals)
    table = PassTable(candidates, [0.0] * len(candidates), list(range(len(candidates))))
    if keep:
        table.values = [[] for _ in candidates]
        table.taken = [[] for _ in candidates]
    scores = table.scores
    for keep_count, count in rounds:
        active = table.active
        if len(active) > keep_count:
            others = sorted((i for i in active if i != pinned), key=lambda i: (scores[i], i))
            chosen = others[:keep_count]
            if pinned in active:
                chosen.append(pinned)
            table.active = active = sorted(chosen)
        if len(active) == 1:
            break
        for _ in range(count):
            dealt = sampler.sample(rng)
            passes = [hard_pass(dealt[seat], pass_count, moon_allowed) if seat != me else 0 for seat in range(4)]
            for n, i in enumerate(active, start=1):
                if table.values is not None and n % 8 == 0:
                    yield  # the review keeps more per playout: smaller slices
                passes[me] = candidates[i]
                hands = list(dealt)
                for seat in range(4):
                    hands[seat] &= ~passes[seat]
                for seat in range(4):
                    hands[pass_target(seat, direction)] |= passes[seat]
                pos = Position.start(hands, rules, totals_before, view.dealer)
                if table.values is not None and table.taken is not None:
                    taken = playout_taken(hands, pos, shooters(hands, pos))
                    value = utility(score_taken(taken, pos), me)
                    table.values[i].append(value)
                    table.taken[i].append(tuple(taken))
                else:
                    value = utility(playout(hands, pos, shooters(hands, pos)), me)
                scores[i] += value
            table.samples += 1
            yield
    return table


FINALISTS: Final = 2
"""A play among more candidates than this spends half its samples on all of them, half on the better half."""
PASS_MARGIN: Final = 0.5
"""How much better on average (in points less the others' average) a pass must look to replace Hard's pass."""


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
        setup = queen_kept(play_setup(view))
        candidates = setup.candidates
        if len(candidates) == 1:
            return CARDS[candidates[0]]
        rng = Rng(decision_seed(self.seed, view))
        samples = play_samples(setup)
        n = len(candidates)
        if n <= FINALISTS:
            table = yield from play_search_steps(setup, rng, samples)
            return CARDS[candidates[_argmin(table.totals) % n]]
        # Half the work on every candidate, the other half on the better half of them (at least two).
        first = max(1, samples // 2)
        table = yield from play_search_steps(setup, rng, first)
        modes = len(setup.modes)
        looks = [min(table.totals[m * n + c] for m in range(modes)) for c in range(n)]
        kept = sorted(sorted(range(n), key=lambda c: (looks[c], c))[: max(FINALISTS, (n + 1) // 2)])
        finals = replace(setup, groups=[setup.groups[c] for c in kept])
        more = yield from play_search_steps(finals, rng, max(1, (samples - first) * n // len(kept)))
        k = len(kept)
        totals = [table.totals[m * n + c] + more.totals[m * k + j] for m in range(modes) for j, c in enumerate(kept)]
        return CARDS[finals.candidates[_argmin(totals) % k]]

    def pass_steps(self, view: SeatView) -> PassSteps:
        check_pass_view(view)
        rng = Rng(decision_seed(self.seed, view))
        table = yield from pass_search_steps(view, rng)
        scores = table.scores
        best = min(table.active, key=lambda i: (scores[i], i))
        if 0 in table.active and scores[0] - scores[best] <= PASS_MARGIN * table.samples:
            best = 0
        return tuple(cards_from_mask(table.candidates[best]))
