"""Your puzzle progress as the browser keeps it: the rating and its history, results, streaks, themes, the pass, the
puzzle of the day, your own mistakes by spaced repetition; its stored form, read back or refused with its fault."""

from __future__ import annotations

import copy
import json
import math
import random
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, get_args

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.puzzles.choose import next_puzzle
from hearts.puzzles.rating import NEW_PLAYER, Rating, update
from hearts.web.storage.problems import REASONS, Problem, StoredFault, problem
from hearts.web.storage.puzzle_progress import (
    FIRST_WAIT,
    MAX_ATTEMPTS,
    MAX_HISTORY,
    MAX_OWN,
    PUZZLES_SLOT,
    PUZZLES_VERSION,
    RIGHT_TO_RETIRE,
    WAIT_AFTER_MISS,
    WAIT_AFTER_RIGHT,
    Attempt,
    DailyResult,
    OwnPuzzle,
    PuzzleProgress,
    RatingPoint,
    ThemeTally,
    decode_puzzle_progress,
    due_today,
    encode_puzzle_progress,
    read_day,
    read_rating,
)
from hearts.web.storage.slots import MemoryStore, StoredDataError, backup_key
from hearts.web.storage.store import Storage
from hearts.words.catalog import gettext

DAY = date(2026, 12, 7)


@dataclass(frozen=True)
class Puzzle:
    id: str
    rating: float
    themes: frozenset[str] = frozenset()


def after(days: int) -> date:
    return DAY + timedelta(days=days)


def stored(data: object) -> object:
    """``data`` as it comes back from the browser's storage: through JSON text."""
    return json.loads(json.dumps(data))


def a_full_progress() -> PuzzleProgress:
    """Progress with something in every part."""
    progress = PuzzleProgress()
    for n, right in enumerate((True, True, False, True)):
        progress = progress.answered(
            Puzzle(f"p{n % 3}", 1450.0 + 40 * n, frozenset({"duck", "queen"} if n else {"duck"})), right, after(n)
        )
    progress = (
        progress.with_done({"p0", "p1", "p2"}).daily_answered(DAY, "p9", True).daily_answered(after(1), "p8", False)
    )
    progress = progress.mistake_added("m1/0/12", {"record": "…", "seat": 0}, DAY).mistake_added(
        "m1/1/3", None, after(1)
    )
    return progress.mistake_answered("m1/0/12", False, after(3))


# ------------------------------------------------------------------------------------------ answering puzzles


def test_a_new_player_starts_in_the_middle_with_nothing_done() -> None:
    progress = PuzzleProgress()
    assert progress.rating == NEW_PLAYER
    assert (progress.history, dict(progress.results), progress.streak, progress.best_streak) == ((), {}, 0, 0)
    assert (dict(progress.themes), progress.done, dict(progress.daily), progress.own) == ({}, frozenset(), {}, ())


def test_an_answer_moves_the_rating_and_is_kept_in_its_history_and_the_puzzles_results() -> None:
    puzzle = Puzzle("p1", 1600.0, frozenset({"duck"}))
    right = PuzzleProgress().answered(puzzle, True, DAY)
    wrong = PuzzleProgress().answered(puzzle, False, DAY)
    assert right.rating == update(NEW_PLAYER, 1600.0, True) and right.rating.value > NEW_PLAYER.value
    assert wrong.rating.value < NEW_PLAYER.value
    assert right.history == (RatingPoint(DAY, round(right.rating.value, 1)),)
    assert right.attempts("p1") == (Attempt(DAY, True),) and wrong.attempts("p1") == (Attempt(DAY, False),)
    again = right.answered(puzzle, False, after(1))
    assert again.attempts("p1") == (Attempt(DAY, True), Attempt(after(1), False))
    assert [point.day for point in again.history] == [DAY, after(1)]
    assert again.rating == update(right.rating, 1600.0, False)


def test_the_streak_counts_right_answers_in_a_row_and_the_best_is_kept() -> None:
    progress = PuzzleProgress()
    seen = []
    for right in (True, True, False, True, True, True, False):
        progress = progress.answered(Puzzle("p", 1500.0), right, DAY)
        seen.append((progress.streak, progress.best_streak))
    assert seen == [(1, 1), (2, 2), (0, 2), (1, 2), (2, 2), (3, 3), (0, 3)]


def test_each_theme_of_a_puzzle_counts_it_tried_and_right() -> None:
    progress = PuzzleProgress()
    progress = progress.answered(Puzzle("a", 1500.0, frozenset({"duck", "queen"})), True, DAY)
    progress = progress.answered(Puzzle("b", 1500.0, frozenset({"duck"})), False, DAY)
    progress = progress.answered(Puzzle("c", 1500.0), True, DAY)  # no theme: counted nowhere
    assert dict(progress.themes) == {"duck": ThemeTally(2, 1), "queen": ThemeTally(1, 1)}


def test_the_results_keep_the_puzzles_last_answered_and_their_newest_attempts() -> None:
    progress = PuzzleProgress()
    for n in range(MAX_ATTEMPTS + 5):
        progress = progress.answered(Puzzle("a", 1500.0), n % 2 == 0, after(n))
    progress = progress.answered(Puzzle("b", 1500.0), True, DAY).answered(Puzzle("a", 1500.0), True, DAY)
    assert list(progress.results) == ["b", "a"]  # the last answered last
    assert len(progress.attempts("a")) == MAX_ATTEMPTS and progress.attempts("a")[-1] == Attempt(DAY, True)
    assert progress.attempts("a")[0] == Attempt(after(6), True)


def test_the_history_keeps_its_newest_points() -> None:
    progress = PuzzleProgress()
    for n in range(MAX_HISTORY + 3):
        progress = progress.answered(Puzzle("a", 1500.0), n % 2 == 0, after(n))
    assert len(progress.history) == MAX_HISTORY and progress.history[-1].day == after(MAX_HISTORY + 2)


def test_the_pass_is_kept_for_choosing_so_no_puzzle_comes_twice_across_visits() -> None:
    puzzles = [Puzzle(f"p{n}", 1300.0 + 25 * n, frozenset({"duck"} if n % 2 else {"queen"})) for n in range(12)]
    store = MemoryStore()
    rng = random.Random(5)
    seen = []
    for n in range(len(puzzles)):
        progress = Storage(store).load(PUZZLES_SLOT).value  # a new visit each time
        pick = next_puzzle(puzzles, progress.rating.value, progress.done, rng)
        puzzle = next(p for p in puzzles if p.id == pick.puzzle_id)
        progress = progress.answered(puzzle, n % 3 != 0, DAY).with_done(pick.done)
        assert Storage(store).save(PUZZLES_SLOT, progress) is None
        seen.append(pick.puzzle_id)
    assert sorted(seen) == sorted(p.id for p in puzzles)
    assert Storage(store).load(PUZZLES_SLOT).value.done == frozenset(seen)


# ------------------------------------------------------------------------------------------- the puzzle of the day


def test_the_puzzle_of_the_day_keeps_the_first_answer_of_each_day() -> None:
    progress = PuzzleProgress().daily_answered(DAY, "p1", False).daily_answered(DAY, "p1", True)
    progress = progress.daily_answered(after(1), "p2", True)
    assert dict(progress.daily) == {DAY: DailyResult("p1", False), after(1): DailyResult("p2", True)}


# ------------------------------------------------------------------------------------- your own mistakes, again


def test_a_mistake_comes_back_after_a_few_days_again_soon_after_a_miss_and_retires_after_two_right() -> None:
    progress = PuzzleProgress().mistake_added("m", {"seat": 2}, DAY)
    (entry,) = progress.own
    assert entry == OwnPuzzle("m", {"seat": 2}, DAY, after(FIRST_WAIT), 0)
    assert progress.mistakes_due(after(FIRST_WAIT - 1)) == []
    assert progress.mistakes_due(after(FIRST_WAIT)) == [entry]
    assert progress.mistakes_due(after(FIRST_WAIT + 5)) == [entry]  # still due until answered
    missed = progress.mistake_answered("m", False, after(4))
    assert missed.own[0].due == after(4 + WAIT_AFTER_MISS) and missed.own[0].right == 0
    assert missed.mistakes_due(after(4)) == [] and len(missed.mistakes_due(after(5))) == 1
    once = missed.mistake_answered("m", True, after(5))
    assert once.own[0].due == after(5 + WAIT_AFTER_RIGHT) and once.own[0].right == 1 and not once.own[0].retired
    assert once.mistakes_due(after(11)) == [] and len(once.mistakes_due(after(12))) == 1
    twice = once.mistake_answered("m", True, after(12))
    assert twice.own[0].right == RIGHT_TO_RETIRE and twice.own[0].retired
    assert twice.mistakes_due(after(400)) == []
    assert twice.own[0].puzzle == {"seat": 2}  # kept, as it came


def test_a_mistake_is_added_once_and_an_unknown_one_answered_changes_nothing() -> None:
    progress = PuzzleProgress().mistake_added("m", 1, DAY)
    assert progress.mistake_added("m", 2, after(1)) is progress
    assert progress.mistake_answered("other", True, DAY) == progress


def test_the_mistakes_due_come_longest_overdue_first() -> None:
    own = [
        OwnPuzzle("late", None, after(-9), after(-2)),
        OwnPuzzle("later", None, after(-5), after(-4)),
        OwnPuzzle("today", None, after(-3), DAY),
        OwnPuzzle("tomorrow", None, after(-2), after(1)),
        OwnPuzzle("retired", None, after(-20), after(-10), RIGHT_TO_RETIRE),
    ]
    assert [entry.key for entry in due_today(own, DAY)] == ["later", "late", "today"]


def test_room_for_new_mistakes_is_made_by_the_retired_first() -> None:
    progress = PuzzleProgress()
    for n in range(MAX_OWN):
        progress = progress.mistake_added(f"m{n}", None, DAY)
    for key in ("m5", "m7"):
        for _ in range(RIGHT_TO_RETIRE):
            progress = progress.mistake_answered(key, True, after(3))
    progress = progress.mistake_added("new1", None, after(4)).mistake_added("new2", None, after(4))
    keys = [entry.key for entry in progress.own]
    assert len(keys) == MAX_OWN and "m5" not in keys and "m7" not in keys and keys[-2:] == ["new1", "new2"]
    progress = progress.mistake_added("new3", None, after(5))
    assert progress.own[0].key == "m1"  # then the oldest


# --------------------------------------------------------------------------------------------- the stored form


def test_the_stored_form_reads_back_whole() -> None:
    progress = a_full_progress()
    decoded = decode_puzzle_progress(stored(encode_puzzle_progress(progress)))
    assert decoded.partial is None and decoded.value == progress
    assert list(decoded.value.results) == list(progress.results)


def test_it_is_kept_in_its_slot_at_this_version_and_read_back() -> None:
    store = MemoryStore()
    progress = a_full_progress()
    assert Storage(store).save(PUZZLES_SLOT, progress) is None
    envelope = json.loads(store.data["hearts.puzzles"])
    assert envelope["version"] == PUZZLES_VERSION == 1
    loaded = Storage(store).load(PUZZLES_SLOT)
    assert loaded.found and loaded.problem is None and loaded.value == progress


STORED_AT_VERSION_1 = (
    '{"version":1,"data":{"rating":{"value":1651.1,"deviation":165.2,"volatility":0.06},'
    '"streak":{"current":1,"best":2},"history":[["2026-12-07",1651.9],["2026-12-10",1651.1]],'
    '"results":{"p1":[["2026-12-08",true]],"p0":[["2026-12-07",true],["2026-12-10",false]]},'
    '"themes":{"duck":{"tried":4,"right":3}},"done":["p0","p1"],'
    '"daily":{"2026-12-07":{"puzzle":"p9","right":true}},'
    '"own":[{"key":"m1/0/12","puzzle":{"seat":0},"added":"2026-12-07","due":"2026-12-11","right":1}]}}'
)
"""Text as version 1 writes it: every later version of the game must read it (or upgrade it) as this."""


def test_text_kept_by_version_1_reads_back_as_it_was_meant() -> None:
    loaded = Storage(MemoryStore({PUZZLES_SLOT.key: STORED_AT_VERSION_1})).load(PUZZLES_SLOT)
    assert loaded.found and loaded.problem is None
    assert loaded.value == PuzzleProgress(
        rating=Rating(1651.1, 165.2, 0.06),
        history=(RatingPoint(DAY, 1651.9), RatingPoint(after(3), 1651.1)),
        results={"p1": (Attempt(after(1), True),), "p0": (Attempt(DAY, True), Attempt(after(3), False))},
        streak=1,
        best_streak=2,
        themes={"duck": ThemeTally(4, 3)},
        done=frozenset({"p0", "p1"}),
        daily={DAY: DailyResult("p9", True)},
        own=(OwnPuzzle("m1/0/12", {"seat": 0}, DAY, after(4), 1),),
    )
    assert list(loaded.value.results) == ["p1", "p0"]


days = st.dates(date(2020, 1, 1), date(2040, 12, 31))
ids = st.text("abcxyz0123/-", min_size=1, max_size=12)
steps = st.one_of(
    st.tuples(
        st.just("answer"), ids, st.floats(400, 2800), st.frozensets(st.sampled_from(["duck", "q"])), st.booleans(), days
    ),
    st.tuples(st.just("daily"), days, ids, st.booleans()),
    st.tuples(st.just("mistake"), ids, st.one_of(st.none(), st.integers(), st.dictionaries(ids, st.text())), days),
    st.tuples(st.just("again"), ids, st.booleans(), days),
    st.tuples(st.just("done"), st.frozensets(ids)),
)


def play(steps_: list[tuple[Any, ...]]) -> PuzzleProgress:
    progress = PuzzleProgress()
    for step in steps_:
        kind, *rest = step
        if kind == "answer":
            puzzle_id, rating, themes, right, day = rest
            progress = progress.answered(Puzzle(puzzle_id, rating, themes), right, day)
        elif kind == "daily":
            progress = progress.daily_answered(*rest)
        elif kind == "mistake":
            progress = progress.mistake_added(*rest)
        elif kind == "again":
            key, right, day = rest
            progress = progress.mistake_answered(key, right, day)
        else:
            progress = progress.with_done(rest[0])
    return progress


@settings(max_examples=150, deadline=None)
@given(st.lists(steps, max_size=30))
def test_any_progress_reads_back_as_it_was(steps_: list[tuple[Any, ...]]) -> None:
    progress = play(steps_)
    decoded = decode_puzzle_progress(stored(encode_puzzle_progress(progress)))
    assert decoded.partial is None and decoded.value == progress


def test_a_newer_version_is_refused_in_words_and_kept_as_a_backup() -> None:
    text = json.dumps({"version": PUZZLES_VERSION + 1, "data": {"anything": 1}})
    store = MemoryStore({PUZZLES_SLOT.key: text})
    loaded = Storage(store).load(PUZZLES_SLOT)
    assert loaded.value == PuzzleProgress() and not loaded.found
    assert loaded.problem is not None and loaded.problem.startswith(gettext(problem("puzzles", "newer")))
    assert store.data[backup_key("puzzles", 1)] == text and PUZZLES_SLOT.key not in store.data


def damaged(change: str) -> object:
    data: Any = stored(encode_puzzle_progress(a_full_progress()))
    exec(change, {"math": math}, {"data": data})
    return data


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        ("data.clear(); data['x'] = []", "rating-damaged"),
        ("data['rating'] = 1500", "rating-damaged"),
        ("data['rating']['value'] = 'high'", "rating-damaged"),
        ("data['rating']['value'] = True", "rating-damaged"),
        ("data['rating']['value'] = math.nan", "rating-damaged"),
        ("data['rating']['value'] = 1e9", "rating-damaged"),
        ("data['rating']['deviation'] = 0", "rating-damaged"),
        ("data['rating']['volatility'] = -0.06", "rating-damaged"),
        ("del data['rating']['volatility']", "rating-damaged"),
        ("del data['streak']", "count-not-whole"),
        ("data['streak']['current'] = 1.5", "count-not-whole"),
        ("data['streak']['best'] = -1", "count-out-of-range"),
        ("data['streak'] = {'current': 4, 'best': 3}", "counts-disagree"),
        ("data['history'] = {}", "entries-wrong-form"),
        ("data['results'] = []", "entries-wrong-form"),
        ("del data['themes']", "entries-wrong-form"),
        ("data['done'] = 'p1'", "entries-wrong-form"),
        ("data['daily'] = None", "entries-wrong-form"),
        ("data['own'] = {}", "entries-wrong-form"),
    ],
)
def test_what_cannot_be_trusted_as_a_whole_is_refused_with_its_fault(change: str, fault: StoredFault) -> None:
    with pytest.raises(StoredDataError) as refused:
        decode_puzzle_progress(damaged(change))
    assert refused.value.fault == fault
    assert fault in REASONS


@pytest.mark.parametrize("data", [[], "progress", 3, None])
def test_stored_data_that_is_no_object_is_in_the_wrong_form(data: object) -> None:
    with pytest.raises(StoredDataError) as refused:
        decode_puzzle_progress(data)
    assert refused.value.fault == "wrong-form"


def test_a_refused_progress_is_worded_kept_as_a_backup_and_started_afresh() -> None:
    text = json.dumps({"version": 1, "data": damaged("data['rating']['deviation'] = -5")})
    store = MemoryStore({PUZZLES_SLOT.key: text})
    storage = Storage(store)
    loaded = storage.load(PUZZLES_SLOT)
    assert loaded.value == PuzzleProgress() and not loaded.found
    reason = gettext(REASONS["rating-damaged"])
    assert loaded.problem is not None and loaded.problem.startswith(
        gettext(problem("puzzles", "unreadable", reason=reason))
    )
    assert "the puzzles start afresh" in loaded.problem and storage.take_notices() == [loaded.problem]
    assert store.data[backup_key("puzzles", 1)] == text and PUZZLES_SLOT.key not in store.data


@pytest.mark.parametrize(
    ("change", "left_out"),
    [
        ("data['history'][0] = ['2026-13-01', 1500.0]", 1),
        ("data['history'][1][1] = 'x'; data['history'].append(7)", 2),
        ("data['results']['p0'][0][1] = 'yes'", 1),
        ("data['results']['p1'] = 'right'", 1),
        ("data['results'][''] = [['2026-12-07', True]]", 1),
        ("data['themes']['duck'] = {'tried': 1, 'right': 2}", 1),
        ("data['themes']['queen'] = {'tried': '3', 'right': 2}", 1),
        ("data['done'].extend([5, '', None])", 3),
        ("data['daily']['2026-02-30'] = {'puzzle': 'p', 'right': True}", 1),
        ("data['daily']['2026-12-07']['right'] = 1", 1),
        ("data['own'][0]['due'] = 'soon'", 1),
        ("data['own'][1]['right'] = 3; del data['own'][0]['puzzle']", 2),
    ],
)
def test_an_entry_that_cannot_be_read_is_left_out_and_the_rest_kept(change: str, left_out: int) -> None:
    data = damaged(change)
    decoded = decode_puzzle_progress(data)
    whole = a_full_progress()
    assert decoded.value.rating == whole.rating and decoded.value.best_streak == whole.best_streak
    assert decoded.partial is not None and decoded.partial.startswith(f"{left_out} ")
    assert "could not be read" in decoded.partial
    again = decode_puzzle_progress(stored(encode_puzzle_progress(decoded.value)))
    assert again.partial is None and again.value == decoded.value  # what is left reads back whole


def test_a_progress_with_entries_left_out_is_saved_cleaned_and_the_old_text_kept() -> None:
    text = json.dumps({"version": 1, "data": damaged("data['history'][0] = ['someday', 1500.0]")})
    store = MemoryStore({PUZZLES_SLOT.key: text})
    loaded = Storage(store).load(PUZZLES_SLOT)
    assert loaded.found and loaded.problem is not None and "A copy of the old data was kept." in loaded.problem
    assert len(loaded.value.history) == len(a_full_progress().history) - 1
    assert store.data[backup_key("puzzles", 1)] == text
    assert Storage(store).load(PUZZLES_SLOT).problem is None


@pytest.mark.parametrize(
    ("read", "raw", "fault"),
    [
        (Attempt.from_data, ["2026-12-07", "yes"], "entry-no-result"),
        (Attempt.from_data, {"day": "2026-12-07"}, "entry-not-an-object"),
        (RatingPoint.from_data, ["2026-02-30", 1500.0], "entry-no-date"),
        (RatingPoint.from_data, ["2026-12-07", None], "entry-no-rating"),
        (ThemeTally.from_data, {"tried": 2, "right": 3}, "counts-disagree"),
        (ThemeTally.from_data, {"tried": 2}, "count-not-whole"),
        (DailyResult.from_data, {"puzzle": "", "right": True}, "entry-no-puzzle"),
        (DailyResult.from_data, {"puzzle": "p", "right": "no"}, "entry-no-result"),
        (OwnPuzzle.from_data, {"key": "m", "added": "2026-12-07", "due": "2026-12-10", "right": 0}, "entry-no-puzzle"),
        (
            OwnPuzzle.from_data,
            {"key": "m", "puzzle": 1, "added": "2026-12-07", "due": "2026-12-10", "right": 3},
            "count-out-of-range",
        ),
        (
            OwnPuzzle.from_data,
            {"key": "m", "puzzle": 1, "added": "20261207", "due": "2026-12-10", "right": 0},
            "entry-no-date",
        ),
        (read_day, "2026-1-7", "entry-no-date"),
        (read_rating, {"value": 1500, "deviation": 20_000, "volatility": 0.06}, "rating-damaged"),
    ],
)
def test_each_entry_names_what_is_wrong_with_it(read: Any, raw: object, fault: StoredFault) -> None:
    with pytest.raises(StoredDataError) as refused:
        read(raw)
    assert refused.value.fault == fault


def test_every_trouble_with_the_puzzle_progress_has_its_own_sentence() -> None:
    """Worded through the catalogs as the other kinds of data are (not the English fallback for unknown data)."""
    for kind in get_args(Problem):
        sentence = problem("puzzles", kind, reason="why")
        assert sentence.startswith("Your ") and "your puzzle progress" in sentence.lower()
    assert problem("puzzles", "unreadable", reason="why") == (
        "Your puzzle progress could not be read (why), so the puzzles start afresh."
    )


def test_the_decoder_does_not_change_what_it_reads() -> None:
    data = stored(encode_puzzle_progress(a_full_progress()))
    before = copy.deepcopy(data)
    decode_puzzle_progress(data)
    assert data == before
