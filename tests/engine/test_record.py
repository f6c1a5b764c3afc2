"""Game records: JSON round trip, faithful replay, and clear errors for bad records."""

from __future__ import annotations

import json
import re

import pytest

from hearts import Illegal, Rules
from hearts.errors import InvalidRecord
from hearts.record import VERSION, GameRecord
from hearts.words import record_problem
from tests.helpers.matches import play_match, state_of


@pytest.mark.parametrize("preset", ["standard", "parlor", "queen-breaks", "omnibus"])
def test_whole_match_round_trips_and_replays_identically(preset: str) -> None:
    match = play_match(1234, Rules.preset(preset), seed=7)
    assert match.is_over
    text = GameRecord.from_match(match).to_json()
    record = GameRecord.from_json(text)
    assert record == GameRecord.from_match(match)
    assert state_of(record.replay()) == state_of(match)
    assert json.loads(text)["version"] == 1  # no deal has a par: the first version, which earlier games read


@pytest.mark.parametrize("stop_after", [0, 1, 2, 4, 5, 30, 57, 60, 130])
def test_match_in_progress_replays_to_the_same_position(stop_after: int) -> None:
    match = play_match(99, Rules(), seed=stop_after, stop_after=stop_after)
    again = GameRecord.from_json(GameRecord.from_match(match).to_json()).replay()
    assert state_of(again) == state_of(match)


def test_record_is_compact_text() -> None:
    match = play_match(5, Rules(), seed=1)
    text = GameRecord.from_match(match).to_json()
    assert " " not in text.replace(" ", "", 0).split('"deals"')[0]
    assert len(text) < 400 * len(match.rounds)


def good_record() -> dict[str, object]:
    match = play_match(77, Rules(), seed=3, stop_after=40)
    return GameRecord.from_match(match).to_data()


def test_bad_play_names_the_first_bad_entry() -> None:
    data = good_record()
    deals = data["deals"]
    assert isinstance(deals, list)
    plays = deals[0]["plays"].split()
    plays[0], plays[1] = plays[1], plays[0]  # the second player's card, played first
    deals[0]["plays"] = " ".join(plays)
    with pytest.raises(InvalidRecord) as info:
        GameRecord.from_data(data).replay()
    assert info.value.entry is not None and info.value.entry.startswith("deal 1, play 1 (")
    refused = info.value.reason
    assert refused is not None and refused.kind == "not-held" and refused.card.code == plays[0]
    assert str(info.value) == f"{info.value.entry}: {refused}"
    assert record_problem(info.value) == f"{info.value.entry}: {plays[0]}: You do not hold the {refused.card.name}."
    # The leader's own card other than the 2 of clubs: the rule is named.
    start = GameRecord.from_data({**data, "deals": [{**deals[0], "plays": ""}]}).replay().round
    leader = start.to_play
    assert leader is not None
    other = next(card for card in start.hand(leader) if card.code != "2C")
    deals[0]["plays"] = other.code
    with pytest.raises(InvalidRecord) as info:
        GameRecord.from_data(data).replay()
    assert info.value.reason == Illegal("two-of-clubs-opens", other)
    assert re.match(r"^deal 1, play 1 \(\w+\): \w\w: The 2 of clubs leads the first trick", record_problem(info.value))


def test_card_not_held_in_pass() -> None:
    data = good_record()
    deals = data["deals"]
    assert isinstance(deals, list)
    south, west = deals[0]["passes"][0], deals[0]["passes"][1]
    deals[0]["passes"][0] = west
    with pytest.raises(InvalidRecord, match=r"^deal 1, pass of South: You do not hold the"):
        GameRecord.from_data(data).replay()
    assert south != west


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=VERSION + 1), "newer version"),
        (lambda d: d.update(version="1"), "not a version number"),
        (lambda d: d.update(format="chess"), "not a Hearts game record"),
        (lambda d: d.update(game=0), "^game: A game number"),
        (lambda d: d.update(game="12"), "^game: A game number"),
        (lambda d: d.update(rules={"moon": "sometimes"}), "^rules: moon must be"),
        (lambda d: d.update(rules={"jokers": True}), "^rules: Unknown rules option"),
        (lambda d: d.update(deals="2C"), "^deals: The deals are a list"),
        (lambda d: d["deals"].append(5), "^deal 2: A deal is an object"),
        (lambda d: d["deals"][0].update(passes=["2C 3C"]), "^deal 1: The passes are a list of four"),
        (lambda d: d["deals"][0]["passes"].__setitem__(2, "2C 3C"), "^deal 1, pass of North: A pass is three"),
        (lambda d: d["deals"][0].update(plays="2C ZZ"), "^deal 1, plays: 'ZZ' is not a card"),
        (lambda d: d["deals"][0].update(plays=17), "^deal 1, plays: Cards are written as text"),
        (lambda d: d["deals"][0].update(extra=1), "^deal 1: Unknown entry 'extra'"),
        (lambda d: d["deals"].append({"plays": ""}), "^deal 2: The current deal is still being played"),
    ],
)
def test_malformed_records_raise_clear_errors(change: object, message: str) -> None:
    data = good_record()
    change(data)  # type: ignore[operator]
    with pytest.raises(InvalidRecord, match=message):
        GameRecord.from_data(data).replay()


def test_not_json() -> None:
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        GameRecord.from_json("{nope")
    with pytest.raises(InvalidRecord, match="JSON object"):
        GameRecord.from_json("[1, 2]")


def test_hold_hand_with_passes_is_rejected() -> None:
    match = play_match(8, Rules(), seed=2)
    data = GameRecord.from_match(match).to_data()
    deals = data["deals"]
    assert isinstance(deals, list) and len(deals) >= 4
    deals[3]["passes"] = deals[0]["passes"]
    with pytest.raises(InvalidRecord, match="^deal 4: This is a hold hand"):
        GameRecord.from_data(data).replay()


def test_plays_before_passing_is_finished_are_rejected() -> None:
    data = good_record()
    deals = data["deals"]
    assert isinstance(deals, list)
    deals[0]["passes"][3] = None
    with pytest.raises(InvalidRecord, match="^deal 1: Cards were played before every seat had passed"):
        GameRecord.from_data(data).replay()


def test_deals_after_the_end_are_rejected() -> None:
    match = play_match(31, Rules(end_score=20), seed=4)
    assert match.is_over
    data = GameRecord.from_match(match).to_data()
    deals = data["deals"]
    assert isinstance(deals, list)
    deals.append({"plays": ""})
    with pytest.raises(InvalidRecord, match="The game is over"):
        GameRecord.from_data(data).replay()


def test_plays_after_the_deal_is_over_are_rejected() -> None:
    match = play_match(31, Rules(), seed=5, stop_after=60)
    data = GameRecord.from_match(match).to_data()
    deals = data["deals"]
    assert isinstance(deals, list)
    deals[0]["plays"] += " 2C"
    with pytest.raises(InvalidRecord, match="^deal 1: A deal has at most 52 plays"):
        GameRecord.from_data(data).replay()
