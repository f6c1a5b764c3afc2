"""The cards still out beside the table: the setting, the panel's tree, what it says once a trick."""

from __future__ import annotations

import random

from hearts import Round
from hearts.cards import parse_cards
from hearts.counting import CardsOut, cards_out
from hearts.seats import EAST, NORTH, PASS_CYCLE, SOUTH, WEST
from hearts.web.settings.form import read_setting
from hearts.web.settings.views import settings_view
from hearts.web.storage.settings import Settings, decode_settings
from hearts.web.ui.cards_out import SUITS, cards_out_news, cards_out_view
from hearts.web.ui.tree import Node, find_all, text_of
from hearts.words import seat_names, who
from tests.helpers.rounds import pass_randomly, random_hands

HANDS = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)


def test_the_setting_is_off_by_default_kept_and_older_settings_without_it_still_load() -> None:
    assert Settings().cards_out is False
    on = read_setting(Settings(), "cards_out", "on", True)
    assert on.cards_out is True
    assert decode_settings(on.to_data()).value == on
    older = Settings(sounds=False).to_data()
    del older["cards_out"]
    decoded = decode_settings(older)
    assert decoded.value == Settings(sounds=False) and decoded.partial is None


def test_settings_show_the_switch_in_its_state() -> None:
    for value in (False, True):
        drawer = settings_view(Settings(cards_out=value), game_level="medium", game_rules=Settings().rules)
        (switch,) = find_all(drawer, "input", name="cards_out")
        assert switch.get("type") == "checkbox"
        assert (switch.get("checked") is not None) is value


def panel_of(facts: CardsOut) -> Node:
    (panel,) = cards_out_view(facts)
    assert isinstance(panel, Node)
    return panel


def played(seed: int, cards: int) -> Round:
    rng = random.Random(seed)
    rnd = Round(random_hands(rng), PASS_CYCLE[seed % 4])
    pass_randomly(rnd, rng)
    for _ in range(cards):
        if rnd.to_play is None:
            break
        rnd.play(rng.choice(rnd.legal_plays()))
    return rnd


def test_the_panel_shows_exactly_the_facts_of_the_seats_view() -> None:
    for seed in range(40):
        rnd = played(seed, seed % 53)
        facts = cards_out(rnd.view(SOUTH))
        panel = panel_of(facts)
        for suit in SUITS:
            (row,) = find_all(panel, "tr", **{"data-suit": suit.letter})
            (ranks,) = find_all(row, "td", **{"class": "co-ranks"})
            shown = [text_of(span) for span in find_all(ranks, "span", **{"class": "co-rank"})]
            assert shown == [card.rank_text for card in facts.out(suit)]
            (void,) = find_all(row, "td", **{"class": "co-void"})
            seats = [seat for seat in (SOUTH, WEST, NORTH, EAST) if facts.is_void(seat, suit)]
            assert text_of(void) == seat_names(seats)
            assert void.get("data-seats") == " ".join(map(str, seats))
        for seat in (SOUTH, WEST, NORTH, EAST):
            (cell,) = find_all(panel, "td", **{"data-seat": str(seat)})
            assert text_of(cell) == str(facts.taken[seat])
        passes = find_all(panel, "p", **{"class": "co-pass"})
        if facts.passed is None:
            assert passes == []
        else:
            (line,) = passes
            assert line.get("data-seat") == str(facts.passed.receiver)
            assert who(facts.passed.receiver) in text_of(line)
            cards = {
                span.get("data-card"): span.get("class") for span in find_all(line, "span") if span.get("data-card")
            }
            assert cards == {
                card.code: "co-passed out" if card in facts.passed.out else "co-passed played"
                for card in facts.passed.cards
            }


def test_the_panel_is_a_table_with_headers_reachable_by_keyboard() -> None:
    panel = panel_of(cards_out(played(3, 10).view(SOUTH)))
    assert panel.get("tabindex") == "0"
    suits, points = find_all(panel, "table")
    assert text_of(find_all(suits, "caption")[0]) == "The cards still out"
    assert [text_of(th) for th in find_all(find_all(suits, "thead")[0], "th")] == ["Suit", "Still out", "Cannot follow"]
    assert all(th.get("scope") == "col" for th in find_all(find_all(suits, "thead")[0], "th"))
    row_heads = find_all(find_all(suits, "tbody")[0], "th")
    assert [th.get("scope") for th in row_heads] == ["row"] * 4
    assert [text_of(th) for th in row_heads] == ["clubs", "diamonds", "spades", "hearts"]
    assert text_of(find_all(points, "caption")[0]) == "Points taken"
    assert [text_of(th) for th in find_all(points, "th")] == ["You", "West", "North", "East", "Points"]
    assert [th.get("scope") for th in find_all(points, "th")] == ["col"] * 4 + ["row"]


def test_a_suit_all_accounted_for_says_none() -> None:
    rnd = Round([parse_cards(hand) for hand in HANDS], "hold")  # South holds every club: none of them is out
    panel = panel_of(cards_out(rnd.view(SOUTH)))
    (row,) = find_all(panel, "tr", **{"data-suit": "C"})
    assert text_of(row).endswith("none")


def test_said_once_a_trick_with_the_voids_shown_in_it() -> None:
    rnd = Round([parse_cards(hand) for hand in HANDS], "hold")
    start = cards_out(rnd.view(SOUTH))
    said = []
    before = start
    for _ in range(8):  # two tricks: clubs led, everyone else cannot follow
        rnd.play(rnd.legal_plays()[0])
        now = cards_out(rnd.view(SOUTH))
        news = cards_out_news(before, now)
        said.append(news)
        if news is not None:
            before = now
    assert [news is not None for news in said] == [False, False, False, True] * 2
    first = said[3]
    assert first is not None and first.startswith("Still out: clubs 0, diamonds 12, spades 12, hearts 12.")
    assert "West cannot follow clubs." in first and "North cannot follow clubs." in first
    assert "East cannot follow clubs." in first
    second = said[7]
    assert second is not None and "cannot follow" not in second  # the same voids are not said again
    assert cards_out_news(None, start) is None  # nothing to say before the first trick is complete
