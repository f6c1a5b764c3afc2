"""The first trick: no heart and no Queen of spades while any other allowed card is held."""

from __future__ import annotations

import pytest

from hearts import Card, Illegal, IllegalPlay, Rules, cards_from_mask, mask_of, parse_cards
from hearts.legality import legal_mask, why_illegal
from hearts.words import illegal_text
from tests.helpers.rounds import QUEEN_AND_HEARTS_ON_FIRST_TRICK, SUITS, build_round, said, snapshot

SOUTH, WEST, NORTH, EAST = range(4)
CLUBS, DIAMONDS, SPADES, HEARTS = range(4)

NO_HEART = "No points on the first trick: you may not play a heart while you have another card you can play."
NO_QUEEN = (
    "No points on the first trick: you may not play the Queen of spades while you have another card you can play."
)


def test_the_first_lead_is_the_two_of_clubs_only() -> None:
    rnd = build_round(SUITS)
    assert rnd.legal_plays() == parse_cards("2C")
    assert rnd.why_illegal(Card.parse("3C")) == Illegal("two-of-clubs-opens", Card.parse("3C"))
    assert said(rnd, Card.parse("3C")) == "The 2 of clubs leads the first trick, and you hold it: play it."


def test_void_players_discard_safe_cards_only() -> None:
    rnd = build_round(SUITS, "2C")
    assert rnd.legal_plays() == rnd.hand(WEST)  # diamonds carry no points
    rnd.play(Card.parse("5D"))
    spades = rnd.hand(NORTH)
    assert rnd.legal_plays() == [c for c in spades if c != Card.parse("QS")]
    reason = rnd.why_illegal(Card.parse("QS"))
    assert reason == Illegal("points-on-first-trick", Card.parse("QS")) and illegal_text(reason) == NO_QUEEN
    before = snapshot(rnd)
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("QS"))
    assert caught.value.reason == reason
    assert str(caught.value) == "QS may not be played now: no points may be played on the first trick"
    assert snapshot(rnd) == before


def test_a_player_with_only_hearts_may_play_any_heart_and_that_breaks_hearts() -> None:
    rnd = build_round(SUITS, "2C 5D 7S")
    assert rnd.legal_plays() == rnd.hand(EAST) == parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")
    rnd.play(Card.parse("KH"))
    trick = rnd.tricks[0]
    assert trick.winner == SOUTH and trick.points == 1
    assert rnd.hearts_broken


def test_a_heart_is_refused_while_the_player_holds_a_spade() -> None:
    rnd = build_round(QUEEN_AND_HEARTS_ON_FIRST_TRICK, "2C 9D")
    assert rnd.legal_plays() == parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS")
    assert rnd.why_illegal(Card.parse("2H")) == Illegal("points-on-first-trick", Card.parse("2H"))
    assert said(rnd, Card.parse("2H")) == NO_HEART
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("2H"))
    assert caught.value.reason == Illegal("points-on-first-trick", Card.parse("2H"))


@pytest.mark.parametrize("rules", [Rules(), Rules(queen_breaks_hearts=True)])
def test_with_only_the_queen_and_hearts_any_of_them_may_be_played(rules: Rules) -> None:
    rnd = build_round(QUEEN_AND_HEARTS_ON_FIRST_TRICK, "2C 9D AS", rules=rules)
    assert rnd.legal_plays() == rnd.hand(EAST)
    assert Card.parse("QS") in rnd.legal_plays() and Card.parse("3H") in rnd.legal_plays()
    trick = rnd.play(Card.parse("QS"))
    assert trick is not None and trick.winner == SOUTH and trick.points == 13
    assert rnd.points == (13, 0, 0, 0)
    assert rnd.hearts_broken is rules.queen_breaks_hearts


def test_the_jack_of_diamonds_is_not_a_point_card_on_the_first_trick() -> None:
    rnd = build_round(SUITS, "2C", rules=Rules(bonus_card="JD"))
    assert Card.parse("JD") in rnd.legal_plays()
    rnd.play(Card.parse("JD"))
    rnd.play(Card.parse("2S"))
    rnd.play(Card.parse("2H"))
    assert rnd.points == (1 - 10, 0, 0, 0)


def test_the_rule_ends_with_the_first_trick() -> None:
    rnd = build_round(QUEEN_AND_HEARTS_ON_FIRST_TRICK, "2C 9D AS 3H  3C")
    assert rnd.to_play == WEST
    assert rnd.legal_plays() == rnd.hand(WEST)
    rnd.play(Card.parse("TD"))
    assert rnd.legal_plays() == rnd.hand(NORTH)  # the heart is allowed now
    rnd.play(Card.parse("2H"))
    assert rnd.legal_plays() == rnd.hand(EAST)  # and the Queen of spades
    rnd.play(Card.parse("QS"))
    assert rnd.points == (1 + 14, 0, 0, 0)


def m(text: str) -> int:
    return mask_of(parse_cards(text))


@pytest.mark.parametrize(
    ("hand", "lead", "legal"),
    [
        ("2C 3H", -1, "2C"),  # the first lead
        ("3C 9C QS 4H", CLUBS, "3C 9C"),  # follow suit
        ("QS 2D 5H 6H", CLUBS, "2D"),  # the only safe card
        ("QS 5H 6H", CLUBS, "QS 5H 6H"),  # nothing safe: anything
        ("5H 6H", CLUBS, "5H 6H"),
        ("QS KS 5H", CLUBS, "KS"),
        ("JD QS AH", CLUBS, "JD"),
    ],
)
def test_legal_mask_on_the_first_trick(hand: str, lead: int, legal: str) -> None:
    for broken in (False, True):
        assert cards_from_mask(legal_mask(m(hand), lead, first_trick=True, hearts_broken=broken)) == parse_cards(legal)


def test_why_illegal_on_the_first_trick() -> None:
    hand = m("QS 2D 5H")
    queen, heart, ace = Card.parse("QS"), Card.parse("5H"), Card.parse("AH")
    assert why_illegal(Card.parse("2D"), hand, CLUBS, True, False) is None
    assert why_illegal(queen, hand, CLUBS, True, False) == Illegal("points-on-first-trick", queen)
    assert illegal_text(Illegal("points-on-first-trick", queen)) == NO_QUEEN
    assert why_illegal(heart, hand, CLUBS, True, False) == Illegal("points-on-first-trick", heart)
    assert illegal_text(Illegal("points-on-first-trick", heart)) == NO_HEART
    assert why_illegal(ace, hand, CLUBS, True, False) == Illegal("not-held", ace)
    assert illegal_text(Illegal("not-held", ace)) == "You do not hold the Ace of hearts."
