"""Reviews a browser already holds still open: reasons stored as sentences read back as facts, worded the same.

``tests/data/reviews_first_format.json`` holds reviews of real deals as the first
stored format kept them (each reason an English sentence), together with the
record they review and the summary that format's review said. Between them they
hold every template of that format's reasons.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from hearts.analysis import (
    AllEquivalent,
    AsGood,
    CloseToBest,
    CostOnly,
    CouldNotDuck,
    DealReview,
    Decision,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
    Legacy,
    MoonGivenUp,
    MoonLetThrough,
    OnlyCard,
    QueenKept,
    QueenOwnTrick,
    QueenRisk,
    Reason,
    TookPoints,
    TookQueen,
    WithinNoise,
    review_deal,
    summarize,
)
from hearts.analysis.legacy import from_sentence
from hearts.errors import InvalidRecord
from hearts.record import GameRecord
from hearts.words import seat_name
from hearts.words.review import note_text, outcome_text, reason_text
from tests.helpers import DATA

STORED = DATA / "reviews_first_format.json"


@cache
def stored() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(STORED.read_text(encoding="utf-8"))
    return entries


def stored_decisions() -> list[dict[str, Any]]:
    return [item for entry in stored() for item in entry["review"]["decisions"]]


def test_every_stored_reason_reads_back_as_facts_that_word_the_same() -> None:
    for item in stored_decisions():
        decision = Decision.from_data(item)
        assert not isinstance(decision.reason, Legacy), item["reason"]
        assert reason_text(decision.reason) == item["reason"]


def test_the_stored_reviews_hold_every_template_of_the_first_format() -> None:
    reasons = [Decision.from_data(item).reason for item in stored_decisions()]
    kinds = {type(reason) for reason in reasons}
    assert kinds == {
        OnlyCard,
        AllEquivalent,
        AsGood,
        WithinNoise,
        CloseToBest,
        CostOnly,
        QueenRisk,
        MoonLetThrough,
        MoonGivenUp,
        HeartsTaken,
    }
    facts = {type(reason.fact) for reason in reasons if isinstance(reason, QueenRisk | HeartsTaken)}
    assert facts == {
        GuardPassed,
        QueenKept,
        QueenOwnTrick,
        TookQueen,
        GuardBroken,
        TookPoints,
        CouldNotDuck,
        type(None),
    }
    through = {reason.shooter is None for reason in reasons if isinstance(reason, MoonLetThrough)}
    assert through == {True, False}  # a moon let through that came off in the deal, and one that did not
    for kind in (QueenRisk, HeartsTaken, CostOnly, MoonLetThrough):
        assert {reason.kind for reason in reasons if isinstance(reason, kind)} == {"play", "pass"}, kind
    assert {reason.spot_hearts for reason in reasons if isinstance(reason, HeartsTaken)} == {True, False}


def test_a_review_stored_in_the_first_format_opens_with_its_numbers_and_summary() -> None:
    for entry in stored():
        data = entry["review"]
        review = DealReview.from_data(data)
        assert (review.game_number, review.deal_index, review.seat, review.complete) == (
            data["game"],
            data["deal"],
            data["seat"],
            data["complete"],
        )
        for decision, item in zip(review.decisions, data["decisions"], strict=True):
            assert {**decision.to_data(), "reason": item["reason"]} == item
        final = GameRecord.from_compact(entry["record"]).replay().rounds[entry["deal"]]
        summary = summarize(review, final.points if final.is_over else None, final.moon_shooter, rules=final.rules)
        assert [outcome_text(summary), note_text(summary)] == entry["summary"]["You"]
        named = [outcome_text(summary, you=False), note_text(summary, you=False)]
        assert named == entry["summary"][seat_name(entry["seat"])]


def test_a_stored_review_says_what_the_review_of_the_same_deal_says_today() -> None:
    entry = stored()[0]
    today = review_deal(GameRecord.from_compact(entry["record"]), entry["deal"], entry["seat"])
    kept = DealReview.from_data(entry["review"])
    assert [reason_text(d.reason) for d in today.decisions] == [reason_text(d.reason) for d in kept.decisions]
    assert [{**d.to_data(), "reason": None} for d in today.decisions] == [
        {**d.to_data(), "reason": None} for d in kept.decisions
    ]


def test_a_sentence_no_template_made_is_kept_and_shown_as_it_was() -> None:
    for text in ("The Expert liked it.", "Close to the best: the 9♦ does only a little better on average."):
        reason = from_sentence(text, "play")
        assert reason == Legacy(text) and reason_text(reason) == text
    item = {**stored_decisions()[0], "reason": "An old sentence."}
    decision = Decision.from_data(item)
    assert decision.reason == Legacy("An old sentence.")
    assert Decision.from_data(json.loads(json.dumps(decision.to_data()))) == decision


def test_a_sentence_of_the_other_kind_of_decision_is_not_misread() -> None:
    play = "Close to the best: the 9♦ does only 0.6 better on average."
    assert isinstance(from_sentence(play, "play"), CloseToBest)
    assert from_sentence(play, "pass") == Legacy(play)


@pytest.mark.parametrize(
    "reason",
    [
        {"type": "close", "kind": "play", "best": "9D"},
        {"type": "close", "kind": "play", "best": "9X", "cost": 0.6},
        {"type": "queen", "kind": "pass", "best": "2C 3C 4C", "yours": 0.5, "theirs": 0.2, "fact": {"type": "as-good"}},
        {"type": "clever"},
        ["close"],
    ],
)
def test_a_damaged_stored_reason_is_refused(reason: object) -> None:
    item = {**stored_decisions()[0], "reason": reason}
    with pytest.raises(InvalidRecord, match="stored review is damaged"):
        Decision.from_data(item)


def test_every_reason_survives_storage_exactly() -> None:
    reasons: list[Reason] = [Decision.from_data(item).reason for item in stored_decisions()]
    for reason in reasons:
        data = json.loads(json.dumps(reason.to_data()))
        again = Decision.from_data({**stored_decisions()[0], "reason": data}).reason
        assert again == reason and reason_text(again) == reason_text(reason)
