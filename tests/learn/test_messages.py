"""Every word of Learn's lessons is a catalog message: what the lessons define is what Babel extracts."""

from __future__ import annotations

from collections.abc import Iterator

from babel.messages.extract import extract_from_dir

from hearts.learn import LESSONS, PassPosition
from tests.helpers import ROOT


def extracted() -> set[str]:
    """The messages Babel finds in hearts/learn, as the catalogs' extraction finds them."""
    found: set[str] = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
        ROOT / "hearts" / "learn", method_map=[("**.py", "python")], comment_tags=("Translators:",)
    ):
        found.update(message if isinstance(message, tuple) else (message,))
    return found


def lesson_messages() -> Iterator[str]:
    """Every message the lessons define: titles, introductions, tasks, contexts and explanations."""
    for lesson in LESSONS:
        yield from (lesson.title, lesson.intro)
        for position in lesson.positions:
            yield from (position.task, position.context)
            if isinstance(position, PassPosition):
                yield position.right
                yield from (message for _cards, message in (*position.missing, *position.why_not))
            else:
                yield from (answer.message for answer in position.answers)


def test_every_message_of_the_lessons_is_extracted_for_the_catalogs() -> None:
    messages = list(lesson_messages())
    assert len(messages) > 80
    assert sorted(set(messages) - extracted()) == []
