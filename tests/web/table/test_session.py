"""Opening the page and playing on: the saved game or the addressed game, notices, saving after every move,
the same game number and choices giving the same game (computer players included, across a reload too),
Restart, Daily deal and play that continues by itself."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest

from hearts import Rules
from hearts.deals import daily_game_number
from hearts.record import GameRecord
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.saved_game import SAVED_GAME_SLOT
from hearts.web.storage.settings import SETTINGS_SLOT, Settings
from hearts.web.storage.slots import MemoryStore
from hearts.web.table.choices import PlayChoices, Timing
from hearts.web.table.controller import Controller
from hearts.web.table.saved_form import saved_form
from hearts.web.table.session import address_query, open_session
from hearts.web.table.state import Table

GAME = 48213907
DAY = dt.date(2026, 11, 29)
INSTANT = Timing(computer_delay=0, received_highlight=0, trick_linger=0)


async def _nap(seconds: float) -> None:
    await asyncio.sleep(0)


def controller_for(
    keeper: Keeper | None, table: Table, *, auto: bool = False, saves: list[str] | None = None
) -> Controller:
    def save(t: Table) -> None:
        if saves is not None:
            saves.append(t.stage)
        if keeper is not None:
            keeper.save_game(saved_form(t), t.match)

    return Controller(
        lambda: None,
        table=table,
        choices=PlayChoices(timing=INSTANT, auto_continue=auto),
        sleep=_nap,
        on_save=save,
        today=lambda: DAY,
    )


async def act(controller: Controller) -> bool:
    """One move of the simple policy (first three cards passed, first legal card); False once the match is over."""
    await controller.idle()
    table = controller.table
    if table.stage == "match-over":
        return False
    if table.stage == "deal-over":
        controller.press("next-deal")
    elif table.stage == "trick":
        controller.press("continue")
    elif table.choosing_pass:
        for card in table.hand[: 3 - len(table.selected)]:
            if card not in table.selected:
                controller.tap_card(card.code)
        controller.press("pass")
    elif table.your_turn:
        controller.tap_card(table.round.legal_plays()[0].code)
    return True


# ------------------------------------------------------------------ opening


def test_a_first_visit_deals_a_random_game_and_says_nothing() -> None:
    opened = open_session(Keeper(MemoryStore()), "", DAY)
    assert opened.kind == "new" and opened.notice is None
    assert opened.table.stage == "passing" and opened.table.deal_number == 1
    assert address_query(opened.table.game_number) == f"?deal={opened.table.game_number}"


def test_an_addressed_game_is_dealt_with_the_settings_for_new_games() -> None:
    store = MemoryStore()
    Keeper(store).save_settings(Settings(difficulty="expert", rules=Rules.preset("omnibus")))
    opened = open_session(Keeper(store), f"?deal={GAME}", DAY)
    assert opened.kind == "deal" and opened.table.game_number == GAME
    assert opened.table.level == "expert" and opened.table.match.rules == Rules.preset("omnibus")
    assert opened.notice is None and opened.table.daily is None


def test_todays_number_is_marked_as_the_daily_deal() -> None:
    opened = open_session(Keeper(MemoryStore()), f"?deal={daily_game_number(DAY)}", DAY)
    assert opened.table.daily == "2026-11-29"


def saved_mid_game(store: MemoryStore, game: int = GAME) -> Table:
    keeper = Keeper(store)
    table = Table(game, "hard")
    for card in table.hand[:2]:
        table.tap(card)
    assert keeper.save_game(saved_form(table), table.match)
    return table


def test_the_saved_game_resumes_with_or_without_its_address() -> None:
    store = MemoryStore()
    table = saved_mid_game(store)
    for search in ("", f"?deal={GAME}"):
        opened = open_session(Keeper(store), search, DAY)
        assert opened.kind == "resume" and opened.notice is None
        assert opened.table.match_id == table.match_id and opened.table.selected == table.selected
        assert opened.table.level == "hard"


def test_another_games_address_leaves_the_saved_game_until_the_person_plays() -> None:
    store = MemoryStore()
    saved_mid_game(store)
    before = store.data[SAVED_GAME_SLOT.key]
    opened = open_session(Keeper(store), "?deal=7", DAY)
    assert opened.kind == "deal" and opened.table.game_number == 7
    assert opened.notice == f"Your unfinished game {GAME} is still saved. It will be replaced once you play in game 7."
    assert store.data[SAVED_GAME_SLOT.key] == before


@pytest.mark.parametrize("bad", ["?deal=", "?deal=0", "?deal=-3", "?deal=4294967296", "?deal=abc", "?deal=<script>"])
def test_a_bad_address_names_the_range_and_changes_nothing(bad: str) -> None:
    opened = open_session(Keeper(MemoryStore()), bad, DAY)
    assert opened.kind == "new" and opened.notice is not None
    assert "1 to 4,294,967,295" in opened.notice
    store = MemoryStore()
    table = saved_mid_game(store)
    before = dict(store.data)
    again = open_session(Keeper(store), bad, DAY)
    assert again.kind == "resume" and again.table.match_id == table.match_id
    assert again.notice is not None and "1 to 4,294,967,295" in again.notice
    assert store.data == before


def test_damaged_storage_and_a_bad_address_make_one_notice() -> None:
    store = MemoryStore({SETTINGS_SLOT.key: "{oops", SAVED_GAME_SLOT.key: '{"version": 1, "data": 5}'})
    opened = open_session(Keeper(store), "?deal=zero", DAY)
    assert opened.notice is not None
    assert opened.notice.count("could not be read") == 2
    assert "settings" in opened.notice and "game in progress" in opened.notice and "4,294,967,295" in opened.notice
    assert opened.table.stage == "passing"


# ----------------------------------------------------------------- playing


def test_every_pass_card_trick_and_deal_is_saved() -> None:
    async def scenario() -> None:
        store = MemoryStore()
        keeper = Keeper(store)
        saves: list[str] = []
        controller = controller_for(keeper, Table(GAME, rules=Rules(end_score=1000)), saves=saves)
        controller.start()
        while controller.table.deal_number < 2:
            assert await act(controller)
        await controller.idle()
        assert saves.count("passing") >= 5  # three cards picked, your pass, the others' passes
        assert saves.count("trick") == 13  # each trick saved at its pause
        assert saves.count("deal-over") >= 1
        again = Keeper(store).restore()
        assert again.match is not None and again.saved_game is not None
        assert GameRecord.from_match(again.match) == GameRecord.from_match(controller.table.match)
        assert controller.errors == []

    asyncio.run(scenario())


def play_record(stop_and_reload_at: int | None) -> GameRecord:
    """Play game 7 at the Medium level to its end; optionally save, reload and resume after some moves."""

    async def scenario() -> GameRecord:
        store = MemoryStore()
        keeper = Keeper(store)
        controller = controller_for(keeper, Table(7, "medium", Rules(end_score=40)))
        controller.start()
        moves = 0
        while await act(controller):
            moves += 1
            if moves == stop_and_reload_at:
                await controller.idle()
                opened = open_session(Keeper(store), "?deal=7", DAY)
                assert opened.kind == "resume"
                controller = controller_for(Keeper(store), opened.table)
                controller.start()
        assert controller.errors == []
        return GameRecord.from_match(controller.table.match)

    return asyncio.run(scenario())


def test_the_same_game_and_choices_give_the_same_game_even_across_reloads() -> None:
    straight = play_record(None)
    assert straight.deals and all(len(deal.plays) == 52 for deal in straight.deals)
    assert play_record(None) == straight
    for moment in (2, 9, 40):
        assert play_record(moment) == straight, moment


def test_restart_plays_the_same_game_again_as_a_new_attempt() -> None:
    async def scenario() -> None:
        controller = controller_for(None, Table(GAME, "hard", Rules.preset("parlor")))
        controller.start()
        first = controller.table
        for _ in range(6):
            await act(controller)
        controller.choose_level("easy")
        controller.rules = Rules()
        controller.press("restart")
        table = controller.table
        assert table is not first and table.match_id != first.match_id
        assert table.game_number == GAME and table.level == "hard" and table.match.rules == Rules.preset("parlor")
        assert table.stage == "passing" and table.deal_number == 1 and table.hand == Table(GAME).hand
        await controller.idle()

    asyncio.run(scenario())


def test_daily_deal_is_the_number_of_the_day_with_the_next_game_settings() -> None:
    async def scenario() -> None:
        controller = controller_for(None, Table(GAME))
        controller.choose_level("expert")
        controller.rules = Rules(end_score=50)
        controller.press("daily")
        table = controller.table
        assert table.game_number == daily_game_number(DAY) and table.daily == "2026-11-29"
        assert table.level == "expert" and table.match.rules.end_score == 50
        controller.press("new-game")
        assert controller.table.daily is None
        await controller.idle()

    asyncio.run(scenario())


def test_play_can_continue_by_itself_after_each_trick() -> None:
    async def scenario() -> None:
        controller = controller_for(None, Table(GAME), auto=True)
        controller.start()
        presses = 0
        while controller.table.stage != "deal-over":
            await controller.idle()
            table = controller.table
            assert table.stage != "trick"  # every pause ended by itself
            if table.choosing_pass:
                for card in table.hand[:3]:
                    controller.tap_card(card.code)
                controller.press("pass")
            elif table.your_turn:
                controller.tap_card(table.round.legal_plays()[0].code)
            presses += 1
            assert presses < 100
        assert controller.table.round.is_over
        controller.set_auto_continue(False)
        controller.press("next-deal")
        assert controller.errors == []

    asyncio.run(scenario())


def test_turning_continue_by_itself_on_ends_the_pause_showing() -> None:
    async def scenario() -> None:
        controller = controller_for(None, Table(GAME))
        controller.start()
        while controller.table.stage != "trick":
            await act(controller)
            await controller.idle()
        controller.set_auto_continue(True)
        await controller.idle()
        table = controller.table
        assert table.stage == "deal-over" or (table.stage == "playing" and table.your_turn)

    asyncio.run(scenario())


def test_a_resumed_pass_lets_the_computer_players_pass_too() -> None:
    async def scenario() -> None:
        store = MemoryStore()
        keeper = Keeper(store)
        table = Table(GAME)
        for card in table.hand[:3]:
            table.tap(card)
        assert table.pass_selected()
        keeper.save_game(saved_form(table), table.match)
        opened = open_session(Keeper(store), "", DAY)
        assert opened.table.has_passed and opened.table.stage == "passing"
        controller = controller_for(Keeper(store), opened.table)
        controller.start()
        await controller.idle()
        assert controller.table.stage in ("playing", "trick")
        assert controller.errors == []

    asyncio.run(scenario())


def test_a_failing_save_is_reported_and_play_goes_on() -> None:
    errors: list[BaseException] = []

    def broken(table: Table) -> None:
        raise RuntimeError("disk on fire")

    controller = Controller(
        lambda: None,
        table=Table(GAME),
        choices=PlayChoices(timing=INSTANT),
        sleep=_nap,
        on_save=broken,
        on_error=errors.append,
    )
    controller.start()
    controller.tap_card(controller.table.hand[0].code)
    assert len(controller.table.selected) == 1
    assert [str(e) for e in errors] == ["disk on fire"]
