"""The reviewed deals as the browser keeps them: whole reviews for the newest, a summary for the rest, the games
played with the play checker, each damaged entry left out on its own, and data from a newer version set aside."""

from __future__ import annotations

import json

from hearts.web.storage.reviews import (
    MAX_CHECKED,
    MAX_ENTRIES,
    MAX_KEPT,
    REVIEWS_SLOT,
    ReviewBook,
    ReviewEntry,
    decode_reviews,
)
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from tests.helpers.reviews import planted_review


def test_kept_reviews_survive_storage_and_trim_old_ones_to_a_summary() -> None:
    review = planted_review()
    book = ReviewBook().marked_checked("m-0")
    for n in range(MAX_KEPT + 3):
        book = book.added(f"m-{n}", 0, "hard" if n % 2 else "easy", review)
    book = book.added("m-0", 0, "easy", review)  # again: replaces, never twice
    assert len(book.entries) == MAX_KEPT + 3
    assert book.find("m-0", 0) == review and book.find("m-1", 0) is None  # the oldest keep only their summary
    assert book.entries[-1].checked and not book.entries[0].checked
    assert abs((book.lost_per_deal() or 0) - review.total_cost) < 1e-9
    assert book.deals("hard") + book.deals("easy") == book.deals()
    again = decode_reviews(json.loads(json.dumps(book.to_data())))
    assert again.partial is None and [e.match_id for e in again.value.entries] == [e.match_id for e in book.entries]
    assert again.value.find("m-0", 0) is not None
    data = book.to_data()
    data["entries"][0]["lost"] = "a lot"
    damaged = decode_reviews(data)
    assert damaged.partial == "1 of your reviewed deals could not be read, so they are left out."
    assert len(damaged.value.entries) == len(book.entries) - 1


def test_the_statistics_read_points_lost_by_level_and_the_latest_deals() -> None:
    book = ReviewBook(
        tuple(ReviewEntry(f"m-{n}", n % 3, "easy" if n < 3 else "expert", float(n), False) for n in range(5))
    )
    assert book.deals() == 5 and book.deals("easy") == 3 and book.deals("hard") == 0
    assert book.lost_per_deal("easy") == 1.0 and book.lost_per_deal("expert") == 3.5
    assert book.lost_per_deal("hard") is None and ReviewBook().lost_per_deal() is None
    assert [entry.match_id for entry in book.recent(2)] == ["m-3", "m-4"]
    assert book.find("m-4", 1) is None  # a summary only: the deal is reviewed again if asked


def test_the_checker_marks_are_kept_once_and_bounded() -> None:
    book = ReviewBook()
    for n in range(MAX_CHECKED + 5):
        book = book.marked_checked(f"m-{n}")
    assert book.marked_checked("m-10") is book
    assert len(book.checked) == MAX_CHECKED and not book.was_checked("m-0") and book.was_checked(f"m-{MAX_CHECKED}")
    data = {"entries": [], "checked": ["m-1", 5, None, "x" * 81, "m-2"]}
    assert decode_reviews(data).value.checked == ("m-1", "m-2")
    assert decode_reviews({"entries": []}).value.checked == ()


def test_each_bad_entry_is_left_out_on_its_own_and_a_damaged_review_keeps_its_summary() -> None:
    good = ReviewEntry("m-1", 0, "hard", 2.5, True).to_data()
    entries = [
        good,
        {**good, "match": 7},
        {**good, "deal": True},
        {**good, "deal": 1000},
        {**good, "level": "grandmaster"},
        {**good, "lost": -1},
        {**good, "lost": float("inf")},
        "not an entry",
        {**good, "deal": 1, "review": {"decisions": "broken"}},
    ]
    decoded = decode_reviews({"entries": entries, "checked": []})
    assert decoded.partial == "7 of your reviewed deals could not be read, so they are left out."
    kept = decoded.value.entries
    assert [(e.match_id, e.deal, e.level, e.lost, e.checked) for e in kept] == [
        ("m-1", 0, "hard", 2.5, True),
        ("m-1", 1, "hard", 2.5, True),
    ]
    assert kept[1].review is None  # the summary counts; the deal is reviewed again if asked
    many = decode_reviews({"entries": [good] * (MAX_ENTRIES + 10)}).value
    assert len(many.entries) == MAX_ENTRIES


def test_reviews_from_a_newer_version_or_in_another_form_are_set_aside() -> None:
    store = MemoryStore({REVIEWS_SLOT.key: json.dumps({"version": REVIEWS_SLOT.version + 1, "data": {}})})
    loaded = Storage(store).load(REVIEWS_SLOT)
    assert loaded.value == ReviewBook() and loaded.problem is not None
    assert loaded.problem.startswith("Your reviewed deals came from a newer version of this game")
    assert store.data["hearts.backup.reviews.1"].startswith('{"version"')
    store = MemoryStore({REVIEWS_SLOT.key: json.dumps({"version": 1, "data": ["not", "a", "book"]})})
    loaded = Storage(store).load(REVIEWS_SLOT)
    assert loaded.value == ReviewBook() and "not in the expected form" in (loaded.problem or "")
    book = ReviewBook((ReviewEntry("m-1", 0, "easy", 1.25, False),), ("m-1",))
    storage = Storage(MemoryStore())
    assert storage.save(REVIEWS_SLOT, book) is None
    assert storage.load(REVIEWS_SLOT).value == book
