"""History's screen without a browser: what each address shows, stepping through a replay by card and by trick,
paging, questions, messages, opening, keeping and deleting games."""

from __future__ import annotations

from hearts import Rules
from hearts.web.history.list_view import PAGE_SIZE
from hearts.web.history.state import STEP_KEYS, HistoryState, Shown, ShownGame
from hearts.web.history.views import history_view
from hearts.web.history_route import HistoryRoute, parse_route
from hearts.web.storage.history import HistoryEntry
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.ui.tree import find, find_all, text_of
from hearts.words import step_words
from tests.helpers.matches import play_match
from tests.helpers.page import NOW, entry_of


def state_with(*entries: HistoryEntry, current: HistoryEntry | None = None) -> tuple[HistoryState, HistoryKeeper]:
    keeper = HistoryKeeper(Storage(MemoryStore()), lambda: NOW)
    for entry in reversed(entries):
        keeper.add_opened(entry)
    return HistoryState(keeper, lambda: current), keeper


def titles(state: HistoryState) -> list[str]:
    return [text_of(find(game, "h2")) for game in find_all(history_view(state), "li", class_="history-game")]


def test_the_list_shows_the_game_at_the_table_as_it_is_now_and_pages_and_folds() -> None:
    kept = entry_of(21, seed=1)
    live = HistoryEntry.of_match("22-1-a", play_match(22, Rules(), seed=2, stop_after=30), NOW, "easy")
    old_live = HistoryEntry.of_match("22-1-a", play_match(22, Rules(), seed=2, stop_after=4), NOW, "easy")
    state, _ = state_with(old_live, kept, current=live)
    assert state.show(HistoryRoute("list")) == Shown(opened=True, left_deal=True)
    assert titles(state) == ["Game 22", "Game 21"] and state.entries()[0] is live
    assert state.current_id() == "22-1-a"
    assert state.more() == PAGE_SIZE and state.shown == 2 * PAGE_SIZE
    assert state.toggle_open() and find(history_view(state), "textarea", id="open-text")
    state.tell("Something went wrong.", problem=True)
    assert text_of(find(history_view(state), id="history-status")) == "Something went wrong."
    assert not state.toggle_open() and state.message is None
    state.tell("Done.")
    assert text_of(find(history_view(state), id="history-status")) == "Done."
    assert state.key_step("ArrowRight") is None  # the list has no steps
    assert state.hide() and state.route is None and not state.hide()


def test_a_kept_game_steps_by_card_and_by_trick_and_follows_its_deals() -> None:
    entry = entry_of(23, seed=4)
    state, _ = state_with(entry)
    state.show(HistoryRoute("kept", entry.id, 2))
    shown = state.shown_game()
    assert isinstance(shown, ShownGame) and shown.entry.id == entry.id and shown.kept
    found = state.shown_deal()
    assert found is not None and found.deal == 1 and found.position == 0
    deal = found.replay.deals[1]
    count = state.deal_steps()
    assert count == len(deal.steps) > 50
    assert state.step_target(10_000) == (deal, count - 1) and state.step_target(-3) == (deal, 0)
    keys = ("ArrowLeft", "ArrowRight", "Home", "End")
    assert [state.key_step(key) for key in keys] == [0, 1, 0, count - 1]  # never before the first step
    state.position = state.key_step("PageDown") or 0  # the first card of the first trick
    assert deal.steps[state.position].key.trick == 0 and deal.steps[state.position].key.card == 0
    state.position += 2
    assert state.key_step("PageUp") == deal.first_step_of_trick(0)  # the start of this trick
    state.position = deal.first_step_of_trick(3)
    assert state.key_step("PageUp") == deal.first_step_of_trick(2)  # at its start: the trick before
    assert state.key_step("PageDown") == deal.first_step_of_trick(4)
    assert state.key_step("Escape") is None and set(STEP_KEYS) >= {"ArrowLeft", "PageDown"}
    view = history_view(state)
    assert text_of(find(view, "p", id="replay-words")) == step_words(deal.steps[state.position])
    assert state.show(HistoryRoute("kept", entry.id, 2)) == Shown(opened=False, left_deal=False)
    assert state.position == deal.first_step_of_trick(3)  # the same deal: the step stays
    assert state.show(HistoryRoute("kept", entry.id, 1)) == Shown(opened=False, left_deal=True)
    assert state.position == 0
    state.ask("delete")
    assert state.key_step("ArrowRight") is None  # a question is open
    assert state.cancel() == "delete" and state.confirm is None


def test_what_cannot_be_shown_is_said_in_one_sentence() -> None:
    state, _ = state_with()
    state.show(HistoryRoute("kept", "gone-1-a"))
    assert state.shown_game() == "That game is no longer in History."
    assert text_of(history_view(state)).count("That game is no longer in History.") == 1
    state.show(HistoryRoute("link", ""))
    assert state.shown_game() == "The game link is empty."
    route = parse_route("#game=AQ<b>")
    assert route is not None
    state.show(route)
    problem = state.shown_game()
    assert isinstance(problem, str) and problem.startswith("This game link cannot be shown:")
    assert state.shown_deal() is None and state.deal_steps() == 0 and state.step_target(3) is None


def test_a_linked_game_is_kept_on_request_and_then_shows_as_kept() -> None:
    entry = entry_of(24, seed=5)
    state, keeper = state_with()
    state.show(HistoryRoute("link", entry.record.to_compact(), 2))
    shown = state.shown_game()
    assert isinstance(shown, ShownGame) and not shown.kept and len(keeper.history) == 0
    address = state.keep_shown()
    kept = keeper.history.entries[0]
    assert address == HistoryRoute("kept", kept.id, 2).hash and kept.source == "opened"
    state.show(HistoryRoute("kept", kept.id, 2))
    assert state.message == "The game is kept in History." and not state.problem
    state.show(HistoryRoute("link", entry.record.to_compact(), 2))
    shown = state.shown_game()
    assert isinstance(shown, ShownGame) and shown.kept and shown.entry.id == kept.id  # the same record, kept


def test_deleting_and_clearing_leave_the_game_in_progress_and_say_so() -> None:
    games = [entry_of(n, seed=n) for n in (31, 32, 33)]
    state, keeper = state_with(*games)
    keeper.current = games[0].id
    state.show(HistoryRoute("kept", games[1].id))
    state.ask("delete")
    assert state.delete_shown() == "#history" and state.confirm is None
    assert [entry.id for entry in keeper.history.entries] == [games[0].id, games[2].id]
    state.show(HistoryRoute("list"))
    assert state.message == "Game 32 was deleted. Your statistics are unchanged."
    state.ask("clear")
    assert state.clear() == "History was cleared: 1 game removed. Your statistics are unchanged."
    assert [entry.id for entry in keeper.history.entries] == [games[0].id] and state.confirm is None


def test_opening_a_record_keeps_it_once_and_a_bad_one_is_refused_in_a_sentence() -> None:
    entry = entry_of(25, seed=6)
    state, keeper = state_with()
    state.show(HistoryRoute("list"))
    state.toggle_open()
    assert state.open("not a record") is None
    assert state.problem and (state.message or "").startswith("Nothing was opened:") and state.opening
    address = state.open(entry.record.to_json())
    kept = keeper.history.entries[0]
    assert address == HistoryRoute("kept", kept.id).hash and not state.opening
    state.show(HistoryRoute("kept", kept.id))
    assert state.message == "Game 25 is now in History."
    again = state.open(entry.record.to_compact())
    assert again == address and len(keeper.history) == 1
    state.show(HistoryRoute("list"))  # another screen: the message waiting is shown there
    assert state.message == "Game 25 is already in History."
    state.show(HistoryRoute("list"))
    assert state.message == "Game 25 is already in History."  # the same screen: it stays
