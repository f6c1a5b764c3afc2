"""Your own mistakes made puzzles in the background after a review, stored once each, without a browser."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta

from hearts.puzzles import Puzzle
from hearts.web.review.own_puzzles import OwnPuzzleFinder
from hearts.web.storage.puzzle_progress import FIRST_WAIT, PUZZLES_SLOT
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from tests.helpers.reviews import planted_record, planted_review

TODAY = date(2026, 12, 7)


def test_a_reviewed_blunder_is_stored_as_your_puzzle_once_and_the_page_keeps_running() -> None:
    storage = Storage(MemoryStore())
    added: list[str] = []
    errors: list[BaseException] = []
    finder = OwnPuzzleFinder(storage, lambda: TODAY, added=added.append, failed=errors.append)
    ticks: list[int] = []

    async def other_work() -> None:
        while True:
            ticks.append(len(added))
            await asyncio.sleep(0)

    async def go() -> None:
        beside = asyncio.ensure_future(other_work())
        finder.reviewed("m1", planted_record(), planted_review())
        finder.reviewed("m1", planted_record(), planted_review())  # the same review again
        await finder.idle()
        beside.cancel()

    asyncio.run(go())
    assert added == ["m1/0/31"] and not errors
    assert ticks.count(0) > 10  # the page ran on while the mistake was checked
    progress = storage.load(PUZZLES_SLOT).value
    (entry,) = progress.own
    assert entry.key == "m1/0/31" and entry.due == TODAY + timedelta(days=FIRST_WAIT)
    puzzle = Puzzle.from_data(entry.puzzle)
    assert puzzle.answer == ("JS",) and puzzle.id.endswith("m1/0/31")
    assert progress.mistakes_due(TODAY + timedelta(days=FIRST_WAIT))[0].key == "m1/0/31"


def test_a_mistake_kept_in_an_earlier_visit_is_not_added_again() -> None:
    store = MemoryStore()
    added: list[str] = []
    errors: list[BaseException] = []
    first = OwnPuzzleFinder(Storage(store), lambda: TODAY, added=added.append, failed=errors.append)
    later = OwnPuzzleFinder(Storage(store), lambda: TODAY, added=added.append, failed=errors.append)

    async def go(finder: OwnPuzzleFinder) -> None:
        finder.reviewed("m1", planted_record(), planted_review())
        await finder.idle()

    asyncio.run(go(first))
    asyncio.run(go(later))
    assert added == ["m1/0/31"] and not errors
    assert [entry.key for entry in Storage(store).load(PUZZLES_SLOT).value.own] == ["m1/0/31"]
