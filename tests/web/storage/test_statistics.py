"""Statistics: counts from finished and abandoned matches, once each, in total and per difficulty."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import Match, Rules
from hearts.cards import QUEEN_OF_SPADES
from hearts.web.storage.slots import MemoryStore, StoredDataError
from hearts.web.storage.statistics import MAX_COUNTED_IDS, Statistics, Tally, decode_statistics, encode_statistics
from hearts.web.storage.store import Storage
from tests.helpers.matches import play_match


def find_match(won: bool, start: int = 1) -> Match:
    """A random-play match that South wins (or loses)."""
    for game in range(start, start + 400):
        match = play_match(game, seed=game)
        if (0 in match.winners) == won:
            return match
    raise AssertionError("no such match found")


@dataclass
class FakeRound:
    """Just what the statistics read from a round."""

    is_over: bool = True
    points: tuple[int, ...] = (0, 0, 0, 0)
    moon_shooter: int | None = None
    taken: tuple[int, ...] = (0, 0, 0, 0)

    def taken_mask(self, seat: int) -> int:
        return self.taken[seat]


@dataclass
class FakeMatch:
    rounds: list[FakeRound] = field(default_factory=list)
    is_over: bool = True
    winners: tuple[int, ...] = ()
    totals: tuple[int, ...] = (0, 0, 0, 0)
    rules: Rules = field(default_factory=Rules)


def test_empty_statistics() -> None:
    stats = Statistics()
    for tally in (stats.total, *(stats.tally(d) for d in ("easy", "medium", "hard", "expert"))):
        assert tally == Tally()
        assert tally.win_rate is None and tally.average_points is None and tally.lowest_score is None


def test_a_finished_match_is_counted_in_total_and_its_difficulty() -> None:
    match = play_match(5)
    stats = Statistics().record_finished(match, "hard", "5-1-1")
    for tally in (stats.total, stats.tally("hard")):
        assert tally.played == 1
        assert tally.won == (0 in match.winners)
        assert tally.lowest_score == match.totals[0]
        assert tally.deals == len(match.rounds)
        assert tally.points == sum(rnd.points[0] for rnd in match.rounds) == match.totals[0]
        assert tally.queens == sum(bool(rnd.taken_mask(0) & QUEEN_OF_SPADES.mask) for rnd in match.rounds)
        assert tally.moons == sum(rnd.moon_shooter == 0 for rnd in match.rounds)
        assert tally.average_points == pytest.approx(match.totals[0] / len(match.rounds))
    assert stats.tally("easy") == Tally() and stats.tally("medium") == Tally()


def test_counting_twice_changes_nothing() -> None:
    match = play_match(5)
    once = Statistics().record_finished(match, "medium", "5-1-1")
    assert once.record_finished(match, "medium", "5-1-1") is once
    assert once.record_abandoned(match, "medium", "5-1-1") is once
    twice = once.record_finished(match, "medium", "5-2-2")
    assert twice.total.played == 2, "the same game number played again is another match"


def test_unfinished_match_is_not_counted_as_finished() -> None:
    match = play_match(5, stop_after=20)
    assert Statistics().record_finished(match, "medium", "5-1-1") == Statistics()


def test_wins_losses_streaks_and_win_rate() -> None:
    win, loss = find_match(True), find_match(False)
    stats = Statistics()
    sequence = [win, win, loss, win, win, win, loss]
    for number, match in enumerate(sequence):
        stats = stats.record_finished(match, "easy", f"m-{number}")
    total = stats.total
    assert total.played == 7 and total.won == 5
    assert total.win_rate == pytest.approx(5 / 7)
    assert total.best_streak == 3 and total.current_streak == 0
    assert total.lowest_score == min(win.totals[0], loss.totals[0])
    stats = stats.record_finished(win, "medium", "m-7")
    assert stats.total.current_streak == 1
    assert stats.tally("medium").current_streak == 1 and stats.tally("easy").current_streak == 0


def test_shared_win_counts_as_won() -> None:
    fake = FakeMatch([FakeRound(points=(10, 20, 10, 30))], winners=(0, 2), totals=(50, 100, 50, 120))
    stats = Statistics().record_finished(fake, "medium", "a")  # type: ignore[arg-type]
    assert stats.total.won == 1 and stats.total.lowest_score == 50


def test_moons_and_queens_and_points_per_deal() -> None:
    qs = QUEEN_OF_SPADES.mask
    fake = FakeMatch(
        [
            FakeRound(points=(0, 26, 26, 26), moon_shooter=0, taken=(0xFFFF, 0, 0, 0)),
            FakeRound(points=(13, 0, 13, 0), taken=(qs, 0, 0, 0)),
            FakeRound(points=(5, 0, 21, 0)),
            FakeRound(is_over=False, points=(7, 0, 0, 0), taken=(qs, 0, 0, 0)),
        ],
        winners=(0,),
        totals=(18, 100, 60, 26),
    )
    tally = Statistics().record_finished(fake, "expert", "a").total  # type: ignore[arg-type]
    assert (tally.moons, tally.queens, tally.deals, tally.points) == (1, 1, 3, 18)
    assert tally.average_points == 6


def test_negative_final_scores_are_lowest() -> None:
    fake = FakeMatch([FakeRound(points=(-26, 0, 0, 0), moon_shooter=0)], winners=(0,), totals=(-26, 100, 104, 101))
    tally = Statistics().record_finished(fake, "easy", "a").total  # type: ignore[arg-type]
    assert tally.lowest_score == -26
    assert Tally.from_data(json.loads(json.dumps(tally.to_data()))) == tally


def test_abandoned_counts_as_played_not_won_and_ends_the_streak() -> None:
    win = find_match(True)
    stats = Statistics().record_finished(win, "medium", "w")
    assert stats.total.current_streak == 1
    left = play_match(9, stop_after=4 + 52 + 2)
    stats = stats.record_abandoned(left, "medium", "left")
    assert stats.total.played == 2 and stats.total.won == 1
    assert stats.total.current_streak == 0 and stats.total.best_streak == 1
    assert stats.total.deals == len(win.rounds) + 1
    assert stats.total.lowest_score == win.totals[0]
    assert stats.has_counted("left")


def test_abandoning_before_acting_counts_nothing() -> None:
    match = Match(9)
    match.round.pass_cards(2, match.round.hand(2)[:3])
    assert Statistics().record_abandoned(match, "medium", "x") == Statistics()


def test_abandoning_a_finished_match_counts_it_as_finished() -> None:
    match = play_match(5)
    stats = Statistics().record_abandoned(match, "hard", "z")
    assert stats == Statistics().record_finished(match, "hard", "z")


def test_unknown_difficulty_is_not_counted() -> None:
    match = play_match(5)
    assert Statistics().record_finished(match, "legendary", "z") == Statistics()  # type: ignore[arg-type]


def test_counted_ids_are_bounded() -> None:
    match = play_match(5)
    stats = Statistics()
    for number in range(MAX_COUNTED_IDS + 5):
        stats = stats.record_finished(match, "easy", f"id-{number}")
    assert len(stats.counted) == MAX_COUNTED_IDS
    assert stats.has_counted(f"id-{MAX_COUNTED_IDS + 4}") and not stats.has_counted("id-0")
    assert stats.total.played == MAX_COUNTED_IDS + 5


def test_reset_zeroes_counts_but_remembers_counted_matches() -> None:
    match = play_match(5)
    stats = Statistics().record_finished(match, "easy", "a").reset()
    assert stats.total == Tally() and stats.tally("easy") == Tally()
    assert stats.record_finished(match, "easy", "a").total.played == 0


def test_round_trip_through_storage() -> None:
    stats = Statistics()
    for number, game in enumerate((5, 6, 7)):
        stats = stats.record_finished(play_match(game, seed=number), ("easy", "hard", "hard")[number], f"g{number}")
    store = MemoryStore()
    from hearts.web.storage.statistics import STATISTICS_SLOT

    Storage(store).save(STATISTICS_SLOT, stats)
    loaded = Storage(store).load(STATISTICS_SLOT)
    assert loaded.problem is None and loaded.value == stats


def good_data() -> dict[str, object]:
    stats = Statistics().record_finished(find_match(True), "hard", "g")
    return json.loads(json.dumps(encode_statistics(stats)))  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("change", "group"),
    [
        (lambda d: d["difficulty"]["hard"].update(played="1"), "hard games"),
        (lambda d: d["difficulty"]["hard"].update(won=5), "hard games"),
        (lambda d: d["difficulty"]["hard"].update(moons=99), "hard games"),
        (lambda d: d["difficulty"]["hard"].update(played=-1), "hard games"),
        (lambda d: d["difficulty"]["hard"].update(moons=True), "hard games"),
        (lambda d: d["difficulty"]["hard"].update(deals=1.5), "hard games"),
        (lambda d: d["difficulty"]["hard"].pop("queens"), "hard games"),
        (lambda d: d["difficulty"].update(hard=[]), "hard games"),
        (lambda d: d["total"].update(best_streak=10**20), "all games"),
        (lambda d: d["total"].update(current_streak=1, best_streak=0), "all games"),
        (lambda d: d["total"].update(lowest_score=None), "all games"),
    ],
)
def test_a_damaged_group_starts_again_on_its_own(change, group: str) -> None:  # type: ignore[no-untyped-def]
    data = good_data()
    change(data)
    decoded = decode_statistics(data)
    assert decoded.partial is not None and group in decoded.partial
    assert decoded.partial.endswith("so those start again from zero.")
    kept = "all games" if group != "all games" else "hard games"
    assert kept not in decoded.partial
    if group == "hard games":
        assert decoded.value.tally("hard") == Tally()
        assert decoded.value.total.played == 1
    else:
        assert decoded.value.total == Tally()
        assert decoded.value.tally("hard").played == 1


def test_missing_groups_are_zero_without_complaint() -> None:
    data = good_data()
    del data["difficulty"]["easy"]  # type: ignore[attr-defined]
    decoded = decode_statistics(data)
    assert decoded.partial is None and decoded.value.tally("easy") == Tally()


def test_statistics_that_are_not_an_object_are_refused() -> None:
    with pytest.raises(StoredDataError):
        decode_statistics([1, 2])


def test_counted_ids_keep_only_strings() -> None:
    data = good_data()
    data["counted"] = ["a", 3, None, "b", "x" * 500]
    assert decode_statistics(data).value.counted == ("a", "b")


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
        lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=5),
        max_leaves=30,
    )
)
def test_decoding_any_json_gives_statistics_or_a_clean_refusal(data: object) -> None:
    try:
        decoded = decode_statistics(data)
    except StoredDataError:
        return
    assert isinstance(decoded.value, Statistics)
    for tally in (decoded.value.total, *decoded.value.by_difficulty.values()):
        assert 0 <= tally.won <= tally.played


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["played", "won", "lowest_score", "current_streak", "best_streak", "moons", "queens", "deals"]),
        st.integers(-3, 5) | st.none(),
    )
)
def test_any_tally_that_loads_is_consistent(values: dict[str, object]) -> None:
    data = {**Tally().to_data(), **values}
    try:
        tally = Tally.from_data(data)
    except StoredDataError:
        return
    assert tally.won <= tally.played and tally.current_streak <= tally.best_streak <= tally.won
    assert tally.moons <= tally.deals and tally.queens <= tally.deals
