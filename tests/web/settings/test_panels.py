"""Statistics, settings, share and notice views as element trees: content, accessibility and form reading."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearts import Rules
from hearts.web.settings.form import read_setting
from hearts.web.settings.rules_controls import END_SCORES
from hearts.web.settings.views import settings_view
from hearts.web.share.views import share_view
from hearts.web.statistics.views import STAT_ROWS, statistics_view
from hearts.web.storage.settings import CARD_BACKS, DIFFICULTY_IDS, TABLE_COLOURS, Settings
from hearts.web.storage.statistics import Statistics
from hearts.web.ui.dialogs import notice_view
from hearts.web.ui.tree import Node, find, find_all, h, text_of, walk
from hearts.words import rules_summary
from hearts.words.catalog import ENGLISH, use_language
from tests.helpers.matches import play_match

LEVELS = {"easy": "A beginner.", "medium": "Sound.", "hard": "Counts.", "expert": "Searches."}


def cells(view: Node) -> dict[str, list[str]]:
    table = find(view, "table")
    return {
        text_of(find(row, "th")): [text_of(cell) for cell in find_all(row, "td")]
        for row in find_all(find(table, "tbody"), "tr")
    }


# ------------------------------------------------------------------ trees


def test_tree_leaves_out_none_and_false_and_refuses_handlers_and_styles() -> None:
    node = h("input", {"type": "checkbox", "checked": False, "disabled": None, "readonly": True})
    assert node.attrs == (("type", "checkbox"), ("readonly", ""))
    for bad in ("onclick", "style", "OnLoad", "x y"):
        with pytest.raises(ValueError):
            h("div", {bad: "1"})
    with pytest.raises(ValueError):
        h("<script>")


def test_text_is_kept_as_text() -> None:
    node = h("p", {}, "<script>alert(1)</script>", h("b", {}, "&amp;"))
    assert text_of(node) == "<script>alert(1)</script>&amp;"
    assert [n.tag for n in walk(node)] == ["p", "b"]


# ------------------------------------------------------------- statistics


def test_empty_statistics_show_dashes_and_zeros() -> None:
    view = statistics_view(Statistics())
    rows = cells(view)
    assert list(rows) == [label for label, _ in STAT_ROWS]
    assert rows["Games played"] == ["0"] * 5
    assert rows["Win rate"] == ["–"] * 5
    assert rows["Lowest final score"] == ["–"] * 5
    assert "Finish a game" in text_of(view)
    assert find(view, "button", data_panel_action="reset-ask")
    assert not find_all(view, role="alertdialog")


def test_statistics_table_is_a_real_table_with_headers() -> None:
    view = statistics_view(Statistics())
    table = find(view, "table")
    assert find(table, "caption")
    assert [text_of(th) for th in find_all(table, "th", scope="col")][1:] == [
        "All games",
        "Easy",
        "Medium",
        "Hard",
        "Expert",
    ]
    assert len(find_all(table, "th", scope="row")) == len(STAT_ROWS)


def test_a_finished_match_shows_in_total_and_its_difficulty() -> None:
    match = play_match(7, Rules(end_score=1), seed=None)
    stats = Statistics().record_finished(match, "hard", "7-1-1")
    rows = cells(statistics_view(stats))
    won = 0 in match.winners
    assert rows["Games played"] == ["1", "0", "0", "1", "0"]
    assert rows["Games won"][0] == rows["Games won"][3] == str(int(won))
    assert rows["Win rate"][0] == ("100%" if won else "0%")
    assert rows["Lowest final score"][0] == str(match.totals[0])
    average = sum(rnd.points[0] for rnd in match.rounds) / len(match.rounds)
    assert rows["Average points per deal"][0] == f"{average:.1f}"
    tiles = [text_of(tile) for tile in find_all(statistics_view(stats), class_="stat-tile")]
    assert tiles[0] == "1Played"
    assert "Finish a game" not in text_of(statistics_view(stats))


def test_big_numbers_are_grouped_and_rates_rounded() -> None:
    stats = Statistics().record_finished(play_match(7, Rules(end_score=1), seed=None), "easy", "a")
    for n in range(2, 5):
        # A finished match is counted as finished, even when it is reported as abandoned.
        stats = stats.record_abandoned(play_match(n, Rules(end_score=1), seed=None), "easy", str(n))
    rate = stats.total.win_rate
    assert rate is not None
    assert cells(statistics_view(stats))["Win rate"][0] == f"{round(rate * 100)}%"


def test_reset_asks_first_in_an_alert_dialog() -> None:
    view = statistics_view(Statistics(), confirming=True)
    dialog = find(view, role="alertdialog")
    assert dialog.get("aria-modal") == "true"
    assert text_of(find(dialog, "h3")) == "Reset statistics?"
    title, text = dialog.get("aria-labelledby"), dialog.get("aria-describedby")
    assert find(view, id=title or "") and find(view, id=text or "")
    actions = [b.get("data-panel-action") for b in find_all(dialog, "button")]
    assert actions == ["reset-cancel", "reset-confirm"]


# --------------------------------------------------------------- settings


def view_of(settings: Settings, level: str = "medium", rules: Rules | None = None) -> Node:
    return settings_view(settings, game_level=level, game_rules=rules or Rules(), levels=LEVELS)


def checked(view: Node, name: str) -> list[str]:
    return [n.get("value") or "" for n in find_all(view, "input", name=name) if n.get("checked") is not None]


def test_every_choice_is_offered_and_the_current_one_checked() -> None:
    settings = Settings(table="purple", card_back="black", animation="fast", difficulty="hard")
    view = view_of(settings)
    assert [n.get("value") for n in find_all(view, "input", name="table")] == list(TABLE_COLOURS)
    assert [n.get("value") for n in find_all(view, "input", name="card_back")] == list(CARD_BACKS)
    assert [n.get("value") for n in find_all(view, "input", name="difficulty")] == list(DIFFICULTY_IDS)
    assert checked(view, "table") == ["purple"]
    assert checked(view, "card_back") == ["black"]
    assert checked(view, "animation") == ["fast"]
    assert checked(view, "difficulty") == ["hard"]
    assert checked(view, "pause_after_trick") == ["true"]
    assert find(view, "input", name="sounds").get("checked") == ""
    assert find(view, "input", name="four_colour").get("checked") is None
    assert "Searches." in text_of(view)


def test_ids_are_unique_and_every_control_is_labelled() -> None:
    view = view_of(Settings())
    ids = [n.get("id") for n in walk(view) if n.get("id")]
    assert len(ids) == len(set(ids))
    labels = find_all(view, "label")
    controls = [n for n in walk(view) if n.tag in ("input", "select")]
    labelled = {id(n) for label in labels for n in walk(label) if n.tag in ("input", "select")}
    assert all(id(control) in labelled for control in controls)


def test_the_view_says_difficulty_and_rules_apply_from_the_next_game() -> None:
    view = view_of(Settings())
    note = text_of(find(view, id="next-note"))
    assert "apply from your next new game" in note
    assert "This game: Medium players, standard rules." in note
    assert "Your next new game" not in note
    later = view_of(Settings(difficulty="expert", rules=Rules.preset("omnibus").with_options(end_score=50)))
    note = text_of(find(later, id="next-note"))
    assert "Your next new game: Expert players, omnibus rules, game to 50." in note


def test_the_levels_within_the_note_are_written_as_a_sentence_writes_them() -> None:
    use_language("de")
    try:
        note = text_of(find(view_of(Settings(difficulty="easy"), level="hard"), id="next-note"))
    finally:
        use_language(ENGLISH)
    assert "Dieses Spiel: schwere Gegner, Standardregeln." in note and "leichte Gegner" in note


def test_rules_controls_follow_the_rules() -> None:
    view = view_of(Settings(rules=Rules(queen_breaks_hearts=True, end_score=25)))
    preset = find(view, "select", name="rules")
    assert [o.get("value") for o in find_all(preset, "option") if o.get("selected") is not None] == ["queen-breaks"]
    assert "custom" not in [o.get("value") for o in find_all(preset, "option")]
    assert find(view, "input", name="rule-queen_breaks_hearts").get("checked") == ""
    view = view_of(Settings(rules=Rules(queen_breaks_hearts=True, moon="best", end_score=25)))
    moon = find(view, "select", name="rule-moon")
    assert [o.get("value") for o in find_all(moon, "option") if o.get("selected") is not None] == ["best"]
    end = find(view, "select", name="rule-end_score")
    assert [o.get("value") for o in find_all(end, "option")] == [str(n) for n in END_SCORES]
    odd = view_of(Settings(rules=Rules(end_score=333, bonus_card="JD", ties="share")))
    assert "333" in [o.get("value") for o in find_all(find(odd, "select", name="rule-end_score"), "option")]
    options = [o.get("value") for o in find_all(find(odd, "select", name="rules"), "option")]
    assert options[-1] == "custom"


@pytest.mark.parametrize(
    ("name", "value", "on", "expect"),
    [
        ("table", "red", False, {"table": "red"}),
        ("card_back", "green", False, {"card_back": "green"}),
        ("four_colour", "on", True, {"four_colour": True}),
        ("sounds", "on", False, {"sounds": False}),
        ("pause_after_trick", "false", False, {"pause_after_trick": False}),
        ("animation", "off", False, {"animation": "off"}),
        ("difficulty", "expert", False, {"difficulty": "expert"}),
    ],
)
def test_reading_a_control(name: str, value: str, on: bool, expect: dict[str, object]) -> None:
    settings = read_setting(Settings(), name, value, on)
    for field, wanted in expect.items():
        assert getattr(settings, field) == wanted


def test_reading_rules_controls_keeps_the_other_options() -> None:
    settings = read_setting(Settings(), "rule-end_score", "25", False)
    assert settings.rules == Rules(end_score=25)
    settings = read_setting(settings, "rules", "omnibus", False)
    assert settings.rules == Rules.preset("omnibus").with_options(end_score=25)
    settings = read_setting(settings, "rule-queen_breaks_hearts", "on", True)
    settings = read_setting(settings, "rule-moon", "subtract", False)
    settings = read_setting(settings, "rule-ties", "share", False)
    assert settings.rules == Rules(
        queen_breaks_hearts=True, bonus_card="JD", moon="subtract", ties="share", end_score=25
    )
    assert read_setting(settings, "rules", "custom", False) == settings
    assert read_setting(settings, "rule-bonus_card", "none", False).rules.bonus_card == "none"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("table", "plaid"),
        ("rules", "house"),
        ("rule-moon", "sideways"),
        ("rule-ties", "fight"),
        ("rule-end_score", "-5"),
        ("rule-end_score", "0"),
        ("rule-end_score", "99999"),
        ("nonsense", "1"),
        ("animation", "<script>"),
    ],
)
def test_reading_a_bad_control_is_refused(name: str, value: str) -> None:
    with pytest.raises(ValueError):
        read_setting(Settings(), name, value, False)


@given(name=st.text(max_size=30), value=st.text(max_size=30), on=st.booleans())
def test_reading_any_control_gives_settings_or_value_error(name: str, value: str, on: bool) -> None:
    try:
        settings = read_setting(Settings(), name, value, on)
    except ValueError:
        return
    assert isinstance(settings, Settings)


def test_rules_summary() -> None:
    assert rules_summary(Rules()) == "standard rules"
    assert rules_summary(Rules(end_score=50)) == "standard rules, game to 50"
    assert rules_summary(Rules.preset("parlor")) == "parlor rules"
    assert rules_summary(Rules(moon="best")) == "custom rules, game to 100"


# ------------------------------------------------------------ share, notice


@pytest.mark.parametrize("copied", [None, True, False])
def test_share_view_shows_the_address_in_a_selectable_field(copied: bool | None) -> None:
    view = share_view(48213907, "https://example.org/hearts/?deal=48213907", copied)
    field = find(view, "input", id="share-address")
    assert field.get("readonly") == "" and field.get("value") == "https://example.org/hearts/?deal=48213907"
    assert find(view, "label").get("for") == "share-address"
    assert view.get("role") == "dialog" and text_of(find(view, "h2")) == "Share game 48213907"
    status = text_of(find(view, role="status"))
    assert ("copy it yourself" in status) == (copied is False)
    assert ("is copied" in status) == (copied is True)


def test_notice_text_is_text() -> None:
    view = notice_view('The address asks for game "<script>x</script>"')
    assert text_of(find(view, "p")) == 'The address asks for game "<script>x</script>"'
    assert [n.tag for n in walk(view)].count("script") == 0
    assert find(view, "button", data_notice_action="dismiss")
