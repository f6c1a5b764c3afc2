"""The table's HTML: the accessibility contract the page and its browser tests rely on, and CSP-safe markup."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from hearts import CARDS, bots
from hearts.web.table.state import HUMAN, Table
from hearts.web.table.views import REGIONS
from hearts.web.table.views import render as draw
from hearts.web.ui.cards import face, suit_sprite
from hearts.web.ui.tree import html_of
from tests.helpers.page import deal_over, play_on

GAME = 48213907


def render(table: Table, **options: Any) -> dict[str, str]:
    """The markup of every region, as the page writes it."""
    return {name: html_of(content) for name, content in draw(table, **options).items()}


class Elements(HTMLParser):
    """Every start tag with its attributes."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def buttons(self) -> list[dict[str, str | None]]:
        return [attrs for tag, attrs in self.tags if tag == "button"]


def hand_buttons(table: Table) -> list[dict[str, str | None]]:
    return Elements(render(table)["hand"]).buttons()


def to_your_turn(table: Table) -> None:
    for card in table.hand[:3]:
        table.tap(card)
    table.pass_selected()
    for seat in table.computers_to_pass:
        table.computer_pass(seat, bots.create("easy", seed=seat).choose_pass(table.round.view(seat)))
    while not table.your_turn:
        if table.stage == "trick":
            table.continue_()
        else:
            table.play(table.round.legal_plays()[0])


def test_each_card_is_a_button_named_like_the_card() -> None:
    table = Table(GAME)
    buttons = hand_buttons(table)
    assert [b["aria-label"] for b in buttons] == [card.name for card in table.hand]
    assert [b["data-card"] for b in buttons] == [card.code for card in table.hand]
    assert all(b["type"] == "button" and "disabled" not in b for b in buttons)


def test_pass_cards_are_toggle_buttons() -> None:
    table = Table(GAME)
    table.tap(table.hand[4])
    buttons = hand_buttons(table)
    assert [b["aria-pressed"] for b in buttons] == ["true" if i == 4 else "false" for i in range(13)]
    assert all(b["aria-disabled"] == "false" for b in buttons)
    assert 'aria-disabled="true"' in render(table)["prompt"]  # Pass waits for three cards
    for card in table.hand[5:7]:
        table.tap(card)
    assert 'data-action="pass"' in render(table)["prompt"]
    assert 'aria-disabled="true"' not in render(table)["prompt"].split('data-action="pass"')[0].rsplit("<button", 1)[1]


def test_on_your_turn_legal_cards_are_gold_and_others_dimmed_and_disabled() -> None:
    table = Table(GAME)
    to_your_turn(table)
    legal = set(table.round.legal_plays())
    for card, button in zip(table.hand, hand_buttons(table), strict=True):
        classes = (button["class"] or "").split()
        assert "aria-pressed" not in button
        if card in legal:
            assert button["aria-disabled"] == "false" and "legal" in classes
        else:
            assert button["aria-disabled"] == "true" and "dimmed" in classes


def test_out_of_turn_every_card_is_disabled() -> None:
    table = Table(GAME)
    to_your_turn(table)
    while table.computer_to_play is None:
        if table.stage == "trick":
            table.continue_()
        else:
            table.tap(table.round.legal_plays()[0])
    assert not table.your_turn
    assert all(b["aria-disabled"] == "true" for b in hand_buttons(table))


def test_regions_buttons_and_the_trick_are_labelled() -> None:
    table = Table(GAME)
    to_your_turn(table)
    table.tap(table.round.legal_plays()[0])
    html = render(table)
    assert set(html) == set(REGIONS)
    labels = re.findall(r'aria-label="([^"]+)"', html["trick"])
    assert labels and all(re.fullmatch(r".+ of \w+, played by (You|West|North|East)", label) for label in labels)
    assert '<th scope="col">You</th>' in html["scores"] and "Total" in html["scores"]
    while table.stage != "trick":
        if table.your_turn:
            table.tap(table.round.legal_plays()[0])
        else:
            table.play(table.round.legal_plays()[0])
    assert ">Continue</button>" in render(table)["prompt"]
    assert "winner" in render(table)["trick"]


def test_score_sheet_and_end_of_match() -> None:
    table = Table(GAME)
    assert render(table)["sheet"] == ""
    to_your_turn(table)
    play_on(table, deal_over)
    sheet = render(table)["sheet"]
    assert 'id="sheet-title"' in sheet and ">Next deal</button>" in sheet
    assert render(table)["tools"] == ""  # one "New game" at a time
    chooser = render(table, choosing_new_game=True, next_level="hard")
    assert (
        'data-action="new-game" aria-describedby="menu-new-game"><span class="menu-title">New game</span></button>'
        in chooser["sheet"]
    )
    assert 'value="hard" checked' in chooser["sheet"]


def test_markup_needs_no_inline_styles_or_handlers() -> None:
    table = Table(GAME)
    for html in render(table).values():
        for _, attrs in Elements(html).tags:
            assert "style" not in attrs
            assert not any(name.startswith("on") for name in attrs)


def test_card_faces_use_the_suit_sprite_and_show_the_rank() -> None:
    sprite = html_of(suit_sprite())
    assert all(f'id="suit-{letter}"' in sprite for letter in "CDSH")
    for card in CARDS:
        svg = html_of(face(card))
        assert f'href="#suit-{card.suit.letter}"' in svg
        assert svg.count(f'href="#rank-{card.rank_text}"') == 2 and "<text" not in svg
        assert f'<symbol id="rank-{card.rank_text}" overflow="visible"><text class="idx"' in sprite
        assert f">{card.rank_text}</text></symbol>" in sprite
        if card.rank in (11, 12, 13):
            assert f'href="#court-{card.rank_text}"' in svg and f'<symbol id="court-{card.rank_text}"' in sprite
    assert HUMAN == 0


def test_the_hand_is_one_tab_stop_that_follows_the_card_last_focused() -> None:
    table = Table(GAME)
    stops = [b["data-card"] for b in hand_buttons(table) if b["tabindex"] == "0"]
    assert stops == [table.hand[0].code]
    html = render(table, hand_cursor=table.hand[6].code)["hand"]
    buttons = Elements(html).buttons()
    assert [b["tabindex"] for b in buttons] == ["0" if i == 6 else "-1" for i in range(13)]
    to_your_turn(table)
    first_legal = next(card for card in table.hand if table.playable(card))
    stops = [b["data-card"] for b in hand_buttons(table) if b["tabindex"] == "0"]
    assert stops == [first_legal.code]  # nothing focused yet: the first card that can be played
    gone = render(table, hand_cursor="XX")["hand"]
    assert [b["data-card"] for b in Elements(gone).buttons() if b["tabindex"] == "0"] == [first_legal.code]


def fan_items(table: Table) -> list[str]:
    """The hand's items in order: "card" for a card's button, "break" for the row break."""
    items = []
    for tag, attrs in Elements(render(table)["hand"]).tags:
        if tag == "button":
            items.append("card")
        elif tag == "span" and attrs.get("class") == "row-break":
            assert attrs.get("aria-hidden") == "true"
            items.append("break")
    return items


def test_a_long_hand_has_a_row_break_after_its_first_half() -> None:
    table = Table(GAME)
    assert fan_items(table) == ["card"] * 7 + ["break"] + ["card"] * 6
    to_your_turn(table)
    while len(table.hand) > 7:
        held = len(table.hand)
        play_on(table, lambda table, held=held: len(table.hand) < held)
        if len(table.hand) > 7:
            first = (len(table.hand) + 1) // 2
            assert fan_items(table) == ["card"] * first + ["break"] + ["card"] * (len(table.hand) - first)
    assert "row-break" not in render(table)["hand"]


def test_table_buttons_name_their_keys() -> None:
    table = Table(GAME)
    prompt = render(table)["prompt"]
    assert 'data-action="pass" aria-keyshortcuts="P"' in prompt and 'data-action="hint" aria-keyshortcuts="H"' in prompt
    to_your_turn(table)
    while table.stage != "trick":
        table.play(table.round.legal_plays()[0])
    assert 'data-action="continue" aria-keyshortcuts="C"' in render(table)["prompt"]
