"""The Settings drawer as a tree: every setting as a form control, and what the next new game will use.

Form controls carry ``name`` and ``value``; the page hands a change to
:func:`hearts.web.settings.form.read_setting`, which returns the new settings.

>>> from hearts.rules import Rules
>>> from hearts.web.ui.tree import find_all
>>> view = settings_view(Settings(), game_level="medium", game_rules=Rules())
>>> [node.get("value") for node in find_all(view, "input", name="animation")]
['off', 'fast', 'normal', 'slow']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from ...rules import Rules
from ...words import level_description, level_name, level_players_within, rules_summary
from ...words.catalog import gettext as _
from ...words.catalog import language as language_in_use
from ...words.catalog import pgettext
from ...words.languages import LANGUAGES, NATIVE_NAMES
from ...words.settings import choice_name
from ..storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CHECKER_THRESHOLDS,
    DIFFICULTY_IDS,
    PACES,
    RANK_ORDERS,
    SUIT_ORDERS,
    TABLE_COLOURS,
    Settings,
)
from ..ui.controls import select_row
from ..ui.dialogs import drawer
from ..ui.labels import cards_still_out, computer_players, play_checker, your_hand
from ..ui.tree import Child, Node, h
from .rules_controls import rules_controls

if TYPE_CHECKING:
    from .state import SettingsState

__all__ = ["settings_drawer", "settings_view"]

_SUITS: Final = (("C", "♣"), ("D", "♦"), ("S", "♠"), ("H", "♥"))


def _choice(name: str, value: str, checked: bool, *label: Child | None, classes: str = "choice") -> Node:
    return h(
        "label",
        {"class": classes},
        h("input", {"type": "radio", "name": name, "value": value, "id": f"set-{name}-{value}", "checked": checked}),
        *label,
    )


def _switch(name: str, checked: bool, title: str, note: str | None = None, preview: Node | None = None) -> Node:
    return h(
        "label",
        {"class": "switch-row"},
        h("span", {"class": "switch-text"}, h("span", {"class": "switch-title"}, title), _note(note)),
        preview,
        h("input", {"type": "checkbox", "role": "switch", "name": name, "id": f"set-{name}", "checked": checked}),
        h("span", {"class": "switch", "aria-hidden": "true"}),
    )


def _note(text: str | None) -> Node | None:
    return h("span", {"class": "switch-note"}, text) if text else None


def _group(legend: str, *items: Child | None, classes: str = "") -> Node:
    return h("fieldset", {"class": f"set-group {classes}".strip()}, h("legend", {}, legend), *items)


def _segmented(legend: str, name: str, options: Mapping[str, str], current: str, *after: Child | None) -> Node:
    """A row of radio buttons drawn as one segmented control, one choice per option."""
    return _group(
        legend,
        h(
            "div",
            {"class": "segmented"},
            *(
                _choice(name, value, current == value, h("span", {"class": "choice-name"}, text))
                for value, text in options.items()
            ),
        ),
        *after,
    )


def _choices(setting: str, ids: Sequence[str]) -> dict[str, str]:
    """Each choice of a setting by id, with its name."""
    return {choice: choice_name(setting, choice) for choice in ids}


def _section(title: str, *items: Child | None) -> Node:
    return h("section", {"class": "set-section"}, h("h3", {}, title), *items)


def settings_view(
    settings: Settings,
    *,
    game_level: str,
    game_rules: Rules,
    levels: Mapping[str, str] | None = None,
    house_rules_open: bool = False,
    language: str = "en",
) -> Node:
    """Every setting as a form control; the game in progress and what the next new game will use.

    ``language`` is the language in use (the one Settings → Language shows chosen).
    """
    colours = _group(
        _("Table colour"),
        h(
            "div",
            {"class": "swatches"},
            *(
                _choice(
                    "table",
                    value,
                    settings.table == value,
                    h("span", {"class": f"swatch felt-{value}", "aria-hidden": "true"}),
                    h("span", {"class": "choice-name"}, choice_name("table", value)),
                    classes="choice swatch-choice",
                )
                for value in TABLE_COLOURS
            ),
        ),
        classes="colour-group",
    )
    backs = _group(
        _("Card backs"),
        h(
            "div",
            {"class": "swatches"},
            *(
                _choice(
                    "card_back",
                    value,
                    settings.card_back == value,
                    h("span", {"class": f"mini-back cb-{value}", "aria-hidden": "true"}),
                    h("span", {"class": "choice-name"}, choice_name("card_back", value)),
                    classes="choice swatch-choice",
                )
                for value in CARD_BACKS
            ),
        ),
    )
    suits = h(
        "span",
        {"class": "suit-preview", "aria-hidden": "true"},
        *(h("span", {"class": f"suit-{letter}"}, symbol) for letter, symbol in _SUITS),
    )
    four = _switch(
        "four_colour",
        settings.four_colour,
        _("Four-colour suits"),
        _("Clubs green and diamonds blue, so no two suits look alike."),
        suits,
    )
    sounds = _switch(
        "sounds",
        settings.sounds,
        pgettext("setting", "Sounds"),
        _("Cards, tricks, hearts broken, the Queen taken, a moon."),
    )
    pause = _group(
        _("After each trick"),
        h(
            "div",
            {"class": "segmented"},
            _choice(
                "pause_after_trick",
                "true",
                settings.pause_after_trick,
                h("span", {"class": "choice-name"}, _("Wait for Continue")),
            ),
            _choice(
                "pause_after_trick",
                "false",
                not settings.pause_after_trick,
                h("span", {"class": "choice-name"}, _("Continue by itself")),
            ),
        ),
    )
    speed = _segmented(_("Animation speed"), "animation", _choices("animation", ANIMATION_SPEEDS), settings.animation)
    pace, hand_order = _conveniences(settings)
    checker = _switch(
        "play_checker",
        settings.play_checker,
        play_checker(),
        _("Before you play a card the Expert thinks is costly, the table asks. Games played with it are marked."),
    )
    checker_threshold = _segmented(
        # Translators: followed by a choice of points ("½ point", "1 point", "2 points", "4 points").
        _("Ask when a card costs at least"),
        "checker_threshold",
        _choices("checker_threshold", CHECKER_THRESHOLDS),
        settings.checker_threshold,
    )
    counting = _switch(
        "cards_out",
        settings.cards_out,
        cards_still_out(),
        _(
            "Beside the table: the cards of each suit not yet played, who cannot follow a suit, where your pass went "
            "and the points taken."
        ),
    )
    descriptions = levels or {}
    difficulty = _group(
        computer_players(),
        *(
            _choice(
                "difficulty",
                level,
                settings.difficulty == level,
                h("span", {"class": "level-name"}, level_name(level)),
                h("span", {"class": "level-text"}, descriptions[level]) if level in descriptions else None,
                classes="choice level-choice",
            )
            for level in DIFFICULTY_IDS
        ),
        classes="levels-group",
    )
    rule_controls = rules_controls(settings.rules, open_house_rules=house_rules_open)
    players = level_players_within(game_level)
    # Translators: {players} is the level of the computer players ("Medium players"); {rules} the rules in short.
    now = _("This game: {players}, {rules}.").format(players=players, rules=rules_summary(game_rules))
    changed = settings.difficulty != game_level or settings.rules != game_rules
    later = (
        # Translators: {players} is the level of the computer players ("Hard players"); {rules} the rules in short.
        _("Your next new game: {players}, {rules}.").format(
            players=level_players_within(settings.difficulty), rules=rules_summary(settings.rules)
        )
        if changed
        else None
    )
    return drawer(
        pgettext("drawer", "Settings"),
        _language_section(language),
        _section(pgettext("settings section", "Table"), colours, backs, four),
        _section(
            pgettext("settings section", "Play"), sounds, pause, speed, pace, checker, checker_threshold, counting
        ),
        hand_order,
        _section(
            _("Next game"),
            h(
                "p",
                {"class": "panel-note next-note", "id": "next-note"},
                _("Difficulty and rules apply from your next new game."),
                " ",
                h("span", {"class": "now"}, now),
                " ",
                h("strong", {"class": "later"}, later) if later else None,
            ),
            difficulty,
            rule_controls,
        ),
        h("p", {"class": "panel-note"}, _("Settings apply at once and are kept in this browser.")),
        classes="settings-panel",
    )


def _conveniences(settings: Settings) -> tuple[Node, Node]:
    """The computer players' pace (for the Play section) and the section on your hand: its order, forced cards."""
    pace = _segmented(
        _("Computer players' pace"),
        "pace",
        _choices("pace", PACES),
        settings.pace,
        h(
            "p",
            {"class": "panel-note"},
            _("How long the table waits for each of their cards, whatever the animation."),
        ),
    )
    hand = _section(
        your_hand(),
        select_row("suit_order", _("Suit order"), _choices("suit_order", SUIT_ORDERS), settings.suit_order),
        select_row("rank_order", _("Ranks"), _choices("rank_order", RANK_ORDERS), settings.rank_order),
        _switch(
            "forced_cards",
            settings.forced_cards,
            _("Play forced cards"),
            _("When only one of your cards can be played, it is played for you after a short pause."),
        ),
    )
    return pace, hand


def _language_section(language: str) -> Node:
    """Settings → Language: each language in its own name (and its own ``lang``), the one in use chosen."""
    return _section(
        pgettext("settings section", "Language"),
        select_row(
            "language",
            pgettext("setting", "Language"),
            {tag: NATIVE_NAMES[tag] for tag in LANGUAGES},
            language,
            {tag: tag for tag in LANGUAGES if tag != language},
        ),
    )


def settings_drawer(state: SettingsState) -> Node:
    """The drawer's content: :func:`settings_view` of the settings in force, the game in progress and the language."""
    level, rules = state.game()
    return settings_view(
        state.current.value,
        game_level=level,
        game_rules=rules,
        levels={level: level_description(level) for level in DIFFICULTY_IDS},
        house_rules_open=state.house_rules_open,
        language=language_in_use(),
    )
