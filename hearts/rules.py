"""The rules of a game: one frozen value with every variant named.

>>> Rules().pass_cycle, Rules().pass_count, Rules().card_values
(('left', 'right', 'across', 'hold'), 3, 'standard')
>>> Rules.preset("omnibus").bonus_card
'JD'
>>> Rules.preset("omnibus").with_options(end_score=50).base_preset, Rules(moon="best").base_preset
('omnibus', None)
>>> Rules.from_dict({"first_leader": "two-of-clubs", "first_lead": "any-card"})
Traceback (most recent call last):
  ...
hearts.rules.InvalidRules: The holder of the 2 of clubs opens with a club, so the first lead cannot be any card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from functools import lru_cache, wraps
from typing import Any, Final, Literal, TypeVar, cast

__all__ = [
    "BONUS_OPTIONS",
    "CARD_VALUE_OPTIONS",
    "FIRST_LEADER_OPTIONS",
    "FIRST_LEAD_OPTIONS",
    "MOON_OPTIONS",
    "PASS_COUNTS",
    "PASS_COUNT_WORDS",
    "PASS_DIRECTIONS",
    "PRESETS",
    "PRESET_SOURCES",
    "TIE_OPTIONS",
    "BonusCard",
    "CardValues",
    "FirstLead",
    "FirstLeader",
    "InvalidRules",
    "MoonRule",
    "Rules",
    "TieRule",
]

MoonRule = Literal["add", "subtract", "best", "none"]
TieRule = Literal["continue", "share"]
BonusCard = Literal["none", "JD", "TD"]
CardValues = Literal["standard", "spot", "black-maria"]
FirstLeader = Literal["two-of-clubs", "left-of-dealer"]
FirstLead = Literal["two-of-clubs", "any-club", "any-card"]
Direction = Literal["left", "right", "across", "hold"]
MOON_OPTIONS: Final = ("add", "subtract", "best", "none")
TIE_OPTIONS: Final = ("continue", "share")
BONUS_OPTIONS: Final = ("none", "JD", "TD")
CARD_VALUE_OPTIONS: Final = ("standard", "spot", "black-maria")
FIRST_LEADER_OPTIONS: Final = ("two-of-clubs", "left-of-dealer")
FIRST_LEAD_OPTIONS: Final = ("two-of-clubs", "any-club", "any-card")
PASS_DIRECTIONS: Final = ("left", "right", "across", "hold")
PASS_COUNTS: Final = (3, 4, 5)
PASS_COUNT_WORDS: Final = {3: "three", 4: "four", 5: "five"}
"""How many cards are passed, in words."""
_MAX_CYCLE: Final = 8
_BOOLEANS: Final = (
    "queen_breaks_hearts",
    "points_on_first_trick",
    "hearts_must_be_broken",
    "lead_hearts_over_queen",
    "shoot_the_sun",
    "no_tricks_bonus",
)


class InvalidRules(ValueError):
    """Raised for an unknown option, preset or value, or options that contradict each other."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule variant of the game.

    ``queen_breaks_hearts``
        Playing Q♠ also breaks hearts (default: it does not).
    ``bonus_card``
        ``"none"``; ``"JD"``: whoever takes J♦ scores −10 (Omnibus);
        ``"TD"``: the same with 10♦. The bonus card is never needed for a moon
        and counts on top of a moon's score. (Older records and settings say
        ``"jack_of_diamonds": true``; :meth:`from_dict` reads that as ``"JD"``.)
    ``moon``
        Shooting the moon is taking every penalty card of the variant (see
        ``card_values``); ``total`` is what those cards are worth together.
        ``"add"``: the shooter scores 0, everyone else ``total``.
        ``"subtract"``: the shooter scores −``total``, everyone else 0.
        ``"best"``: add, unless adding would end the match without the
        shooter among the winners; then subtract.
        ``"none"``: no moon; a player who takes every penalty card scores them.
    ``ties``
        ``"continue"``: a tie for the lowest total plays another deal.
        ``"share"``: all players tied for the lowest total win together.
    ``end_score``
        The match ends after a deal in which any total reaches this.
    ``pass_cycle``
        The pass direction of each deal in turn (``left``, ``right``,
        ``across`` or ``hold``), repeated: standard is left, right, across,
        hold; ``("hold",)`` never passes.
    ``pass_count``
        How many cards each player passes: 3, 4 or 5.
    ``first_leader``
        Who leads the first trick: ``"two-of-clubs"``, whoever holds the 2♣
        after the pass; or ``"left-of-dealer"``, the player left of the
        dealer (the deal moves one seat left each hand; East deals the first).
    ``first_lead``
        What the first trick may be opened with: ``"two-of-clubs"`` (the 2♣
        itself), ``"any-club"`` (any club of the 2♣'s holder), or
        ``"any-card"`` (only with the left-of-dealer leader).
    ``points_on_first_trick``
        Whether hearts and the other penalty cards may be played to the first
        trick while the player has another card it may play (standard: no).
    ``hearts_must_be_broken``
        Whether a heart may be led only once hearts are broken (a heart, or
        Q♠ with ``queen_breaks_hearts``, has been played), unless the leader
        holds nothing but hearts (standard: yes).
    ``lead_hearts_over_queen``
        Whether a leader holding only hearts and Q♠ before hearts are broken
        may lead a heart instead of being made to lead the Queen (standard: no).
    ``card_values``
        ``"standard"``: each heart 1, Q♠ 13 (total 26). ``"spot"`` (Spot
        hearts): each heart its rank — 2 to 10, J 11, Q 12, K 13, A 14 — and
        Q♠ 25 (total 129). ``"black-maria"``: each heart 1, A♠ 7, K♠ 10 and
        Q♠ 13 (total 43). The penalty cards, the ones a moon takes, are the
        hearts and Q♠, and in Black Maria A♠ and K♠ too.
    ``shoot_the_sun``
        Taking all thirteen tricks shoots the sun: scored as a moon worth
        twice the total (the others score ``2 × total``, or the shooter
        −``2 × total`` under ``"subtract"``). Needs a moon rule.
    ``no_tricks_bonus``
        A player who takes no trick scores −5, except in a deal where someone
        shot the moon.
    """

    queen_breaks_hearts: bool = False
    bonus_card: BonusCard = "none"
    moon: MoonRule = "add"
    ties: TieRule = "continue"
    end_score: int = 100
    pass_cycle: tuple[Direction, ...] = ("left", "right", "across", "hold")
    pass_count: int = 3
    first_leader: FirstLeader = "two-of-clubs"
    first_lead: FirstLead = "two-of-clubs"
    points_on_first_trick: bool = False
    hearts_must_be_broken: bool = True
    lead_hearts_over_queen: bool = False
    card_values: CardValues = "standard"
    shoot_the_sun: bool = False
    no_tricks_bonus: bool = False

    def __post_init__(self) -> None:
        for name in _BOOLEANS:
            if not isinstance(getattr(self, name), bool):
                raise InvalidRules(f"{name} must be true or false, not {getattr(self, name)!r}.")
        for name, options in (
            ("bonus_card", BONUS_OPTIONS),
            ("moon", MOON_OPTIONS),
            ("ties", TIE_OPTIONS),
            ("first_leader", FIRST_LEADER_OPTIONS),
            ("first_lead", FIRST_LEAD_OPTIONS),
            ("card_values", CARD_VALUE_OPTIONS),
        ):
            if getattr(self, name) not in options:
                raise InvalidRules(f"{name} must be one of {', '.join(options)}, not {getattr(self, name)!r}.")
        if isinstance(self.end_score, bool) or not isinstance(self.end_score, int) or not 1 <= self.end_score <= 10_000:
            raise InvalidRules(f"end_score must be a whole number from 1 to 10000, not {self.end_score!r}.")
        cycle = self.pass_cycle
        if isinstance(cycle, list):
            object.__setattr__(self, "pass_cycle", cycle := tuple(cycle))
        if not isinstance(cycle, tuple) or not 1 <= len(cycle) <= _MAX_CYCLE:
            raise InvalidRules(f"pass_cycle must be a list of 1 to {_MAX_CYCLE} directions, not {cycle!r}.")
        for direction in cycle:
            if direction not in PASS_DIRECTIONS:
                raise InvalidRules(f"pass_cycle holds {direction!r}; each entry is left, right, across or hold.")
        if isinstance(self.pass_count, bool) or self.pass_count not in PASS_COUNTS:
            raise InvalidRules(f"pass_count must be 3, 4 or 5 cards, not {self.pass_count!r}.")
        if self.first_leader == "two-of-clubs" and self.first_lead == "any-card":
            raise InvalidRules("The holder of the 2 of clubs opens with a club, so the first lead cannot be any card.")
        if self.first_leader == "left-of-dealer" and self.first_lead != "any-card":
            raise InvalidRules(
                "The player left of the dealer may not hold a club, so that first lead must be any card."
            )
        if self.shoot_the_sun and self.moon == "none":
            raise InvalidRules("Shooting the sun is scored as a moon, so it needs a moon rule other than none.")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of the named presets (see :data:`PRESETS`)."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise InvalidRules(f"Unknown rules preset {name!r}; choose one of {', '.join(PRESETS)}.") from None

    @property
    def preset_name(self) -> str | None:
        """The name of the preset equal to these rules, if any."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None

    @property
    def base_preset(self) -> str | None:
        """The name of the preset these rules follow, whatever the length of the game, if any."""
        return self.with_options(end_score=PRESETS["standard"].end_score).preset_name

    @property
    def jack_of_diamonds(self) -> bool:
        """Whether J♦ scores −10 (the older name of ``bonus_card == "JD"``)."""
        return self.bonus_card == "JD"

    def pass_direction(self, hand_index: int) -> Direction:
        """The pass direction of hand ``hand_index`` (0 for the first) of a match."""
        return self.pass_cycle[hand_index % len(self.pass_cycle)]

    def to_dict(self) -> dict[str, Any]:
        """A plain dict for JSON (the pass cycle as a list)."""
        data = asdict(self)
        data["pass_cycle"] = list(self.pass_cycle)
        return data

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from :meth:`to_dict` output (missing options take defaults).

        Refuses unknown options and impossible combinations with one sentence.
        """
        if not isinstance(data, dict):
            raise InvalidRules(f"Rules must be an object of options, not {data!r}.")
        options = dict(data)
        if "jack_of_diamonds" in options:
            jack = options.pop("jack_of_diamonds")
            if not isinstance(jack, bool):
                raise InvalidRules(f"jack_of_diamonds must be true or false, not {jack!r}.")
            bonus = options.setdefault("bonus_card", "JD" if jack else "none")
            if jack != (bonus == "JD"):
                raise InvalidRules("jack_of_diamonds and bonus_card disagree; give only bonus_card.")
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(k) for k in options if k not in known)
        if unknown:
            raise InvalidRules(f"Unknown rules option {unknown[0]!r}: this version of the game has no such rule.")
        cycle = options.get("pass_cycle")
        if isinstance(cycle, list):
            options["pass_cycle"] = tuple(cycle)
        elif "pass_cycle" in options and not isinstance(cycle, tuple):
            raise InvalidRules(f"pass_cycle must be a list of directions, not {cycle!r}.")
        return cls(**cast(dict[str, Any], options))

    def with_options(self, **changes: Any) -> Rules:
        """A copy with some options changed."""
        return replace(self, **changes)

    @property
    def total(self) -> int:
        """What the penalty cards are worth together: 26, 129 (Spot) or 43 (Black Maria)."""
        return _TOTALS[self.card_values]


_TOTALS: Final = {"standard": 26, "spot": 129, "black-maria": 43}

PRESETS: Final[dict[str, Rules]] = {
    "standard": Rules(),
    "parlor": Rules(ties="share"),
    "queen-breaks": Rules(queen_breaks_hearts=True),
    "omnibus": Rules(bonus_card="JD"),
    "omnibus-10d": Rules(bonus_card="TD"),
    "no-hold": Rules(pass_cycle=("left", "right", "across")),
    "spot": Rules(card_values="spot"),
    "black-maria": Rules(
        card_values="black-maria",
        pass_cycle=("right",),
        first_leader="left-of-dealer",
        first_lead="any-card",
        points_on_first_trick=True,
        hearts_must_be_broken=False,
    ),
    "sun": Rules(shoot_the_sun=True),
}
"""The named rule sets."""

PRESET_SOURCES: Final[dict[str, str]] = {
    "standard": "Pagat, Hearts (www.pagat.com/reverse/hearts.html): the common American game.",
    "parlor": "The table's own: standard rules, tied leaders share the win.",
    "queen-breaks": "Pagat, Hearts, variations: the Queen of spades breaks hearts.",
    "omnibus": "Pagat, Omnibus Hearts (www.pagat.com/reverse/omnibus.html): J♦ −10.",
    "omnibus-10d": "Pagat, Omnibus Hearts, variations; NeuralPlay Hearts: 10♦ −10.",
    "no-hold": "Pagat, Hearts, variations: left, right, across with no hold hand.",
    "spot": "Pagat, Hearts, variations (Spot Hearts); NeuralPlay Hearts: hearts at face value, Q♠ 25.",
    "black-maria": "Pagat, Black Maria (www.pagat.com/reverse/bmaria.html), four-player form.",
    "sun": "NeuralPlay Hearts; Pagat, Hearts, variations: taking all 13 tricks shoots the sun.",
}
"""Where each preset comes from."""


_Derived = TypeVar("_Derived")


def per_rules(derive: Callable[[Rules], _Derived]) -> Callable[[Rules], _Derived]:
    """``derive``, remembered for each set of rules (as :func:`functools.lru_cache` does).

    The rules asked for last are answered without hashing them again: a
    computer player's search asks for the same rules thousands of times a
    decision, and hashing them is most of the cost of an lru_cache lookup.
    """
    cached = lru_cache(maxsize=64)(derive)
    last: tuple[Rules, _Derived] | None = None

    @wraps(derive)
    def lookup(rules: Rules) -> _Derived:
        nonlocal last
        seen = last
        if seen is not None and seen[0] is rules:
            return seen[1]
        value = cached(rules)
        last = (rules, value)
        return value

    return lookup
