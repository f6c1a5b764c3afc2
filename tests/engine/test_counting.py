"""Counting from one seat's view: the cards still out, the voids shown, where the pass went, the points taken."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts import Round, Rules, Suit
from hearts.cards import ALL_CARDS_MASK, SUIT_MASKS, Card, mask_of, parse_cards
from hearts.counting import CardsOut, Passed, Void, cards_out
from hearts.scoring import penalty_points
from hearts.seats import EAST, NORTH, PASS_CYCLE, SOUTH, WEST
from hearts.view import SeatView
from tests.helpers.positions import hidden_swap
from tests.helpers.rounds import build_round, pass_randomly, random_hands

SPREAD = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
RULES = (Rules(), Rules.preset("black-maria"), Rules.preset("spot"), Rules.preset("omnibus"))

# South holds the clubs and the spade honours, West the diamonds, North and East the rest.
HANDS = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)


def played_round(seed: int, rules: Rules, cards: int) -> Round:
    """A random deal under ``rules``, passed at random, then ``cards`` random legal cards played."""
    rng = random.Random(seed)
    rnd = Round(random_hands(rng), PASS_CYCLE[seed % 4], rules)
    if rng.random() < 0.9:
        pass_randomly(rnd, rng)
    for _ in range(cards):
        if rnd.to_play is None:
            break
        rnd.play(rng.choice(rnd.legal_plays()))
    return rnd


def failures_to_follow(view: SeatView) -> dict[tuple[int, Suit], int]:
    """Every (seat, suit led) where a player other than the viewer did not follow, with the first trick it did so."""
    found: dict[tuple[int, Suit], int] = {}
    for number, trick in enumerate((*view.tricks, view.current_trick)):
        for seat, card in trick.plays:
            if card.suit != trick.cards[0].suit and seat != view.seat:
                found.setdefault((seat, trick.cards[0].suit), number)
    return found


@SPREAD
@given(st.integers(0, 2**32 - 1), st.sampled_from(RULES), st.integers(0, 52), st.integers(0, 3))
def test_the_cards_out_the_hand_and_the_cards_played_are_the_deck_and_every_void_is_proven(
    seed: int, rules: Rules, cards: int, seat: int
) -> None:
    rnd = played_round(seed, rules, cards)
    view = rnd.view(seat)
    facts = cards_out(view)
    played = mask_of(rnd.cards_played)
    hand = rnd.hand_mask(seat)
    assert facts.out_mask & hand == facts.out_mask & played == hand & played == 0
    assert facts.out_mask | hand | played == ALL_CARDS_MASK
    assert sum(len(facts.out(suit)) for suit in Suit) == facts.out_mask.bit_count()
    for suit in Suit:
        out = facts.out(suit)
        assert all(card.suit is suit and facts.is_out(card) for card in out)
        assert [card.rank for card in out] == sorted((card.rank for card in out), reverse=True)
    # Every void is proven by a trick, at the first trick that proves it, and every proof is a void.
    proofs = failures_to_follow(view)
    assert {(void.seat, void.suit): void.trick for void in facts.voids} == proofs
    assert all(void.seat != seat for void in facts.voids)
    for void in facts.voids:
        assert rnd.hand_mask(void.seat) & SUIT_MASKS[void.suit] == 0  # a proven void is a real one
        assert facts.is_void(void.seat, void.suit) and void.suit in facts.void_suits(void.seat)
    # The points taken are the rules' values of the cards each seat won, the round's own points until it is over.
    assert facts.taken == tuple(penalty_points(rnd.taken_mask(s), rules) for s in range(4))
    if not rnd.is_over:
        assert facts.taken == rnd.points
    assert facts.tricks == len(rnd.tricks)
    # The pass: once the cards changed hands, the receiver and the passed cards not yet played.
    if rnd.pass_direction == "hold" or rnd.phase == "passing":
        assert facts.passed is None
    else:
        passed = rnd.passed(seat)
        assert passed is not None and facts.passed is not None
        assert facts.passed.receiver == view.pass_target and facts.passed.cards == passed
        assert facts.passed.out == tuple(card for card in passed if not card.mask & played)
        assert all(facts.is_out(card) for card in facts.passed.out)
        assert rnd.hand_mask(facts.passed.receiver) & mask_of(facts.passed.out) == mask_of(facts.passed.out)


def test_no_card_of_another_hand_changes_the_facts() -> None:
    """Cards the seat has not seen, swapped between the other hands (the same play still legal): the same facts."""
    rng = random.Random(61)
    compared = 0
    for attempt in range(400):
        rnd = played_round(rng.randrange(2**32), RULES[attempt % len(RULES)], rng.randrange(4, 48))
        seat = rng.randrange(4)
        other = hidden_swap(rnd, seat, rng, swaps=rng.randrange(1, 4))
        if other is None:
            continue
        assert any(other.hand_mask(s) != rnd.hand_mask(s) for s in range(4))
        assert cards_out(other.view(seat)) == cards_out(rnd.view(seat))
        compared += 1
    assert compared >= 100


def test_a_deal_counted_card_by_card() -> None:
    # Clubs led by South: West shows out of clubs at once, North and East at the same trick.
    rnd = build_round(HANDS, "2C 2D 2S 2H")
    facts = cards_out(rnd.view(SOUTH))
    assert facts.voids == (Void(WEST, Suit.CLUBS, 0), Void(NORTH, Suit.CLUBS, 0), Void(EAST, Suit.CLUBS, 0))
    assert facts.out(Suit.CLUBS) == ()
    assert facts.out(Suit.DIAMONDS) == tuple(reversed(parse_cards("3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")))
    assert facts.taken == (1, 0, 0, 0)  # the 2♥ on South's trick
    assert facts.passed is None and facts.tricks == 1
    # West sees the same trick: its own failure to follow is no news to it.
    assert {(v.seat, v.suit) for v in cards_out(rnd.view(WEST)).voids} == {
        (NORTH, Suit.CLUBS),
        (EAST, Suit.CLUBS),
    }


def test_a_void_shown_in_the_trick_being_played_counts_at_once() -> None:
    rnd = build_round(HANDS, "2C 2D")
    assert cards_out(rnd.view(SOUTH)).voids == (Void(WEST, Suit.CLUBS, 0),)
    assert cards_out(rnd.view(SOUTH)).tricks == 0


def test_the_pass_goes_to_its_receiver_and_leaves_the_count_when_played() -> None:
    passes = ("2C 3C AC", "2D 3D 4D", "2S 3S 4S", "2H 3H 4H")
    rnd = build_round(HANDS, rules=Rules(), pass_direction="left", passes=passes)
    facts = cards_out(rnd.view(SOUTH))
    assert facts.passed == Passed(WEST, tuple(parse_cards("2C 3C AC")), tuple(parse_cards("2C 3C AC")))
    assert all(facts.is_out(card) for card in parse_cards("2C 3C AC"))
    assert not any(facts.is_out(card) for card in parse_cards("2H 3H 4H"))  # received: in South's hand
    # West leads the 2♣ it received; South follows; the ♣A is still with West.
    rnd.play(Card.parse("2C"))
    facts = cards_out(rnd.view(SOUTH))
    assert facts.passed is not None and facts.passed.out == tuple(parse_cards("3C AC"))
    assert not facts.is_out(Card.parse("2C"))


def test_a_pass_chosen_but_not_yet_exchanged_is_not_reported() -> None:
    rnd = Round([parse_cards(hand) for hand in HANDS], "right")
    rnd.pass_cards(SOUTH, parse_cards("2C 3C 4C"))
    facts = cards_out(rnd.view(SOUTH))
    assert facts.passed is None
    assert facts.out_mask == ALL_CARDS_MASK & ~rnd.hand_mask(SOUTH)  # still in South's hand until the exchange


def test_points_taken_follow_the_rules_card_values() -> None:
    # North takes the 2♥ on the first trick; South's A♠ takes North's K♠ and East's 3♥ on the second.
    hands = (
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AS",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AC",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    )
    plays = "2C 2D AC 2H  KS 3H AS 3D"
    standard = cards_out(build_round(hands, plays).view(EAST))
    maria = cards_out(build_round(hands, plays, rules=Rules.preset("black-maria")).view(EAST))
    assert standard.taken == (1, 0, 1, 0)
    assert maria.taken == (10 + 7 + 1, 0, 1, 0)  # the K♠ 10, the A♠ 7 and a heart
    assert maria.voids == (Void(WEST, Suit.CLUBS, 0), Void(WEST, Suit.SPADES, 1))  # East knows its own void
    assert maria.out(Suit.SPADES) == tuple(reversed(parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS")))
    assert isinstance(maria, CardsOut)
