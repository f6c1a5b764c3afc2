"""Rules of thumb, as positions with the expected choice for each level that should make it."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hearts import bots
from hearts.analysis import evaluate
from hearts.bots.policy import discard_card
from hearts.cards import ALL_CARDS_MASK, HEARTS_MASK, Card, cards_from_mask, mask_of, parse_cards
from hearts.legality import legal_mask
from hearts.rules import Rules
from hearts.scoring import penalty_points
from hearts.seats import PassDirection
from hearts.tricks import Trick
from hearts.view import SeatView
from tests.helpers.rounds import build_round

RULES = Rules()


def make_view(
    hand: str,
    *,
    tricks: Sequence[tuple[int, str]] = (),
    current: tuple[int, str] = (0, ""),
    seat: int = 0,
    pass_direction: PassDirection = "hold",
    passed: str | None = None,
    received: str | None = None,
    rules: Rules = RULES,
) -> SeatView:
    """The view of ``seat`` with this hand after these tricks, ``(leader, "cards")`` each, when it is to play."""
    done: list[Trick] = []
    taken = [0, 0, 0, 0]
    played = 0
    next_leader = None
    for leader, text in tricks:
        cards = tuple(parse_cards(text))
        assert len(cards) == 4
        assert next_leader is None or leader == next_leader, "the winner of a trick leads the next"
        winner = Trick(leader, cards).winning_play
        assert winner is not None
        next_leader = winner.seat
        mask = mask_of(cards)
        done.append(Trick(leader, cards, winner.seat, penalty_points(mask, rules)))
        taken[winner.seat] |= mask
        played |= mask
    leader, text = current
    assert next_leader is None or leader == next_leader, "the winner of the last trick leads"
    trick = Trick(leader, tuple(parse_cards(text)))
    played |= mask_of(trick.cards)
    hand_cards = tuple(sorted(parse_cards(hand)))
    hand_mask = mask_of(hand_cards)
    assert not hand_mask & played, "a card in the hand was played"
    assert len(hand_cards) == 13 - len(done), "the hand has the wrong number of cards"
    assert (leader + len(trick.cards)) % 4 == seat, "it is not this seat's turn"
    broken = bool(played & HEARTS_MASK)
    legal = legal_mask(hand_mask, trick.lead_suit, not done, broken)
    return SeatView(
        seat=seat,
        hand=hand_cards,
        pass_direction=pass_direction,
        phase="playing",
        passed=tuple(parse_cards(passed)) if passed else None,
        received=tuple(parse_cards(received)) if received else None,
        tricks=tuple(done),
        current_trick=trick,
        to_play=seat,
        legal_plays=tuple(cards_from_mask(legal)),
        points=tuple(penalty_points(mask, rules) for mask in taken),
        hearts_broken=broken,
        rules=rules,
        totals=(0, 0, 0, 0),
    )


def pass_view(hand: str, direction: PassDirection = "left", seat: int = 0) -> SeatView:
    cards = tuple(sorted(parse_cards(hand)))
    assert len(cards) == 13
    return SeatView(
        seat=seat,
        hand=cards,
        pass_direction=direction,
        phase="passing",
        passed=None,
        received=None,
        tricks=(),
        current_trick=Trick(0, ()),
        to_play=None,
        legal_plays=(),
        points=(0, 0, 0, 0),
        hearts_broken=False,
        rules=RULES,
        totals=(0, 0, 0, 0),
    )


def play(level: str, view: SeatView, seed: int = 1) -> str:
    return bots.create(level, seed).choose_play(view).code


def passes(level: str, view: SeatView, seed: int = 1) -> set[str]:
    return {card.code for card in bots.create(level, seed).choose_pass(view)}


SMART = ["medium", "hard", "expert"]


def test_helper_builds_consistent_views() -> None:
    view = make_view(
        "8C 9D 2H 3H 4H 5H 6H 7H 8H 9H", tricks=[(0, "2C 3C AC 5C"), (2, "2D 3D 4D 5D"), (1, "6D 7D 8D KD")]
    )
    assert [card.code for card in view.legal_plays] == ["8C", "9D"]
    assert view.unseen_mask.bit_count() == 30
    assert ALL_CARDS_MASK & ~view.unseen_mask & ~view.played_mask == view.hand_mask
    with pytest.raises(AssertionError, match="leads"):
        make_view("8C 9D 2H 3H 4H 5H 6H 7H 8H 9H", tricks=[(0, "2C 3C AC 5C"), (0, "2D 3D 4D 5D"), (1, "6D 7D 8D KD")])


# ----------------------------------------------------------------- playing


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_duck_under_the_card_winning_the_trick(level: str) -> None:
    # East led the 9 of diamonds after the opening trick; South holds 5D 8D KD: the 8 ducks and keeps the 5.
    view = make_view(
        "5D 8D KD 3H 4H 2S 3S 4S 5S 6S 7S 8S",
        tricks=[(0, "2C 3C 4C 5C")],
        current=(3, "9D"),
    )
    assert play(level, view) == "8D"


@pytest.mark.parametrize("level", SMART)
def test_duck_under_a_trick_holding_the_queen(level: str) -> None:
    view = make_view("5S AS 2D 3D 4D 5D 6D 7D 8D 2H 3H 4H", tricks=[(0, "2C 3C 5C 4C")], current=(2, "9S QS"))
    assert play(level, view) == "5S"


@pytest.mark.parametrize("level", SMART)
def test_throw_the_queen_of_spades_when_void(level: str) -> None:
    view = make_view("QS 2S 3H 4H 5H 2D 3D 4D 5D 6D 7D 8D", tricks=[(0, "2C 5C 4C 3C")], current=(1, "6C 7C 8C"))
    assert play(level, view) == "QS"


@pytest.mark.parametrize("level", SMART)
def test_throw_a_high_heart_when_void(level: str) -> None:
    view = make_view("AH 3H 2S 3S 4S 5S 2D 3D 4D 5D 6D 7D", tricks=[(0, "2C 5C 4C 3C")], current=(1, "6C KC QS"))
    assert play(level, view) == "AH"


@pytest.mark.parametrize("level", SMART)
def test_throw_the_unguarded_ace_of_spades_when_void_and_the_queen_is_out(level: str) -> None:
    view = make_view("AS 2H 3H 4H 2D 3D 4D 5D 6D 7D 8D 9D", tricks=[(0, "2C 5C 4C 3C")], current=(1, "6C 7C 8C"))
    assert play(level, view) == "AS"


@pytest.mark.parametrize("level", SMART)
def test_shed_the_highest_club_on_the_opening_trick(level: str) -> None:
    view = make_view("5C 9C AC 2D 3D 4D 5D 2S 3S 4S 5H 6H 7H", seat=1, current=(0, "2C"))
    assert play(level, view) == "AC"
    view = make_view("5C 9C AC 2D 3D 4D 5D 2S 3S 4S 5H 6H 7H", seat=2, current=(0, "2C TC"))
    assert play(level, view) == "AC"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_last_to_a_clean_trick_takes_it_with_the_high_card_and_keeps_the_low_one(level: str) -> None:
    view = make_view(
        "4D KD 2S 3S 4S 5S 2H 3H 4H 5H 6H 7H", tricks=[(0, "2C 5C 4C 3C")], current=(1, "6D 7D 9D"), seat=0
    )
    assert play(level, view) == "KD"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_lead_low_spades_to_drive_out_the_queen(level: str) -> None:
    view = make_view("3S 7S 9C JC KD AD 8H 9H TH JH QH KH", tricks=[(1, "2C 3C 4C 5C")], current=(0, ""))
    assert play(level, view) == "3S"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_win_a_spade_trick_low_while_the_queen_may_still_fall(level: str) -> None:
    # South must go over the 5 of spades with the 8 or the king, and the queen is out: the 8.
    view = make_view("8S KS 2D 3D 4D 5D 6D 7D 8D 9D TD JD", tricks=[(0, "2C 3C 4C 5C")], current=(3, "5S"))
    assert play(level, view) == "8S"


def test_easy_makes_the_obvious_blunders() -> None:
    # Easy throws its highest card, an ace, rather than the Queen of spades when void.
    view = make_view("QS AD 3H 4H 5H 2D 3D 4D 5D 6D 7D 8D", tricks=[(0, "2C 5C 4C 3C")], current=(1, "6C 7C 8C"))
    assert play("easy", view) == "AD"
    assert play("medium", view) == "QS"
    # and follows low where the highest card was safe to shed.
    view = make_view("5C 9C AC 2D 3D 4D 5D 2S 3S 4S 5H 6H 7H", seat=1, current=(0, "2C"))
    assert play("easy", view) == "5C"


# ------------------------------------------------------ counting and voids


def test_hard_counts_cards_medium_does_not() -> None:
    # Every diamond below South's 9 has been played, so leading it cannot win the trick; the 8 of clubs could
    # (the 4, 6 and 7 of clubs are out). Medium does not count and leads the club.
    tricks = [
        (0, "2C 3C AC 5C"),
        (2, "2D 3D 4D 5D"),
        (1, "6D 7D 8D KD"),
    ]
    view = make_view("8C 9D 2H 3H 4H 5H 6H 7H 8H 9H", tricks=tricks, current=(0, ""), seat=0)
    assert play("hard", view) == "9D"
    assert play("medium", view) == "8C"


def test_hard_reads_voids_before_leading() -> None:
    # West showed a void in diamonds; the queen is out: Hard leads a club rather than give West a chance to
    # throw it. Medium notices no voids and leads its lowest diamond.
    tricks = [
        (0, "2C 3C 4C 5C"),
        (3, "2D 8D 6C 7D"),
    ]
    view = make_view("6D TD 9C JC 5H 6H 7H 8H 9H TH JH", tricks=tricks, current=(0, ""), seat=0)
    assert play("hard", view) == "9C"
    assert play("medium", view) == "6D"


def test_hard_knows_nobody_behind_can_drop_the_queen() -> None:
    # West and North showed spade voids, so East (who leads a spade now) holds the queen and has played:
    # South can shed the ace of spades safely. Medium wins low, in case the queen falls.
    tricks = [
        (0, "2C 3C 4C KC"),
        (3, "2S 3S 2D 3D"),
        (0, "4D 5D 6D 7D"),
    ]
    hand = "9S AS 8D 9D TD JD QD KD AD 2H"
    view = make_view(hand, tricks=tricks, current=(3, "4S"), seat=0)
    assert play("hard", view) == "AS"
    assert play("medium", view) == "9S"


# --------------------------------------------------------------- the moon


def test_hard_goes_for_the_moon_with_a_moon_hand() -> None:
    # South won the opening trick with the ace of clubs and leads: winners (Medium would lead low).
    hand = "KC AD KD 3D AS KS QS AH KH QH JH TH"
    view = make_view(hand, tricks=[(1, "2C 3C 4C AC")], seat=0, current=(0, ""))
    assert play("hard", view) in {"KC", "AD", "AS", "AH"}
    assert play("medium", view) not in {"KC", "AD", "AS", "AH"}


EAST_HAS_EVERY_POINT = [(0, "2C 3C 4C AC"), (3, "KC 5C 6C 2H"), (3, "AS 3S 4S QS"), (3, "JH 4H 5H 6H")]
"""Four tricks, all East's: the queen and five hearts."""


def test_hard_stops_a_moon_by_taking_a_heart() -> None:
    # East has taken every point so far (the queen and five hearts) and leads the 9 of hearts. Medium ducks
    # with the 8; stopping the moon means taking this heart with the 10.
    hand = "8H TH 2D 3D 4D 5D 6D 7D 8D"
    view = make_view(hand, tricks=EAST_HAS_EVERY_POINT, seat=0, current=(3, "9H"))
    assert [t.winner for t in view.tricks] == [3, 3, 3, 3]
    assert play("hard", view) == "TH"
    assert play("medium", view) == "8H"


def test_hard_keeps_its_high_heart_under_the_runners_ace() -> None:
    # East has taken every point so far (the queen and five hearts) and leads the ace of hearts. South cannot
    # win it: the king is its stopper for the next heart trick, so it follows with the 8. Medium, who does not
    # watch for a moon, ducks with its highest heart as usual.
    view = make_view("8H KH 2D 3D 4D 5D 6D 7D 8D", tricks=EAST_HAS_EVERY_POINT, seat=0, current=(3, "AH"))
    assert play("hard", view) == "8H"
    assert play("medium", view) == "KH"


def test_the_runners_trick_gets_the_lowest_heart_and_the_stopper_stays() -> None:
    # Void in clubs with nothing but hearts: on the runner's trick the 3 goes and the king stays to take a
    # heart later; on anyone else's trick the king goes, as usual.
    hand = mask_of(parse_cards("3H KH"))
    gone = ALL_CARDS_MASK & ~hand & ~mask_of(parse_cards("AH 9C TC JC QC"))
    three, king = (card.index for card in parse_cards("3H KH"))
    assert discard_card(hand, hand, gone, winner=3, threat=3) == three
    assert discard_card(hand, hand, gone, winner=2, threat=3) == king
    assert discard_card(hand, hand, gone, winner=3, threat=-1) == king


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_take_the_heart_that_stops_the_moon(level: str) -> None:
    # East has every point but the king, 9 and 2 of hearts and leads the queen of hearts with one card left.
    # Ducking with the 9 would likely let East take the rest; the king stops the moon.
    rnd = build_round(
        [
            "2C 5C 8C 2S 4S 3H 6H 2D 4D 6D 7D 9H KH",
            "3C 6C 9C JC 3S 5S 6S 7S 8S 9S 4H 7H TH",
            "4C 7C TC QS TS JS 2H 5H 8H 3D 5D 8D 9D",
            "AC KC QC AS KS AH JH AD KD QD JD QH TD",
        ],
        "2C 3C 4C AC  KC 5C 6C 7C  QC 8C 9C TC  AS 2S 3S QS  KS 4S 5S TS  AD 2D TH 3D"
        "  AH 3H 4H 5H  JH 6H 7H 8H  KD 4D 6S 5D  QD 6D 7S 8D  JD 7D 8S 9D  QH",
    )
    assert rnd.points == (0, 0, 0, 22)
    assert play(level, rnd.view(0)) == "KH"
    assert play("medium", rnd.view(0)) == "9H"


def test_expert_goes_for_the_jack_of_diamonds_when_it_scores() -> None:
    # East leads the 10 of diamonds; South holds the queen and the 2. Taking this clean trick with the queen
    # rids South of a card that could later take a trick full of hearts, under any rules (its search rates the
    # queen a quarter of a point better); under omnibus rules (J♦ is -10 to its taker) the queen may also
    # catch the jack, and the search rates it far better.
    hand = "2D QD 2S 3S 4S 5S 6S 7S 8S 9S TS 2H"
    omnibus = Rules.preset("omnibus")
    standard_view = make_view(hand, tricks=[(0, "2C 3C 4C 5C")], current=(3, "TD"))
    omnibus_view = make_view(hand, tricks=[(0, "2C 3C 4C 5C")], current=(3, "TD"), rules=omnibus)

    def queen_ahead(view: SeatView) -> float:
        # The review's evaluation: the Expert's search, with more samples.
        evaluation = evaluate(view, 1)
        two, queen = (evaluation.value_of(Card.parse(code)) for code in ("2D", "QD"))
        assert two is not None and queen is not None
        return two.cost - queen.cost

    assert queen_ahead(omnibus_view) > queen_ahead(standard_view) + 1.0
    assert play("expert", omnibus_view) == "QD"
    # With the jack already in the trick, the queen takes it.
    view = make_view(hand, tricks=[(0, "2C 3C 5C 4C")], current=(2, "TD JD"), rules=omnibus)
    assert play("expert", view) == "QD"


# ------------------------------------------------------------------ passing


@pytest.mark.parametrize("level", SMART)
def test_pass_the_queen_with_short_spades(level: str) -> None:
    assert "QS" in passes(level, pass_view("QS 4S 2C 5C 9C JC 3D 6D 8D TD 2H 5H 7H"))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_keep_the_queen_with_four_spades(level: str) -> None:
    assert "QS" not in passes(level, pass_view("QS 4S 6S 8S 2C 5C 9C JC 3D 6D 8D 2H 5H"))


@pytest.mark.parametrize("level", SMART)
def test_pass_unprotected_high_spades(level: str) -> None:
    chosen = passes(level, pass_view("AS KS 4S 2C 5C 9C JC 3D 6D 8D TD 2H 5H"))
    assert {"AS", "KS"} <= chosen


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_void_a_short_suit(level: str) -> None:
    assert passes(level, pass_view("KC 7C 2S 4S 6S 8S 3D 5D 6D 9D 2H 5H 7H")) >= {"KC", "7C"}


def test_keep_a_moon_hand_together() -> None:
    chosen = passes("hard", pass_view("AH KH QH JH TH 9H AS KS AC KC AD 3C 4D"))
    assert not chosen & {"AH", "KH", "QH", "JH", "TH", "9H", "AS", "KS", "AC", "AD"}
    # Medium passes its high hearts.
    assert passes("medium", pass_view("AH KH QH JH TH 9H AS KS AC KC AD 3C 4D")) & {"AH", "KH", "QH"}


def test_expert_passes_the_cards_that_spoil_a_moon() -> None:
    # The search may also part with a high heart it does not need, but it sheds the two losers.
    chosen = passes("expert", pass_view("AH KH QH JH TH 9H AS KS AC KC AD 3C 4D"))
    assert {"3C", "4D"} <= chosen


def test_easy_passes_its_three_highest_cards() -> None:
    assert passes("easy", pass_view("QS 4S 2C 5C 9C JC 3D 6D 8D TD 2H 5H AH")) == {"AH", "QS", "JC"}
