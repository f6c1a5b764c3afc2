"""Expert: search over the deals the seat might be facing.

To play, it deals the unseen cards many times, each time consistently with
everything the seat has seen (voids, forced plays, the cards it passed, which
the receiver holds until they are played; a Q♠ that a seat passed up a sure
chance to get rid of, or invited onto its own trick by leading another spade,
is dealt to it less often, see :mod:`hearts.bots.sampling`), plays every legal
card in each of those deals and finishes the deal with the Hard rules of thumb
for all four seats (:mod:`hearts.bots.sim`), scores it with
:func:`hearts.scoring.deal_scores` and picks the card with the best average.
When the hand could shoot the moon it also plays each card out aiming for the
moon, and takes that line if it does better on average. Among more than two candidates it spends half the samples on
all of them and the other half on the better half (at least two), so the close
calls get the most deals. It never tries the Q♠ on a low spade lead while it
holds a lower spade and the A♠ or K♠ is still out (unless it is aiming for the
moon): whoever holds them ducks, and the queen comes back. Nor, when it could
go for the moon and holds the A♠, does it play the queen to a spade trick that
the unseen K♠ may still take. When another seat has taken every point card so
far, even a single heart or the Q♠ alone, counting the trick in play as the
winner's so far (:func:`moon_runner`), every other sampled deal plays
that seat as going for the moon, and this seat as defending against it, so the
search weighs the moon being run and not. In that world the runner is dealt a
hand that would make the moon against the other two seats' cards (up to
:data:`RUNNER_DEALS` deals are drawn for one, :func:`runner_deal`), so that
this seat's own high cards are what stands in its way and keeping a stopper
shows its worth. From the seventh trick on, the other two seats do not see the
moon coming (they play on by the rules of thumb as if no one were running), so
this seat cannot count on them to stop it; earlier they defend as the rules of
thumb do, once the runner's haul is large (a moon that early is a long shot,
and the runner's world is half the sampled deals). A play is searched on
sampled deals enough to simulate about 108,000 cards (36 to 480 deals), but on
a spade trick with the Q♠ at stake (it holds the queen, or the A♠ or K♠ while
the queen is out) on up to 960: such a choice can cost 13 points.

To pass, it races a shortlist of passes of the rules' 3 to 5 cards (Hard's
pass, the moon pass, the highest cards, voiding a short suit, Hard's pass with
one card swapped; never two passes that differ only in which of touching
cards they give, which play alike) over sampled deals in which the other
seats pass by Hard's rules: every pass still in the race is played on each
new deal, and a pass leaves as soon as it trails the leader by more than 1.8
standard errors of the paired difference (2.5 in the first 16 deals, whose
estimates are the noisiest), so the deals go to the close calls; the race
stops when one pass is left or its 1,200 playouts are spent, and the best
average wins.

The amount of work is bounded by counts, never by a clock, so a seed and a view
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

from collections.abc import Callable, Generator
from dataclasses import dataclass, replace
from typing import Final

from ..cards import CARDS, SUIT_MASKS, TWO_OF_CLUBS, cards_from_mask, mask_of
from ..seats import pass_target
from ..view import SeatView
from .base import Bot, PassSteps, PlaySteps, check_pass_view, check_play_view
from .hard import hard_pass
from .knowledge import Knowledge
from .passing import highest_pass, medium_pass, moon_pass, pass_danger
from .policy import AS, AS_KS, KS, QS, QS_INDEX, moon_threat, ready_to_shoot
from .rng import Rng, decision_seed
from .sampling import Sampler
from .sim import NO_GUARD, Position, playout, playout_taken, score_taken, shooters, utility
from .variant import variant_of

__all__ = [
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "PASS_BUDGET",
    "PASS_EARLY_DEALS",
    "PASS_EARLY_SPREAD",
    "PASS_SPREAD",
    "PLAY_BUDGET",
    "QUEEN_SAMPLES",
    "RUNNER_DEALS",
    "RUNNER_EVERY",
    "RUNNER_HEARTS",
    "ExpertBot",
    "PassTable",
    "PlaySetup",
    "PlayTable",
    "moon_runner",
    "pass_candidates",
    "pass_race_steps",
    "pass_shape",
    "play_candidates",
    "play_groups",
    "play_samples",
    "play_search_steps",
    "play_setup",
    "queen_at_stake",
    "queen_under_the_king",
    "runner_deal",
    "runner_strength",
]

PLAY_BUDGET: Final = 108_000
"""Cards simulated per play decision (samples x candidate cards x cards left)."""
MIN_SAMPLES: Final = 36
MAX_SAMPLES: Final = 480
QUEEN_SAMPLES: Final = 960
"""The most deals sampled for a play on a spade trick with the Q♠ at stake (see :func:`queen_at_stake`)."""
RUNNER_HEARTS: Final = 1
"""A rival with every point card so far is a moon runner from this many hearts, or with the Q♠ alone."""
RUNNER_EVERY: Final = 2
"""With a moon runner, every this-many-th sampled deal plays it as going for the moon, this seat defending."""
RUNNER_DEALS: Final = 8
"""In the runner's world, deal at most this many times for a runner that would make the moon but for this seat."""
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
    runner: int = -1
    """Another seat that has taken every point card so far, enough to go for the moon (:func:`moon_runner`)."""

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


def runner_deal(sampler: Sampler, rng: Rng, runner: int, strong: Callable[[int], bool]) -> list[int]:
    """A sampled deal for the runner's world: one whose runner would make the moon but for this seat, if one comes.

    A runner dealt any hand seldom has a moon to stop, so a defence that keeps its stoppers would look no better
    than one that spends them. The runner's hand is judged as the rules of thumb judge a moon
    (:func:`~hearts.bots.policy.ready_to_shoot`) against the cards of the two other seats alone: this seat's own
    cards are the stoppers the search is weighing (``strong``: :func:`runner_strength`). At most
    :data:`RUNNER_DEALS` deals are drawn; the last one drawn is played when none qualifies.
    """
    hands = sampler.sample(rng)
    for _ in range(RUNNER_DEALS - 1):
        if strong(hands[runner]):
            break
        hands = sampler.sample(rng)
    return hands


def runner_strength(k: Knowledge, runner: int) -> Callable[[int], bool]:
    """The test of a hand of the runner's: would it make the moon but for this seat (see :func:`runner_deal`)."""
    taken = k.taken_with_trick()
    gone = k.played | k.hand
    moon = variant_of(k.rules).moon
    return lambda hand: ready_to_shoot(hand, gone, taken, runner, moon)


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
    if True in setup.modes or not k.trick or k.trick[0] // 13 != 2:
        return False
    best = max(card for card in k.trick if card // 13 == 2)
    return best < QS_INDEX and bool(k.hand & SUIT_MASKS[2] & (QS - 1)) and bool(k.unseen & AS_KS)


def queen_under_the_king(setup: PlaySetup) -> bool:
    """Whether the hand could go for the moon and would play the Q♠ to a spade trick the K♠ may still take.

    That is: it holds the A♠ and the Q♠, the K♠ is unseen, and a spade is led
    (or it leads) with a seat still to play after it: the A♠ first keeps the moon.
    """
    k = setup.knowledge
    if True not in setup.modes or not k.hand & AS or not k.unseen & KS or len(k.trick) == 3:
        return False
    return not k.trick or k.trick[0] // 13 == 2


def queen_at_stake(k: Knowledge) -> bool:
    """Whether a spade is led and this seat holds the Q♠, or the A♠ or K♠ while the Q♠ is unseen."""
    if not k.trick or k.trick[0] // 13 != 2:
        return False
    return bool(k.hand & QS or (k.hand & AS_KS and k.unseen & QS))


def moon_runner(k: Knowledge, moon: int) -> int:
    """The other seat that holds every point card taken so far, and enough of them; else -1.

    The trick in play counts for the seat winning it so far. Enough:
    :data:`RUNNER_HEARTS` hearts, or the Q♠ alone (the rules of thumb's
    :func:`~hearts.bots.policy.moon_threat`, with a far lower bar: a moon is
    cheapest to stop before it is plain, and a player who searches may go for
    it whatever it has taken so far). ``moon`` is the cards a moon takes (0:
    the rules have no moon, nobody runs).
    """
    return moon_threat(k.taken_with_trick(), k.seat, 0, moon, hearts_alone=RUNNER_HEARTS, with_queen=0)


def moon_open(k: Knowledge, moon: int) -> bool:
    """Whether this seat holds every point card taken so far, and some (``moon``: the cards a moon takes)."""
    mine = k.taken[k.seat] & moon
    if not mine:
        return False
    return all(not k.taken[s] & moon for s in range(4) if s != k.seat)


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

    >>> from hearts.cards import format_cards, parse_cards
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

    >>> from hearts.cards import parse_cards
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
    (``table.taken``), and then the generator also yields every 8 playouts within a deal.
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
                if n % 8 == 0:
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
            table.active = racing = _still_racing(active, scores, values, n, margin * margin)
            if pinned in active and pinned not in racing:
                table.active = sorted([*racing, pinned])
                if len(racing) == 1:
                    break  # decided: the pinned pass is clearly behind the only other one left
        yield
    return table


def _still_racing(
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


FINALISTS: Final = 2
"""A play among more candidates than this spends half its samples on all of them, half on the better half."""


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
        samples = play_samples(setup, high=QUEEN_SAMPLES if queen_at_stake(setup.knowledge) else MAX_SAMPLES)
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
        table = yield from pass_race_steps(view, rng)
        scores = table.scores
        best = min(table.active, key=lambda i: (scores[i], i))
        return tuple(cards_from_mask(table.candidates[best]))
