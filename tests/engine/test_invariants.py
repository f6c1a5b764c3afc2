"""Property tests: random legal play under every preset and random rules keeps the game's invariants.

Checked at every step: the 52 cards are conserved (hands + played), a legal play exists while the deal
is not over and the legal plays are cards of the seat to play. At the end: 13 tricks of 4 won by the
highest card of the led suit, 26 penalty points, the score as the rules say (moon and Jack of diamonds
worked out independently here), and match totals equal to the sum of the deal scores.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts import CARDS, PRESETS, Match, Round, Rules, mask_of
from hearts.cards import ALL_CARDS_MASK, HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES
from hearts.rules import MOON_OPTIONS, TIE_OPTIONS
from hearts.seats import PASS_CYCLE, pass_source
from tests.helpers.rounds import (
    Policy,
    feeder_policy,
    pass_randomly,
    random_hands,
    random_policy,
    strong_hands,
)

QS = QUEEN_OF_SPADES.mask
JD = JACK_OF_DIAMONDS.mask

any_rules = st.one_of(
    st.sampled_from(
        [
            r
            for r in PRESETS.values()
            if r.bonus_card != "TD"
            and r == Rules(queen_breaks_hearts=r.queen_breaks_hearts, bonus_card=r.bonus_card, ties=r.ties)
        ]
    ),
    st.builds(
        Rules,
        queen_breaks_hearts=st.booleans(),
        bonus_card=st.sampled_from(["none", "JD"]),
        moon=st.sampled_from(MOON_OPTIONS[:3]),
        ties=st.sampled_from(TIE_OPTIONS),
        end_score=st.integers(1, 150),
    ),
)
seeds = st.integers(0, 2**32 - 1)
DEFAULT = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SWEEP = settings(max_examples=2500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MATCH_SWEEP = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def expected_scores(taken: Sequence[int], rules: Rules, totals: Sequence[int]) -> tuple[int, ...]:
    """The deal's score from the cards each seat took, written out from the rules text."""
    points = [(t & HEARTS_MASK).bit_count() + (13 if t & QS else 0) for t in taken]
    assert sum(points) == 26
    jack = [-10 if rules.jack_of_diamonds and t & JD else 0 for t in taken]
    shooters = [seat for seat in range(4) if points[seat] == 26]
    if not shooters:
        return tuple(points[s] + jack[s] for s in range(4))
    (shooter,) = shooters
    added = tuple((0 if s == shooter else 26) + jack[s] for s in range(4))
    subtracted = tuple((-26 if s == shooter else 0) + jack[s] for s in range(4))
    if rules.moon == "add":
        return added
    if rules.moon == "subtract":
        return subtracted
    after = [t + a for t, a in zip(totals, added, strict=True)]
    low = min(after)
    winners = [s for s in range(4) if after[s] == low]
    ends = max(after) >= rules.end_score and (len(winners) == 1 or rules.ties == "share")
    return subtracted if ends and shooter not in winners else added


def check_step(rnd: Round) -> None:
    """Invariants that hold at every moment of a deal."""
    hands = [rnd.hand_mask(seat) for seat in range(4)]
    cards_played = rnd.cards_played
    played = mask_of(cards_played)
    tricks = rnd.tricks
    assert len(cards_played) == 4 * len(tricks) + len(rnd.current_trick.cards)
    assert played.bit_count() == len(cards_played)
    held = 0
    for mask in hands:
        assert held & mask == 0
        held |= mask
    assert held & played == 0
    assert held | played == ALL_CARDS_MASK
    sizes = sorted(m.bit_count() for m in hands)
    assert sizes[-1] - sizes[0] <= 1
    assert sum(sizes) == 52 - len(cards_played)
    taken = 0
    for seat in range(4):
        taken |= rnd.taken_mask(seat)
    assert taken == mask_of(c for t in tricks for c in t.cards)
    if rnd.is_over or rnd.phase == "passing":
        assert rnd.to_play is None and rnd.legal_plays() == []
        return
    player = rnd.to_play
    assert player is not None
    legal = rnd.legal_plays()
    assert legal, "a legal play always exists while the deal is not over"
    legal_mask = mask_of(legal)
    assert rnd.legal_mask() == legal_mask
    assert legal_mask & ~hands[player] == 0
    assert legal == sorted(legal)
    hand = rnd.hand(player)
    assert [rnd.is_legal(card) for card in hand] == [card.mask & legal_mask != 0 for card in hand]
    assert rnd.why_illegal(legal[-1]) is None
    refused = [card for card in hand if not card.mask & legal_mask]
    if refused:
        assert rnd.why_illegal(refused[0]) is not None


def check_finished(rnd: Round) -> None:
    tricks = rnd.tricks
    assert len(tricks) == 13
    assert all(len(t.cards) == 4 for t in tricks)
    assert sorted(c for t in tricks for c in t.cards) == list(CARDS)
    for k, trick in enumerate(tricks):
        led = trick.cards[0].suit
        best = max(range(4), key=lambda i: (trick.cards[i].suit == led, trick.cards[i].rank))
        assert trick.winner == (trick.leader + best) % 4
        if k:
            assert trick.leader == tricks[k - 1].winner
    assert tricks[0].cards[0] == CARDS[0]
    taken = [rnd.taken_mask(seat) for seat in range(4)]
    assert sum((t & HEARTS_MASK).bit_count() + (13 if t & QS else 0) for t in taken) == 26
    assert rnd.points == expected_scores(taken, rnd.rules, rnd.totals)
    jack = -10 if rnd.rules.jack_of_diamonds else 0
    if rnd.moon_shooter is None:
        assert sum(rnd.points) == 26 + jack
    else:
        assert taken[rnd.moon_shooter] & (HEARTS_MASK | QS) == HEARTS_MASK | QS
        assert sum(rnd.points) in (78 + jack, -26 + jack)


def play_checked(rnd: Round, policy: Policy, rng: random.Random) -> None:
    """Pass, then play to the end with ``policy``, checking invariants (and a copy) all along."""
    if rnd.pass_direction != "hold":
        dealt = [rnd.hand(seat) for seat in range(4)]
        check_step(rnd)
        pass_randomly(rnd, rng)
        for seat in range(4):
            source = pass_source(seat, rnd.pass_direction)
            passed, received = rnd.passed(seat), rnd.received(seat)
            assert passed is not None and received is not None
            assert received == rnd.passed(source)
            assert set(rnd.hand(seat)) == (set(dealt[seat]) - set(passed)) | set(received)
    clone_at = rng.randrange(52)
    clone = None
    for step in range(52):
        assert not rnd.is_over
        check_step(rnd)
        if step == clone_at:
            clone = rnd.copy()
            clone_plays = []
        card = policy(rnd)
        rnd.play(card)
        if clone is not None:
            clone_plays.append(card)
    assert rnd.is_over
    check_step(rnd)
    check_finished(rnd)
    if clone is not None:
        for card in clone_plays:
            clone.play(card)
        assert clone.tricks == rnd.tricks and clone.points == rnd.points


def one_deal(seed: int, rules: Rules, direction_index: int, strong: bool, feeder: bool) -> Round:
    rng = random.Random(seed)
    shooter = rng.randrange(4)
    hands = strong_hands(rng, shooter) if strong else random_hands(rng)
    totals = tuple(rng.randrange(-30, rules.end_score) for _ in range(4))
    rnd = Round(hands, PASS_CYCLE[direction_index], rules, totals=totals)
    policy = feeder_policy(rng, shooter) if feeder else random_policy(rng)
    play_checked(rnd, policy, rng)
    return rnd


deal_args = {
    "seed": seeds,
    "rules": any_rules,
    "direction_index": st.integers(0, 3),
    "strong": st.booleans(),
    "feeder": st.booleans(),
}


@DEFAULT
@given(**deal_args)
def test_random_deals(seed: int, rules: Rules, direction_index: int, strong: bool, feeder: bool) -> None:
    one_deal(seed, rules, direction_index, strong, feeder)


@pytest.mark.slow
@SWEEP
@given(**deal_args)
def test_random_deals_sweep(seed: int, rules: Rules, direction_index: int, strong: bool, feeder: bool) -> None:
    one_deal(seed, rules, direction_index, strong, feeder)


def one_match(game: int, rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    match = Match(game, rules)
    scores: list[tuple[int, ...]] = []
    while True:
        rnd = match.round
        assert rnd.totals == match.totals
        play_checked(rnd, random_policy(rng), rng)
        scores.append(rnd.points)
        assert match.totals == tuple(sum(s[seat] for s in scores) for seat in range(4))
        if match.is_over:
            break
        assert len(scores) < 500
        match.next_round()
    totals = match.totals
    assert max(totals) >= rules.end_score
    low = min(totals)
    winners = tuple(s for s in range(4) if totals[s] == low)
    assert match.winners == winners
    assert len(winners) == 1 or rules.ties == "share"
    # The match did not end earlier.
    running = [0, 0, 0, 0]
    for deal in scores[:-1]:
        running = [r + d for r, d in zip(running, deal, strict=True)]
        low = min(running)
        assert max(running) < rules.end_score or (running.count(low) > 1 and rules.ties == "continue")


match_args = {"game": st.integers(1, 2**32 - 1), "rules": any_rules, "seed": seeds}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**match_args)
def test_random_matches(game: int, rules: Rules, seed: int) -> None:
    one_match(game, rules, seed)


@pytest.mark.slow
@MATCH_SWEEP
@given(**match_args)
def test_random_matches_sweep(game: int, rules: Rules, seed: int) -> None:
    one_match(game, rules, seed)


def test_the_sweeps_reach_moons_and_both_moon_outcomes() -> None:
    """The deal generator really produces moons (so the moon checks above are exercised)."""
    moons = 0
    subtracted = 0
    for seed in range(100):
        rnd = one_deal(seed, Rules(moon="best", end_score=60), seed % 4, strong=True, feeder=True)
        if rnd.moon_shooter is not None:
            moons += 1
            subtracted += rnd.points[rnd.moon_shooter] < 0
    assert moons >= 10
    assert 0 < subtracted < moons
