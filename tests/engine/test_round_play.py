"""Trick play: the 2 of clubs leads, follow suit, the highest card of the led suit wins, the winner leads."""

from __future__ import annotations

import itertools

import pytest

from hearts import Card, InvalidDeal, Play, Round, Rules, Trick, deal_hands, parse_cards
from tests.helpers.rounds import GAME_1_HAND_0, SUITS, build_round, finish, hands_of, lowest

SOUTH, WEST, NORTH, EAST = range(4)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def test_the_holder_of_the_two_of_clubs_leads_it() -> None:
    rnd = build_round(GAME_1_HAND_0)
    assert rnd.phase == "playing"
    assert rnd.to_play == WEST
    assert rnd.legal_plays() == cards("2C")
    assert rnd.current_trick == Trick(WEST, ())


@pytest.mark.parametrize("game", [1, 2, 3, 4, 5])
def test_the_two_of_clubs_leads_in_any_hold_deal(game: int) -> None:
    hands = deal_hands(game, 3)
    rnd = Round(hands, "hold")
    holder = next(seat for seat in range(4) if Card.parse("2C") in hands[seat])
    assert rnd.to_play == holder
    assert rnd.legal_plays() == cards("2C")


def test_play_goes_clockwise_from_the_leader() -> None:
    rnd = build_round(GAME_1_HAND_0, "2C")
    assert rnd.to_play == NORTH
    rnd.play(Card.parse("AC"))
    assert rnd.to_play == EAST
    rnd.play(Card.parse("KC"))
    assert rnd.to_play == SOUTH
    assert rnd.current_trick.plays == (
        Play(WEST, Card.parse("2C")),
        Play(NORTH, Card.parse("AC")),
        Play(EAST, Card.parse("KC")),
    )


def test_a_player_who_holds_the_led_suit_must_follow_it() -> None:
    rnd = build_round(GAME_1_HAND_0, "2C")
    assert rnd.legal_plays() == cards("AC")  # North's only club
    rnd.play(Card.parse("AC"))
    assert rnd.legal_plays() == cards("7C 9C TC KC")
    rnd.play(Card.parse("KC"))
    assert rnd.legal_plays() == cards("3C 5C 6C 8C JC")
    rnd.play(Card.parse("3C"))
    # North won and leads a diamond; everyone with diamonds must follow with one.
    rnd.play(Card.parse("2D"))
    assert rnd.legal_plays() == cards("3D 6D JD")
    rnd.play(Card.parse("JD"))
    assert rnd.legal_plays() == cards("4D 9D QD AD")
    rnd.play(Card.parse("4D"))
    assert rnd.legal_plays() == cards("7D 8D KD")


def test_the_highest_card_of_the_led_suit_wins_and_its_player_leads_next() -> None:
    rnd = build_round(GAME_1_HAND_0, "2C AC KC")
    trick = rnd.play(Card.parse("3C"))
    assert trick == Trick(WEST, tuple(cards("2C AC KC 3C")), NORTH, 0)
    assert rnd.to_play == NORTH
    assert rnd.current_trick == Trick(NORTH, ())
    assert rnd.play(Card.parse("2D")) is None
    rnd.play(Card.parse("JD"))
    rnd.play(Card.parse("4D"))
    trick = rnd.play(Card.parse("KD"))
    assert trick is not None and trick.winner == WEST
    assert rnd.to_play == WEST
    assert rnd.tricks_won(NORTH) == 1 and rnd.tricks_won(WEST) == 1


def test_a_card_of_another_suit_never_wins_and_a_void_player_may_play_anything() -> None:
    rnd = build_round(SUITS, "2C 2D 2S 2H")
    assert rnd.to_play == SOUTH  # the only club won trick 1
    rnd.play(Card.parse("3C"))
    assert rnd.legal_plays() == rnd.hand(WEST)  # void in clubs: any card
    rnd.play(Card.parse("AD"))
    assert rnd.legal_plays() == rnd.hand(NORTH)  # the Queen of spades too
    rnd.play(Card.parse("AS"))
    assert rnd.legal_plays() == rnd.hand(EAST)  # hearts may be discarded even before they are broken
    trick = rnd.play(Card.parse("AH"))
    assert trick is not None and trick.winner == SOUTH and trick.points == 1
    assert rnd.to_play == SOUTH


def test_tricks_and_bookkeeping_over_a_whole_deal() -> None:
    rnd = build_round(GAME_1_HAND_0)
    finish(rnd, lowest)
    assert rnd.is_over and rnd.phase == "over"
    assert rnd.to_play is None
    assert rnd.legal_plays() == [] and rnd.legal_mask() == 0
    tricks = rnd.tricks
    assert len(tricks) == 13 and all(trick.is_complete for trick in tricks)
    assert tricks[0].leader == WEST
    for before, after in itertools.pairwise(tricks):
        assert after.leader == before.winner
    for trick in tricks:
        assert trick.winning_play is not None and trick.winning_play.seat == trick.winner
        led = trick.cards[0].suit
        assert trick.winning_play.card == max(c for c in trick.cards if c.suit == led)
    assert sorted(rnd.cards_played) == sorted(Card.from_index(i) for i in range(52))
    assert [play.card for play in rnd.plays] == rnd.cards_played
    assert [rnd.tricks_won(seat) for seat in range(4)] == [sum(t.winner == s for t in tricks) for s in range(4)]
    for seat in range(4):
        assert rnd.hand(seat) == [] and rnd.hand_mask(seat) == 0
        won = sorted(c for t in tricks if t.winner == seat for c in t.cards)
        assert rnd.taken(seat) == won
        assert rnd.dealt_hand(seat) == cards(GAME_1_HAND_0[seat])
    assert rnd.last_trick == tricks[-1]
    assert sum(rnd.points) in (26, 78)


def test_points_so_far_and_trick_points() -> None:
    rnd = build_round(SUITS, "2C 2D 2S 2H  3C 3D QS 3H")
    assert [t.points for t in rnd.tricks] == [1, 14]
    assert rnd.points == (15, 0, 0, 0)
    assert rnd.taken(SOUTH) == sorted(cards("2C 2D 2S 2H 3C 3D QS 3H"))


def test_plays_list_and_current_trick_mid_trick() -> None:
    rnd = build_round(SUITS, "2C 2D 2S 2H  3C 3D")
    assert rnd.current_trick == Trick(SOUTH, tuple(cards("3C 3D")))
    assert rnd.current_trick.lead_suit == 0
    assert rnd.current_trick.winning_play == Play(SOUTH, Card.parse("3C"))
    assert [p.seat for p in rnd.plays] == [0, 1, 2, 3, 0, 1]
    assert rnd.cards_played == cards("2C 2D 2S 2H 3C 3D")
    assert str(rnd.current_trick) == "South led: 3C 3D"


def test_copy_is_independent() -> None:
    rnd = build_round(GAME_1_HAND_0, "2C AC KC")
    clone = rnd.copy()
    clone.play(Card.parse("3C"))
    assert len(clone.tricks) == 1 and rnd.tricks == []
    assert rnd.to_play == SOUTH and clone.to_play == NORTH
    assert Card.parse("3C") in rnd.hand(SOUTH)
    finish(clone)
    assert not rnd.is_over
    finish(rnd)
    assert rnd.points == clone.points


def test_deal_validation() -> None:
    good = [h.split() for h in SUITS]
    Round(hands_of(*SUITS))
    Round(good)  # cards may also be written as text
    with pytest.raises(InvalidDeal, match="four hands"):
        Round(hands_of(*SUITS)[:3])
    with pytest.raises(InvalidDeal, match="four hands"):
        Round("2C 3C")
    short = [list(h) for h in good]
    short[1] = short[1][:12]
    with pytest.raises(InvalidDeal, match="West has 12 cards; each hand has 13."):
        Round(short)
    twice = [list(h) for h in good]
    twice[2][0] = "2C"
    with pytest.raises(InvalidDeal, match="The 2 of clubs is dealt twice."):
        Round(twice)
    with pytest.raises(InvalidDeal, match="which is not a card"):
        Round([*good[:3], [*good[3][:12], 7]])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="pass_direction must be left, right, across or hold"):
        Round(good, "up")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        Round(good, "hold", "standard")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="totals are four numbers"):
        Round(good, "hold", totals=(0, 0))


def test_a_repeated_card_in_one_hand_is_refused() -> None:
    """Fourteen cards with one repeated are not a hand of 13, even though the pack is complete."""
    hands = hands_of(*SUITS)
    hands[0] = [*hands[0], hands[0][0]]
    with pytest.raises(InvalidDeal, match="The 2 of clubs is dealt twice."):
        Round(hands)


def test_hands_may_be_any_iterables_of_cards() -> None:
    hands = hands_of(*GAME_1_HAND_0)
    from_tuples = Round([tuple(h) for h in hands], "hold")
    from_iterators = Round([iter(h) for h in hands], "hold")
    from_text_iterators = Round([iter(h.split()) for h in GAME_1_HAND_0], "hold")
    for rnd in (from_tuples, from_iterators, from_text_iterators):
        assert [rnd.hand(s) for s in range(4)] == hands


def test_repr_and_rules_default() -> None:
    rnd = build_round(SUITS)
    assert rnd.rules == Rules()
    assert repr(rnd) == "<Round hold playing, 0 cards played, points (0, 0, 0, 0)>"
