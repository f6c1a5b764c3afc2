"""Storage that cannot be broken: schema versions, backups, throwing stores, tampered saves, two tabs."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts import Match, Rules
from hearts.cards import Card
from hearts.record import GameRecord
from hearts.web.address import AddressRequest
from hearts.web.storage.problems import REASONS
from hearts.web.storage.restore_and_save import Keeper, random_game_number
from hearts.web.storage.saved_game import (
    SAVED_GAME_SLOT,
    SavedGame,
    decode_saved_game,
    make_match_id,
    person_has_acted,
)
from hearts.web.storage.settings import SETTINGS_SLOT, Settings
from hearts.web.storage.slots import MAX_BACKUPS, MemoryStore, StoredDataError, backup_key
from hearts.web.storage.statistics import STATISTICS_SLOT, Statistics
from hearts.web.storage.store import Storage, restore_notice
from hearts.web.table.session import Start, choose_start
from hearts.words.catalog import gettext, use_language
from tests.helpers.matches import play_match

KEYS = (SETTINGS_SLOT.key, STATISTICS_SLOT.key, SAVED_GAME_SLOT.key)


# ------------------------------------------------------------------ helpers


class BrokenStore(MemoryStore):
    """A store whose chosen methods raise, as in private browsing or with a full quota."""

    def __init__(self, data: dict[str, str] | None = None, *, fail: tuple[str, ...] = ("get", "set", "remove")) -> None:
        super().__init__(data)
        self.fail = fail

    def get(self, key: str) -> str | None:
        if "get" in self.fail:
            raise RuntimeError("SecurityError: storage is disabled")
        return super().get(key)

    def set(self, key: str, value: str) -> None:
        if "set" in self.fail:
            raise RuntimeError("QuotaExceededError")
        super().set(key, value)

    def remove(self, key: str) -> None:
        if "remove" in self.fail:
            raise RuntimeError("SecurityError")
        super().remove(key)


def envelope(data: object, version: int = 1) -> str:
    return json.dumps({"version": version, "data": data})


def state(match: Match) -> tuple[object, ...]:
    rnd = match.round
    return (
        match.game_number,
        match.totals,
        len(match.rounds),
        rnd.phase,
        rnd.cards_played,
        [rnd.hand(seat) for seat in range(4)],
        [rnd.passed(seat) for seat in range(4)],
        rnd.to_play,
    )


# ------------------------------------------------------------ generic slots


def test_missing_key_gives_default_and_no_problem() -> None:
    storage = Storage(MemoryStore())
    loaded = storage.load(SETTINGS_SLOT)
    assert loaded.value == Settings()
    assert loaded.problem is None
    assert not loaded.found
    assert storage.take_notices() == []


def test_values_round_trip_through_their_keys() -> None:
    store = MemoryStore()
    storage = Storage(store)
    settings = Settings(table="purple", sounds=False, rules=Rules.preset("omnibus"), animation="fast")
    assert storage.save(SETTINGS_SLOT, settings) is None
    assert set(store.data) == {"hearts.settings"}
    stored = json.loads(store.data["hearts.settings"])
    assert stored["version"] == 1
    loaded = Storage(store).load(SETTINGS_SLOT)
    assert loaded.value == settings
    assert loaded.found and loaded.problem is None


@pytest.mark.parametrize(
    "raw",
    [
        "{not json",
        "",
        "null",
        "[]",
        '"text"',
        "42",
        '{"version": 1}',
        '{"data": {}}',
        '{"version": "1", "data": {}}',
        '{"version": true, "data": {}}',
        '{"version": 0, "data": {}}',
        '{"version": -3, "data": {}}',
        '{"version": 1.5, "data": {}}',
        "[" * 100_000,
        '{"version": 1, "data": ' + "9" * 5000 + "}",
    ],
)
def test_unreadable_text_is_backed_up_reported_once_and_replaced_by_defaults(raw: str) -> None:
    store = MemoryStore({STATISTICS_SLOT.key: raw})
    storage = Storage(store)
    loaded = storage.load(STATISTICS_SLOT)
    assert loaded.value == Statistics()
    assert loaded.problem is not None
    assert loaded.problem.startswith("Your statistics could not be read")
    assert "A copy of the old data was kept." in loaded.problem
    assert store.data[backup_key("statistics", 1)] == raw
    assert STATISTICS_SLOT.key not in store.data
    assert storage.take_notices() == [loaded.problem]
    again = Storage(store).load(STATISTICS_SLOT)
    assert again.problem is None, "the notice is given once: the bad data has moved to its backup"


def test_data_from_a_newer_version_is_kept_aside_not_read() -> None:
    raw = envelope({"table": "gold", "hologram": True}, version=7)
    store = MemoryStore({SETTINGS_SLOT.key: raw})
    loaded = Storage(store).load(SETTINGS_SLOT)
    assert loaded.value == Settings()
    assert loaded.problem == (
        "Your settings came from a newer version of this game, so they are back to their defaults."
        " A copy of the old data was kept."
    )
    assert store.data[backup_key("settings", 1)] == raw


def test_an_older_version_is_upgraded_by_the_slots_upgrade_steps() -> None:
    from dataclasses import replace

    slot = replace(
        SETTINGS_SLOT, version=2, older={1: lambda data: {**data, "table": "blue"} if isinstance(data, dict) else data}
    )
    store = MemoryStore({slot.key: envelope({"sounds": False}, version=1)})
    loaded = Storage(store).load(slot)
    assert loaded.value == Settings(table="blue", sounds=False)
    missing_step = replace(SETTINGS_SLOT, version=3)
    store = MemoryStore({slot.key: envelope({"sounds": False}, version=1)})
    assert "old form" in (Storage(store).load(missing_step).problem or "")


def test_backups_keep_the_latest_few_and_drop_the_oldest() -> None:
    store = MemoryStore()
    storage = Storage(store)
    for number in range(MAX_BACKUPS + 2):
        store.data[STATISTICS_SLOT.key] = f"bad {number}"
        assert storage.load(STATISTICS_SLOT).problem is not None
    assert storage.backups("statistics") == [f"bad {n}" for n in range(2, MAX_BACKUPS + 2)]
    assert [key for key in store.data if key.startswith("hearts.backup.")] == [
        backup_key("statistics", n) for n in range(1, MAX_BACKUPS + 1)
    ]


def test_each_problem_is_told_once_per_page_load() -> None:
    storage = Storage(BrokenStore(fail=("set",)))
    first = storage.save(SETTINGS_SLOT, Settings())
    second = storage.save(SETTINGS_SLOT, Settings(sounds=False))
    assert first == second
    assert first is not None and "would not let the game save your settings" in first
    assert storage.take_notices() == [first]
    assert storage.take_notices() == []


def test_a_store_that_throws_on_everything_still_gives_defaults() -> None:
    keeper = Keeper(BrokenStore())
    restored = keeper.restore()
    assert restored.settings == Settings()
    assert restored.statistics == Statistics()
    assert restored.saved_game is None and restored.match is None
    assert restored.notice is not None
    assert "would not let the game read your settings" in restored.notice
    assert "your statistics" in restored.notice and "your game in progress" in restored.notice
    keeper.save_settings(Settings(sounds=False))
    notice = keeper.take_notice()
    assert notice is not None and "would not let the game save your settings" in notice
    assert keeper.settings == Settings(sounds=False), "settings still apply for this visit"


def test_a_full_store_leaves_unreadable_data_in_place_and_says_so() -> None:
    store = BrokenStore({STATISTICS_SLOT.key: "garbage"}, fail=("set",))
    loaded = Storage(store).load(STATISTICS_SLOT)
    assert loaded.value == Statistics()
    assert loaded.problem is not None and loaded.problem.endswith("The old data was left as it was.")
    assert store.data == {STATISTICS_SLOT.key: "garbage"}


def test_a_store_that_cannot_remove_keeps_the_backup_and_the_original() -> None:
    store = BrokenStore({STATISTICS_SLOT.key: "garbage"}, fail=("remove",))
    storage = Storage(store)
    assert storage.load(STATISTICS_SLOT).problem is not None
    assert store.data[backup_key("statistics", 1)] == "garbage"
    assert not storage.changed_elsewhere(STATISTICS_SLOT)
    assert not storage.clear(STATISTICS_SLOT)


def test_a_non_string_from_the_store_is_treated_as_damaged() -> None:
    store = MemoryStore()
    store.data[SETTINGS_SLOT.key] = 12  # type: ignore[assignment]
    loaded = Storage(store).load(SETTINGS_SLOT)
    assert loaded.value == Settings() and loaded.problem is not None


def test_one_bad_key_does_not_spoil_the_others() -> None:
    good_settings = Settings(table="red", four_colour=True)
    store = MemoryStore()
    Storage(store).save(SETTINGS_SLOT, good_settings)
    store.data[STATISTICS_SLOT.key] = "{oops"
    store.data[SAVED_GAME_SLOT.key] = envelope({"record": {"format": "nope"}, "match": "1-1-1"})
    restored = Keeper(store).restore()
    assert restored.settings == good_settings
    assert restored.statistics == Statistics()
    assert restored.saved_game is None
    assert restored.notice is not None
    assert "Your statistics could not be read" in restored.notice
    assert "Your game in progress could not be read" in restored.notice
    assert "settings" not in restored.notice


def test_restore_notice_joins_distinct_problems() -> None:
    assert restore_notice([]) is None
    assert restore_notice(["A.", "", "B.", "A."]) == "A. B."


# --------------------------------------------------------------- saved game


def test_saved_game_restores_exactly_mid_trick() -> None:
    match = play_match(48213907, stop_after=4 + 6)
    assert match.round.phase == "playing" and len(match.round.current_trick.cards) == 2
    saved = SavedGame.of(match, make_match_id(48213907, 1, 2), "hard")
    store = MemoryStore()
    keeper = Keeper(store)
    assert keeper.save_game(saved, match)
    restored = Keeper(store).restore()
    assert restored.notice is None
    assert restored.saved_game == saved
    assert restored.match is not None and state(restored.match) == state(match)
    assert restored.saved_game.difficulty == "hard"


@pytest.mark.parametrize("actions", [0, 1, 3, 4, 9, 4 + 52, 4 + 52 + 1, 4 + 52 + 4 + 20])
def test_saved_game_round_trips_at_many_points(actions: int) -> None:
    match = play_match(7, stop_after=actions, seed=actions)
    saved = SavedGame.of(match, "7-0-0", "easy")
    text = json.dumps(saved.to_data())
    again = decode_saved_game(json.loads(text)).value
    assert again == saved
    assert again is not None and state(again.restore()) == state(match)


def test_pass_selection_survives_and_is_checked_against_the_hand() -> None:
    match = Match(11)
    hand = match.round.hand(0)
    saved = SavedGame.of(match, "11-0-0", "medium", pass_selection=[hand[5], hand[0]])
    assert saved.pass_selection == (hand[5], hand[0])
    data = saved.to_data()
    assert decode_saved_game(data).value == saved
    not_mine = next(card for card in match.round.hand(1))
    data["selected"] = f"{hand[0].code} {not_mine.code} {hand[0].code} {hand[1].code} {hand[2].code}"
    decoded = decode_saved_game(data).value
    assert decoded is not None and decoded.pass_selection == (hand[0], hand[1], hand[2])
    for junk in ("ZZ", 5, ["2C"], "2C " * 40):
        data["selected"] = junk
        decoded = decode_saved_game(data).value
        assert decoded is not None and decoded.pass_selection == ()


def test_pass_selection_is_dropped_once_south_has_passed() -> None:
    match = Match(11)
    match.round.pass_cards(0, match.round.hand(0)[:3])
    saved = SavedGame.of(match, "11-0-0", "medium", pass_selection=match.round.hand(0)[:2])
    assert saved.pass_selection == ()


def test_pauses_are_kept_only_where_they_fit() -> None:
    match = play_match(3, stop_after=4 + 4)  # one trick done, the next not started
    assert SavedGame.of(match, "3-0-0", "medium", pause="trick").pause == "trick"
    assert SavedGame.of(match, "3-0-0", "medium", pause="scores").pause == "none"
    play_match(match, stop_after=1)
    assert SavedGame.of(match, "3-0-0", "medium", pause="trick").pause == "none"
    play_match(match, stop_after=47)
    assert match.round.is_over
    assert SavedGame.of(match, "3-0-0", "medium", pause="scores").pause == "scores"
    assert SavedGame.of(match, "3-0-0", "medium", pause="trick").pause == "trick"
    data = SavedGame.of(match, "3-0-0", "medium", pause="scores").to_data()
    for junk in ("sleeping", 3, None):
        data["pause"] = junk
        decoded = decode_saved_game(data).value
        assert decoded is not None and decoded.pause == "none"


def test_daily_date_is_kept_only_for_that_days_game() -> None:
    from datetime import date

    from hearts import daily_game_number

    number = daily_game_number(date(2026, 11, 29))
    match = Match(number)
    assert SavedGame.of(match, "x", "medium", daily="2026-11-29").daily == "2026-11-29"
    assert SavedGame.of(match, "x", "medium", daily="2026-11-30").daily is None
    assert SavedGame.of(match, "x", "medium", daily="yesterday").daily is None


def test_saved_game_rejects_bad_ids_and_difficulties_when_made() -> None:
    match = Match(1)
    with pytest.raises(ValueError):
        SavedGame.of(match, "<b>id</b>", "medium")
    with pytest.raises(ValueError):
        SavedGame.of(match, "ok", "impossible")  # type: ignore[arg-type]


def tampered_records() -> list[tuple[str, Any]]:
    match = play_match(99, stop_after=4 + 10)
    good = SavedGame.of(match, "99-1-1", "medium").to_data()
    cases: list[tuple[str, Any]] = []

    def variant(name: str, change: Any) -> None:
        data = json.loads(json.dumps(good))
        change(data)
        cases.append((name, data))

    def swap_plays(data: dict[str, Any]) -> None:
        plays = data["record"]["deals"][0]["plays"].split()
        plays[0], plays[5] = plays[5], plays[0]
        data["record"]["deals"][0]["plays"] = " ".join(plays)

    def steal_card(data: dict[str, Any]) -> None:
        passes = data["record"]["deals"][0]["passes"]
        passes[0] = passes[1]

    variant("plays out of order", swap_plays)
    variant("passes a card South does not hold", steal_card)
    variant("a card that does not exist", lambda d: d["record"]["deals"][0].update(plays="2C 1X"))
    variant("an extra deal before the first is over", lambda d: d["record"]["deals"].append({"plays": ""}))
    variant("game number zero", lambda d: d["record"].update(game=0))
    variant("game number as text", lambda d: d["record"].update(game="99"))
    variant("unknown rule", lambda d: d["record"]["rules"].update(jokers=True))
    variant("no record", lambda d: d.pop("record"))
    variant("record is a list", lambda d: d.update(record=[1, 2]))
    variant("id missing", lambda d: d.pop("match"))
    variant("id with markup", lambda d: d.update(match="<img src=x onerror=alert(1)>"))
    variant("not an object", lambda d: d.clear())
    return cases


@pytest.mark.parametrize(("name", "data"), tampered_records(), ids=[name for name, _ in tampered_records()])
def test_tampered_saved_game_is_refused_whole_and_kept_aside(name: str, data: Any) -> None:
    if data == {}:
        data = ["not", "an", "object"]
    with pytest.raises(StoredDataError):
        decode_saved_game(data)
    raw = envelope(data)
    store = MemoryStore({SAVED_GAME_SLOT.key: raw})
    restored = Keeper(store).restore()
    assert restored.saved_game is None and restored.match is None
    assert restored.notice is not None and restored.notice.startswith("Your game in progress could not be read")
    assert "a new game was dealt" in restored.notice
    assert store.data[backup_key("game", 1)] == raw


def test_saved_game_from_a_newer_record_format_says_so() -> None:
    data = SavedGame.of(Match(4), "4-0-0", "medium").to_data()
    data["record"]["version"] = 99
    with pytest.raises(StoredDataError) as refused:
        decode_saved_game(data)
    assert refused.value.fault == "newer-record" and refused.value.detail == "99"
    store = MemoryStore({SAVED_GAME_SLOT.key: envelope(data)})
    restored = Keeper(store).restore()
    assert restored.notice == (
        "Your game in progress could not be read (it came from a newer version of this game), so a new game was dealt."
        " A copy of the old data was kept."
    )


def test_the_saved_game_fault_is_a_kind_worded_in_the_players_language() -> None:
    data = SavedGame.of(Match(4), "4-0-0", "medium").to_data()
    data["match"] = "<img>"
    with pytest.raises(StoredDataError) as refused:
        decode_saved_game(data)
    assert refused.value.fault == "no-game-id"
    use_language("de")
    restored = Keeper(MemoryStore({SAVED_GAME_SLOT.key: envelope(data)})).restore()
    assert restored.notice is not None and gettext(REASONS["no-game-id"]) in restored.notice
    assert "game id" not in restored.notice


def test_an_empty_saved_slot_reads_as_no_game() -> None:
    assert decode_saved_game(None).value is None


# ------------------------------------------------------------------- keeper


def test_a_game_nobody_has_acted_in_is_not_saved_over_the_previous_save() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    old = play_match(10, stop_after=4 + 7)
    keeper.save_game(SavedGame.of(old, "10-1-1", "medium"), old)
    before = store.data[SAVED_GAME_SLOT.key]
    fresh = Match(20)
    fresh.round.pass_cards(1, fresh.round.hand(1)[:3])  # a computer player has chosen, South has not
    assert not person_has_acted(fresh)
    assert not keeper.save_game(SavedGame.of(fresh, "20-2-2", "medium"), fresh)
    assert store.data[SAVED_GAME_SLOT.key] == before
    assert keeper.statistics.total.played == 0
    fresh.round.pass_cards(0, fresh.round.hand(0)[:3])
    assert person_has_acted(fresh)
    assert keeper.save_game(SavedGame.of(fresh, "20-2-2", "medium"), fresh)
    assert store.data[SAVED_GAME_SLOT.key] != before


def test_abandoned_game_counts_as_played_not_won_when_a_new_one_is_saved() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    old = play_match(10, stop_after=4 + 52 + 4 + 10)  # one deal finished, the second under way
    keeper.save_game(SavedGame.of(old, "10-1-1", "hard"), old)
    assert keeper.statistics.total.played == 0
    # The page is opened again and a new game is begun.
    keeper = Keeper(store)
    keeper.restore()
    new = play_match(20, stop_after=1)
    keeper.save_game(SavedGame.of(new, "20-2-2", "easy"), new)
    stats = Keeper(store).restore().statistics
    assert stats.total.played == 1 and stats.total.won == 0
    assert stats.tally("hard").played == 1 and stats.tally("easy").played == 0
    assert stats.total.deals == 1, "the finished deal of the abandoned game counts"
    assert stats.total.lowest_score is None, "an abandoned game has no final score"
    assert stats.has_counted("10-1-1")
    # Saving the new game again does not count the old one again.
    play_match(new, stop_after=3)
    keeper.save_game(SavedGame.of(new, "20-2-2", "easy"), new)
    assert Keeper(store).restore().statistics.total.played == 1


def test_a_finished_match_counts_once_even_if_reloaded_at_its_end() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    match = play_match(5)
    saved = SavedGame.of(match, "5-9-9", "expert", pause="scores")
    keeper.save_game(saved, match)
    for _ in range(3):
        again = Keeper(store)
        restored = again.restore()
        assert restored.saved_game == saved
        assert restored.match is not None and restored.match.is_over
        again.save_game(restored.saved_game, restored.match)
    stats = Keeper(store).restore().statistics
    assert stats.total.played == 1
    assert stats.tally("expert").played == 1
    assert stats.total.won == (0 in match.winners)
    # Starting a new game after the finished one does not count it as abandoned.
    new = play_match(6, stop_after=1)
    keeper.save_game(SavedGame.of(new, "6-1-1", "expert"), new)
    assert Keeper(store).restore().statistics.total.played == 1


def test_restart_is_a_new_match_id_so_the_first_attempt_counts_as_abandoned() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    first = play_match(8, stop_after=6)
    keeper.save_game(SavedGame.of(first, make_match_id(8, 100, 1), "medium"), first)
    again = play_match(8, stop_after=1)
    keeper.save_game(SavedGame.of(again, make_match_id(8, 200, 2), "medium"), again)
    assert keeper.statistics.total.played == 1


def test_two_tabs_do_not_undo_each_others_counts() -> None:
    store = MemoryStore()
    tab_a, tab_b = Keeper(store), Keeper(store)
    tab_a.restore()
    tab_b.restore()
    one, two = play_match(5), play_match(6, seed=3)
    tab_a.save_game(SavedGame.of(one, "5-1-1", "medium"), one)
    tab_b.save_game(SavedGame.of(two, "6-1-1", "medium"), two)
    stats = Keeper(store).restore().statistics
    assert stats.total.played == 2
    assert stats.has_counted("5-1-1") and stats.has_counted("6-1-1")
    assert Keeper(store).restore().saved_game == SavedGame.of(two, "6-1-1", "medium"), "the later write wins, whole"


def test_another_tabs_unreadable_save_is_backed_up_before_being_replaced() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    keeper.restore()
    store.data[SAVED_GAME_SLOT.key] = "{written by something else"
    match = play_match(12, stop_after=2)
    keeper.save_game(SavedGame.of(match, "12-1-1", "medium"), match)
    assert store.data[backup_key("game", 1)] == "{written by something else"
    assert keeper.take_notice() is not None


def test_reset_statistics_keeps_counted_ids() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    match = play_match(5)
    saved = SavedGame.of(match, "5-1-1", "medium")
    keeper.save_game(saved, match)
    assert keeper.reset_statistics().total.played == 0
    keeper.save_game(saved, match)
    assert Keeper(store).restore().statistics.total.played == 0


def test_choose_start() -> None:
    saved = SavedGame.of(Match(77), "77-1-1", "medium")
    assert choose_start(AddressRequest(77), saved) == Start("resume", 77)
    assert choose_start(AddressRequest(78), saved) == Start("deal", 78)
    assert choose_start(AddressRequest(78), None) == Start("deal", 78)
    assert choose_start(AddressRequest(None, "bad"), saved) == Start("resume", 77, "bad")
    assert choose_start(AddressRequest(None, "bad"), None) == Start("new", None, "bad")
    assert choose_start(AddressRequest(), None) == Start("new")


def test_random_game_numbers_are_in_range() -> None:
    rng = random.Random(1)
    numbers = [random_game_number(rng) for _ in range(1000)]
    assert all(1 <= n <= 4_294_967_295 for n in numbers)
    assert len(set(numbers)) == 1000
    assert 1 <= random_game_number() <= 4_294_967_295


# --------------------------------------------------------------- never raises

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=30,
)
field_names = st.sampled_from(
    [
        "version",
        "data",
        "record",
        "match",
        "difficulty",
        "selected",
        "pause",
        "daily",
        "total",
        "counted",
        "table",
        "rules",
        "sounds",
        "format",
        "game",
        "deals",
        "plays",
        "passes",
    ]
)
likely_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.sampled_from(["hearts-record", "2C 3C", "medium", "trick"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(field_names, children, max_size=6),
    max_leaves=25,
)


def _check_restored(store: MemoryStore) -> None:
    restored = Keeper(store).restore()
    assert isinstance(restored.settings, Settings)
    assert isinstance(restored.statistics, Statistics)
    assert (restored.saved_game is None) == (restored.match is None)
    if restored.notice is not None:
        assert "\n" not in restored.notice and "Traceback" not in restored.notice
    # Whatever was found, the page can carry on saving.
    keeper = Keeper(store)
    keeper.restore()
    keeper.save_settings(Settings(sounds=False))
    assert Keeper(store).restore().settings == Settings(sounds=False)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(KEYS), st.text(max_size=300))
def test_restore_never_raises_on_any_stored_text(key: str, text: str) -> None:
    _check_restored(MemoryStore({key: text}))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(KEYS), json_values | likely_values, st.integers(-2, 3))
def test_restore_never_raises_on_any_stored_json(key: str, data: object, version: int) -> None:
    _check_restored(MemoryStore({key: json.dumps({"version": version, "data": data})}))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 300), st.integers(0, 2**32), st.data())
def test_restore_never_raises_on_a_mutated_saved_game(actions: int, seed: int, data: st.DataObject) -> None:
    match = play_match(1 + seed % 1000, seed=seed, stop_after=actions)
    stored = SavedGame.of(match, "1-1-1", "medium").to_data()
    text = json.dumps(stored)
    position = data.draw(st.integers(0, len(text) - 1))
    replacement = data.draw(st.sampled_from([*'0123456789"{}[],: CDSHQKAJT', "null"]))
    mutated = text[:position] + replacement + text[position + 1 :]
    store = MemoryStore({SAVED_GAME_SLOT.key: envelope_text(mutated)})
    restored = Keeper(store).restore()
    if restored.match is not None:
        assert restored.saved_game is not None
        # Whatever was restored is a real position the engine reached.
        assert state(restored.match) == state(GameRecord.from_data(restored.saved_game.record.to_data()).replay())


def envelope_text(data_text: str) -> str:
    return '{"version":1,"data":' + data_text + "}"


def test_cards_in_selection_are_card_objects() -> None:
    match = Match(2)
    saved = SavedGame.of(match, "2-0-0", "medium", pass_selection=match.round.hand(0)[:1])
    assert all(isinstance(card, Card) for card in saved.pass_selection)


def test_the_same_game_moved_on_in_another_tab_is_noticed_and_the_later_save_wins() -> None:
    store = MemoryStore()
    first, second = Keeper(store), Keeper(store)
    match = play_match(10, stop_after=4 + 3)
    saved = SavedGame.of(match, "10-1-1", "medium")
    assert first.save_game(saved, match)
    second.restore()
    further = play_match(10, stop_after=4 + 9)
    assert second.save_game(SavedGame.of(further, "10-1-1", "medium"), further)
    assert not first.played_elsewhere and not second.played_elsewhere
    again = play_match(10, stop_after=4 + 4)
    assert first.save_game(SavedGame.of(again, "10-1-1", "medium"), again)
    assert first.played_elsewhere
    restored = Keeper(store).restore()
    assert restored.match is not None and len(restored.match.round.cards_played) == 4
    assert restored.statistics.total.played == 0
