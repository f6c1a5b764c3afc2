"""A deal's par at the table, without a browser: computed in the background once the deal is over, shown on the
score sheet with its progress, kept once and never computed twice.

None of it depends on the Expert's budget: every par here is played by the Expert on a lighter search
(:mod:`tests.helpers.expert`), the pars the tests compare with as well.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from hearts.par import par_deal
from hearts.record import GameRecord, ParRecord
from hearts.record.par import NO_PASSES
from hearts.record.replay import replay_game, replay_par
from hearts.web.history.deal_table import deal_table
from hearts.web.history.opening import read_game
from hearts.web.history.state import HistoryState
from hearts.web.history.views import history_view
from hearts.web.history_route import HistoryRoute, parse_route
from hearts.web.par.adapter import compared
from hearts.web.par.compare import compare, comparison_view
from hearts.web.par.run import ParRun
from hearts.web.par.state import TablePar
from hearts.web.par.views import PAR_AND_REVIEW, par_view
from hearts.web.share.state import played_link
from hearts.web.statistics.par import par_section, signed
from hearts.web.statistics.state import StatisticsState
from hearts.web.statistics.views import statistics_drawer
from hearts.web.storage.history_pars import PARS, ParKeeper, game_pars, kept_par, kept_pars, record_with_pars
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.reviews import ReviewBook
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.sheet import sheet_view
from hearts.web.table.state import HUMAN
from hearts.web.ui.tree import Node, find, find_all, html_of, text_of
from hearts.words.par import par_text
from tests.helpers.expert import light_expert
from tests.helpers.page import INSTANT, nap, play_out_deal

GAME = 48213907


@pytest.fixture(autouse=True)
def lighter_expert() -> Iterator[None]:
    with light_expert():
        yield


class Kept:
    """Pars kept in memory, and every keeping."""

    def __init__(self) -> None:
        self.book: dict[tuple[str, int], ParRecord] = {}
        self.kept: list[int] = []
        self.counted: list[tuple[str, int, str, int, int]] = []

    def find(self, match_id: str, deal: int, level: str) -> ParRecord | None:
        found = self.book.get((match_id, deal))
        return found if found is not None and found.level == level else None

    def keep(self, match_id: str, deal: int, par: ParRecord) -> bool:
        self.book[(match_id, deal)] = par
        self.kept.append(deal)
        return True

    def count(self, match_id: str, deal: int, level: str, points: int, par: ParRecord) -> None:
        self.counted.append((match_id, deal, level, points, par.par))


def make(kept: Kept | None = None) -> tuple[Controller, TablePar, Kept]:
    kept = kept or Kept()
    choices = PlayChoices(level="easy", timing=INSTANT)
    controller = Controller(lambda: None, game_number=GAME, choices=choices, sleep=nap)
    par = TablePar(controller, kept)
    controller.watchers.append(par)
    return controller, par, kept


def test_a_deal_over_computes_its_par_in_the_background_with_progress_and_keeps_it_once() -> None:
    async def scenario() -> None:
        controller, par, kept = make()
        redraws: list[int] = []
        controller.redraw = lambda: redraws.append(1)
        progress: list[float] = []
        par.show_progress = lambda run: progress.append(run.fraction)
        controller.start()
        assert par.shown is None  # nothing before the deal is over
        await play_out_deal(controller)
        run = par.shown
        assert run is not None and run.par is None and run.deal == 0
        assert "aria-busy" in html_of(par_view(run, 5))
        record = GameRecord.from_match(controller.table.match)
        await par.idle()
        assert run.par == par_deal(record, 0, "easy")
        assert kept.kept == [0] and kept.book[(controller.table.match_id, 0)] == run.par
        assert progress and all(0 <= f <= 1 for f in progress) and progress == sorted(progress)
        assert redraws  # the sheet is drawn again with the par
        controller.press("close-sheet")
        controller.start()  # the sheet again, the deal still over: found, not computed twice
        assert par.shown is run and not par.tasks and kept.kept == [0]

    asyncio.run(scenario())


def test_a_par_still_running_goes_on_after_the_next_deal_and_a_new_game_stops_it() -> None:
    async def scenario() -> None:
        controller, par, kept = make()
        controller.start()
        await play_out_deal(controller)
        assert par.tasks
        controller.press("next-deal")
        assert par.shown is None and par.tasks  # play goes on; the par goes on
        await par.idle()
        assert kept.kept == [0]

        controller.new_game()
        await play_out_deal(controller)
        assert par.tasks
        task = next(iter(par.tasks.values()))
        controller.new_game()  # leaving the game stops its par
        await asyncio.sleep(0)
        assert task.cancelled() and not par.tasks and kept.kept == [0]

    asyncio.run(scenario())


def test_a_kept_par_shows_at_once() -> None:
    async def scenario() -> None:
        first, par, kept = make()
        first.start()
        await play_out_deal(first)
        await par.idle()
        again, par_again, _ = make(kept)
        again.table = first.table  # the same game, as a page opened again finds it
        drawn: list[bool] = []
        again.redraw = lambda: drawn.append(par_again.shown is not None)
        again.start()
        run = par_again.shown
        assert run is not None and run.par is not None and not par_again.tasks and kept.kept == [0]
        assert drawn[-1]  # the sheet is drawn again with it

    asyncio.run(scenario())


def test_the_score_sheet_shows_par_against_your_points_and_tells_it_from_the_review() -> None:
    async def scenario() -> None:
        controller, par, _ = make()
        controller.start()
        await play_out_deal(controller)
        await par.idle()
        run = par.shown
        assert run is not None and run.par is not None
        table = controller.table
        mine = table.deal_points[HUMAN]
        card, plain = sheet_view(table, par=par_view(run, mine))[0], sheet_view(table)[0]
        assert isinstance(card, Node) and isinstance(plain, Node)
        said = text_of(card)
        assert f"Par {run.par.par} — you took {mine}" in said
        assert "the Expert took" in said and PAR_AND_REVIEW in said
        assert text_of(find(card, "table")) == text_of(find(plain, "table"))
        assert html_of(sheet_view(table, par=None)) == html_of(sheet_view(table))

    asyncio.run(scenario())


def test_par_progress_view() -> None:
    view = par_view(ParRun("5-1-a", 0, done=26, total=52), 4)
    assert dict(find(view, "progress").attrs)["value"] == "50"
    assert "50% done" in text_of(view)


def test_pars_are_kept_with_their_game_in_history() -> None:
    async def scenario() -> None:
        controller, par, kept = make()
        controller.start()
        await play_out_deal(controller)
        await par.idle()
        found = kept.book[(controller.table.match_id, 0)]
        storage = Storage(MemoryStore())
        history = HistoryKeeper(storage, lambda: "2026-12-05 20:00")
        match_id = controller.table.match_id
        history.note_game(match_id, controller.table.match, "easy")
        keeper = ParKeeper(history)
        assert keeper.find(match_id, 0, "easy") is None
        assert keeper.keep(match_id, 0, found)
        again = ParKeeper(HistoryKeeper(storage, lambda: "2026-12-05 20:01"))
        assert again.find(match_id, 0, "easy") == found and again.find(match_id, 0, "hard") is None
        entry = again.history.history.get(match_id)
        assert entry is not None and kept_pars(entry.kept) == {0: found}
        assert kept_par({PARS: {"0": {"seat": 9}}}, 0) is None  # a damaged par is as none
        unkept = ParKeeper(history)
        assert not unkept.keep("other-game", 0, found) and unkept.find("other-game", 0, "easy") == found

    asyncio.run(scenario())


def _played_with_par() -> tuple[HistoryKeeper, str, ParRecord]:
    async def scenario() -> tuple[HistoryKeeper, str, ParRecord]:
        controller, par, kept = make()
        controller.start()
        await play_out_deal(controller)
        await par.idle()
        table = controller.table
        history = HistoryKeeper(Storage(MemoryStore()), lambda: "2026-12-05 20:00")
        history.note_game(table.match_id, table.match, "easy")
        found = kept.book[(table.match_id, 0)]
        ParKeeper(history).keep(table.match_id, 0, found)
        return history, table.match_id, found

    return asyncio.run(scenario())


def test_history_lists_each_deals_par_beside_its_points_and_exports_it_with_the_record() -> None:
    history, match_id, found = _played_with_par()
    entry = history.history.get(match_id)
    assert entry is not None
    table = deal_table(entry, HistoryRoute("kept", entry.id))
    heads = [text_of(cell) for cell in find_all(table, "th") if dict(cell.attrs).get("scope") == "col"]
    assert "Par" in heads
    cells = [text_of(cell) for cell in find_all(table, "td") if "par" in str(dict(cell.attrs).get("class", ""))]
    assert cells[0] == str(found.par)
    record = record_with_pars(entry)
    assert record.deals[0].par == found and entry.record.deals[0].par is None
    assert GameRecord.from_json(record.to_json()).deals[0].par == found
    assert GameRecord.from_compact(record.to_compact()).deals[0].par == found


def test_a_record_with_pars_opens_with_them_and_one_without_has_no_par_column() -> None:
    history, match_id, found = _played_with_par()
    entry = history.history.get(match_id)
    assert entry is not None
    opened = read_game(record_with_pars(entry).to_json(), "2026-12-05 20:10")
    assert opened.entry is not None and game_pars(opened.entry) == {0: found}
    assert str(found.par) in text_of(deal_table(opened.entry, HistoryRoute("kept", opened.entry.id)))
    plain = read_game(entry.record.to_json(), "2026-12-05 20:10")
    assert plain.entry is not None and game_pars(plain.entry) == {}
    assert "Par" not in text_of(deal_table(plain.entry, HistoryRoute("kept", plain.entry.id)))


def test_the_experts_play_of_your_hand_opens_in_history_replay_beside_a_comparison() -> None:
    history, match_id, found = _played_with_par()
    state = HistoryState(history, lambda: None, compare=compared)
    state.show(HistoryRoute("kept", match_id, 1))
    plain = history_view(state)
    assert "Watch the Expert play this hand" in text_of(plain) and state.par_deal() is None
    link = next(a for a in find_all(plain, "a") if text_of(a) == "Watch the Expert play this hand")
    route = parse_route(str(dict(link.attrs)["href"]))
    assert route == HistoryRoute("kept", match_id, 1, par=True)
    assert state.show(route).left_deal  # the replay starts again from the deal's first step
    par = state.par_deal()
    entry = history.history.get(match_id)
    assert par is not None and entry is not None
    assert par == replay_par(record_with_pars(entry), 0)
    assert state.deal_steps() == len(par.steps) and par.points == found.points
    view = history_view(state)
    said = text_of(view)
    assert "the Expert's play of your hand" in said and "Back to your play of this deal" in said
    mine = replay_game(entry.record).deals[0]
    comparison = compare(mine, par)
    assert comparison.your_points == mine.points[HUMAN] and comparison.its_points == found.par
    assert par_text(comparison.your_points, comparison.its_points) in said
    assert (comparison.trick is None) == ("The Expert played every card as you did." in said)
    if not comparison.same_pass:
        assert "You passed" in said
    # the replay's steps are the par deal's: every card of it, the same step keys
    state.position = state.key_step("End") or 0
    target = state.step_target(state.position)
    assert target is not None and target[0] is par and target[1] == len(par.steps) - 1
    assert find_all(view, "div", id="replay-summary") == []  # your review is not laid over its play
    # a linked game carries the par too
    link_route = HistoryRoute("link", record_with_pars(entry).to_compact(), 1, par=True)
    state.show(link_route)
    assert state.par_deal() == par


def test_the_comparison_names_the_first_different_card_and_the_pass() -> None:
    history, match_id, found = _played_with_par()
    entry = history.history.get(match_id)
    assert entry is not None
    mine = replay_game(entry.record).deals[0]
    par = replay_par(record_with_pars(entry), 0)
    comparison = compare(mine, par)
    yours = [card for trick in mine.tricks for seat, card in trick.plays if seat == HUMAN]
    its = [card for trick in par.tricks for seat, card in trick.plays if seat == HUMAN]
    if comparison.trick is not None:
        assert yours[: comparison.trick] == its[: comparison.trick]
        assert (comparison.your_card, comparison.its_card) == (yours[comparison.trick], its[comparison.trick])
    else:
        assert yours == its
    assert comparison.your_pass == mine.passes[HUMAN] and comparison.its_pass == found.passes[HUMAN]
    said = text_of(comparison_view(comparison))
    if comparison.trick is not None:
        assert f"Trick {comparison.trick + 1}: you played" in said


def test_each_par_is_counted_once_for_the_statistics_and_shown_there() -> None:
    async def scenario() -> None:
        controller, par, kept = make()
        controller.start()
        await play_out_deal(controller)
        await par.idle()
        match_id, points = controller.table.match_id, controller.table.deal_points[HUMAN]
        found = kept.book[(match_id, 0)]
        assert kept.counted == [(match_id, 0, "easy", points, found.par)]
        storage = Storage(MemoryStore())
        keeper = ParKeeper(HistoryKeeper(storage, lambda: "2026-12-05 20:00"), storage=storage)
        keeper.count(match_id, 0, "easy", points, found)
        keeper.count(match_id, 0, "easy", points, found)  # written once
        book = ParKeeper(HistoryKeeper(storage, lambda: "2026-12-05 20:01"), storage=storage).book
        assert book.deals() == 1 and book.deals("easy") == 1 and book.deals("hard") == 0
        assert book.against_par() == points - found.par
        section = par_section(book)
        said = text_of(section)
        assert "Points against par per deal" in said and signed(points - found.par) in said
        assert find_all(section, "polyline")
        drawer = StatisticsState(Keeper(MemoryStore()), ReviewBook, pars=lambda: book)
        assert "Your points against par" in text_of(statistics_drawer(drawer))
        plain = StatisticsState(Keeper(MemoryStore()), ReviewBook)
        assert "Your points against par" not in text_of(statistics_drawer(plain))

    asyncio.run(scenario())


def test_the_daily_deals_sheet_shows_the_whole_games_par_once_every_deal_has_one() -> None:
    run = ParRun("5-1-a", 3, par=ParRecord(0, "easy", NO_PASSES, (), (4, 9, 13, 0)))
    view = par_view(run, 3, game=(40, 52))
    assert "The whole game: Par 52 — you took 40: 12 under par" in text_of(view)
    assert "The whole game" not in text_of(par_view(run, 3))

    async def scenario() -> None:
        controller, par, _ = make()
        controller.start()
        await play_out_deal(controller)
        assert par.game_par() is None  # still computing
        await par.idle()
        found = par.shown
        assert found is not None and found.par is not None
        assert par.game_par() == (controller.table.deal_points[HUMAN], found.par.par)

    asyncio.run(scenario())


def test_the_link_to_the_game_at_the_table_carries_its_pars() -> None:
    async def scenario() -> None:
        controller, par, _ = make()
        controller.start()
        await play_out_deal(controller)
        assert par.found() == {}  # still computing
        await par.idle()
        found = par.found()
        assert list(found) == [0]
        link = played_link("https://example.org/hearts/", controller.table.match, found)
        assert link is not None
        record = GameRecord.from_compact(link.split("#game=", 1)[1])
        assert record.deals[0].par == found[0]
        plain = played_link("https://example.org/hearts/", controller.table.match)
        assert plain is not None and GameRecord.from_compact(plain.split("#game=", 1)[1]).deals[0].par is None

    asyncio.run(scenario())
