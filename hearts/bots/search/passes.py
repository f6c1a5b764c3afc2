"""The pass race: a shortlist of passes played against each other over sampled deals.

The shortlist (:func:`pass_candidates`) holds passes of the rules' number of
cards: Hard's pass, the moon pass, the Medium pass, the highest cards, voiding
a short suit, Hard's pass with one card swapped; never two passes that differ
only in which of touching cards they give (:func:`pass_shape`), which play
alike. The race (:func:`pass_race_steps`) plays every pass still in it on each
new sampled deal, the other seats passing by Hard's rules, and a pass leaves
as soon as it trails the leader by more than :data:`PASS_SPREAD` standard
errors of the paired difference (at least :data:`PASS_EARLY_SPREAD` before
:data:`PASS_EARLY_DEALS` deals, whose estimates are the noisiest), so the
deals go to the close calls. The race stops when one pass is left or its
budget of playouts (:data:`PASS_BUDGET` for the Expert) is spent.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Final

from ...cards import SUIT_MASKS, TWO_OF_CLUBS, cards_from_mask
from ...seats import pass_target
from ...view import SeatView
from ..hard import hard_pass
from ..knowledge import Knowledge
from ..passing import highest_pass, medium_pass, moon_pass, pass_danger
from ..policy import QS, ready_to_shoot
from ..rng import Rng
from ..sampling import Sampler
from ..sim import Position, playout, playout_taken, score_taken, shooters, utility
from ..variant import variant_of

__all__ = [
    "PASS_BUDGET",
    "PASS_EARLY_DEALS",
    "PASS_EARLY_SPREAD",
    "PASS_FIRST_LOOK",
    "PASS_LOOK_EVERY",
    "PASS_SLICE",
    "PASS_SPREAD",
    "PassTable",
    "pass_candidates",
    "pass_race_steps",
    "pass_shape",
    "still_racing",
]

PASS_BUDGET: Final = 1200
"""Passing: at most this many playouts (passes x sampled deals) per decision."""
PASS_SPREAD: Final = 1.8
"""A pass leaves the race when it trails the leader by more than this many standard errors."""
PASS_EARLY_SPREAD: Final = 2.5
"""Before :data:`PASS_EARLY_DEALS` sampled deals, at least this many: the early estimates are the noisiest."""
PASS_EARLY_DEALS: Final = 16
"""The sampled deals during which a pass leaves the race only beyond :data:`PASS_EARLY_SPREAD`."""
PASS_FIRST_LOOK: Final = 12
"""The race's first look at the standard errors, after this many sampled deals."""
PASS_LOOK_EVERY: Final = 4
"""Then a look every this many deals."""
PASS_SLICE: Final = 8
"""Keeping what each seat took, the race also yields every this many playouts within a deal."""


def pass_candidates(
    hand: int, count: int = 3, moon_allowed: bool = True, special: int = QS, alike: bool = False
) -> list[int]:
    """A shortlist of passes of ``count`` cards, the rules-of-thumb pass first.

    Then the moon pass (if the hand is one), the Medium pass, the highest cards,
    the pass that voids a short side suit, and the rules-of-thumb pass with one
    card swapped for another risky one. A pass that differs from one listed
    before only in which of touching cards it gives (see :func:`pass_shape`)
    plays alike and is left out, unless ``alike`` (the tactics suite's
    reference rates them all); ``special`` are the variant's cards that never
    count as touching another (:attr:`Variant.special`).

    >>> from hearts.cards import cards_from_mask, format_cards, mask_of, parse_cards
    >>> hand = mask_of(parse_cards("2C 3C 9C KC 2D 3D TD 2S 3H 5H 9H KH AH"))
    >>> shortlist = pass_candidates(hand)
    >>> len(shortlist), len(pass_candidates(hand, alike=True))
    (12, 20)
    >>> format_cards(cards_from_mask(shortlist[0]))  # Hard's pass
    '2D 3D TD'
    """
    found: list[int] = []
    shapes: set[tuple[int, ...]] = set()

    def add(mask: int) -> None:
        if mask.bit_count() != count or mask & hand != mask or mask in found:
            return
        if not alike:
            shape = pass_shape(hand, mask, special)
            if shape in shapes:
                return
            shapes.add(shape)
        found.append(mask)

    first = hard_pass(hand, count, moon_allowed)
    add(first)
    moon = moon_pass(hand, count) if moon_allowed else None
    if moon is not None:
        add(moon)
    add(medium_pass(hand, count))
    add(highest_pass(hand, count))
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


def pass_shape(hand: int, mask: int, special: int = QS) -> tuple[int, ...]:
    """How many cards of each run of ``hand`` the pass ``mask`` gives.

    A run is the cards of a suit the hand holds next to each other in rank
    (nothing between them is elsewhere before the pass), and each card of
    ``special`` is a run of its own. Passes of the same shape differ only in
    which of touching cards go and which stay, so they play alike: giving the
    3♦ and keeping the 2♦ or the other way round.

    >>> from hearts.cards import mask_of, parse_cards
    >>> hand = mask_of(parse_cards("2D 3D 9D JS QS KS 4H"))
    >>> pass_shape(hand, mask_of(parse_cards("2D 9D 4H"))) == pass_shape(hand, mask_of(parse_cards("3D 9D 4H")))
    True
    >>> pass_shape(hand, mask_of(parse_cards("JS 9D 4H"))) == pass_shape(hand, mask_of(parse_cards("QS 9D 4H")))
    False
    """
    counts: list[int] = []
    previous = -2
    for index in range(52):
        bit = 1 << index
        if not hand & bit:
            continue
        if index != previous + 1 or index % 13 == 0 or bit & special or (1 << previous) & special:
            counts.append(0)
        if mask & bit:
            counts[-1] += 1
        previous = index
    return tuple(counts)


@dataclass(slots=True)
class PassTable:
    """Sampled outcomes of a shortlist of passes, narrowed as the samples come in."""

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


_SampledPass = tuple[list[int], list[bool], Position]
"""A sampled deal after the other seats' passes, before this seat's: the hands, who shoots, the position."""


class _PassDeals:
    """Plays the passes of a shortlist on sampled deals (the other seats pass by Hard's rules)."""

    __slots__ = (
        "dealer",
        "direction",
        "me",
        "moon",
        "moon_allowed",
        "pass_count",
        "rules",
        "sampler",
        "target",
        "totals",
    )

    def __init__(self, view: SeatView) -> None:
        self.me = view.seat
        self.direction = view.pass_direction
        self.target = pass_target(view.seat, view.pass_direction)
        self.pass_count = view.rules.pass_count
        self.moon_allowed = view.rules.moon != "none"
        self.moon = variant_of(view.rules).moon
        self.rules = view.rules
        self.totals = tuple(view.totals)
        self.dealer = view.dealer
        self.sampler = Sampler(Knowledge.from_view(view))

    def deal(self, rng: Rng) -> _SampledPass:
        """A sampled deal with the other seats' passes made (this seat's received, its own not yet given)."""
        dealt = self.sampler.sample(rng)
        count, moon, me = self.pass_count, self.moon_allowed, self.me
        hands = list(dealt)
        for seat in range(4):
            if seat != me:
                passed = hard_pass(dealt[seat], count, moon)
                hands[seat] &= ~passed
                hands[pass_target(seat, self.direction)] |= passed
        pos = Position.start(hands, self.rules, self.totals, self.dealer)
        return hands, shooters(hands, pos), pos

    def play(self, sampled: _SampledPass, mask: int, keep: bool) -> tuple[float, tuple[int, ...]]:
        """This seat's utility when it passes ``mask`` on the deal (and, with ``keep``, what each seat took)."""
        me, target = self.me, self.target
        base, shoot, pos = sampled
        hands = list(base)
        hands[me] &= ~mask
        hands[target] |= mask
        if mask & TWO_OF_CLUBS.mask:  # the first lead moves with it
            pos = Position.start(hands, self.rules, self.totals, self.dealer)
        shoot = list(shoot)
        for seat in (me, target):
            shoot[seat] = ready_to_shoot(hands[seat], pos.gone, pos.taken, seat, self.moon)
        if keep:
            taken = playout_taken(hands, pos, shoot)
            return utility(score_taken(taken, pos), me), tuple(taken)
        return utility(playout(hands, pos, shoot), me), ()


def _shortlist(view: SeatView, always: int = 0) -> list[int]:
    variant = variant_of(view.rules)
    candidates = pass_candidates(view.hand_mask, view.rules.pass_count, view.rules.moon != "none", variant.special)
    if always and always not in candidates:
        candidates.append(always)
    return candidates


def pass_race_steps(
    view: SeatView,
    rng: Rng,
    budget: int = PASS_BUDGET,
    spread: float = PASS_SPREAD,
    always: int = 0,
    keep: bool = False,
) -> Generator[None, None, PassTable]:
    """Race the shortlist of passes over sampled deals, dropping each as soon as it is clearly behind.

    Every pass still in the race is played on each new deal (common random numbers), so each
    comparison with the leader is paired deal by deal. From the :data:`PASS_FIRST_LOOK`-th deal on,
    every :data:`PASS_LOOK_EVERY` deals, a pass leaves the race when it trails the leader by more
    than ``spread`` standard errors of the paired difference (at least :data:`PASS_EARLY_SPREAD`
    before the :data:`PASS_EARLY_DEALS`-th deal). The race ends when one pass is
    left or ``budget`` playouts are spent; the table's ``active`` passes are those still in it.

    ``always`` (a mask of the rules' number of cards of the hand) is added to the shortlist and
    stays in the race to the end, but once it is the only pass left beside the leader and clearly
    behind it, the race is decided and ends. ``keep`` keeps what each seat took in every playout
    (``table.taken``), and then the generator also yields every :data:`PASS_SLICE` playouts within a deal.
    """
    candidates = _shortlist(view, always)
    pinned = candidates.index(always) if always else -1
    deals = _PassDeals(view)
    table = PassTable(candidates, [0.0] * len(candidates), list(range(len(candidates))))
    values: list[list[float]] = [[] for _ in candidates]
    table.values = values
    taken: list[list[tuple[int, ...]]] | None = None
    if keep:
        table.taken = taken = [[] for _ in candidates]
    scores = table.scores
    spent = 0
    early = max(spread, PASS_EARLY_SPREAD)
    while len(table.active) > 1 and spent + len(table.active) <= budget:
        active = table.active
        sampled = deals.deal(rng)
        for n, i in enumerate(active, start=1):
            if taken is not None:
                if n % PASS_SLICE == 0:
                    yield  # keeping what was taken costs more per playout: smaller slices
                value, cards = deals.play(sampled, candidates[i], True)
                taken[i].append(cards)
            else:
                value, _ = deals.play(sampled, candidates[i], False)
            scores[i] += value
            values[i].append(value)
        spent += len(active)
        table.samples += 1
        n = table.samples
        if n >= PASS_FIRST_LOOK and n % PASS_LOOK_EVERY == 0:
            margin = early if n < PASS_EARLY_DEALS else spread
            table.active = racing = still_racing(active, scores, values, n, margin * margin)
            if pinned in active and pinned not in racing:
                table.active = sorted([*racing, pinned])
                if len(racing) == 1:
                    break  # decided: the pinned pass is clearly behind the only other one left
        yield
    return table


def still_racing(
    active: list[int], scores: list[float], values: list[list[float]], n: int, spread2: float
) -> list[int]:
    """The passes of ``active`` not trailing the leader by more than ``sqrt(spread2)`` standard errors."""
    leader = min(active, key=lambda i: (scores[i], i))
    lead = values[leader]
    kept = []
    for i in active:
        gap = (scores[i] - scores[leader]) / n
        if i != leader and gap > 0:
            squares = 0.0
            for mine, best in zip(values[i], lead, strict=True):
                squares += (mine - best) * (mine - best)
            variance = (squares - n * gap * gap) / (n - 1)
            if gap * gap * n > spread2 * variance:
                continue
        kept.append(i)
    return kept
