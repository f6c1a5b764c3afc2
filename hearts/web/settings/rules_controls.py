"""The rules part of Settings: the presets, and every house rule with one line of what it does.

The controls are :class:`~hearts.web.ui.tree.Node` trees like the rest of the
settings panel; :func:`read_rule` turns a changed control into new
:class:`~hearts.rules.Rules` (the engine refuses anything impossible).

>>> from hearts.web.ui.tree import find_all
>>> names = [node.get("name") for node in find_all(rules_controls(Rules()), "select")]
>>> names[:5]
['rules', 'rule-ties', 'rule-end_score', 'rule-card_values', 'rule-pass_cycle']
>>> read_rule(Rules(), "rule-first_lead", "left-of-dealer", False).first_lead
'any-card'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...rules import Rules
from ..storage.settings import base_preset
from ..ui.tree import Child, Node, h

__all__ = ["PRESET_TITLES", "RULE_CONTROLS", "read_rule", "rules_controls"]

PRESET_TITLES: Final[dict[str, str]] = {
    "standard": "Standard",
    "parlor": "Parlor: tied players share the win",
    "queen-breaks": "The Queen of spades breaks hearts",
    "omnibus": "Omnibus: the Jack of diamonds scores −10",
    "omnibus-10d": "Omnibus: the 10 of diamonds scores −10",
    "no-hold": "No hold hand: left, right, across",
    "spot": "Spot hearts: hearts at face value, Q♠ 25",
    "black-maria": "Black Maria: A♠ 7, K♠ 10, Q♠ 13",
    "sun": "Standard with shooting the sun",
}
CYCLES: Final[dict[str, str]] = {
    "left,right,across,hold": "Left, right, across, hold",
    "left,right,across": "Left, right, across",
    "left,right": "Left, right",
    "left": "Always left",
    "right": "Always right",
    "across": "Always across",
    "hold": "Never pass",
}
FIRST_LEADS: Final[dict[str, str]] = {
    "two-of-clubs": "The 2♣ leads",
    "any-club": "Any club opens",
    "left-of-dealer": "Left of dealer, any card",
}
CARD_VALUES: Final[dict[str, str]] = {"standard": "Standard", "spot": "Spot hearts", "black-maria": "Black Maria"}
VALUE_NOTES: Final[dict[str, str]] = {
    "standard": "Each heart 1, the Q♠ 13.",
    "spot": "Each heart its rank (J 11 … A 14), the Q♠ 25.",
    "black-maria": "Each heart 1, the A♠ 7, K♠ 10, Q♠ 13.",
}
BONUS_CARDS: Final[dict[str, str]] = {"none": "None", "JD": "J♦ scores −10", "TD": "10♦ scores −10"}
TIE_TITLES: Final[dict[str, str]] = {"continue": "Play another deal", "share": "Share the win"}
END_SCORES: Final = (25, 50, 75, 100, 150, 200)
SWITCHES: Final[dict[str, tuple[str, str]]] = {
    "points_on_first_trick": ("Points on the first trick", "Penalty cards may be thrown to the first trick."),
    "hearts_must_be_broken": ("Hearts must be broken", "No heart may be led until one has been played."),
    "queen_breaks_hearts": ("The Queen of spades breaks hearts", "After the Q♠ is played, hearts may be led."),
    "lead_hearts_over_queen": (
        "Hearts instead of the Queen",
        "Holding only hearts and the Q♠, you may lead a heart.",
    ),
    "shoot_the_sun": ("Shooting the sun", "Taking all 13 tricks counts as a moon worth double."),
    "no_tricks_bonus": ("No tricks: −5", "A player who takes no trick scores −5 (not in a moon deal)."),
}
RULE_CONTROLS: Final = (
    "rule-card_values",
    "rule-pass_cycle",
    "rule-pass_count",
    "rule-first_lead",
    "rule-bonus_card",
    "rule-moon",
    "rule-ties",
    "rule-end_score",
    *(f"rule-{name}" for name in SWITCHES),
)
"""The name of every rules control (besides the preset, ``rules``)."""


def moon_titles(rules: Rules) -> dict[str, str]:
    """The moon choices, with the variant's total (26, 129 or 43)."""
    total = rules.total
    return {
        "add": f"Others score {total}",
        "subtract": f"Shooter scores −{total}",
        "best": "Best for the shooter",
        "none": "No moon",
    }


def _row(name: str, title: str, note: str, options: Mapping[str, str], current: str) -> Node:
    return h(
        "label",
        {"class": "select-row rule-row"},
        h(
            "span",
            {"class": "select-text"},
            h("span", {"class": "select-title"}, title),
            h("span", {"class": "rule-note"}, note),
        ),
        h(
            "select",
            {"name": name, "id": f"set-{name}"},
            *(h("option", {"value": value, "selected": value == current}, text) for value, text in options.items()),
        ),
    )


def _switch(name: str, checked: bool, disabled: bool = False) -> Node:
    title, note = SWITCHES[name]
    return h(
        "label",
        {"class": "switch-row"},
        h(
            "span",
            {"class": "switch-text"},
            h("span", {"class": "switch-title"}, title),
            h("span", {"class": "switch-note"}, note),
        ),
        h(
            "input",
            {
                "type": "checkbox",
                "role": "switch",
                "name": f"rule-{name}",
                "id": f"set-rule-{name}",
                "checked": checked,
                "disabled": disabled,
            },
        ),
        h("span", {"class": "switch", "aria-hidden": "true"}),
    )


def _cycle_key(rules: Rules) -> str:
    return ",".join(rules.pass_cycle)


def _first_lead_key(rules: Rules) -> str:
    return "left-of-dealer" if rules.first_leader == "left-of-dealer" else rules.first_lead


def rules_controls(rules: Rules, *, open_house_rules: bool = False) -> Node:
    """The rules group: the preset, what it plays, and each option with one line of what it does.

    The house rules are folded away unless the rules are custom or ``open_house_rules`` says to keep them open.
    """
    preset = base_preset(rules) or "custom"
    presets: dict[str, str] = dict(PRESET_TITLES)
    if preset == "custom":
        presets["custom"] = "Custom house rules"
    cycles = dict(CYCLES)
    cycles.setdefault(
        _cycle_key(rules), ", ".join(d.capitalize() if i == 0 else d for i, d in enumerate(rules.pass_cycle))
    )
    ends = sorted({*END_SCORES, rules.end_score})
    lines: list[Child] = [h("li", {}, line) for line in rules.describe()] or [h("li", {}, "The standard rules.")]
    return h(
        "fieldset",
        {"class": "set-group rules-group"},
        h("legend", {}, "Rules"),
        _row("rules", "Rule set", "A named set of house rules; change any option below.", presets, preset),
        h("ul", {"class": "rules-now", "aria-label": "These rules in short"}, *lines),
        _row("rule-ties", "A tie for the lowest score", "When the game ends level.", TIE_TITLES, rules.ties),
        _row(
            "rule-end_score",
            "Game ends at",
            "The total that ends the game.",
            {str(n): f"{n} points" for n in ends},
            str(rules.end_score),
        ),
        h(
            "details",
            {"class": "house-rules", "open": preset == "custom" or open_house_rules},
            h("summary", {}, "House rules, one by one"),
            _row("rule-card_values", "Card values", VALUE_NOTES[rules.card_values], CARD_VALUES, rules.card_values),
            _row(
                "rule-pass_cycle", "Pass directions", "Where the cards go, deal after deal.", cycles, _cycle_key(rules)
            ),
            _row(
                "rule-pass_count",
                "Cards passed",
                "How many cards each player passes.",
                {"3": "3 cards", "4": "4 cards", "5": "5 cards"},
                str(rules.pass_count),
            ),
            _row(
                "rule-first_lead",
                "First lead",
                "Who opens the first trick, and with what.",
                FIRST_LEADS,
                _first_lead_key(rules),
            ),
            _switch("points_on_first_trick", rules.points_on_first_trick),
            _switch("hearts_must_be_broken", rules.hearts_must_be_broken),
            _switch("queen_breaks_hearts", rules.queen_breaks_hearts),
            _switch("lead_hearts_over_queen", rules.lead_hearts_over_queen),
            _row(
                "rule-bonus_card",
                "Bonus card",
                "A diamond that takes 10 off its taker's score.",
                BONUS_CARDS,
                rules.bonus_card,
            ),
            _row(
                "rule-moon",
                "Shooting the moon",
                f"Taking every penalty card ({rules.total} points).",
                moon_titles(rules),
                rules.moon,
            ),
            _switch("shoot_the_sun", rules.shoot_the_sun, disabled=rules.moon == "none"),
            _switch("no_tricks_bonus", rules.no_tricks_bonus),
        ),
    )


def read_rule(rules: Rules, name: str, value: str, checked: bool) -> Rules:
    """The rules after rules control ``name`` changed; ``ValueError`` for a value that is not a choice."""
    if name == "rules":
        if value == "custom":
            return rules
        return Rules.preset(value).with_options(end_score=rules.end_score)
    option = name.removeprefix("rule-")
    if option in SWITCHES:
        return rules.with_options(**{option: checked})
    choices: dict[str, Mapping[str, str]] = {
        "card_values": CARD_VALUES,
        "bonus_card": BONUS_CARDS,
        "moon": moon_titles(rules),
        "ties": TIE_TITLES,
        "pass_count": {"3": "", "4": "", "5": ""},
        "first_lead": FIRST_LEADS,
    }
    if option == "pass_cycle":
        parts = tuple(value.split(","))
        return Rules.from_dict({**rules.to_dict(), "pass_cycle": list(parts)})
    if option == "end_score":
        if not value.isdigit():
            raise ValueError(f"{value!r} is not a score.")
        return rules.with_options(end_score=int(value))
    if option not in choices:
        raise ValueError(f"There is no setting called {name!r}.")
    if value not in choices[option]:
        raise ValueError(f"{value!r} is not a choice for {name}.")
    if option == "pass_count":
        return rules.with_options(pass_count=int(value))
    if option == "first_lead":
        leader = "left-of-dealer" if value == "left-of-dealer" else "two-of-clubs"
        return rules.with_options(first_leader=leader, first_lead="any-card" if leader == "left-of-dealer" else value)
    if option == "moon" and value == "none":
        return rules.with_options(moon="none", shoot_the_sun=False)
    return rules.with_options(**{option: value})
