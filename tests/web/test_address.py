"""The address: ?deal=N, every bad case as a clear plain message, and the address to share."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hearts.web.address import AddressRequest, parse_address, range_text, share_address, show_text

RANGE = "whole numbers from 1 to 4,294,967,295"


@pytest.mark.parametrize(
    ("search", "number"),
    [
        ("?deal=1", 1),
        ("?deal=48213907", 48213907),
        ("?deal=4294967295", 4294967295),
        ("deal=12", 12),
        ("?deal=007", 7),
        ("?deal=%2012%20", 12),
        ("?x=1&deal=99&y=z", 99),
        ("?DEAL=5", 5),
        ("?deal=5&deal=5", 5),
        ("?deal=5#scores", 5),
    ],
)
def test_good_deal_numbers(search: str, number: int) -> None:
    assert parse_address(search) == AddressRequest(number)


@pytest.mark.parametrize("search", ["", "?", "?x=1", "?dealer=4", "#deal=5", "?daily"])
def test_no_deal_asked_for(search: str) -> None:
    assert parse_address(search) == AddressRequest()


@pytest.mark.parametrize(
    ("search", "shown"),
    [
        ("?deal=0", '"0"'),
        ("?deal=-5", '"-5"'),
        ("?deal=4294967296", '"4294967296"'),
        ("?deal=99999999999999999999999999999", '"99999999999999999999999…"'),
        ("?deal=abc", '"abc"'),
        ("?deal=12.5", '"12.5"'),
        ("?deal=1e6", '"1e6"'),
        ("?deal=0x10", '"0x10"'),
        ("?deal=4,294", '"4,294"'),
        ("?deal=%EF%BC%91%EF%BC%92", '"１２"'),
        ("?deal=%D9%A1%D9%A2", '"١٢"'),
        ("?deal=%3Cscript%3Ealert(1)%3C/script%3E", '"<script>alert(1)</scrip…"'),
        ("?deal=<img src=x onerror=alert(1)>", '"<img src=x onerror=aler…"'),
        ("?deal=1%0A2", '"1 2"'),
        ("?deal=%E2%80%AE123", '"123"'),
        ("?deal=%FF", '"\ufffd"'),
        ("?deal=" + "9" * 10_000, '"99999999999999999999999…"'),
    ],
)
def test_bad_deal_numbers_give_a_plain_message_naming_the_range(search: str, shown: str) -> None:
    request = parse_address(search)
    assert request.game_number is None
    assert request.problem == f"The address asks for game {shown}, but game numbers are {RANGE}."


@pytest.mark.parametrize("search", ["?deal=", "?deal", "?deal=%20%20", "?deal=%00"])
def test_empty_deal_says_no_number_was_given(search: str) -> None:
    request = parse_address(search)
    assert request.game_number is None
    assert request.problem == f"The address asks for a game without giving its number; game numbers are {RANGE}."


def test_two_different_deals_are_refused() -> None:
    request = parse_address("?deal=5&deal=6")
    assert request.game_number is None
    assert request.problem == f"The address asks for more than one game; game numbers are {RANGE}."


def test_range_text() -> None:
    assert range_text() == RANGE


def test_show_text() -> None:
    assert show_text("a\u202eb\x00c\td") == "abc d"
    assert show_text("x" * 30, limit=5) == "xxxx…"
    assert show_text("  lots   of\u00a0space ") == "lots of space"


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        ("https://example.org/hearts/", "https://example.org/hearts/?deal=48213907"),
        ("https://example.org/hearts/index.html?deal=5&x=1#top", "https://example.org/hearts/index.html?deal=48213907"),
        ("http://localhost:8000/?deal=bad", "http://localhost:8000/?deal=48213907"),
        ("file:///home/me/hearts/index.html", "file:///home/me/hearts/index.html?deal=48213907"),
    ],
)
def test_share_address(page: str, expected: str) -> None:
    assert share_address(page, 48213907) == expected
    assert parse_address("?" + expected.split("?", 1)[1]) == AddressRequest(48213907)


@pytest.mark.parametrize("number", [0, -1, 2**32, "5", True])
def test_share_address_needs_a_real_game_number(number: object) -> None:
    with pytest.raises(ValueError):
        share_address("https://example.org/", number)  # type: ignore[arg-type]


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=60) | st.builds(lambda s: "?deal=" + s, st.text(max_size=60)))
def test_any_address_gives_a_number_in_range_or_a_clean_message(search: str) -> None:
    request = parse_address(search)
    if request.game_number is not None:
        assert 1 <= request.game_number <= 4_294_967_295
        assert request.problem is None
    if request.problem is not None:
        assert request.game_number is None
        assert RANGE in request.problem
        assert all(ch.isprintable() for ch in request.problem)
        assert len(request.problem) < 200


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 4_294_967_295))
def test_every_game_number_round_trips_through_its_share_address(number: int) -> None:
    address = share_address("https://example.org/hearts/", number)
    assert parse_address(address.split("?", 1)[1]) == AddressRequest(number)


def test_non_text_is_ignored() -> None:
    assert parse_address(None) == AddressRequest()  # type: ignore[arg-type]


@given(st.text(alphabet=st.sampled_from("deal=&+%2Fa0é;#xA\x00 ") | st.characters(), max_size=60))
@example("%\ud800")  # a lone surrogate is kept as it is, not replaced
@example("\ud800%41%\udc00=%C3é")
def test_query_pairs_read_as_the_standard_library_does(query: str) -> None:
    from urllib.parse import parse_qsl

    from hearts.web.address import query_pairs

    assert query_pairs(query) == parse_qsl(query, keep_blank_values=True, errors="replace")
