"""The puzzles view's tree: the question, the table at that moment, the hand as the engine allows it, the result
with every choice's value, the reason and the rating's change, and the choice of puzzles."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from hearts.cards import Card, parse_cards
from hearts.puzzles import THEMES, Puzzle, load_puzzles, runner_up
from hearts.web.puzzles.result_view import rating_text, result_said
from hearts.web.puzzles.state import DAILY, OWN, PuzzlesState
from hearts.web.puzzles.views import MODES, puzzles_view, question_said
from hearts.web.puzzles.watch_view import step_said
from hearts.web.storage.puzzle_progress import FIRST_WAIT, PuzzleProgress
from hearts.web.ui.tree import Node, find, find_all, text_of, walk
from hearts.words import card_symbols, cost_text, step_words
from hearts.words.catalog import use_language
from hearts.words.languages import ENGLISH
from hearts.words.puzzle_themes import theme_name
from hearts.words.review import reason_text

TODAY = date(2026, 12, 7)
PUZZLES = load_puzzles()


def posing(kind: str, illegal: bool = False) -> PuzzlesState:
    """A state posing a puzzle of ``kind`` (with a card that may not be played, if ``illegal``)."""
    for seed in range(300):
        s = PuzzlesState(PUZZLES, PuzzleProgress(), TODAY, seed=seed)
        assert s.posed is not None
        view = s.posed.view
        if s.posed.puzzle.kind == kind and (not illegal or len(view.legal_plays) < len(view.hand)):
            return s
    raise AssertionError(f"no {kind} puzzle")


def having(tree: Node, tag: str, attribute: str) -> list[Node]:
    """The ``tag`` elements that have ``attribute``."""
    return [element for element in walk(tree) if element.tag == tag and element.get(attribute) is not None]


def cards(tree: Node) -> list[Node]:
    return having(tree, "button", "data-puzzle-card")


def test_a_play_is_asked_with_the_table_at_that_moment() -> None:
    s = posing("play", illegal=True)
    assert s.posed is not None
    view, puzzle = s.posed.view, s.posed.puzzle
    tree = puzzles_view(s)
    assert text_of(find(tree, "h2")) == "Your play"
    chips = [text_of(li) for li in find_all(tree, "li", class_="puzzle-chip")]
    rated = rating_text(s.posed.rating)
    assert chips[-1] == f"Rated {rated}" and len(chips) == len(puzzle.themes) + 1
    buttons = cards(tree)
    assert [b.get("data-puzzle-card") for b in buttons] == [c.code for c in view.hand]
    for button in buttons:
        legal = Card.parse(str(button.get("data-puzzle-card"))) in view.legal_plays
        assert button.get("aria-disabled") == ("false" if legal else "true")
        assert ("dimmed" in button.classes) is not legal
    trick = find(tree, "div", class_="learn-trick")
    assert len(find_all(trick, "div", class_="slot")) == 4
    if view.current_trick.plays:
        assert "(led)" in text_of(trick)
    if view.tricks:
        earlier = find(tree, "details", class_="puzzle-earlier")
        assert len(find_all(earlier, "li")) == len(view.tricks)
    assert find_all(tree, "details", class_="puzzle-cards-out")
    assert question_said(s) == f"Your play. Rated {rated}."


def test_a_wrong_answer_shows_every_value_the_reason_and_the_rating_change() -> None:
    s = posing("play")
    assert s.posed is not None
    puzzle: Puzzle = s.posed.puzzle
    wrong = next(c for c in s.posed.view.legal_plays if c.code not in puzzle.answer and c.code in puzzle.facts)
    s.tap(wrong.code)
    tree = puzzles_view(s)
    feedback = text_of(find(tree, "div", id="puzzle-feedback"))
    assert feedback.startswith(f"Not the best: {wrong.symbol} loses")
    assert reason_text(puzzle.facts[wrong.code]) in feedback
    assert "Rating: 1500 → " in feedback and "(−" in feedback
    body = find_all(find(find(tree, "table", class_="puzzle-values"), "tbody"), "tr")
    assert len(body) == len(puzzle.values)
    yours = [row for row in body if row.get("aria-current") == "true"]
    assert len(yours) == 1 and "yours" in text_of(yours[0]) and "−" in text_of(yours[0])
    assert all(b.get("aria-disabled") == "true" for b in cards(tree))
    assert text_of(find(tree, "button", **{"data-puzzle-action": "next"})) == "Next puzzle"
    assert result_said(s) == " ".join(text_of(part) for part in find(tree, "div", id="puzzle-feedback").children)


def test_a_right_answer_says_so_and_the_rating_rises() -> None:
    s = posing("play")
    assert s.posed is not None
    s.tap(s.posed.puzzle.answer[0])
    tree = puzzles_view(s)
    feedback = text_of(find(tree, "div", id="puzzle-feedback"))
    assert feedback.startswith("Right: ") and "(+" in feedback
    closest = runner_up(s.posed.puzzle)
    assert closest is not None and closest.loss >= 2.0
    lines = [text_of(line) for line in find_all(tree, "p", class_="puzzle-reason")]
    assert lines[0] == f"The next best, {card_symbols(parse_cards(closest.choice))}, loses {cost_text(closest.loss)}."
    if closest.reason is not None:  # and why, as the review says it
        assert lines[1] == reason_text(closest.reason)
    assert result_said(s) == " ".join(text_of(part) for part in find(tree, "div", id="puzzle-feedback").children)


def test_the_closest_other_choice_is_the_one_that_loses_least() -> None:
    for puzzle in PUZZLES:
        closest = runner_up(puzzle)
        others = {name: puzzle.behind(name) for name in puzzle.values if name not in puzzle.answer}
        rated = {name: loss for name, loss in others.items() if loss is not None}
        if not rated:
            assert closest is None
            continue
        assert closest is not None and closest.choice not in puzzle.answer
        assert closest.loss == min(rated.values()) == rated[closest.choice]
        assert closest.reason == puzzle.facts.get(closest.choice)


def test_a_pass_of_four_asks_for_four() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "pass")
    four = replace(puzzle, position=replace(puzzle.position, rules=replace(puzzle.position.rules, pass_count=4)))
    s = PuzzlesState([four], PuzzleProgress(), TODAY, seed=1)
    hand = s.posed.view.hand if s.posed else ()
    for card in hand[:3]:
        s.tap(card.code)
    tree = puzzles_view(s)
    assert find(tree, "button", **{"data-puzzle-action": "pass"}).get("aria-disabled") == "true"
    assert text_of(find(tree, "span", class_="picked")) == "3 of 4 chosen"
    s.tap(hand[3].code)
    assert find(puzzles_view(s), "button", **{"data-puzzle-action": "pass"}).get("aria-disabled") == "false"


def test_a_pass_is_asked_with_three_cards_and_the_pass_button() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "pass")
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    tree = puzzles_view(s)
    assert text_of(find(tree, "h2")) == "Your pass"
    button = find(tree, "button", **{"data-puzzle-action": "pass"})
    assert button.get("aria-disabled") == "true" and "0 of 3 chosen" in text_of(tree)
    hand = s.posed.view.hand if s.posed else ()
    for card in hand[:3]:
        s.tap(card.code)
    tree = puzzles_view(s)
    assert find(tree, "button", **{"data-puzzle-action": "pass"}).get("aria-disabled") == "false"
    assert [b.get("aria-pressed") for b in cards(tree)][:4] == ["true", "true", "true", "false"]
    assert "Passing" in text_of(find(tree, "div", class_="puzzle-board"))


def test_the_choice_of_puzzles_marks_the_one_taken_and_your_mistakes_when_due() -> None:
    s = PuzzlesState(PUZZLES, PuzzleProgress(), TODAY, seed=1)
    modes = [b.get("data-puzzle-mode") for b in having(puzzles_view(s), "button", "data-puzzle-mode")]
    assert modes == [m for m in MODES if m != OWN] and set(THEMES) <= set(modes)
    s.choose(DAILY)
    tree = puzzles_view(s)
    pressed = [b for b in having(tree, "button", "data-puzzle-mode") if b.get("aria-pressed") == "true"]
    assert [b.get("data-puzzle-mode") for b in pressed] == [DAILY]
    assert "Puzzle of the day" in text_of(find(tree, "ul", class_="puzzle-chips"))
    progress = PuzzleProgress().mistake_added("k", {"broken": True}, TODAY)
    due = PuzzlesState(PUZZLES, progress, TODAY + timedelta(days=FIRST_WAIT), seed=1)
    own = find(puzzles_view(due), "button", **{"data-puzzle-mode": OWN})
    assert text_of(own) == "Your mistakes (1)"
    due.choose(OWN)
    assert text_of(find(puzzles_view(due), "p", class_="puzzle-problem")) == (
        "1 of your own puzzles could not be read."
    )


def test_the_view_speaks_the_language_in_use() -> None:
    s = posing("play")
    assert s.posed is not None
    s.tap(s.posed.puzzle.answer[0])
    try:
        use_language("fr")
        tree = puzzles_view(s)
        said = result_said(s)
    finally:
        use_language(ENGLISH)
    assert text_of(find(tree, "h1")) == "Problèmes" and text_of(find(tree, "h2")) == "Votre carte"
    assert text_of(find(tree, "button", **{"data-puzzle-action": "next"})) == "Problème suivant"
    assert said.startswith("Juste : ") and "Classement : 1500 → " in said
    assert [theme_name(theme) for theme in THEMES] != list(THEMES)


def test_the_expert_playing_on_shows_its_progress_then_the_rest_of_the_deal_in_replay() -> None:
    puzzle = next(p for p in PUZZLES if "last_tricks" in p.themes)
    s = PuzzlesState([puzzle], PuzzleProgress(), TODAY, seed=1)
    assert s.posed is not None
    s.tap(s.posed.puzzle.answer[0])
    assert text_of(find(puzzles_view(s), "button", **{"data-puzzle-action": "watch"})) == "Watch the Expert play on"
    steps = s.watch_steps()
    s.watching(s.posed.puzzle, 26, 52)
    assert text_of(find(puzzles_view(s), "p", class_="puzzle-watching")) == "The Expert plays on: 50% done"
    played = None
    try:
        while True:
            next(steps)
    except StopIteration as finished:
        played = finished.value
    s.watched(s.posed.puzzle, played)
    watch = s.watch
    assert watch is not None and watch.replay is not None
    rest = find(puzzles_view(s), "section", class_="puzzle-rest")
    step = watch.replay.steps[watch.first]
    count = len(watch.replay.steps) - watch.first
    assert text_of(find(rest, "span", class_="step-count")) == f"Step 1 of {count}"
    assert text_of(find(rest, "p", class_="replay-words")) == step_words(step) == step_said(s)
    assert step.card == Card.parse(s.posed.puzzle.answer[0]) and step.seat == 0
    for action, disabled in (("first", "true"), ("back", "true"), ("forward", None), ("last", None)):
        assert find(rest, "button", **{"data-puzzle-action": action}).get("aria-disabled") == disabled
    assert not find_all(rest, "p", class_="replay-end") and not find_all(rest, "nav", class_="trick-jump")
    ids = [node.get("id") for node in walk(rest) if node.get("id") is not None]
    assert ids and all(ident.startswith("puzzle-") for ident in ids)  # never one of History's ids
    watch.key("End")
    rest = find(puzzles_view(s), "section", class_="puzzle-rest")
    end = text_of(find(rest, "p", class_="replay-end"))
    assert end == f"Points in this deal: You {watch.replay.points[0]}, West {watch.replay.points[1]}, " + (
        f"North {watch.replay.points[2]}, East {watch.replay.points[3]}"
    )
    assert step_said(s) == step_words(watch.replay.steps[-1]) and "Deal score: " in step_said(s)
    assert text_of(find(rest, "span", class_="step-count")) == f"Step {count} of {count}"
    assert find(rest, "button", **{"data-puzzle-action": "forward"}).get("aria-disabled") == "true"
