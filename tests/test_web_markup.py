"""Every view draws the very markup kept for it in a spread of states (see :mod:`tests.markup_states`).

The kept markup is what the page showed when the views were first drawn as
trees: the same elements, attributes and text, so the same pixels. A view
meant to change is checked by eye, then ``python -m tests.markup_states``
keeps its new markup.
"""

from __future__ import annotations

from functools import cache

from hearts.web.review.sheet import check_html, review_html
from hearts.web.review.summary import summary_view, verdict_view
from hearts.web.table.views import render
from hearts.web.ui.tree import html_of
from tests import markup_states as states


@cache
def kept() -> dict[str, str]:
    return states.load_markup()


def same(name: str, markup: str) -> None:
    expected = kept()[name]
    if markup != expected:
        assert states.canonical(markup) == expected, name


def test_the_table_draws_its_regions_as_before() -> None:
    names = 0
    for name, table, options in states.table_states():
        for region, markup in render(table, **options).items():
            same(f"{name}/{region}", markup)
            names += 1
    assert names == sum(1 for name in kept() if name.startswith("table-"))


def test_the_review_and_the_checkers_question_draw_as_before() -> None:
    for name, run, match in states.review_states():
        same(name, review_html(run, match))
    for name, question in states.check_states():
        same(name, check_html(question))
    for name, args, options in states.summary_states():
        same(name, html_of(summary_view(*args, **options)))
    for name, decision in states.verdict_states():
        same(name, html_of(verdict_view(decision)))


def test_settings_statistics_the_share_box_and_notices_draw_as_before() -> None:
    from hearts.web.settings.views import settings_view
    from hearts.web.statistics.decisions import decisions_view
    from hearts.web.statistics.views import confirm_reset_view, statistics_view
    from hearts.web.table.share import share_view
    from hearts.web.ui.dialogs import notice_view

    views = {
        "settings_view": settings_view,
        "statistics_view": statistics_view,
        "confirm_reset_view": confirm_reset_view,
        "share_view": share_view,
        "notice_view": notice_view,
    }
    for name, function, args, options in states.panel_states():
        if function == "decisions_view":
            node = decisions_view(statistics_view(args[0]), args[1])
        else:
            node = views[function](*args, **options)
        same(name, html_of(node))
