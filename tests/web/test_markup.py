"""Every view draws the very markup kept for it in a spread of states (see :mod:`tests.markup_states`).

The kept markup is what the page showed when the views were first drawn as
trees: the same elements, attributes and text, so the same pixels. A view
meant to change is checked by eye, then ``python -m tests.markup_states``
keeps its new markup.
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.helpers import markup_states as states


@cache
def kept() -> dict[str, str]:
    return states.load_markup()


def same(name: str, markup: str) -> None:
    """``markup`` is the kept markup of ``name``: the same elements, attributes (in any order) and text."""
    expected = kept()[name]
    if markup != expected:
        sort = states.canonical
        assert sort(markup, sort_attributes=True) == sort(expected, sort_attributes=True), name


@pytest.mark.parametrize("part", states.PARTS)
def test_each_view_draws_as_before(part: str) -> None:
    names = set()
    for name, markup in states.drawn(part):
        same(name, markup)
        names.add(name)
    assert names  # every state of the part was drawn


def test_every_kept_state_is_still_drawn() -> None:
    drawn = {name for part in states.PARTS for name, _ in states.drawn(part)}
    assert drawn == set(kept())
