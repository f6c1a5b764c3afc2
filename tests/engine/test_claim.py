"""Claims against exhaustive play-outs: every ordering of the remaining legal plays gives the claimed outcome."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import Card, Round, Rules
from hearts.claim import Claim, accept_claim, claimable, play_out
from hearts.errors import IllegalPlay
from hearts.rules import PRESETS
from tests.helpers.rounds import build_round, feeder_policy, random_hands, random_policy, strong_hands

Outcome = tuple[tuple[int, ...], tuple[int, ...]]
"""The deal's score and the number of tricks each seat won."""


Memo = dict[tuple[object, ...], frozenset[Outcome]]


def _key(rnd: Round) -> tuple[object, ...]:
    """Everything the rest of the deal and its outcome depend on, between two tricks."""
    return (
        tuple(rnd.hand_mask(seat) for seat in range(4)),
        tuple(rnd.taken_mask(seat) for seat in range(4)),
        rnd.current_trick,
        rnd.hearts_broken,
        tuple(rnd.tricks_won(seat) for seat in range(4)),
    )


def every_outcome(rnd: Round) -> frozenset[Outcome]:
    """The outcomes of every ordering of the remaining legal plays, each played through the engine."""
    return _play_outs(rnd.copy(), {})


def _play_outs(rnd: Round, memo: Memo) -> frozenset[Outcome]:
    """:func:`every_outcome` of ``rnd``, which it plays on. A forced card is played without a copy, the last
    choice on ``rnd`` itself; positions between two tricks are remembered (within a trick, each position is
    reached from its trick's start only)."""
    legal = rnd.legal_plays()
    while len(legal) == 1:
        rnd.play(legal[0])
        legal = rnd.legal_plays()
    if not legal:
        assert rnd.is_over
        return frozenset({(rnd.points, tuple(rnd.tricks_won(seat) for seat in range(4)))})
    key = None if rnd.current_trick.cards else _key(rnd)
    found = memo.get(key) if key is not None else None
    if found is None:
        outcomes: set[Outcome] = set()
        for card in legal[:-1]:
            after = rnd.copy()
            after.play(card)
            outcomes |= _play_outs(after, memo)
        rnd.play(legal[-1])
        outcomes |= _play_outs(rnd, memo)
        found = frozenset(outcomes)
        if key is not None:
            memo[key] = found
    return found


def end_position(seed: int, tricks_left: int, into_trick: int, rules: Rules) -> Round:
    """A deal played at random (often with one seat holding high cards) until ``tricks_left`` tricks remain,
    then ``into_trick`` more cards."""
    rng = random.Random(seed)
    strong = rng.random() < 0.5
    seat = rng.randrange(4)
    rnd = Round(strong_hands(rng, seat) if strong else random_hands(rng), "hold", rules)
    policy = feeder_policy(rng, seat, noise=0.3) if strong else random_policy(rng)
    while len(rnd.tricks) < 13 - tricks_left:
        rnd.play(policy(rnd))
    for _ in range(into_trick):
        rnd.play(policy(rnd))
    return rnd


def check_claim(rnd: Round) -> Claim | None:
    """Ask for the claim of the seat to play and, if there is one, prove it against every play-out."""
    seat = rnd.to_play
    assert seat is not None
    claim = claimable(rnd, seat)
    if claim is None:
        return None
    assert claim.tricks_left == len(rnd.hand(seat))
    won_before = tuple(rnd.tricks_won(s) for s in range(4))
    outcomes = every_outcome(rnd)
    assert len({points for points, _ in outcomes}) == 1, f"the score depends on the play: {outcomes}"
    if claim.kind == "all":
        for _, won in outcomes:
            assert won[seat] - won_before[seat] == claim.tricks_left, "another seat could take a trick"
    played = rnd.copy()
    accept_claim(played, claim)
    assert played.is_over
    assert (played.points, tuple(played.tricks_won(s) for s in range(4))) in outcomes
    return claim


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    tricks_left=st.integers(2, 4),
    into_trick=st.integers(0, 3),
    rules=st.sampled_from([*PRESETS.values(), Rules(queen_breaks_hearts=True, bonus_card="JD", moon="best")]),
)
def test_every_claim_holds_in_every_play_out(seed: int, tricks_left: int, into_trick: int, rules: Rules) -> None:
    check_claim(end_position(seed, tricks_left, into_trick, rules))


def test_claims_of_both_kinds_are_found_and_hold() -> None:
    """A sweep of end positions: both kinds come up often, and each one survives every play-out."""
    kinds: Counter[str] = Counter()
    for seed in range(400):
        rules = list(PRESETS.values())[seed % len(PRESETS)]
        rnd = end_position(seed, 2 + seed % 3, seed % 4, rules)
        claim = check_claim(rnd)
        kinds[claim.kind if claim else "none"] += 1
    assert kinds["all"] >= 20, kinds
    assert kinds["no-points"] >= 20, kinds
    assert kinds["none"] >= 20, kinds


EVERY_CLUB = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 2S 3S 4S 2H 3H 4H",
    "9D TD JD QD KD AD 5S 6S 7S 8S 5H 6H 7H",
    "9S TS JS QS KS AS 8H 9H TH JH QH KH AH",
)


def test_a_claim_at_the_first_lead_holding_every_club() -> None:
    """South holds all thirteen clubs: nobody can follow, so every trick is South's from the first lead."""
    rnd = build_round(EVERY_CLUB)
    assert claimable(rnd, 0) == Claim(0, "all", 13)
    assert claimable(rnd, 1) is None  # only the seat to play may claim
    tricks = play_out(rnd)
    assert len(tricks) == 13 and {trick.winner for trick in tricks} == {0}
    assert rnd.points == (0, 26, 26, 26)  # every heart and the Queen discarded to South: a moon, scored by the engine


def test_one_card_another_seat_can_beat_spoils_the_claim() -> None:
    hands = list(EVERY_CLUB)
    hands[0] = hands[0].replace("AC", "2H")
    hands[1] = hands[1].replace("2H", "AC")
    rnd = build_round(hands)
    assert claimable(rnd, 0) is None
    rnd.play(Card.parse("2C"))
    for _ in range(3):
        assert claimable(rnd, rnd.to_play or 0) is None or rnd.to_play == 1
        rnd.play(rnd.legal_plays()[0])
    assert rnd.to_play == 1 and claimable(rnd, 1) is None  # West won with the Ace, but cannot win everything


def _replayed(rnd: Round, rules: Rules) -> Round:
    """The same deal and plays under other rules."""
    again = Round([rnd.dealt_hand(seat) for seat in range(4)], "hold", rules)
    for play in rnd.plays:
        again.play(play.card)
    return again


def test_the_rules_scoring_of_cards_decides_what_carries_a_point() -> None:
    """Positions where nothing scores under standard rules while the Jack of diamonds is still out: under
    omnibus rules (J♦ scores −10) the same position carries a point, and no "no-points" claim is made."""
    found = 0
    jack = Card.parse("JD")
    for seed in range(3000):
        rnd = end_position(seed, 2 + seed % 3, seed % 4, Rules())
        claim = claimable(rnd, rnd.to_play or 0)
        held = any(jack in rnd.hand(seat) for seat in range(4)) or jack in rnd.current_trick.cards
        if claim is None or claim.kind != "no-points" or not held:
            continue
        found += 1
        omnibus = _replayed(rnd, Rules.preset("omnibus"))
        other = check_claim(omnibus)
        assert other is None or other.kind == "all"
        if found == 5:
            break
    assert found == 5


def test_accepting_a_claim_that_no_longer_holds_is_refused_and_changes_nothing() -> None:
    rnd = build_round(
        (
            "2C AC KC QC AD KD QD AS KS QS AH KH QH",
            "3C 4C 5C 2D 3D 4D 2S 3S 4S 2H 3H 4H 5H",
            "6C 7C 8C 5D 6D 7D 5S 6S 7S 6H 7H 8H 9H",
            "9C TC JC 8D 9D TD JD 8S 9S TS JS TH JH",
        )
    )
    stale = Claim(0, "all", 12)
    with pytest.raises(IllegalPlay):
        accept_claim(rnd, stale)
    assert len(rnd.cards_played) == 0
    with pytest.raises(ValueError):
        claimable(rnd, 4)
