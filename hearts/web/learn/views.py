"""The Learn view as trees: the rules, the lessons, the quick reference, the questions and the tips.

Plain Python over :mod:`hearts.learn`'s content: paragraphs with cards
named in them, card rows, tricks and tables, drawn with the table's own
cards (see :mod:`.blocks`). The practice of a lesson is drawn by :mod:`.practice`.

>>> from hearts.learn import Progress
>>> from hearts.learn.session import LearnRoute
>>> from hearts.rules import Rules
>>> from hearts.web.ui.tree import find, find_all, text_of
>>> top, body = learn_view(LearnRoute("faq"), Rules(), Progress())
>>> text_of(find(top, "h1")), find(top, "a", aria_current="page").get("href")
('Learn Hearts', '#learn/faq')
>>> len(find_all(body, "details")) > 5
True
"""

from __future__ import annotations

from ...learn import LESSONS, Lesson, Paragraph, Progress, Text, faq, quick_reference, rule_sections, tips
from ...learn.content import para
from ...learn.house import lessons_note
from ...learn.session import PAGES, LearnRoute, Practice, page_title
from ...rules import Rules
from ...words import number, rule_lines
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ..ui.labels import back_to_table
from ..ui.tree import Fragment, Node, h
from .blocks import block_view, paragraph_view
from .practice import practice_view

__all__ = ["learn_view"]


def _rules_page(rules: Rules) -> list[Node]:
    sections = rule_sections(rules)
    shown = [
        h(
            "nav",
            {"class": "learn-contents", "aria-label": pgettext("rules sections", "Sections")},
            *(h("a", {"href": LearnRoute("rules", section.id).hash}, section.title) for section in sections),
        )
    ]
    notes = rule_lines(rules)
    if notes:
        shown.append(
            h(
                "div",
                {"class": "learn-note"},
                h("p", {}, _("These pages follow the rules of your game:")),
                h("ul", {}, *(h("li", {}, note) for note in notes)),
            )
        )
    shown += [
        h(
            "section",
            {"class": "learn-section", "id": f"learn-{section.id}"},
            h("h2", {}, section.title),
            *(block_view(block) for block in section.blocks),
        )
        for section in sections
    ]
    return shown


def _reference_page(rules: Rules) -> list[Node]:
    return [
        h(
            "article",
            {"class": "quick-ref"},
            h("h2", {}, _("Hearts in one page")),
            h(
                "div",
                {"class": "quick-ref-grid"},
                *(
                    h(
                        "section",
                        {"class": "quick-ref-item"},
                        h("h3", {}, entry.heading),
                        *(paragraph_view(line) for line in entry.lines),
                    )
                    for entry in quick_reference(rules)
                ),
            ),
        ),
        h(
            "div",
            {"class": "actions learn-actions"},
            h("button", {"class": "btn", "type": "button", "data-learn-action": "print"}, pgettext("button", "Print")),
        ),
    ]


def _faq_page(rules: Rules) -> list[Node]:
    return [
        h(
            "details",
            {"class": "learn-faq", "id": f"faq-{entry.id}"},
            h("summary", {}, entry.question),
            *(block_view(block) for block in entry.answer),
        )
        for entry in faq(rules)
    ]


def _tips_page() -> list[Node]:
    return [
        h("section", {"class": "learn-tip"}, h("h2", {}, tip.title), *(block_view(block) for block in tip.blocks))
        for tip in tips()
    ]


def _lesson_state(solved: int, total: int) -> str:
    """``Done`` or ``1 of 3 solved``."""
    if solved == total:
        return pgettext("lesson", "Done")
    # Translators: how many of a lesson's positions are solved ("1 of 3 solved").
    return ngettext("{solved} of {total} solved", "{solved} of {total} solved", solved).format(
        solved=number(solved), total=number(total)
    )


def _lesson_item(lesson: Lesson, progress: Progress) -> Node:
    solved = progress.solved_count(lesson)
    total = len(lesson.positions)
    return h(
        "li",
        {"class": "lesson-item" + (" done" if progress.lesson_done(lesson) else "")},
        h("a", {"class": "lesson-link", "href": LearnRoute("practice", lesson.id).hash}, lesson.title_text),
        h("span", {"class": "lesson-state"}, _lesson_state(solved, total)),
        paragraph_view(lesson.intro_text, classes="lesson-intro"),
    )


def _lessons_page(rules: Rules, progress: Progress) -> list[Node]:
    note = lessons_note(rules)
    return [
        paragraph_view(Paragraph((Text(_("Play real positions: the game judges each card.")),))),
        h(
            "p",
            {"class": "learn-puzzles"},
            # Translators: on Learn's page of lessons, before the link to the puzzles.
            _("Then try the puzzles: moments of real deals, each with one best answer, rated."),
            " ",
            h("a", {"class": "btn", "href": "#puzzles"}, _("Puzzles")),
        ),
        *([paragraph_view(para(note), classes="lesson-rules")] if note is not None else []),
        h("ol", {"class": "lesson-list"}, *(_lesson_item(lesson, progress) for lesson in LESSONS)),
    ]


def learn_view(route: LearnRoute, rules: Rules, progress: Progress, practice: Practice | None = None) -> Fragment:
    """The Learn view at ``route``: its header with the pages' tabs, and the page (a lesson's ``practice``)."""
    top = h(
        "header",
        {"class": "learn-top"},
        h("a", {"class": "btn quiet learn-back", "href": "#"}, back_to_table()),
        h("h1", {"class": "learn-title", "tabindex": "-1", "id": "learn-title"}, _("Learn Hearts")),
        h(
            "nav",
            {"class": "learn-tabs", "aria-label": pgettext("Learn's tabs", "Learn")},
            *(
                h(
                    "a",
                    {
                        "class": "learn-tab",
                        "href": LearnRoute(page).hash,
                        "aria-current": "page" if page == route.page else None,
                    },
                    page_title(page),
                )
                for page in PAGES
            ),
        ),
    )
    page: list[Node]
    if route.page == "rules":
        page = _rules_page(rules)
    elif route.page == "practice" and practice is not None:
        page = [h("div", {"class": "practice", "id": "practice"}, *practice_view(practice, rules))]
    elif route.page == "practice":
        page = _lessons_page(rules, progress)
    elif route.page == "reference":
        page = _reference_page(rules)
    elif route.page == "faq":
        page = _faq_page(rules)
    else:
        page = _tips_page()
    return top, h("div", {"class": f"learn-body learn-page-{route.page}"}, *page)
