"""Learn follows the house rules: the rules pages, quick reference and FAQ say the game being played."""

from __future__ import annotations

import pytest

from hearts import Rules
from hearts.learn import faq, quick_reference, rule_sections
from hearts.learn.content import blocks_text
from hearts.learn.house import lessons_note, moon_definition

SPOT = Rules.preset("spot").with_options(pass_count=4, bonus_card="TD")
MARIA = Rules.preset("black-maria")


def reference_text(rules: Rules) -> str:
    return "\n".join(blocks_text(entry.lines) for entry in quick_reference(rules))


def sections_text(rules: Rules) -> str:
    return "\n".join(section.text() for section in rule_sections(rules))


def faq_text(rules: Rules) -> str:
    return "\n".join(entry.text() for entry in faq(rules))


def test_spot_hearts_with_four_cards_and_the_ten_of_diamonds_are_taught_as_played() -> None:
    for text in (reference_text(SPOT), sections_text(SPOT)):
        assert "Pass four cards" in text
        assert "Q♠ 25" in text or "Queen of spades 25" in text or "25;" in text
        assert "129 in all" in text
        assert "10♦" in text or "10 of diamonds" in text
    assert "tap four cards" in faq_text(SPOT)


def test_black_maria_names_its_penalty_spades_its_lead_and_its_moon() -> None:
    text = reference_text(MARIA)
    assert "43 in all" in text
    assert "left" in text and "any card" in text
    assert "Hearts may be led at any time." in text
    assert "Points may be played to the first trick" in text
    moon = moon_definition(MARIA)
    assert "K♠" in blocks_text_of(moon) and "A♠" in blocks_text_of(moon)


def blocks_text_of(markup: str) -> str:
    from hearts.learn.content import para

    return blocks_text([para(markup)])


@pytest.mark.parametrize(
    ("rules", "moon"),
    [
        (Rules(), "every heart and the"),
        (Rules(moon="none"), "No shooting the moon"),
        (Rules(shoot_the_sun=True), "shoot the sun"),
        (Rules(card_values="spot"), "129"),
    ],
)
def test_the_moon_is_defined_for_each_variant(rules: Rules, moon: str) -> None:
    assert moon in reference_text(rules)


def test_the_standard_reference_reads_as_before() -> None:
    text = reference_text(Rules())
    assert "Pass three cards: left, right, across, then hold (no pass). The cycle repeats." in text
    assert "First trick: no hearts and no " in text and "unless you hold nothing else." in text


def test_lessons_say_which_rules_they_teach_when_the_game_differs() -> None:
    assert lessons_note(Rules()) is None
    assert lessons_note(Rules(end_score=50, ties="share")) is None
    note = lessons_note(SPOT)
    assert note is not None and note.startswith("The lessons teach the standard rules")
    assert "Each player passes 4 cards." in note
