"""The puzzles view's state: a puzzle posed from South's chair, answered right, wrong or refused, the rating moved,
the next one never repeated within a pass, the puzzle of the day, a theme, your own mistakes."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from hearts.cards import Card, format_cards, parse_cards
from hearts.errors import IllegalPass
from hearts.puzzles import Puzzle, daily, judge, load_puzzles
from hearts.puzzles.choose import in_theme
from hearts.web.puzzles.state import DAILY, MIXED, OWN, UNRATED, Entry, PuzzlesState, from_south
from hearts.web.storage.puzzle_progress import (
    FIRST_WAIT,
    PuzzleProgress,
    decode_puzzle_progress,
    encode_puzzle_progress,
)
from hearts.words import illegal_text, pass_refusal_text
from hearts.words.catalog import use_language
from hearts.words.languages import ENGLISH
from tests.helpers.markup_states import played_on

TODAY = date(2026, 12, 7)
PUZZLES = load_puzzles()


def state(progress: PuzzleProgress | None = None, seed: int = 1, today: date = TODAY) -> PuzzlesState:
    return PuzzlesState(PUZZLES, progress or PuzzleProgress(), today, seed=seed)


def posed(s: PuzzlesState) -> Puzzle:
    assert s.posed is not None
    return s.posed.puzzle


def wrong_play(puzzle: Puzzle) -> Card:
    view = puzzle.view()
    return next(card for card in view.legal_plays if card.code not in puzzle.answer)


def play_state(seed: int = 1) -> PuzzlesState:
    """A state posing a puzzle of play with a card that may not be played (found by seed)."""
    for tried in range(seed, seed + 200):
        s = state(seed=tried)
        view = s.posed.view if s.posed else None
        if view is not None and posed(s).kind == "play" and len(view.legal_plays) < len(view.hand):
            return s
    raise AssertionError("no puzzle of play with an illegal card")


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_a_puzzle_from_south_is_the_same_decision(puzzle: Puzzle) -> None:
    turned = from_south(puzzle)
    view, before = turned.view(), puzzle.view()
    assert turned.seat == 0 and view.seat == 0
    assert view.hand == before.hand and view.legal_plays == before.legal_plays
    assert view.points == before.points[puzzle.seat :] + before.points[: puzzle.seat]
    assert [len(t.plays) for t in view.tricks] == [len(t.plays) for t in before.tricks]
    for name in puzzle.values:
        assert judge(turned, name) == judge(puzzle, name)


def test_a_right_answer_raises_the_rating_and_is_kept() -> None:
    s = state()
    puzzle = posed(s)
    tapped = s.tap(puzzle.answer[0]) if puzzle.kind == "play" else None
    if tapped is None:
        for card in puzzle.answer[0].split():
            s.tap(card)
        tapped = s.submit_pass()
    assert tapped.right is True
    assert s.result is not None and s.result.judgement.right
    assert s.result.before == 1500.0 and s.result.after is not None and s.result.after > 1500.0
    assert s.result.change == round(s.result.after) - 1500
    assert s.progress.rating.value == s.result.after
    assert [a.right for a in s.progress.attempts(puzzle.id)] == [True]
    assert puzzle.id in s.progress.done and s.progress.streak == 1
    assert s.changed


def test_a_wrong_answer_lowers_the_rating_and_gives_the_reason() -> None:
    s = play_state()
    puzzle = posed(s)
    card = wrong_play(puzzle)
    assert s.tap(card.code).right is False
    result = s.result
    assert result is not None and not result.judgement.right
    assert result.judgement.loss == puzzle.behind(card.code)
    assert result.judgement.reason == puzzle.facts.get(card.code)
    assert result.after is not None and result.after < 1500.0 and (result.change or 0) < 0
    assert s.progress.streak == 0 and [a.right for a in s.progress.attempts(puzzle.id)] == [False]
    assert s.tap(puzzle.answer[0]).right is None  # answered: a second tap changes nothing
    assert s.progress.rating.value == result.after


def test_a_card_the_rules_refuse_is_refused_with_the_engines_reason() -> None:
    s = play_state()
    view = s.posed.view if s.posed else None
    assert view is not None
    card = next(card for card in view.hand if card not in view.legal_plays)
    reason = view.why_illegal(card)
    assert reason is not None
    tapped = s.tap(card.code)
    assert tapped.right is None and tapped.said == illegal_text(reason) == s.refusal
    assert s.result is None and s.progress == PuzzleProgress() and not s.changed


def test_the_next_puzzle_never_repeats_within_a_pass() -> None:
    s = state(seed=5)
    seen: list[str] = []
    for _ in PUZZLES:
        puzzle = posed(s)
        seen.append(puzzle.id)
        s.answer([Card.parse(code) for code in puzzle.answer[0].split()])
        s.advance()
    assert len(set(seen)) == len(PUZZLES)
    assert s.progress.done == set(seen)
    assert s.posed is not None and s.posed.done == {posed(s).id}  # the set ran out: a new pass begins with it


def test_a_theme_gives_puzzles_of_that_theme_only() -> None:
    for theme in ("duck", "queen", "pass"):
        s = state(seed=2)
        s.choose(theme)
        assert s.mode == theme
        for _ in range(4):
            puzzle = posed(s)
            assert theme in puzzle.themes
            s.answer([Card.parse(code) for code in puzzle.answer[0].split()])
            s.next()
    s.choose(MIXED)
    assert s.posed is not None


def test_a_theme_without_puzzles_says_so() -> None:
    s = PuzzlesState([p for p in PUZZLES if "counting" not in p.themes], PuzzleProgress(), TODAY, seed=1)
    s.choose("counting")
    assert s.posed is None and s.problem == "There is no puzzle to show."


def test_the_puzzle_of_the_day_is_the_days_and_counts_once() -> None:
    s = state()
    s.choose(DAILY)
    assert posed(s).id == daily(TODAY, PUZZLES).id
    puzzle = posed(s)
    s.answer([Card.parse(code) for code in puzzle.answer[0].split()])
    kept = s.progress.daily[TODAY]
    assert kept.puzzle_id == puzzle.id and kept.right
    rating = s.progress.rating
    s.advance()
    assert s.mode == MIXED
    s.choose(DAILY)
    s.answer([wrong_play(posed(s))] if posed(s).kind == "play" else list(posed(s).view().hand[:3]))
    assert s.progress.rating == rating and s.progress.daily[TODAY].right  # answered again: counted once
    assert s.result is not None and s.result.change is None
    tomorrow = state(s.progress, today=TODAY + timedelta(days=1))
    tomorrow.choose(DAILY)
    assert posed(tomorrow).id == daily(TODAY + timedelta(days=1), PUZZLES).id != puzzle.id


def test_a_pass_takes_three_cards_then_the_pass_button() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "pass")
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    hand = posed(s).view().hand
    assert s.submit_pass().said == "Pass exactly three cards, not 0." and s.result is None
    for card in hand[:3]:
        s.tap(card.code)
    assert s.selected == hand[:3]
    assert s.tap(hand[3].code).said == "You have chosen three cards: tap one of them to put it back first."
    s.tap(hand[0].code)
    assert s.selected == hand[1:3]
    for card in puzzle.answer[0].split():
        if Card.parse(card) not in s.selected:
            s.tap(card)
    while len(s.selected) > 3:
        s.tap(s.selected[0].code)
    assert format_cards(sorted(s.selected)) == puzzle.answer[0] or len(s.selected) == 3
    tapped = s.submit_pass()
    assert tapped.right == (format_cards(sorted(s.selected)) in puzzle.answer)


def test_a_pass_is_refused_by_the_engine_in_the_players_language() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "pass")
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    hand = posed(s).view().hand
    s.tap(hand[0].code)
    s.tap(hand[1].code)
    with pytest.raises(IllegalPass) as refused:
        posed(s).position.round().pass_cards(0, s.selected)
    try:
        use_language("de")
        said = s.submit_pass().said
        assert said == pass_refusal_text(refused.value.refusal) == "Gib genau drei Karten weiter, nicht 2."
        assert s.refusal == said and s.result is None
    finally:
        use_language(ENGLISH)


def test_a_pass_of_four_is_the_rules_not_the_views() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "pass")
    four = replace(puzzle, position=replace(puzzle.position, rules=replace(puzzle.position.rules, pass_count=4)))
    s = PuzzlesState([four], PuzzleProgress(), TODAY, seed=1)
    hand = posed(s).view().hand
    for card in hand[:4]:
        s.tap(card.code)
    assert s.selected == hand[:4]
    assert s.tap(hand[4].code).said == "You have chosen four cards: tap one of them to put it back first."
    s.tap(hand[0].code)
    assert s.submit_pass().said == "Pass exactly four cards, not 3." and s.result is None


def test_your_own_mistake_comes_back_when_due_and_moves_no_rating() -> None:
    mistake = PUZZLES[3]
    progress = PuzzleProgress().mistake_added("deal-1/4", mistake.position and _data(mistake), TODAY)
    early = state(progress)
    early.choose(OWN)
    assert early.posed is None and early.problem == "None of your own mistakes is due today."
    due = TODAY + timedelta(days=FIRST_WAIT)
    s = state(progress, today=due)
    assert s.due() == 1
    s.choose(OWN)
    assert s.posed is not None and s.posed.source == OWN and posed(s).id == mistake.id
    s.answer([Card.parse(code) for code in mistake.answer[0].split()])
    assert s.progress.rating == progress.rating and s.result is not None and s.result.change is None
    assert s.progress.own[0].right == 1 and s.progress.own[0].due > due
    s.next()
    assert s.posed is None and s.due() == 0


def test_a_damaged_mistake_is_reported_not_posed() -> None:
    progress = PuzzleProgress().mistake_added("bad", {"id": "x", "position": "no"}, TODAY)
    s = state(progress, today=TODAY + timedelta(days=FIRST_WAIT))
    s.choose(OWN)
    assert s.posed is None and s.problem == "1 of your own puzzles could not be read."


def test_the_progress_after_answers_is_kept_whole() -> None:
    s = state(seed=3)
    for _ in range(3):
        s.answer([Card.parse(code) for code in posed(s).answer[0].split()])
        s.advance()
    decoded = decode_puzzle_progress(encode_puzzle_progress(s.progress))
    assert decoded.value == s.progress and decoded.partial is None


def test_an_unrated_puzzle_counts_as_the_middle() -> None:
    unrated = replace(PUZZLES[0], rating=None)
    assert Entry.of(unrated).rating == UNRATED == 1500.0
    assert Entry.of(replace(PUZZLES[0], rating=1720.0)).rating == 1720.0
    assert [e.id for e in in_theme([Entry.of(p) for p in PUZZLES], None)] == sorted(p.id for p in PUZZLES)


def _data(puzzle: Puzzle) -> dict[str, object]:
    """A puzzle in its ``from_data`` form, as the review makes your own mistakes."""
    values = {name: [list(cell) for cell in cells] for name, cells in puzzle.values.items()}
    return {
        "id": puzzle.id,
        "position": puzzle.position.to_data(),
        "kind": puzzle.kind,
        "answer": list(puzzle.answer),
        "values": values,
        "facts": {},
        "themes": list(puzzle.themes),
        "rating": puzzle.rating,
    }


def test_the_expert_plays_on_from_the_best_answer() -> None:
    puzzle = next(p for p in PUZZLES if "last_tricks" in p.themes)
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    turned = posed(s)
    s.answer([wrong_play(turned)])
    steps = s.watch_steps()
    assert s.watch is not None and s.watch.replay is None and s.watch.fraction < 1
    progress = []
    try:
        while True:
            progress.append(next(steps))
    except StopIteration as finished:
        played = finished.value
    assert progress[-1] == (52, 52) and s.watching(turned, *progress[-1])
    assert s.watched(turned, played) and s.watch.replay is not None and s.watch.fraction == 1.0
    assert played.is_over and sum(played.points) in (26, 78)
    assert s.watch.step is not None and s.watch.step.card == Card.parse(turned.answer[0])  # it begins at the answer
    assert s.watch.replay.points == played.points
    start = turned.position.round()
    assert played.cards_played[: len(start.cards_played) + 1] == [*start.cards_played, Card.parse(turned.answer[0])]
    s.next()
    assert s.watch is None and not s.watched(turned, played)  # another puzzle: the Expert's play is dropped


def watching(kind: str) -> tuple[PuzzlesState, Puzzle]:
    """A state whose puzzle of ``kind`` is answered and played on (by a fixed rule: :func:`played_on`)."""
    puzzle = next(p for p in PUZZLES if p.kind == kind and p.seat != 0)
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    turned = posed(s)
    s.answer(parse_cards(turned.answer[0]))
    s.watch_steps()
    assert s.watched(turned, played_on(turned))
    return s, turned


def test_the_expert_s_play_steps_from_the_answer_to_the_end_and_no_further() -> None:
    s, turned = watching("play")
    watch = s.watch
    assert watch is not None and watch.replay is not None
    steps = watch.replay.steps
    before = len(parse_cards(turned.position.plays))
    assert len(steps) - watch.first == 52 - before  # every card from the answer on
    assert watch.position == watch.first and watch.step == steps[watch.first]
    assert (steps[watch.first].seat, steps[watch.first].card) == (0, Card.parse(turned.answer[0]))
    assert watch.key("ArrowLeft") is None and watch.key("Home") is None and watch.step_to(-3) is None
    assert watch.key("ArrowRight") == steps[watch.first + 1] and watch.position == watch.first + 1
    assert watch.key("Escape") is None and watch.position == watch.first + 1
    assert watch.key("ArrowLeft") == steps[watch.first]
    assert watch.key("End") == steps[-1] and watch.position == len(steps) - 1
    assert watch.key("ArrowRight") is None and watch.step_to(10_000) is None
    last_trick = steps[-1].key.trick
    assert watch.key("PageUp") is not None and watch.step is not None and watch.step.key.trick == last_trick
    assert watch.step.key.card == 0  # the start of the last trick
    assert watch.key("Home") == steps[watch.first]
    assert watch.key("PageUp") is None  # never before the answer
    assert steps[-1].deal_points == watch.replay.points and sum(watch.replay.points) in (26, 78)


def test_a_pass_is_watched_from_the_hands_as_dealt_with_the_passes_marked() -> None:
    s, turned = watching("pass")
    watch = s.watch
    assert watch is not None and watch.replay is not None and watch.first == 0
    dealt = watch.replay.steps[0]
    assert dealt.key.kind == "dealt" and set(parse_cards(turned.answer[0])) <= set(dealt.marked)
    assert watch.replay.steps[1].key.kind == "passed" and len(watch.replay.steps) == 54
