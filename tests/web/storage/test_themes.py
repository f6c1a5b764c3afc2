"""Every table colour keeps its text readable: WCAG AA contrast (4.5:1), read from the stylesheets themselves."""

from __future__ import annotations

import re

import pytest

from hearts.web.storage.settings import CARD_BACKS, TABLE_COLOURS
from tests.helpers import ROOT

THEMES = (ROOT / "assets" / "themes.css").read_text(encoding="utf-8")
TABLE = (ROOT / "assets" / "table.css").read_text(encoding="utf-8")
AA = 4.5

RGB = tuple[float, float, float]


def rules(css: str) -> list[tuple[str, dict[str, str]]]:
    """(selector, declarations) of every top-level rule (comments dropped; @media blocks skipped)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    found = []
    depth = 0
    start = 0
    selector = ""
    for i, ch in enumerate(css):
        if ch == "{":
            if depth == 0:
                selector = css[start:i].strip()
                start = i + 1
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                body = css[start:i]
                if not selector.startswith("@"):
                    declarations = {}
                    for part in body.split(";"):
                        if ":" in part:
                            name, value = part.split(":", 1)
                            declarations[name.strip()] = " ".join(value.split())
                    found.append((selector, declarations))
                start = i + 1
    return found


def colour(value: str) -> tuple[RGB, float]:
    """``#rrggbb`` or ``rgba(r, g, b, a)`` as (rgb, alpha)."""
    value = value.strip()
    if value.startswith("#") and len(value) == 7:
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16)), 1.0
    found = re.fullmatch(r"rgba\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\s*\)", value)
    assert found, value
    r, g, b, a = (float(x) for x in found.groups())
    return (r, g, b), a


def over(top: str, below: RGB) -> RGB:
    rgb, alpha = colour(top)
    return tuple(alpha * t + (1 - alpha) * b for t, b in zip(rgb, below, strict=True))  # type: ignore[return-value]


def luminance(rgb: RGB) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def palette(name: str) -> dict[str, str]:
    for selector, declarations in rules(THEMES):
        if f':root[data-table="{name}"]' in [s.strip() for s in selector.split(",")]:
            return declarations
    raise AssertionError(f"no palette for {name}")


def root_value(name: str) -> str:
    for selector, declarations in rules(TABLE):
        if selector == ":root" and name in declarations:
            return declarations[name]
    raise AssertionError(name)


TEXT, _ = colour(root_value("--text"))
TEXT_SOFT = root_value("--text-soft")


def test_there_are_enough_colours_and_each_has_a_palette_and_a_preview() -> None:
    assert len(TABLE_COLOURS) >= 4 and len(CARD_BACKS) >= 4
    selectors = " ".join(selector for selector, _ in rules(THEMES))
    for name in TABLE_COLOURS:
        assert {"--felt-1", "--felt-2", "--felt-3", "--felt-4", "--felt-soft", "--bg", "--panel"} <= set(palette(name))
        assert f".felt-{name}" in selectors
    for name in CARD_BACKS:
        assert f':root[data-back="{name}"]' in selectors and f".cb-{name}" in selectors


def test_the_default_green_is_the_root_palette() -> None:
    first_selector = next(selector for selector, d in rules(THEMES) if "--felt-1" in d)
    assert [s.strip() for s in first_selector.split(",")][:2] == [":root", ':root[data-table="green"]']


@pytest.mark.parametrize("name", list(TABLE_COLOURS))
def test_text_on_every_part_of_the_felt_meets_aa(name: str) -> None:
    colours = palette(name)
    for stop in ("--felt-1", "--felt-2", "--felt-3", "--felt-4"):
        felt, _ = colour(colours[stop])
        assert contrast(TEXT, felt) >= AA, (name, stop, contrast(TEXT, felt))


@pytest.mark.parametrize("name", list(TABLE_COLOURS))
def test_soft_words_buttons_and_name_plates_on_the_felt_meet_aa(name: str) -> None:
    colours = palette(name)
    lightest, _ = colour(colours["--felt-1"])
    soft, _ = colour(colours["--felt-soft"])
    assert contrast(soft, lightest) >= AA, (name, "soft words", contrast(soft, lightest))
    button = next(d for s, d in rules(THEMES) if s == ".felt .btn:not(.primary)")["background"]
    assert contrast(TEXT, over(button, lightest)) >= AA, (name, "button")
    plate = over(colours["--panel"], lightest)
    assert contrast(over(TEXT_SOFT, plate), plate) >= AA, (name, "name plate")


@pytest.mark.parametrize("name", list(TABLE_COLOURS))
def test_the_top_bar_and_score_panel_meet_aa(name: str) -> None:
    colours = palette(name)
    page, _ = colour(colours["--bg"])
    glow, _ = colour(colours["--bg-glow"])
    for ground in (page, glow, over(colours["--panel"], glow)):
        assert contrast(over(TEXT_SOFT, ground), ground) >= AA, name
        quiet_button = over("rgba(255, 255, 255, 0.14)", ground)
        assert contrast(TEXT, quiet_button) >= AA, name


def test_words_on_the_felt_use_the_soft_felt_colour() -> None:
    declarations = dict(rules(THEMES))
    assert declarations[".picked, .trick-empty, .pass-sign"]["color"] == "var(--felt-soft)"


def test_contrast_arithmetic() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def test_four_colour_suits_stay_readable_on_the_cards() -> None:
    paper, _ = colour(root_value("--paper"))
    declarations = dict(rules(THEMES))[":root.four-colour"]
    for suit in ("--clubs", "--diamonds"):
        ink, _ = colour(declarations[suit])
        assert contrast(ink, paper) >= AA, suit
    clubs, _ = colour(declarations["--clubs"])
    diamonds, _ = colour(declarations["--diamonds"])
    red, _ = colour(root_value("--red"))
    black, _ = colour(root_value("--black"))
    assert len({clubs, diamonds, red, black}) == 4
