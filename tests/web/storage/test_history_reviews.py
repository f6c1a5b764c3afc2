"""Reviews kept and run without a browser: with their game in History and in the statistics' book, the games
played with the play checker marked, and History's reviews run one at a time."""

from __future__ import annotations

import asyncio

from hearts.analysis import DealReview
from hearts.web.history.opening import read_game
from hearts.web.review.history_state import ReplayReviews
from hearts.web.storage.history import HistoryEntry
from hearts.web.storage.history_reviews import REVIEWS, ReviewKeeper
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.reviews import REVIEWS_SLOT
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from tests.helpers.expert import light_review
from tests.helpers.page import NOW
from tests.helpers.reviews import planted_record, planted_review


def keeping(store: MemoryStore) -> tuple[ReviewKeeper, HistoryKeeper, list[str]]:
    storage = Storage(store)
    history = HistoryKeeper(storage, lambda: NOW)
    flushed: list[str] = []
    return ReviewKeeper(storage, history, lambda: flushed.append("flush")), history, flushed


def played_entry(entry_id: str = "1-1-a") -> HistoryEntry:
    return HistoryEntry.of_match(entry_id, planted_record().replay(), NOW, "hard")


def test_a_review_of_a_game_played_here_is_kept_with_the_game_and_for_the_statistics() -> None:
    store = MemoryStore()
    reviews, history, flushed = keeping(store)
    review = planted_review()
    history.add_opened(played_entry())
    assert reviews.find("1-1-a", 0) is None
    assert reviews.keep("1-1-a", "hard", 0, review)
    assert flushed  # whatever storage met is told
    kept = history.history.get("1-1-a")
    assert kept is not None and set(kept.kept[REVIEWS]) == {"0"}
    assert reviews.book.deals("hard") == 1 and reviews.book.lost_per_deal() == review.total_cost
    again, _, _ = keeping(store)  # the page opened again
    found = again.find("1-1-a", 0)
    assert found is not None and [d.step for d in found.decisions] == [d.step for d in review.decisions]
    history.delete("1-1-a")
    assert keeping(store)[0].find("1-1-a", 0) is not None  # the statistics' book still has it


def test_a_review_of_an_opened_game_counts_in_no_statistics() -> None:
    reviews, history, _ = keeping(MemoryStore())
    review = planted_review()
    assert not reviews.keep("opened-x", None, 0, review)  # neither kept in History nor played here
    assert reviews.find("opened-x", 0) is None and reviews.book.deals() == 0
    opened = read_game(planted_record().to_json(), NOW, entry_id="opened-y").entry
    assert opened is not None
    history.add_opened(opened)
    assert reviews.keep("opened-y", None, 0, review)
    assert reviews.find("opened-y", 0) is not None and reviews.book.deals() == 0


def test_a_game_played_with_the_checker_is_marked_once_in_the_book_and_in_history() -> None:
    store = MemoryStore()
    reviews, history, _ = keeping(store)
    history.add_opened(played_entry())
    reviews.mark_checked("1-1-a")
    written = dict(store.data)
    assert reviews.book.was_checked("1-1-a")
    assert history.history.get("1-1-a").kept["checked"] is True  # type: ignore[union-attr]
    reviews.mark_checked("1-1-a")
    assert store.data == written
    assert keeping(store)[0].book.was_checked("1-1-a")


def test_the_book_is_read_when_first_needed_and_damage_is_told() -> None:
    store = MemoryStore({REVIEWS_SLOT.key: "{damaged"})
    reviews, _, flushed = keeping(store)
    assert flushed == [] and REVIEWS_SLOT.key in store.data  # not read yet
    assert reviews.book.deals() == 0 and flushed == ["flush"]
    notice = reviews.storage.take_notices()
    assert notice and notice[0].startswith("Your reviewed deals could not be read")
    assert store.data["hearts.backup.reviews.1"] == "{damaged"  # kept aside, not lost


class Store:
    """Reviews kept in memory; ``kept_with_game`` says whether a review is kept with its game."""

    def __init__(self, kept_with_game: bool = True) -> None:
        self.kept_with_game = kept_with_game
        self.kept: dict[tuple[str, int], DealReview] = {}

    def find(self, match_id: str, deal: int) -> DealReview | None:
        return self.kept.get((match_id, deal)) if self.kept_with_game else None

    def keep(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        self.kept[(match_id, deal)] = review
        return self.kept_with_game

    def mark_checked(self, match_id: str) -> None:
        raise AssertionError("History's reviews mark nothing")


def test_a_history_review_runs_once_shows_its_progress_and_is_kept() -> None:
    async def scenario() -> None:
        store = Store(kept_with_game=False)
        told: list[object] = []
        reviews = ReplayReviews(
            store, progressed=lambda: told.append("progress"), reviewed=told.append, failed=told.append
        )
        entry = played_entry()
        assert reviews.start(entry, 0) and reviews.progress_of(entry, 0) == 0.0
        assert not reviews.start(entry, 1)  # one at a time
        assert reviews.progress_of(entry, 1) is None
        assert reviews.task is not None
        await reviews.task
        assert told[-1] == 0 and "progress" in told and reviews.running is None
        assert reviews.find(entry, 0) is not None  # not kept with a game: kept for this visit
        assert not reviews.start(entry, 0)  # reviewed already

    with light_review():  # running once, progress and keeping do not depend on the search's budget
        asyncio.run(scenario())


def test_leaving_a_deal_stops_its_review_and_a_failure_is_told() -> None:
    async def scenario() -> None:
        store = Store()
        told: list[object] = []
        reviews = ReplayReviews(store, reviewed=told.append, failed=told.append)
        entry = played_entry()
        assert reviews.start(entry, 0)
        task = reviews.task
        await asyncio.sleep(0.05)
        reviews.cancel()
        assert reviews.running is None and reviews.task is None
        await asyncio.gather(task, return_exceptions=True)
        assert task is not None and task.cancelled() and told == [] and store.kept == {}

        def broken() -> None:
            raise RuntimeError("the page went away")

        reviews.progressed = broken
        assert reviews.start(entry, 0)
        failing = reviews.task
        await asyncio.gather(failing, return_exceptions=True)
        await asyncio.sleep(0)  # the task's callbacks run
        assert [str(error) for error in told] == ["the page went away"] and reviews.running is None
        assert store.kept == {}

    asyncio.run(scenario())
