"""The Settings drawer's form read back: a changed control gives the new :class:`Settings`.

>>> read_setting(Settings(), "sounds", "on", True).sounds
True
>>> read_setting(Settings(), "rule-end_score", "50", False).rules.end_score
50
"""

from __future__ import annotations

from ..storage.settings import Settings
from .rules_controls import read_rule

__all__ = ["read_setting"]


def read_setting(settings: Settings, name: str, value: str, checked: bool) -> Settings:
    """The settings after a form control changed; ``ValueError`` for a control or value that is not known.

    ``name`` and ``value`` are the control's; ``checked`` is a checkbox's state.
    """
    if name in ("four_colour", "sounds", "forced_cards", "play_checker", "cards_out"):
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
        "language",
    ):
        return settings.changed(name, value)
    if name == "rules" or name.startswith("rule-"):
        return settings.changed("rules", read_rule(settings.rules, name, value, checked))
    raise ValueError(f"There is no setting called {name!r}.")
