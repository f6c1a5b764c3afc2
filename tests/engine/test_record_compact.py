"""The compact form of game records: round trips under every preset, the link's length, and hostile text refused."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import Rules
from hearts.cli import main
from hearts.errors import InvalidRecord, PassRefusal
from hearts.record import MAX_RECORD_CHARS, DealRecord, GameRecord
from hearts.record.compact import COMPACT_VERSION, MAX_COMPACT_CHARS, decode_compact, encode_compact
from hearts.rules import PRESETS
from hearts.words import record_problem
from hearts.words.catalog import use_language
from tests.helpers.matches import play_match, state_of

PRESET_NAMES = sorted(PRESETS)


@settings(max_examples=40, deadline=None)
@given(
    game=st.integers(1, 2**32 - 1),
    preset=st.sampled_from(PRESET_NAMES),
    seed=st.integers(0, 10_000),
    stop=st.one_of(st.none(), st.integers(0, 400)),
)
def test_record_json_and_compact_round_trip(game: int, preset: str, seed: int, stop: int | None) -> None:
    match = play_match(game, Rules.preset(preset), seed=seed, stop_after=stop)
    record = GameRecord.from_match(match)
    compact = record.to_compact()
    assert GameRecord.from_compact(compact) == record
    assert GameRecord.from_json(record.to_json()) == record
    assert GameRecord.from_text(record.to_json()) == GameRecord.from_text(compact) == record
    assert GameRecord.from_compact(GameRecord.from_json(record.to_json()).to_compact()) == record
    assert state_of(GameRecord.from_compact(compact).replay()) == state_of(match)
    assert all(c.isalnum() or c in "-_" for c in compact)


@settings(max_examples=25, deadline=None)
@given(
    end=st.integers(1, 10_000),
    moon=st.sampled_from(["add", "subtract", "best"]),
    ties=st.sampled_from(["continue", "share"]),
    queen=st.booleans(),
    jack=st.booleans(),
)
def test_any_rules_travel(end: int, moon: str, ties: str, queen: bool, jack: bool) -> None:
    rules = Rules.from_dict(
        {"end_score": end, "moon": moon, "ties": ties, "queen_breaks_hearts": queen, "jack_of_diamonds": jack}
    )
    record = GameRecord(7, rules, (DealRecord(),))
    assert GameRecord.from_compact(record.to_compact()).rules == rules


def test_passes_of_any_length_are_carried_for_the_engine_to_judge() -> None:
    match = play_match(5, Rules(), seed=1, stop_after=0)
    hand = match.round.hand(0)
    record = GameRecord(5, deals=(DealRecord((tuple(hand[:5]), (), None, tuple(hand[5:6])), ()),))
    again = GameRecord.from_compact(record.to_compact())
    assert again == record
    with pytest.raises(InvalidRecord, match="^deal 1, pass of South: Pass exactly three cards, not 5") as refused:
        again.replay()
    assert refused.value.refusal == PassRefusal("count", 0, needed=3, chosen=5)
    use_language("de")
    assert record_problem(refused.value) == "Runde 1, Weitergabe von Süd: Gib genau drei Karten weiter, nicht 5."


def test_a_whole_hundred_point_game_makes_a_short_link() -> None:
    lengths = []
    for seed in range(20):
        match = play_match(1000 + seed, Rules(), seed=seed)
        assert match.is_over and max(match.totals) >= 100
        lengths.append(len("#game=" + GameRecord.from_match(match).to_compact()))
    assert max(lengths) < 1_200


def bits_text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def good_compact() -> str:
    return GameRecord.from_match(play_match(77, Rules(), seed=3, stop_after=40)).to_compact()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "The game link is empty"),
        ("AQ<script>alert(1)</script>", "holds characters a game link never has"),
        ("A", "holds characters a game link never has"),
        (bits_text(bytes([COMPACT_VERSION + 1]) + bytes(8)), "newer version of the game"),
        (bits_text(bytes([0]) + bytes(8)), "not a Hearts game link"),
        (bits_text(bytes([1, 0, 0, 0, 0, 0])), "^game: A game number"),
        (bits_text(bytes([1, 0, 0])), "cut short"),
        (good_compact()[:-6], "cut short"),
        (good_compact() + "AAAA", "extra data"),
        ("x" * (MAX_COMPACT_CHARS + 1), "far too long"),
    ],
)
def test_malformed_compact_text_is_refused_in_one_sentence(text: str, message: str) -> None:
    with pytest.raises(InvalidRecord, match=message):
        decode_compact(text)


def compact_with_rules(raw: bytes) -> str:
    """Version, game 9, the rules bytes (short), no deals."""
    bits = (1 << 32 | 9) << 8 | len(raw) << 1
    data = bits.to_bytes(6, "big") + raw + bytes([0])
    return bits_text(data)


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"\xff\xfe", "rules are damaged"),
        (b"{nope", "rules are damaged"),
        (json.dumps({"jokers": True}).encode(), "^rules: Unknown rules option 'jokers'"),
        (json.dumps({"moon": "<b>x</b>"}).encode(), "^rules: moon must be"),
        (json.dumps(["moon"]).encode(), "^rules: Rules must be an object"),
    ],
)
def test_rules_the_engine_does_not_know_are_refused(raw: bytes, message: str) -> None:
    with pytest.raises(InvalidRecord, match=message):
        decode_compact(compact_with_rules(raw))


def test_rules_other_than_standard_are_kept_exactly() -> None:
    record = GameRecord(9, Rules.preset("omnibus"))
    assert compact_with_rules(b'{"bonus_card":"JD"}') == record.to_compact()
    assert decode_compact(record.to_compact()).rules == Rules.preset("omnibus")
    assert decode_compact(compact_with_rules(b'{"jack_of_diamonds":true}')).rules == Rules.preset("omnibus")


def test_impossible_plays_are_the_engines_to_refuse() -> None:
    record = GameRecord(77, deals=(DealRecord(plays=tuple(play_match(77, Rules(), seed=3).rounds[0].cards_played)),))
    with pytest.raises(InvalidRecord, match="^deal 1: Cards were played before every seat had passed"):
        GameRecord.from_compact(record.to_compact()).replay()


def test_an_address_with_the_fragment_is_read() -> None:
    code = good_compact()
    assert decode_compact(f"https://example.org/hearts/?deal=5#game={code}") == decode_compact(code)


def test_text_of_any_kind() -> None:
    with pytest.raises(InvalidRecord, match="far too long"):
        GameRecord.from_text("{" + " " * MAX_RECORD_CHARS + "}")
    with pytest.raises(InvalidRecord, match="nothing to read"):
        GameRecord.from_text("  \n")
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        GameRecord.from_text("{nope")
    with pytest.raises(InvalidRecord, match="not UTF-8"):
        GameRecord.from_text(b"\xff{}")
    record = GameRecord.from_compact(good_compact())
    assert GameRecord.from_text("\ufeff" + record.to_json().encode().decode()) == record
    assert GameRecord.from_text(record.to_json().encode()) == record


def test_encode_needs_a_record() -> None:
    with pytest.raises(TypeError):
        encode_compact("2C")  # type: ignore[arg-type]


def test_the_command_line_replays_the_compact_form(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = play_match(31, Rules(), seed=5)
    code = GameRecord.from_match(match).to_compact()
    assert main(["replay", code]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Game 31:") and "Winner:" in out
    assert main(["replay", f"https://example.org/#game={code}"]) == 0
    path = tmp_path / "game.txt"
    path.write_text(code + "\n")
    assert main(["replay", str(path)]) == 0
    assert main(["replay", code[:-5]]) == 1
    assert "cut short" in capsys.readouterr().err
