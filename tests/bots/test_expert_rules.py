"""The Expert's own rules around its search: the Q♠ kept off a low spade lead, the finalists, and the pass race."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import bots
from hearts.bots.expert import FINALISTS, ExpertBot
from hearts.bots.knowledge import Knowledge
from hearts.bots.passing import highest_pass
from hearts.bots.policy import QS_INDEX
from hearts.bots.rng import Rng
from hearts.bots.search import (
    PASS_BUDGET,
    pass_candidates,
    pass_race_steps,
    pass_shape,
    play_setup,
    queen_at_stake,
    queen_kept,
    queen_under_the_king,
    still_racing,
)
from hearts.bots.variant import variant_of
from hearts.cards import Card, cards_from_mask, mask_of, parse_cards
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import pass_direction_for_hand
from tests.helpers import tactics

SUITE = tactics.load()
QUEEN = Card.parse("QS")


def _queen_on_a_low_lead() -> list[tuple[object, Round]]:
    found = []
    for tactic in SUITE:
        if tactic.theme != "queen":
            continue
        rnd = tactic.round()
        view = rnd.view(tactic.seat)
        if QUEEN in view.legal_plays:
            found.append((tactic, rnd))
    return found


def test_the_queen_is_no_candidate_on_a_low_spade_lead_while_the_king_or_ace_is_out() -> None:
    cases = _queen_on_a_low_lead()
    assert len(cases) >= 3
    for tactic, rnd in cases:
        view = rnd.view(tactic.seat)  # type: ignore[attr-defined]
        setup = play_setup(view)
        kept = queen_kept(setup)
        if True in setup.modes:
            assert kept == setup
            continue
        assert [QS_INDEX] in setup.groups
        assert [QS_INDEX] not in kept.groups
        assert len(kept.groups) == len(setup.groups) - 1
        assert ExpertBot(3).choose_play(view) != QUEEN


def test_the_queen_stays_a_candidate_when_a_higher_spade_is_in_the_trick() -> None:
    for tactic in SUITE:
        if tactic.theme == "pass" or not tactic.plays:
            continue
        view = tactic.view()
        trick = view.current_trick.cards
        spades = [card for card in trick if card.index // 13 == 2]
        if trick and trick[0].index // 13 == 2 and QUEEN in view.legal_plays and max(spades).index > QS_INDEX:
            setup = play_setup(view)
            assert queen_kept(setup) == setup
            return
    # No such position in the suite: the rule is still checked on the low leads above.


def test_the_finalists_give_a_reproducible_choice_among_the_candidates() -> None:
    for tactic in SUITE:
        if tactic.theme == "pass":
            continue
        view = tactic.view()
        if len(play_setup(view).groups) > FINALISTS:
            seed = bots.seed_for(tactic.game, tactic.hand, tactic.seat)
            first = ExpertBot(seed).choose_play(view)
            assert first in view.legal_plays
            assert ExpertBot(seed).choose_play(view) == first
            assert bots.run_steps(ExpertBot(seed).play_steps(view)) == first
            return
    raise AssertionError("the suite has no position with more than two candidates")


def test_the_highest_cards_are_on_the_pass_shortlist() -> None:
    hand = mask_of(parse_cards("2C 3C 9C KC 2D 3D TD 2S 3H 5H 9H KH AH"))
    assert highest_pass(hand) == mask_of(parse_cards("KC KH AH"))
    assert highest_pass(hand) in pass_candidates(hand)


def test_passes_that_give_different_touching_cards_have_one_shape() -> None:
    hand = mask_of(parse_cards("2D 3D 4D 9D JS QS KS 4H 6H 7H AC 2C 3C"))

    def shape(cards: str, special: int = mask_of(parse_cards("QS"))) -> tuple[int, ...]:
        return pass_shape(hand, mask_of(parse_cards(cards)), special)

    # 2♦ 3♦ 4♦ touch, as do 6♥ 7♥ and 2♣ 3♣; A♣ and 2♣ are in different suits; 9♦ stands alone.
    assert shape("2D 6H AC") == shape("4D 7H AC") == shape("3D 6H AC")
    assert shape("2D 3D 6H") == shape("3D 4D 7H")
    assert shape("2D 6H AC") != shape("2D 6H 2C")
    assert shape("9D 6H AC") != shape("4D 6H AC")
    # The Q♠ never touches its neighbours: giving it is not giving the J♠ or the K♠.
    assert shape("JS 4H AC") != shape("QS 4H AC") != shape("KS 4H AC")
    assert shape("JS 4H AC", special=0) == shape("QS 4H AC", special=0)
    # Black Maria's A♠ and K♠ score too: each a run of its own.
    maria = variant_of(Rules.preset("black-maria")).special
    assert shape("KS 4H AC", maria) != shape("QS 4H AC", maria)


def test_the_pass_shortlist_holds_one_pass_of_each_shape() -> None:
    for tactic in SUITE:
        if tactic.theme != "pass":
            continue
        view = tactic.view()
        hand = view.hand_mask
        everything = pass_candidates(hand, alike=True)
        shortlist = pass_candidates(hand)
        shapes = [pass_shape(hand, mask) for mask in shortlist]
        assert len(set(shapes)) == len(shapes)
        # Nothing else is left out, and what stays keeps its order (Hard's pass first).
        assert {pass_shape(hand, mask) for mask in everything} == set(shapes)
        assert [mask for mask in everything if mask in shortlist] == shortlist
        assert shortlist[0] == everything[0]
    hand = mask_of(parse_cards("2C 3C 9C KC 2D 3D TD 2S 3H 5H 9H KH AH"))
    assert len(pass_candidates(hand)) < len(pass_candidates(hand, alike=True))


@settings(max_examples=60, deadline=None)
@given(
    cards=st.lists(st.integers(0, 51), min_size=13, max_size=13, unique=True),
    count=st.sampled_from([3, 4, 5]),
    preset=st.sampled_from(["standard", "black-maria", "omnibus", "spot"]),
)
def test_every_shape_of_the_full_shortlist_is_kept_once(cards: list[int], count: int, preset: str) -> None:
    hand = sum(1 << index for index in cards)
    special = variant_of(Rules.preset(preset)).special
    everything = pass_candidates(hand, count, True, special, alike=True)
    shortlist = pass_candidates(hand, count, True, special)
    shapes = [pass_shape(hand, mask, special) for mask in shortlist]
    assert len(set(shapes)) == len(shapes)
    assert {pass_shape(hand, mask, special) for mask in everything} == set(shapes)
    assert all(mask & hand == mask and mask.bit_count() == count for mask in shortlist)
    # The counts of a shape add up to the cards the pass gives.
    assert all(sum(shape) == count for shape in shapes)


def test_the_pass_race_keeps_within_its_budget_and_ends_on_a_shortlisted_pass() -> None:
    view = Round(deal_hands(48213907, 0), "left").view(2)
    table = bots.run_steps(pass_race_steps(view, Rng(5)))
    assert table.values is not None
    played = sum(len(values) for values in table.values)
    assert 0 < played <= PASS_BUDGET
    assert table.active and set(table.active) <= set(range(len(table.candidates)))
    # Every pass still in the race was played on every sampled deal; some left it before the end.
    assert all(len(table.values[i]) == table.samples for i in table.active)
    assert any(len(values) < table.samples for values in table.values)
    small = bots.run_steps(pass_race_steps(view, Rng(5), budget=60))
    assert small.values is not None and sum(len(values) for values in small.values) <= 60


def test_a_pinned_pass_stays_in_the_race_and_a_kept_race_records_what_was_taken() -> None:
    view = Round(deal_hands(48213907, 0), "left").view(2)
    hand = view.hand_mask
    odd = mask_of(sorted(cards_from_mask(hand), key=lambda c: c.rank)[:3])  # the three lowest cards: a poor pass
    steps = pass_race_steps(view, Rng(5), budget=4 * PASS_BUDGET, always=odd, keep=True)
    slices = 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as finished:
            table = finished.value
            break
    assert table.values is not None and table.taken is not None
    pinned = table.candidates.index(odd)
    # Played on every sampled deal, to the end of the race, and what each seat took kept for each playout.
    assert pinned in table.active and len(table.values[pinned]) == table.samples
    assert [len(t) for t in table.taken] == [len(v) for v in table.values]
    assert all(len(cards) == 4 for cards in table.taken[pinned])
    # Clearly behind the only other pass left, it ends the race before the budget is spent.
    assert len(table.active) == 2
    assert sum(len(v) for v in table.values) < 4 * PASS_BUDGET
    assert slices > table.samples  # smaller slices than one per deal while the many passes race
    # The shortlist is the Expert's own, with the pinned pass added at the end.
    assert odd not in pass_candidates(hand)
    assert table.candidates == [*pass_candidates(hand), odd]


def test_a_pass_leaves_the_race_only_when_it_trails_by_more_than_the_spread() -> None:
    leader = [0.0, 2.0, -2.0, 1.0] * 4
    behind = [value + 3.0 for value in leader]  # always 3 worse: no noise at all
    close = [value + (1.0 if n % 2 else -0.5) for n, value in enumerate(leader)]  # 0.25 worse, noisy
    values = [leader, behind, close]
    scores = [sum(v) for v in values]
    assert still_racing([0, 1, 2], scores, values, len(leader), 1.4**2) == [0, 2]
    assert still_racing([1, 2], scores, values, len(leader), 1.4**2) == [2]
    assert still_racing([0, 2], scores, values, len(leader), 3.0**2) == [0, 2]


def test_the_queen_is_at_stake_on_a_spade_trick_only() -> None:
    at_stake = 0
    for tactic in SUITE:
        if tactic.theme == "pass":
            continue
        view = tactic.view()
        k = Knowledge.from_view(view)
        spade_led = view.current_trick.lead_suit == 2
        holds = QUEEN in view.hand or (bool(k.hand & (3 << (QS_INDEX + 1))) and not k.played & (1 << QS_INDEX))
        assert queen_at_stake(k) == (spade_led and holds), tactic.key
        at_stake += queen_at_stake(k)
    assert at_stake >= 20  # every position of the Q♠ theme but those where the queen is gone and not held


def _hard_passed_round(game: int, hand: int, plays: str) -> Round:
    rnd = Round(deal_hands(game, hand), pass_direction_for_hand(hand))
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, bots.create("hard", seat).choose_pass(rnd.view(seat)))
    for card in parse_cards(plays):
        rnd.play(card)
    return rnd


def test_a_hand_that_could_shoot_keeps_the_queen_off_a_trick_the_king_may_take() -> None:
    # East leads, holding the A♠ and Q♠ with the K♠ unseen, its hand good enough to go for the moon.
    rnd = _hard_passed_round(23, 3, "2C KC 8C AC 3C 9C 7C 5C 4C 6C QH JH")
    view = rnd.view(3)
    assert QUEEN in view.legal_plays
    setup = play_setup(view)
    assert True in setup.modes
    assert queen_under_the_king(setup)
    assert [QS_INDEX] in setup.groups and [QS_INDEX] not in queen_kept(setup).groups
    assert all(ExpertBot(seed).choose_play(view) != QUEEN for seed in range(4))


def test_the_queen_may_win_a_spade_trick_as_its_last_card() -> None:
    for tactic in SUITE:
        if tactic.theme == "pass":
            continue
        view = tactic.view()
        setup = play_setup(view)
        if len(setup.knowledge.trick) == 3 or True not in setup.modes:
            assert not queen_under_the_king(setup)
