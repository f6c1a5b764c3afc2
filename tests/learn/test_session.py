"""The Learn view's state without a browser: addresses and a practice session completed by taps."""

from __future__ import annotations

import pytest

from hearts.cards import Card, Suit, parse_cards
from hearts.learn import LESSONS, PassPosition, PlayPosition, Progress, lesson_by_id
from hearts.learn.session import PAGES, LearnRoute, Practice, parse_route
from hearts.legality import Illegal


@pytest.mark.parametrize(
    ("address", "route"),
    [
        ("#learn", LearnRoute()),
        ("#learn/", LearnRoute()),
        ("#learn/rules/score", LearnRoute("rules", "score")),
        ("#learn/practice", LearnRoute("practice")),
        ("#learn/practice/moon", LearnRoute("practice", "moon")),
        ("#learn/practice/unknown", LearnRoute("practice")),
        ("#learn/faq/x", LearnRoute("faq")),
        ("#learn/reference", LearnRoute("reference")),
        ("#learn/tips", LearnRoute("tips")),
        ("#learn/wherever", LearnRoute()),
        ("", None),
        ("#", None),
        ("#learning", None),
    ],
)
def test_routes(address: str, route: LearnRoute | None) -> None:
    assert parse_route(address) == route
    if route is not None:
        assert parse_route(route.hash) == route


def test_every_page_has_an_address() -> None:
    assert {parse_route(LearnRoute(page).hash) for page in PAGES} == {LearnRoute(page) for page in PAGES}


def test_a_play_lesson_completed_by_taps_with_a_wrong_and_an_illegal_try() -> None:
    lesson = lesson_by_id("queen")
    practice = Practice(lesson, Progress())
    position = practice.position
    assert isinstance(position, PlayPosition) and position.id == "queen-void"
    wrong = practice.tap(Card.parse("3C"))
    assert wrong is not None and wrong.legal and not wrong.correct and not practice.solved
    practice.tap(Card.parse("QS"))
    assert practice.solved and practice.played == Card.parse("QS")
    assert practice.tap(Card.parse("3C")) is None  # solved: taps do nothing
    assert Card.parse("QS") in practice.shown_round().current_trick.cards
    assert practice.next()
    illegal = practice.tap(Card.parse("6C"))
    assert (
        illegal is not None and not illegal.legal and illegal.message == "You have a spade, so you must follow spades."
    )
    assert illegal.illegal == Illegal("must-follow", Card.parse("6C"), Suit.SPADES)
    practice.tap(Card.parse("QS"))
    assert practice.next()
    practice.tap(Card.parse("KD"))
    assert practice.solved and practice.is_last and not practice.next()
    assert practice.progress.lesson_done(lesson) and practice.wrong_tries == 0  # counted per position
    assert Practice(lesson, practice.progress).index == 0


def test_a_pass_lesson_by_taps() -> None:
    practice = Practice(LESSONS[0], Progress())
    position = practice.position
    assert isinstance(position, PassPosition)
    for card in parse_cards("4C 7C 9C 10C"):
        practice.tap(card)
    assert practice.selected == parse_cards("4C 7C 9C")  # at most three
    verdict = practice.submit_pass()
    assert not verdict.correct and "Q♠" in verdict.message
    practice.tap(Card.parse("4C"))
    assert practice.selected == parse_cards("7C 9C")
    short = practice.submit_pass()
    assert not short.legal and short.message == "Pass exactly three cards, not 2."
    for card in parse_cards("7C 9C QS AH KH"):
        practice.tap(card)
    assert practice.submit_pass().correct and practice.solved
    assert Practice(LESSONS[0], practice.progress).position.id == "pass-void"
    with pytest.raises(TypeError):
        Practice(lesson_by_id("moon"), Progress()).submit_pass()
