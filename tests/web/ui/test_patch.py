"""The kit patches a region in place: elements that stay are the same objects, only what changed is written."""

from __future__ import annotations

import pytest

from hearts.web.ui.patch import SVG, Regions, key_of, make, patch
from hearts.web.ui.tree import Child, fixed, h, html_of
from tests.helpers.fake_dom import FakeDocument, FakeElement, FakePatchHelper, FakeWindow, all_elements


def filled(*children: Child) -> tuple[FakeDocument, FakeElement]:
    document = FakeDocument()
    region = document.element()
    patch(document, region, children)
    document.forget()
    return document, region


def hand(*codes: str, focus: str | None = None) -> tuple[Child, ...]:
    return tuple(
        h("button", {"class": "card", "data-card": code, "tabindex": "0" if code == focus else "-1"}, code)
        for code in codes
    )


def test_a_first_patch_draws_the_tree_as_its_markup_says() -> None:
    tree = (h("p", {"class": "note"}, "Hearts & ", h("strong", {}, "<3")), "after")
    document, region = filled()
    patch(document, region, tree)
    assert region.html == html_of(tree)


def test_the_same_tree_again_writes_nothing() -> None:
    tree = (h("div", {"id": "a"}, h("span", {}, "x")), *hand("2C", "5D"))
    document, region = filled(*tree)
    patch(document, region, tree)
    assert document.writes == []
    assert document.made == 0


def test_a_card_played_from_the_middle_is_removed_and_the_others_stay_where_they_are() -> None:
    document, region = filled(*hand("2C", "5D", "KS", "AH"))
    before = {element.getAttribute("data-card"): element for element in region.childNodes}
    patch(document, region, hand("2C", "KS", "AH"))
    assert [e.getAttribute("data-card") for e in region.childNodes] == ["2C", "KS", "AH"]
    assert all(e is before[e.getAttribute("data-card")] for e in region.childNodes)  # the same elements
    assert document.writes == [("remove", "<button>")]  # nothing moved, nothing made
    assert document.made == 0


def test_an_inserted_card_is_made_and_the_others_are_kept() -> None:
    document, region = filled(*hand("2C", "AH"))
    two, ace = region.childNodes
    patch(document, region, hand("2C", "9H", "AH"))
    assert region.childNodes[0] is two and region.childNodes[2] is ace
    assert region.childNodes[1].getAttribute("data-card") == "9H"
    assert document.made == 2  # the button and its text


def test_attributes_are_set_changed_and_removed_one_by_one() -> None:
    document, region = filled(*hand("2C", "5D", focus="2C"))
    patch(document, region, hand("2C", "5D", focus="5D"))
    assert document.writes == [("set", "button tabindex=-1"), ("set", "button tabindex=0")]
    document.forget()
    patch(document, region, (h("button", {"data-card": "2C"}, "2C"), h("button", {"data-card": "5D"}, "5D")))
    assert sorted(document.writes) == [
        ("unset", "button class"),
        ("unset", "button class"),
        *[("unset", "button tabindex")] * 2,
    ]
    assert region.html == html_of((h("button", {"data-card": "2C"}, "2C"), h("button", {"data-card": "5D"}, "5D")))


def test_unkeyed_elements_of_another_tag_are_replaced_and_extra_ones_removed() -> None:
    document, region = filled(h("p", {}, "one"), h("p", {}, "two"), h("p", {}, "three"))
    first = region.childNodes[0]
    patch(document, region, (h("p", {}, "one!"), h("ul", {}, h("li", {}, "x"))))
    assert region.childNodes[0] is first
    assert region.html == "<p>one!</p><ul><li>x</li></ul>"


def test_text_is_written_as_text_never_as_markup() -> None:
    document, region = filled(h("p", {}, "plain"))
    patch(document, region, (h("p", {}, "<img src=x onerror=alert(1)>"),))
    paragraph = region.childNodes[0]
    assert isinstance(paragraph, FakeElement)
    assert [type(child).__name__ for child in paragraph.childNodes] == ["FakeText"]
    assert document.writes == [("text", "<img src=x onerror=alert(1)>")]
    assert region.html == "<p>&lt;img src=x onerror=alert(1)&gt;</p>"


def test_svg_is_made_in_its_namespace_and_controls_follow_their_checked_attribute() -> None:
    document = FakeDocument()
    region = document.element()
    patch(document, region, (h("svg", {"viewBox": "0 0 1 1"}, h("use", {"href": "#suit-H"})),))
    svg = region.childNodes[0]
    assert isinstance(svg, FakeElement) and svg.namespace == SVG
    assert all(e.namespace == SVG for e in all_elements(svg))
    radio = make(document, h("input", {"type": "radio", "checked": ""}))
    assert radio.checked
    region2 = document.element()
    patch(document, region2, (h("input", {"type": "radio", "checked": ""}),))
    patch(document, region2, (h("input", {"type": "radio"}),))
    assert region2.childNodes[0].checked is False


def test_the_key_of_an_element_is_its_id_card_or_action() -> None:
    assert key_of(h("div", {"class": "x", "id": "sheet"})) == ("id", "sheet")
    assert key_of(h("button", {"data-card": "QS"})) == ("data-card", "QS")
    assert key_of(h("button", {"data-action": "pass"})) == ("data-action", "pass")
    assert key_of(h("p", {"class": "note"})) is None


def test_a_region_drawn_again_is_updated_from_its_last_tree_and_keeps_its_elements() -> None:
    document = FakeDocument()
    regions = Regions(document)
    region = document.element()
    regions.fill(region, html_of(h("div", {"class": "fan n3"}, *hand("2C", "5D", "AH", focus="2C"))))
    fan = region.childNodes[0]
    assert isinstance(fan, FakeElement)
    two, __, ace = fan.childNodes
    document.forget()
    regions.fill(region, html_of(h("div", {"class": "fan n2"}, *hand("2C", "AH", focus="AH"))))
    assert region.childNodes[0] is fan and fan.childNodes == [two, ace]
    assert sorted(document.writes) == [
        ("remove", "<button>"),
        ("set", "button tabindex=-1"),
        ("set", "button tabindex=0"),
        ("set", "div class=fan n2"),
    ]
    assert document.made == 0
    assert region.html == html_of(h("div", {"class": "fan n2"}, *hand("2C", "AH", focus="AH")))


def test_a_region_changed_by_the_page_meanwhile_is_walked_live() -> None:
    document = FakeDocument()
    regions = Regions(document)
    region = document.element()
    regions.fill(region, html_of((h("p", {}, "a"), h("p", {}, "b"))))
    assert document.writes == [("innerHTML", "<p>a</p><p>b</p>")]  # the first time written whole
    first = region.childNodes[0]
    region.childNodes[1].remove()  # the page removed one itself
    regions.fill(region, html_of((h("p", {}, "a"), h("p", {}, "c"))))
    assert region.html == "<p>a</p><p>c</p>" and region.childNodes[0] is first
    regions.fill(region, html_of((h("p", {}, "x "), "and ", "y")))  # text beside text, parsed as one
    regions.fill(region, html_of((h("p", {}, "x "), "and ", "z")))
    assert region.html == "<p>x </p>and z"
    regions.forget(region)
    regions.fill(region, html_of(h("p", {}, "d")))
    assert region.html == "<p>d</p>"


def test_markup_keeps_the_tree_it_was_written_from() -> None:
    tree = h("p", {}, "x")
    assert html_of(tree).tree == (tree,)
    assert html_of((tree, "y")).tree == (tree, "y")
    assert html_of(tree) == "<p>x</p>"


@pytest.mark.parametrize(
    ("before", "after", "kept", "made"),
    [
        (("2C", "5D", "KS"), ("KS", "2C", "5D"), "KS", 0),  # moved, not made again
        (("2C", "5D", "AH"), ("2C", "9H", "AH"), "2C", 2),  # a card gone and another in its place
    ],
)
def test_keyed_elements_are_kept_when_the_region_is_walked_live(
    before: tuple[str, ...], after: tuple[str, ...], kept: str, made: int
) -> None:
    document, region = filled(*hand(*before))
    element = region.childNodes[before.index(kept)]
    patch(document, region, hand(*after))
    assert region.childNodes[after.index(kept)] is element
    assert [e.getAttribute("data-card") for e in region.childNodes] == list(after)
    assert document.made == made


class Untouchable(FakeElement):
    """An element the patch must not read or write: any DOM call on it fails the test."""

    def __getattribute__(self, name: str) -> object:
        if name in ("childNodes", "localName", "nodeType", "getAttribute", "setAttribute", "removeAttribute"):
            raise AssertionError(f"{name} of an element that should not have been touched")
        return super().__getattribute__(name)


def untouchable(element: object) -> None:
    assert isinstance(element, FakeElement)
    element.__class__ = Untouchable


def test_a_subtree_drawn_again_as_the_same_object_is_not_touched_and_a_changed_one_is() -> None:
    document = FakeDocument()
    regions = Regions(document)
    region = document.element()
    kept = h("div", {"class": "plate"}, h("span", {}, "West"), h("span", {}, "13 cards"))
    regions.fill(region, html_of((kept, h("p", {"class": "status"}, "Your turn"))))
    untouchable(region.childNodes[0])
    document.forget()
    regions.fill(region, html_of((kept, h("p", {"class": "status"}, "West plays"))))
    assert document.writes == [("text", "West plays")]
    changed = h("div", {"class": "plate turn"}, *kept.children)
    with pytest.raises(AssertionError, match="should not have been touched"):  # a changed one is written
        regions.fill(region, html_of((changed, h("p", {"class": "status"}, "West plays"))))


def test_a_row_break_the_tree_moved_is_moved_alone_and_the_cards_are_not_walked() -> None:
    """The hand's row break moves as cards are played: the cards stay in place, untouched, nothing is made."""
    document = FakeDocument()
    regions = Regions(document)
    region = document.element()
    codes = ["2C", "5C", "9D", "JD", "3S", "QS", "AH"]
    drawn = {code: h("button", {"data-card": code}, h("span", {"class": "face"}, code)) for code in codes}
    row_break = h("span", {"class": "row-break"})

    def fan(*cards: str, at: int) -> Child:
        items: list[Child] = [drawn[code] for code in cards]
        items.insert(at, row_break)
        return h("div", {"class": f"fan n{len(cards)}"}, *items)

    regions.fill(region, html_of(fan(*codes, at=4)))
    (div,) = region.childNodes
    assert isinstance(div, FakeElement)
    cards = {e.getAttribute("data-card"): e for e in div.childNodes if e.getAttribute("data-card")}
    for element in cards.values():
        untouchable(element.childNodes[0])
    document.forget()
    regions.fill(region, html_of(fan("2C", "5C", "9D", "JD", "3S", "AH", at=3)))  # QS played, the break one earlier
    assert sorted(document.writes) == [("move", "<span>"), ("remove", "<button>"), ("set", "div class=fan n6")]
    assert document.made == 0
    assert [e.getAttribute("data-card") or "|" for e in div.childNodes] == ["2C", "5C", "9D", "|", "JD", "3S", "AH"]
    assert all(e is cards[e.getAttribute("data-card")] for e in div.childNodes if e.getAttribute("data-card"))


def test_keyed_children_the_tree_reordered_are_moved_fewest_first_without_walking_them() -> None:
    document = FakeDocument()
    regions = Regions(document)
    region = document.element()
    regions.fill(region, html_of(hand("2C", "5D", "KS", "AH")))
    before = {e.getAttribute("data-card"): e for e in region.childNodes}
    document.forget()
    regions.fill(region, html_of(hand("KS", "2C", "5D", "AH", "3H")))
    assert [e.getAttribute("data-card") for e in region.childNodes] == ["KS", "2C", "5D", "AH", "3H"]
    assert all(region.childNodes[i] is before[code] for i, code in enumerate(["KS", "2C", "5D", "AH"]))
    placed = [write for write in document.writes if write[0] in ("insert", "move", "remove")]
    assert sorted(placed) == [("insert", "<button>"), ("move", "<button>")]  # KS moved, 3H made


def test_a_fixed_subtree_is_made_once_in_a_document_and_cloned_after() -> None:
    face = fixed(h("svg", {"class": "face"}, h("use", {"href": "#suit-H"}), h("use", {"href": "#rank-7"})))
    document = FakeDocument()
    first = make(document, h("div", {"class": "card"}, face))
    assert (document.made, document.cloned) == (4, 1)  # the div, and the svg with its two uses once
    second = make(document, h("div", {"class": "card"}, face))
    assert (document.made, document.cloned) == (5, 2)  # the div; the svg cloned
    assert first.html == second.html == html_of(face)
    assert first.childNodes[0] is not second.childNodes[0]
    assert all(e.namespace == SVG for e in all_elements(second))
    other = FakeDocument()
    make(other, face)
    assert (other.made, other.cloned) == (3, 1)  # another document makes its own


def with_helper() -> tuple[FakeDocument, FakePatchHelper]:
    document = FakeDocument()
    helper = FakePatchHelper(document)
    document.defaultView = FakeWindow(helper)
    return document, helper


def test_where_the_page_offers_its_helper_a_new_subtree_is_made_in_one_call_and_a_fixed_one_sent_once() -> None:
    face = fixed(h("svg", {"class": "face"}, h("use", {"href": "#suit-S"}), h("use", {"href": "#rank-Q"})))
    document, helper = with_helper()
    region = document.element()
    kit = Regions(document)
    kit.fill(region, (h("p", {}, "Hearts"),))  # written whole the first time, then updated
    played = (h("p", {}, "Hearts"), h("div", {"class": "card", "data-card": "QS"}, face, "Q & S"))
    kit.fill(region, played)
    assert helper.calls == ["make"]  # the card, its face and its text in one call
    assert region.html == html_of(played)
    assert all(e.namespace == SVG for e in all_elements(region) if e.localName in ("svg", "use"))
    again = (*played, h("div", {"class": "card", "data-card": "QS2"}, face))
    kit.fill(region, again)
    assert helper.calls == ["make", "make"]
    assert helper.forms[0][2][0][:2] == helper.forms[1][2][0] == [0, helper.forms[1][2][0][1]]  # the face by its key
    assert len(helper.forms[0][2][0]) == 3 and len(helper.forms[1][2][0]) == 2  # its form sent the first time only
    assert region.html == html_of(again)


def test_where_the_page_offers_its_helper_an_elements_changed_attributes_are_written_in_one_call() -> None:
    document, helper = with_helper()
    region = document.element()
    kit = Regions(document)
    kit.fill(region, hand("2C", "5D", focus="2C"))
    before = len(helper.calls)
    changed = tuple(
        h("button", {"class": "card legal", "data-card": code, "tabindex": "-1", "aria-disabled": "false"}, code)
        for code in ("2C", "5D")
    )
    kit.fill(region, changed)
    assert helper.calls[before:] == ["attributes", "attributes"]  # one call for each card, whatever it changed
    assert region.html == html_of(changed)
    document.forget()
    region.childNodes[1].setAttribute("tabindex", "0")  # the page moved the Tab stop itself
    document.forget()
    kit.fill(region, hand("2C", "5D", focus="5D"))
    assert ("set", "button tabindex=0") not in document.writes  # held already: not written again
    assert region.html == html_of(hand("2C", "5D", focus="5D"))
