"""Soft inference: a seat that passed up a sure chance to get rid of the Q♠, or led another spade, probably lacks it."""

from __future__ import annotations

from hearts.bots.knowledge import QS, Knowledge
from hearts.bots.rng import Rng
from hearts.bots.sampling import Sampler
from hearts.cards import HEARTS_MASK
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from tests.helpers.rounds import build_round, play_cards

# South 0, West 1, North 2, East 3 (play goes S, W, N, E).
HANDS = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC 2D 3D 4D 5D",
    "JC QC KC AC 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)
WEST, NORTH, EAST = 1, 2, 3
# North holds the spades from the 7 up, South the K♠ and three low ones, West two low ones.
SPADE_HANDS = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC 2S 3S 4S KS",
    "JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 5S 6S",
    "7S 8S 9S TS JS QS AS 9D TD JD QD KD AD",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)


def test_a_discard_other_than_the_queen_makes_it_doubtful_but_not_on_the_first_trick() -> None:
    rnd = build_round(HANDS, "2C AC 2S AH")  # the first trick: the queen may not be thrown
    assert Knowledge.from_view(rnd.view(0)).doubted == [0, 0, 0, 0]
    rnd = build_round(HANDS, "2C AC 2S AH 6D 3S 2H 2D")  # West leads; North and East throw other cards
    k = Knowledge.from_view(rnd.view(0))
    assert k.doubted[NORTH] == QS and k.doubted[EAST] == QS
    assert k.doubted[WEST] == 0  # West followed suit: no chance missed
    assert k.doubted[0] == 0  # never this seat's own cards
    assert not k.excluded[NORTH] & QS  # doubtful, not ruled out


def test_no_doubt_once_the_queen_is_played_or_when_it_scores_nothing() -> None:
    rnd = build_round(HANDS, "2C AC 2S AH 6D QS 2H 2D")  # North throws the queen itself
    assert Knowledge.from_view(rnd.view(0)).doubted == [0, 0, 0, 0]
    spot = Rules(card_values="spot")  # the queen still scores in Spot Hearts
    rnd = build_round(HANDS, "2C AC 2S AH 6D 3S 2H 2D", rules=spot)
    assert Knowledge.from_view(rnd.view(0)).doubted[NORTH] == QS


def test_following_a_spade_trick_the_king_is_winning_without_the_queen_makes_it_doubtful() -> None:
    hands = SPADE_HANDS
    # West wins the opening trick and leads the 5S: North's 7S wins it (the queen would have too).
    rnd = build_round(hands, "2C AC 9D AH 5S 7S 2H 2S")
    k = Knowledge.from_view(rnd.view(0))
    assert k.doubted[NORTH] == 0
    assert k.doubted[EAST] == QS  # a discard
    # North leads the 8S, South's KS wins it and West follows with the 6S under the king.
    rnd = build_round(hands, "2C AC 9D AH 5S 7S 2H 2S 8S 3H KS 6S")
    k = Knowledge.from_view(rnd.view(0))
    assert k.doubted[WEST] == QS
    assert k.doubted[NORTH] == QS  # it led a spade with the queen out (though it holds it: a doubt is soft)
    assert not k.excluded[NORTH] & QS


def test_leading_a_spade_other_than_the_queen_while_it_is_out_makes_it_doubtful() -> None:
    hands = SPADE_HANDS
    # West wins the opening trick and leads the 5S.
    rnd = build_round(hands, "2C AC 9D AH 5S")
    k = Knowledge.from_view(rnd.view(0))
    assert k.doubted[WEST] == QS and k.doubted[NORTH] == 0 and k.doubted[EAST] == 0
    # A club lead says nothing about the queen.
    rnd = build_round(hands, "2C AC 9D AH KC")
    assert Knowledge.from_view(rnd.view(0)).doubted == [0, 0, 0, 0]
    # North, having won the 5S with the 7S, leads the queen itself: that is no lead of another spade.
    rnd = build_round(hands, "2C AC 9D AH 5S 7S 2H 2S QS")
    assert Knowledge.from_view(rnd.view(0)).doubted[NORTH] == 0


def test_a_spade_lead_from_a_seat_holding_every_point_so_far_is_no_evidence() -> None:
    hands = (
        "2C 3C 4C 5C 6C 7C 2S 3S 4S KS 2D 3D 4D",
        "8C 9C TC JC QC KC AC 5S 6S 5D 6D 7D 8D",
        "7S 8S 9S TS JS QS AS 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    )
    # West takes the opening trick and four more with its clubs, East throwing a heart on each: five hearts, every
    # point card so far. Then West leads a spade.
    rnd = build_round(hands, "2C AC 9D AH KC TD 2H 3C QC JD 3H 4C JC QD 4H 5C TC KD 5H 6C 5S")
    k = Knowledge.from_view(rnd.view(0))
    assert (k.taken[WEST] & HEARTS_MASK).bit_count() == 5
    assert k.doubted[WEST] == 0  # it may be keeping the queen for its own moon
    assert k.doubted[EAST] == QS  # East threw a heart onto West's second trick rather than the queen


def test_a_seat_going_for_the_moon_or_keeping_the_queen_from_one_is_no_evidence() -> None:
    from hearts.bots.knowledge import MOON_HEARTS, moon_reason
    from hearts.cards import HEARTS_MASK, mask_of, parse_cards

    five = mask_of(parse_cards("2H 3H 4H 5H 6H"))
    four = mask_of(parse_cards("2H 3H 4H 5H"))
    assert MOON_HEARTS == 5
    moon = HEARTS_MASK | QS
    # West (1) has taken every heart so far: North (2) throwing another card onto West's trick keeps its queen.
    assert moon_reason([0, five, 0, 0], 0, NORTH, WEST, moon)
    assert not moon_reason([0, four, 0, 0], 0, NORTH, WEST, moon)
    # The hearts in the trick count for its winner so far.
    assert moon_reason([0, four, 0, 0], mask_of(parse_cards("9H")), NORTH, WEST, moon)
    # North itself going for the moon keeps the queen whoever wins the trick.
    assert moon_reason([0, 0, five, 0], 0, NORTH, EAST, moon)
    # Points elsewhere: no moon.
    assert not moon_reason([0, five, mask_of(parse_cards("AH")), 0], 0, NORTH, WEST, moon)
    assert not moon_reason([0, five, 0, 0], 0, NORTH, WEST, 0)  # the rules have no moon


def sampled_share(k: Knowledge, seat: int, draws: int = 600) -> float:
    sampler = Sampler(k)
    rng = Rng(11)
    return sum(1 for _ in range(draws) if sampler.sample(rng)[seat] & QS) / draws


def opening_view_knowledge() -> Knowledge:
    """South's knowledge after an opening trick everyone followed (it does not hold the queen)."""
    rnd = Round(deal_hands(3, 3), "hold")
    play_cards(rnd, "2C 3C 5C 8C")
    k = Knowledge.from_view(rnd.view(0))
    assert not k.hand & QS and k.doubted == [0, 0, 0, 0] and not any(k.excluded[s] & QS for s in (1, 2, 3))
    return k


def test_deals_giving_a_doubtful_queen_are_kept_less_often() -> None:
    plain = opening_view_knowledge()
    assert all(0.25 < sampled_share(plain, seat) < 0.42 for seat in (WEST, NORTH, EAST))
    k = opening_view_knowledge()
    k.doubted[NORTH] = QS
    # Kept 3 times in 10: North holds it in about 3 deals in 23, West and East in 10 each.
    assert 0.07 < sampled_share(k, NORTH) < 0.2
    assert sampled_share(k, WEST) > 0.38 and sampled_share(k, EAST) > 0.38


def test_a_card_every_possible_holder_doubts_is_dealt_as_usual() -> None:
    plain = opening_view_knowledge()
    k = opening_view_knowledge()
    k.doubted = [0, QS, QS, QS]
    for seat in (WEST, NORTH, EAST):
        assert sampled_share(k, seat) == sampled_share(plain, seat)
