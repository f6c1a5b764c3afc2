"""The Learn view without a browser: its state (pages, lessons, taps, progress) and its trees."""

from __future__ import annotations

from hearts.learn import LESSONS, PassPosition, PlayPosition, Progress, rule_sections
from hearts.learn.session import LearnRoute
from hearts.rules import Rules
from hearts.web.learn.practice import practice_view
from hearts.web.learn.state import LearnState
from hearts.web.learn.views import learn_view
from hearts.web.storage.progress import PROGRESS_SLOT
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.ui.tree import Node, find, find_all, text_of


def play_lesson() -> tuple[str, PlayPosition]:
    for lesson in LESSONS:
        position = lesson.positions[0]
        if isinstance(position, PlayPosition):
            return lesson.id, position
    raise AssertionError("no lesson opens with a card to play")


def pass_lesson() -> tuple[str, PassPosition]:
    for lesson in LESSONS:
        position = lesson.positions[0]
        if isinstance(position, PassPosition):
            return lesson.id, position
    raise AssertionError("no lesson opens with a pass")


def test_the_state_follows_the_address_and_keeps_a_lesson_while_it_is_shown() -> None:
    state = LearnState(Progress())
    assert state.go(LearnRoute()) and not state.go(
        LearnRoute("rules", "the-play")
    )  # the same page: scrolled, not drawn
    lesson, _ = play_lesson()
    assert state.go(LearnRoute("practice", lesson)) and state.practice is not None
    practice = state.practice
    assert state.go(LearnRoute("practice", lesson)) and state.practice is practice  # the lesson goes on
    assert state.go(LearnRoute("practice")) and state.practice is None
    assert state.press(card="2C") is None  # no lesson: nothing to tap
    assert state.leave() and not state.leave() and state.route is None


def test_a_tap_is_judged_said_and_solved_once() -> None:
    lesson, position = play_lesson()
    state = LearnState(Progress())
    state.go(LearnRoute("practice", lesson))
    legal = set(position.round().legal_plays())
    hand = position.round().hand(0)
    right = next(card for card in hand if card in legal and position.judge(card).correct)
    wrong = [card for card in hand if card in legal and not position.judge(card).correct]
    illegal = [card for card in hand if card not in legal]
    if wrong:
        pressed = state.press(card=wrong[0].code)
        assert pressed is not None and pressed.said.startswith("Not the best. ")
        assert pressed.focus == f'[data-learn-card="{wrong[0].code}"]' and state.progress == Progress()
    if illegal:
        pressed = state.press(card=illegal[0].code)
        assert pressed is not None and pressed.said.startswith("Not allowed. ")
    pressed = state.press(card=right.code)
    assert pressed is not None and pressed.said.startswith("Right. ")
    assert pressed.focus == '[data-learn-action="next"], .lesson-done'
    assert state.progress.is_solved(position)
    assert state.press(card=right.code) is None  # solved: the hand waits for Next or Try it again
    retried = state.press(action="retry")
    assert retried is not None and retried.said == "" and retried.focus == ".task-text"
    assert state.practice is not None and not state.practice.solved and state.progress.is_solved(position)
    assert state.press(action="nothing") is None
    stepped = state.press(step=1)
    assert stepped is not None and state.practice.index == 1


def test_a_pass_is_judged_when_passed() -> None:
    lesson, position = pass_lesson()
    state = LearnState(Progress())
    state.go(LearnRoute("practice", lesson))
    hand = sorted(position.round().hand(0))
    for card in hand[:3]:
        pressed = state.press(card=card.code)
        assert pressed is not None and pressed.said == ""
    assert state.practice is not None and state.practice.selected == hand[:3]
    passed = state.press(action="pass")
    assert passed is not None and passed.said.startswith(("Right. ", "Not the best. ", "Not allowed. "))
    assert passed.focus == '[data-learn-action="next"], [data-learn-action="pass"]'


def test_progress_is_kept_in_its_slot() -> None:
    storage = Storage(MemoryStore())
    assert storage.load(PROGRESS_SLOT).value == Progress()
    solved = Progress().complete(LESSONS[0].positions[0].id)
    storage.save(PROGRESS_SLOT, solved)
    assert (
        storage.load(PROGRESS_SLOT).value == solved and PROGRESS_SLOT.key == "hearts.learn"
    )  # where browsers keep it already


def test_the_rules_page_has_a_section_per_rule_and_says_the_games_rules() -> None:
    rules = Rules.preset("black-maria")
    top, body = learn_view(LearnRoute(), rules, Progress())
    assert isinstance(top, Node) and isinstance(body, Node)
    tabs = find_all(top, "a", class_="learn-tab")
    assert [tab.get("aria-current") for tab in tabs] == ["page", None, None, None, None]
    sections = rule_sections(rules)
    assert [node.get("id") for node in find_all(body, "section")] == [f"learn-{s.id}" for s in sections]
    assert "These pages follow the rules of your game:" in text_of(find(body, "div", class_="learn-note"))
    _, plain = learn_view(LearnRoute(), Rules(), Progress())
    assert not find_all(plain, "div", class_="learn-note")


def test_the_lessons_list_shows_your_progress() -> None:
    first = LESSONS[0]
    progress = Progress()
    for position in first.positions:
        progress = progress.complete(position.id)
    _, body = learn_view(LearnRoute("practice"), Rules(), progress)
    items = find_all(body, "li", class_="lesson-item")
    assert len(items) == len(LESSONS) and "done" in items[0].classes and "done" not in items[1].classes
    assert text_of(find(items[0], "span", class_="lesson-state")) == "Done"
    assert text_of(find(items[1], "span", class_="lesson-state")) == f"0 of {len(LESSONS[1].positions)} solved"


def test_the_practice_hand_offers_the_cards_the_engine_allows() -> None:
    lesson, position = play_lesson()
    state = LearnState(Progress())
    state.go(LearnRoute("practice", lesson))
    assert state.practice is not None
    shown = practice_view(state.practice, Rules())
    hand = next(node for node in shown if isinstance(node, Node) and "learn-hand" in node.classes)
    legal = {card.code for card in position.round().legal_plays()}
    for button in find_all(hand, "button"):
        code = button.get("data-learn-card") or ""
        assert button.get("aria-disabled") == ("false" if code in legal else "true")
        assert ("legal" if code in legal else "dimmed") in button.classes
    board = next(node for node in shown if isinstance(node, Node) and "practice-board" in node.classes)
    waiting = find_all(find(board, "div", class_="learn-trick"), "div", class_="empty")
    assert len(waiting) == 4 - len(position.round().current_trick.cards)
