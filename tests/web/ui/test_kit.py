"""The page's kit: trees written as markup, cards, tricks and seats; and one way to draw in every view."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from hearts.cards import CARDS, Card
from hearts.seats import EAST, NORTH, SOUTH, WEST
from hearts.web.ui.cards import card_button, card_face, card_ref, face, suit_sprite
from hearts.web.ui.tree import Node, find, find_all, fixed, h, html_of, text_of
from hearts.web.ui.trick import SEAT_CLASSES, Place, Played, at, trick_cards, trick_picture
from tests.helpers import ROOT

WEB = ROOT / "hearts" / "web"


def test_markup_escapes_every_text_and_value_and_writes_fragments_side_by_side() -> None:
    tree = h("p", {"title": 'a "quote" & <tag>'}, "<b>bold</b> & more")
    assert html_of(tree) == '<p title="a &quot;quote&quot; &amp; &lt;tag&gt;">&lt;b&gt;bold&lt;/b&gt; &amp; more</p>'
    assert html_of(("A ", h("br"), h("i", {}, "b"))) == "A <br><i>b</i>"
    assert html_of(()) == ""


def test_a_fixed_subtree_is_written_once_with_the_same_markup() -> None:
    drawn = h("svg", {"viewBox": "0 0 1 1"}, h("use", {"href": "#x"}))
    expected = html_of(drawn)
    kept = fixed(drawn)
    assert kept is drawn and fixed(drawn) is drawn
    assert html_of(h("div", {}, kept, kept)) == f"<div>{expected}{expected}</div>"
    assert face(Card.parse("QS")) is face(Card.parse("QS"))  # every face is drawn once, then reused


def test_faces_name_nothing_and_the_cards_around_them_name_the_card() -> None:
    for card in CARDS:
        drawn = face(card)
        assert drawn.get("aria-hidden") == "true" and text_of(drawn) == ""
        assert {use.get("href") for use in find_all(drawn, "use")} >= {f"#suit-{card.suit.letter}"}
    queen = Card.parse("QS")
    shown = card_face(queen, classes=("winner",), label="Queen of spades, played by West")
    assert shown.classes == ["card", "face-up", "suit-S", "winner"] and shown.get("role") == "img"
    assert shown.get("aria-label") == "Queen of spades, played by West" and card_face(queen).get("aria-label") == (
        "Queen of spades"
    )
    button = card_button(queen, classes=["legal"], data_card="QS", aria_disabled="false")
    assert button.get("type") == "button" and button.get("aria-label") == "Queen of spades"
    assert button.get("data-card") == "QS" and button.get("role") is None and find(button, "svg") is face(queen)
    assert text_of(card_ref(queen)) == "Q♠" and card_ref(queen).get("aria-label") == "Queen of spades"
    symbols = [node.get("id") for node in find_all(suit_sprite(), "symbol")]
    assert {"suit-C", "suit-D", "suit-S", "suit-H", "rank-10", "court-Q"} <= set(symbols)


def test_a_trick_puts_each_card_at_its_players_side() -> None:
    assert SEAT_CLASSES == {SOUTH: "south", WEST: "west", NORTH: "north", EAST: "east"}
    assert [at(seat) for seat in range(4)] == ["at-south", "at-west", "at-north", "at-east"]
    plays = [
        Played(WEST, Card.parse("2C"), "2 of clubs, played by West"),
        Played(NORTH, Card.parse("AC"), "Ace", ("winner",)),
    ]
    cards = trick_cards(plays)
    assert [node.classes[3:] for node in cards] == [["at-west"], ["at-north", "winner"]]
    picture = trick_picture(
        [
            Place(SOUTH, name="You", hide_name=False),
            Place(WEST, plays[0], "West"),
            Place(NORTH, plays[1], "North", winner=True),
        ],
        label="Trick",
    )
    assert picture.get("role") == "group" and picture.get("aria-label") == "Trick"
    empty, west, north = picture.children
    assert isinstance(empty, Node) and isinstance(west, Node) and isinstance(north, Node)
    assert empty.classes == ["slot", "empty", "at-south"] and "winner" in north.classes
    assert empty.get("aria-hidden") == "true" and text_of(empty) == "You"
    assert find(empty, "span").get("aria-hidden") is None  # the name of a place still to play is read out
    assert find(west, "div", role="img").get("aria-label") == "2 of clubs, played by West"
    assert find(west, "span", class_="seat-name").get("aria-hidden") == "true"
    assert trick_picture([]).get("role") is None


def _python(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _texts(source: str) -> list[str]:
    """The strings written in a module's code (its docstrings left out)."""
    tree = ast.parse(source)
    documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, documented) and node.body and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_only_the_kit_makes_elements_or_writes_markup() -> None:
    kit = {WEB / "ui" / "dom.py", WEB / "ui" / "tree.py", WEB / "ui" / "patch.py"}
    for path in sorted(WEB.rglob("*.py")):
        if path in kit:
            continue
        source = _python(path)
        assert not re.search(r"createElement(NS)?\(", source), path
        assert not re.search(r"\.(innerHTML|outerHTML|insertAdjacentHTML)\b", source), path
        assert not re.search(r"^from html import|^import html\b", source, re.MULTILINE), path
        markup = [text for text in _texts(source) if re.search(r"<[a-z][a-z0-9]*[\s>/]|</[a-z]", text)]
        assert markup == [], path  # no markup written as text
