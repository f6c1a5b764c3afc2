"""The rules, the card values and the settings in words: each worded once, every number from the engine."""

from __future__ import annotations

import pytest

from hearts import PRESETS, Rules
from hearts.cards import Card
from hearts.points import point_table
from hearts.scoring import NO_TRICKS_BONUS
from hearts.words import (
    chain,
    count_word,
    listing,
    number,
    number_text,
    points_word,
    preset_title,
    rule_lines,
    rules_summary,
    seat_label,
    seat_points,
    series,
    value_note,
    values_sentence,
    who,
    whom,
)
from hearts.words.rule_choices import bonus_title, moon_title, pass_cycle_title, switch_words
from hearts.words.settings import choice_name, setting_name, settings_unread, statistics_unread
from hearts.words.values import bonus_card, scoring_cards, values_line


def test_the_standard_rules_need_no_line() -> None:
    assert rule_lines(Rules()) == []


def test_the_rules_in_short_name_every_option_that_differs() -> None:
    assert rule_lines(Rules(True, "JD", "subtract", "share", 50)) == [
        "The Queen of spades breaks hearts.",
        "Whoever takes the Jack of diamonds scores −10.",
        "Shooting the moon: the shooter scores −26, everyone else 0.",
        "Players tied for the lowest total share the win.",
        "The game ends when someone reaches 50 points.",
    ]
    (best,) = rule_lines(Rules(moon="best"))
    assert best.startswith("Shooting the moon: everyone else scores 26, unless")
    assert best.endswith("then the shooter scores −26 instead.")


def test_the_rules_in_short_write_scores_below_zero_with_a_minus_sign() -> None:
    lines = rule_lines(Rules(bonus_card="TD", moon="subtract", no_tricks_bonus=True))
    assert "−10" in lines[0] and "−26" in lines[1] and "−5" in lines[-1]
    assert not any("-" in line for line in lines)


def test_every_preset_has_a_title_and_a_summary() -> None:
    assert [preset_title(name) for name in PRESETS] == [
        "Standard",
        "Parlor: tied players share the win",
        "The Queen of spades breaks hearts",
        "Omnibus: the Jack of diamonds scores −10",
        "Omnibus: the 10 of diamonds scores −10",
        "No hold hand: left, right, across",
        "Spot hearts: hearts at face value, Q♠ 25",
        "Black Maria: A♠ 7, K♠ 10, Q♠ 13",
        "Standard with shooting the sun",
    ]
    assert preset_title("custom") == "Custom house rules"
    assert [rules_summary(rules) for rules in PRESETS.values()] == [
        "standard rules",
        "parlor rules",
        "queen-breaks-hearts rules",
        "omnibus rules",
        "omnibus rules with the 10♦",
        "no-hold rules",
        "Spot hearts",
        "Black Maria",
        "standard rules with the sun",
    ]
    assert rules_summary(Rules(end_score=50)) == "standard rules, game to 50"
    assert rules_summary(Rules(moon="best")) == "custom rules, game to 100"


def test_the_card_values_are_worded_from_the_point_table() -> None:
    assert value_note(Rules()) == "Each heart 1, the Q♠ 13."
    assert value_note(Rules(card_values="spot")) == "Each heart its rank (J 11 … A 14), the Q♠ 25."
    assert value_note(Rules(card_values="black-maria")) == "Each heart 1, the A♠ 7, K♠ 10, Q♠ 13."
    assert values_line(Rules(card_values="black-maria")) == (
        "Black Maria: the Ace of spades scores 7, the King 10, the Queen 13; hearts 1 each."
    )
    assert values_line(Rules(card_values="spot")) == (
        "Spot hearts: each heart scores its rank (J 11, Q 12, K 13, A 14); the Queen of spades 25."
    )
    token = lambda card: f"{{{card.rank_text}{card.suit.letter}}}"  # noqa: E731
    assert values_sentence(Rules(card_values="spot"), token) == (
        "Each heart scores its rank: {2H} 2 … {10H} 10, {JH} 11, {QH} 12, {KH} 13, {AH} 14; the {QS} 25; 129 in all."
    )
    assert values_sentence(Rules(card_values="black-maria", bonus_card="TD"), token) == (
        "Each heart 1 point, the {AS} 7, the {KS} 10 and the {QS} 13; 43 in all."
        " The {10D} scores −10 for whoever takes it (it is no penalty card)."
    )
    for rules in (Rules(), Rules(card_values="spot"), Rules(card_values="black-maria", bonus_card="JD")):
        table = point_table(rules)
        assert [(card, value) for card, value in scoring_cards(rules)] == sorted(
            (
                (card, table.values[card.index])
                for card in map(Card.from_index, range(52))
                if card.mask & table.penalty and card.suit.letter != "H"
            ),
            key=lambda pair: pair[1],
        )
        bonus = bonus_card(rules)
        assert bonus is None or bonus[1] == table.values[bonus[0].index]


def test_the_choices_of_the_house_rules_are_worded() -> None:
    assert [pass_cycle_title(cycle) for cycle in (("left", "right"), ("across",), ("hold",), ("right", "left"))] == [
        "Left, right",
        "Always across",
        "Never pass",
        "Right, left",
    ]
    assert [bonus_title(bonus) for bonus in ("none", "JD", "TD")] == ["None", "J♦ scores −10", "10♦ scores −10"]
    black_maria = Rules.preset("black-maria")
    assert [moon_title(moon, black_maria) for moon in ("add", "subtract", "best", "none")] == [
        "Others score 43",
        "Shooter scores −43",
        "Best for the shooter",
        "No moon",
    ]
    assert switch_words("no_tricks_bonus")[0] == f"No tricks: {number(NO_TRICKS_BONUS)}" == "No tricks: −5"


def test_the_settings_are_named_and_so_is_what_could_not_be_read() -> None:
    assert [choice_name("table", colour) for colour in ("green", "slate")] == ["Green baize", "Slate"]
    assert [choice_name("checker_threshold", t) for t in ("0.5", "1", "2", "4")] == [
        "½ point",
        "1 point",
        "2 points",
        "4 points",
    ]
    assert choice_name("difficulty", "hard") == "Hard" and choice_name("pace", "relaxed") == "Relaxed"
    assert setting_name("pace") == "computer players' pace"
    assert settings_unread([]) == "Your settings could not be read, so they went back to their defaults."
    assert settings_unread(["card_back", "animation"]) == (
        "Some of your settings could not be read (card backs, animation speed), so they went back to their defaults."
    )
    assert statistics_unread(["all", "expert", "rules"]) == (
        "Some of your statistics could not be read (all games, expert games, games by rules),"
        " so those start again from zero."
    )


def test_numbers_lists_and_seats_each_have_their_forms() -> None:
    assert [number(n) for n in (-26, 0, 0.5, 1.5, 2.0)] == ["−26", "0", "½", "1½", "2"]
    assert number_text(-26) == "-26" and points_word(0.5) == "½ point" and points_word(0) == "0 points"
    assert [count_word(n) for n in (3, 4, 5, 13)] == ["three", "four", "five", "thirteen"]
    assert listing(["a", "b", "c"], serial_comma=True) == "a, b, and c" and listing(["a", "b"], serial_comma=True) == (
        "a and b"
    )
    assert chain(["a", "b", "c"]) == "a and b and c" and series(["a", "b", "c"]) == "a, b, c"
    assert [who(seat) for seat in range(4)] == ["You", "West", "North", "East"]
    assert [whom(seat) for seat in range(4)] == ["you", "West", "North", "East"]
    assert seat_label(0) == "You (South)" and seat_label(3) == "East"
    assert seat_points((0, -10, 26, 13)) == "South 0, West -10, North 26, East 13"


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_that_is_not_standard_says_how(name: str) -> None:
    assert name == "standard" or rule_lines(PRESETS[name])
