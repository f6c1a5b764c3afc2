"""Numbered deals: the documented algorithm, pinned by golden vectors, and the game-number range."""

from __future__ import annotations

import datetime as dt

import pytest

from hearts import (
    CARDS,
    MAX_GAME_NUMBER,
    MIN_GAME_NUMBER,
    Card,
    InvalidGameNumber,
    daily_game_number,
    deal_hands,
    format_cards,
)
from hearts.deals import SplitMix64, check_game_number, shuffled_deck

# (game number, hand index) -> South, West, North, East. These must never change: a game number names a deal
# for ever, on every Python.
GOLDEN = {
    (1, 0): (
        "3C 5C 6C 8C JC 4D 9D QD AD 2S 8S JS AH",
        "2C 4C QC 7D 8D KD 3S 5S 6S 2H 3H 5H JH",
        "AC 2D 5D TD 4S 9S TS AS 4H 6H 9H TH QH",
        "7C 9C TC KC 3D 6D JD 7S QS KS 7H 8H KH",
    ),
    (1, 1): (
        "5C 6C 9C 2D 3D 5D TD AD 2S JS 4H QH KH",
        "8C TC JC QC AC 4D 7D QD KD 3S QS 8H TH",
        "3C 4C 6D 9D JD 5S 6S 9S TS 2H 7H JH AH",
        "2C 7C KC 8D 4S 7S 8S KS AS 3H 5H 6H 9H",
    ),
    (1, 3): (
        "2C 3C 4C 5C 4D 6D 9D QD 6S TS KS 8H KH",
        "7C KC 7D 8D JD 2S 5S 8S QS 4H 9H TH AH",
        "6C QC AC 2D 3D 5D AD AS 2H 3H 5H 6H JH",
        "8C 9C TC JC TD KD 3S 4S 7S 9S JS 7H QH",
    ),
    (2, 0): (
        "5C 7C JC AC 2D 6D 8D JD 2S JS QS 2H JH",
        "TC KC 3D 4D 5D 7D TD AD 7S TS AS 8H 9H",
        "4C 6C 9D KD 3S 4S 3H 4H 7H TH QH KH AH",
        "2C 3C 8C 9C QC QD 5S 6S 8S 9S KS 5H 6H",
    ),
    (48213907, 0): (
        "4C JC QC KC 4D 5D AD 3S 8S AS 4H 5H KH",
        "2C 3C TC 3D 6D TD 6S 9S 2H 3H 7H JH QH",
        "5C 7C 9C AC 7D 9D 4S 5S 7S TS JS KS 6H",
        "6C 8C 2D 8D JD QD KD 2S QS 8H 9H TH AH",
    ),
    (4294967295, 0): (
        "5C 7C 8C TC KC 6D JD 6S 7S QS KS 9H JH",
        "AC 4D KD AD 3S 5S 8S 9S 2H 3H 4H 7H TH",
        "3C 4C 9C QC 7D 8D TD QD 4S AS 5H QH AH",
        "2C 6C JC 2D 3D 5D 9D 2S TS JS 6H 8H KH",
    ),
    (4294967295, 7): (
        "3C 3D 6D 8D TD 4S 6S 7S 8S 9S TS JS AH",
        "2C 6C 9C JC AC 5D QD AD 2S KS AS 3H 6H",
        "4C 8C QC KC KD 3S 5S QS 2H 4H 5H TH JH",
        "5C 7C TC 2D 4D 7D 9D JD 7H 8H 9H QH KH",
    ),
    (123456789, 4294967295): (
        "2C 4C 7C KC 6D 8D KD 4S KS 3H 6H TH QH",
        "9C JC 2D 4D JD QD 2S 3S TS JS 2H 8H KH",
        "3C 5C 6C 3D 5D 7D AD 5S 6S AS 4H 9H AH",
        "8C TC QC AC 9D TD 7S 8S 9S QS 5H 7H JH",
    ),
}


@pytest.mark.parametrize(("game", "hand"), sorted(GOLDEN))
def test_golden_deals(game: int, hand: int) -> None:
    assert tuple(format_cards(cards) for cards in deal_hands(game, hand)) == GOLDEN[game, hand]


def _documented_deal(game: int, hand: int) -> list[list[int]]:
    """The algorithm exactly as the docs of hearts.deals describe it, written out independently."""
    m64 = (1 << 64) - 1
    state = (game << 32) | hand

    def next64() -> int:
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & m64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & m64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & m64
        return z ^ (z >> 31)

    def draw(n: int) -> int:
        limit = 2**64 - 2**64 % n
        while True:
            x = next64()
            if x < limit:
                return x % n

    deck = list(range(52))
    for i in range(51, 0, -1):
        j = draw(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return [sorted(deck[k] for k in range(52) if k % 4 == seat) for seat in range(4)]


@pytest.mark.parametrize(
    ("game", "hand"), [*GOLDEN, (7, 0), (7, 1), (7, 2), (99, 12), (2**31, 5), (MAX_GAME_NUMBER, 2**32 - 1)]
)
def test_deal_follows_the_documented_algorithm(game: int, hand: int) -> None:
    dealt = [[card.index for card in cards] for cards in deal_hands(game, hand)]
    assert dealt == _documented_deal(game, hand)


def test_splitmix64_reference_outputs() -> None:
    # The published SplitMix64 outputs for seed 0.
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert SplitMix64(2**64 + 5).state == 5


def test_below_is_in_range_and_rejects_bad_bounds() -> None:
    rng = SplitMix64(12)
    assert {rng.below(3) for _ in range(200)} == {0, 1, 2}
    assert rng.below(1) == 0
    with pytest.raises(ValueError):
        rng.below(0)


def test_every_deal_is_the_whole_pack_sorted() -> None:
    for game in (1, 2, 3, 1000, MAX_GAME_NUMBER):
        for hand in range(6):
            hands = deal_hands(game, hand)
            assert [len(h) for h in hands] == [13, 13, 13, 13]
            assert all(h == sorted(h) for h in hands)
            assert sorted(c for h in hands for c in h) == list(CARDS)
            assert all(type(c) is Card for h in hands for c in h)


def test_deck_positions_go_to_seats_in_turn() -> None:
    deck = shuffled_deck(5, 2)
    assert sorted(deck) == list(CARDS)
    assert deal_hands(5, 2) == [sorted(deck[seat::4]) for seat in range(4)]


def test_hands_differ_between_games_and_hands() -> None:
    seen = {tuple(format_cards(h) for h in deal_hands(game, hand)) for game in (1, 2, 3) for hand in range(4)}
    assert len(seen) == 12
    assert deal_hands(1) == deal_hands(1, 0)


@pytest.mark.parametrize("bad", [0, -1, 2**32, 2**40, True, False, "1", 1.0, None])
def test_game_number_out_of_range_is_refused(bad: object) -> None:
    with pytest.raises(InvalidGameNumber, match=r"A game number is a whole number from 1 to 4,294,967,295, not"):
        deal_hands(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(InvalidGameNumber):
        check_game_number(bad)


def test_game_number_bounds_are_accepted() -> None:
    assert (MIN_GAME_NUMBER, MAX_GAME_NUMBER) == (1, 4294967295)
    assert check_game_number(1) == 1
    assert check_game_number(4294967295) == 4294967295
    assert issubclass(InvalidGameNumber, ValueError)


@pytest.mark.parametrize("bad", [-1, 2**32, True, "0", 0.0])
def test_hand_index_out_of_range_is_refused(bad: object) -> None:
    with pytest.raises(InvalidGameNumber, match="A hand index is a whole number from 0"):
        deal_hands(1, bad)  # type: ignore[arg-type]


def test_daily_game_number() -> None:
    day = dt.date(2026, 11, 29)
    assert daily_game_number(day) == 333437224
    assert daily_game_number(day) == SplitMix64(day.toordinal()).next() % 4294967295 + 1
    numbers = {daily_game_number(day + dt.timedelta(days=k)) for k in range(366)}
    assert len(numbers) == 366
    assert all(MIN_GAME_NUMBER <= n <= MAX_GAME_NUMBER for n in numbers)
    with pytest.raises(TypeError):
        daily_game_number("2026-11-29")  # type: ignore[arg-type]
