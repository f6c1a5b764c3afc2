"""The statistics and settings views, the reset question and notices, as :class:`~hearts.web.ui.tree.Node` trees.

Plain Python: the page builds these trees with ``createElement`` and
``textContent`` (see :mod:`hearts.web.ui.tree`), so nothing read from storage
is ever parsed as HTML. Form controls carry ``name`` and ``value``; the page
hands a change to :func:`read_setting`, which returns the new settings.

>>> from hearts.web.storage.statistics import Statistics
>>> from hearts.web.ui.tree import find_all, text_of
>>> view = statistics_view(Statistics())
>>> [text_of(th) for th in find_all(view, "th", scope="col")]
['Statistic', 'All games', 'Easy', 'Medium', 'Hard', 'Expert']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from ..rules import Rules
from .settings.rules_controls import END_SCORES, PRESET_TITLES, moon_titles, read_rule, rules_controls
from .storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CHECKER_THRESHOLDS,
    DIFFICULTIES,
    DIFFICULTY_IDS,
    TABLE_COLOURS,
    Settings,
    rules_summary,
)
from .storage.statistics import Statistics, Tally
from .table.hand_order import RANK_ORDERS, SUIT_ORDERS
from .table.pace import PACES
from .ui.tree import Child, Node, h

__all__ = [
    "END_SCORES",
    "PRESET_TITLES",
    "STAT_ROWS",
    "confirm_reset_view",
    "confirm_view",
    "notice_view",
    "read_setting",
    "rules_summary",
    "settings_view",
    "share_view",
    "statistics_view",
]

MOON_TITLES: Final = moon_titles(Rules())
_SUITS: Final = (("C", "♣", "Clubs"), ("D", "♦", "Diamonds"), ("S", "♠", "Spades"), ("H", "♥", "Hearts"))
_NONE: Final = "–"


# ------------------------------------------------------------------ helpers


def _panel(title: str, *body: Child | None, classes: str = "") -> Node:
    return h(
        "div",
        {"class": f"panel-card {classes}".strip()},
        h(
            "div",  # not <header>: inside a dialog it would be a second banner landmark beside the page's
            {"class": "panel-head"},
            h("h2", {"id": "panel-title", "tabindex": "-1"}, title),
            h(
                "button",
                {"type": "button", "class": "btn quiet panel-close", "data-panel-action": "close"},
                h("span", {"aria-hidden": "true"}, "×"),
                h("span", {"class": "sr-only"}, "Close"),
            ),
        ),
        h("div", {"class": "panel-body"}, *body),
    )


def _percent(value: float | None) -> str:
    return _NONE if value is None else f"{round(value * 100)}%"


def _number(value: int | None) -> str:
    return _NONE if value is None else f"{value:,}".replace(",", "\u202f")


def _average(value: float | None) -> str:
    return _NONE if value is None else f"{value:.1f}"


# --------------------------------------------------------------- statistics

STAT_ROWS: Final[tuple[tuple[str, Callable[[Tally], str]], ...]] = (
    ("Games played", lambda t: _number(t.played)),
    ("Games won", lambda t: _number(t.won)),
    ("Win rate", lambda t: _percent(t.win_rate)),
    ("Lowest final score", lambda t: _number(t.lowest_score)),
    ("Current win streak", lambda t: _number(t.current_streak)),
    ("Best win streak", lambda t: _number(t.best_streak)),
    ("Moons shot", lambda t: _number(t.moons)),
    ("Queen of spades taken", lambda t: _number(t.queens)),
    ("Average points per deal", lambda t: _average(t.average_points)),
)
"""Each row of the statistics table: its heading and how a tally shows in it."""


def _tile(label: str, value: str, classes: str = "") -> Node:
    return h(
        "div",
        {"class": f"stat-tile {classes}".strip()},
        h("span", {"class": "stat-value"}, value),
        h("span", {"class": "stat-label"}, label),
    )


def statistics_view(stats: Statistics, *, confirming: bool = False, rules_filter: str = "all") -> Node:
    """Totals at a glance, the table in total and per difficulty, and the reset button (and its question).

    ``rules_filter`` is a preset (or ``"custom"``) to show the games of those rules alone, or ``"all"``.
    """
    everything = stats
    if rules_filter != "all" and rules_filter in stats.by_rules:
        stats = stats.for_rules(rules_filter)
    else:
        rules_filter = "all"
    total = stats.total
    groups: list[tuple[str, Tally]] = [("All games", total)]
    groups.extend((DIFFICULTIES[d], stats.tally(d)) for d in DIFFICULTY_IDS)
    head = h(
        "tr",
        {},
        h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, "Statistic")),
        *(h("th", {"scope": "col"}, name) for name, _ in groups),
    )
    rows = [
        h(
            "tr",
            {},
            h("th", {"scope": "row"}, label),
            *(h("td", {"class": "all" if i == 0 else None}, show(tally)) for i, (_, tally) in enumerate(groups)),
        )
        for label, show in STAT_ROWS
    ]
    table = h(
        "table",
        {"class": "stats-table"},
        h("caption", {"class": "sr-only"}, "Your statistics, in total and by difficulty"),
        h("thead", {}, head),
        h("tbody", {}, *rows),
    )
    tiles = h(
        "div",
        {"class": "stat-tiles"},
        _tile("Played", _number(total.played)),
        _tile("Won", _number(total.won)),
        _tile("Win rate", _percent(total.win_rate), "accent"),
        _tile("Best streak", _number(total.best_streak)),
    )
    empty = h("p", {"class": "panel-note"}, "Finish a game and your results appear here.") if not total.played else None
    choices = {"all": "All rules"}
    choices.update((key, PRESET_TITLES.get(key, "Custom house rules")) for key in everything.by_rules)
    chooser = _select("stats-rules", "Rules", choices, rules_filter) if everything.by_rules else None
    return _panel(
        "Statistics",
        chooser,
        tiles,
        empty,
        h("div", {"class": "table-scroll"}, table),
        h(
            "p",
            {"class": "panel-note"},
            "Lower scores are better. A game left unfinished for a new one counts as played and not won.",
        ),
        h(
            "div",
            {"class": "actions panel-actions"},
            h(
                "button",
                {"type": "button", "class": "btn danger", "data-panel-action": "reset-ask"},
                "Reset statistics",
            ),
        ),
        confirm_reset_view() if confirming else None,
        classes="stats-panel",
    )


def confirm_reset_view() -> Node:
    """The in-page question before the statistics are reset."""
    return confirm_view(
        "Reset statistics?",
        "Every count goes back to zero, in total and for each difficulty. This cannot be undone.",
        h("button", {"type": "button", "class": "btn", "data-panel-action": "reset-cancel"}, "Cancel"),
        h(
            "button",
            {"type": "button", "class": "btn danger", "data-panel-action": "reset-confirm"},
            "Reset statistics",
        ),
    )


def confirm_view(title: str, question: str, *buttons: Node, prefix: str = "confirm") -> Node:
    """An in-page question (an alert dialog over a shade) and its buttons; ``prefix`` names its title and text."""
    return h(
        "div",
        {"class": "confirm-backdrop"},
        h(
            "div",
            {
                "class": "confirm",
                "role": "alertdialog",
                "aria-modal": "true",
                "aria-labelledby": f"{prefix}-title",
                "aria-describedby": f"{prefix}-text",
            },
            h("h3", {"id": f"{prefix}-title"}, title),
            h("p", {"id": f"{prefix}-text"}, question),
            h("div", {"class": "actions"}, *buttons),
        ),
    )


# ----------------------------------------------------------------- settings


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


def _select(name: str, label: str, options: Mapping[str, str], current: str) -> Node:
    return h(
        "label",
        {"class": "select-row"},
        h("span", {"class": "select-title"}, label),
        h(
            "select",
            {"name": name, "id": f"set-{name}"},
            *(h("option", {"value": value, "selected": value == current}, text) for value, text in options.items()),
        ),
    )


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


def _section(title: str, *items: Child | None) -> Node:
    return h("section", {"class": "set-section"}, h("h3", {}, title), *items)


def settings_view(
    settings: Settings,
    *,
    game_level: str,
    game_rules: Rules,
    levels: Mapping[str, str] | None = None,
    house_rules_open: bool = False,
) -> Node:
    """Every setting as a form control; the game in progress and what the next new game will use."""
    colours = _group(
        "Table colour",
        h(
            "div",
            {"class": "swatches"},
            *(
                _choice(
                    "table",
                    value,
                    settings.table == value,
                    h("span", {"class": f"swatch felt-{value}", "aria-hidden": "true"}),
                    h("span", {"class": "choice-name"}, name),
                    classes="choice swatch-choice",
                )
                for value, name in TABLE_COLOURS.items()
            ),
        ),
        classes="colour-group",
    )
    backs = _group(
        "Card backs",
        h(
            "div",
            {"class": "swatches"},
            *(
                _choice(
                    "card_back",
                    value,
                    settings.card_back == value,
                    h("span", {"class": f"mini-back cb-{value}", "aria-hidden": "true"}),
                    h("span", {"class": "choice-name"}, name),
                    classes="choice swatch-choice",
                )
                for value, name in CARD_BACKS.items()
            ),
        ),
    )
    suits = h(
        "span",
        {"class": "suit-preview", "aria-hidden": "true"},
        *(h("span", {"class": f"suit-{letter}"}, symbol) for letter, symbol, _ in _SUITS),
    )
    four = _switch(
        "four_colour",
        settings.four_colour,
        "Four-colour suits",
        "Clubs green and diamonds blue, so no two suits look alike.",
        suits,
    )
    sounds = _switch("sounds", settings.sounds, "Sounds", "Cards, tricks, hearts broken, the Queen taken, a moon.")
    pause = _group(
        "After each trick",
        h(
            "div",
            {"class": "segmented"},
            _choice(
                "pause_after_trick",
                "true",
                settings.pause_after_trick,
                h("span", {"class": "choice-name"}, "Wait for Continue"),
            ),
            _choice(
                "pause_after_trick",
                "false",
                not settings.pause_after_trick,
                h("span", {"class": "choice-name"}, "Continue by itself"),
            ),
        ),
    )
    speed = _segmented("Animation speed", "animation", ANIMATION_SPEEDS, settings.animation)
    pace, hand_order = _conveniences(settings)
    checker = _switch(
        "play_checker",
        settings.play_checker,
        "Play checker",
        "Before you play a card the Expert thinks is costly, the table asks. Games played with it are marked.",
    )
    checker_threshold = _segmented(
        "Ask when a card costs at least", "checker_threshold", CHECKER_THRESHOLDS, settings.checker_threshold
    )
    descriptions = levels or {}
    difficulty = _group(
        "Computer players",
        *(
            _choice(
                "difficulty",
                level,
                settings.difficulty == level,
                h("span", {"class": "level-name"}, DIFFICULTIES[level]),
                h("span", {"class": "level-text"}, descriptions[level]) if level in descriptions else None,
                classes="choice level-choice",
            )
            for level in DIFFICULTY_IDS
        ),
        classes="levels-group",
    )
    rule_controls = rules_controls(settings.rules, open_house_rules=house_rules_open)
    now = f"This game: {DIFFICULTIES.get(game_level, game_level)} players, {rules_summary(game_rules)}."
    changed = settings.difficulty != game_level or settings.rules != game_rules
    later = (
        f"Your next new game: {DIFFICULTIES[settings.difficulty]} players, {rules_summary(settings.rules)}."
        if changed
        else None
    )
    return _panel(
        "Settings",
        _section("Table", colours, backs, four),
        _section("Play", sounds, pause, speed, pace, checker, checker_threshold),
        hand_order,
        _section(
            "Next game",
            h(
                "p",
                {"class": "panel-note next-note", "id": "next-note"},
                "Difficulty and rules apply from your next new game. ",
                h("span", {"class": "now"}, now),
                " ",
                h("strong", {"class": "later"}, later) if later else None,
            ),
            difficulty,
            rule_controls,
        ),
        h("p", {"class": "panel-note"}, "Settings apply at once and are kept in this browser."),
        classes="settings-panel",
    )


def _conveniences(settings: Settings) -> tuple[Node, Node]:
    """The computer players' pace (for the Play section) and the section on your hand: its order, forced cards."""
    pace = _segmented(
        "Computer players' pace",
        "pace",
        PACES,
        settings.pace,
        h("p", {"class": "panel-note"}, "How long the table waits for each of their cards, whatever the animation."),
    )
    hand = _section(
        "Your hand",
        _select("suit_order", "Suit order", SUIT_ORDERS, settings.suit_order),
        _select("rank_order", "Ranks", RANK_ORDERS, settings.rank_order),
        _switch(
            "forced_cards",
            settings.forced_cards,
            "Play forced cards",
            "When only one of your cards can be played, it is played for you after a short pause.",
        ),
    )
    return pace, hand


def read_setting(settings: Settings, name: str, value: str, checked: bool) -> Settings:
    """The settings after a form control changed; ``ValueError`` for a control or value that is not known.

    ``name`` and ``value`` are the control's; ``checked`` is a checkbox's state.
    """
    if name in ("four_colour", "sounds", "forced_cards", "play_checker"):
        return settings.changed(name, checked)
    if name in (
        "table",
        "card_back",
        "animation",
        "difficulty",
        "pause_after_trick",
        "suit_order",
        "rank_order",
        "pace",
        "checker_threshold",
    ):
        return settings.changed(name, value)
    if name == "rules" or name.startswith("rule-"):
        return settings.changed("rules", read_rule(settings.rules, name, value, checked))
    raise ValueError(f"There is no setting called {name!r}.")


# -------------------------------------------------------------------- share

SHARE_STATUS: Final[dict[bool | None, str]] = {
    None: "Copying the address…",
    True: "The address is copied: paste it into a message.",
    False: "Your browser did not let the game copy it: the address is selected, so copy it yourself.",
}


def share_view(
    game_number: int,
    address: str,
    copied: bool | None,
    *,
    game_link: str | None = None,
    link_copied: bool | None = None,
) -> Node:
    """The game's address in a selectable field, and whether it reached the clipboard (``None``: not yet known).

    ``game_link`` (a ``#game=`` address) is offered below it: the game as played so far, every card.
    """
    played = None
    if game_link is not None:
        status = {None: None, True: "The link is copied.", False: SHARE_STATUS[False].replace("address", "link")}
        played = h(
            "div",
            {"class": "share-played"},
            h("h3", {}, "This game as you played it"),
            h("p", {}, f"A link that replays every card played so far ({len(game_link):,} characters)."),
            h(
                "div",
                {"class": "share-box"},
                h("label", {"class": "sr-only", "for": "share-game"}, "Link to this game as played"),
                h(
                    "input",
                    {"id": "share-game", "type": "text", "readonly": True, "value": game_link, "spellcheck": "false"},
                ),
                h("button", {"type": "button", "class": "btn", "data-share-action": "copy-game"}, "Copy link"),
            ),
            h(
                "p",
                {"class": f"share-status {'copied' if link_copied else ''}".strip(), "role": "status"},
                status[link_copied] or "",
            ),
        )
    return h(
        "div",
        {"class": "sheet-card share-card", "role": "dialog", "aria-modal": "true", "aria-labelledby": "share-title"},
        h("h2", {"id": "share-title"}, f"Share game {game_number}"),
        h("p", {}, "Anyone who opens this address plays the very same cards, deal after deal."),
        h(
            "div",
            {"class": "share-box"},
            h("label", {"class": "sr-only", "for": "share-address"}, "Address of the game"),
            h(
                "input",
                {"id": "share-address", "type": "text", "readonly": True, "value": address, "spellcheck": "false"},
            ),
        ),
        h("p", {"class": f"share-status {'copied' if copied else ''}".strip(), "role": "status"}, SHARE_STATUS[copied]),
        played,
        h(
            "div",
            {"class": "actions"},
            h("button", {"type": "button", "class": "btn primary", "data-share-action": "close"}, "Done"),
        ),
    )


# ------------------------------------------------------------------ notices


def notice_view(text: str, *, action: tuple[str, str] | None = None) -> Node:
    """A notice to read once: the text, an optional (label, ``data-panel-action``) button, and Dismiss."""
    buttons = []
    if action is not None:
        buttons.append(h("button", {"type": "button", "class": "btn", "data-notice-action": action[1]}, action[0]))
    buttons.append(
        h("button", {"type": "button", "class": "btn quiet", "data-notice-action": "dismiss"}, "Dismiss"),
    )
    return h(
        "div",
        {"class": "notice-card"},
        h("p", {"class": "notice-text", "id": "notice-text"}, text),
        h("div", {"class": "actions"}, *buttons),
    )
