"""Settings' rules: every preset offered, every option a control with one line of what it does, read back exactly."""

from __future__ import annotations

import pytest

from hearts import Rules
from hearts.rules import PRESETS
from hearts.web.settings.form import read_setting
from hearts.web.settings.rules_controls import RULE_CONTROLS, SWITCHES, rules_controls
from hearts.web.settings.views import settings_view
from hearts.web.storage.settings import Settings
from hearts.web.ui.tree import find, find_all, text_of
from hearts.words import rules_summary


def selected(node: object, name: str) -> str | None:
    select = find(node, "select", name=name)  # type: ignore[arg-type]
    values = [o.get("value") for o in find_all(select, "option") if o.get("selected") is not None]
    return values[0] if values else None


def test_every_preset_is_offered_and_summarised() -> None:
    view = rules_controls(Rules())
    offered = [o.get("value") for o in find_all(find(view, "select", name="rules"), "option")]
    assert offered == list(PRESETS)
    for name, rules in PRESETS.items():
        assert selected(rules_controls(rules), "rules") == name
        assert rules_summary(rules)


def test_every_option_has_a_control_with_a_line_of_what_it_does() -> None:
    view = rules_controls(Rules())
    for name in RULE_CONTROLS:
        assert len(find_all(view, "select", name=name) + find_all(view, "input", name=name)) == 1, name
    for row in find_all(view, "label"):
        notes = [n for n in find_all(row, "span") if {"rule-note", "switch-note"} & set(n.classes)]
        assert len(notes) == 1 and text_of(notes[0]).endswith("."), text_of(row)


def test_the_controls_show_a_custom_set_of_house_rules() -> None:
    rules = Rules(pass_cycle=("left", "across"), pass_count=5, card_values="spot", bonus_card="TD", moon="none")
    view = rules_controls(rules)
    assert selected(view, "rules") == "custom"
    assert selected(view, "rule-pass_cycle") == "left,across"
    assert selected(view, "rule-pass_count") == "5"
    assert selected(view, "rule-card_values") == "spot"
    assert find(view, "input", name="rule-shoot_the_sun").get("disabled") == ""
    assert "Each player passes 5 cards." in text_of(find(view, "ul"))
    assert find(view, "details").get("open") == ""


@pytest.mark.parametrize(
    ("name", "value", "checked", "expect"),
    [
        ("rule-pass_cycle", "left,right", False, Rules(pass_cycle=("left", "right"))),
        ("rule-pass_count", "4", False, Rules(pass_count=4)),
        ("rule-first_lead", "left-of-dealer", False, Rules(first_leader="left-of-dealer", first_lead="any-card")),
        ("rule-first_lead", "any-club", False, Rules(first_lead="any-club")),
        ("rule-card_values", "black-maria", False, Rules(card_values="black-maria")),
        ("rule-bonus_card", "TD", False, Rules(bonus_card="TD")),
        ("rule-points_on_first_trick", "on", True, Rules(points_on_first_trick=True)),
        ("rule-hearts_must_be_broken", "on", False, Rules(hearts_must_be_broken=False)),
        ("rule-lead_hearts_over_queen", "on", True, Rules(lead_hearts_over_queen=True)),
        ("rule-shoot_the_sun", "on", True, Rules(shoot_the_sun=True)),
        ("rule-no_tricks_bonus", "on", True, Rules(no_tricks_bonus=True)),
        ("rule-moon", "none", False, Rules(moon="none")),
        ("rules", "spot", False, Rules(card_values="spot")),
    ],
)
def test_each_control_changes_its_option(name: str, value: str, checked: bool, expect: Rules) -> None:
    assert read_setting(Settings(), name, value, checked).rules == expect


def test_choosing_no_moon_turns_the_sun_off_and_the_first_lead_back() -> None:
    settings = read_setting(Settings(rules=Rules(shoot_the_sun=True)), "rule-moon", "none", False)
    assert settings.rules == Rules(moon="none")
    back = read_setting(
        Settings(rules=Rules(first_leader="left-of-dealer", first_lead="any-card")),
        "rule-first_lead",
        "two-of-clubs",
        False,
    )
    assert back.rules == Rules()


@pytest.mark.parametrize(
    ("name", "value"),
    [("rule-pass_count", "6"), ("rule-pass_cycle", "left,sideways"), ("rule-card_values", "omnibus"), ("rule-x", "1")],
)
def test_bad_rule_values_are_refused(name: str, value: str) -> None:
    with pytest.raises(ValueError):
        read_setting(Settings(), name, value, False)


def test_the_settings_view_holds_the_rules_group() -> None:
    view = settings_view(Settings(rules=Rules.preset("black-maria")), game_level="medium", game_rules=Rules())
    assert selected(view, "rules") == "black-maria"
    assert "Black Maria" in text_of(view)
    assert {f"rule-{name}" for name in SWITCHES} <= {n.get("name") for n in find_all(view, "input")}


def test_settings_stored_before_the_house_rules_read_as_they_did() -> None:
    from hearts.web.storage.settings import decode_settings

    old = {"queen_breaks_hearts": False, "jack_of_diamonds": True, "moon": "best", "ties": "continue", "end_score": 50}
    read = decode_settings({"difficulty": "hard", "rules": old})
    assert read.partial is None
    assert read.value.rules == Rules(bonus_card="JD", moon="best", end_score=50)
    broken = decode_settings({"rules": {**old, "pass_count": 6}})
    assert broken.value.rules == Rules() and broken.partial is not None


def test_the_house_rules_unfold_for_custom_rules_or_when_asked() -> None:
    assert find(rules_controls(Rules()), "details").get("open") is None
    assert find(rules_controls(Rules(), open_house_rules=True), "details").get("open") == ""
    view = settings_view(Settings(), game_level="medium", game_rules=Rules(), house_rules_open=True)
    assert find(view, "details").get("open") == ""
