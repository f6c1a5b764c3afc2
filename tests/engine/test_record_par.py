"""A deal's par in the record (format 2): both forms round-trip it, replay checks it, older records still open."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from hearts import Round
from hearts.errors import InvalidRecord, RecordPlace
from hearts.record import PAR_VERSION, VERSION, GameRecord, ParRecord
from hearts.record.compact import decode_compact
from hearts.words import record_problem
from tests.helpers.matches import play_match

# Written by the game before par existed (format 1): deal 1 over, deal 2 five cards in.
OLD_JSON = (
    '{"format":"hearts-record","version":1,"game":7,"rules":{"queen_breaks_hearts":false,"bonus_card":"none",'
    '"moon":"add","ties":"continue","end_score":100,"pass_cycle":["left","right","across","hold"],"pass_count":3,'
    '"first_leader":"two-of-clubs","first_lead":"two-of-clubs","points_on_first_trick":false,'
    '"hearts_must_be_broken":true,"lead_hearts_over_queen":false,"card_values":"standard","shoot_the_sun":false,'
    '"no_tricks_bonus":false},"deals":[{"passes":["8C 4S AS","7D 6S 6H","2S 7S 2H","6C 7C JS"],"plays":"2C KC 3C '
    "9C KS 6S 8S JS AD KD 4D QD QS 3S 2S 6C TS QC 7S 4C JD 9D 6D 8D AS QH 9S 7C 4S 2D 5S TC 5H 4H TH KH TD 5D 9H "
    '8H 6H AH 7H JH 3H 5C AC 3D 2H JC 8C 7D"},{"passes":["3C 6D QH","8D 5H 7H","7C 9D KH","6C AD 7S"],'
    '"plays":"2C 9C AC 3C 4C"}]}'
)
OLD_COMPACT = "AQAAAAcABIGcmhJ6uGn54EFj0AFgjyvQRssHryNtCRFPhLKIpzYwiuGukVU35KoXW152YUBmHTkjJQCjjCdVkCqZQIy-KAHMBCA"


def old_record() -> GameRecord:
    return GameRecord.from_json(OLD_JSON)


def played_again(record: GameRecord, deal_index: int, seat: int, level: str, seed: int) -> ParRecord:
    """Deal ``deal_index`` played again from its start by random legal choices: a par deal the engine allows."""
    played = record.replay().rounds[deal_index]
    rnd = Round(
        [played.dealt_hand(s) for s in range(4)],
        played.pass_direction,
        played.rules,
        totals=played.totals,
        dealer=played.dealer,
    )
    rng = random.Random(seed)
    for passer in rnd.waiting_to_pass:
        rnd.pass_cards(passer, rng.sample(rnd.hand(passer), rnd.rules.pass_count))
    while not rnd.is_over:
        rnd.play(rng.choice(rnd.legal_plays()))
    return ParRecord(seat, level, tuple(rnd.passed(s) for s in range(4)), tuple(rnd.cards_played), rnd.points)


def with_par() -> GameRecord:
    record = old_record()
    return record.with_par(0, played_again(record, 0, 1, "expert", 5))


def refusal(record: GameRecord) -> InvalidRecord:
    with pytest.raises(InvalidRecord) as caught:
        record.replay()
    return caught.value


def test_records_written_before_par_still_open_in_both_forms() -> None:
    record = old_record()
    assert GameRecord.from_compact(OLD_COMPACT) == record
    assert all(deal.par is None for deal in record.deals)
    assert record.replay().rounds[0].points == (0, 14, 6, 6)
    # Without a par the record is still written as format 1, so earlier versions of the game open it.
    assert record.to_json() == OLD_JSON
    assert record.to_compact() == OLD_COMPACT
    assert record.version == 1 and json.loads(record.to_json())["version"] == 1


def test_a_record_with_par_round_trips_through_json_and_compact_text() -> None:
    record = with_par()
    par = record.deals[0].par
    assert par is not None and par.seat == 1 and par.par == par.points[1]
    assert record.version == PAR_VERSION == VERSION == 2
    data = json.loads(record.to_json())
    assert data["version"] == 2 and data["deals"][0]["par"]["level"] == "expert" and "par" not in data["deals"][1]
    assert GameRecord.from_json(record.to_json()) == record
    assert GameRecord.from_text(record.to_compact()) == record
    assert decode_compact(record.to_compact()).deals[0].par is not None
    assert record.replay().rounds[0].points == (0, 14, 6, 6)  # the par changes nothing of the game
    assert record.with_par(0, None) == old_record()


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("seat", range(4))
def test_every_seat_and_level_survives_the_compact_form(seat: int, level: str) -> None:
    record = old_record()
    record = record.with_par(0, played_again(record, 0, seat, level, seat * 7 + len(level)))
    assert GameRecord.from_compact(record.to_compact()) == record


def test_negative_points_survive_the_compact_form() -> None:
    # A seat's points in a deal may be below zero (the bonus card); the compact form folds the sign in.
    match = play_match(11, seed=2, stop_after=56)
    record = GameRecord.from_match(match)
    par = played_again(record, 0, 0, "medium", 1)
    par = replace(par, points=(-10, 3, 30, 4))
    record = record.with_par(0, par)
    assert GameRecord.from_compact(record.to_compact()).deals[0].par == par


def test_a_par_deal_whose_points_are_not_the_engines_is_refused() -> None:
    record = with_par()
    par = record.deals[0].par
    assert par is not None
    wrong = record.with_par(0, replace(par, points=tuple(reversed(par.points))))
    if wrong == record:
        wrong = record.with_par(0, replace(par, points=(26, 0, 0, 0)))
    error = refusal(wrong)
    assert error.place == RecordPlace(1, par=True)
    assert error.fault is not None and error.fault.kind == "par-wrong-points"
    assert record_problem(error).startswith("deal 1, par: The par deal's points are written ")


def test_an_illegal_card_in_a_par_deal_is_refused_where_it_is() -> None:
    record = with_par()
    par = record.deals[0].par
    assert par is not None
    plays = list(par.plays)
    plays[4], plays[5] = plays[5], plays[4]  # the second trick's cards out of turn: one seat plays another's card
    error = refusal(record.with_par(0, replace(par, plays=tuple(plays))))
    assert error.place is not None and error.place.par and error.place.deal == 1 and error.place.part == "play"
    assert error.place.play == 5 and error.reason is not None
    seat = ("South", "West", "North", "East")[error.place.seat or 0]
    assert record_problem(error).startswith(f"deal 1, par, play 5 ({seat}): ")


def test_a_par_deal_cut_short_or_on_an_unfinished_deal_is_refused() -> None:
    record = with_par()
    par = record.deals[0].par
    assert par is not None
    error = refusal(record.with_par(0, replace(par, plays=par.plays[:40])))
    assert error.fault is not None and error.fault.kind == "par-unfinished"
    assert record_problem(error) == (
        "deal 1, par: The par deal stops after 40 cards; it is played to the end of the deal."
    )
    error = refusal(record.with_par(1, par))
    assert error.place == RecordPlace(2) and error.fault is not None and error.fault.kind == "par-too-soon"
    assert record_problem(error) == "deal 2: A deal has a par only once it is over, and this one is not."


def test_a_par_passing_on_another_seats_cards_is_refused() -> None:
    record = with_par()
    par = record.deals[0].par
    assert par is not None and par.passes[0] is not None and par.passes[1] is not None
    swapped = (par.passes[1], par.passes[0], par.passes[2], par.passes[3])
    error = refusal(record.with_par(0, replace(par, passes=swapped)))
    assert error.place == RecordPlace(1, "pass", 0, par=True)
    assert record_problem(error).startswith("deal 1, par, pass of South: ")


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        ({"seat": 4}, "par-bad-seat"),
        ({"seat": True}, "par-bad-seat"),
        ({"level": "grandmaster"}, "par-bad-level"),
        ({"points": [1, 2, 3]}, "par-bad-points"),
        ({"points": [1, 2, 3, 2.5]}, "par-bad-points"),
        ({"extra": 1}, "unknown-entry"),
        ({"passes": ["2C"]}, "passes-not-four"),
        ({"plays": 7}, "cards-not-text"),
    ],
)
def test_a_damaged_par_entry_is_refused_in_words(change: dict[str, object], kind: str) -> None:
    data = json.loads(with_par().to_json())
    data["deals"][0]["par"].update(change)
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_data(data)
    error = caught.value
    assert error.fault is not None and error.fault.kind == kind
    assert error.place is not None and error.place.deal == 1 and error.place.par
    assert record_problem(error).startswith("deal 1, par")


def test_a_par_without_its_points_or_not_an_object_is_refused() -> None:
    data = json.loads(with_par().to_json())
    del data["deals"][0]["par"]["points"]
    with pytest.raises(InvalidRecord, match="The par has no 'points'") as caught:
        GameRecord.from_data(data)
    assert record_problem(caught.value) == "deal 1, par: The par has no 'points'."
    data["deals"][0]["par"] = [1, 2]
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_data(data)
    assert caught.value.fault is not None and caught.value.fault.kind == "par-not-an-object"


def test_a_version_1_record_has_no_par_entry() -> None:
    data = json.loads(with_par().to_json())
    data["version"] = 1
    with pytest.raises(InvalidRecord, match="Unknown entry 'par'"):
        GameRecord.from_data(data)


def test_a_compact_par_naming_an_unknown_level_is_refused() -> None:
    record = with_par()
    text = record.to_compact()
    # Find the level's bits by writing each level and comparing; then write 7, a level that does not exist.
    par = record.deals[0].par
    assert par is not None
    import hearts.record.compact as compact

    class Shaped:
        game_number = record.game_number
        rules = record.rules
        deals = (replace(record.deals[0], par=replace(par, level="nobody")), record.deals[1])

    original = compact.PAR_LEVELS
    try:
        compact.PAR_LEVELS = (*original, "x", "y", "z", "nobody")  # type: ignore[misc]
        damaged = compact.encode_compact(Shaped)
    finally:
        compact.PAR_LEVELS = original  # type: ignore[misc]
    assert damaged != text
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_compact(damaged)
    assert caught.value.fault is not None and caught.value.fault.kind == "link-no-such-level"
    assert record_problem(caught.value) == "The game link names a level of computer players that does not exist."


def test_newer_records_are_refused_plainly() -> None:
    data = json.loads(with_par().to_json())
    data["version"] = 3
    with pytest.raises(InvalidRecord, match=r"format 3; this one reads 2"):
        GameRecord.from_data(data)


def test_a_par_deal_replays_step_by_step_beside_its_deal() -> None:
    from hearts.record.replay import replay_game, replay_par

    record = with_par()
    par = record.deals[0].par
    assert par is not None
    shown = replay_par(record, 0)
    played = replay_game(record).deals[0]
    assert [step.key for step in shown.steps] == [step.key for step in played.steps]
    assert [step.card for step in shown.steps if step.card is not None] == list(par.plays)
    assert shown.steps[0].hands == played.steps[0].hands  # the same cards as dealt
    assert shown.passes == par.passes and shown.points == par.points and shown.is_over
    assert shown.totals_after == tuple(a + b for a, b in zip(shown.totals_before, par.points, strict=True))
    with pytest.raises(LookupError, match="Deal 2 of the record has no par"):
        replay_par(record, 1)


def test_a_later_deals_par_replays_from_the_totals_it_was_played_at() -> None:
    from hearts.record.replay import replay_game, replay_par

    record = GameRecord.from_match(play_match(7, seed=3, stop_after=2 * (52 + 4)))
    assert [deal.is_over for deal in record.replay().rounds] == [True, True]
    record = record.with_par(1, played_again(record, 1, 2, "hard", 9))
    shown, played = replay_par(record, 1), replay_game(record).deals[1]
    assert shown.index == 1 and shown.totals_before == played.totals_before != (0, 0, 0, 0)
    assert shown.pass_direction == played.pass_direction == "right"
    assert shown.steps[0].hands == played.steps[0].hands
