"""The page's one announcer on CPython: what is said, in which region, in what order; the table's news over deals."""

from __future__ import annotations

import asyncio
import json

import pytest

from hearts.counting import cards_out
from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.news import HUMAN
from hearts.web.table.spoken import TableVoice
from hearts.web.table.state import Table
from hearts.web.ui.announcer import KEPT, Announcer, Line
from tests.helpers import ROOT
from tests.helpers.page import INSTANT, nap, play_out_deal

HEARD = ROOT / "tests" / "data" / "heard_deals.json"
"""What a screen reader heard from the table over four deals, written down before the announcer spoke for it."""


def test_each_sentence_is_a_new_line_in_order_and_a_region_keeps_its_last_lines() -> None:
    lines: list[Line] = []
    voice = Announcer(lines.append)
    said = [f"Line {number}." for number in range(KEPT + 2)]
    for words in said:
        voice.say(words)
    assert [line.words for line in lines] == said
    assert [line.dropped for line in lines] == [0] * KEPT + [1, 1]
    assert voice.lines() == tuple(said[-KEPT:])
    assert {line.politeness for line in lines} == {"polite"}


def test_a_repeated_sentence_is_said_again_and_no_words_say_nothing() -> None:
    lines: list[Line] = []
    voice = Announcer(lines.append)
    voice.say("Your lead.")
    voice.say("")
    voice.say("Your lead.")
    assert [line.words for line in lines] == ["Your lead.", "Your lead."]


def test_an_alert_goes_to_the_assertive_region_alone() -> None:
    lines: list[Line] = []
    voice = Announcer(lines.append)
    voice.say("West plays the 2 of clubs.")
    voice.alert("Something went wrong. Reload the page to start again.")
    assert lines[-1] == Line("Something went wrong. Reload the page to start again.", "assertive", 0)
    assert voice.lines("polite") == ("West plays the 2 of clubs.",)
    assert voice.lines("assertive") == ("Something went wrong. Reload the page to start again.",)


def test_the_table_says_its_news_once_however_often_it_is_drawn() -> None:
    heard: list[str] = []
    voice = TableVoice(heard.append)
    table = Table(48213907, "easy")
    table.announcement = "Deal 1."
    voice.after_draw(table)
    voice.after_draw(table)
    table.announcement = "Deal 1."  # the same words made anew are new news
    voice.after_draw(table)
    assert heard == ["Deal 1.", "Deal 1."]


def heard_over_a_deal(game: int, counting: bool) -> list[str]:
    """Every line the page would say over one deal of ``game`` at the Easy level: a pass refused then made, a card
    refused, a hint, the person's last legal card each turn (the cards still out counted when ``counting``)."""
    lines: list[Line] = []
    voice = TableVoice(Announcer(lines.append).say)
    holder: list[Controller] = []

    def redraw() -> None:
        table = holder[0].table
        voice.after_draw(table, cards_out(table.round.view(HUMAN)) if counting else None)

    controller = Controller(redraw, game_number=game, choices=PlayChoices(level="easy", timing=INSTANT), sleep=nap)
    holder.append(controller)

    refused = hinted = False

    def play(controller: Controller) -> None:  # a card refused, then a hint, then the last legal card each turn
        nonlocal refused, hinted
        table = controller.table
        legal = table.round.legal_plays()
        other = [card for card in table.hand if card not in legal]
        if not refused and other:
            controller.tap_card(other[0].code)
            refused = True
        elif not hinted:
            controller.press("hint")
            hinted = True
        else:
            controller.tap_card(legal[-1].code)

    def passing(controller: Controller) -> None:
        hand = controller.table.hand
        for card in hand[:2]:
            controller.tap_card(card.code)
        controller.press("pass")  # two chosen: refused
        controller.tap_card(hand[2].code)
        controller.press("pass")

    async def scenario() -> None:
        controller.start()
        await play_out_deal(controller, play, passing)

    asyncio.run(scenario())
    assert controller.errors == []
    assert all(line.politeness == "polite" for line in lines)
    return [line.words for line in lines]


@pytest.mark.parametrize("deal", sorted(json.loads(HEARD.read_text(encoding="utf-8"))))
def test_a_deal_is_heard_as_before(deal: str) -> None:
    game, kind = deal.split("-")
    expected = json.loads(HEARD.read_text(encoding="utf-8"))[deal]
    heard = heard_over_a_deal(int(game), kind == "counting")
    assert heard == expected
    assert len(heard) > 52  # every card, the pass, the refusals, the hint
