"""The Statistics drawer's puzzles: the rating over time, the best streak and the table by theme, read from storage."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from hearts.web.statistics.puzzles import CHART_PUZZLES, puzzles_section, rating_chart
from hearts.web.statistics.state import StatisticsState
from hearts.web.statistics.views import statistics_drawer
from hearts.web.storage.puzzle_progress import PUZZLES_SLOT, PuzzleProgress
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.reviews import ReviewBook
from hearts.web.storage.slots import MemoryStore
from hearts.web.ui.tree import Node, find, find_all, text_of
from hearts.words import grouped
from hearts.words.catalog import use_language

DAY = date(2026, 12, 7)


@dataclass(frozen=True)
class Rated:
    id: str
    rating: float
    themes: frozenset[str]


def answered(*results: tuple[str, bool]) -> PuzzleProgress:
    """Progress after rated puzzles of the given themes answered right or wrong, one a day."""
    progress = PuzzleProgress()
    for n, (theme, right) in enumerate(results):
        progress = progress.answered(Rated(f"p{n}", 1500.0, frozenset({theme})), right, DAY + timedelta(days=n))
    return progress


def drawer_with(progress: PuzzleProgress | None, raw: str | None = None) -> tuple[StatisticsState, list[str]]:
    store = MemoryStore()
    keeper = Keeper(store)
    if progress is not None:
        keeper.storage.save(PUZZLES_SLOT, progress)
    if raw is not None:
        store.set(PUZZLES_SLOT.key, raw)
    flushed: list[str] = []
    state = StatisticsState(
        keeper, ReviewBook, lambda: flushed.append("flush"), puzzles=lambda: keeper.storage.load(PUZZLES_SLOT).value
    )
    return state, flushed


def section(view: Node) -> Node | None:
    found = find_all(view, "section", class_="puzzle-stats")
    return found[0] if found else None


def theme_rows(node: Node) -> list[list[str]]:
    body = find(find(node, "table"), "tbody")
    return [[text_of(cell) for cell in row.children if isinstance(cell, Node)] for row in find_all(body, "tr")]


def test_no_puzzles_section_until_a_puzzle_is_answered() -> None:
    assert puzzles_section(PuzzleProgress()) is None
    state, __ = drawer_with(PuzzleProgress())
    assert section(statistics_drawer(state)) is None
    plain = StatisticsState(Keeper(MemoryStore()), ReviewBook)
    assert plain.puzzle_progress() is None and section(statistics_drawer(plain)) is None


def test_the_drawer_reads_the_puzzles_kept_and_shows_rating_streak_and_themes() -> None:
    use_language("en")
    progress = answered(("duck", True), ("duck", True), ("queen", False), ("duck", False), ("a-new-theme", True))
    state, flushed = drawer_with(progress)
    shown = section(statistics_drawer(state))
    assert shown is not None and flushed
    values = [text_of(v) for v in find_all(shown, "span", class_="stat-value")]
    assert values == [grouped(round(progress.rating.value)), "2"]  # the rating now, the best streak
    assert theme_rows(shown) == [
        ["The Q♠", "1", "0", "0%"],
        ["Ducking", "3", "2", "67%"],
        ["a-new-theme", "1", "1", "100%"],  # a theme unknown to this version, by its id
    ]
    chart = find(shown, "svg")
    assert len(find_all(chart, "circle")) == 5
    assert "now " + grouped(round(progress.rating.value)) in str(chart.get("aria-label"))


def test_the_drawer_shows_the_puzzles_answered_since_it_was_made() -> None:
    state, __ = drawer_with(None)
    assert section(statistics_drawer(state)) is None
    state.keeper.storage.save(PUZZLES_SLOT, answered(("pass", True)))
    shown = section(statistics_drawer(state))
    assert shown is not None and theme_rows(shown) == [["The pass", "1", "1", "100%"]]


def test_damaged_puzzles_are_told_and_the_drawer_still_opens() -> None:
    state, flushed = drawer_with(None, raw='{"version": 1, "data": {"rating": "high"}}')
    assert section(statistics_drawer(state)) is None
    assert flushed
    assert any("puzzle" in notice for notice in state.keeper.storage.take_notices())


def test_the_chart_draws_the_latest_ratings_higher_up() -> None:
    progress = answered(*((("duck", True),) * (CHART_PUZZLES + 10)))
    shown = puzzles_section(progress)
    assert shown is not None
    chart = find(shown, "svg")
    dots = find_all(chart, "circle")
    assert len(dots) == CHART_PUZZLES
    heights = [float(str(dot.get("cy"))) for dot in dots]
    assert heights == sorted(heights, reverse=True)  # every answer right: the rating rises, the line climbs
    assert rating_chart([]) is None
