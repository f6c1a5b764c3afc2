"""Leading hearts: not until broken (unless only hearts are held); the Queen of spades and breaking."""

from __future__ import annotations

import pytest

from hearts import Card, Illegal, IllegalPlay, Rules, Suit, cards_from_mask, mask_of, parse_cards
from hearts.legality import legal_mask, why_illegal
from hearts.words import illegal_text
from tests.helpers.rounds import (
    FIRST_TRICK,
    NORTH_LEADS_MIXED,
    NORTH_LEADS_ONLY_HEARTS,
    NORTH_LEADS_QUEEN_OR_HEARTS,
    SUITS,
    build_round,
    said,
    snapshot,
)

SOUTH, WEST, NORTH, EAST = range(4)
CLUBS, DIAMONDS, SPADES, HEARTS = range(4)

NOT_WITH_ANOTHER_SUIT = "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."
NOT_WITH_THE_QUEEN = "Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades."


def test_hearts_may_not_be_led_before_they_are_broken() -> None:
    rnd = build_round(NORTH_LEADS_MIXED, FIRST_TRICK)
    assert rnd.to_play == NORTH and not rnd.hearts_broken
    assert rnd.legal_plays() == parse_cards("2D 3D QS")
    assert rnd.why_illegal(Card.parse("2H")) == Illegal("hearts-not-broken", Card.parse("2H"))
    assert said(rnd, Card.parse("2H")) == NOT_WITH_ANOTHER_SUIT
    before = snapshot(rnd)
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("9H"))
    assert caught.value.reason == Illegal("hearts-not-broken", Card.parse("9H"))
    assert str(caught.value) == "9H may not be played now: hearts are not broken"
    assert snapshot(rnd) == before


def test_the_queen_of_spades_may_be_led_on_the_second_trick() -> None:
    rnd = build_round(NORTH_LEADS_MIXED, FIRST_TRICK)
    rnd.play(Card.parse("QS"))
    assert rnd.legal_plays() == parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS KS")


def test_spades_may_be_led_any_time_after_the_first_trick() -> None:
    rnd = build_round(NORTH_LEADS_ONLY_HEARTS, FIRST_TRICK + " 2H 4S AH 2D")
    assert rnd.to_play == SOUTH and rnd.hearts_broken
    assert Card.parse("2S") in rnd.legal_plays()


def test_a_leader_holding_only_hearts_may_lead_one() -> None:
    rnd = build_round(NORTH_LEADS_ONLY_HEARTS, FIRST_TRICK)
    assert not rnd.hearts_broken
    assert rnd.legal_plays() == rnd.hand(NORTH) == parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    rnd.play(Card.parse("7H"))
    assert rnd.hearts_broken


def test_a_leader_holding_only_the_queen_and_hearts_must_lead_the_queen() -> None:
    rnd = build_round(NORTH_LEADS_QUEEN_OR_HEARTS, FIRST_TRICK)
    assert rnd.legal_plays() == parse_cards("QS")
    assert rnd.why_illegal(Card.parse("2H")) == Illegal("hearts-not-broken-queen", Card.parse("2H"))
    assert said(rnd, Card.parse("2H")) == NOT_WITH_THE_QUEEN
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("QH"))
    assert caught.value.reason == Illegal("hearts-not-broken-queen", Card.parse("QH"))
    assert illegal_text(caught.value.reason) == NOT_WITH_THE_QUEEN


def test_the_queen_of_spades_does_not_break_hearts() -> None:
    rnd = build_round(NORTH_LEADS_QUEEN_OR_HEARTS, FIRST_TRICK + " QS 2S AS 2D")
    assert rnd.tricks[-1].winner == SOUTH and rnd.tricks[-1].points == 13
    assert not rnd.hearts_broken
    assert rnd.legal_plays() == parse_cards("5C 6C 7C 8C 9C TC JC QC KC")  # not KH or AH
    assert rnd.why_illegal(Card.parse("AH")) == Illegal("hearts-not-broken", Card.parse("AH"))
    assert said(rnd, Card.parse("AH")) == NOT_WITH_ANOTHER_SUIT


def test_with_queen_breaks_hearts_the_queen_breaks_them() -> None:
    rules = Rules(queen_breaks_hearts=True)
    rnd = build_round(NORTH_LEADS_QUEEN_OR_HEARTS, FIRST_TRICK, rules=rules)
    assert rnd.legal_plays() == parse_cards("QS")  # still unbroken when North leads
    rnd.play(Card.parse("QS"))
    assert rnd.hearts_broken
    for card in parse_cards("2S AS 2D"):
        rnd.play(card)
    assert rnd.legal_plays() == rnd.hand(SOUTH)
    assert Card.parse("AH") in rnd.legal_plays()
    assert rnd.why_illegal(Card.parse("AH")) is None


def test_a_heart_discarded_on_an_earlier_trick_breaks_hearts() -> None:
    rnd = build_round(NORTH_LEADS_MIXED, FIRST_TRICK + " 2D AH")
    assert rnd.hearts_broken  # broken now, and it counts from the next lead
    rnd.play(Card.parse("JH"))
    rnd.play(Card.parse("AD"))
    assert rnd.to_play == WEST
    assert rnd.legal_plays() == rnd.hand(WEST)
    assert Card.parse("KH") in rnd.legal_plays()


def test_hearts_broken_on_the_first_trick_count_too() -> None:
    rnd = build_round(SUITS, "2C 2D 2S 2H")
    assert rnd.hearts_broken
    assert rnd.legal_mask() == mask_of(rnd.hand(SOUTH))


def test_a_void_player_may_discard_a_heart_before_they_are_broken() -> None:
    rnd = build_round(NORTH_LEADS_MIXED, FIRST_TRICK + " 2D")
    assert not rnd.hearts_broken
    assert rnd.legal_plays() == rnd.hand(EAST)  # East has no diamond
    assert Card.parse("AH") in rnd.legal_plays()


def m(text: str) -> int:
    return mask_of(parse_cards(text))


@pytest.mark.parametrize(
    ("hand", "broken", "legal"),
    [
        ("3C QS 5H", False, "3C QS"),
        ("QS 5H 6H", False, "QS"),
        ("5H 6H", False, "5H 6H"),
        ("3C QS 5H", True, "3C QS 5H"),
        ("QS 5H", True, "QS 5H"),
        ("KS AS", False, "KS AS"),
    ],
)
def test_legal_leads_after_the_first_trick(hand: str, broken: bool, legal: str) -> None:
    got = legal_mask(m(hand), -1, first_trick=False, hearts_broken=broken)
    assert cards_from_mask(got) == parse_cards(legal)


def test_illegal_lead_reasons() -> None:
    heart, queen = Card.parse("5H"), Card.parse("QS")
    assert why_illegal(heart, m("3C 5H"), -1, False, False) == Illegal("hearts-not-broken", heart)
    assert illegal_text(Illegal("hearts-not-broken", heart)) == NOT_WITH_ANOTHER_SUIT
    assert why_illegal(heart, m("QS 5H"), -1, False, False) == Illegal("hearts-not-broken-queen", heart)
    assert illegal_text(Illegal("hearts-not-broken-queen", heart)) == NOT_WITH_THE_QUEEN
    assert why_illegal(heart, m("QS 5H"), -1, False, True) is None
    follow = why_illegal(heart, m("3D 5H"), DIAMONDS, False, False)
    assert follow == Illegal("must-follow", heart, Suit.DIAMONDS)
    assert illegal_text(follow) == "You have a diamond, so you must follow diamonds."
    follow = why_illegal(queen, m("3H QS"), HEARTS, False, True)
    assert follow == Illegal("must-follow", queen, Suit.HEARTS)
    assert illegal_text(follow) == "You have a heart, so you must follow hearts."
