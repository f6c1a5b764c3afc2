"""`hearts.puzzles.theme_rules`: counting and the pass's kinds, decided on hand-made positions."""

from __future__ import annotations

from hearts.cards import Card, parse_cards
from hearts.puzzles.theme_rules import counting, pass_kinds
from hearts.round import Round
from hearts.view import SeatView

# Seat 0 leads the 2C; seat 3 wins with the AC and leads the 2S, seat 0 takes it with the AS and leads the 6S.
HANDS = [
    "2C AS 6S 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
    "3C 4S KS 3S 2H 3H 4H 5H 6H 7H 8H 9H TH",
    "4C 5C 6C 7C 8C 9C TC JC QC KC 5S QD KD",
    "AC 2S 7S 8S 9S TS JS QS JH QH KH AH AD",
]


def played(plays: str, direction: str = "hold") -> Round:
    rnd = Round([parse_cards(hand) for hand in HANDS], direction)  # type: ignore[arg-type]
    for card in parse_cards(plays):
        rnd.play(card)
    return rnd


def view_after(plays: str) -> SeatView:
    rnd = played(plays)
    assert rnd.to_play is not None
    return rnd.view(rnd.to_play)


def test_a_card_made_the_top_of_its_suit_by_the_cards_played_is_counting() -> None:
    view = view_after("2C 3C 4C AC 2S AS 4S 5S 6S")  # the AS is gone: the KS would win the 6S
    assert view.seat == 1 and set(view.legal_plays) == set(parse_cards("3S KS"))
    assert counting(view, ["3S"], ["KS"])


def test_a_choice_the_trick_on_the_table_decides_is_not_counting() -> None:
    view = view_after("2C 3C 4C AC 2S AS")  # the AS is on the table: neither spade wins, no count needed
    assert view.seat == 1
    assert not counting(view, ["KS"], ["3S", "4S"])


def test_no_void_shown_and_no_card_made_the_top_is_no_counting() -> None:
    view = view_after("2C 3C 4C AC 2S AS 4S 5S 6S 3S")  # seat 2, void in spades, discards; seat 3 still to play
    assert view.seat == 2
    assert not counting(view, ["5C"], ["6C", "QD"])


def test_leading_a_suit_another_player_has_shown_a_void_in_is_counting_when_the_answer_avoids_it() -> None:
    # Trick 3: 6S, 3S, 5C (seat 2 void in spades), QS (seat 3 takes it); seat 3 leads.
    view = view_after("2C 3C 4C AC 2S AS 4S 5S 6S 3S 5C QS")
    assert view.seat == 3
    assert counting(view, ["AD"], ["7S", "JH"])  # a spade would let seat 2 discard on it
    assert not counting(view, ["7S"], ["AD", "JH"])  # the answer leads the suit itself


def test_a_player_still_to_play_void_in_the_suit_led_is_counting() -> None:
    before = view_after("2C 3C 4C AC 2S AS 4S 5S 6S 3S 5C QS 7S")  # seat 0 discards on seat 3's 7S
    assert before.seat == 0 and not any(card.suit == Card.parse("7S").suit for card in before.hand)
    assert counting(before, ["2D"], ["JD"])  # seat 2, still to play, showed a void in spades on trick 3
    view = view_after("2C 3C 4C AC 2S AS 4S 5S 6S 3S 5C QS 7S 2D KS")  # seat 2 plays last: no one after it
    assert view.seat == 2
    assert not counting(view, ["6C"], ["KD"])


def pass_view(seat: int) -> SeatView:
    view = Round([parse_cards(hand) for hand in HANDS], "left").view(seat)
    assert view.phase == "passing"
    return view


def test_a_pass_that_empties_a_suit_and_sheds_the_ace_of_spades() -> None:
    assert pass_kinds(pass_view(0), ["2C AS 6S"], ["2D 3D 4D"], {}) == ["pass_void", "pass_danger"]
    assert pass_kinds(pass_view(0), ["2D 3D 4D"], ["2C AS 6S"], {}) == []


def test_a_pass_that_keeps_the_low_cards_under_a_high_one_guards() -> None:
    view = pass_view(1)  # 3C 3S 4S KS and nine hearts
    assert pass_kinds(view, ["3C 9H TH"], ["3C 3S 4S"], {}) == ["pass_void", "pass_guard"]
    assert pass_kinds(view, ["3C 3S 4S"], ["3C 9H TH"], {}) == ["pass_void"]


def test_the_reviews_word_that_a_worse_pass_gave_away_the_guards_is_guarding() -> None:
    reason = {"type": "queen", "kind": "pass", "fact": {"type": "guard-passed", "cards": ["3S"]}}
    assert "pass_guard" in pass_kinds(pass_view(1), ["8H 9H TH"], ["3S 9H TH"], {"3S 9H TH": reason})


def test_a_play_has_no_pass_kinds_and_a_pass_no_counting() -> None:
    assert pass_kinds(view_after("2C 3C"), ["4C"], ["5C"], {}) == []
    assert not counting(pass_view(0), ["2C AS 6S"], ["2D 3D 4D"])
