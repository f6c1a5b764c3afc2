"""Settings: defaults, validation, per-field fallback, and persistence."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import PRESETS, Rules
from hearts.web.storage.settings import (
    ANIMATION_SECONDS,
    ANIMATION_SPEEDS,
    CARD_BACKS,
    DIFFICULTY_IDS,
    SETTINGS_SLOT,
    TABLE_COLOURS,
    Settings,
    as_difficulty,
    decode_settings,
)
from hearts.web.storage.slots import MemoryStore, backup_key
from hearts.web.storage.store import Storage


def test_defaults() -> None:
    default = Settings()
    assert default.difficulty == "medium"
    assert default.rules == Rules() and default.rules.preset_name == "standard"
    assert default.table == "green" and default.card_back == "blue"
    assert default.sounds and not default.four_colour
    assert default.pause_after_trick and default.animation == "normal"


def test_enough_choices() -> None:
    assert len(TABLE_COLOURS) >= 4 and len(CARD_BACKS) >= 4
    assert list(DIFFICULTY_IDS) == ["easy", "medium", "hard", "expert"]
    assert set(ANIMATION_SECONDS) == set(ANIMATION_SPEEDS)
    assert ANIMATION_SECONDS["off"] == 0 < ANIMATION_SECONDS["fast"] < ANIMATION_SECONDS["normal"]
    assert ANIMATION_SECONDS["normal"] < ANIMATION_SECONDS["slow"]


def test_matches_the_computer_player_levels() -> None:
    from hearts import bots

    assert tuple(bots.LEVELS) == DIFFICULTY_IDS


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("table", "purple", "purple"),
        ("card_back", "black", "black"),
        ("four_colour", "true", True),
        ("four_colour", True, True),
        ("sounds", "false", False),
        ("difficulty", "expert", "expert"),
        ("rules", "omnibus", PRESETS["omnibus"]),
        ("rules", Rules(moon="best"), Rules(moon="best")),
        ("rules", {"ties": "share"}, Rules(ties="share")),
        ("pause_after_trick", False, False),
        ("animation", "off", "off"),
    ],
)
def test_changing_one_setting(name: str, value: object, expected: object) -> None:
    changed = Settings().changed(name, value)
    assert getattr(changed, name) == expected
    others = {k: v for k, v in changed.to_data().items() if k != name}
    assert others == {k: v for k, v in Settings().to_data().items() if k != name}


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("table", "gold"),
        ("table", 3),
        ("card_back", None),
        ("four_colour", "yes"),
        ("sounds", 1),
        ("difficulty", "impossible"),
        ("rules", "chaos"),
        ("rules", {"jokers": True}),
        ("pause_after_trick", None),
        ("animation", "ludicrous"),
        ("volume", 11),
        ("__class__", "x"),
    ],
)
def test_bad_changes_raise_value_error(name: str, value: object) -> None:
    with pytest.raises(ValueError):
        Settings().changed(name, value)


def test_settings_reject_bad_values_when_made() -> None:
    with pytest.raises(ValueError):
        Settings(table="gold")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Settings(sounds="yes")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Settings(rules={"moon": "add"})  # type: ignore[arg-type]


def test_as_difficulty() -> None:
    assert as_difficulty("hard") == "hard"
    assert as_difficulty("Hard") is None and as_difficulty(None) is None and as_difficulty(2) is None


def test_each_bad_field_falls_back_on_its_own() -> None:
    data = Settings(table="red", card_back="green", sounds=False, rules=PRESETS["parlor"]).to_data()
    data.update(card_back="plaid", four_colour="maybe", animation=None, future_option=True)
    decoded = decode_settings(data)
    value = decoded.value
    assert value.table == "red" and value.sounds is False and value.rules == PRESETS["parlor"]
    assert value.card_back == "blue" and value.four_colour is False and value.animation == "normal"
    assert decoded.partial == (
        "Some of your settings could not be read (card backs, four-colour suits, animation speed),"
        " so they went back to their defaults."
    )


def test_unknown_and_missing_fields_are_quietly_defaulted() -> None:
    decoded = decode_settings({"sounds": False, "hologram": "on"})
    assert decoded.value == Settings(sounds=False)
    assert decoded.partial is None


def test_bad_rules_fall_back_to_standard() -> None:
    decoded = decode_settings({"rules": {"moon": "sideways"}, "difficulty": "hard"})
    assert decoded.value == Settings(difficulty="hard")
    assert decoded.partial is not None and "(rules)" in decoded.partial


def test_settings_that_are_not_an_object_are_all_defaults() -> None:
    decoded = decode_settings(["table", "red"])
    assert decoded.value == Settings() and decoded.partial is not None


def test_partly_bad_settings_are_backed_up_cleaned_and_reported_once() -> None:
    raw = json.dumps({"version": 1, "data": {"table": "purple", "sounds": "loud"}})
    store = MemoryStore({SETTINGS_SLOT.key: raw})
    loaded = Storage(store).load(SETTINGS_SLOT)
    assert loaded.value == Settings(table="purple")
    assert loaded.problem is not None and "(sounds)" in loaded.problem
    assert store.data[backup_key("settings", 1)] == raw
    again = Storage(store).load(SETTINGS_SLOT)
    assert again.problem is None and again.value == Settings(table="purple")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_survives_a_reload(preset: str) -> None:
    store = MemoryStore()
    chosen = Settings().changed("rules", preset).changed("difficulty", "easy").changed("animation", "slow")
    Storage(store).save(SETTINGS_SLOT, chosen)
    loaded = Storage(store).load(SETTINGS_SLOT)
    assert loaded.value == chosen and loaded.value.rules.preset_name == preset


def test_custom_rules_survive_a_reload() -> None:
    store = MemoryStore()
    chosen = Settings(rules=Rules(queen_breaks_hearts=True, moon="best", end_score=50))
    Storage(store).save(SETTINGS_SLOT, chosen)
    assert Storage(store).load(SETTINGS_SLOT).value == chosen


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from([*Settings().to_data(), "other"]),
        st.none()
        | st.booleans()
        | st.integers()
        | st.text(max_size=12)
        | st.sampled_from(["green", "red", "true", "easy", "fast", "omnibus"])
        | st.dictionaries(st.sampled_from(["moon", "ties", "end_score", "x"]), st.integers() | st.text(max_size=5)),
    )
)
def test_decoding_any_fields_never_raises(data: dict[str, object]) -> None:
    decoded = decode_settings(data)
    assert isinstance(decoded.value, Settings)
    assert decode_settings(decoded.value.to_data()) == type(decoded)(decoded.value)


def test_the_storage_models_import_no_view() -> None:
    """The models hold ids and validation: the table, the settings drawer and the other views import them."""
    import ast
    from pathlib import Path

    import hearts.web.storage

    views = ("table", "settings", "statistics", "history", "review", "learn")
    folder = Path(hearts.web.storage.__file__).parent
    imported = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                name = node.module if node.level == 0 else "hearts.web." * (node.level == 2) + node.module
                if node.level in (0, 2) and name.split(".")[:3] in (["hearts", "web", view] for view in views):
                    imported.append(f"{path.name}: {name}")
    assert imported == []
