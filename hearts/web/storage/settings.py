"""The person's settings: validated, with defaults, read field by field.

A stored field that is missing, unknown or invalid falls back to its default
on its own; every other field is kept.

>>> Settings().difficulty, Settings().rules.preset_name
('medium', 'standard')
>>> decoded = decode_settings({"table": "purple", "sounds": "loud", "difficulty": "hard"})
>>> decoded.value.table, decoded.value.sounds, decoded.value.difficulty
('purple', True, 'hard')
>>> decoded.partial
'Some of your settings could not be read (sounds), so they went back to their defaults.'
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Final, Literal

from ...levels import LEVELS, Level
from ...rules import InvalidRules, Rules
from ...words.languages import known_language
from ...words.settings import settings_unread
from .slots import Decoded, Slot

__all__ = [
    "ANIMATION_SECONDS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "CHECKER_THRESHOLDS",
    "DIFFICULTY_IDS",
    "PACES",
    "RANK_ORDERS",
    "SETTINGS_SLOT",
    "SETTINGS_VERSION",
    "SUIT_ORDERS",
    "TABLE_COLOURS",
    "AnimationSpeed",
    "CardBack",
    "Difficulty",
    "Pace",
    "RankOrder",
    "Settings",
    "SuitOrder",
    "TableColour",
    "as_difficulty",
    "decode_settings",
    "encode_settings",
    "pace_for_animation",
]

Difficulty = Level
TableColour = Literal["green", "blue", "red", "purple", "slate"]
CardBack = Literal["blue", "red", "green", "black"]
AnimationSpeed = Literal["off", "fast", "normal", "slow"]
CheckerThreshold = Literal["0.5", "1", "2", "4"]
SuitOrder = Literal["alternating", "alternating-spades", "bridge", "hearts-first"]
RankOrder = Literal["ascending", "descending"]
Pace = Literal["quick", "normal", "relaxed"]

DIFFICULTY_IDS: Final[tuple[Difficulty, ...]] = LEVELS
"""The computer players' levels, easiest first (:data:`hearts.levels.LEVELS`)."""
TABLE_COLOURS: Final[tuple[TableColour, ...]] = ("green", "blue", "red", "purple", "slate")
CARD_BACKS: Final[tuple[CardBack, ...]] = ("blue", "red", "green", "black")
ANIMATION_SPEEDS: Final[tuple[AnimationSpeed, ...]] = ("off", "fast", "normal", "slow")
CHECKER_THRESHOLDS: Final[tuple[CheckerThreshold, ...]] = ("0.5", "1", "2", "4")
"""How costly a card must be, in points against the Expert's best, before the play checker asks."""
SUIT_ORDERS: Final[tuple[SuitOrder, ...]] = ("alternating", "alternating-spades", "bridge", "hearts-first")
"""The orders of the suits in the person's hand; the first, the table's order from the start, is the default."""
RANK_ORDERS: Final[tuple[RankOrder, ...]] = ("ascending", "descending")
PACES: Final[tuple[Pace, ...]] = ("quick", "normal", "relaxed")
"""The computer players' paces (see :mod:`hearts.web.table.pace`)."""
ANIMATION_SECONDS: Final[dict[str, float]] = {"off": 0.0, "fast": 0.15, "normal": 0.3, "slow": 0.6}
"""How long one card's movement takes at each speed."""

SETTINGS_VERSION: Final = 1

_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "difficulty": DIFFICULTY_IDS,
    "table": TABLE_COLOURS,
    "card_back": CARD_BACKS,
    "animation": ANIMATION_SPEEDS,
    "checker_threshold": CHECKER_THRESHOLDS,
    # Play conveniences: the hand's order, the computer players' pace.
    "suit_order": SUIT_ORDERS,
    "rank_order": RANK_ORDERS,
    "pace": PACES,
}
_FIELDS: Final = (
    "table",
    "card_back",
    "four_colour",
    "sounds",
    "difficulty",
    "rules",
    "pause_after_trick",
    "animation",
    "play_checker",
    "checker_threshold",
    "suit_order",
    "rank_order",
    "forced_cards",
    "pace",
    "language",
    "cards_out",
)
"""Every setting, in the order a notice names those that could not be read."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting. Difficulty and rules apply from the next new game; the rest at once."""

    table: TableColour = "green"
    card_back: CardBack = "blue"
    four_colour: bool = False
    sounds: bool = True
    difficulty: Difficulty = "medium"
    rules: Rules = field(default_factory=Rules)
    pause_after_trick: bool = True
    """Wait for a click after each trick (otherwise play continues by itself)."""
    animation: AnimationSpeed = "normal"
    # Play conveniences (the hand's order, forced cards, the computer players' pace).
    suit_order: SuitOrder = "alternating"
    """The suits left to right: alternating colours ♣ ♦ ♠ ♥ by default, as the table always drew them."""
    rank_order: RankOrder = "ascending"
    forced_cards: bool = False
    """Play the person's card by itself, after a short pause, when it is the only legal one."""
    pace: Pace = "normal"
    """How long the table waits for the computer players (apart from the animation speed)."""
    play_checker: bool = False
    """Before a card that costs at least ``checker_threshold`` points against the Expert's best, ask."""
    checker_threshold: CheckerThreshold = "1"
    language: str | None = None
    """The language chosen in Settings (a tag of :data:`hearts.words.languages.KNOWN`); ``None``: the browser's."""
    cards_out: bool = False
    """Show the cards still out beside the table (the voids shown, where the pass went, the points taken)."""

    def __post_init__(self) -> None:
        for name, choices in _CHOICES.items():
            if getattr(self, name) not in choices:
                raise ValueError(f"{name} must be one of {', '.join(choices)}, not {getattr(self, name)!r}.")
        for name in ("four_colour", "sounds", "pause_after_trick", "forced_cards", "play_checker", "cards_out"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}.")
        if self.language is not None and known_language(self.language) != self.language:
            raise ValueError(f"language must be a language the page speaks, not {self.language!r}.")
        if not isinstance(self.rules, Rules):
            raise ValueError(f"rules must be a Rules value, not {self.rules!r}.")

    @property
    def animation_seconds(self) -> float:
        return ANIMATION_SECONDS[self.animation]

    @property
    def checker_points(self) -> float:
        """The play checker's threshold in points."""
        return float(self.checker_threshold)

    def changed(self, name: str, value: object) -> Settings:
        """A copy with one setting changed; ``ValueError`` for an unknown setting or a bad value.

        Choices and booleans may be given as the text a form control holds
        (``"true"``/``"false"`` for booleans); ``rules`` takes a preset name or a :class:`Rules`.
        """
        if name not in _FIELDS:
            raise ValueError(f"There is no setting called {name!r}.")
        return replace(self, **{name: _read_field(name, value, strict_text=False)})

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["rules"] = self.rules.to_dict()
        return data


def as_difficulty(value: object) -> Difficulty | None:
    """``value`` if it names a difficulty, else ``None``."""
    for difficulty in DIFFICULTY_IDS:
        if value == difficulty:
            return difficulty
    return None


def _read_field(name: str, value: object, *, strict_text: bool = True) -> Any:
    if name == "language":
        return None if value is None else _read_language(value)
    if name in _CHOICES:
        if not isinstance(value, str) or value not in _CHOICES[name]:
            raise ValueError(name)
        return value
    if name == "rules":
        if isinstance(value, Rules):
            return value
        if isinstance(value, str) and not strict_text:
            return Rules.preset(value)
        try:
            return Rules.from_dict(value)
        except (InvalidRules, TypeError):
            raise ValueError(name) from None
    if isinstance(value, bool):
        return value
    if not strict_text and value in ("true", "false"):
        return value == "true"
    raise ValueError(name)


def _read_language(value: object) -> str:
    known = known_language(value)
    if known is None:
        raise ValueError("language")
    return known


def pace_for_animation(animation: object) -> Pace:
    """The pace of settings kept before the pace was its own setting, when it followed the animation speed.

    >>> pace_for_animation("fast"), pace_for_animation("normal"), pace_for_animation("slow")
    ('quick', 'normal', 'relaxed')
    """
    if animation in ("off", "fast"):
        return "quick"
    if animation == "slow":
        return "relaxed"
    return "normal"


def decode_settings(data: object) -> Decoded[Settings]:
    """Settings from stored data, each bad or missing field at its default (named in ``partial``)."""
    if not isinstance(data, dict):
        return Decoded(Settings(), settings_unread([]))
    values: dict[str, Any] = {}
    bad: list[str] = []
    for name in _FIELDS:
        if name not in data:
            continue
        if name == "language" and known_language(data[name]) is None:
            continue  # a language this version cannot speak (or none chosen): the browser's
        try:
            values[name] = _read_field(name, data[name])
        except ValueError:
            bad.append(name)
    if "pace" not in data:  # kept before the pace had its own setting: it followed the animation speed
        values["pace"] = pace_for_animation(values.get("animation"))
    settings = Settings(**values)
    if not bad:
        return Decoded(settings)
    return Decoded(settings, settings_unread(bad))


def encode_settings(settings: Settings) -> dict[str, Any]:
    return settings.to_data()


SETTINGS_SLOT: Final[Slot[Settings]] = Slot(
    name="settings",
    version=SETTINGS_VERSION,
    label="your settings",
    consequence="they are back to their defaults",
    decode=decode_settings,
    encode=encode_settings,
    default=Settings,
)
