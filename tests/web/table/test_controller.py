"""The table's controller in time, without a browser: computer turns, pauses, passes, hints, new games."""

from __future__ import annotations

import asyncio

from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.state import HUMAN
from tests.helpers.page import INSTANT, nap, play_out_deal

GAME = 48213907


def make(game: int = GAME, level: str = "easy") -> tuple[Controller, list[str]]:
    drawn: list[str] = []
    holder: list[Controller] = []

    def redraw() -> None:
        drawn.append(holder[0].table.stage)

    controller = Controller(redraw, game_number=game, choices=PlayChoices(level=level, timing=INSTANT), sleep=nap)
    holder.append(controller)
    return controller, drawn


def test_a_whole_match_plays_to_the_end() -> None:
    async def scenario() -> None:
        controller, drawn = make()
        controller.start()
        deals = 0
        while True:
            assert await play_out_deal(controller) == 13
            deals += 1
            table = controller.table
            assert sum(table.deal_points) in (26, 78)
            if table.stage == "match-over":
                break
            controller.press("next-deal")
            assert table.deal_number == deals + 1
        assert table.match.is_over and table.result_news
        assert controller.errors == []
        assert drawn and drawn[-1] == "match-over"

    asyncio.run(scenario())


def test_computers_play_until_it_is_your_turn_and_pause_after_each_trick() -> None:
    async def scenario() -> None:
        controller, _ = make(game=7)
        controller.start()
        table = controller.table
        for card in table.hand[-3:]:
            controller.tap_card(card.code)
        controller.press("pass")
        await controller.idle()
        assert table.stage in ("playing", "trick")
        if table.stage == "playing":
            assert table.your_turn
        else:
            assert table.finished_trick is not None and table.trick_news
        assert table.received_highlight == ()  # cleared after its moment
        assert controller.errors == []

    asyncio.run(scenario())


def test_hint_suggests_three_cards_to_pass_then_a_legal_card() -> None:
    async def scenario() -> None:
        controller, _ = make()
        controller.start()
        table = controller.table
        controller.press("hint")
        assert table.thinking_hint
        await controller.idle()
        assert not table.thinking_hint
        assert len(table.hint) == 3 and set(table.hint) <= set(table.hand)
        for card in table.hint:
            controller.tap_card(card.code)
        controller.press("pass")
        for _ in range(60):
            await controller.idle()
            if table.your_turn:
                break
            controller.press("continue")
        assert table.your_turn
        controller.press("hint")
        await controller.idle()
        assert len(table.hint) == 1 and table.round.is_legal(table.hint[0])
        assert table.announcement.startswith("Hint: play the ")

    asyncio.run(scenario())


def test_new_game_uses_the_chosen_level_and_abandons_the_old_one() -> None:
    async def scenario() -> None:
        controller, _ = make()
        controller.start()
        old = controller.table
        controller.press("new-game-menu")
        assert controller.choosing_new_game
        controller.choose_level("hard")
        controller.choose_level("nonsense")
        controller.press("close-sheet")
        assert not controller.choosing_new_game and controller.table is old
        controller.new_game(game_number=99)
        assert controller.table is not old
        assert controller.table.game_number == 99 and controller.table.level == "hard"
        assert controller.computers.level == "hard"
        await controller.idle()
        assert controller.errors == []

    asyncio.run(scenario())


def test_a_bad_card_code_is_ignored() -> None:
    controller, drawn = make()
    controller.start()
    controller.tap_card("ZZ")
    assert controller.table.selected == [] and len(drawn) == 1
    assert controller.table.hint_wanted() == "pass"
    assert HUMAN == 0


def test_the_page_names_the_same_levels_as_the_computer_players() -> None:
    from hearts import bots
    from hearts.web.table import computer

    assert tuple(bots.LEVELS) == computer.LEVELS
    assert computer.DEFAULT_LEVEL == "medium"


def test_background_work_stops_together_and_its_failures_are_reported() -> None:
    from hearts.web.background import Background

    async def scenario() -> None:
        told: list[str] = []
        work = Background(lambda error: told.append(str(error)))
        finished: list[str] = []

        async def slow() -> None:
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                finished.append("stopped")
                raise

        async def broken() -> None:
            raise RuntimeError("a bug")

        work.spawn(slow())
        work.spawn(broken())
        await asyncio.sleep(0.01)
        assert told == ["a bug"] and [str(e) for e in work.errors] == ["a bug"]
        generation = work.generation
        work.cancel()
        await work.idle()
        await asyncio.sleep(0)
        assert work.generation == generation + 1 and finished == ["stopped"]

    asyncio.run(scenario())


def test_every_move_is_kept_drawn_and_heard_by_the_watchers() -> None:
    """The person's cards and pass, the computers' cards and passes and Continue all take the same step after."""

    class Heard:
        def __init__(self) -> None:
            self.plays: list[int] = []
            self.tables = 0

        def after_move(self) -> None:
            self.plays.append(holder[0].table.plays_made)

        def new_table(self) -> None:
            self.tables += 1

    holder: list[Controller] = []
    saved: list[tuple[int, str]] = []
    drawn: list[int] = []
    heard = Heard()

    async def scenario() -> None:
        controller = Controller(
            lambda: drawn.append(holder[0].table.plays_made),
            game_number=GAME,
            choices=PlayChoices(level="easy", timing=INSTANT),
            sleep=nap,
            on_save=lambda table: saved.append((table.plays_made, table.stage)),
        )
        holder.append(controller)
        controller.watchers.append(heard)
        controller.start()
        await play_out_deal(controller)
        assert controller.errors == []

    asyncio.run(scenario())
    every_card = set(range(1, 53))
    assert every_card <= {plays for plays, _ in saved} and every_card <= set(drawn) and every_card <= set(heard.plays)
    assert (0, "playing") in saved  # the pass, once the computers' cards have changed hands
    assert saved[-1] == (52, "deal-over") and heard.plays[-1] == 52 and heard.tables == 0
