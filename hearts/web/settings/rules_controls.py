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

from collections.abc import Callable, Mapping
from typing import Final

from ...rules import BONUS_OPTIONS, CARD_VALUE_OPTIONS, MOON_OPTIONS, PASS_COUNTS, PRESETS, TIE_OPTIONS, Rules
from ...words import cards_count, points_word, preset_title, rule_lines
from ...words.catalog import gettext as _
from ...words.rule_choices import (
    bonus_title,
    card_values_title,
    first_lead_title,
    moon_title,
    pass_cycle_title,
    switch_words,
    tie_title,
)
from ...words.rules import shooting_the_moon
from ...words.values import value_note
from ..ui.labels import rules_group
from ..ui.tree import Child, Node, h

__all__ = ["RULE_CONTROLS", "read_rule", "rules_controls"]

CYCLES: Final = (
    ("left", "right", "across", "hold"),
    ("left", "right", "across"),
    ("left", "right"),
    ("left",),
    ("right",),
    ("across",),
    ("hold",),
)
"""The pass cycles offered (the rules' own is added when it is another)."""
FIRST_LEADS: Final = ("two-of-clubs", "any-club", "left-of-dealer")
END_SCORES: Final = (25, 50, 75, 100, 150, 200)
SWITCHES: Final = (
    "points_on_first_trick",
    "hearts_must_be_broken",
    "queen_breaks_hearts",
    "lead_hearts_over_queen",
    "shoot_the_sun",
    "no_tricks_bonus",
)
"""The house rules that are on or off."""
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


def _titles(options: tuple[str, ...], title: Callable[[str], str]) -> dict[str, str]:
    """Each option by id, with its title."""
    return {option: title(option) for option in options}


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
    title, note = switch_words(name)
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
    preset = rules.base_preset or "custom"
    presets = _titles((*PRESETS, *(("custom",) if preset == "custom" else ())), preset_title)
    cycles = {",".join(cycle): pass_cycle_title(cycle) for cycle in CYCLES}
    cycles.setdefault(_cycle_key(rules), pass_cycle_title(rules.pass_cycle))
    ends = sorted({*END_SCORES, rules.end_score})
    lines: list[Child] = [h("li", {}, line) for line in rule_lines(rules)] or [h("li", {}, _("The standard rules."))]
    return h(
        "fieldset",
        {"class": "set-group rules-group"},
        h("legend", {}, rules_group()),
        _row("rules", _("Rule set"), _("A named set of house rules; change any option below."), presets, preset),
        h("ul", {"class": "rules-now", "aria-label": _("These rules in short")}, *lines),
        _row(
            "rule-ties",
            _("A tie for the lowest score"),
            _("When the game ends level."),
            _titles(TIE_OPTIONS, tie_title),
            rules.ties,
        ),
        _row(
            "rule-end_score",
            # Translators: followed by a choice of scores ("100 points").
            _("Game ends at"),
            _("The total that ends the game."),
            {str(n): points_word(n) for n in ends},
            str(rules.end_score),
        ),
        h(
            "details",
            {"class": "house-rules", "open": preset == "custom" or open_house_rules},
            h("summary", {}, _("House rules, one by one")),
            _row(
                "rule-card_values",
                _("Card values"),
                value_note(rules),
                _titles(CARD_VALUE_OPTIONS, card_values_title),
                rules.card_values,
            ),
            _row(
                "rule-pass_cycle",
                _("Pass directions"),
                _("Where the cards go, deal after deal."),
                cycles,
                _cycle_key(rules),
            ),
            _row(
                "rule-pass_count",
                _("Cards passed"),
                _("How many cards each player passes."),
                {str(n): cards_count(n) for n in PASS_COUNTS},
                str(rules.pass_count),
            ),
            _row(
                "rule-first_lead",
                _("First lead"),
                _("Who opens the first trick, and with what."),
                _titles(FIRST_LEADS, first_lead_title),
                _first_lead_key(rules),
            ),
            _switch("points_on_first_trick", rules.points_on_first_trick),
            _switch("hearts_must_be_broken", rules.hearts_must_be_broken),
            _switch("queen_breaks_hearts", rules.queen_breaks_hearts),
            _switch("lead_hearts_over_queen", rules.lead_hearts_over_queen),
            _row(
                "rule-bonus_card",
                _("Bonus card"),
                _("A diamond that takes 10 off its taker's score."),
                _titles(BONUS_OPTIONS, bonus_title),
                rules.bonus_card,
            ),
            _row(
                "rule-moon",
                shooting_the_moon(),
                # Translators: {points} is every penalty point of the deck ("26 points").
                _("Taking every penalty card ({points}).").format(points=points_word(rules.total)),
                _titles(MOON_OPTIONS, lambda moon: moon_title(moon, rules)),
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
    choices: dict[str, tuple[str, ...]] = {
        "card_values": CARD_VALUE_OPTIONS,
        "bonus_card": BONUS_OPTIONS,
        "moon": MOON_OPTIONS,
        "ties": TIE_OPTIONS,
        "pass_count": tuple(str(n) for n in PASS_COUNTS),
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
