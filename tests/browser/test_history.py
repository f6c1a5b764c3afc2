"""History in Chromium: play a deal and replay it, download and open the record, game links, bad imports, the budget.

The cards the replay shows are checked against the engine's own replay of
the record the page saved (:func:`hearts.record.replay.replay_game`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts import Rules
from hearts.record import VERSION, GameRecord
from hearts.record.replay import Step, replay_game
from hearts.seats import SEAT_NAMES
from hearts.web.history.list_view import PAGE_SIZE
from hearts.web.history.opening import read_game, size_problem
from hearts.web.storage.history import MAX_GAMES, History, HistoryEntry, encode_history
from hearts.web.storage.saved_game import SavedGame, encode_saved_game
from hearts.web.storage.statistics import Statistics, encode_statistics
from hearts.words import step_words
from tests.helpers.a11y import audit, check
from tests.helpers.matches import play_match
from tests.helpers.pages import (
    DESKTOP,
    PHONE,
    POLL,
    QUICK,
    envelope,
    last_trick,
    open_tab,
    play_first_legal,
    play_until,
    resize,
    said_last,
    saved_data,
    screenshot,
    scroll_to,
    storage,
)

pytestmark = pytest.mark.browser

GAME = 48213907
NOW = "2026-12-01 09:30"


FLAT_REPLAY = "html.audit-flat .replay-board { background: var(--felt-1) !important; }"


def audited(page: Page, view: str) -> None:
    """axe-core finds nothing on the page as it is (the table's audit, with the replay's felt flattened too)."""
    page.add_style_tag(content=FLAT_REPLAY)
    check(audit(page, view, "green"))


def saved_record(page: Page) -> GameRecord:
    data = saved_data(storage(page))
    return GameRecord.from_data(data["record"])


def shown_trick(page: Page) -> list[str]:
    cards = page.locator("#replay-stage .replay-trick .card")
    return [str(n) for n in cards.evaluate_all("els => els.map(e => e.ariaLabel)")]


def shown_hand(page: Page, seat: int) -> list[str]:
    where = ("south", "west", "north", "east")[seat]
    return [
        str(n).removesuffix(", marked")
        for n in page.locator(f"#replay-stage .replay-hand.at-{where} .rank").evaluate_all(
            "els => els.map(e => e.ariaLabel)"
        )
    ]


def check_step(page: Page, step: Step) -> None:
    expect(page.locator("#replay-words")).to_have_text(step_words(step))
    assert [label.split(",")[0] for label in shown_trick(page)] == [card.name for _, card in step.trick.plays]
    for seat in range(4):
        assert sorted(shown_hand(page, seat)) == sorted(card.name for card in step.hands[seat]), SEAT_NAMES[seat]


def test_play_a_deal_then_replay_it_step_by_step(browser: Browser, site_url: str, artifacts: Path) -> None:
    # The deal kept at its last trick: the score sheet after a few taps; the replay steps through the whole deal.
    tab = open_tab(browser, site_url, stored={"hearts.game": last_trick(GAME, f"{GAME}-1-history")}, settings=QUICK)
    page = tab.page
    play_until(page, "sheet")
    record = saved_record(page)
    replay = replay_game(record)
    page.evaluate("location.hash = '#history'")  # the score sheet is modal: its top bar link is behind it
    expect(page.locator("#history-title")).to_have_text("History")
    item = page.locator(".history-game").first
    expect(item.locator("h2")).to_have_text(f"Game {GAME}")
    expect(item.locator(".deal-table tbody tr").first.locator("td").nth(0)).to_have_text("Left")
    screenshot(page, artifacts / "history-1280x800.png", full_page=True)
    item.locator(".replay-link").first.click()
    expect(page.locator("#replay-title")).to_contain_text("Deal 1 of 1")
    deal = replay.deals[0]
    check_step(page, deal.steps[0])
    scroll_to(page.locator(".replay"))
    screenshot(page, artifacts / "replay-dealt-1280x800.png")
    forward = page.get_by_role("button", name="Forward one step")
    forward.click()
    check_step(page, deal.steps[1])
    for step in deal.steps[2:20]:
        page.keyboard.press("ArrowRight")
        check_step(page, step)
        expect(said_last(page)).to_have_text(step_words(step))  # said aloud
    screenshot(page, artifacts / "replay-1280x800.png")
    page.keyboard.press("ArrowLeft")
    check_step(page, deal.steps[18])
    page.get_by_role("button", name="Trick 9").click()
    check_step(page, deal.steps[deal.first_step_of_trick(8)])
    page.keyboard.press("End")
    check_step(page, deal.steps[-1])
    expect(page.locator(".replay-end")).to_contain_text("Deal 1 scored")
    screenshot(page, artifacts / "replay-end-1280x800.png")
    resize(page, PHONE)
    page.keyboard.press("Home")
    page.keyboard.press("PageDown")
    page.keyboard.press("PageDown")
    check_step(page, deal.steps[deal.first_step_of_trick(1)])
    page.keyboard.press("ArrowRight")
    page.keyboard.press("PageUp")
    check_step(page, deal.steps[deal.first_step_of_trick(1)])
    page.keyboard.press("PageUp")
    check_step(page, deal.steps[deal.first_step_of_trick(0)])
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, artifacts / "replay-390x844-top.png")
    resize(page, {"width": 360, "height": 740})
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= 360  # nothing wider than the phone
    screenshot(page, artifacts / "replay-360x740.png", full_page=True)
    resize(page, PHONE)
    scroll_to(page.locator("#replay-stage"))
    screenshot(page, artifacts / "replay-390x844.png")
    assert not tab.problems, tab.problems
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download").click()
    path = artifacts / "downloaded-game.json"
    download_info.value.save_as(path)
    assert GameRecord.from_json(path.read_text()) == record
    page.locator(".history-back").click()
    screenshot(page, artifacts / "history-390x844.png", full_page=True)
    tab.close()

    fresh = open_tab(browser, f"{site_url}#history", settings=QUICK, viewport=DESKTOP)
    page = fresh.page
    expect(page.locator(".history-empty")).to_be_visible()
    page.get_by_role("button", name="Open a game").click()
    page.locator("#open-file").set_input_files(path)
    expect(page.locator("#replay-title")).to_contain_text("Deal 1 of 1")
    check_step(page, deal.steps[0])
    page.keyboard.press("End")
    check_step(page, deal.steps[-1])
    expect(page.locator("#history-status")).to_have_text(f"Game {GAME} is now in History.")
    assert not fresh.problems, fresh.problems
    fresh.close()


def saved_game_text(game: int, stop: int, match_id: str) -> str:
    match = play_match(game, Rules(), seed=1, stop_after=stop)
    return envelope(encode_saved_game(SavedGame.of(match, match_id, "easy")))


def test_a_game_link_replays_without_touching_the_saved_game(browser: Browser, site_url: str, artifacts: Path) -> None:
    saved = saved_game_text(111, 10, "111-1-a")
    linked = GameRecord.from_match(play_match(222, Rules.preset("omnibus"), seed=2))
    replay = replay_game(linked)
    code = linked.to_compact()
    tab = open_tab(browser, f"{site_url}#game={code}", stored={"hearts.game": saved}, settings=QUICK, bypass_csp=True)
    page = tab.page
    expect(page.locator("#history-title")).to_have_text("Game 222")
    expect(page.locator("#replay-title")).to_contain_text(f"Deal 1 of {len(replay.deals)}")
    expect(page.locator(".history-facts").first).to_contain_text("omnibus rules")
    check_step(page, replay.deals[0].steps[0])
    audited(page, "history: a game link in replay")
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy game link").click()
    expect(page.locator("#history-status")).to_contain_text("The game link is copied")
    assert GameRecord.from_compact(page.evaluate("() => navigator.clipboard.readText()")) == linked
    page.get_by_role("button", name="Copy the game record").click()
    expect(page.locator("#history-status")).to_contain_text("The game record is copied")
    assert GameRecord.from_json(page.evaluate("() => navigator.clipboard.readText()")) == linked
    page.locator(".deal-table a.replay-link").nth(1).click()
    expect(page.locator("#replay-title")).to_contain_text(f"Deal 2 of {len(replay.deals)}")
    page.keyboard.press("End")
    check_step(page, replay.deals[1].steps[-1])
    assert storage(page)["hearts.game"] == saved and "hearts.history" not in storage(page)
    page.get_by_role("link", name="Back to the table").click()
    expect(page.locator("#info .game-no")).to_have_text("Game 111")
    assert saved_data(storage(page))["match"] == "111-1-a"  # the same game plays on
    page.evaluate(f"location.hash = '#game={code}'")
    page.get_by_role("button", name="Play this game yourself").click()
    expect(page.locator("#history-confirm-text")).to_contain_text("omnibus rules")
    page.get_by_role("button", name="Play it").click()
    expect(page.locator("#info .game-no")).to_have_text("Game 222")
    play_until(page, "turn")
    kept = saved_data(storage(page))["record"]
    assert kept["game"] == 222 and kept["rules"] == Rules.preset("omnibus").to_dict()
    resize(page, PHONE)
    page.locator('#info [data-action="share"]').click()
    link = page.locator("#share-game").input_value()
    assert link.startswith(f"{site_url}#game=")
    assert GameRecord.from_compact(link) == GameRecord.from_data(kept)
    screenshot(page, artifacts / "share-390x844.png")
    page.get_by_role("button", name="Done").click()
    resize(page, DESKTOP)
    page.wait_for_function(  # the game entered History once the person paused (the replaced one kept its cards)
        "() => (JSON.parse(localStorage.getItem('hearts.history') || 'null')?.data?.games || []).length === 2",
        polling=POLL,
    )
    games = json.loads(storage(page)["hearts.history"])["data"]["games"]
    assert [game["id"].split("-")[0] for game in games] == ["222", "111"]
    assert not tab.problems, tab.problems
    tab.close()


MARKUP = "<img src=x onerror=alert(1)>"


def markup_record() -> str:
    data = GameRecord.from_match(play_match(77, Rules(), seed=3, stop_after=40)).to_data()
    data.update(format=MARKUP, rules={"moon": MARKUP}, deals=[{"passes": [MARKUP] * 4, "plays": MARKUP}])
    return json.dumps(data)


def test_bad_imports_are_refused_and_change_nothing(
    browser: Browser, site_url: str, tmp_path: Path, artifacts: Path
) -> None:
    good = GameRecord.from_match(play_match(77, Rules(), seed=3, stop_after=40))
    kept = envelope(encode_history(History().keep(HistoryEntry.of_match("77-1-a", good.replay(), NOW, "easy"))))
    tab = open_tab(browser, f"{site_url}#history", stored={"hearts.history": kept}, settings=QUICK)
    page = tab.page
    page.get_by_role("button", name="Open a game").click()
    data = good.to_data()
    bad_texts = [
        json.dumps({**data, "version": VERSION + 1}),
        "{this is not json",
        json.dumps({**data, "game": "77", "deals": "2C"}),
        good.to_json().replace('"plays":"', '"plays":"AH ', 1),
        json.dumps({**data, "rules": {"pass_count": 4}}),
        markup_record(),
        f"#game={good.to_compact()[:-8]}",
    ]
    for text in bad_texts:
        page.locator("#open-text").fill(text)
        page.get_by_role("button", name="Open", exact=True).click()
        expected = read_game(text, NOW).problem
        assert expected is not None
        expect(page.locator("#history-status")).to_have_text(expected)
        assert storage(page)["hearts.history"] == kept
    page.locator("#open-text").fill(markup_record())
    page.get_by_role("button", name="Open", exact=True).click()
    expect(page.locator("#history-status")).to_contain_text(MARKUP)
    assert page.locator("#history img, #history script").count() == 0
    resize(page, PHONE)
    screenshot(page, artifacts / "history-open-390x844.png")
    resize(page, DESKTOP)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:  # 50 MB on disk: the page is given the file, not its bytes
        file.truncate(50_000_002)
    page.locator("#open-file").set_input_files(huge)
    expect(page.locator("#history-status")).to_have_text(size_problem(50_000_002) or "")
    page.locator("#open-file").set_input_files(
        {"name": "broken.json", "mimeType": "application/json", "buffer": b"\x00\xff not a record"}
    )
    expect(page.locator("#history-status")).to_contain_text("Nothing was opened:")
    assert storage(page)["hearts.history"] == kept
    page.get_by_role("link", name="Game 77", exact=True).click()
    page.get_by_role("button", name="Delete").click()
    expect(page.locator("#history-confirm-title")).to_have_text("Delete game 77?")
    page.get_by_role("button", name="Cancel").click()
    assert storage(page)["hearts.history"] == kept
    page.get_by_role("button", name="Delete").click()
    page.locator(".confirm").get_by_role("button", name="Delete").click()
    expect(page.locator("#history-status")).to_have_text("Game 77 was deleted. Your statistics are unchanged.")
    expect(page.locator(".history-game")).to_have_count(0)
    assert json.loads(storage(page)["hearts.history"])["data"]["games"] == []
    assert not tab.problems, tab.problems
    tab.close()


def test_the_budget_trims_the_oldest_and_keeps_the_game_in_progress(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    one = HistoryEntry.of_match("g", play_match(9, Rules(), seed=3), NOW, "easy")
    full = History(tuple(replace(one, id=f"g{n}") for n in range(MAX_GAMES)))
    counted = Statistics().record_finished(play_match(8, Rules(), seed=1), "easy", "8-1-a")
    stats = envelope(encode_statistics(counted))
    stored = {
        "hearts.history": envelope(encode_history(full)),
        "hearts.game": saved_game_text(333, 4, "333-1-a"),
        "hearts.statistics": stats,
    }
    tab = open_tab(browser, site_url, stored=stored, settings=QUICK, bypass_csp=True)
    page = tab.page
    play_until(page, "turn")
    page.wait_for_timeout(50)
    if storage(page)["hearts.history"] == stored["hearts.history"]:
        play_first_legal(page)
    page.wait_for_function("() => localStorage.getItem('hearts.history').includes('333-1-a')", polling=POLL)
    ids = [game["id"] for game in json.loads(storage(page)["hearts.history"])["data"]["games"]]
    assert len(ids) == MAX_GAMES and ids[0] == "333-1-a" and "g199" not in ids and ids[-1] == "g198"
    statistics = storage(page)["hearts.statistics"]
    assert json.loads(statistics)["data"]["total"]["played"] == 1
    page.evaluate("location.hash = '#history'")
    first = page.locator(".history-game").first
    expect(first.locator(".history-chip")).to_have_text("In progress")
    expect(page.get_by_role("button", name=f"Show more games ({MAX_GAMES - PAGE_SIZE} older)")).to_be_visible()
    screenshot(page, artifacts / "history-many-1280x800.png")
    audited(page, "history: 200 games")
    page.get_by_role("button", name="Clear history").click()
    expect(page.locator("#history-confirm-title")).to_have_text("Clear history?")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.querySelector('.confirm').contains(document.activeElement)")
    page.keyboard.press("Escape")
    expect(page.locator("#history-confirm-title")).to_have_count(0)
    page.get_by_role("button", name="Clear history").click()
    page.locator(".confirm").get_by_role("button", name="Clear history").click()
    expect(page.locator("#history-status")).to_contain_text(f"{MAX_GAMES - 1} games removed")
    ids = [game["id"] for game in json.loads(storage(page)["hearts.history"])["data"]["games"]]
    assert ids == ["333-1-a"]
    assert storage(page)["hearts.statistics"] == statistics
    expect(page.locator(".history-game")).to_have_count(1)
    assert not tab.problems, tab.problems
    tab.close()
