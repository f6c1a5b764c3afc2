"""History in plain Python: the kept games and their budget, opening records, the addresses and the views."""

from __future__ import annotations

import json

import pytest

from hearts import Rules
from hearts.errors import InvalidRecord
from hearts.record import GameRecord
from hearts.record.replay import replay_game
from hearts.web.history.game_view import game_view
from hearts.web.history.list_view import list_view
from hearts.web.history.opening import MAX_FILE_BYTES, read_game, size_problem
from hearts.web.history.stage import stage_view
from hearts.web.history.views import broken_link_view
from hearts.web.history_route import HistoryRoute, parse_route
from hearts.web.storage.history import (
    HISTORY_SLOT,
    MAX_CHARS,
    MAX_GAMES,
    History,
    HistoryEntry,
    decode_history,
    encode_history,
)
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.statistics import STATISTICS_SLOT
from hearts.web.storage.store import Storage
from hearts.web.ui.tree import find, find_all, text_of, walk
from hearts.words import step_words
from tests.helpers.matches import play_match
from tests.helpers.page import NOW, entry_of


def test_entries_round_trip_with_other_views_data() -> None:
    entry = entry_of(5, seed=1).with_kept("reviews", [{"deal": 0, "verdicts": []}])
    book = History().keep(entry)
    again = decode_history(json.loads(json.dumps(encode_history(book)))).value
    assert again == book
    assert again.entries[0].kept == {"reviews": [{"deal": 0, "verdicts": []}]}
    assert again.entries[0].finished and again.entries[0].winners
    assert len(again.entries[0].deal_points) == again.entries[0].deals_played


def test_a_damaged_game_is_left_out_on_its_own() -> None:
    good = entry_of(6, seed=2).to_data()
    bad = {**good, "id": "x" * 200}
    worse = {**good, "id": "other", "record": "AQ<b>"}
    decoded = decode_history({"games": [bad, good, worse, 5]})
    assert [entry.game_number for entry in decoded.value.entries] == [6]
    assert decoded.partial == "3 games in your history could not be read and were left out."


def test_the_budget_drops_the_oldest_first_and_never_the_game_in_progress() -> None:
    one = entry_of(9, seed=3)
    entries = tuple(
        HistoryEntry(f"g{n}", one.compact, NOW, "easy", one.totals, one.winners, True, "played", one.deal_points)
        for n in range(MAX_GAMES)
    )
    book = History(entries)
    current = HistoryEntry("live", one.compact, NOW, "easy", (0, 0, 0, 0), (), False, "played", ())
    kept = History((*book.entries[:-1], current)).keep(entry_of(10, entry_id="new"), current="live")
    ids = [entry.id for entry in kept.entries]
    assert len(ids) == MAX_GAMES and ids[0] == "new" and "live" in ids and "g198" not in ids and "g197" in ids
    big = HistoryEntry("big", one.compact, NOW, "easy", one.totals, one.winners, True, "played", one.deal_points)
    padded = big.with_kept("notes", "x" * 190_000)
    many = History(tuple(padded.__class__(**{**_fields(padded), "id": f"b{n}"}) for n in range(8))).trimmed()
    assert sum(len(json.dumps(e.to_data())) for e in many.entries) <= MAX_CHARS
    assert [entry.id for entry in many.entries] == [f"b{n}" for n in range(len(many.entries))]
    assert len(many.entries) < 8


def _fields(entry: HistoryEntry) -> dict[str, object]:
    return {name: getattr(entry, name) for name in entry.__dataclass_fields__}


def test_the_keeper_writes_when_flushed_or_read_and_keeps_the_last_cards_of_a_replaced_game() -> None:
    store = MemoryStore()
    storage = Storage(store)
    storage.save(STATISTICS_SLOT, storage.load(STATISTICS_SLOT).value)
    statistics = store.data["hearts.statistics"]
    keeper = HistoryKeeper(storage, lambda: NOW)
    match = play_match(12, Rules(), seed=1, stop_after=4)
    keeper.note_game("12-1-a", match, "easy")
    assert "hearts.history" not in store.data and keeper.due  # noted, written at the next flush
    assert keeper.flush() and not keeper.due
    keeper.note_game("12-1-a", match, "easy")
    assert not keeper.flush()  # kept as it stands already
    match.round.play(match.round.legal_plays()[0])
    keeper.note_game("12-1-a", match, "easy")
    assert keeper.history.get("12-1-a").record == GameRecord.from_match(match)  # type: ignore[union-attr]
    match.round.play(match.round.legal_plays()[0])
    keeper.note_replaced("12-1-a", GameRecord.from_match(match), "easy")
    keeper.note_replaced("15-1-a", GameRecord.from_match(play_match(15, Rules(), seed=1, stop_after=9)), "hard")
    assert keeper.history.get("15-1-a").level == "hard"  # type: ignore[union-attr]
    stored = decode_history(json.loads(store.data["hearts.history"])["data"]).value
    assert stored.get("12-1-a").record == GameRecord.from_match(match)  # type: ignore[union-attr]
    other = HistoryKeeper(Storage(store), lambda: NOW)
    assert other.add_opened(entry_of(13, entry_id="opened-1")).id == "opened-1"
    assert keeper.history.get("opened-1") is not None  # written by another tab: read again
    assert keeper.add_opened(entry_of(13, entry_id="opened-2")).id == "opened-1"  # the same record once
    assert keeper.keep_data("opened-1", "reviews", [None])
    assert keeper.history.get("opened-1").kept == {"reviews": [None]}  # type: ignore[union-attr]
    keeper.current = "12-1-a"
    assert not keeper.delete("12-1-a") and keeper.delete("opened-1") and not keeper.delete("opened-1")
    keeper.note_game("14-1-a", play_match(14, Rules(), seed=1, stop_after=3), "easy")
    assert keeper.clear() == 2
    assert [entry.id for entry in keeper.history.entries] == ["14-1-a"]
    assert store.data["hearts.statistics"] == statistics


def test_history_from_a_newer_version_is_set_aside_not_lost() -> None:
    store = MemoryStore({"hearts.history": json.dumps({"version": 9, "data": {}})})
    loaded = Storage(store).load(HISTORY_SLOT)
    assert loaded.value == History() and "newer version" in (loaded.problem or "")
    assert store.data["hearts.backup.history.1"]


GOOD = GameRecord.from_match(play_match(77, Rules.preset("omnibus"), seed=3, stop_after=60))
PART = GameRecord.from_match(play_match(77, Rules(), seed=3, stop_after=40))


def markup_everywhere() -> str:
    data = GOOD.to_data()
    tag = "<img src=x onerror=alert(1)>"
    data["format"] = tag
    data["rules"] = {"moon": tag}
    data["deals"] = [{"passes": [tag] * 4, "plays": tag}]
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (json.dumps({**GOOD.to_data(), "version": 3}), "written by a newer version of the game (format 3"),
        ("{not json", "the record is not valid JSON"),
        ("", "the text is empty"),
        (json.dumps({**GOOD.to_data(), "game": "12"}), "game: A game number"),
        (json.dumps({**GOOD.to_data(), "deals": {"plays": "2C"}}), "deals: The deals are a list"),
        (json.dumps({**GOOD.to_data(), "rules": {"jokers": 4}}), "rules: Unknown rules option 'jokers'"),
        (PART.to_json().replace('"plays":"', '"plays":"AH ', 1), "deal 1, play 1 ("),
        (markup_everywhere(), "this is not a Hearts game record (format '<img src=x onerror=alert(1)>')"),
        ("#game=AQ$$", "the game link is damaged"),
    ],
)
def test_bad_records_are_refused_in_one_sentence(text: str, message: str) -> None:
    opened = read_game(text, NOW)
    assert opened.entry is None and opened.problem is not None
    assert opened.problem.startswith("Nothing was opened: ") and message in opened.problem
    assert opened.problem.endswith(".") and "\n" not in opened.problem


def test_a_huge_file_is_refused_by_its_size() -> None:
    assert size_problem(MAX_FILE_BYTES) is None
    problem = size_problem(50_000_000)
    assert problem == "Nothing was opened: this is 50.0 MB, and a game record is never more than 1.0 MB."
    assert read_game("{" * (MAX_FILE_BYTES + 1), NOW).problem == size_problem(MAX_FILE_BYTES + 1)


def test_a_good_record_opens_in_any_form() -> None:
    for text in (GOOD.to_json(), GOOD.to_compact(), f"https://example.org/#game={GOOD.to_compact()}"):
        opened = read_game(text, NOW)
        assert opened.entry is not None and opened.replay is not None
        assert opened.entry.record == GOOD and opened.entry.source == "opened" and opened.entry.level is None
        assert opened.entry.record.rules == Rules.preset("omnibus")


def test_routes() -> None:
    assert parse_route("#history/") == HistoryRoute("list")
    assert parse_route("#history/a b") is None
    assert parse_route("#game=AQ<b>") == HistoryRoute("link", "AQ<b>", 1)
    assert parse_route("#game=AQ/3") == HistoryRoute("link", "AQ", 3)
    assert HistoryRoute("link", "AQ", 3).hash == "#game=AQ/3"
    assert parse_route("#learn") is None


def no_markup(node: object) -> None:
    for element in walk(node):  # type: ignore[arg-type]
        assert element.tag not in ("script", "img", "iframe")


def test_the_list_shows_each_game_and_deal() -> None:
    entries = [entry_of(21, seed=1), entry_of(22, seed=2, stop=30, entry_id="live")]
    view = list_view(entries, current="live", confirm="clear")
    no_markup(view)
    games = find_all(view, "li", class_="history-game")
    assert [text_of(find(game, "h2")) for game in games] == ["Game 21", "Game 22"]
    assert "In progress" in text_of(games[1]) and "won" in text_of(games[0])
    rows = find_all(games[0], "tr")
    # The seats as the table names them: you are South.
    assert [text_of(cell) for cell in find_all(rows[0], "th")][2:6] == ["You", "West", "North", "East"]
    assert text_of(rows[1]).startswith("1Left")
    assert find(games[0], "a", class_="replay-link").get("href") == "#history/21-1-1"
    assert text_of(find(view, "h3")) == "Clear history?"
    assert "statistics" in text_of(find(view, "p", id="history-confirm-text"))


def test_the_replay_view_has_a_place_for_a_review() -> None:
    entry = entry_of(23, seed=4)
    replay = replay_game(entry.record)
    view = game_view(entry, replay, HistoryRoute("kept", entry.id, 2), 5, kept=True, confirm="delete")
    assert text_of(find(view, "h2", id="replay-title")).startswith("Deal 2 of ")
    step = replay.deals[1].steps[5]
    review = find(view, "div", id="replay-review")
    assert review.get("data-step") == step.key.id and review.get("hidden") == ""
    assert find(view, "div", id="replay-summary").get("data-deal") == "1"
    assert text_of(find(view, "p", id="replay-words")) == step_words(step)
    assert find(view, "button", data_history_action="delete-confirm")
    stage = stage_view(replay.deals[1], 10_000)
    assert find(stage, "button", data_history_action="forward").get("aria-disabled") == "true"
    end = text_of(find(stage, "p", class_="replay-end"))
    assert end.startswith("Deal 2 scored South ")  # as the steps' words say it
    linked = game_view(entry, replay, HistoryRoute("link", "AQ"), 0, kept=False)
    assert find(linked, "button", data_history_action="keep")
    assert not find_all(linked, "button", data_history_action="delete-ask")
    assert text_of(broken_link_view("The game link is damaged.")).count("damaged") == 1


def test_a_record_is_read_only_when_its_game_is_opened() -> None:
    entry = entry_of(31, seed=2)
    cut = {**entry.to_data(), "id": "cut", "record": entry.compact[:-10]}
    (loaded,) = decode_history({"games": [cut]}).value.entries
    assert loaded.game_number == 31 and loaded.deals_played == entry.deals_played  # the list needs no more
    with pytest.raises(InvalidRecord, match="cut short"):
        _ = loaded.record
    again = decode_history(encode_history(History((entry,)))).value.entries[0]
    assert again.record == entry.record and again.rules == Rules()


def test_each_deal_lists_the_pass_of_the_games_own_rules() -> None:
    """Black Maria always passes right: History says so for every deal, not the standard cycle."""
    match = play_match(31, Rules.preset("black-maria"), seed=5, stop_after=3 * 52)
    entry = HistoryEntry.of_match("31-1-5", match, NOW, "hard")
    rows = [row for row in find_all(find(list_view([entry]), "li", class_="history-game"), "tr")[1:]]
    deals = [row for row in rows if text_of(find(row, "th")).isdigit()]
    assert len(deals) >= 3
    assert [text_of(find(row, "td")) for row in deals] == ["Right"] * len(deals)
