"""The table's regions drawn again only when what they show changed, on CPython: the markup is always what
:func:`~hearts.web.table.views.render` draws afresh, and the sheet and scores are not drawn while cards are played."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from hearts.web.table import views
from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.key_intents import cursor_card
from hearts.web.table.regions import Regions
from hearts.web.table.views import REGIONS, Extras, render
from hearts.web.ui.tree import html_of
from hearts.words.catalog import use_language
from tests.helpers.page import INSTANT, nap, play_out_deal

GAME = 48213907


def extras_of(controller: Controller, cursor: str | None) -> Extras:
    return Extras(
        choosing_new_game=controller.choosing_new_game,
        next_level=controller.next_level,
        next_rules=controller.rules,
        hand_cursor=cursor,
        last_trick_open=controller.last_trick_open,
    )


def fresh(controller: Controller, extras: Extras) -> dict[str, str]:
    table = controller.table
    drawn = render(
        table,
        choosing_new_game=extras.choosing_new_game,
        next_level=extras.next_level,
        next_rules=extras.next_rules,
        hand_cursor=extras.hand_cursor,
        last_trick_open=extras.last_trick_open,
    )
    return {name: html_of(content) for name, content in drawn.items()}


def play_two_deals(on_draw: Callable[[Controller], None]) -> Controller:
    """Two deals of :data:`GAME` as a person plays them: a refused pass, a refused card, hints, the last trick
    looked at again, the new-game menu opened and closed, a deal in French; ``on_draw`` after every redraw."""
    holder: list[Controller] = []
    controller = Controller(
        lambda: on_draw(holder[0]), game_number=GAME, choices=PlayChoices(level="easy", timing=INSTANT), sleep=nap
    )
    holder.append(controller)

    visits = 0

    def play(controller: Controller) -> None:
        nonlocal visits
        visits += 1
        table = controller.table
        legal = table.round.legal_plays()
        if visits == 2:
            controller.press("hint")  # the card comes at the next visit
            return
        other = [card for card in table.hand if card not in legal]
        if visits == 1 and other:
            controller.tap_card(other[0].code)
        if visits == 3:
            controller.press("last-trick")
            controller.press("last-trick")
        if visits == 4:
            controller.press("new-game-menu")
            controller.press("close-sheet")
        controller.tap_card(legal[visits % len(legal)].code)

    def passing(controller: Controller) -> None:
        hand = controller.table.hand
        for card in hand[:2]:
            controller.tap_card(card.code)
        controller.press("pass")
        controller.tap_card(hand[5].code)
        controller.press("pass")

    async def deal() -> None:
        nonlocal visits
        visits = 0
        await play_out_deal(controller, play, passing)

    async def scenario() -> None:
        controller.start()
        await deal()
        controller.press("next-deal")
        use_language("fr")
        controller.redraw()
        await deal()

    asyncio.run(scenario())
    assert controller.errors == []
    return controller


def test_every_region_draws_what_a_fresh_render_draws_after_every_redraw() -> None:
    regions = Regions()
    draws = 0

    def check(controller: Controller) -> None:
        nonlocal draws
        table = controller.table
        codes = [card.code for card in table.hand]
        playable = [card.code for card in table.hand if table.playable(card)]
        cursor = cursor_card(codes, codes[draws % len(codes)] if codes else None, playable)  # focus moves on
        extras = extras_of(controller, cursor)
        assert regions.markup(table, extras) == fresh(controller, extras), (table.stage, table.plays_made)
        draws += 1

    controller = play_two_deals(check)
    assert draws > 100 and controller.table.deal_number == 2


def counted(monkeypatch: pytest.MonkeyPatch, name: str, calls: Counter[str]) -> None:
    view = getattr(views, name)

    def counting(*args: Any, **options: Any) -> Any:
        calls[name] += 1
        return view(*args, **options)

    monkeypatch.setattr(views, name, counting)


def test_the_sheet_and_scores_are_not_drawn_while_cards_are_played(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    for name in ("sheet_view", "scores_view", "info_view", "hand_view", "trick_view"):
        counted(monkeypatch, name, calls)
    regions = Regions()
    sheets: list[int] = []  # the sheet's draws at each draw while cards are played
    points = set()

    def draw(controller: Controller) -> None:
        table = controller.table
        regions.markup(table, extras_of(controller, None))
        if table.stage in ("playing", "trick") and not controller.choosing_new_game:
            sheets.append(calls["sheet_view"])
            points.add((table.deal_number, table.deal_points, table.totals))

    play_two_deals(draw)
    assert len(sheets) > 100
    assert len(set(sheets)) == 4  # drawn closed at the start, after the menu closed, after deal 1, in French
    assert calls["scores_view"] <= len(points) + 2  # once for each change of the points (and the language)
    assert calls["info_view"] <= 4  # the game, each deal, the language
    assert calls["trick_view"] < sum(1 for _ in sheets)
    assert calls["hand_view"] < calls["trick_view"] * 2
    assert set(REGIONS) == set(views.DRAWERS)


def test_a_trick_played_draws_neither_the_sheet_nor_the_scores_nor_the_info(monkeypatch: pytest.MonkeyPatch) -> None:
    from hearts.web.table.state import Table
    from tests.helpers.page import at_your_turn, pass_all

    table = at_your_turn(pass_all(Table(GAME, "easy")))
    regions = Regions()
    regions.markup(table, Extras())
    calls: Counter[str] = Counter()
    for name in ("sheet_view", "scores_view", "info_view", "seat_view", "trick_view"):
        counted(monkeypatch, name, calls)
    cards = 0
    while table.stage == "playing":
        table.play(table.round.legal_plays()[0])
        regions.markup(table, Extras())
        cards += 1
    assert table.stage == "trick" and cards >= 1
    assert calls["sheet_view"] == calls["scores_view"] == calls["info_view"] == 0
    assert calls["trick_view"] == cards
    assert calls["seat_view"] <= 2 * cards  # the seat that played and the seat to play next


def test_a_card_of_the_hand_that_shows_the_same_is_the_same_tree() -> None:
    """The page's patch passes over a subtree drawn again as the same object: the hand's cards are kept by what
    they show, and a card that changes is a new tree."""
    from hearts.web.table.state import Table
    from hearts.web.table.views import hand_view
    from hearts.web.ui.tree import Node

    def cards(fan: Node) -> list[Node]:
        return [child for child in fan.children if isinstance(child, Node) and child.get("data-card")]

    table = Table(GAME, "easy")
    (before,) = hand_view(table)
    first = table.hand[0]
    table.tap(first)  # chosen to pass
    (after,) = hand_view(table)
    changed = [new.get("data-card") for old, new in zip(cards(before), cards(after), strict=True) if old is not new]
    assert changed == [first.code]
    use_language("fr")
    try:
        (french,) = hand_view(table)
        assert all(a is not b and a != b for a, b in zip(cards(after), cards(french), strict=True))  # named anew
    finally:
        use_language("en")
