"""Practice positions: each is a real deal replayed by the engine, and the engine's verdicts agree with the lessons."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

import pytest

from hearts.cards import CARDS, Card, parse_cards
from hearts.errors import IllegalPass, IllegalPlay
from hearts.learn import LESSONS, PassPosition, PlayPosition, Position, lesson_by_id, position_by_id
from hearts.legality import Illegal
from hearts.round import Round
from hearts.scoring import penalty_points
from hearts.words import illegal_text, points_word, the_card

POSITIONS: list[Position] = [p for lesson in LESSONS for p in lesson.positions]
PLAYS = [p for p in POSITIONS if isinstance(p, PlayPosition)]
PASSES = [p for p in POSITIONS if isinstance(p, PassPosition)]


def ids(positions: Sequence[Position]) -> list[str]:
    return [p.id for p in positions]


def test_seven_lessons_on_the_required_topics_each_with_two_or_more_positions() -> None:
    assert [lesson.id for lesson in LESSONS] == ["pass", "opening", "follow", "breaking", "queen", "moon", "counting"]
    for lesson in LESSONS:
        assert len(lesson.positions) >= 2, lesson.id
        assert lesson.intro_text.plain()
    assert len(set(ids(POSITIONS))) == len(POSITIONS)
    assert all(isinstance(p, PassPosition) for p in lesson_by_id("pass").positions)
    assert position_by_id("moon-stop")[0].id == "moon"
    with pytest.raises(KeyError):
        position_by_id("nothing")


@pytest.mark.parametrize("position", POSITIONS, ids=ids(POSITIONS))
def test_position_is_a_full_deal_replayed_legally_by_the_engine(position: Position) -> None:
    deal = position.deal()
    assert sorted(c.index for hand in deal for c in hand) == list(range(52))
    assert all(len(hand) == 13 for hand in deal)
    rnd = position.round()
    assert rnd.hand(0) == sorted(parse_cards(position.south))
    if isinstance(position, PlayPosition):
        # Replay again from the deal alone, card by card: the engine accepts every play in order.
        again = Round(deal, "hold", position.rules)
        for card in rnd.cards_played:
            again.play(card)
        assert again.to_play == 0 and again.hand(0) == rnd.hand(0)
        assert rnd.current_trick == again.current_trick
    else:
        assert rnd.phase == "passing" and rnd.pass_direction == position.direction
    assert position.round() is not position.round()  # fresh copies: the web may play on them


@pytest.mark.parametrize("position", PLAYS, ids=ids(PLAYS))
def test_every_legal_card_is_accepted_or_explained_and_illegal_cards_get_the_engine_reason(
    position: PlayPosition,
) -> None:
    rnd = position.round()
    legal = set(rnd.legal_plays())
    covered = [c for answer in position.answers for c in answer.card_list]
    assert len(covered) == len(set(covered)), "a card is in two answers"
    assert set(covered) == legal, "answers must cover exactly the legal cards"
    assert position.accepted and set(position.accepted) <= legal
    for card in rnd.hand(0):
        verdict = position.judge(card)
        assert verdict.legal == (card in legal)
        if card in legal:
            assert verdict.correct == (card in position.accepted)
            assert verdict.message and "{" not in verdict.message and "*" not in verdict.message
        else:
            assert not verdict.correct
            reason = rnd.why_illegal(card)
            assert reason is not None and verdict.illegal == reason
            assert verdict.message == illegal_text(reason)
            with pytest.raises(IllegalPlay) as caught:
                position.after(card)
            assert caught.value.reason == reason
    assert position.judge([next(iter(position.accepted))]).correct
    outside = next(c for c in CARDS if c not in rnd.hand(0))
    stranger = position.judge(outside)
    assert not stranger.legal and stranger.message == f"You do not hold the {outside.name}."
    assert stranger.illegal == Illegal("not-held", outside)


@pytest.mark.parametrize("position", PLAYS, ids=ids(PLAYS))
def test_trick_numbers_in_explanations_are_the_engines(position: PlayPosition) -> None:
    for answer in position.answers:
        if "{=trick}" not in answer.message:
            continue
        for card in answer.card_list:
            after = position.after(card)
            done = after.last_trick
            assert done is not None and card in done.cards  # the card completed the trick
            assert points_word(done.points) in position.judge(card).message
            assert done.points == penalty_points(sum(c.mask for c in done.cards), position.rules)


def test_the_moon_lesson_numbers() -> None:
    _, stop = position_by_id("moon-stop")
    assert isinstance(stop, PlayPosition)
    rnd = stop.round()
    assert rnd.points[1] > 0 and rnd.points[0] == rnd.points[2] == rnd.points[3] == 0  # West has every point
    assert "26 points" in stop.judge(Card.parse("2H")).message
    win = stop.after(Card.parse("JH"))
    assert win.last_trick is not None and win.last_trick.winner == 0


@pytest.mark.parametrize("position", PASSES, ids=ids(PASSES))
def test_pass_lessons_judge_every_three_card_pass(position: PassPosition) -> None:
    hand = position.round().hand(0)
    accepted = set(position.accepted_passes())
    assert accepted
    for choice in combinations(hand, 3):
        verdict = position.judge(list(choice))
        assert verdict.legal
        assert verdict.correct == (frozenset(choice) in accepted), choice
        assert verdict.message and "{" not in verdict.message
    for good in accepted:
        rnd = position.round()
        rnd.pass_cards(0, sorted(good))  # the engine accepts it
        assert rnd.passed(0) == tuple(sorted(good))


@pytest.mark.parametrize("position", PASSES, ids=ids(PASSES))
def test_pass_explanations_cover_every_card(position: PassPosition) -> None:
    hand = set(position.round().hand(0))
    must = set(parse_cards(position.must))
    may = set(parse_cards(position.may))
    why_not = [c for group, _ in position.why_not for c in parse_cards(group)]
    missing = [c for group, _ in position.missing for c in parse_cards(group)]
    assert must and must <= hand and may <= hand and not must & may
    assert sorted(why_not) == sorted(hand - must - may)
    assert sorted(missing) == sorted(must)


@pytest.mark.parametrize("position", PASSES, ids=ids(PASSES))
def test_illegal_passes_get_the_engines_reason(position: PassPosition) -> None:
    hand = position.round().hand(0)
    outside = next(c for c in CARDS if c not in hand)
    choices = (hand[:2], hand[:4], [hand[0], hand[0], hand[1]], [outside, *hand[:2]])
    sentences = (
        "Pass exactly three cards, not 2.",
        "Pass exactly three cards, not 4.",
        "Pass three different cards.",
        f"You do not hold {the_card(outside)}.",
    )
    for choice, kind, sentence in zip(choices, ("count", "count", "repeated", "not-held"), sentences, strict=True):
        verdict = position.judge(choice)
        assert not verdict.legal and not verdict.correct
        with pytest.raises(IllegalPass) as err:
            position.round().pass_cards(0, choice)
        assert err.value.refusal.kind == kind
        assert verdict.message == sentence


def test_at_least_one_pass_lesson_accepts_several_passes() -> None:
    assert max(len(p.accepted_passes()) for p in PASSES) >= 2


def test_tasks_are_short_and_name_real_cards() -> None:
    for position in POSITIONS:
        assert 10 < len(position.task_text.plain()) <= 90, position.id
        assert position.context_text.plain()
