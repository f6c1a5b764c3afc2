"""The router in plain Python: every address the page answers to, and which screens each shows, in what order."""

from __future__ import annotations

import pytest

from hearts.learn import LESSONS, rule_sections
from hearts.learn.session import LearnRoute
from hearts.rules import Rules
from hearts.web.history_route import HistoryRoute
from hearts.web.router import TABLE, Route, Router, Screen, ScreenName, parse_route

LESSON = LESSONS[0].id
SECTION = rule_sections(Rules())[1].id

ADDRESSES = [
    ("", TABLE),
    ("#", TABLE),
    ("#settings", Route(drawer="settings")),
    ("#statistics", Route(drawer="statistics")),
    ("#history", Route("history", history=HistoryRoute("list"))),
    ("#history/", Route("history", history=HistoryRoute("list"))),
    ("#history/48213907-1-a", Route("history", history=HistoryRoute("kept", "48213907-1-a"))),
    ("#history/48213907-1-a/3", Route("history", history=HistoryRoute("kept", "48213907-1-a", 3))),
    ("#game=AQLfr5MAAgAACAAg", Route("history", history=HistoryRoute("link", "AQLfr5MAAgAACAAg"))),
    ("#game=AQLfr5MAAgAACAAg/2", Route("history", history=HistoryRoute("link", "AQLfr5MAAgAACAAg", 2))),
    ("#game=AQ<b>", Route("history", history=HistoryRoute("link", "AQ<b>"))),  # damaged: History says so
    ("#learn", Route("learn", learn=LearnRoute())),
    (f"#learn/rules/{SECTION}", Route("learn", learn=LearnRoute("rules", SECTION))),
    ("#learn/practice", Route("learn", learn=LearnRoute("practice"))),
    (f"#learn/practice/{LESSON}", Route("learn", learn=LearnRoute("practice", LESSON))),
    ("#learn/practice/no-such-lesson", Route("learn", learn=LearnRoute("practice"))),
    ("#learn/reference", Route("learn", learn=LearnRoute("reference"))),
    ("#learn/faq", Route("learn", learn=LearnRoute("faq"))),
    ("#learn/tips", Route("learn", learn=LearnRoute("tips"))),
    ("#learn/nothing-here", Route("learn", learn=LearnRoute())),
    ("#nothing-here", TABLE),
    ("#settings/", TABLE),
    ("#learning", TABLE),
    ("#history/a b", TABLE),
    ("#deal=5", TABLE),
]


@pytest.mark.parametrize(("fragment", "route"), ADDRESSES)
def test_every_address_reads_as_its_route(fragment: str, route: Route) -> None:
    assert parse_route(fragment) == route


@pytest.mark.parametrize("route", sorted({route for _, route in ADDRESSES}, key=lambda route: route.hash))
def test_a_route_s_address_reads_back_as_the_route(route: Route) -> None:
    assert parse_route(route.hash) == route


def test_each_route_shows_its_screens_history_in_the_tables_place_and_learn_over_it() -> None:
    assert TABLE.screens == ("table",)
    assert Route(drawer="settings").screens == ("table", "panel")
    assert parse_route("#history").screens == ("history",)
    assert parse_route("#learn/faq").screens == ("table", "learn")
    assert [parse_route(f).view for f in ("#statistics", "#game=AQ", "#learn", "")] == [
        "table",
        "history",
        "learn",
        "table",
    ]


@pytest.mark.parametrize(
    "make",
    [
        lambda: Route("history"),
        lambda: Route(history=HistoryRoute("list")),
        lambda: Route("learn", history=HistoryRoute("list")),
        lambda: Route("history", drawer="settings", history=HistoryRoute("list")),
        lambda: Route(learn=LearnRoute()),
    ],
)
def test_a_route_holds_only_its_own_view_s_part(make: object) -> None:
    with pytest.raises(ValueError):
        make()  # type: ignore[operator]


class FakeAddress:
    """The browser's address: ``go`` changes it (the browser reports it later), ``replace`` silently."""

    def __init__(self, fragment: str = "") -> None:
        self.now = fragment
        self.went: list[str] = []
        self.replaced: list[str] = []

    def fragment(self) -> str:
        return self.now

    def go(self, fragment: str) -> None:
        self.went.append(fragment)
        self.now = fragment

    def replace(self, fragment: str) -> None:
        self.replaced.append(fragment)
        self.now = fragment


class FakeScreen:
    def __init__(self, name: str, log: list[str]) -> None:
        self.name = name
        self.log = log

    def show(self, route: Route) -> None:
        self.log.append(f"show {self.name} {route.hash}")

    def hide(self) -> None:
        self.log.append(f"hide {self.name}")


def router_at(fragment: str = "") -> tuple[Router, FakeAddress, list[str]]:
    log: list[str] = []
    address = FakeAddress(fragment)
    router = Router(address, lambda route: log.append(f"route {route.view}"))

    def maker(name: ScreenName) -> Screen:
        log.append(f"make {name}")
        return FakeScreen(name, log)

    for name in ("table", "panel", "history", "learn"):
        router.add(name, lambda name=name: maker(name))  # type: ignore[misc]
    return router, address, log


def test_the_table_alone_makes_no_other_screen() -> None:
    router, _, log = router_at()
    router.follow()
    assert log == ["route table", "make table", "show table "]
    assert router.route == TABLE


def test_history_hides_the_table_first_and_is_made_on_its_first_visit_only() -> None:
    router, address, log = router_at("#history")
    router.follow()
    assert log == ["route history", "make table", "hide table", "make history", "show history #history"]
    log.clear()
    address.now = "#history/5-1-a/2"  # a game chosen in the list
    router.follow()
    assert log == ["route history", "show history #history/5-1-a/2"]
    log.clear()
    address.now = "#history"  # Back
    router.follow()
    address.now = ""  # Back again: the table plays on
    router.follow()
    assert log == ["route history", "show history #history", "route table", "hide history", "show table "]


def test_the_route_is_told_before_any_screen_changes() -> None:
    router, address, log = router_at()
    router.follow()
    log.clear()
    address.now = "#learn/faq"
    router.follow()
    assert log == ["route learn", "show table #learn/faq", "make learn", "show learn #learn/faq"]


def test_a_drawer_opens_over_the_table_and_closes_in_place_of_its_address() -> None:
    router, address, log = router_at()
    router.follow()
    log.clear()
    address.now = "#settings"
    router.follow()
    assert log == ["route table", "show table #settings", "make panel", "show panel #settings"]
    log.clear()
    address.now = "#statistics"  # another drawer: the panel shows it
    router.follow()
    assert log == ["route table", "show table #statistics", "show panel #statistics"]
    log.clear()
    router.close()  # its close button, the shade or Escape
    assert address.replaced == [""] and address.went == []
    assert log == ["route table", "hide panel", "show table "]
    assert router.route == TABLE


def test_history_after_a_drawer_closes_the_drawer_then_hides_the_table() -> None:
    router, address, log = router_at("#statistics")
    router.follow()
    log.clear()
    address.now = "#game=AQ"
    router.follow()
    assert log == ["route history", "hide panel", "hide table", "make history", "show history #game=AQ"]


def test_going_somewhere_is_left_to_the_browser_to_report() -> None:
    router, address, log = router_at()
    router.follow()
    log.clear()
    router.go("#history/5-1-a")
    assert address.went == ["#history/5-1-a"] and log == []
    router.follow()  # the browser's hashchange
    assert log[-1] == "show history #history/5-1-a"


def test_an_unknown_address_shows_the_table_and_closes_what_was_open() -> None:
    router, address, log = router_at("#learn/tips")
    router.follow()
    log.clear()
    address.now = "#nowhere"
    router.follow()
    assert log == ["route table", "hide learn", "show table "]
