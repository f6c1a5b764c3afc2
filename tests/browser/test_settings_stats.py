"""Settings and statistics in Chromium.

A short match (the rules setting "Game ends at 25 points", chosen in the
Settings drawer) is played to its end by the simple policy with play
continuing by itself. Its statistics are checked, and counted once however
often the page is reloaded; a second, fresh browser plays the same game
number with the same choices and reaches the same scores. Settings survive a
reload and follow from one tab to another. Screenshots of both drawers go
to test-artifacts/ at 1280x800 and 390x844.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from hearts import Rules
from hearts.web.storage.settings import Settings
from hearts.web.storage.statistics import Statistics, encode_statistics
from tests.helpers.catalogs import tiny_catalog
from tests.helpers.matches import play_match as play_to_the_end
from tests.helpers.pages import (
    PHONE,
    Tab,
    envelope,
    hand,
    notice,
    open_tab,
    play_until,
    reload,
    screenshot,
    seed_script,
    storage,
    totals,
    wait_ready,
)

pytestmark = pytest.mark.browser

GAME = 1
FAST = {"animation": "off", "pause_after_trick": False}
"""No animation and no pause after each trick: a match plays in seconds."""


@dataclass
class Finished:
    tab: Tab
    totals: list[int]
    deals: int


def sheet_totals(page: Page) -> list[int]:
    return [int(t) for t in page.get_by_role("dialog").locator("tbody td:nth-child(4)").all_inner_texts()]


def stat_rows(page: Page) -> dict[str, list[str]]:
    rows = {}
    for row in page.locator("#panel table tbody tr").all():
        rows[row.locator("th").inner_text()] = [t.strip() for t in row.locator("td").all_inner_texts()]
    return rows


SHEET_LINKS = {"Statistics": "Your statistics", "Settings": "Change them in Settings"}


def open_drawer(page: Page, name: str) -> None:
    """Open a drawer from the top bar, or from the score sheet when one covers the table."""
    if page.evaluate("location.hash") == f"#{name.lower()}":  # the address asks for it (after a reload)
        expect(page.locator("#panel")).to_be_visible()  # it opens by itself, once its part of the code has come
        expect(page.locator("#panel-title")).to_have_text(name)
        return
    if page.locator("#sheet").is_visible():
        page.locator("#sheet").get_by_role("link", name=SHEET_LINKS[name]).click()
    else:
        page.get_by_role("link", name=name, exact=True).click()
    expect(page.locator("#panel")).to_be_visible()
    expect(page.locator("#panel-title")).to_have_text(name)
    expect(page.locator("#panel-title")).to_be_focused()


def close_drawer(page: Page) -> None:
    page.get_by_role("button", name="Close", exact=True).click()
    expect(page.locator("#panel")).to_be_hidden()


def play_match(page: Page) -> tuple[list[int], int]:
    """Play to the final sheet; the totals and how many deals it took."""
    deals = 1
    while True:
        play_until(page, "sheet", auto=True)
        next_deal = page.get_by_role("button", name="Next deal", exact=True)
        if not next_deal.count():
            return sheet_totals(page), deals
        next_deal.click()
        deals += 1


@pytest.fixture(scope="module")
def finished(browser: Browser, site_url: str, artifacts: Path) -> Iterator[Finished]:
    tab = open_tab(browser, f"{site_url}?deal={GAME}", settings=FAST)
    page = tab.page
    open_drawer(page, "Settings")
    expect(page.locator("#next-note")).to_contain_text("apply from your next new game")
    page.get_by_label("Game ends at").select_option("25")
    expect(page.locator("#next-note")).to_contain_text("Your next new game: Medium players, standard rules, game to 25")
    close_drawer(page)
    expect(page.locator(".to-go")).to_have_text("Game ends at 100")  # this game keeps its rules
    reload(page)  # nobody has played in it: the address deals game 1 anew, with the new rules
    expect(page.locator(".to-go")).to_have_text("Game ends at 25")
    totals, deals = play_match(page)
    expect(page.get_by_role("dialog")).to_contain_text(re.compile(r"win|share"))
    yield Finished(tab, totals, deals)
    tab.close()
    assert tab.problems == []


def test_statistics_after_a_finished_match(finished: Finished, artifacts: Path) -> None:
    page = finished.tab.page
    won = finished.totals[0] == min(finished.totals)
    open_drawer(page, "Statistics")
    rows = stat_rows(page)
    assert rows["Games played"] == ["1", "0", "1", "0", "0"]
    mark = "1" if won else "0"
    assert rows["Games won"] == [mark, "0", mark, "0", "0"]
    assert rows["Win rate"][0] == ("100%" if won else "0%")
    assert rows["Lowest final score"][0] == str(finished.totals[0])
    assert rows["Best win streak"][0] == ("1" if won else "0")
    average = float(rows["Average points per deal"][0])
    assert average == pytest.approx(finished.totals[0] / finished.deals, abs=0.05)
    expect(page.locator("#panel .stat-tile").first).to_contain_text("1")
    screenshot(page, artifacts / "statistics-1280x800.png")
    close_drawer(page)


def test_a_finished_match_counts_once_even_when_reloaded_at_its_end(finished: Finished) -> None:
    page = finished.tab.page
    for _ in range(2):
        reload(page)
        expect(page.get_by_role("dialog")).to_be_visible()
        assert sheet_totals(page) == finished.totals
    open_drawer(page, "Statistics")
    assert stat_rows(page)["Games played"][0] == "1"
    close_drawer(page)


def test_the_same_game_and_choices_give_the_same_scores_in_a_fresh_browser(
    browser: Browser, site_url: str, finished: Finished
) -> None:
    settings = {**FAST, "rules": Rules(end_score=25).to_dict()}
    other = open_tab(browser, f"{site_url}?deal={GAME}", settings=settings)
    try:
        expect(other.page.locator(".to-go")).to_have_text("Game ends at 25")
        totals, deals = play_match(other.page)
        assert (totals, deals) == (finished.totals, finished.deals)
        assert other.problems == []
    finally:
        other.close()


def test_settings_apply_at_once_and_survive_a_reload(finished: Finished, artifacts: Path) -> None:
    page = finished.tab.page
    root = page.locator("html")
    panel = page.locator("#panel")
    open_drawer(page, "Settings")
    panel.locator("label.swatch-choice", has_text="Purple").click()
    expect(root).to_have_attribute("data-table", "purple")
    panel.locator("label.swatch-choice", has_text="Black diamonds").click()
    expect(root).to_have_attribute("data-back", "black")
    panel.get_by_role("switch", name=re.compile("Four-colour suits")).check()
    expect(root).to_have_class(re.compile(r"\bfour-colour\b"))
    panel.get_by_role("switch", name=re.compile("^Sounds")).uncheck()
    panel.get_by_role("radio", name="Slow").check()
    expect(root).to_have_attribute("data-animation", "slow")
    panel.get_by_role("radio", name=re.compile("^Hard")).check()
    expect(page.locator("#next-note")).to_contain_text("Hard players")
    page.locator("#panel .panel-card").evaluate("card => card.scrollTo(0, 0)")
    screenshot(page, artifacts / "settings-1280x800.png")
    reload(page)  # the drawer comes back open: the address ends in #settings
    expect(page.locator("#panel-title")).to_have_text("Settings")
    expect(root).to_have_attribute("data-table", "purple")
    expect(root).to_have_attribute("data-back", "black")
    expect(root).to_have_class(re.compile(r"\bfour-colour\b"))
    open_drawer(page, "Settings")
    expect(panel.get_by_role("radio", name="Purple")).to_be_checked()
    expect(panel.get_by_role("switch", name=re.compile("^Sounds"))).not_to_be_checked()
    expect(panel.get_by_role("radio", name="Slow")).to_be_checked()
    expect(panel.get_by_role("radio", name=re.compile("^Hard"))).to_be_checked()
    expect(panel.get_by_label("Game ends at")).to_have_value("25")
    page.keyboard.press("Escape")
    expect(page.locator("#panel")).to_be_hidden()
    assert not page.url.endswith("#settings")


def test_a_second_tab_shares_settings_and_counts_nothing_twice(finished: Finished) -> None:
    first = finished.tab.page
    second = finished.tab.context.new_page()
    try:
        second.goto(first.url)
        wait_ready(second)
        expect(second.get_by_role("dialog")).to_be_visible()  # the same finished match
        open_drawer(second, "Settings")
        second.locator("#panel label.swatch-choice", has_text="Slate").click()
        expect(first.locator("html")).to_have_attribute("data-table", "slate")
        open_drawer(first, "Statistics")
        assert stat_rows(first)["Games played"][0] == "1"
        close_drawer(first)
    finally:
        second.close()


def test_reset_statistics_asks_first(finished: Finished) -> None:
    page = finished.tab.page
    open_drawer(page, "Statistics")
    page.get_by_role("button", name="Reset statistics").click()
    dialog = page.get_by_role("alertdialog", name="Reset statistics?")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()
    for key in ("Tab", "Tab", "Tab", "Shift+Tab"):  # the keyboard stays in the question
        page.keyboard.press(key)
        expect(dialog.locator(":focus")).to_have_count(1)
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    assert stat_rows(page)["Games played"][0] == "1"
    page.get_by_role("button", name="Reset statistics").click()
    dialog.get_by_role("button", name="Reset statistics").click()
    expect(dialog).to_be_hidden()
    assert stat_rows(page)["Games played"] == ["0"] * 5
    reload(page)  # the finished match is not counted again
    open_drawer(page, "Statistics")
    assert stat_rows(page)["Games played"][0] == "0"
    assert '"played":0' in storage(page)["hearts.statistics"]


def sample_statistics() -> Statistics:
    """A few finished matches at two levels, so the phone screenshot shows real numbers."""
    stats = Statistics()
    for game in range(1, 9):
        match = play_to_the_end(game, Rules(end_score=40), seed=None)
        stats = stats.record_finished(match, "medium" if game % 3 else "hard", f"{game}-1-1")
    return stats


def test_phone_screenshots_of_statistics_and_settings(browser: Browser, site_url: str, artifacts: Path) -> None:
    stored = {
        "hearts.statistics": envelope(encode_statistics(sample_statistics())),
        "hearts.settings": envelope(Settings(table="blue").to_data()),
    }
    tab = open_tab(
        browser,
        f"{site_url}?deal=48213907",
        stored=stored,
        viewport=PHONE,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    page = tab.page
    try:
        assert len(hand(page)) == 13
        for name in ("Statistics", "Settings", "Learn"):
            box = page.get_by_role("link", name=name, exact=True).bounding_box()
            assert box is not None and box["x"] + box["width"] <= PHONE["width"] and box["height"] >= 32
        screenshot(page, artifacts / "table-390x844-top-bar.png")
        open_drawer(page, "Statistics")
        assert stat_rows(page)["Games played"][0] == "8"
        width = page.locator("#panel .panel-card").evaluate("card => card.scrollWidth")
        assert width <= PHONE["width"]
        screenshot(page, artifacts / "statistics-390x844.png")
        close_drawer(page)
        open_drawer(page, "Settings")
        screenshot(page, artifacts / "settings-390x844.png")
        page.locator("#panel .panel-card").evaluate("card => card.scrollTo(0, card.scrollHeight)")
        screenshot(page, artifacts / "settings-390x844-rules.png")
        assert tab.problems == []
    finally:
        tab.close()


FRENCH = {
    (None, "Your turn."): "À vous de jouer.",
    ("drawer", "Settings"): "Réglages",
    ("top bar", "History"): "Historique",
    ("top bar", "Settings"): "Réglages",
    ("heading", "Scores"): "Points",
    (None, "Hearts"): "Dame de pique",
}
"""Enough French to see the table, the drawer, the top bar and the title change (the real catalogs come later)."""


def test_the_language_changes_mid_game_and_the_game_goes_on(browser: Browser, site_url: str) -> None:
    """Settings → Language: French at once, the game kept; French again from the first draw after a reload."""
    tab = open_tab(browser, f"{site_url}?deal=7", settings=FAST, service_workers="block")
    page = tab.page
    asked: list[str] = []
    french = tiny_catalog(FRENCH, "fr")

    def answer(route: Route) -> None:
        asked.append(route.request.url)
        route.fulfill(body=french, content_type="application/octet-stream")

    page.route("**/locale/*.mo", answer)
    loading = {"fr": {"Hearts": "Dame de pique", "Loading": "Chargement"}}  # the loading screen's words
    page.route("**/locale/loading.json", lambda route: route.fulfill(json=loading))
    try:
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert play_until(page, "mid-trick", auto=True) == "mid-trick"
        # The game's line as written (its words may hide where the top bar gets crowded in a longer language).
        before = (hand(page), page.locator("#trick .card").count(), totals(page), page.locator("#info").text_content())
        assert asked == []  # English fetches no catalog
        open_drawer(page, "Settings")
        options = page.locator("#set-language option")
        assert options.all_inner_texts() == [
            "English",
            "Español",
            "Français",
            "Deutsch",
            "Português (Brasil)",
            "Italiano",
            "Nederlands",
            "Polski",
        ]
        expect(page.locator("#set-language option[value=pl]")).to_have_attribute("lang", "pl")
        page.locator("#set-language").select_option("fr")
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator("#panel-title")).to_have_text("Réglages")
        expect(page.locator("#set-language")).to_have_value("fr")
        assert [url.rsplit("/", 2)[-2:] for url in asked] == [["locale", "fr.mo"]]
        page.get_by_role("button", name="Close", exact=True).click()
        expect(page.locator("#panel")).to_be_hidden()
        expect(page.locator("#prompt .status")).to_have_text("À vous de jouer.")
        expect(page.locator("#scores .panel-title")).to_have_text("Points")
        expect(page.locator(".topbar a[href='#history']")).to_have_attribute("aria-label", "Historique")
        assert page.title() == "Dame de pique"
        after = (hand(page), page.locator("#trick .card").count(), totals(page), page.locator("#info").text_content())
        assert after == before  # the same game, at the same card
        reload(page)  # the choice is kept, and the catalog is in use before the table is first drawn
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator("#prompt .status")).to_have_text("À vous de jouer.")
        assert hand(page) == before[0]
        expect(page.locator(".loading-title")).to_have_text("Dame de pique")  # worded before Python ran
        expect(page.locator("#loading-bar")).to_have_attribute("aria-label", "Chargement")
    finally:
        tab.close()
    assert tab.problems == []


def test_a_catalog_that_cannot_be_fetched_leaves_the_table_in_english(browser: Browser, site_url: str) -> None:
    """Offline before French was ever fetched: the table starts in English and says why."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(seed_script({"hearts.settings": envelope({"language": "fr"})}))
    context.route("**/locale/*", lambda route: route.abort())
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    try:
        page.goto(f"{site_url}?deal=7")
        wait_ready(page)
        assert len(hand(page)) == 13
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert "The words of Français could not be fetched" in notice(page)
        expect(page.locator(".loading-title")).to_have_text("Hearts")
    finally:
        context.close()
    assert problems == []
