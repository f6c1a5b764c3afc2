"""The Rules value: defaults, presets, validation and plain descriptions."""

from __future__ import annotations

import dataclasses
import json

import pytest

from hearts import PRESETS, InvalidRules, Rules
from hearts.rules import per_rules


def test_standard_rules_are_the_default() -> None:
    rules = Rules()
    assert rules == Rules.preset("standard")
    assert (rules.queen_breaks_hearts, rules.jack_of_diamonds, rules.moon, rules.ties, rules.end_score) == (
        False,
        False,
        "add",
        "continue",
        100,
    )
    assert rules.preset_name == "standard"


def test_presets() -> None:
    assert list(PRESETS)[:4] == ["standard", "parlor", "queen-breaks", "omnibus"]
    assert Rules.preset("parlor") == Rules(ties="share")
    assert Rules.preset("queen-breaks") == Rules(queen_breaks_hearts=True)
    assert Rules.preset("omnibus") == Rules(bonus_card="JD")
    for name, rules in PRESETS.items():
        assert rules.preset_name == name
    assert Rules(end_score=50).preset_name is None


@pytest.mark.parametrize("bad", ["Standard", "", "hold", None, 3])
def test_unknown_preset(bad: object) -> None:
    with pytest.raises(InvalidRules, match="Unknown rules preset"):
        Rules.preset(bad)  # type: ignore[arg-type]


def test_rules_are_frozen_and_hashable() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.moon = "subtract"  # type: ignore[misc]
    assert len({Rules(), Rules(), Rules(moon="best")}) == 2


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"queen_breaks_hearts": 1}, "queen_breaks_hearts must be true or false"),
        ({"bonus_card": "QD"}, "bonus_card must be one of none, JD, TD"),
        ({"moon": "double"}, "moon must be one of add, subtract, best"),
        ({"ties": "split"}, "ties must be one of continue, share"),
        ({"end_score": 0}, "end_score must be a whole number from 1 to 10000"),
        ({"end_score": 10_001}, "end_score must be a whole number"),
        ({"end_score": True}, "end_score must be a whole number"),
        ({"end_score": 100.0}, "end_score must be a whole number"),
    ],
)
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRules, match=message):
        Rules(**options)  # type: ignore[arg-type]
    assert issubclass(InvalidRules, ValueError)


def test_dict_round_trip_through_json() -> None:
    for rules in [*PRESETS.values(), Rules(True, "JD", "best", "share", 42)]:
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"moon": "subtract"}) == Rules(moon="subtract")
    with pytest.raises(InvalidRules, match="Unknown rules option 'colour'"):
        Rules.from_dict({"colour": "red"})
    with pytest.raises(InvalidRules, match="Rules must be an object of options"):
        Rules.from_dict(["moon"])
    with pytest.raises(InvalidRules, match="moon must be one of"):
        Rules.from_dict({"moon": "never"})


def test_with_options() -> None:
    rules = Rules().with_options(moon="best", end_score=50)
    assert rules == Rules(moon="best", end_score=50)
    assert Rules() == Rules(moon="add")
    with pytest.raises(InvalidRules):
        Rules().with_options(ties="nobody")


def test_what_is_derived_per_rules_is_derived_once_for_equal_rules_and_follows_the_rules_asked_for() -> None:
    calls: list[Rules] = []

    @per_rules
    def derive(rules: Rules) -> str:
        calls.append(rules)
        return rules.card_values

    standard, spot = Rules(), Rules(card_values="spot")
    assert [derive(standard), derive(standard), derive(spot), derive(Rules()), derive(spot)] == [
        "standard",
        "standard",
        "spot",
        "standard",
        "spot",
    ]
    assert calls == [standard, spot]
