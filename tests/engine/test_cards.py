"""Cards: the 52 interned values, their notation and the bit-mask helpers."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from hearts import CARDS, Card, InvalidCard, Suit, cards_from_mask, format_cards, mask_of, parse_cards
from hearts.cards import (
    ALL_CARDS_MASK,
    HEARTS_MASK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    RANKS,
    SUIT_MASKS,
    TWO_OF_CLUBS,
)


def test_there_are_52_distinct_cards_in_suit_major_index_order() -> None:
    assert len(CARDS) == 52
    assert [card.index for card in CARDS] == list(range(52))
    assert [card.mask for card in CARDS] == [1 << i for i in range(52)]
    assert [(card.suit, card.rank) for card in CARDS] == [(suit, rank) for suit in Suit for rank in RANKS]
    assert [suit.letter for suit in Suit] == ["C", "D", "S", "H"]


def test_each_card_is_created_once() -> None:
    for card in CARDS:
        assert Card(card.suit, card.rank) is card
        assert Card.parse(card.code) is card
        assert Card.from_index(card.index) is card
        assert copy.copy(card) is card
        assert copy.deepcopy(card) is card
        assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_immutable_and_hash_by_index() -> None:
    card = Card.parse("QS")
    with pytest.raises(AttributeError):
        card.rank = 3
    assert hash(card) == card.index
    assert {Card.parse("QS"): 1}[Card.parse("qs")] == 1


@pytest.mark.parametrize(
    ("text", "code", "name", "symbol"),
    [
        ("QS", "QS", "Queen of spades", "Q♠"),
        ("10h", "TH", "10 of hearts", "10♥"),
        ("TH", "TH", "10 of hearts", "10♥"),
        (" 2c ", "2C", "2 of clubs", "2♣"),
        ("A♦", "AD", "Ace of diamonds", "A♦"),
        ("j♢", "JD", "Jack of diamonds", "J♦"),
        ("K♤", "KS", "King of spades", "K♠"),
        ("9♡", "9H", "9 of hearts", "9♥"),
    ],
)
def test_notation(text: str, code: str, name: str, symbol: str) -> None:
    card = Card.parse(text)
    assert (card.code, str(card), card.name, card.symbol) == (code, code, name, symbol)
    assert repr(card) == f"Card.parse({code!r})"
    assert eval(repr(card), {"Card": Card}) is card


@pytest.mark.parametrize("text", ["", "S", "Q", "1S", "11S", "QX", "QSS", "0H", "10"])
def test_bad_card_text_is_refused_in_a_sentence(text: str) -> None:
    with pytest.raises(InvalidCard, match=r"is not a card: write a rank"):
        Card.parse(text)


def test_bad_constructor_arguments() -> None:
    with pytest.raises(InvalidCard, match="A rank runs from 2 to 14"):
        Card(Suit.SPADES, 15)
    with pytest.raises(InvalidCard, match="A suit is 0 to 3"):
        Card(4, 10)
    with pytest.raises(InvalidCard, match="A card index runs from 0 to 51"):
        Card.from_index(52)
    with pytest.raises(InvalidCard, match="A card is written as text"):
        Card.parse(12)  # type: ignore[arg-type]
    assert issubclass(InvalidCard, ValueError)


def test_named_cards_and_masks() -> None:
    assert Card.parse("2C") == TWO_OF_CLUBS and TWO_OF_CLUBS.index == 0
    assert Card.parse("QS") == QUEEN_OF_SPADES
    assert Card.parse("JD") == JACK_OF_DIAMONDS
    assert cards_from_mask(HEARTS_MASK) == [card for card in CARDS if card.suit is Suit.HEARTS]
    for suit in Suit:
        assert cards_from_mask(SUIT_MASKS[suit]) == [card for card in CARDS if card.suit is suit]
    assert SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3] == ALL_CARDS_MASK
    assert [card.points for card in CARDS].count(1) == 13
    assert sum(card.points for card in CARDS) == 26
    assert QUEEN_OF_SPADES.points == 13 and JACK_OF_DIAMONDS.points == 0


def test_ordering_is_by_index() -> None:
    two_clubs, queen, ace_hearts = parse_cards("2C QS AH")
    assert two_clubs < queen < ace_hearts
    assert ace_hearts > queen >= queen and two_clubs <= two_clubs
    assert sorted(parse_cards("AH 2C QS 3D")) == parse_cards("2C 3D QS AH")


def test_suit_words() -> None:
    assert [s.noun for s in Suit] == ["clubs", "diamonds", "spades", "hearts"]
    assert [s.singular for s in Suit] == ["a club", "a diamond", "a spade", "a heart"]
    assert [s.is_red for s in Suit] == [False, True, False, True]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♠", "♥"]


def test_rank_text() -> None:
    assert [Card(Suit.CLUBS, r).rank_text for r in RANKS] == [*map(str, range(2, 11)), "J", "Q", "K", "A"]


def test_masks_round_trip_for_random_sets() -> None:
    rng = random.Random(5)
    assert cards_from_mask(0) == []
    assert cards_from_mask(ALL_CARDS_MASK) == list(CARDS)
    for _ in range(3000):
        cards = rng.sample(CARDS, rng.randint(0, 52))
        mask = mask_of(cards)
        assert mask == sum(1 << card.index for card in cards)
        decoded = cards_from_mask(mask)
        assert decoded == sorted(cards)
        assert cards_from_mask(mask) == decoded  # cached answer is the same


def test_cards_from_mask_returns_a_fresh_list() -> None:
    mask = mask_of(parse_cards("2C 3C"))
    first = cards_from_mask(mask)
    first.append(Card.parse("AH"))
    assert cards_from_mask(mask) == parse_cards("2C 3C")


def test_parse_and_format_several() -> None:
    assert parse_cards("2c, qs 10H") == [Card.parse("2C"), Card.parse("QS"), Card.parse("TH")]
    assert parse_cards(["2C", Card.parse("QS")]) == parse_cards("2C QS")
    assert parse_cards("") == []
    assert format_cards(parse_cards("2C QS 10H")) == "2C QS TH"
    with pytest.raises(InvalidCard):
        parse_cards([3])  # type: ignore[list-item]
