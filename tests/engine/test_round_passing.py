"""Passing: the cycle by hand number, three cards of your own, all four exchanged at once, hold hands."""

from __future__ import annotations

import pytest

from hearts import Card, Illegal, IllegalPass, IllegalPlay, Match, Round, Rules, deal_hands, parse_cards
from hearts.errors import PassRefusal
from hearts.seats import (
    PASS_CYCLE,
    PASS_OFFSETS,
    pass_direction_for_hand,
    pass_source,
    pass_target,
)
from tests.helpers.rounds import GAME_1_HAND_0, SUITS, build_round, hands_of, said, snapshot

SOUTH, WEST, NORTH, EAST = range(4)


def test_pass_cycle_by_hand_number_is_left_right_across_hold() -> None:
    assert PASS_CYCLE == ("left", "right", "across", "hold")
    expected = ["left", "right", "across", "hold"] * 3
    assert [pass_direction_for_hand(k) for k in range(12)] == expected


@pytest.mark.parametrize(
    "cycle",
    [("left", "right", "across", "hold"), ("left", "right"), ("hold",), ("across", "left", "hold", "right", "right")],
)
def test_a_match_repeats_its_pass_cycle(cycle: tuple[str, ...]) -> None:
    match = Match(7, Rules.from_dict({"pass_cycle": list(cycle), "end_score": 10_000}))
    directions = []
    for _ in range(2 * len(cycle) + 1):
        rnd = match.round
        directions.append(rnd.pass_direction)
        for seat in rnd.waiting_to_pass:
            rnd.pass_cards(seat, rnd.hand(seat)[:3])
        while not rnd.is_over:
            rnd.play(rnd.legal_plays()[0])
        match.next_round()
    assert directions == [cycle[k % len(cycle)] for k in range(2 * len(cycle) + 1)]


@pytest.mark.parametrize(
    ("direction", "offset"),
    [("left", 1), ("right", 3), ("across", 2), ("hold", 0)],
)
def test_pass_targets(direction: str, offset: int) -> None:
    assert PASS_OFFSETS[direction] == offset
    for seat in range(4):
        assert pass_target(seat, direction) == (seat + offset) % 4
        assert pass_source(pass_target(seat, direction), direction) == seat
    if direction == "left":
        assert [pass_target(s, direction) for s in range(4)] == [WEST, NORTH, EAST, SOUTH]


@pytest.mark.parametrize("direction", ["left", "right", "across"])
def test_all_four_passes_are_chosen_before_any_seat_receives(direction: str) -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), direction)  # type: ignore[arg-type]
    dealt = [rnd.hand(seat) for seat in range(4)]
    assert rnd.phase == "passing" and rnd.to_play is None
    assert rnd.waiting_to_pass == [0, 1, 2, 3]
    assert rnd.legal_plays() == []
    chosen = [parse_cards(text) for text in ("JC QD AH", "QC KD JH", "AS TD QH", "KC JD KH")]
    for seat in (NORTH, SOUTH, EAST):  # any order
        rnd.pass_cards(seat, chosen[seat])
        assert rnd.phase == "passing"
        assert [rnd.hand(s) for s in range(4)] == dealt  # nothing moves yet
        assert all(rnd.received(s) is None for s in range(4))
        assert rnd.passed(seat) == tuple(sorted(chosen[seat]))
    assert rnd.waiting_to_pass == [WEST]
    assert rnd.passed(WEST) is None
    rnd.pass_cards(WEST, chosen[WEST])
    assert rnd.waiting_to_pass == []
    phase: str = rnd.phase
    assert phase == "playing"
    for seat in range(4):
        source = pass_source(seat, direction)
        assert rnd.received(seat) == tuple(sorted(chosen[source]))
        expected = (set(dealt[seat]) - set(chosen[seat])) | set(chosen[source])
        assert rnd.hand(seat) == sorted(expected)
        assert rnd.dealt_hand(seat) == dealt[seat]


def test_the_two_of_clubs_can_be_passed_and_its_new_holder_leads() -> None:
    rnd = build_round(GAME_1_HAND_0, pass_direction="left", passes=("AH JC QD", "2C 2H 3H", "QH TH 9H", "QS KS KH"))
    assert Card.parse("2C") in rnd.hand(NORTH)
    assert rnd.to_play == NORTH
    assert rnd.legal_plays() == parse_cards("2C")


def test_cards_passed_to_you_arrive_only_after_your_own_choice() -> None:
    # Passing left, South will receive East's cards, but only once all four seats have chosen.
    rnd = Round(hands_of(*GAME_1_HAND_0), "left")
    with pytest.raises(IllegalPass, match="You do not hold the King of hearts."):
        rnd.pass_cards(SOUTH, parse_cards("KH 3C 5C"))  # East's card, not yet received
    rnd.pass_cards(EAST, parse_cards("KH QS KS"))
    with pytest.raises(IllegalPass, match="You do not hold the King of hearts."):
        rnd.pass_cards(SOUTH, parse_cards("KH 3C 5C"))


def test_a_hold_hand_has_no_pass() -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), "hold")
    assert rnd.phase == "playing"
    assert rnd.waiting_to_pass == []
    assert rnd.to_play == WEST
    assert all(rnd.received(seat) is None and rnd.passed(seat) is None for seat in range(4))
    before = snapshot(rnd)
    with pytest.raises(IllegalPass, match="This is a hold hand: nobody passes.") as caught:
        rnd.pass_cards(SOUTH, rnd.hand(SOUTH)[:3])
    assert caught.value.refusal == PassRefusal("hold", SOUTH)
    assert snapshot(rnd) == before


@pytest.mark.parametrize(
    ("cards", "refusal", "message"),
    [
        ("3C 5C", PassRefusal("count", SOUTH, 3, 2), "Pass exactly three cards, not 2."),
        ("3C 5C 6C 8C", PassRefusal("count", SOUTH, 3, 4), "Pass exactly three cards, not 4."),
        ("", PassRefusal("count", SOUTH, 3, 0), "Pass exactly three cards, not 0."),
        ("3C 3C 5C", PassRefusal("repeated", SOUTH, 3, 3), "Pass three different cards."),
        ("3C 5C 2C", PassRefusal("not-held", SOUTH, 3, 3, Card.parse("2C")), "You do not hold the 2 of clubs."),
        ("QS 3C 5C", PassRefusal("not-held", SOUTH, 3, 3, Card.parse("QS")), "You do not hold the Queen of spades."),
    ],
)
def test_bad_passes_are_refused_as_facts_and_change_nothing(cards: str, refusal: PassRefusal, message: str) -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), "across")
    rnd.pass_cards(NORTH, parse_cards("AC 2D 5D"))
    before = snapshot(rnd)
    with pytest.raises(IllegalPass) as caught:
        rnd.pass_cards(SOUTH, parse_cards(cards))
    assert caught.value.refusal == refusal
    assert str(caught.value) == message
    assert snapshot(rnd) == before
    rnd.pass_cards(SOUTH, parse_cards("3C 5C AH"))  # a good pass still works afterwards
    assert rnd.waiting_to_pass == [WEST, EAST]


def test_passing_twice_after_the_exchange_and_bad_seats() -> None:
    rnd = Round(hands_of(*SUITS), "right")
    rnd.pass_cards(SOUTH, parse_cards("2C 3C 4C"))
    before = snapshot(rnd)
    with pytest.raises(IllegalPass, match="South has already passed.") as caught:
        rnd.pass_cards(SOUTH, parse_cards("5C 6C 7C"))
    assert caught.value.refusal == PassRefusal("seat-passed", SOUTH)
    for bad in (-1, 4, "0", None):
        with pytest.raises(IllegalPass, match="Seats are 0 \\(South\\) to 3 \\(East\\)") as caught:
            rnd.pass_cards(bad, parse_cards("2D 3D 4D"))  # type: ignore[arg-type]
        assert caught.value.refusal == PassRefusal("not-a-seat")
    with pytest.raises(IllegalPass, match="is not a card") as caught:
        rnd.pass_cards(WEST, [Card.parse("2D"), Card.parse("3D"), 4])  # type: ignore[list-item]
    assert caught.value.refusal == PassRefusal("not-a-card", WEST, given="4")
    assert snapshot(rnd) == before
    for seat, text in ((WEST, "2D 3D 4D"), (NORTH, "2S 3S 4S"), (EAST, "2H 3H 4H")):
        rnd.pass_cards(seat, parse_cards(text))
    before = snapshot(rnd)
    with pytest.raises(IllegalPass, match="The cards have already been passed.") as caught:
        rnd.pass_cards(SOUTH, rnd.hand(SOUTH)[:3])
    assert caught.value.refusal == PassRefusal("exchanged", SOUTH)
    assert snapshot(rnd) == before
    # right: each seat receives from its left-hand neighbour (seat + 1)
    assert rnd.received(SOUTH) == tuple(parse_cards("2D 3D 4D"))
    assert rnd.to_play == EAST  # South's 2 of clubs went right, to East


def test_no_card_is_played_while_passing() -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), "left")
    before = snapshot(rnd)
    assert rnd.why_illegal(Card.parse("2C")) == Illegal("passing", Card.parse("2C"))
    assert said(rnd, Card.parse("2C")) == "The cards must be passed before play begins."
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("2C"))
    assert caught.value.reason == Illegal("passing", Card.parse("2C"))
    assert str(caught.value) == "2C may not be played now: the cards are still being passed"
    assert snapshot(rnd) == before


def test_passes_may_be_given_as_text() -> None:
    rnd = Round(deal_hands(1, 0), "left")
    rnd.pass_cards(SOUTH, ["3C", "5C", "AH"])  # type: ignore[list-item]
    assert rnd.passed(SOUTH) == tuple(parse_cards("3C 5C AH"))


def test_a_pass_written_as_unreadable_text_is_an_illegal_pass_that_says_how_to_write_a_card() -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), "left")
    with pytest.raises(IllegalPass, match="'ZZ' is not a card: write a rank") as caught:
        rnd.pass_cards(SOUTH, ["ZZ", "3C", "5C"])  # type: ignore[list-item]
    assert isinstance(caught.value.__cause__, ValueError)
    assert caught.value.refusal == PassRefusal("not-a-card", SOUTH, given="ZZ")
    assert rnd.passed(SOUTH) is None  # nothing chosen


def test_a_round_as_dealt_again_forgets_the_pass_and_the_play() -> None:
    rnd = Round(deal_hands(7), "across", Rules.preset("omnibus"), totals=(10, 20, 30, 40), dealer=1)
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    rnd.play(rnd.legal_plays()[0])
    again = rnd.as_dealt()
    assert again.phase == "passing" and again.cards_played == [] and again.passed(SOUTH) is None
    assert [again.hand(seat) for seat in range(4)] == [rnd.dealt_hand(seat) for seat in range(4)]
    assert (again.pass_direction, again.rules, again.totals, again.dealer) == ("across", rnd.rules, rnd.totals, 1)
