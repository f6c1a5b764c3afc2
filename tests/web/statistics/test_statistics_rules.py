"""Statistics kept per rules preset: counted, stored, read back, shown one preset at a time."""

from __future__ import annotations

from hearts import Match, Rules
from hearts.web.statistics.views import statistics_view
from hearts.web.storage.statistics import Statistics, decode_statistics, encode_statistics, rules_key
from hearts.web.ui.tree import find, find_all, text_of
from tests.helpers.matches import play_match


def spot_game() -> Match:
    return play_match(3, Rules.preset("spot").with_options(end_score=50))


def test_games_are_counted_under_their_rules_too() -> None:
    stats = Statistics().record_finished(play_match(4), "easy", "a").record_finished(spot_game(), "hard", "b")
    assert stats.total.played == 2
    assert stats.for_rules("standard").total.played == 1
    assert stats.for_rules("spot").total.played == 1 and stats.for_rules("spot").tally("hard").played == 1
    assert stats.for_rules("black-maria").total.played == 0
    assert rules_key(Rules(pass_count=5)) == "custom" and rules_key(Rules(end_score=40)) == "standard"


def test_the_rules_groups_survive_storage_and_older_data_reads_as_before() -> None:
    stats = Statistics().record_finished(spot_game(), "hard", "b")
    again = decode_statistics(encode_statistics(stats))
    assert again.value == stats and again.partial is None
    older = encode_statistics(stats)
    del older["rules"]
    read = decode_statistics(older)
    assert read.partial is None and read.value.by_rules == {} and read.value.total == stats.total


def test_a_damaged_rules_group_is_dropped_alone_and_said() -> None:
    data = encode_statistics(Statistics().record_finished(spot_game(), "hard", "b"))
    data["rules"]["spot"]["total"]["played"] = -3
    data["rules"]["jokers"] = {}
    read = decode_statistics(data)
    assert read.value.by_rules == {} and read.value.total.played == 1
    assert read.partial is not None and "games by rules" in read.partial


def test_the_statistics_view_filters_by_rules() -> None:
    stats = Statistics().record_finished(play_match(4), "easy", "a").record_finished(spot_game(), "hard", "b")
    everything = statistics_view(stats)
    chooser = find(everything, "select", name="stats-rules")
    assert [o.get("value") for o in find_all(chooser, "option")] == ["all", "standard", "spot"]
    played = next(text_of(v) for v in find_all(everything, "span") if v.classes == ["stat-value"])
    spot = statistics_view(stats, rules_filter="spot")
    spot_played = next(text_of(v) for v in find_all(spot, "span") if v.classes == ["stat-value"])
    assert (played, spot_played) == ("2", "1")
    assert text_of(statistics_view(stats, rules_filter="jokers")) == text_of(everything)
    assert not find_all(statistics_view(Statistics()), "select")
