"""The settings in force and the Settings and Statistics drawers, without a browser: what a change keeps and who
follows it, a changed control read back, the reset question, another tab's changes, the controller's choices."""

from __future__ import annotations

import json

from hearts import Rules
from hearts.web.settings.current import CurrentSettings
from hearts.web.settings.state import SettingsState
from hearts.web.settings.views import settings_drawer
from hearts.web.statistics.state import RESET_DONE, StatisticsState
from hearts.web.statistics.views import statistics_drawer
from hearts.web.storage.other_tabs import follow
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.reviews import ReviewBook
from hearts.web.storage.saved_game import SavedGame
from hearts.web.storage.settings import SETTINGS_SLOT, Settings
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.statistics import STATISTICS_SLOT
from hearts.web.table.choices import PlayChoices, Timing
from hearts.web.table.controller import Controller
from hearts.web.ui.tree import find, find_all, text_of
from tests.helpers.matches import play_match


def current_over(store: MemoryStore) -> tuple[CurrentSettings, list[Settings], list[str]]:
    keeper = Keeper(store)
    restored = keeper.restore()
    seen: list[Settings] = []
    flushed: list[str] = []
    current = CurrentSettings(keeper, restored.settings, lambda: flushed.append("flush"))
    current.follow(seen.append)
    return current, seen, flushed


def stored_settings(store: MemoryStore) -> Settings:
    return Keeper(store).restore().settings


def test_a_change_is_kept_and_followed_and_the_same_settings_change_nothing() -> None:
    store = MemoryStore()
    current, seen, flushed = current_over(store)
    assert seen == [Settings()] and SETTINGS_SLOT.key not in store.data  # followers start with the settings in force
    current.change(Settings())
    assert seen == [Settings()] and SETTINGS_SLOT.key not in store.data and flushed == []
    current.change(Settings(table="purple"))
    assert [s.table for s in seen] == ["green", "purple"] and flushed == ["flush"]
    assert stored_settings(store).table == "purple"
    current.choose_difficulty("expert")
    current.choose_difficulty("grandmaster")  # not a level: nothing changes
    assert [s.difficulty for s in seen] == ["medium", "medium", "expert"]
    assert stored_settings(store) == Settings(table="purple", difficulty="expert")


def test_another_tabs_settings_and_statistics_are_followed_without_writing_them_again() -> None:
    store = MemoryStore()
    current, seen, _ = current_over(store)
    keeper = current.keeper
    there = Keeper(store)
    there.restore()
    there.save_settings(Settings(four_colour=True))
    written = store.data[SETTINGS_SLOT.key]
    assert follow(keeper, SETTINGS_SLOT.key) == "settings"
    current.adopt()
    assert current.value == Settings(four_colour=True) and seen[-1] == current.value
    assert store.data[SETTINGS_SLOT.key] == written
    match = play_match(5, Rules(end_score=1), seed=None)
    there.save_game(SavedGame.of(match, "5-1-1", "hard"), match)
    assert keeper.statistics.total.played == 0
    assert follow(keeper, STATISTICS_SLOT.key) == "statistics"
    assert keeper.statistics.total.played == 1 and keeper.statistics.tally("hard").played == 1
    assert follow(keeper, "hearts.game") is None and follow(keeper, None) is None


def test_a_changed_control_becomes_kept_settings_and_a_house_rule_keeps_the_house_rules_open() -> None:
    store = MemoryStore()
    current, seen, _ = current_over(store)
    drawer = SettingsState(current, lambda: ("hard", Rules(end_score=50)))
    assert drawer.change("sounds", "true", False) == Settings(sounds=False)
    assert stored_settings(store).sounds is False and seen[-1] == Settings(sounds=False)
    assert drawer.change("colour", "purple", False) is None  # not a setting
    assert drawer.change("table", "tartan", True) is None  # not a table colour
    assert current.value == Settings(sounds=False)
    drawer.change("rule-end_score", "50", False)
    assert not drawer.house_rules_open  # a main rule, shown above the house rules
    assert find(settings_drawer(drawer), "details", class_="house-rules").get("open") is None
    changed = drawer.change("rule-first_lead", "left-of-dealer", False)
    assert changed is not None and changed.rules.first_leader == "left-of-dealer"
    assert drawer.house_rules_open
    assert find(settings_drawer(drawer), "details", class_="house-rules").get("open") == ""
    drawer.change("rule-first_lead", "two-of-clubs", False)
    assert drawer.house_rules_open  # once changed, they stay open
    note = text_of(find(settings_drawer(drawer), id="next-note"))
    assert "This game: Hard players" in note


def test_the_statistics_drawer_asks_before_a_reset_and_keeps_counted_games_counted() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    keeper.restore()
    match = play_match(5, Rules(end_score=1), seed=None)
    keeper.save_game(SavedGame.of(match, "5-1-1", "medium"), match)
    flushed: list[str] = []
    books: list[str] = []

    def book() -> ReviewBook:
        books.append("read")
        return ReviewBook()

    drawer = StatisticsState(keeper, book, lambda: flushed.append("flush"))
    assert not find_all(statistics_drawer(drawer), role="alertdialog") and books == ["read"]
    assert "Review a deal from its score sheet" in text_of(statistics_drawer(drawer))
    drawer.ask_reset()
    dialog = find(statistics_drawer(drawer), role="alertdialog")
    assert [b.get("data-panel-action") for b in find_all(dialog, "button")] == ["reset-cancel", "reset-confirm"]
    drawer.cancel_reset()
    assert not find_all(statistics_drawer(drawer), role="alertdialog") and keeper.statistics.total.played == 1
    drawer.ask_reset()
    assert drawer.reset() == RESET_DONE and flushed == ["flush"]
    assert not drawer.confirming and keeper.statistics.total.played == 0
    stored = json.loads(store.data[STATISTICS_SLOT.key])["data"]
    assert "5-1-1" in stored["counted"]
    keeper.save_game(SavedGame.of(match, "5-1-1", "medium"), match)  # the same game saved again
    assert keeper.statistics.total.played == 0


def test_the_statistics_drawer_shows_the_rules_chosen() -> None:
    keeper = Keeper(MemoryStore())
    keeper.restore()
    for number, rules in ((5, Rules(end_score=1)), (6, Rules.preset("omnibus").with_options(end_score=1))):
        match = play_match(number, rules, seed=None)
        keeper.save_game(SavedGame.of(match, f"{number}-1-1", "medium"), match)
    drawer = StatisticsState(keeper, ReviewBook)
    chooser = find(statistics_drawer(drawer), "select", name="stats-rules")
    values = [option.get("value") for option in find_all(chooser, "option")]
    assert values[0] == "all" and len(values) == 3
    drawer.show_rules(values[2] or "")
    chooser = find(statistics_drawer(drawer), "select", name="stats-rules")
    chosen = [o.get("value") for o in find_all(chooser, "option") if o.get("selected") is not None]
    assert chosen == [values[2]]


def test_the_controller_follows_the_persons_choices() -> None:
    settings = Settings(
        difficulty="expert",
        rules=Rules.preset("omnibus"),
        animation="slow",
        pace="relaxed",
        pause_after_trick=False,
        suit_order="bridge",
        rank_order="descending",
        forced_cards=True,
    )
    choices = PlayChoices.of(settings)
    assert choices == PlayChoices(
        "expert", Rules.preset("omnibus"), Timing.named("slow", "relaxed"), True, ("bridge", "descending"), True
    )
    controller = Controller(lambda: None, game_number=5)
    assert controller.next_level == "medium" and controller.timing == Timing() and not controller.auto_continue
    controller.use(choices)
    assert controller.next_level == "expert" and controller.rules == Rules.preset("omnibus")
    assert controller.timing == Timing.named("slow", "relaxed") and controller.auto_continue
    assert controller.forced.on and controller.hand_order == ("bridge", "descending")
    assert (controller.table.suit_order, controller.table.rank_order) == ("bridge", "descending")
    made = Controller(lambda: None, game_number=5, choices=choices)
    assert made.table.level == "expert" and made.table.match.rules == Rules.preset("omnibus")
    assert (made.table.suit_order, made.table.rank_order) == ("bridge", "descending") and made.forced.on
