"""What follows each move and each drawing of the table, without a browser: saving, History beside it, the
notices it leads to, the sounds and the address."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace

from hearts import Rules
from hearts.record import GameRecord
from hearts.web.storage.history import HISTORY_SLOT, MAX_GAMES, History, decode_history
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.other_tabs import follow
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.saved_game import SAVED_GAME_SLOT
from hearts.web.storage.saved_play import MOVES_KEY
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.table.saved_form import resume_table, saved_form
from hearts.web.table.saving import SHARED_GAME, Saving
from hearts.web.table.sound_and_address import SoundAndAddress
from hearts.web.table.state import Table
from hearts.web.ui.clock import Clock
from hearts.web.ui.notices import Notices
from tests.helpers.page import NOW, entry_of, pass_all, step

GAME = 48213907


def saving_over(store: MemoryStore) -> tuple[Saving, Keeper, HistoryKeeper, Notices, list[str]]:
    keeper = Keeper(store)
    keeper.restore()
    history = HistoryKeeper(keeper.storage, lambda: NOW)
    notices = Notices(keeper.take_notice)
    counted: list[str] = []
    return (
        Saving(keeper, history, notices, counted=lambda: counted.append("counted")),
        keeper,
        history,
        notices,
        counted,
    )


def test_a_game_is_saved_and_kept_in_history_once_someone_acts_in_it() -> None:
    saving, keeper, history, notices, counted = saving_over(MemoryStore())
    table = Table(GAME)
    saving.save(table)
    assert keeper.saved_game is None and len(history.history) == 0  # nobody has acted yet
    table.tap(table.hand[0])
    saving.save(table)
    assert keeper.saved_game is not None and keeper.saved_game.match_id == table.match_id
    assert [entry.id for entry in history.history.entries] == [table.match_id]
    assert history.current == table.match_id
    assert counted == [] and notices.messages == []


def test_the_game_replaced_keeps_its_last_cards_and_a_finished_match_is_counted_once() -> None:
    saving, keeper, history, _, counted = saving_over(MemoryStore())
    first = Table(5)
    while len(first.round.cards_played) < 6:  # passed, and a trick half played: History has not written it since
        step(first)
        saving.save(first)
    second = Table(7, rules=Rules(end_score=1))
    step(second)
    saving.save(second)
    kept = history.history.get(first.match_id)
    assert kept is not None and kept.record.to_compact() == saved_form(first).record.to_compact()
    assert [entry.id for entry in history.history.entries] == [second.match_id, first.match_id]
    assert keeper.statistics.total.played == 1 and counted == ["counted"]  # the first game, abandoned
    while second.stage != "match-over":
        step(second)
        saving.save(second)
    assert keeper.statistics.total.played == 2 and counted == ["counted", "counted"]
    saving.save(second)
    assert counted == ["counted", "counted"]
    assert history.history.get(second.match_id).finished  # type: ignore[union-attr]


def test_another_tab_moving_the_same_game_on_is_told_once() -> None:
    store = MemoryStore()
    saving, _, _, notices, _ = saving_over(store)
    table = Table(GAME)
    table.tap(table.hand[0])
    saving.save(table)
    there = Keeper(store)
    restored = there.restore()
    assert restored.saved_game is not None and restored.match is not None
    other = resume_table(restored.saved_game, restored.match)
    for card in other.hand[1:3]:
        other.tap(card)
    assert other.pass_selected()  # the other tab passes: its record moves on
    there.save_game(saved_form(other), other.match)
    table.tap(table.hand[2])
    saving.save(table)
    assert notices.messages == [SHARED_GAME]
    table.tap(table.hand[3])
    saving.save(table)
    assert notices.messages == [SHARED_GAME]


class Refusing(MemoryStore):
    """A store that reads but refuses every write (a full store)."""

    def set(self, key: str, value: str) -> None:
        raise OSError("full")


def test_a_refused_save_becomes_one_notice_and_play_goes_on() -> None:
    saving, _, _, notices, _ = saving_over(Refusing())
    table = Table(GAME)
    table.tap(table.hand[0])
    saving.save(table)
    table.tap(table.hand[1])
    saving.save(table)
    saving.hidden()
    game, history = notices.messages  # each told once
    assert "would not let the game save your game in progress" in game
    assert "would not let the game save your history" in history  # written when the page is hidden


def test_after_each_drawing_the_sounds_play_if_on_and_the_address_follows_the_game() -> None:
    sounds = {"on": False}
    played: list[str] = []
    addresses: list[str] = []
    after = SoundAndAddress(lambda: sounds["on"], lambda event: played.append(event), addresses.append)
    table = Table(GAME)
    table.tap(table.hand[0])
    table.tap(table.hand[1])
    table.tap(table.hand[2])
    assert table.pass_selected()
    after(table)
    assert played == [] and table.sound_queue.take() == []  # heard or not, each event is taken once
    assert addresses == [f"?deal={GAME}"]
    sounds["on"] = True
    for seat in table.computers_to_pass:
        table.computer_pass(seat, table.round.hand(seat)[:3])
    table.play(table.round.legal_plays()[0])
    after(table)
    assert played and addresses == [f"?deal={GAME}"]  # the same game: the address is left alone
    after(Table(12345))
    assert addresses == [f"?deal={GAME}", "?deal=12345"]


def test_notices_show_each_message_once_after_those_showing_until_dismissed() -> None:
    taken = ["Your settings could not be read.", None]
    shown: list[str | None] = []
    notices = Notices(lambda: taken.pop(0) if taken else None, shown.append)
    notices.notify('The address asks for game "x".')
    notices.flush()
    notices.flush()  # nothing more to tell
    notices.notify('The address asks for game "x".')
    assert notices.messages == ['The address asks for game "x".', "Your settings could not be read."]
    assert shown == [
        'The address asks for game "x".',
        'The address asks for game "x". Your settings could not be read.',
    ]
    notices.dismiss()
    assert shown[-1] is None and notices.text is None
    notices.notify("Again.")
    assert shown[-1] == "Again."


def test_the_clock_reads_the_browsers_local_date_and_time() -> None:
    moment = SimpleNamespace(
        getFullYear=lambda: 2027, getMonth=lambda: 0, getDate=lambda: 9, getHours=lambda: 0, getMinutes=lambda: 7
    )
    clock = Clock(lambda: moment)
    assert clock.today().isoformat() == "2027-01-09"
    assert clock.stamp() == "2027-01-09 00:07"


class Counting(MemoryStore):
    """A store in a dict that keeps every key read and every text written."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        super().__init__(data)
        self.reads: list[str] = []
        self.writes: list[tuple[str, str]] = []

    def get(self, key: str) -> str | None:
        self.reads.append(key)
        return super().get(key)

    def set(self, key: str, value: str) -> None:
        self.writes.append((key, value))
        super().set(key, value)


def with_full_history() -> Counting:
    """A store with 200 finished games in History."""
    store = Counting()
    entry = entry_of(5)
    Storage(store).save(HISTORY_SLOT, History(tuple(replace(entry, id=f"5-{n}-a") for n in range(MAX_GAMES))))
    store.writes.clear()
    return store


def test_saving_a_card_writes_a_few_characters_and_neither_reads_nor_writes_history() -> None:
    store = with_full_history()
    saving, keeper, history, _, _ = saving_over(store)
    keeper.storage.follow_other_tabs()
    idle: list[Callable[[], None]] = []
    saving.later = idle.append
    table = Table(GAME)
    table.tap(table.hand[0])
    saving.save(table)
    assert HISTORY_SLOT.key not in dict(store.writes) and len(idle) == 1  # the new game enters History when idle
    idle.pop()()
    assert history.history.entries[0].id == table.match_id
    moves = store.data[MOVES_KEY]
    table.tap(table.hand[0])  # unpicked: the moves below pass the first three cards
    while not table.round.is_over:
        step(table)
        store.reads.clear()
        store.writes.clear()
        saving.save(table)
        if table.round.is_over:
            break
        written = dict(store.writes)
        assert store.reads == [] and HISTORY_SLOT.key not in written and idle == []
        assert len(written.get(SAVED_GAME_SLOT.key, "")) < 600  # the header, when the pause or selection changed
        assert written.get(MOVES_KEY, moves).startswith(moves) and len(written.get(MOVES_KEY, moves)) - len(moves) < 40
        moves = written.get(MOVES_KEY, moves)
    kept = decode_history(json.loads(dict(store.writes)[HISTORY_SLOT.key])["data"]).value  # a deal's end writes it
    assert kept.entries[0].record == GameRecord.from_match(table.match)


def test_history_follows_when_the_page_is_hidden_and_a_tab_closed_right_after_a_move_finds_it() -> None:
    store = MemoryStore()
    saving, _, history, _, _ = saving_over(store)
    table = Table(GAME)
    pass_all(table)
    saving.save(table)
    assert Keeper(store).restore().match.round.passed(0) == table.round.passed(0)  # type: ignore[union-attr]
    history.flush()
    step(table)
    saving.save(table)
    reopened = Keeper(store).restore()  # closed right after the card, and opened again
    assert reopened.match is not None and reopened.match.round.cards_played == table.round.cards_played
    assert len(HistoryKeeper(Storage(store), lambda: NOW).history.entries[0].record.deals[0].plays) == 0
    saving.hidden()  # the browser says the page is hidden before it is closed
    entry = HistoryKeeper(Storage(store), lambda: NOW).history.entries[0]
    assert entry.record == GameRecord.from_match(table.match)


def test_another_tab_is_noticed_through_the_storage_event_not_by_reading_again() -> None:
    store = Counting()
    saving, keeper, _, notices, _ = saving_over(store)
    keeper.storage.follow_other_tabs()
    table = Table(GAME)
    table.tap(table.hand[0])
    saving.save(table)
    table.tap(table.hand[1])
    store.reads.clear()
    saving.save(table)
    assert store.reads == []  # nothing is read again to learn whether another tab wrote
    there = Keeper(store)
    restored = there.restore()
    assert restored.saved_game is not None and restored.match is not None
    other = resume_table(restored.saved_game, restored.match)
    other.tap(other.hand[2])
    assert other.pass_selected()  # the other tab passes: its record moves on
    there.save_game(saved_form(other), other.match)
    for key, _ in store.writes[-2:]:
        follow(keeper, key)  # the browser's `storage` events
    table.tap(table.hand[3])
    saving.save(table)
    assert notices.messages == [SHARED_GAME]
