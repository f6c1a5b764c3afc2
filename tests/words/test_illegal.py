"""Why a card may not be played: each of the engine's facts worded in the sentence the player has always read."""

from __future__ import annotations

from typing import get_args

import pytest

from hearts import Card, Illegal, InvalidRecord, Suit
from hearts.legality import IllegalKind
from hearts.words import illegal_text, record_problem

SENTENCES: list[tuple[Illegal, str]] = [
    (Illegal("not-held", Card.parse("AH")), "You do not hold the Ace of hearts."),
    (Illegal("not-held", Card.parse("TD")), "You do not hold the 10 of diamonds."),
    (
        Illegal("two-of-clubs-opens", Card.parse("3C")),
        "The 2 of clubs leads the first trick, and you hold it: play it.",
    ),
    (Illegal("club-opens", Card.parse("9D")), "The first trick opens with a club: lead one of your clubs."),
    (
        Illegal("points-led-on-first-trick", Card.parse("QS")),
        "No points on the first trick: you may not lead the Queen of spades while you have another card to lead.",
    ),
    (
        Illegal("points-led-on-first-trick", Card.parse("7H")),
        "No points on the first trick: you may not lead a heart while you have another card to lead.",
    ),
    (
        Illegal("hearts-not-broken-queen", Card.parse("2H")),
        "Hearts have not been broken yet, so you may not lead a heart while you hold the Queen of spades.",
    ),
    (
        Illegal("hearts-not-broken", Card.parse("KH")),
        "Hearts have not been broken yet, so you may not lead a heart while you hold another suit.",
    ),
    (Illegal("must-follow", Card.parse("QS"), Suit.CLUBS), "You have a club, so you must follow clubs."),
    (Illegal("must-follow", Card.parse("QS"), Suit.DIAMONDS), "You have a diamond, so you must follow diamonds."),
    (Illegal("must-follow", Card.parse("2H"), Suit.SPADES), "You have a spade, so you must follow spades."),
    (Illegal("must-follow", Card.parse("AC"), Suit.HEARTS), "You have a heart, so you must follow hearts."),
    (
        Illegal("points-on-first-trick", Card.parse("5H")),
        "No points on the first trick: you may not play a heart while you have another card you can play.",
    ),
    (
        Illegal("points-on-first-trick", Card.parse("AS")),
        "No points on the first trick: you may not play the Ace of spades while you have another card you can play.",
    ),
    (Illegal("out-of-turn", Card.parse("4C")), "It is not your turn."),
    (Illegal("passing", Card.parse("2C")), "The cards must be passed before play begins."),
    (Illegal("deal-over", Card.parse("2C")), "The deal is over."),
]


@pytest.mark.parametrize(("reason", "sentence"), SENTENCES, ids=[str(reason) for reason, _ in SENTENCES])
def test_each_reason_reads_as_it_always_has(reason: Illegal, sentence: str) -> None:
    assert illegal_text(reason) == sentence


def test_every_kind_is_worded() -> None:
    assert {reason.kind for reason, _ in SENTENCES} == set(get_args(IllegalKind))


def test_the_facts_own_message_is_for_developers() -> None:
    follow = Illegal("must-follow", Card.parse("AH"), Suit.DIAMONDS)
    assert str(follow) == "AH may not be played now: must follow diamonds"
    assert str(Illegal("two-of-clubs-opens", Card.parse("QC"))) == (
        "QC may not be played now: the 2C must open the first trick"
    )


def test_a_record_the_engine_refuses_names_the_entry_the_card_and_the_reason() -> None:
    refused = Illegal("must-follow", Card.parse("KH"), Suit.DIAMONDS)
    error = InvalidRecord(str(refused), "deal 1, play 17 (North)", refused)
    assert str(error) == "deal 1, play 17 (North): KH may not be played now: must follow diamonds"
    assert record_problem(error) == "deal 1, play 17 (North): KH: You have a diamond, so you must follow diamonds."
    assert record_problem(InvalidRecord(str(refused), None, refused)) == (
        "KH: You have a diamond, so you must follow diamonds."
    )
    other = InvalidRecord("A deal has at most 52 plays.", "deal 2")
    assert other.reason is None and record_problem(other) == "deal 2: A deal has at most 52 plays."
