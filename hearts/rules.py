"""The rules of a game: one frozen value with every variant named.

>>> Rules()
Rules(queen_breaks_hearts=False, jack_of_diamonds=False, moon='add', ties='continue', end_score=100)
>>> Rules.preset("omnibus").jack_of_diamonds
True
>>> Rules(queen_breaks_hearts=True, moon="subtract").describe()
['The Queen of spades breaks hearts.', 'Shooting the moon: the shooter scores -26, everyone else 0.']
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final, Literal, cast

__all__ = ["MOON_OPTIONS", "PRESETS", "TIE_OPTIONS", "InvalidRules", "MoonRule", "Rules", "TieRule"]

MoonRule = Literal["add", "subtract", "best"]
TieRule = Literal["continue", "share"]
MOON_OPTIONS: Final = ("add", "subtract", "best")
TIE_OPTIONS: Final = ("continue", "share")


class InvalidRules(ValueError):
    """Raised for an unknown option, preset or value."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule variant of the game.

    ``queen_breaks_hearts``
        Playing Q♠ also breaks hearts (default: it does not).
    ``jack_of_diamonds``
        Whoever takes J♦ scores −10. J♦ is never needed for a moon.
    ``moon``
        ``"add"``: the shooter scores 0, everyone else 26.
        ``"subtract"``: the shooter scores −26, everyone else 0.
        ``"best"``: add, unless adding would end the match without the
        shooter among the winners; then subtract.
    ``ties``
        ``"continue"``: a tie for the lowest total plays another deal.
        ``"share"``: all players tied for the lowest total win together.
    ``end_score``
        The match ends after a deal in which any total reaches this.
    """

    queen_breaks_hearts: bool = False
    jack_of_diamonds: bool = False
    moon: MoonRule = "add"
    ties: TieRule = "continue"
    end_score: int = 100

    def __post_init__(self) -> None:
        for name in ("queen_breaks_hearts", "jack_of_diamonds"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidRules(f"{name} must be true or false, not {getattr(self, name)!r}.")
        if self.moon not in MOON_OPTIONS:
            raise InvalidRules(f"moon must be one of {', '.join(MOON_OPTIONS)}, not {self.moon!r}.")
        if self.ties not in TIE_OPTIONS:
            raise InvalidRules(f"ties must be one of {', '.join(TIE_OPTIONS)}, not {self.ties!r}.")
        if isinstance(self.end_score, bool) or not isinstance(self.end_score, int) or not 1 <= self.end_score <= 10_000:
            raise InvalidRules(f"end_score must be a whole number from 1 to 10000, not {self.end_score!r}.")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of the named presets: standard, parlor, queen-breaks, omnibus."""
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

    def to_dict(self) -> dict[str, Any]:
        """A plain dict for JSON."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from :meth:`to_dict` output (missing options take defaults)."""
        if not isinstance(data, dict):
            raise InvalidRules(f"Rules must be an object of options, not {data!r}.")
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise InvalidRules(f"Unknown rules option {unknown[0]!r}; the options are {', '.join(sorted(known))}.")
        return cls(**cast(dict[str, Any], data))

    def with_options(self, **changes: Any) -> Rules:
        """A copy with some options changed."""
        return replace(self, **changes)

    def describe(self) -> list[str]:
        """Plain sentences for each option that differs from the standard rules."""
        lines = []
        if self.queen_breaks_hearts:
            lines.append("The Queen of spades breaks hearts.")
        if self.jack_of_diamonds:
            lines.append("Whoever takes the Jack of diamonds scores -10.")
        if self.moon == "subtract":
            lines.append("Shooting the moon: the shooter scores -26, everyone else 0.")
        elif self.moon == "best":
            lines.append(
                "Shooting the moon: everyone else scores 26, unless that would make the shooter lose;"
                " then the shooter scores -26 instead."
            )
        if self.ties == "share":
            lines.append("Players tied for the lowest total share the win.")
        if self.end_score != 100:
            lines.append(f"The game ends when someone reaches {self.end_score} points.")
        return lines


PRESETS: Final[dict[str, Rules]] = {
    "standard": Rules(),
    "parlor": Rules(ties="share"),
    "queen-breaks": Rules(queen_breaks_hearts=True),
    "omnibus": Rules(jack_of_diamonds=True),
}
"""The named rule sets."""
